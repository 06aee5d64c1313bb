package catan

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
)

// boardData is data/boards.json: the base game's boards (its schema is in
// the file).
//
//go:embed data/boards.json
var boardData []byte

// layoutJSON is one board of data/boards.json.
type layoutJSON struct {
	Interior [][2]int       `json:"interior"`
	Hexes    []hexJSON      `json:"hexes"`
	Harbours []harbourJSON  `json:"harbours"`
	Terrains map[string]int `json:"terrains"`
	Numbers  []int8         `json:"numbers"`
	Kinds    map[string]int `json:"harbour_kinds"`
}

// hexJSON is a fixed board's hex: ["hills", 6].
type hexJSON struct {
	Terrain string
	Number  int8
}

func (h *hexJSON) UnmarshalJSON(data []byte) error {
	pair := []any{&h.Terrain, &h.Number}
	return json.Unmarshal(data, &pair)
}

type harbourJSON struct {
	Hex  [2]int `json:"hex"`
	Side int    `json:"side"`
	Kind string `json:"kind"`
}

// Layout is a board with the pieces a set-up deals onto it.
type Layout struct {
	*Board
	Fixed    []Terrain // a fixed board's terrains by interior hex; nil when dealt at random
	Chips    []int8    // a fixed board's number chips by interior hex (0 for none)
	Harbours []Harbour // where the base game's harbours lie, with their kinds on a fixed board
	Terrains []Terrain // the terrain tiles a random set-up deals
	Numbers  []int8    // the number chips a random set-up deals (or, in the scenario, the supply's)
	Kinds    []int8    // the harbour kinds a random set-up deals

	// The Unknown Island: each seat's start, and the supply beside the board.
	Starts       []Start
	Tiles        [terrains]int8
	HarbourTiles [harbourKinds]int8
	HarbourChips [harbourKinds]int8
}

// Harbour is a harbour on the frame: the frame hex it lies on, the side
// facing the land (whose two intersections it serves), and its kind.
type Harbour struct {
	Hex, Side int
	Kind      int8
}

// Start is where a seat builds its start island: its first tile goes on
// Anchor, the others (in the strict reading) on the hexes around it.
type Start struct {
	Anchor int
}

// layouts are the boards of data/boards.json and data/unknown-island.json
// by name.
var layouts = mustLayouts()

func mustLayouts() map[string]*Layout {
	var doc struct {
		Boards map[string]layoutJSON `json:"boards"`
	}
	dec := json.NewDecoder(bytes.NewReader(boardData))
	if err := dec.Decode(&doc); err != nil {
		panic(fmt.Sprintf("catan: data/boards.json: %v", err))
	}
	out := map[string]*Layout{}
	for name, lj := range doc.Boards {
		l, err := lj.layout(name)
		if err != nil {
			panic(fmt.Sprintf("catan: data/boards.json: %v", err))
		}
		out[name] = l
	}
	if err := unknownLayouts(out); err != nil {
		panic(fmt.Sprintf("catan: data/unknown-island.json: %v", err))
	}
	return out
}

// unknownLayouts adds The Unknown Island's frames of
// data/unknown-island.json (its schema is in the file) to out.
func unknownLayouts(out map[string]*Layout) error {
	var doc struct {
		Designed string          `json:"DESIGNED"`
		Schema   json.RawMessage `json:"schema"`
		Layouts  map[string]struct {
			Interior [][2]int `json:"interior"`
			Starts   []struct {
				Anchor [2]int   `json:"anchor"`
				Zone   [][2]int `json:"zone"`
			} `json:"starts"`
		} `json:"layouts"`
		Supplies map[string]struct {
			Tiles    map[string]int8 `json:"tiles"`
			Harbours map[string]int8 `json:"harbours"`
			Chips    map[string]int8 `json:"harbour_chips"`
			Numbers  []int8          `json:"numbers"`
		} `json:"supplies"`
	}
	dec := json.NewDecoder(bytes.NewReader(unknownData))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return err
	}
	for name, lj := range doc.Layouts {
		b, err := NewBoard(name, lj.Interior, frameOf(lj.Interior))
		if err != nil {
			return err
		}
		sup, ok := doc.Supplies[name]
		if !ok {
			return fmt.Errorf("layout %s has no supply", name)
		}
		l := &Layout{Board: b, Numbers: sup.Numbers}
		inside := func(h [2]int) (int, error) {
			i := b.HexAt(h[0], h[1])
			if i < 0 || i >= b.Interior {
				return 0, fmt.Errorf("layout %s: hex %v is not inside the frame", name, h)
			}
			return i, nil
		}
		for _, sj := range lj.Starts {
			a, err := inside(sj.Anchor)
			if err != nil {
				return err
			}
			// The zone the data lists is the start hex's neighbours inside the frame.
			var zone []int
			for _, z := range sj.Zone {
				i, err := inside(z)
				if err != nil {
					return err
				}
				zone = append(zone, i)
			}
			var around []int
			for _, n := range b.HexNeighbours[a] {
				if n >= 0 && n < b.Interior {
					around = append(around, n)
				}
			}
			slices.Sort(zone)
			slices.Sort(around)
			if !slices.Equal(zone, around) {
				return fmt.Errorf("layout %s: the zone of %v is not the hexes around it", name, sj.Anchor)
			}
			l.Starts = append(l.Starts, Start{Anchor: a})
		}
		total := 0
		for key, n := range sup.Tiles {
			t, ok := terrainByKey(key)
			if !ok {
				return fmt.Errorf("layout %s: no terrain %q", name, key)
			}
			l.Tiles[t] = n
			total += int(n)
		}
		for _, kinds := range []struct {
			from map[string]int8
			to   *[harbourKinds]int8
		}{{sup.Harbours, &l.HarbourTiles}, {sup.Chips, &l.HarbourChips}} {
			for key, n := range kinds.from {
				k, ok := harbourByKey(key)
				if !ok {
					return fmt.Errorf("layout %s: no harbour kind %q", name, key)
				}
				kinds.to[k] = n
			}
		}
		for _, n := range l.HarbourTiles {
			total += int(n)
		}
		if total != b.Interior {
			return fmt.Errorf("layout %s: %d tiles for %d hexes", name, total, b.Interior)
		}
		out[name] = l
	}
	return nil
}

