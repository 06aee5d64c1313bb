package loadgen

import (
	"context"
	"sync"
	"time"
)

// pacer spaces the moves of every match evenly to a total rate. A pacer
// that falls behind (the server or the clients are slower than the rate)
// catches up on at most maxLag of moves, so that a late wake-up does not
// lose its turns but a slow server gets no burst: the rate is a ceiling.
type pacer struct {
	mu       sync.Mutex
	interval time.Duration
	next     time.Time
}

// maxLag is how far behind its schedule a pacer may catch up.
const maxLag = 20 * time.Millisecond

// newPacer paces to rate moves a second; rate 0 gives nil, no pacing.
func newPacer(rate float64) *pacer {
	if rate <= 0 {
		return nil
	}
	return &pacer{interval: time.Duration(float64(time.Second) / rate)}
}

// wait blocks until the caller's slot comes, or ctx ends.
func (p *pacer) wait(ctx context.Context) error {
	if p == nil {
		return ctx.Err()
	}
	p.mu.Lock()
	now := time.Now()
	if p.next.Before(now.Add(-maxLag)) {
		p.next = now.Add(-maxLag)
	}
	at := p.next
	p.next = p.next.Add(p.interval)
	p.mu.Unlock()
	d := time.Until(at)
	if d <= 0 {
		return ctx.Err()
	}
	return sleep(ctx, d)
}
