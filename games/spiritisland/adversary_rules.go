package spiritisland

// The adversaries' rules in the invader phase: escalation when a flagged
// card is revealed, England's extra builds and High Immigration, Sweden's
// ravages, and the loss conditions. The hooks are called from invaders.go,
// rounds.go and game.go.

// exploreRevealed explores the card just revealed into st.explore, with the
// adversary's escalation first (Prussia, England) or after (Sweden) when
// the card shows the flag.
func (st *State) exploreRevealed(q *queue) {
	a := st.opts.adversary
	if a == noAdversary || !InvaderCards[st.explore].Escalation() {
		st.exploreCard(q)
		return
	}
	switch a {
	case prussia, england:
		var ts [MaxBoards + 1]task
		n := 0
		for b := range st.island.NumBoards() {
			if st.boardHasTowns(b) {
				ts[n] = task{op: opThen, spirit: 0, land: LandAt(b, 1), arg: contEscalate}
				n++
			}
		}
		ts[n] = task{op: opThen, spirit: 0, land: NoLand, arg: contExploreNow}
		q.push(ts[:n+1]...)
	case sweden:
		st.swayed(st.exploreCard(q))
	}
}

// contExploreNow explores after the escalation.
var contExploreNow = then(func(st *State, q *queue, _ task) { st.exploreCard(q) })

// boardHasTowns reports whether a land of board b holds a town or city.
func (st *State) boardHasTowns(b int) bool {
	found := false
	lands(st.island.Board(b)&^st.island.Oceans(), func(l Land) {
		found = found || st.lands[l].count(Town)+st.lands[l].count(City) > 0
	})
	return found
}

// escalationLands are the lands of board b (t.land's) the escalation may
// fall on: for Prussia's Land Rush those without a town, for England's
// Building Boom those with the most towns and cities.
func (st *State) escalationLands(b int) LandSet {
	var set LandSet
	most := int8(0)
	lands(st.island.Board(b)&^st.island.Oceans(), func(l Land) {
		ls := &st.lands[l]
		switch n := ls.count(Town) + ls.count(City); {
		case st.opts.adversary == prussia:
			if ls.count(Town) == 0 {
				set.Add(l)
			}
		case n > most:
			most, set = n, 0
			set.Add(l)
		case n == most && n > 0:
			set.Add(l)
		}
	})
	return set
}

// fEscalation: a land the escalation may fall on, on the anchor's board.
var fEscalation = filter(func(st *State, l Land, t *task) bool {
	return st.escalationLands(t.land.Position()).Has(l)
})

// contEscalate escalates on the board of t.land: the players choose the
// land where there is a choice.
var contEscalate = then(func(st *State, q *queue, t task) {
	set := st.escalationLands(t.land.Position())
	switch set.Count() {
	case 0:
	case 1:
		st.escalateIn(q, set.First())
	default:
		w := landWord(fEscalation, contEscalateIn, 0, 0, false)
		w.land = t.land
		q.push(w)
	}
})

// contEscalateIn escalates in the land chosen.
var contEscalateIn = then(func(st *State, q *queue, t task) { st.escalateIn(q, t.land) })

// escalateIn does the escalation in land l: Land Rush adds a town there,
// Building Boom builds there.
func (st *State) escalateIn(q *queue, l Land) {
	if st.opts.adversary == prussia {
		st.addTown(0, l)
		return
	}
	if st.telling() {
		st.tellBuildingBoom(l)
	}
	q.push(task{op: opThen, spirit: 0, land: l, arg: contBuildLand})
}

// addTown adds a town to land l by the adversary's rule of level lv (0:
// its escalation).
func (st *State) addTown(lv int8, l Land) {
	var sn snap
	if st.telling() {
		sn = st.snap(l)
	}
	st.addPieces(l, Town, 1)
	if st.telling() {
		st.tellAdversary(lv, &sn, Town, 0)
	}
}

// swayed is Sweden's escalation, Swayed by the Invaders: in each land just
// explored into that holds at least as many invaders as dahan (and a
// dahan), a dahan becomes a town. Reading: the damaged dahan goes first.
func (st *State) swayed(explored LandSet) {
	lands(explored, func(l Land) {
		ls := &st.lands[l]
		if d := ls.count(Dahan); d > 0 && ls.invaders() >= d {
			var sn snap
			if st.telling() {
				sn = st.snap(l)
			}
			h := int8(2)
			if ls.pieces[Dahan][1] > 0 {
				h = 1
			}
			ls.pieces[Dahan][h]--
			st.addPieces(l, Town, 1)
			if st.telling() {
				st.tellAdversary(0, &sn, Dahan, 0)
			}
		}
	})
}

