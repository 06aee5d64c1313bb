package catan

import (
	"fmt"
	"strconv"
	"strings"

	"shima/engine"
)

// The lines View.Text writes below the players' and the viewer's hand:
// the viewer's rates with the bank, the last theft (for its thief and
// victim), the offer under way and its answers, the gold to choose, and in
// The Unknown Island the supply and what each player holds while the
// islands are built, then the tiles still face down and the bag.

// extraText writes those lines.
func (v *View) extraText(b *strings.Builder, lang engine.Lang) {
	ja := lang == engine.JA
	name := func(s engine.Seat) string { return engine.SeatColour(s, lang) }
	if v.Rates != nil {
		var parts []string
		for r, n := range v.Rates {
			parts = append(parts, fmt.Sprintf(lang.Pick("%s %d:1", "%s%d:1"), resourceNames[r].In(lang), n))
		}
		fmt.Fprintf(b, lang.Pick("your rates with the bank: %s\n", "銀行との交換: %s\n"), strings.Join(parts, lang.Pick(", ", "、")))
	}
	if s := v.Stolen; s != nil {
		res := resourceNames[resourceOf(s.Resource)].In(lang)
		if ja {
			fmt.Fprintf(b, "直前の略奪: %sが%sから%sを1枚奪った\n", name(s.Thief), name(s.Victim), res)
		} else {
			fmt.Fprintf(b, "last theft: %s took 1 %s from %s\n", name(s.Thief), res, name(s.Victim))
		}
	}
	if t := v.Trade; t != nil {
		v.tradeText(b, t, lang)
	}
	for _, p := range v.Players {
		if p.Gold > 0 {
			fmt.Fprintf(b, lang.Pick("%s chooses %d resources a gold field pays\n", "%sは砂金川の資源を%d枚選ぶ\n"), name(p.Seat), p.Gold)
		}
	}
	if !scenarioMap(v) {
		return
	}
	if s := v.Supply; s != nil {
		fmt.Fprintf(b, lang.Pick("supply: %s\n", "ストック: %s\n"), tilesText(s, lang))
		if h := harboursText(s, lang); h != "" {
			fmt.Fprintf(b, lang.Pick("supply's harbours: %s\n", "ストックの港: %s\n"), h)
		}
		fmt.Fprintf(b, lang.Pick("supply's number chips: %s\n", "ストックの数字チップ: %s\n"), numbersText(s.Numbers, lang))
		for _, p := range v.Players {
			if held := heldText(p.Held, lang); held != "" {
				fmt.Fprintf(b, lang.Pick("%s holds %s\n", "%sの手元: %s\n"), name(p.Seat), held)
			}
		}
	}
	if s := v.FaceDown; s != nil {
		fmt.Fprintf(b, lang.Pick("face down: %s\n", "裏向き: %s\n"), tilesText(s, lang))
		if h := harboursText(s, lang); h != "" {
			fmt.Fprintf(b, lang.Pick("face-down harbours: %s\n", "裏向きの港: %s\n"), h)
		}
		fmt.Fprintf(b, lang.Pick("in the bag: %s\n", "袋の数字チップ: %s\n"), numbersText(s.Numbers, lang))
	}
	switch {
	case v.Robber == 0 && v.Pirate == 0:
		b.WriteString(lang.Pick("the robber and the pirate are off the board\n", "盗賊と海賊は盤外\n"))
	case v.Robber == 0:
		b.WriteString(lang.Pick("the robber is off the board\n", "盗賊は盤外\n"))
	case v.Pirate == 0:
		b.WriteString(lang.Pick("the pirate is off the board\n", "海賊は盤外\n"))
	}
}

