package skymerchants

import "shima/internal/squaretile"

// The board: tiles laid vertex to vertex on a square grid, the start tile's
// quarters at (0,0)-(1,1), y growing southward. Cells live on a torus of
// boardSize x boardSize, larger than any spread 44 tiles can reach, so
// coordinates never collide.

const (
	boardSize  = 64
	startIndex = TileCount // tile indices 0-39 are the tiles, 40-43 the start quarters
	maxPlaced  = TileCount + 4
	noTile     = -1
	noSeat     = -1
)

// placedTile is a tile on the board with the buildings on its island parts.
type placedTile struct {
	tile    int8 // index: 0-39 a tile (ID-1), 40-43 a start quarter
	x, y    int8
	rot     uint8            // quarter turns clockwise from the printed orientation
	edges   uint8            // its island edges as it lies
	house   [MaxRegions]int8 // the seat whose trading house (商館) stands on each region, or noSeat
	tower   uint8            // bit r: region r's house has a tower (塔)
	harbour uint8            // bit r: region r's house has a harbour (港)
}

// tileAt returns the catalogue entry of tile index i.
func tileAt(i int8) *Tile {
	if i >= startIndex {
		return &tileSet.Start[i-startIndex].Tile
	}
	return &tileSet.Tiles[i]
}

// cell is the board index of (x, y).
func cell(x, y int) int { return (y&(boardSize-1))*boardSize + x&(boardSize-1) }

// slotAt returns the placed slot at (x, y), or -1. A tile lying at another
// point of the torus that shares the cell does not count: coordinates name
// one place only.
func (st *State) slotAt(x, y int) int {
	i := int(st.board[cell(x, y)]) - 1
	if i < 0 || int(st.placed[i].x) != x || int(st.placed[i].y) != y {
		return -1
	}
	return i
}

// edgesOf is the set of island edges of slot i as it lies on the board.
func (st *State) edgesOf(i int) uint8 { return st.placed[i].edges }

// turned is each tile's island edges at each turn, by tile index.
var turned = func() (t [maxPlaced][4]uint8) {
	for i := range t {
		for r := range 4 {
			t[i][r] = squaretile.Turn(tileAt(int8(i)).edges(), uint8(r))
		}
	}
	return t
}()

// regionAt is the region of slot i touching board edge e, or -1 for sky.
func (st *State) regionAt(i, e int) int {
	p := &st.placed[i]
	return int(regionTurned[p.tile][p.rot][e])
}

// regionTurned is, by tile index, turn and board edge, the region touching
// that edge, or -1 for sky: regionAt is looked up often while grouping islands.
var regionTurned = func() (t [maxPlaced][4][4]int8) {
	for i := range t {
		for rot := range 4 {
			for e := range 4 {
				t[i][rot][e] = -1
				for r, m := range tileAt(int8(i)).Regions {
					if t[i][rot][e] < 0 && squaretile.Turn(m, uint8(rot))&(1<<e) != 0 {
						t[i][rot][e] = int8(r)
					}
				}
			}
		}
	}
	return t
}()

// frontCell is a free cell next to the tiles with what a tile laid there
// must show (needs): kept up to date by put, so that listing the placements
// does not look at the neighbours of every free cell again.
type frontCell struct {
	x, y          int8
	known, island uint8 // as needs returns them
}

// put lays tile index t at (x, y) turned rot and returns its slot.
func (st *State) put(t int8, x, y int, rot uint8) int {
	i := int(st.nPlaced)
	st.placed[i] = placedTile{tile: t, x: int8(x), y: int8(y), rot: rot, edges: turned[t][rot], house: [MaxRegions]int8{noSeat, noSeat, noSeat}}
	st.board[cell(x, y)] = int8(i + 1)
	st.nPlaced++
	for k := 0; k < int(st.nFront); k++ { // the cell is no longer free
		if int(st.front[k].x) == x && int(st.front[k].y) == y {
			st.nFront--
			st.front[k] = st.front[st.nFront]
			break
		}
	}
	for e := range 4 {
		nx, ny := x+dx[e], y+dy[e]
		if st.board[cell(nx, ny)] != 0 {
			continue
		}
		k := 0
		for k < int(st.nFront) && (int(st.front[k].x) != nx || int(st.front[k].y) != ny) {
			k++
		}
		if k == int(st.nFront) {
			st.nFront++
		}
		known, island := st.needs(nx, ny) // new or changed by this tile
		st.front[k] = frontCell{x: int8(nx), y: int8(ny), known: known, island: island}
	}
	st.joinIslands(i)
	return i
}

