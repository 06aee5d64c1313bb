package match

import (
	"encoding/json"
	"slices"
	"time"

	"shima/engine"
)

// Snapshot is everything one seat (or a spectator) may know of a match now:
// what the server sends to a browser after every event.
type Snapshot struct {
	ID       string          `json:"id"`
	Game     string          `json:"game"`
	Seq      int             `json:"seq"`
	Viewer   engine.Seat     `json:"viewer"` // -1 for a spectator
	Seats    []SeatState     `json:"seats"`
	ToMove   []engine.Seat   `json:"to_move"`
	Over     bool            `json:"over"`
	View     json.RawMessage `json:"view"`
	Legal    []Choice        `json:"legal"`
	CanUndo  bool            `json:"can_undo"`
	Deadline *time.Time      `json:"deadline,omitempty"`
	// Log holds the log entries after seq LogSince: the whole log when
	// LogSince is 0, else the entries to add to what the client has.
	LogSince int             `json:"log_since"`
	Log      []LogEntry      `json:"log"`
	Outcome  *engine.Outcome `json:"outcome,omitempty"`
	// Hints: the match allows a person to ask the coach (Config.Hints).
	Hints bool `json:"hints,omitempty"`
	// Rated: the match was made to be rated (Config.Rated).
	Rated bool `json:"rated,omitempty"`
}

// SeatState is who plays a seat now.
type SeatState struct {
	Seat engine.Seat `json:"seat"`
	Kind string      `json:"kind"`          // how the seat was set up: Person or Bot
	Bot  string      `json:"bot,omitempty"` // the bot playing it now, if any
	Name string      `json:"name,omitempty"`
}

// Choice is a legal action with its text.
type Choice struct {
	Action engine.Action `json:"action"`
	Text   string        `json:"text"`
}

// LogEntry is one line of the match's log as a seat may read it.
type LogEntry struct {
	Seq  int         `json:"seq"`
	Seat engine.Seat `json:"seat"`
	Kind Kind        `json:"kind"`
	Text string      `json:"text"`
	Bot  string      `json:"bot,omitempty"`
	At   time.Time   `json:"at"`
	// Events is what a move caused, as the seat may see it.
	Events []engine.Line `json:"events,omitempty"`
}

// Lines gives the events seat viewer sees of events, in lang.
func Lines(events []engine.Event, viewer engine.Seat, lang engine.Lang) []engine.Line {
	var lines []engine.Line
	for _, e := range engine.Seen(events, viewer) {
		lines = append(lines, e.In(lang))
	}
	return lines
}

// Snapshot gives seat viewer's picture of the match in lang, with the log
// entries after seq since (0: all of them; an undo since then also sends all,
// as it removes entries, and so does a step that brought secret moves out,
// as it changes their texts). Seat names are the caller's to fill in.
func (m *Match) Snapshot(viewer engine.Seat, lang engine.Lang, since int) Snapshot {
	since = max(0, min(since, len(m.events)))
	for _, ev := range m.events[since:] {
		if ev.Kind == KindUndo {
			since = 0
		}
	}
	if int(m.revealedAt) > since {
		since = 0
	}
	sn := Snapshot{
		ID: m.ID, Game: m.Config.Game, Seq: m.Seq(), Viewer: viewer, ToMove: slices.Clone(m.state.ToMove()),
		Over: m.Over(), View: m.viewJSON(viewer), Legal: []Choice{}, LogSince: since, Log: m.Log(viewer, lang, since),
		Hints: m.Config.Hints == HintsOn, Rated: m.Config.Rated,
	}
	if sn.ToMove == nil {
		sn.ToMove = []engine.Seat{}
	}
	for i, sc := range m.Config.Seats {
		sn.Seats = append(sn.Seats, SeatState{Seat: engine.Seat(i), Kind: sc.Kind, Bot: m.bots[i]})
	}
	if viewer >= 0 && int(viewer) < len(m.bots) {
		for _, a := range m.state.Legal(viewer, nil) {
			sn.Legal = append(sn.Legal, Choice{Action: a, Text: m.state.Describe(a, lang)})
		}
		sn.CanUndo = m.CanUndo(viewer)
	}
	if d, ok := m.Deadline(); ok {
		sn.Deadline = &d
	}
	if m.Over() {
		o := m.Outcome()
		sn.Outcome = &o
	}
	return sn
}

