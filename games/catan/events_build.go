package catan

import (
	"fmt"
	"strings"

	"shima/engine"
)

// Building and development cards: a piece's place retold by its hexes
// ("settle 19" becomes a settlement by hills 8, forest 5 and the sea), the
// card drawn (to its buyer only), and what a card played took.

// vertexEvent retells a settlement (or a city) of p at intersection v.
func (st *State) vertexEvent(was *State, p int8, v int, city bool) engine.Event {
	hexes := st.around(v)
	where := st.hexesName(hexes)
	kind := "settlement"
	en := fmt.Sprintf("%s builds a settlement by %s", mark(p), where.EN)
	ja := fmt.Sprintf("%sが%sに接する開拓地を建設", mark(p), where.JA)
	switch {
	case city:
		kind = "city"
		en = fmt.Sprintf("%s builds a city by %s", mark(p), where.EN)
		ja = fmt.Sprintf("%sが%sに接する開拓地を都市にする", mark(p), where.JA)
	case was.step == stepSetupSettle:
		en = fmt.Sprintf("%s places a settlement by %s", mark(p), where.EN)
		ja = fmt.Sprintf("%sが%sに接する開拓地を置く", mark(p), where.JA)
	}
	e := engine.Event{Kind: kind, Seat: engine.Seat(p), Retell: true, Text: engine.T(en, ja),
		At:   append([]string{fmt.Sprintf("%s-%d", kind, v+1)}, hexIDs(hexes)...),
		Data: map[string]any{"intersection": v + 1, "hexes": hexNumbers(hexes)}}
	switch {
	case city:
		e.Data["paid"] = cardsData(&cityCost)
	case was.step != stepSetupSettle:
		e.Data["paid"] = cardsData(&settlementCost)
	}
	return e
}

// lineEvent retells a road (or a ship) of p on edge e: built, placed in the
// set-up, or placed free (road building).
func (st *State) lineEvent(was *State, p int8, e int, ship bool) engine.Event {
	hexes := st.beside(e)
	where := st.hexesName(hexes)
	kind, piece := "road", engine.T("road", "街道")
	if ship {
		kind, piece = "ship", engine.T("ship", "船")
	}
	verb, verbJA := "builds a", "を建設"
	data := map[string]any{"path": st.edgeText(e), "hexes": hexNumbers(hexes), "free": was.step == stepRoadBuilding}
	switch {
	case was.step == stepSetupRoad:
		verb, verbJA = "places a", "を置く"
	case was.step == stepRoadBuilding:
		verb, verbJA = "places a free", "を無料で置く"
	case ship:
		data["paid"] = cardsData(&shipCost)
	default:
		data["paid"] = cardsData(&roadCost)
	}
	return engine.Event{Kind: kind, Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s %s %s beside %s", mark(p), verb, piece.EN, where.EN),
			fmt.Sprintf("%sが%sに接する%s%s", mark(p), where.JA, piece.JA, verbJA)),
		At:   append([]string{kind + "-" + st.edgeText(e)}, hexIDs(hexes)...),
		Data: data}
}

// moveShipEvent retells p's ship moved from one path to another.
func (st *State) moveShipEvent(p int8, from, to int) engine.Event {
	a, b := st.hexesName(st.beside(from)), st.hexesName(st.beside(to))
	return engine.Event{Kind: "move-ship", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s moves a ship from beside %s to beside %s", mark(p), a.EN, b.EN),
			fmt.Sprintf("%sが%sに接する船を%sに接する場所へ移す", mark(p), a.JA, b.JA)),
		At:   append([]string{"ship-" + st.edgeText(to)}, hexIDs(st.beside(to))...),
		Data: map[string]any{"from": st.edgeText(from), "to": st.edgeText(to)}}
}

// devEvents retell a development card bought (its kind to its buyer only)
// or played, with what it took.
func (st *State) devEvents(was *State, p int8, a engine.Action) []engine.Event {
	x, _ := argsOf(a)
	me := engine.Seat(p)
	e := engine.Event{Seat: me, Retell: true}
	switch kindOf(a) {
	case kindBuyDev:
		d := was.deck[was.nDeck-1]
		paid := cardsData(&devCost)
		e.Kind, e.Only = "dev-card", []engine.Seat{me}
		e.Text = engine.T(fmt.Sprintf("%s buys a development card: %s", mark(p), article(devNames[d].EN)),
			fmt.Sprintf("%sが発展カードを買う: %s", mark(p), devNames[d].JA))
		e.Data = map[string]any{"card": devKeys[d], "paid": paid}
		e.Else = &engine.Event{Kind: "dev-card", Seat: me, Retell: true,
			Text: engine.T(fmt.Sprintf("%s buys a development card", mark(p)), fmt.Sprintf("%sが発展カードを買う", mark(p))),
			Data: map[string]any{"paid": paid}}
	case kindKnight:
		n := int(st.knights[p])
		e.Kind = "knight"
		e.Text = engine.T(fmt.Sprintf("%s plays a knight (%d played)", mark(p), n), fmt.Sprintf("%sが騎士を使う(%d枚目)", mark(p), n))
		e.Data = map[string]any{"knights": n}
	case kindRoadBuilding:
		what := engine.T("roads", "街道")
		if st.rules.UnknownIsland {
			what = engine.T("roads or ships", "街道か船")
		}
		e.Kind = "road-building"
		e.Text = engine.T(fmt.Sprintf("%s plays road building: %d free %s to place", mark(p), st.freeRoads, what.EN),
			fmt.Sprintf("%sが街道建設を使う: %sを%d本無料で置ける", mark(p), what.JA, st.freeRoads))
		e.Data = map[string]any{"free": int(st.freeRoads)}
	case kindPlenty:
		got := st.gained(was, p)
		cards := cardsName(&got)
		e.Kind = "plenty"
		e.Text = engine.T(fmt.Sprintf("%s plays year of plenty and takes %s from the bank", mark(p), cards.EN),
			fmt.Sprintf("%sが発見を使い、銀行から%sを受け取る", mark(p), cards.JA))
		e.Data = map[string]any{"cards": cardsData(&got)}
	case kindMonopoly:
		e = st.monopolyEvent(was, p, Resource(x))
	}
	return []engine.Event{e}
}

// monopolyEvent retells p's monopoly on r: how many each other player gave.
func (st *State) monopolyEvent(was *State, p int8, r Resource) engine.Event {
	name := resourceNames[r]
	var en, ja []string
	given := make([]int, st.seats)
	total := 0
	for o := range st.seats {
		if n := int(was.hand[o][r]); o != p && n > 0 {
			given[o], total = n, total+n
			en = append(en, fmt.Sprintf("%d from %s", n, mark(o)))
			ja = append(ja, fmt.Sprintf("%sから%d枚", mark(o), n))
		}
	}
	e := engine.Event{Kind: "monopoly", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s plays monopoly on %s and takes %d: %s", mark(p), name.EN, total, strings.Join(en, ", ")),
			fmt.Sprintf("%sが%sの独占を使い、%d枚を集める: %s", mark(p), name.JA, total, strings.Join(ja, "、"))),
		Data: map[string]any{"resource": resourceKeys[r], "total": total, "given": given}}
	if total == 0 {
		e.Text = engine.T(fmt.Sprintf("%s plays monopoly on %s: nobody else holds any", mark(p), name.EN),
			fmt.Sprintf("%sが%sの独占を使うが、ほかに持つ人はいない", mark(p), name.JA))
	}
	return e
}

// article puts "a" or "an" before an English noun.
func article(noun string) string {
	if strings.ContainsRune("aeiou", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}
