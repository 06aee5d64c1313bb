package server

import (
	"encoding/json"
	"time"

	"shima/bot"
	"shima/bot/levels"
	"shima/engine"
	"shima/enginewire"
	"shima/match"
)

// The coach (issue 35): where a match allows hints, a person asks for
// their seat's best move and the game's strongest bot level searches it,
// from what the seat knows only (a determinization for the seat, as the
// bots play), one question at a time per seat, after the live play waiting
// on this node, within the level's budget and Config.HintTime. The answer goes to the asking
// client alone: the move, the next best two, and each one's estimated
// chance of winning where the bot estimates it.

// DefaultHintTime is Config.HintTime's default.
const DefaultHintTime = 3 * time.Second

// hintTop is how many moves a hint gives: the best and the next two.
const hintTop = 3

// hintMessage is the answer to a hint request (API.md, "WebSocket").
type hintMessage struct {
	Type string            `json:"type"`
	ID   string            `json:"id"`
	Seq  int               `json:"seq"`
	Hint enginewire.Report `json:"hint"`
}

// hint starts the coach on c's seat's decision, or says why not.
func (s *Server) hint(c *client, msg clientMessage) error {
	l := c.watching()
	switch {
	case l == nil:
		return badRequest("watch a match first", "先に対戦をwatchしてください")
	case c.invite >= 0:
		return errClaimFirst
	case c.seat < 0:
		return errForbidden
	case s.stopping():
		return errClosing
	}
	seat := c.seat
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.m.Config.Hints != match.HintsOn:
		return errNoHints
	case l.done() || len(l.m.Legal(seat)) == 0:
		return errHintNotYours
	case l.hinting&(1<<seat) != 0:
		return errHintBusy
	}
	l.hinting |= 1 << seat
	seq := l.m.Seq()
	rng := engine.NewRand(botSeed(l.id, seq) ^ 0x68696e74) // "hint": not the bots' own draws
	st := l.m.Determinize(seat, &rng)
	lv := levels.For(l.m.Config.Game)
	spec := lv[len(lv)-1].Spec
	lang := c.lang
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		defer func() {
			l.mu.Lock()
			l.hinting &^= 1 << seat
			l.mu.Unlock()
		}()
		s.playing.wait(s.botCtx) // the moves waiting on this node come first
		b, err := match.NewBot(spec, rng.Uint64())
		if err != nil { // the levels' specs are checked by their tests
			s.log.Error("make the coach", "match", l.id, "bot", spec, "err", err)
			return
		}
		if m, ok := b.(*bot.MCTS); ok { // its budget, within the operator's time
			budget := m.Budget()
			if budget.Time == 0 || budget.Time > s.cfg.HintTime {
				budget.Time = s.cfg.HintTime
			}
			m = bot.NewMCTS(budget, rng.Uint64())
			m.SetWorkers(s.cfg.BotWorkers)
			b = m
		}
		r, err := enginewire.Think(s.botCtx, b, st, seat, lang)
		if err != nil { // the server is shutting down
			return
		}
		r.Top(hintTop)
		out, _ := json.Marshal(hintMessage{Type: "hint", ID: msg.ID, Seq: seq, Hint: r})
		l.mu.Lock() // as every message to c is queued
		c.queue(out)
		l.mu.Unlock()
	}()
	return nil
}
