package micronesia

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
