package server

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"shima/engine"
)

// Two people and a bot play a whole match through the HTTP API; the bot
// moves by itself, the replay opens at the end.
func TestPlayAMatchOverHTTP(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "greedy")
	if len(c.Seats) != 3 || c.Seats[0].Token == "" || c.Seats[1].Token == "" || c.Seats[2].Token != "" {
		t.Fatalf("seats %+v", c.Seats)
	}
	var replay map[string]any
	if code := ts.call(t, "GET", "/api/matches/"+c.ID+"/replay", "", nil, &replay); code != http.StatusForbidden {
		t.Fatalf("replay while playing: %d", code)
	}
	tokens := []string{c.Seats[0].Token, c.Seats[1].Token}
	botMoves := 0
	for step := 0; ; step++ {
		if step > 2000 {
			t.Fatal("no end")
		}
		s := ts.snapshot(t, c.ID, "")
		if s.Over {
			break
		}
		seat := s.ToMove[0]
		if seat == 2 { // the bot's turn: it moves by itself
			waitFor(t, "the bot", func() bool { return ts.snapshot(t, c.ID, "").Seq > s.Seq })
			continue
		}
		me := ts.snapshot(t, c.ID, tokens[seat])
		if len(me.Legal) == 0 || me.Viewer != seat {
			t.Fatalf("seat %d to move has no choices: %+v", seat, me)
		}
		var after snap
		a := me.Legal[0].Action // a split first: the game moves on
		if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", tokens[seat], map[string]any{"seq": me.Seq, "action": a}, &after); code != http.StatusOK {
			t.Fatalf("move: %d", code)
		}
		if after.Seq < me.Seq+1 { // the bot may have moved too
			t.Fatalf("seq %d after a move from %d", after.Seq, me.Seq)
		}
	}
	final := ts.snapshot(t, c.ID, "")
	for _, e := range final.Log {
		if e.Seat == 2 {
			botMoves++
		}
	}
	if botMoves == 0 {
		t.Fatal("the bot never moved")
	}
	if final.Outcome == nil || len(final.Outcome.Winners) == 0 {
		t.Fatalf("no outcome: %+v", final)
	}
	var rp struct {
		Seed   string `json:"seed"`
		Frames []struct {
			Seq int `json:"seq"`
		} `json:"frames"`
		Events []map[string]any `json:"events"`
	}
	if code := ts.call(t, "GET", "/api/matches/"+c.ID+"/replay", "", nil, &rp); code != http.StatusOK {
		t.Fatalf("replay: %d", code)
	}
	if _, err := strconv.ParseUint(rp.Seed, 10, 64); err != nil || len(rp.Frames) != len(rp.Events)+1 {
		t.Fatalf("replay: seed %q, %d frames for %d events", rp.Seed, len(rp.Frames), len(rp.Events))
	}
}

