package catan

import (
	"fmt"
	"slices"

	"shima/engine"
)

// Check verifies the state's invariants: every card somewhere, pieces where
// the rules allow them, the step consistent with the board.
func (st *State) Check() error {
	b := st.board()
	for r := range Resources {
		n := int(st.bank[r])
		for s := range st.seats {
			n += int(st.hand[s][r])
			if st.hand[s][r] < 0 {
				return fmt.Errorf("%s holds %d %s", engine.SeatColour(engine.Seat(s), engine.EN), st.hand[s][r], resourceNames[r].EN)
			}
		}
		if st.bank[r] < 0 || n != int(st.bankN) {
			return fmt.Errorf("%d %s in all, not %d", n, resourceNames[r].EN, st.bankN)
		}
	}
	var numbered [13]hset
	for h := range b.Interior {
		if st.allLand() && !st.land(h) {
			return fmt.Errorf("hex %d is not face-up land, which every hex of the base game is", h+1)
		}
		if n := st.number[h]; n != 0 {
			numbered[n].add(h)
		}
	}
	if numbered != st.numbered {
		return fmt.Errorf("the hexes kept by number are not those the number chips lie on")
	}
	for v := range b.Vertices() {
		if !st.built.has(v) {
			continue
		}
		if !st.onLand(v) {
			return fmt.Errorf("a building at %d is off the land", v+1)
		}
		for _, n := range b.VertexNeighbours[v] {
			if n >= 0 && st.built.has(n) {
				return fmt.Errorf("buildings at %d and %d break the distance rule", v+1, n+1)
			}
		}
	}
	var all eset
	for s := range st.seats {
		if st.roads[s].meets(&st.ships[s]) || st.roads[s].meets(&all) || st.ships[s].meets(&all) {
			return fmt.Errorf("two pieces on one path")
		}
		all.or(&st.roads[s])
		all.or(&st.ships[s])
	}
	if all != st.paths {
		return fmt.Errorf("the paths taken are not the roads and ships")
	}
	for e := range b.Edges() {
		for s := range st.seats {
			if st.roads[s].has(e) && !st.landEdge(e) {
				return fmt.Errorf("a road on %s is off the land", st.edgeText(e))
			}
			if st.ships[s].has(e) && !st.shipEdge(e) {
				return fmt.Errorf("a ship on %s is off the sea", st.edgeText(e))
			}
		}
	}
	step := st.step
	if step == stepGold || step == stepOrient {
		step = st.resume
	}
	for s := range st.seats {
		if step > stepSetupRoad || st.setupN >= 2*st.seats {
			for _, line := range []*eset{&st.roads[s], &st.ships[s]} {
				if err := st.connected(s, line); err != nil {
					return err
				}
			}
		}
	}
	if err := st.checkSetup(step); err != nil {
		return err
	}
	if err := st.checkSpecialCards(); err != nil {
		return err
	}
	if err := st.checkTradeState(); err != nil {
		return err
	}
	if st.step == stepDiscard && st.nToMove == 0 {
		return fmt.Errorf("a discard step with nobody to discard")
	}
	if st.step != stepDiscard && st.discarded != [MaxPlayers][Resources]int8{} {
		return fmt.Errorf("cards discarded outside a discard step")
	}
	if st.step == stepSteal && st.victims == 0 {
		return fmt.Errorf("a steal step with nobody to rob")
	}
	if st.step == stepRoadBuilding && (st.freeRoads < 1 || st.freeRoads > 2) {
		return fmt.Errorf("%d free roads to place", st.freeRoads)
	}
	if err := st.checkScenario(); err != nil {
		return err
	}
	return st.checkInterrupt()
}

// checkSetup checks the buildings placed in the set-up's step: one per
// settlement step taken, the road's settlement the mover's.
func (st *State) checkSetup(step step) error {
	placed := 0
	for s := range st.seats {
		placed += popcountV(&st.settlements[s]) + popcountV(&st.cities[s])
	}
	switch {
	case step <= stepIsland && placed > 0:
		return fmt.Errorf("buildings before the initial placement")
	case step == stepSetupSettle || step == stepSetupRoad:
		want := int(st.setupN)
		if step == stepSetupRoad {
			want++
		}
		if st.setupN < 0 || st.setupN >= 2*st.seats || placed != want {
			return fmt.Errorf("%d buildings placed in the set-up, want %d", placed, want)
		}
		if st.current != st.setupTurn() {
			return fmt.Errorf("%s places in the set-up out of turn", engine.SeatColour(engine.Seat(st.current), engine.EN))
		}
	case step == stepStartPay:
		if placed != 2*int(st.seats) || st.setupN != st.current {
			return fmt.Errorf("the start payment with %d buildings, %s choosing after %d", placed, engine.SeatColour(engine.Seat(st.current), engine.EN), st.setupN)
		}
	}
	if step == stepSetupRoad && (!st.built.has(int(st.last)) || st.owner[st.last] != st.current) {
		return fmt.Errorf("the set-up road's settlement %d is not %s's", st.last+1, engine.SeatColour(engine.Seat(st.current), engine.EN))
	}
	if (step < stepRoll) != (st.turns == 0) {
		return fmt.Errorf("turn %d in step %s", st.turns, stepKeys[step])
	}
	return nil
}

