package spiritisland

import "shima/engine"

// The blight cards' Blighted Island sides: at the start of each invader
// phase, once the card has turned, each spirit loses a presence (or, on
// Memory Fades to Dust, may forget a power card instead). The blight pool
// itself is in invaders.go (takeBlight).

func init() {
	blightedEffects["downward-spiral"] = func(st *State, q *queue) {
		st.eachPlayer(q, landWord(fOwnPresence, contDestroyPresence, 0, 1, exactly))
	}
	blightedEffects["memory-fades-to-dust"] = func(st *State, q *queue) {
		st.eachPlayer(q, chooseWord(ctx{}, NoLand, contForgetOrDestroy, 2))
	}
}

// fOwnPresence: a land (or ocean) with the deciding spirit's presence.
var fOwnPresence = func() int8 {
	f := filter(func(st *State, l Land, t *task) bool { return st.lands[l].presence[t.spirit] > 0 })
	landFilters[f].oceans = true
	return f
}()

// contDestroyPresence: one of the spirit's presence in the land chosen is
// destroyed (out of the game).
var contDestroyPresence = then(func(st *State, _ *queue, t task) {
	st.destroyPresence(t.spirit, t.land)
})

// contForgetOrDestroy: Memory Fades to Dust's choice made: forget a power
// card, or destroy a presence.
var contForgetOrDestroy = choice([]engine.Text{
	engine.T("forget a power card", "能力カードを1枚失う"),
	engine.T("destroy a presence", "存在を1つ破壊する"),
}, func(st *State, q *queue, t task) {
	if t.arg2 == 0 {
		q.push(task{op: opForget, spirit: t.spirit, land: NoLand})
		return
	}
	w := landWord(fOwnPresence, contDestroyPresence, 0, 1, exactly)
	w.spirit = t.spirit
	q.push(w)
})
