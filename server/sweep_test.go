package server

import (
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"shima/match"
	"shima/store/sqlite"
)

// isLoaded reports whether match id is loaded on ts.
func (ts *testServer) isLoaded(id string) bool {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	_, ok := ts.matches[id]
	return ok
}

// owned reports whether ts runs the bots and clock of match id, loaded.
func (ts *testServer) owned(id string) bool {
	ts.mu.Lock()
	l, ok := ts.matches[id]
	ts.mu.Unlock()
	if !ok {
		return false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.owned
}

// A playing match nobody watches or asks for unloads after a while and
// loads again, unchanged, when someone does; one watched, or whose clock
// this node runs, stays. The renewals of leases between the sweeps, as in
// production, change nothing: a match of people only, without a clock,
// gets no owner, and keeping a lease is not asking for a match.
func TestIdleMatchesUnload(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	watched := ts.create(t, "person", "person", "person")
	dial(t, ts, watched.ID, "").snapshotAt(t, 0)
	var clocked created
	person := map[string]any{"kind": "person"}
	ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": []any{person, person, person},
		"clock": map[string]any{"per_move": "720h"}}, &clocked)
	waitFor(t, "the clocked match's lease", func() bool {
		l, _ := ts.load(t.Context(), clocked.ID)
		l.mu.Lock()
		defer l.mu.Unlock()
		return l.owned
	})
	ts.move(t, c)
	ts.renewLeases(t.Context())
	if ts.owned(c.ID) {
		t.Fatal("a match of people only, without a clock, has an owner")
	}
	ts.now.Advance(5 * time.Minute)
	ts.renewLeases(t.Context())
	ts.sweepOnce(ts.now.Now())
	if !ts.isLoaded(c.ID) {
		t.Fatal("a match unloaded 5 minutes after its last move")
	}
	ts.now.Advance(6 * time.Minute)
	ts.renewLeases(t.Context())
	ts.sweepOnce(ts.now.Now())
	if ts.isLoaded(c.ID) {
		t.Fatal("a match nobody watched for 11 minutes is still loaded")
	}
	if !ts.isLoaded(watched.ID) || !ts.isLoaded(clocked.ID) {
		t.Fatalf("the watched match loaded: %v; the clocked one: %v", ts.isLoaded(watched.ID), ts.isLoaded(clocked.ID))
	}
	if again := ts.snapshot(t, c.ID, ""); again.Seq != 1 || !ts.isLoaded(c.ID) {
		t.Fatalf("loaded again: seq %d", again.Seq)
	}
	ts.move(t, c)
}

// move makes the first legal move of the person to move in c.
func (ts *testServer) move(t *testing.T, c created) {
	t.Helper()
	s := ts.snapshot(t, c.ID, "")
	token := c.Seats[s.ToMove[0]].Token
	me := ts.snapshot(t, c.ID, token)
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", token, map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}, nil); code != http.StatusOK {
		t.Fatalf("move: %d", code)
	}
}

// A request that holds a match while it unloads still reaches the match:
// the move loads it again and is stored once.
func TestMoveOnAnUnloadedMatch(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	l := ts.loadAndUnload(t, c.ID)
	s := ts.snapshot(t, c.ID, c.Seats[0].Token)
	ts.now.Advance(11 * time.Minute)
	ts.sweepOnce(ts.now.Now())
	if _, err := ts.submit(t.Context(), l, 0, 0, func(m *match.Match, at time.Time) (match.Event, error) { return m.Move(0, s.Legal[0].Action, at) }); err != nil {
		t.Fatalf("a move through the unloaded match: %v", err)
	}
	rec, err := ts.store.Load(t.Context(), c.ID)
	if err != nil || len(rec.Events) != 1 {
		t.Fatalf("stored %d events (%v)", len(rec.Events), err)
	}
	if s := ts.snapshot(t, c.ID, ""); s.Seq != 1 {
		t.Fatalf("the loaded match has seq %d", s.Seq)
	}
}

