package catan

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"shima/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// mapGame is the beginner board for 4 after a scripted set-up, then red's
// first turn: a city, a road, and the robber moved to hex 5.
func mapGame(t *testing.T) *State {
	t.Helper()
	st := beginnerGame(t, 4)
	script := []string{
		"settle 10", "road 6-10", // red
		"settle 13", "road 13-18", // blue
		"settle 31", "road 31-37", // yellow
		"settle 16", "road 16-21", // green
		"settle 41", "road 41-46", // green
		"settle 44", "road 39-44", // yellow
		"settle 28", "road 22-28", // blue
		"settle 35", "road 35-40", // red
	}
	for _, text := range script {
		play(t, st, text)
	}
	if st.step != stepRoll || st.current != 0 {
		t.Fatalf("after the set-up: step %s, seat %d to move", stepKeys[st.step], st.current)
	}
	// Red's turn, with the cards for a city and a road.
	st.step = stepMain
	st.hand[0] = [Resources]int8{Brick: 1, Lumber: 1, Grain: 2, Ore: 3}
	for _, text := range []string{"city 10", "road 10-15"} {
		play(t, st, text)
	}
	st.robber = 4 // hex 5
	return st
}

// play applies an action given by its text for the seat to move.
func play(t *testing.T, st *State, text string) {
	t.Helper()
	a, err := st.Parse(text)
	if err == nil {
		err = st.Apply(st.ToMove()[0], a)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// The map of the beginner board after the set-up, with its legend, in each
// language, is testdata/textmap_<lang>.txt (go test -run TestTextMapGolden
// -update rewrites them); the view's text begins with it.
func TestTextMapGolden(t *testing.T) {
	st := mapGame(t)
	for _, lang := range engine.Langs {
		v := st.View(0).(*View)
		got := textMap(v, lang)
		if !strings.HasPrefix(v.Text(lang), got) {
			t.Errorf("%s: the view's text does not begin with the map", lang)
		}
		path := filepath.Join("testdata", "textmap_"+string(lang)+".txt")
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s: the map differs from %s (go test -run TestTextMapGolden -update):\n%s", lang, path, got)
		}
	}
}

// mapOf cuts a view's text in two: the map, and the legend with the
// players' lines after it.
func mapOf(t *testing.T, text string) (drawn, rest []string) {
	t.Helper()
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if strings.HasPrefix(line, "#5 ") {
			return lines[:i], lines[i:]
		}
	}
	t.Fatalf("no legend in\n%s", text)
	return nil, nil
}

// label is an intersection's label found on the map: its row, the column
// it is centred on, and the letter before its number.
type label struct {
	row, col int
	letter   string
}

var labelPattern = regexp.MustCompile(`(^|[ |/\\])([A-Za-z]?)(\d+)( \.)?`)

// labels finds the intersections' labels on a drawn map: numbers, perhaps
// after a seat's letter, between spaces or paths (a chip is a number
// followed by its dots, a hex's number follows '#', a harbour's
// intersections are joined by '-').
func labels(t *testing.T, lines []string) map[int][]label {
	t.Helper()
	found := map[int][]label{}
	for row, line := range lines {
		for _, m := range labelPattern.FindAllStringSubmatchIndex(line, -1) {
			if m[8] >= 0 || m[7] < len(line) && !strings.ContainsRune(" |/\\", rune(line[m[7]])) {
				continue
			}
			n, _ := strconv.Atoi(line[m[6]:m[7]])
			start := engine.Width(line[:m[4]])
			text := line[m[4]:m[7]]
			found[n] = append(found[n], label{row, start + len(text)/2, line[m[4]:m[5]]})
		}
	}
	return found
}

// cell returns the character at display column col of a line, or ' '.
func cell(line string, col int) rune {
	w := 0
	for _, r := range line {
		if w == col {
			return r
		}
		w += engine.Width(string(r))
	}
	return ' '
}

