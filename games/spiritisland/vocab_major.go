package spiritisland

import (
	"math/bits"

	"shima/engine"
)

// Words the major powers need beyond vocab.go: choosing a land or a card
// from a list a card computes (select), removing blight, replacing pieces,
// destroying every piece of some kinds, repeating a power, and the
// one-turn effects that outlast a power (Infinite Vitality's dahan,
// Vengeance of the Dead's damage).

// selections list the options of select words, by their continuation's
// index: the lands or cards to choose among, as actions (kindSelect, or
// an existing kind such as kindPresence, answered the usual way).
var selections = map[int16]func(st *State, t *task, buf []engine.Action) []engine.Action{}

// selection registers a continuation fn for selectWord whose options list
// makes, and returns its index. fn gets the land or card chosen in t.arg2.
func selection(list func(st *State, t *task, buf []engine.Action) []engine.Action, fn func(st *State, q *queue, t task)) int16 {
	k := then(fn)
	selections[k] = list
	return k
}

// landSelection registers a select word choosing one of the lands list
// gives (oceans never among them), then fn with the land in t.arg2.
func landSelection(list func(st *State, t *task) LandSet, fn func(st *State, q *queue, t task)) int16 {
	return selection(func(st *State, t *task, buf []engine.Action) []engine.Action {
		lands(list(st, t)&^st.island.Oceans(), func(l Land) { buf = append(buf, pack(kindSelect, 0, int(l))) })
		return buf
	}, fn)
}

// cardSelection registers a select word choosing one of the power cards
// list gives, then fn with the card in t.arg2.
func cardSelection(list func(st *State, t *task) cards, fn func(st *State, q *queue, t task)) int16 {
	return selection(func(st *State, t *task, buf []engine.Action) []engine.Action {
		set := list(st, t)
		for w, word := range set {
			for ; word != 0; word &= word - 1 {
				buf = append(buf, pack(kindSelect, 1, w<<6|bits.TrailingZeros64(word)))
			}
		}
		return buf
	}, fn)
}

// selectOptions lists the options of select task t.
func (st *State) selectOptions(t *task, buf []engine.Action) []engine.Action {
	return selections[t.arg](st, t, buf)
}

// selectWord has spirit s choose one of the options of selection k (up to:
// it may decline), about land l; n is the selection's own number.
func selectWord(s int8, l Land, k int16, n int8, most bool) task {
	return task{op: opSelect, spirit: s, land: l, arg: k, n: n, upTo: most}
}

// blightWord adds a blight to land l, as a power does (presence there is
// destroyed, it may cascade).
func blightWord(l Land) task { return task{op: opBlight, spirit: 0, land: l} }

// removeBlightWord removes n blight from land l (as many as lie there); it
// goes back to the blight card.
func removeBlightWord(l Land, n int8) task {
	return task{op: opThen, spirit: 0, land: l, n: n, arg: contRemoveBlight}
}

var contRemoveBlight = then(func(st *State, _ *queue, t task) {
	ls := &st.lands[t.land]
	k := min(t.n, ls.blight)
	ls.blight -= k
	st.blightPool += k
})

// replaceWord replaces one piece of kind from in land l (the spirit
// choosing which, if their damage differs) with n undamaged pieces of kind
// to. Nothing happens without such a piece.
func replaceWord(c ctx, l Land, from, to Piece, n int8) task {
	return task{op: opThen, spirit: c.spirit, land: l, n: n, kinds: 1 << from, arg: contReplace, arg2: int8(to)}
}

var contReplace = then(func(st *State, q *queue, t task) {
	from := Piece(bits.TrailingZeros8(uint8(t.kinds)))
	if st.lands[t.land].count(from) == 0 {
		return
	}
	q.push(task{op: opRemove, spirit: t.spirit, land: t.land, kinds: t.kinds, n: 1}, addWord(t.land, Piece(t.arg2), t.n))
})

// destroyEvery destroys every piece of kinds in land l (towns and cities
// giving their fear); dahan there that ignore destroy effects stay.
func (st *State) destroyEvery(l Land, kinds pieceSet) {
	if st.lands[l].effects&dahanImmune != 0 {
		kinds &^= dahan
	}
	st.each(l, kinds, func(p Piece, h int8) { st.destroy(l, p, h) })
}

