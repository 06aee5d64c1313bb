package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"shima/engine"
	"shima/match"
	"shima/store"
)

// live is a match loaded on this node, with its watchers. mu guards every
// field and is held around each event: check, store, apply, broadcast.
type live struct {
	id       string // the match's, which never changes: readable without mu
	mu       sync.Mutex
	m        *match.Match
	seats    []store.Seat
	watchers map[*client]struct{} // nil until the first watcher comes
	clock    *time.Timer          // fires at the deadline of the seats to move
	// gained: since when this node holds the match's lease (owned);
	// refused: when it last failed to take it (see own).
	gained, refused time.Time
	// touched is when this node last loaded or served the match.
	touched time.Time
	// seatsGen counts the changes of seats (setSeats); reseated is when
	// an unknown token last sent this node to read them again (seatOf).
	seatsGen int
	reseated time.Time
	// thinking: a bot is choosing a move for this match. owned: this node
	// holds the match's lease and runs its bots and clock; acquiring: it
	// is trying to take the lease. gone: unloaded since (idle), so that
	// whoever still holds l loads the match again. abandoned: closed as
	// nobody came to play it (store.Abandoned). Together, as a loaded
	// match's every byte counts.
	thinking, owned, acquiring, gone, abandoned bool
	// hinting has a bit set for each seat whose hint the coach is finding.
	hinting uint64
	chat    chatState // its chat, as watchers are given it (chat.go)
	// rematch is the rematch made of the match once over, nil for none.
	rematch *store.Rematch
}

// done reports whether l takes no more events: over, or abandoned. Runs
// with l.mu held.
func (l *live) done() bool { return l.abandoned || l.m.Over() }

// status is l's status as the store names it. Runs with l.mu held.
func (l *live) status() string {
	switch {
	case l.abandoned:
		return store.Abandoned
	case l.m.Over():
		return store.Over
	}
	return store.Playing
}

// load returns match id for a request, loading it from the store on first
// use (or once it was unloaded, idle), and notes that it was asked for.
func (s *Server) load(ctx context.Context, id string) (*live, error) {
	return s.loadMatch(ctx, id, true)
}

// loadMatch is load; touch tells whether the match is asked for, which
// keeps it loaded a while (see idle), or is loaded only to run its bots
// and clock (adopt).
func (s *Server) loadMatch(ctx context.Context, id string, touch bool) (*live, error) {
	s.mu.Lock()
	l, ok := s.matches[id]
	s.mu.Unlock()
	if ok {
		if touch {
			l.mu.Lock()
			l.touched = s.cfg.Now()
			l.mu.Unlock()
		}
		return l, nil
	}
	rec, err := s.store.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	m, err := match.Replay(rec.ID, rec.Config, rec.Seed, rec.Created, rec.Events)
	if err != nil {
		return nil, fmt.Errorf("replay match %s: %w", id, err)
	}
	l = &live{id: id, m: m, seats: rec.Seats, abandoned: rec.Status == store.Abandoned, rematch: rec.Rematch}
	if touch {
		l.touched = s.cfg.Now()
	}
	s.mu.Lock()
	if other, ok := s.matches[id]; ok { // loaded meanwhile by another request
		s.mu.Unlock()
		return other, nil
	}
	s.matches[id] = l
	s.metrics.loaded.Set(float64(len(s.matches)))
	s.mu.Unlock()
	l.mu.Lock()
	s.afterEvent(l)
	l.mu.Unlock()
	if s.store.Notices() != nil {
		// Another node may have stored events after our Load and announced
		// them before l was listed here, where the notice would find it.
		s.catchUp(ctx, l, 0)
	}
	return l, nil
}

// submit makes an event with build under the match's lock, stores it, applies
// it and tells every watcher. The event is acknowledged (nil error) only once
// it is durably stored. seq, when not negative, is the seq the request was
// made in: another gives errStale, unless mover (the seat making a move, or
// engine.Spectator for any other event) has learned nothing since, as when
// others decide in secret in the same simultaneous step, or its move comes
// to the same played before or after the others' moves since (match.Commutes).
func (s *Server) submit(ctx context.Context, l *live, seq int, mover engine.Seat, build func(m *match.Match, at time.Time) (match.Event, error)) (match.Event, error) {
	s.playing.begin() // the analyses wait meanwhile (a clock's event too)
	defer s.playing.end()
	for {
		ev, err := s.submitTo(ctx, l, seq, mover, build)
		if !errors.Is(err, errGone) {
			return ev, err
		}
		// l was unloaded meanwhile (idle): the match loads again.
		if l, err = s.load(ctx, l.id); err != nil {
			return match.Event{}, err
		}
	}
}

// errGone is submitTo's answer for a match unloaded meanwhile.
var errGone = errors.New("the match was unloaded")