// Every intersection is numbered once, every land hex too; buildings show
// their owner's letter before the number (lower case a settlement, upper
// case a city), roads their owner's letter along their path; the robber
// stands on its hex; nothing is wider than 80 columns.
func TestTextMapShowsNumbersAndPieces(t *testing.T) {
	st := mapGame(t)
	b := st.board()
	for _, lang := range engine.Langs {
		v := st.View(0).(*View)
		lines, rest := mapOf(t, v.Text(lang))
		for _, line := range append(lines, rest[:4]...) {
			if engine.Width(line) > 80 {
				t.Errorf("%s: a line of %d columns: %q", lang, engine.Width(line), line)
			}
		}
		found := labels(t, lines)
		for n := 1; n <= b.Vertices(); n++ {
			if len(found[n]) != 1 {
				t.Errorf("%s: intersection %d labelled %d times", lang, n, len(found[n]))
			}
		}
		if len(found) != b.Vertices() {
			t.Errorf("%s: %d numbers look like intersections, want %d", lang, len(found), b.Vertices())
		}
		text := strings.Join(lines, "\n")
		for _, h := range v.Hexes {
			if c := strings.Count(text, fmt.Sprintf("#%d ", h.Hex)) + strings.Count(text, fmt.Sprintf("#%d\n", h.Hex)); c != 1 {
				t.Errorf("%s: hex %d shown %d times", lang, h.Hex, c)
			}
		}
		if robber := pick(lang == engine.JA, "#5 ROB", "#5 盗賊"); !strings.Contains(text, robber) {
			t.Errorf("%s: no %q", lang, robber)
		}
		for _, p := range v.Players {
			letter := string(seatLetters[p.Seat])
			for _, n := range p.Settlements {
				if l := found[n]; len(l) != 1 || l[0].letter != strings.ToLower(letter) {
					t.Errorf("%s: settlement %d of %s shows %+v", lang, n, letter, l)
				}
			}
			for _, n := range p.Cities {
				if l := found[n]; len(l) != 1 || l[0].letter != letter {
					t.Errorf("%s: city %d of %s shows %+v", lang, n, letter, l)
				}
			}
			for _, r := range p.Roads {
				var v, w int
				fmt.Sscanf(r, "%d-%d", &v, &w)
				a, z := found[v][0], found[w][0]
				if a.row > z.row {
					a, z = z, a
				}
				var path []rune
				if a.col == z.col {
					for row := a.row + 1; row < z.row; row++ {
						path = append(path, cell(lines[row], a.col))
					}
				} else {
					path = append(path, cell(lines[(a.row+z.row)/2], (a.col+z.col)/2))
				}
				if len(path) == 0 || strings.Trim(string(path), letter) != "" {
					t.Errorf("%s: road %s of %s shows %q", lang, r, letter, string(path))
				}
			}
		}
		if !strings.Contains(rest[3], "R "+engine.SeatColour(0, lang)) {
			t.Errorf("%s: no legend for red", lang)
		}
	}
}

// The largest boards Seafarers brings, 67 hexes in rows of up to 10 with
// sea inside, fit in 100 columns, every hex and intersection numbered; a
// hex whose terrain the view does not give (face down) shows "?".
func TestTextMapOfTheLargestBoard(t *testing.T) {
	var interior [][2]int
	for r := range 7 {
		for x := r % 2; x < 20-r%2; x += 2 { // 10 hexes in the even rows, 9 in the odd
			interior = append(interior, [2]int{(x - r) / 2, r})
		}
	}
	b, err := NewBoard("widest", interior, frameOf(interior))
	if err != nil {
		t.Fatal(err)
	}
	if b.Interior != 67 {
		t.Fatalf("%d hexes", b.Interior)
	}
	v := &View{Board: b.Name, Robber: 30}
	for h := range b.Interior {
		terrain, number := terrainKeys[1+h%(len(terrainKeys)-1)], 2+h%11
		switch {
		case h%5 == 0:
			terrain, number = "sea", 0
		case h%7 == 0:
			terrain, number = "", 0
		}
		v.Hexes = append(v.Hexes, viewHex{Hex: h + 1, Q: b.Hexes[h][0], R: b.Hexes[h][1], Terrain: terrain, Number: number})
	}
	for _, lang := range engine.Langs {
		lines, _ := mapOf(t, drawMap(b, v, lang))
		for _, line := range lines {
			if engine.Width(line) > 100 {
				t.Fatalf("%s: a line of %d columns: %q", lang, engine.Width(line), line)
			}
		}
		found := labels(t, lines)
		if len(found) != b.Vertices() {
			t.Errorf("%s: %d numbers look like intersections, want %d", lang, len(found), b.Vertices())
		}
		text := strings.Join(lines, "\n")
		for h := range b.Interior {
			if c := strings.Count(text, fmt.Sprintf("#%d ", h+1)); c != 1 && h+1 != v.Robber {
				t.Errorf("%s: hex %d shown %d times", lang, h+1, c)
			}
		}
		if !strings.Contains(text, "  ?  ") || !strings.Contains(text, pick(lang == engine.JA, " sea ", " 海 ")) {
			t.Errorf("%s: no face-down hex or no sea in\n%s", lang, text)
		}
	}
}

// Every dealt board fits in 80 columns with its harbours: the base board
// with 9 columns in a hex (pips and all), the 5-6 player board with 5.
func TestTextMapFitsEveryDeal(t *testing.T) {
	for seed := range uint64(100) {
		for _, seats := range []int{4, 6} {
			s, err := Game{}.New(engine.Config{Seats: seats, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			for _, lang := range engine.Langs {
				text := textMap(s.View(engine.Spectator).(*View), lang)
				for _, line := range strings.Split(text, "\n") {
					if engine.Width(line) > 80 {
						t.Fatalf("seed %d, %d seats, %s: a line of %d columns: %q", seed, seats, lang, engine.Width(line), line)
					}
				}
				if roomy := !strings.Contains(text, "(6)"); roomy != (seats == 4) {
					t.Errorf("seed %d, %d seats, %s: 9 columns a hex %v", seed, seats, lang, roomy)
				}
			}
		}
	}
}
