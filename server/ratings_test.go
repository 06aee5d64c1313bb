package server

import (
	"math/rand/v2"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"shima/match"
	"shima/store"
)

// rated makes a rated Micronesia match of three person seats: creator
// takes seat 0 signed in, and each of others (a device, or nil for a
// guest) takes the next seat with its invite. It returns the match and
// the seats' tokens.
func rated(t *testing.T, ts *testServer, creator *device, others ...*device) (string, []string) {
	t.Helper()
	seats := []map[string]any{{"kind": "person"}, {"kind": "person"}, {"kind": "person"}}
	var c created
	if a := creator.call("POST", "/api/matches", map[string]any{"game": "micronesia", "seats": seats, "seat": 0, "name": "first", "rated": true}, nil); a.status != http.StatusCreated {
		t.Fatalf("create a rated match: %d %s", a.status, a.body)
	} else {
		a.into(t, &c)
	}
	tokens := []string{c.Seats[0].Token}
	for i, d := range others {
		seat := i + 1
		path := "/api/matches/" + c.ID + "/seats/" + string(rune('0'+seat)) + "/claim"
		var out struct{ Token string }
		if d == nil {
			if code := ts.call(t, "POST", path, c.Seats[seat].Token, map[string]any{"name": "guest"}, &out); code != http.StatusOK {
				t.Fatalf("a guest takes seat %d: %d", seat, code)
			}
		} else {
			a := d.call("POST", path, map[string]any{"name": d.agent}, map[string]string{"Authorization": "Bearer " + c.Seats[seat].Token})
			if a.status != http.StatusOK {
				t.Fatalf("%s takes seat %d: %d %s", d.agent, seat, a.status, a.body)
			}
			a.into(t, &out)
		}
		tokens = append(tokens, out.Token)
	}
	return c.ID, tokens
}

// threeSignedUp is Hana, Ren and Aoi, each signed up on a device of their own.
func threeSignedUp(t *testing.T, ts *testServer) []*device {
	t.Helper()
	var people []*device
	for _, name := range []string{"Hana", "Ren", "Aoi"} {
		d := newDevice(t, ts, name)
		d.signUp(name)
		people = append(people, d)
	}
	return people
}

// playRandomly plays random legal moves for the seats to move, with their
// tokens, until the match is over, and returns its last snapshot.
func playRandomly(t *testing.T, ts *testServer, id string, tokens []string) snap {
	t.Helper()
	r := rand.New(rand.NewPCG(7, 11))
	for range 5000 {
		s := ts.snapshot(t, id, "")
		if s.Over {
			return s
		}
		seat := s.ToMove[r.IntN(len(s.ToMove))]
		me := ts.snapshot(t, id, tokens[seat])
		if len(me.Legal) == 0 {
			continue
		}
		a := me.Legal[r.IntN(len(me.Legal))].Action
		if code := ts.call(t, "POST", "/api/matches/"+id+"/moves", tokens[seat], map[string]any{"seq": me.Seq, "action": a}, nil); code != http.StatusOK {
			t.Fatalf("move of seat %d: %d", seat, code)
		}
	}
	t.Fatal("the match did not end")
	return snap{}
}

// personAnswer is a profile as GET /api/people/{id} sends it.
type personAnswer struct {
	Name    string
	Ratings []struct {
		Game    string
		Rating  int
		Games   int
		History []struct {
			Match  string
			Rating int
		}
	}
	Matches []struct {
		Match, Game, Replay string
		Place               int
		Rated, Won          bool
	}
	Played []struct {
		Game    string
		Matches int
	}
}

func profile(t *testing.T, ts *testServer, id string) personAnswer {
	t.Helper()
	var p personAnswer
	if code := ts.call(t, "GET", "/api/people/"+id, "", nil, &p); code != http.StatusOK {
		t.Fatalf("profile %s: %d", id, code)
	}
	return p
}

type boardAnswer struct {
	Ratings []struct {
		Rank    int
		Account string
		Name    string
		Rating  int
		Games   int
	}
}

