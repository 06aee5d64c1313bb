package spiritisland

import (
	"fmt"
)

// LandSetup is what a land's balanced side shows for set-up: the invaders,
// dahan and blight put there before play (the blight comes from the box,
// not from the blight card's pool).
type LandSetup struct {
	City, Town, Dahan, Blight int8
}

// IslandOptions changes how an island is built.
type IslandOptions struct {
	// NoPointContacts leaves out the two pairs of lands that touch only at
	// the centre point of the four-board island (ISLAND.md, "Point
	// contacts"). The rules make lands meeting at a corner adjacent, so
	// they are in by default; this is for comparing with implementations
	// that leave them out.
	NoPointContacts bool
}

// Island is the island of a game: its boards in their standard layout, and
// everything about its lands computed once when it is built. It never
// changes after NewIsland, so games share it; no method allocates.
type Island struct {
	letters [MaxBoards]byte // the board at each place of the layout, 'A'-'D'
	boards  int             // boards on the island

	all, oceans, coastal LandSet
	byTerrain            [terrains]LandSet
	byBoard              [MaxBoards]LandSet
	terrain              [MaxLands]Terrain
	setup                [MaxLands]LandSetup
	adjacent             [MaxLands]LandSet
	names                [MaxLands]string
	points               [][2]Land // the point contacts joined, for Contacts

	// dist[v][a][b] is the range from a to b, -1 if b cannot be reached;
	// v = 1 when the oceans count as lands, 0 when they are out of play.
	dist [2][MaxLands][MaxLands]int8
	// ball[v][l][n] is the set of lands within range n of l.
	ball [2][MaxLands][MaxLands]LandSet
}

// NewIsland builds the island of the given boards in layout order, e.g.
// "A", "AB", "ACD" or "DCBA": one to four distinct boards of A-D, placed in
// the standard layout for their number (ISLAND.md). The board at place p
// numbers its lands p*9 to p*9+8.
func NewIsland(boards string) (*Island, error) {
	return BuildIsland(boards, IslandOptions{})
}

// BuildIsland is NewIsland with options.
func BuildIsland(boards string, o IslandOptions) (*Island, error) {
	if len(boards) < 1 || len(boards) > MaxBoards {
		return nil, fmt.Errorf("spiritisland: island %q: 1 to %d boards, not %d", boards, MaxBoards, len(boards))
	}
	isl := &Island{boards: len(boards)}
	for p := range len(boards) {
		c := boards[p]
		if c < 'A' || c >= 'A'+MaxBoards {
			return nil, fmt.Errorf("spiritisland: island %q: no board %q (the boards are A-D)", boards, c)
		}
		if isl.Position(c) >= 0 {
			return nil, fmt.Errorf("spiritisland: island %q: board %c twice", boards, c)
		}
		isl.letters[p] = c
		b := &islandBoards[c-'A']
		for n := range BoardLands {
			l := LandAt(p, n)
			isl.all.Add(l)
			isl.byBoard[p].Add(l)
			isl.terrain[l] = b.terrain[n]
			isl.byTerrain[b.terrain[n]].Add(l)
			isl.setup[l] = b.setup[n]
			isl.names[l] = string([]byte{c, '0' + byte(n)})
			if n == 0 {
				isl.oceans.Add(l)
			} else if b.coastal[n] {
				isl.coastal.Add(l)
			}
			for m := range BoardLands {
				if b.adjacent[n]&(1<<m) != 0 {
					isl.adjacent[l].Add(LandAt(p, m))
				}
			}
		}
	}
	lay := &islandLayouts[len(boards)-1]
	for _, j := range lay.joins {
		pairs, err := joinPairs(isl.letters[j.a], j.aSide, isl.letters[j.b], j.bSide)
		if err != nil {
			return nil, fmt.Errorf("spiritisland: island %q: %w", boards, err)
		}
		for _, pr := range pairs {
			isl.join(LandAt(j.a, int(pr[0])), LandAt(j.b, int(pr[1])))
		}
	}
	if !o.NoPointContacts {
		for _, pt := range lay.points {
			a := LandAt(pt.a, int(islandBoards[isl.letters[pt.a]-'A'].corners[pt.aCorner]))
			b := LandAt(pt.b, int(islandBoards[isl.letters[pt.b]-'A'].corners[pt.bCorner]))
			isl.join(a, b)
			isl.points = append(isl.points, [2]Land{a, b})
		}
	}
	isl.measure(0, isl.all&^isl.oceans)
	isl.measure(1, isl.all)
	return isl, nil
}

// join makes a and b adjacent.
func (isl *Island) join(a, b Land) {
	isl.adjacent[a].Add(b)
	isl.adjacent[b].Add(a)
}

// measure fills dist[v] and ball[v] by a breadth-first walk from every land
// over the lands of in.
func (isl *Island) measure(v int, in LandSet) {
	for a := range Land(MaxLands) {
		d := &isl.dist[v][a]
		for b := range d {
			d[b] = -1
		}
		if !in.Has(a) {
			continue
		}
		d[a] = 0
		seen, frontier := SetOf(a), SetOf(a)
		for step := int8(1); frontier != 0; step++ {
			var next LandSet
			for f := frontier; f != 0; {
				next |= isl.adjacent[f.Pop()]
			}
			next &= in &^ seen
			seen |= next
			for n := next; n != 0; {
				d[n.Pop()] = step
			}
			frontier = next
		}
		ball := &isl.ball[v][a]
		for b := range Land(MaxLands) {
			if d[b] >= 0 {
				ball[d[b]].Add(b)
			}
		}
		for n := 1; n < MaxLands; n++ {
			ball[n] |= ball[n-1]
		}
	}
}

