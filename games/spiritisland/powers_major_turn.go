package spiritisland

import (
	"math/bits"

	"shima/engine"
)

// The major powers (大能力) that target spirits, move presence or dahan, or
// whose effects last the turn (one-turn land effects, state.go).

func init() {
	cardEffects["blazing-renewal"] = func(st *State, q *queue, c ctx) {
		if st.spirits[c.target].destroyed == 0 && c.levels == 0 {
			return // nothing to add, nothing to burn
		}
		q.push(selectWord(c.target, NoLand, selBlazing[c.levels], c.spirit, exactly))
	}
	cardEffects["entwined-power"] = func(st *State, q *queue, c ctx) {
		st.spirits[c.spirit].entwined |= 1 << c.target
		st.spirits[c.target].entwined |= 1 << c.spirit
		// The caster takes one of the cards the target draws and does not keep.
		gain := task{op: opGainPower, spirit: c.target, land: NoLand, arg2: c.spirit + 1}
		if c.levels == 0 {
			q.push(gain)
			return
		}
		q.push(gain, energyWord(c.spirit, 3), energyWord(c.target, 3),
			selectWord(c.spirit, NoLand, selGive, c.target, upTo), selectWord(c.target, NoLand, selGive, c.spirit, upTo))
	}
	cardEffects["indomitable-claim"] = func(st *State, q *queue, c ctx) {
		ls := &st.lands[c.land]
		if c.levels > 0 {
			if ls.invaders() > 0 {
				st.fear(3)
			}
			ls.effects |= skipRavage | skipBuild | skipExplore
		}
		q.push(selectWord(c.spirit, c.land, selPresenceHere, 0, exactly), defendWord(c.land, 20))
	}
	cardEffects["infinite-vitality"] = func(st *State, q *queue, c ctx) {
		ls := &st.lands[c.land]
		ls.effects |= toughDahan | blightStays
		if c.levels > 0 {
			ls.effects |= dahanImmune
			q.push(selectWord(c.spirit, c.land, selUnblight, 0, exactly))
		}
	}
	cardEffects["paralyzing-fright"] = func(st *State, q *queue, c ctx) {
		// Reading: "no action this turn" is each of the turn's ravage, build
		// and explore skipped there (a land has one of each a turn).
		st.lands[c.land].effects |= skipRavage | skipBuild | skipExplore
		q.push(fearWord(more(c, 4, 4)))
	}
	cardEffects["powerstorm"] = func(st *State, q *queue, c ctx) {
		q.push(energyWord(c.target, 3), selectWord(c.target, NoLand, selRepeat, 1+2*c.levels, upTo))
	}
	cardEffects["vengeance-of-the-dead"] = func(st *State, q *queue, c ctx) {
		ls := &st.lands[c.land]
		ls.effects |= vengeful
		if c.levels > 0 {
			ls.effects |= vengefulWide
		}
		st.avenger = c.spirit
		q.push(fearWord(3))
	}
	cardEffects["winds-of-rust-and-atrophy"] = func(st *State, q *queue, c ctx) {
		if c.levels == 0 {
			q.push(fearWord(1), defendWord(c.land, 6), thenWord(c, c.land, contWinds, 0))
			return
		}
		q.push(fearWord(1), defendWord(c.land, 6), thenWord(c, c.land, contWinds, 0), repeatWord(c))
	}
	cardEffects["wrap-in-wings-of-sunlight"] = func(st *State, q *queue, c ctx) {
		move := selectWord(c.spirit, c.land, selWings, 0, exactly)
		if c.levels == 0 {
			q.push(move)
			return
		}
		q.push(gatherWord(c, c.land, dahan, 3, upTo), move)
	}
}

// selBlazing (without, with the threshold): the target spirit t.spirit
// chooses a land within 2 of the caster's (t.n) presence; 2 of its
// destroyed presence go there and, if any did, 2 damage to each town and
// city there; with the threshold, 4 damage more there, added or not.
// Reading: without a destroyed presence the land is still chosen, for the
// threshold's damage; the caster deals it.
var selBlazing = [2]int16{
	landSelection(blazingLands, func(st *State, q *queue, t task) { blazing(st, q, t, 0) }),
	landSelection(blazingLands, func(st *State, q *queue, t task) { blazing(st, q, t, 1) }),
}

func blazingLands(st *State, t *task) LandSet {
	return st.inRange(t.n, Range{Source: FromPresence, Distance: 2})
}

func blazing(st *State, q *queue, t task, levels int8) {
	l := Land(t.arg2)
	sp := &st.spirits[t.spirit]
	if n := min(sp.destroyed, 2); n > 0 {
		sp.destroyed -= n
		st.lands[l].presence[t.spirit] += n
		st.each(l, towns|cities, func(p Piece, h int8) { st.damage(l, p, h, 2) })
	}
	q.push(damageWord(ctx{spirit: t.n}, l, 4*levels))
}

