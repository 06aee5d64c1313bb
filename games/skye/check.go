package skye

import "fmt"

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
	return st.checkMovers()
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
