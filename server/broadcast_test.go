package server

import (
	"context"
	"encoding/json"
	"net/http"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"shima/engine"
	_ "shima/games/all"
	"shima/match"
	"shima/store/sqlite"
)

// BenchmarkMove is the server's cost of one move: the move checked,
// stored (SQLite without a sync per commit, as --sync normal) and applied,
// and the snapshot of every client built and queued. Each seat of the match
// is a person watched by one client (as in `shima load`), and a spectator
// watches too. A new match starts when one ends.
func BenchmarkMove(b *testing.B) {
	for _, game := range []struct {
		id    string
		seats int
		opts  map[string]string
	}{
		{"micronesia", 3, nil},
		{"catan", 3, nil},
		{"skye", 3, nil},
		{"skymerchants", 3, nil},
		{"spiritisland", 2, map[string]string{"spirits": "random"}},
	} {
		b.Run(game.id, func(b *testing.B) {
			st, err := sqlite.OpenSync(filepath.Join(b.TempDir(), "shima.db"), sqlite.Normal)
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { st.Close() })
			// No analyses: a match's end starts one in the background, whose
			// work would be counted as the moves'.
			ts := newTestServer(b, st, func(c *Config) { c.CreateBurst, c.AnalysisIterations = 1<<20, -1 })
			r := engine.NewRand(1)
			var l *live
			var clients []*client
			b.ReportAllocs()
			for b.Loop() {
				if l == nil || l.m.Over() {
					b.StopTimer()
					l, clients = benchMatch(b, ts, game.id, game.seats, game.opts)
					b.StartTimer()
				}
				mover := l.m.ToMove()[0]
				legal := l.m.Legal(mover)
				a := legal[r.IntN(len(legal))]
				_, err := ts.submit(context.Background(), l, -1, mover, func(m *match.Match, at time.Time) (match.Event, error) {
					return m.Move(mover, a, at)
				})
				if err != nil {
					b.Fatal(err)
				}
				for _, c := range clients {
					for len(c.send) > 0 {
						<-c.send
					}
				}
			}
		})
	}
}

// benchMatch creates a match of game with seats people, and a client
// watching each seat and one more watching as a spectator.
func benchMatch(b *testing.B, ts *testServer, game string, seats int, opts map[string]string) (*live, []*client) {
	var people []map[string]any
	for range seats {
		people = append(people, map[string]any{"kind": "person"})
	}
	var c created
	req := map[string]any{"game": game, "seats": people, "seat": 0, "name": "Alice", "options": opts}
	if code := ts.call(b, "POST", "/api/matches", "", req, &c); code != http.StatusCreated {
		b.Fatalf("create %s: %d", game, code)
	}
	l, err := ts.load(context.Background(), c.ID)
	if err != nil {
		b.Fatal(err)
	}
	var clients []*client
	l.mu.Lock()
	defer l.mu.Unlock()
	for s := engine.Spectator; int(s) < seats; s++ {
		cl := &client{send: make(chan []byte, 1<<10), l: l, seat: s, invite: -1, lang: engine.EN, gone: make(chan struct{})}
		if l.watchers == nil {
			l.watchers = map[*client]struct{}{}
		}
		l.watchers[cl] = struct{}{}
		clients = append(clients, cl)
	}
	return l, clients
}

// Clients of one seat in one language share one message, made once; the
// message is what encoding/json makes of the snapshot, view included.
func TestSnapshotsShared(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	l, err := ts.load(context.Background(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	watch := func(seat engine.Seat, lang engine.Lang) *client {
		cl := &client{send: make(chan []byte, 8), l: l, seat: seat, invite: -1, lang: lang, gone: make(chan struct{})}
		if l.watchers == nil {
			l.watchers = map[*client]struct{}{}
		}
		l.watchers[cl] = struct{}{}
		return cl
	}
	a, b, ja, other := watch(0, engine.EN), watch(0, engine.EN), watch(0, engine.JA), watch(1, engine.EN)
	ts.broadcast(l)
	ma, mb, mja, mother := <-a.send, <-b.send, <-ja.send, <-other.send
	if &ma[0] != &mb[0] {
		t.Error("two clients of one seat and language were sent two messages")
	}
	if &ma[0] == &mja[0] || &ma[0] == &mother[0] {
		t.Error("a client of another language or seat was sent the same message")
	}
	for _, cl := range []struct {
		c   *client
		msg []byte
	}{{a, ma}, {ja, mja}, {other, mother}} {
		want, _ := json.Marshal(map[string]any{"type": "snapshot", "snapshot": ts.Server.snapshot(l, cl.c.seat, -1, cl.c.lang, 0)})
		var got, wanted any
		if err := json.Unmarshal(cl.msg, &got); err != nil {
			t.Fatalf("seat %d, %s: %v\n%s", cl.c.seat, cl.c.lang, err, cl.msg)
		}
		json.Unmarshal(want, &wanted)
		if !reflect.DeepEqual(got, wanted) {
			t.Errorf("seat %d, %s: the message is not the snapshot\n%s\n%s", cl.c.seat, cl.c.lang, cl.msg, want)
		}
	}
}
