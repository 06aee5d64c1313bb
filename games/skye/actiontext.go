package skye

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"shima/engine"
)

// The texts of actions, for people and scripts: Describe writes them in
// either language, Parse reads both.

// say formats a text in lang from its English and Japanese forms.
func say(lang engine.Lang, en, ja string, args ...any) string {
	return fmt.Sprintf(lang.Pick(en, ja), args...)
}

// Describe gives the text of a in lang, in the forms Parse reads.
func (st *State) Describe(a engine.Action, lang engine.Lang) string {
	id := int(tileOf(a)) + 1
	switch kindOf(a) {
	case actDiscard:
		return say(lang, "discard tile %d", "タイル%dに廃棄マーカーを置く", id)
	case actPrice:
		return say(lang, "price tile %d at %d gold", "タイル%dの値段を%dゴールドにする", id, priceOf(a))
	case actBuy:
		return say(lang, "buy tile %d", "タイル%dを買う", id)
	case actPass:
		return say(lang, "pass", "パス")
	case actPlace:
		x, y, rot := placeOf(a)
		if rot == 0 {
			return say(lang, "place tile %d at %d,%d", "タイル%dを%d,%dに置く", id, x, y)
		}
		return say(lang, "place tile %[1]d at %[3]d,%[4]d turned %[2]d", "タイル%dを%d度回して%d,%dに置く", id, 90*int(rot), x, y)
	}
	return say(lang, "unknown action %d", "不明な行動 %d", a)
}

// textForm is one form of action text; make builds the action from the
// numbers the pattern captures (tile id first).
type textForm struct {
	re   *regexp.Regexp
	make func(n []int) engine.Action
}

const (
	idPat  = `(\d{1,3})`
	numPat = `(-?\d{1,3})`
)

var textForms = []textForm{
	{regexp.MustCompile(`^discard tile ` + idPat + `$`), func(n []int) engine.Action { return discardAct(tileIndex(n[0])) }},
	{regexp.MustCompile(`^タイル` + idPat + `に廃棄マーカーを置く$`), func(n []int) engine.Action { return discardAct(tileIndex(n[0])) }},
	{regexp.MustCompile(`^price tile ` + idPat + ` at (\d{1,4}) gold$`), priceFrom},
	{regexp.MustCompile(`^タイル` + idPat + `の値段を(\d{1,4})ゴールドにする$`), priceFrom},
	{regexp.MustCompile(`^buy tile ` + idPat + `$`), func(n []int) engine.Action { return buyAct(tileIndex(n[0])) }},
	{regexp.MustCompile(`^タイル` + idPat + `を買う$`), func(n []int) engine.Action { return buyAct(tileIndex(n[0])) }},
	{regexp.MustCompile(`^(?:pass|買わない|パス)$`), func([]int) engine.Action { return passAct }},
	{regexp.MustCompile(`^place tile ` + idPat + ` at ` + numPat + `,` + numPat + `(?: turned (0|90|180|270))?$`), func(n []int) engine.Action {
		return placeFrom(n[0], n[1], n[2], n[3])
	}},
	{regexp.MustCompile(`^タイル` + idPat + `を(?:(0|90|180|270)度回して)?` + numPat + `,` + numPat + `に置く$`), func(n []int) engine.Action {
		return placeFrom(n[0], n[2], n[3], n[1])
	}},
}

// tileIndex turns a typed tile id into an index, badTile when no tile has it.
func tileIndex(id int) int8 {
	if id < 1 || id > TileCount {
		return badTile
	}
	return int8(id - 1)
}

func priceFrom(n []int) engine.Action { return priceAct(tileIndex(n[0]), min(n[1], maxPrice)) }

func placeFrom(id, x, y, degrees int) engine.Action {
	clamp := func(v int) int { return max(-coordBias, min(coordBias-1, v)) }
	return placeAct(tileIndex(id), clamp(x), clamp(y), uint8(degrees/90))
}

// Parse reads an action's text in English or Japanese, as Describe writes
// it (case, spacing and full-width characters do not matter). It checks the
// form only; Apply says whether the action is legal.
func (st *State) Parse(text string) (engine.Action, error) {
	t := strings.ReplaceAll(engine.Normalize(text), ", ", ",")
	for _, f := range textForms {
		m := f.re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		n := make([]int, len(m)-1)
		for i, s := range m[1:] {
			n[i], _ = strconv.Atoi(s) // the patterns admit only digits and a sign; "" reads 0
		}
		return f.make(n), nil
	}
	return 0, engine.Rejectf(
		"%q is not an action of Isle of Skye (e.g. \"discard tile 12\", \"price tile 7 at 3 gold\", \"buy tile 7\", \"pass\", \"place tile 7 at 1,0 turned 90\")",
		"「%s」はアイルオブスカイの行動ではありません(例:「タイル12に廃棄マーカーを置く」「タイル7の値段を3ゴールドにする」「タイル7を買う」「パス」「タイル7を90度回して1,0に置く」)", text)
}
