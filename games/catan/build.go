package catan

import "math/bits"

// Where pieces may go. A road lies on a path beside land, a ship (The
// Unknown Island) on a path beside sea; a coastal path holds one or the
// other. A player's roads join each other and the player's buildings, as
// do the player's ships, but roads and ships join each other only at the
// player's own settlement or city; no line passes another player's
// building. Face-down tiles count as neither land nor sea: no piece can
// reach a path beside one (a piece at an intersection turns its tiles up).

// land reports whether hex h is face-up land: an interior hex whose tile
// is land and shown.
func (st *State) land(h int) bool {
	return h >= 0 && h < st.layout.Interior && st.terrain[h].land() && !st.hidden.has(h)
}

// sea reports whether hex h is face-up sea: the frame, a sea tile or a
// harbour tile.
func (st *State) sea(h int) bool {
	if h < 0 {
		return false
	}
	return h >= st.layout.Interior || (st.terrain[h] == Sea && !st.hidden.has(h))
}

// onLand reports whether intersection v touches face-up land.
func (st *State) onLand(v int) bool {
	for _, h := range st.board().VertexHexes[v] {
		if st.land(h) {
			return true
		}
	}
	return false
}

// landEdge reports whether a road may lie on edge e: beside face-up land,
// with no face-down tile on either side.
func (st *State) landEdge(e int) bool {
	hs := st.board().EdgeHexes[e]
	return !st.hidden.has(hs[0]) && !st.hidden.has(hs[1]) && (st.land(hs[0]) || st.land(hs[1]))
}

// seaEdge reports whether a ship may lie on edge e: beside face-up sea,
// with no face-down tile on either side, and (The Unknown Island) not on a
// side of the pirate's hex.
func (st *State) seaEdge(e int) bool {
	hs := st.board().EdgeHexes[e]
	return st.rules.UnknownIsland && !st.hidden.has(hs[0]) && !st.hidden.has(hs[1]) && (st.sea(hs[0]) || st.sea(hs[1])) &&
		!st.nearPirate(e)
}

// nearPirate reports whether edge e is a side of the pirate's hex.
func (st *State) nearPirate(e int) bool {
	hs := st.board().EdgeHexes[e]
	return st.pirate != noHex && (int(st.pirate) == hs[0] || int(st.pirate) == hs[1])
}

// buildings are p's settlements and cities.
func (st *State) buildings(p int8) vset {
	b := st.settlements[p]
	b.or(&st.cities[p])
	return b
}

// lineEnds are the intersections at either end of the edges in line.
func (st *State) lineEnds(line *eset) vset {
	var ends vset
	b := st.board()
	for w, word := range line {
		for ; word != 0; word &= word - 1 {
			e := b.EdgeVertices[w<<6|bits.TrailingZeros64(word)]
			ends.add(e[0])
			ends.add(e[1])
		}
	}
	return ends
}

// reach is where p's line (roads or ships) may grow from: its ends where no
// other player has built, and p's buildings.
func (st *State) reach(p int8, line *eset) vset {
	r := st.lineEnds(line)
	others := st.built
	mine := st.buildings(p)
	others.andNot(&mine)
	r.andNot(&others)
	r.or(&mine)
	return r
}

// allLand reports whether every hex is face-up land, as in the base game
// (Load refuses sea and gold there, and no tile lies face down; Check
// verifies it): every path is then beside land and every intersection on
// it, and the hexes need no look.
func (st *State) allLand() bool { return !st.rules.UnknownIsland }

// pathsAt are the free paths at the intersections of from.
func (st *State) pathsAt(from *vset) eset {
	var spots eset
	b := st.board()
	for w, word := range from {
		for ; word != 0; word &= word - 1 {
			spots.or(&b.vertexEdgeSet[w<<6|bits.TrailingZeros64(word)])
		}
	}
	spots.andNot(&st.paths)
	return spots
}

// keepPaths removes from spots the paths fit is false of.
func keepPaths(spots *eset, fit func(e int) bool) {
	for w, word := range spots {
		for ; word != 0; word &= word - 1 {
			if e := w<<6 | bits.TrailingZeros64(word); !fit(e) {
				spots.del(e)
			}
		}
	}
}

// roadSpots are the free paths beside land that p's roads and buildings reach.
func (st *State) roadSpots(p int8) eset {
	r := st.reach(p, &st.roads[p])
	spots := st.pathsAt(&r)
	if !st.allLand() {
		keepPaths(&spots, st.landEdge)
	}
	return spots
}

// shipSpots are the free paths beside sea that p's ships and buildings reach.
func (st *State) shipSpots(p int8) eset {
	if !st.rules.UnknownIsland {
		return eset{}
	}
	r := st.reach(p, &st.ships[p])
	spots := st.pathsAt(&r)
	keepPaths(&spots, st.seaEdge)
	return spots
}

// reaches reports whether p's line (roads or ships) may grow from
// intersection v: reach(p, line).has(v), without listing the others.
func (st *State) reaches(p int8, line *eset, v int) bool {
	if st.built.has(v) {
		return st.owner[v] == p
	}
	return line.meets(&st.board().vertexEdgeSet[v])
}

