package catan

import (
	"fmt"
	"math/bits"
	"regexp"
	"slices"
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
//	propose    -                      begin an offer to the other players
//	give       resource               add a card to what the offer gives
//	ask        resource               add a card to what the offer asks for
//	send       seats                  make the offer to these seats (a bit each); 0: send a counter-offer
//	cancel     -                      withdraw the offer, or trade with nobody
//	accept     -                      accept the offer
//	decline    -                      decline the offer
//	counter    -                      begin a counter-offer
//	confirm    seat                   trade with that player
//	ship       edge                   build a ship (or place one: set-up, road building)
//	moveShip   edge, edge             move a ship from the first path to the second
//	pirate     hex                    move the pirate there
//	gold       resource               take one card of a resource a gold field pays
//	orient     hex, side              turn the harbour tile found on hex to face side (0-5, clockwise from the north-east)
//	buyHarbour source|pair<<7, hex<<3|side   buy a harbour (a hex, or 112+kind for a chip) and put it on a sea hex, facing side; pair: a 3:1 harbour's two resources (harbour.go)
//	pick       terrain, number        selection phase: take a terrain tile and a number chip
//	pickHarbour kind, chip            selection phase: take a harbour tile (chip 0) or Seafarers chip (chip 1) of kind (0-4 a resource, 5 3:1)
//	placeTile  terrain, hex           island building: lay a terrain tile
//	placeHarbour hex, side            island building: lay the harbour on hex, facing side
//	placeChip  number, hex            island building: lay a number chip
//	startPay   intersection           the settlement whose hexes pay at the start
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
	kindPropose
	kindGive
	kindAsk
	kindSend
	kindCancel
	kindAccept
	kindDecline
	kindCounter
	kindConfirm
	kindShip
	kindMoveShip
	kindPirate
	kindGold
	kindOrient
	kindBuyHarbour
	kindPick
	kindPickHarbour
	kindPlaceTile
	kindPlaceHarbour
	kindPlaceChip
	kindStartPay
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
	proposeAction      = pack(kindPropose, 0, 0)
	cancelAction       = pack(kindCancel, 0, 0)
	acceptAction       = pack(kindAccept, 0, 0)
	declineAction      = pack(kindDecline, 0, 0)
	counterAction      = pack(kindCounter, 0, 0)
)