// Boards is the island's boards in layout order, e.g. "AB".
func (isl *Island) Boards() string { return string(isl.letters[:isl.boards]) }

// NumBoards is the number of boards on the island.
func (isl *Island) NumBoards() int { return isl.boards }

// BoardLetter is the board ('A'-'D') at place position of the layout.
func (isl *Island) BoardLetter(position int) byte { return isl.letters[position] }

// Position is the place in the layout of board ('A'-'D'), -1 if the board
// is not on the island.
func (isl *Island) Position(board byte) int {
	for p := range isl.boards {
		if isl.letters[p] == board {
			return p
		}
	}
	return -1
}

// All is every land of the island, the oceans included.
func (isl *Island) All() LandSet { return isl.all }

// Oceans is the boards' oceans.
func (isl *Island) Oceans() LandSet { return isl.oceans }

// Coastal is the coastal lands (沿岸): those next to their board's ocean.
func (isl *Island) Coastal() LandSet { return isl.coastal }

// Inland is the lands that are neither coastal nor an ocean.
func (isl *Island) Inland() LandSet { return isl.all &^ isl.coastal &^ isl.oceans }

// Lands is the lands of terrain t (Ocean: the oceans).
func (isl *Island) Lands(t Terrain) LandSet { return isl.byTerrain[t] }

// Board is the lands of the board at place position, its ocean included.
func (isl *Island) Board(position int) LandSet { return isl.byBoard[position] }

// Highest is the highest-numbered land of terrain t on the board at place
// position, NoLand if it has none; set-up places pieces by it.
func (isl *Island) Highest(position int, t Terrain) Land {
	return (isl.byBoard[position] & isl.byTerrain[t]).Last()
}

// Terrain is l's terrain.
func (isl *Island) Terrain(l Land) Terrain { return isl.terrain[l] }

// IsCoastal reports whether l is a coastal land.
func (isl *Island) IsCoastal(l Land) bool { return isl.coastal.Has(l) }

// Setup is what l's board shows on it for set-up.
func (isl *Island) Setup(l Land) LandSetup { return isl.setup[l] }

// Adjacent is the lands next to l: on its board, across the joined sides
// of the layout and, if built so, at the four-board centre point. An ocean
// is next to its own board's coastal lands only.
func (isl *Island) Adjacent(l Land) LandSet { return isl.adjacent[l] }

// Contacts is the pairs of lands that touch only at a point and were made
// adjacent (the four-board centre; none otherwise, or with
// NoPointContacts). The slice is the island's own: do not change it.
func (isl *Island) Contacts() [][2]Land { return isl.points }

// Name is l's name: its board's letter and its number, "A5"; "A0" for the
// ocean of board A.
func (isl *Island) Name(l Land) string {
	if l < 0 || l >= MaxLands || !isl.all.Has(l) {
		return "?"
	}
	return isl.names[l]
}

// ParseLand is the land named name ("A5", "B0"), which must be on the
// island.
func (isl *Island) ParseLand(name string) (Land, error) {
	if len(name) == 2 && name[1] >= '0' && name[1] < '0'+BoardLands {
		if p := isl.Position(name[0]); p >= 0 {
			return LandAt(p, int(name[1]-'0')), nil
		}
	}
	return NoLand, fmt.Errorf("spiritisland: no land %q on island %s", name, isl.Boards())
}

// Distance is the range from a to b: the fewest steps from a land to an
// adjacent one that lead from a to b, or -1 if there is no way. When
// viaOcean is false the oceans are out of play (the base rule): no way
// passes through one, and an ocean is at no range from anything. When it
// is true every ocean counts as a land (ISLAND.md, "Range").
func (isl *Island) Distance(a, b Land, viaOcean bool) int {
	return int(isl.dist[oceanIndex(viaOcean)][a][b])
}

// Within is the set of lands within range n of the lands of from (range 0:
// from itself), counting the oceans as lands when viaOcean is true and
// leaving them out of play otherwise (ISLAND.md, "Range"). An ocean in
// from that is out of play reaches nothing.
func (isl *Island) Within(from LandSet, n int, viaOcean bool) LandSet {
	if n < 0 {
		return 0
	}
	if n >= MaxLands {
		n = MaxLands - 1
	}
	balls := &isl.ball[oceanIndex(viaOcean)]
	var r LandSet
	for from != 0 {
		r |= balls[from.Pop()][n]
	}
	return r
}

// WithinOceans is Within when only the oceans of the set oceans are in
// play: an ocean is a land only on a board where Ocean's Hungry Grasp has
// presence. Lands outside the island and oceans not in play are left out
// of from and of the way.
func (isl *Island) WithinOceans(from LandSet, n int, oceans LandSet) LandSet {
	in := isl.all &^ (isl.oceans &^ oceans)
	if n < 0 {
		return 0
	}
	r := from & in
	frontier := r
	for ; n > 0 && frontier != 0; n-- {
		var next LandSet
		for f := frontier; f != 0; {
			next |= isl.adjacent[f.Pop()]
		}
		frontier = next & in &^ r
		r |= frontier
	}
	return r
}

func oceanIndex(viaOcean bool) int {
	if viaOcean {
		return 1
	}
	return 0
}
