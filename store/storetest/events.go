package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"shima/engine"
	"shima/match"
	"shima/store"
)

// testAppend: events come back in order, equal to what was appended, and
// the match's Updated is the last event's time.
func testAppend(t *testing.T, s store.Store) {
	create(t, s, record("m", epoch, person, bot))
	want := []match.Event{
		move(1),
		{Seq: 2, Kind: match.KindMove, Seat: 1, Action: 0xffff_ffff, Bot: "random", At: epoch.Add(2 * time.Second)},
		{Seq: 3, Kind: match.KindSeat, Seat: 0, Bot: "greedy", At: epoch.Add(3 * time.Second)},
		{Seq: 4, Kind: match.KindUndo, Seat: 0, At: epoch.Add(4 * time.Second)},
	}
	appendEvents(t, s, "m", want...)
	r := load(t, s, "m")
	equal(t, "events", r.Events, want)
	equal(t, "updated", r.Updated, want[3].At)
	equal(t, "status", r.Status, store.Playing)
}

// testAppendDuplicate: a seq stored already is a conflict and changes
// nothing.
func testAppendDuplicate(t *testing.T, s store.Store) {
	create(t, s, record("m", epoch, person))
	appendEvents(t, s, "m", move(1), move(2))
	before := load(t, s, "m")
	dup := move(2)
	dup.Action, dup.At = 99, epoch.Add(time.Hour)
	wantErr(t, "duplicate", s.Append(context.Background(), "m", dup, store.Over, false), store.ErrConflict)
	equal(t, "after the conflict", load(t, s, "m"), before)
}

// testAppendConcurrent: of many submissions racing for one seq, exactly one
// is stored.
func testAppendConcurrent(t *testing.T, s store.Store) {
	create(t, s, record("m", epoch, person))
	appendEvents(t, s, "m", move(1))
	const racers = 16
	errs := make([]error, racers)
	var wg sync.WaitGroup
	for i := range racers {
		wg.Go(func() {
			ev := move(2)
			ev.Action = engine.Action(100 + i)
			errs[i] = s.Append(context.Background(), "m", ev, store.Playing, false)
		})
	}
	wg.Wait()
	winner := -1
	for i, err := range errs {
		switch {
		case err == nil && winner >= 0:
			t.Errorf("racers %d and %d both stored seq 2", winner, i)
		case err == nil:
			winner = i
		case !errors.Is(err, store.ErrConflict):
			t.Errorf("racer %d: %v", i, err)
		}
	}
	if winner < 0 {
		t.Fatal("no racer stored seq 2")
	}
	got := load(t, s, "m").Events
	if len(got) != 2 || got[1].Action != engine.Action(100+winner) {
		t.Errorf("events %+v, want seq 2 from racer %d", got, winner)
	}
}

// testAppendMixed: appends arriving together (which a store may commit in
// one transaction) each get their own answer: one refused for a taken seq
// or an unknown match stores nothing and keeps no other from being stored.
func testAppendMixed(t *testing.T, s store.Store) {
	const matches = 20
	for i := range matches {
		create(t, s, record(fmt.Sprint("m", i), epoch, person))
	}
	type result struct {
		id  string
		err error
	}
	results := make(chan result, 3*matches)
	var wg sync.WaitGroup
	for i := range 3 * matches {
		wg.Go(func() {
			id := fmt.Sprint("m", i%matches)
			if i >= 2*matches {
				id = fmt.Sprint("nope", i)
			}
			results <- result{id, s.Append(context.Background(), id, move(1), store.Over, false)}
		})
	}
	wg.Wait()
	close(results)
	stored := map[string]int{}
	for r := range results {
		switch {
		case r.err == nil:
			stored[r.id]++
		case strings.HasPrefix(r.id, "nope"):
			wantErr(t, r.id, r.err, store.ErrNotFound)
		default:
			wantErr(t, r.id, r.err, store.ErrConflict)
		}
	}
	for i := range matches {
		id := fmt.Sprint("m", i)
		r := load(t, s, id)
		if stored[id] != 1 || len(r.Events) != 1 || r.Status != store.Over {
			t.Errorf("%s: %d appends stored, %d events, status %s; want 1, 1, over", id, stored[id], len(r.Events), r.Status)
		}
	}
}

// testAppendOver: an Append with status Over ends the match.
func testAppendOver(t *testing.T, s store.Store) {
	create(t, s, record("m", epoch, person))
	if err := s.Append(context.Background(), "m", move(1), store.Over, false); err != nil {
		t.Fatal(err)
	}
	equal(t, "status", load(t, s, "m").Status, store.Over)
	if err := s.Append(context.Background(), "m", move(2), "finished", false); err == nil {
		t.Error("an unknown status was stored")
	}
}

// testEventsAfter: only the events after the given seq, in order.
func testEventsAfter(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, record("m", epoch, person))
	create(t, s, record("other", epoch, person))
	appendEvents(t, s, "m", move(1), move(2), move(3))
	appendEvents(t, s, "other", move(1))
	for after, want := range map[int][]match.Event{
		0: {move(1), move(2), move(3)},
		2: {move(3)},
		3: nil,
		9: nil,
	} {
		got, err := s.EventsAfter(ctx, "m", after)
		if err != nil {
			t.Fatal(err)
		}
		equal(t, fmt.Sprint("events after ", after), got, want)
	}
}

// testNotFound: an unknown match is ErrNotFound for everything that names one.
func testNotFound(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, record("m", epoch, person))
	_, err := s.Load(ctx, "nope")
	wantErr(t, "load", err, store.ErrNotFound)
	wantErr(t, "append", s.Append(ctx, "nope", move(1), store.Playing, false), store.ErrNotFound)
	_, err = s.EventsAfter(ctx, "nope", 0)
	wantErr(t, "events after", err, store.ErrNotFound)
	wantErr(t, "claim", s.Claim(ctx, "nope", 0, store.SeatClaim{TokenHash: "ab", Name: "Bob"}), store.ErrNotFound)
	wantErr(t, "rename", s.Claim(ctx, "nope", 0, store.SeatClaim{Name: "Bob"}), store.ErrNotFound)
	wantErr(t, "claim seat 5", s.Claim(ctx, "m", 5, store.SeatClaim{TokenHash: "ab", Name: "Bob"}), store.ErrNotFound)
	wantErr(t, "rename seat 5", s.Claim(ctx, "m", 5, store.SeatClaim{Name: "Bob"}), store.ErrNotFound)
	if r := load(t, s, "m"); len(r.Events) > 0 {
		t.Errorf("match m has events %+v", r.Events)
	}
}
