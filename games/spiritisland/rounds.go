package spiritisland

import (
	"slices"

	"shima/engine"
)

// The round: the spirit phase (every spirit at once), the fast powers, the
// invader phase, the slow powers, time passes. Who decides when, what they
// may do and how the game goes on between decisions.

// ToMove lists the spirits that must decide now: in the spirit phase, those
// not done; while a power or the invader phase waits for a choice, its
// decider; between powers, the spirits with powers left to resolve.
func (st *State) ToMove() []engine.Seat { return st.toMove[:st.nToMove] }

// findToMove works out who must decide now, for ToMove.
func (st *State) findToMove() {
	st.nToMove = 0
	add := func(s int8) {
		st.toMove[st.nToMove] = engine.Seat(s)
		st.nToMove++
	}
	switch {
	case st.step == stepOver:
	case !st.q.empty():
		add(st.q.front().spirit)
	case st.step == stepSpirit:
		for s := range st.seats {
			if st.spirits[s].phase != phaseDone {
				add(s)
			}
		}
	case st.step == stepFast || st.step == stepSlow:
		for s := range st.seats {
			if st.hasPowers(s) {
				add(s)
			}
		}
	}
}

// Legal lists seat s's legal actions.
func (st *State) Legal(seat engine.Seat, buf []engine.Action) []engine.Action {
	s := int8(seat)
	if s < 0 || s >= st.seats || st.step == stepOver {
		return buf
	}
	if !st.q.empty() {
		if t := st.q.front(); t.spirit == s {
			return st.options(t, buf)
		}
		return buf
	}
	sp := &st.spirits[s]
	switch st.step {
	case stepSpirit:
		switch sp.phase {
		case phaseGrowth:
			return st.growthOptions(s, buf)
		case phaseGrowing:
			return st.options(sp.q.front(), buf)
		case phasePlay:
			return st.playOptions(s, buf)
		}
	case stepFast, stepSlow:
		if st.hasPowers(s) {
			return st.legalPowers(s, buf)
		}
	}
	return buf
}

// Apply plays action a for seat s, or refuses it with a reason, changing nothing.
func (st *State) Apply(seat engine.Seat, a engine.Action) error {
	buf := getScratch()
	legal := st.Legal(seat, (*buf)[:0])
	ok := slices.Contains(legal, a)
	*buf = legal
	putScratch(buf)
	if !ok {
		return st.refuse(seat, a)
	}
	st.startTelling()
	s := int8(seat)
	x, y := argsOf(a)
	sp := &st.spirits[s]
	spirit := st.tl != nil && st.step == stepSpirit && st.q.empty() // a spirit's own decision: growth, cards
	if spirit {
		st.holdEvents() // what the move draws or gains follows its line
	}
	switch {
	case !st.q.empty():
		st.answer(&st.q, a)
	case st.step == stepSpirit && sp.phase == phaseGrowth:
		st.grow(s, x)
	case st.step == stepSpirit && sp.phase == phaseGrowing:
		st.answer(&sp.q, a)
		st.continueSpirit(s)
	case st.step == stepSpirit:
		if kindOf(a) == kindPass {
			sp.phase = phaseDone
		} else {
			st.play(s, x)
		}
	case kindOf(a) == kindUse:
		st.usePower(s, int16(x), y&1 == 1)
	case kindOf(a) == kindSkip:
		st.markResolved(s, int16(x), y&1 == 1)
	case kindOf(a) == kindPass:
		st.usable(s, func(pw int16, madeFast bool) {
			if !madeFast {
				st.markResolved(s, pw, false)
			}
		})
		if st.step == stepFast {
			// Done with the fast phase: its slow powers wait for the slow
			// phase, none of them made fast any more (by an allowance or
			// by an innate's own threshold).
			sp.phase = phaseFastDone
		}
	}
	if spirit {
		st.tellMove(s, a)
		st.release()
	}
	st.proceed()
	st.endTelling()
	return nil
}

