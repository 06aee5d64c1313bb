package server

import (
	"context"
	"time"

	"shima/engine"
	"shima/match"
)

// expiryBot is the bot that moves for a person whose time ran out.
const expiryBot = "greedy"

// setClock arms l's timer for the deadline of the seats to move. Runs with l.mu held.
func (s *Server) setClock(l *live) {
	l.stopClock()
	deadline, ok := l.m.Deadline()
	if !ok || s.stopping() {
		return
	}
	seq := l.m.Seq()
	l.clock = time.AfterFunc(max(0, deadline.Sub(s.cfg.Now())), func() { s.expire(l, seq) })
}

// stopClock disarms the timer. Runs with l.mu held.
func (l *live) stopClock() {
	if l.clock != nil {
		l.clock.Stop()
		l.clock = nil
	}
}

// expire acts for the people to move whose time ran out, if nothing has
// happened since seq: a bot plays their move, or takes their seat.
func (s *Server) expire(l *live, seq int) {
	if s.stopping() {
		return
	}
	l.mu.Lock()
	if l.m.Seq() != seq || l.m.Over() {
		l.mu.Unlock()
		return
	}
	var late []int
	for _, seat := range l.m.ToMove() {
		if l.m.SeatBot(seat) == "" {
			late = append(late, int(seat))
		}
	}
	onExpiry := l.m.Config.Clock.OnExpiry
	if onExpiry != match.ExpiryBotSeat && len(late) > 0 && !l.thinking {
		s.startBot(l, engine.Seat(late[0]), expiryBot, true)
	}
	l.mu.Unlock()
	if onExpiry == match.ExpiryBotSeat {
		for _, seat := range late {
			if _, err := s.submit(context.Background(), l, -1, engine.Spectator, handTo(seat, expiryBot)); err != nil {
				s.log.Warn("hand an expired seat to a bot", "match", l.m.ID, "seat", seat, "err", err)
			}
		}
	}
}
