package spiritisland

import (
	"fmt"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// freshGames returns fresh starts of games of the first n beginner spirits
// on random boards, each with its decks dealt anew from its own source.
func freshGames(n int) func(r *engine.Rand) engine.State {
	start, _ := Game{}.New(engine.Config{Seats: n, Seed: 1})
	return enginetest.FreshStarts(start.(*State), func(st *State, r *engine.Rand) { st.redeal(r) })
}

// BenchmarkPlayout plays whole games of 1, 2 and 4 spirits at random.
func BenchmarkPlayout(b *testing.B) {
	for _, n := range []int{1, 2, 4} {
		b.Run(fmt.Sprintf("%dspirits", n), func(b *testing.B) { enginetest.BenchmarkPlayouts(b, freshGames(n)) })
	}
}

// Legal and Apply allocate nothing once the action buffer has grown.
func TestPlayoutsDoNotAllocate(t *testing.T) {
	for _, n := range []int{1, 4} {
		enginetest.CheckPlayoutsDoNotAllocate(t, freshGames(n))
	}
}
