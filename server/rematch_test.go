package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"
)

// rematchAnswer is the answer to an offer of a rematch or a join.
type rematchAnswer struct {
	ID    string `json:"id"`
	Seat  *int   `json:"seat"`
	Token string `json:"token"`
	Yours []struct {
		Seat  int    `json:"seat"`
		Token string `json:"token"`
	} `json:"yours"`
	Seats []struct {
		Seat   int    `json:"seat"`
		Kind   string `json:"kind"`
		Bot    string `json:"bot"`
		Token  string `json:"token"`
		Invite string `json:"invite"`
	} `json:"seats"`
}

// rematchSnap is what a snapshot says of a rematch.
type rematchSnap struct {
	Viewer    int    `json:"viewer"`
	Over      bool   `json:"over"`
	Rematch   string `json:"rematch"`
	RematchBy []int  `json:"rematch_by"`
	Seats     []struct {
		Name    string `json:"name"`
		Kind    string `json:"kind"`
		Bot     string `json:"bot"`
		Claimed bool   `json:"claimed"`
	} `json:"seats"`
}

// finish plays match c to its end: each person's seat (tokens) goes to a
// random bot at once.
func finish(t *testing.T, ts *testServer, id string, tokens map[int]string) {
	t.Helper()
	for seat, token := range tokens {
		if code := ts.call(t, "POST", fmt.Sprintf("/api/matches/%s/seats/%d/bot", id, seat), token, map[string]any{"bot": "random"}, nil); code != http.StatusOK {
			t.Fatalf("hand seat %d to a bot: %d", seat, code)
		}
	}
	waitFor(t, "the end of the match", func() bool { return ts.snapshot(t, id, "").Over })
}

// rematchOf asks for (path "rematch") or joins ("rematch/join") the
// rematch of match id with token and, in the body, more tokens.
func rematchOf(t *testing.T, ts *testServer, id, path, token string, more ...string) (rematchAnswer, apiErr, int) {
	t.Helper()
	var raw json.RawMessage
	var body any
	if len(more) > 0 {
		body = map[string]any{"tokens": more}
	}
	code := ts.call(t, "POST", "/api/matches/"+id+"/"+path+"?lang=ja", token, body, &raw)
	var a rematchAnswer
	var e apiErr
	json.Unmarshal(raw, &a)
	json.Unmarshal(raw, &e)
	return a, e, code
}

func rematchSnapshot(t *testing.T, ts *testServer, id, token string) rematchSnap {
	t.Helper()
	var s rematchSnap
	if code := ts.call(t, "GET", "/api/matches/"+id, token, nil, &s); code != http.StatusOK {
		t.Fatalf("get %s: %d", id, code)
	}
	return s
}

