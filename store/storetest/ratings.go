package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"shima/store"
)

// plusOne is a Rate that gives each account Mu and Sigma one more than
// before (1 and 1 for a first match) and the rating 10 × its place in the
// list; it counts its calls.
func plusOne(calls *int) func([]store.Rating) ([]store.Rating, error) {
	return func(before []store.Rating) ([]store.Rating, error) {
		*calls++
		after := make([]store.Rating, len(before))
		for i, r := range before {
			after[i] = store.Rating{Mu: r.Mu + 1, Sigma: r.Sigma + 1, Rating: 10 * (i + 1), Games: r.Games + 1}
		}
		return after, nil
	}
}

// ended is a rated micronesia match m ending at, whose seats are accounts
// in order, placed 1, 2, …
func ended(m string, at time.Time, calls *int, accounts ...string) store.MatchEnd {
	e := store.MatchEnd{Match: m, Game: "micronesia", At: at, Rated: accounts, Rate: plusOne(calls)}
	for i, a := range accounts {
		e.Results = append(e.Results, store.Result{Account: a, Seat: i, Place: i + 1, Players: len(accounts), Won: i == 0})
	}
	return e
}

// testRatings: a match's end is recorded once; ratings start from none,
// then build on the last; history, results, games played and the
// leaderboard read back what was recorded.
func testRatings(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Ren", "k2")
	createAccount(t, s, "a3", "Aoi", "k3")
	calls := 0
	var seen [][]store.Rating
	first := ended("m1", epoch, &calls, "a1", "a2", "a3")
	rate := first.Rate
	first.Rate = func(before []store.Rating) ([]store.Rating, error) {
		seen = append(seen, before)
		return rate(before)
	}
	if ok, err := s.RecordEnd(ctx, first); err != nil || !ok {
		t.Fatalf("RecordEnd: %v %v", ok, err)
	}
	equal(t, "ratings before the first match", seen[0], []store.Rating{{Account: "a1", Game: "micronesia"}, {Account: "a2", Game: "micronesia"}, {Account: "a3", Game: "micronesia"}})
	if ok, err := s.RecordEnd(ctx, first); err != nil || ok || calls != 1 {
		t.Fatalf("RecordEnd again: %v %v, Rate called %d times", ok, err, calls)
	}
	second := ended("m2", epoch.Add(time.Hour), &calls, "a3", "a1")
	second.Rate = func(before []store.Rating) ([]store.Rating, error) {
		seen = append(seen, before)
		return rate(before)
	}
	if ok, err := s.RecordEnd(ctx, second); err != nil || !ok {
		t.Fatalf("RecordEnd m2: %v %v", ok, err)
	}
	equal(t, "ratings before the second match", seen[1], []store.Rating{
		{Account: "a3", Game: "micronesia", Mu: 1, Sigma: 1, Rating: 30, Games: 1, Updated: epoch},
		{Account: "a1", Game: "micronesia", Mu: 1, Sigma: 1, Rating: 10, Games: 1, Updated: epoch}})

	board, err := s.Leaderboard(ctx, "micronesia", 10)
	if err != nil {
		t.Fatal(err)
	}
	later := epoch.Add(time.Hour)
	equal(t, "leaderboard", board, []store.Rating{
		{Account: "a1", Name: "Hana", Game: "micronesia", Mu: 2, Sigma: 2, Rating: 20, Games: 2, Updated: later},
		{Account: "a2", Name: "Ren", Game: "micronesia", Mu: 1, Sigma: 1, Rating: 20, Games: 1, Updated: epoch},
		{Account: "a3", Name: "Aoi", Game: "micronesia", Mu: 2, Sigma: 2, Rating: 10, Games: 2, Updated: later},
	})
	if top, err := s.Leaderboard(ctx, "micronesia", 1); err != nil || len(top) != 1 || top[0].Account != "a1" {
		t.Errorf("leaderboard of 1: %v %v", top, err)
	}
	if none, err := s.Leaderboard(ctx, "skye", 10); err != nil || len(none) != 0 {
		t.Errorf("leaderboard of a game nobody played: %v %v", none, err)
	}
	mine, err := s.AccountRatings(ctx, "a1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "a1's ratings", mine, board[:1])
	history, err := s.RatingHistory(ctx, "a1", 10)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "a1's history", history, []store.RatingPoint{
		{Match: "m1", Game: "micronesia", Mu: 1, Sigma: 1, Rating: 10, At: epoch},
		{Match: "m2", Game: "micronesia", Mu: 2, Sigma: 2, Rating: 20, At: later}})
	if last, err := s.RatingHistory(ctx, "a1", 1); err != nil || len(last) != 1 || last[0].Match != "m2" {
		t.Errorf("the last point of history: %v %v", last, err)
	}
	results, err := s.Results(ctx, "a1", 10)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "a1's results", results, []store.Result{
		{Account: "a1", Match: "m2", Seat: 1, Game: "micronesia", Place: 2, Players: 2, Rated: true, At: later},
		{Account: "a1", Match: "m1", Seat: 0, Game: "micronesia", Place: 1, Players: 3, Won: true, Rated: true, At: epoch}})
	// An unrated match of another game: a result, no rating.
	skye := store.MatchEnd{Match: "m3", Game: "skye", At: later.Add(time.Minute), Results: []store.Result{{Account: "a1", Seat: 0, Place: 1, Players: 2, Won: true}}}
	if ok, err := s.RecordEnd(ctx, skye); err != nil || !ok {
		t.Fatalf("RecordEnd unrated: %v %v", ok, err)
	}
	if rs, err := s.AccountRatings(ctx, "a1"); err != nil || len(rs) != 1 {
		t.Errorf("ratings after an unrated match: %v %v", rs, err)
	}
	played, err := s.GamesPlayed(ctx, "a1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "games played", played, []store.GameCount{{Game: "micronesia", Played: 2}, {Game: "skye", Played: 1}})
	if rs, err := s.Results(ctx, "a1", 1); err != nil || len(rs) != 1 || rs[0].Rated || rs[0].Match != "m3" {
		t.Errorf("the last result: %v %v", rs, err)
	}
}

