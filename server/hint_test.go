package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"shima/bot/levels"
	"shima/engine"
)

// hintAnswer is a hint message's body.
type hintAnswer struct {
	Seq  int `json:"seq"`
	Hint struct {
		Seat int    `json:"seat"`
		Bot  string `json:"bot"`
		Best struct {
			Action int      `json:"action"`
			Text   string   `json:"text"`
			Win    *float64 `json:"win"`
		} `json:"best"`
		Candidates []struct {
			Action int      `json:"action"`
			Win    *float64 `json:"win"`
		} `json:"candidates"`
	} `json:"hint"`
}

// Against bots, the creator may ask the coach: the answer, to the asker
// alone, names a legal move of theirs, the best of at most three, by the
// game's strongest level, with its chance of winning.
func TestCoachAnswersAgainstBots(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": []map[string]any{{"kind": "person"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}}, "seat": 0, "name": "Alice"}, &c)
	alice := c.Seats[0].Token
	var s struct {
		snap
		Hints bool `json:"hints"`
	}
	ts.call(t, "GET", "/api/matches/"+c.ID, alice, nil, &s)
	if !s.Hints {
		t.Fatal("a match against bots does not allow hints by default")
	}
	ws := dial(t, ts, c.ID, alice)
	var me snap
	for len(me.Legal) == 0 {
		me = ws.snapshotAt(t, 0)
	}
	watcher := dial(t, ts, c.ID, "")
	watcher.snapshotAt(t, 0)
	ws.send(t, map[string]any{"type": "hint", "id": "h1"})
	m := ws.next(t, "hint")
	var h hintAnswer
	if err := json.Unmarshal(m["hint"], &h.Hint); err != nil {
		t.Fatal(err)
	}
	json.Unmarshal(m["seq"], &h.Seq)
	if string(m["id"]) != `"h1"` || h.Seq != me.Seq || h.Hint.Seat != 0 {
		t.Errorf("the hint answers id %s at seq %d for seat %d, want h1, %d, 0", m["id"], h.Seq, h.Hint.Seat, me.Seq)
	}
	legal := make([]int, 0, len(me.Legal))
	for _, ch := range me.Legal {
		legal = append(legal, int(ch.Action))
	}
	if !slices.Contains(legal, h.Hint.Best.Action) || h.Hint.Best.Text == "" {
		t.Errorf("the hint's move %d %q is not one of Alice's legal moves", h.Hint.Best.Action, h.Hint.Best.Text)
	}
	if n := len(h.Hint.Candidates); n == 0 || n > 3 || h.Hint.Candidates[0].Action != h.Hint.Best.Action {
		t.Errorf("the hint gives %d moves, the first %v, want 1-3 led by the best", n, h.Hint.Candidates)
	}
	for _, cd := range h.Hint.Candidates {
		if cd.Win == nil || *cd.Win < 0 || *cd.Win > 1 {
			t.Errorf("a candidate's chance of winning is %v", cd.Win)
		}
	}
	if !strings.HasPrefix(h.Hint.Bot, "mcts:") {
		t.Errorf("the coach is %q, not the strongest level's search", h.Hint.Bot)
	}
	// It is counted, and kept with the seat: the result says it.
	var seats struct {
		Seats []struct {
			Hints int `json:"hints"`
		} `json:"seats"`
	}
	ts.call(t, "GET", "/api/matches/"+c.ID, "", nil, &seats)
	if seats.Seats[0].Hints != 1 {
		t.Errorf("seat 0 took %d hints, want 1", seats.Seats[0].Hints)
	}
	if rec, err := ts.store.Load(context.Background(), c.ID); err != nil || rec.Seats[0].Hints != 1 {
		t.Errorf("the store keeps %+v hints for seat 0 (%v), want 1", rec.Seats, err)
	}
	// Nobody else hears of it.
	watcher.send(t, map[string]any{"type": "lang", "lang": "en"})
	for {
		w := watcher.next(t, "")
		if string(w["type"]) == `"hint"` {
			t.Fatal("a spectator received Alice's hint")
		}
		if string(w["type"]) == `"snapshot"` {
			break
		}
	}
	// One question at a time per seat.
	l := ts.liveOf(t, c.ID)
	l.mu.Lock()
	l.hinting |= 1
	l.mu.Unlock()
	ws.send(t, map[string]any{"type": "hint", "id": "h2"})
	if e := ws.next(t, "error"); string(e["id"]) != `"h2"` || string(e["code"]) != `"rate_limited"` {
		t.Errorf("a second question while the first is answered: %s %s", e["id"], e["code"])
	}
	l.mu.Lock()
	l.hinting = 0
	l.mu.Unlock()
	// A spectator asks nothing.
	watcher.send(t, map[string]any{"type": "hint", "id": "h3"})
	if e := watcher.next(t, "error"); string(e["code"]) != `"forbidden"` {
		t.Errorf("a spectator's hint: %s", e["code"])
	}
}

