package postgres_test

import (
	"context"
	"errors"
	"fmt"
	neturl "net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"shima/engine"
	"shima/internal/pgtest"
	"shima/match"
	"shima/store"
	"shima/store/postgres"
)

var epoch = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

// newMatch creates a playing match id with one person seat.
func newMatch(t *testing.T, s store.Store, id string) {
	t.Helper()
	r := store.Record{
		ID:      id,
		Config:  match.Config{Game: "micronesia", Seats: []match.SeatConfig{{Kind: match.Person}}},
		Created: epoch,
		Status:  store.Playing,
	}
	if err := s.Create(context.Background(), r); err != nil {
		t.Fatal(err)
	}
}

func move(seq int) match.Event {
	return match.Event{Seq: seq, Kind: match.KindMove, Action: engine.Action(seq), At: epoch.Add(time.Duration(seq) * time.Second)}
}

// await reads notices from s until want arrives, failing t after a while.
func await(t *testing.T, s *postgres.Store, want store.Notice) {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case n, ok := <-s.Notices():
			if !ok {
				t.Fatalf("notices closed while waiting for %+v", want)
			}
			if n == want {
				return
			}
		case <-timeout:
			t.Fatalf("no notice %+v", want)
		}
	}
}

// next returns the next notice from s, failing t after a while.
func next(t *testing.T, s *postgres.Store) store.Notice {
	t.Helper()
	select {
	case n := <-s.Notices():
		return n
	case <-time.After(10 * time.Second):
		t.Fatal("no notice")
		return store.Notice{}
	}
}

// TestNotices: an append on one node is heard by every node, itself included.
func TestNotices(t *testing.T) {
	url := pgtest.URL(t)
	a, b := node(t, url), node(t, url)
	newMatch(t, a, "m")
	if err := a.Append(context.Background(), "m", move(1), store.Playing, false); err != nil {
		t.Fatal(err)
	}
	await(t, a, store.Notice{Match: "m", Seq: 1})
	await(t, b, store.Notice{Match: "m", Seq: 1})
	if err := b.Append(context.Background(), "m", move(2), store.Over, false); err != nil {
		t.Fatal(err)
	}
	await(t, a, store.Notice{Match: "m", Seq: 2})
	await(t, b, store.Notice{Match: "m", Seq: 2})
}

// TestClaimNotices: a seat claimed on one node is heard by every node, as
// a change of seats; a refused claim notifies no one.
func TestClaimNotices(t *testing.T) {
	url := pgtest.URL(t)
	a, b := node(t, url), node(t, url)
	ctx := context.Background()
	r := store.Record{ID: "m", Created: epoch, Status: store.Playing, Config: match.Config{Game: "micronesia",
		Seats: []match.SeatConfig{{Kind: match.Person}, {Kind: match.Person, Open: true}}}}
	if err := a.Create(ctx, r); err != nil {
		t.Fatal(err)
	}
	if err := a.Claim(ctx, "m", 1, store.SeatClaim{TokenHash: "bb", Name: "Bob"}); err != nil {
		t.Fatal(err)
	}
	if err := b.Claim(ctx, "m", 1, store.SeatClaim{TokenHash: "cc", Name: "Carol"}); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("second claim: %v", err)
	}
	newMatch(t, a, "n")
	if err := a.Append(ctx, "n", move(1), store.Playing, false); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*postgres.Store{a, b} {
		for _, want := range []store.Notice{{Match: "m", Seats: true}, {Match: "n", Seq: 1}} {
			if n := next(t, s); n != want {
				t.Errorf("notice %+v, want %+v", n, want)
			}
		}
	}
	head, err := b.Head(ctx, "m")
	if err != nil || head.Seats[1].Name != "Bob" || head.Seats[1].TokenHash != "bb" || head.Events != nil {
		t.Fatalf("the other node reads %+v (%v)", head, err)
	}
}

// TestNoNoticeOnConflict: a refused append notifies no one.
func TestNoNoticeOnConflict(t *testing.T) {
	url := pgtest.URL(t)
	a, b := node(t, url), node(t, url)
	newMatch(t, a, "m")
	newMatch(t, a, "n")
	ctx := context.Background()
	if err := a.Append(ctx, "m", move(1), store.Playing, false); err != nil {
		t.Fatal(err)
	}
	if err := b.Append(ctx, "m", move(1), store.Playing, false); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("second append: %v, want a conflict", err)
	}
	if err := a.Append(ctx, "n", move(1), store.Playing, false); err != nil {
		t.Fatal(err)
	}
	// m's notice, then n's, and none from the refused append between them.
	for _, s := range []*postgres.Store{a, b} {
		for _, want := range []store.Notice{{Match: "m", Seq: 1}, {Match: "n", Seq: 1}} {
			if n := next(t, s); n != want {
				t.Errorf("notice %+v, want %+v", n, want)
			}
		}
	}
}

