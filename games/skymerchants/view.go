package skymerchants

import (
	"encoding/json"
	"fmt"
	"strings"

	"shima/engine"
	"shima/internal/squaretile"
)

// View is what one seat sees: the board, its own hand, how many tiles the
// others hold (and any they had to show), the pile's size, every player's
// cubes and score, the supply, and the islands with their influence.
type View struct {
	Game     string          `json:"game"`
	Viewer   int             `json:"viewer"`
	Seats    int             `json:"seats"`
	Round    int             `json:"round"` // the mover's turn, 1-10
	ToMove   int             `json:"to_move"`
	Step     string          `json:"step"`
	Tiles    []ViewTile      `json:"tiles"`
	Last     *[2]int         `json:"last,omitempty"`
	Hand     []ViewTile      `json:"hand"`      // the viewer's tiles, as printed
	HandSize []int           `json:"hand_size"` // tiles in each hand
	Shown    [][]ViewTile    `json:"shown"`     // tiles each seat had to show
	Pile     int             `json:"pile"`
	Cubes    [][Cubes]int    `json:"cubes"`
	Supply   [Cubes]int      `json:"supply"`
	Towers   int             `json:"towers"`
	Harbours int             `json:"harbours"`
	Houses   []int           `json:"houses"` // houses left to build
	Score    []int           `json:"score"`  // VP so far (final scores once over)
	Islands  []IslandScore   `json:"islands"`
	Outcome  *engine.Outcome `json:"outcome,omitempty"`
}

// ViewTile is a tile: on the board with where it lies and its buildings, or in a hand.
type ViewTile struct {
	Tile    int        `json:"tile"`
	X       int        `json:"x"`
	Y       int        `json:"y"`
	Turn    int        `json:"turn"` // degrees clockwise
	Airship string     `json:"airship"`
	Parts   []ViewPart `json:"parts"`
}

// ViewPart is an island part: the edges it touches as the tile lies ("" for
// an islet), and its buildings.
type ViewPart struct {
	Edges   string `json:"edges"`
	House   int    `json:"house"` // seat, -1 for none
	Tower   bool   `json:"tower"`
	Harbour bool   `json:"harbour"`
}

func handTile(t int8) ViewTile {
	vt := ViewTile{Tile: int(t) + 1, Airship: tileAt(t).Airship.String()}
	for _, m := range tileAt(t).Regions {
		vt.Parts = append(vt.Parts, ViewPart{Edges: squaretile.String(m), House: noSeat})
	}
	return vt
}

// View returns what seat s may see.
func (st *State) View(s engine.Seat) engine.View {
	v := &View{Game: "skymerchants", Viewer: int(s), Seats: int(st.seats), Round: st.round(), ToMove: st.mover(), Step: stepNames[st.step],
		Hand: []ViewTile{}, Pile: int(st.nPile), Towers: int(st.towers), Harbours: int(st.harbours), Score: st.totals()}
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		vt := ViewTile{Tile: int(p.tile) + 1, X: int(p.x), Y: int(p.y), Turn: 90 * int(p.rot), Airship: tileAt(p.tile).Airship.String()}
		for r, m := range tileAt(p.tile).Regions {
			vt.Parts = append(vt.Parts, ViewPart{Edges: squaretile.String(squaretile.Turn(m, p.rot)), House: int(p.house[r]), Tower: p.tower&(1<<r) != 0, Harbour: p.harbour&(1<<r) != 0})
		}
		v.Tiles = append(v.Tiles, vt)
	}
	if st.last >= 0 {
		v.Last = &[2]int{int(st.placed[st.last].x), int(st.placed[st.last].y)}
	}
	for p := range int(st.seats) {
		n, shown := 0, []ViewTile{}
		for h, t := range st.hands[p] {
			if t == noTile {
				continue
			}
			n++
			if engine.Seat(p) == s {
				v.Hand = append(v.Hand, handTile(t))
			}
			if st.shown[p]&(1<<h) != 0 {
				shown = append(shown, handTile(t))
			}
		}
		v.HandSize = append(v.HandSize, n)
		v.Shown = append(v.Shown, shown)
		v.Cubes = append(v.Cubes, [Cubes]int{int(st.cubes[p][0]), int(st.cubes[p][1]), int(st.cubes[p][2])})
		v.Houses = append(v.Houses, int(st.houses[p]))
	}
	for c := range Cubes {
		v.Supply[c] = int(st.supply[c])
	}
	v.Islands = st.FinalScoring()
	if st.Over() {
		o := st.Outcome()
		v.Outcome = &o
		v.ToMove = -1
	}
	return v
}

