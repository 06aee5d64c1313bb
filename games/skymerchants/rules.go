package skymerchants

import (
	"math/bits"

	"shima/engine"
	"shima/internal/squaretile"
)

// Legal appends seat s's legal actions to buf. Only the player to move has any.
func (st *State) Legal(s engine.Seat, buf []engine.Action) []engine.Action {
	if st.step == stepOver || s != st.toMove[0] {
		return buf
	}
	me := int(s)
	switch st.step {
	case stepPlace:
		first := len(buf)
		for _, f := range st.front[:st.nFront] {
			for _, t := range st.hands[me] {
				if t == noTile {
					continue
				}
				for turns := fitTurns[t][f.known][f.island]; turns != 0; turns &= turns - 1 {
					rot := uint8(bits.TrailingZeros8(turns)) // smallest turn first
					buf = append(buf, place(t, int(f.x), int(f.y), rot))
				}
			}
		}
		if len(buf) > first {
			return buf
		}
		for _, t := range st.hands[me] { // nothing fits: discard one
			if t != noTile {
				buf = append(buf, discard(t))
			}
		}
	case stepBuild:
		buf = st.legalBuilds(me, buf)
		buf = append(buf, doneBuilding)
	case stepTrade:
		for give := range Cubes {
			for get := range Cubes {
				if st.mayTrade(me, Colour(give), Colour(get)) {
					buf = append(buf, trade(Colour(give), Colour(get)))
				}
			}
		}
		buf = append(buf, doneTrading)
	case stepReturn:
		for c := range Cubes {
			if st.cubes[me][c] > 0 {
				buf = append(buf, giveBack(Colour(c)))
			}
		}
	}
	return buf
}

// fitTurns is, by tile index and a free cell's needs (known, island), the
// set of turns (bit rot) that fit there and are not a repeat of a smaller
// turn: Legal reads it instead of trying the four turns of each tile.
var fitTurns = func() (f [TileCount][16][16]uint8) {
	for t := range f {
		for known := range 16 {
			for island := range 16 {
				for rot := range 4 {
					if !repeatTurn[t][rot] && turned[t][rot]&uint8(known) == uint8(island) {
						f[t][known][island] |= 1 << rot
					}
				}
			}
		}
	}
	return f
}()

// repeatTurn holds sameAsEarlierTurn for every tile index and turn.
var repeatTurn = func() (r [TileCount][4]bool) {
	for t := range r {
		for rot := range 4 {
			r[t][rot] = sameAsEarlierTurn(tileAt(int8(t)), uint8(rot))
		}
	}
	return r
}()

// sameAsEarlierTurn reports whether turning t by rot gives the same island
// edges and parts as a smaller turn: such placements are one and the same.
func sameAsEarlierTurn(t *Tile, rot uint8) bool {
	for r := uint8(0); r < rot; r++ {
		same := true
		for _, m := range t.Regions {
			found := false
			for _, n := range t.Regions {
				found = found || squaretile.Turn(m, rot) == squaretile.Turn(n, r)
			}
			same = same && found
		}
		if same {
			return true
		}
	}
	return false
}

// legalBuilds appends every building seat me can pay for and place now.
func (st *State) legalBuilds(me int, buf []engine.Action) []engine.Action {
	if !st.canPay(me) {
		return buf
	}
	var comp [maxPlaced * MaxRegions]int16
	var towered [maxPlaced * MaxRegions]bool // by island number
	islandsKnown := false
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		for r := range tileAt(p.tile).Regions {
			switch {
			case p.house[r] == noSeat:
				if st.houses[me] > 0 {
					buf = append(buf, build(kindHouse, int(p.x), int(p.y), r))
				}
			case p.house[r] == int8(me):
				if st.towers > 0 && p.tower&(1<<r) == 0 {
					if !islandsKnown {
						st.toweredIslands(&comp, &towered)
						islandsKnown = true
					}
					if !towered[comp[i*MaxRegions+r]] {
						buf = append(buf, build(kindTower, int(p.x), int(p.y), r))
					}
				}
				if st.harbours > 0 && p.harbour&(1<<r) == 0 {
					buf = append(buf, build(kindHarbour, int(p.x), int(p.y), r))
				}
			}
		}
	}
	return buf
}

// toweredIslands numbers the islands into comp and marks those with a towered house.
func (st *State) toweredIslands(comp *[maxPlaced * MaxRegions]int16, towered *[maxPlaced * MaxRegions]bool) {
	st.islands(comp)
	for j := range int(st.nPlaced) {
		p := &st.placed[j]
		for q := range tileAt(p.tile).Regions {
			if p.tower&(1<<q) != 0 {
				towered[comp[j*MaxRegions+q]] = true
			}
		}
	}
}

// canBuild reports whether the mover can build anything now: the cheap
// cases first, the tower rule last.
func (st *State) canBuild() bool {
	me := st.mover()
	if !st.canPay(me) {
		return false
	}
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		for r := range tileAt(p.tile).Regions {
			if p.house[r] == noSeat && st.houses[me] > 0 || p.house[r] == int8(me) && st.harbours > 0 && p.harbour&(1<<r) == 0 {
				return true
			}
		}
	}
	var buf [1]engine.Action
	return len(st.legalBuilds(me, buf[:0])) > 0
}

// canPay reports whether seat me holds one cube of each colour, the price of any building.
func (st *State) canPay(me int) bool {
	return st.cubes[me][Red] > 0 && st.cubes[me][White] > 0 && st.cubes[me][Blue] > 0
}