// Log gives the log entries after seq since (all for 0) as seat viewer may
// read them in lang: the moves in effect and the seat changes. A secret
// action of another seat reads only as a decision until the step it was
// made in has ended and the views show it (or the game is over); one that
// the viewer reads retold in its events keeps reading so, its retelling
// saying what the viewer may know of it (a Catan discard that ends its
// step: how many cards, not which). A draft shows only to the viewers it
// told something (engine.Drafting).
func (m *Match) Log(viewer engine.Seat, lang engine.Lang, since int) []LogEntry {
	log := []LogEntry{}
	over := m.Over()
	k := 0 // next move in effect
	for i, ev := range m.events {
		var text string
		var events []engine.Line
		switch {
		case k < len(m.moves) && m.moves[k].event == i:
			p := m.moves[k]
			k++
			if ev.Seq <= since {
				continue // before what the viewer asks for: only counted
			}
			first, seen := firstSeen(p.events, viewer)
			if p.draft && !seen {
				continue
			}
			text = p.text.In(lang)
			retold := seen && first.Retell
			if p.secret && !over && ev.Seat != viewer && (i >= int(m.revealed) || retold) {
				text = engine.SecretChoice.In(lang)
			}
			events = Lines(p.events, viewer, lang)
		case ev.Kind == KindSeat && ev.Bot != "":
			text = engine.T("is handed to the bot ", "ボットに交代: ").In(lang) + ev.Bot
		case ev.Kind == KindSeat:
			text = engine.T("is played by its person again", "本人が再び遊びます").In(lang)
		default:
			continue // undone moves and the undo events themselves
		}
		if ev.Seq > since {
			log = append(log, LogEntry{Seq: ev.Seq, Seat: ev.Seat, Kind: ev.Kind, Text: text, Bot: ev.Bot, At: ev.At, Events: events})
		}
	}
	return log
}

// firstSeen returns the first of events that viewer sees, and whether it
// sees any (engine.Seen without the copy).
func firstSeen(events []engine.Event, viewer engine.Seat) (engine.Event, bool) {
	for _, e := range events {
		if e, ok := e.For(viewer); ok {
			return e, true
		}
	}
	return engine.Event{}, false
}

// Frame is the public picture after one move in effect, for replays.
type Frame struct {
	Seq  int             `json:"seq"`  // the move's event, 0 for the start
	Seat engine.Seat     `json:"seat"` // who moved, -1 for the start
	Text engine.Text     `json:"text"`
	View json.RawMessage `json:"view"`
	// Events is what the move caused, as a spectator sees it.
	Events []engine.Event `json:"events,omitempty"`
}

// Frames replays the moves in effect from the start and returns the public
// view before the first and after each (but drafts, engine.Drafting), for
// stepping through a finished match.
func (m *Match) Frames() ([]Frame, error) {
	var frames []Frame
	err := m.replayFrames(func(p *played, st engine.State) error {
		view, _ := st.View(engine.Spectator).MarshalJSON()
		if p == nil {
			frames = append(frames, Frame{Seq: 0, Seat: engine.Spectator, Text: engine.T("start", "開始"), View: view})
			return nil
		}
		ev := m.events[p.event]
		frames = append(frames, Frame{Seq: ev.Seq, Seat: ev.Seat, Text: p.text, View: view, Events: engine.Seen(p.events, engine.Spectator)})
		return nil
	})
	return frames, err
}

// FrameCount is the number of frames Frames gives, without replaying.
func (m *Match) FrameCount() int {
	n := 1
	for _, p := range m.moves {
		if p.framed() {
			n++
		}
	}
	return n
}

// Positions replays a finished match and calls visit with the state at
// each of its frames (Frames), in order, and the seat whose move led to it
// (engine.Spectator for the start). These are the game's whole states,
// every hidden card and the random source included: they are given only
// once the match is over (an error before). visit must not change st nor
// keep it (Clone it).
func (m *Match) Positions(visit func(mover engine.Seat, st engine.State) error) error {
	if !m.Over() {
		return engine.Reject("the match is not over", "対戦はまだ終わっていません")
	}
	return m.replayFrames(func(p *played, st engine.State) error {
		if p == nil {
			return visit(engine.Spectator, st)
		}
		return visit(m.events[p.event].Seat, st)
	})
}

// replayFrames replays the moves in effect from the start and calls visit
// with the state at the start (p nil) and after each move that has a frame
// of its own (p the move): drafts (engine.Drafting) that told the spectator nothing have
// none, as the decision's own frame shows them.
func (m *Match) replayFrames(visit func(p *played, st engine.State) error) error {
	st, err := engine.NewState(m.Config.Game, m.Config.engineConfig(m.Seed))
	if err != nil {
		return err
	}
	if err := visit(nil, st); err != nil {
		return err
	}
	for i := range m.moves {
		p := &m.moves[i]
		ev := m.events[p.event]
		if err := st.Apply(ev.Seat, ev.Action); err != nil {
			return err
		}
		if !p.framed() {
			continue
		}
		if err := visit(p, st); err != nil {
			return err
		}
	}
	return nil
}

// framed reports whether the move has a frame of its own in a replay: all
// but drafts that told the spectator nothing (a draft may tell its mover
// alone what it changed, as a Catan discard does: the move that ends the
// step tells the others).
func (p *played) framed() bool {
	return !p.draft || len(engine.Seen(p.events, engine.Spectator)) > 0
}
