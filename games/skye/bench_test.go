package skye

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// BenchmarkPlayout plays whole 4-player games from a fresh start, at
// random and by the playout policy (enginetest.BenchmarkPlayouts).
func BenchmarkPlayout(b *testing.B) {
	enginetest.BenchmarkPlayouts(b, freshGames(4))
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

// Legal, Apply and Playout allocate nothing once the action buffer has grown.
func TestPlayoutsDoNotAllocate(t *testing.T) {
	enginetest.CheckPlayoutsDoNotAllocate(t, freshGames(4))
}

// freshGames returns fresh starts of games of the given seats, each with its
// own random source, for enginetest's playout benchmark and allocation test.
func freshGames(seats int) func(r *engine.Rand) engine.State {
	start, _ := Game{}.New(engine.Config{Seats: seats, Seed: 1})
	return enginetest.FreshStarts(start.(*State), func(st *State, r *engine.Rand) { st.rng = r.Split() })
}