// proceed runs the game on from an action until someone must decide or the
// game is over.
func (st *State) proceed() {
	defer st.findToMove()
	for st.step != stepOver {
		if st.run(&st.q) {
			st.checkEnd()
			return
		}
		if st.tl != nil && st.resolver != noSpirit {
			st.tellPowerDone()
		}
		st.resolver, st.power, st.powerLand, st.nDreamt = noSpirit, noPower, NoLand, 0
		if st.checkEnd() {
			return
		}
		switch st.step {
		case stepSpirit:
			for s := range st.seats {
				if st.spirits[s].phase != phaseDone {
					return
				}
			}
			if st.setupGrowth() {
				st.round = 1
				for s := range st.seats {
					st.spirits[s].phase = phaseGrowth
				}
				continue
			}
			st.step = stepFast
		case stepFast:
			if st.anyPowers() {
				return
			}
			for s := range st.seats {
				st.spirits[s].phase = phaseDone // the fast phase is over for all
			}
			st.invaderPhase()
			return
		case stepInvader:
			st.step = stepSlow
		case stepSlow:
			if st.anyPowers() {
				return
			}
			if st.queueKeeps() {
				continue // Gift of Constancy: cards to keep, decided before time passes
			}
			st.timePasses()
		}
	}
}

// anyPowers reports whether a spirit has a power left in this phase.
func (st *State) anyPowers() bool {
	for s := range st.seats {
		if st.hasPowers(s) {
			return true
		}
	}
	return false
}

// setupGrowth reports whether the spirits are taking the difficulty
// option's growth at set-up (round 0).
func (st *State) setupGrowth() bool { return st.round == 0 }

// checkEnd ends the game when the spirits have won (the terror level's
// victory condition; it beats a loss at the same moment) or lost.
func (st *State) checkEnd() bool {
	if st.step == stepOver {
		return true
	}
	if st.victory() {
		st.won, st.lost = true, false
		st.finish()
		return true
	}
	for s := range st.seats {
		if !st.onIsland(s) {
			st.lose("presence")
		}
	}
	if st.capitalLost() {
		st.lose("capital")
	}
	if st.lost {
		st.finish()
		return true
	}
	return false
}

// victory reports whether the terror level's victory condition holds: at
// level 1 no invaders on the island, at 2 no towns or cities, at 3 no
// cities, and at once when the fear deck is empty.
func (st *State) victory() bool {
	lv := st.terror()
	if lv >= 4 {
		st.end = "fear"
		return true
	}
	for l := range st.lands {
		ls := &st.lands[l]
		if ls.count(City) > 0 || lv <= 2 && ls.count(Town) > 0 || lv == 1 && ls.count(Explorer) > 0 {
			return false
		}
	}
	st.end = "terror"
	return true
}

// onIsland reports whether spirit s has a presence on the island.
func (st *State) onIsland(s int8) bool {
	for l := range st.lands {
		if st.lands[l].presence[s] > 0 {
			return true
		}
	}
	return false
}

// destroyPresence destroys one of spirit s's presence in land l (out of the
// game); a spirit left with none on the island loses the game at once.
func (st *State) destroyPresence(s int8, l Land) {
	st.lands[l].presence[s]--
	st.spirits[s].destroyed++
	if st.tl != nil {
		st.tl.lost[l][s]++
		if !st.resolving() {
			st.tellPresenceLost(s, l)
		}
	}
	if !st.onIsland(s) {
		st.lose("presence")
	}
}

// lose marks the game lost, for reason (the Outcome's End key); the loss
// takes effect at the next check, after a victory at the same moment.
func (st *State) lose(reason string) {
	if !st.lost {
		st.lost, st.end = true, reason
	}
}

// finish ends the game.
func (st *State) finish() {
	if st.tl != nil {
		st.tellResolving() // what the cause resolving did, before its tasks are dropped
	}
	st.step = stepOver
	st.q = queue{}
	st.endFearCard()
}
