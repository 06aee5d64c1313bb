// Package storetest is the conformance suite every store.Store runs: the
// same behaviour, checked the same way, on SQLite and on PostgreSQL.
package storetest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"shima/engine"
	"shima/match"
	"shima/store"
)

// Run checks a store implementation. open returns a new, empty store for
// the test t; Run closes it. The tests run in parallel, each on its own store.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	tests := []struct {
		name string
		test func(t *testing.T, s store.Store)
	}{
		{"RoundTrip", testRoundTrip},
		{"Seeds", testSeeds},
		{"UnnamedSeats", testUnnamedSeats},
		{"CreateTaken", testCreateTaken},
		{"CreateInvalid", testCreateInvalid},
		{"Append", testAppend},
		{"AppendDuplicate", testAppendDuplicate},
		{"AppendConcurrent", testAppendConcurrent},
		{"AppendMixed", testAppendMixed},
		{"AppendOver", testAppendOver},
		{"EventsAfter", testEventsAfter},
		{"NotFound", testNotFound},
		{"Claim", testClaim},
		{"ClaimRefused", testClaimRefused},
		{"Head", testHead},
		{"NoteHint", testNoteHint},
		{"Chat", testChat},
		{"Rematch", testRematch},
		{"RematchRace", testRematchRace},
		{"ListOpen", testListOpen},
		{"Summaries", testSummaries},
		{"Orphans", testOrphans},
		{"Abandon", testAbandon},
		{"Leases", testLeases},
		{"LeaseRelease", testLeaseRelease},
		{"AnalysisNotOver", testAnalysisNotOver},
		{"Analysis", testAnalysis},
		{"Accounts", testAccounts},
		{"AccountNames", testAccountNames},
		{"Passkeys", testPasskeys},
		{"PasskeyRace", testPasskeyRace},
		{"RecoveryCodes", testRecoveryCodes},
		{"Sessions", testSessions},
		{"Ceremonies", testCeremonies},
		{"CeremonyRace", testCeremonyRace},
		{"DeviceCodes", testDeviceCodes},
		{"AccountSeats", testAccountSeats},
		{"Ratings", testRatings},
		{"RatingsRefused", testRatingsRefused},
		{"RatingsRace", testRatingsRace},
		{"SpiritRecords", testSpiritRecords},
		{"MatchAccounts", testMatchAccounts},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := open(t)
			t.Cleanup(func() {
				if err := s.Close(); err != nil {
					t.Errorf("close: %v", err)
				}
			})
			tc.test(t, s)
		})
	}
}

// epoch is a time stored and read back unchanged: milliseconds, UTC.
var epoch = time.Date(2026, 11, 22, 12, 0, 0, 123_000_000, time.UTC)

// record is a playing match created at created with the given seats, all
// unclaimed and without tokens.
func record(id string, created time.Time, seats ...match.SeatConfig) store.Record {
	r := store.Record{
		ID:      id,
		Config:  match.Config{Game: "micronesia", Seats: seats},
		Seed:    42,
		Created: created,
		Updated: created,
		Status:  store.Playing,
	}
	for i := range seats {
		r.Seats = append(r.Seats, store.Seat{Seat: i})
	}
	return r
}

// Seat configs.
var (
	person = match.SeatConfig{Kind: match.Person}
	open   = match.SeatConfig{Kind: match.Person, Open: true}
	bot    = match.SeatConfig{Kind: match.Bot, Bot: "random"}
)

// move is the event seq: seat 0 plays action seq, seq seconds after epoch.
func move(seq int) match.Event {
	return match.Event{Seq: seq, Kind: match.KindMove, Seat: 0, Action: engine.Action(seq), At: epoch.Add(time.Duration(seq) * time.Second)}
}

// event is event seq, a move of seat 0, at the given time.
func event(seq int, at time.Time) match.Event {
	ev := move(seq)
	ev.At = at
	return ev
}

func create(t *testing.T, s store.Store, r store.Record) {
	t.Helper()
	if err := s.Create(context.Background(), r); err != nil {
		t.Fatal(err)
	}
}

func load(t *testing.T, s store.Store, id string) store.Record {
	t.Helper()
	r, err := s.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func appendEvents(t *testing.T, s store.Store, id string, evs ...match.Event) {
	t.Helper()
	for _, ev := range evs {
		if err := s.Append(context.Background(), id, ev, store.Playing, false); err != nil {
			t.Fatal(err)
		}
	}
}

// equal fails t unless got and want are deeply equal.
func equal(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// wantErr fails t unless errors.Is(err, want).
func wantErr(t *testing.T, what string, err, want error) {
	t.Helper()
	if !errors.Is(err, want) {
		t.Errorf("%s: got error %v, want %v", what, err, want)
	}
}
