package spiritisland

import "shima/engine"

// Advice for bots (engine.Advisor) on the choices whose worth a step of
// lookahead misjudges. Where cascading blight goes: A land without blight
// ends the cascade there, and one step later the invader phase has gone on
// (its builds and explores counted), while a blighted land defers them:
// one-step bots preferred to keep the blight cascading. The advice sends
// it where it stops: a land without blight, then one without presence,
// then the one with fewest invaders and dahan to lose.
//
// Which card to forget (after gaining a major power, or for a fear or
// blight card): a round's lookahead sees no loss in forgetting a card that
// could not be afforded this round, and bots forgot the major they had
// just gained. The advice forgets the cheapest card, a minor power before a
// spirit's own or a major, and among those one already played (its power
// spent for this round) before one in hand or discard.

// Advise returns seat s's advised action when it decides where a cascade
// goes or which card to forget.
func (st *State) Advise(s engine.Seat, _ *engine.Rand) (engine.Action, bool) {
	t := st.pending(int8(s))
	if t == nil || t.spirit != int8(s) {
		return 0, false
	}
	switch t.op {
	case opCascade:
		return st.adviseCascade(t.land)
	case opForget:
		return st.adviseForget(int8(s))
	}
	return 0, false
}

// adviseCascade is the land where blight cascading from a land should go.
func (st *State) adviseCascade(from Land) (engine.Action, bool) {
	var best engine.Action
	bestScore := 1 << 30
	lands(st.island.Adjacent(from)&^st.island.Oceans(), func(l Land) {
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

// adviseForget is the card spirit s should forget: the one of least
// forgetWorth.
func (st *State) adviseForget(s int8) (engine.Action, bool) {
	var buf [handLimit]engine.Action
	best, bestWorth := engine.Action(0), 1<<30
	for _, a := range st.Legal(engine.Seat(s), buf[:0]) {
		c, _ := argsOf(a)
		if w := st.forgetWorth(s, c); w < bestWorth {
			best, bestWorth = a, w
		}
	}
	return best, bestWorth < 1<<30
}

// forgetWorth is what spirit s loses by forgetting card c: its cost, a
// little more for a card not a minor power, and for one not yet played.
func (st *State) forgetWorth(s int8, c int) int {
	w := 4 * int(Powers[c].Cost)
	if Powers[c].Deck != Minor {
		w += 2
	}
	if !st.spirits[s].played.has(c) {
		w++
	}
	return w
}
