package catan

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"shima/engine"
)

// Events (EVENTS.md): what an action caused, told while a Recorder listens.
// Apply sends a recorded action through applyTold, which plays it with a
// recorder of its own: the rule code adds what only it knows as it happens
// (a card stolen, a tile turned up, the answers to an offer), and
// applyTold puts first the line that tells the move itself (made from the
// state before and after), then those, then the titles that changed hands.
// Places are named as the board draws them (terrain and number chip), and
// At names them by the ids of the web board (hex-N, settlement-N, road-V-W).

// applyTold plays a for p while a recorder listens.
func (st *State) applyTold(p int8, a engine.Action) {
	was := *st
	was.rec = nil
	out := st.rec
	caused := &engine.Recorder{}
	st.rec = caused
	st.apply(p, a)
	st.rec = out
	for _, e := range st.lead(&was, p, a) {
		out.Add(e)
	}
	for _, e := range caused.Events() {
		out.Add(e)
	}
	for _, e := range st.titles(&was) {
		out.Add(e)
	}
	if st.Over() {
		for _, e := range st.endEvents() {
			out.Add(e)
		}
	}
}

// Drafts reports whether a only prepares a decision, which the log leaves
// out (but for the seats it tells something): beginning an offer or a
// counter-offer, each card put into it, and withdrawing it before it is
// made; each discard but the one that ends the step, which tells the
// others how many each discarded (each discard tells its discarder alone
// what left its hand).
func (st *State) Drafts(a engine.Action, actor engine.Seat) bool {
	switch kindOf(a) {
	case kindPropose, kindGive, kindAsk, kindCounter:
		return true
	case kindCancel: // an offer withdrawn before it is made
		return st.step == stepOffer
	case kindDiscard:
		return st.step == stepDiscard && actor >= 0 && int(actor) < int(st.seats) && (st.owed[actor] > 1 || st.nToMove > 1)
	}
	return false
}

var _ engine.Drafting = (*State)(nil)

// lead is the line that tells a's move, first of its events, with the
// details it brings (a roll's production).
func (st *State) lead(was *State, p int8, a engine.Action) []engine.Event {
	x, y := argsOf(a)
	switch kindOf(a) {
	case kindRoll:
		return st.rollEvents(was, p)
	case kindSettle:
		return append([]engine.Event{st.vertexEvent(was, p, x, false)}, st.payEvents(was, p, x)...)
	case kindCity:
		return []engine.Event{st.vertexEvent(was, p, x, true)}
	case kindRoad, kindShip:
		return []engine.Event{st.lineEvent(was, p, x, kindOf(a) == kindShip)}
	case kindMoveShip:
		return []engine.Event{st.moveShipEvent(p, x, y)}
	case kindRobber, kindPirate:
		return []engine.Event{st.robberEvent(was, p, x, kindOf(a) == kindPirate)}
	case kindDiscard:
		return st.ownDiscard(was, p, x)
	case kindBuyDev, kindKnight, kindRoadBuilding, kindPlenty, kindMonopoly:
		return st.devEvents(was, p, a)
	case kindTrade:
		return []engine.Event{st.bankTradeEvent(was, p, x, y)}
	case kindEnd:
		return []engine.Event{endTurnEvent(was, p)}
	case kindSend, kindConfirm, kindCancel, kindAccept, kindDecline:
		return st.tradeLead(was, p, a)
	case kindOrient, kindBuyHarbour, kindPlaceTile, kindPlaceHarbour, kindPlaceChip, kindPick, kindPickHarbour, kindGold:
		return st.scenarioLead(was, p, a)
	case kindStartPay:
		return append([]engine.Event{st.startPayEvent(p, x)}, st.payEvents(was, p, x)...)
	}
	return nil
}

// endTurnEvent retells p ending the turn, or passing in the special
// building phase.
func endTurnEvent(was *State, p int8) engine.Event {
	if was.step == stepSpecialBuild {
		return engine.Event{Kind: "end-turn", Seat: engine.Seat(p), Retell: true,
			Text: engine.T(mark(p)+" builds nothing", mark(p)+"は建設しない")}
	}
	return engine.Event{Kind: "end-turn", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(mark(p)+" ends the turn", mark(p)+"が手番を終える")}
}

// titles tells Longest Road and Largest Army changing hands.
func (st *State) titles(was *State) []engine.Event {
	var out []engine.Event
	road := engine.T("Longest Road", "最長交易路")
	if st.roadCard != was.roadCard {
		best := 0
		for p := range st.seats {
			best = max(best, int(st.roadLen[p]))
		}
		e := engine.Event{Kind: "longest-road", Seat: engine.Spectator, Data: map[string]any{"holder": int(st.roadCard), "from": int(was.roadCard), "length": best}}
		if h := st.roadCard; h != noSeat {
			e.Seat = engine.Seat(h)
			e.Text = engine.T(fmt.Sprintf("%s takes %s with a road of %d", mark(h), road.EN, best),
				fmt.Sprintf("%sが%sを獲得(長さ%d)", mark(h), road.JA, best))
		} else if best < LongestRoadMin {
			e.Text = engine.T(fmt.Sprintf("%s is set aside: nobody has a road of %d", road.EN, LongestRoadMin),
				fmt.Sprintf("%sは脇に置かれる(長さ%d以上の人がいない)", road.JA, LongestRoadMin))
		} else {
			e.Text = engine.T(fmt.Sprintf("%s is set aside: several tie for the longest road, of %d", road.EN, best),
				fmt.Sprintf("%sは脇に置かれる(最長の%dで複数が並ぶ)", road.JA, best))
		}
		out = append(out, e)
	}
	if h := st.armyCard; h != was.armyCard && h != noSeat {
		out = append(out, engine.Event{Kind: "largest-army", Seat: engine.Seat(h),
			Text: engine.T(fmt.Sprintf("%s takes Largest Army with %d knights", mark(h), st.knights[h]),
				fmt.Sprintf("%sが最大騎士力を獲得(騎士%d枚)", mark(h), st.knights[h])),
			Data: map[string]any{"holder": int(h), "from": int(was.armyCard), "knights": int(st.knights[h])}})
	}
	return out
}

