package spiritisland

// The invader phase: the blighted island's effect, the fear cards earned,
// then ravage, build and explore on the lands their cards name, and the
// cards move on. It runs by itself but where the players choose (a fear
// card's choices, where blight cascades).

// invaderSteps are the tasks of the invader phase, queued at its start.
const (
	contBlighted = iota
	contFear
	contRavage
	contBuild
	contExplore
	contAdvance
)

// invaderPhase queues the invader phase and runs it.
func (st *State) invaderPhase() {
	st.step = stepInvader
	if st.tl != nil {
		st.tellInvaderPhase()
	}
	for _, c := range []int16{phaseConts[contBlighted], phaseConts[contFear], contHighImmigration, phaseConts[contRavage], phaseConts[contBuild],
		phaseConts[contExplore], phaseConts[contAdvance]} {
		t := task{op: opThen, spirit: 0, land: NoLand, arg: c}
		if c == contHighImmigration { // England's extra build, before the ravage
			if !st.adv(england, 3) {
				continue
			}
			t.n = st.immigrationBuilds()
		}
		st.q.pushBack(t)
	}
	st.proceed()
}

// phaseConts are the invader phase's steps as continuations.
var phaseConts = [...]int16{
	contBlighted: then(func(st *State, q *queue, _ task) {
		if st.blighted {
			st.startCause()
			q.push(causeMarker(causeBlighted, 0))
			blightedEffects[BlightCards[st.blightCard].Key](st, q)
		}
	}),
	contFear: then(func(st *State, q *queue, _ task) {
		// The earned fear cards resolve in the order earned, at the terror
		// level now, each turned up from those waiting as it comes.
		for range st.nEarned {
			q.push(task{op: opThen, spirit: 0, land: NoLand, arg: contFearCard})
		}
	}),
	contRavage: then(func(st *State, q *queue, _ task) {
		st.endFearCard()
		st.onCardLands(q, st.ravage, contRavageLand)
	}),
	contBuild: then(func(st *State, q *queue, _ task) {
		st.buildCard(q, st.build)
	}),
	contExplore: then(func(st *State, q *queue, _ task) {
		if st.nInvaders == 0 {
			st.lose("deck")
			return
		}
		st.nInvaders--
		st.explore = st.invaders[st.nInvaders]
		if st.telling() {
			st.tellExploreCard()
		}
		st.exploreRevealed(q) // with an adversary's escalation
	}),
	contAdvance: then(func(st *State, _ *queue, _ task) {
		if st.ravage != noCard && !st.immigrate(st.ravage) {
			st.ravaged |= 1 << st.ravage
		}
		st.ravage, st.build, st.explore = st.build, st.explore, noCard
	}),
}

// contFearCard turns up the first earned fear card waiting and resolves it
// at the terror level.
var contFearCard = then(func(st *State, q *queue, t task) {
	c := st.earned[0]
	copy(st.earned[:], st.earned[1:st.nEarned])
	st.nEarned--
	fc := &FearCards[c]
	st.endFearCard()
	st.fearing = c
	st.feared |= 1 << c
	st.revealed &^= 1 << c // face up in the discard now
	if st.tl != nil {
		st.tellFearCardStart(fc, st.terror())
	}
	if lv := st.terror(); lv <= 3 {
		fearEffects[fc.Key][lv-1](st, q)
	}
})

// fearEffects are the fear cards' effects by key, one for each terror level.
var fearEffects = map[string][3]func(st *State, q *queue){}

// blightedEffects are the blight cards' blighted-side effects, each invader
// phase, by key.
var blightedEffects = map[string]func(st *State, q *queue){}

// cardLands is the set of lands invader card c names (no ocean).
func (st *State) cardLands(c int8) LandSet {
	if c == noCard {
		return 0
	}
	ic := &InvaderCards[c]
	var set LandSet
	for l := range Land(MaxLands) {
		t := st.island.Terrain(l)
		if t != Ocean && (ic.Terrains.Has(t) || ic.Coastal && st.island.IsCoastal(l)) {
			set |= 1 << l
		}
	}
	return set
}

