package server

import "time"

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

// forgetIdle unloads the finished, unwatched matches idle since before now - forgetAfter.
func (s *Server) forgetIdle(now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, l := range s.matches {
		l.mu.Lock()
		idle := l.m.Over() && len(l.watchers) == 0 && !l.thinking && now.Sub(l.m.LastAt()) > forgetAfter
		l.mu.Unlock()
		if idle {
			delete(s.matches, id)
		}
	}
	s.metrics.loaded.Set(float64(len(s.matches)))
}
