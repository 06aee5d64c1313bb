package spiritisland

import (
	"encoding/json"
	"os"
	"testing"
)

// TestBoardShapes checks data/board-shapes.json, the designed drawing of the
// boards: every land of every board has a polygon with its vertices
// clockwise on screen, the lands of a board cover its rhombus, lands
// adjacent on a board share an edge segment, and lands that are not share
// no point.
func TestBoardShapes(t *testing.T) {
	data, err := os.ReadFile("data/board-shapes.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Corners map[string][2]float64     `json:"corners"`
		Boards  map[string][][][2]float64 `json:"boards"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	// area is a polygon's area, positive when its vertices run clockwise
	// with y down.
	area := func(p [][2]float64) float64 {
		var a float64
		for i := range p {
			q := p[(i+1)%len(p)]
			a += p[i][0]*q[1] - q[0]*p[i][1]
		}
		return a / 2
	}
	type segment [2][2]float64
	segments := func(p [][2]float64) map[segment]bool {
		s := map[segment]bool{}
		for i := range p {
			a, b := p[i], p[(i+1)%len(p)]
			if b[0] < a[0] || b[0] == a[0] && b[1] < a[1] {
				a, b = b, a
			}
			s[segment{a, b}] = true
		}
		return s
	}
	c := doc.Corners
	rhombus := area([][2]float64{c["c3"], c["c2"], c["c1"], c["c0"]})
	for i := range MaxBoards {
		letter := string(rune('A' + i))
		polys := doc.Boards[letter]
		if len(polys) != BoardLands {
			t.Errorf("board %s: %d polygons, want %d", letter, len(polys), BoardLands)
			continue
		}
		var total float64
		for n, p := range polys {
			if len(p) < 3 || area(p) <= 0 {
				t.Errorf("%s%d: polygon %v is empty or runs anticlockwise", letter, n, p)
			}
			if n > 0 {
				total += area(p)
			}
		}
		if total < rhombus-0.1 || total > rhombus+0.1 {
			t.Errorf("board %s: lands cover %.2f, the board %.2f", letter, total, rhombus)
		}
		spec := &islandBoards[i]
		for n := range BoardLands {
			for m := n + 1; m < BoardLands; m++ {
				adjacent := spec.adjacent[n]&(1<<m) != 0
				shared := false
				sm := segments(polys[m])
				for s := range segments(polys[n]) {
					shared = shared || sm[s]
				}
				touch := false
				for _, a := range polys[n] {
					for _, b := range polys[m] {
						touch = touch || a == b
					}
				}
				if adjacent && !shared {
					t.Errorf("%s%d and %s%d are adjacent but share no edge", letter, n, letter, m)
				}
				if !adjacent && touch {
					t.Errorf("%s%d and %s%d are not adjacent but touch", letter, n, letter, m)
				}
			}
		}
	}
}
