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
	Harbours []Harbour // where the harbours lie, with their kinds on a fixed board
	Terrains []Terrain // the terrain tiles a random set-up deals
	Numbers  []int8    // the number chips a random set-up deals
	Kinds    []int8    // the harbour kinds a random set-up deals
}

// Harbour is a harbour on the frame: the two intersections it serves and its kind.
type Harbour struct {
	Vertices [2]int
	Kind     int8
}

// layouts are the boards of data/boards.json by name.
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
	return out
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
		// The land hex's side facing back is the opposite direction.
		e := b.HexEdges[land][(h.Side+3)%6]
		kind, ok := harbourByKey(h.Kind)
		if !ok {
			return nil, fmt.Errorf("board %s: no harbour kind %q", name, h.Kind)
		}
		l.Harbours = append(l.Harbours, Harbour{Vertices: b.EdgeVertices[e], Kind: kind})
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