// Where other people play, hints are off unless the creator turns them on;
// a hint is for a decision of one's own; hints take "on" or "off" only.
func TestCoachRefuses(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "random") // Alice and Bob: off by default
	ws := dial(t, ts, c.ID, c.Seats[0].Token)
	ws.snapshotAt(t, 0)
	ws.send(t, map[string]any{"type": "hint", "id": "h1"})
	e := ws.next(t, "error")
	if string(e["code"]) != `"forbidden"` || !strings.Contains(string(e["error"]), "hints are off") {
		t.Errorf("a hint among people: %s %s", e["code"], e["error"])
	}

	var on created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": []map[string]any{{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "bot": "random"}}, "seat": 0, "name": "Alice", "hints": "on"}, &on); code != http.StatusCreated {
		t.Fatalf("create with hints on: %d", code)
	}
	on = ts.takeSeats(t, on)
	s := ts.snapshot(t, on.ID, "")
	other := 1 - s.ToMove[0] // a person not to move
	if other < 0 || other > 1 {
		t.Fatalf("to move: %v", s.ToMove)
	}
	ws = dial(t, ts, on.ID, on.Seats[other].Token)
	ws.snapshotAt(t, 0)
	ws.send(t, map[string]any{"type": "hint", "id": "h2"})
	if e := ws.next(t, "error"); string(e["code"]) != `"stale"` {
		t.Errorf("a hint with no decision to make: %s %s", e["code"], e["error"])
	}

	var bad apiErr
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": []map[string]any{{"kind": "person"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}}, "seat": 0, "hints": "maybe"}, &bad); code != http.StatusBadRequest && code != 422 {
		t.Errorf("hints maybe: %d %+v", code, bad)
	}
}

// Catan's strongest level looks ahead rather than searching a tree: its
// choice leads the hint, and a tree search weighs it and finds the next best.
func TestCoachWeighsALevelThatLooksAhead(t *testing.T) {
	ts := newTestServer(t, nil, func(cfg *Config) { cfg.HintTime = 300 * time.Millisecond })
	var c created
	ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "catan", "seats": []map[string]any{{"kind": "person"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}}, "seat": 0, "name": "Alice"}, &c)
	ws := dial(t, ts, c.ID, c.Seats[0].Token)
	var me snap
	for len(me.Legal) == 0 {
		me = ws.snapshotAt(t, 0)
	}
	ws.send(t, map[string]any{"type": "hint", "id": "h1"})
	var h hintAnswer
	json.Unmarshal(ws.next(t, "hint")["hint"], &h.Hint)
	if !strings.HasPrefix(h.Hint.Bot, "lookahead") {
		t.Errorf("Catan's coach is %q, want its strongest level, lookahead", h.Hint.Bot)
	}
	if n := len(h.Hint.Candidates); n != 3 || h.Hint.Candidates[0].Action != h.Hint.Best.Action || h.Hint.Best.Win == nil {
		t.Errorf("the hint gives %d moves led by %d (best %d, win %v), want 3 led by the best, weighed", n, h.Hint.Candidates[0].Action, h.Hint.Best.Action, h.Hint.Best.Win)
	}
}

// Once a match is over, its replay may ask what the coach would have
// played at a step: the answer is a move of that step's mover, legal then,
// with the next best; before the end, at a step that is no move, or while
// the coach answers another, it is refused, in the asker's language.
func TestCoachOfAReplayStep(t *testing.T) {
	ts := newTestServer(t, nil, func(cfg *Config) { cfg.HintTime = 200 * time.Millisecond })
	c := ts.create(t, "person", "greedy", "greedy")
	var e apiErr
	if code := ts.call(t, "GET", "/api/matches/"+c.ID+"/coach?step=1&lang=ja", "", nil, &e); code != http.StatusForbidden || !hasJapanese(e.Error) {
		t.Errorf("while playing: %d %+v", code, e)
	}
	ts.leaveToBots(t, c)
	var rp struct {
		Frames []struct {
			Seat int `json:"seat"`
		} `json:"frames"`
	}
	ts.call(t, "GET", "/api/matches/"+c.ID+"/replay", "", nil, &rp)
	step := len(rp.Frames) / 2
	var got struct {
		Step int             `json:"step"`
		Seat int             `json:"seat"`
		Hint hintAnswer      `json:"-"`
		Raw  json.RawMessage `json:"hint"`
	}
	if code := ts.call(t, "GET", fmt.Sprintf("/api/matches/%s/coach?step=%d", c.ID, step), "", nil, &got); code != http.StatusOK {
		t.Fatalf("coach at step %d: %d", step, code)
	}
	json.Unmarshal(got.Raw, &got.Hint.Hint)
	if got.Step != step || got.Seat != rp.Frames[step].Seat || got.Hint.Hint.Seat != got.Seat {
		t.Errorf("the coach answers step %d for seat %d (hint's %d), want step %d's mover %d", got.Step, got.Seat, got.Hint.Hint.Seat, step, rp.Frames[step].Seat)
	}
	if n := len(got.Hint.Hint.Candidates); n == 0 || n > 3 || got.Hint.Hint.Best.Text == "" {
		t.Errorf("the coach's answer: %+v", got.Hint.Hint)
	}
	for _, bad := range []string{"0", fmt.Sprint(len(rp.Frames)), "x"} {
		if code := ts.call(t, "GET", "/api/matches/"+c.ID+"/coach?step="+bad, "", nil, &e); code != http.StatusBadRequest {
			t.Errorf("step %s: %d %+v", bad, code, e)
		}
	}
	for range cap(ts.coaching) { // the node's coach searches all taken
		ts.coaching <- struct{}{}
	}
	if code := ts.call(t, "GET", fmt.Sprintf("/api/matches/%s/coach?step=%d", c.ID, step), "", nil, &e); code != http.StatusServiceUnavailable {
		t.Errorf("while the coach is busy: %d %+v", code, e)
	}
	for range cap(ts.coaching) {
		<-ts.coaching
	}
}

