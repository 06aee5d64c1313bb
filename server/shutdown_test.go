package server

import (
	"context"
	"net/http"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"shima/match"
	"shima/store"
	"shima/store/sqlite"
)

// Shutdown closes every WebSocket with "going away", refuses new work and
// waits for work in flight.
func TestShutdown(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "greedy")
	ws := dial(t, ts, c.ID, c.Seats[0].Token)
	ws.snapshotAt(t, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := ts.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	for range ws.msgs { // drain until the server closes the connection
	}
	if websocket.CloseStatus(ws.err) != websocket.StatusGoingAway {
		t.Fatalf("the client saw %v, want going away", ws.err)
	}
	resp, err := http.Get(ts.url + "/healthz")
	if err != nil || resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("healthz after shutdown: %v %v", err, resp.StatusCode)
	}
	var e apiErr
	s := ts.snapshot(t, c.ID, c.Seats[0].Token)
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": s.Seq, "action": s.Legal[0].Action}, &e); code != http.StatusServiceUnavailable {
		t.Fatalf("a move after shutdown: %d %+v", code, e)
	}
}

// slowStore holds the first Append until release is closed, telling
// entered when it arrives: a move in flight.
type slowStore struct {
	store.Store
	once    sync.Once
	entered chan struct{}
	release chan struct{}
}

func (s *slowStore) Append(ctx context.Context, id string, ev match.Event, status string, needsOwner bool) error {
	s.once.Do(func() {
		close(s.entered)
		<-s.release
	})
	return s.Store.Append(ctx, id, ev, status, needsOwner)
}

// A move in flight when the server is told to stop (as on SIGTERM: drain,
// close the listener, shut the server down) finishes: it is acknowledged
// and durable, and the shutdown waits for it. Over HTTP and WebSocket.
func TestMoveInFlightAtShutdownIsKept(t *testing.T) {
	for _, via := range []string{"http", "websocket"} {
		t.Run(via, func(t *testing.T) {
			inner, err := sqlite.Open(filepath.Join(t.TempDir(), "shima.db"))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { inner.Close() })
			slow := &slowStore{Store: inner, entered: make(chan struct{}), release: make(chan struct{})}
			ts := newTestServer(t, slow)
			c := ts.create(t, "person", "person", "person")
			me := ts.snapshot(t, c.ID, c.Seats[0].Token)
			move := map[string]any{"seq": 0, "action": me.Legal[0].Action}
			answered := make(chan int, 1)
			if via == "http" {
				go func() { answered <- ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, move, nil) }()
			} else {
				ws := dial(t, ts, c.ID, c.Seats[0].Token)
				ws.snapshotAt(t, 0)
				move["type"], move["id"] = "move", "m1"
				ws.send(t, move)
			}
			<-slow.entered
			stopped := make(chan error, 1)
			go func() {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				ts.Drain()
				err := ts.hs.Config.Shutdown(ctx)
				if err == nil {
					err = ts.Shutdown(ctx)
				}
				stopped <- err
			}()
			select {
			case err := <-stopped:
				t.Fatalf("the shutdown did not wait for the move in flight: %v", err)
			case <-time.After(200 * time.Millisecond):
			}
			close(slow.release)
			if err := <-stopped; err != nil {
				t.Fatalf("shutdown: %v", err)
			}
			if via == "http" {
				if code := <-answered; code != http.StatusOK {
					t.Fatalf("the move in flight was answered %d", code)
				}
			}
			rec, err := inner.Load(context.Background(), c.ID)
			if err != nil || len(rec.Events) != 1 || rec.Events[0].Action != me.Legal[0].Action {
				t.Fatalf("after the shutdown the store has %+v (%v)", rec.Events, err)
			}
		})
	}
}

// clocked creates a match of people on a clock on ts and waits until ts
// runs it (holds its lease).
func (ts *testServer) clocked(t *testing.T) created {
	t.Helper()
	var c created
	person := map[string]any{"kind": "person"}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": []any{person, person, person},
		"clock": map[string]any{"per_move": "720h"}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	waitFor(t, "the clocked match's lease", func() bool { return ts.owned(c.ID) })
	return c
}

// A Shutdown whose time runs out still ends this node's leases, so that
// the other nodes take its matches over at once, not after a LeaseTime.
func TestShutdownOutOfTimeLetsLeasesGo(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.clocked(t)
	ts.work.Add(1) // work that does not end in time
	defer ts.work.Done()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := ts.Shutdown(ctx); err == nil {
		t.Fatal("Shutdown out of time reported no error")
	}
	ids, err := ts.store.Orphans(context.Background(), "another node", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(ids, c.ID) {
		t.Fatalf("the match's lease did not expire: orphans %v", ids)
	}
}

// Shutdown stops the clocks under their matches' locks: with the race
// detector, a clock set meanwhile is no data race.
func TestShutdownWhileClocksAreSet(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.clocked(t)
	l, err := ts.load(t.Context(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Go(func() {
		for range 1000 {
			l.mu.Lock()
			ts.setClock(l)
			l.mu.Unlock()
		}
	})
	if err := ts.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
}