// checkInterrupt checks the decisions a placement or a roll left: gold to
// choose only while they are taken, harbours to turn only in their step.
func (st *State) checkInterrupt() error {
	gold := false
	for s := range st.seats {
		gold = gold || st.gold[s] > 0
	}
	switch {
	case gold && st.step != stepGold && st.step != stepOrient:
		return fmt.Errorf("gold to choose in step %s", stepKeys[st.step])
	case st.step == stepGold && !gold:
		return fmt.Errorf("a gold step with no gold to choose")
	case st.orient.empty() == (st.step == stepOrient):
		return fmt.Errorf("harbours waiting to be turned do not match step %s", stepKeys[st.step])
	case st.step == stepOrient && st.harbourSides(st.firstOrient()) == 0:
		return fmt.Errorf("harbour %d waits to be turned but touches no land", st.firstOrient()+1)
	case st.resume == stepGold || st.resume == stepOrient || st.resume == stepOver:
		return fmt.Errorf("play resumes in step %s", stepKeys[st.resume])
	}
	return nil
}

// checkSpecialCards checks Largest Army and Longest Road against the knights
// and roads: a holder has the most (challengers must exceed it, so it may
// share the most), and the card lies aside only when nobody has enough or,
// for the road, when several tie for the longest.
func (st *State) checkSpecialCards() error {
	most := func(of *[MaxPlayers]int8) (best int8, count int) {
		for p := range st.seats {
			switch {
			case of[p] > best:
				best, count = of[p], 1
			case of[p] == best:
				count++
			}
		}
		return best, count
	}
	knights, _ := most(&st.knights)
	switch h := st.armyCard; {
	case h == noSeat && knights >= LargestArmyMin:
		return fmt.Errorf("nobody holds Largest Army though %d knights were played", knights)
	case h != noSeat && (st.knights[h] < LargestArmyMin || st.knights[h] < knights):
		return fmt.Errorf("%s holds Largest Army with %d knights", engine.SeatColour(engine.Seat(h), engine.EN), st.knights[h])
	}
	road, ties := most(&st.roadLen)
	switch h := st.roadCard; {
	case h == noSeat && road >= LongestRoadMin && ties == 1:
		return fmt.Errorf("nobody holds Longest Road though one player alone has a road of %d", road)
	case h != noSeat && (st.roadLen[h] < LongestRoadMin || st.roadLen[h] < road):
		return fmt.Errorf("%s holds Longest Road with a road of %d", engine.SeatColour(engine.Seat(h), engine.EN), st.roadLen[h])
	}
	return nil
}

// connected checks that every road (or ship) of s in line joins one of
// s's buildings through s's line. (Another player's settlement may since
// have cut it: that does not unbuild it.)
func (st *State) connected(s int8, line *eset) error {
	b := st.board()
	seen := st.settlements[s]
	seen.or(&st.cities[s])
	var got eset
	for changed := true; changed; {
		changed = false
		for e := range b.Edges() {
			if !line.has(e) || got.has(e) {
				continue
			}
			ends := b.EdgeVertices[e]
			for _, v := range ends {
				if seen.has(v) {
					got.add(e)
					seen.add(ends[0])
					seen.add(ends[1])
					changed = true
					break
				}
			}
		}
	}
	if got != *line {
		return fmt.Errorf("a road or ship of %s joins none of its buildings", engine.SeatColour(engine.Seat(s), engine.EN))
	}
	return nil
}

// shipEdge reports whether a ship may stand on edge e: beside face-up sea,
// with no face-down tile on either side (the pirate may since have come).
func (st *State) shipEdge(e int) bool {
	hs := st.board().EdgeHexes[e]
	return st.rules.UnknownIsland && !st.hidden.has(hs[0]) && !st.hidden.has(hs[1]) && (st.sea(hs[0]) || st.sea(hs[1]))
}