// tradeText writes the offer under way, and the answers to it.
func (v *View) tradeText(b *strings.Builder, t *viewTrade, lang engine.Lang) {
	name := func(s engine.Seat) string { return engine.SeatColour(s, lang) }
	var to []string
	for _, s := range t.To {
		to = append(to, name(engine.Seat(s)))
	}
	if len(to) == 0 {
		fmt.Fprintf(b, lang.Pick("%s composes an offer: %s for %s\n", "%sが申し出を作成中: %sを%sと\n"),
			name(t.From), viewCards(t.Give, lang), viewCards(t.Get, lang))
		return
	}
	fmt.Fprintf(b, lang.Pick("%s offers %s for %s to %s\n", "%sの申し出: %sを%sと(%sへ)\n"),
		name(t.From), viewCards(t.Give, lang), viewCards(t.Get, lang), strings.Join(to, lang.Pick(" and ", "と")))
	var answers []string
	for _, a := range t.Answers {
		counter := ""
		if a.Give != nil && a.Get != nil {
			counter = fmt.Sprintf(lang.Pick(" %s for %s", "(%sを%sと)"), viewCards(*a.Give, lang), viewCards(*a.Get, lang))
		}
		var what string
		switch a.Answer {
		case "accept":
			what = lang.Pick("accepts", "受ける")
		case "decline":
			what = lang.Pick("declines", "断る")
		case "composing":
			what = lang.Pick("composes a counter-offer:", "逆提案を作成中") + counter
		case "counter":
			what = lang.Pick("counters:", "逆提案") + counter
		default:
			what = lang.Pick("has yet to answer", "未回答")
		}
		answers = append(answers, name(a.Seat)+" "+what)
	}
	fmt.Fprintf(b, lang.Pick("answers: %s\n", "返事: %s\n"), strings.Join(answers, lang.Pick("; ", "、")))
}

// viewCards writes cards: "2 brick, 1 wool"; "レンガ2・羊毛1".
func viewCards(cards [Resources]int, lang engine.Lang) string {
	var c [Resources]int8
	for r, n := range cards {
		c[r] = int8(n)
	}
	return cardsText(&c, lang)
}

// tilesText writes a supply's terrain tiles by terrain: "hills 3, forest 3".
func tilesText(s *viewSupply, lang engine.Lang) string {
	var parts []string
	for t, key := range terrainKeys {
		if n := s.Tiles[key]; n > 0 {
			parts = append(parts, countText(terrainNames[t].In(lang), n, lang))
		}
	}
	if len(parts) == 0 {
		return lang.Pick("none", "なし")
	}
	return strings.Join(parts, lang.Pick(", ", "・"))
}

// harboursText writes a supply's harbour tiles and chips by kind:
// "3:1 2, wool 1; chips ore 1", or "" for none.
func harboursText(s *viewSupply, lang engine.Lang) string {
	var tiles, chips []string
	for _, key := range harbourKeys {
		if n := s.Harbours[key]; n > 0 {
			tiles = append(tiles, countText(harbourText(key, lang), n, lang))
		}
		if n := s.HarbourChips[key]; n > 0 {
			chips = append(chips, countText(harbourText(key, lang), n, lang))
		}
	}
	var parts []string
	if len(tiles) > 0 {
		parts = append(parts, strings.Join(tiles, lang.Pick(", ", "・")))
	}
	if len(chips) > 0 {
		parts = append(parts, lang.Pick("chips ", "港チップ ")+strings.Join(chips, lang.Pick(", ", "・")))
	}
	return strings.Join(parts, lang.Pick("; ", "、"))
}

// countText writes a count of a kind: "hills 3"; "丘陵3枚", "3:1 2枚".
func countText(name string, n int, lang engine.Lang) string {
	if lang != engine.JA {
		return fmt.Sprintf("%s %d", name, n)
	}
	if strings.HasSuffix(name, "1") {
		name += " "
	}
	return fmt.Sprintf("%s%d枚", name, n)
}

// numbersText writes number chips: "2 3 3 4", or that there are none.
func numbersText(numbers []int, lang engine.Lang) string {
	if len(numbers) == 0 {
		return lang.Pick("none", "なし")
	}
	var parts []string
	for _, n := range numbers {
		parts = append(parts, strconv.Itoa(n))
	}
	return strings.Join(parts, " ")
}

// heldText writes what a player took in the selection phase and has not
// laid: "hills 1, forest 1; chips 3 8; harbour 3:1", or "" for nothing.
func heldText(h *heldPos, lang engine.Lang) string {
	if h == nil {
		return ""
	}
	var parts []string
	if len(h.Tiles) > 0 {
		parts = append(parts, tilesText(&viewSupply{Tiles: h.Tiles}, lang))
	}
	if len(h.Chips) > 0 {
		parts = append(parts, lang.Pick("chips ", "数字 ")+numbersText(h.Chips, lang))
	}
	if h.Harbour != "" {
		kind := harbourText(h.Harbour, lang)
		if h.Chip {
			parts = append(parts, lang.Pick("harbour chip "+kind, kind+"の港チップ"))
		} else {
			parts = append(parts, lang.Pick("harbour "+kind, kind+"の港"))
		}
	}
	return strings.Join(parts, lang.Pick("; ", "、"))
}