// A rematch: Alice, at the end, makes a new match of the same game,
// options, clock, hints and seats with a new seed, and takes her seat;
// Ken, watching the old match, sees the offer and joins in his seat; the
// bot stays a bot. Only the old match's players offer or join; a match
// not over has none; a second offer finds the first; a seat is joined once,
// and nobody else takes it.
func TestRematch(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seat": 0, "name": "Alice", "hints": "on",
		"seats":   []any{map[string]any{"kind": "person"}, map[string]any{"kind": "person"}, map[string]any{"kind": "bot", "bot": "random"}},
		"options": map[string]string{}, "clock": map[string]any{"per_move": "10m", "on_expiry": "bot-seat"}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	c = ts.takeSeats(t, c)
	alice, ken := c.Seats[0].Token, c.Seats[1].Token
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim", ken, map[string]any{"name": "Ken"}, nil); code != http.StatusOK {
		t.Fatalf("Ken names his seat: %d", code)
	}
	if _, e, code := rematchOf(t, ts, c.ID, "rematch", alice); code != http.StatusConflict || e.Code != "not_over" || !hasJapanese(e.Error) {
		t.Fatalf("a rematch of a match playing: %d %+v", code, e)
	}
	other := ts.create(t, "person", "person", "random") // a stranger's match, with an invite not yet used
	var fresh created
	ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seat": 0, "name": "Eve",
		"seats": []any{map[string]any{"kind": "person"}, map[string]any{"kind": "person"}, map[string]any{"kind": "person"}}}, &fresh)
	finish(t, ts, c.ID, map[int]string{0: alice, 1: ken})
	watch := dial(t, ts, c.ID, ken)
	watch.snapshotAt(t, 0)

	// Nobody but the old match's players.
	var e apiErr
	for what, token := range map[string]string{
		"a spectator":            "",
		"a stranger's token":     other.Seats[0].Token,
		"an unknown token":       "0123456789abcdef0123456789abcdef",
		"a used invite's token":  c.Seats[1].Invite,
		"another match's invite": fresh.Seats[1].Token,
	} {
		if _, e, code := rematchOf(t, ts, c.ID, "rematch", token); code != http.StatusForbidden || e.Code != "forbidden" || !hasJapanese(e.Error) {
			t.Errorf("an offer by %s: %d %+v", what, code, e)
		}
	}
	if _, e, code := rematchOf(t, ts, c.ID, "rematch", alice, other.Seats[1].Token); code != http.StatusForbidden {
		t.Errorf("an offer with a stranger's token beside: %d %+v", code, e)
	}
	if _, e, code := rematchOf(t, ts, c.ID, "rematch/join", ken); code != http.StatusNotFound || !hasJapanese(e.Error) {
		t.Errorf("a join before any offer: %d %+v", code, e)
	}

	// Alice offers: the new match, her seat, Ken's invite.
	a, _, code := rematchOf(t, ts, c.ID, "rematch", alice)
	if code != http.StatusCreated || a.ID == "" || a.ID == c.ID || a.Seat == nil || *a.Seat != 0 || len(a.Token) != tokenLen || len(a.Yours) != 1 || a.Yours[0].Token != a.Token {
		t.Fatalf("the offer: %d %+v", code, a)
	}
	if len(a.Seats) != 3 || a.Seats[1].Token == "" || a.Seats[1].Invite != "/m/"+a.ID+"#t="+a.Seats[1].Token || a.Seats[2].Kind != "bot" || a.Seats[2].Bot != "random" {
		t.Fatalf("the rematch's seats: %+v", a.Seats)
	}
	for {
		var s rematchSnap
		json.Unmarshal(watch.next(t, "snapshot")["snapshot"], &s)
		if s.Rematch != "" {
			if s.Rematch != a.ID || !slices.Equal(s.RematchBy, []int{0}) {
				t.Fatalf("Ken's page hears of rematch %q by %v; want %q by [0]", s.Rematch, s.RematchBy, a.ID)
			}
			break
		}
	}
	if s := rematchSnapshot(t, ts, c.ID, ""); s.Rematch != a.ID || !slices.Equal(s.RematchBy, []int{0}) {
		t.Fatalf("the old match, looked at again: rematch %q by %v", s.Rematch, s.RematchBy)
	}

	// The same game, options, clock, hints and seats; a new seed.
	old, err := ts.store.Load(context.Background(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	next, err := ts.store.Load(context.Background(), a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if next.RematchOf != c.ID || next.Seed == old.Seed || next.Config.Game != old.Config.Game || next.Config.Clock != old.Config.Clock ||
		next.Config.Hints != old.Config.Hints || !slices.Equal(next.Config.Seats, old.Config.Seats) || len(next.Config.Options) != len(old.Config.Options) {
		t.Fatalf("the rematch's record:\n%+v\nthe match before:\n%+v", next, old)
	}
	if s := rematchSnapshot(t, ts, a.ID, a.Token); s.Viewer != 0 || s.Over || s.Seats[0].Name != "Alice" || !s.Seats[0].Claimed || s.Seats[1].Claimed || s.Seats[2].Kind != "bot" {
		t.Fatalf("Alice's new seat: %+v", s)
	}

	// A second offer finds the first, and gives no seat again.
	again, _, code := rematchOf(t, ts, c.ID, "rematch", alice)
	if code != http.StatusOK || again.ID != a.ID || len(again.Yours) != 0 || again.Token != "" {
		t.Fatalf("the second offer: %d %+v", code, again)
	}
	// Ken's seat is Ken's: not a spectator's from the lobby, not a stranger's.
	if code := ts.call(t, "POST", "/api/matches/"+a.ID+"/seats/1/claim", "", map[string]any{"name": "Mallory"}, &e); code != http.StatusForbidden {
		t.Errorf("a spectator takes Ken's seat: %d %+v", code, e)
	}
	for what, token := range map[string]string{"a spectator": "", "a stranger": other.Seats[1].Token, "an invite": c.Seats[1].Invite} {
		if _, e, code := rematchOf(t, ts, c.ID, "rematch/join", token); code != http.StatusForbidden {
			t.Errorf("%s joins: %d %+v", what, code, e)
		}
	}

	// Ken joins: his seat, his name, a new token.
	k, _, code := rematchOf(t, ts, c.ID, "rematch/join", ken)
	if code != http.StatusOK || k.ID != a.ID || k.Seat == nil || *k.Seat != 1 || len(k.Token) != tokenLen || k.Token == ken {
		t.Fatalf("Ken joins: %d %+v", code, k)
	}
	if s := rematchSnapshot(t, ts, a.ID, k.Token); s.Viewer != 1 || s.Seats[1].Name != "Ken" || !s.Seats[1].Claimed {
		t.Fatalf("Ken's new seat: %+v", s)
	}
	if code := ts.call(t, "GET", "/api/matches/"+a.ID, ken, nil, &e); code != http.StatusForbidden {
		t.Errorf("Ken's old token in the rematch: %d %+v", code, e)
	}
	// Once: not again, not with the invite Alice was given for it.
	if _, e, code := rematchOf(t, ts, c.ID, "rematch/join", ken); code != http.StatusConflict || e.Code != "conflict" || !hasJapanese(e.Error) {
		t.Errorf("Ken joins again: %d %+v", code, e)
	}
	if code := ts.call(t, "POST", fmt.Sprintf("/api/matches/%s/seats/1/claim", a.ID), a.Seats[1].Token, map[string]any{"name": "Mallory"}, &e); code != http.StatusConflict || e.Code != "invite_used" {
		t.Errorf("the invite of Ken's seat, once he joined: %d %+v", code, e)
	}
	// The rematch has no rematch while it plays.
	if _, e, code := rematchOf(t, ts, a.ID, "rematch", a.Token); code != http.StatusConflict || e.Code != "not_over" {
		t.Errorf("a rematch of the rematch: %d %+v", code, e)
	}
}

// A device holding several seats of a match (a table passing one tablet)
// offers, or joins, with all their tokens: it gets every one of its seats.
func TestRematchOfSeveralSeatsAtOneDevice(t *testing.T) {
	ts := newTestServer(t, nil)
	person := map[string]any{"kind": "person"}
	var c struct {
		created
		Yours []int `json:"yours"`
	}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "mine": []int{0, 2}, "name": "Hana",
		"seats": []any{person, person, person, map[string]any{"kind": "bot", "bot": "random"}}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var friend struct {
		Token string `json:"token"`
	}
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim", c.Seats[1].Token, map[string]any{"name": "Ken"}, &friend); code != http.StatusOK {
		t.Fatalf("the friend takes seat 1: %d", code)
	}
	tokens := map[int]string{0: c.Seats[0].Token, 1: friend.Token, 2: c.Seats[2].Token}
	finish(t, ts, c.ID, tokens)

	// The friend at seat 1 offers; the table at seats 0 and 2 joins at once.
	a, _, code := rematchOf(t, ts, c.ID, "rematch", tokens[1])
	if code != http.StatusCreated || len(a.Yours) != 1 || a.Yours[0].Seat != 1 {
		t.Fatalf("the offer: %d %+v", code, a)
	}
	j, _, code := rematchOf(t, ts, c.ID, "rematch/join", tokens[2], tokens[0])
	if code != http.StatusOK || len(j.Yours) != 2 || j.Yours[0].Seat != 0 || j.Yours[1].Seat != 2 || *j.Seat != 0 || j.Token != j.Yours[0].Token {
		t.Fatalf("the table joins: %d %+v", code, j)
	}
	for _, y := range j.Yours {
		if s := rematchSnapshot(t, ts, a.ID, y.Token); s.Viewer != y.Seat || s.Seats[y.Seat].Name != "Hana" {
			t.Errorf("seat %d's token: viewer %d, named %q", y.Seat, s.Viewer, s.Seats[y.Seat].Name)
		}
	}
	if s := rematchSnapshot(t, ts, c.ID, ""); !slices.Equal(s.RematchBy, []int{1}) {
		t.Errorf("offered by %v, want [1]", s.RematchBy)
	}
}

// Two people who offer a rematch at the same moment get one, and both
// their seats in it.
func TestRematchOffersRace(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "random")
	tokens := []string{c.Seats[0].Token, c.Seats[1].Token}
	finish(t, ts, c.ID, map[int]string{0: tokens[0], 1: tokens[1]})
	testOffersRace(t, []*testServer{ts, ts}, c.ID, tokens)
}

