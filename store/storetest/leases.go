package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"shima/match"
	"shima/store"
)

// Two nodes and times around epoch.
const nodeA, nodeB = "a", "b"

func at(d time.Duration) time.Time { return epoch.Add(d) }

func acquire(t *testing.T, s store.Store, id, node string, now, until time.Time) bool {
	t.Helper()
	ok, err := s.Acquire(context.Background(), id, node, now, until)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

func orphans(t *testing.T, s store.Store, node string, now time.Time) []string {
	t.Helper()
	ids, err := s.Orphans(context.Background(), node, now)
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

// testOrphans: a new match that may need an owner (a bot seat, a clock)
// asks for one, and so does one with an event that needs an owner once its
// owner let it go; matches of people only, matches over, and those held,
// do not.
func testOrphans(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, id := range []string{"c", "a", "b", "d"} {
		create(t, s, record(id, epoch, person, bot))
	}
	clocked := record("e", epoch, person, person)
	clocked.Config.Clock = match.Clock{PerMove: match.Duration(time.Hour)}
	create(t, s, clocked)
	create(t, s, record("p", epoch, person, person))
	if err := s.Append(ctx, "b", move(1), store.Over, false); err != nil {
		t.Fatal(err)
	}
	equal(t, "orphans of new matches", orphans(t, s, nodeA, at(0)), []string{"a", "c", "d", "e"})
	if !acquire(t, s, "a", nodeA, at(0), at(time.Minute)) || !acquire(t, s, "d", nodeA, at(0), at(time.Minute)) {
		t.Fatal("a free lease was refused")
	}
	equal(t, "orphans for node b", orphans(t, s, nodeB, at(time.Second)), []string{"c", "e"})
	equal(t, "orphans for node a, which holds a and d", orphans(t, s, nodeA, at(time.Second)), []string{"a", "c", "d", "e"})
	if gone, err := s.Release(ctx, "a", nodeA, 0); err != nil || !gone {
		t.Fatalf("release: %v %v", gone, err)
	}
	equal(t, "orphans once a is let go", orphans(t, s, nodeB, at(time.Second)), []string{"c", "e"})
	for _, id := range []string{"a", "p"} {
		if err := s.Append(ctx, id, move(1), store.Playing, false); err != nil {
			t.Fatal(err)
		}
	}
	equal(t, "orphans after events that need no owner", orphans(t, s, nodeB, at(time.Second)), []string{"c", "e"})
	if err := s.Append(ctx, "a", move(2), store.Playing, true); err != nil {
		t.Fatal(err)
	}
	equal(t, "orphans after a's event that needs one", orphans(t, s, nodeB, at(time.Second)), []string{"a", "c", "e"})
	if err := s.Append(ctx, "d", move(1), store.Playing, true); err != nil {
		t.Fatal(err)
	}
	if held, err := s.Renew(ctx, nodeA, at(time.Minute)); err != nil || !slices.Equal(held, []string{"d"}) {
		t.Fatalf("an event that asks for an owner of a match held: node a renews %v (%v)", held, err)
	}
	equal(t, "orphans once d's lease expired", orphans(t, s, nodeB, at(2*time.Minute)), []string{"a", "c", "d", "e"})
}

// testLeases: one owner at a time; a lease is renewed by its node, taken
// over once expired, and expired at once by Expire.
func testLeases(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, record("m", epoch, person))
	create(t, s, record("n", epoch, person))
	if !acquire(t, s, "m", nodeA, at(0), at(30*time.Second)) {
		t.Fatal("node a could not take a free lease")
	}
	if acquire(t, s, "m", nodeB, at(time.Second), at(31*time.Second)) {
		t.Fatal("node b took a lease node a holds")
	}
	if !acquire(t, s, "m", nodeA, at(time.Second), at(31*time.Second)) {
		t.Fatal("node a could not take its own lease again")
	}
	if !acquire(t, s, "n", nodeA, at(0), at(30*time.Second)) {
		t.Fatal("node a could not take n")
	}
	held, err := s.Renew(ctx, nodeA, at(60*time.Second))
	slices.Sort(held)
	if err != nil || !slices.Equal(held, []string{"m", "n"}) {
		t.Fatalf("renew: %v %v", held, err)
	}
	if acquire(t, s, "m", nodeB, at(45*time.Second), at(75*time.Second)) {
		t.Fatal("node b took a renewed lease")
	}
	if !acquire(t, s, "m", nodeB, at(61*time.Second), at(91*time.Second)) {
		t.Fatal("node b could not take over an expired lease")
	}
	if held, err := s.Renew(ctx, nodeA, at(90*time.Second)); err != nil || !slices.Equal(held, []string{"n"}) {
		t.Fatalf("node a renews %v (%v) after losing m", held, err)
	}
	if err := s.Expire(ctx, nodeA); err != nil {
		t.Fatal(err)
	}
	if !acquire(t, s, "n", nodeB, at(62*time.Second), at(92*time.Second)) {
		t.Fatal("node b could not take a lease its node expired")
	}
	if held, err := s.Renew(ctx, nodeA, at(90*time.Second)); err != nil || len(held) != 0 {
		t.Fatalf("node a renews %v (%v) after Expire", held, err)
	}
}

// testLeaseRelease: a lease is let go only if nothing happened since the
// seq its owner last saw, and only by its owner.
func testLeaseRelease(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, record("m", epoch, person))
	acquire(t, s, "m", nodeA, at(0), at(time.Minute))
	appendEvents(t, s, "m", move(1), move(2))
	if gone, err := s.Release(ctx, "m", nodeA, 1); err != nil || gone {
		t.Fatalf("released with event 2 unseen: %v %v", gone, err)
	}
	if gone, err := s.Release(ctx, "m", nodeB, 2); err != nil || !gone {
		t.Fatalf("another node's release: %v %v", gone, err)
	}
	if acquire(t, s, "m", nodeB, at(time.Second), at(time.Minute)) {
		t.Fatal("another node's release freed the lease")
	}
	if gone, err := s.Release(ctx, "m", nodeA, 2); err != nil || !gone {
		t.Fatalf("release: %v %v", gone, err)
	}
	if !acquire(t, s, "m", nodeB, at(time.Second), at(time.Minute)) {
		t.Fatal("a released lease could not be taken")
	}
}
