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

// Text draws the board as a map of tiles (island edges as ▓, the airship's
// colour letter in the middle, then the houses' seats with t for a tower and
// h for a harbour), then the players, the supply and the hand.
func (v *View) Text(lang engine.Lang) string {
	ja := lang == engine.JA
	pick := func(en, jp string) string {
		if ja {
			return jp
		}
		return en
	}
	var b strings.Builder
	status := fmt.Sprintf(pick("Merchants of Sky Islands  round %d/10, seat %d to move (%s)\n", "空島の商人  %d/10巡目・席%dの番(%s)\n"),
		v.Round, v.ToMove+1, stepText[stepByName(v.Step)].In(lang))
	if v.Outcome != nil {
		status = pick("Merchants of Sky Islands  game over\n", "空島の商人  ゲーム終了\n")
	}
	b.WriteString(status)
	b.WriteString(v.drawMap())
	for s := range v.Seats {
		mark := "  "
		if s == v.ToMove {
			mark = "▶ "
		}
		c := v.Cubes[s]
		fmt.Fprintf(&b, pick("%sseat %d  VP %3d  cubes R%d W%d B%d  houses left %2d  tiles in hand %d\n", "%s席%d  得点%3d  資源 赤%d 白%d 青%d  残り商館%2d  手札%d枚\n"),
			mark, s+1, v.Score[s], c[0], c[1], c[2], v.Houses[s], v.HandSize[s])
	}
	fmt.Fprintf(&b, pick("supply: R%d W%d B%d, towers %d, harbours %d; pile %d tiles\n", "サプライ: 赤%d 白%d 青%d、塔%d、港%d、山札%d枚\n"),
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
		fmt.Fprintf(&b, pick("your hand: %s\n", "手札: %s\n"), strings.Join(hand, ", "))
	}
	if v.Outcome != nil {
		for _, is := range v.Islands {
			fmt.Fprintf(&b, pick("island of %d tiles%s: worth %d, influence %v, points %v\n", "%d枚の島%s: 価値%d、影響力%v、得点%v\n"),
				is.Tiles, map[bool]string{true: pick(" (closed)", "(閉じた島)")}[is.Closed], is.Worth, is.Influence, is.Points)
		}
		fmt.Fprintf(&b, "%s\n", v.Outcome.Reason.In(lang))
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

// drawMap draws the tiles, 7 columns by 3 rows each, with coordinates.
func (v *View) drawMap() string {
	if len(v.Tiles) == 0 {
		return ""
	}
	minX, maxX, minY, maxY := v.Tiles[0].X, v.Tiles[0].X, v.Tiles[0].Y, v.Tiles[0].Y
	for _, t := range v.Tiles {
		minX, maxX, minY, maxY = min(minX, t.X), max(maxX, t.X), min(minY, t.Y), max(maxY, t.Y)
	}
	w, h := maxX-minX+1, maxY-minY+1
	grid := make([][]rune, 3*h)
	for i := range grid {
		grid[i] = []rune(strings.Repeat(" ", 7*w))
	}
	for _, t := range v.Tiles {
		x0, y0 := 7*(t.X-minX), 3*(t.Y-minY)
		var edges string
		for _, p := range t.Parts {
			edges += p.Edges
		}
		has := func(e byte) bool { return strings.IndexByte(edges, e) >= 0 }
		put := func(r, c int, s string) { copy(grid[y0+r][x0+c:], []rune(s)) }
		put(0, 0, "·     ·")
		put(2, 0, "·     ·")
		if has('N') {
			put(0, 2, "▓▓▓")
		}
		if has('S') {
			put(2, 2, "▓▓▓")
		}
		if has('W') {
			put(1, 0, "▓")
		}
		if has('E') {
			put(1, 6, "▓")
		}
		mid := strings.ToUpper(t.Airship[:1])
		for _, p := range t.Parts {
			if p.House >= 0 {
				mid += fmt.Sprint(p.House + 1)
				if p.Tower {
					mid += "t"
				}
				if p.Harbour {
					mid += "h"
				}
			}
		}
		if len(mid) > 5 {
			mid = mid[:5]
		}
		put(1, 1, fmt.Sprintf("%-5s", mid))
	}
	var b strings.Builder
	b.WriteString("    ")
	for x := minX; x <= maxX; x++ {
		fmt.Fprintf(&b, "x%-6d", x)
	}
	b.WriteByte('\n')
	for i, row := range grid {
		label := "    "
		if i%3 == 1 {
			label = fmt.Sprintf("y%-3d", minY+i/3)
		}
		b.WriteString(strings.TrimRight(label+string(row), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