// A match nobody came to play (a seat unclaimed, no clock) is closed as
// abandoned after CloseOpenAfter without a move: it leaves the open list,
// shows its status, takes no more moves or claims, and does not load at
// startup. A match that moved lately, or has a clock, plays on.
func TestAbandonedMatchesClose(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shima.db")
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, st)
	stale := ts.create(t, "person", "open", "person")
	// Its lease is held by a node that stopped, so a restart would load it
	// as an orphan, were it not abandoned.
	if ok, err := st.Acquire(t.Context(), stale.ID, "stopped", time.Now(), time.Now().Add(time.Millisecond)); err != nil || !ok {
		t.Fatalf("lease: %v, %v", ok, err)
	}
	lively := ts.create(t, "person", "open", "person")
	person := map[string]any{"kind": "person"}
	var clocked created
	ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": []any{person, map[string]any{"kind": "person", "open": true}, person},
		"clock": map[string]any{"per_move": "720h"}}, &clocked)
	ts.now.Advance(10 * 24 * time.Hour)
	ts.move(t, lively)
	ts.now.Advance(5 * 24 * time.Hour)
	ts.sweepOnce(ts.now.Now())

	for id, want := range map[string]string{stale.ID: "abandoned", lively.ID: "playing", clocked.ID: "playing"} {
		var s struct {
			Status string `json:"status"`
		}
		if ts.call(t, "GET", "/api/matches/"+id, "", nil, &s); s.Status != want {
			t.Errorf("match %s: status %q, want %q", id, s.Status, want)
		}
	}
	var list struct {
		Matches []struct {
			ID string `json:"id"`
		} `json:"matches"`
	}
	ts.call(t, "GET", "/api/matches?open=1", "", nil, &list)
	for _, m := range list.Matches {
		if m.ID == stale.ID {
			t.Error("the abandoned match is listed open")
		}
	}
	var mine struct {
		Matches []struct {
			Status string `json:"status"`
		} `json:"matches"`
	}
	ts.call(t, "POST", "/api/matches/mine", "", map[string]any{"tokens": []any{map[string]string{"match": stale.ID, "token": stale.Seats[0].Token}}}, &mine)
	if len(mine.Matches) != 1 || mine.Matches[0].Status != "abandoned" {
		t.Errorf("my matches: %+v", mine)
	}
	s := ts.snapshot(t, stale.ID, "")
	if me := ts.snapshot(t, stale.ID, stale.Seats[s.ToMove[0]].Token); len(me.Legal) != 0 || me.CanUndo {
		t.Errorf("the seat to move in the abandoned match may still play %d moves, undo: %v", len(me.Legal), me.CanUndo)
	}
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/"+stale.ID+"/moves?lang=ja", stale.Seats[s.ToMove[0]].Token, map[string]any{"seq": 0, "action": 1}, &e); code != http.StatusConflict || e.Code != "closed" || !hasJapanese(e.Error) {
		t.Errorf("a move in the abandoned match: %d %+v", code, e)
	}
	if code := ts.call(t, "POST", "/api/matches/"+stale.ID+"/seats/1/claim", "", map[string]any{"name": "Late"}, &e); code != http.StatusConflict || e.Code != "closed" {
		t.Errorf("a claim in the abandoned match: %d %+v", code, e)
	}

	if err := ts.Shutdown(t.Context()); err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Millisecond) // the stopped node's lease has run out
	again := newTestServer(t, st)    // a restart: the abandoned match stays in the store only
	if again.isLoaded(stale.ID) {
		t.Error("the abandoned match loaded at startup")
	}
	if s := again.snapshot(t, stale.ID, ""); s.Seq != 0 {
		t.Errorf("the abandoned match reads seq %d", s.Seq)
	}
}

// A claim that holds a match while it unloads goes to the match as loaded
// again: the new token acts there at once.
func TestClaimOnAnUnloadedMatch(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "open", "person")
	l := ts.loadAndUnload(t, c.ID)
	watcher := dial(t, ts, c.ID, "") // loads it again
	watcher.snapshotAt(t, 0)
	out, err := ts.claim(t.Context(), l, 1, "", "Bob")
	if err != nil {
		t.Fatalf("a claim through the unloaded match: %v", err)
	}
	for s := watcher.snapshotAt(t, 0); s.Seats[1].Name != "Bob"; s = watcher.snapshotAt(t, 0) {
	}
	if s := ts.snapshot(t, c.ID, out["token"].(string)); s.Viewer != 1 {
		t.Fatalf("the new token acts as viewer %d", s.Viewer)
	}
}

// loadAndUnload loads match id, then lets it idle until the sweep unloads
// it, and returns the loaded match the caller still holds.
func (ts *testServer) loadAndUnload(t *testing.T, id string) *live {
	t.Helper()
	l, err := ts.load(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	ts.now.Advance(11 * time.Minute)
	ts.sweepOnce(ts.now.Now())
	if ts.isLoaded(id) {
		t.Fatal("not unloaded")
	}
	return l
}
