package server

import (
	"context"
	"errors"
	"maps"
	"net/http"
	"slices"
	"time"

	"shima/match"
	"shima/store"
)

// A rematch (API.md, "Rematch"): at the end of a match, one of its people
// makes a new match of the same game, options, clock, hints and seats, with
// a new seed, and takes their own seats in it; each other person of the
// match takes theirs with their token of the match before, which nobody
// else holds. Bots stay bots. The people's seats nobody takes stay invites,
// whose links the offer's answer gives, as a match's creation does.

var (
	errRematchNotOver = newAPIError(http.StatusConflict, "not_over",
		"a rematch can be offered only once the match is over",
		"再戦は対戦が終わってから提案できます")
	errRematchNotPlayer = newAPIError(http.StatusForbidden, "forbidden",
		"only a person who played this match can offer or join its rematch: open the match with the link you played it with",
		"再戦を提案したり参加したりできるのは、この対戦を遊んだ人だけです。遊んだときのリンクで対戦を開いてください")
	errNoRematch = newAPIError(http.StatusNotFound, "not_found",
		"nobody has offered a rematch of this match yet",
		"この対戦の再戦はまだだれも提案していません")
	errRematchTaken = newAPIError(http.StatusConflict, "conflict",
		"your seat in the rematch is taken already: if you joined it, open the rematch on the device you joined it from",
		"再戦のあなたの席はすでに埋まっています。参加済みなら、参加した端末で再戦を開いてください")
)

// rematchRequest names, beside the Authorization header's token, the
// tokens of the match's other seats held at the same device (several
// people at one device join together).
type rematchRequest struct {
	Tokens []string `json:"tokens"`
}

// maxRematchTokens is how many tokens a rematch request may give beside
// its header's: more than a match has seats.
const maxRematchTokens = 8

// rematchSeat is a seat of the rematch taken by a request, with its token.
type rematchSeat struct {
	Seat  int    `json:"seat"`
	Token string `json:"token"`
}

// handleRematch offers a rematch of a match over, or joins the one offered.
func (s *Server) handleRematch(w http.ResponseWriter, r *http.Request) { s.rematch(w, r, true) }

// handleRematchJoin joins the rematch offered, and never makes one.
func (s *Server) handleRematchJoin(w http.ResponseWriter, r *http.Request) { s.rematch(w, r, false) }

// rematch answers an offer of a rematch (offer) or a join: the caller's
// seats of the match are made theirs in its rematch.
func (s *Server) rematch(w http.ResponseWriter, r *http.Request, offer bool) {
	if s.stopping() {
		s.writeError(w, r, errClosing)
		return
	}
	var req rematchRequest
	if r.ContentLength != 0 {
		if err := decode(w, r, &req); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	if len(req.Tokens) > maxRematchTokens {
		s.writeError(w, r, badRequest("too many tokens: give those of the seats held at this device", "トークンが多すぎます。この端末で持っている席のものだけを指定してください"))
		return
	}
	ctx := r.Context()
	l, err := s.load(ctx, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	mine, err := s.playersOf(ctx, l, append([]string{bearer(r)}, req.Tokens...))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	l.mu.Lock()
	over, cfg, rm := l.m.Over() && !l.abandoned, l.m.Config, l.rematch
	names := make([]string, len(l.seats))
	for i, st := range l.seats {
		names[i] = st.Name
	}
	if rm == nil && !offer {
		// Offered on another node, whose word may be on its way: read it.
		if err := s.reseat(ctx, l); err != nil {
			s.log.Warn("read the seats again", "match", l.id, "err", err)
		}
		rm = l.rematch
	}
	l.mu.Unlock()
	switch {
	case !over:
		s.writeError(w, r, errRematchNotOver)
		return
	case rm == nil && !offer:
		s.writeError(w, r, errNoRematch)
		return
	case rm == nil:
		if !s.limiter.allow(clientAddr(r), time.Now(), 1) {
			s.writeError(w, r, errRate)
			return
		}
		answer, id, err := s.makeRematch(ctx, l, cfg, mine, names)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if answer != nil {
			for _, y := range answer["yours"].([]rematchSeat) {
				s.followAccount(r, id, y.Seat, y.Token)
			}
			writeJSON(w, http.StatusCreated, answer)
			return
		}
		rm = &store.Rematch{ID: id} // made by someone else first: join it
	}
	taken, err := s.joinRematch(ctx, rm.ID, mine, names)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !offer && len(taken) == 0 {
		s.writeError(w, r, errRematchTaken)
		return
	}
	answer := map[string]any{"id": rm.ID, "yours": taken}
	if len(taken) > 0 {
		answer["seat"], answer["token"] = taken[0].Seat, taken[0].Token
	}
	for _, y := range taken {
		s.followAccount(r, rm.ID, y.Seat, y.Token)
	}
	writeJSON(w, http.StatusOK, answer)
}

// playersOf returns the seats of l whose tokens are among tokens, in
// order, or errRematchNotPlayer unless each token is a seat's: a spectator
// (no token), an invite, or another match's token plays no seat.
func (s *Server) playersOf(ctx context.Context, l *live, tokens []string) ([]int, error) {
	var seats []int
	for _, token := range tokens {
		if token == "" {
			continue
		}
		seat, invite, err := s.viewerOf(ctx, l, token)
		if err != nil || invite >= 0 || seat < 0 {
			return nil, errRematchNotPlayer
		}
		if !slices.Contains(seats, int(seat)) {
			seats = append(seats, int(seat))
		}
	}
	if len(seats) == 0 {
		return nil, errRematchNotPlayer
	}
	slices.Sort(seats)
	return seats, nil
}

// makeRematch makes the rematch of l, whose config is cfg and whose seats'
// names are names, for the person of its seats mine, and returns the
// answer to give them (as a match's creation gives: the seats, with the
// invites) and its id; or, when another offer made one first, a nil answer
// and that rematch's id.
func (s *Server) makeRematch(ctx context.Context, l *live, cfg match.Config, mine []int, names []string) (map[string]any, string, error) {
	// The same setup, every field of it (the game, options, clock, hints
	// and whatever a config says), but no seat is open: each is for its
	// person before.
	next := cfg
	next.Seats, next.Options = slices.Clone(cfg.Seats), maps.Clone(cfg.Options)
	for i := range next.Seats {
		next.Seats[i].Open = false
	}
	now := s.now()
	id, seed := newID(), newSeed()
	m, err := match.New(id, next, seed, now)
	if err != nil {
		return nil, "", err
	}
	rec := store.Record{ID: id, Config: next, Seed: seed, Created: now, Updated: now, Status: store.Playing}
	out := []createdSeat{}
	yours := []rematchSeat{}
	for i, sc := range next.Seats {
		// Another person's seat: its person before joins with their token, or its invite is sent.
		seat, cs := newSeat(id, i, sc, slices.Contains(mine, i), names[i])
		if seat.Claimed {
			yours = append(yours, rematchSeat{i, cs.Token})
		}
		rec.Seats = append(rec.Seats, seat)
		out = append(out, cs)
	}
	made, ok, err := s.store.Rematch(ctx, l.id, mine, rec)
	if err != nil {
		if errors.Is(err, store.ErrNotOver) {
			return nil, "", errRematchNotOver
		}
		return nil, "", err
	}
	if !ok {
		s.noteRematch(ctx, l, nil)
		return nil, made, nil
	}
	s.log.Info("rematch made", "match", id, "of", l.id, "game", next.Game)
	s.started(rec, m)
	s.noteRematch(ctx, l, &store.Rematch{ID: id, By: mine})
	return map[string]any{"id": id, "seat": yours[0].Seat, "token": yours[0].Token, "yours": yours, "seats": out}, id, nil
}

// noteRematch tells l's watchers of its rematch rm, made on this node; nil:
// one made on another node, read from the store. (Other nodes hear of it
// by the store's notice.)
func (s *Server) noteRematch(ctx context.Context, l *live, rm *store.Rematch) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.gone || l.rematch != nil:
	case rm == nil:
		if err := s.reseat(ctx, l); err != nil {
			s.log.Warn("read the seats again", "match", l.id, "err", err)
		}
	default:
		l.rematch = rm
		s.broadcast(l)
	}
}