func (lj layoutJSON) layout(name string) (*Layout, error) {
	b, err := NewBoard(name, lj.Interior, frameOf(lj.Interior))
	if err != nil {
		return nil, err
	}
	l := &Layout{Board: b}
	if len(lj.Hexes) > 0 {
		if len(lj.Hexes) != b.Interior {
			return nil, fmt.Errorf("board %s: %d hexes for %d interior hexes", name, len(lj.Hexes), b.Interior)
		}
		// The hexes are listed in reading order, as the board numbers them.
		for _, h := range lj.Hexes {
			t, ok := terrainByKey(h.Terrain)
			if !ok {
				return nil, fmt.Errorf("board %s: no terrain %q", name, h.Terrain)
			}
			l.Fixed = append(l.Fixed, t)
			l.Chips = append(l.Chips, h.Number)
		}
	}
	for _, h := range lj.Harbours {
		at := b.HexAt(h.Hex[0], h.Hex[1])
		if at < b.Interior || h.Side < 0 || h.Side > 5 {
			return nil, fmt.Errorf("board %s: harbour %v is not on the frame", name, h.Hex)
		}
		d := hexDir[h.Side]
		land := b.HexAt(h.Hex[0]+d[0], h.Hex[1]+d[1])
		if land < 0 || land >= b.Interior {
			return nil, fmt.Errorf("board %s: harbour %v faces no land on side %d", name, h.Hex, h.Side)
		}
		kind, ok := harbourByKey(h.Kind)
		if !ok {
			return nil, fmt.Errorf("board %s: no harbour kind %q", name, h.Kind)
		}
		l.Harbours = append(l.Harbours, Harbour{Hex: at, Side: h.Side, Kind: kind})
	}
	for _, key := range terrainKeys {
		t, _ := terrainByKey(key)
		for range lj.Terrains[key] {
			l.Terrains = append(l.Terrains, t)
		}
	}
	l.Numbers = slices.Clone(lj.Numbers)
	for _, key := range harbourKeys {
		k, _ := harbourByKey(key)
		for range lj.Kinds[key] {
			l.Kinds = append(l.Kinds, k)
		}
	}
	if len(l.Terrains) != b.Interior || len(l.Kinds) != len(l.Harbours) {
		return nil, fmt.Errorf("board %s: %d terrains for %d hexes, %d harbour kinds for %d harbours",
			name, len(l.Terrains), b.Interior, len(l.Kinds), len(l.Harbours))
	}
	return l, nil
}

// frameOf is the ring of hexes next to the interior and not in it.
func frameOf(interior [][2]int) [][2]int {
	in := map[[2]int]bool{}
	for _, h := range interior {
		in[h] = true
	}
	var frame [][2]int
	for _, h := range interior {
		for _, d := range hexDir {
			n := [2]int{h[0] + d[0], h[1] + d[1]}
			if !in[n] && !slices.Contains(frame, n) {
				frame = append(frame, n)
			}
		}
	}
	return frame
}

var harbourKeys = [...]string{"3:1", "brick", "lumber", "wool", "grain", "ore"}

func harbourByKey(key string) (int8, bool) {
	if key == "3:1" {
		return genericHarbour, true
	}
	for r, n := range resourceNames {
		if n.EN == key {
			return int8(r), true
		}
	}
	return 0, false
}

func harbourKey(kind int8) string {
	if kind == genericHarbour {
		return "3:1"
	}
	return resourceNames[kind].EN
}

func terrainByKey(key string) (Terrain, bool) {
	for t, k := range terrainKeys {
		if k == key {
			return Terrain(t), true
		}
	}
	return 0, false
}

//go:embed data/unknown-island.json
var unknownData []byte