// destroyEveryWord destroys every piece of kinds in land l when reached.
func destroyEveryWord(l Land, kinds pieceSet) task {
	return task{op: opThen, spirit: 0, land: l, kinds: kinds, arg: contDestroyEvery}
}

var contDestroyEvery = then(func(st *State, _ *queue, t task) { st.destroyEvery(t.land, t.kinds) })

// repeatWord resolves power c.power again, its target chosen anew, without
// its threshold (so that the repeat does not repeat).
func repeatWord(c ctx) task {
	return task{op: opTarget, spirit: c.spirit, land: NoLand, arg: c.power}
}

// more is a card's number with its threshold: base, plus extra when met.
func more(c ctx, base, extra int8) int8 { return base + extra*c.levels }

// thresholdRanges are the ranges of powers whose threshold changes it, by
// card index.
var thresholdRanges = map[int16]Range{}

// thresholdRange is card pw's range with its threshold met (rg otherwise).
func thresholdRange(pw int16, rg Range) Range {
	if r, ok := thresholdRanges[pw]; ok {
		return r
	}
	return rg
}

// damageVitalDahan deals a ravage's dmg damage to the dahan of land l under
// Infinite Vitality: none if they ignore damage, else with 4 more health
// each, destroyed as efficiently as can be.
// Reading: damage a dahan survives beyond what its piece can show leaves
// it at its lowest health (1 left).
func (st *State) damageVitalDahan(l Land, dmg int8) {
	ls := &st.lands[l]
	if ls.effects&dahanImmune != 0 {
		return
	}
	d := &ls.pieces[Dahan]
	destroyed := int8(0)
	for h := int8(1); h <= 2; h++ {
		for dmg >= h+4 && d[h] > 0 {
			d[h]--
			dmg -= h + 4
			destroyed++
		}
	}
	if dmg > 0 && d[2] > 0 {
		d[2]--
		d[1]++
	}
	st.noteDestroyed(l, Dahan, destroyed)
}

// noteDestroyed records n pieces of kind p destroyed in land l: where
// Vengeance of the Dead lies, towns, cities and dahan owe 1 damage each.
func (st *State) noteDestroyed(l Land, p Piece, n int8) {
	if st.tl != nil && n > 0 {
		st.tl.destroyed[l][p] += n
	}
	ls := &st.lands[l]
	if n <= 0 || p == Explorer || ls.effects&vengeful == 0 {
		return
	}
	ls.avenge += n
	st.avenging |= 1 << l
}

// avenge queues the damage Vengeance of the Dead owes, for its caster to
// deal: in the land, or with its threshold a point at a time in the land
// or one next to it.
func (st *State) avenge(q *queue) {
	st.startCause()
	q.push(causeMarker(causeVengeance, st.avenger))
	lands(st.avenging, func(l Land) {
		ls := &st.lands[l]
		n := ls.avenge
		ls.avenge = 0
		if ls.effects&vengefulWide != 0 {
			q.push(selectWord(st.avenger, l, selVengeance, n, exactly))
		} else {
			q.push(task{op: opDamage, spirit: st.avenger, land: l, n: n})
		}
	})
	st.avenging = 0
}

// selVengeance: a point of Vengeance of the Dead's damage goes to the
// invaders of the land chosen (t.land or a land next to it); t.n points left.
var selVengeance = landSelection(func(st *State, t *task) LandSet {
	var set LandSet
	lands(st.island.Adjacent(t.land)|1<<t.land, func(l Land) {
		if st.lands[l].invaders() > 0 {
			set |= 1 << l
		}
	})
	return set
}, func(st *State, q *queue, t task) {
	dmg := task{op: opDamage, spirit: t.spirit, land: Land(t.arg2), n: 1}
	if t.n > 1 {
		q.push(dmg, selectWord(t.spirit, t.land, t.arg, t.n-1, exactly))
		return
	}
	q.push(dmg)
})
