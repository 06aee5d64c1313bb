package catan

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
)

// The board is a set of hexes in axial coordinates [q, r] (pointy-top, in
// horizontal rows, r the row from the top; the hex east of [q, r] is
// [q+1, r], the one south-east [q, r+1]). Its interior holds the tiles: land
// and, with Seafarers, sea. Its frame is the ring of sea around them: the
// frame's hexes hold no tile but count as sea, and the base game's harbours
// lie on them. Intersections (vertices) and paths (edges) are the corners and
// sides of the interior's hexes, numbered in reading order; their tables are
// computed once per layout.

// Board limits: the largest layout (The Unknown Island, 5-6 players) has 67
// interior hexes and a frame of 36.
const (
	MaxHexes    = 112
	MaxVertices = 192
	MaxEdges    = 256
	noHex       = -1
)

// vset is a set of vertices, a bit each.
type vset [MaxVertices / 64]uint64

// eset is a set of edges, a bit each.
type eset [MaxEdges / 64]uint64

func (s *vset) add(v int)      { s[v>>6] |= 1 << (v & 63) }
func (s *vset) del(v int)      { s[v>>6] &^= 1 << (v & 63) }
func (s *vset) has(v int) bool { return s[v>>6]&(1<<(v&63)) != 0 }
func (s *vset) or(o *vset)     { s[0], s[1], s[2] = s[0]|o[0], s[1]|o[1], s[2]|o[2] }
func (s *vset) empty() bool    { return s[0]|s[1]|s[2] == 0 }
func (s *vset) and(o *vset)    { s[0], s[1], s[2] = s[0]&o[0], s[1]&o[1], s[2]&o[2] }
func (s *vset) andNot(o *vset) { s[0], s[1], s[2] = s[0]&^o[0], s[1]&^o[1], s[2]&^o[2] }
func (s *eset) add(e int)      { s[e>>6] |= 1 << (e & 63) }
func (s *eset) del(e int)      { s[e>>6] &^= 1 << (e & 63) }
func (s *eset) has(e int) bool { return s[e>>6]&(1<<(e&63)) != 0 }
func (s *eset) or(o *eset)     { s[0], s[1], s[2], s[3] = s[0]|o[0], s[1]|o[1], s[2]|o[2], s[3]|o[3] }
func (s *eset) empty() bool    { return s[0]|s[1]|s[2]|s[3] == 0 }
func (s *vset) first() int     { return firstBit(s[:]) }
func (s *eset) first() int     { return firstBit(s[:]) }

// firstBit is the lowest member of a set of words, -1 if none.
func firstBit(words []uint64) int {
	for w, word := range words {
		if word != 0 {
			return w<<6 | bits.TrailingZeros64(word)
		}
	}
	return -1
}
func (s *eset) and(o *eset)        { s[0], s[1], s[2], s[3] = s[0]&o[0], s[1]&o[1], s[2]&o[2], s[3]&o[3] }
func (s *eset) meets(o *eset) bool { return s[0]&o[0]|s[1]&o[1]|s[2]&o[2]|s[3]&o[3] != 0 }
func (s *eset) andNot(o *eset) {
	s[0], s[1], s[2], s[3] = s[0]&^o[0], s[1]&^o[1], s[2]&^o[2], s[3]&^o[3]
}

// hset is a set of hexes, a bit each.
type hset [2]uint64

func (s *hset) add(h int)      { s[h>>6] |= 1 << (h & 63) }
func (s *hset) del(h int)      { s[h>>6] &^= 1 << (h & 63) }
func (s *hset) has(h int) bool { return h >= 0 && s[h>>6]&(1<<(h&63)) != 0 }
func (s *hset) empty() bool    { return s[0]|s[1] == 0 }