// TestRaceAcrossNodes: of submissions racing for one seq on two nodes,
// exactly one is stored.
func TestRaceAcrossNodes(t *testing.T) {
	url := pgtest.URL(t)
	nodes := []*postgres.Store{node(t, url), node(t, url)}
	newMatch(t, nodes[0], "m")
	for seq := 1; seq <= 5; seq++ {
		const racers = 8
		errs := make([]error, 2*racers)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Go(func() {
				ev := move(seq)
				ev.Action = engine.Action(1000*seq + i)
				errs[i] = nodes[i%2].Append(context.Background(), "m", ev, store.Playing, false)
			})
		}
		wg.Wait()
		stored := 0
		for i, err := range errs {
			switch {
			case err == nil:
				stored++
			case !errors.Is(err, store.ErrConflict):
				t.Errorf("seq %d, racer %d: %v", seq, i, err)
			}
		}
		if stored != 1 {
			t.Fatalf("seq %d: %d racers stored it, want 1", seq, stored)
		}
	}
	r, err := nodes[1].Load(context.Background(), "m")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Events) != 5 {
		t.Errorf("%d events stored, want 5", len(r.Events))
	}
}

// TestReconnect: when the server ends the listening connection, the listener
// connects again, LISTENs again and sends a resync.
func TestReconnect(t *testing.T) {
	url := pgtest.URL(t)
	a, b := node(t, url), node(t, url)
	newMatch(t, a, "m")
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var killed int
	if err := conn.QueryRow(ctx, `SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND application_name = 'shima listener'`).Scan(&killed); err != nil {
		t.Fatal(err)
	}
	if killed != 2 {
		t.Fatalf("ended %d listening connections, want 2", killed)
	}
	await(t, a, store.Notice{})
	await(t, b, store.Notice{})
	if err := a.Append(ctx, "m", move(1), store.Playing, false); err != nil {
		t.Fatal(err)
	}
	await(t, a, store.Notice{Match: "m", Seq: 1})
	await(t, b, store.Notice{Match: "m", Seq: 1})
}

// TestReconnectLater: while the database refuses connections, the listener
// keeps trying, and resyncs once it is let in.
func TestReconnectLater(t *testing.T) {
	url := pgtest.URL(t)
	s := node(t, url)
	newMatch(t, s, "m")
	ctx := context.Background()
	// A database cannot refuse connections from a session in itself.
	u, err := neturl.Parse(url)
	if err != nil {
		t.Fatal(err)
	}
	db := strings.TrimPrefix(u.Path, "/")
	u.Path = "/postgres"
	conn, err := pgx.Connect(ctx, u.String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for _, sql := range []string{
		`ALTER DATABASE ` + db + ` ALLOW_CONNECTIONS false`,
		`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
			WHERE datname = '` + db + `' AND application_name = 'shima listener'`,
	} {
		if _, err := conn.Exec(ctx, sql); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case n := <-s.Notices():
		t.Fatalf("notice %+v while the database refuses connections", n)
	case <-time.After(time.Second): // several attempts
	}
	if _, err := conn.Exec(ctx, `ALTER DATABASE `+db+` ALLOW_CONNECTIONS true`); err != nil {
		t.Fatal(err)
	}
	await(t, s, store.Notice{})
	if err := s.Append(ctx, "m", move(1), store.Playing, false); err != nil {
		t.Fatal(err)
	}
	await(t, s, store.Notice{Match: "m", Seq: 1})
}

// TestSlowReader: a reader that falls behind gets each match's latest seq;
// the listener does not wait for it.
func TestSlowReader(t *testing.T) {
	url := pgtest.URL(t)
	a, b := node(t, url), node(t, url)
	ctx := context.Background()
	for m := range 3 {
		id := fmt.Sprint("m", m)
		newMatch(t, a, id)
		for seq := 1; seq <= 50; seq++ {
			if err := a.Append(ctx, id, move(seq), store.Playing, false); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Nobody has read b's notices yet; each match's last must still come.
	for m := range 3 {
		await(t, b, store.Notice{Match: fmt.Sprint("m", m), Seq: 50})
	}
}

// TestStartTogether: nodes starting at once on a new database migrate it
// once, one at a time.
func TestStartTogether(t *testing.T) {
	url := pgtest.URL(t)
	const nodes = 6
	var wg sync.WaitGroup
	for range nodes {
		wg.Go(func() {
			s, err := postgres.Open(context.Background(), url)
			if err != nil {
				t.Error(err)
				return
			}
			s.Close()
		})
	}
	wg.Wait()
	newMatch(t, node(t, url), "m")
}

// TestClose: Close ends the notices.
func TestClose(t *testing.T) {
	s := openDB(t, pgtest.URL(t))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case _, ok := <-s.Notices():
		if ok {
			t.Error("a notice after Close")
		}
	case <-time.After(10 * time.Second):
		t.Error("notices not closed")
	}
}
