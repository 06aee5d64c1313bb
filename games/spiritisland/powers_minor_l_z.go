package spiritisland

import (
	"fmt"

	"shima/engine"
)

// The minor powers (小能力), Land of Haunts and Embers to Voracious Growth.

func init() {
	cardEffects["land-of-haunts-and-embers"] = func(st *State, q *queue, c ctx) {
		// Reading: "2 more fear, push up to 2 more" on blight is 4 fear and
		// one push of up to 4, the same choices. The final blight comes
		// either way (DATA note).
		n := int8(2)
		if st.lands[c.land].blight > 0 {
			n = 4
		}
		q.push(fearWord(n), pushWord(c, c.land, explorers|towns, n, upTo), blightWord(c.land))
	}
	cardEffects["lure-of-the-unknown"] = func(st *State, q *queue, c ctx) {
		q.push(gatherWord(c, c.land, explorers|towns, 1, exactly))
	}
	cardEffects["natures-resilience"] = func(st *State, q *queue, c ctx) {
		if c.levels > 0 { // Reading: "may … instead" is the spirit's choice.
			q.push(chooseWord(c, c.land, contResilience, 2))
			return
		}
		q.push(defendWord(c.land, 6))
	}
	cardEffects["pull-beneath-the-hungry-earth"] = func(st *State, q *queue, c ctx) {
		here := st.lands[c.land].presence[c.spirit] > 0
		q.push(fearWord(b2i8(here)), damageWord(c, c.land, b2i8(here)+b2i8(st.terrainIs(c.land, Sands, Wetland))))
	}
	cardEffects["purifying-flame"] = func(st *State, q *queue, c ctx) {
		if st.terrainIs(c.land, Mountain, Sands) { // Reading: "may … instead": the spirit chooses.
			q.push(chooseWord(c, c.land, contPurifyingFlame, 2))
			return
		}
		q.push(damageWord(c, c.land, st.lands[c.land].blight))
	}
	cardEffects["quicken-the-earths-struggles"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contQuicken, 2))
	}
	cardEffects["rain-of-blood"] = func(st *State, q *queue, c ctx) {
		ls := &st.lands[c.land]
		q.push(fearWord(2 + b2i8(ls.count(Town)+ls.count(City) >= 2)))
	}
	cardEffects["reaching-grasp"] = func(st *State, q *queue, c ctx) {
		st.spirits[c.target].reach += 2
	}
	cardEffects["rouse-the-trees-and-stones"] = func(st *State, q *queue, c ctx) {
		q.push(damageWord(c, c.land, 2), pushWord(c, c.land, explorers, 1, exactly))
	}
	cardEffects["sap-the-strength-of-multitudes"] = func(st *State, q *queue, c ctx) {
		// Reading: its threshold (1 air) is judged when it is used, like
		// every card's, and gives range 1 (rangeBonus).
		q.push(defendWord(c.land, 5))
	}
	cardEffects["savage-mawbeasts"] = func(st *State, q *queue, c ctx) {
		wild := b2i8(st.terrainIs(c.land, Jungle, Wetland))
		q.push(fearWord(wild), damageWord(c, c.land, wild+c.levels))
	}
	cardEffects["shadows-of-the-burning-forest"] = func(st *State, q *queue, c ctx) {
		n := b2i8(st.terrainIs(c.land, Mountain, Jungle))
		q.push(fearWord(2), pushWord(c, c.land, explorers, n, exactly), pushWord(c, c.land, towns, n, exactly))
	}
	cardEffects["song-of-sanctity"] = func(st *State, q *queue, c ctx) {
		// Reading: "an explorer is present" is at least one (DATA note).
		if n := st.lands[c.land].count(Explorer); n > 0 {
			q.push(pushWord(c, c.land, explorers, n, exactly))
			return
		}
		q.push(removeBlightWord(c.land, 1))
	}
	cardEffects["steam-vents"] = func(st *State, q *queue, c ctx) {
		kinds := explorers
		if c.levels > 0 {
			kinds |= towns // Reading: "may … instead": the spirit chooses.
		}
		q.push(destroyWord(c, c.land, kinds, 1, exactly))
	}
	cardEffects["uncanny-melting"] = func(st *State, q *queue, c ctx) {
		fear := fearWord(b2i8(st.lands[c.land].invaders() > 0))
		if st.terrainIs(c.land, Sands, Wetland) {
			q.push(fear, removeBlightWord(c.land, 1))
			return
		}
		q.push(fear)
	}
	cardEffects["veil-the-nights-hunt"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contVeil, 2))
	}
	cardEffects["visions-of-fiery-doom"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(1+c.levels), pushWord(c, c.land, explorers|towns, 1, exactly))
	}
	cardEffects["voracious-growth"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contVoracious, 2))
	}

	sapIndex = int16(PowerByKey["sap-the-strength-of-multitudes"])
	contVeilStep = then(veilStep)
	for k, cl := range hitClasses {
		texts := make([]engine.Text, 32)
		for n := range texts {
			name := cl.one
			if n != 1 {
				name = cl.many
			}
			texts[n] = engine.T(fmt.Sprintf("damage %d %s", n, name.EN), fmt.Sprintf("%sのうち%dつに1ダメージ", cl.many.JA, n))
		}
		hitConts[k] = choice(texts, func(st *State, q *queue, t task) {
			st.hitClass(t.land, k, t.arg2)
			q.front().n -= t.arg2 // the contVeilStep queued after the choice
		})
	}
}