// selGive: spirit t.spirit may give spirit t.n a power card from its hand.
var selGive = cardSelection(func(st *State, t *task) cards { return st.spirits[t.spirit].hand }, func(st *State, _ *queue, t task) {
	c := int(uint8(t.arg2))
	st.spirits[t.spirit].hand.del(c)
	st.spirits[t.n].hand.add(c)
})

// selPresenceHere: the spirit adds a presence from a track of its choice to
// t.land, whatever the land (Indomitable Claim).
var selPresenceHere = selection(func(st *State, t *task, buf []engine.Action) []engine.Action {
	if !st.presenceMay(t.spirit, t.land) {
		return buf // Ocean's Hungry Grasp: never inland
	}
	return st.appendPresence(t.spirit, t.land, buf)
}, nil)

// selUnblight: a blight removed from t.land or a land next to it.
var selUnblight = landSelection(func(st *State, t *task) LandSet {
	var set LandSet
	lands(st.island.Adjacent(t.land)|1<<t.land, func(l Land) {
		if st.lands[l].blight > 0 {
			set |= 1 << l
		}
	})
	return set
}, func(st *State, q *queue, t task) { q.push(removeBlightWord(Land(t.arg2), 1)) })

// selRepeat: the spirit may use one of the cards it played this turn (not
// Powerstorm, not one already to be repeated) a second time, paying its cost
// now; t.n repeats left.
// Reading: the repeat is chosen and paid when Powerstorm resolves, and the
// card is used again in its own phase like any played card; each repeat is
// a different card.
var selRepeat = cardSelection(func(st *State, t *task) cards {
	sp := &st.spirits[t.spirit]
	var set cards
	for w, word := range sp.played {
		for word &^= sp.again[w]; word != 0; word &= word - 1 {
			c := w<<6 | bits.TrailingZeros64(word)
			if Powers[c].Key != "powerstorm" && Powers[c].Cost <= sp.energy {
				set.add(c)
			}
		}
	}
	return set
}, func(st *State, q *queue, t task) {
	c := int(uint8(t.arg2))
	sp := &st.spirits[t.spirit]
	sp.energy -= Powers[c].Cost
	sp.again.add(c)
	if t.n > 1 {
		q.push(selectWord(t.spirit, NoLand, t.arg, t.n-1, upTo))
	}
})

// contWinds: replace a city with a town or a town with an explorer, the
// spirit choosing where both can be.
// Reading: the new piece comes undamaged.
var contWinds = then(func(st *State, q *queue, t task) {
	ls := &st.lands[t.land]
	c := ctx{spirit: t.spirit}
	switch city, town := ls.count(City) > 0, ls.count(Town) > 0; {
	case city && town:
		q.push(chooseWord(c, t.land, choiceWinds, 2))
	case city:
		q.push(replaceWord(c, t.land, City, Town, 1))
	case town:
		q.push(replaceWord(c, t.land, Town, Explorer, 1))
	}
})

var choiceWinds = choice([]engine.Text{
	engine.T("replace a city with a town", "都市1つを町1つに置き換える"),
	engine.T("replace a town with an explorer", "町1つを遠征隊1つに置き換える"),
}, func(st *State, q *queue, t task) {
	c := ctx{spirit: t.spirit}
	if t.arg2 == 0 {
		q.push(replaceWord(c, t.land, City, Town, 1))
		return
	}
	q.push(replaceWord(c, t.land, Town, Explorer, 1))
})

// selWings: the land the dahan of t.land fly to (Defend 5 there); then how
// many, up to 5.
// Reading: the land is chosen first and gets Defend 5 however many come;
// undamaged dahan move first.
var selWings = landSelection(func(st *State, _ *task) LandSet { return st.island.All() }, func(st *State, q *queue, t task) {
	to := Land(t.arg2)
	if d := st.lands[t.land].count(Dahan); d > 0 && to != t.land {
		q.push(task{op: opChoose, spirit: t.spirit, land: to, from: t.land, arg: choiceWingsCount, arg2: min(d, 5) + 1}, defendWord(to, 5))
		return
	}
	q.push(defendWord(to, 5))
})

var choiceWingsCount = choice([]engine.Text{
	engine.T("move no dahan", "ダハンを動かさない"),
	engine.T("move 1 dahan", "ダハンを1体動かす"),
	engine.T("move 2 dahan", "ダハンを2体動かす"),
	engine.T("move 3 dahan", "ダハンを3体動かす"),
	engine.T("move 4 dahan", "ダハンを4体動かす"),
	engine.T("move 5 dahan", "ダハンを5体動かす"),
}, func(st *State, q *queue, t task) {
	from, to := &st.lands[t.from], &st.lands[t.land]
	for range t.arg2 {
		h := int8(2)
		if from.pieces[Dahan][2] == 0 {
			h = 1
		}
		from.pieces[Dahan][h]--
		to.pieces[Dahan][h]++
	}
	st.dahanMovedN(q, t.from, t.land, t.arg2) // Ally of the Dahan
})