// lineSpot reports whether p may build a road (ship false) or a ship on e:
// roadSpots(p).has(e) or shipSpots(p).has(e), without listing the others.
func (st *State) lineSpot(p int8, e int, ship bool) bool {
	line, fits := &st.roads[p], st.allLand() || st.landEdge(e)
	if ship {
		line, fits = &st.ships[p], st.seaEdge(e)
	}
	ends := st.board().EdgeVertices[e]
	return fits && !st.paths.has(e) && (st.reaches(p, line, ends[0]) || st.reaches(p, line, ends[1]))
}

// settlementSpots are where p may build a settlement: at the end of p's
// road or ship, on land, obeying the distance rule.
func (st *State) settlementSpots(p int8) vset {
	spots := st.lineEnds(&st.roads[p])
	ships := st.lineEnds(&st.ships[p])
	spots.or(&ships)
	spots.andNot(&st.blocked)
	if st.allLand() {
		return spots
	}
	for w, word := range spots {
		for ; word != 0; word &= word - 1 {
			if v := w<<6 | bits.TrailingZeros64(word); !st.onLand(v) {
				spots.del(v)
			}
		}
	}
	return spots
}

// settlementSpot reports whether p may build a settlement at v:
// settlementSpots(p).has(v), without listing the others.
func (st *State) settlementSpot(p int8, v int) bool {
	at := &st.board().vertexEdgeSet[v]
	return (st.roads[p].meets(at) || st.ships[p].meets(at)) && !st.blocked.has(v) && (st.allLand() || st.onLand(v))
}

// settleable is where a set-up settlement may stand: on land, with no
// building at or next to it.
func (st *State) settleable() vset {
	var s vset
	for v := range st.board().Vertices() {
		if st.settleableAt(v) {
			s.add(v)
		}
	}
	return s
}

// settleableAt reports whether a set-up settlement may stand at v.
func (st *State) settleableAt(v int) bool {
	return !st.blocked.has(v) && (st.allLand() || st.onLand(v))
}

// setupPaths are the paths at the settlement just placed where its road
// (or, in the scenario, ship) may go.
func (st *State) setupPaths() (roads, ships eset) {
	at := vset{}
	at.add(int(st.last))
	roads = st.pathsAt(&at)
	if !st.allLand() {
		ships = roads
		keepPaths(&roads, st.landEdge)
		keepPaths(&ships, st.seaEdge)
	}
	return roads, ships
}

func (st *State) roadsLeft(p int8) int       { return RoadsEach - popcountE(&st.roads[p]) }
func (st *State) shipsLeft(p int8) int       { return ShipsEach - popcountE(&st.ships[p]) }
func (st *State) settlementsLeft(p int8) int { return SettlementsEach - popcountV(&st.settlements[p]) }
func (st *State) citiesLeft(p int8) int      { return CitiesEach - popcountV(&st.cities[p]) }

// mayBuildRoad reports whether p can pay for a road and has one left.
func (st *State) mayBuildRoad(p int8) bool { return st.canPay(p, &roadCost) && st.roadsLeft(p) > 0 }

// mayBuildShip reports whether p can pay for a ship and has one left.
func (st *State) mayBuildShip(p int8) bool {
	return st.rules.UnknownIsland && st.canPay(p, &shipCost) && st.shipsLeft(p) > 0
}

// freeLines are where p may place a free road and a free ship (road
// building), or none where p has no piece of that kind left.
func (st *State) freeLines(p int8) (roads, ships eset) {
	if st.roadsLeft(p) > 0 {
		roads = st.roadSpots(p)
	}
	if st.shipsLeft(p) > 0 {
		ships = st.shipSpots(p)
	}
	return roads, ships
}

// mayPlaceFreeLine reports whether p has a road or ship left and somewhere
// to put it (road building).
func (st *State) mayPlaceFreeLine(p int8) bool {
	roads, ships := st.freeLines(p)
	return !roads.empty() || !ships.empty()
}

// applySettle places or builds a settlement at v.
func (st *State) applySettle(p int8, v int) {
	b := st.board()
	setup := st.step == stepSetupSettle
	if !setup {
		st.pay(p, &settlementCost)
	}
	st.settlements[p].add(v)
	st.built.add(v)
	st.blocked.or(&b.near[v])
	st.owner[v] = p
	st.updateRates()
	// A settlement cuts another player's line only where it runs through v
	// (two of that player's pieces meet there), and joins its builder's road
	// and ship only where both reach v; elsewhere every length stays.
	at := &b.vertexEdgeSet[v]
	for o := range st.seats {
		roads, ships := countMeet(&st.roads[o], at), countMeet(&st.ships[o], at)
		if (o != p && roads+ships >= 2) || (o == p && roads > 0 && ships > 0) {
			st.roadLen[o] = int8(st.longestRoad(o))
		}
	}
	st.awardRoad()
	if !setup {
		st.checkWin()
		return
	}
	st.last = int16(v)
	st.step = stepSetupRoad
	st.reveal(v, p, false)
	if !st.rules.UnknownIsland && st.setupN >= st.seats { // the base game's second settlement pays at once
		st.payAround(p, v)
	}
	st.interrupt()
}

