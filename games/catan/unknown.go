package catan

import (
	"slices"

	"shima/engine"
)

// The Unknown Island's set-up (RULES.md has the readings):
//
//  1. Selection phase (選択フェイズ): from the start player round the table,
//     five times, each player takes a terrain tile with a number chip, or a
//     harbour (a tile; with 5-6 players also a Seafarers harbour chip): in
//     all 4 terrains and 1 harbour, at most one red chip (6 or 8), at least
//     one 3 or 11. Sea and desert are not taken. In the variant that buys
//     harbours, 4 terrains only.
//  2. Island building (島作りフェイズ): each in turn lays a terrain on their
//     start hex, the other three beside it (strict) or hanging together
//     (loose), never touching another player's island; then the harbour,
//     turned toward the island; then the 4 chips on the terrains.
//  3. The rest of the supply goes face down on the empty hexes at random,
//     the chips left into the bag.
//  4. Initial placement in snake order (settlement, then a road or ship),
//     turning up tiles without the finder's bonus; then each player takes
//     the cards of one of their two settlements' hexes (stepStartPay).

// startSelection sets out the supply and begins the selection phase.
func (st *State) startSelection() {
	l := st.layout
	st.tiles = l.Tiles
	if st.rules.GoldsSwapped {
		st.tiles[Desert], st.tiles[Gold] = st.tiles[Gold], st.tiles[Desert]
	}
	st.harbourTiles = l.HarbourTiles
	st.harbourChips = l.HarbourChips
	for _, n := range l.Numbers {
		st.chips[n]++
	}
	for p := range st.seats {
		st.heldHarbour[p] = noHarbour
	}
	st.step = stepSelect
	st.current = 0
	st.setToMove(0)
}

// pickable reports whether terrain t may be taken in the selection phase
// (sea and desert may not: RULES.md).
func pickable(t Terrain) bool { return t != Sea && t != Desert }

// lowNumber and highNumber are the halves of the rulebook's advice.
func lowNumber(n int) bool  { return n >= 3 && n <= 6 }
func highNumber(n int) bool { return n >= 8 && n <= 11 }

// terrainsHeld is how many terrain tiles p holds.
func (st *State) terrainsHeld(p int8) int {
	n := 0
	for _, c := range st.held[p] {
		n += int(c)
	}
	return n
}

// chipsHeld is how many chips p holds of the numbers keep is true of.
func (st *State) chipsHeld(p int8, keep func(n int) bool) int {
	c := 0
	for n, k := range st.heldChips[p] {
		if keep(n) {
			c += int(k)
		}
	}
	return c
}

// supplyChips is how many chips of the numbers keep is true of are left.
func (st *State) supplyChips(keep func(n int) bool) int {
	c := 0
	for n, k := range st.chips {
		if keep(n) {
			c += int(k)
		}
	}
	return c
}

func isRed(n int) bool         { return red(int8(n)) }
func isAny(int) bool           { return true }
func threeOrEleven(n int) bool { return n == 3 || n == 11 }

// selectionOK reports whether, as things stand, every player can still
// complete a selection that keeps the rules: a pick that would make that
// impossible is not offered. Terrain tiles and harbours are alike for it
// (only their counts matter); number chips are shared out exactly
// (chipsFeasible).
func (st *State) selectionOK() bool {
	total, harbours := 0, 0
	for p := range st.seats {
		left := 4 - st.terrainsHeld(p)
		if left < 0 {
			return false
		}
		total += left
		if !st.rules.BuyHarbours && st.heldHarbour[p] == noHarbour {
			harbours++
		}
	}
	tiles, supplyHarbours := 0, 0
	for t, n := range st.tiles {
		if pickable(Terrain(t)) {
			tiles += int(n)
		}
	}
	for k := range harbourKinds {
		supplyHarbours += int(st.harbourTiles[k] + st.harbourChips[k])
	}
	return tiles >= total && supplyHarbours >= harbours && st.chipsFeasible()
}

