package catan

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// BenchmarkPlayout plays whole 4-player base games from a fresh start at
// random (enginetest.BenchmarkPlayouts): the figure compared with
// Catanatron's random games, with turns/game beside it so that a faster
// figure cannot come from shorter games.
func BenchmarkPlayout(b *testing.B) {
	enginetest.BenchmarkPlayouts(b, freshGames(4))
}

// Legal and Apply allocate nothing once the action buffer has grown.
func TestPlayoutsDoNotAllocate(t *testing.T) {
	enginetest.CheckPlayoutsDoNotAllocate(t, freshGames(4))
}

// freshGames returns fresh starts of base games for the given seats, each
// with its own random source and its own board dealt from it.
func freshGames(seats int) func(r *engine.Rand) engine.State {
	start, _ := Game{}.New(engine.Config{Seats: seats, Seed: 1})
	return enginetest.FreshStarts(start.(*State), func(st *State, r *engine.Rand) {
		st.rng = r.Split()
		st.deal()
		st.robberToDesert()
		st.shuffleDeck()
	})
}

// BenchmarkPlayoutUnknownIsland plays whole 4-player games of The Unknown
// Island at random, from the selection phase to 13 VP.
func BenchmarkPlayoutUnknownIsland(b *testing.B) {
	start, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1, Options: map[string]string{"scenario": "unknown-island"}})
	enginetest.BenchmarkPlayouts(b, enginetest.FreshStarts(start.(*State), func(st *State, r *engine.Rand) { st.rng = r.Split() }))
}

// BenchmarkPlayoutWithoutOffers plays 4-player base games with random
// players that never offer a trade to another player: the action space of
// Catanatron's random players (which offer none), for the comparison with
// its random games (interop/catanatron/speed.py, RULES.md).
func BenchmarkPlayoutWithoutOffers(b *testing.B) {
	fresh := freshGames(4)
	r := engine.NewRand(2)
	buf := make([]engine.Action, 0, 1024)
	decisions, turns := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		st := fresh(&r)
		for ; !st.Over(); decisions++ {
			s := st.ToMove()[0]
			buf = st.Legal(s, buf[:0])
			a := buf[r.IntN(len(buf))]
			for a == proposeAction {
				a = buf[r.IntN(len(buf))]
			}
			if err := st.Apply(s, a); err != nil {
				b.Fatal(err)
			}
		}
		turns += st.(*State).Turn()
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}
