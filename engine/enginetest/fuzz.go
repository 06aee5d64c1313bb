package enginetest

import (
	"fmt"
	"slices"
	"testing"

	"shima/engine"
)

// CheckText is the body of a game's action-text fuzzer. Text that Parse
// refuses is refused with a Rejection in both languages; text it reads is an
// action that Apply, on a clone of st for the seat to move, either refuses
// with a Rejection and no change, or accepts as one of that seat's legal
// actions, every invariant kept.
func CheckText(t *testing.T, st engine.State, text string) {
	t.Helper()
	a, err := st.Parse(text)
	if err != nil {
		if !isRejection(err) {
			t.Fatalf("%q: Parse refuses with %v, not a rejection in both languages", text, err)
		}
		return
	}
	movers := st.ToMove()
	if len(movers) == 0 {
		return
	}
	seat := movers[0]
	if !slices.Contains(st.Legal(seat, nil), a) {
		before, _ := st.MarshalJSON()
		if err := refused(st, before, seat, a, fmt.Sprintf("%q (%d), not a legal action,", text, a)); err != nil {
			t.Fatal(err)
		}
		return
	}
	c := st.Clone()
	if err := c.Apply(seat, a); err != nil {
		t.Fatalf("%q (%d) is a legal action but Apply refuses it: %v", text, a, err)
	}
	if err := checkInvariants(c); err != nil {
		t.Fatalf("after %q: %v", text, err)
	}
}

// CheckLoad is the body of a game's position fuzzer. Load never panics and
// refuses with a Rejection in both languages; a position it accepts writes
// itself back exactly (loading again gives the same bytes), keeps every
// invariant, draws its views, and every legal action applies to a clone with
// the invariants kept.
func CheckLoad(t *testing.T, g engine.Game, data []byte) {
	t.Helper()
	st, err := g.Load(data)
	if err != nil {
		if !isRejection(err) {
			t.Fatalf("a refusal that is not a rejection in both languages: %v", err)
		}
		return
	}
	if err := checkInvariants(st); err != nil {
		t.Fatalf("an accepted position: %v\n%s", err, data)
	}
	if err := checkPosition(g, st); err != nil {
		t.Fatal(err)
	}
	for _, lang := range engine.Langs {
		st.View(engine.Spectator).Text(lang)
	}
	for _, s := range st.ToMove() {
		st.View(s).Text(engine.EN)
		for _, a := range st.Legal(s, nil) {
			c := st.Clone()
			if err := c.Apply(s, a); err != nil {
				t.Fatalf("legal %q refused: %v", st.Describe(a, engine.EN), err)
			}
			if err := checkInvariants(c); err != nil {
				t.Fatalf("after %q: %v", st.Describe(a, engine.EN), err)
			}
		}
	}
}

// Told plays the action typed as text for seat s on st with its events
// recorded, as the server plays a move, and returns the events. It fails
// t if the text does not parse, the action is refused or an event is not
// complete in every language (engine.CheckEvent). (Tests of hand-built
// scenes call it on states that need not hold every invariant.)
func Told(t testing.TB, st engine.State, s engine.Seat, text string) []engine.Event {
	t.Helper()
	a, err := st.Parse(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	events, err := engine.ApplyEvents(st, s, a)
	if err != nil {
		t.Fatalf("seat %d plays %q: %v", s, text, err)
	}
	for _, e := range events {
		if err := engine.CheckEvent(e); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	}
	return events
}

// Want is an event as a test expects it: JA is checked only when given,
// Data as fmt prints the map (keys sorted; "" for none).
type Want struct {
	Kind   string
	Seat   engine.Seat
	Detail bool
	EN, JA string
	At     []string
	Data   string
}

// ExpectSeen checks the events viewer sees of events against want, one by
// one, each complete in every language (engine.CheckEvent).
func ExpectSeen(t testing.TB, events []engine.Event, viewer engine.Seat, want []Want) {
	t.Helper()
	seen := engine.Seen(events, viewer)
	if len(seen) != len(want) {
		t.Errorf("seat %d sees %d events, want %d: %+v", viewer, len(seen), len(want), seen)
	}
	for i := range min(len(seen), len(want)) {
		e, w := seen[i], want[i]
		if err := engine.CheckEvent(e); err != nil {
			t.Errorf("event %d: %v", i, err)
		}
		got := Want{e.Kind, e.Seat, e.Detail, e.Text.EN, e.Text.JA, e.At, ""}
		if e.Data != nil {
			got.Data = fmt.Sprint(e.Data)
		}
		if got.Kind != w.Kind || got.Seat != w.Seat || got.Detail != w.Detail || got.EN != w.EN ||
			(w.JA != "" && got.JA != w.JA) || !slices.Equal(got.At, w.At) || got.Data != w.Data {
			t.Errorf("seat %d, event %d:\n got %+v\nwant %+v", viewer, i, got, w)
		}
	}
}
