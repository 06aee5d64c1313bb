package spiritisland

import "shima/engine"

// A Spread of Rampant Green (はびこる緑の広がり): its unique powers, its
// innate powers, Choke the Land with Green (choke, asked by invaders.go
// before a ravage or a build) and Steady Regeneration (regenerates and
// regenerate, the destroyed presence growth.go offers as a third track).

// greenKey is A Spread of Rampant Green's key.
const greenKey = "a-spread-of-rampant-green"

func init() {
	chokeSteps = [2]int16{contRavageLand, contBuildLand}
	cardEffects["fields-choked-with-growth"] = func(st *State, q *queue, c ctx) {
		q.push(chooseWord(c, c.land, contFieldsChoked, 2))
	}
	cardEffects["gift-of-proliferation"] = func(st *State, q *queue, c ctx) {
		q.push(addPresenceNearWord(c.target, 1))
	}
	cardEffects["overgrow-in-a-night"] = func(st *State, q *queue, c ctx) {
		ls := &st.lands[c.land]
		ruledOut := uint8(0)
		if ls.presence[c.spirit] == 0 || ls.invaders() == 0 {
			ruledOut = 1 << 1 // the fear needs both its presence and invaders there
		}
		q.push(chooseAmongWord(c.spirit, c.land, contOvergrow, 2, 0, ruledOut))
	}
	cardEffects["stem-the-flow-of-fresh-water"] = func(st *State, q *queue, c ctx) {
		if st.terrainIs(c.land, Mountain, Sands) {
			st.damageEach(c.land, towns|cities, 1)
			return
		}
		q.push(townOrCityDamage(c, c.land))
	}
	innateEffects["creepers-tear-into-mortar"] = func(st *State, q *queue, c ctx) {
		// Reading: "repeat this power" resolves it again with its target
		// chosen anew (the same land or another in range); the repeat
		// carries one level fewer, so that level 3 repeats twice in all.
		if c.levels <= 1 {
			q.push(townOrCityDamage(c, c.land))
			return
		}
		again := repeatWord(c)
		again.arg2 = c.levels - 1
		q.push(townOrCityDamage(c, c.land), again)
	}
	innateEffects["all-enveloping-green"] = func(st *State, q *queue, c ctx) {
		d := int8(2)
		if c.levels >= 2 {
			d = 4
		}
		if c.levels >= 3 {
			q.push(defendWord(c.land, d), removeBlightWord(c.land, 1))
			return
		}
		q.push(defendWord(c.land, d))
	}
}

// townOrCityDamage deals 1 damage to a town or city of land l.
func townOrCityDamage(c ctx, l Land) task {
	dmg := damageWord(c, l, 1)
	dmg.kinds = towns | cities
	return dmg
}

// contFieldsChoked: push 1 town, or push 3 dahan (as many as there are).
var contFieldsChoked = choice([]engine.Text{
	engine.T("push 1 town", "町を1つ押し出す"),
	engine.T("push 3 dahan", "ダハンを3体押し出す"),
}, func(st *State, q *queue, t task) {
	c := taskCtx(t)
	if t.arg2 == 0 {
		q.push(pushWord(c, t.land, towns, 1, exactly))
		return
	}
	q.push(pushWord(c, t.land, dahan, 3, exactly))
})

// contOvergrow: add a presence to the land, or 3 fear.
var contOvergrow = choice([]engine.Text{
	engine.T("add 1 presence", "存在を1つ置く"),
	engine.T("3 fear", "不安を3"),
}, func(st *State, q *queue, t task) {
	if t.arg2 == 0 {
		q.push(selectWord(t.spirit, t.land, selPresenceHere, 0, exactly))
		return
	}
	q.push(fearWord(3))
})

// choke asks, before the ravage or build of task t (cont:
// contChokeRavage or contChokeBuild), whether A Spread of Rampant Green
// stops it by destroying 1 of its presence there, when the land is one of
// its sacred sites; it reports whether it asked. A ravage or build asked
// about once (t.n = chokeAsked) is not asked about again.
//
// Reading: the question comes only when the ravage or build would happen
// (invaders there, not stopped by a card), just before it, so the spirit
// sees the land as the invaders will act on it.
func (st *State) choke(q *queue, t task, cont int16) bool {
	if t.n == chokeAsked {
		return false
	}
	for s := range st.seats {
		if st.spirit(s).Key == greenKey && st.sacredSite(s, t.land) {
			q.push(chooseWord(ctx{spirit: s}, t.land, cont, 2))
			return true
		}
	}
	return false
}

// chokeAnswer destroys the presence that stops the ravage or build (choice
// 0), or lets it happen: the invader step k runs again, not to ask twice.
func chokeAnswer(st *State, q *queue, t task, k int16) {
	if t.arg2 == 0 {
		if st.telling() {
			st.tellSkip(map[bool]string{true: "ravage", false: "build"}[k == chokeSteps[0]], t.land, "choke")
		}
		st.destroyPresence(t.spirit, t.land)
		return
	}
	q.push(task{op: opThen, spirit: 0, land: t.land, n: chokeAsked, arg: k})
}

// chokeAsked marks a ravage or build (its task's n) that Choke the Land with
// Green asked about already: it happens now, even a build in a land without
// invaders (one England's servants build in: the question came because it
// would happen).
const chokeAsked int8 = 1

var (
	contChokeRavage = choice([]engine.Text{
		engine.T("destroy a presence to stop the ravage", "存在を1つ破壊して略奪を止める"),
		engine.T("let the ravage happen", "略奪を止めない"),
	}, func(st *State, q *queue, t task) { chokeAnswer(st, q, t, chokeSteps[0]) })
	contChokeBuild = choice([]engine.Text{
		engine.T("destroy a presence to stop the build", "存在を1つ破壊して建設を止める"),
		engine.T("let the build happen", "建設を止めない"),
	}, func(st *State, q *queue, t task) { chokeAnswer(st, q, t, chokeSteps[1]) })

	// chokeSteps are the ravage and the build in a land, set at init (they
	// ask choke, so they cannot be named in its continuations' values).
	chokeSteps [2]int16
)

// regenerates reports whether spirit s may add a destroyed presence in
// its growth now (Steady Regeneration): it is Rampant Green, has one, and
// once the island is blighted has the energy to pay.
//
// Reading: played without a blight card the island never turns blighted,
// so the presence comes back free; the energy is paid from what the spirit
// has when it places the presence (growth's energy gained before then
// included, the turn's income not yet).
func (st *State) regenerates(s int8) bool {
	sp := &st.spirits[s]
	return st.spirit(s).Key == greenKey && sp.destroyed > 0 && (!st.blighted || sp.energy >= 1)
}

// regenerate takes a destroyed presence of spirit s back for its growth,
// paying 1 energy once the island is blighted.
func (st *State) regenerate(s int8) {
	sp := &st.spirits[s]
	sp.destroyed--
	if st.blighted {
		sp.energy--
	}
}
