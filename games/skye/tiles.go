package skye

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"shima/internal/squaretile"
)

// Terrain is the land of a tile side or region: pasture (牧場), mountain (山)
// or water (水).
type Terrain uint8

// The terrains.
const (
	Pasture Terrain = iota
	Mountain
	Water
	terrains
)

var terrainNames = [terrains]string{"pasture", "mountain", "water"}

func (t Terrain) String() string { return terrainNames[t] }

// Object is a symbol printed on a landscape tile: whisky barrel (ウイスキー
// バレル), sheep (羊), cattle (牛), farm (農場), broch (ブロック, round
// tower), lighthouse (灯台) or ship (船).
type Object uint8

// The objects. Whisky sits on a road; the others in a terrain region.
const (
	Whisky Object = iota
	Sheep
	Cattle
	Farm
	Broch
	Lighthouse
	Ship
	objects
	noObject Object = 255
)

var objectNames = [objects]string{"whisky", "sheep", "cattle", "farm", "broch", "lighthouse", "ship"}

func (o Object) String() string { return objectNames[o] }

// Region is one terrain area printed on a tile: the sides it reaches (bit e
// for side e; none for a lake, hill or meadow wholly inside the tile), whether
// it covers the tile's centre, the objects in it and the scroll (巻物) lying
// in it, if any.
type Region struct {
	Terrain Terrain
	Sides   uint8
	Centre  bool
	Objects [objects]int8 // never whisky: barrels sit on roads
	Scroll  Object        // the object the scroll counts, or noObject
}

// Road is one road network printed on a tile: the sides it reaches and the
// whisky barrels standing on it.
type Road struct {
	Sides  uint8
	Whisky int8
}

// Tile is a landscape tile (風景タイル) or the castle tile as printed,
// north up.
type Tile struct {
	ID      int // 1-73; 0 for the castle
	Sides   [4]Terrain
	Roads   []Road
	Regions []Region
	Objects [objects]int8 // totals over the tile, whisky included
	Scroll  Object        // the tile's scroll, or noObject
}

// Set is the tile set: the castle tile every player starts with and the 73
// landscape tiles.
type Set struct {
	Castle Tile
	Tiles  []Tile // Tiles[i].ID == i+1
}

//go:embed data/tiles.json
var tilesJSON []byte

// tileSet is the set every game uses: the embedded data/tiles.json.
var tileSet = mustParse(parseSet, tilesJSON, "data/tiles.json")

func mustParse[T any](parse func([]byte) (T, error), data []byte, name string) T {
	v, err := parse(data)
	if err != nil {
		panic("skye: " + name + ": " + err.Error())
	}
	return v
}

// fileTile is a tile in the JSON form of TILES.md.
type fileTile struct {
	ID    int    `json:"id"`
	Sides string `json:"sides"`
	Roads []struct {
		Sides  string `json:"sides"`
		Whisky int8   `json:"whisky"`
	} `json:"roads"`
	Regions []struct {
		Terrain    string `json:"terrain"`
		Sides      string `json:"sides"`
		Centre     bool   `json:"centre"`
		Sheep      int8   `json:"sheep"`
		Cattle     int8   `json:"cattle"`
		Farm       int8   `json:"farm"`
		Broch      int8   `json:"broch"`
		Lighthouse int8   `json:"lighthouse"`
		Ship       int8   `json:"ship"`
		Scroll     string `json:"scroll"`
	} `json:"regions"`
}

// parseSet reads and checks the tile set.
func parseSet(data []byte) (*Set, error) {
	var f struct {
		About  string     `json:"about"`
		Source string     `json:"source"`
		Castle fileTile   `json:"castle"`
		Tiles  []fileTile `json:"tiles"`
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}
	if len(f.Tiles) != TileCount {
		return nil, fmt.Errorf("%d tiles, want %d", len(f.Tiles), TileCount)
	}
	set := &Set{}
	var err error
	if set.Castle, err = parseTile(f.Castle); err != nil {
		return nil, fmt.Errorf("castle: %w", err)
	}
	for i, ft := range f.Tiles {
		if ft.ID != i+1 {
			return nil, fmt.Errorf("tile %d has id %d: ids run 1-%d in order", i+1, ft.ID, TileCount)
		}
		t, err := parseTile(ft)
		if err != nil {
			return nil, fmt.Errorf("tile %d: %w", ft.ID, err)
		}
		set.Tiles = append(set.Tiles, t)
	}
	return set, nil
}