// joinRematch takes, in rematch id, each of the seats mine that is still
// free, for the person who held it before (named as in names), and
// returns those taken with their new tokens.
func (s *Server) joinRematch(ctx context.Context, id string, mine []int, names []string) ([]rematchSeat, error) {
	taken := []rematchSeat{}
	for _, n := range mine {
		token, err := s.takeRematchSeat(ctx, id, n, names[n])
		switch {
		case errors.Is(err, errTaken):
		case err != nil:
			return nil, err
		default:
			taken = append(taken, rematchSeat{n, token})
		}
	}
	return taken, nil
}

// takeRematchSeat takes seat n of rematch id under name, and returns its
// token: errTaken if someone has.
func (s *Server) takeRematchSeat(ctx context.Context, id string, n int, name string) (string, error) {
	for {
		l, err := s.load(ctx, id)
		if err != nil {
			return "", err
		}
		token, err := s.takeRematchSeatOn(ctx, l, n, name)
		if !errors.Is(err, errGone) {
			return token, err
		}
		// l was unloaded meanwhile (idle): the match loads again.
	}
}

// takeRematchSeatOn is takeRematchSeat on l as loaded now, or errGone.
func (s *Server) takeRematchSeatOn(ctx context.Context, l *live, n int, name string) (string, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case l.gone:
		return "", errGone
	case n >= len(l.seats) || l.m.Config.Seats[n].Kind != match.Person:
		return "", errTaken
	case l.abandoned:
		return "", errAbandoned
	case l.m.Over():
		return "", errOver
	case l.seats[n].Claimed:
		return "", errTaken
	}
	token := newToken()
	c := store.SeatClaim{TokenHash: hashToken(token), Name: name, Rematch: true}
	if err := s.store.Claim(ctx, l.id, n, c); err != nil {
		if !errors.Is(err, store.ErrConflict) && !errors.Is(err, store.ErrNotPlaying) {
			return "", err
		}
		// Taken, or closed, on another node, whose word has not come yet.
		if err := s.reseat(ctx, l); err != nil {
			s.log.Warn("read the seats again", "match", l.id, "err", err)
		}
		switch {
		case errors.Is(err, store.ErrConflict):
			return "", errTaken
		case l.abandoned:
			return "", errAbandoned
		}
		return "", errOver
	}
	seats := slices.Clone(l.seats)
	seats[n].Name, seats[n].Claimed, seats[n].TokenHash = name, true, c.TokenHash
	s.setSeats(l, seats)
	s.broadcast(l)
	return token, nil
}
