package spiritisland

// The vocabulary power effects are written in: each word makes a task for
// the caster c.spirit to decide (where there is a choice) and the runner to
// resolve. An effect queues its words with q.push(...), in order; what it
// must decide after a choice is made, it does in a continuation (then).
//
//	q.push(push(c, c.land, explorers|towns, 2, upTo), fear(1))

// Piece sets for the vocabulary.
const (
	explorers = pieceSet(1 << Explorer)
	towns     = pieceSet(1 << Town)
	cities    = pieceSet(1 << City)
	dahan     = pieceSet(1 << Dahan)
	invaders  = invaderKinds
)

// upTo and exactly say whether a word's number is a most ("up to 2") or as
// many as there are up to it.
const (
	upTo    = true
	exactly = false
)

// pushWord pushes n (up to n) pieces of kinds from land l, one by one, each
// to an adjacent land (not an ocean) the spirit chooses.
func pushWord(c ctx, l Land, kinds pieceSet, n int8, most bool) task {
	return task{op: opPush, spirit: c.spirit, land: l, kinds: kinds, n: n, upTo: most}
}

// gatherWord gathers n (up to n) pieces of kinds into land l from adjacent
// lands.
func gatherWord(c ctx, l Land, kinds pieceSet, n int8, most bool) task {
	return task{op: opGather, spirit: c.spirit, land: l, kinds: kinds, n: n, upTo: most}
}

// damageWord deals n damage to the invaders in land l, the spirit choosing
// where each point goes.
func damageWord(c ctx, l Land, n int8) task {
	return task{op: opDamage, spirit: c.spirit, land: l, n: n}
}

// destroyWord destroys n (up to n) pieces of kinds in land l.
func destroyWord(c ctx, l Land, kinds pieceSet, n int8, most bool) task {
	return task{op: opDestroy, spirit: c.spirit, land: l, kinds: kinds, n: n, upTo: most}
}

// removeWord removes n (up to n) pieces of kinds from land l.
func removeWord(c ctx, l Land, kinds pieceSet, n int8, most bool) task {
	return task{op: opRemove, spirit: c.spirit, land: l, kinds: kinds, n: n, upTo: most}
}

// fearWord generates n fear.
func fearWord(n int8) task { return task{op: opFear, spirit: 0, land: NoLand, n: n} }

// defendWord defends n in land l this turn.
func defendWord(l Land, n int8) task { return task{op: opDefend, spirit: 0, land: l, n: n} }

// addWord adds n pieces of kind p to land l.
func addWord(l Land, p Piece, n int8) task {
	return task{op: opAdd, spirit: 0, land: l, n: n, arg: int16(p)}
}

// energyWord gives spirit s n energy.
func energyWord(s int8, n int8) task { return task{op: opEnergy, spirit: s, land: NoLand, n: n} }

// thenWord calls continuation k (registered with then) when reached, with
// the caster and land of c and the number n.
func thenWord(c ctx, l Land, k int16, n int8) task {
	return task{op: opThen, spirit: c.spirit, land: l, n: n, arg: k}
}

// chooseWord asks the spirit to choose one of n options; continuation k
// gets the choice in t.arg2.
func chooseWord(c ctx, l Land, k int16, n int8) task {
	return task{op: opChoose, spirit: c.spirit, land: l, arg: k, arg2: n}
}

// each calls fn for every piece of kinds in land l, by kind and health left
// (so that an effect on "each invader" can change them as it goes over a
// copy of the counts).
func (st *State) each(l Land, kinds pieceSet, fn func(p Piece, h int8)) {
	counts := st.lands[l].pieces
	for p := range pieceKinds {
		if !kinds.has(p) {
			continue
		}
		for h := int8(1); h <= st.hp(p); h++ {
			for range counts[p][h] {
				fn(p, h)
			}
		}
	}
}