// Nature's Resilience with its threshold, Purifying Flame on a mountain or
// sands, Quicken the Earth's Struggles, Voracious Growth, Veil the Night's
// Hunt: choose one of two.
var (
	contResilience = either(engine.T("defend 6", "防御6"), engine.T("remove 1 blight", "荒廃を1つ取り除く"),
		func(st *State, c ctx) task { return defendWord(c.land, 6) },
		func(st *State, c ctx) task { return removeBlightWord(c.land, 1) })
	contPurifyingFlame = either(engine.T("1 damage per blight", "荒廃1つにつき1ダメージ"), engine.T("remove 1 blight", "荒廃を1つ取り除く"),
		func(st *State, c ctx) task { return damageWord(c, c.land, st.lands[c.land].blight) },
		func(st *State, c ctx) task { return removeBlightWord(c.land, 1) })
	contQuicken = either(engine.T("1 damage to each town and city", "町と都市それぞれに1ダメージ"), engine.T("defend 10", "防御10"),
		func(st *State, c ctx) task { return thenWord(c, c.land, contDamageTownsAndCities, 0) },
		func(st *State, c ctx) task { return defendWord(c.land, 10) })
	contVoracious = either(engine.T("2 damage", "2ダメージ"), engine.T("remove 1 blight", "荒廃を1つ取り除く"),
		func(st *State, c ctx) task { return damageWord(c, c.land, 2) },
		func(st *State, c ctx) task { return removeBlightWord(c.land, 1) })
	contVeil = either(engine.T("each dahan deals 1 damage", "ダハンそれぞれが1ダメージ"), engine.T("push up to 3 dahan", "ダハンを3体まで押し出す"),
		func(st *State, c ctx) task {
			ls := &st.lands[c.land]
			return task{op: opThen, spirit: c.spirit, land: c.land, n: min(ls.count(Dahan), ls.invaders()), arg: contVeilStep}
		},
		func(st *State, c ctx) task { return pushWord(c, c.land, dahan, 3, upTo) })
)

// sapIndex is Sap the Strength of Multitudes, whose threshold adds range.
var sapIndex int16

// rangeBonus is the range power pw of spirit s gains this turn (levels: its
// threshold reached): Reaching Grasp's +2 to every power, Sap the Strength
// of Multitudes' +1 with its threshold.
// Reading: Reaching Grasp reaches the powers (cards and innates) targeted
// after it resolves; a power that targets a spirit has no range to grow.
func (st *State) rangeBonus(s int8, pw int16, levels int8) int8 {
	n := st.spirits[s].reach
	if pw == sapIndex && levels > 0 {
		n++
	}
	return n
}

// hitClasses are the invaders by kind and health left, the most damaged of
// each kind first: Veil the Night's Hunt asks how many of each to hit, in
// this order, so that a piece hit once (now more damaged) is never offered
// again.
var hitClasses = [...]struct {
	p         Piece
	h         int8
	one, many engine.Text
}{
	{Explorer, 1, engine.T("explorer", "遠征隊"), engine.T("explorers", "遠征隊")},
	{Town, 1, engine.T("damaged town", "ダメージを受けた町"), engine.T("damaged towns", "ダメージを受けた町")},
	{Town, 2, engine.T("town", "町"), engine.T("towns", "町")},
	{City, 1, engine.T("city with 1 health left", "残り体力1の都市"), engine.T("cities with 1 health left", "残り体力1の都市")},
	{City, 2, engine.T("city with 2 health left", "残り体力2の都市"), engine.T("cities with 2 health left", "残り体力2の都市")},
	{City, 3, engine.T("city", "都市"), engine.T("cities", "都市")},
}

// hitConts are the choices of how many of each hit class to hit.
var hitConts [len(hitClasses)]int16

// hitClass deals 1 damage to n pieces of hit class k in land l.
func (st *State) hitClass(l Land, k int, n int8) {
	cl := &hitClasses[k]
	for range n {
		st.damage(l, cl.p, cl.h, 1)
	}
}

// contVeilStep is veilStep, registered at init (it queues itself).
var contVeilStep int16

// veilStep: t.n points of damage left, each to a different invader of
// t.land, from hit class t.kinds on. Where the count is forced (every piece
// of the class, or none) it is dealt at once; else the spirit chooses it.
// Reading: "each to a different invader" is asked as a count per kind and
// health, most damaged first.
func veilStep(st *State, q *queue, t task) {
	ls := &st.lands[t.land]
	points := t.n
	for k := int(t.kinds); k < len(hitClasses) && points > 0; k++ {
		avail := ls.pieces[hitClasses[k].p][hitClasses[k].h]
		later := int8(0)
		for _, cl := range hitClasses[k+1:] {
			later += ls.pieces[cl.p][cl.h]
		}
		most, least := min(avail, points), max(points-later, 0)
		if least == most {
			st.hitClass(t.land, k, most)
			points -= most
			continue
		}
		q.push(chooseAmongWord(t.spirit, t.land, hitConts[k], most+1, least, 0),
			task{op: opThen, spirit: t.spirit, land: t.land, n: points, kinds: pieceSet(k + 1), arg: contVeilStep})
		return
	}
}
