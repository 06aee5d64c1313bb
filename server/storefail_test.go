package server

import (
	"context"
	"errors"
	"net/http"
	"sync/atomic"
	"testing"

	"shima/match"
	"shima/store"
)

// failingStore refuses appends (and loads) while broken is set, as a full
// disk or a lost database connection would, and the next endFails
// recordings of a match's end.
type failingStore struct {
	store.Store
	broken   atomic.Bool
	endFails atomic.Int32
}

func (f *failingStore) RecordEnd(ctx context.Context, e store.MatchEnd) (bool, error) {
	if f.endFails.Add(-1) >= 0 {
		return false, errDisk
	}
	return f.Store.RecordEnd(ctx, e)
}

var errDisk = errors.New("disk full")

func (f *failingStore) Append(ctx context.Context, id string, ev match.Event, status string, needsOwner bool) error {
	if f.broken.Load() {
		return errDisk
	}
	return f.Store.Append(ctx, id, ev, status, needsOwner)
}

func (f *failingStore) Load(ctx context.Context, id string) (store.Record, error) {
	if f.broken.Load() {
		return store.Record{}, errDisk
	}
	return f.Store.Load(ctx, id)
}

// A move the store refuses is not acknowledged and leaves no trace: the
// match is as before, for everyone, and the same move can be made again.
func TestRefusedAppendLeavesNoTrace(t *testing.T) {
	inner := tempSQLite(t)
	fs := &failingStore{Store: inner}
	ts := newTestServer(t, fs)
	c := ts.create(t, "person", "person", "person")
	me := ts.snapshot(t, c.ID, c.Seats[0].Token)
	move := map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}
	fs.broken.Store(true)
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, move, nil); code < 500 {
		t.Fatalf("a move the store refused: %d", code)
	}
	fs.broken.Store(false)
	after := ts.snapshot(t, c.ID, c.Seats[0].Token)
	if after.Seq != me.Seq || len(after.Log) != len(me.Log) {
		t.Fatalf("the refused move left a trace: seq %d → %d, log %d → %d", me.Seq, after.Seq, len(me.Log), len(after.Log))
	}
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, move, nil); code != http.StatusOK {
		t.Fatalf("the same move again: %d", code)
	}
	rec, err := inner.Load(context.Background(), c.ID)
	if err != nil || len(rec.Events) != me.Seq+1 {
		t.Fatalf("stored %d events, want %d (%v)", len(rec.Events), me.Seq+1, err)
	}
}
