package bot

import (
	"testing"

	"shima/engine"
	"shima/games/micronesia"
)

// The helpers each search the whole iteration budget, and the decision
// counts all of them; under a time budget each helper searches too, beside
// the first worker.
func TestHelpersSearch(t *testing.T) {
	st, err := micronesia.Game{}.New(engine.Config{Seats: 3, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	m := NewMCTS(Budget{Iterations: 301}, 1)
	m.SetWorkers(3)
	m.Choose(st, 0)
	if len(m.helpers) != 2 || m.helpers[0].Iterations != 301 || m.helpers[1].Iterations != 301 || m.Iterations != 3*301 {
		t.Fatalf("%d helpers; %d iterations in all", len(m.helpers), m.Iterations)
	}
	m = NewMCTS(Budget{Time: 30e6}, 1)
	m.SetWorkers(2)
	m.Choose(st, 0)
	if h := m.helpers[0].Iterations; h < 10 || m.Iterations-h < 10 {
		t.Fatalf("in 30 ms the helper searched %d iterations, the first worker %d", h, m.Iterations-h)
	}
}
