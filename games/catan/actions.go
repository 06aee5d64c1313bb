package catan

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"shima/engine"
)

// An action packs its kind in bits 24-31 and two numbers in bits 12-23 and
// 0-11 (server/API.md lists them):
//
//	settle     intersection           build a settlement (or place one in the set-up)
//	road       edge                   build a road (or place one: set-up, road building)
//	city       intersection           turn a settlement into a city
//	roll       -                      roll the dice
//	end        -                      end the turn (or, in the special building phase, pass)
//	buyDev     -                      buy a development card
//	knight     -                      play a knight
//	roadBuild  -                      play road building
//	plenty     resource, resource     play year of plenty for these two
//	monopoly   resource               play monopoly on a resource
//	robber     hex                    move the robber there
//	steal      seat                   rob that player
//	discard    resource               discard one card of a resource
//	trade      resource, resource     trade with the bank: give the first at the best rate, get one of the second
const (
	kindSettle = iota + 1
	kindRoad
	kindCity
	kindRoll
	kindEnd
	kindBuyDev
	kindKnight
	kindRoadBuilding
	kindPlenty
	kindMonopoly
	kindRobber
	kindSteal
	kindDiscard
	kindTrade
)

func pack(kind, x, y int) engine.Action { return engine.Action(kind<<24 | x<<12 | y) }

func kindOf(a engine.Action) int { return int(a >> 24) }

func argsOf(a engine.Action) (int, int) { return int(a>>12) & 0xfff, int(a) & 0xfff }

var (
	rollAction         = pack(kindRoll, 0, 0)
	endAction          = pack(kindEnd, 0, 0)
	buyDevAction       = pack(kindBuyDev, 0, 0)
	knightAction       = pack(kindKnight, 0, 0)
	roadBuildingAction = pack(kindRoadBuilding, 0, 0)
)

// Describe gives the text of a in lang: the forms Parse reads. Intersections
// and hexes are numbered from 1 in reading order, roads by their two ends.
func (st *State) Describe(a engine.Action, lang engine.Lang) string {
	x, y := argsOf(a)
	ja := lang == engine.JA
	res := func(r int) string {
		if r < Resources {
			return resourceNames[r].In(lang)
		}
		return strconv.Itoa(r)
	}
	switch kindOf(a) {
	case kindSettle:
		return pick(ja, fmt.Sprintf("settle %d", x+1), fmt.Sprintf("開拓地 %d", x+1))
	case kindRoad:
		return pick(ja, "road "+st.edgeText(x), "街道 "+st.edgeText(x))
	case kindCity:
		return pick(ja, fmt.Sprintf("city %d", x+1), fmt.Sprintf("都市 %d", x+1))
	case kindRoll:
		return pick(ja, "roll", "ダイスを振る")
	case kindEnd:
		if st.step == stepSpecialBuild {
			return pick(ja, "pass", "建設しない")
		}
		return pick(ja, "end turn", "手番を終える")
	case kindBuyDev:
		return pick(ja, "buy development card", "発展カードを買う")
	case kindKnight:
		return pick(ja, "play knight", "騎士を使う")
	case kindRoadBuilding:
		return pick(ja, "play road building", "街道建設を使う")
	case kindPlenty:
		return pick(ja, fmt.Sprintf("play year of plenty %s %s", res(x), res(y)), fmt.Sprintf("発見を使う %s %s", res(x), res(y)))
	case kindMonopoly:
		return pick(ja, "play monopoly "+res(x), "独占を使う "+res(x))
	case kindRobber:
		return pick(ja, fmt.Sprintf("robber %d", x+1), fmt.Sprintf("盗賊 %d", x+1))
	case kindSteal:
		return pick(ja, "steal from "+engine.SeatColour(engine.Seat(x), lang), engine.SeatColour(engine.Seat(x), lang)+"から奪う")
	case kindDiscard:
		return pick(ja, "discard "+res(x), res(x)+"を捨てる")
	case kindTrade:
		rate := 4
		if x < Resources && st.current >= 0 {
			rate = int(st.rates[st.current][x])
		}
		return pick(ja, fmt.Sprintf("trade %d %s for 1 %s", rate, res(x), res(y)), fmt.Sprintf("%s%dを%s1と交換", res(x), rate, res(y)))
	}
	return pick(ja, fmt.Sprintf("unknown action %d", a), fmt.Sprintf("不明な行動 %d", a))
}

func pick(ja bool, en, jaText string) string {
	if ja {
		return jaText
	}
	return en
}

// edgeText names an edge by its ends, "23-24"; an edge the board does not
// have by its number.
func (st *State) edgeText(e int) string {
	b := st.board()
	if e < 0 || e >= b.Edges() {
		return fmt.Sprintf("#%d", e)
	}
	v := b.EdgeVertices[e]
	return fmt.Sprintf("%d-%d", v[0]+1, v[1]+1)
}

const resourcePattern = `(brick|lumber|wool|grain|ore|レンガ|木材|羊毛|穀物|鉱石)`