// submitTo is submit on l as loaded now, or errGone.
func (s *Server) submitTo(ctx context.Context, l *live, seq int, mover engine.Seat, build func(m *match.Match, at time.Time) (match.Event, error)) (match.Event, error) {
	start := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.gone {
		return match.Event{}, errGone
	}
	if l.abandoned {
		return match.Event{}, errAbandoned
	}
	stale := seq >= 0 && seq != l.m.Seq() && !l.m.Unaffected(mover, seq)
	ev, err := build(l.m, s.now())
	switch {
	case stale && (err != nil || ev.Kind != match.KindMove || !l.m.Commutes(mover, seq, ev.Action)):
		return match.Event{}, errStale
	case err != nil:
		return match.Event{}, err
	}
	if err := l.m.Apply(ev); err != nil {
		return match.Event{}, err
	}
	status := store.Playing
	if l.m.Over() {
		status = store.Over
	}
	if err := s.store.Append(ctx, l.m.ID, ev, status, needsOwner(l)); err != nil {
		// The match here is ahead of the store. After a conflict another
		// node stored this seq first: take the store's word. Otherwise, or
		// if the store cannot be read, forget the event, which nobody saw.
		if !errors.Is(err, store.ErrConflict) || s.resync(ctx, l) != nil {
			s.dropLast(l)
		}
		switch {
		case errors.Is(err, store.ErrConflict):
			return match.Event{}, errStale
		case errors.Is(err, store.ErrNotPlaying): // abandoned, on another node
			s.markAbandoned(l)
			return match.Event{}, errAbandoned
		}
		return match.Event{}, fmt.Errorf("store event %d of match %s: %w", ev.Seq, l.m.ID, err)
	}
	s.metrics.moves.Inc()
	if status == store.Over {
		s.recordEnd(l)
	}
	if status == store.Over && s.cfg.AnalysisIterations > 0 {
		s.analyses.ask(l.m.ID)
	}
	s.afterEvent(l)
	s.metrics.moveSeconds.Observe(time.Since(start).Seconds())
	return ev, nil
}

// dropLast takes back l's last event, which the store refused, by replaying
// the others (which all applied before). Runs with l.mu held.
func (s *Server) dropLast(l *live) {
	events := l.m.Events()
	m, err := match.Replay(l.m.ID, l.m.Config, l.m.Seed, l.m.Created, events[:len(events)-1])
	if err != nil { // cannot happen: these events applied before
		s.log.Error("take back a refused event", "match", l.m.ID, "err", err)
		return
	}
	l.m = m
}

// resync rebuilds l's match from the store, then tells the watchers.
func (s *Server) resync(ctx context.Context, l *live) error {
	rec, err := s.store.Load(ctx, l.m.ID)
	if err != nil {
		return err
	}
	m, err := match.Replay(rec.ID, rec.Config, rec.Seed, rec.Created, rec.Events)
	if err != nil {
		return err
	}
	l.m = m
	s.setSeats(l, rec.Seats)
	if rec.Rematch != nil {
		l.rematch = rec.Rematch
	}
	for c := range l.watchers {
		c.logSeq = 0 // the log may have lost entries: send it whole
	}
	s.afterEvent(l)
	return nil
}

// catchUp applies the events other nodes stored after the ones l has.
func (s *Server) catchUp(ctx context.Context, l *live, upTo int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if upTo > 0 && l.m.Seq() >= upTo {
		return
	}
	events, err := s.store.EventsAfter(ctx, l.m.ID, l.m.Seq())
	if err == nil {
		for _, ev := range events {
			if err = l.m.Apply(ev); err != nil {
				break
			}
		}
	}
	if err != nil {
		s.log.Error("catch up", "match", l.m.ID, "err", err)
		if err := s.resync(ctx, l); err != nil {
			s.log.Error("resync", "match", l.m.ID, "err", err)
		}
		return
	}
	if len(events) > 0 {
		s.afterEvent(l)
	}
}

// listen applies the events that any node stores, and reads again the
// seats any node changes, as the store announces them.
func (s *Server) listen(notices <-chan store.Notice) {
	defer s.work.Done()
	for {
		select {
		case <-s.stop:
			return
		case n, ok := <-notices:
			if !ok {
				return
			}
			s.mu.Lock()
			var targets []*live
			if n.Match == "" { // notices may have been missed: check every match
				for _, l := range s.matches {
					targets = append(targets, l)
				}
			} else if l, ok := s.matches[n.Match]; ok {
				targets = append(targets, l)
			}
			s.mu.Unlock()
			for _, l := range targets {
				if n.Seats || n.Match == "" { // a seat was claimed on some node
					l.mu.Lock()
					if err := s.reseat(context.Background(), l); err != nil {
						s.log.Error("read the seats again", "match", l.m.ID, "err", err)
					}
					l.mu.Unlock()
				}
				if n.Seq > 0 || n.Match == "" {
					s.catchUp(context.Background(), l, n.Seq)
				}
				if n.Chat > 0 || n.Match == "" { // a line said on some node
					s.chatNotice(l)
				}
			}
		}
	}
}

