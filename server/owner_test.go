package server

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"shima/store"
)

// renewingStore runs during each Renew, after the held leases are read, what
// the test puts in during.
type renewingStore struct {
	store.Store
	during atomic.Pointer[func()]
}

func (r *renewingStore) Renew(ctx context.Context, node string, expires time.Time) ([]string, error) {
	held, err := r.Store.Renew(ctx, node, expires)
	if f := r.during.Swap(nil); f != nil {
		(*f)()
	}
	return held, err
}

// A lease this node takes while Renew runs is missing from what Renew read;
// the node keeps the match instead of taking it for another node's.
func TestLeaseTakenDuringRenewalIsKept(t *testing.T) {
	inner := tempSQLite(t)
	st := &renewingStore{Store: inner}
	ts := newTestServer(t, st)
	c := ts.create(t, "person", "person", "person")
	l, err := ts.load(t.Context(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	owned := func() bool {
		l.mu.Lock()
		defer l.mu.Unlock()
		return l.owned
	}
	take := func() {
		if !ts.acquire(context.Background(), c.ID) {
			t.Error("could not take the lease")
		}
		l.mu.Lock()
		ts.gain(l)
		l.mu.Unlock()
	}
	take()
	if !owned() {
		t.Fatal("not owned")
	}
	// The lease is given up before the renewal, and taken again while
	// Renew runs, after it read this node's leases.
	released, err := inner.Release(context.Background(), c.ID, ts.node, 0)
	if err != nil || !released {
		t.Fatalf("release: %v, %v", released, err)
	}
	l.mu.Lock()
	ts.lose(l)
	l.mu.Unlock()
	st.during.Store(&take)
	ts.renewLeases(context.Background())
	if !owned() {
		t.Error("the match taken again during the renewal was given up")
	}
	if strings.Contains(ts.logs.String(), "another node took a match over") {
		t.Error("the log says another node took it over")
	}
}
