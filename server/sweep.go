package server

import (
	"context"
	"time"
)

// forgetAfter is how long a match nobody watches stays loaded after its
// last event, and after its last request on this node.
const forgetAfter = 10 * time.Minute

// every runs f every d until Shutdown (one of s.work).
func (s *Server) every(d time.Duration, f func()) {
	defer s.work.Done()
	tick := time.NewTicker(d)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			f()
		}
	}
}

// sweepOnce is the sweep at now: it closes the matches nobody came to
// play, and unloads the idle ones.
func (s *Server) sweepOnce(now time.Time) {
	// A client's matches count as waiting for players until they would be
	// closed (also when matches are never closed: the list would only grow).
	openFor := defaultCloseOpenAfter
	if s.cfg.CloseOpenAfter > 0 {
		s.closeAbandoned(now)
		openFor = s.cfg.CloseOpenAfter
	}
	s.open.forget(now.Add(-openFor))
	s.forgetIdle(now)
}

// closeAbandoned closes the matches that have waited in vain for players
// (a person seat unclaimed, no clock) for CloseOpenAfter: they leave the
// lobby, take no more moves and do not load at startup. Other nodes hear
// of it through the store.
func (s *Server) closeAbandoned(now time.Time) {
	ids, err := s.store.Abandon(context.Background(), now.Add(-s.cfg.CloseOpenAfter))
	if err != nil {
		s.log.Error("close abandoned matches", "err", err)
	}
	for _, id := range ids {
		s.log.Info("match abandoned", "match", id)
		s.mu.Lock()
		l, ok := s.matches[id]
		s.mu.Unlock()
		if ok {
			l.mu.Lock()
			s.markAbandoned(l)
			l.mu.Unlock()
		}
	}
}

// idle reports whether l may be unloaded at now: nobody watches it, nothing
// has happened to it nor been asked of it here for forgetAfter, and this
// node runs nothing for it (it is over, needs no owner, or another node
// owns it). The store still has it; it loads again on demand, and a node
// adopts it if it comes to need an owner. Runs with l.mu held.
func idle(l *live, now time.Time) bool {
	if len(l.watchers) > 0 || l.thinking || l.acquiring ||
		now.Sub(l.m.LastAt()) <= forgetAfter || now.Sub(l.touched) <= forgetAfter {
		return false
	}
	return !l.owned || !needsOwner(l)
}

// forgetIdle unloads the idle matches, letting their leases go first. The
// store lets a lease go only if no event came since the seq this node saw,
// an event still in flight on another node included (Store.Release waits
// for it), so a match that has come to need an owner is never left without
// one.
func (s *Server) forgetIdle(now time.Time) {
	for _, l := range s.loaded() {
		l.mu.Lock()
		ok, seq, owned := idle(l, now), l.m.Seq(), l.owned
		l.mu.Unlock()
		if !ok {
			continue
		}
		if owned {
			if gone, err := s.store.Release(context.Background(), l.id, s.node, seq); err != nil || !gone {
				continue // an event came since: not idle after all
			}
		}
		s.mu.Lock()
		l.mu.Lock()
		if owned {
			s.lose(l)
		}
		if idle(l, now) && l.m.Seq() == seq && s.matches[l.id] == l {
			l.gone = true
			delete(s.matches, l.id)
			s.metrics.loaded.Set(float64(len(s.matches)))
		} else if needsOwner(l) {
			s.own(l) // it changed meanwhile: take the lease again
		}
		l.mu.Unlock()
		s.mu.Unlock()
	}
}
