package catan

import (
	"fmt"
	"slices"
	"strings"

	"shima/engine"
)

// The Unknown Island's events: island building retold by the island's
// tiles, the board filled face down, tiles turned up (with the finder's
// bonus), harbours turned or bought, and the start payment.

// scenarioLead retells a step of island building, a harbour turned toward
// land, or a harbour bought.
func (st *State) scenarioLead(was *State, p int8, a engine.Action) []engine.Event {
	x, y := argsOf(a)
	me := engine.Seat(p)
	switch kindOf(a) {
	case kindPick, kindPickHarbour:
		return st.pickEvents(was, p, a)
	case kindGold:
		name := resourceNames[x]
		return []engine.Event{{Kind: "gold-choice", Seat: me, Retell: true,
			Text: engine.T(fmt.Sprintf("%s takes 1 %s for gold", mark(p), name.EN), fmt.Sprintf("%sが砂金の分として%s1枚を受け取る", mark(p), name.JA)),
			Data: map[string]any{"resource": resourceKeys[x]}}}
	case kindPlaceTile:
		t := terrainNames[x]
		e := engine.Event{Kind: "tile", Seat: me, Retell: true, At: []string{hexID(y)},
			Text: engine.T(fmt.Sprintf("%s lays %s on its start hex", mark(p), t.EN), fmt.Sprintf("%sがスタート地点に%sを置く", mark(p), t.JA)),
			Data: map[string]any{"terrain": terrainKeys[x], "hex": y + 1}}
		if y != st.layout.Starts[p].Anchor {
			var mine []int
			for _, n := range st.board().HexNeighbours[y] {
				if st.islandLand(n, p) {
					mine = append(mine, n)
				}
			}
			by := st.hexesName(mine)
			e.Text = engine.T(fmt.Sprintf("%s lays %s beside its %s", mark(p), t.EN, by.EN), fmt.Sprintf("%sが自分の%sの隣に%sを置く", mark(p), by.JA, t.JA))
		}
		return []engine.Event{e}
	case kindPlaceChip:
		t := terrainNames[st.terrain[y]]
		return []engine.Event{{Kind: "chip", Seat: me, Retell: true, At: []string{hexID(y)},
			Text: engine.T(fmt.Sprintf("%s puts the %d on its %s", mark(p), x, t.EN), fmt.Sprintf("%sが自分の%sに数字%dを置く", mark(p), t.JA, x)),
			Data: map[string]any{"number": x, "hex": y + 1}}}
	case kindPlaceHarbour, kindOrient:
		facing := st.hexesName(st.facing(x, y))
		name := st.hexName(x)
		verb, verbJA := "lays", "置く"
		found := kindOf(a) == kindOrient
		if found {
			verb, verbJA = "turns", "向ける"
		}
		return []engine.Event{{Kind: "harbour", Seat: me, Retell: true, At: []string{hexID(x)},
			Text: engine.T(fmt.Sprintf("%s %s %s toward %s", mark(p), verb, name.EN, facing.EN),
				fmt.Sprintf("%sが%sを%sに%s", mark(p), name.JA, facing.JA, verbJA)),
			Data: map[string]any{"harbour": harbourKey(st.harbourKind[x]), "hex": x + 1, "side": y, "chip": st.chipHarbour.has(x), "found": found}}}
	case kindBuyHarbour:
		source, pair, target, side := buyArgs(a)
		k := was.buyKind(source)
		name := engine.T(harbourName(int(k), engine.EN), harbourName(int(k), engine.JA))
		facing := st.hexesName(st.facing(target, side))
		data := map[string]any{"harbour": harbourKey(k), "from": 0, "hex": target + 1, "side": side, "chip": st.chipHarbour.has(target),
			"paid": cardsData(new(price(k, pair)))}
		if source < MaxHexes {
			data["from"], data["from_side"], data["from_chip"] = source+1, int(was.harbourSide[source]), was.chipHarbour.has(source)
		}
		return []engine.Event{{Kind: "buy-harbour", Seat: me, Retell: true, At: []string{hexID(target)},
			Text: engine.T(fmt.Sprintf("%s buys the %s harbour and lays it toward %s", mark(p), name.EN, facing.EN),
				fmt.Sprintf("%sが%sの港を買い、%sに向けて置く", mark(p), name.JA, facing.JA)),
			Data: data}}
	}
	return nil
}

// pickEvents retell p's pick in the selection phase: a terrain tile with
// a number chip, or a harbour (a tile, or a Seafarers chip). When it ends
// the selection, the harbour chips nobody took leave the game.
func (st *State) pickEvents(was *State, p int8, a engine.Action) []engine.Event {
	x, y := argsOf(a)
	e := engine.Event{Kind: "pick", Seat: engine.Seat(p), Retell: true}
	left := was.harbourChips
	if kindOf(a) == kindPick {
		t := terrainNames[x]
		e.Text = engine.T(fmt.Sprintf("%s takes %s with the %d", mark(p), t.EN, y), fmt.Sprintf("%sが%sと数字%dを取る", mark(p), t.JA, y))
		e.Data = map[string]any{"terrain": terrainKeys[x], "number": y}
	} else {
		name := engine.T(harbourName(x, engine.EN)+" harbour", harbourName(x, engine.JA)+"の港")
		if y == 1 {
			name = engine.T(name.EN+" chip", name.JA+"チップ")
			left[x]--
		}
		e.Kind = "pick-harbour"
		e.Text = engine.T(fmt.Sprintf("%s takes the %s", mark(p), name.EN), fmt.Sprintf("%sが%sを取る", mark(p), name.JA))
		e.Data = map[string]any{"harbour": harbourKindKeys[x], "chip": y == 1}
	}
	out := []engine.Event{e}
	if n := sum(left[:]) - sum(st.harbourChips[:]); n > 0 {
		for k := range left {
			left[k] -= st.harbourChips[k]
		}
		out = append(out, engine.Event{Kind: "set-aside", Seat: engine.Spectator,
			Text: engine.T(fmt.Sprintf("the %d harbour %s nobody took %s the game", n, plural(n, "chip", "chips"), plural(n, "leaves", "leave")),
				fmt.Sprintf("誰も取らなかった港チップ%d枚をゲームから除く", n)),
			Data: map[string]any{"harbour_chips": countMap(left[:], harbourKindKeys[:])}})
	}
	return out
}