// afterEvent runs with l.mu held after every change: it tells the watchers,
// and on the match's owner wakes a bot whose seat is to move and sets the
// clock; another node tries to become the owner if the match needs one.
func (s *Server) afterEvent(l *live) {
	s.broadcast(l)
	s.wakeBot(l)
	s.setClock(l)
	if !l.owned && needsOwner(l) {
		s.own(l)
	}
}

// broadcast sends every watcher of l its new snapshot. Watchers who see the
// same (the same seat or invite, language and log) share one message, made
// once. Runs with l.mu held.
func (s *Server) broadcast(l *live) {
	if len(l.watchers) == 0 {
		return // a match nobody watches (bots among themselves, idle) makes nothing
	}
	l.m.ShareViews(true)
	defer l.m.ShareViews(false)
	made := map[snapshotKey][]byte{}
	for c := range l.watchers {
		c.sendSnapshot(s, l, made)
	}
}

// viewerOf is who token makes its holder in l: the seat of a seat token
// (invite -1); for the invite of a seat nobody has taken yet, a spectator
// who may take that seat (invite); the spectator for no token.
// errInviteUsed is an invite whose seat is taken, errBadToken any other
// token. Runs without l.mu.
func (s *Server) viewerOf(ctx context.Context, l *live, token string) (seat engine.Seat, invite int, err error) {
	if token == "" {
		return engine.Spectator, -1, nil
	}
	if seat, err = s.seatOf(ctx, l, token); err == nil {
		return seat, -1, nil
	}
	// seatOf has read the seats again where another node may have changed them.
	l.mu.Lock()
	defer l.mu.Unlock()
	n, ok := matchInvite(l.seats, token)
	switch {
	case !ok:
		return 0, -1, errBadToken
	case l.seats[n].Claimed:
		return 0, -1, errInviteUsed
	}
	return engine.Spectator, n, nil
}

// reseatEvery is how often at most a token this node does not know sends
// it to read a match's seats again (seatOf).
const reseatEvery = time.Second

// seatOf returns the seat whose token is token in l, or errBadToken. With
// several nodes, a token this node does not know may be one another node
// has just given (a seat claimed there, its notice still on the way): the
// seats are read again from the store before the answer is no. Wrong
// tokens cost little: that read happens only with several nodes, at most
// once every reseatEvery per match, and without l.mu. Runs without l.mu.
func (s *Server) seatOf(ctx context.Context, l *live, token string) (engine.Seat, error) {
	l.mu.Lock()
	seat, ok := matchToken(l.seats, token)
	again := !ok && len(token) == tokenLen && s.store.Notices() != nil && time.Since(l.reseated) >= reseatEvery
	if again {
		l.reseated = time.Now()
	}
	gen := l.seatsGen
	l.mu.Unlock()
	switch {
	case ok:
		return engine.Seat(seat), nil
	case !again:
		return 0, errBadToken
	}
	rec, err := s.store.Head(ctx, l.id)
	if err != nil {
		s.log.Warn("read the seats again", "match", l.id, "err", err)
		return 0, errBadToken
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.seatsGen == gen { // else this node changed them since the read: keep its own
		s.newHead(l, rec)
	}
	// A seat's token never changes once given: rec's are good either way.
	if seat, ok := matchToken(rec.Seats, token); ok {
		return engine.Seat(seat), nil
	}
	return 0, errBadToken
}

// reseat reads l's seats again from the store, where another node may
// have changed them, and tells the watchers if they did. Runs with l.mu held.
func (s *Server) reseat(ctx context.Context, l *live) error {
	rec, err := s.store.Head(ctx, l.m.ID)
	if err != nil {
		return err
	}
	s.newHead(l, rec)
	return nil
}

// newHead takes l's seats, status and rematch from rec, read from the
// store, and tells the watchers if they changed. Runs with l.mu held.
func (s *Server) newHead(l *live, rec store.Record) {
	if rec.Status == store.Abandoned && !l.abandoned {
		s.markAbandoned(l)
	}
	changed := false
	if rec.Rematch != nil && l.rematch == nil { // a rematch offered on another node
		l.rematch, changed = rec.Rematch, true
	}
	if !slices.Equal(rec.Seats, l.seats) {
		s.setSeats(l, rec.Seats)
		changed = true
	}
	if changed {
		s.broadcast(l)
	}
}

// setSeats replaces l's seats. Runs with l.mu held.
func (s *Server) setSeats(l *live, seats []store.Seat) {
	l.seats = seats
	l.seatsGen++
}

// markAbandoned notes that l was closed as abandoned (the store let its
// lease go), stops what ran for it and tells the watchers. Runs with l.mu
// held.
func (s *Server) markAbandoned(l *live) {
	l.abandoned = true
	s.lose(l) // its clock stops: only an owner runs one
	s.broadcast(l)
}
