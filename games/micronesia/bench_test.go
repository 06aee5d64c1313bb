package micronesia

import (
	"testing"

	"shima/engine"
)

// playout plays st to the end at random and returns the number of actions.
func playout(st *State, r *engine.Rand, buf []engine.Action) int {
	n := 0
	for !st.Over() {
		s := st.toMove[0]
		buf = st.Legal(s, buf[:0])
		if err := st.Apply(s, buf[r.IntN(len(buf))]); err != nil {
			panic(err)
		}
		n++
	}
	return n
}

// BenchmarkRandomPlayout plays whole 4-player games at random from a fresh
// start: ns/op is one game, and actions/s counts Legal+Apply pairs.
func BenchmarkRandomPlayout(b *testing.B) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	r := engine.NewRand(2)
	buf := make([]engine.Action, 0, 64)
	st := new(State)
	actions := 0
	b.ReportAllocs()
	for b.Loop() {
		*st = *start.(*State)
		st.rng = r.Split()
		actions += playout(st, &r, buf)
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkPolicyPlayout plays whole 4-player games with the playout policy
// MCTS uses.
func BenchmarkPolicyPlayout(b *testing.B) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	r := engine.NewRand(2)
	buf := make([]engine.Action, 0, 64)
	st := new(State)
	actions := 0
	b.ReportAllocs()
	for b.Loop() {
		*st = *start.(*State)
		st.rng = r.Split()
		for !st.Over() {
			s := st.toMove[0]
			if err := st.Apply(s, st.Playout(s, &r, buf)); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// Legal and Apply allocate nothing once the action buffer has grown.
func TestLegalApplyDoNotAllocate(t *testing.T) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	r := engine.NewRand(2)
	buf := make([]engine.Action, 0, 64)
	st := new(State)
	allocs := testing.AllocsPerRun(200, func() {
		*st = *start.(*State)
		st.rng = r.Split()
		playout(st, &r, buf)
		for !st.Over() {
			st.Apply(st.toMove[0], st.Playout(st.toMove[0], &r, buf))
		}
	})
	if allocs != 0 {
		t.Fatalf("%.1f allocations per game", allocs)
	}
}