func terrainNamed(name string) (Terrain, bool) {
	for t, n := range terrainNames {
		if n == name || len(name) == 1 && n[0] == name[0] {
			return Terrain(t), true
		}
	}
	return 0, false
}

func objectNamed(name string) (Object, bool) {
	for o, n := range objectNames {
		if n == name {
			return Object(o), true
		}
	}
	return noObject, false
}

// parseTile reads one tile and checks that its parts agree: every side lies
// in exactly one region of its terrain, one region covers the centre, roads
// do not share sides, scrolls count a known object.
func parseTile(ft fileTile) (Tile, error) {
	t := Tile{ID: ft.ID, Scroll: noObject}
	if len(ft.Sides) != 4 {
		return t, fmt.Errorf("sides %q: four terrain letters (p, m, w) for N, E, S, W", ft.Sides)
	}
	for e := range 4 {
		tr, ok := terrainNamed(ft.Sides[e : e+1])
		if !ok {
			return t, fmt.Errorf("sides %q: %q is not p, m or w", ft.Sides, ft.Sides[e])
		}
		t.Sides[e] = tr
	}
	if len(ft.Roads) > MaxRoads {
		return t, fmt.Errorf("%d roads, at most %d", len(ft.Roads), MaxRoads)
	}
	var roaded uint8
	for _, fr := range ft.Roads {
		m, err := squaretile.Parse(fr.Sides)
		if err != nil || m == 0 || m&roaded != 0 {
			return t, fmt.Errorf("road %q: a road reaches one or more sides, no side twice", fr.Sides)
		}
		roaded |= m
		t.Roads = append(t.Roads, Road{Sides: m, Whisky: fr.Whisky})
		t.Objects[Whisky] += fr.Whisky
	}
	if len(ft.Regions) == 0 || len(ft.Regions) > MaxRegions {
		return t, fmt.Errorf("%d regions, want 1-%d", len(ft.Regions), MaxRegions)
	}
	var covered uint8
	centres := 0
	for _, fr := range ft.Regions {
		tr, ok := terrainNamed(fr.Terrain)
		m, err := squaretile.Parse(fr.Sides)
		if !ok || err != nil || m&covered != 0 {
			return t, fmt.Errorf("region %s %q: a terrain and sides no other region has", fr.Terrain, fr.Sides)
		}
		for e := range 4 {
			if m&(1<<e) != 0 && t.Sides[e] != tr {
				return t, fmt.Errorf("region %s %q reaches side %c of another terrain", fr.Terrain, fr.Sides, squaretile.Letters[e])
			}
		}
		if m == 0 && !fr.Centre {
			return t, fmt.Errorf("region %s reaches no side, so it must cover the centre", fr.Terrain)
		}
		covered |= m
		r := Region{Terrain: tr, Sides: m, Centre: fr.Centre, Scroll: noObject}
		r.Objects = [objects]int8{0, fr.Sheep, fr.Cattle, fr.Farm, fr.Broch, fr.Lighthouse, fr.Ship}
		if fr.Centre {
			centres++
		}
		if fr.Scroll != "" {
			o, ok := objectNamed(fr.Scroll)
			if !ok || t.Scroll != noObject {
				return t, fmt.Errorf("scroll %q: one scroll at most, counting one of %v", fr.Scroll, objectNames)
			}
			r.Scroll, t.Scroll = o, o
		}
		for o, n := range r.Objects {
			t.Objects[o] += n
		}
		t.Regions = append(t.Regions, r)
	}
	if covered != 0xf || centres != 1 {
		return t, fmt.Errorf("every side must lie in a region and one region must cover the centre")
	}
	return t, nil
}
