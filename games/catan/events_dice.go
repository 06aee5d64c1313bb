package catan

import (
	"fmt"
	"slices"

	"shima/engine"
)

// The dice and what they cause: production (or the bank's shortage, or
// gold to choose), and on a 7 the discards, the robber and the theft.

// rollEvents tells a roll: the dice, then under it each player's take and
// the hexes that paid it, the bank's shortages and the gold owed.
func (st *State) rollEvents(was *State, p int8) []engine.Event {
	d0, d1 := int(st.rolled[0]), int(st.rolled[1])
	n := d0 + d1
	b := st.board()
	var paid []int                        // hexes that paid anyone
	var from [MaxPlayers][Resources][]int // the hexes paying each player each resource
	var owed [Resources][MaxPlayers]int   // what each was owed
	var gold [MaxPlayers]int              // gold owed
	var goldFrom [MaxPlayers][]int        // the gold fields paying it
	for h := range b.Interior {
		if n == 7 || int(was.number[h]) != n || int16(h) == was.robber || was.hidden.has(h) {
			continue
		}
		t := was.terrain[h]
		r := produces[t]
		if r < 0 && t != Gold {
			continue
		}
		for _, v := range b.HexVertices[h] {
			if v < 0 || !was.built.has(v) {
				continue
			}
			o, k := was.owner[v], 1
			if was.cities[o].has(v) {
				k = 2
			}
			if !slices.Contains(paid, h) {
				paid = append(paid, h)
			}
			if r < 0 {
				gold[o] += k
				if !slices.Contains(goldFrom[o], h) {
					goldFrom[o] = append(goldFrom[o], h)
				}
				continue
			}
			owed[r][o] += k
			if !slices.Contains(from[o][r], h) {
				from[o][r] = append(from[o][r], h)
			}
		}
	}
	out := []engine.Event{{Kind: "roll", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s rolls %d (%d and %d)", mark(p), n, d0, d1), fmt.Sprintf("%sの出目は%d(%dと%d)", mark(p), n, d0, d1)),
		At:   hexIDs(paid), Data: map[string]any{"dice": []int{d0, d1}, "sum": n}}}
	for o := range st.seats {
		got := st.gained(was, o)
		var hexes []int
		for r := range Resources {
			if got[r] > 0 {
				hexes = append(hexes, from[o][r]...)
			}
		}
		slices.Sort(hexes)
		if !empty(&got) {
			out = append(out, st.produceEvent(o, &got, hexes))
		}
	}
	for r := range Resources {
		total, took, only := 0, 0, int8(noSeat)
		for o := range st.seats {
			total += owed[r][o]
			took += int(st.hand[o][r] - was.hand[o][r])
			if owed[r][o] > 0 {
				only = o
			}
		}
		if total > 0 && took < total {
			out = append(out, shortageEvent(Resource(r), total, int(was.bank[r]), took, only))
		}
	}
	for o := range st.seats {
		if gold[o] > 0 {
			out = append(out, st.goldEvent(o, gold[o], goldFrom[o]))
		}
	}
	return out
}

// produceEvent tells that seat o takes cards from hexes.
func (st *State) produceEvent(o int8, got *[Resources]int8, hexes []int) engine.Event {
	cards, where := cardsName(got), st.hexesName(hexes)
	return engine.Event{Kind: "produce", Seat: engine.Seat(o), Detail: true,
		Text: engine.T(fmt.Sprintf("%s takes %s from %s", mark(o), cards.EN, where.EN),
			fmt.Sprintf("%sが%sから%sを受け取る", mark(o), where.JA, cards.JA)),
		At: hexIDs(hexes), Data: map[string]any{"cards": cardsData(got), "hexes": hexNumbers(hexes)}}
}

// goldEvent tells that seat o will choose n resources for the gold fields hexes.
func (st *State) goldEvent(o int8, n int, hexes []int) engine.Event {
	where := st.hexesName(hexes)
	return engine.Event{Kind: "gold", Seat: engine.Seat(o), Detail: true,
		Text: engine.T(fmt.Sprintf("%s will choose %d %s for %s", mark(o), n, plural(n, "resource", "resources"), where.EN),
			fmt.Sprintf("%sが%sの分として資源%d枚を選ぶ", mark(o), where.JA, n)),
		At: hexIDs(hexes), Data: map[string]any{"count": n, "hexes": hexNumbers(hexes)}}
}

// shortageEvent tells that the bank could not pay everyone owed r: nobody
// took any, or the one player owed it took what was left.
func shortageEvent(r Resource, owed, bank, took int, only int8) engine.Event {
	name := resourceNames[r]
	e := engine.Event{Kind: "shortage", Seat: engine.Spectator, Detail: true,
		Text: engine.T(fmt.Sprintf("the bank has %d %s for the %d owed: nobody takes any", bank, name.EN, owed),
			fmt.Sprintf("銀行の%sが足りない(必要%d枚、残り%d枚): 誰も受け取らない", name.JA, owed, bank)),
		Data: map[string]any{"resource": resourceKeys[r], "owed": owed, "bank": bank}}
	if took > 0 {
		e.Seat = engine.Seat(only)
		e.Text = engine.T(fmt.Sprintf("the bank has %d %s for the %d owed: %s, the only one owed it, takes what is left", bank, name.EN, owed, mark(only)),
			fmt.Sprintf("銀行の%sが足りない(必要%d枚、残り%d枚): ただ一人の%sが残りを受け取る", name.JA, owed, bank, mark(only)))
	}
	return e
}