// onCardLands queues the continuation cont for each land card c names.
func (st *State) onCardLands(q *queue, c int8, cont int16) {
	var ts [MaxLands]task
	n := 0
	lands(st.cardLands(c), func(l Land) {
		ts[n] = task{op: opThen, spirit: 0, land: l, arg: cont}
		n++
	})
	q.push(ts[:n]...)
}

// contRavageLand: the invaders in a land ravage it. Their damage (1 an
// explorer, 2 a town, 3 a city) less Defend falls on the land (2 or more:
// a blight) and on the dahan (destroyed as efficiently as can be); the
// dahan left strike back, 2 damage each.
var contRavageLand = then(func(st *State, q *queue, t task) {
	ls := &st.lands[t.land]
	if ls.effects&skipRavage != 0 {
		ls.effects &^= skipRavage
		if st.telling() && ls.invaders() > 0 {
			st.tellSkip("ravage", t.land, "power")
		}
		return
	}
	if ls.invaders() == 0 || st.choke(q, t, contChokeRavage) {
		return
	}
	raw := st.invaderDamage(ls)
	dmg := max(raw-st.defence(t.land), 0)
	before := ls.count(Dahan)
	var told ravageTold
	if st.telling() {
		told = st.ravageBefore(t.land, raw, dmg)
	}
	if ls.effects&dahanSafe == 0 {
		st.damageDahan(t.land, dmg)
	}
	if st.telling() {
		st.tellRavage(t.land, told)
	}
	var buf [5]task
	ts := buf[:0]
	if dmg >= 2 {
		ts = append(ts, task{op: opBlight, spirit: 0, land: t.land})
		ts = st.ravageBlight(t.land, dmg, ts) // Sweden's
	}
	strike := task{op: opDahanStrike, spirit: 0, land: t.land}
	if ls.effects&strikeAtOnce != 0 {
		strike.n = before // Words of Warning: every dahan strikes, those destroyed too
	}
	ts = append(ts, strike)
	if sworn, ok := st.swornToVictory(t.land, before-ls.count(Dahan)); ok {
		ts = append(ts, sworn) // after the ravage, its presence follows the dahan lost
	}
	q.push(ts...)
})

// defence is the Defend in land l: what powers gave it this turn, and 3
// for each Vital Strength of the Earth with a sacred site there (Earth's
// Vitality).
func (st *State) defence(l Land) int8 {
	return st.lands[l].defend + st.earthsVitality(l)
}

// damageDahan deals dmg damage to the dahan in land l as efficiently as can
// be: damaged dahan first, then 2 to each.
func (st *State) damageDahan(l Land, dmg int8) {
	if st.lands[l].effects&(toughDahan|dahanImmune) != 0 {
		st.damageVitalDahan(l, dmg) // Infinite Vitality
		return
	}
	before := st.lands[l].count(Dahan)
	st.lands[l].hurtDahan(dmg)
	st.noteDestroyed(l, Dahan, before-st.lands[l].count(Dahan))
}

// hurtDahan deals dmg damage to the land's dahan as efficiently as can be
// (damaged dahan first, then 2 to each), the pieces alone: damageDahan
// tells what it destroyed, and the heuristic foresees a ravage with it.
func (ls *landState) hurtDahan(dmg int8) {
	d := &ls.pieces[Dahan]
	for dmg > 0 && d[1] > 0 {
		d[1]--
		dmg--
	}
	for dmg >= 2 && d[2] > 0 {
		d[2]--
		dmg -= 2
	}
	if dmg == 1 && d[2] > 0 {
		d[2]--
		d[1]++
	}
}

