package spiritisland

import "shima/engine"

// Causes: what resolves now, besides the round's own steps. A line of
// changes tells what its cause changed (events.go), and a decision's
// prompt names it as the one asking (prompt.go). A power and a fear card
// are their own causes (State.resolver, State.fearing); the others that
// run tasks on the queue end their tasks with a marker task, so that the
// queue itself says whose its tasks are, in a position as in play.

// cause is what resolves.
type cause int8

const (
	causeNone      cause = iota
	causePower           // a power resolving (State.resolver, State.power)
	causeFearCard        // a fear card resolving (State.fearing)
	causeBlighted        // the blighted island card's effect, each invader phase
	causeVengeance       // Vengeance of the Dead's damage for the pieces destroyed where it lies
	causeKeep            // Gift of Constancy: a played card kept as time passes
)

// causeEnd ends the tasks of the cause in t.arg2 (of spirit t.spirit):
// its line tells what they changed.
var causeEnd = then(func(st *State, _ *queue, t task) {
	if st.tl != nil {
		st.tellCause(cause(t.arg2), t.spirit)
	}
})

// causeMarker is the task that ends cause c's tasks, spirit s's.
func causeMarker(c cause, s int8) task {
	return task{op: opThen, spirit: s, land: NoLand, arg: causeEnd, arg2: int8(c)}
}

// startCause begins a cause's tasks: what resolved before is told, and
// its line tells from here.
func (st *State) startCause() {
	if st.tl != nil {
		st.tellResolving()
	}
}

// causeNow is what resolves now, and its spirit: the cause whose marker
// comes first on the queue, else the power or fear card resolving.
func (st *State) causeNow() (cause, int8) {
	for i := range st.q.n {
		if t := &st.q.t[i]; t.op == opThen && t.arg == causeEnd {
			return cause(t.arg2), t.spirit
		}
	}
	switch {
	case st.resolver != noSpirit:
		return causePower, st.resolver
	case st.fearing != noCard:
		return causeFearCard, 0
	}
	return causeNone, noSpirit
}

// The causes of the queue: their lines' kinds and the cards they stand for.
var (
	causeKinds = [...]string{causeBlighted: "blighted", causeVengeance: "power", causeKeep: "power"}
	causeCards = [...]string{causeVengeance: "vengeance-of-the-dead", causeKeep: "gift-of-constancy"}
)

// causeName names cause c: its power card, or the blight card.
func (st *State) causeName(c cause) engine.Text {
	if c == causeBlighted {
		return BlightCards[st.blightCard].Name
	}
	return Powers[PowerByKey[causeCards[c]]].Name
}
