package spiritisland

import (
	"math/bits"

	"shima/engine"
)

// The minor powers (小能力), Call of the Dahan Ways to Gnawing Rootbiters;
// the rest are in powers_minor_l_z.go. A card's threshold, where it has one,
// arrives as c.levels == 1.

func init() {
	cardEffects["call-of-the-dahan-ways"] = func(st *State, q *queue, c ctx) {
		kinds := explorers
		if c.levels > 0 {
			kinds |= towns // Reading: "instead" offers the town as a choice, not a duty.
		}
		ls := &st.lands[c.land]
		q.push(removeWord(c, c.land, kinds, 1, exactly), thenWord(c, c.land, contReplaceWithDahan, ls.count(Explorer)+ls.count(Town)))
	}
	cardEffects["call-to-bloodshed"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contBloodshed, 2))
	}
	cardEffects["call-to-isolation"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contIsolation, 2))
	}
	cardEffects["call-to-migrate"] = func(st *State, q *queue, c ctx) {
		q.push(gatherWord(c, c.land, dahan, 3, upTo), pushWord(c, c.land, dahan, 3, upTo))
	}
	cardEffects["call-to-tend"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contTend, 2))
	}
	cardEffects["dark-and-tangled-woods"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(2), defendWord(c.land, 3*b2i8(st.terrainIs(c.land, Mountain, Jungle))))
	}
	cardEffects["delusions-of-danger"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contDelusions, 2))
	}
	cardEffects["devouring-ants"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(1), damageWord(c, c.land, 1+b2i8(st.terrainIs(c.land, Jungle, Sands))), destroyWord(c, c.land, dahan, 1, exactly))
	}
	cardEffects["drift-down-into-slumber"] = func(st *State, q *queue, c ctx) {
		n := int8(1)
		if st.terrainIs(c.land, Jungle, Sands) {
			n = 4
		}
		q.push(defendWord(c.land, n))
	}
	cardEffects["drought"] = func(st *State, q *queue, c ctx) {
		// Reading: the threshold's city goes last, as printed; before or
		// after the damage, the island ends the same.
		q.push(destroyWord(c, c.land, towns, 3, exactly), thenWord(c, c.land, contDamageTownsAndCities, 0),
			blightWord(c.land), destroyWord(c, c.land, cities, c.levels, exactly))
	}
	cardEffects["elemental-boon"] = func(st *State, q *queue, c ctx) {
		// The target chooses; the caster is st.resolver while it does.
		q.push(chooseAmongWord(c.target, NoLand, contElementalBoon, int8(elements), 0, 0))
	}
	cardEffects["encompassing-ward"] = func(st *State, q *queue, c ctx) {
		// Reading: the lands where the target has presence as the power
		// resolves keep Defend 2 for the turn, wherever the presence goes.
		for l := range st.lands {
			if st.lands[l].presence[c.target] > 0 {
				st.lands[l].defend += 2
			}
		}
	}
	cardEffects["enticing-splendor"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contSplendor, 2))
	}
	cardEffects["entrancing-apparitions"] = func(st *State, q *queue, c ctx) {
		// Reading: "no invaders" is judged as it resolves, before the gather.
		gather := int8(0)
		if st.lands[c.land].invaders() == 0 {
			gather = 2
		}
		q.push(defendWord(c.land, 2), gatherWord(c, c.land, explorers, gather, upTo))
	}
	cardEffects["gift-of-constancy"] = func(st *State, q *queue, c ctx) {
		st.spirits[c.target].energy += 2
		st.spirits[c.target].keep++
		if c.target != c.spirit {
			st.spirits[c.spirit].keep++
		}
	}
	cardEffects["gift-of-living-energy"] = func(st *State, q *queue, c ctx) {
		// Reading: the sacred sites are counted as it resolves.
		n := 1 + b2i8(c.target != c.spirit) + b2i8(st.sacredSites(c.spirit).Count() >= 2)
		q.push(energyWord(c.target, n))
	}
	cardEffects["gift-of-power"] = func(st *State, q *queue, c ctx) {
		st.drawPowers(q, c.target, false)
	}
	cardEffects["gnawing-rootbiters"] = func(st *State, q *queue, c ctx) {
		q.push(pushWord(c, c.land, towns, 2, upTo))
	}
}

// b2i8 is 1 for true, as a count.
func b2i8(b bool) int8 { return int8(b2i(b)) }

// contReplaceWithDahan: a dahan takes the place of the invader removed, if
// one was (t.n: the explorers and towns there before).
var contReplaceWithDahan = then(func(st *State, _ *queue, t task) {
	if ls := &st.lands[t.land]; ls.count(Explorer)+ls.count(Town) < t.n {
		st.addPieces(t.land, Dahan, 1)
	}
})