// servantBuild marks a build (its task's n) in a land without invaders that
// England's Indentured Servants Earn Land makes happen.
const servantBuild int8 = 2

// buildCard queues the builds of invader card c: in the lands it names, and
// against England (Indentured Servants Earn Land, level 1) also in those
// without invaders next to 2 or more towns and cities, counted before any
// build.
func (st *State) buildCard(q *queue, c int8) {
	var ts [MaxLands]task
	n := 0
	lands(st.cardLands(c), func(l Land) {
		ts[n] = task{op: opThen, spirit: 0, land: l, arg: contBuildLand}
		if st.adv(england, 1) && st.lands[l].invaders() == 0 {
			near := int8(0)
			lands(st.island.Adjacent(l)&^st.island.Oceans(), func(m Land) {
				near += st.lands[m].count(Town) + st.lands[m].count(City)
			})
			if near >= 2 {
				ts[n].n = servantBuild // builds though the land holds no invaders
			}
		}
		n++
	})
	q.push(ts[:n]...)
}

// contHighImmigration is England's High Immigration (level 3): before the
// ravage, the invaders build in the lands of the card on its tile, twice
// (t.n) in a phase without fear cards at level 6 (Independent Resolve).
var contHighImmigration = then(func(st *State, q *queue, t task) {
	st.endFearCard()
	if st.immigration == noCard {
		return
	}
	once := task{op: opThen, spirit: 0, land: NoLand, arg: contImmigrationBuild}
	if t.n == 2 {
		q.push(once, once)
		return
	}
	q.push(once)
})

// contImmigrationBuild is one High Immigration build.
var contImmigrationBuild = then(func(st *State, q *queue, _ task) { st.buildCard(q, st.immigration) })

// immigrationBuilds is how many times the High Immigration build happens
// this invader phase, judged at its start: twice at England level 6 when no
// fear card waits earned to resolve, else once.
func (st *State) immigrationBuilds() int8 {
	if st.adv(england, 6) && st.nEarned == 0 {
		return 2
	}
	return 1
}

// immigrate moves the ravage card c onto the High Immigration tile when
// the cards advance, discarding the card there; it reports whether c went
// onto the tile. At level 3 a stage II card moving there is discarded and
// the tile removed; from level 4 the tile stays all game.
func (st *State) immigrate(c int8) bool {
	if !st.adv(england, 3) || st.immigrationGone {
		return false
	}
	if st.immigration != noCard {
		st.ravaged |= 1 << st.immigration
	}
	st.immigration = c
	if InvaderCards[c].Stage == 2 && !st.adv(england, 4) {
		st.ravaged |= 1 << c
		st.immigration, st.immigrationGone = noCard, true
	}
	return true
}

// invaderDamage is the damage the invaders of a land deal when they
// ravage: explorer 1, town 2, city 3; against Sweden from level 3 (Fine
// Steel for Tools and Guns) town 3 and city 5.
func (st *State) invaderDamage(ls *landState) int8 {
	town, city := int8(2), int8(3)
	if st.adv(sweden, 3) {
		town, city = 3, 5
	}
	return ls.count(Explorer) + town*ls.count(Town) + city*ls.count(City)
}

// ravageBlight appends to ts what comes with the blight a ravage adds to
// land l, dealing dmg damage to it: against Sweden an extra blight for 6
// damage or more (Heavy Mining, level 1) and a town next door (Mining
// Rush, level 5).
func (st *State) ravageBlight(l Land, dmg int8, ts []task) []task {
	if st.adv(sweden, 1) && dmg >= 6 {
		ts = append(ts, task{op: opThen, spirit: 0, land: l, arg: contHeavyMining})
	}
	if st.adv(sweden, 5) {
		ts = append(ts, task{op: opThen, spirit: 0, land: l, arg: contMiningRush})
	}
	return ts
}

// contHeavyMining adds Heavy Mining's extra blight to t.land: from the
// blight card, but destroying no presence and cascading nowhere.
var contHeavyMining = then(func(st *State, _ *queue, t task) {
	ls := &st.lands[t.land]
	if ls.effects&blightStays != 0 {
		return
	}
	var sn snap
	if st.telling() {
		sn = st.snap(t.land)
	}
	taken := min(st.blightPool, 1)
	ls.blight++
	if st.telling() {
		st.holdEvents() // the blight card turning comes after
		st.takeBlight()
		st.tellAdversary(1, &sn, pieceKinds, -taken)
		st.release()
		return
	}
	st.takeBlight()
})

