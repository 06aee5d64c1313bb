package storetest

import (
	"context"
	"errors"
	"testing"

	"shima/store"
)

// testClaim: an invite takes its seat once, with a token of the seat's
// own; an open seat is taken from the lobby with a token, once; the holder
// of a seat renames it.
func testClaim(t *testing.T, s store.Store) {
	ctx := context.Background()
	r := record("m", epoch, person, open, bot)
	r.Seats[0].InviteHash = "ii"
	create(t, s, r)
	wantErr(t, "rename a seat nobody took", s.Claim(ctx, "m", 0, store.SeatClaim{Name: "Alice"}), store.ErrNotFound)
	wantErr(t, "take it with another invite", s.Claim(ctx, "m", 0, store.SeatClaim{TokenHash: "aa", InviteHash: "jj", Name: "Mallory"}), store.ErrConflict)
	if err := s.Claim(ctx, "m", 0, store.SeatClaim{TokenHash: "aa", InviteHash: "ii", Name: "Alice"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Claim(ctx, "m", 1, store.SeatClaim{TokenHash: "bb", Name: "Bob"}); err != nil {
		t.Fatal(err)
	}
	want := []store.Seat{
		{Seat: 0, TokenHash: "aa", InviteHash: "ii", Name: "Alice", Claimed: true},
		{Seat: 1, TokenHash: "bb", Name: "Bob", Claimed: true},
		{Seat: 2},
	}
	equal(t, "seats after the claims", load(t, s, "m").Seats, want)

	wantErr(t, "second claim", s.Claim(ctx, "m", 1, store.SeatClaim{TokenHash: "cc", Name: "Carol"}), store.ErrConflict)
	wantErr(t, "the invite used again", s.Claim(ctx, "m", 0, store.SeatClaim{TokenHash: "cc", InviteHash: "ii", Name: "Carol"}), store.ErrConflict)
	equal(t, "seats after the second claims", load(t, s, "m").Seats, want)

	if err := s.Claim(ctx, "m", 1, store.SeatClaim{Name: "Bobby"}); err != nil {
		t.Fatal(err)
	}
	want[1].Name = "Bobby"
	equal(t, "seats after the rename", load(t, s, "m").Seats, want)
}

// testClaimRefused: only an open person seat may be taken without an
// invite, and only a person's seat with one.
func testClaimRefused(t *testing.T, s store.Store) {
	ctx := context.Background()
	r := record("m", epoch, person, open, bot)
	r.Seats[0].InviteHash = "ii"
	create(t, s, r)
	wantErr(t, "take the invite seat", s.Claim(ctx, "m", 0, store.SeatClaim{TokenHash: "xx", Name: "Mallory"}), store.ErrConflict)
	wantErr(t, "take the bot seat", s.Claim(ctx, "m", 2, store.SeatClaim{TokenHash: "xx", Name: "Mallory"}), store.ErrConflict)
	wantErr(t, "take the open seat as an invite", s.Claim(ctx, "m", 1, store.SeatClaim{TokenHash: "xx", InviteHash: "ii", Name: "Mallory"}), store.ErrConflict)
	equal(t, "seats", load(t, s, "m").Seats, r.Seats)
}

// testHead: Head reads a match as Load does, but for its events.
func testHead(t *testing.T, s store.Store) {
	ctx := context.Background()
	r := record("m", epoch, person, open, bot)
	r.Seats[0].TokenHash = "aa"
	create(t, s, r)
	appendEvents(t, s, "m", move(1), move(2))
	if err := s.Claim(ctx, "m", 1, store.SeatClaim{TokenHash: "bb", Name: "Bob"}); err != nil {
		t.Fatal(err)
	}
	head, err := s.Head(ctx, "m")
	if err != nil {
		t.Fatal(err)
	}
	want := load(t, s, "m")
	want.Events = nil
	equal(t, "head", head, want)
	_, err = s.Head(ctx, "nosuch")
	wantErr(t, "head of an unknown match", err, store.ErrNotFound)
}

// testNoteHint: the hints given to a seat are counted and kept with it; an
// unknown match or seat is ErrNotFound and counts nothing.
func testNoteHint(t *testing.T, s store.Store) {
	create(t, s, record("m", epoch, person, bot, person))
	ctx := context.Background()
	for _, seat := range []int{0, 2, 0} {
		if err := s.NoteHint(ctx, "m", seat); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		id   string
		seat int
	}{{"nosuch", 0}, {"m", 3}} {
		if err := s.NoteHint(ctx, c.id, c.seat); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("a hint for seat %d of %s: %v, want ErrNotFound", c.seat, c.id, err)
		}
	}
	got := load(t, s, "m")
	for seat, want := range []int{2, 0, 1} {
		if got.Seats[seat].Hints != want {
			t.Errorf("seat %d: %d hints, want %d", seat, got.Seats[seat].Hints, want)
		}
	}
}
