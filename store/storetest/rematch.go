package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"shima/store"
)

// testRematch: a match over gets one rematch, which names it and is named
// by it with the seats of the person who offered it; a second offer stores
// nothing and finds the first; a match not over, or unknown, gets none.
func testRematch(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, record("playing", epoch, person, person))
	next := record("n1", epoch, person, person, bot)
	next.Seats[0] = store.Seat{Seat: 0, TokenHash: "aa", Name: "Hana", Claimed: true}
	next.Seats[1].InviteHash = "ii"
	_, _, err := s.Rematch(ctx, "playing", []int{0}, next)
	wantErr(t, "a rematch of a match playing", err, store.ErrNotOver)
	_, _, err = s.Rematch(ctx, "nope", []int{0}, next)
	wantErr(t, "a rematch of no match", err, store.ErrNotFound)
	if _, err := s.Load(ctx, "n1"); err == nil {
		t.Fatal("a refused rematch was stored")
	}

	over(t, s, "m")
	if got := load(t, s, "m"); got.Rematch != nil || got.RematchOf != "" {
		t.Fatalf("a match without a rematch: %+v %q", got.Rematch, got.RematchOf)
	}
	id, made, err := s.Rematch(ctx, "m", []int{0, 2}, next)
	if err != nil || !made || id != "n1" {
		t.Fatalf("the rematch: %q %v %v", id, made, err)
	}
	equal(t, "the match's rematch", load(t, s, "m").Rematch, &store.Rematch{ID: "n1", By: []int{0, 2}})
	head, err := s.Head(ctx, "m")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "the match's rematch by Head", head.Rematch, &store.Rematch{ID: "n1", By: []int{0, 2}})
	want := next
	want.RematchOf = "m"
	equal(t, "the rematch", load(t, s, "n1"), want)

	// A second offer, with another id: the first.
	other := record("n2", epoch, person, person, bot)
	id, made, err = s.Rematch(ctx, "m", []int{1}, other)
	if err != nil || made || id != "n1" {
		t.Fatalf("the second offer: %q %v %v", id, made, err)
	}
	if _, err := s.Load(ctx, "n2"); err == nil {
		t.Error("the second offer stored a match")
	}
	// A rematch's own id taken: a conflict.
	over(t, s, "m2")
	_, _, err = s.Rematch(ctx, "m2", []int{0}, record("n1", epoch, person))
	wantErr(t, "a rematch with an id taken", err, store.ErrConflict)

	// The rematch's seats: its person's, not a stranger's invite seat.
	wantErr(t, "take a seat of a match that is no rematch", s.Claim(ctx, "playing", 0, store.SeatClaim{TokenHash: "xx", Name: "X", Rematch: true}), store.ErrConflict)
	wantErr(t, "take the bot's seat", s.Claim(ctx, "n1", 2, store.SeatClaim{TokenHash: "xx", Name: "X", Rematch: true}), store.ErrConflict)
	wantErr(t, "take the offerer's seat", s.Claim(ctx, "n1", 0, store.SeatClaim{TokenHash: "xx", Name: "X", Rematch: true}), store.ErrConflict)
	if err := s.Claim(ctx, "n1", 1, store.SeatClaim{TokenHash: "bb", Name: "Ken", Rematch: true}); err != nil {
		t.Fatal(err)
	}
	wantErr(t, "take the seat again", s.Claim(ctx, "n1", 1, store.SeatClaim{TokenHash: "cc", Name: "Ken", Rematch: true}), store.ErrConflict)
	wantErr(t, "take the seat by its invite", s.Claim(ctx, "n1", 1, store.SeatClaim{TokenHash: "cc", InviteHash: "ii", Name: "Mallory"}), store.ErrConflict)
	equal(t, "the rematch's seat 1", load(t, s, "n1").Seats[1], store.Seat{Seat: 1, TokenHash: "bb", InviteHash: "ii", Name: "Ken", Claimed: true})
}

// testRematchRace: offers of one match at the same moment make one
// rematch, which every offer returns.
func testRematchRace(t *testing.T, s store.Store) {
	ctx := context.Background()
	over(t, s, "m")
	const offers = 8
	ids := make([]string, offers)
	made := make([]bool, offers)
	errs := make([]error, offers)
	var wg sync.WaitGroup
	for i := range offers {
		wg.Go(func() {
			ids[i], made[i], errs[i] = s.Rematch(ctx, "m", []int{0}, record(fmt.Sprintf("n%d", i), epoch, person))
		})
	}
	wg.Wait()
	first := ""
	for i := range offers {
		if errs[i] != nil {
			t.Fatalf("offer %d: %v", i, errs[i])
		}
		if made[i] {
			if first != "" {
				t.Fatalf("two rematches made: %s and %s", first, ids[i])
			}
			first = ids[i]
		}
	}
	for i := range offers {
		if ids[i] != first {
			t.Errorf("offer %d returned %q, the rematch is %q", i, ids[i], first)
		}
	}
	equal(t, "the match's rematch", load(t, s, "m").Rematch, &store.Rematch{ID: first, By: []int{0}})
}
