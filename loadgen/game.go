package loadgen

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// game is one match being played by its clients: when each move was sent,
// to time its arrival at the others.
type game struct {
	r      *run
	id     string
	ready  func() // called once every client has its first snapshot
	joined atomic.Int32
	last   atomic.Int64 // when something last happened, from the start of the run

	mu   sync.Mutex
	sent []sentMove // by the seq the move makes; the zero value for none
}

// sentMove is a move sent: when (from the start of the run), by which seat
// and through which node.
type sentMove struct {
	at   time.Duration
	seat int
	node int
}

// touch notes that something happened in the match.
func (g *game) touch() { g.last.Store(int64(g.r.since())) }

// join notes that a client has its first snapshot.
func (g *game) join() {
	if g.joined.Add(1) == int32(g.r.game.Seats) {
		g.ready()
	}
}

// send notes that seat is sending, through node, the move that makes seq.
func (g *game) send(seq, seat, node int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for len(g.sent) <= seq {
		g.sent = append(g.sent, sentMove{})
	}
	g.sent[seq] = sentMove{at: g.r.since(), seat: seat, node: node}
}

// receive notes that the client of seat, on node, got the snapshot of seq
// having had that of seen before: it times every move in between that
// another seat sent in the measured time.
func (g *game) receive(seen, seq, seat, node int) {
	now := g.r.since()
	g.touch()
	g.mu.Lock()
	defer g.mu.Unlock()
	for q := max(seen+1, 1); q <= seq && q < len(g.sent); q++ {
		m := g.sent[q]
		if m.at == 0 || m.seat == seat || !g.r.inWindow(m.at) {
			continue
		}
		d := now - m.at
		g.r.all.add(d)
		if m.node == node {
			g.r.same.add(d)
		} else {
			g.r.cross.add(d)
		}
	}
}

// watch cancels the match when nothing has happened in it for stallAfter,
// and then reports true; it returns false when ctx ends first.
func (g *game) watch(ctx context.Context, cancel func()) bool {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return false
		case <-tick.C:
			if g.r.since()-time.Duration(g.last.Load()) > stallAfter {
				cancel()
				return true
			}
		}
	}
}