// applyLine places or builds a road (ship false) or a ship on e.
func (st *State) applyLine(p int8, e int, ship bool) {
	switch st.step {
	case stepMain, stepSpecialBuild:
		if ship {
			st.pay(p, &shipCost)
		} else {
			st.pay(p, &roadCost)
		}
	}
	if ship {
		st.ships[p].add(e)
		st.newShips.add(e)
	} else {
		st.roads[p].add(e)
	}
	st.paths.add(e)
	st.roadLen[p] = int8(st.longestRoadWith(p, e))
	st.awardRoad()
	st.revealEdge(e, p)
	switch st.step {
	case stepSetupRoad:
		st.setupN++
		st.nextSetup()
	case stepRoadBuilding:
		st.freeRoads--
		if st.freeRoads == 0 || !st.mayPlaceFreeLine(p) {
			st.freeRoads = 0
			st.step = st.after
		}
		st.checkWin()
	default:
		st.checkWin()
	}
	st.interrupt()
}

// revealEdge turns up the face-down tiles at both ends of edge e, found by
// p (in the set-up, without the finder's bonus).
func (st *State) revealEdge(e int, p int8) {
	for _, v := range st.board().EdgeVertices[e] {
		st.reveal(v, p, st.turns > 0)
	}
}

// applyCity turns p's settlement at v into a city.
func (st *State) applyCity(p int8, v int) {
	st.pay(p, &cityCost)
	st.settlements[p].del(v)
	st.cities[p].add(v)
	st.checkWin()
}

// nextSetup moves the set-up on in snake order: 0, 1, …, n-1, n-1, …, 0;
// after it the start player rolls, or, in the scenario, the players choose
// the settlement whose hexes pay.
func (st *State) nextSetup() {
	n := st.seats
	if st.setupN < 2*n {
		st.current = st.setupTurn()
		st.step = stepSetupSettle
		st.setToMove(st.current)
		return
	}
	if st.rules.UnknownIsland {
		st.setupN = 0
		st.current = 0
		st.step = stepStartPay
		st.setToMove(0)
		return
	}
	st.startPlay()
}

// startPlay begins the first turn: the start player rolls. The set-up's
// ships were not built this turn.
func (st *State) startPlay() {
	st.newShips = eset{}
	st.turns = 1
	st.current = 0
	st.setToMove(0)
	st.step = stepRoll
}

// setupTurn is whose turn it is in the set-up, by the settlements placed.
func (st *State) setupTurn() int8 {
	if st.setupN < st.seats {
		return st.setupN
	}
	return 2*st.seats - 1 - st.setupN
}

// payAround gives p one card for each producing hex around v; a gold field
// lets p choose.
func (st *State) payAround(p int8, v int) {
	for _, h := range st.board().VertexHexes[v] {
		if !st.land(h) {
			continue
		}
		if st.terrain[h] == Gold {
			st.gold[p]++
		} else if r := produces[st.terrain[h]]; r >= 0 && st.bank[r] > 0 {
			st.take(p, r, 1)
		}
	}
}

// Moving ships (Seafarers): once a turn the player to move may move one
// ship at the open end of a line of ships (an end where neither another of
// the player's ships nor the player's building lies), not one built this
// turn nor one beside the pirate, to a free path a new ship could take.

// shipMayMove reports whether a ship may move now: in the scenario's main
// step, none moved yet this turn.
func (st *State) shipMayMove() bool {
	return st.rules.UnknownIsland && !st.shipMoved && st.step == stepMain
}

// movableShips are the ships p may move now.
func (st *State) movableShips(p int8) eset {
	var out eset
	if !st.shipMayMove() {
		return out
	}
	b := st.board()
	mine := st.buildings(p)
	for w, word := range st.ships[p] {
		for ; word != 0; word &= word - 1 {
			e := w<<6 | bits.TrailingZeros64(word)
			if st.newShips.has(e) || st.nearPirate(e) {
				continue
			}
			for _, v := range b.EdgeVertices[e] {
				if mine.has(v) {
					continue
				}
				others := b.vertexEdgeSet[v]
				others.del(e)
				if !others.meets(&st.ships[p]) {
					out.add(e)
				}
			}
		}
	}
	return out
}

// shipTargets are where p's ship on e may move to.
func (st *State) shipTargets(p int8, e int) eset {
	st.ships[p].del(e)
	st.paths.del(e)
	spots := st.shipSpots(p)
	st.ships[p].add(e)
	st.paths.add(e)
	spots.del(e)
	return spots
}

// applyMoveShip moves p's ship from one path to another.
func (st *State) applyMoveShip(p int8, from, to int) {
	st.ships[p].del(from)
	st.paths.del(from)
	st.ships[p].add(to)
	st.paths.add(to)
	st.shipMoved = true
	st.roadLen[p] = int8(st.longestRoad(p))
	st.awardRoad()
	st.revealEdge(to, p)
	st.checkWin()
	st.interrupt()
}
