package match

import (
	"bytes"
	"errors"
	"math/bits"
	"slices"
	"time"

	"shima/engine"
)

// Kind is the kind of an event in a match's log.
type Kind string

// The kinds of event.
const (
	// KindMove is an action played for a seat (by its person, or by a bot
	// when Bot names one).
	KindMove Kind = "move"
	// KindUndo takes back the seat's last move (see CanUndo).
	KindUndo Kind = "undo"
	// KindSeat hands the seat to the bot Bot, or back to its person when Bot is "".
	KindSeat Kind = "seat"
)

// Event is one entry of a match's log. Seq numbers events from 1 without gaps.
type Event struct {
	Seq    int           `json:"seq"`
	Kind   Kind          `json:"kind"`
	Seat   engine.Seat   `json:"seat"`
	Action engine.Action `json:"action,omitempty"`
	Bot    string        `json:"bot,omitempty"`
	At     time.Time     `json:"at"`
}

// ErrStale is returned for a request made against an older state of the
// match than the current one (the seq it names has passed).
var ErrStale = errors.New("the match has moved on")

// Match is one game played online. It is not safe for concurrent use: the
// server holds a lock around each match.
type Match struct {
	ID      string
	Config  Config
	Seed    uint64
	Created time.Time

	events []Event
	state  engine.State
	moves  []played // the moves in effect (undone ones removed)
	bots   []string // the bot now playing each seat, "" for its person
	// since holds, for each seat to move, when it began to be: its clock
	// runs from then. A seat deciding in a simultaneous step keeps its
	// time while the others decide. (Unix nanoseconds: a third of a
	// time.Time's bytes, which a loaded match holds for days.)
	since []int64
	// concurrent holds, for each event, the seats other than its mover that
	// were deciding in the same simultaneous step when the event was a secret
	// move, or the undo of one (one bit per seat), and 0 for any other event.
	concurrent []uint64
	// revealed is how many events have their secret moves out: the game's
	// step they were made in has ended (engine.Secret's Concealing).
	// revealedAt is the seq of the event that last brought a secret move
	// out: logs sent before it must be sent whole again.
	// (int32: a loaded match's every byte counts.)
	revealed, revealedAt int32
	// atOnce keeps the states before the last moves made in simultaneous
	// steps (several seats to move), by seq modulo its length, for Commutes
	// to judge a move chosen before them without replaying the game.
	// It is made at the first such step: most games have none.
	atOnce *[atOnceKept]struct {
		seq   int
		state engine.State
	}
	// prior is the state before the last move in effect while its mover is
	// still to move and has not been told whether it may take it back
	// (CanUndo), so that the answer needs no replay of the game; nil else.
	prior engine.State
	// views holds each viewer's view as JSON, by viewer+1, made for the
	// state as it is now while ShareViews is on; Apply empties it.
	views [][]byte
}

// played is a move in effect, with what undo and the log need to know of it.
type played struct {
	event    int         // index into events
	undo     undoable    // whether it revealed nothing, once someone asked
	text     engine.Text // the move's text, from the state it was played in
	secret   bool        // the others may not read it before the end (engine.Secret)
	draft    bool        // it only prepares a decision: the log leaves it out (engine.Drafting)
	deciding uint64      // the seats to move when it was played, one bit each
	// events is what the move caused, as the game told it (engine.Event.For
	// filters it for each reader).
	events []engine.Event
}

// undoable is what is known of whether a move revealed nothing. It is worked
// out only when the mover asks, as it takes several determinizations.
type undoable int8

const (
	undoUnknown undoable = iota
	undoYes
	undoNo
)

// New starts a match from cfg and seed. The seed must stay secret until the
// match is over: it decides every roll and draw to come.
func New(id string, cfg Config, seed uint64, created time.Time) (*Match, error) {
	return newMatch(id, cfg, seed, created, CheckBot)
}

// newMatch is New with checkBot judging the bot seats (see Config.check).
func newMatch(id string, cfg Config, seed uint64, created time.Time, checkBot func(string) error) (*Match, error) {
	if err := cfg.check(checkBot); err != nil {
		return nil, err
	}
	st, err := engine.NewState(cfg.Game, cfg.engineConfig(seed))
	if err != nil {
		return nil, err
	}
	m := &Match{ID: id, Config: cfg, Seed: seed, Created: created, state: st,
		since: make([]int64, len(cfg.Seats)), bots: make([]string, 0, len(cfg.Seats))}
	for _, s := range st.ToMove() {
		m.since[s] = created.UnixNano()
	}
	for _, s := range cfg.Seats {
		if s.Kind == Bot {
			m.bots = append(m.bots, s.Bot)
		} else {
			m.bots = append(m.bots, "")
		}
	}
	return m, nil
}