// MarshalJSON writes the view for the browser.
func (v *View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal((*plain)(v))
}

// Text draws the board as a map of tiles (mapLegend explains it), then the
// players, the supply and the hand.
func (v *View) Text(lang engine.Lang) string {
	var b strings.Builder
	status := fmt.Sprintf(lang.Pick("Merchants of Sky Islands  round %d/10, seat %d to move (%s)\n", "空島の商人  %d/10巡目・席%dの番(%s)\n"),
		v.Round, v.ToMove+1, stepText[stepByName(v.Step)].In(lang))
	if v.Outcome != nil {
		status = lang.Pick("Merchants of Sky Islands  game over\n", "空島の商人  ゲーム終了\n")
	}
	b.WriteString(status)
	if m := v.drawMap(); m != "" {
		b.WriteString(m)
		b.WriteString(mapLegend.In(lang) + "\n")
	}
	for s := range v.Seats {
		mark := "  "
		if s == v.ToMove {
			mark = "▶ "
		}
		c := v.Cubes[s]
		fmt.Fprintf(&b, lang.Pick("%sseat %d %-6s  VP %3d  cubes R%d W%d B%d  houses left %2d  tiles in hand %d\n", "%s席%d %s  得点%3d  資源 赤%d 白%d 青%d  残り商館%2d  手札%d枚\n"),
			mark, s+1, engine.SeatColour(engine.Seat(s), lang), v.Score[s], c[0], c[1], c[2], v.Houses[s], v.HandSize[s])
	}
	fmt.Fprintf(&b, lang.Pick("supply: R%d W%d B%d, towers %d, harbours %d; pile %d tiles\n", "サプライ: 赤%d 白%d 青%d、塔%d、港%d、山札%d枚\n"),
		v.Supply[0], v.Supply[1], v.Supply[2], v.Towers, v.Harbours, v.Pile)
	if len(v.Hand) > 0 {
		var hand []string
		for _, t := range v.Hand {
			var parts []string
			for _, p := range t.Parts {
				parts = append(parts, "["+p.Edges+"]")
			}
			hand = append(hand, fmt.Sprintf("%d %s %s", t.Tile, t.Airship, strings.Join(parts, "")))
		}
		fmt.Fprintf(&b, lang.Pick("your hand: %s\n", "手札: %s\n"), strings.Join(hand, ", "))
	}
	if v.Outcome != nil {
		for _, is := range v.Islands {
			fmt.Fprintf(&b, lang.Pick("island of %d tiles%s: worth %d, influence %v, points %v\n", "%d枚の島%s: 価値%d、影響力%v、得点%v\n"),
				is.Tiles, map[bool]string{true: lang.Pick(" (closed)", "(閉じた島)")}[is.Closed], is.Worth, is.Influence, is.Points)
		}
		fmt.Fprintf(&b, "%s\n", engine.ColourSeats(v.Outcome.Reason).In(lang))
	}
	return b.String()
}

func stepByName(name string) step {
	for s, n := range stepNames {
		if n == name {
			return s
		}
	}
	return stepOver
}

// The map draws each cell in cellW columns by cellH rows.
const cellW, cellH = 13, 5