// facing are the face-up land hexes a harbour on hex h, side k, serves:
// those at the side's two intersections.
func (st *State) facing(h, k int) []int {
	b := st.board()
	var out []int
	for _, v := range [2]int{b.HexVertices[h][k], b.HexVertices[h][(k+1)%6]} {
		if v < 0 {
			continue
		}
		for _, n := range b.VertexHexes[v] {
			if n != h && st.land(n) && !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	return out
}

// startPayEvent retells p's choice of the settlement at v whose hexes pay.
func (st *State) startPayEvent(p int8, v int) engine.Event {
	hexes := st.around(v)
	where := st.hexesName(hexes)
	return engine.Event{Kind: "start-pay", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s takes the cards of its settlement by %s", mark(p), where.EN),
			fmt.Sprintf("%sが%sに接する開拓地の資源をもらう", mark(p), where.JA)),
		At:   append([]string{fmt.Sprintf("settlement-%d", v+1)}, hexIDs(hexes)...),
		Data: map[string]any{"intersection": v + 1, "hexes": hexNumbers(hexes)}}
}

// tellExplore tells that p turned up hex h, and the finder's bonus: paid a
// card of it, or gold to choose.
func (st *State) tellExplore(h int, p int8, paid Resource, gold bool) {
	name := st.hexName(h)
	e := engine.Event{Kind: "explore", Seat: engine.Seat(p), Detail: true, At: []string{hexID(h)},
		Text: engine.T(fmt.Sprintf("%s turns up %s", mark(p), name.EN), fmt.Sprintf("%sが%sを発見", mark(p), name.JA)),
		Data: map[string]any{"hex": h + 1, "terrain": terrainKeys[st.terrain[h]], "number": int(st.number[h])}}
	if k := st.harbourKind[h]; k != noHarbour {
		e.Data["harbour"] = harbourKey(k)
	}
	switch {
	case paid >= 0:
		e.Text.EN += fmt.Sprintf(" and takes 1 %s", resourceNames[paid].EN)
		e.Text.JA += fmt.Sprintf("し、%s1枚を受け取る", resourceNames[paid].JA)
		e.Data["bonus"] = resourceKeys[paid]
	case gold:
		e.Text.EN += " and will choose 1 resource"
		e.Text.JA += "し、資源1枚を選ぶ"
		e.Data["bonus"] = "gold"
	}
	st.rec.Add(e)
}

// tellFill tells that the n tiles left go face down on the empty hexes.
func (st *State) tellFill(n int) {
	var hexes []int
	for h := range st.layout.Interior {
		if st.island[h] == noSeat {
			hexes = append(hexes, h)
		}
	}
	st.rec.Add(engine.Event{Kind: "fill", Seat: engine.Spectator, At: hexIDs(hexes),
		Text: engine.T(fmt.Sprintf("the other %d tiles go face down on the empty hexes", n), fmt.Sprintf("残り%d枚のタイルを空いた場所に裏向きに置く", n)),
		Data: map[string]any{"tiles": n, "hexes": hexNumbers(hexes)}})
}

// revealEvent tells, at the end of the game, the tiles still face down,
// now shown, and the number chips left in the bag and the harbour chips
// left over, which leave the table.
func (st *State) revealEvent() engine.Event {
	var tiles []map[string]any
	for h := range st.layout.Interior {
		if !st.hidden.has(h) {
			continue
		}
		tile := map[string]any{"hex": h + 1, "terrain": terrainKeys[st.terrain[h]]}
		if k := st.harbourKind[h]; k != noHarbour {
			tile["harbour"] = harbourKey(k)
		}
		tiles = append(tiles, tile)
	}
	terrain, harbours := st.unseen()
	var en, ja []string
	for t, n := range terrain {
		if n > 0 {
			en, ja = append(en, fmt.Sprintf("%d %s", n, terrainNames[t].EN)), append(ja, fmt.Sprintf("%s%d", terrainNames[t].JA, n))
		}
	}
	for k, n := range harbours {
		if n > 0 {
			en = append(en, fmt.Sprintf("%d %s %s", n, harbourName(k, engine.EN), plural(int(n), "harbour", "harbours")))
			ja = append(ja, fmt.Sprintf("%sの港%d", harbourName(k, engine.JA), n))
		}
	}
	e := engine.Event{Kind: "reveal", Seat: engine.Spectator,
		Text: engine.T("the tiles still face down are shown: "+strings.Join(en, ", "), "裏向きのタイルを公開: "+strings.Join(ja, "・")),
		Data: map[string]any{"tiles": tiles, "bag": numberList(&st.chips), "harbour_chips": countMap(st.harbourChips[:], harbourKindKeys[:])}}
	if len(tiles) == 0 {
		e.Text = engine.T("every tile is face up", "裏向きのタイルは残っていない")
	}
	return e
}