// testRatingsRefused: a Rate that fails leaves nothing, and the match can
// be recorded later; an unknown account is refused and leaves nothing.
func testRatingsRefused(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Ren", "k2")
	e := ended("m1", epoch, new(int), "a1", "a2")
	bad := e
	bad.Rate = func([]store.Rating) ([]store.Rating, error) { return nil, errors.New("no") }
	if ok, err := s.RecordEnd(ctx, bad); err == nil || ok {
		t.Fatalf("a failing Rate: %v %v", ok, err)
	}
	if rs, err := s.Results(ctx, "a1", 10); err != nil || len(rs) != 0 {
		t.Errorf("results after a failed RecordEnd: %v %v", rs, err)
	}
	ghost := ended("m2", epoch, new(int), "a1", "nosuch")
	if ok, err := s.RecordEnd(ctx, ghost); err == nil || ok {
		t.Fatalf("an unknown account: %v %v", ok, err)
	}
	if ok, err := s.RecordEnd(ctx, e); err != nil || !ok {
		t.Fatalf("RecordEnd after the failures: %v %v", ok, err)
	}
}

// testRatingsRace: the same match's end recorded by many at once (nodes)
// rates once; different matches of the same accounts at once all count.
func testRatingsRace(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Ren", "k2")
	var mu sync.Mutex
	calls := 0
	var wg sync.WaitGroup
	var recorded int
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id := "same"
			if i%2 == 1 {
				id = "other" + string(rune('a'+i))
			}
			e := ended(id, epoch, new(int), "a1", "a2")
			rate := e.Rate
			e.Rate = func(b []store.Rating) ([]store.Rating, error) {
				mu.Lock()
				calls++
				mu.Unlock()
				return rate(b)
			}
			ok, err := s.RecordEnd(ctx, e)
			if err != nil {
				t.Errorf("RecordEnd %s: %v", id, err)
			}
			if ok && id == "same" {
				mu.Lock()
				recorded++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if recorded != 1 {
		t.Errorf("the same match recorded %d times", recorded)
	}
	rs, err := s.AccountRatings(ctx, "a1")
	if err != nil || len(rs) != 1 || rs[0].Games != 5 || calls != 5 {
		t.Errorf("after 5 matches (one of them recorded 4 times): %v %v, Rate called %d times", rs, err, calls)
	}
}

// testSpiritRecords: a record keeps each account's highest level of each
// adversary with each spirit.
func testSpiritRecords(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Ren", "k2")
	won := func(m string, at time.Time, recs ...store.SpiritRecord) {
		t.Helper()
		e := store.MatchEnd{Match: m, Game: "spiritisland", At: at, Records: recs}
		for i, r := range recs {
			e.Results = append(e.Results, store.Result{Account: r.Account, Seat: i, Place: 1, Players: len(recs), Won: true})
		}
		if ok, err := s.RecordEnd(ctx, e); err != nil || !ok {
			t.Fatalf("RecordEnd %s: %v %v", m, ok, err)
		}
	}
	rec := func(a, spirit, adv string, level int) store.SpiritRecord {
		return store.SpiritRecord{Account: a, Spirit: spirit, Adversary: adv, Level: level}
	}
	t1, t2, t3 := epoch, epoch.Add(time.Hour), epoch.Add(2*time.Hour)
	won("m1", t1, rec("a1", "river", "england", 2), rec("a2", "thunder", "none", 0))
	won("m2", t2, rec("a1", "river", "england", 4))
	won("m3", t3, rec("a1", "river", "england", 3), rec("a1", "river", "sweden", 1))
	got, err := s.SpiritRecords(ctx, "a1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "a1's records", got, []store.SpiritRecord{
		{Account: "a1", Name: "Hana", Spirit: "river", Adversary: "england", Level: 4, Match: "m2", At: t2},
		{Account: "a1", Name: "Hana", Spirit: "river", Adversary: "sweden", Level: 1, Match: "m3", At: t3}})
	board, err := s.SpiritBoard(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "the board", board, []store.SpiritRecord{got[0], got[1],
		{Account: "a2", Name: "Ren", Spirit: "thunder", Adversary: "none", Level: 0, Match: "m1", At: t1}})
	if rs, err := s.AccountRatings(ctx, "a1"); err != nil || len(rs) != 0 {
		t.Errorf("a cooperative game rated: %v %v", rs, err)
	}
}

// testMatchAccounts lists a match's account seats by seat.
func testMatchAccounts(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Ren", "k2")
	for _, a := range []store.AccountSeat{
		{Account: "a2", Match: "m1", Seat: 0, Token: "t0", Added: epoch},
		{Account: "a1", Match: "m1", Seat: 1, Token: "t1", Added: epoch},
		{Account: "a1", Match: "m2", Seat: 0, Token: "t2", Added: epoch},
	} {
		if err := s.AddAccountSeat(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.MatchAccounts(ctx, "m1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "m1's accounts", got, []store.AccountSeat{
		{Account: "a2", Match: "m1", Seat: 0, Token: "t0", Added: epoch},
		{Account: "a1", Match: "m1", Seat: 1, Token: "t1", Added: epoch}})
	if none, err := s.MatchAccounts(ctx, "nosuch"); err != nil || len(none) != 0 {
		t.Errorf("an unknown match: %v %v", none, err)
	}
}