// Describe gives the text of a in lang: the forms Parse reads. Intersections
// and hexes are numbered from 1 in reading order, roads by their two ends.
func (st *State) Describe(a engine.Action, lang engine.Lang) string {
	x, y := argsOf(a)
	res := func(r int) string {
		if r < Resources {
			return resourceNames[r].In(lang)
		}
		return strconv.Itoa(r)
	}
	switch kindOf(a) {
	case kindSettle:
		return lang.Pick(fmt.Sprintf("settle %d", x+1), fmt.Sprintf("開拓地 %d", x+1))
	case kindRoad:
		return lang.Pick("road "+st.edgeText(x), "街道 "+st.edgeText(x))
	case kindCity:
		return lang.Pick(fmt.Sprintf("city %d", x+1), fmt.Sprintf("都市 %d", x+1))
	case kindRoll:
		return lang.Pick("roll", "ダイスを振る")
	case kindEnd:
		if st.step == stepSpecialBuild {
			return lang.Pick("pass", "建設しない")
		}
		return lang.Pick("end turn", "手番を終える")
	case kindBuyDev:
		return lang.Pick("buy development card", "発展カードを買う")
	case kindKnight:
		return lang.Pick("play knight", "騎士を使う")
	case kindRoadBuilding:
		return lang.Pick("play road building", "街道建設を使う")
	case kindPlenty:
		return lang.Pick(fmt.Sprintf("play year of plenty %s %s", res(x), res(y)), fmt.Sprintf("発見を使う %s %s", res(x), res(y)))
	case kindMonopoly:
		return lang.Pick("play monopoly "+res(x), "独占を使う "+res(x))
	case kindRobber:
		return lang.Pick(fmt.Sprintf("robber %d", x+1), fmt.Sprintf("盗賊 %d", x+1))
	case kindSteal:
		return lang.Pick("steal from "+engine.SeatColour(engine.Seat(x), lang), engine.SeatColour(engine.Seat(x), lang)+"から奪う")
	case kindDiscard:
		return lang.Pick("discard "+res(x), res(x)+"を捨てる")
	case kindTrade:
		rate := 4
		if x < Resources && st.current >= 0 {
			rate = int(st.rates[st.current][x])
		}
		return lang.Pick(fmt.Sprintf("trade %d %s for 1 %s", rate, res(x), res(y)), fmt.Sprintf("%s%dを%s1と交換", res(x), rate, res(y)))
	case kindPropose:
		return lang.Pick("offer a trade", "交渉する")
	case kindGive:
		return lang.Pick("give "+res(x), res(x)+"を出す")
	case kindAsk:
		return lang.Pick("ask for "+res(x), res(x)+"を求める")
	case kindSend:
		if x == 0 {
			return lang.Pick("send the counter-offer", "逆提案を送る")
		}
		return st.offerText(uint8(x), lang)
	case kindCancel:
		if st.step == stepConfirm {
			return lang.Pick("trade with nobody", "誰とも交換しない")
		}
		return lang.Pick("withdraw the offer", "交渉をやめる")
	case kindAccept:
		return lang.Pick("accept the offer", "申し出を受ける")
	case kindDecline:
		return lang.Pick("decline the offer", "申し出を断る")
	case kindCounter:
		return lang.Pick("make a counter-offer", "逆提案する")
	case kindConfirm:
		return lang.Pick("trade with "+engine.SeatColour(engine.Seat(x), lang), engine.SeatColour(engine.Seat(x), lang)+"と交換する")
	case kindShip:
		return lang.Pick("ship "+st.edgeText(x), "船 "+st.edgeText(x))
	case kindMoveShip:
		return lang.Pick("move ship "+st.edgeText(x)+" to "+st.edgeText(y), "船を"+st.edgeText(x)+"から"+st.edgeText(y)+"へ移す")
	case kindPirate:
		return lang.Pick(fmt.Sprintf("pirate %d", x+1), fmt.Sprintf("海賊 %d", x+1))
	case kindGold:
		return lang.Pick("gold "+res(x), "砂金川から"+res(x))
	case kindOrient:
		return lang.Pick(fmt.Sprintf("turn harbour %d to %s", x+1, st.sideText(x, y)), fmt.Sprintf("港%dを%sに向ける", x+1, st.sideText(x, y)))
	case kindBuyHarbour:
		return st.buyText(a, lang)
	case kindPick:
		return lang.Pick(fmt.Sprintf("take %s %d", terrainName(x, lang), y), fmt.Sprintf("%s %dを取る", terrainName(x, lang), y))
	case kindPickHarbour:
		if y == 1 {
			return lang.Pick("take harbour chip "+harbourName(x, lang), harbourName(x, lang)+"の港チップを取る")
		}
		return lang.Pick("take harbour "+harbourName(x, lang), harbourName(x, lang)+"の港を取る")
	case kindPlaceTile:
		return lang.Pick(fmt.Sprintf("lay %s on %d", terrainName(x, lang), y+1), fmt.Sprintf("%sを%dに置く", terrainName(x, lang), y+1))
	case kindPlaceHarbour:
		return lang.Pick(fmt.Sprintf("lay harbour on %d at %s", x+1, st.sideText(x, y)), fmt.Sprintf("港を%dの%sに置く", x+1, st.sideText(x, y)))
	case kindPlaceChip:
		return lang.Pick(fmt.Sprintf("chip %d on %d", x, y+1), fmt.Sprintf("数字%dを%dに置く", x, y+1))
	case kindStartPay:
		return lang.Pick(fmt.Sprintf("take the cards of %d", x+1), fmt.Sprintf("%dの資源をもらう", x+1))
	}
	return lang.Pick(fmt.Sprintf("unknown action %d", a), fmt.Sprintf("不明な行動 %d", a))
}

// edgeText names an edge by its ends, "23-24"; an edge the board does not
// have by its number.
func (st *State) edgeText(e int) string {
	b := st.board()
	if e < 0 || e >= b.Edges() {
		return fmt.Sprintf("#%d", e)
	}
	return b.edgeNames[e]
}