// Number chips by what they can do for a player's needs: a 3 (a 3-or-11
// and a low chip), an 11 (a 3-or-11 and a high chip), another plain low
// chip (4, 5), a 6, an 8 (red), another plain high chip (9, 10), a 2 or a
// 12 (neither; not taken with the advice).
const (
	chip3 = iota
	chip11
	chipLow
	chip6
	chip8
	chipHigh
	chipOther
	chipKinds
)

// chipNeeds is what a player must still take: picks left, whether it needs
// a 3 or 11, a low and a high chip (with the advice), and whether it may
// still take a red one.
type chipNeeds struct {
	left              int
	n311, nLow, nHigh bool
	redOK             bool
}

// chipsFeasible reports whether the number chips left can complete every
// player's picks: each player's 3 or 11, its low and high chip (with the
// advice), the rest any chips, at most one red a player. It tries, player
// by player, each way to meet the player's needs; what remains to fill is
// then counted at once (fill chips are alike but for the red limit).
func (st *State) chipsFeasible() bool {
	var c [chipKinds]int
	c[chip3], c[chip11], c[chip6], c[chip8] = int(st.chips[3]), int(st.chips[11]), int(st.chips[6]), int(st.chips[8])
	c[chipLow], c[chipHigh] = int(st.chips[4]+st.chips[5]), int(st.chips[9]+st.chips[10])
	if !st.rules.SplitNumbers {
		c[chipOther] = int(st.chips[2] + st.chips[12])
	}
	var needs [MaxPlayers]chipNeeds
	for p := range st.seats {
		split := st.rules.SplitNumbers
		needs[p] = chipNeeds{left: 4 - st.terrainsHeld(p), n311: st.chipsHeld(p, threeOrEleven) == 0,
			nLow: split && st.chipsHeld(p, lowNumber) == 0, nHigh: split && st.chipsHeld(p, highNumber) == 0,
			redOK: st.chipsHeld(p, isRed) == 0}
	}
	return shareChips(needs[:st.seats], c, 0, 0)
}

// shareChips reports whether chips c can meet the needs of players, given
// fill chips still owed to those before them: fill in all, of which at most
// reds may be red.
func shareChips(players []chipNeeds, c [chipKinds]int, fill, reds int) bool {
	if len(players) == 0 {
		plain := c[chip3] + c[chip11] + c[chipLow] + c[chipHigh] + c[chipOther]
		return plain+min(c[chip6]+c[chip8], reds) >= fill
	}
	n := players[0]
	rest := players[1:]
	// The 3 or 11 (either also meets the low or high need).
	for _, first := range [3]int{chip3, chip11, -1} {
		if (first < 0) == n.n311 {
			continue
		}
		m, cc := n, c
		if first >= 0 {
			if cc[first] == 0 {
				continue
			}
			cc[first]--
			m.left--
			m.nLow = m.nLow && first != chip3
			m.nHigh = m.nHigh && first != chip11
		}
		for _, low := range lowChoices(m) {
			for _, high := range highChoices(m) {
				mm, c2 := m, cc
				ok := true
				for _, k := range [2]int{low, high} {
					switch {
					case k < 0:
					case c2[k] == 0 || (isRedChip(k) && !mm.redOK):
						ok = false
					default:
						c2[k]--
						mm.left--
						mm.redOK = mm.redOK && !isRedChip(k)
					}
				}
				if !ok || mm.left < 0 {
					continue
				}
				red := 0
				if mm.redOK && mm.left > 0 {
					red = 1
				}
				if shareChips(rest, c2, fill+mm.left, reds+red) {
					return true
				}
			}
		}
	}
	return false
}

// The chips that can meet a low or a high need; -1 where there is none.
var (
	noNeed     = []int{-1}
	lowNeeded  = []int{chipLow, chip3, chip6}
	highNeeded = []int{chipHigh, chip11, chip8}
)

func lowChoices(n chipNeeds) []int {
	if !n.nLow {
		return noNeed
	}
	return lowNeeded
}

func highChoices(n chipNeeds) []int {
	if !n.nHigh {
		return noNeed
	}
	return highNeeded
}

func isRedChip(k int) bool { return k == chip6 || k == chip8 }

