package skye

import (
	"shima/engine"
	"shima/internal/squaretile"
)

// The playout policy decides fast, from a rough worth of each tile that
// needs no search for its best place (quickWorth), and lays tiles where they
// meet most of the territory. One decision in ten is random, so that
// playouts stay varied.

// quickWorth is a rough worth in VP of tile t to player p: exact for what
// does not depend on where the tile lies (objects, sets, majorities of
// objects, scrolls), an average guess for the rest; 0 if it fits nowhere.
func (st *State) quickWorth(p int, t int8) float64 {
	land := &st.land[p]
	if !land.fitsAnywhere(t) {
		return 0
	}
	tile := tileAt(t)
	n := st.rounds()
	incomes := n - int(st.round)
	g := goldValue(int(st.round), n)
	w := growthVP * float64(incomes) / float64(n)
	road := len(tile.Roads) > 0
	for k, idx := range st.scoring {
		rem := st.scoringsLeft(k)
		if rem == 0 {
			continue
		}
		s := &scoringTiles[idx]
		var d float64
		switch s.Kind {
		case kindObjects:
			d = float64(s.VP * int(tile.Objects[s.Object]))
		case kindSets:
			d = float64(s.VP) * st.setGain(p, tile, s.Objects)
		case kindMajority:
			if s.Object != noObject && tile.Objects[s.Object] > 0 {
				d = float64(s.VP+s.Second) / 2 * float64(tile.Objects[s.Object]) / 2
			}
		case kindSquares, kindColumns:
			d = 0.4 * float64(s.VP)
		case kindCompletedAreas, kindShipAndLighthouse:
			d = 0.3 * float64(s.VP)
		case kindLargestCompletedArea:
			if tile.Sides[0] == s.Terrain || tile.Sides[1] == s.Terrain || tile.Sides[2] == s.Terrain || tile.Sides[3] == s.Terrain {
				d = 0.5 * float64(s.VP)
			}
		case kindBrochsByMountain:
			d = 1.5 * float64(tile.Objects[Broch])
		case kindLivestockByFarms:
			d = 0.6 * float64(tile.Objects[Sheep]+tile.Objects[Cattle]+2*tile.Objects[Farm])
		case kindConnectedTiles:
			if road {
				d = 0.7 * float64(s.VP)
			}
		case kindConnectedObjects:
			if road {
				d = 0.7 * float64(s.VP*int(tile.Objects[s.Object]))
			}
		}
		w += d * float64(rem)
	}
	if tile.Scroll != noObject {
		w += (float64(st.land[p].count(tile.Scroll)) + float64(2*incomes)*averageObjects[tile.Scroll]) / float64(st.rules.scrollPer(tile.Scroll))
	}
	if tile.Objects[Whisky] > 0 {
		w += 0.6 * float64(incomes) * g
	}
	return w
}

// scoringsLeft is how many times scoring tile k (0-3 for A-D) still scores, this round included.
func (st *State) scoringsLeft(k int) int {
	n := 0
	for _, r := range track(int(st.seats))[st.round-1:] {
		n += int(r.Score >> k & 1)
	}
	return n
}

// count is how many of object o territory t holds.
func (t *territory) count(o Object) int {
	n := 0
	for i := range int(t.n) {
		n += int(tileAt(t.tiles[i].tile).Objects[o])
	}
	return n
}

// setGain is how many more sets of objs player p holds with tile added.
func (st *State) setGain(p int, tile *Tile, objs []Object) float64 {
	before, after := 1<<30, 1<<30
	for _, o := range objs {
		c := st.land[p].count(o)
		before, after = min(before, c), min(after, c+int(tile.Objects[o]))
	}
	return float64(after - before)
}

// quickPrice is the policy's price for player p's tile t: just under what
// the keenest rival would pay when p would rather sell, just above it when
// p would rather keep the tile; within limit.
func (st *State) quickPrice(p int, t int8, limit int) int {
	g := goldValue(int(st.round), st.rounds())
	mine, top := st.quickWorth(p, t), 0.0
	for q := range int(st.seats) {
		if q != p {
			top = max(top, st.quickWorth(q, t))
		}
	}
	pay := int(top / g) // the most gold a rival gains from at that price
	sell, keep := max(1, pay), pay+1
	if float64(sell)*g >= mine-float64(keep)*g {
		return min(sell, limit)
	}
	return max(1, min(keep, limit))
}

// Playout picks a quick, sensible action for seat s: mark the tile worth
// least, price by quickPrice, buy the best bargain worth buying, lay a tile
// where it meets most sides and roads of the territory.
func (st *State) Playout(s engine.Seat, r *engine.Rand, buf []engine.Action) engine.Action {
	legal := st.Legal(s, buf[:0])
	if len(legal) == 1 || r.IntN(10) == 0 {
		return legal[r.IntN(len(legal))]
	}
	me := int(s)
	switch st.phase {
	case phasePrice:
		if st.mark[me] < 0 {
			drop, least := st.drawn[me][0], 1e9
			for _, t := range st.drawn[me] {
				if w := st.quickWorth(me, t) + float64(r.IntN(100))/200; w < least {
					drop, least = t, w
				}
			}
			return discardAct(drop)
		}
		t := tileOf(legal[0])
		g := st.quickPrice(me, t, st.priceLimit(me)) + r.IntN(3) - 1
		return priceAct(t, max(1, min(g, st.priceLimit(me))))
	case phaseBuy:
		g := goldValue(int(st.round), st.rounds())
		best, gain := passAct, 0.5
		for _, a := range legal[:len(legal)-1] {
			p, k := st.owner(tileOf(a))
			if v := st.quickWorth(me, tileOf(a)) - float64(st.price[p][k])*g; v > gain {
				best, gain = a, v
			}
		}
		return best
	}
	return st.placeByFit(me, legal, r)
}

// placeByFit picks the placement meeting most tile sides, roads continuing
// into roads joined to the castle counting extra.
func (st *State) placeByFit(me int, legal []engine.Action, r *engine.Rand) engine.Action {
	land := &st.land[me]
	best, bestScore := legal[0], -1
	for _, a := range legal {
		x, y, rot := placeOf(a)
		l := &lies[tileOf(a)][rot]
		score := r.IntN(4)
		for e := range 4 {
			j := land.at(x+squaretile.StepX[e], y+squaretile.StepY[e])
			if j < 0 {
				continue
			}
			score += 8
			if l.roadOf[e] >= 0 && land.lieOf(j).roadOf[squaretile.Opposite(e)] >= 0 {
				score += 4
			}
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}
