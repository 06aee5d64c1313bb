package skye

import "shima/internal/squaretile"

// points is what scoring tile s gives territory t, surveyed in sv, under
// the readings r. A majority tile is scored by majorityVP instead; here it
// gives 0.
func (s *ScoringTile) points(t *territory, sv *survey, r rules) int {
	switch s.Kind {
	case kindSquares:
		return s.VP * t.squares()
	case kindCompletedAreas:
		n := 0
		for i := range int(sv.nAreas) {
			a := &sv.areas[i]
			if a.complete() && (s.Terrain == anyTerrain || a.terrain == s.Terrain) && int(a.tiles) >= s.MinTiles {
				n++
			}
		}
		return s.VP * n
	case kindObjects:
		return s.VP * int(sv.totals[s.Object])
	case kindBrochsByMountain:
		vp := 0
		for i := range int(sv.nAreas) {
			if a := &sv.areas[i]; a.terrain == Mountain && (a.complete() || !r.brochAreasDone) {
				vp += s.ByCount[min(int(a.objects[Broch]), len(s.ByCount)-1)]
			}
		}
		return vp
	case kindSets:
		sets := int(sv.totals[s.Objects[0]])
		for _, o := range s.Objects[1:] {
			sets = min(sets, int(sv.totals[o]))
		}
		return s.VP * sets
	case kindLivestockByFarms:
		return s.VP * t.livestockByFarms()
	case kindConnectedObjects:
		n := 0
		for i := range int(t.n) {
			if sv.joined[i] {
				n += int(tileAt(t.tiles[i].tile).Objects[s.Object])
			}
		}
		return s.VP * n
	case kindShipAndLighthouse:
		n := 0
		for i := range int(sv.nAreas) {
			if a := &sv.areas[i]; a.terrain == Water && a.objects[Ship] > 0 && a.objects[Lighthouse] > 0 && (a.complete() || !r.shipAreasDone) {
				n++
			}
		}
		return s.VP * n
	case kindConnectedTiles:
		n := 0
		for i := 1; i < int(t.n); i++ { // slot 0, the castle, only by option
			if sv.joined[i] {
				n++
			}
		}
		if r.castleRoadTile {
			n++
		}
		return s.VP * n
	case kindColumns:
		return s.VP * t.columns(s.MinTiles)
	case kindLargestCompletedArea:
		most := 0
		for i := range int(sv.nAreas) {
			if a := &sv.areas[i]; a.complete() && a.terrain == s.Terrain {
				most = max(most, int(a.tiles))
			}
		}
		return s.VP * most
	}
	return 0
}

// squares counts the 2x2 squares of tiles, overlapping ones each, by their
// north-west corner.
func (t *territory) squares() int {
	n := 0
	for i := range int(t.n) {
		x, y := int(t.tiles[i].x), int(t.tiles[i].y)
		if t.at(x+1, y) >= 0 && t.at(x, y+1) >= 0 && t.at(x+1, y+1) >= 0 {
			n++
		}
	}
	return n
}

// columns counts the vertical lines of at least min tiles in a row: every
// unbroken run in a column counts once, however long.
func (t *territory) columns(least int) int {
	n := 0
	for i := range int(t.n) {
		x, y := int(t.tiles[i].x), int(t.tiles[i].y)
		if t.at(x, y-1) >= 0 {
			continue // not the top of its run
		}
		run := 1
		for t.at(x, y+run) >= 0 {
			run++
		}
		if run >= least {
			n++
		}
	}
	return n
}

// livestockByFarms counts the sheep and cattle on tiles that have a farm or
// share a side with a tile that has one; each animal counts once.
func (t *territory) livestockByFarms() int {
	n := 0
	for i := range int(t.n) {
		p := &t.tiles[i]
		obj := &tileAt(p.tile).Objects
		animals := int(obj[Sheep] + obj[Cattle])
		if animals == 0 {
			continue
		}
		farm := obj[Farm] > 0
		for e := 0; e < 4 && !farm; e++ {
			if j := t.at(int(p.x)+squaretile.StepX[e], int(p.y)+squaretile.StepY[e]); j >= 0 {
				farm = tileAt(t.tiles[j].tile).Objects[Farm] > 0
			}
		}
		if farm {
			n += animals
		}
	}
	return n
}

// majorityVP is what player p scores on a majority tile s when the players
// count counts: first place needs at least one. Tied players share a place
// and each score its full VP; by default a tie for first leaves no second
// place (rules.nextSecond gives second place to the next count), and with two
// players only first place scores unless rules.twoPlayerSecond.
func majorityVP(s *ScoringTile, counts []int, p int, r rules) int {
	first, second := 0, 0
	firsts := 0
	for _, c := range counts {
		switch {
		case c > first:
			first, second, firsts = c, first, 1
		case c == first:
			firsts++
		case c > second:
			second = c
		}
	}
	c := counts[p]
	switch {
	case c == 0:
		return 0
	case c == first:
		return s.VP
	case firsts > 1 && !r.nextSecond, len(counts) == 2 && !r.twoPlayerSecond:
		return 0
	case c == second:
		return s.Second
	}
	return 0
}

// scrollPer is how many of an object a scroll needs for one VP.
func (r rules) scrollPer(o Object) int {
	switch o {
	case Sheep, Whisky:
		return 2
	case Ship:
		return int(r.shipsPerScrollVP)
	}
	return 1
}

// scrolls is what the scrolls of territory t score at the end: each counts
// its object over the whole territory, doubled when the scroll lies in a
// completed area.
func (r rules) scrolls(t *territory, sv *survey) int {
	vp := 0
	for i := range int(t.n) {
		tile := tileAt(t.tiles[i].tile)
		for k, reg := range tile.Regions {
			if reg.Scroll == noObject {
				continue
			}
			v := int(sv.totals[reg.Scroll]) / r.scrollPer(reg.Scroll)
			if sv.areas[sv.regionArea[i][k]].complete() {
				v *= 2
			}
			vp += v
		}
	}
	return vp
}
