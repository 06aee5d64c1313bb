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

// BenchmarkEstimate values round starts of 2-spirit games, as tree search
// does at the end of each playout: 64 of them, met by playing the playout
// policy on from fresh starts.
func BenchmarkEstimate(b *testing.B) {
	fresh := freshGames(2)
	r := engine.NewRand(1)
	var starts []*State
	for len(starts) < 64 {
		st := fresh(&r).(*State)
		for !st.Over() && len(starts) < 64 {
			s := st.ToMove()[0]
			if err := st.Apply(s, st.Playout(s, &r, nil)); err != nil {
				b.Fatal(err)
			}
			if st.Settled() {
				starts = append(starts, st.Clone().(*State))
			}
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		starts[i%len(starts)].Estimate(0)
	}
}