// testOffersRace offers a rematch of match id with each of tokens (seat i's)
// on nodes[i] at once, and checks that they made one, with every seat.
func testOffersRace(t *testing.T, nodes []*testServer, id string, tokens []string) {
	t.Helper()
	answers := make([]rematchAnswer, len(tokens))
	codes := make([]int, len(tokens))
	var wg sync.WaitGroup
	for i, token := range tokens {
		wg.Go(func() { answers[i], _, codes[i] = rematchOf(t, nodes[i], id, "rematch", token) })
	}
	wg.Wait()
	made := 0
	for i, a := range answers {
		if codes[i] == http.StatusCreated {
			made++
		}
		if codes[i] != http.StatusCreated && codes[i] != http.StatusOK || a.ID != answers[0].ID || a.Seat == nil || *a.Seat != i {
			t.Fatalf("offer %d: %d %+v (offer 0: %+v)", i, codes[i], a, answers[0])
		}
		if s := rematchSnapshot(t, nodes[i], a.ID, a.Token); s.Viewer != i {
			t.Errorf("offer %d's token is seat %d's", i, s.Viewer)
		}
	}
	if made != 1 {
		t.Errorf("%d offers made a rematch", made)
	}
}

// With two nodes: an offer on one reaches the watchers of the match on the
// other, where the other person joins; two offers at once, one on each
// node, make one rematch.
func TestRematchOnTwoNodes(t *testing.T) {
	a, b := twoNodes(t)
	c := a.create(t, "person", "person", "random")
	alice, ken := c.Seats[0].Token, c.Seats[1].Token
	finish(t, a, c.ID, map[int]string{0: alice, 1: ken})
	watch := dial(t, b, c.ID, ken)
	watch.snapshotAt(t, 0)
	offer, _, code := rematchOf(t, a, c.ID, "rematch", alice)
	if code != http.StatusCreated {
		t.Fatalf("the offer on node A: %d %+v", code, offer)
	}
	for {
		var s rematchSnap
		json.Unmarshal(watch.next(t, "snapshot")["snapshot"], &s)
		if s.Rematch == offer.ID && slices.Equal(s.RematchBy, []int{0}) {
			break
		}
	}
	k, _, code := rematchOf(t, b, c.ID, "rematch/join", ken)
	if code != http.StatusOK || k.ID != offer.ID || k.Seat == nil || *k.Seat != 1 {
		t.Fatalf("Ken joins on node B: %d %+v", code, k)
	}
	waitFor(t, "node A to hear of Ken's seat", func() bool {
		var s rematchSnap
		return a.call(t, "GET", "/api/matches/"+offer.ID, k.Token, nil, &s) == http.StatusOK && s.Viewer == 1
	})

	d := a.create(t, "person", "person", "random")
	finish(t, a, d.ID, map[int]string{0: d.Seats[0].Token, 1: d.Seats[1].Token})
	b.snapshot(t, d.ID, "") // node B has it loaded too
	testOffersRace(t, []*testServer{a, b}, d.ID, []string{d.Seats[0].Token, d.Seats[1].Token})
}