// Bad input gets a clear 4xx in the user's language and changes nothing.
func TestBadInput(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	id, t0, t1 := c.ID, c.Seats[0].Token, c.Seats[1].Token
	before := ts.snapshot(t, id, t0)
	moves := "/api/matches/" + id + "/moves"
	illegalSplit := "" // a split these dice do not allow ("islands 1 and 12" is legal with 1, 6, 6)
	for x := 1; x <= 12 && illegalSplit == ""; x++ {
		text := fmt.Sprintf("islands %d and 12", x)
		if !slices.ContainsFunc(before.Legal, func(c choice) bool { return c.Text == text }) {
			illegalSplit = text
		}
	}
	cases := []struct {
		name, token, path string
		body              any
		status            int
		code              string
	}{
		{"malformed JSON", t0, moves, `{"seq": 0, "action": `, 400, "bad_request"},
		{"unknown field", t0, moves, `{"seq": 0, "action": 1, "cheat": true}`, 400, "bad_request"},
		{"trailing data", t0, moves, `{"seq": 0, "action": 1} {}`, 400, "bad_request"},
		{"no seq", t0, moves, map[string]any{"action": 1}, 400, "bad_request"},
		{"both action and text", t0, moves, map[string]any{"seq": 0, "action": 1, "text": "done"}, 400, "bad_request"},
		{"unknown action", t0, moves, map[string]any{"seq": 0, "action": 99999999}, 422, "illegal"},
		{"illegal split", t0, moves, map[string]any{"seq": 0, "text": illegalSplit}, 422, "illegal"},
		{"unreadable text", t0, moves, map[string]any{"seq": 0, "text": "win please"}, 422, "illegal"},
		{"not your turn", t1, moves, map[string]any{"seq": 0, "action": before.Legal[0].Action}, 422, "illegal"},
		{"stale seq", t0, moves, map[string]any{"seq": 7, "action": before.Legal[0].Action}, 409, "stale"},
		{"no token", "", moves, map[string]any{"seq": 0, "action": before.Legal[0].Action}, 403, "forbidden"},
		{"wrong token", strings.Repeat("a", 32), moves, map[string]any{"seq": 0, "action": before.Legal[0].Action}, 403, "forbidden"},
		{"short token", "abc", moves, map[string]any{"seq": 0, "action": before.Legal[0].Action}, 403, "forbidden"},
		{"oversized body", t0, moves, `{"seq": 0, "text": "` + strings.Repeat("x", 70000) + `"}`, 413, "too_large"},
		{"unknown match", t0, "/api/matches/nosuchmatch/moves", map[string]any{"seq": 0, "action": 1}, 404, "not_found"},
		{"nothing to undo", t0, "/api/matches/" + id + "/undo", map[string]any{"seq": 0}, 422, "illegal"},
		{"bad seat number", t0, "/api/matches/" + id + "/seats/x/claim", map[string]any{"name": "x"}, 400, "bad_request"},
		{"claim someone else's seat", t0, "/api/matches/" + id + "/seats/1/claim", map[string]any{"name": "x"}, 403, "forbidden"},
		{"claim an invite seat without its token", "", "/api/matches/" + id + "/seats/1/claim", map[string]any{"name": "x"}, 403, "forbidden"},
		{"hand a present player to a bot", t0, "/api/matches/" + id + "/seats/1/bot", map[string]any{"bot": "greedy"}, 422, "illegal"},
		{"unknown API", "", "/api/frobnicate", nil, 404, "not_found"},
		{"bad game", "", "/api/matches", map[string]any{"game": "chess", "seats": []any{}}, 422, "illegal"},
		{"bad seats", "", "/api/matches", map[string]any{"game": "micronesia", "seats": []any{map[string]any{"kind": "person"}}}, 422, "illegal"},
		{"long name", "", "/api/matches", map[string]any{"game": "micronesia", "name": strings.Repeat("名", 41)}, 400, "bad_request"},
	}
	for _, tc := range cases {
		for _, lang := range []string{"en", "ja"} {
			var e apiErr
			status := ts.call(t, "POST", tc.path+"?lang="+lang, tc.token, tc.body, &e)
			if tc.path == "/api/frobnicate" {
				status = ts.call(t, "GET", tc.path+"?lang="+lang, "", nil, &e)
			}
			if status != tc.status || e.Code != tc.code || e.Error == "" {
				t.Errorf("%s (%s): %d %+v, want %d %s", tc.name, lang, status, e, tc.status, tc.code)
			}
			if lang == "ja" && !hasJapanese(e.Error) {
				t.Errorf("%s: the Japanese reason is %q", tc.name, e.Error)
			}
		}
	}
	after := ts.snapshot(t, id, t0)
	if after.Seq != before.Seq || !slices.Equal(after.View.Stock, before.View.Stock) {
		t.Fatal("refused requests changed the match")
	}
}

func hasJapanese(s string) bool {
	for _, r := range s {
		if r >= 0x3040 && r <= 0x9fff {
			return true
		}
	}
	return false
}

func TestCreateIsRateLimited(t *testing.T) {
	ts := newTestServer(t, nil)
	limited := false
	for range testCreateBurst + 10 {
		var e apiErr
		status := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia",
			"seats": []any{map[string]any{"kind": "person"}, map[string]any{"kind": "person"}, map[string]any{"kind": "person"}}}, &e)
		if status == http.StatusTooManyRequests && e.Code == "rate_limited" {
			limited = true
		}
	}
	if !limited {
		t.Fatalf("%d creations in a row were all allowed (the burst is %d)", testCreateBurst+10, testCreateBurst)
	}
}