// contDamageTownsAndCities: 1 damage to each town and city in the land.
var contDamageTownsAndCities = then(func(st *State, _ *queue, t task) {
	st.damageEach(t.land, towns|cities, 1)
})

// Call to Bloodshed, Call to Isolation, Call to Tend, Delusions of Danger,
// Enticing Splendor: choose one of two.
var (
	contBloodshed = either(engine.T("1 damage per dahan", "ダハン1体につき1ダメージ"), engine.T("gather up to 3 dahan", "ダハンを3体まで集める"),
		func(st *State, c ctx) task { return damageWord(c, c.land, st.lands[c.land].count(Dahan)) },
		func(st *State, c ctx) task { return gatherWord(c, c.land, dahan, 3, upTo) })
	// Reading: the explorers and towns pushed may be mixed, as many in all
	// as there are dahan when the choice is made.
	contIsolation = either(engine.T("push 1 explorer or town per dahan", "ダハン1体につき遠征隊か町を1つ押し出す"), engine.T("push 1 dahan", "ダハンを1体押し出す"),
		func(st *State, c ctx) task {
			return pushWord(c, c.land, explorers|towns, st.lands[c.land].count(Dahan), exactly)
		},
		func(st *State, c ctx) task { return pushWord(c, c.land, dahan, 1, exactly) })
	contTend = either(engine.T("remove 1 blight", "荒廃を1つ取り除く"), engine.T("push up to 3 dahan", "ダハンを3体まで押し出す"),
		func(st *State, c ctx) task { return removeBlightWord(c.land, 1) },
		func(st *State, c ctx) task { return pushWord(c, c.land, dahan, 3, upTo) })
	contDelusions = either(engine.T("push 1 explorer", "遠征隊を1つ押し出す"), engine.T("2 fear", "不安を2"),
		func(st *State, c ctx) task { return pushWord(c, c.land, explorers, 1, exactly) },
		func(st *State, c ctx) task { return fearWord(2) })
	contSplendor = either(engine.T("gather 1 explorer or town", "遠征隊か町を1つ集める"), engine.T("gather up to 2 dahan", "ダハンを2体まで集める"),
		func(st *State, c ctx) task { return gatherWord(c, c.land, explorers|towns, 1, exactly) },
		func(st *State, c ctx) task { return gatherWord(c, c.land, dahan, 2, upTo) })
)

// either registers a choice of two options, each a word of the power (its
// caster and land) spoken once chosen, and returns it for chooseWord.
func either(a, b engine.Text, wa, wb func(st *State, c ctx) task) int16 {
	return choice([]engine.Text{a, b}, func(st *State, q *queue, t task) {
		w := wa
		if t.arg2 == 1 {
			w = wb
		}
		q.push(w(st, taskCtx(t)))
	})
}

// contElementalBoon: the target spirit (t.spirit) has the element chosen
// this turn, and so does the caster if another; three different ones, the
// chosen so far in t.kinds.
// Reading: the elements come one by one, and count toward thresholds for
// the rest of the turn, as a played card's do.
var contElementalBoon = choice(elementTexts, func(st *State, q *queue, t task) {
	e := Element(t.arg2)
	st.spirits[t.spirit].elements[e]++
	if st.resolver >= 0 && st.resolver != t.spirit {
		st.spirits[st.resolver].elements[e]++
	}
	chosen := uint8(t.kinds) | 1<<e
	if bits.OnesCount8(chosen) < 3 {
		q.push(chooseAmongWord(t.spirit, NoLand, t.arg, int8(elements), 0, chosen))
	}
})

// reclaimPlayed marks an opReclaimOne that takes a card played this turn
// back into hand instead of the discard pile (Gift of Constancy).
const reclaimPlayed = -1

// queueKeeps queues, before time passes, each decision Gift of Constancy
// gave: a spirit may reclaim one of the cards it played this turn (with no
// card played, the keeps it has left end as time passes). It reports
// whether it queued any; the keeps' line tells them.
// Reading: each Gift gives one card to keep; the choice is made at the end
// of the slow phase, when the turn's outcome is known.
func (st *State) queueKeeps() bool {
	queued := false
	for s := range st.seats {
		sp := &st.spirits[s]
		keeps := false
		for ; sp.keep > 0 && !sp.played.empty(); sp.keep-- {
			if !queued {
				st.startCause()
			}
			st.q.pushBack(task{op: opReclaimOne, spirit: s, land: NoLand, upTo: true, arg: reclaimPlayed})
			queued, keeps = true, true
		}
		if keeps {
			st.q.pushBack(causeMarker(causeKeep, s))
		}
	}
	return queued
}
