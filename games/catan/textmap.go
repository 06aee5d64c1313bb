package catan

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"shima/engine"
)

// The text map draws the board on a character grid laid out from the
// board's own coordinates: a point [x, y] (x in half hex widths, y in
// quarter hex heights, as Board.VertexXY gives them) is the cell in column
// cols*x and row 2*y, where cols is 6 if the map then fits in maxMapWidth
// columns, else 4 (the 5-6 player board); The Unknown Island's boards may
// also take 5, and its 67-hex boards take 4 in up to 100 columns. A hex is
//
//	      1
//	   /     \
//	4           5      its corners: intersections, numbered as players type them
//	|  #1 ROB   |      three content rows: the hex's number (and the robber),
//	| mountains |      its terrain,
//	|  10 ...   |      its number chip with the chip's pips
//	8           9
//
// Paths are the slashes and bars between intersections; a road replaces
// its path's characters by its owner's letter, a settlement puts the letter
// in lower case before the intersection's number ("r12"), a city in upper
// case ("R12"). A harbour's kind is written over its two intersections
// ("3:1" over "1-4") beside the path it serves, on the sea's side. Where a
// hex has less room (7 or 5 columns), the terrain's name is short where it
// does not fit, the chip is in brackets without pips in 5, and the robber
// takes the hex number's place when both do not fit: it must move to
// another hex anyway.
//
// The Unknown Island (scenarioMap) adds: sea hexes inside the board, "?"
// for a face-down tile, nothing for a hex with no tile yet; the owner's
// letter after the number of a start island's hex ("#12 R"), and "start"
// on a seat's start hex while it waits for its first tile; a ship marks its
// path with its owner's letter in lower case; the pirate (PIR) as the
// robber; a harbour tile's kind inside its hex, over the two intersections
// it serves (none while it waits for land), in brackets while the pirate
// blocks it. The frame's hexes are numbered where a harbour chip may be laid
// on them or one lies there, with the chip's harbour written as a tile's.
const (
	maxMapWidth = 80
	mapRows     = 2 // rows per quarter hex height
)

// seatLetters mark each seat's pieces on the map: the initials of
// engine.SeatColours, brown taking N as blue has B.
var seatLetters = [MaxPlayers]byte{'R', 'B', 'Y', 'G', 'P', 'N'}

// terrainLabels name the terrains in a hex: in full where 9 columns allow,
// else short.
var terrainLabels = map[string][2]engine.Text{
	"sea":       {engine.T("sea", "海")},
	"desert":    {engine.T("desert", "砂漠"), engine.T("desrt", "砂漠")},
	"hills":     {engine.T("hills", "丘陵")},
	"forest":    {engine.T("forest", "森林"), engine.T("forst", "森林")},
	"pasture":   {engine.T("pasture", "牧草地"), engine.T("pastr", "牧草")},
	"fields":    {engine.T("fields", "畑"), engine.T("field", "畑")},
	"mountains": {engine.T("mountains", "山地"), engine.T("mtns", "山地")},
	"gold":      {engine.T("gold", "砂金川"), engine.T("gold", "砂金")},
}

// canvas is a character grid that grows in every direction. A wide
// character takes its cell and the next, which holds wideTail.
type canvas struct {
	cells                  map[[2]int]rune
	top, bottom, left, end int // the rows and columns written, end and bottom exclusive
}

const wideTail rune = -1

func newCanvas() *canvas { return &canvas{cells: make(map[[2]int]rune, 4096)} }

// put writes s from row, col onwards.
func (c *canvas) put(row, col int, s string) {
	for _, r := range s {
		c.set(row, col, r)
		col++
		if engine.Width(string(r)) == 2 {
			c.set(row, col, wideTail)
			col++
		}
	}
}

func (c *canvas) set(row, col int, r rune) {
	if len(c.cells) == 0 {
		c.top, c.bottom, c.left, c.end = row, row+1, col, col+1
	}
	c.top, c.bottom = min(c.top, row), max(c.bottom, row+1)
	c.left, c.end = min(c.left, col), max(c.end, col+1)
	c.cells[[2]int{row, col}] = r
}

// centre writes s centred on column col.
func (c *canvas) centre(row, col int, s string) { c.put(row, col-engine.Width(s)/2, s) }

