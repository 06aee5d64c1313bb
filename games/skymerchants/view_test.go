package skymerchants

import (
	"fmt"
	"strings"
	"testing"

	"shima/engine"
)

// cellOf cuts the cell at (x, y) out of a view's text: its cellH rows.
func cellOf(t *testing.T, text string, x, y int) []string {
	t.Helper()
	lines := strings.Split(text, "\n")
	var minX int
	if _, err := fmt.Sscanf(strings.TrimSpace(lines[1]), "x%d", &minX); err != nil {
		t.Fatalf("no x labels: %q", lines[1])
	}
	for i, l := range lines {
		if strings.HasPrefix(l, fmt.Sprintf("y%-4d", y)) {
			var cell []string
			for _, row := range lines[i-cellH/2 : i+cellH/2+1] {
				r := []rune(row + strings.Repeat(" ", 400))[5+cellW*(x-minX):]
				cell = append(cell, strings.TrimRight(string(r[:cellW]), " "))
			}
			return cell
		}
	}
	t.Fatalf("no row y%d in\n%s", y, text)
	return nil
}

// The map tells a tile with two islands from one island crossing it, draws
// islets, shows each part's house in full, and labels the empty cells where
// a tile may go.
func TestMapShowsIslandPartsAndCells(t *testing.T) {
	st := bare(t)
	lay(t, st, straight, 0, 0, 0)        // tile 17: one island, N to S
	lay(t, st, twoNS, 0, -1, 0)          // tile 26: two islands, N and S
	lay(t, st, isletOnly, 1, 0, 0)       // tile 37: an islet
	lay(t, st, isletOnly+2, -1, 0, 0)    // tile 39: a cape N and an islet
	house(st, 1, 0, 0, true, true)       // seat 2's towered harbour house on tile 17
	p := &st.placed[st.slotAt(0, -1)]    // tile 26
	p.house = [MaxRegions]int8{2, 0, -1} // seat 3 on its N island, seat 1 on its S
	p.harbour, p.tower = 1, 2
	st.placed[st.slotAt(-1, 0)].house[1] = 2 // seat 3 on tile 39's islet
	st.hands[0][0] = capeN - 1
	for _, lang := range engine.Langs {
		text := st.View(0).Text(lang)
		for _, c := range []struct {
			x, y int
			want []string
		}{
			{0, 0, []string{"·    ▓▓▓    ·", " W NS 2th", "", "", "·    ▓▓▓    ·"}},
			{0, -1, []string{"·    ▓▓▓    ·", " R 1:N 3h", "   2:S 1t", "", "·    ▓▓▓    ·"}},
			{1, 0, []string{"·           ·", " R o", "", "", "·           ·"}},
			{-1, 0, []string{"·    ▓▓▓    ·", " B 1:N", "   2:o 3", "", "·           ·"}},
			{-2, 0, []string{"", "", "    -2,0", "", ""}},
		} {
			got := cellOf(t, text, c.x, c.y)
			for i := range got {
				if strings.TrimRight(got[i], " ") != strings.TrimRight(c.want[i], " ") {
					t.Fatalf("%s: cell %d,%d is\n%s\nwant\n%s\nin\n%s", lang, c.x, c.y, strings.Join(got, "\n"), strings.Join(c.want, "\n"), text)
				}
			}
		}
		// Every cell where a tile may go is labelled and shows its x,y.
		for _, a := range st.Legal(0, nil) {
			_, x, y, _ := placeOf(a)
			if cell := strings.Join(cellOf(t, text, x, y), "\n"); !strings.Contains(cell, fmt.Sprintf("%d,%d", x, y)) {
				t.Errorf("%s: the legal cell %d,%d shows\n%s", lang, x, y, cell)
			}
		}
		if !strings.Contains(text, mapLegend.In(lang)) {
			t.Errorf("%s: no legend", lang)
		}
	}
}
