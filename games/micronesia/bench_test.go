package micronesia

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// BenchmarkPlayout plays whole 4-player games from a fresh start, at
// random and by the playout policy (enginetest.BenchmarkPlayouts).
func BenchmarkPlayout(b *testing.B) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	st := new(State)
	enginetest.BenchmarkPlayouts(b, func(r *engine.Rand) engine.State {
		*st = *start.(*State)
		st.rng = r.Split()
		return st
	})
}

// Legal, Apply and Playout allocate nothing once the action buffer has grown.
func TestPlayoutsDoNotAllocate(t *testing.T) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	st := new(State)
	enginetest.CheckPlayoutsDoNotAllocate(t, func(r *engine.Rand) engine.State {
		*st = *start.(*State)
		st.rng = r.Split()
		return st
	})
}
