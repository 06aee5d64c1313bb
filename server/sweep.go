package server

import (
	"context"
	"time"
)

// forgetAfter is how long a finished match nobody watches stays loaded.
const forgetAfter = 10 * time.Minute

// sweep unloads, every minute, the finished matches that nobody has watched
// for a while; the store still has them and they load again on demand.
func (s *Server) sweep() {
	defer s.work.Done()
	tick := time.NewTicker(time.Minute)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			s.forgetIdle(s.cfg.Now())
		}
	}
}

// forgetIdle unloads the finished, unwatched matches idle since before
// now - forgetAfter, letting their leases go.
func (s *Server) forgetIdle(now time.Time) {
	for _, l := range s.loaded() {
		l.mu.Lock()
		idle := l.m.Over() && len(l.watchers) == 0 && !l.thinking && now.Sub(l.m.LastAt()) > forgetAfter
		id, seq, owned := l.m.ID, l.m.Seq(), l.owned
		l.mu.Unlock()
		if !idle {
			continue
		}
		if owned {
			if gone, err := s.store.Release(context.Background(), id, s.node, seq); err != nil || !gone {
				continue // try again next time
			}
			l.mu.Lock()
			s.lose(l)
			l.mu.Unlock()
		}
		s.mu.Lock()
		delete(s.matches, id)
		s.metrics.loaded.Set(float64(len(s.matches)))
		s.mu.Unlock()
	}
}
