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
