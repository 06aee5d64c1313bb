package enginetest

import (
	"testing"

	"shima/engine"
)

// BenchmarkPlayouts plays whole games, each from fresh(r), a new start
// that should cost no allocation (a game copies a prepared state and gives
// it r.Split() as its random source), choosing each decision for the first
// seat to move: in b.Run("random") uniformly among the legal actions, in
// b.Run("policy") by the game's playout policy (engine.Playout), the one
// tree search uses. ns/op is one game; actions/s counts the decisions, each
// a Legal (or a Playout) and an Apply; turns/game, for games that count
// their turns (engine.Turns), shows how long the games were.
func BenchmarkPlayouts(b *testing.B, fresh func(r *engine.Rand) engine.State) {
	for _, name := range []string{"random", "policy"} {
		b.Run(name, func(b *testing.B) {
			r := engine.NewRand(2)
			buf := make([]engine.Action, 0, 1024)
			decisions, turns := 0, 0
			b.ReportAllocs()
			for b.Loop() {
				st := fresh(&r)
				p, ok := st.(engine.Playout)
				if name == "policy" && !ok {
					b.Skip("the game has no playout policy")
				}
				for ; !st.Over(); decisions++ {
					s := st.ToMove()[0]
					var a engine.Action
					if name == "random" {
						buf = st.Legal(s, buf[:0])
						a = buf[r.IntN(len(buf))]
					} else {
						a = p.Playout(s, &r, buf)
					}
					if err := st.Apply(s, a); err != nil {
						b.Fatal(err)
					}
				}
				if t, ok := st.(engine.Turns); ok {
					turns += t.Turn()
				}
			}
			b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "actions/s")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			if turns > 0 {
				b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
			}
		})
	}
}

// FreshStarts returns fresh starts for BenchmarkPlayouts and
// CheckPlayoutsDoNotAllocate: each call copies start into one reused state
// and lets reseed give it r's random source (st.rng = r.Split()), so that
// it costs no allocation.
func FreshStarts[S any, P interface {
	*S
	engine.State
}](start P, reseed func(st P, r *engine.Rand)) func(r *engine.Rand) engine.State {
	st := P(new(S))
	return func(r *engine.Rand) engine.State {
		*st = *start
		reseed(st, r)
		return st
	}
}

// CheckPlayoutsDoNotAllocate fails t if whole games from fresh(r) (as for
// BenchmarkPlayouts), played at random or by the playout policy, allocate:
// Legal, Apply and Playout must not, once the action buffer has grown.
func CheckPlayoutsDoNotAllocate(t *testing.T, fresh func(r *engine.Rand) engine.State) {
	t.Helper()
	r := engine.NewRand(2)
	buf := make([]engine.Action, 0, 1024)
	play := func(policy bool) {
		st := fresh(&r)
		p, _ := st.(engine.Playout)
		for !st.Over() {
			s := st.ToMove()[0]
			var a engine.Action
			if policy && p != nil {
				a = p.Playout(s, &r, buf)
			} else {
				buf = st.Legal(s, buf[:0])
				a = buf[r.IntN(len(buf))]
			}
			if err := st.Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(false) // grows buf
	for _, policy := range []bool{false, true} {
		if allocs := testing.AllocsPerRun(50, func() { play(policy) }); allocs != 0 {
			t.Errorf("%.1f allocations per game (playout policy: %v)", allocs, policy)
		}
	}
}