// free reports whether columns from..to of row are empty.
func (c *canvas) free(row, from, to int) bool {
	for col := from; col <= to; col++ {
		if _, ok := c.cells[[2]int{row, col}]; ok {
			return false
		}
	}
	return true
}

// String returns the grid's rows, without trailing spaces.
func (c *canvas) String() string {
	var b strings.Builder
	for row := c.top; row < c.bottom; row++ {
		var line strings.Builder
		for col := c.left; col < c.end; col++ {
			switch r, ok := c.cells[[2]int{row, col}]; {
			case !ok:
				line.WriteByte(' ')
			case r != wideTail:
				line.WriteRune(r)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// textMap draws the view's board with its pieces, and a legend below.
func textMap(v *View, lang engine.Lang) string {
	l := layouts[v.Board]
	if l == nil {
		return ""
	}
	return drawMap(l.Board, v, lang)
}

// scenarioMap reports whether v is of The Unknown Island, which the map
// draws with the scenario's parts.
func scenarioMap(v *View) bool { return v.Scenario == "unknown-island" }

// drawMap draws v on board b: with 6 columns to a half hex where that
// fits in maxMapWidth, else with 4 (in the scenario, 5 before 4).
func drawMap(b *Board, v *View, lang engine.Lang) string {
	widths := []int{6, 4}
	if scenarioMap(v) {
		widths = []int{6, 5, 4}
	}
	var c *canvas
	cols := 0
	for _, cols = range widths {
		if c = paintMap(b, v, lang, cols); c.end-c.left <= maxMapWidth {
			break
		}
	}
	return c.String() + mapLegend(v, lang, 2*cols-3)
}

// paintMap lays out the board with cols columns to a half hex width.
func paintMap(b *Board, v *View, lang engine.Lang, cols int) *canvas {
	at := func(p [2]int) (row, col int) { return mapRows * p[1], cols * p[0] }
	centreOf := func(h viewHex) (row, col int) { return at([2]int{2*h.Q + h.R, 3 * h.R}) }
	c := newCanvas()
	building, road := piecesOnMap(b, v)
	for e, ends := range b.EdgeVertices {
		p, q := b.VertexXY[ends[0]], b.VertexXY[ends[1]]
		if p[1] > q[1] {
			p, q = q, p
		}
		r0, c0 := at(p)
		r1, c1 := at(q)
		mark := road[e]
		switch {
		case c0 == c1:
			if mark == 0 {
				mark = '|'
			}
			for row := r0 + 1; row < r1; row++ {
				c.set(row, c0, rune(mark))
			}
		default:
			if mark == 0 {
				mark = '/'
				if c1 > c0 {
					mark = '\\'
				}
			}
			c.set((r0+r1)/2, min(c0, c1)+abs(c1-c0)/2, rune(mark)) // leftward where cols is odd
		}
	}
	for n, p := range b.VertexXY {
		row, col := at(p)
		c.centre(row, col, building[n]+strconv.Itoa(n+1))
	}
	for _, h := range v.Hexes {
		row, col := centreOf(h)
		for i, line := range hexLines(v, h, lang, 2*cols-3) {
			c.centre(row-1+i, col, line)
		}
	}
	if !scenarioMap(v) {
		for _, hb := range v.Harbours {
			harbourLabel(c, b, hb, lang, cols)
		}
		return c
	}
	numbered := frameNumbered(v)
	for _, h := range v.Frame {
		hb := harbourOn(v, h.Hex)
		if hb == nil && !numbered {
			continue
		}
		row, col := centreOf(h)
		if hb == nil {
			c.centre(row, col, "#"+strconv.Itoa(h.Hex))
			continue
		}
		lines := [3]string{"#" + strconv.Itoa(h.Hex), harbourKindText(hb, lang, 2*cols-1), harbourAtText(hb)}
		for i, line := range lines {
			c.centre(row-1+i, col, line)
		}
	}
	return c
}

// frameNumbered reports whether the frame's hexes are numbered: while a
// harbour chip may still be laid on one (in the selection phase and island
// building, with chips in the supply or held).
func frameNumbered(v *View) bool {
	if v.Supply == nil {
		return false
	}
	chips := len(v.Supply.HarbourChips) > 0
	for _, p := range v.Players {
		chips = chips || p.Held != nil && p.Held.Chip && p.Held.Harbour != ""
	}
	return chips
}

// harbourOn is the harbour on hex h, or nil.
func harbourOn(v *View, h int) *viewHarbour {
	for i := range v.Harbours {
		if v.Harbours[i].Hex == h {
			return &v.Harbours[i]
		}
	}
	return nil
}

// harbourKindText names a harbour's kind in at most width columns, in
// brackets while the pirate blocks it: "3:1", "[wool]".
func harbourKindText(hb *viewHarbour, lang engine.Lang, width int) string {
	name := harbourText(hb.Kind, lang)
	short := shortHarbourNames[name]
	if short == "" {
		short = name
	}
	if hb.Blocked {
		return fit(width, "["+name+"]", "["+short+"]")
	}
	return fit(width, name, short)
}

// shortHarbourNames are the names of harbour kinds that may be too long
// for a narrow hex, shortened.
var shortHarbourNames = map[string]string{"lumber": "lumbr", "レンガ": "煉瓦"}

// harbourAtText is the two intersections a harbour serves, "33-41", or
// nothing while it waits for land.
func harbourAtText(hb *viewHarbour) string {
	if len(hb.At) != 2 {
		return ""
	}
	return fmt.Sprintf("%d-%d", hb.At[0], hb.At[1])
}

// fit returns the first of texts that takes at most width columns, or the
// last.
func fit(width int, texts ...string) string {
	for _, t := range texts {
		if engine.Width(t) <= width {
			return t
		}
	}
	return texts[len(texts)-1]
}

// joined joins the texts that are not empty with spaces.
func joined(texts ...string) string {
	var parts []string
	for _, t := range texts {
		if t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " ")
}

// piecesOnMap gives each intersection's building ("r" for a settlement of
// red, "R" for a city) and each path's road or ship (its owner's letter,
// in lower case for a ship, or 0).
func piecesOnMap(b *Board, v *View) (building []string, road []byte) {
	building, road = make([]string, b.Vertices()), make([]byte, b.Edges())
	for _, p := range v.Players {
		letter := seatLetters[p.Seat]
		for _, n := range p.Settlements {
			building[n-1] = strings.ToLower(string(letter))
		}
		for _, n := range p.Cities {
			building[n-1] = string(letter)
		}
		for _, r := range p.Roads {
			if e := edgeOfText(b, r); e >= 0 {
				road[e] = letter
			}
		}
		for _, s := range p.Ships {
			if e := edgeOfText(b, s); e >= 0 {
				road[e] = letter + 'a' - 'A'
			}
		}
	}
	return building, road
}

// hexLines are the three content rows of a hex, width columns wide (a
// harbour's lines may take the hex's whole inside, two more): its number
// (with the robber or the pirate, and the letter of the start island's
// owner), its terrain (or harbour), its number chip with the chip's pips
// (or the intersections a harbour serves). Where that leaves no room, the
// terrain's name is short, the chip is in brackets without pips and the
// robber takes the number's place: it must move to another hex anyway.
func hexLines(v *View, h viewHex, lang engine.Lang, width int) [3]string {
	var piece, owner string
	switch h.Hex {
	case v.Robber:
		piece = lang.Pick("ROB", "盗賊")
	case v.Pirate:
		piece = lang.Pick("PIR", "海賊")
	}
	start := false
	if scenarioMap(v) {
		if h.Island >= 0 && h.Island < MaxPlayers {
			owner = string(seatLetters[h.Island])
		}
		if s := slices.Index(v.Starts, h.Hex); s >= 0 && h.Terrain == "none" {
			owner, start = string(seatLetters[s]), true
		}
	}
	number := "#" + strconv.Itoa(h.Hex)
	lines := [3]string{fit(width, joined(number, piece, owner), joined(piece, owner), fit(width+2, joined(piece, owner), piece+owner))}
	hb := harbourOn(v, h.Hex)
	names, ok := terrainLabels[h.Terrain]
	switch {
	case h.Terrain == "none" && start:
		lines[1] = lang.Pick("start", "開始")
	case h.Terrain == "none":
	case hb != nil:
		lines[1] = harbourKindText(hb, lang, width+2)
		lines[2] = harbourAtText(hb)
	case !ok:
		lines[1] = "?"
	case names[1].EN == "":
		lines[1] = names[0].In(lang)
	default:
		lines[1] = fit(width, names[0].In(lang), names[1].In(lang))
	}
	switch {
	case h.Number == 0:
	case width >= 7:
		lines[2] = strconv.Itoa(h.Number) + " " + strings.Repeat(".", 6-abs(7-h.Number))
	default:
		lines[2] = "(" + strconv.Itoa(h.Number) + ")"
	}
	return lines
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// harbourLabel writes a harbour's kind over the two intersections it
// serves ("3:1" over "1-4") beside its path, on the sea's side: beside a
// bar, across its middle rows; beside a slash, on the slash's row and the
// one towards the sea, or where a neighbouring hex leaves no room there (a
// notch between two hexes), above or below the path's outer end.
func harbourLabel(c *canvas, b *Board, hb viewHarbour, lang engine.Lang, cols int) {
	if len(hb.At) != 2 {
		return
	}
	e := b.EdgeBetween(hb.At[0]-1, hb.At[1]-1)
	if e < 0 {
		return
	}
	lines := [2]string{harbourText(hb.Kind, lang), fmt.Sprintf("%d-%d", hb.At[0], hb.At[1])}
	w := max(engine.Width(lines[0]), engine.Width(lines[1]))
	p, q := b.VertexXY[hb.At[0]-1], b.VertexXY[hb.At[1]-1]
	if p[1] > q[1] {
		p, q = q, p
	}
	// The sea's side: the side of the path away from the land hex.
	land := b.Hexes[b.EdgeHexes[e][0]]
	sx := sign(p[0] + q[0] - 2*(2*land[0]+land[1]))
	sy := sign(p[1] + q[1] - 2*(3*land[1]))
	row, col := mapRows*(p[1]+q[1])/2, cols*(p[0]+q[0])/2
	if sy < 0 || p[0] == q[0] {
		row-- // the first line above the middle
	}
	// Beside the path: ending two columns left of it, or starting two
	// right, if the rows are free there and two columns beyond (a notch
	// between two hexes leaves fewer).
	from := col + 2
	lo, hi := from-1, from+w+1
	if sx < 0 {
		from = col - 1 - w
		lo, hi = from-2, from+w
	}
	if c.free(row, lo, hi) && c.free(row+1, lo, hi) || p[0] == q[0] {
		for i, line := range lines {
			if sx < 0 {
				c.put(row+i, from+w-engine.Width(line), line)
			} else {
				c.put(row+i, from, line)
			}
		}
		return
	}
	// Above the upper end or below the lower one, centred on the notch.
	row = mapRows*q[1] + 1
	if sy < 0 {
		row = mapRows*p[1] - 2
	}
	for i, line := range lines {
		c.centre(row+i, col+sx*cols/2, line)
	}
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// harbourText names a harbour kind: "3:1", or the resource it takes 2:1.
func harbourText(kind string, lang engine.Lang) string {
	if r := resourceOf(kind); r >= 0 {
		return resourceNames[r].In(lang)
	}
	return kind
}

// edgeOfText finds the path a road's text names ("23-24"), or -1.
func edgeOfText(b *Board, s string) int {
	v, w, ok := strings.Cut(s, "-")
	if !ok {
		return -1
	}
	i, err1 := strconv.Atoi(v)
	j, err2 := strconv.Atoi(w)
	if err1 != nil || err2 != nil {
		return -1
	}
	return b.EdgeBetween(i-1, j-1)
}

// mapLegend explains the map's marks (for hexes width columns wide) and
// gives each seat's letter.
func mapLegend(v *View, lang engine.Lang, width int) string {
	var seats []string
	for _, p := range v.Players {
		seats = append(seats, string(seatLetters[p.Seat])+" "+engine.SeatColour(p.Seat, lang))
	}
	if scenarioMap(v) {
		return scenarioLegend(v, lang, width) + strings.Join(seats, "   ") + "\n"
	}
	hexes := lang.Pick("#5 hex 5 (robber 5)   ROB the robber   6 ..... chip 6: 5 ways to roll it in 36\n",
		"#5 地形5(盗賊 5)   盗賊 盗賊の駒   6 ..... 数字チップ6(36通りのうち5通りで出る)\n")
	if width < 9 {
		hexes = lang.Pick("#5 hex 5 (robber 5)   ROB the robber, on its hex's number   (6) number chip\n",
			"#5 地形5(盗賊 5)   盗賊 盗賊の駒(その地形の番号の代わり)   (6) 数字チップ\n")
	}
	return hexes + lang.Pick(
		"12 intersection 12 (settle 12, road 12-17)   r12 settlement   R12 city\n"+
			"R on a path: road   3:1 over 1-4: harbour at 1 and 4 (wool: 2 wool for 1)\n",
		"12 交差点12(開拓地 12、街道 12-17)   r12 開拓地   R12 都市\n"+
			"道の上の R: 街道   3:1 の下に 1-4: 交差点1と4の港(羊毛なら羊毛2枚で1枚)\n") +
		strings.Join(seats, "   ") + "\n"
}

// scenarioLegend explains The Unknown Island's map: its hexes, its
// pieces, its harbours, a line or two each.
func scenarioLegend(v *View, lang engine.Lang, width int) string {
	pieces := lang.Pick("ROB the robber, PIR the pirate", "盗賊 盗賊の駒、海賊 海賊の駒")
	if width < 9 {
		pieces = lang.Pick("ROB robber, PIR pirate (on their hex's number if need be)", "盗賊・海賊: その駒(狭ければ地形の番号の代わり)")
	}
	chip := lang.Pick("6 ..... chip 6: 5 ways to roll it in 36", "6 ..... 数字チップ6(36通りのうち5通りで出る)")
	if width < 7 {
		chip = lang.Pick("(6) number chip", "(6) 数字チップ")
	}
	groups := [][]string{
		{lang.Pick("#5 hex 5 (robber 5, pirate 5)", "#5 地形5(盗賊 5、海賊 5)"), lang.Pick("? face down", "? 裏向き"),
			lang.Pick("#5 R: on red's start island", "#5 R: 赤の最初の島")},
		{pieces, chip},
	}
	if len(v.Starts) > 0 {
		groups = append(groups, []string{lang.Pick("start: a start hex, for its island's first tile", "開始: 最初の島の1枚目を置く地形")})
	}
	paths := []string{lang.Pick("R on a path: road", "道の上の R: 街道"), lang.Pick("r on a path: ship", "道の上の r: 船")}
	if v.Options["pirate"] != "current" { // today's pirate blocks no harbour
		paths = append(paths, lang.Pick("[3:1] blocked by the pirate", "[3:1] 海賊に封鎖された港"))
	}
	harbours := []string{lang.Pick("3:1 over 1-4: harbour at 1 and 4 (wool: 2 wool for 1)", "3:1 の下に 1-4: 交差点1と4の港(羊毛なら羊毛2枚で1枚)")}
	for _, hb := range v.Harbours {
		if len(hb.At) != 2 {
			harbours = append(harbours, lang.Pick("3:1 alone: awaits land", "3:1 だけ: 陸地を待つ港"))
			break
		}
	}
	groups = append(groups,
		[]string{lang.Pick("12 intersection 12 (settle 12, road or ship 12-17)", "12 交差点12(開拓地 12、街道や船 12-17)"),
			lang.Pick("r12 settlement", "r12 開拓地"), lang.Pick("R12 city", "R12 都市")},
		paths, harbours)
	var b strings.Builder
	for _, group := range groups {
		b.WriteString(wrap(group, "   ", maxMapWidth))
	}
	return b.String()
}

// wrap joins texts with sep into lines of at most width columns (a text
// longer than that alone on its line), each ending in a newline.
func wrap(texts []string, sep string, width int) string {
	var b strings.Builder
	line := ""
	for _, t := range texts {
		switch {
		case line == "":
			line = t
		case engine.Width(line+sep+t) <= width:
			line += sep + t
		default:
			b.WriteString(line + "\n")
			line = t
		}
	}
	if line != "" {
		b.WriteString(line + "\n")
	}
	return b.String()
}
