package engine

import (
	"fmt"
	"strings"
)

// Event is one thing an action caused, told as a seat may see it: the dice
// and what each player produced, a card stolen, an invader action in a land,
// a scoring tile's points. A game makes its events while a Recorder listens
// (State.Record); the log, the board, the terminal and the position tool
// show them. Its JSON is what server/API.md documents under "events".
type Event struct {
	// Kind says what happened, as a short key ("roll", "produce", "steal",
	// "ravage"): clients pick icons and board marks by it.
	Kind string `json:"kind"`
	// Seat is the seat the event is about (who rolled, gained, was robbed),
	// or Spectator when it is about nobody in particular (the invaders).
	Seat Seat `json:"seat"`
	// Detail marks a line that belongs under the line before it that is not
	// a detail (a roll's production, the ravages under "Invader phase"): the
	// log folds the details of a heading under it.
	Detail bool `json:"detail,omitempty"`
	// Retell marks the event that tells the move itself in the board's words
	// ("a settlement by hills 8 and forest 5", where the move's own text,
	// which is what one types, says "settle 19"): the log shows it in place
	// of the move's text. At most one event of a move retells it, its first.
	Retell bool `json:"retell,omitempty"`
	// Text tells the event in one line, naming seats by their marks
	// (SeatMark) and places as the board draws them.
	Text Text `json:"text"`
	// At names the places on the board where it happened, as the game's view
	// names them (land "A5", hex "12"): the board marks them for a moment.
	At []string `json:"at,omitempty"`
	// Data holds the event's facts for programs (numbers, pieces, cards), a
	// JSON object whose fields each game documents.
	Data map[string]any `json:"data,omitempty"`
	// Only, when not nil, lists the seats that see this event; the others
	// see Else in its place, or nothing when Else is nil (a stolen card's
	// kind is told to thief and victim only).
	Only []Seat `json:"-"`
	Else *Event `json:"-"`
}

// Line is an event as one reader reads it in one language: its text in
// that language, its seats still by their marks. The server's snapshots and
// `shima position apply --events` print events so (server/API.md).
type Line struct {
	Kind   string         `json:"kind"`
	Seat   Seat           `json:"seat"`
	Detail bool           `json:"detail,omitempty"`
	Retell bool           `json:"retell,omitempty"`
	Text   string         `json:"text"`
	At     []string       `json:"at,omitempty"`
	Data   map[string]any `json:"data,omitempty"`
}

// In gives e in lang.
func (e Event) In(lang Lang) Line {
	return Line{Kind: e.Kind, Seat: e.Seat, Detail: e.Detail, Retell: e.Retell, Text: e.Text.In(lang), At: e.At, Data: e.Data}
}

// For returns e as seat s sees it, and false when s sees nothing of it.
func (e Event) For(s Seat) (Event, bool) {
	if e.Only == nil || Contains(e.Only, s) {
		e.Only, e.Else = nil, nil
		return e, true
	}
	if e.Else == nil {
		return Event{}, false
	}
	return e.Else.For(s)
}

// Seen returns the events seat s sees of events, in order.
func Seen(events []Event, s Seat) []Event {
	var seen []Event
	for _, e := range events {
		if e, ok := e.For(s); ok {
			seen = append(seen, e)
		}
	}
	return seen
}

// Recorder collects the events of the actions applied while a state records
// (State.Record). A nil *Recorder records nothing, so that rule code may
// write `st.rec.Add(...)` whether or not anyone listens; On says whether it
// is worth making the event at all (random playouts never record).
type Recorder struct {
	events []Event
}

// On reports whether r records: whether making an event is worth it.
func (r *Recorder) On() bool { return r != nil }

// Add records e; on a nil Recorder it does nothing.
func (r *Recorder) Add(e Event) {
	if r != nil {
		r.events = append(r.events, e)
	}
}

// Events returns what r recorded and empties it.
func (r *Recorder) Events() []Event {
	if r == nil {
		return nil
	}
	e := r.events
	r.events = nil
	return e
}

// ApplyEvents applies action a for seat s to st, as Apply does, and returns
// the events it caused, as everyone sees them (filter them with Seen).
// An illegal action returns the rejection and no events.
func ApplyEvents(st State, s Seat, a Action) ([]Event, error) {
	r := &Recorder{}
	st.Record(r)
	defer st.Record(nil)
	if err := st.Apply(s, a); err != nil {
		return nil, err
	}
	return r.Events(), nil
}

// CheckEvent returns an error unless e is complete: a kind, and a text in
// every language with no mark left unfilled but the seats' (the conformance
// suite checks every event of its playouts).
func CheckEvent(e Event) error {
	if e.Kind == "" {
		return fmt.Errorf("event %q has no kind", e.Text.EN)
	}
	for _, lang := range Langs {
		text := e.Text.In(lang)
		if lang == JA && e.Text.JA == "" || strings.TrimSpace(text) == "" {
			return fmt.Errorf("%s event has no text in %s (%q)", e.Kind, lang, e.Text.EN)
		}
		rest := seatMarks.ReplaceAllString(text, "")
		for _, bad := range []string{"%!", "{", "}", "<nil>", "%v", "%d", "%s"} {
			if strings.Contains(rest, bad) {
				return fmt.Errorf("%s event's %s text has a placeholder %q: %q", e.Kind, lang, bad, text)
			}
		}
	}
	if e.Else != nil {
		if e.Only == nil {
			return fmt.Errorf("%s event has an Else but no Only", e.Kind)
		}
		return CheckEvent(*e.Else)
	}
	return nil
}
