package micronesia

import (
	"fmt"
	"regexp"
	"strconv"

	"shima/engine"
)

// An action packs its kind in bits 16-23 and two small numbers in bits 8-15
// and 0-7:
//
//	sacrifice  die index 0-2, new value 1-6
//	split      the two islands the dice are split into, lower first (equal: one island)
//	in order   the island colonised first, then the second (a split whose order matters)
//	move       from island, to island (one tribe, while rebalancing)
//	done       nothing: finish rebalancing
const (
	kindSacrifice = 1
	kindSplit     = 2
	kindMove      = 3
	kindDone      = 4
	kindInOrder   = 5
)

func pack(kind, a, b int) engine.Action { return engine.Action(kind<<16 | a<<8 | b) }

func kindOf(a engine.Action) int { return int(a >> 16) }

func pairOf(a engine.Action) (int, int) { return int(a>>8) & 0xff, int(a) & 0xff }

func sacrifice(die, value int) engine.Action { return pack(kindSacrifice, die, value) }

func sacrificeOf(a engine.Action) (die, value int) { return pairOf(a) }

// splitInto names a split by its islands; the lower comes first.
func splitInto(x, y int) engine.Action { return pack(kindSplit, min(x, y), max(x, y)) }

// inOrder names a split that colonises first, then second.
func inOrder(first, second int) engine.Action { return pack(kindInOrder, first, second) }

// isSplit reports whether a splits the dice, in either form.
func isSplit(a engine.Action) bool { k := kindOf(a); return k == kindSplit || k == kindInOrder }

func move(from, to int) engine.Action { return pack(kindMove, from, to) }

var done = pack(kindDone, 0, 0)

// Describe gives the text of a: the forms Parse reads, in lang.
func (st *State) Describe(a engine.Action, lang engine.Lang) string {
	x, y := pairOf(a)
	switch kindOf(a) {
	case kindSacrifice:
		if lang == engine.JA {
			return fmt.Sprintf("生贄でダイス%dを%dに", x+1, y)
		}
		return fmt.Sprintf("sacrifice die %d to %d", x+1, y)
	case kindSplit:
		return splitText(x, y, lang)
	case kindInOrder:
		if lang == engine.JA {
			return fmt.Sprintf("先に%dの島、次に%dの島", x, y)
		}
		return fmt.Sprintf("island %d first, then %d", x, y)
	case kindMove:
		if lang == engine.JA {
			return fmt.Sprintf("%dの島から%dの島へ移す", x, y)
		}
		return fmt.Sprintf("move %d to %d", x, y)
	case kindDone:
		if lang == engine.JA {
			return "調整を終える"
		}
		return "done"
	}
	if lang == engine.JA {
		return fmt.Sprintf("不明な行動 %d", a)
	}
	return fmt.Sprintf("unknown action %d", a)
}

func splitText(lo, hi int, lang engine.Lang) string {
	switch {
	case lo == hi && lang == engine.JA:
		return fmt.Sprintf("%dの島だけ", lo)
	case lo == hi:
		return fmt.Sprintf("island %d", lo)
	case lang == engine.JA:
		return fmt.Sprintf("%dと%dの島", lo, hi)
	}
	return fmt.Sprintf("islands %d and %d", lo, hi)
}

// actionForms are the texts Parse reads, English and Japanese, after
// normalize; each makes an action from its two numbers (absent ones are 0).
var actionForms = []struct {
	re   *regexp.Regexp
	make func(x, y int) engine.Action
}{
	{regexp.MustCompile(`^sacrifice die (\d) to (\d)$`), func(x, y int) engine.Action { return sacrifice(x-1, y) }},
	{regexp.MustCompile(`^生贄でダイス(\d)を(\d)に$`), func(x, y int) engine.Action { return sacrifice(x-1, y) }},
	{regexp.MustCompile(`^islands? (\d{1,2})(?: and (\d{1,2}))?$`), splitOrSingle},
	{regexp.MustCompile(`^(\d{1,2})と(\d{1,2})の島$`), splitOrSingle},
	{regexp.MustCompile(`^(\d{1,2})の島だけ$`), splitOrSingle},
	{regexp.MustCompile(`^islands? (\d{1,2}) first,? then (?:island )?(\d{1,2})$`), inOrder},
	{regexp.MustCompile(`^先に(\d{1,2})の島、?次に(\d{1,2})の島$`), inOrder},
	{regexp.MustCompile(`^move (\d{1,2}) to (\d{1,2})$`), move},
	{regexp.MustCompile(`^(\d{1,2})の島から(\d{1,2})の島へ移す$`), move},
	{regexp.MustCompile(`^(done|調整を終える)$`), func(int, int) engine.Action { return done }},
}

func splitOrSingle(x, y int) engine.Action {
	if y == 0 {
		y = x
	}
	return splitInto(x, y)
}

// Parse reads an action's text in English or Japanese (as Describe writes
// it; case, spacing and full-width digits do not matter). It checks only the
// form; Apply says whether the action is legal.
func (st *State) Parse(text string) (engine.Action, error) {
	t := engine.Normalize(text)
	for _, f := range actionForms {
		m := f.re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		var n [2]int
		for i := 1; i < len(m) && i <= 2; i++ {
			n[i-1], _ = strconv.Atoi(m[i]) // the pattern admits digits only; "" stays 0
		}
		return f.make(n[0], n[1]), nil
	}
	return 0, engine.Reject(
		fmt.Sprintf("%q is not a Micronesia action (try \"islands 3 and 5\", \"island 9 first, then 5\", \"sacrifice die 1 to 6\", \"move 3 to 8\" or \"done\")", text),
		fmt.Sprintf("「%s」はミクロネシアの行動ではありません(例:「3と5の島」「先に9の島、次に5の島」「生贄でダイス1を6に」「3の島から8の島へ移す」「調整を終える」)", text))
}

// seatColours are the colours of the tribe tokens, by seat.
var seatColours = []engine.Text{
	engine.T("Red", "赤"), engine.T("Blue", "青"), engine.T("Yellow", "黄"), engine.T("Green", "緑"),
}

// SeatName names a seat by the colour of its tribes.
func (st *State) SeatName(s engine.Seat, lang engine.Lang) string { return seatName(s, lang) }

func seatName(s engine.Seat, lang engine.Lang) string {
	if s < 0 || int(s) >= len(seatColours) {
		return fmt.Sprint(s)
	}
	return seatColours[s].In(lang)
}

func diceText(d [DiceCount]int8) string { return fmt.Sprintf("%d-%d-%d", d[0], d[1], d[2]) }
