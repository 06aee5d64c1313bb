package skymerchants

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"shima/engine"
)

// An action packs its kind in bits 28-31 and its numbers below:
//
//	place     tile index 0-39 (bits 16-21), x+64 (bits 9-15), y+64 (bits 2-8), turn (bits 0-1)
//	discard   tile index (bits 0-5)
//	house, tower, harbour   x+64 (bits 9-15), y+64 (bits 2-8), island part 0-2 (bits 0-1)
//	trade     colour given (bits 2-3), colour got (bits 0-1)
//	return    colour (bits 0-1)
//	done building, done trading: nothing
const (
	kindPlace = iota + 1
	kindDiscard
	kindHouse
	kindTower
	kindHarbour
	kindDoneBuilding
	kindTrade
	kindDoneTrading
	kindReturn
)

const coordBias = 64

func kindOf(a engine.Action) int { return int(a >> 28) }

func place(t int8, x, y int, rot uint8) engine.Action {
	return engine.Action(kindPlace<<28 | int(t)<<16 | (x+coordBias)<<9 | (y+coordBias)<<2 | int(rot))
}

func placeOf(a engine.Action) (t int8, x, y int, rot uint8) {
	return int8(a >> 16 & 0x3f), int(a>>9&0x7f) - coordBias, int(a>>2&0x7f) - coordBias, uint8(a & 3)
}

func discard(t int8) engine.Action { return engine.Action(kindDiscard<<28 | int(t)) }

func build(kind, x, y, r int) engine.Action {
	return engine.Action(kind<<28 | (x+coordBias)<<9 | (y+coordBias)<<2 | r)
}

func buildOf(a engine.Action) (x, y, r int) {
	return int(a>>9&0x7f) - coordBias, int(a>>2&0x7f) - coordBias, int(a & 3)
}

func trade(give, get Colour) engine.Action {
	return engine.Action(kindTrade<<28 | int(give)<<2 | int(get))
}

func tradeOf(a engine.Action) (give, get Colour) { return Colour(a >> 2 & 3), Colour(a & 3) }

func giveBack(c Colour) engine.Action { return engine.Action(kindReturn<<28 | int(c)) }

var (
	doneBuilding = engine.Action(kindDoneBuilding << 28)
	doneTrading  = engine.Action(kindDoneTrading << 28)
)

// canonical reports whether a uses only the bits its kind defines.
func canonical(a engine.Action) bool {
	switch kindOf(a) {
	case kindPlace:
		return a&^(0xf<<28|0x3f<<16|0xffff) == 0
	case kindDiscard:
		return a&^(0xf<<28|0x3f) == 0
	case kindHouse, kindTower, kindHarbour:
		return a&^(0xf<<28|0xffff) == 0
	case kindTrade:
		return a&^(0xf<<28|0xf) == 0
	case kindReturn:
		return a&^(0xf<<28|0x3) == 0
	}
	return a&^(0xf<<28) == 0
}

var colourTexts = []engine.Text{engine.T("red", "赤"), engine.T("white", "白"), engine.T("blue", "青"), engine.T("green", "緑")}

func colourText(c Colour, lang engine.Lang) string { return colourTexts[c].In(lang) }

// partText names island part r of the tile at (x, y) when it has several.
func (st *State) partText(x, y, r int, lang engine.Lang) string {
	i := st.slotAt(x, y)
	if i >= 0 && len(tileAt(st.placed[i].tile).Regions) == 1 {
		return ""
	}
	if lang == engine.JA {
		return fmt.Sprintf("の島%d", r+1)
	}
	return fmt.Sprintf(" island %d", r+1)
}

// Describe gives the text of a: the forms Parse reads, in lang.
func (st *State) Describe(a engine.Action, lang engine.Lang) string {
	ja := lang == engine.JA
	switch kindOf(a) {
	case kindPlace:
		t, x, y, rot := placeOf(a)
		switch {
		case ja && rot == 0:
			return fmt.Sprintf("タイル%dを%d,%dに置く", t+1, x, y)
		case ja:
			return fmt.Sprintf("タイル%dを%d度回して%d,%dに置く", t+1, 90*int(rot), x, y)
		case rot == 0:
			return fmt.Sprintf("place tile %d at %d,%d", t+1, x, y)
		}
		return fmt.Sprintf("place tile %d at %d,%d turned %d", t+1, x, y, 90*int(rot))
	case kindDiscard:
		if ja {
			return fmt.Sprintf("タイル%dを廃棄", a&0x3f+1)
		}
		return fmt.Sprintf("discard tile %d", a&0x3f+1)
	case kindHouse, kindTower, kindHarbour:
		x, y, r := buildOf(a)
		part := st.partText(x, y, r, lang)
		if ja {
			what := map[int]string{kindHouse: "商館を建てる", kindTower: "商館に塔を建てる", kindHarbour: "商館に港を建てる"}[kindOf(a)]
			return fmt.Sprintf("%d,%d%sに%s", x, y, part, what)
		}
		what := map[int]string{kindHouse: "house", kindTower: "tower", kindHarbour: "harbour"}[kindOf(a)]
		return fmt.Sprintf("%s at %d,%d%s", what, x, y, part)
	case kindDoneBuilding:
		if ja {
			return "建設を終える"
		}
		return "done building"
	case kindTrade:
		give, get := tradeOf(a)
		if ja {
			return fmt.Sprintf("%s3つを%s1つと交換", colourText(give, lang), colourText(get, lang))
		}
		return fmt.Sprintf("trade 3 %s for 1 %s", colourText(give, lang), colourText(get, lang))
	case kindDoneTrading:
		if ja {
			return "交換を終える"
		}
		return "done trading"
	case kindReturn:
		if ja {
			return fmt.Sprintf("%sを1つ戻す", colourText(Colour(a&3), lang))
		}
		return fmt.Sprintf("return 1 %s", colourText(Colour(a&3), lang))
	}
	if ja {
		return fmt.Sprintf("不明な行動 %d", a)
	}
	return fmt.Sprintf("unknown action %d", a)
}