// payEvents tells what a settlement's hexes paid seat p at the start (the
// base game's second settlement; the scenario's start payment).
func (st *State) payEvents(was *State, p int8, v int) []engine.Event {
	var out []engine.Event
	got := st.gained(was, p)
	var hexes, golds []int
	for _, h := range st.around(v) {
		if st.land(h) {
			if r := produces[st.terrain[h]]; r >= 0 && got[r] > 0 {
				hexes = append(hexes, h)
			} else if st.terrain[h] == Gold {
				golds = append(golds, h)
			}
		}
	}
	if !empty(&got) {
		out = append(out, st.produceEvent(p, &got, hexes))
	}
	if n := int(st.gold[p] - was.gold[p]); n > 0 {
		out = append(out, st.goldEvent(p, n, golds))
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// robberEvent retells the robber's (or the pirate's) move to hex h.
func (st *State) robberEvent(was *State, p int8, h int, pirate bool) engine.Event {
	where := st.hexName(h)
	kind, who, from := "robber", engine.T("the robber", "盗賊"), was.robber
	if pirate {
		kind, who, from = "pirate", engine.T("the pirate", "海賊"), was.pirate
		where = st.seaName(h)
	}
	return engine.Event{Kind: kind, Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s moves %s to %s", mark(p), who.EN, where.EN), fmt.Sprintf("%sが%sを%sへ移す", mark(p), who.JA, where.JA)),
		At:   []string{fmt.Sprintf("%s-%d", kind, h+1), hexID(h)}, Data: map[string]any{"hex": h + 1, "from": int(from) + 1}}
}

// seaName names sea hex h by the face-up land beside it: "the sea by
// forest 5 and hills 8"; a harbour tile by its harbour.
func (st *State) seaName(h int) engine.Text {
	if st.harbourKind[h] != noHarbour {
		return st.hexName(h)
	}
	var land []int
	for _, n := range st.board().HexNeighbours[h] {
		if st.land(n) {
			land = append(land, n)
		}
	}
	if len(land) == 0 {
		return engine.T("the open sea", "外海")
	}
	names := st.hexesName(land)
	return engine.T("the sea by "+names.EN, names.JA+"のそばの海")
}

// tellSteal tells that p stole a card of r from v: its kind to the two of
// them, to the others that a card was taken. When p chose v, it retells
// the move.
func (st *State) tellSteal(p, v int8, r Resource, chosen bool) {
	st.rec.Add(engine.Event{Kind: "steal", Seat: engine.Seat(p), Retell: chosen,
		Text: engine.T(fmt.Sprintf("%s steals 1 %s from %s", mark(p), resourceNames[r].EN, mark(v)),
			fmt.Sprintf("%sが%sから%sを1枚奪う", mark(p), mark(v), resourceNames[r].JA)),
		Data: map[string]any{"victim": int(v), "resource": resourceKeys[r]},
		Only: []engine.Seat{engine.Seat(p), engine.Seat(v)},
		Else: &engine.Event{Kind: "steal", Seat: engine.Seat(p), Retell: chosen,
			Text: engine.T(fmt.Sprintf("%s steals a card from %s", mark(p), mark(v)), fmt.Sprintf("%sが%sからカードを1枚奪う", mark(p), mark(v))),
			Data: map[string]any{"victim": int(v)}}})
}

// ownDiscard retells p's discard of a card of x, to p alone: the others
// learn only how many once everyone has discarded (tellDiscards). The last
// tells all p discarded.
func (st *State) ownDiscard(was *State, p int8, x int) []engine.Event {
	cards := was.discarded[p]
	cards[x]++
	n, left := sum(cards[:]), int(was.owed[p])-1
	e := engine.Event{Kind: "discard", Seat: engine.Seat(p), Retell: true, Only: []engine.Seat{engine.Seat(p)},
		Text: engine.T(fmt.Sprintf("%s discards %s", mark(p), cardsText(&cards, engine.EN)), fmt.Sprintf("%sが%sを捨てる", mark(p), cardsText(&cards, engine.JA))),
		Data: map[string]any{"resource": resourceKeys[x], "count": n, "cards": cardsData(&cards)}}
	if left > 0 {
		name := resourceNames[x]
		e.Text = engine.T(fmt.Sprintf("%s discards 1 %s, %d more to go", mark(p), name.EN, left),
			fmt.Sprintf("%sが%s1を捨てる(あと%d枚)", mark(p), name.JA, left))
	}
	if st.step != stepDiscard { // the step ends: the others see how many
		e.Else = discardCount(p, n)
		e.Else.Retell = true
	}
	return []engine.Event{e}
}

// discardCount tells the others that p discarded n cards.
func discardCount(p int8, n int) *engine.Event {
	return &engine.Event{Kind: "discard", Seat: engine.Seat(p),
		Text: engine.T(fmt.Sprintf("%s discards %d cards", mark(p), n), fmt.Sprintf("%sがカードを%d枚捨てる", mark(p), n)),
		Data: map[string]any{"count": n}}
}

// tellDiscards tells, as the discard step ends with last's discard, how
// many cards each other player discarded, to all but that player (told
// already by ownDiscard), and what the bank takes back of them all.
func (st *State) tellDiscards(last int8) {
	var all [Resources]int8
	for q := range st.seats {
		if n := sum(st.discarded[q][:]); n > 0 && q != last {
			e := discardCount(q, n)
			e.Only = st.allBut(q)
			st.rec.Add(*e)
		}
		for r, n := range st.discarded[q] {
			all[r] += n
		}
	}
	cards := cardsName(&all)
	st.rec.Add(engine.Event{Kind: "discard", Seat: engine.Spectator,
		Text: engine.T("the bank takes back the cards discarded: "+cards.EN, "捨てられたカードが銀行に戻る: "+cards.JA),
		Data: map[string]any{"count": sum(all[:]), "bank": cardsData(&all)}})
}
