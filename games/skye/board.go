package skye

import "shima/internal/squaretile"

// A territory (クラン領土) is a player's own square grid: the castle lies at
// (0,0) as printed, x grows eastward and y southward. Cells live on a torus
// of gridSize x gridSize, wider than any territory can spread (19 tiles in a
// line span 19 cells), so coordinates never collide.

const (
	gridSize  = 32
	castleIdx = TileCount // tile index of the castle; landscape tiles are 0-72 (ID-1)
	noTile    = -1
	noSeat    = -1
	maxFront  = 2*maxTiles + 2 // free cells next to a territory of maxTiles tiles
)

// lie is a tile as it lies turned: what each side shows and which of its
// regions and roads reach each side.
type lie struct {
	sides    [4]Terrain
	mask     uint16  // bit 4*T+e: side e shows terrain T
	road     uint8   // sides with a road
	regionOf [4]int8 // the region at each side
	roadOf   [4]int8 // the road network at each side, or -1
	regions  [MaxRegions]uint8
	roads    [MaxRoads]uint8
}

// tileAt returns the printed tile of index i (castleIdx for the castle).
func tileAt(i int8) *Tile {
	if i == castleIdx {
		return &tileSet.Castle
	}
	return &tileSet.Tiles[i]
}

// lies holds every tile in each of its four turns.
var lies = func() (l [TileCount + 1][4]lie) {
	for i := range l {
		t := tileAt(int8(i))
		for r := range uint8(4) {
			x := &l[i][r]
			for e := range 4 {
				to := (e + int(r)) % 4
				x.sides[to] = t.Sides[e]
				x.mask |= 1 << (4*int(t.Sides[e]) + to)
				x.roadOf[to] = -1
			}
			for k, reg := range t.Regions {
				x.regions[k] = squaretile.Turn(reg.Sides, r)
				for e := range 4 {
					if x.regions[k]&(1<<e) != 0 {
						x.regionOf[e] = int8(k)
					}
				}
			}
			for k, road := range t.Roads {
				x.roads[k] = squaretile.Turn(road.Sides, r)
				x.road |= x.roads[k]
				for e := range 4 {
					if x.roads[k]&(1<<e) != 0 {
						x.roadOf[e] = int8(k)
					}
				}
			}
		}
	}
	return l
}()

// repeatTurn[i][r] is true when tile i turned r looks exactly as at a smaller
// turn (terrain, regions with their objects and scrolls, roads with their
// barrels): such placements are one and the same, offered once.
var repeatTurn = func() (rep [TileCount][4]bool) {
	for i := range rep {
		t := tileAt(int8(i))
		for r := range uint8(4) {
			for q := range r {
				rep[i][r] = rep[i][r] || sameLook(t, r, q)
			}
		}
	}
	return rep
}()

// sameLook reports whether t turned r and turned q show the same thing.
func sameLook(t *Tile, r, q uint8) bool {
	for _, a := range t.Regions {
		found := false
		for _, b := range t.Regions {
			found = found || squaretile.Turn(a.Sides, r) == squaretile.Turn(b.Sides, q) && a.Terrain == b.Terrain &&
				a.Centre == b.Centre && a.Objects == b.Objects && a.Scroll == b.Scroll
		}
		if !found {
			return false
		}
	}
	for _, a := range t.Roads {
		found := false
		for _, b := range t.Roads {
			found = found || squaretile.Turn(a.Sides, r) == squaretile.Turn(b.Sides, q) && a.Whisky == b.Whisky
		}
		if !found {
			return false
		}
	}
	return true
}

// placed is a tile in a territory.
type placed struct {
	tile int8 // index: 0-72 a landscape tile, castleIdx the castle
	x, y int8
	rot  uint8 // quarter turns clockwise from the printed tile
}

// territory is one player's tiles, the castle first, in the order laid.
type territory struct {
	n      int8
	tiles  [maxTiles]placed
	grid   [gridSize * gridSize]int8 // slot+1 at each cell, 0 when empty
	front  [maxFront][2]int8         // the empty cells next to the tiles
	nFront int8
}

func cell(x, y int) int { return (y&(gridSize-1))*gridSize + x&(gridSize-1) }

// at returns the slot of the tile at (x, y), or -1. A tile lying at another
// point of the torus that shares the cell does not count.
func (t *territory) at(x, y int) int {
	i := int(t.grid[cell(x, y)]) - 1
	if i < 0 || int(t.tiles[i].x) != x || int(t.tiles[i].y) != y {
		return -1
	}
	return i
}

// lieOf returns how the tile in slot i lies.
func (t *territory) lieOf(i int) *lie {
	p := &t.tiles[i]
	return &lies[p.tile][p.rot]
}

// put lays tile index k at (x, y) turned rot, keeping the frontier.
func (t *territory) put(k int8, x, y int, rot uint8) {
	t.tiles[t.n] = placed{tile: k, x: int8(x), y: int8(y), rot: rot}
	t.n++
	t.grid[cell(x, y)] = t.n
	for i := range int(t.nFront) {
		if int(t.front[i][0]) == x && int(t.front[i][1]) == y {
			t.nFront--
			t.front[i] = t.front[t.nFront]
			break
		}
	}
	for e := range 4 {
		nx, ny := x+squaretile.StepX[e], y+squaretile.StepY[e]
		if t.at(nx, ny) >= 0 {
			continue
		}
		known := false
		for i := range int(t.nFront) {
			known = known || int(t.front[i][0]) == nx && int(t.front[i][1]) == ny
		}
		if !known {
			t.front[t.nFront] = [2]int8{int8(nx), int8(ny)}
			t.nFront++
		}
	}
}

// needs is what a tile laid at the empty cell (x, y) must show: the mask of
// lie.mask bits it is checked on (every terrain bit of each side that faces a
// tile) and the bits it must have there.
func (t *territory) needs(x, y int) (check, want uint16) {
	for e := range 4 {
		n := t.at(x+squaretile.StepX[e], y+squaretile.StepY[e])
		if n < 0 {
			continue
		}
		check |= (1 | 1<<4 | 1<<8) << e
		want |= 1 << (4*int(t.lieOf(n).sides[(e+2)%4]) + e)
	}
	return check, want
}

// fits reports whether tile index k may be laid at (x, y) turned rot: the cell
// is empty, it shares a side with the territory and every shared side shows
// the same terrain on both tiles. Roads need not continue.
func (t *territory) fits(k int8, x, y int, rot uint8) bool {
	if t.at(x, y) >= 0 {
		return false
	}
	check, want := t.needs(x, y)
	return check != 0 && lies[k][rot].mask&check == want
}

// fitsAnywhere reports whether tile index k can be laid somewhere.
func (t *territory) fitsAnywhere(k int8) bool {
	for i := range int(t.nFront) {
		check, want := t.needs(int(t.front[i][0]), int(t.front[i][1]))
		for r := range 4 {
			if lies[k][r].mask&check == want {
				return true
			}
		}
	}
	return false
}

// newTerritory is a territory holding only the castle at (0,0).
func newTerritory() territory {
	var t territory
	t.put(castleIdx, 0, 0, 0)
	return t
}
