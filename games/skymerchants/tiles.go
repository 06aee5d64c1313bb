package skymerchants

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"shima/internal/squaretile"
)

// Colour is the colour of an airship (飛行船): red wine (ワイン), white canvas
// (帆布) and blue flight-stone (飛行石) are the resource cubes; green gives a VP.
type Colour int8

// The airship colours; the first three are also the cube colours.
const (
	Red Colour = iota
	White
	Blue
	Green
)

// Cubes is the number of cube colours (red, white, blue).
const Cubes = 3

var colourNames = []string{"red", "white", "blue", "green"}

func (c Colour) String() string { return colourNames[c] }

// Edge directions on the board are squaretile's: north, east, south, west,
// clockwise; y grows southward.
var (
	dx = squaretile.StepX
	dy = squaretile.StepY
)

// Tile is one sky-island tile (空島タイル) as printed: its airship and its
// island parts. Each region is the set of edges it touches (bit e for
// edge e, in the printed orientation); a region touching no edge is an
// islet. Edges no region touches are sky.
type Tile struct {
	ID      int
	Airship Colour
	Regions []uint8
}

// edges is the set of island edges of t (printed orientation).
func (t *Tile) edges() uint8 {
	var m uint8
	for _, r := range t.Regions {
		m |= r
	}
	return m
}

// Set is a tile set: the start tile's four quarters and the 40 tiles.
type Set struct {
	Designed bool
	Start    [4]StartQuarter
	Tiles    []Tile // Tiles[i].ID == i+1
}

// StartQuarter is one quarter of the start tile (初期空島タイル), which is
// four tiles joined in a 2x2 block; X, Y are 0 or 1.
type StartQuarter struct {
	X, Y int
	Tile
}

//go:embed data/tiles.json
var tilesJSON []byte

// tileSet is the set every game uses: the embedded data/tiles.json.
var tileSet = mustParseSet(tilesJSON)

// fileSet is the JSON form of a tile set (TILES.md).
type fileSet struct {
	About    string `json:"about"`
	Designed bool   `json:"designed"`
	Start    []struct {
		At      [2]int   `json:"at"`
		Airship string   `json:"airship"`
		Regions []string `json:"regions"`
	} `json:"start"`
	Tiles []struct {
		ID      int      `json:"id"`
		Airship string   `json:"airship"`
		Regions []string `json:"regions"`
	} `json:"tiles"`
}

func mustParseSet(data []byte) *Set {
	s, err := parseSet(data)
	if err != nil {
		panic("skymerchants: data/tiles.json: " + err.Error())
	}
	return s
}

// parseSet reads and checks a tile set.
func parseSet(data []byte) (*Set, error) {
	var f fileSet
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	set := &Set{Designed: f.Designed}
	if len(f.Tiles) != TileCount {
		return nil, fmt.Errorf("%d tiles, want %d", len(f.Tiles), TileCount)
	}
	for i, ft := range f.Tiles {
		if ft.ID != i+1 {
			return nil, fmt.Errorf("tile %d has id %d: ids run 1-%d in order", i+1, ft.ID, TileCount)
		}
		t, err := parseTile(ft.ID, ft.Airship, ft.Regions)
		if err != nil {
			return nil, err
		}
		set.Tiles = append(set.Tiles, t)
	}
	if len(f.Start) != 4 {
		return nil, fmt.Errorf("the start tile has %d quarters, want 4", len(f.Start))
	}
	seen := map[[2]int]bool{}
	for i, fs := range f.Start {
		if fs.At[0] < 0 || fs.At[0] > 1 || fs.At[1] < 0 || fs.At[1] > 1 || seen[fs.At] {
			return nil, fmt.Errorf("start quarter %d at %v: quarters sit at [0,0], [1,0], [0,1], [1,1], once each", i, fs.At)
		}
		seen[fs.At] = true
		t, err := parseTile(TileCount+1+i, fs.Airship, fs.Regions)
		if err != nil {
			return nil, err
		}
		set.Start[i] = StartQuarter{X: fs.At[0], Y: fs.At[1], Tile: t}
	}
	return set, set.checkStart()
}

func parseTile(id int, airship string, regions []string) (Tile, error) {
	t := Tile{ID: id, Airship: -1}
	for c, name := range colourNames {
		if airship == name {
			t.Airship = Colour(c)
		}
	}
	if t.Airship < 0 {
		return t, fmt.Errorf("tile %d: airship %q is not red, white, blue or green", id, airship)
	}
	if len(regions) == 0 || len(regions) > MaxRegions {
		return t, fmt.Errorf("tile %d: %d island parts, want 1-%d", id, len(regions), MaxRegions)
	}
	var used uint8
	for _, r := range regions {
		m, err := squaretile.Parse(r)
		if err != nil || m&used != 0 {
			return t, fmt.Errorf("tile %d: region %q: edges are N, E, S, W, each in one region at most", id, r)
		}
		used |= m
		t.Regions = append(t.Regions, m)
	}
	return t, nil
}

// checkStart checks that the quarters' inner edges meet island to island or
// sky to sky, as any two tiles must.
func (s *Set) checkStart() error {
	at := func(x, y int) *StartQuarter {
		for i := range s.Start {
			if s.Start[i].X == x && s.Start[i].Y == y {
				return &s.Start[i]
			}
		}
		return nil
	}
	for _, q := range s.Start {
		for e := range 4 {
			n := at(q.X+dx[e], q.Y+dy[e])
			if n == nil {
				continue
			}
			if (q.edges()>>e)&1 != (n.edges()>>((e+2)%4))&1 {
				return fmt.Errorf("start quarters [%d,%d] and [%d,%d] do not match on their shared edge", q.X, q.Y, n.X, n.Y)
			}
		}
	}
	return nil
}