// pickOK reports whether p may take terrain t with number n.
func (st *State) pickOK(p int8, t Terrain, n int) bool {
	if st.terrainsHeld(p) >= 4 || !pickable(t) || st.tiles[t] == 0 || n < 2 || n > 12 || st.chips[n] == 0 ||
		(isRed(n) && st.chipsHeld(p, isRed) > 0) ||
		(st.rules.SplitNumbers && !lowNumber(n) && !highNumber(n)) {
		return false
	}
	st.tiles[t]--
	st.chips[n]--
	st.held[p][t]++
	st.heldChips[p][n]++
	ok := st.selectionOK()
	st.tiles[t]++
	st.chips[n]++
	st.held[p][t]--
	st.heldChips[p][n]--
	return ok
}

// pickHarbourOK reports whether p may take a harbour of kind k (a tile, or
// with chip a Seafarers chip).
func (st *State) pickHarbourOK(p int8, k int, chip bool) bool {
	supply := &st.harbourTiles
	if chip {
		supply = &st.harbourChips
	}
	if st.rules.BuyHarbours || st.heldHarbour[p] != noHarbour || k < 0 || k >= harbourKinds || supply[k] == 0 {
		return false
	}
	supply[k]--
	st.heldHarbour[p] = int8(k)
	ok := st.selectionOK()
	supply[k]++
	st.heldHarbour[p] = noHarbour
	return ok
}

// appendPicks lists p's picks in the selection phase.
func (st *State) appendPicks(buf []engine.Action, p int8) []engine.Action {
	for t := range Terrain(terrains) {
		for n := 2; n <= 12; n++ {
			if st.pickOK(p, t, n) {
				buf = append(buf, pack(kindPick, int(t), n))
			}
		}
	}
	for k := range harbourKinds {
		for chip := range 2 {
			if st.pickHarbourOK(p, k, chip == 1) {
				buf = append(buf, pack(kindPickHarbour, k, chip))
			}
		}
	}
	return buf
}

// picksDone reports whether p has taken all its picks.
func (st *State) picksDone(p int8) bool {
	return st.terrainsHeld(p) == 4 && (st.rules.BuyHarbours || st.heldHarbour[p] != noHarbour)
}

// Island building.

// islandLand reports whether hex h is a land tile of p's start island.
func (st *State) islandLand(h int, p int8) bool {
	return h >= 0 && h < st.layout.Interior && st.island[h] == p && st.terrain[h].land()
}

// emptyHex reports whether interior hex h has no tile yet.
func (st *State) emptyHex(h int) bool {
	return h >= 0 && h < st.layout.Interior && st.island[h] == noSeat
}

// nearOtherIsland reports whether hex h is beside (or is) another player's
// land tile or still empty start hex: p's island may not touch theirs.
func (st *State) nearOtherIsland(h int, p int8) bool {
	for q, s := range st.layout.Starts[:st.seats] {
		if int8(q) != p && st.island[s.Anchor] == noSeat && s.Anchor == h {
			return true
		}
	}
	for _, n := range st.board().HexNeighbours[h] {
		if n < 0 || n >= st.layout.Interior {
			continue
		}
		if st.island[n] != noSeat && st.island[n] != p && st.terrain[n].land() {
			return true
		}
		for q, s := range st.layout.Starts[:st.seats] {
			if int8(q) != p && st.island[s.Anchor] == noSeat && s.Anchor == n {
				return true
			}
		}
	}
	return false
}

// inZone reports whether hex h lies where p's island may grow: beside the
// start hex (strict), or beside p's land (loose).
func (st *State) inZone(h int, p int8) bool {
	b := st.board()
	if !st.rules.LooseIslands {
		return slices.Contains(b.HexNeighbours[st.layout.Starts[p].Anchor][:], h)
	}
	for _, n := range b.HexNeighbours[h] {
		if st.islandLand(n, p) {
			return true
		}
	}
	return false
}

// tileSpotOK reports whether p may lay a terrain tile on hex h now.
func (st *State) tileSpotOK(h int, p int8) bool {
	anchor := st.layout.Starts[p].Anchor
	if st.island[anchor] == noSeat {
		return h == anchor
	}
	return st.emptyHex(h) && st.inZone(h, p) && !st.nearOtherIsland(h, p)
}

