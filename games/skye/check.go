package skye

import (
	"fmt"
	"slices"
)

// Check verifies the invariants every reachable state keeps: each tile in
// exactly one place, territories that obey the building rule, gold never
// below zero, a market that agrees with the phase, the right players to move.
func (st *State) Check() error {
	if err := st.checkTiles(); err != nil {
		return err
	}
	n := int(st.seats)
	bought := 0
	for p := range n {
		if st.gold[p] < 0 {
			return fmt.Errorf("player %d has %d gold", p, st.gold[p])
		}
		if err := st.checkTerritory(p); err != nil {
			return err
		}
		if err := st.checkMarket(p); err != nil {
			return err
		}
		if st.bought[p] != noTile {
			bought++
		}
	}
	sold := 0
	for p := range n {
		for k := range Drawn {
			if b := st.buyer[p][k]; b != noSeat {
				sold++
				if st.bought[b] != st.drawn[p][k] {
					return fmt.Errorf("player %d bought tile %d but holds %d as bought", b, st.drawn[p][k]+1, st.bought[b]+1)
				}
			}
		}
	}
	if sold != bought {
		return fmt.Errorf("%d tiles sold, %d bought", sold, bought)
	}
	if err := st.checkRecords(); err != nil {
		return err
	}
	return st.checkMovers()
}

// checkRecords checks the round's market once it is no longer on display
// (building, and at the end), where it stays as a record of where its tiles
// went: each tile listed once; each kept or bought tile with its new owner,
// laid last in their territory, still to lay, or sent back to the bag when
// it fitted nowhere; the discarded tiles in the bag. From buying on, a
// discarded tile is in the bag too.
func (st *State) checkRecords() error {
	n := int(st.seats)
	var inBag [TileCount]bool
	for _, t := range st.bag[:st.nBag] {
		inBag[t] = true
	}
	for p := range n {
		if t := st.discarded[p]; t != noTile && (st.phase == phasePrice || !inBag[t]) {
			return fmt.Errorf("player %d's discarded tile %d is not in the bag", p, t+1)
		}
		if st.nBack[p] > 0 && st.phase != phaseBuild && st.phase != phaseOver {
			return fmt.Errorf("player %d has tiles sent back outside building", p)
		}
	}
	if st.phase != phaseBuild && st.phase != phaseOver {
		return nil
	}
	var listed [TileCount]bool
	var round [MaxPlayers][]int8 // the tiles of the round each player got: kept and bought
	for p := range n {
		for k, t := range st.drawn[p] {
			if t == noTile {
				continue
			}
			if listed[t] || t == st.discarded[p] {
				return fmt.Errorf("tile %d is in the round's market twice", t+1)
			}
			listed[t] = true
			owner := p
			if b := st.buyer[p][k]; b != noSeat {
				owner = int(b)
			}
			round[owner] = append(round[owner], t)
		}
	}
	for p := range n {
		for _, list := range [][]int8{st.pending[p][:st.nPending[p]], st.sentBack[p][:st.nBack[p]]} {
			for _, t := range list {
				if !slices.Contains(round[p], t) {
					return fmt.Errorf("player %d has tile %d to lay or sent back, which the round did not give them", p, t+1)
				}
			}
		}
	}
	for p := range n {
		if err := st.checkRoundTiles(p, round[p], &inBag); err != nil {
			return err
		}
	}
	return nil
}

// checkRoundTiles checks that player p's tiles of the round, got, are each
// still to lay, sent back (and in the bag), or laid, and that those laid are
// the last tiles of p's territory. checkRecords has checked that p's tiles
// to lay and sent back are among them.
func (st *State) checkRoundTiles(p int, got []int8, inBag *[TileCount]bool) error {
	laid := 0
	for _, t := range got {
		pending := slices.Contains(st.pending[p][:st.nPending[p]], t)
		back := slices.Contains(st.sentBack[p][:st.nBack[p]], t)
		switch {
		case pending && back, back && !inBag[t]:
			return fmt.Errorf("player %d's tile %d is sent back and not in the bag, or also to lay", p, t+1)
		case !pending && !back && inBag[t]:
			return fmt.Errorf("player %d's tile %d of the round is in the bag", p, t+1)
		case !pending && !back:
			laid++
		}
	}
	land := &st.land[p]
	if laid > int(land.n)-1 {
		return fmt.Errorf("player %d laid %d tiles this round and has %d", p, laid, land.n-1)
	}
	for _, t := range land.tiles[int(land.n)-laid : land.n] {
		if !slices.Contains(got, t.tile) {
			return fmt.Errorf("player %d's tiles of the round are not the last laid in their territory (tile %d is)", p, t.tile+1)
		}
	}
	return nil
}

