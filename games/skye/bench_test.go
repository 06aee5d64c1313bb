package skye

import (
	"testing"

	"shima/engine"
)

// BenchmarkPlayout plays whole 4-player games from a fresh start, choosing
// each decision for the first seat to move, at random or by the playout
// policy MCTS uses: ns/op is one game; actions/s counts the decisions.
func BenchmarkPlayout(b *testing.B) {
	for _, name := range []string{"random", "policy"} {
		b.Run(name, func(b *testing.B) {
			start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
			r := engine.NewRand(2)
			buf := make([]engine.Action, 0, 1024)
			st := new(State)
			decisions := 0
			b.ReportAllocs()
			for b.Loop() {
				*st = *start.(*State)
				st.rng = r.Split()
				for ; !st.Over(); decisions++ {
					s := st.toMove[0]
					var a engine.Action
					if name == "random" {
						buf = st.Legal(s, buf[:0])
						a = buf[r.IntN(len(buf))]
					} else {
						a = st.Playout(s, &r, buf)
					}
					if err := st.Apply(s, a); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "actions/s")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// midgame plays a 4-player game by the policy into round 4's given phase.
func midgame(b *testing.B, ph phase) *State {
	s, _ := Game{}.New(engine.Config{Seats: 4, Seed: 7})
	st := s.(*State)
	r := engine.NewRand(3)
	for st.round < 4 || st.phase != ph {
		seat := st.toMove[0]
		if err := st.Apply(seat, st.Playout(seat, &r, nil)); err != nil {
			b.Fatal(err)
		}
	}
	return st
}

// BenchmarkLegalBuild lists the placements of a player building in round 4.
func BenchmarkLegalBuild(b *testing.B) {
	st := midgame(b, phaseBuild)
	buf := make([]engine.Action, 0, 1024)
	b.ReportAllocs()
	for b.Loop() {
		buf = st.Legal(st.toMove[0], buf[:0])
	}
}

// BenchmarkLegalPrice lists the prices of a player pricing in round 4.
func BenchmarkLegalPrice(b *testing.B) {
	st := midgame(b, phasePrice)
	seat := st.toMove[0]
	if err := st.Apply(seat, discardAct(st.drawn[seat][0])); err != nil {
		b.Fatal(err)
	}
	buf := make([]engine.Action, 0, 1024)
	b.ReportAllocs()
	for b.Loop() {
		buf = st.Legal(seat, buf[:0])
	}
}

// BenchmarkHeuristicPrice rates a pricing state, as the greedy bot does for every price.
func BenchmarkHeuristicPrice(b *testing.B) {
	st := midgame(b, phasePrice)
	b.ReportAllocs()
	for b.Loop() {
		st.Heuristic(0)
	}
}

// BenchmarkHeuristicBuild rates a building state.
func BenchmarkHeuristicBuild(b *testing.B) {
	st := midgame(b, phaseBuild)
	b.ReportAllocs()
	for b.Loop() {
		st.Heuristic(0)
	}
}

// BenchmarkDeterminize redraws the secrets of a pricing state, as MCTS does every iteration.
func BenchmarkDeterminize(b *testing.B) {
	st := midgame(b, phasePrice)
	for _, s := range st.ToMove()[1:] {
		legal := st.Legal(s, nil)
		if err := st.Apply(s, legal[0]); err != nil {
			b.Fatal(err)
		}
	}
	r := engine.NewRand(1)
	b.ReportAllocs()
	for b.Loop() {
		st.Determinize(0, &r)
	}
}
