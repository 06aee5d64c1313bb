package bot

import "shima/engine"

// Greedy tries every legal action on a determinization and keeps the one
// after which the game's heuristic (engine.Heuristic) rates its seat best; a
// finished game counts as its outcome. Ties are broken at random. It takes
// an action that wins at once (winNow) whenever it has one. Otherwise, where
// the game advises (engine.Advisor), it follows the advice, and takes an
// action that opens what only advice judges only when advised: one step
// cannot judge an offer begun, and judging it where the advice leads (the
// offer composed and answered) did no better in Catan (two such greedy bots
// won 960 of 2000 games against two that follow the advice, 48.0%, 95%
// interval 45.8-50.2%, in a build made for the experiment).
//
// Where the game's heuristic judges only settled positions (engine.Horizon)
// and the game has a playout policy, greedy looks further: it judges each
// action by the mean value after playing the policy on from it to the next
// settled position (or the end), over lookahead samples, each on a fresh
// determinization.
type Greedy struct {
	rng engine.Rand
	buf []engine.Action
}

// lookahead is how many playouts judge an action in a game with a horizon.
const lookahead = 6

// lookaheadSteps bounds a playout to the horizon, against a game that never
// settles again.
const lookaheadSteps = 2000

// Name returns "greedy".
func (*Greedy) Name() string { return "greedy" }

// Choose returns the action with the best one-step value.
func (b *Greedy) Choose(st engine.State, seat engine.Seat) engine.Action {
	d := st.Determinize(seat, &b.rng)
	b.buf = choices(d, seat, &b.rng, b.buf, false)
	actions := append([]engine.Action(nil), b.buf...)
	// The choices judged below show a win as they are judged; the others
	// are looked at first.
	if a, _, ok := winNow(st, d, seat, &b.rng, actions, true); ok {
		return a
	}
	if len(actions) == 1 {
		return actions[0]
	}
	seed := b.rng.Uint64()
	best, bestValue, ties := actions[0], 0.0, 0
	for i, a := range actions {
		v, ok := b.judge(st, d, seat, a, seed)
		if !ok {
			continue
		}
		if v == winValue && confirmed(st, seat, a, &b.rng) {
			return a
		}
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

// judge rates seat playing a in d (a determinization of st): its value one
// step on, or where the game has a horizon, the mean value at the horizon.
// The playouts draw from seed: every action is judged on the same hidden
// cards and the same chances (common random numbers), so that the
// difference between two actions' values is theirs, not the luck of the
// draw.
func (b *Greedy) judge(st, d engine.State, seat engine.Seat, a engine.Action, seed uint64) (float64, bool) {
	_, settles := d.(engine.Horizon)
	_, plays := d.(engine.Playout)
	if !settles || !plays {
		c := d.Clone()
		if err := c.Apply(seat, a); err != nil {
			return 0, false
		}
		return value(c, seat), true
	}
	sum := 0.0
	r := engine.NewRand(seed)
	for range lookahead {
		c := st.Determinize(seat, &r)
		if err := c.Apply(seat, a); err != nil {
			return 0, false
		}
		if h := c.(engine.Horizon); !c.Over() && !h.Settled() {
			playToHorizon(c, h, c.(engine.Playout), &r, b.buf)
		}
		sum += value(c, seat)
	}
	return sum / lookahead, true
}

// outcomeScale puts the value of a finished game far above any heuristic
// value.
const outcomeScale = 1e6

// winValue is the value of a game won (value): alone, or as a team.
const winValue = outcomeScale / 2

// value rates st for seat: the outcome when the game is over, otherwise the
// game's heuristic, or 0 without one.
func value(st engine.State, seat engine.Seat) float64 {
	if st.Over() {
		return outcomeScale * (st.Outcome().Reward(seat) - 0.5)
	}
	if h, ok := st.(engine.Heuristic); ok {
		return h.Heuristic(seat)
	}
	return 0
}

// playToHorizon plays d on with its playout policy p, from one move at
// least, to its next settled position (h) or its end, within
// lookaheadSteps, and reports whether it got there.
func playToHorizon(d engine.State, h engine.Horizon, p engine.Playout, r *engine.Rand, buf []engine.Action) bool {
	for n := 0; n < lookaheadSteps; n++ {
		if d.Over() || n > 0 && h.Settled() {
			return true
		}
		s := d.ToMove()[0]
		if err := d.Apply(s, p.Playout(s, r, buf)); err != nil {
			panic("bot: the playout policy chose an illegal action: " + err.Error())
		}
	}
	return false
}
