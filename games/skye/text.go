package skye

import (
	"fmt"
	"strings"

	"shima/engine"
	"shima/internal/squaretile"
)

// Terminal drawing. Each tile is 9 columns by 5 rows:
//
//	+,,,#,,,+   the north side's terrain, # where a road leaves the tile;
//	, #12   ~   corners + when a road of the tile reaches the castle
//	# W S2  ~   the west and east sides; objects in the middle row
//	, *B    ~   a scroll (*) and what it counts
//	·^^^^^^^·   the south side
//
// Terrain: , pasture, ^ mountain, ~ water. Objects: W whisky, S sheep,
// C cattle, F farm, B broch, L lighthouse, H ship, with a count above one.

// terrainChar is the character drawing a terrain, by name.
func terrainChar(name string) rune {
	switch name {
	case "pasture":
		return ','
	case "mountain":
		return '^'
	}
	return '~'
}

// objectLetters draws the objects, in the order of objectNames.
const objectLetters = "WSCFBLH"

func objectLetter(name string) string {
	o, _ := objectNamed(name)
	return objectLetters[o : o+1]
}

const tileW, tileH = 9, 5

// drawTile draws a tile into a 9x5 block.
func drawTile(t ViewTile, lang engine.Lang) [tileH][]rune {
	var rows [tileH][]rune
	road := map[byte]bool{}
	joined := false
	for _, r := range t.Roads {
		for i := range len(r.Sides) {
			road[r.Sides[i]] = true
		}
		joined = joined || r.Joined
	}
	corner := '·'
	if joined {
		corner = '+'
	}
	side := func(e int) rune { return terrainChar(t.Sides[e]) }
	fill := terrainChar(t.Centre)
	rows[0] = []rune(string(corner) + strings.Repeat(string(side(squaretile.North)), 7) + string(corner))
	rows[tileH-1] = []rune(string(corner) + strings.Repeat(string(side(squaretile.South)), 7) + string(corner))
	if road['N'] {
		rows[0][4] = '#'
	}
	if road['S'] {
		rows[tileH-1][4] = '#'
	}
	var objs, scroll []string
	for _, r := range t.Regions {
		for o := Sheep; o < objects; o++ {
			if n := r.Objects.count(o); n == 1 {
				objs = append(objs, objectLetters[o:o+1])
			} else if n > 1 {
				objs = append(objs, fmt.Sprintf("%c%d", objectLetters[o], n))
			}
		}
		if r.Scroll != "" {
			scroll = append(scroll, "*"+objectLetter(r.Scroll))
		}
	}
	for _, r := range t.Roads {
		if r.Whisky > 0 {
			objs = append([]string{"W"}, objs...)
		}
	}
	label := fmt.Sprintf("#%d", t.Tile)
	if t.Tile == 0 {
		label = engine.Text{EN: "CASTLE", JA: "[城]"}.In(lang)
	}
	middle := []string{label, strings.Join(objs, ""), strings.Join(scroll, "")}
	for i, text := range middle {
		inner := []rune(strings.Repeat(string(fill), 7))
		if text != "" {
			text = " " + text + " "
			if w := engine.Width(text); w > 7 {
				text = strings.TrimSpace(text)
			}
			pad := (7 - engine.Width(text)) / 2
			runes := []rune(text)
			copy(inner[max(0, pad):], runes)
			if engine.Width(text) > len(runes) { // wide characters take two columns
				inner = inner[:len(inner)-(engine.Width(text)-len(runes))]
			}
		}
		rows[i+1] = append(append([]rune{side(squaretile.West)}, inner...), side(squaretile.East))
	}
	if road['W'] {
		rows[2][0] = '#'
	}
	if road['E'] {
		rows[2][len(rows[2])-1] = '#'
	}
	return rows
}