// eachTile calls f for every landscape tile out of the bag: in a territory,
// in front of a screen (while pricing and buying), waiting to be laid (while
// building).
func (st *State) eachTile(f func(t int8)) {
	for p := range int(st.seats) {
		land := &st.land[p]
		for _, t := range land.tiles[1:land.n] {
			f(t.tile)
		}
		switch st.phase {
		case phasePrice, phaseBuy:
			for _, t := range st.drawn[p] {
				if t != noTile {
					f(t)
				}
			}
		case phaseBuild:
			for _, t := range st.pending[p][:st.nPending[p]] {
				f(t)
			}
		}
	}
}

// checkTiles checks that every landscape tile is in one place: the bag or
// one of those eachTile visits.
func (st *State) checkTiles() error {
	var seen [TileCount]int
	bad := int8(-1)
	count := func(t int8) {
		if t < 0 || t >= TileCount {
			bad = t
			return
		}
		seen[t]++
	}
	for _, t := range st.bag[:st.nBag] {
		count(t)
	}
	for p := range int(st.seats) {
		if land := &st.land[p]; land.n < 1 || land.tiles[0].tile != castleIdx {
			return fmt.Errorf("player %d's territory does not start with the castle", p)
		}
	}
	st.eachTile(count)
	if bad != -1 {
		return fmt.Errorf("tile index %d", bad)
	}
	for t, c := range seen {
		if c != 1 {
			return fmt.Errorf("tile %d is in %d places", t+1, c)
		}
	}
	return nil
}

// checkTerritory checks that player p's tiles could have been laid in order,
// and that no more came than the rounds allowed: 3 a round at most.
func (st *State) checkTerritory(p int) error {
	land := &st.land[p]
	rebuilt := newTerritory()
	for _, t := range land.tiles[1:land.n] {
		if t.tile == castleIdx || !rebuilt.fits(t.tile, int(t.x), int(t.y), t.rot) {
			return fmt.Errorf("player %d's tile %d does not fit at %d,%d", p, t.tile+1, t.x, t.y)
		}
		rebuilt.put(t.tile, int(t.x), int(t.y), t.rot)
	}
	done := int(st.round) - 1 // rounds whose tiles are all laid
	if st.phase >= phaseBuild {
		done++
	}
	if int(land.n)-1+int(st.nPending[p]) > Drawn*done {
		return fmt.Errorf("player %d has %d tiles after %d rounds", p, land.n-1, done)
	}
	return nil
}

// checkMarket checks player p's tiles of the round against the phase.
func (st *State) checkMarket(p int) error {
	onDisplay := 0
	for k, t := range st.drawn[p] {
		if t == noTile {
			if st.price[p][k] != 0 || st.buyer[p][k] != noSeat {
				return fmt.Errorf("player %d has a price or buyer on an empty slot", p)
			}
			continue
		}
		onDisplay++
		if st.price[p][k] < 0 {
			return fmt.Errorf("player %d set %d gold on tile %d", p, st.price[p][k], t+1)
		}
		if st.phase != phasePrice && st.price[p][k] == 0 {
			return fmt.Errorf("player %d's tile %d has no price after pricing", p, t+1)
		}
	}
	switch {
	case st.phase == phasePrice && onDisplay != Drawn:
		return fmt.Errorf("player %d has %d tiles while pricing", p, onDisplay)
	case st.phase != phasePrice && onDisplay != Drawn-1:
		return fmt.Errorf("player %d has %d tiles after the discard", p, onDisplay)
	case st.phase == phasePrice && st.mark[p] < 0 && st.price[p] != [Drawn]int16{}:
		return fmt.Errorf("player %d priced before marking the discard", p)
	case st.phase == phasePrice && st.mark[p] >= 0 && st.price[p][st.mark[p]] != 0:
		return fmt.Errorf("player %d priced the tile marked for discard", p)
	case st.phase != phaseBuild && st.nPending[p] != 0:
		return fmt.Errorf("player %d has tiles to lay outside building", p)
	}
	return nil
}

// checkMovers checks that the players to move are those the phase asks for.
func (st *State) checkMovers() error {
	var want []int
	switch st.phase {
	case phasePrice:
		for p := range int(st.seats) {
			if !st.priced(p) {
				want = append(want, p)
			}
		}
	case phaseBuy:
		if st.buys < 1 || !st.canBuy(int(st.buying)) {
			return fmt.Errorf("buying turn of seat %d with %d turns left, who can buy: %v", st.buying, st.buys, st.canBuy(int(st.buying)))
		}
		want = append(want, int(st.buying))
	case phaseBuild:
		for p := range int(st.seats) {
			if st.nPending[p] > 0 {
				want = append(want, p)
			}
		}
	}
	if len(want) != int(st.nToMove) || (st.phase != phaseOver && len(want) == 0) {
		return fmt.Errorf("to move %v, want %v", st.toMove[:st.nToMove], want)
	}
	for i, p := range want {
		if int(st.toMove[i]) != p {
			return fmt.Errorf("to move %v, want %v", st.toMove[:st.nToMove], want)
		}
	}
	return nil
}