// Replay rebuilds a match from its config, seed and log. The bots it names
// need only be ones bot.New makes, not within today's limits (CheckBot):
// they were accepted when the match was made.
func Replay(id string, cfg Config, seed uint64, created time.Time, events []Event) (*Match, error) {
	m, err := newMatch(id, cfg, seed, created, anyBot)
	if err != nil {
		return nil, err
	}
	for _, ev := range events {
		if err := m.Apply(ev); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// Seq is the number of events so far; the next event has Seq()+1.
func (m *Match) Seq() int { return len(m.events) }

// Events returns the log. The caller must not change it.
func (m *Match) Events() []Event { return m.events }

// Over reports whether the game has ended.
func (m *Match) Over() bool { return m.state.Over() }

// ToMove lists the seats that must decide now; the caller must not keep the slice.
func (m *Match) ToMove() []engine.Seat { return m.state.ToMove() }

// Outcome is the game's outcome once it is over.
func (m *Match) Outcome() engine.Outcome { return m.state.Outcome() }

// SeatBot returns the bot now playing seat s, or "" when its person plays it.
func (m *Match) SeatBot(s engine.Seat) string { return m.bots[s] }

// LastAt is the time of the last event, or of the creation: when the
// current turn began, for the clock.
func (m *Match) LastAt() time.Time {
	if len(m.events) == 0 {
		return m.Created
	}
	return m.events[len(m.events)-1].At
}

// View is what seat s sees of the game (engine.Spectator: the public part).
func (m *Match) View(s engine.Seat) engine.View { return m.state.View(s) }

// ShareViews, while on, makes the snapshots of the match as it is share
// each viewer's view: it is marshalled once however many clients of the
// viewer are sent it, in whatever language. Off lets the views go, so that
// an idle match holds none.
func (m *Match) ShareViews(on bool) {
	m.views = nil
	if on {
		m.views = make([][]byte, m.state.Seats()+1)
	}
}

// viewJSON is View(v) as JSON, shared while ShareViews is on: the caller
// must not change it.
func (m *Match) viewJSON(v engine.Seat) []byte {
	if m.views == nil {
		view, _ := m.state.View(v).MarshalJSON()
		return view
	}
	if m.views[v+1] == nil {
		m.views[v+1], _ = m.state.View(v).MarshalJSON()
	}
	return m.views[v+1]
}

// Legal lists seat s's legal actions.
func (m *Match) Legal(s engine.Seat) []engine.Action { return m.state.Legal(s, nil) }

// Describe gives the text of action a in the current state.
func (m *Match) Describe(a engine.Action, lang engine.Lang) string { return m.state.Describe(a, lang) }

// Parse reads an action's text in the current state.
func (m *Match) Parse(text string) (engine.Action, error) { return m.state.Parse(text) }

// ParseFor reads text as one of seat s's legal actions where it can
// (engine.ParseFor), for a person typing a move.
func (m *Match) ParseFor(s engine.Seat, text string) (engine.Action, error) {
	return engine.ParseFor(m.state, m.state.Legal(s, nil), text)
}

// Determinize returns a state for a bot playing seat s: everything s knows,
// the rest sampled from r, and which seats people play now (engine.People:
// a seat handed to a bot is the bot's). The match's true state never leaves
// the package.
func (m *Match) Determinize(s engine.Seat, r *engine.Rand) engine.State {
	d := m.state.Determinize(s, r)
	var people []engine.Seat
	for seat, spec := range m.bots {
		if spec == "" {
			people = append(people, engine.Seat(seat))
		}
	}
	engine.SetPeople(d, people)
	return d
}

// TurnSince is when seat s began to be to move (its last move, if it moves
// again): the time its clock and its grace before a hand-over run from.
// Others' moves in a simultaneous step do not restart it.
func (m *Match) TurnSince(s engine.Seat) time.Time { return time.Unix(0, m.since[s]) }

// Deadline is when the first of the people to move runs out of time, if
// the match has a clock and someone (not a bot) is to move.
// It allocates nothing: the server asks at every event whether a match
// needs an owner.
func (m *Match) Deadline() (time.Time, bool) {
	var first time.Time
	for _, s := range m.state.ToMove() {
		if at, ok := m.SeatDeadline(s); ok && m.bots[s] == "" && (first.IsZero() || at.Before(first)) {
			first = at
		}
	}
	return first, !first.IsZero()
}

// SeatDeadline is when seat s runs out of time for its move, if the match
// has a clock and s is to move.
func (m *Match) SeatDeadline(s engine.Seat) (time.Time, bool) {
	d := time.Duration(m.Config.Clock.PerMove)
	if d == 0 || m.Over() || !engine.Contains(m.state.ToMove(), s) {
		return time.Time{}, false
	}
	return m.TurnSince(s).Add(d), true
}

// Late lists the people (seats not played by a bot) to move whose time has
// run out by now.
func (m *Match) Late(now time.Time) []engine.Seat {
	var late []engine.Seat
	for _, s := range m.state.ToMove() {
		if at, ok := m.SeatDeadline(s); ok && m.bots[s] == "" && !now.Before(at) {
			late = append(late, s)
		}
	}
	return late
}

// Move makes the event for seat s playing a, or says why it may not. It
// changes nothing: the caller stores the event, then Applies it.
func (m *Match) Move(s engine.Seat, a engine.Action, at time.Time) (Event, error) {
	if err := m.checkSeat(s); err != nil {
		return Event{}, err
	}
	if err := m.state.Clone().Apply(s, a); err != nil {
		return Event{}, err
	}
	return Event{Seq: m.Seq() + 1, Kind: KindMove, Seat: s, Action: a, At: at}, nil
}

// Undo makes the event that takes back seat s's last move, or says why not.
func (m *Match) Undo(s engine.Seat, at time.Time) (Event, error) {
	if err := m.checkSeat(s); err != nil {
		return Event{}, err
	}
	if !m.CanUndo(s) {
		return Event{}, engine.Reject(
			"nothing to undo: only your own moves of this turn that revealed nothing can be taken back",
			"取り消せる手はありません。取り消せるのは、この手番の自分の手で、何も明かしていないものだけです")
	}
	return Event{Seq: m.Seq() + 1, Kind: KindUndo, Seat: s, At: at}, nil
}

// HandTo makes the event that gives seat s to bot (or back to its person
// when bot is ""), or says why not; the bot must pass CheckBot.
func (m *Match) HandTo(s engine.Seat, botSpec string, at time.Time) (Event, error) {
	return m.handTo(s, botSpec, at, CheckBot)
}

// handTo is HandTo with checkBot judging the bot (see Config.check).
func (m *Match) handTo(s engine.Seat, botSpec string, at time.Time, checkBot func(string) error) (Event, error) {
	if s < 0 || int(s) >= len(m.bots) {
		return Event{}, engine.Rejectf("there is no seat %d: the seats are 0 to %d", "席%dはありません(席は0〜%dです)", s, len(m.bots)-1)
	}
	if m.Config.Seats[s].Kind == Bot {
		return Event{}, engine.Reject("a bot's seat stays a bot's", "ボットの席はボットのままです")
	}
	if m.Over() {
		return Event{}, engine.Reject("the game is over", "ゲームは終了しています")
	}
	if m.bots[s] == botSpec {
		return Event{}, engine.Reject("the seat is already played that way", "その席はすでにそのように遊ばれています")
	}
	ev := Event{Seq: m.Seq() + 1, Kind: KindSeat, Seat: s, Bot: botSpec, At: at}
	if botSpec != "" {
		if err := checkBot(botSpec); err != nil {
			return Event{}, err
		}
	}
	return ev, nil
}

func (m *Match) checkSeat(s engine.Seat) error {
	if s < 0 || int(s) >= len(m.bots) {
		return engine.Reject("you do not have a seat in this match", "この対戦に席がありません")
	}
	return nil
}

// Apply adds an event to the match, checking it as Move, Undo and HandTo do.
// It is how both live events and stored ones (on replay) enter a match.
func (m *Match) Apply(ev Event) error {
	if ev.Seq != m.Seq()+1 {
		return ErrStale
	}
	var with uint64
	var before uint64 // the seats to move before ev, one bit each
	for _, s := range m.state.ToMove() {
		before |= 1 << s
	}
	switch ev.Kind {
	case KindMove:
		if err := m.checkSeat(ev.Seat); err != nil {
			return err
		}
		p := played{
			event:    len(m.events),
			deciding: before,
			text:     engine.T(m.state.Describe(ev.Action, engine.EN), m.state.Describe(ev.Action, engine.JA)),
			secret:   engine.IsSecret(m.state, ev.Action, ev.Seat),
		}
		if d, ok := m.state.(engine.Drafting); ok {
			p.draft = d.Drafts(ev.Action, ev.Seat)
		}
		if p.secret {
			for _, o := range m.state.ToMove() {
				if o != ev.Seat {
					with |= 1 << o
				}
			}
		}
		// The state before the move, for Commutes in a simultaneous step
		// and for undo of a person's move; a bot's ordinary move needs none.
		var prior engine.State
		if bits.OnesCount64(before) > 1 || m.bots[ev.Seat] == "" {
			prior = m.state.Clone()
		}
		events, err := engine.ApplyEvents(m.state, ev.Seat, ev.Action)
		if err != nil {
			return err
		}
		p.events = events
		if bits.OnesCount64(before) > 1 {
			if m.atOnce == nil {
				m.atOnce = new([atOnceKept]struct {
					seq   int
					state engine.State
				})
			}
			kept := &m.atOnce[len(m.events)%atOnceKept]
			kept.seq, kept.state = len(m.events), prior
		}
		m.prior = nil
		if m.bots[ev.Seat] == "" && engine.Contains(m.state.ToMove(), ev.Seat) {
			m.prior = prior // the mover may ask to take it back
		}
		m.moves = append(m.moves, p)
	case KindUndo:
		if _, err := m.Undo(ev.Seat, ev.At); err != nil {
			return err
		}
		k := m.lastOwn(ev.Seat)
		moves := slices.Delete(slices.Clone(m.moves), k, k+1)
		st, err := m.stateAfter(moves)
		if err != nil {
			return err
		}
		if m.moves[k].secret { // taking back a secret choice shows the others nothing
			with = before &^ (1 << ev.Seat)
		}
		m.moves, m.state, m.prior = moves, st, nil
	case KindSeat:
		if _, err := m.handTo(ev.Seat, ev.Bot, ev.At, anyBot); err != nil {
			return err
		}
		m.bots[ev.Seat] = ev.Bot
	default:
		return engine.Rejectf("unknown event kind %q", "不明な記録の種類です: %s", ev.Kind)
	}
	m.events = append(m.events, ev)
	m.concurrent = append(m.concurrent, with)
	clear(m.views)
	if sec, ok := m.state.(engine.Secret); ok && !sec.Concealing() {
		for _, p := range m.moves {
			if p.secret && p.event >= int(m.revealed) {
				m.revealedAt = int32(ev.Seq)
			}
		}
		m.revealed = int32(len(m.events))
	}
	for _, s := range m.state.ToMove() {
		if s == ev.Seat || before&(1<<s) == 0 {
			m.since[s] = ev.At.UnixNano()
		}
	}
	return nil
}

// Unaffected reports whether seat s has learned nothing since the match was
// at seq, so that a move s chose then still stands: s is to move, and every
// event since is a secret move by another seat made while s was deciding in
// the same simultaneous step. Other seats' secret decisions then never make
// s's move stale.
func (m *Match) Unaffected(s engine.Seat, seq int) bool {
	if seq < 0 || seq > m.Seq() || s < 0 || int(s) >= 64 || !engine.Contains(m.state.ToMove(), s) {
		return false
	}
	for _, with := range m.concurrent[seq:] {
		if with&(1<<s) == 0 {
			return false
		}
	}
	return true
}

// Commutes reports whether seat s's move a, chosen when the match was at
// seq, comes to the same whether played then or now: every event since is
// an open move by another seat made while s was deciding too (a
// simultaneous step, such as spirits growing at once in Spirit Island), and
// a played before them leads to the very state it leads to played after
// them. What s has seen since could not change what its move does, so it
// stands, and nobody waits for another's choice in a step all take at once.
func (m *Match) Commutes(s engine.Seat, seq int, a engine.Action) bool {
	if seq < 0 || seq >= m.Seq() || !engine.Contains(m.state.ToMove(), s) {
		return false
	}
	for _, ev := range m.events[seq:] {
		if ev.Kind != KindMove || ev.Seat == s {
			return false
		}
	}
	k := len(m.moves)
	for k > 0 && m.moves[k-1].event >= seq {
		k--
	}
	for _, p := range m.moves[k:] {
		if p.deciding&(1<<s) == 0 {
			return false
		}
	}
	if m.atOnce == nil {
		return false // no simultaneous step yet
	}
	kept := m.atOnce[seq%atOnceKept]
	if kept.state == nil || kept.seq != seq {
		return false // too long ago
	}
	then := kept.state.Clone()
	if then.Apply(s, a) != nil {
		return false
	}
	for _, p := range m.moves[k:] {
		if ev := m.events[p.event]; then.Apply(ev.Seat, ev.Action) != nil {
			return false
		}
	}
	now := m.state.Clone()
	if now.Apply(s, a) != nil {
		return false
	}
	a1, err1 := then.MarshalJSON()
	a2, err2 := now.MarshalJSON()
	return err1 == nil && err2 == nil && bytes.Equal(a1, a2)
}

// atOnceKept is how many states before moves of simultaneous steps a match
// keeps for Commutes: a move chosen before more of them is stale.
const atOnceKept = 8

// stateAfter replays moves (in effect) from the start.
func (m *Match) stateAfter(moves []played) (engine.State, error) {
	st, err := engine.NewState(m.Config.Game, m.Config.engineConfig(m.Seed))
	if err != nil {
		return nil, err
	}
	for _, p := range moves {
		ev := m.events[p.event]
		if err := st.Apply(ev.Seat, ev.Action); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// CanUndo reports whether seat s may take back its last move, by Board Game
// Arena's policy: s is still to move (its turn has not passed), the move
// revealed nothing (no roll, no draw, nothing hidden, as seen by any seat),
// and no move in effect came after it but other seats' moves of the same
// simultaneous step (s was deciding too): their secret choices, which
// showed s nothing either, or open moves that come to the same whether s
// moved before or after them, so that taking s's move back is as if s had
// still been deciding (spirits growing at once in Spirit Island).
func (m *Match) CanUndo(s engine.Seat) bool {
	if m.Over() || m.bots[s] != "" || !engine.Contains(m.state.ToMove(), s) {
		return false
	}
	k := m.lastOwn(s)
	if k < 0 {
		return false
	}
	open := false // an open move of another seat came after it
	for _, p := range m.moves[k+1:] {
		switch {
		case p.secret && m.concurrent[p.event]&(1<<s) != 0:
		case p.deciding&(1<<s) != 0:
			open = true
		default:
			return false
		}
	}
	last := &m.moves[k]
	if last.undo == undoUnknown {
		last.undo = undoNo
		if m.revealedNothing(k) {
			last.undo = undoYes
		}
	}
	if last.undo != undoYes {
		return false
	}
	if k == len(m.moves)-1 {
		return true
	}
	// The others' choices after it must still stand without it, and their
	// open moves come to the same with it played last.
	without := slices.Delete(slices.Clone(m.moves), k, k+1)
	if !open {
		_, err := m.stateAfter(without)
		return err == nil
	}
	st, err := m.stateAfter(append(without, m.moves[k]))
	if err != nil {
		return false
	}
	now, err1 := m.state.MarshalJSON()
	then, err2 := st.MarshalJSON()
	return err1 == nil && err2 == nil && bytes.Equal(now, then)
}

// lastOwn is the index in m.moves of seat s's last move in effect, or -1.
func (m *Match) lastOwn(s engine.Seat) int {
	for k := len(m.moves) - 1; k >= 0; k-- {
		if m.events[m.moves[k].event].Seat == s {
			return k
		}
	}
	return -1
}

// revealedNothing reports whether move k in effect revealed nothing to
// anyone (see revealsNothing). The last move's state before it is kept
// (prior) until this is asked, once; an earlier move's is replayed.
func (m *Match) revealedNothing(k int) bool {
	ev := m.events[m.moves[k].event]
	before := m.prior
	m.prior = nil
	last := k == len(m.moves)-1
	if before == nil || !last {
		var err error
		if before, err = m.stateAfter(m.moves[:k]); err != nil {
			return false
		}
	}
	if _, ok := before.(engine.Chance); ok && last {
		// Nothing is hidden but the dice to come: the move showed
		// something if, and only if, it rolled them.
		return before.(engine.Chance).Rand() == m.state.(engine.Chance).Rand()
	}
	return revealsNothing(before, ev.Seat, ev.Action)
}

// revealSamples is how many states revealsNothing draws for each seat. Two
// are not enough: where only two cards could be the next (the last invader
// card of a stage, or the one put back in the box), two draws show the
// same card half the time, and the move would seem to reveal nothing.
const revealSamples = 8

// revealsNothing reports whether seat s playing a in st reveals nothing to
// anyone: for every seat v, states that v cannot tell apart (determinizations
// for v) must still look the same to v after the move. Dice rolled or cards
// drawn by the move show up as a difference. Spectators are not asked: they
// see less than any seat, and what only they could learn no player learns.
func revealsNothing(st engine.State, s engine.Seat, a engine.Action) bool {
	r := engine.NewRand(uint64(a) + 1)
	for v := engine.Seat(0); int(v) < st.Seats(); v++ {
		var first []byte
		for i := range revealSamples {
			d := st.Determinize(v, &r)
			if d.Apply(s, a) != nil {
				return false // the move depends on what v cannot see
			}
			view, _ := d.View(v).MarshalJSON()
			if i == 0 {
				first = view
			} else if !bytes.Equal(view, first) {
				return false
			}
		}
	}
	return true
}
