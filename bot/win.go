package bot

import (
	"slices"

	"shima/engine"
)

// confirmations is how many determinizations beyond the first must agree
// that an action wins at once before a bot takes it without weighing
// anything else: a development card bought wins in the deals where it is a
// victory point and not in the others, and such a draw is a chance to
// weigh, not a win.
const confirmations = 8

// winNow looks for an action with which seat wins the game at once (its
// Outcome.Reward 1: it wins alone, or its team wins): one that wins on d, a
// determinization of st for seat, and on confirmations more, so that no
// card hidden from the seat and no chance to come decides it. It returns
// the action and the outcome it ends in, or false where there is none.
// Every bot but random takes such an action when it has one, whatever its
// search or the game's advice would weigh. cs are the bot's choices in d
// (choices): where they are one action but an advised opening, there is
// nothing to look for (the only legal action, or the advice within a
// sequence it advises, which holds no win: engine.Advisor), nor where the
// game tells that the seat cannot win yet (engine.Finisher). Where judged
// is set, the bot looks at its choices for a win itself (in a game without
// advice, every legal action), and winNow at the other legal actions only.
func winNow(st, d engine.State, seat engine.Seat, r *engine.Rand, cs []engine.Action, judged bool) (engine.Action, engine.Outcome, bool) {
	if _, advises := d.(engine.Advisor); judged && !advises || len(cs) == 1 && !opens(d, cs[0]) {
		return 0, engine.Outcome{}, false // every legal action judged, or none to look at
	}
	if f, ok := d.(engine.Finisher); ok && !f.MayWin(seat) {
		return 0, engine.Outcome{}, false
	}
	for _, a := range mustLegal(d, seat, nil) {
		if judged && slices.Contains(cs, a) {
			continue
		}
		if o, ok := winsOn(d.Clone(), seat, a); ok && confirmed(st, seat, a, r) {
			return a, o, true
		}
	}
	return 0, engine.Outcome{}, false
}

// opens reports whether a opens, in st, what only the game's advice judges.
func opens(st engine.State, a engine.Action) bool {
	adv, ok := st.(engine.Advisor)
	return ok && adv.Opens(a)
}

// winsOn plays a for seat in c and reports whether seat has won, with the
// outcome.
func winsOn(c engine.State, seat engine.Seat, a engine.Action) (engine.Outcome, bool) {
	if c.Apply(seat, a) != nil || !c.Over() {
		return engine.Outcome{}, false
	}
	o := c.Outcome()
	return o, o.Reward(seat) == 1
}

// confirmed reports whether a wins for seat on confirmations fresh
// determinizations of st.
func confirmed(st engine.State, seat engine.Seat, a engine.Action, r *engine.Rand) bool {
	for range confirmations {
		if _, ok := winsOn(st.Determinize(seat, r), seat, a); !ok {
			return false
		}
	}
	return true
}

// won makes the root of m's search the one action a with which seat wins
// at once (winNow): the 1+confirmations determinizations it won on count
// as as many iterations through it, each with the rewards of its outcome o,
// so that Candidates names it with a win estimate of 1.
func (m *MCTS) won(a engine.Action, seat engine.Seat, o engine.Outcome) {
	const n = 1 + confirmations
	m.nodes = append(m.nodes, node{action: a, seat: seat, firstChild: -1, next: -1, visits: n, avail: n, total: n})
	m.nodes[0].firstChild, m.nodes[0].visits = 1, n
	for i := range m.rootReward {
		m.rootReward[i] = n * o.Reward(engine.Seat(i))
	}
	m.Iterations = n
}