// islandTowered reports whether the connected island of slot i's region r
// has a towered house at this moment.
func (st *State) islandTowered(i, r int) bool {
	var comp [maxPlaced * MaxRegions]int16
	var towered [maxPlaced * MaxRegions]bool
	st.toweredIslands(&comp, &towered)
	return towered[comp[i*MaxRegions+r]]
}

// housesOnIsland counts every player's houses on the connected island of slot i's region r.
func (st *State) housesOnIsland(i, r int) int {
	houses, _ := st.islandOf(i, r)
	n := 0
	for _, h := range houses {
		n += h
	}
	return n
}

// islandOf counts each seat's houses on the connected island of slot i's
// region r, and marks the slots of its tiles.
func (st *State) islandOf(i, r int) (houses [MaxPlayers]int, slots [maxPlaced]bool) {
	var comp [maxPlaced * MaxRegions]int16
	st.islands(&comp)
	want := comp[i*MaxRegions+r]
	for j := range int(st.nPlaced) {
		p := &st.placed[j]
		for q := range tileAt(p.tile).Regions {
			if comp[j*MaxRegions+q] == want {
				slots[j] = true
				if p.house[q] != noSeat {
					houses[p.house[q]]++
				}
			}
		}
	}
	return houses, slots
}

// mayTrade reports whether seat me may give three give cubes for one get cube.
func (st *State) mayTrade(me int, give, get Colour) bool {
	return give != get && give < Cubes && get < Cubes && st.cubes[me][give] >= TradeIn && st.supply[get] > 0
}

func (st *State) canTrade() bool {
	for give := range Cubes {
		for get := range Cubes {
			if st.mayTrade(st.mover(), Colour(give), Colour(get)) {
				return true
			}
		}
	}
	return false
}

// Apply plays action a for seat s, or explains why it may not.
func (st *State) Apply(s engine.Seat, a engine.Action) error {
	if err := st.check(s, a); err != nil {
		return err
	}
	me := int(s)
	switch kindOf(a) {
	case kindPlace:
		t, x, y, rot := placeOf(a)
		wasShown := st.isShown(me, t)
		st.takeFromHand(me, t)
		i := st.put(t, x, y, rot)
		st.last = int8(i)
		st.tellLay(i, wasShown)
		was := st.holding(me)
		st.gain(me, tileAt(t).Airship) // ③ the tile's airship and its neighbours'
		for e := range 4 {
			if n := st.slotAt(x+dx[e], y+dy[e]); n >= 0 {
				st.gain(me, tileAt(st.placed[n].tile).Airship)
			}
		}
		st.tellGain(me, was, i)
		st.afterLaying()
	case kindDiscard:
		t := int8(a & 0x3f)
		wasShown := st.isShown(me, t)
		st.takeFromHand(me, t)
		var revealed uint8
		for h := range HandSize { // the hand was shown to everyone
			if st.hands[me][h] != noTile {
				revealed |= 1 << h &^ st.shown[me]
				st.shown[me] |= 1 << h
			}
		}
		st.tellDiscard(t, wasShown, revealed)
		st.discards[st.nDiscard] = t
		st.nDiscard++
		was := st.holding(me)
		st.gain(me, tileAt(t).Airship)
		st.tellDiscardGain(me, was, t)
		st.afterLaying()
	case kindHouse, kindTower, kindHarbour:
		st.applyBuild(me, a)
	case kindDoneBuilding:
		st.tellDone(kindDoneBuilding)
		st.afterBuilding()
	case kindTrade:
		give, get := tradeOf(a)
		st.cubes[me][give] -= TradeIn
		st.supply[give] += TradeIn
		st.cubes[me][get]++
		st.supply[get]--
		st.tellTrade(give, get)
		if !st.canTrade() {
			st.afterTrading()
		}
	case kindDoneTrading:
		st.tellDone(kindDoneTrading)
		st.afterTrading()
	case kindReturn:
		c := Colour(a & 3)
		st.cubes[me][c]--
		st.supply[c]++
		st.tellReturn(c)
		if st.cubeCount(me) <= KeepCubes {
			st.endTurn()
		}
	}
	return nil
}

// isShown reports whether tile t in seat me's hand has been shown to everyone.
func (st *State) isShown(me int, t int8) bool {
	for h := range HandSize {
		if st.hands[me][h] == t && st.shown[me]&(1<<h) != 0 {
			return true
		}
	}
	return false
}

// takeFromHand empties the hand slot holding tile t.
func (st *State) takeFromHand(me int, t int8) {
	for h := range HandSize {
		if st.hands[me][h] == t {
			st.hands[me][h] = noTile
			st.shown[me] &^= 1 << h
		}
	}
}

// afterLaying moves on to building, or past it when nothing can be built.
func (st *State) afterLaying() {
	st.step = stepBuild
	if !st.canBuild() {
		st.afterBuilding()
	}
}

// applyBuild pays one cube of each colour and builds.
func (st *State) applyBuild(me int, a engine.Action) {
	x, y, r := buildOf(a)
	i, vp := st.slotAt(x, y), 0
	p := &st.placed[i]
	for c := range Cubes {
		st.cubes[me][c]--
		st.supply[c]++
	}
	switch kindOf(a) {
	case kindHouse:
		p.house[r] = int8(me)
		st.houses[me]--
	case kindTower:
		p.tower |= 1 << r
		st.towers--
		vp = st.housesOnIsland(i, r) // every player's houses on the island, this one too
		st.score[me] += int16(vp)
	case kindHarbour:
		p.harbour |= 1 << r
		st.harbours--
	}
	st.tellBuild(kindOf(a), i, r, vp)
	if !st.canBuild() {
		st.afterBuilding()
	}
}
