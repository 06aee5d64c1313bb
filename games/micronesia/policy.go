package micronesia

import "shima/engine"

// Playout picks a quick, sensible action for seat s, for the playouts of
// tree search: the split that scores best on a simple count (VP and islands
// gained, tribes spent, a win, a burst avoided), a sacrifice only when every
// split would burst, and no rebalancing. One time in ten it plays at random,
// so that playouts stay varied.
func (st *State) Playout(s engine.Seat, r *engine.Rand, buf []engine.Action) engine.Action {
	legal := st.Legal(s, buf[:0])
	if st.step == stepRebalance {
		return done
	}
	noise := 1.0 / 1000
	if r.IntN(10) == 0 {
		noise = 1000 // any split that pays
	}
	best, bestScore, splits := engine.Action(0), -1e9, 0
	for _, a := range legal {
		if kindOf(a) == kindSacrifice {
			continue
		}
		splits++
		if v := st.splitScore(a); v > -1000 {
			if v += float64(r.IntN(100)) * noise; v > bestScore {
				best, bestScore = a, v
			}
		} else if v > bestScore {
			best, bestScore = a, v
		}
	}
	if bestScore <= -1000 && splits < len(legal) {
		return legal[splits+r.IntN(len(legal)-splits)] // sacrifices follow the splits
	}
	return best
}

// splitScore rates a split for the mover without applying it.
func (st *State) splitScore(a engine.Action) float64 {
	me := st.mover()
	x, y := pairOf(a) // in the order they are colonised
	targets := [2]int{x, y}
	n := 2
	if x == y {
		n = 1
	}
	islands := st.islandsOf(me)
	stock := int(st.stock[me])
	score := 0.0
	for _, t := range targets[:n] {
		if st.owner[t] == me {
			continue
		}
		need := st.need(t)
		if need > stock {
			return -1000
		}
		stock -= need
		islands++
		if islands >= WinIslands {
			return 1000
		}
		score += float64(VP(t)) + 2 - 0.5*float64(need)
		if st.owner[t] != noOwner {
			score += 0.5 * float64(VP(t))
		}
	}
	return score
}
