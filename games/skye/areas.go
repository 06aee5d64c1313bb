package skye

import "shima/internal/squaretile"

// An area (地域) is a connected stretch of one terrain: the regions of the
// tiles joined through sides that meet. It is completed (完成) when none of
// its sides faces an empty cell. Roads join across a side only where both
// tiles have a road there; a tile is joined to the castle by road when one of
// its road networks is.

// area is what scoring needs of one area.
type area struct {
	terrain Terrain
	tiles   int8 // distinct tiles it spans
	open    int8 // its sides that face an empty cell
	objects [objects]int8
	last    int8 // the last slot counted in tiles
}

func (a *area) complete() bool { return a.open == 0 }

// survey is everything scoring reads off one territory, found in one pass.
type survey struct {
	regionArea [maxTiles][MaxRegions]int8 // area of each region of each slot
	areas      [maxTiles * MaxRegions]area
	nAreas     int8
	joined     [maxTiles]bool // the tile in the slot is joined to the castle by road
	roadJoined [maxTiles][MaxRoads]bool
	// Whisky joined to the castle: a barrel counts when its own road is
	// joined (roadJoined), for income (tiles) and the whisky majority
	// under whisky-majority=joined (barrels) alike.
	whisky        int8           // tiles with a barrel on a road joined to the castle
	joinedBarrels int8           // barrels on roads joined to the castle
	totals        [objects]int16 // objects in the territory
}

// find is union-find's root lookup with path halving.
func find(parent []int8, a int8) int8 {
	for parent[a] != a {
		parent[a] = parent[parent[a]]
		a = parent[a]
	}
	return a
}

// survey fills sv for t.
func (t *territory) survey(sv *survey) {
	n := int(t.n)
	var regionParent [maxTiles * MaxRegions]int8
	var roadParent [maxTiles * MaxRoads]int8
	for i := range regionParent {
		regionParent[i] = int8(i)
	}
	for i := range roadParent {
		roadParent[i] = int8(i)
	}
	sv.totals = [objects]int16{}
	for i := range n {
		p := &t.tiles[i]
		l := &lies[p.tile][p.rot]
		for o, c := range tileAt(p.tile).Objects {
			sv.totals[o] += int16(c)
		}
		for _, e := range [2]int{squaretile.East, squaretile.South} { // each shared side once
			j := t.at(int(p.x)+squaretile.StepX[e], int(p.y)+squaretile.StepY[e])
			if j < 0 {
				continue
			}
			m := t.lieOf(j)
			o := squaretile.Opposite(e)
			a := find(regionParent[:], int8(i*MaxRegions)+l.regionOf[e])
			b := find(regionParent[:], int8(j*MaxRegions)+m.regionOf[o])
			regionParent[a] = b
			if l.roadOf[e] >= 0 && m.roadOf[o] >= 0 {
				a = find(roadParent[:], int8(i*MaxRoads)+l.roadOf[e])
				b = find(roadParent[:], int8(j*MaxRoads)+m.roadOf[o])
				roadParent[a] = b
			}
		}
	}
	var number [maxTiles * MaxRegions]int8
	for i := range number {
		number[i] = -1
	}
	sv.nAreas = 0
	castleRoad := find(roadParent[:], 0)
	sv.whisky, sv.joinedBarrels = 0, 0
	for i := range n {
		p := &t.tiles[i]
		l := &lies[p.tile][p.rot]
		tile := tileAt(p.tile)
		for k := range tile.Regions {
			root := find(regionParent[:], int8(i*MaxRegions+k))
			if number[root] < 0 {
				number[root] = sv.nAreas
				sv.areas[sv.nAreas] = area{terrain: tile.Regions[k].Terrain, last: -1}
				sv.nAreas++
			}
			ar := &sv.areas[number[root]]
			sv.regionArea[i][k] = number[root]
			if ar.last != int8(i) {
				ar.last = int8(i)
				ar.tiles++
			}
			for o, c := range tile.Regions[k].Objects {
				ar.objects[o] += c
			}
			for e := range 4 {
				if l.regions[k]&(1<<e) != 0 && t.at(int(p.x)+squaretile.StepX[e], int(p.y)+squaretile.StepY[e]) < 0 {
					ar.open++
				}
			}
		}
		sv.joined[i] = false
		barrels := int8(0)
		for k, road := range tile.Roads {
			sv.roadJoined[i][k] = find(roadParent[:], int8(i*MaxRoads+k)) == castleRoad
			if sv.roadJoined[i][k] {
				sv.joined[i] = true
				barrels += road.Whisky
			}
		}
		if barrels > 0 {
			sv.whisky++
		}
		sv.joinedBarrels += barrels
	}
}

// income is what the player owning t receives in the income phase before
// catch-up gold: 5 for the castle and 1 per tile with whisky joined to it by road.
func (t *territory) income() int {
	var sv survey
	t.survey(&sv)
	return CastleIncome + int(sv.whisky)
}
