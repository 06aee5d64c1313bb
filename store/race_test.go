package store

// These tests run statements of the store by hand, in a transaction left
// open, to hold another node's change in flight while the store acts: the
// races of several nodes on PostgreSQL, where transactions overlap.

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"shima/internal/pgtest"
	"shima/match"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// openPG returns a store on a new PostgreSQL database, closed when t ends.
func openPG(t *testing.T) *SQL {
	t.Helper()
	cfg, err := pgx.ParseConfig(pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	s := NewSQL(stdlib.OpenDB(*cfg), Dialect{Writers: 2})
	if err := s.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// newMatch stores a playing match id: a person seat, unclaimed and open,
// and a bot seat.
func newMatch(t *testing.T, s *SQL, id string) {
	t.Helper()
	now := time.Now()
	r := Record{ID: id, Config: match.Config{Game: "micronesia", Seats: []match.SeatConfig{
		{Kind: match.Person, Open: true}, {Kind: match.Bot, Bot: "random"}}},
		Created: now, Updated: now, Status: Playing}
	if err := s.Create(context.Background(), r); err != nil {
		t.Fatal(err)
	}
}

// inFlight begins a transaction and runs each statement in it: a change of
// another node, not yet committed.
func inFlight(t *testing.T, s *SQL, stmts ...func(tx *sql.Tx) error) *sql.Tx {
	t.Helper()
	tx, err := s.db.BeginTx(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback() })
	for _, stmt := range stmts {
		if err := stmt(tx); err != nil {
			t.Fatal(err)
		}
	}
	return tx
}

// appendInFlight holds the statements of an Append of event seq of match
// id, which needs an owner, in a transaction not yet committed.
func appendInFlight(t *testing.T, s *SQL, id string, seq int) *sql.Tx {
	t.Helper()
	return inFlight(t, s, func(tx *sql.Tx) error {
		_, err := tx.Exec(insertEvent, id, seq, string(match.KindMove), 0, 1, "", time.Now().UnixMilli())
		return err
	}, func(tx *sql.Tx) error {
		_, err := tx.Exec(askOwner, id)
		return err
	})
}

// whileInFlight runs f in the background, commits tx once f has had time to
// wait for it, and returns f's answer.
func whileInFlight[T any](t *testing.T, tx *sql.Tx, f func() T) T {
	t.Helper()
	done := make(chan T, 1)
	go func() { done <- f() }()
	time.Sleep(200 * time.Millisecond)
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	return <-done
}

func leases(t *testing.T, s *SQL, id string) int {
	t.Helper()
	var n int
	if err := s.db.QueryRow(`SELECT COUNT(*) FROM leases WHERE match_id = $1`, id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// An owner that lets a lease go while another node's Append, which needs
// an owner, is in flight keeps it: the Append holds the lease's row, and
// Release sees its event once it commits. (Before, Release's delete did
// not wait, and read the events as of before the Append's commit: the
// match was left with a bot to move and no lease.)
func TestReleaseWaitsForAnAppendInFlight(t *testing.T) {
	s := openPG(t)
	ctx := context.Background()
	newMatch(t, s, "m")
	if ok, err := s.Acquire(ctx, "m", "a", time.Now(), time.Now().Add(time.Minute)); err != nil || !ok {
		t.Fatalf("acquire: %v %v", ok, err)
	}
	tx := appendInFlight(t, s, "m", 1)
	type result struct {
		gone bool
		err  error
	}
	got := whileInFlight(t, tx, func() result {
		gone, err := s.Release(ctx, "m", "a", 0)
		return result{gone, err}
	})
	if got.err != nil || got.gone {
		t.Fatalf("Release with an event in flight: gone %v, %v", got.gone, got.err)
	}
	if n := leases(t, s, "m"); n != 1 {
		t.Fatalf("the match has %d leases after its event, want 1", n)
	}
}

// A match whose open seat is claimed after Abandon picked it, before or
// while it closes it, is not closed: the claim is seen. (Before, only
// "no event since" was checked again.)
func TestAbandonSparesAMatchClaimedMeanwhile(t *testing.T) {
	s := openPG(t)
	ctx := context.Background()
	newMatch(t, s, "before")
	if err := s.Claim(ctx, "before", 0, SeatClaim{TokenHash: "aa", Name: "Ann"}); err != nil {
		t.Fatal(err)
	}
	if closed, err := s.abandonOne(ctx, "before", 0); err != nil || closed {
		t.Fatalf("a match claimed after it was picked: closed %v, %v", closed, err)
	}
	newMatch(t, s, "during")
	tx := inFlight(t, s, func(tx *sql.Tx) error { // Claim's statements
		_, err := tx.Exec(`UPDATE matches SET status = status WHERE id = $1 AND status = $2`, "during", Playing)
		return err
	}, func(tx *sql.Tx) error {
		_, err := tx.Exec(`UPDATE seats SET token_hash = 'aa', name = 'Ann', claimed = 1 WHERE match_id = $1 AND seat = 0`, "during")
		return err
	})
	type result struct {
		closed bool
		err    error
	}
	got := whileInFlight(t, tx, func() result {
		closed, err := s.abandonOne(ctx, "during", 0)
		return result{closed, err}
	})
	if got.err != nil || got.closed {
		t.Fatalf("a match claimed while it closed: closed %v, %v", got.closed, got.err)
	}
	for _, id := range []string{"before", "during"} {
		if r, err := s.Head(ctx, id); err != nil || r.Status != Playing {
			t.Fatalf("match %s: %q, %v", id, r.Status, err)
		}
	}
}

// A claim on a node that has not heard yet that the match was abandoned,
// even while the abandonment commits, is refused.
func TestClaimInAnAbandonedMatch(t *testing.T) {
	s := openPG(t)
	ctx := context.Background()
	newMatch(t, s, "m")
	tx := inFlight(t, s, func(tx *sql.Tx) error {
		_, err := tx.Exec(`UPDATE matches SET status = $2 WHERE id = $1`, "m", Abandoned)
		return err
	})
	err := whileInFlight(t, tx, func() error { return s.Claim(ctx, "m", 0, SeatClaim{TokenHash: "aa", Name: "Ann"}) })
	if !errors.Is(err, ErrNotPlaying) {
		t.Fatalf("a claim in a match abandoned meanwhile: %v", err)
	}
	if r, err := s.Head(ctx, "m"); err != nil || r.Seats[0].Claimed {
		t.Fatalf("the seat: %+v, %v", r.Seats, err)
	}
}