// checkScenario checks The Unknown Island's board: every tile, harbour and
// number chip somewhere (on the board, in the supply, held or in the bag),
// face-down tiles bare, start islands apart, the robber and the pirate
// where they may stand. The base game has none of it.
func (st *State) checkScenario() error {
	l := st.layout
	if !st.rules.UnknownIsland {
		if !st.hidden.empty() || st.pirate != noHex || !st.startTiles.empty() {
			return fmt.Errorf("the base game with face-down tiles, a pirate or start islands")
		}
		return nil
	}
	building := st.step <= stepIsland
	var tiles [terrains]int
	var harbours, chips [harbourKinds]int
	var numbers [13]int
	for h := range l.Hexes {
		k := st.harbourKind[h]
		if h >= l.Interior {
			if k != noHarbour && !st.chipHarbour.has(h) {
				return fmt.Errorf("a harbour tile on the frame")
			}
			if k != noHarbour {
				chips[k]++
			}
			continue
		}
		if building && st.island[h] == noSeat {
			if st.terrain[h] != Sea || st.number[h] != 0 || st.hidden.has(h) || k != noHarbour {
				return fmt.Errorf("hex %d has no tile but something on it", h+1)
			}
			continue
		}
		t := st.terrain[h]
		switch {
		case k != noHarbour && t != Sea:
			return fmt.Errorf("a harbour on land, hex %d", h+1)
		case k != noHarbour && st.chipHarbour.has(h):
			chips[k]++
			tiles[Sea]++
		case k != noHarbour:
			harbours[k]++
		default:
			tiles[t]++
		}
		if st.hidden.has(h) && (st.number[h] != 0 || st.harbourSide[h] >= 0) {
			return fmt.Errorf("face-down hex %d with a number or a turned harbour", h+1)
		}
		if n := st.number[h]; n != 0 {
			if t == Desert || !t.land() {
				return fmt.Errorf("a number on hex %d, which produces nothing", h+1)
			}
			numbers[n]++
		}
		if st.startTiles.has(h) != (st.island[h] != noSeat && t.land()) {
			return fmt.Errorf("hex %d: start tiles are the start islands' land", h+1)
		}
		if err := st.checkIslandTile(h); err != nil {
			return err
		}
	}
	if !building && (st.tiles != [terrains]int8{} || st.harbourTiles != [harbourKinds]int8{}) {
		return fmt.Errorf("tiles left in the supply once the board is filled")
	}
	for t, n := range st.tiles {
		tiles[t] += int(n)
	}
	for k := range harbourKinds {
		harbours[k] += int(st.harbourTiles[k])
		chips[k] += int(st.harbourChips[k])
	}
	for n, c := range st.chips {
		numbers[n] += int(c)
	}
	for p := range st.seats {
		if !building && (st.held[p] != [terrains]int8{} || st.heldChips[p] != [13]int8{} || st.heldHarbour[p] != noHarbour) {
			return fmt.Errorf("%s holds tiles once the board is filled", engine.SeatColour(engine.Seat(p), engine.EN))
		}
		for t, n := range st.held[p] {
			tiles[t] += int(n)
		}
		for n, c := range st.heldChips[p] {
			numbers[n] += int(c)
		}
		if k := st.heldHarbour[p]; k != noHarbour && st.heldIsChip[p] {
			chips[k]++
		} else if k != noHarbour {
			harbours[k]++
		}
	}
	want := l.Tiles
	if st.rules.GoldsSwapped {
		want[Desert], want[Gold] = want[Gold], want[Desert]
	}
	var wantNumbers [13]int
	for _, n := range l.Numbers {
		wantNumbers[n]++
	}
	for t := range terrains {
		if tiles[t] != int(want[t]) {
			return fmt.Errorf("%d %s tiles in all, not %d", tiles[t], terrainKeys[t], want[t])
		}
	}
	for k := range harbourKinds {
		if harbours[k] != int(l.HarbourTiles[k]) || chips[k] > int(l.HarbourChips[k]) {
			return fmt.Errorf("%d %s harbour tiles and %d chips in all, not %d and at most %d", harbours[k], harbourKindKeys[k], chips[k], l.HarbourTiles[k], l.HarbourChips[k])
		}
	}
	if numbers != wantNumbers {
		return fmt.Errorf("the number chips are not the scenario's")
	}
	if st.robber != noHex && !(st.land(int(st.robber)) && !st.startTiles.has(int(st.robber))) {
		return fmt.Errorf("the robber on hex %d, not face-up land off the start islands", st.robber+1)
	}
	if st.pirate != noHex && !st.sea(int(st.pirate)) {
		return fmt.Errorf("the pirate on hex %d, not face-up sea", st.pirate+1)
	}
	return nil
}

// checkIslandTile checks a start island's tile on hex h: at most 4 land
// tiles an island, in the strict reading beside its start hex, and no land
// beside another island's.
func (st *State) checkIslandTile(h int) error {
	p := st.island[h]
	if p == noSeat {
		return nil
	}
	anchor := st.layout.Starts[p].Anchor
	if st.island[anchor] != p || (!st.rules.LooseIslands && h != anchor && !slices.Contains(st.board().HexNeighbours[anchor][:], h)) {
		return fmt.Errorf("hex %d is not beside %s's start hex", h+1, engine.SeatColour(engine.Seat(p), engine.EN))
	}
	if !st.terrain[h].land() {
		return nil
	}
	for _, n := range st.board().HexNeighbours[h] {
		if n >= 0 && n < st.layout.Interior && st.island[n] != noSeat && st.island[n] != p && st.terrain[n].land() {
			return fmt.Errorf("the start islands on hexes %d and %d touch", h+1, n+1)
		}
	}
	land := 0
	for x := range st.layout.Interior {
		if st.island[x] == p && st.terrain[x].land() {
			land++
		}
	}
	if land > 4 {
		return fmt.Errorf("%s's start island has %d terrain tiles", engine.SeatColour(engine.Seat(p), engine.EN), land)
	}
	return nil
}
