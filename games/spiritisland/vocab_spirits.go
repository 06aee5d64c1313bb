package spiritisland

// Words the beginner spirits' cards needed beyond vocab.go: a land chosen
// by a spirit, and fear for each piece a word takes away.

// chooseLandWord has spirit s choose a land passing filter f (registered
// with filter), or decline when most; continuation cont gets the land
// chosen as its task's land (and n).
func chooseLandWord(s int8, f int8, cont int16, n int8, most bool) task {
	t := landWord(f, cont, 0, n, most)
	t.spirit = s
	return t
}

// withPresence: a land holding the choosing spirit's presence.
var withPresence = filter(func(st *State, l Land, t *task) bool { return st.lands[l].presence[t.spirit] > 0 })

// fearPerLossWord runs word w (a destroy or damage word in land l whose
// kinds are the pieces to count), then generates 1 fear for each piece of
// those kinds fewer in l than when w began: "1 Fear per explorer
// destroyed". The count is taken when the word is reached, so that words
// queued before it (a gather) count.
func fearPerLossWord(w task) task {
	return task{op: opThen, spirit: w.spirit, land: w.land, n: w.n, kinds: w.kinds, upTo: w.upTo,
		arg: contLossCount, arg2: int8(w.op)}
}

var (
	contLossCount = then(func(st *State, q *queue, t task) {
		before := st.countKinds(t.land, t.kinds)
		w := task{op: op(t.arg2), spirit: t.spirit, land: t.land, n: t.n, kinds: t.kinds, upTo: t.upTo}
		q.push(w, task{op: opThen, spirit: t.spirit, land: t.land, n: before, kinds: t.kinds, arg: contLossFear})
	})
	contLossFear = then(func(st *State, _ *queue, t task) {
		if lost := t.n - st.countKinds(t.land, t.kinds); lost > 0 {
			st.fear(int(lost))
		}
	})
)

// countKinds is how many pieces of kinds lie in land l.
func (st *State) countKinds(l Land, kinds pieceSet) int8 {
	n := int8(0)
	for p := range pieceKinds {
		if kinds.has(p) {
			n += st.lands[l].count(p)
		}
	}
	return n
}