// mapLegend explains the map's marks.
var mapLegend = engine.T(
	"▓ island edge. In a tile: its airship (R, W, B, G); per island part (1:, 2: when several) the edges it\n"+
		"touches (o: an islet) and its house (seat; t tower, h harbour). Empty cells next to the tiles show their x,y.",
	"▓は島の辺。タイルの中: 飛行船の色(R赤 W白 B青 G緑)、島ごと(複数なら1:, 2:)に接する辺(oは小島)と\n"+
		"商館(席番号、t塔、h港)。タイルに接する空きマスには座標を表示。")

// drawMap draws the tiles and the empty cells next to them, with
// coordinates.
func (v *View) drawMap() string {
	if len(v.Tiles) == 0 {
		return ""
	}
	at := map[[2]int]*ViewTile{}
	minX, maxX, minY, maxY := v.Tiles[0].X, v.Tiles[0].X, v.Tiles[0].Y, v.Tiles[0].Y
	for i, t := range v.Tiles {
		at[[2]int{t.X, t.Y}] = &v.Tiles[i]
		minX, maxX, minY, maxY = min(minX, t.X), max(maxX, t.X), min(minY, t.Y), max(maxY, t.Y)
	}
	minX, maxX, minY, maxY = minX-1, maxX+1, minY-1, maxY+1 // the empty cells around
	w, h := maxX-minX+1, maxY-minY+1
	grid := make([][]rune, cellH*h)
	for i := range grid {
		grid[i] = []rune(strings.Repeat(" ", cellW*w))
	}
	for y := minY; y <= maxY; y++ {
		for x := minX; x <= maxX; x++ {
			put := func(r, c int, s string) { copy(grid[cellH*(y-minY)+r][cellW*(x-minX)+c:], []rune(s)) }
			if t := at[[2]int{x, y}]; t != nil {
				drawTile(t, put)
				continue
			}
			for e := range 4 {
				if at[[2]int{x + dx[e], y + dy[e]}] != nil {
					xy := fmt.Sprintf("%d,%d", x, y)
					put(cellH/2, (cellW-len(xy))/2, xy)
					break
				}
			}
		}
	}
	var b strings.Builder
	b.WriteString("     ")
	for x := minX; x <= maxX; x++ {
		b.WriteString(engine.PadRight(strings.Repeat(" ", cellW/2-1)+fmt.Sprintf("x%d", x), cellW))
	}
	b.WriteString("\n")
	for i, row := range grid {
		label := "     "
		if i%cellH == cellH/2 {
			label = fmt.Sprintf("y%-4d", minY+i/cellH)
		}
		b.WriteString(strings.TrimRight(label+string(row), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// drawTile draws tile t into its cell through put (row, column, text): its
// island edges on the border, its airship, and one line per island part
// with the edges it touches and its house.
func drawTile(t *ViewTile, put func(r, c int, s string)) {
	for _, r := range []int{0, cellH - 1} {
		put(r, 0, "·")
		put(r, cellW-1, "·")
	}
	for _, p := range t.Parts {
		for _, e := range p.Edges {
			switch e {
			case 'N':
				put(0, cellW/2-1, "▓▓▓")
			case 'S':
				put(cellH-1, cellW/2-1, "▓▓▓")
			case 'W', 'E':
				c := 0
				if e == 'E' {
					c = cellW - 1
				}
				for r := 1; r < cellH-1; r++ {
					put(r, c, "▓")
				}
			}
		}
	}
	put(1, 1, strings.ToUpper(t.Airship[:1]))
	for i, p := range t.Parts {
		line := p.Edges
		if line == "" {
			line = "o"
		}
		if len(t.Parts) > 1 {
			line = fmt.Sprintf("%d:%s", i+1, line)
		}
		if p.House >= 0 {
			line += fmt.Sprintf(" %d", p.House+1)
			if p.Tower {
				line += "t"
			}
			if p.Harbour {
				line += "h"
			}
		}
		put(1+i, 3, line)
	}
}
