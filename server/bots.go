package server

import (
	"context"
	"errors"
	"hash/fnv"
	"time"

	"shima/bot"
	"shima/engine"
	"shima/match"
)

// wakeBot starts a bot on l if this node owns l, a seat a bot plays is to
// move and none is thinking yet. Runs with l.mu held. The bot thinks without the lock, on a
// determinization for its seat, and submits like a person, naming the seq it
// thought in; a stale move is dropped and the bot wakes again.
func (s *Server) wakeBot(l *live) {
	if !l.owned || l.thinking || l.done() || s.stopping() {
		return
	}
	for _, seat := range l.m.ToMove() {
		if spec := l.m.SeatBot(seat); spec != "" {
			s.startBot(l, seat, spec)
			return
		}
	}
}

// startBot makes spec choose seat's next move, after the BotDelay. Runs
// with l.mu held.
func (s *Server) startBot(l *live, seat engine.Seat, spec string) {
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
		s.playing.begin() // the analyses wait for the bot's turn
		defer s.playing.end()
		seq, a, err := s.think(l, seat, spec)
		l.mu.Lock()
		l.thinking = false // before the move, so that the next bot may wake on it
		l.mu.Unlock()
		if err == nil {
			err = s.playBot(l, seat, seq, a, spec, func(m *match.Match) bool { return m.SeatBot(seat) == spec })
		}
		if errors.Is(err, errStale) && !s.stopping() {
			l.mu.Lock()
			s.wakeBot(l) // the match moved on: think again if still needed
			l.mu.Unlock()
		}
	}()
}

// think makes spec choose a move for seat in l as it is now, and returns
// the seq it chose in. It holds l.mu only to look; Shutdown cuts it short.
// errStale: seat is not to move.
func (s *Server) think(l *live, seat engine.Seat, spec string) (int, engine.Action, error) {
	if s.stopping() {
		return 0, 0, errClosing
	}
	l.mu.Lock()
	if l.done() || !engine.Contains(l.m.ToMove(), seat) {
		l.mu.Unlock()
		return 0, 0, errStale
	}
	seq := l.m.Seq()
	rng := engine.NewRand(botSeed(l.m.ID, seq))
	st := l.m.Determinize(seat, &rng)
	l.mu.Unlock()
	b, err := match.NewBot(spec, rng.Uint64())
	if err != nil {
		s.log.Error("make a bot", "match", l.id, "bot", spec, "err", err)
		return 0, 0, err
	}
	if m, ok := b.(*bot.MCTS); ok {
		m.SetWorkers(s.cfg.BotWorkers)
	}
	a := bot.ChooseContext(s.botCtx, b, st, seat)
	s.metrics.botMoves.Inc()
	if s.stopping() {
		return 0, 0, errClosing
	}
	return seq, a, nil
}

// playBot submits bot spec's move a for seat, chosen at seq, if still(m)
// holds then: the seat may have changed hands, or its person moved.
func (s *Server) playBot(l *live, seat engine.Seat, seq int, a engine.Action, spec string, still func(*match.Match) bool) error {
	_, err := s.submit(context.Background(), l, seq, seat, func(m *match.Match, at time.Time) (match.Event, error) {
		if !still(m) {
			return match.Event{}, errStale
		}
		ev, err := m.Move(seat, a, at)
		ev.Bot = spec
		return ev, err
	})
	return err
}

// botSeed makes a bot's choices in a match reproducible from the match and
// seq (for a node's Config.BotWorkers: a node with another number of bot
// workers may choose otherwise).
func botSeed(id string, seq int) uint64 {
	h := fnv.New64a()
	h.Write([]byte(id))
	return h.Sum64() ^ uint64(seq)*0x9e3779b97f4a7c15
}
