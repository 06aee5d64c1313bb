package skymerchants

import (
	"testing"

	"shima/engine"
)

// BenchmarkRandomPlayout plays whole 4-player games at random from a fresh
// start: ns/op is one game; actions/s counts Legal+Apply pairs.
func BenchmarkRandomPlayout(b *testing.B) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	r := engine.NewRand(2)
	buf := make([]engine.Action, 0, 512)
	st := new(State)
	actions := 0
	b.ReportAllocs()
	for b.Loop() {
		*st = *start.(*State)
		st.rng = r.Split()
		for !st.Over() {
			s := st.toMove[0]
			buf = st.Legal(s, buf[:0])
			if err := st.Apply(s, buf[r.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkPolicyPlayout plays whole 4-player games with the playout policy MCTS uses.
func BenchmarkPolicyPlayout(b *testing.B) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	r := engine.NewRand(2)
	buf := make([]engine.Action, 0, 512)
	st := new(State)
	b.ReportAllocs()
	for b.Loop() {
		*st = *start.(*State)
		st.rng = r.Split()
		for !st.Over() {
			s := st.toMove[0]
			if err := st.Apply(s, st.Playout(s, &r, buf)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkLegalPlace measures listing the placements in the middle of a game.
func BenchmarkLegalPlace(b *testing.B) {
	st := midgame(b)
	buf := make([]engine.Action, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = st.Legal(st.toMove[0], buf[:0])
	}
}

// midgame plays a 4-player game at random until turn 20.
func midgame(b *testing.B) *State {
	s, _ := Game{}.New(engine.Config{Seats: 4, Seed: 7})
	st := s.(*State)
	r := engine.NewRand(3)
	for st.turns < 20 || st.step != stepPlace {
		legal := st.Legal(st.toMove[0], nil)
		if err := st.Apply(st.toMove[0], legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return st
}