// dahanStrike: the dahan in land l deal 2 damage each to its invaders
// (strikers > 0: that many dahan strike, Words of Warning's).
// shima assigns it for the players (RULES.md): to destroy as many cities,
// then towns, then explorers as it can, the rest on the hardest piece.
func (st *State) dahanStrike(l Land, strikers int8) {
	ls := &st.lands[l]
	if strikers <= 0 {
		strikers = ls.count(Dahan)
	}
	dmg := 2 * strikers
	if !st.telling() || strikers == 0 {
		st.assignDamage(l, dmg)
		return
	}
	before := st.strikeBefore(l)
	st.holdEvents() // the fear of the towns and cities destroyed comes after
	st.assignDamage(l, dmg)
	st.tellStrike(l, strikers, before)
	st.release()
}

// assignDamage deals dmg damage to the invaders of land l, as the players
// would: destroying cities, then towns, then explorers while it can (the
// most damaged first), the rest on the piece it brings closest to death.
func (st *State) assignDamage(l Land, dmg int8) {
	ls := &st.lands[l]
	dmg = st.fell(ls, dmg, func(p Piece, h int8) { st.destroy(l, p, h) })
	if dmg == 0 {
		return
	}
	for _, p := range [...]Piece{City, Town} {
		for h := st.hp(p); h > dmg; h-- {
			if ls.pieces[p][h] > 0 {
				st.damage(l, p, h, dmg)
				return
			}
		}
	}
}

// fell calls destroy for each invader of land ls that dmg damage destroys,
// as the players assign it: cities, then towns, then explorers while it
// can, the most damaged first; destroy must take the piece away. It returns
// the damage left. assignDamage deals a strike with it, and the heuristic
// foresees one.
func (st *State) fell(ls *landState, dmg int8, destroy func(p Piece, h int8)) int8 {
	for _, p := range [...]Piece{City, Town, Explorer} {
		for h := int8(1); h <= st.hp(p); h++ {
			for ls.pieces[p][h] > 0 && dmg >= h {
				destroy(p, h)
				dmg -= h
			}
		}
	}
	return dmg
}

// contBuildLand: the invaders in a land build: a city where towns outnumber
// cities, else a town. With t.n servantBuild they build there though it
// holds no invaders (England's Indentured Servants Earn Land), and with
// chokeAsked too (Choke the Land with Green let a build that would happen).
var contBuildLand = then(func(st *State, q *queue, t task) {
	ls := &st.lands[t.land]
	if ls.effects&skipBuild != 0 {
		ls.effects &^= skipBuild
		if st.telling() && (ls.invaders() > 0 || t.n != 0) {
			st.tellSkip("build", t.land, "power")
		}
		return
	}
	if ls.invaders() == 0 && t.n == 0 {
		return
	}
	if st.buildStopped(t.land) {
		if st.telling() {
			st.tellSkip("build", t.land, "fear-card")
		}
		return
	}
	if st.choke(q, t, contChokeBuild) {
		return
	}
	p := Town
	if ls.count(Town) > ls.count(City) {
		if st.cityStopped(t.land) {
			if st.telling() {
				st.tellSkip("city", t.land, "fear-card")
			}
			return
		}
		p = City
	}
	st.addPieces(t.land, p, 1)
	if st.telling() {
		st.tellBuild(t.land, p)
	}
})

// exploreCard explores the lands the card just revealed names: one explorer
// in each with a town or city, or next to one, or next to the ocean, all
// judged before any explorer comes. It returns the lands explored into.
func (st *State) exploreCard(q *queue) LandSet {
	var sources LandSet
	for l := range Land(MaxLands) {
		if st.lands[l].count(Town)+st.lands[l].count(City) > 0 {
			sources |= 1 << l
		}
	}
	reach := st.island.Within(sources, 1, false) | st.island.Coastal()
	var explored LandSet
	lands(st.cardLands(st.explore)&reach, func(l Land) {
		ls := &st.lands[l]
		if st.exploreStopped(l) {
			if st.telling() {
				st.tellSkip("explore", l, "fear-card")
			}
			return
		}
		if ls.effects&skipExplore != 0 {
			ls.effects &^= skipExplore
			if st.telling() {
				st.tellSkip("explore", l, "power")
			}
			return
		}
		st.addPieces(l, Explorer, 1)
		explored.Add(l)
		if st.telling() {
			st.tellExplorer(l)
		}
	})
	return explored
}

