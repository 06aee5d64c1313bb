package server

import (
	"context"
	"hash/fnv"
	"time"

	"shima/bot"
	"shima/engine"
	"shima/match"
)

// wakeBot starts a bot on l if a seat it plays is to move and none is
// thinking yet. Runs with l.mu held. The bot thinks without the lock, on a
// determinization for its seat, and submits like a person, naming the seq it
// thought in; a stale move is dropped and the bot wakes again.
func (s *Server) wakeBot(l *live) {
	if l.thinking || l.m.Over() || s.stopping() {
		return
	}
	for _, seat := range l.m.ToMove() {
		if spec := l.m.SeatBot(seat); spec != "" {
			s.startBot(l, seat, spec, false)
			return
		}
	}
}

// startBot makes spec choose seat's next move. With once set it plays one
// move for a person whose time ran out. Runs with l.mu held.
func (s *Server) startBot(l *live, seat engine.Seat, spec string, once bool) {
	seq := l.m.Seq()
	rng := engine.NewRand(botSeed(l.m.ID, seq))
	st := l.m.Determinize(seat, &rng)
	l.thinking = true
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		if d := s.cfg.BotDelay; d > 0 {
			select {
			case <-time.After(d):
			case <-s.stop:
			}
		}
		b, err := match.NewBot(spec, rng.Uint64())
		var a engine.Action
		if err == nil && !s.stopping() {
			a = bot.ChooseContext(s.botCtx, b, st, seat) // Shutdown cuts the search short
		}
		l.mu.Lock()
		l.thinking = false
		l.mu.Unlock()
		if err != nil || s.stopping() {
			return
		}
		_, err = s.submit(context.Background(), l, seq, seat, func(m *match.Match, at time.Time) (match.Event, error) {
			if !once && m.SeatBot(seat) != spec {
				return match.Event{}, errStale // the seat changed hands meanwhile
			}
			ev, err := m.Move(seat, a, at)
			ev.Bot = spec
			return ev, err
		})
		if err != nil {
			l.mu.Lock()
			s.wakeBot(l) // the match moved on: think again if still needed
			l.mu.Unlock()
		}
	}()
}

// botSeed makes a bot's choices in a match reproducible from the match and seq.
func botSeed(id string, seq int) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64() ^ uint64(seq)*0x9e3779b97f4a7c15
}
