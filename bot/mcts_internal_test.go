package bot

import (
	"testing"

	"shima/engine"
	"shima/games/micronesia"
)

// An iteration budget is split into nths, the remainder one each to the
// first workers, and the parts add up to it.
func TestShare(t *testing.T) {
	for _, c := range []struct {
		iterations, n int
		want          []int
	}{{301, 3, []int{101, 100, 100}}, {2, 3, []int{1, 1, 0}}, {10000, 2, []int{5000, 5000}}, {7, 1, []int{7}}} {
		sum := 0
		for i, w := range c.want {
			if got := share(c.iterations, c.n, i); got != w {
				t.Errorf("share(%d, %d, %d) = %d, want %d", c.iterations, c.n, i, got, w)
			}
			sum += share(c.iterations, c.n, i)
		}
		if sum != c.iterations {
			t.Errorf("%d over %d workers: the parts add up to %d", c.iterations, c.n, sum)
		}
	}
}

// The helpers search their own shares of an iteration budget, and the
// decision counts all of them; under a time budget each helper searches
// too, beside the first worker.
func TestHelpersSearch(t *testing.T) {
	st, err := micronesia.Game{}.New(engine.Config{Seats: 3, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	m := NewMCTS(Budget{Iterations: 301}, 1)
	m.SetWorkers(3)
	m.Choose(st, 0)
	if len(m.helpers) != 2 || m.helpers[0].Iterations != 100 || m.helpers[1].Iterations != 100 || m.Iterations != 301 {
		t.Fatalf("%d helpers; %d iterations in all", len(m.helpers), m.Iterations)
	}
	m = NewMCTS(Budget{Time: 30e6}, 1)
	m.SetWorkers(2)
	m.Choose(st, 0)
	if h := m.helpers[0].Iterations; h < 10 || m.Iterations-h < 10 {
		t.Fatalf("in 30 ms the helper searched %d iterations, the first worker %d", h, m.Iterations-h)
	}
}