// needs is what a tile laid at the empty cell (x, y) must show: the edges
// that face a tile (known) and, among them, those that must be island.
func (st *State) needs(x, y int) (known, island uint8) {
	for e := range 4 {
		n := st.slotAt(x+dx[e], y+dy[e])
		if n < 0 {
			continue
		}
		known |= 1 << e
		if st.placed[n].edges&(1<<((e+2)%4)) != 0 {
			island |= 1 << e
		}
	}
	return known, island
}

// fits reports whether tile index t may be laid at the empty cell (x, y)
// turned rot: it touches at least one tile by an edge and every touching
// edge meets island to island or sky to sky.
func (st *State) fits(t int8, x, y int, rot uint8) bool {
	if st.board[cell(x, y)] != 0 {
		return false
	}
	known, island := st.needs(x, y)
	return known != 0 && turned[t][rot]&known == island
}

// islands groups the regions on the board into connected islands
// (ひとつなぎの島): regions whose island edges meet. It fills comp with
// each region's island number (slot*MaxRegions+region), numbered from 0 in
// the order of their first region, and returns how many islands there are.
func (st *State) islands(comp *[maxPlaced * MaxRegions]int16) int {
	var number [maxPlaced * MaxRegions]int16 // by island label
	for i := range number {
		number[i] = -1
	}
	count := 0
	for i := range int(st.nPlaced) {
		for r := range tileAt(st.placed[i].tile).Regions {
			label := st.isle[i*MaxRegions+r]
			if number[label] < 0 {
				number[label] = int16(count)
				count++
			}
			comp[i*MaxRegions+r] = number[label]
		}
	}
	return count
}

// joinIslands labels the regions of slot i (just laid) and joins them to the
// islands their island edges meet. An island's label is its first region
// (the smallest slot*MaxRegions+region): put keeps the labels, so that the
// islands are known without grouping the whole board at every question.
func (st *State) joinIslands(i int) {
	for r := range MaxRegions {
		st.isle[i*MaxRegions+r] = -1 // no such region
	}
	for r := range tileAt(st.placed[i].tile).Regions {
		st.isle[i*MaxRegions+r] = int16(i*MaxRegions + r)
	}
	p := &st.placed[i]
	for e := range 4 {
		n := st.slotAt(int(p.x)+dx[e], int(p.y)+dy[e])
		r := st.regionAt(i, e)
		if n < 0 || r < 0 {
			continue
		}
		a, b := st.isle[i*MaxRegions+r], st.isle[n*MaxRegions+st.regionAt(n, (e+2)%4)]
		if a == b {
			continue
		}
		keep, drop := min(a, b), max(a, b)
		for k := range int(st.nPlaced) * MaxRegions {
			if st.isle[k] == drop {
				st.isle[k] = keep
			}
		}
	}
}

// island is what scoring needs of one connected island.
type island struct {
	tiles     int             // distinct tiles (start quarters count one each)
	closed    bool            // every island edge faces a tile (閉じた島)
	houses    int             // trading houses of all players
	towered   bool            // some house has a tower
	influence [MaxPlayers]int // 1 per house, 2 per towered house
	regions   [][2]int        // (slot, region) pairs, for views
}

// islandList describes every connected island on the board.
func (st *State) islandList() []island {
	var comp [maxPlaced * MaxRegions]int16
	n := st.islands(&comp)
	list := make([]island, n)
	for i := range list {
		list[i].closed = true
	}
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		for r, m := range tileAt(p.tile).Regions {
			is := &list[comp[i*MaxRegions+r]]
			is.regions = append(is.regions, [2]int{i, r})
			edges := squaretile.Turn(m, p.rot)
			for e := range 4 {
				if edges&(1<<e) != 0 && st.slotAt(int(p.x)+dx[e], int(p.y)+dy[e]) < 0 {
					is.closed = false
				}
			}
			if owner := p.house[r]; owner != noSeat {
				is.houses++
				is.influence[owner]++
				if p.tower&(1<<r) != 0 {
					is.influence[owner]++
					is.towered = true
				}
			}
		}
	}
	for i := range list {
		for j, sr := range list[i].regions { // regions come slot by slot
			if j == 0 || list[i].regions[j-1][0] != sr[0] {
				list[i].tiles++
			}
		}
	}
	return list
}