// addBlight adds a blight to land l from the card (cascading from land
// from, or NoLand): the presence there loses one of each spirit's, and
// where blight already lay (or it came by a cascade onto blight), it
// cascades to an adjacent land the players choose.
func (st *State) addBlight(q *queue, l Land, from Land) {
	ls := &st.lands[l]
	if ls.effects&blightStays != 0 {
		if st.telling() {
			st.tellSkip("blight", l, "power")
		}
		return // Infinite Vitality: it stays on the blight card
	}
	cascade := ls.blight > 0
	ls.blight++
	if st.telling() {
		st.holdEvents() // the blight card turning comes after the blight
		left, taken := max(st.blightPool-1, 0), min(st.blightPool, 1)
		st.takeBlight()
		st.tellBlight(l, from, taken, left, cascade && !st.lost)
		st.release()
	} else {
		st.takeBlight()
	}
	for s := range st.seats {
		if ls.presence[s] > 0 {
			st.destroyPresence(s, l)
		}
	}
	if cascade {
		q.push(task{op: opCascade, spirit: 0, land: l})
	}
}

// takeBlight takes a blight from the blight card's pool: when the last is
// taken, the card turns to its blighted side (or, already blighted, or
// without a card, the spirits lose).
func (st *State) takeBlight() {
	if st.blightPool > 0 {
		st.blightPool--
	}
	if st.blightPool > 0 {
		return
	}
	if st.blightCard == noCard || st.blighted {
		st.lose("blight")
		return
	}
	st.blighted = true
	st.blightPool = BlightCards[st.blightCard].PerPlayer * st.seats
	if st.tl != nil {
		st.tellBlightCard()
	}
}

// fear generates n fear, a power's in the land it targets (Dread
// Apparitions' Defend follows it there).
func (st *State) fear(n int) {
	if st.resolver != noSpirit {
		st.dreadDefend(st.powerLand, n)
	}
	st.addFear(n)
}

// addFear adds n fear: each fills the generated pile from the pool; an
// empty pool earns the top fear card (the terror level may rise) and refills.
func (st *State) addFear(n int) {
	for range n {
		if st.nFear == 0 {
			return
		}
		st.fearPool--
		if st.tl != nil {
			st.tl.fear++
		}
		if st.fearPool > 0 {
			continue
		}
		lv := st.terror()
		st.nFear--
		st.earned[st.nEarned] = st.fearDeck[st.nFear]
		st.nEarned++
		st.fearPool = st.fullFearPool()
		if st.tl != nil {
			st.tellFearEarned(lv)
		}
	}
}

// timePasses ends the round: played cards to the discard, damage heals,
// elements are lost, one-turn effects end; the next round begins.
func (st *State) timePasses() {
	if st.tl != nil {
		st.tellResolving()
		defer st.tellTime()
	}
	for s := range st.seats {
		sp := &st.spirits[s]
		sp.discard[0] |= sp.played[0]
		sp.discard[1] |= sp.played[1]
		sp.played, sp.unresolved = cards{}, cards{}
		sp.elements = Elements{}
		sp.innates, sp.madeFast, sp.boon, sp.extraPlays = 0, 0, 0, 0
		sp.repeat, sp.repeated = 0, cards{}
		sp.reach, sp.keep = 0, 0
		sp.again, sp.entwined = cards{}, 0
		sp.phase = phaseGrowth
	}
	for l := range st.lands {
		ls := &st.lands[l]
		for p := range pieceKinds {
			full := st.hp(p)
			for h := int8(1); h < full; h++ {
				ls.pieces[p][full] += ls.pieces[p][h]
				ls.pieces[p][h] = 0
			}
		}
		ls.defend, ls.effects, ls.avenge = 0, 0, 0
	}
	st.avenging = 0
	st.fearRules = 0
	st.round++
	st.step = stepSpirit
}