// hexDir are the six neighbours of a hex, clockwise from the north-east:
// NE, E, SE, SW, W, NW.
var hexDir = [6][2]int{{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}

// Board is a layout's geometry: its hexes, intersections and paths and how
// they touch. A board never changes; what lies on it is the State's.
type Board struct {
	Name string
	// Hexes are the interior hexes (which hold tiles) in reading order,
	// then the frame's.
	Hexes    [][2]int
	Interior int // how many of Hexes are interior
	hexAt    map[[2]int]int
	// HexNeighbours are each hex's neighbours clockwise from the north-east
	// (NE, E, SE, SW, W, NW), noHex where there is none.
	HexNeighbours [][6]int
	// HexVertices are each hex's corners clockwise from the top; a frame
	// hex's corners away from the interior are -1.
	HexVertices [][6]int
	// HexEdges are each hex's sides clockwise from the north-east side
	// (between the top and north-east corners): side k faces the neighbour
	// in direction k. A frame hex's sides away from the interior are -1.
	HexEdges [][6]int

	// VertexHexes are the (up to three) hexes at each vertex, noHex where
	// there is none; frame hexes count.
	VertexHexes [][3]int
	// VertexNeighbours are the vertices one edge away, -1 for none.
	VertexNeighbours [][3]int
	// VertexEdges are the edges at each vertex, -1 for none.
	VertexEdges [][3]int
	// EdgeVertices are each edge's two ends, the lower first.
	EdgeVertices [][2]int
	// EdgeHexes are the two hexes on either side of each edge, noHex where
	// there is none.
	EdgeHexes [][2]int

	// VertexXY places each intersection, for reading order and drawing: x in
	// half-hex widths, y in quarter hex heights, so that every corner is on
	// whole numbers (hex [q, r]'s centre is at [2q+r, 3r], its top corner 2
	// above).
	VertexXY [][2]int

	edgeNames     []string // each edge by its ends, "23-24"
	vertexEdgeSet []eset   // the edges at each vertex, as a set
	near          []vset   // each vertex with its neighbours: where the distance rule forbids building
	hexVertexSet  []vset   // the corners of each hex, as a set
}

// NewBoard computes the geometry of a layout from its interior and frame hexes.
func NewBoard(name string, interior, frame [][2]int) (*Board, error) {
	b := &Board{Name: name, Interior: len(interior), hexAt: map[[2]int]int{}}
	inner := slices.Clone(interior)
	slices.SortFunc(inner, readingOrder)
	outer := slices.Clone(frame)
	slices.SortFunc(outer, readingOrder)
	for _, h := range slices.Concat(inner, outer) {
		if _, dup := b.hexAt[h]; dup {
			return nil, fmt.Errorf("board %s: hex %v listed twice", name, h)
		}
		b.hexAt[h] = len(b.Hexes)
		b.Hexes = append(b.Hexes, h)
	}
	if len(b.Hexes) > MaxHexes {
		return nil, fmt.Errorf("board %s: %d hexes, more than %d", name, len(b.Hexes), MaxHexes)
	}
	for _, h := range b.Hexes {
		var n [6]int
		for d, dir := range hexDir {
			n[d] = b.HexAt(h[0]+dir[0], h[1]+dir[1])
		}
		b.HexNeighbours = append(b.HexNeighbours, n)
	}

	// A corner is the top (north) or bottom (south) corner of some hex; hex
	// [q, r]'s corners clockwise from the top are N[q,r], S[q+1,r-1],
	// N[q,r+1], S[q,r], N[q-1,r+1], S[q,r-1].
	type corner struct{ q, r, south int }
	cornersOf := func(h [2]int) [6]corner {
		q, r := h[0], h[1]
		return [6]corner{{q, r, 0}, {q + 1, r - 1, 1}, {q, r + 1, 0}, {q, r, 1}, {q - 1, r + 1, 0}, {q, r - 1, 1}}
	}
	xy := func(c corner) [2]int { // a hex's centre is at [2q+r, 3r]
		if c.south == 1 {
			return [2]int{2*c.q + c.r, 3*c.r + 2}
		}
		return [2]int{2*c.q + c.r, 3*c.r - 2}
	}
	seen := map[corner]bool{}
	var corners []corner
	for _, h := range inner {
		for _, c := range cornersOf(h) {
			if !seen[c] {
				seen[c] = true
				corners = append(corners, c)
			}
		}
	}
	slices.SortFunc(corners, func(a, c corner) int {
		pa, pc := xy(a), xy(c)
		return cmp.Or(cmp.Compare(pa[1], pc[1]), cmp.Compare(pa[0], pc[0]))
	})
	if len(corners) > MaxVertices {
		return nil, fmt.Errorf("board %s: %d intersections, more than %d", name, len(corners), MaxVertices)
	}
	vertexAt := map[corner]int{}
	for i, c := range corners {
		vertexAt[c] = i
		b.VertexXY = append(b.VertexXY, xy(c))
		b.VertexHexes = append(b.VertexHexes, [3]int{noHex, noHex, noHex})
		b.VertexNeighbours = append(b.VertexNeighbours, [3]int{-1, -1, -1})
		b.VertexEdges = append(b.VertexEdges, [3]int{-1, -1, -1})
	}
	// The hexes at a corner: a north corner of [q,r] touches [q,r], [q,r-1]
	// and [q+1,r-1]; a south corner touches [q,r], [q,r+1] and [q-1,r+1].
	for i, c := range corners {
		hs := [3][2]int{{c.q, c.r}, {c.q, c.r - 1}, {c.q + 1, c.r - 1}}
		if c.south == 1 {
			hs = [3][2]int{{c.q, c.r}, {c.q, c.r + 1}, {c.q - 1, c.r + 1}}
		}
		for k, h := range hs {
			b.VertexHexes[i][k] = b.HexAt(h[0], h[1])
		}
	}

	edgeAt := map[[2]int]int{}
	var edges [][2]int
	for _, h := range inner {
		cs := cornersOf(h)
		for k := range 6 {
			v, w := vertexAt[cs[k]], vertexAt[cs[(k+1)%6]]
			e := [2]int{min(v, w), max(v, w)}
			if _, ok := edgeAt[e]; !ok {
				edgeAt[e] = -1
				edges = append(edges, e)
			}
		}
	}
	slices.SortFunc(edges, func(a, c [2]int) int { return cmp.Or(cmp.Compare(a[0], c[0]), cmp.Compare(a[1], c[1])) })
	if len(edges) > MaxEdges {
		return nil, fmt.Errorf("board %s: %d paths, more than %d", name, len(edges), MaxEdges)
	}
	for i, e := range edges {
		edgeAt[e] = i
		b.EdgeVertices = append(b.EdgeVertices, e)
		b.edgeNames = append(b.edgeNames, fmt.Sprintf("%d-%d", e[0]+1, e[1]+1))
		b.EdgeHexes = append(b.EdgeHexes, [2]int{noHex, noHex})
		for k, v := range e {
			w := e[1-k]
			for j := range 3 {
				if b.VertexEdges[v][j] == -1 {
					b.VertexEdges[v][j], b.VertexNeighbours[v][j] = i, w
					break
				}
			}
		}
	}
	for hi, h := range b.Hexes {
		cs := cornersOf(h)
		var vs, es [6]int
		for k := range 6 {
			v, okV := vertexAt[cs[k]]
			w, okW := vertexAt[cs[(k+1)%6]]
			vs[k], es[k] = -1, -1
			if okV {
				vs[k] = v
			}
			e, okE := edgeAt[[2]int{min(v, w), max(v, w)}]
			if !okV || !okW || !okE {
				continue
			}
			es[k] = e
			if hi < b.Interior { // side k faces the neighbour in direction k
				b.EdgeHexes[e] = [2]int{hi, b.HexNeighbours[hi][k]}
			}
		}
		b.HexVertices = append(b.HexVertices, vs)
		b.HexEdges = append(b.HexEdges, es)
	}
	// An edge between two interior hexes was given twice above; put the
	// lower-numbered hex first, so that the table does not depend on order.
	for e, hs := range b.EdgeHexes {
		if hs[1] != noHex && hs[1] < b.Interior && hs[1] < hs[0] {
			b.EdgeHexes[e] = [2]int{hs[1], hs[0]}
		}
	}

	b.vertexEdgeSet = make([]eset, len(corners))
	b.near = make([]vset, len(corners))
	for v := range corners {
		b.near[v].add(v)
		for j := range 3 {
			if e := b.VertexEdges[v][j]; e >= 0 {
				b.vertexEdgeSet[v].add(e)
				b.near[v].add(b.VertexNeighbours[v][j])
			}
		}
	}
	b.hexVertexSet = make([]vset, len(b.Hexes))
	for h, vs := range b.HexVertices {
		for _, v := range vs {
			if v >= 0 {
				b.hexVertexSet[h].add(v)
			}
		}
	}
	return b, nil
}

func readingOrder(a, c [2]int) int {
	return cmp.Or(cmp.Compare(a[1], c[1]), cmp.Compare(2*a[0]+a[1], 2*c[0]+c[1]))
}

// HexAt returns the index of hex [q, r], or noHex when the board has none there.
func (b *Board) HexAt(q, r int) int {
	if i, ok := b.hexAt[[2]int{q, r}]; ok {
		return i
	}
	return noHex
}

// Vertices returns the number of intersections.
func (b *Board) Vertices() int { return len(b.VertexXY) }

// Edges returns the number of paths.
func (b *Board) Edges() int { return len(b.EdgeVertices) }

// EdgeBetween returns the edge joining vertices v and w, or -1.
func (b *Board) EdgeBetween(v, w int) int {
	if v < 0 || v >= b.Vertices() {
		return -1
	}
	for j, n := range b.VertexNeighbours[v] {
		if n == w && n >= 0 {
			return b.VertexEdges[v][j]
		}
	}
	return -1
}