const num = `(-?\d{1,2})`

// actionForms are the texts Parse reads, after normalize; each makes an
// action from the submatches.
var actionForms = []struct {
	re   *regexp.Regexp
	make func(m []string) engine.Action
	part int // the submatch with the island part, if any
	tile int // the submatch with a tile of a hand, if any
}{
	{regexp.MustCompile(`^place tile (\d{1,2}) at ` + num + `,` + num + `(?: turned (0|90|180|270))?$`), placeFrom(1, 2, 3, 4), 0, 1},
	{regexp.MustCompile(`^タイル(\d{1,2})を(?:(0|90|180|270)度回して)?` + num + `,` + num + `に置く$`), placeFrom(1, 3, 4, 2), 0, 1},
	{regexp.MustCompile(`^discard tile (\d{1,2})$`), discardFrom, 0, 1},
	{regexp.MustCompile(`^タイル(\d{1,2})を廃棄$`), discardFrom, 0, 1},
	{regexp.MustCompile(`^(house|tower|harbour) at ` + num + `,` + num + `(?: island (\d))?$`), func(m []string) engine.Action {
		return buildFrom(map[string]int{"house": kindHouse, "tower": kindTower, "harbour": kindHarbour}[m[1]], m[2], m[3], m[4])
	}, 4, 0},
	{regexp.MustCompile(`^` + num + `,` + num + `(?:の島(\d))?に(商館を建てる|商館に塔を建てる|商館に港を建てる)$`), func(m []string) engine.Action {
		return buildFrom(map[string]int{"商館を建てる": kindHouse, "商館に塔を建てる": kindTower, "商館に港を建てる": kindHarbour}[m[4]], m[1], m[2], m[3])
	}, 3, 0},
	{regexp.MustCompile(`^(done building|建設を終える)$`), func([]string) engine.Action { return doneBuilding }, 0, 0},
	{regexp.MustCompile(`^trade 3 (red|white|blue) for 1 (red|white|blue)$`), func(m []string) engine.Action { return trade(colourNamed(m[1]), colourNamed(m[2])) }, 0, 0},
	{regexp.MustCompile(`^(赤|白|青)3つを(赤|白|青)1つと交換$`), func(m []string) engine.Action { return trade(colourNamed(m[1]), colourNamed(m[2])) }, 0, 0},
	{regexp.MustCompile(`^(done trading|交換を終える)$`), func([]string) engine.Action { return doneTrading }, 0, 0},
	{regexp.MustCompile(`^return 1 (red|white|blue)$`), func(m []string) engine.Action { return giveBack(colourNamed(m[1])) }, 0, 0},
	{regexp.MustCompile(`^(赤|白|青)を1つ戻す$`), func(m []string) engine.Action { return giveBack(colourNamed(m[1])) }, 0, 0},
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s) // the patterns admit only digits and a sign
	return n
}

func placeFrom(tile, x, y, turn int) func([]string) engine.Action {
	return func(m []string) engine.Action {
		return place(int8(atoi(m[tile])-1), clampCoord(atoi(m[x])), clampCoord(atoi(m[y])), uint8(atoi(m[turn])/90))
	}
}

// clampCoord keeps a typed coordinate within what an action can hold.
func clampCoord(v int) int { return max(-coordBias, min(coordBias-1, v)) }

func discardFrom(m []string) engine.Action { return discard(int8(atoi(m[1]) - 1)) }

func buildFrom(kind int, x, y, part string) engine.Action {
	r := 0
	if part != "" {
		r = atoi(part) - 1 // 1-3: Parse refuses the others
	}
	return build(kind, clampCoord(atoi(x)), clampCoord(atoi(y)), r)
}

func colourNamed(s string) Colour {
	for c, t := range colourTexts {
		if s == t.EN || s == t.JA {
			return Colour(c)
		}
	}
	return Red
}

// Parse reads an action's text in English or Japanese (as Describe writes
// it; case, spacing and full-width characters do not matter). It checks only
// the form; Apply says whether the action is legal.
func (st *State) Parse(text string) (engine.Action, error) {
	t := engine.Normalize(text)
	t = strings.ReplaceAll(t, ", ", ",")
	for _, f := range actionForms {
		if m := f.re.FindStringSubmatch(t); m != nil {
			if f.part > 0 && m[f.part] != "" && (atoi(m[f.part]) < 1 || atoi(m[f.part]) > MaxRegions) {
				return 0, engine.Rejectf("island parts are numbered 1 to %d, not %s", "島は1〜%dで数えます(%sではありません)", MaxRegions, m[f.part])
			}
			if f.tile > 0 && (atoi(m[f.tile]) < 1 || atoi(m[f.tile]) > TileCount) {
				return 0, noSuchTile(atoi(m[f.tile]))
			}
			return f.make(m), nil
		}
	}
	return 0, engine.Rejectf(
		"%q is not an action of Merchants of Sky Islands (e.g. \"place tile 7 at 2,0 turned 90\", \"house at 2,0\", \"trade 3 red for 1 blue\", \"done building\")",
		"「%s」は空島の商人の行動ではありません(例:「タイル7を90度回して2,0に置く」「2,0に商館を建てる」「赤3つを青1つと交換」「建設を終える」)", text)
}
