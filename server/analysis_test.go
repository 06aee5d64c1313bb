package server

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"shima/analysis"
	"shima/engine"
	"shima/match"
	"shima/store/storetest"
)

// analysisAnswer is the answer of /api/matches/{id}/analysis.
type analysisAnswer struct {
	Status  string      `json:"status"`
	Bot     string      `json:"bot"`
	Steps   int         `json:"steps"`
	Done    int         `json:"done"`
	Chances [][]float64 `json:"chances"`
	Costly  []struct {
		Step int     `json:"step"`
		Seat int     `json:"seat"`
		Drop float64 `json:"drop"`
	} `json:"costly"`
	Team bool `json:"team"`
}

// analysisOf asks for match id's analysis (GET, or POST to have it made).
func (ts *testServer) analysisOf(t *testing.T, method, id string) analysisAnswer {
	t.Helper()
	var a analysisAnswer
	if code := ts.call(t, method, "/api/matches/"+id+"/analysis", "", nil, &a); code != http.StatusOK {
		t.Fatalf("%s analysis: %d", method, code)
	}
	return a
}

// analysed waits for match id's analysis to be done, and checks it: every
// step of the replay, each seat's chance in [0, 1], the last step the
// outcome's rewards, and costly moves that are moves of the seats named.
func (ts *testServer) analysed(t *testing.T, id string) analysisAnswer {
	t.Helper()
	var a analysisAnswer
	waitFor(t, "the analysis", func() bool { a = ts.analysisOf(t, "GET", id); return a.Status == "done" })
	var rp struct {
		Frames []struct {
			Seat int `json:"seat"`
		} `json:"frames"`
		Outcome engine.Outcome `json:"outcome"`
	}
	if code := ts.call(t, "GET", "/api/matches/"+id+"/replay", "", nil, &rp); code != http.StatusOK {
		t.Fatalf("replay: %d", code)
	}
	if len(a.Chances) != len(rp.Frames) || a.Steps != len(rp.Frames) || a.Done != a.Steps || a.Bot == "" {
		t.Fatalf("analysis of %d/%d steps (%q), the replay has %d frames", a.Done, a.Steps, a.Bot, len(rp.Frames))
	}
	for k, cs := range a.Chances {
		for s, c := range cs {
			if c < 0 || c > 1 || len(cs) != len(rp.Outcome.Scores) {
				t.Fatalf("step %d: chances %v (seat %d)", k, cs, s)
			}
		}
	}
	for s, c := range a.Chances[len(a.Chances)-1] {
		if want := rp.Outcome.Reward(engine.Seat(s)); c != want {
			t.Errorf("last step: seat %d's chance %v, its reward %v", s, c, want)
		}
	}
	for _, c := range a.Costly {
		if c.Step < 1 || c.Step >= len(rp.Frames) || rp.Frames[c.Step].Seat != c.Seat || c.Drop <= 0 {
			t.Errorf("costly move %+v is not a move of its seat", c)
		}
	}
	return a
}

