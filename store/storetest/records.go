package storetest

import (
	"context"
	"math"
	"testing"
	"time"

	"shima/match"
	"shima/store"
)

// testRoundTrip: a match comes back as it was created, times in UTC with
// millisecond precision.
func testRoundTrip(t *testing.T, s store.Store) {
	r := store.Record{
		ID: "k7pq2mx9",
		Config: match.Config{
			Game:    "micronesia",
			Seats:   []match.SeatConfig{person, open, bot},
			Options: map[string]string{"variant": "basic"},
			Clock:   match.Clock{PerMove: match.Duration(10 * time.Minute), OnExpiry: match.ExpiryBotSeat},
		},
		Seed:    1<<63 + 12345,
		Created: time.Date(2026, 11, 22, 21, 0, 0, 123_456_789, time.FixedZone("JST", 9*3600)),
		Updated: time.Date(2026, 11, 22, 12, 5, 0, 999_999_999, time.UTC),
		Status:  store.Playing,
		Seats: []store.Seat{
			{Seat: 0, TokenHash: "9f86d081884c7d65", Name: "アリス", Claimed: true},
			{Seat: 1},
			{Seat: 2},
		},
	}
	create(t, s, r)
	want := r
	want.Created = time.Date(2026, 11, 22, 12, 0, 0, 123_000_000, time.UTC)
	want.Updated = time.Date(2026, 11, 22, 12, 5, 0, 999_000_000, time.UTC)
	equal(t, "loaded", load(t, s, r.ID), want)
}

// testSeeds: every uint64 is a seed, above 2^63 too.
func testSeeds(t *testing.T, s store.Store) {
	for i, seed := range []uint64{0, 1, math.MaxInt64, 1 << 63, math.MaxUint64} {
		r := record(string(rune('a'+i)), epoch, person)
		r.Seed = seed
		create(t, s, r)
		if got := load(t, s, r.ID).Seed; got != seed {
			t.Errorf("seed %d came back as %d", seed, got)
		}
	}
}

// testUnnamedSeats: seats the record does not name are stored unclaimed,
// and a zero Updated is Created.
func testUnnamedSeats(t *testing.T, s store.Store) {
	r := record("m", epoch, person, open, bot)
	r.Seats = []store.Seat{{Seat: 1, Name: "Bob", Claimed: true, TokenHash: "ab"}}
	r.Updated = time.Time{}
	create(t, s, r)
	got := load(t, s, "m")
	equal(t, "seats", got.Seats, []store.Seat{{Seat: 0}, {Seat: 1, Name: "Bob", Claimed: true, TokenHash: "ab"}, {Seat: 2}})
	equal(t, "updated", got.Updated, epoch)
}

// testCreateTaken: a second match with the same id is refused, and the
// first stays as it was.
func testCreateTaken(t *testing.T, s store.Store) {
	r := record("m", epoch, person, bot)
	create(t, s, r)
	other := record("m", epoch.Add(time.Hour), person, person, person)
	other.Seed = 7
	wantErr(t, "second create", s.Create(context.Background(), other), store.ErrConflict)
	equal(t, "loaded", load(t, s, "m"), r)
}

// testCreateInvalid: records that cannot be stored are refused and leave
// nothing behind.
func testCreateInvalid(t *testing.T, s store.Store) {
	ctx := context.Background()
	noStatus := record("a", epoch, person)
	noStatus.Status = ""
	badSeat := record("b", epoch, person)
	badSeat.Seats = []store.Seat{{Seat: 1}}
	twice := record("c", epoch, person, person)
	twice.Seats = []store.Seat{{Seat: 0}, {Seat: 0}}
	withEvents := record("d", epoch, person)
	withEvents.Events = []match.Event{move(1)}
	for _, r := range []store.Record{noStatus, badSeat, twice, withEvents} {
		if err := s.Create(ctx, r); err == nil {
			t.Errorf("create %s: no error", r.ID)
		}
		_, err := s.Load(ctx, r.ID)
		wantErr(t, "load "+r.ID, err, store.ErrNotFound)
	}
}