// miningRushLands are the lands next to l without a town or city.
func (st *State) miningRushLands(l Land) LandSet {
	var set LandSet
	lands(st.island.Adjacent(l)&^st.island.Oceans(), func(m Land) {
		if st.lands[m].count(Town)+st.lands[m].count(City) == 0 {
			set.Add(m)
		}
	})
	return set
}

// fMiningRush: a land next to the anchor without a town or city.
var fMiningRush = filter(func(st *State, l Land, t *task) bool { return st.miningRushLands(t.land).Has(l) })

// contMiningRush: the ravage blighted t.land, so a town comes to a land next
// to it without a town or city (the players choose among several).
// Reading: no town when the blight stayed on the card (Infinite Vitality).
var contMiningRush = then(func(st *State, q *queue, t task) {
	if st.lands[t.land].effects&blightStays != 0 {
		return
	}
	set := st.miningRushLands(t.land)
	switch set.Count() {
	case 0:
	case 1:
		st.addTown(5, set.First())
	default:
		w := landWord(fMiningRush, contMiningRushIn, 0, 0, false)
		w.land = t.land
		q.push(w)
	}
})

// contMiningRushIn adds Mining Rush's town (level 5) to the land chosen.
// (It stands where the adversary's town of either rule was added before,
// so that a position's continuations keep their names.)
var contMiningRushIn = then(func(st *State, _ *queue, t task) { st.addTown(5, t.land) })

// afterFirstExplore: against Sweden from level 4 (Royal Backing), after the
// first explore the invader deck accelerates: the top card of its lowest
// stage is discarded, and on each board a town comes to the land matching
// it with the fewest invaders (the players choose among ties).
func (st *State) afterFirstExplore(q *queue) {
	if !st.adv(sweden, 4) || st.nInvaders == 0 {
		return
	}
	low, at := int8(4), -1
	for i := st.nInvaders - 1; i >= 0; i-- {
		if s := InvaderCards[st.invaders[i]].Stage; s < low {
			low, at = s, int(i)
		}
	}
	c := st.invaders[at]
	copy(st.invaders[at:], st.invaders[at+1:st.nInvaders])
	st.nInvaders--
	st.ravaged |= 1 << c
	var ts [MaxBoards]task
	for b := range st.island.NumBoards() {
		ts[b] = task{op: opThen, spirit: 0, land: LandAt(b, 1), arg: contRoyalBacking, arg2: c}
	}
	q.push(ts[:st.island.NumBoards()]...)
}

// royalLands are the lands of board b matching card c with the fewest invaders.
func (st *State) royalLands(b int, c int8) LandSet {
	var set LandSet
	fewest := int8(127)
	lands(st.cardLands(c)&st.island.Board(b), func(l Land) {
		switch n := st.lands[l].invaders(); {
		case n < fewest:
			fewest, set = n, 0
			set.Add(l)
		case n == fewest:
			set.Add(l)
		}
	})
	return set
}

// fRoyalBacking: a land of the anchor's board matching the card discarded
// (t.n) with the fewest invaders.
var fRoyalBacking = filter(func(st *State, l Land, t *task) bool {
	return st.royalLands(t.land.Position(), int8(t.n)).Has(l)
})

// contRoyalBacking adds Royal Backing's town on the board of t.land, card
// t.arg2 discarded.
var contRoyalBacking = then(func(st *State, q *queue, t task) {
	set := st.royalLands(t.land.Position(), t.arg2)
	switch set.Count() {
	case 0:
	case 1:
		st.addTown(4, set.First())
	default:
		w := landWord(fRoyalBacking, contRoyalBackingIn, 0, t.arg2, false)
		w.land = t.land
		q.push(w)
	}
})

// contRoyalBackingIn adds Royal Backing's town (level 4) to the land chosen.
var contRoyalBackingIn = then(func(st *State, _ *queue, t task) { st.addTown(4, t.land) })

// capitalLost reports England's loss condition, Proud & Mighty Capital: a
// land holding 7 or more towns and cities together.
func (st *State) capitalLost() bool {
	if st.opts.adversary != england {
		return false
	}
	for l := range st.lands {
		if ls := &st.lands[l]; ls.count(Town)+ls.count(City) >= 7 {
			return true
		}
	}
	return false
}