// Three accounts play a rated match to the end over the API: each gets a
// rating (once, however often the end is recorded), the leaderboard puts
// the winner first, and each profile lists the match with its replay.
func TestRatedMatch(t *testing.T) {
	ts := newTestServer(t, nil)
	people := threeSignedUp(t, ts)
	id, tokens := rated(t, ts, people[0], people[1], people[2])
	var sn struct{ Rated bool }
	if ts.call(t, "GET", "/api/matches/"+id, "", nil, &sn); !sn.Rated {
		t.Error("the snapshot does not say rated")
	}
	// A person's rating is their own play: no bot in their place.
	var refused struct{ Code string }
	if code := ts.call(t, "POST", "/api/matches/"+id+"/seats/1/bot", tokens[1], map[string]any{"bot": "mcts:300"}, &refused); code != http.StatusUnprocessableEntity || refused.Code != "illegal" {
		t.Errorf("a rated seat handed to a bot by its own person: %d %s", code, refused.Code)
	}
	end := playRandomly(t, ts, id, tokens)
	// Recording the end again (another node, a retry) changes nothing.
	l, err := ts.load(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	ts.recordEnd(l)
	l.mu.Unlock()

	var board boardAnswer
	if code := ts.call(t, "GET", "/api/leaderboard/micronesia", "", nil, &board); code != http.StatusOK || len(board.Ratings) != 3 {
		t.Fatalf("leaderboard: %d %+v", code, board)
	}
	for i, e := range board.Ratings {
		if e.Games != 1 {
			t.Errorf("%s played %d rated games, want 1", e.Name, e.Games)
		}
		if i > 0 && e.Rating > board.Ratings[i-1].Rating {
			t.Errorf("leaderboard out of order: %+v", board.Ratings)
		}
	}
	byName := map[string]int{"Hana": 0, "Ren": 1, "Aoi": 2}
	ranks := end.Outcome.Ranks
	for _, e := range board.Ratings {
		for _, f := range board.Ratings {
			if ranks[byName[e.Name]] < ranks[byName[f.Name]] && e.Rating <= f.Rating {
				t.Errorf("%s placed %d, %s %d, but rated %d and %d", e.Name, ranks[byName[e.Name]], f.Name, ranks[byName[f.Name]], e.Rating, f.Rating)
			}
		}
	}
	for i, d := range people {
		p := profile(t, ts, d.account().ID)
		if len(p.Ratings) != 1 || p.Ratings[0].Game != "micronesia" || p.Ratings[0].Games != 1 || len(p.Ratings[0].History) != 1 || p.Ratings[0].History[0].Match != id {
			t.Errorf("%s's ratings: %+v", p.Name, p.Ratings)
		}
		if len(p.Matches) != 1 || p.Matches[0].Match != id || p.Matches[0].Replay != "/r/"+id || !p.Matches[0].Rated || p.Matches[0].Place != ranks[i] {
			t.Errorf("%s's matches: %+v (rank %d)", p.Name, p.Matches, ranks[i])
		}
		if len(p.Played) != 1 || p.Played[0].Game != "micronesia" || p.Played[0].Matches != 1 {
			t.Errorf("%s's games: %+v", p.Name, p.Played)
		}
	}
	// The profile is public and holds nothing private.
	a := people[0].call("GET", "/api/people/"+people[0].account().ID, nil, nil)
	for _, secret := range []string{tokens[0], "passkey", "session", "recovery"} {
		if strings.Contains(strings.ToLower(string(a.body)), secret) {
			t.Errorf("the profile shows %q: %s", secret, a.body)
		}
	}
	var e apiErr
	if code := ts.call(t, "GET", "/api/people/nosuch?lang=ja", "", nil, &e); code != http.StatusNotFound || !hasJapanese(e.Error) {
		t.Errorf("an unknown person: %d %+v", code, e)
	}
}

// A rated match asks for people only and no hints; a cooperative game is
// never rated. Each is refused in the request's language.
func TestRatedRefused(t *testing.T) {
	ts := newTestServer(t, nil)
	people := []any{map[string]any{"kind": "person"}, map[string]any{"kind": "person"}}
	bot := []any{map[string]any{"kind": "person"}, map[string]any{"kind": "bot", "bot": "random"}}
	for _, tc := range []struct {
		what string
		body map[string]any
	}{
		{"a bot", map[string]any{"game": "micronesia", "seats": append(slices.Clone(bot), people[0]), "seat": 0, "rated": true}},
		{"hints on", map[string]any{"game": "micronesia", "seats": append(slices.Clone(people), people[0]), "seat": 0, "rated": true, "hints": "on"}},
		{"a cooperative game", map[string]any{"game": "spiritisland", "seats": people, "seat": 0, "rated": true}},
	} {
		for _, lang := range []string{"en", "ja"} {
			var e apiErr
			code := ts.call(t, "POST", "/api/matches?lang="+lang, "", tc.body, &e)
			if code != http.StatusBadRequest || e.Code != "bad_request" || (lang == "ja") != hasJapanese(e.Error) {
				t.Errorf("rated with %s (%s): %d %+v", tc.what, lang, code, e)
			}
		}
	}
	var out struct{ Ratings []any }
	if code := ts.call(t, "GET", "/api/leaderboard/nosuch", "", nil, nil); code != http.StatusNotFound {
		t.Errorf("the leaderboard of no game: %d", code)
	}
	for _, limit := range []string{"0", "x", "100000"} {
		if code := ts.call(t, "GET", "/api/leaderboard/skye?limit="+limit, "", nil, nil); code != http.StatusBadRequest {
			t.Errorf("limit %s: %d", limit, code)
		}
	}
	if code := ts.call(t, "GET", "/api/leaderboard/skye", "", nil, &out); code != http.StatusOK || out.Ratings == nil || len(out.Ratings) != 0 {
		t.Errorf("an empty leaderboard: %d %+v", code, out)
	}
}

// A rated match with a guest in a seat ends unrated: the accounts get the
// result, nobody a rating.
func TestRatedWithAGuest(t *testing.T) {
	ts := newTestServer(t, nil)
	hana, ren := newDevice(t, ts, "Hana"), newDevice(t, ts, "Ren")
	hana.signUp("Hana")
	ren.signUp("Ren")
	id, tokens := rated(t, ts, hana, ren, nil)
	playRandomly(t, ts, id, tokens)
	var board boardAnswer
	if ts.call(t, "GET", "/api/leaderboard/micronesia", "", nil, &board); len(board.Ratings) != 0 {
		t.Errorf("ratings after a match with a guest: %+v", board.Ratings)
	}
	p := profile(t, ts, hana.account().ID)
	if len(p.Ratings) != 0 || len(p.Matches) != 1 || p.Matches[0].Match != id || p.Matches[0].Rated {
		t.Errorf("Hana's profile: %+v", p)
	}
}

// A Spirit Island match's records name each account's spirit (as the
// match drew or chose it) and the adversary and level of its options;
// without an adversary, "none" at level 0.
func TestSpiritRecordsOfAMatch(t *testing.T) {
	people := []match.SeatConfig{{Kind: match.Person}, {Kind: match.Person}}
	seats := []store.AccountSeat{{Account: "a1", Seat: 1}}
	for _, tc := range []struct {
		options   map[string]string
		adversary string
		level     int
	}{
		{map[string]string{"spirits": "river-surges-in-sunlight,shadows-flicker-like-flame", "adversary": "england", "level": "3"}, "england", 3},
		{map[string]string{"spirits": "river-surges-in-sunlight,shadows-flicker-like-flame"}, "none", 0},
	} {
		m, err := match.New("m1", match.Config{Game: spiritIsland, Seats: people, Options: tc.options}, 1, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		got := spiritRecords(m, seats)
		want := []store.SpiritRecord{{Account: "a1", Spirit: "shadows-flicker-like-flame", Adversary: tc.adversary, Level: tc.level}}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("records with %v: %+v, want %+v", tc.options, got, want)
		}
	}
}

// A rated match's end that the store fails to record is recorded on a later
// try (the tries are quick here): the ratings are not lost to a moment's
// failure. Tries that run out leave the match unrated, and the log says so.
func TestRatedEndRecordedOnALaterTry(t *testing.T) {
	for _, c := range []struct {
		fails    int32
		recorded bool
	}{{2, true}, {5, false}} {
		fs := &failingStore{Store: tempSQLite(t)}
		ts := newTestServer(t, fs)
		ts.endRetries = []time.Duration{10 * time.Millisecond, 20 * time.Millisecond, 40 * time.Millisecond}
		people := threeSignedUp(t, ts)
		id, tokens := rated(t, ts, people[0], people[1], people[2])
		fs.endFails.Store(c.fails)
		playRandomly(t, ts, id, tokens)
		rated := func() int {
			var board boardAnswer
			ts.call(t, "GET", "/api/leaderboard/micronesia", "", nil, &board)
			return len(board.Ratings)
		}
		deadline := time.Now().Add(5 * time.Second)
		for rated() == 0 && c.recorded && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if c.recorded {
			if n := rated(); n != 3 {
				t.Errorf("after %d failed tries: %d accounts rated, want 3", c.fails, n)
			}
			continue
		}
		for !strings.Contains(ts.logs.String(), "given up") && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if n := rated(); n != 0 || !strings.Contains(ts.logs.String(), "given up") {
			t.Errorf("after the tries ran out: %d accounts rated, log %q", n, ts.logs.String())
		}
	}
}