// drawTerritory draws a territory with its coordinates.
func drawTerritory(tiles []ViewTile, lang engine.Lang) string {
	minX, maxX, minY, maxY := 0, 0, 0, 0
	for _, t := range tiles {
		minX, maxX, minY, maxY = min(minX, t.X), max(maxX, t.X), min(minY, t.Y), max(maxY, t.Y)
	}
	w, h := maxX-minX+1, maxY-minY+1
	grid := make([][][]rune, h*tileH)
	for i := range grid {
		grid[i] = make([][]rune, w)
		for j := range grid[i] {
			grid[i][j] = []rune(strings.Repeat(" ", tileW))
		}
	}
	for _, t := range tiles {
		block := drawTile(t, lang)
		for r := range tileH {
			grid[(t.Y-minY)*tileH+r][t.X-minX] = block[r]
		}
	}
	var b strings.Builder
	b.WriteString("     ")
	for x := minX; x <= maxX; x++ {
		b.WriteString(engine.PadRight(fmt.Sprintf("x%d", x), tileW))
	}
	b.WriteByte('\n')
	for i, row := range grid {
		label := "     "
		if i%tileH == 2 {
			label = engine.PadRight(fmt.Sprintf("y%d", minY+i/tileH), 5)
		}
		var line strings.Builder
		line.WriteString(label)
		for _, block := range row {
			line.WriteString(string(block))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// drawRow draws tiles side by side, as printed, with a caption under each.
func drawRow(tiles []ViewTile, captions []string, lang engine.Lang) string {
	var b strings.Builder
	blocks := make([][tileH][]rune, len(tiles))
	for i, t := range tiles {
		blocks[i] = drawTile(t, lang)
	}
	for r := range tileH {
		b.WriteString("     ")
		for _, block := range blocks {
			b.WriteString(string(block[r]) + "   ")
		}
		b.WriteString("\n")
	}
	if len(captions) > 0 {
		b.WriteString("     ")
		for _, c := range captions {
			b.WriteString(engine.PadRight(c, tileW+3))
		}
		b.WriteString("\n")
	}
	return b.String()
}

var phaseTexts = map[string]engine.Text{
	"price": engine.T("pricing: mark a discard, price the other two", "値段付け: 廃棄するタイルを選び、残り2枚に値段を付ける"),
	"buy":   engine.T("buying: each may buy one tile from another player", "購入: 各自ほかのプレイヤーからタイルを1枚買える"),
	"build": engine.T("building: lay the tiles acquired", "建設: 手に入れたタイルを置く"),
	"over":  engine.T("game over", "ゲーム終了"),
}

// Text draws the view for a terminal in lang: the round and phase, the
// scoring tiles with what each player would score now, then each player's
// gold, VP, territory and tiles of the round.
func (v *View) Text(lang engine.Lang) string {
	var b strings.Builder
	fmt.Fprintf(&b, lang.Pick("Isle of Skye  round %d/%d — %s; start player %s; bag %d tiles\n", "アイルオブスカイ  第%d/%dラウンド — %s; スタートプレイヤー%s; 袋%d枚\n"),
		v.Round, v.Rounds, phaseTexts[v.Phase].In(lang), v.Players[v.Start].Colour.In(lang), v.Bag)
	var track []string
	for _, r := range v.Track {
		s := fmt.Sprintf("%d:%s", r.Round, r.Score)
		if r.CatchUp > 0 {
			s += fmt.Sprintf("(+%d)", r.CatchUp)
		}
		if r.Round == v.Round {
			s = "[" + s + "]"
		}
		track = append(track, s)
	}
	fmt.Fprintf(&b, lang.Pick("round track: %s\n", "ラウンドトラック: %s\n"), strings.Join(track, " "))
	for _, sc := range v.Scoring {
		var now []string
		for p, n := range sc.Now {
			now = append(now, fmt.Sprintf("%s %d", v.Players[p].Colour.In(lang), n))
		}
		fmt.Fprintf(&b, lang.Pick("%s %s %s (rounds %v) — now: %s\n", "%s %s %s(%vラウンド)— 現在: %s\n"),
			sc.Slot, sc.ID, sc.Text.In(lang), sc.Rounds, strings.Join(now, ", "))
	}
	for _, p := range v.Players {
		b.WriteString(v.playerText(p, lang))
	}
	b.WriteString(lang.Pick(
		"terrain: , pasture ^ mountain ~ water; # road; + corner: joined to the castle by road; W whisky S sheep C cattle F farm B broch L lighthouse H ship; *X scroll counting X\n",
		"地形: , 牧場 ^ 山 ~ 水; # 道; 角の+: 城と道で繋がる; W ウイスキー S 羊 C 牛 F 農場 B ブロック L 灯台 H 船; *X Xを数える巻物\n"))
	if v.Outcome != nil {
		b.WriteString(engine.ColourSeats(v.Outcome.Reason).In(lang) + "\n")
	}
	return b.String()
}

// playerText draws one player's part of the view.
func (v *View) playerText(p ViewPlayer, lang engine.Lang) string {
	var b strings.Builder
	mark := "  "
	for _, m := range v.ToMove {
		if m == p.Seat {
			mark = "▶ "
		}
	}
	fmt.Fprintf(&b, lang.Pick("%s%s (seat %d): %d VP, %d gold", "%s%s(席%d): %d点、%dゴールド"), mark, p.Colour.In(lang), p.Seat, p.VP, p.Gold)
	if p.GoldSet > 0 {
		fmt.Fprintf(&b, lang.Pick(" (+%d set on tiles)", "(タイルに%d)"), p.GoldSet)
	}
	fmt.Fprintf(&b, lang.Pick(", income %d this round, %d next before catch-up\n", "、今ラウンドの収入%d、次の収入%d(追加ゴールド除く)\n"), p.Income, p.Next)
	b.WriteString(drawTerritory(p.Territory, lang))
	var areas []string
	for _, a := range p.Areas {
		if a.Complete {
			areas = append(areas, fmt.Sprintf("%c%d", terrainChar(a.Terrain), a.Tiles))
		}
	}
	if len(areas) > 0 {
		fmt.Fprintf(&b, lang.Pick("  completed areas (terrain, tiles): %s\n", "  完成した地域(地形・枚数): %s\n"), strings.Join(areas, " "))
	}
	var offers []ViewTile
	var captions []string
	for _, o := range p.Offers {
		caption := ""
		switch {
		case o.BoughtBy >= 0:
			caption = fmt.Sprintf(lang.Pick("%d gold, sold to %s", "%dG %sが購入"), *o.Price, v.Players[o.BoughtBy].Colour.In(lang))
		case o.Discard != nil && *o.Discard:
			caption = lang.Pick("discard", "廃棄")
		case o.Price == nil:
			caption = "?"
		case *o.Price > 0:
			caption = fmt.Sprintf(lang.Pick("%d gold", "%dゴールド"), *o.Price)
		}
		offers, captions = append(offers, o.Tile), append(captions, caption)
	}
	if len(offers) > 0 {
		b.WriteString(lang.Pick("  in front of the screen:\n", "  スクリーンの前:\n"))
		b.WriteString(drawRow(offers, captions, lang))
	}
	if len(p.Pending) > 0 {
		b.WriteString(lang.Pick("  to lay:\n", "  置くタイル:\n"))
		b.WriteString(drawRow(p.Pending, nil, lang))
	}
	if len(p.SentBack) > 0 {
		fmt.Fprintf(&b, lang.Pick("  back to the bag (fitted nowhere): %v\n", "  置けずに袋へ戻ったタイル: %v\n"), p.SentBack)
	}
	if f := p.Final; f != nil {
		fmt.Fprintf(&b, lang.Pick("  final: scoring tiles %v, scrolls %d, gold %d → %d VP; total %d\n", "  最終: 得点タイル%v、巻物%d、ゴールド%d→%d点; 合計%d\n"),
			f.Tiles, f.Scrolls, f.Gold, f.GoldVP, f.Total)
	}
	return b.String()
}