// A client may look up only so many matches a second in /api/matches/mine:
// one full request at once, then MineRate a second.
func TestMineIsRateLimited(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	full := make([]map[string]string, maxMine)
	for i := range full {
		full[i] = map[string]string{"match": c.ID, "token": c.Seats[i%3].Token}
	}
	var mine struct {
		Matches []map[string]any `json:"matches"`
	}
	if code := ts.call(t, "POST", "/api/matches/mine", "", map[string]any{"tokens": full}, &mine); code != http.StatusOK || len(mine.Matches) != maxMine {
		t.Fatalf("a full request: %d, %d matches", code, len(mine.Matches))
	}
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/mine?lang=ja", "", map[string]any{"tokens": full[:100]}, &e); code != http.StatusTooManyRequests || e.Code != "rate_limited" || !hasJapanese(e.Error) {
		t.Fatalf("a second request at once: %d %+v", code, e)
	}
	time.Sleep(100 * time.Millisecond) // 2 lookups' worth at 20 a second
	if code := ts.call(t, "POST", "/api/matches/mine", "", map[string]any{"tokens": full[:1]}, &mine); code != http.StatusOK || len(mine.Matches) != 1 {
		t.Fatalf("one match a moment later: %d", code)
	}
	if code := ts.call(t, "POST", "/api/matches/mine", "", map[string]any{"tokens": append(full, full[0])}, &e); code != http.StatusBadRequest {
		t.Fatalf("%d matches: %d", maxMine+1, code)
	}
}

func TestUndoOverHTTP(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	t0 := c.Seats[0].Token
	s := ts.snapshot(t, c.ID, t0)
	var sacrifice engine.Action
	for _, ch := range s.Legal {
		if strings.HasPrefix(ch.Text, "sacrifice") {
			sacrifice = ch.Action
			break
		}
	}
	var after snap
	ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", t0, map[string]any{"seq": s.Seq, "action": sacrifice}, &after)
	if !after.CanUndo || after.View.Stock[0] != 14 {
		t.Fatalf("after a sacrifice: can undo %v, stock %v", after.CanUndo, after.View.Stock)
	}
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/undo", c.Seats[1].Token, map[string]any{"seq": after.Seq}, &e); code != 422 {
		t.Fatalf("another seat undid: %d %+v", code, e)
	}
	var undone snap
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/undo", t0, map[string]any{"seq": after.Seq}, &undone); code != 200 {
		t.Fatalf("undo: %d", code)
	}
	if undone.View.Stock[0] != 15 || undone.CanUndo || len(undone.Log) != 0 {
		t.Fatalf("after undo: %+v", undone)
	}
}

// A seat whose person has left their turn can be handed to a bot by the others.
func TestHandOverAfterAbandon(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	t0, t1 := c.Seats[0].Token, c.Seats[1].Token
	path := "/api/matches/" + c.ID + "/seats/0/bot"
	var e apiErr
	if code := ts.call(t, "POST", path, t1, map[string]any{"bot": "greedy"}, &e); code != 422 {
		t.Fatalf("handed over at once: %d", code)
	}
	if s := ts.snapshot(t, c.ID, t1); !slices.Equal(s.CanHandOver, []int{1}) {
		t.Fatalf("can hand over %v before the timeout, want only its own seat", s.CanHandOver)
	}
	ts.now.Advance(6 * time.Minute)
	if s := ts.snapshot(t, c.ID, t1); !slices.Equal(s.CanHandOver, []int{0, 1}) {
		t.Fatalf("can hand over %v after the timeout", s.CanHandOver)
	}
	var s snap
	if code := ts.call(t, "POST", path, t1, map[string]any{"bot": "greedy"}, &s); code != 200 {
		t.Fatalf("hand over: %d", code)
	}
	waitFor(t, "the bot to play seat 0", func() bool { return ts.snapshot(t, c.ID, "").ToMove[0] != 0 })
	if code := ts.call(t, "POST", path, t1, map[string]any{"bot": ""}, &e); code != 422 {
		t.Fatalf("someone else took the seat back for its person: %d", code)
	}
	var back snap
	if code := ts.call(t, "POST", path, t0, map[string]any{"bot": ""}, &back); code != 200 || back.Seats[0].Bot != "" {
		t.Fatalf("the person could not take the seat back: %d", code)
	}
}

