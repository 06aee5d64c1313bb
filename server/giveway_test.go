package server

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// liveOf is match id as loaded on ts.
func (ts *testServer) liveOf(t *testing.T, id string) *live {
	t.Helper()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	l, ok := ts.matches[id]
	if !ok {
		t.Fatalf("match %s is not loaded", id)
	}
	return l
}

// analysisGivesWay checks that while some live play is in flight on ts
// (begun by hold, and held at the lock of match held), the analysis of a
// match that ends meanwhile judges no step and says that it waits; and that
// once the lock is let go, the play goes through and the analysis
// completes. hold runs with the lock held, and returns what waits for the
// play to be through.
func analysisGivesWay(t *testing.T, ts *testServer, held *live, hold func() (through func())) {
	t.Helper()
	held.mu.Lock()
	release := sync.OnceFunc(held.mu.Unlock)
	t.Cleanup(release) // before the server shuts down, should the test fail
	through := hold()
	waitFor(t, "the play to be in flight", ts.playing.busy.Load)
	c := ts.create(t, "person", "greedy", "greedy")
	ts.leaveToBots(t, c)
	a := ts.analysisHeld(t, c.ID)
	if a.Status != "running" || a.Done != 0 || len(a.Chances) != 0 {
		t.Errorf("with live play waiting, the analysis is %s, %d of %d steps done", a.Status, a.Done, a.Steps)
	}
	release()
	through()
	ts.analysed(t, c.ID)
	if text := ts.metricsText(t); !strings.Contains(text, "shima_analysis_waiting 0\n") {
		t.Errorf("once the play is through, the metrics say the analysis still waits")
	}
}

// analysisHeld waits until the analysis of match id, which has ended,
// waits for live play (or, where it does not, until it is done), and
// returns it as it stands then.
func (ts *testServer) analysisHeld(t *testing.T, id string) analysisAnswer {
	t.Helper()
	var a analysisAnswer
	waitFor(t, "the analysis to wait, or to be done", func() bool {
		a = ts.analysisOf(t, "GET", id)
		return a.Status == "done" || strings.Contains(ts.metricsText(t), "shima_analysis_waiting 1\n")
	})
	return a
}

// metricsText is ts's /metrics.
func (ts *testServer) metricsText(t *testing.T) string {
	t.Helper()
	resp, err := http.Get(ts.url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	return readAll(resp)
}

// A person's move comes before any analysis: while one waits to be made,
// the analysis of a match that ends does not advance; once it is made, the
// analysis goes on.
func TestAnalysisWaitsForMoves(t *testing.T) {
	ts := newTestServer(t, nil, func(c *Config) { c.AnalysisIterations = 20 })
	m := ts.create(t, "person", "person", "person")
	me := ts.snapshot(t, m.ID, m.Seats[0].Token)
	analysisGivesWay(t, ts, ts.liveOf(t, m.ID), func() func() {
		code := make(chan int)
		go func() {
			code <- ts.call(t, "POST", "/api/matches/"+m.ID+"/moves", m.Seats[0].Token, map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}, nil)
		}()
		return func() {
			if c := <-code; c != http.StatusOK {
				t.Errorf("the move waited for: %d", c)
			}
		}
	})
}

// A bot's turn comes before any analysis too: the analysis waits while a
// bot thinks.
func TestAnalysisWaitsForBots(t *testing.T) {
	ts := newTestServer(t, nil, func(c *Config) { c.AnalysisIterations = 20 })
	m := ts.create(t, "person", "greedy", "greedy")
	l := ts.liveOf(t, m.ID)
	analysisGivesWay(t, ts, l, func() func() {
		// The bot of seat 1 thinks before its turn: it finds that it is not
		// to move once it may look at the match.
		ts.startBot(l, 1, "greedy")
		return func() {
			waitFor(t, "the bot to end its turn", func() bool { return !ts.playing.busy.Load() })
		}
	})
	if rec, err := ts.store.Load(t.Context(), m.ID); err != nil || len(rec.Events) != 0 {
		t.Errorf("the bot thought out of turn, and the match has %d events (%v)", len(rec.Events), err)
	}
}

// After live play, an analysis waits until play has been quiet a moment:
// here an hour, so that it does not begin.
func TestAnalysisWaitsForQuiet(t *testing.T) {
	ts := newTestServer(t, nil, func(c *Config) { c.AnalysisIterations = 20; c.AnalysisQuiet = time.Hour })
	c := ts.create(t, "person", "greedy", "greedy")
	ts.leaveToBots(t, c)
	a := ts.analysisHeld(t, c.ID)
	if a.Status != "running" || a.Done != 0 || ts.playing.busy.Load() {
		t.Errorf("with play quiet for less than an hour, the analysis is %s, %d of %d steps done", a.Status, a.Done, a.Steps)
	}
}

// Outside its share of each period an analysis rests until the next.
func TestRestFor(t *testing.T) {
	at := func(ms int) time.Time { return time.Unix(1700000000, int64(ms)*int64(time.Millisecond)) }
	for _, c := range []struct {
		ms    int
		share float64
		want  time.Duration
	}{
		{0, 0.25, 0},
		{24, 0.25, 0},
		{25, 0.25, 75 * time.Millisecond},
		{99, 0.25, time.Millisecond},
		{100, 0.25, 0},
		{351, 0.5, 49 * time.Millisecond},
	} {
		if got := restFor(at(c.ms), c.share); got != c.want {
			t.Errorf("%d ms into a period, share %v: rest %v, want %v", c.ms, c.share, got, c.want)
		}
	}
}
