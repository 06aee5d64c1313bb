package match

import (
	"strings"
	"testing"

	"shima/engine"
	_ "shima/games/catan"
)

// In Catan, each discard after a 7 but the one that ends the step is a
// draft that tells its discarder alone what left its hand: it has a line
// in that seat's log only, and no frame. No seat ever reads which cards
// another discarded, during the step or after it (the move that ends the
// step reads as its retelling: how many cards).
func TestDiscardsShowOnlyToTheirDiscarder(t *testing.T) {
	cfg := people(3)
	cfg.Game = "catan"
	m, err := New("m", cfg, 1, t0)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(1)
	for drafts := 0; drafts < 12; {
		if m.Over() {
			t.Fatalf("the game ended after %d discards that are drafts", drafts)
		}
		s := m.ToMove()[r.IntN(len(m.ToMove()))]
		legal := m.Legal(s)
		a := legal[r.IntN(len(legal))]
		draft := m.state.(engine.Drafting).Drafts(a, s) && strings.HasPrefix(m.Describe(a, engine.EN), "discard")
		frames := m.FrameCount()
		ev, err := m.Move(s, a, t0)
		if err == nil {
			err = m.Apply(ev)
		}
		if err != nil {
			t.Fatal(err)
		}
		if !draft {
			continue
		}
		drafts++
		for v := engine.Spectator; v < 3; v++ {
			if n, want := len(m.Log(v, engine.EN, ev.Seq-1)), map[bool]int{true: 1, false: 0}[v == s]; n != want {
				t.Errorf("seat %d's discard, a draft, makes %d lines in seat %d's log, want %d", s, n, v, want)
			}
		}
		if m.FrameCount() != frames {
			t.Errorf("seat %d's discard, a draft, has a frame of its own", s)
		}
	}
	for v := engine.Seat(0); v < 3; v++ {
		for _, l := range m.Log(v, engine.EN, 0) {
			if l.Seat != v && strings.HasPrefix(l.Text, "discard ") {
				t.Errorf("seat %d reads seat %d's %q (seq %d)", v, l.Seat, l.Text, l.Seq)
			}
		}
	}
}
