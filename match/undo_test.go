package match

import (
	"testing"

	"shima/engine"
)

// In a game whose only secret is the dice to come (engine.Chance), undo is
// decided from whether the move rolled, without sampling; the answer must
// be the one the sampling gives, move after move of whole games.
func TestUndoByChance(t *testing.T) {
	var yes, no int
	for seed := range uint64(6) {
		m, err := New("m", people(3), seed, t0)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRand(seed)
		for !m.Over() {
			s := m.ToMove()[0]
			legal := m.Legal(s)
			before := m.state.Clone()
			a := legal[r.IntN(len(legal))]
			play(t, m, s, m.Describe(a, engine.EN))
			if !engine.Contains(m.ToMove(), s) {
				continue // its turn has passed: nothing to undo, nothing asked
			}
			want := revealsNothing(before, s, a)
			if got := m.CanUndo(s); got != want {
				t.Fatalf("seed %d, seq %d: %q may be undone: %v; sampling says %v", seed, m.Seq(), m.Describe(a, engine.EN), got, want)
			}
			if want {
				yes++
			} else {
				no++
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Fatalf("the games asked only one answer: %d undoable, %d not", yes, no)
	}
}

// The state before the last move is kept only until undo is decided, and
// not at all once the mover's turn has passed, so that an idle match holds
// no second state.
func TestPriorStateLetGo(t *testing.T) {
	m, _ := New("m", people(3), 1, t0)
	play(t, m, 0, "sacrifice die 2 to 1")
	if m.prior == nil {
		t.Fatal("the state before a move its mover may take back was not kept")
	}
	if !m.CanUndo(0) || m.prior != nil {
		t.Fatalf("undo decided: can undo %v, state before kept %v", m.CanUndo(0), m.prior != nil)
	}
	ev, err := m.Undo(0, t0)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Apply(ev); err != nil {
		t.Fatal(err)
	}
	play(t, m, 0, "islands 4 and 10")
	if m.prior != nil {
		t.Fatal("the state before a move that ended the turn was kept")
	}
}
