package spiritisland

import (
	"math/bits"

	"shima/engine"
)

// The heuristic rates the island for the spirits (all seats alike: the game
// is cooperative): fear earned toward the terror levels, less the invaders
// (a city weighs most) and the blight, the blight pool's danger, and the
// spirits' strength (presence on the island and on the tracks taken,
// energy, cards). Greedy bots look one step ahead with it; it is the base
// the winning bots of later work start from.

// invaderWeight is what each invader on the island costs the spirits.
var invaderWeight = [pieceKinds]float64{Explorer: 1, Town: 2.5, City: 4, Dahan: -0.5}

// fearWeight is what a fear card earned is worth to each spirit.
const fearWeight = 8

// Heuristic rates the game for the spirits; s does not matter.
func (st *State) Heuristic(engine.Seat) float64 {
	if st.Over() {
		if st.won {
			return 1000
		}
		return -1000
	}
	v := 0.0
	// Fear: each card earned, and the pool's progress toward the next. A
	// card takes fear from every spirit and brings the whole island nearer
	// victory, so it weighs as much per spirit at any number of spirits
	// as the invaders on each spirit's board do.
	total := int(st.fearPer[0] + st.fearPer[1] + st.fearPer[2])
	earned := total - int(st.nFear)
	full := float64(st.fullFearPool())
	v += float64(st.seats) * fearWeight * (float64(earned) + (full-float64(st.fearPool))/full)
	// Invaders and blight on the island; dahan help.
	blight := 0
	for l := range st.lands {
		ls := &st.lands[l]
		for p := range pieceKinds {
			v -= invaderWeight[p] * float64(ls.count(p))
		}
		blight += int(ls.blight)
	}
	v -= 3 * float64(blight)
	v -= st.threat()
	for _, t := range st.q.t[:st.q.n] {
		if t.op == opCascade {
			v -= 8 // a blight still to come
		}
	}
	// The blight pool: the last ones are worth more.
	if st.blightPool < 4 {
		v -= 6 * float64(4-st.blightPool)
	}
	if st.blighted {
		v -= 10
	}
	// The spirits: presence spread and tracks grown, energy, cards.
	for s := range st.seats {
		sp := &st.spirits[s]
		lands := 0
		for l := range st.lands {
			if st.lands[l].presence[s] > 0 {
				lands++
			}
		}
		v += 1.5*float64(lands) + 1.2*float64(sp.energyTrack+sp.cardTrack) - 2*float64(sp.destroyed)
		v += 0.3*float64(sp.energy) + 0.8*float64(popcount(&sp.hand)+popcount(&sp.discard)+popcount(&sp.played))
		// A power still to resolve is worth what it will do, roughly: so
		// that cards are played and powers used, not skipped.
		v += 1.5 * float64(popcount(&sp.unresolved))
		if st.step == stepFast || st.step == stepSlow {
			for i := range st.spirit(s).Innates {
				if sp.innates&(1<<i) == 0 && st.innateMet(s, i) {
					v += 1.5
				}
			}
		}
	}
	if st.resolver != noSpirit && !st.q.empty() {
		v += 1.5 // the power resolving
	}
	return v
}

// popcount is how many cards a set holds.
func popcount(c *cards) int { return bits.OnesCount64(c[0]) + bits.OnesCount64(c[1]) }

// threat is what the invaders' next actions are likely to cost: the lands
// the ravage card names (they ravage next) with damage enough to blight
// them (more where blight lies: it cascades) and kill dahan, less the
// invaders the dahan left destroy as they strike back (and their fear), and
// the lands the build card names where invaders stand and will stand after
// the ravage (a town or city more).
func (st *State) threat() float64 {
	v := 0.0
	// The lands whose invaders all fall to the dahan's strike, and what a
	// fear point is worth.
	ravaged := LandSet(0)
	fearWorth := fearWeight * float64(st.seats) / float64(st.fullFearPool())
	lands(st.cardLands(st.ravage), func(l Land) {
		ls := &st.lands[l]
		if ls.invaders() == 0 || ls.effects&skipRavage != 0 {
			return
		}
		dmg := max(st.invaderDamage(ls)-st.defence(l), 0) // Sweden's towns and cities deal more
		if dmg >= 2 {
			v += 5
			if ls.blight > 0 {
				v += 4
			}
		}
		c := *ls
		if ls.effects&(dahanSafe|toughDahan|dahanImmune) == 0 {
			c.hurtDahan(dmg)
		}
		v += 0.5 * float64(ls.count(Dahan)-c.count(Dahan))
		strikers := c.count(Dahan)
		if ls.effects&strikeAtOnce != 0 {
			strikers = ls.count(Dahan) // Words of Warning: those destroyed strike too
		}
		st.fell(&c, 2*strikers, func(p Piece, h int8) {
			c.pieces[p][h]--
			v -= invaderWeight[p] + fearWorth*float64(p) // a town 1 fear, a city 2
		})
		if c.invaders() == 0 {
			ravaged |= 1 << l
		}
	})
	lands((st.cardLands(st.build)|st.cardLands(st.immigration))&^ravaged, func(l Land) { // England's High Immigration builds too
		if ls := &st.lands[l]; ls.invaders() > 0 && ls.effects&skipBuild == 0 {
			v += 1.5
		}
	})
	return v
}
