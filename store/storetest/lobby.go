package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"shima/match"
	"shima/store"
)

// summary is what the lobby shows of r with seq events.
func summary(r store.Record, seq int) store.Summary {
	sum := store.Summary{ID: r.ID, Config: r.Config, Created: r.Created, Updated: r.Updated, Status: r.Status, Seq: seq}
	for _, st := range r.Seats {
		st.TokenHash = ""
		sum.Seats = append(sum.Seats, st)
	}
	return sum
}

// testListOpen: only matches still playing with an open seat nobody has
// claimed, newest first, up to the limit.
func testListOpen(t *testing.T, s store.Store) {
	ctx := context.Background()
	at := func(minutes int) time.Time { return epoch.Add(time.Duration(minutes) * time.Minute) }
	older := record("older", at(1), person, open)
	newer := record("newer", at(3), open, bot)
	newest := record("newest", at(5), person, open, open)
	newest.Seats[0] = store.Seat{Seat: 0, TokenHash: "aa", Name: "Alice", Claimed: true}
	for _, r := range []store.Record{
		older, newer, newest,
		record("closed", at(4), person, bot),
		record("taken", at(6), person, open),
		record("over", at(7), person, open),
	} {
		create(t, s, r)
	}
	if err := s.Claim(ctx, "taken", 1, store.SeatClaim{TokenHash: "bb", Name: "Bob"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(ctx, "over", move(1), store.Over, false); err != nil {
		t.Fatal(err)
	}
	appendEvents(t, s, "older", move(1), move(2))
	older.Updated = move(2).At

	want := []store.Summary{summary(newest, 0), summary(newer, 0), summary(older, 2)}
	for limit := range 5 {
		got, err := s.ListOpen(ctx, limit)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 {
			got = nil
		}
		w := want[:min(limit, len(want))]
		if len(w) == 0 {
			w = nil
		}
		equal(t, "open matches", got, w)
	}
}

// testSummaries: the matches asked for that exist, in the order asked,
// with their event counts and no tokens.
func testSummaries(t *testing.T, s store.Store) {
	ctx := context.Background()
	a := record("a", epoch, person, open)
	a.Seats[0] = store.Seat{Seat: 0, TokenHash: "aa", Name: "Alice", Claimed: true}
	b := record("b", epoch.Add(time.Minute), person, bot)
	create(t, s, a)
	create(t, s, b)
	if err := s.Append(ctx, "b", move(1), store.Over, false); err != nil {
		t.Fatal(err)
	}
	b.Status, b.Updated = store.Over, move(1).At
	got, err := s.Summaries(ctx, []string{"b", "nope", "a", "b"})
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "summaries", got, []store.Summary{summary(b, 1), summary(a, 0)})
	if got, err := s.Summaries(ctx, nil); err != nil || len(got) != 0 {
		t.Errorf("summaries of none: %v, %v", got, err)
	}
}

// testAbandon: matches nobody came to play, without a clock, are closed
// after a while, and then take no event; the others are left alone.
func testAbandon(t *testing.T, s store.Store) {
	ctx := context.Background()
	at := func(days int) time.Time { return epoch.Add(time.Duration(days) * 24 * time.Hour) }
	clocked := record("clocked", at(0), person, open)
	clocked.Config.Clock = match.Clock{PerMove: match.Duration(time.Hour)}
	full := record("full", at(0), person, person)
	full.Seats[0].Claimed, full.Seats[1].Claimed = true, true
	for _, r := range []store.Record{record("stale", at(0), person, open), record("invited", at(0), person, person),
		record("recent", at(10), person, open), record("moved", at(0), person, open), record("over", at(0), person, open), clocked, full,
		record("played", at(0), person, person), record("half", at(0), person, person)} {
		create(t, s, r)
	}
	// Two people played from their invite links, nobody giving a name, and
	// stopped; in "half" only the first came, and a bot moved for the second.
	played := event(2, at(1))
	played.Seat = 1
	botMove := played
	botMove.Bot = "greedy"
	for id, evs := range map[string][]match.Event{"played": {event(1, at(1)), played}, "half": {event(1, at(1)), botMove}} {
		for _, ev := range evs {
			if err := s.Append(ctx, id, ev, store.Playing, false); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, id := range []string{"stale", "invited", "recent"} { // held by a node that stopped
		if !acquire(t, s, id, nodeB, at(0), at(1)) {
			t.Fatalf("could not take the lease of %s", id)
		}
	}
	if err := s.Append(ctx, "moved", event(1, at(9)), store.Playing, false); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(ctx, "over", event(1, at(1)), store.Over, false); err != nil {
		t.Fatal(err)
	}
	ids, err := s.Abandon(ctx, at(5))
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "abandoned", ids, []string{"half", "invited", "stale"})
	for id, want := range map[string]string{"stale": store.Abandoned, "invited": store.Abandoned, "recent": store.Playing,
		"moved": store.Playing, "over": store.Over, "clocked": store.Playing, "full": store.Playing, "played": store.Playing, "half": store.Abandoned} {
		equal(t, id+"'s status", load(t, s, id).Status, want)
	}
	wantErr(t, "an event for an abandoned match", s.Append(ctx, "stale", event(1, at(6)), store.Playing, false), store.ErrNotPlaying)
	wantErr(t, "a claim in an abandoned match", s.Claim(ctx, "stale", 1, store.SeatClaim{TokenHash: "bb", Name: "Late"}), store.ErrNotPlaying)
	wantErr(t, "a claim in a match over", s.Claim(ctx, "over", 1, store.SeatClaim{TokenHash: "bb", Name: "Late"}), store.ErrNotPlaying)
	wantErr(t, "a claim in an unknown match", s.Claim(ctx, "nosuch", 1, store.SeatClaim{TokenHash: "bb", Name: "Late"}), store.ErrNotFound)
	equal(t, "its events", load(t, s, "stale").Events, []match.Event(nil))
	listed, err := s.ListOpen(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, sum := range listed {
		if sum.ID == "stale" {
			t.Error("an abandoned match is listed open")
		}
	}
	orphans := orphans(t, s, nodeA, at(20))
	if slices.Contains(orphans, "stale") || slices.Contains(orphans, "invited") || !slices.Contains(orphans, "recent") {
		t.Errorf("orphans %v", orphans)
	}
	if ids, err := s.Abandon(ctx, at(5)); err != nil || len(ids) != 0 {
		t.Errorf("abandoned again: %v %v", ids, err)
	}
}
