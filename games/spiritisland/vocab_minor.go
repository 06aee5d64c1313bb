package spiritisland

// Words the minor powers needed beyond vocab.go: a choice whose options
// depend on the moment, damage to every piece of some kinds, and what a
// continuation needs to speak again.

// chooseAmongWord asks spirit s to choose one of n options of continuation
// k (registered with choice), but not those below least nor those whose
// bit is set in ruledOut (options 0-7): for choices that narrow as they go,
// such as three different elements.
func chooseAmongWord(s int8, l Land, k int16, n, least int8, ruledOut uint8) task {
	return task{op: opChoose, spirit: s, land: l, arg: k, arg2: n, n: least, kinds: pieceSet(ruledOut)}
}

// damageEach deals n damage to each piece of kinds in land l (invaders
// only take damage this way; a piece whose health runs out is destroyed).
func (st *State) damageEach(l Land, kinds pieceSet, n int8) {
	st.each(l, kinds, func(p Piece, h int8) { st.damage(l, p, h, n) })
}

// taskCtx is the power a continuation belongs to, as its words need it:
// the caster and the land.
func taskCtx(t task) ctx {
	return ctx{spirit: t.spirit, land: t.land, target: noSpirit}
}

// terrainIs reports whether land l is of one of the terrains ts.
func (st *State) terrainIs(l Land, ts ...Terrain) bool {
	for _, t := range ts {
		if st.island.Terrain(l) == t {
			return true
		}
	}
	return false
}
