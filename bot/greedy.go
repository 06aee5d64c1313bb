package bot

import "shima/engine"

// Greedy tries every legal action on a determinization and keeps the one
// after which the game's heuristic (engine.Heuristic) rates its seat best; a
// finished game counts as its outcome. Ties are broken at random. Where the
// game advises (engine.Advisor), it follows the advice, and takes an action
// that opens what only advice judges only when advised.
type Greedy struct {
	rng engine.Rand
	buf []engine.Action
}

// Name returns "greedy".
func (*Greedy) Name() string { return "greedy" }

// Choose returns the action with the best one-step value.
func (b *Greedy) Choose(st engine.State, seat engine.Seat) engine.Action {
	d := st.Determinize(seat, &b.rng)
	b.buf = choices(d, seat, &b.rng, b.buf)
	if len(b.buf) == 1 {
		return b.buf[0]
	}
	best, bestValue, ties := b.buf[0], 0.0, 0
	for i, a := range b.buf {
		c := d.Clone()
		if err := c.Apply(seat, a); err != nil {
			continue
		}
		v := value(c, seat)
		switch {
		case i == 0 || v > bestValue:
			best, bestValue, ties = a, v, 1
		case v == bestValue:
			ties++
			if b.rng.IntN(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// value rates st for seat: the outcome when the game is over (far above any
// heuristic value), otherwise the game's heuristic, or 0 without one.
func value(st engine.State, seat engine.Seat) float64 {
	if st.Over() {
		return 1e6 * (st.Outcome().Reward(seat) - 0.5)
	}
	if h, ok := st.(engine.Heuristic); ok {
		return h.Heuristic(seat)
	}
	return 0
}