// A match's chances of winning are never shown while it is played, in
// either language; once it ends, the node analyses it by itself, showing
// its progress as it goes, and the analysis covers every step.
func TestAnalysisOverHTTP(t *testing.T) {
	held := storetest.Hold(tempSQLite(t))
	ts := newTestServer(t, held, func(c *Config) { c.AnalysisIterations = 20 })
	c := ts.create(t, "person", "greedy", "greedy")
	path := "/api/matches/" + c.ID + "/analysis"
	for _, method := range []string{"GET", "POST"} {
		for _, lang := range []string{"en", "ja"} {
			var e apiErr
			code := ts.call(t, method, path+"?lang="+lang, c.Seats[0].Token, nil, &e)
			if code != http.StatusForbidden || e.Code != "forbidden" || !strings.Contains(e.Error, map[string]string{"en": "once the match is over", "ja": "対戦が終わってから"}[lang]) {
				t.Errorf("%s while playing (%s): %d %+v", method, lang, code, e)
			}
		}
	}
	var e apiErr
	if code := ts.call(t, "GET", "/api/matches/nosuch/analysis?lang=ja", "", nil, &e); code != http.StatusNotFound || !hasJapanese(e.Error) {
		t.Errorf("unknown match: %d %+v", code, e)
	}

	ts.leaveToBots(t, c)
	var a analysisAnswer
	waitFor(t, "the analysis's first step", func() bool { a = ts.analysisOf(t, "GET", c.ID); return a.Done > 0 })
	if a.Status != "running" || a.Done >= a.Steps || len(a.Chances) != a.Done {
		t.Errorf("in progress: %+v", a)
	}
	held.Free()
	a = ts.analysed(t, c.ID)
	if a.Team || a.Bot != "mcts:20" {
		t.Errorf("Micronesia's analysis: team %v, bot %q", a.Team, a.Bot)
	}
	if again := ts.analysisOf(t, "POST", c.ID); again.Status != "done" || again.Done != a.Done {
		t.Errorf("asked again once done: %+v", again)
	}
}

// leaveToBots hands Alice's seat of c to a bot, and waits for the bots to
// end the match.
func (ts *testServer) leaveToBots(t *testing.T, c created) {
	t.Helper()
	if code := ts.call(t, "POST", fmt.Sprintf("/api/matches/%s/seats/0/bot", c.ID), c.Seats[0].Token, map[string]any{"bot": "greedy"}, nil); code != http.StatusOK {
		t.Fatalf("hand over: %d", code)
	}
	waitFor(t, "the end", func() bool { return ts.snapshot(t, c.ID, "").Over })
}

// A match that ended on a node that makes no analyses (or before analyses
// existed) is analysed when a replay page asks another node for it; the
// node without says so.
func TestAnalysisOfAnOlderMatch(t *testing.T) {
	st := tempSQLite(t)
	off := newTestServer(t, st, func(c *Config) { c.AnalysisIterations = -1 })
	c := off.create(t, "person", "greedy", "greedy")
	off.leaveToBots(t, c)
	for _, method := range []string{"GET", "POST"} {
		if a := off.analysisOf(t, method, c.ID); a.Status != "off" || a.Done != 0 {
			t.Errorf("%s on a node without analyses: %+v", method, a)
		}
	}
	ts := newTestServer(t, st, func(c *Config) { c.AnalysisIterations = 20 })
	if a := ts.analysisOf(t, "GET", c.ID); a.Status != "none" {
		t.Errorf("before it is asked for: %+v", a)
	}
	if a := ts.analysisOf(t, "POST", c.ID); a.Status != "queued" && a.Status != "running" && a.Status != "done" {
		t.Errorf("asked for: %+v", a)
	}
	ts.analysed(t, c.ID)
	if a := off.analysisOf(t, "GET", c.ID); a.Status != "done" {
		t.Errorf("made by another node: %+v", a)
	}
}

// A node with bot workers judges several steps of an analysis at once, and
// finds what one worker finds.
func TestAnalysisOnWorkers(t *testing.T) {
	ts := newTestServer(t, nil, func(c *Config) { c.AnalysisIterations = 20; c.BotWorkers = 2 })
	if opts := ts.analysisOptions(1); opts.Workers != 2 {
		t.Fatalf("analysis options %+v, want 2 workers", opts)
	}
	c := ts.create(t, "person", "greedy", "greedy")
	ts.leaveToBots(t, c)
	a := ts.analysed(t, c.ID)
	rec, err := ts.store.Load(context.Background(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.Replay(rec.ID, rec.Config, rec.Seed, rec.Created, rec.Events)
	if err != nil {
		t.Fatal(err)
	}
	one, err := analysis.Run(context.Background(), m, analysis.Options{Iterations: 20, Seed: rec.Seed}, nil, nil)
	if err != nil || !reflect.DeepEqual(one.Chances, a.Chances) {
		t.Errorf("on 2 workers the node found\n%v\none worker finds\n%v (%v)", a.Chances, one.Chances, err)
	}
}
