package server

import (
	"context"
	"slices"
	"time"

	"shima/engine"
	"shima/match"
)

// expiryBot is the bot that moves for a person whose time ran out.
const expiryBot = "greedy"

// setClock arms l's timer for the first deadline of the people to move, if
// this node owns l. Runs with l.mu held.
func (s *Server) setClock(l *live) {
	l.stopClock()
	deadline, ok := l.m.Deadline()
	if !ok || !l.owned || l.abandoned || s.stopping() {
		return
	}
	l.clock = time.AfterFunc(max(0, deadline.Sub(s.cfg.Now())), func() { s.expire(l) })
}

// stopClock disarms the timer. Runs with l.mu held.
func (l *live) stopClock() {
	if l.clock != nil {
		l.clock.Stop()
		l.clock = nil
	}
}

// expire acts for every person to move whose time has run out, all of
// them at once (in a simultaneous step several may be): a bot plays their
// move, or takes their seat. Then the clock is set for whoever is next.
func (s *Server) expire(l *live) {
	if s.stopping() {
		return
	}
	l.mu.Lock()
	if !l.owned {
		l.mu.Unlock()
		return
	}
	late := l.m.Late(s.cfg.Now())
	if len(late) == 0 || l.thinking { // early, or a bot is moving: look again after
		if !l.thinking {
			s.setClock(l)
		}
		l.mu.Unlock()
		return
	}
	l.stopClock()
	l.thinking = true // no other bot moves, nor the clock fires, until all are done
	s.work.Add(1)
	onExpiry := l.m.Config.Clock.OnExpiry
	l.mu.Unlock()
	go func() {
		defer s.work.Done()
		for _, seat := range late {
			var err error
			if onExpiry == match.ExpiryBotSeat {
				err = s.handLate(l, seat)
			} else {
				err = s.moveForLate(l, seat)
			}
			if err != nil && !s.stopping() {
				s.log.Warn("act for a late seat", "match", l.id, "seat", seat, "on_expiry", onExpiry, "err", err)
			}
		}
		l.mu.Lock()
		l.thinking = false
		if !s.stopping() {
			s.wakeBot(l)
			s.setClock(l)
		}
		l.mu.Unlock()
	}()
}

// moveForLate makes the expiry bot play one move for seat, if its person
// is still late when the move is stored.
func (s *Server) moveForLate(l *live, seat engine.Seat) error {
	seq, a, err := s.think(l, seat, expiryBot)
	if err != nil {
		return err
	}
	return s.playBot(l, seat, seq, a, expiryBot, func(m *match.Match) bool {
		return slices.Contains(m.Late(s.cfg.Now()), seat)
	})
}

// handLate hands seat to the expiry bot, if its person is still late when
// the event is stored.
func (s *Server) handLate(l *live, seat engine.Seat) error {
	_, err := s.submit(context.Background(), l, -1, engine.Spectator, func(m *match.Match, at time.Time) (match.Event, error) {
		if !slices.Contains(m.Late(s.cfg.Now()), seat) {
			return match.Event{}, errStale
		}
		return m.HandTo(seat, expiryBot, at)
	})
	return err
}