// The lobby: open seats are listed, one person takes one, a second is refused.
func TestOpenSeats(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "open", "random")
	var list struct {
		Matches []struct {
			ID string `json:"id"`
		} `json:"matches"`
	}
	ts.call(t, "GET", "/api/matches?open=1", "", nil, &list)
	if len(list.Matches) != 1 || list.Matches[0].ID != c.ID {
		t.Fatalf("open matches %+v", list)
	}
	var claimed struct {
		Seat  int    `json:"seat"`
		Token string `json:"token"`
	}
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim", "", map[string]any{"name": "Bob"}, &claimed); code != 200 || len(claimed.Token) != 32 {
		t.Fatalf("claim: %d %+v", code, claimed)
	}
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim", "", map[string]any{"name": "Eve"}, &e); code != 409 {
		t.Fatalf("second claim: %d", code)
	}
	s := ts.snapshot(t, c.ID, claimed.Token)
	if s.Viewer != 1 || s.Seats[1].Name != "Bob" || s.Seats[0].Name != "Alice" {
		t.Fatalf("after claiming: %+v", s)
	}
	ts.call(t, "GET", "/api/matches?open=1", "", nil, &list)
	if len(list.Matches) != 0 {
		t.Fatalf("a full match is still listed: %+v", list)
	}
	var mine struct {
		Matches []struct {
			ID       string `json:"id"`
			You      int    `json:"you"`
			YourTurn bool   `json:"your_turn"`
		} `json:"matches"`
	}
	ts.call(t, "POST", "/api/matches/mine", "", map[string]any{"tokens": []map[string]string{
		{"match": c.ID, "token": c.Seats[0].Token}, {"match": c.ID, "token": strings.Repeat("0", 32)}, {"match": "nosuch", "token": "x"}}}, &mine)
	if len(mine.Matches) != 1 || mine.Matches[0].You != 0 || !mine.Matches[0].YourTurn {
		t.Fatalf("my matches %+v", mine)
	}
}

