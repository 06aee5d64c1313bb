package server

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"time"

	"shima/engine"
	"shima/match"
	"shima/store"
)

// snapshotJSON is a match.Snapshot with what the server knows of the seats:
// names, who is connected, and which seats the viewer may hand to a bot.
type snapshotJSON struct {
	match.Snapshot
	Status      string     `json:"status"` // playing, over, or abandoned
	Seats       []seatJSON `json:"seats"`
	CanHandOver []int      `json:"can_hand_over"`
	// Invite is the seat a spectator holding its invite link may take.
	Invite *int `json:"invite,omitempty"`
	// Rematch is the rematch made of the match, once over, and RematchBy
	// the seats of the person who offered it.
	Rematch   string `json:"rematch,omitempty"`
	RematchBy []int  `json:"rematch_by,omitempty"`
}

// snapshot is seat viewer's picture of l in lang, with the log after since;
// invite is the seat whose invite the viewer holds, or -1 (viewerOf).
// Runs with l.mu held.
func (s *Server) snapshot(l *live, viewer engine.Seat, invite int, lang engine.Lang, since int) snapshotJSON {
	sn := snapshotJSON{Snapshot: l.m.Snapshot(viewer, lang, since), Status: l.status(), Seats: seatsOf(l), CanHandOver: s.canHandOver(l, viewer)}
	if invite >= 0 && !l.seats[invite].Claimed && !l.done() {
		sn.Invite = &invite
	}
	if l.rematch != nil {
		sn.Rematch, sn.RematchBy = l.rematch.ID, l.rematch.By
	}
	if l.abandoned { // it takes no more moves
		sn.Legal, sn.CanUndo, sn.Deadline = []match.Choice{}, false, nil
	}
	return sn
}

// handOverGrace is how long a person must have left their turn before the
// others may hand their seat to a bot: the clock's time per move, or
// AbandonAfter without a clock.
func (s *Server) handOverGrace(m *match.Match) time.Duration {
	if d := time.Duration(m.Config.Clock.PerMove); d > 0 {
		return d
	}
	return s.cfg.AbandonAfter
}

// canHandOver lists the seats viewer may hand to a bot now: its own (to
// leave), and another person's who has let their turn run past the clock
// (or AbandonAfter without one). Runs with l.mu held.
func (s *Server) canHandOver(l *live, viewer engine.Seat) []int {
	out := []int{}
	if viewer < 0 || l.done() {
		return out
	}
	grace := s.handOverGrace(l.m)
	for i, sc := range l.m.Config.Seats {
		seat := engine.Seat(i)
		if sc.Kind != match.Person || l.m.SeatBot(seat) != "" {
			continue
		}
		if seat == viewer || engine.Contains(l.m.ToMove(), seat) && s.cfg.Now().Sub(l.m.TurnSince(seat)) >= grace {
			out = append(out, i)
		}
	}
	return out
}

