package catan

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
		golden(t, "TestTextMapGolden", "textmap_"+string(lang)+".txt", got)
	}
}

// golden compares got with testdata/name, or with -update writes it there.
func golden(t *testing.T, test, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the text differs from %s (go test -run %s -update):\n%s", path, test, got)
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

// pathText is what the map shows on the path between two labelled
// intersections ("23-24"): the bars between them, or the slash.
func pathText(lines []string, found map[int][]label, ends string) string {
	var v, w int
	fmt.Sscanf(ends, "%d-%d", &v, &w)
	if len(found[v]) == 0 || len(found[w]) == 0 {
		return ""
	}
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
	return string(path)
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
		if robber := lang.Pick("#5 ROB", "#5 盗賊"); !strings.Contains(text, robber) {
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
				if path := pathText(lines, found, r); path == "" || strings.Trim(path, letter) != "" {
					t.Errorf("%s: road %s of %s shows %q", lang, r, letter, path)
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
		if !strings.Contains(text, "  ?  ") || !strings.Contains(text, lang.Pick(" sea ", " 海 ")) {
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

// scenarioGame is The Unknown Island for seats players, dealt from seed
// and played at random (engine.NewRand(play) choosing whose step and which
// legal action) until stop holds, which it must within limit actions.
func scenarioGame(t *testing.T, seats int, seed, play uint64, opts map[string]string, limit int, stop func(st *State) bool) *State {
	t.Helper()
	cfg := map[string]string{"scenario": "unknown-island"}
	for k, v := range opts {
		cfg[k] = v
	}
	s, err := Game{}.New(engine.Config{Seats: seats, Seed: seed, Options: cfg})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*State)
	r := engine.NewRand(play)
	for n := 0; !stop(st); n++ {
		if n == limit || st.Over() {
			t.Fatalf("%d seats, seed %d, play %d: no position as wanted after %d actions", seats, seed, play, n)
		}
		p := st.ToMove()[r.IntN(len(st.ToMove()))]
		legal := st.Legal(p, nil)
		if err := st.Apply(p, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// frameHarbours counts the harbours laid on the frame.
func frameHarbours(st *State) int {
	n := 0
	for h := st.layout.Interior; h < len(st.layout.Hexes); h++ {
		if st.harbourKind[h] != noHarbour {
			n++
		}
	}
	return n
}

// islandGame is The Unknown Island for 6 (the 67-hex board) in island
// building, as soon as a harbour chip lies on the frame: start islands
// built and to build, start hexes, the supply and what players hold.
func islandGame(t *testing.T) *State {
	return scenarioGame(t, 6, 1, 3, nil, 500, func(st *State) bool { return st.step == stepIsland && frameHarbours(st) > 0 })
}

// voyageGame is The Unknown Island for 4 in play, at the first moment the
// robber is on the board, the pirate blocks a harbour tile still waiting
// for land, and a ship was built this turn.
func voyageGame(t *testing.T) *State {
	return scenarioGame(t, 4, 22, 22, nil, 2000, func(st *State) bool {
		if st.step != stepMain || st.robber == noHex || st.pirate == noHex || st.harbourKind[st.pirate] == noHarbour ||
			st.harbourSide[st.pirate] >= 0 || st.newShips.empty() {
			return false
		}
		return true
	})
}

// The views of a scenario game in island building and in play, to the
// player to move, map, legend and lines below, in each language, are
// testdata/textmap_unknown_<island|voyage>_<lang>.txt (go test -run
// TestScenarioMapGolden -update rewrites them).
func TestScenarioMapGolden(t *testing.T) {
	for name, game := range map[string]func(*testing.T) *State{"island": islandGame, "voyage": voyageGame} {
		st := game(t)
		for _, lang := range engine.Langs {
			v := st.View(st.ToMove()[0]).(*View)
			got := v.Text(lang)
			if !strings.HasPrefix(got, textMap(v, lang)) {
				t.Errorf("%s, %s: the view's text does not begin with the map", name, lang)
			}
			golden(t, "TestScenarioMapGolden", "textmap_unknown_"+name+"_"+string(lang)+".txt", got)
		}
	}
}

// cells returns the display columns from..to (inclusive) of a line.
func cells(line string, from, to int) string {
	var b strings.Builder
	w := 0
	for _, r := range line {
		if w >= from && w <= to {
			b.WriteRune(r)
		}
		w += engine.Width(string(r))
	}
	return b.String()
}

// drawnBoard is a map read back: its lines, the intersections' labels,
// and where a board point [x, y] lies on it (the columns to a half hex
// found from the labels of intersections 1 and 2).
type drawnBoard struct {
	lines      []string
	found      map[int][]label
	row0, col0 int
	cols       int
}

func readMap(t *testing.T, b *Board, lines []string) *drawnBoard {
	t.Helper()
	d := &drawnBoard{lines: lines, found: labels(t, lines)}
	one, two := d.found[1], d.found[2]
	if len(one) != 1 || len(two) != 1 {
		t.Fatalf("intersections 1 and 2 labelled %d and %d times", len(one), len(two))
	}
	p, q := b.VertexXY[0], b.VertexXY[1]
	d.cols = (two[0].col - one[0].col) / (q[0] - p[0])
	d.row0, d.col0 = one[0].row-mapRows*p[1], one[0].col-d.cols*p[0]
	return d
}

// hexRows returns the three content rows of hex [q, r] on the map, inside
// its sides, without the spaces around.
func (d *drawnBoard) hexRows(q, r int) [3]string {
	row, col := d.row0+mapRows*3*r, d.col0+d.cols*(2*q+r)
	var out [3]string
	for i := range out {
		if at := row - 1 + i; at >= 0 && at < len(d.lines) {
			out[i] = strings.TrimSpace(cells(d.lines[at], col-d.cols+1, col+d.cols-1))
		}
	}
	return out
}

// hasWord reports whether text holds word between spaces.
func hasWord(text, word string) bool { return slices.Contains(strings.Fields(text), word) }

// checkScenarioMap checks the map of v (st's view) in lang: it fits its
// width; every intersection is labelled once; each hex shows its number
// (or the robber or pirate in its place) and start island owner, its
// terrain ("?" face down), its chip, its harbour's kind (in brackets when
// blocked) over the intersections it serves; ships mark their paths in
// lower case; every hex a legal action names is numbered, frame hexes too.
func checkScenarioMap(t *testing.T, st *State, v *View, lang engine.Lang, text string) {
	t.Helper()
	b := st.board()
	lines, rest := mapOf(t, text)
	width := 80
	if b.Interior > 53 {
		width = 100
	}
	legend := slices.IndexFunc(rest, func(line string) bool { return strings.HasPrefix(line, "R ") })
	for _, line := range slices.Concat(lines, rest[:legend+1]) {
		if engine.Width(line) > width {
			t.Fatalf("%s, %s: a line of %d columns: %q", b.Name, lang, engine.Width(line), line)
		}
	}
	d := readMap(t, b, lines)
	for n := 1; n <= b.Vertices(); n++ {
		if len(d.found[n]) != 1 {
			t.Fatalf("%s, %s: intersection %d labelled %d times in\n%s", b.Name, lang, n, len(d.found[n]), text)
		}
	}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s, %s, step %s: %s in\n%s", b.Name, lang, v.Step, fmt.Sprintf(format, args...), text)
	}
	for _, h := range v.Hexes {
		rows := d.hexRows(h.Q, h.R)
		number := "#" + strconv.Itoa(h.Hex)
		switch {
		case h.Hex == v.Pirate && !hasWord(rows[0], lang.Pick("PIR", "海賊")):
			fail("the pirate is not on hex %d: %q", h.Hex, rows[0])
		case h.Hex == v.Robber && !hasWord(rows[0], lang.Pick("ROB", "盗賊")):
			fail("the robber is not on hex %d: %q", h.Hex, rows[0])
		case h.Hex != v.Pirate && h.Hex != v.Robber && !hasWord(rows[0], number):
			fail("hex %d shows %q", h.Hex, rows[0])
		}
		if h.Island >= 0 && !strings.HasSuffix(rows[0], string(seatLetters[h.Island])) {
			fail("hex %d of %s's island shows %q", h.Hex, engine.SeatColour(engine.Seat(h.Island), lang), rows[0])
		}
		if s := slices.Index(v.Starts, h.Hex); s >= 0 && h.Terrain == "none" &&
			(!strings.HasSuffix(rows[0], string(seatLetters[s])) || rows[1] != lang.Pick("start", "開始")) {
			fail("start hex %d shows %q", h.Hex, rows)
		}
		hb := harbourOn(v, h.Hex)
		switch {
		case h.Terrain == "hidden" && rows[1] != "?":
			fail("face-down hex %d shows %q", h.Hex, rows[1])
		case h.Terrain == "none" && slices.Index(v.Starts, h.Hex) < 0 && rows[1]+rows[2] != "":
			fail("hex %d with no tile shows %q", h.Hex, rows)
		case hb != nil:
			checkHarbourRows(t, hb, rows, lang, fail)
		case h.Terrain == "sea" && rows[1] != lang.Pick("sea", "海"):
			fail("sea hex %d shows %q", h.Hex, rows[1])
		}
		if l, ok := terrainLabels[h.Terrain]; ok && h.Terrain != "sea" && rows[1] != l[0].In(lang) && rows[1] != l[1].In(lang) {
			fail("hex %d of %s shows %q", h.Hex, h.Terrain, rows[1])
		}
		if h.Number > 0 && !strings.Contains(rows[2], strconv.Itoa(h.Number)) {
			fail("hex %d's chip %d shows %q", h.Hex, h.Number, rows[2])
		}
	}
	for _, h := range v.Frame {
		if hb := harbourOn(v, h.Hex); hb != nil {
			rows := d.hexRows(h.Q, h.R)
			if rows[0] != "#"+strconv.Itoa(h.Hex) {
				fail("frame hex %d with a harbour shows %q", h.Hex, rows[0])
			}
			checkHarbourRows(t, hb, rows, lang, fail)
		}
	}
	// The hexes legal actions name are numbered; the frame's on the row
	// of their centre.
	named := map[int]bool{}
	for _, s := range st.ToMove() {
		for _, a := range st.Legal(s, nil) {
			x, y := argsOf(a)
			switch kindOf(a) {
			case kindRobber, kindPirate, kindOrient, kindPlaceHarbour:
				named[x] = true
			case kindPlaceTile, kindPlaceChip:
				named[y] = true
			case kindBuyHarbour:
				source, _, target, _ := buyArgs(a)
				named[target] = true
				if source < MaxHexes {
					named[source] = true
				}
			}
		}
	}
	for h := range named {
		q, r := b.Hexes[h][0], b.Hexes[h][1]
		rows := d.hexRows(q, r)
		if !slices.ContainsFunc(rows[:], func(s string) bool { return hasWord(s, "#"+strconv.Itoa(h+1)) }) {
			fail("hex %d, which an action names, shows %q", h+1, rows)
		}
	}
	// Nothing written over a path: each shows its mark or a seat's letter.
	for _, name := range b.edgeNames {
		path := pathText(lines, d.found, name)
		if mark := path[:1]; strings.Trim(path, mark) != "" || !strings.ContainsAny(mark, "|/\\RBYGPNrbygpn") {
			fail("path %s shows %q", name, path)
		}
	}
	for _, p := range v.Players {
		letter := strings.ToLower(string(seatLetters[p.Seat]))
		for _, s := range p.Ships {
			if path := pathText(lines, d.found, s); path == "" || strings.Trim(path, letter) != "" {
				fail("ship %s of %s shows %q", s, letter, path)
			}
		}
	}
}

// checkHarbourRows checks a harbour's kind (in brackets when blocked) and
// the intersections it serves in its hex's rows.
func checkHarbourRows(t *testing.T, hb *viewHarbour, rows [3]string, lang engine.Lang, fail func(string, ...any)) {
	t.Helper()
	kind := rows[1]
	if hb.Blocked {
		if !strings.HasPrefix(kind, "[") || !strings.HasSuffix(kind, "]") {
			fail("blocked harbour on %d shows %q", hb.Hex, kind)
		}
		kind = strings.Trim(kind, "[]")
	}
	if name := harbourText(hb.Kind, lang); kind != name && kind != shortHarbourNames[name] {
		fail("harbour %s on %d shows %q", hb.Kind, hb.Hex, kind)
	}
	if at := harbourAtText(hb); rows[2] != at {
		fail("harbour on %d at %v shows %q", hb.Hex, hb.At, rows[2])
	}
}

// Random games of The Unknown Island on every board, in shima's readings
// and the others, show on the map what checkScenarioMap checks, at every
// step from the selection phase on, to the player to move and to
// spectators; the lines below show each of the scenario's parts.
func TestScenarioMapShowsEverything(t *testing.T) {
	shown := map[string]int{}
	for i, game := range []struct {
		seats int
		opts  map[string]string
	}{
		{3, nil}, {3, map[string]string{"frame3": "46"}}, {4, nil}, {5, nil}, {6, nil},
		{4, map[string]string{"pirate": "current", "island": "loose", "harbours": "buy", "numbers": "split"}},
		{6, map[string]string{"harbours": "buy", "gold_bonus": "none", "golds": "swapped"}},
	} {
		seed := uint64(i + 1)
		n := 0
		scenarioGame(t, game.seats, seed, seed, game.opts, 2000, func(st *State) bool {
			n++
			if n%13 == 0 || st.step <= stepSetupRoad || st.step == stepOrient || st.step == stepGold || st.step == stepSteal {
				s := st.ToMove()[0]
				if n%4 == 0 {
					s = engine.Spectator
				}
				v := st.View(s).(*View)
				lang := engine.Langs[n/2%len(engine.Langs)]
				text := v.Text(lang)
				checkScenarioMap(t, st, v, lang, text)
				checkScenarioLines(t, v, lang, text, shown)
			}
			return st.Over() || n == 2000
		})
	}
	for _, part := range []string{"supply", "held", "face down", "offer", "gold", "theft", "rates", "ships", "frame harbour", "blocked", "waiting"} {
		if shown[part] == 0 {
			t.Errorf("no view showed %s", part)
		}
	}
}

// checkScenarioLines checks that the lines below the map show the
// scenario's parts the view holds, counting them in shown.
func checkScenarioLines(t *testing.T, v *View, lang engine.Lang, text string, shown map[string]int) {
	t.Helper()
	want := func(part string, ok bool, line string) {
		t.Helper()
		if !ok {
			return
		}
		shown[part]++
		if !strings.Contains(text, line) {
			t.Fatalf("%s: %s: no %q in\n%s", lang, part, line, text)
		}
	}
	name := func(s engine.Seat) string { return engine.SeatColour(s, lang) }
	want("supply", v.Supply != nil, lang.Pick("\nsupply: ", "\nストック: "))
	for _, p := range v.Players {
		held := p.Held != nil && (len(p.Held.Tiles) > 0 || len(p.Held.Chips) > 0 || p.Held.Harbour != "")
		want("held", held, lang.Pick("\n"+name(p.Seat)+" holds ", "\n"+name(p.Seat)+"の手元: "))
		want("gold", p.Gold > 0, fmt.Sprintf(lang.Pick("\n%s chooses %d resources", "\n%sは砂金川の資源を%d枚"), name(p.Seat), p.Gold))
		want("ships", len(p.Ships) > 0, fmt.Sprintf(lang.Pick(", ships %v", "、船%v"), p.Ships))
	}
	if v.FaceDown != nil {
		want("face down", true, lang.Pick("\nface down: ", "\n裏向き: "))
		want("face down", true, lang.Pick("\nin the bag: ", "\n袋の数字チップ: "))
	}
	if tr := v.Trade; tr != nil {
		want("offer", len(tr.To) > 0, lang.Pick("\n"+name(tr.From)+" offers ", "\n"+name(tr.From)+"の申し出: "))
		want("offer", len(tr.To) == 0, lang.Pick("\n"+name(tr.From)+" composes an offer", "\n"+name(tr.From)+"が申し出を作成中"))
	}
	if s := v.Stolen; s != nil {
		want("theft", true, lang.Pick("\nlast theft: "+name(s.Thief)+" took 1 ", "\n直前の略奪: "+name(s.Thief)+"が"+name(s.Victim)+"から"))
	}
	want("rates", v.Rates != nil, lang.Pick("\nyour rates with the bank: ", "\n銀行との交換: "))
	for _, hb := range v.Harbours {
		if hb.Hex > len(v.Hexes) {
			shown["frame harbour"]++
		}
		if hb.Blocked {
			shown["blocked"]++
		}
		if len(hb.At) == 0 {
			shown["waiting"]++
		}
	}
}