// canFinishIsland reports whether p can lay its n other tiles and its
// harbour, and each player still to build can lay theirs (roughly: room
// enough around their start hex).
func (st *State) canFinishIsland(p int8, n int) bool {
	return st.canLayTiles(p, n) && st.othersHaveRoom(p)
}

// othersHaveRoom reports whether each player to build after p still has
// room around its start hex: three empty hexes beside it that touch no
// other island, and a fourth for its harbour.
func (st *State) othersHaveRoom(p int8) bool {
	for q := p + 1; q < st.seats; q++ {
		land, empty := 0, 0
		for _, h := range st.board().HexNeighbours[st.layout.Starts[q].Anchor] {
			if st.emptyHex(h) {
				empty++
				if !st.nearOtherIsland(h, q) {
					land++
				}
			}
		}
		if land < 3 || empty < 4 || st.nearOtherIsland(st.layout.Starts[q].Anchor, q) {
			return false
		}
	}
	return true
}

// canLayTiles reports whether p can lay n more terrain tiles and then its harbour.
func (st *State) canLayTiles(p int8, n int) bool {
	if n == 0 {
		return st.heldHarbour[p] == noHarbour || st.harbourSpots(p, func(int, int) {})
	}
	for h := range st.layout.Interior {
		if !st.tileSpotOK(h, p) {
			continue
		}
		st.island[h], st.terrain[h] = p, Fields
		ok := st.canLayTiles(p, n-1)
		st.island[h], st.terrain[h] = noSeat, Sea
		if ok {
			return true
		}
	}
	return false
}

// harbourSpots calls fn with each hex and side where p may lay its
// harbour, turned toward p's island, and reports whether there is one. A
// tile (or a chip on a sea tile drawn from the supply) goes on an empty
// hex of the island's zone; a chip may instead be built on the island's
// coast, on the frame.
func (st *State) harbourSpots(p int8, fn func(h, side int)) bool {
	b := st.board()
	found := false
	for h := range b.Hexes {
		interior := h < st.layout.Interior
		switch {
		case interior && (!st.emptyHex(h) || !st.inZone(h, p)):
			continue
		case interior && st.heldIsChip[p] && st.tiles[Sea] == 0:
			continue
		case !interior && !st.heldIsChip[p]:
			continue
		}
		if interior {
			st.island[h] = p
			room := st.othersHaveRoom(p)
			st.island[h] = noSeat
			if !room {
				continue
			}
		}
		for k := range 6 {
			if st.harbourFaces(h, k, p) {
				found = true
				fn(h, k)
			}
		}
	}
	return found
}

// harbourFaces reports whether a harbour on hex h, side k, is turned toward
// p's island: on the frame, the side faces one of its land tiles; inside,
// one of the side's intersections touches one.
func (st *State) harbourFaces(h, k int, p int8) bool {
	b := st.board()
	if h >= st.layout.Interior {
		return st.islandLand(b.HexNeighbours[h][k], p) && b.HexEdges[h][k] >= 0
	}
	for _, v := range [2]int{b.HexVertices[h][k], b.HexVertices[h][(k+1)%6]} {
		for _, n := range b.VertexHexes[v] {
			if st.islandLand(n, p) {
				return true
			}
		}
	}
	return false
}

// appendIslandBuilding lists p's steps of building its island: its terrain
// tiles, then its harbour, then its number chips.
func (st *State) appendIslandBuilding(buf []engine.Action, p int8) []engine.Action {
	switch {
	case st.terrainsHeld(p) > 0:
		for h := range st.layout.Interior {
			if !st.tileSpotOK(h, p) {
				continue
			}
			st.island[h], st.terrain[h] = p, Fields
			ok := st.canFinishIsland(p, st.terrainsHeld(p)-1)
			st.island[h], st.terrain[h] = noSeat, Sea
			if !ok {
				continue
			}
			for t, n := range st.held[p] {
				if n > 0 {
					buf = append(buf, pack(kindPlaceTile, t, h))
				}
			}
		}
	case st.heldHarbour[p] != noHarbour:
		st.harbourSpots(p, func(h, side int) { buf = append(buf, pack(kindPlaceHarbour, h, side)) })
	default:
		for h := range st.layout.Interior {
			if !st.islandLand(h, p) || st.number[h] != 0 {
				continue
			}
			for n, c := range st.heldChips[p] {
				if c > 0 {
					buf = append(buf, pack(kindPlaceChip, n, h))
				}
			}
		}
	}
	return buf
}