const (
	resourcePattern = `(brick|lumber|wool|grain|ore|レンガ|木材|羊毛|穀物|鉱石)`
	terrainPattern  = `(sea|desert|hills|forest|pasture|fields|mountains|gold field|海|砂漠|丘陵|森林|牧草地|畑|山地|砂金川)`
	harbourPattern  = `(3:1|brick|lumber|wool|grain|ore|レンガ|木材|羊毛|穀物|鉱石)`
	edgePattern     = `(\d{1,3})-(\d{1,3})`
)

// actionForm is a text Parse reads, after engine.Normalize, and how it
// makes the action.
type actionForm struct {
	re   *regexp.Regexp
	make func(st *State, m []string) (engine.Action, error)
}

// actionForms are the texts of the actions but trade between players.
var actionForms = []actionForm{
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

// tradeForms are the texts of trade between players, which Parse reads
// after the other forms.
var tradeForms = []actionForm{
	{regexp.MustCompile(`^(offer a trade|交渉する)$`), fixed(proposeAction)},
	{regexp.MustCompile(`^give ` + resourcePattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindGive, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^` + resourcePattern + `を出す$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindGive, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^ask for ` + resourcePattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindAsk, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^` + resourcePattern + `を求める$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindAsk, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^(send the counter-offer|逆提案を送る)$`), fixed(pack(kindSend, 0, 0))},
	{regexp.MustCompile(`^(withdraw the offer|交渉をやめる|trade with nobody|誰とも交換しない)$`), fixed(cancelAction)},
	{regexp.MustCompile(`^(accept the offer|申し出を受ける)$`), fixed(acceptAction)},
	{regexp.MustCompile(`^(decline the offer|申し出を断る)$`), fixed(declineAction)},
	{regexp.MustCompile(`^(make a counter-offer|逆提案する)$`), fixed(counterAction)},
	{regexp.MustCompile(`^trade with (\S+)$`), func(_ *State, m []string) (engine.Action, error) { return colourAction(kindConfirm, m[1]) }},
	{regexp.MustCompile(`^(\S+)と交換する$`), func(_ *State, m []string) (engine.Action, error) { return colourAction(kindConfirm, m[1]) }},
	{regexp.MustCompile(`^offer (.+) for (.+) to (.+)$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseOffer(m[1], m[2], m[3], ", ", " and ")
	}},
	{regexp.MustCompile(`^(.+)に(.+)を(.+)と交換で申し出る$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseOffer(m[2], m[3], m[1], "・", "と")
	}},
}

// offerText writes the offer of the player to move, made to the seats in
// mask: "offer 2 brick, 1 wool for 1 ore to blue and green".
func (st *State) offerText(mask uint8, lang engine.Lang) string {
	to := lang.Pick("all", "全員")
	if mask != st.others(st.current) {
		var names []string
		for m := mask; m != 0; m &= m - 1 {
			names = append(names, engine.SeatColour(engine.Seat(bits.TrailingZeros8(m)), lang))
		}
		to = strings.Join(names, lang.Pick(" and ", "と"))
	}
	give, get := cardsText(&st.offer.give, lang), cardsText(&st.offer.get, lang)
	return lang.Pick("offer "+give+" for "+get+" to "+to, to+"に"+give+"を"+get+"と交換で申し出る")
}

// cardsText writes cards: "2 brick, 1 wool"; "レンガ2・羊毛1".
func cardsText(cards *[Resources]int8, lang engine.Lang) string {
	var parts []string
	for r, n := range cards {
		if n > 0 {
			parts = append(parts, lang.Pick(fmt.Sprintf("%d %s", n, resourceNames[r].EN), fmt.Sprintf("%s%d", resourceNames[r].JA, n)))
		}
	}
	if len(parts) == 0 {
		return lang.Pick("nothing", "なし")
	}
	return strings.Join(parts, lang.Pick(", ", "・"))
}

// parseOffer reads an offer's text: the cards must be those of the offer
// composed (with "give" and "ask for"), and the seats those it goes to.
func (st *State) parseOffer(give, get, to, sep, and string) (engine.Action, error) {
	var mask uint8
	if to == "all" || to == "全員" {
		mask = st.others(st.current)
	} else {
		for _, name := range strings.Split(to, and) {
			a, err := colourAction(kindSend, name)
			if err != nil {
				return 0, err
			}
			x, _ := argsOf(a)
			mask |= 1 << x
		}
	}
	for _, side := range []struct {
		text string
		want *[Resources]int8
	}{{give, &st.offer.give}, {get, &st.offer.get}} {
		var cards [Resources]int8
		for _, part := range strings.Split(side.text, sep) {
			m := cardPattern.FindStringSubmatch(part)
			if m == nil {
				return 0, engine.Rejectf("%q is not a number of cards such as \"2 brick\"", "「%s」は「レンガ2」のような枚数ではありません", part)
			}
			n := m[1] + m[4]
			k, _ := strconv.Atoi(n)
			cards[resourceOf(m[2]+m[3])] += int8(min(k, 99))
		}
		if cards != *side.want {
			return 0, engine.Rejectf("the offer composed is %s for %s: compose it with \"give\" and \"ask for\" first",
				"交渉の内容は%sを%sとの交換です。先に「出す」「求める」で組み立ててください",
				engine.T(cardsText(&st.offer.give, engine.EN), cardsText(&st.offer.give, engine.JA)),
				engine.T(cardsText(&st.offer.get, engine.EN), cardsText(&st.offer.get, engine.JA)))
		}
	}
	return pack(kindSend, int(mask), 0), nil
}

// cardPattern reads "2 brick" or "レンガ2".
var cardPattern = regexp.MustCompile(`^(?:(\d{1,2}) ` + resourcePattern + `|` + resourcePattern + `(\d{1,2}))$`)

// scenarioForms are the texts of Seafarers' and The Unknown Island's actions.
var scenarioForms = []actionForm{
	{regexp.MustCompile(`^(?:ship|船) ` + edgePattern + `$`), func(st *State, m []string) (engine.Action, error) { return st.parseEdge(kindShip, m[1], m[2]) }},
	{regexp.MustCompile(`^move ship ` + edgePattern + ` to ` + edgePattern + `$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseMove(m[1:5])
	}},
	{regexp.MustCompile(`^船を` + edgePattern + `から` + edgePattern + `へ移す$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseMove(m[1:5])
	}},
	{regexp.MustCompile(`^(?:pirate|海賊) (\d{1,3})$`), func(_ *State, m []string) (engine.Action, error) { return numbered(kindPirate, m[1]) }},
	{regexp.MustCompile(`^(?:gold |砂金川から)` + resourcePattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pack(kindGold, int(resourceOf(m[1])), 0), nil
	}},
	{regexp.MustCompile(`^turn harbour (\d{1,3}) to ` + edgePattern + `$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseSide(kindOrient, m[1], m[2], m[3])
	}},
	{regexp.MustCompile(`^港(\d{1,3})を` + edgePattern + `に向ける$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseSide(kindOrient, m[1], m[2], m[3])
	}},
	{regexp.MustCompile(`^lay harbour on (\d{1,3}) at ` + edgePattern + `$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseSide(kindPlaceHarbour, m[1], m[2], m[3])
	}},
	{regexp.MustCompile(`^港を(\d{1,3})の` + edgePattern + `に置く$`), func(st *State, m []string) (engine.Action, error) {
		return st.parseSide(kindPlaceHarbour, m[1], m[2], m[3])
	}},
	{regexp.MustCompile(`^take ` + terrainPattern + ` (\d{1,2})$`), func(_ *State, m []string) (engine.Action, error) { return picked(m[1], m[2]) }},
	{regexp.MustCompile(`^` + terrainPattern + ` (\d{1,2})を取る$`), func(_ *State, m []string) (engine.Action, error) { return picked(m[1], m[2]) }},
	{regexp.MustCompile(`^take harbour (chip )?` + harbourPattern + `$`), func(_ *State, m []string) (engine.Action, error) {
		return pickedHarbour(m[2], m[1] != "")
	}},
	{regexp.MustCompile(`^` + harbourPattern + `の港(チップ)?を取る$`), func(_ *State, m []string) (engine.Action, error) {
		return pickedHarbour(m[1], m[2] != "")
	}},
	{regexp.MustCompile(`^lay ` + terrainPattern + ` on (\d{1,3})$`), func(_ *State, m []string) (engine.Action, error) { return laid(m[1], m[2]) }},
	{regexp.MustCompile(`^` + terrainPattern + `を(\d{1,3})に置く$`), func(_ *State, m []string) (engine.Action, error) { return laid(m[1], m[2]) }},
	{regexp.MustCompile(`^(?:chip (\d{1,2}) on|数字(\d{1,2})を) ?(\d{1,3})(?:に置く)?$`), func(_ *State, m []string) (engine.Action, error) {
		n, _ := strconv.Atoi(m[1] + m[2])
		h, _ := strconv.Atoi(m[3])
		if h < 1 {
			return 0, engine.Reject("hexes are numbered from 1", "地形は1から数えます")
		}
		return pack(kindPlaceChip, n, h-1), nil
	}},
	{regexp.MustCompile(`^(?:take the cards of (\d{1,3})|(\d{1,3})の資源をもらう)$`), func(_ *State, m []string) (engine.Action, error) {
		return numbered(kindStartPay, m[1]+m[2])
	}},
	{regexp.MustCompile(`^buy harbour (chip )?(\S+) to (\d{1,3}) at ` + edgePattern + `(?: paying ` + resourcePattern + ` and ` + resourcePattern + `)?$`),
		func(st *State, m []string) (engine.Action, error) {
			return st.parseBuy(m[1] != "", m[2], m[3], m[4], m[5], m[6], m[7])
		}},
	{regexp.MustCompile(`^(?:港(\d{1,3})|` + harbourPattern + `の港チップ)を買い(\d{1,3})の` + edgePattern + `に置く(?:\(` + resourcePattern + `・` + resourcePattern + `で払う\))?$`),
		func(st *State, m []string) (engine.Action, error) {
			return st.parseBuy(m[2] != "", m[1]+m[2], m[3], m[4], m[5], m[6], m[7])
		}},
}

// terrainName names terrain t in lang.
func terrainName(t int, lang engine.Lang) string {
	if t < 0 || t >= int(terrains) {
		return strconv.Itoa(t)
	}
	return terrainNames[t].In(lang)
}

// harbourName names a harbour kind in lang: "3:1" or its resource.
func harbourName(k int, lang engine.Lang) string {
	switch {
	case k == genericHarbour:
		return "3:1"
	case k >= 0 && k < Resources:
		return resourceNames[k].In(lang)
	}
	return strconv.Itoa(k)
}

// sideText names side k of hex h by the intersections at its ends, "23-24".
func (st *State) sideText(h, k int) string {
	b := st.board()
	if h < 0 || h >= len(b.Hexes) || k < 0 || k > 5 || b.HexVertices[h][k] < 0 || b.HexVertices[h][(k+1)%6] < 0 {
		return fmt.Sprintf("#%d", k)
	}
	v, w := b.HexVertices[h][k], b.HexVertices[h][(k+1)%6]
	return fmt.Sprintf("%d-%d", min(v, w)+1, max(v, w)+1)
}

// buyText writes a harbour buy: "buy harbour 12 to 20 at 33-34 paying wool and grain".
func (st *State) buyText(a engine.Action, lang engine.Lang) string {
	source, pair, target, side := buyArgs(a)
	what := fmt.Sprintf("harbour %d", source+1)
	whatJA := fmt.Sprintf("港%d", source+1)
	if source >= MaxHexes {
		what = "harbour chip " + harbourName(source-MaxHexes, lang)
		whatJA = harbourName(source-MaxHexes, lang) + "の港チップ"
	}
	text := lang.Pick(fmt.Sprintf("buy %s to %d at %s", what, target+1, st.sideText(target, side)),
		fmt.Sprintf("%sを買い%dの%sに置く", whatJA, target+1, st.sideText(target, side)))
	if kind := st.buyKind(source); (kind == genericHarbour || kind == noHarbour) && pair < len(pairs) && (pair > 0 || kind == genericHarbour) {
		r := pairs[pair]
		text += lang.Pick(" paying "+resourceNames[r[0]].EN+" and "+resourceNames[r[1]].EN,
			"("+resourceNames[r[0]].JA+"・"+resourceNames[r[1]].JA+"で払う)")
	}
	return text
}

// parseMove reads a ship's move by the ends of its two paths.
func (st *State) parseMove(ends []string) (engine.Action, error) {
	from, err := st.parseEdge(kindMoveShip, ends[0], ends[1])
	if err != nil {
		return 0, err
	}
	to, err := st.parseEdge(kindMoveShip, ends[2], ends[3])
	if err != nil {
		return 0, err
	}
	x, _ := argsOf(from)
	y, _ := argsOf(to)
	return pack(kindMoveShip, x, y), nil
}

// parseSide reads a hex and one of its sides, by the side's ends.
func (st *State) parseSide(kind int, hex, v, w string) (engine.Action, error) {
	h, _ := strconv.Atoi(hex)
	b := st.board()
	if h < 1 || h > len(b.Hexes) {
		return 0, engine.Rejectf("there is no hex %d", "地形%dはありません", h)
	}
	for k := range 6 {
		if st.sideText(h-1, k) == v+"-"+w || st.sideText(h-1, k) == w+"-"+v {
			return pack(kind, h-1, k), nil
		}
	}
	return 0, engine.Rejectf("hex %d has no side %s-%s", "地形%dに%s-%sの辺はありません", h, v, w)
}

// parseBuy reads a harbour buy.
func (st *State) parseBuy(chip bool, what, target, v, w, r1, r2 string) (engine.Action, error) {
	source := 0
	if chip {
		k, ok := harbourByName(what)
		if !ok {
			return 0, engine.Rejectf("no harbour %q", "港「%s」はありません", what)
		}
		source = chipSource(k)
	} else {
		h, err := strconv.Atoi(what)
		if err != nil || h < 1 || h > MaxHexes {
			return 0, engine.Rejectf("no hex %q", "地形「%s」はありません", what)
		}
		source = h - 1
	}
	side, err := st.parseSide(kindBuyHarbour, target, v, w)
	if err != nil {
		return 0, err
	}
	t, k := argsOf(side)
	pair := 0
	if r1 != "" {
		a, b := resourceOf(r1), resourceOf(r2)
		pair = slices.Index(pairs[:], [2]Resource{min(a, b), max(a, b)})
		if pair < 0 {
			return 0, engine.Reject("a 3:1 harbour costs two different resources besides", "3:1の港は、ほかに異なる資源2枚が要ります")
		}
	}
	return buyAction(source, pair, t, k), nil
}

// picked is a pick of a terrain tile with a number chip.
func picked(terrain, number string) (engine.Action, error) {
	t, _ := terrainByName(terrain)
	n, _ := strconv.Atoi(number)
	return pack(kindPick, int(t), n), nil
}

// pickedHarbour is a pick of a harbour tile or chip.
func pickedHarbour(kind string, chip bool) (engine.Action, error) {
	k, _ := harbourByName(kind)
	c := 0
	if chip {
		c = 1
	}
	return pack(kindPickHarbour, int(k), c), nil
}

// laid is a terrain tile laid on a hex.
func laid(terrain, hex string) (engine.Action, error) {
	t, _ := terrainByName(terrain)
	h, _ := strconv.Atoi(hex)
	if h < 1 {
		return 0, engine.Reject("hexes are numbered from 1", "地形は1から数えます")
	}
	return pack(kindPlaceTile, int(t), h-1), nil
}

// terrainByName reads a terrain's name in either language.
func terrainByName(name string) (Terrain, bool) {
	for t, n := range terrainNames {
		if n.EN == name || n.JA == name {
			return Terrain(t), true
		}
	}
	return 0, false
}

// harbourByName reads a harbour kind's name in either language.
func harbourByName(name string) (int8, bool) {
	if name == "3:1" {
		return genericHarbour, true
	}
	if r := resourceOf(name); r >= 0 {
		return int8(r), true
	}
	return 0, false
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
	for _, forms := range [][]actionForm{actionForms, tradeForms, scenarioForms} {
		for _, f := range forms {
			if m := f.re.FindStringSubmatch(t); m != nil {
				return f.make(st, m)
			}
		}
	}
	return 0, engine.Reject(
		fmt.Sprintf("%q is not a Catan action (try \"roll\", \"settle 31\", \"road 23-24\", \"city 31\", \"trade 4 brick for 1 ore\" or \"end turn\")", text),
		fmt.Sprintf("「%s」はカタンの行動ではありません(例:「ダイスを振る」「開拓地 31」「街道 23-24」「都市 31」「レンガ4を鉱石1と交換」「手番を終える」)", text))
}
