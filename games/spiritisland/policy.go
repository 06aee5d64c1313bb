package spiritisland

import "shima/engine"

// The playout policy plays as a careful beginner would, by a score for
// each legal action (ties and near-ties broken at random): it never wastes
// a turn (plays cards while it can, uses every power, never stops an "up
// to" early), aims powers at the lands in danger (those the ravage card
// names, then those the build card names, then the most crowded), deals
// damage where it destroys the most, destroys cities before towns before
// explorers, pushes invaders out of danger into quiet lands and dahan into
// it, keeps cheap cards and forgets as the advice does (advise.go).
// Growth, card choice and the rest are left to chance: greedy bots judge
// those by playing this policy on.

// Playout picks a quick legal action for seat s.
func (st *State) Playout(s engine.Seat, r *engine.Rand, buf []engine.Action) engine.Action {
	legal := st.Legal(s, buf[:0])
	t := st.pending(int8(s))
	n := st.next()
	best, bestScore := legal[0], -1e9
	for _, a := range legal {
		score := st.policyScore(t, &n, a) + float64(r.IntN(1024))/1024
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

// pending is the task spirit s decides now, or nil (growth, card choice,
// the order of powers).
func (st *State) pending(s int8) *task {
	if !st.q.empty() {
		return st.q.front()
	}
	if sp := &st.spirits[s]; st.step == stepSpirit && sp.phase == phaseGrowing && !sp.q.empty() {
		return sp.q.front()
	}
	return nil
}

// pieceWorth is how much removing a piece of each kind helps the island.
var pieceWorth = [pieceKinds]float64{Explorer: 1, Town: 2, City: 3, Dahan: -2}

// upcoming are the lands the invaders ravage and build in next.
type upcoming struct{ ravage, build LandSet }

// next is where the invaders ravage and build next.
func (st *State) next() upcoming {
	return upcoming{st.cardLands(st.ravage), st.cardLands(st.build) | st.cardLands(st.immigration)} // High Immigration builds too
}

// policyScore rates action a deciding task t (nil outside a
// task), the invaders to act next in n; the policy takes the best,
// breaking ties within 1 at random.
func (st *State) policyScore(t *task, n *upcoming, a engine.Action) float64 {
	x, y := argsOf(a)
	switch kindOf(a) {
	case kindPass, kindSkip, kindStop:
		return -100
	case kindTarget:
		if x == 1 {
			return 0
		}
		return st.danger(n, Land(y))
	case kindPush:
		p := Piece(x >> 3)
		if p == Dahan {
			return st.danger(n, Land(y)) / 2
		}
		return -st.danger(n, Land(y))
	case kindGather:
		p := Piece(x >> 3)
		if p == Dahan {
			return 0
		}
		return st.danger(n, Land(y)) / 2 // out of danger, into the power's land
	case kindDamage:
		p, h := pieceOf(x)
		if t != nil && h <= t.n {
			return 10*pieceWorth[p] - float64(h) // it falls: the biggest first, the most damaged first
		}
		return pieceWorth[p]
	case kindDestroy, kindRemove:
		return 3 * pieceWorth[Piece(x>>3)]
	case kindPresence, kindLand, kindCascade:
		if kindOf(a) == kindCascade {
			return -10 * float64(st.lands[y].blight)
		}
		if kindOf(a) == kindPresence && st.lands[y].blight > 0 {
			return -2
		}
		return st.danger(n, Land(y)) / 4
	case kindGain:
		if x == gainMajor {
			return -2
		}
	case kindPick:
		return -float64(Powers[x].Cost)
	case kindForget:
		return -float64(st.forgetWorth(t.spirit, x))
	}
	return 0
}

// danger rates land l as a place for the spirits' powers to act: what
// its invaders will do in the invader phase to come (ravage, then build)
// and how many stand there.
func (st *State) danger(n *upcoming, l Land) float64 {
	ls := &st.lands[l]
	inv := ls.invaders()
	if inv == 0 {
		return 0
	}
	v := float64(ls.count(Explorer)) + 2*float64(ls.count(Town)) + 3*float64(ls.count(City))
	if n.ravage.Has(l) && ls.effects&skipRavage == 0 {
		v += 8 + 2*float64(ls.blight)
	}
	if n.build.Has(l) && ls.effects&skipBuild == 0 {
		v += 4
	}
	return v
}

// Settled reports whether a round has just begun (engine.Horizon): the
// invaders have acted on the spirits' last turn, and nothing of the new
// one is decided yet. Only there does the heuristic see what a card played
// or a target chosen did.
func (st *State) Settled() bool {
	if st.step != stepSpirit || !st.q.empty() {
		return false
	}
	for s := range st.seats {
		if st.spirits[s].phase != phaseGrowth {
			return false
		}
	}
	return true
}
