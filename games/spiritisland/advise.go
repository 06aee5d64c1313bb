package spiritisland

import "shima/engine"

// Advice for bots (engine.Advisor) on the one choice whose worth a step of
// lookahead misjudges: where cascading blight goes. A land without blight
// ends the cascade there, and one step later the invader phase has gone on
// (its builds and explores counted), while a blighted land defers them:
// one-step bots preferred to keep the blight cascading. The advice sends
// it where it stops: a land without blight, then one without presence,
// then the one with fewest invaders and dahan to lose.

// Advise returns the cascade's land for seat s when it decides one.
func (st *State) Advise(s engine.Seat, _ *engine.Rand) (engine.Action, bool) {
	if st.q.empty() || st.q.front().op != opCascade || st.q.front().spirit != int8(s) {
		return 0, false
	}
	var best engine.Action
	bestScore := 1 << 30
	lands(st.island.Adjacent(st.q.front().land)&^st.island.Oceans(), func(l Land) {
		ls := &st.lands[l]
		score := 1000 * int(ls.blight)
		for _, p := range ls.presence {
			score += 100 * int(p)
		}
		score += int(ls.count(Dahan))
		if score < bestScore {
			best, bestScore = pack(kindCascade, 0, int(l)), score
		}
	})
	return best, bestScore < 1<<30
}

// Opens reports false: no action opens what only advice judges.
func (st *State) Opens(engine.Action) bool { return false }
