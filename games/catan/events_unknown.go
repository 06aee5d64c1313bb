package catan

import (
	"fmt"
	"slices"

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
		if kindOf(a) == kindOrient {
			verb, verbJA = "turns", "向ける"
		}
		return []engine.Event{{Kind: "harbour", Seat: me, Retell: true, At: []string{hexID(x)},
			Text: engine.T(fmt.Sprintf("%s %s %s toward %s", mark(p), verb, name.EN, facing.EN),
				fmt.Sprintf("%sが%sを%sに%s", mark(p), name.JA, facing.JA, verbJA)),
			Data: map[string]any{"harbour": harbourKey(st.harbourKind[x]), "hex": x + 1, "side": y}}}
	case kindBuyHarbour:
		source, _, target, side := buyArgs(a)
		k := was.buyKind(source)
		name := engine.T(harbourName(int(k), engine.EN), harbourName(int(k), engine.JA))
		facing := st.hexesName(st.facing(target, side))
		from := 0
		if source < MaxHexes {
			from = source + 1
		}
		return []engine.Event{{Kind: "buy-harbour", Seat: me, Retell: true, At: []string{hexID(target)},
			Text: engine.T(fmt.Sprintf("%s buys the %s harbour and lays it toward %s", mark(p), name.EN, facing.EN),
				fmt.Sprintf("%sが%sの港を買い、%sに向けて置く", mark(p), name.JA, facing.JA)),
			Data: map[string]any{"harbour": harbourKey(k), "from": from, "hex": target + 1, "side": side}}}
	}
	return nil
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

// tellFill tells that the n tiles left went face down on the empty hexes.
func (st *State) tellFill(n int) {
	st.rec.Add(engine.Event{Kind: "fill", Seat: engine.Spectator,
		Text: engine.T(fmt.Sprintf("the other %d tiles go face down on the empty hexes", n), fmt.Sprintf("残り%d枚のタイルを空いた場所に裏向きに置く", n)),
		Data: map[string]any{"tiles": n}})
}