func (s *Server) handleGet(w http.ResponseWriter, r *http.Request) {
	l, seat, invite, err := s.loadFor(r.Context(), r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l.mu.Lock()
	sn := s.snapshot(l, seat, invite, langOf(r), 0)
	l.mu.Unlock()
	writeJSON(w, http.StatusOK, sn)
}

type moveRequest struct {
	Seq    *int           `json:"seq"`
	Action *engine.Action `json:"action"`
	Text   string         `json:"text"`
}

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request) {
	var req moveRequest
	if err := decode(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Seq == nil || (req.Action == nil) == (req.Text == "") {
		s.writeError(w, r, badRequest(`a move needs "seq" and either "action" or "text"`, `手には"seq"と、"action"か"text"のどちらかが必要です`))
		return
	}
	s.act(w, r, *req.Seq, true, func(m *match.Match, seat engine.Seat, at time.Time) (match.Event, error) {
		a, err := actionOf(m, seat, req.Action, req.Text)
		if err != nil {
			return match.Event{}, err
		}
		return m.Move(seat, a, at)
	})
}

// actionOf is the action a request names for seat, by code or by text.
func actionOf(m *match.Match, seat engine.Seat, code *engine.Action, text string) (engine.Action, error) {
	if code != nil {
		return *code, nil
	}
	return m.ParseFor(seat, text)
}

type seqRequest struct {
	Seq *int `json:"seq"`
}

func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request) {
	var req seqRequest
	if err := decode(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Seq == nil {
		s.writeError(w, r, badRequest(`undo needs "seq"`, `取り消しには"seq"が必要です`))
		return
	}
	s.act(w, r, *req.Seq, false, func(m *match.Match, seat engine.Seat, at time.Time) (match.Event, error) {
		return m.Undo(seat, at)
	})
}

type handRequest struct {
	Bot *string `json:"bot"`
}

func (s *Server) handleHand(w http.ResponseWriter, r *http.Request) {
	var req handRequest
	if err := decode(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	target, err := seatParam(r)
	if err != nil || req.Bot == nil {
		s.writeError(w, r, badRequest(`give "bot": a bot spec, or "" to take your seat back`, `"bot"にボットの指定か、自分の席に戻るなら""を指定してください`))
		return
	}
	s.act(w, r, -1, false, func(m *match.Match, seat engine.Seat, at time.Time) (match.Event, error) {
		return s.handOver(m, seat, engine.Seat(target), *req.Bot, at)
	})
}

// handOver makes the event giving seat target to bot at viewer's request:
// a person may leave their own seat to a bot or take it back, and may give
// another's seat to a bot once canHandOver allows it.
func (s *Server) handOver(m *match.Match, viewer, target engine.Seat, bot string, at time.Time) (match.Event, error) {
	if m.Config.Rated && target == viewer && bot != "" {
		// A person's rating is their own play: they may leave, not send a bot in their place.
		return match.Event{}, engine.Reject("in a rated match a person cannot hand their own seat to a bot", "レーティング戦では自分の席をボットに渡せません")
	}
	if target != viewer {
		if bot == "" {
			return match.Event{}, engine.Reject("only a seat's own person can take it back", "席に戻れるのはその席の本人だけです")
		}
		grace := s.handOverGrace(m)
		if !engine.Contains(m.ToMove(), target) || s.cfg.Now().Sub(m.TurnSince(target)) < grace {
			return match.Event{}, engine.Rejectf("a seat can be handed to a bot only when its person has left their turn for %s",
				"席をボットに渡せるのは、その人が手番を%s以上放置したときだけです", grace)
		}
	}
	return m.HandTo(target, bot, at)
}

// act runs an action of the request's seat on its match and answers with
// the seat's new snapshot; move tells whether it is a move (see submit).
func (s *Server) act(w http.ResponseWriter, r *http.Request, seq int, move bool, build func(m *match.Match, seat engine.Seat, at time.Time) (match.Event, error)) {
	if s.stopping() {
		s.writeError(w, r, errClosing)
		return
	}
	s.playing.begin() // the analyses wait, from the request to its answer
	defer s.playing.end()
	l, seat, invite, err := s.loadFor(r.Context(), r)
	switch {
	case err != nil:
	case invite >= 0:
		err = errClaimFirst
	case seat == engine.Spectator:
		err = errForbidden
	}
	if err == nil {
		mover := engine.Spectator
		if move {
			mover = seat
		}
		_, err = s.submit(r.Context(), l, seq, mover, func(m *match.Match, at time.Time) (match.Event, error) { return build(m, seat, at) })
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l.mu.Lock()
	sn := s.snapshot(l, seat, -1, langOf(r), 0)
	l.mu.Unlock()
	writeJSON(w, http.StatusOK, sn)
}

type claimRequest struct {
	Name string `json:"name"`
}

func (s *Server) handleClaim(w http.ResponseWriter, r *http.Request) {
	var req claimRequest
	if err := decode(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	n, err := seatParam(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	name, err := cleanName(req.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l, err := s.load(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out, err := s.claim(r.Context(), l, n, bearer(r), name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if token, ok := out["token"].(string); ok {
		s.followAccount(r, l.id, n, token)
	}
	writeJSON(w, http.StatusOK, out)
}

// claim gives seat n of l to the person named name: to the holder of its
// invite (token), who gets a token of the seat's own, or without a token
// (token "") to anyone for an open seat nobody has taken, who gets one too;
// the holder of the seat's token renames it.
func (s *Server) claim(ctx context.Context, l *live, n int, token, name string) (map[string]any, error) {
	for {
		out, err := s.claimOn(ctx, l, n, token, name)
		if !errors.Is(err, errGone) {
			return out, err
		}
		// l was unloaded meanwhile (idle): the match loads again, and the
		// claim goes to the seats loaded then.
		if l, err = s.load(ctx, l.id); err != nil {
			return nil, err
		}
	}
}

// claimOn is claim on l as loaded now, or errGone.
func (s *Server) claimOn(ctx context.Context, l *live, n int, token, name string) (map[string]any, error) {
	invite := -1
	if token != "" {
		seat, inv, err := s.viewerOf(ctx, l, token)
		switch {
		case err != nil:
			return nil, err
		case inv >= 0:
			invite = inv
		}
		if inv != n && int(seat) != n {
			return nil, errBadToken // a token of another seat
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.gone:
		return nil, errGone
	case n >= len(l.seats) || l.m.Config.Seats[n].Kind != match.Person:
		return nil, badRequest("that is not a person's seat", "それは人の席ではありません")
	case l.abandoned:
		return nil, errAbandoned
	case l.m.Over():
		return nil, errOver
	}
	out := map[string]any{"seat": n}
	c := store.SeatClaim{Name: name}
	if token == "" || invite >= 0 {
		switch {
		case token == "" && !l.m.Config.Seats[n].Open:
			return nil, errInviteOnly
		case l.seats[n].Claimed && invite >= 0:
			return nil, errInviteUsed
		case l.seats[n].Claimed:
			return nil, errTaken
		}
		token = newToken()
		c.TokenHash = hashToken(token)
		if invite >= 0 {
			c.InviteHash = l.seats[n].InviteHash
		}
		out["token"] = token
	}
	if err := s.store.Claim(ctx, l.m.ID, n, c); err != nil {
		switch {
		case errors.Is(err, store.ErrConflict) && invite >= 0:
			return nil, errInviteUsed // taken with the same invite on another node
		case !errors.Is(err, store.ErrNotPlaying):
			return nil, err
		}
		// Closed on another node, whose word has not come yet: read why.
		if err := s.reseat(ctx, l); err != nil {
			s.log.Warn("read the seats again", "match", l.id, "err", err)
		}
		if l.abandoned {
			return nil, errAbandoned
		}
		return nil, errOver
	}
	seats := slices.Clone(l.seats)
	seats[n].Name, seats[n].Claimed = name, true
	if c.TokenHash != "" {
		seats[n].TokenHash = c.TokenHash
	}
	s.setSeats(l, seats)
	s.broadcast(l)
	return out, nil
}

func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request) {
	l, err := s.load(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// The players' chat is theirs: a replay shows it to a holder of one of
	// the match's seats only (the match itself is anyone's once over).
	_, seatErr := s.seatOf(r.Context(), l, bearer(r))
	player := seatErr == nil
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.m.Over() {
		s.writeError(w, r, errNotOver)
		return
	}
	frames, err := l.m.Frames()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	o := l.m.Outcome()
	seqs := make([]int, len(frames))
	for k, f := range frames {
		seqs[k] = f.Seq
	}
	chat := []chatStep{}
	if player {
		if chat, err = s.replayChat(r.Context(), l, seqs); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"id": l.m.ID, "config": l.m.Config, "seed": strconv.FormatUint(l.m.Seed, 10), "created": l.m.Created,
		"events": l.m.Events(), "frames": frames, "outcome": o, "seats": seatsOf(l), "chat": chat,
	})
}