// actionForms are the texts Parse reads, after engine.Normalize.
var actionForms = []struct {
	re   *regexp.Regexp
	make func(st *State, m []string) (engine.Action, error)
}{
	{regexp.MustCompile(`^(?:settle|開拓地) (\d{1,3})$`), func(_ *State, m []string) (engine.Action, error) { return numbered(kindSettle, m[1]) }},
	{regexp.MustCompile(`^(?:city|都市) (\d{1,3})$`), func(_ *State, m []string) (engine.Action, error) { return numbered(kindCity, m[1]) }},
	{regexp.MustCompile(`^(?:road|街道) (\d{1,3})-(\d{1,3})$`), func(st *State, m []string) (engine.Action, error) { return st.parseEdge(kindRoad, m[1], m[2]) }},
	{regexp.MustCompile(`^(?:robber|盗賊) (\d{1,3})$`), func(_ *State, m []string) (engine.Action, error) { return numbered(kindRobber, m[1]) }},
	{regexp.MustCompile(`^(roll|ダイスを振る)$`), fixed(rollAction)},
	{regexp.MustCompile(`^(end turn|手番を終える|pass|建設しない)$`), fixed(endAction)},
	{regexp.MustCompile(`^(buy development card|発展カードを買う)$`), fixed(buyDevAction)},
	{regexp.MustCompile(`^(play knight|騎士を使う)$`), fixed(knightAction)},
	{regexp.MustCompile(`^(play road building|街道建設を使う)$`), fixed(roadBuildingAction)},
	{regexp.MustCompile(`^(?:play year of plenty|発見を使う) ` + resourcePattern + ` ` + resourcePattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindPlenty, int(resourceOf(m[1])), int(resourceOf(m[2]))), nil
	}},
	{regexp.MustCompile(`^(?:play monopoly|独占を使う) ` + resourcePattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindMonopoly, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^steal from (\S+)$`), func(_ *State, m []string) (engine.Action, error) { return colourAction(kindSteal, m[1]) }},
	{regexp.MustCompile(`^(\S+)から奪う$`), func(_ *State, m []string) (engine.Action, error) { return colourAction(kindSteal, m[1]) }},
	{regexp.MustCompile(`^discard ` + resourcePattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindDiscard, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^` + resourcePattern + `を捨てる$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindDiscard, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^trade (?:\d )?` + resourcePattern + ` for (?:1 )?` + resourcePattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindTrade, int(resourceOf(m[1])), int(resourceOf(m[2]))), nil
	}},
	{regexp.MustCompile(`^` + resourcePattern + `\d?を` + resourcePattern + `1?と交換$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindTrade, int(resourceOf(m[1])), int(resourceOf(m[2]))), nil
	}},
}

func fixed(a engine.Action) func(*State, []string) (engine.Action, error) {
	return func(*State, []string) (engine.Action, error) { return a, nil }
}

// numbered is an action on intersection or hex n, numbered from 1.
func numbered(kind int, n string) (engine.Action, error) {
	i, _ := strconv.Atoi(n)
	if i < 1 {
		return 0, engine.Reject("intersections and hexes are numbered from 1", "交差点と地形は1から数えます")
	}
	return pack(kind, i-1, 0), nil
}

func (st *State) parseEdge(kind int, a, b string) (engine.Action, error) {
	v, _ := strconv.Atoi(a)
	w, _ := strconv.Atoi(b)
	e := st.board().EdgeBetween(v-1, w-1)
	if e < 0 {
		return 0, engine.Reject(
			fmt.Sprintf("no path joins intersections %d and %d", v, w),
			fmt.Sprintf("交差点%dと%dを結ぶ道はありません", v, w))
	}
	return pack(kind, e, 0), nil
}

func colourAction(kind int, name string) (engine.Action, error) {
	for s := range engine.SeatColours {
		for _, lang := range engine.Langs {
			if strings.EqualFold(engine.SeatColour(engine.Seat(s), lang), name) {
				return pack(kind, s, 0), nil
			}
		}
	}
	return 0, engine.Reject(fmt.Sprintf("no player is %q", name), fmt.Sprintf("「%s」のプレイヤーはいません", name))
}

func resourceOf(name string) Resource {
	for r, n := range resourceNames {
		if n.EN == name || n.JA == name {
			return Resource(r)
		}
	}
	return -1
}

// Parse reads an action's text in English or Japanese, as Describe writes it.
func (st *State) Parse(text string) (engine.Action, error) {
	t := engine.Normalize(text)
	for _, f := range actionForms {
		if m := f.re.FindStringSubmatch(t); m != nil {
			return f.make(st, m)
		}
	}
	return 0, engine.Reject(
		fmt.Sprintf("%q is not a Catan action (try \"roll\", \"settle 31\", \"road 23-24\", \"city 31\", \"trade 4 brick for 1 ore\" or \"end turn\")", text),
		fmt.Sprintf("「%s」はカタンの行動ではありません(例:「ダイスを振る」「開拓地 31」「街道 23-24」「都市 31」「レンガ4を鉱石1と交換」「手番を終える」)", text))
}