// endEvents tell the end of the game: each player's victory point cards,
// which the others see now, and who won (or that nobody did); in the
// scenario, the tiles still face down, turned up.
func (st *State) endEvents() []engine.Event {
	var out []engine.Event
	if st.rules.UnknownIsland {
		out = append(out, st.revealEvent())
	}
	for p := range st.seats {
		if n := int(st.devs[p][VictoryPoint]); n > 0 {
			out = append(out, engine.Event{Kind: "vp-cards", Seat: engine.Seat(p), Only: st.allBut(p),
				Text: engine.T(fmt.Sprintf("%s shows %d %s", mark(p), n, plural(n, "victory point card", "victory point cards")),
					fmt.Sprintf("%sが勝利点カード%d枚を公開", mark(p), n)),
				Data: map[string]any{"count": n}})
		}
	}
	o := st.Outcome()
	points := make([]int, st.seats)
	for p := range st.seats {
		points[p] = st.vp(p)
	}
	e := engine.Event{Kind: "end", Seat: engine.Spectator, Text: o.Reason, Data: map[string]any{"winner": int(st.winner), "points": points}}
	if st.winner != noSeat {
		e.Seat = engine.Seat(st.winner)
	}
	return append(out, e)
}

// mark is seat p's mark in an event's text.
func mark(p int8) string { return engine.SeatMark(engine.Seat(p)) }

// hexID names hex h as the web board's hex-N: N is the view's hexes[].hex
// (or frame[].hex), from 1.
func hexID(h int) string { return "hex-" + strconv.Itoa(h+1) }

// hexName names hex h as the board draws it: "hills 8", "the desert", "the
// sea", "the brick harbour", "a face-down tile".
func (st *State) hexName(h int) engine.Text {
	switch {
	case h < 0:
		return engine.T("the sea", "海")
	case st.hidden.has(h):
		return engine.T("a face-down tile", "未発見のタイル")
	case st.harbourKind[h] != noHarbour:
		k := int(st.harbourKind[h])
		return engine.T("the "+harbourName(k, engine.EN)+" harbour", harbourName(k, engine.JA)+"の港")
	case h >= st.layout.Interior || st.terrain[h] == Sea:
		return engine.T("the sea", "海")
	case st.terrain[h] == Desert:
		return engine.T("the desert", "砂漠")
	case st.number[h] == 0:
		return terrainNames[st.terrain[h]]
	}
	t := terrainNames[st.terrain[h]]
	return engine.T(fmt.Sprintf("%s %d", t.EN, st.number[h]), fmt.Sprintf("%s%d", t.JA, st.number[h]))
}

// hexesName names hexes as a list, the land first, each name once:
// "hills 8, forest 5 and the sea"; 「丘陵8・森林5・海」.
func (st *State) hexesName(hexes []int) engine.Text {
	var en, ja []string
	for _, land := range [2]bool{true, false} {
		for _, h := range hexes {
			if n := st.hexName(h); st.land(h) == land && !slices.Contains(en, n.EN) {
				en, ja = append(en, n.EN), append(ja, n.JA)
			}
		}
	}
	return engine.T(andList(en), strings.Join(ja, "・"))
}

// andList joins English items: "a", "a and b", "a, b and c".
func andList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// hexIDs and hexNumbers list hexes by their ids and by their numbers from 1.
func hexIDs(hexes []int) []string {
	out := make([]string, len(hexes))
	for i, h := range hexes {
		out[i] = hexID(h)
	}
	return out
}

func hexNumbers(hexes []int) []int {
	out := make([]int, len(hexes))
	for i, h := range hexes {
		out[i] = h + 1
	}
	return out
}

// around are the hexes at intersection v; beside the two at edge e.
func (st *State) around(v int) []int { return onBoard(st.board().VertexHexes[v][:]) }

func (st *State) beside(e int) []int { return onBoard(st.board().EdgeHexes[e][:]) }

// onBoard are the hexes of hs that exist (not noHex).
func onBoard(hs []int) []int {
	var out []int
	for _, h := range hs {
		if h != noHex {
			out = append(out, h)
		}
	}
	return out
}

// cardsData is a count of cards for an event's data: {"brick": 2}.
func cardsData(cards *[Resources]int8) map[string]any {
	out := map[string]any{}
	for r, n := range cards {
		if n > 0 {
			out[resourceKeys[r]] = int(n)
		}
	}
	return out
}

// cardsName writes cards in both languages: "2 brick, 1 wool"; 「レンガ2・羊毛1」.
func cardsName(cards *[Resources]int8) engine.Text {
	return engine.T(cardsText(cards, engine.EN), cardsText(cards, engine.JA))
}

// gained is what seat p's hand gained from was to now.
func (st *State) gained(was *State, p int8) [Resources]int8 {
	var g [Resources]int8
	for r := range Resources {
		g[r] = max(0, st.hand[p][r]-was.hand[p][r])
	}
	return g
}

func empty(cards *[Resources]int8) bool { return *cards == [Resources]int8{} }

// allBut is every seat but p, and the spectator: who sees what p's own
// event told p alone.
func (st *State) allBut(p int8) []engine.Seat {
	out := []engine.Seat{engine.Spectator}
	for o := range st.seats {
		if o != p {
			out = append(out, engine.Seat(o))
		}
	}
	return out
}