// The clock: when the time for a move runs out a bot moves for the person.
func TestClockExpiry(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia",
		"seats": []any{map[string]any{"kind": "person"}, map[string]any{"kind": "person"}, map[string]any{"kind": "person"}},
		"clock": map[string]any{"per_move": "10s"}}, &c)
	l, err := ts.load(t.Context(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	ts.now.Advance(11 * time.Second)
	ts.expire(l) // what the timer does at the deadline
	waitFor(t, "a bot to move for the late person", func() bool { return ts.snapshot(t, c.ID, "").Seq == 1 })
	s := ts.snapshot(t, c.ID, "")
	if s.Log[0].Seat != 0 || s.Log[0].Bot != expiryBot || s.Seats[0].Bot != "" {
		t.Fatalf("after expiry: %+v", s)
	}
}

// Nothing secret reaches a client: not the seed, not the random state, not
// another seat's token, in snapshots, errors or the log.
func TestSecretsStaySecret(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "random")
	rec, err := ts.store.Load(t.Context(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	seed := strconv.FormatUint(rec.Seed, 10)
	var bodies []string
	for _, tok := range []string{"", c.Seats[0].Token, c.Seats[1].Token} {
		var raw map[string]any
		ts.call(t, "GET", "/api/matches/"+c.ID, tok, nil, &raw)
		bodies = append(bodies, toJSON(raw))
	}
	var e apiErr
	ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": 0, "action": 424242}, &e)
	bodies = append(bodies, e.Error)
	ws := dial(t, ts, c.ID, c.Seats[1].Token)
	bodies = append(bodies, toJSON(ws.next(t, "snapshot")))
	for _, b := range bodies {
		for _, secret := range []string{seed, `"rng"`, c.Seats[0].Token, rec.Seats[0].TokenHash} {
			if strings.Contains(b, secret) {
				t.Fatalf("a client received %q:\n%s", secret, b)
			}
		}
	}
	logs := ts.logs.String()
	for _, secret := range []string{seed, c.Seats[0].Token, c.Seats[1].Token} {
		if strings.Contains(logs, secret) {
			t.Fatalf("the log holds a secret %q", secret)
		}
	}
}

func TestHealthAndMetrics(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	s := ts.snapshot(t, c.ID, c.Seats[0].Token)
	ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": 0, "action": s.Legal[0].Action}, nil)
	resp, err := http.Get(ts.url + "/healthz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("healthz: %v %v", err, resp)
	}
	resp, _ = http.Get(ts.url + "/metrics")
	body := readAll(resp)
	for _, want := range []string{"shima_moves_total 1", "shima_matches_loaded 1", "shima_move_seconds_count 1", "shima_ws_clients 0", `shima_http_requests_total{code="201"} 1`} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

// Matches nobody watches, finished or playing, are unloaded after a while
// and load again on demand.
func TestForgetIdle(t *testing.T) {
	ts := newTestServer(t, nil)
	playing := ts.create(t, "person", "person", "person")
	done := ts.create(t, "person", "random", "random")
	s := ts.snapshot(t, done.ID, done.Seats[0].Token)
	for !s.Over { // play the person's moves until the bots or the person end it
		if len(s.Legal) > 0 {
			ts.call(t, "POST", "/api/matches/"+done.ID+"/moves", done.Seats[0].Token, map[string]any{"seq": s.Seq, "action": s.Legal[0].Action}, nil)
		}
		time.Sleep(time.Millisecond)
		s = ts.snapshot(t, done.ID, done.Seats[0].Token)
	}
	ts.forgetIdle(ts.cfg.Now().Add(forgetAfter + time.Minute))
	if ts.isLoaded(playing.ID) || ts.isLoaded(done.ID) {
		t.Fatalf("kept playing %v, kept finished %v", ts.isLoaded(playing.ID), ts.isLoaded(done.ID))
	}
	if again := ts.snapshot(t, done.ID, ""); !again.Over || again.Seq != s.Seq {
		t.Fatalf("the finished match did not load again: %+v", again)
	}
	if again := ts.snapshot(t, playing.ID, ""); again.Over || again.Seq != 0 {
		t.Fatalf("the playing match did not load again: %+v", again)
	}
}

// A client may have only so many matches waiting in the lobby for players;
// once someone joins one, it may open another. Matches without open seats
// are not counted.
func TestOpenMatchesPerClient(t *testing.T) {
	ts := newTestServer(t, nil, func(cfg *Config) { cfg.MaxOpenPerClient = 2 })
	first := ts.create(t, "person", "open", "person")
	ts.create(t, "person", "open", "person")
	var e apiErr
	openSeats := map[string]any{"game": "micronesia", "seats": []any{map[string]any{"kind": "person"},
		map[string]any{"kind": "person", "open": true}, map[string]any{"kind": "person"}}}
	if code := ts.call(t, "POST", "/api/matches?lang=ja", "", openSeats, &e); code != http.StatusTooManyRequests || e.Code != "rate_limited" || !hasJapanese(e.Error) {
		t.Fatalf("a third open match: %d %+v", code, e)
	}
	ts.create(t, "person", "person", "greedy") // no open seat: not counted
	mineOpen := map[string]any{"game": "micronesia", "seat": 1, "seats": openSeats["seats"]}
	if code := ts.call(t, "POST", "/api/matches", "", mineOpen, nil); code != http.StatusCreated {
		t.Fatalf("a match whose open seat its creator takes: %d", code)
	}
	if code := ts.call(t, "POST", "/api/matches/"+first.ID+"/seats/1/claim", "", map[string]any{"name": "Bob"}, nil); code != http.StatusOK {
		t.Fatalf("claim: %d", code)
	}
	if code := ts.call(t, "POST", "/api/matches", "", openSeats, &e); code != http.StatusCreated {
		t.Fatalf("an open match once one filled up: %d %+v", code, e)
	}
}

// Once a match is over, its seats are no longer taken nor renamed.
func TestNoClaimOnceOver(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "random", "random")
	s := ts.snapshot(t, c.ID, c.Seats[0].Token)
	for !s.Over {
		if len(s.Legal) > 0 {
			ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": s.Seq, "action": s.Legal[0].Action}, nil)
		}
		time.Sleep(time.Millisecond)
		s = ts.snapshot(t, c.ID, c.Seats[0].Token)
	}
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/0/claim?lang=ja", c.Seats[0].Token, map[string]any{"name": "Late"}, &e); code != http.StatusConflict || e.Code != "closed" || !hasJapanese(e.Error) {
		t.Fatalf("a claim once over: %d %+v", code, e)
	}
}