// applySetupScenario plays a step of the selection phase or of island
// building, which check has allowed.
func (st *State) applySetupScenario(p int8, a engine.Action) {
	x, y := argsOf(a)
	switch kindOf(a) {
	case kindPick:
		st.tiles[x]--
		st.chips[y]--
		st.held[p][x]++
		st.heldChips[p][y]++
	case kindPickHarbour:
		if y == 1 {
			st.harbourChips[x]--
		} else {
			st.harbourTiles[x]--
		}
		st.heldHarbour[p], st.heldIsChip[p] = int8(x), y == 1
	case kindPlaceTile:
		st.held[p][x]--
		st.terrain[y], st.island[y] = Terrain(x), p
		st.startTiles.add(y)
	case kindPlaceHarbour:
		if x < st.layout.Interior {
			if st.heldIsChip[p] {
				st.tiles[Sea]-- // the chip goes on a sea tile from the supply
			}
			st.terrain[x], st.island[x] = Sea, p
		}
		if st.heldIsChip[p] {
			st.chipHarbour.add(x)
		}
		st.placeHarbour(x, st.heldHarbour[p], int8(y))
		st.heldHarbour[p], st.heldIsChip[p] = noHarbour, false
	case kindPlaceChip:
		st.heldChips[p][x]--
		st.setNumber(y, int8(x))
	}
	st.nextScenarioSetup()
}

// nextScenarioSetup moves the selection phase and island building on.
func (st *State) nextScenarioSetup() {
	switch st.step {
	case stepSelect:
		for i := int8(1); i <= st.seats; i++ {
			if q := (st.current + i) % st.seats; !st.picksDone(q) {
				st.current = q
				st.setToMove(q)
				return
			}
		}
		st.step, st.current = stepIsland, 0
		st.setToMove(0)
		if !st.rules.BuyHarbours {
			st.harbourChips = [harbourKinds]int8{} // those nobody took leave the game
		}
	case stepIsland:
		if st.terrainsHeld(st.current) > 0 || st.heldHarbour[st.current] != noHarbour || st.chipsHeld(st.current, isAny) > 0 {
			return
		}
		if st.current+1 < st.seats {
			st.current++
			st.setToMove(st.current)
			return
		}
		st.fillBoard()
		st.setupN, st.current = 0, 0
		st.step = stepSetupSettle
		st.setToMove(0)
	}
}

// fillBoard lays the rest of the supply face down on the empty hexes, in a
// random order; the chips left are in the bag; harbour chips nobody took
// leave the game (unless they are for sale, in the variant).
func (st *State) fillBoard() {
	var pile [MaxHexes]int16 // terrain, or 100+kind for a harbour tile
	n := 0
	for t, c := range st.tiles {
		for range c {
			pile[n] = int16(t)
			n++
		}
		st.tiles[t] = 0
	}
	for k, c := range st.harbourTiles {
		for range c {
			pile[n] = int16(100 + k)
			n++
		}
		st.harbourTiles[k] = 0
	}
	st.rng.Shuffle(n, func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
	if st.rec.On() {
		st.tellFill(n)
	}
	i := 0
	for h := range st.layout.Interior {
		if st.island[h] != noSeat {
			continue
		}
		st.hidden.add(h)
		if tile := pile[i]; tile >= 100 {
			st.terrain[h] = Sea
			st.placeHarbour(h, int8(tile-100), -1)
		} else {
			st.terrain[h] = Terrain(tile)
		}
		i++
	}
}

// applyStartPay pays p the cards of the hexes around its settlement at v;
// then the next player chooses, and after the last the start player rolls.
func (st *State) applyStartPay(p int8, v int) {
	st.payAround(p, v)
	st.setupN++
	if st.setupN < st.seats {
		st.current = st.setupN
		st.setToMove(st.current)
	} else {
		st.setupN = 0
		st.startPlay()
	}
	st.interrupt()
}
