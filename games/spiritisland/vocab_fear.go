package spiritisland

import "shima/engine"

// Words the fear and blight cards are written in: a player choosing a land
// (opLand), "each player" and "in each land", removing invaders up to a
// total health, and the turn's rules on building and exploring.

// landFilter is a condition on the lands a player may choose (opLand): it
// sees the task, so t.kinds, t.n and the anchor t.land may shape it.
type landFilter struct {
	ok     func(st *State, l Land, t *task) bool
	oceans bool // oceans may be chosen too (a presence there)
}

// landFilters are the registered conditions, by index (a task's arg2).
var landFilters []landFilter

// filter registers a land condition for landWord and returns its index.
func filter(ok func(st *State, l Land, t *task) bool) int8 {
	landFilters = append(landFilters, landFilter{ok: ok})
	return int8(len(landFilters) - 1)
}

// landWord asks a player to choose a land passing filter f that holds a
// piece of kinds (when kinds is not empty); continuation k then runs with
// t.land the land chosen, t.arg2 the task's anchor land, and kinds and n
// passed on. With most ("may"), the player may choose none. The deciding
// spirit is set by eachPlayer (or by the caller).
func landWord(f int8, k int16, kinds pieceSet, n int8, most bool) task {
	return task{op: opLand, spirit: 0, land: NoLand, kinds: kinds, n: n, upTo: most, arg: k, arg2: f}
}

// landOptions lists the lands t's player may choose.
func (st *State) landOptions(t *task, buf []engine.Action) []engine.Action {
	lf := &landFilters[t.arg2]
	set := st.island.All()
	if !lf.oceans {
		set &^= st.island.Oceans()
	}
	lands(set, func(l Land) {
		if (t.kinds == 0 || st.holds(l, t.kinds)) && lf.ok(st, l, t) {
			buf = append(buf, pack(kindLand, 0, int(l)))
		}
	})
	if t.upTo && len(buf) > 0 {
		buf = append(buf, stopAction)
	}
	return buf
}

// landChosen runs the continuation of landWord t on land l.
func (st *State) landChosen(q *queue, t task, l Land) {
	anchor := t.land
	t.op, t.land, t.arg2 = opThen, l, int8(anchor)
	conts[t.arg](st, q, t)
}

// holds reports whether land l holds a piece of kinds.
func (st *State) holds(l Land, kinds pieceSet) bool {
	ls := &st.lands[l]
	for p := range pieceKinds {
		if kinds.has(p) && ls.count(p) > 0 {
			return true
		}
	}
	return false
}

// eachPlayer queues task t once for each spirit, in seat order, each
// deciding its own ("each player …": a player is a spirit's seat).
func (st *State) eachPlayer(q *queue, t task) {
	var ts [MaxSpirits]task
	for s := range st.seats {
		ts[s] = t
		ts[s].spirit = s
	}
	q.push(ts[:st.seats]...)
}

// landStep queues, for "in each land", what happens in land l (appending
// its tasks to ts); nothing appended: nothing happens there.
type landStep func(st *State, l Land, ts []task) []task

// landSteps are the registered steps, by index.
var landSteps []landStep

// inEachLand registers a step for eachLandWord and returns its index.
func inEachLand(fn landStep) int8 {
	landSteps = append(landSteps, fn)
	return int8(len(landSteps) - 1)
}

// eachLandWord does step k (registered with inEachLand) in each land, one
// land after another, so that the queue holds one land's tasks at a time;
// the players' decisions there are spirit 0's.
func eachLandWord(k int8) task {
	return task{op: opThen, spirit: 0, land: 0, arg: contEachLand, arg2: k}
}

// contEachLand does step t.arg2 in the first land from t.land on where it
// does something, then goes on from the next land.
var contEachLand = then(func(st *State, q *queue, t task) {
	var buf [8]task
	for l := t.land; l < MaxLands; l++ {
		if !st.island.All().Has(l) || st.island.Oceans().Has(l) {
			continue
		}
		ts := landSteps[t.arg2](st, l, buf[:0])
		if len(ts) == 0 {
			continue
		}
		next := t
		next.land = l + 1
		q.push(append(ts, next)...)
		return
	}
})

// healthOf is the health of the invaders on land l, counted undamaged
// (damage does not lower it): explorer 1, town 2, city 3 (more against
// England, State.hp). Reading: "health" on the fear cards is the full health.
func (st *State) healthOf(l Land) int8 {
	ls := &st.lands[l]
	return ls.count(Explorer) + st.hp(Town)*ls.count(Town) + st.hp(City)*ls.count(City)
}

// removeHealthWord has spirit s remove invaders from land l, one by one,
// whose health totals at most n (the spirit may stop early).
func removeHealthWord(s int8, l Land, n int8) task {
	return task{op: opThen, spirit: s, land: l, n: n, arg: contRemoveHealth, arg2: -1}
}

// contRemoveHealth: t.n health is left to remove, t.arg2 was the land's
// invader health before the last removal offered (-1: none offered yet).
// A removal offered and not taken (the spirit stopped) ends it.
var contRemoveHealth = then(func(st *State, q *queue, t task) {
	now := st.healthOf(t.land)
	if t.arg2 >= 0 {
		if now == t.arg2 {
			return
		}
		t.n -= t.arg2 - now
	}
	var kinds pieceSet
	for p := Explorer; p <= City; p++ {
		if st.hp(p) <= t.n {
			kinds |= 1 << p
		}
	}
	if kinds == 0 || !st.holds(t.land, kinds) {
		return
	}
	t.arg2 = now
	q.push(removeWord(ctx{spirit: t.spirit}, t.land, kinds, 1, upTo), t)
})

// The fear cards' rules on this turn's invader actions, bits of
// State.fearRules.
const (
	noExploreTwoDahan uint8 = 1 << iota // no explore into lands with 2 or more dahan
	noBuildDahanMore                    // no build where dahan outnumber towns and cities
	noBuildDahan                        // no build in lands with dahan
	noCoastalCity                       // a build in a coastal land that would add a city adds nothing
	noBuildCoastal                      // no build in coastal lands
	noBuildCity                         // no build in lands with a city
)

// buildStopped reports whether this turn's fear rules stop the invaders
// building in land l. Reading: judged as the build comes, after the ravage.
func (st *State) buildStopped(l Land) bool {
	r := st.fearRules
	if r == 0 {
		return false
	}
	ls := &st.lands[l]
	d := ls.count(Dahan)
	return r&noBuildDahan != 0 && d > 0 ||
		r&noBuildDahanMore != 0 && d > ls.count(Town)+ls.count(City) ||
		r&noBuildCoastal != 0 && st.island.IsCoastal(l) ||
		r&noBuildCity != 0 && ls.count(City) > 0
}

// cityStopped reports whether a build in land l that would add a city adds
// nothing this turn.
func (st *State) cityStopped(l Land) bool {
	return st.fearRules&noCoastalCity != 0 && st.island.IsCoastal(l)
}

// exploreStopped reports whether this turn's fear rules stop the invaders
// exploring into land l.
func (st *State) exploreStopped(l Land) bool {
	return st.fearRules&noExploreTwoDahan != 0 && st.lands[l].count(Dahan) >= 2
}
