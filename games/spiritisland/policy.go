package spiritisland

import "shima/engine"

// The playout policy is random play that does not waste the spirits'
// turns: it plays cards while it can, uses every power rather than skipping
// it, and never stops an "up to" early; everything else (growth, targets,
// pieces) is chosen at random. Later work makes it smarter.

// Playout picks a quick legal action for seat s.
func (st *State) Playout(s engine.Seat, r *engine.Rand, buf []engine.Action) engine.Action {
	legal := st.Legal(s, buf[:0])
	n := 0
	for _, a := range legal {
		switch kindOf(a) {
		case kindPass, kindSkip, kindStop:
			continue
		}
		legal[n] = a
		n++
	}
	if n == 0 {
		legal = st.Legal(s, buf[:0])
		return legal[r.IntN(len(legal))]
	}
	return legal[r.IntN(n)]
}
