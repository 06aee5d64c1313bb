package skymerchants

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