// The moves come first: while live play is in flight on the node, the
// coach waits, and answers once it is done.
func TestCoachWaitsForLivePlay(t *testing.T) {
	ts := newTestServer(t, nil, func(cfg *Config) { cfg.HintTime = 200 * time.Millisecond })
	var c created
	ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": []map[string]any{{"kind": "person"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}}, "seat": 0, "name": "Alice"}, &c)
	ws := dial(t, ts, c.ID, c.Seats[0].Token)
	for len(ws.snapshotAt(t, 0).Legal) == 0 {
	}
	ts.playing.begin() // a move in flight
	ws.send(t, map[string]any{"type": "hint", "id": "h1"})
	unanswered(t, ws, "while a move was in flight")
	ts.playing.end()
	if m := ws.next(t, "hint"); string(m["id"]) != `"h1"` {
		t.Errorf("after the move, the answer is %s", m["id"])
	}

	// However many matches ask, the node runs at most as many of the
	// coach's searches as it has processors: a hint waits for a free one.
	for range cap(ts.coaching) {
		ts.coaching <- struct{}{}
	}
	ws.send(t, map[string]any{"type": "hint", "id": "h2"})
	unanswered(t, ws, "with every search taken")
	<-ts.coaching
	if m := ws.next(t, "hint"); string(m["id"]) != `"h2"` {
		t.Errorf("once a search is free, the answer is %s", m["id"])
	}
	for range cap(ts.coaching) - 1 {
		<-ts.coaching
	}
}

// The coach is right where it is easy: on issue 34's Catan positions where
// the seat to move wins at once, its first choice is a winning move, with
// Catan's strongest level (lookahead, weighed by a tree search) and with a
// tree search alone.
func TestCoachTakesTheWin(t *testing.T) {
	ts := newTestServer(t, nil, func(cfg *Config) { cfg.HintTime = 300 * time.Millisecond })
	for _, file := range []string{"win_city.json", "win_settlements.json", "win_city_or_trade.json"} {
		pos, err := os.ReadFile(filepath.Join("..", "games", "catan", "testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		st, err := engine.LoadPosition(pos)
		if err != nil {
			t.Fatal(err)
		}
		seat := st.ToMove()[0]
		var wins []engine.Action
		for _, a := range st.Legal(seat, nil) {
			c := st.Clone()
			if c.Apply(seat, a) == nil && c.Over() && c.Outcome().Reward(seat) == 1 {
				wins = append(wins, a)
			}
		}
		for _, spec := range []string{levels.For("catan")[len(levels.For("catan"))-1].Spec, "mcts:3000"} {
			rng := engine.NewRand(1)
			r, err := ts.coach(spec, st, seat, engine.EN, &rng)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(wins, r.Best.Action) || (len(r.Candidates) > 0 && r.Candidates[0].Action != r.Best.Action) {
				t.Errorf("%s, coach %s: %q first (candidates %v), not a winning move", file, spec, r.Best.Text, r.Candidates)
			}
		}
	}
}

// unanswered checks that no hint nor error comes to ws for half a second.
func unanswered(t *testing.T, ws *wsClient, while string) {
	t.Helper()
	deadline := time.After(500 * time.Millisecond)
	for {
		select {
		case m := <-ws.msgs:
			if string(m["type"]) == `"hint"` || string(m["type"]) == `"error"` {
				t.Fatalf("the coach answered %s: %s", while, m["type"])
			}
		case <-deadline:
			return
		}
	}
}
