package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
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
// on this node and giving way to it while it searches, within the level's
// budget and Config.HintTime. The answer goes to the asking client alone:
// the move, the next best two, and each one's estimated chance of winning
// where the bot estimates it.

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
		select { // a hint waits its turn among the node's coach searches
		case s.coaching <- struct{}{}:
			defer func() { <-s.coaching }()
		case <-s.botCtx.Done():
			return
		}
		s.playing.wait(s.botCtx) // the moves waiting on this node come first
		r, err := s.coach(spec, st, seat, lang, &rng)
		if err != nil { // the server is shutting down, or a level's spec is bad (their tests check them)
			if !s.stopping() {
				s.log.Error("the coach", "match", l.id, "bot", spec, "err", err)
			}
			return
		}
		r.Top(hintTop)
		out, _ := json.Marshal(hintMessage{Type: "hint", ID: msg.ID, Seq: seq, Hint: r})
		l.mu.Lock() // as every message to c is queued, and the seats change
		// Counted for the result to say, in the store and then in the
		// seats as every change of them is made (setSeats).
		if err := s.store.NoteHint(context.Background(), l.id, int(seat)); err != nil {
			s.log.Error("count a hint", "match", l.id, "seat", seat, "err", err)
		} else {
			seats := slices.Clone(l.seats)
			seats[seat].Hints++
			s.setSeats(l, seats)
		}
		c.queue(out)
		l.mu.Unlock()
	}()
	return nil
}

// coach finds seat's best move in st with the level spec: a tree search
// within its budget and Config.HintTime gives its choice, the next best and
// their chances of winning. A level that is not a tree search (Catan's
// strongest looks ahead) chooses the move, and a tree search of
// Config.HintTime weighs it and finds the next best.
func (s *Server) coach(spec string, st engine.State, seat engine.Seat, lang engine.Lang, rng *engine.Rand) (enginewire.Report, error) {
	b, err := match.NewBot(spec, rng.Uint64())
	if err != nil {
		return enginewire.Report{}, err
	}
	search := func(budget bot.Budget) (enginewire.Report, error) {
		if budget.Time == 0 || budget.Time > s.cfg.HintTime {
			budget.Time = s.cfg.HintTime
		}
		m := bot.NewMCTS(budget, rng.Uint64())
		m.SetWorkers(s.cfg.BotWorkers)
		// Live play comes first during the search too: it waits while a
		// move or a bot's turn is in flight on the node (its time runs on).
		m.SetPause(func() {
			if s.playing.busy.Load() {
				s.playing.wait(s.botCtx)
			}
		})
		return enginewire.Think(s.botCtx, m, st.Clone(), seat, lang)
	}
	if m, ok := b.(*bot.MCTS); ok {
		return search(m.Budget())
	}
	r, err := enginewire.Think(s.botCtx, b, st.Clone(), seat, lang)
	if err != nil {
		return r, err
	}
	w, err := search(bot.Budget{Iterations: match.MaxBotIterations})
	if err != nil {
		return r, err
	}
	next := []enginewire.Candidate{}
	for _, c := range w.Candidates {
		if c.Action == r.Best.Action {
			r.Best.Visits, r.Best.Win = c.Visits, c.Win
		} else {
			next = append(next, c)
		}
	}
	r.Candidates = append([]enginewire.Candidate{r.Best}, next...)
	r.Iterations, r.Seconds = w.Iterations, r.Seconds+w.Seconds
	return r, nil
}

// handleCoach answers, once a match is over, what the coach would have
// played at a step of its replay (the move of frame step, which the graph
// of the chances may mark as costly): from what that move's mover knew
// then, as a hint during the match would have. Refused (errCoachBusy)
// while the node's coach searches are all taken, within Config.HintTime.
func (s *Server) handleCoach(w http.ResponseWriter, r *http.Request) {
	l, err := s.load(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	step, err := strconv.Atoi(r.URL.Query().Get("step"))
	if err != nil {
		s.writeError(w, r, badRequest("step must be the number of a step of the replay", "stepにはリプレイの手番号を指定してください"))
		return
	}
	select {
	case s.coaching <- struct{}{}:
		defer func() { <-s.coaching }()
	default:
		s.writeError(w, r, errCoachBusy)
		return
	}
	l.mu.Lock()
	if !l.m.Over() {
		l.mu.Unlock()
		s.writeError(w, r, errNotOver)
		return
	}
	var before engine.State
	mover, k := engine.Spectator, 0
	err = l.m.Positions(func(m engine.Seat, st engine.State) error {
		if k == step {
			mover = m
		} else if k == step-1 {
			before = st.Clone()
		}
		k++
		return nil
	})
	game := l.m.Config.Game
	rng := engine.NewRand(botSeed(l.id, step) ^ 0x636f616368) // "coach"
	l.mu.Unlock()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if before == nil || mover < 0 {
		s.writeError(w, r, badRequest(fmt.Sprintf("step must be a move of the replay, from 1 to %d", k-1), fmt.Sprintf("stepはリプレイの手で、1から%dまでです", k-1)))
		return
	}
	lv := levels.For(game)
	rep, err := s.coach(lv[len(lv)-1].Spec, before.Determinize(mover, &rng), mover, langOf(r), &rng)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rep.Top(hintTop)
	writeJSON(w, http.StatusOK, map[string]any{"step": step, "seat": mover, "hint": rep})
}
