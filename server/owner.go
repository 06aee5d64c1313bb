package server

import (
	"context"
	"crypto/rand"
	"time"
)

// Of several nodes, one runs a match's bots and clock: the node that holds
// the match's lease in the store (Store.Acquire). The others still serve
// its watchers and take people's moves, which reach the owner as notices.
// A node takes a lease when a match it has loaded needs an owner (a bot to
// move, a clock running), renews its leases every LeaseTime/3, lets a
// lease go when it unloads the match, and expires them all when it stops;
// then, or once the lease of a node that died has expired, another node
// adopts the match (Store.Orphans).

// singleNode is the name of the node of a store without notices (SQLite):
// the only one, under the same name after a restart, so that it finds its
// own leases again at once.
const singleNode = "single"

// newNodeName returns a fresh name for a node of several.
func newNodeName() string { return "node-" + rand.Text()[:10] }

// needsOwner reports whether l has work for its owner: a bot seat to move,
// or a person on a clock. Runs with l.mu held.
func needsOwner(l *live) bool {
	if l.done() {
		return false
	}
	if _, ok := l.m.Deadline(); ok {
		return true
	}
	for _, seat := range l.m.ToMove() {
		if l.m.SeatBot(seat) != "" {
			return true
		}
	}
	return false
}

// own tries, in the background, to take l's lease; with it, l's bots and
// clock start on this node. Runs with l.mu held.
//
// Once refused, it does not try again for a LeaseTime: another node holds
// the lease and runs l, and renews the lease while it lives; if it stops,
// the lease expires and renewLeases adopts l (Orphans). Trying at every
// event would cost a write per move on every node that has l loaded.
func (s *Server) own(l *live) {
	if l.owned || l.acquiring || s.stopping() || time.Since(l.refused) < s.cfg.LeaseTime {
		return
	}
	l.acquiring = true
	id := l.id
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		ok := s.acquire(context.Background(), id)
		l.mu.Lock()
		l.acquiring = false
		if ok {
			s.gain(l)
		} else {
			l.refused = time.Now()
		}
		l.mu.Unlock()
	}()
}

// acquire takes (or takes again) the lease of match id for this node.
func (s *Server) acquire(ctx context.Context, id string) bool {
	now := time.Now()
	ok, err := s.store.Acquire(ctx, id, s.node, now, now.Add(s.cfg.LeaseTime))
	if err != nil {
		s.log.Warn("take a lease", "match", id, "err", err)
		return false
	}
	return ok
}

// gain makes this node l's owner: its bots and clock start. Runs with l.mu held.
func (s *Server) gain(l *live) {
	if l.owned || l.gone || s.stopping() {
		return
	}
	l.owned, l.gained = true, time.Now()
	s.metrics.owned.Inc()
	s.wakeBot(l)
	s.setClock(l)
}

// lose makes this node no longer l's owner: its clock stops (a bot
// thinking finishes; its move, if the new owner's came first, is stale).
// Runs with l.mu held.
func (s *Server) lose(l *live) {
	if !l.owned {
		return
	}
	l.owned = false
	s.metrics.owned.Dec()
	l.stopClock()
}

// adopt takes the lease of match id if it is free (its owner stopped, or
// nobody took it yet), and with it the match's bots and clock. The lease
// comes first, so that of several nodes only the one that gets it loads
// the match. A match found to need no owner (it changed meanwhile) has its
// lease let go again. Adopting is not asking for the match: it unloads
// once idle.
func (s *Server) adopt(ctx context.Context, id string) {
	if s.stopping() || !s.acquire(ctx, id) {
		return
	}
	for {
		l, err := s.loadMatch(ctx, id, false)
		if err != nil {
			// The lease stays this node's: the next renewal tries again.
			s.log.Error("adopt a match", "match", id, "err", err)
			return
		}
		l.mu.Lock()
		if l.gone { // unloaded meanwhile (idle): load it again
			l.mu.Unlock()
			continue
		}
		need, seq := needsOwner(l), l.m.Seq()
		if need {
			s.gain(l)
		}
		l.mu.Unlock()
		if !need {
			s.letGo(ctx, l, seq)
		}
		return
	}
}

// letGo gives up the lease of l, which has no bot nor clock to run as of
// seq, unless an event came since: then this node runs l if it needs an
// owner now. A lease that stays (or the store could not let go) is
// adopted again at the next renewal.
func (s *Server) letGo(ctx context.Context, l *live, seq int) {
	gone, err := s.store.Release(ctx, l.id, s.node, seq)
	if err != nil {
		s.log.Warn("let a lease go", "match", l.id, "err", err)
		return
	}
	if !gone {
		l.mu.Lock()
		if needsOwner(l) {
			s.gain(l)
		}
		l.mu.Unlock()
	}
}

// renewLeases renews the leases this node holds, gives up the matches whose
// lease another node took over meanwhile, and adopts those without an
// owner: a match that needs one has a lease (Store.Append asks for it),
// held by a node that runs it or listed by Orphans. Orphans lists
// this node's own leases too (for recover, after a restart): those of the
// matches it runs are skipped, and only a lease it holds without running
// its match (its load failed, say) is adopted again.
func (s *Server) renewLeases(ctx context.Context) {
	now := time.Now()
	held, err := s.store.Renew(ctx, s.node, now.Add(s.cfg.LeaseTime))
	if err != nil {
		s.log.Warn("renew leases", "err", err)
	}
	kept := make(map[string]bool, len(held))
	for _, id := range held {
		kept[id] = true
	}
	running := make(map[string]bool, len(held))
	for _, l := range s.loaded() {
		l.mu.Lock()
		// A lease taken while Renew ran may be missing from held: it is
		// checked again next time.
		if err == nil && l.owned && !kept[l.m.ID] && l.gained.Before(now) {
			s.log.Info("another node took a match over", "match", l.m.ID)
			s.lose(l)
		}
		running[l.id] = l.owned
		l.mu.Unlock()
	}
	ids, err := s.store.Orphans(ctx, s.node, now)
	if err != nil {
		s.log.Warn("look for matches without an owner", "err", err)
	}
	for _, id := range ids {
		if s.stopping() {
			return
		}
		if !running[id] {
			s.adopt(ctx, id)
		}
	}
}

// loaded lists the matches loaded on this node.
func (s *Server) loaded() []*live {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*live, 0, len(s.matches))
	for _, l := range s.matches {
		out = append(out, l)
	}
	return out
}
