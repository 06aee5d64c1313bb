package server

import (
	"context"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"shima/store"
)

// gatedStore holds a Create while gate is set, telling entered when it
// arrives; with fail set, a Create fails instead.
type gatedStore struct {
	store.Store
	gate    atomic.Pointer[chan struct{}]
	entered chan struct{}
	fail    atomic.Bool
}

func (g *gatedStore) Create(ctx context.Context, r store.Record) error {
	if g.fail.Load() {
		return errDisk
	}
	if gate := g.gate.Swap(nil); gate != nil {
		g.entered <- struct{}{}
		<-*gate
	}
	return g.Store.Create(ctx, r)
}

// A creation does not wait for another's, not even of the same client:
// no lock is held across the store. The one under way holds its place in
// the client's limit, and one that fails gives its place back.
func TestCreationsDoNotWaitForEachOther(t *testing.T) {
	inner := tempSQLite(t)
	st := &gatedStore{Store: inner, entered: make(chan struct{})}
	ts := newTestServer(t, st, func(cfg *Config) { cfg.MaxOpenPerClient = 2 })
	openSeats := map[string]any{"game": "micronesia", "seats": []any{map[string]any{"kind": "person"},
		map[string]any{"kind": "person", "open": true}, map[string]any{"kind": "person"}}}
	type answer struct {
		code int
		c    created
	}
	create := func() <-chan answer {
		out := make(chan answer, 1)
		go func() {
			var a answer
			a.code = ts.call(t, "POST", "/api/matches", "", openSeats, &a.c)
			out <- a
		}()
		return out
	}
	gate := make(chan struct{})
	st.gate.Store(&gate)
	first := create()
	<-st.entered
	select {
	case a := <-create():
		if a.code != http.StatusCreated {
			t.Fatalf("a creation while another is under way: %d", a.code)
		}
	case <-time.After(5 * time.Second):
		close(gate)
		t.Fatal("a creation waited for another one to be stored")
	}
	if a := <-create(); a.code != http.StatusTooManyRequests {
		t.Fatalf("a third open match, one under way: %d", a.code)
	}
	close(gate)
	a := <-first
	if a.code != http.StatusCreated {
		t.Fatalf("the creation held in the store: %d", a.code)
	}
	if code := ts.call(t, "POST", "/api/matches/"+a.c.ID+"/seats/1/claim", "", map[string]any{"name": "Bob"}, nil); code != http.StatusOK {
		t.Fatalf("claim: %d", code)
	}
	st.fail.Store(true)
	if a := <-create(); a.code != http.StatusInternalServerError {
		t.Fatalf("a creation the store refuses: %d", a.code)
	}
	st.fail.Store(false)
	if a := <-create(); a.code != http.StatusCreated {
		t.Fatalf("an open match after a failed creation: %d (its place was not given back)", a.code)
	}
	if a := <-create(); a.code != http.StatusTooManyRequests {
		t.Fatalf("a third open match: %d", a.code)
	}
}

// The limit's memory of a client's matches is let go after a while even
// when matches are never closed as abandoned (CloseOpenAfter negative):
// it does not only grow.
func TestOpenLimitForgetsWhenMatchesNeverClose(t *testing.T) {
	ts := newTestServer(t, nil, func(cfg *Config) { cfg.CloseOpenAfter = -1 })
	ts.create(t, "person", "open", "person")
	ts.now.Advance(15 * 24 * time.Hour)
	ts.sweepOnce(ts.now.Now())
	ts.open.mu.Lock()
	n := len(ts.open.clients)
	ts.open.mu.Unlock()
	if n != 0 {
		t.Fatalf("the limit still remembers %d clients after 15 days", n)
	}
}
