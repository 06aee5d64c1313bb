package storetest

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"shima/analysis"
	"shima/store"
)

// Held is a store whose saves of analyses wait, after the first, until
// Release: a test sees an analysis in progress for as long as it likes.
type Held struct {
	store.Store
	saves   atomic.Int32
	release chan struct{}
	once    sync.Once
}

// Hold wraps s.
func Hold(s store.Store) *Held { return &Held{Store: s, release: make(chan struct{})} }

// SaveAnalysis saves at once the first time, and after Free the others.
func (h *Held) SaveAnalysis(ctx context.Context, id, node string, r analysis.Result, now time.Time) error {
	if h.saves.Add(1) > 1 {
		select {
		case <-h.release:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return h.Store.SaveAnalysis(ctx, id, node, r, now)
}

// Free lets every save through from now on.
func (h *Held) Free() { h.once.Do(func() { close(h.release) }) }
