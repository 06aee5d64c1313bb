package micronesia

import "shima/engine"

// Heuristic estimates how good the state is for seat s without searching:
// islands (the race to seven), VP (what a burst would count) and the stock
// (safety from bursting and the means to sacrifice), against the best
// opponent. While s is choosing how to split, it is worth its best split.
func (st *State) Heuristic(s engine.Seat) float64 {
	if st.step == stepSplit && st.toMove[0] == s {
		best := -1e9
		var buf [24]engine.Action
		for _, a := range st.Legal(s, buf[:0]) {
			if !isSplit(a) {
				continue
			}
			c := *st
			c.applySplit(a)
			best = max(best, c.static(s))
		}
		return best
	}
	return st.static(s)
}

// static values the position as it stands for seat s.
func (st *State) static(s engine.Seat) float64 {
	if st.Over() {
		o := st.Outcome()
		return 100*o.Reward(s) - 50
	}
	value := func(p int8) float64 {
		islands := float64(st.islandsOf(p))
		return 3*islands + islands*islands/4 + float64(st.vpOf(p)) + 0.4*float64(st.stock[p])
	}
	mine, rival := value(int8(s)), -1e9
	for p := range st.seats {
		if p != int8(s) {
			rival = max(rival, value(p))
		}
	}
	return mine - rival
}
