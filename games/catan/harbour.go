package catan

import "shima/engine"

// Harbours (港): a harbour lies on a hex of the frame (the base game) or is
// a sea tile of its own (The Unknown Island's harbour tiles), facing one
// side; it serves the two intersections of that side. A player with a
// building on one trades with the bank at its rate: 3:1 any resource, or 2:1
// its own. In the scenario, the 1998 pirate on a harbour tile blocks it.

// placeHarbour lays a harbour of kind k on hex h, facing side (-1: not yet
// turned toward land, so serving nobody).
func (st *State) placeHarbour(h int, k int8, side int8) {
	st.harbourKind[h], st.harbourSide[h] = k, side
	st.updateRates()
}

// removeHarbour takes the harbour off hex h.
func (st *State) removeHarbour(h int) {
	st.harbourKind[h], st.harbourSide[h] = noHarbour, -1
	st.chipHarbour.del(h)
	st.updateRates()
}

// blockedHarbour reports whether the pirate blocks the harbour on hex h.
func (st *State) blockedHarbour(h int) bool {
	return !st.rules.CurrentPirate && int(st.pirate) == h && st.harbourSide[h] >= 0
}

// harbourVertices calls fn for each intersection a working harbour serves,
// with the harbour's kind.
func (st *State) harbourVertices(fn func(v int, k int8)) {
	for h := range st.layout.Hexes {
		k, side := st.harbourKind[h], int(st.harbourSide[h])
		if k == noHarbour || side < 0 || st.blockedHarbour(h) {
			continue
		}
		for _, v := range st.sideVertices(h, side) {
			if v >= 0 {
				fn(v, k)
			}
		}
	}
}

// updateRates works out every player's rates with the bank from the
// harbours their buildings serve (a building may touch two).
func (st *State) updateRates() {
	for p := range st.seats {
		st.rates[p] = [Resources]int8{4, 4, 4, 4, 4}
	}
	st.harbourVertices(func(v int, k int8) {
		if !st.built.has(v) {
			return
		}
		p := st.owner[v]
		if k == genericHarbour {
			for r := range Resources {
				st.rates[p][r] = min(st.rates[p][r], 3)
			}
		} else {
			st.rates[p][k] = 2
		}
	})
}

// Buying harbours (港の購入, the variant): once a harbour tile is found,
// any player may buy it, on their turn, until a settlement stands at it
// (5-6 players: the Seafarers harbour chips too, from the supply). The
// buyer needs a building beside a plain sea tile, where the harbour goes,
// facing one of the buyer's buildings (RULES.md); the sea tile goes where
// the harbour was.

// harbourPrice is the cost of buying a harbour of each kind; a 3:1 harbour
// also costs two different resources of the buyer's choice.
var harbourPrice = [harbourKinds][Resources]int8{
	Lumber:         {Lumber: 2, Brick: 1, Ore: 1},
	Ore:            {Ore: 2, Brick: 1, Lumber: 1},
	Grain:          {Ore: 1, Brick: 1, Lumber: 1, Grain: 1},
	Wool:           {Ore: 1, Brick: 1, Lumber: 1, Wool: 1},
	Brick:          {Brick: 2, Lumber: 1, Ore: 1},
	genericHarbour: {Lumber: 1, Brick: 1, Ore: 1},
}

// pairs are the ten pairs of different resources a 3:1 harbour's price adds.
var pairs = func() (out [10][2]Resource) {
	i := 0
	for a := range Resource(Resources) {
		for b := a + 1; b < Resources; b++ {
			out[i] = [2]Resource{a, b}
			i++
		}
	}
	return out
}()

// chipSource is the source of a buy that takes a harbour chip of kind k.
func chipSource(k int8) int { return MaxHexes + int(k) }

// buyAction packs a harbour buy: the source (a hex, or chipSource), the
// plain sea hex and side it goes to, and for a 3:1 harbour the pair paid.
func buyAction(source, pair, target, side int) engine.Action {
	return pack(kindBuyHarbour, pair<<7|source, target<<3|side)
}

// buyArgs unpacks a harbour buy.
func buyArgs(a engine.Action) (source, pair, target, side int) {
	x, y := argsOf(a)
	return x & 127, x >> 7, y >> 3, y & 7
}

// buyKind is the kind of harbour a buy's source holds, or noHarbour when
// it holds none to sell.
func (st *State) buyKind(source int) int8 {
	if source >= MaxHexes {
		if k := source - MaxHexes; k < harbourKinds && st.harbourChips[k] > 0 {
			return int8(k)
		}
		return noHarbour
	}
	if source >= st.layout.Interior || st.hidden.has(source) || st.harbourKind[source] == noHarbour {
		return noHarbour
	}
	if side := st.harbourSide[source]; side >= 0 {
		for _, v := range st.sideVertices(source, int(side)) {
			if v >= 0 && st.built.has(v) {
				return noHarbour // a settlement stands at it
			}
		}
	}
	return st.harbourKind[source]
}

// price is what a buy costs: the harbour's price, and for a 3:1 harbour
// the pair of resources chosen.
func price(k int8, pair int) [Resources]int8 {
	c := harbourPrice[k]
	if k == genericHarbour {
		c[pairs[pair][0]]++
		c[pairs[pair][1]]++
	}
	return c
}

// buyTargets lists the plain sea hexes and sides where p may put a bought
// harbour: facing one of p's buildings.
func (st *State) buyTargets(p int8, fn func(target, side int)) {
	b := st.board()
	for h := range st.layout.Interior {
		if st.terrain[h] != Sea || st.hidden.has(h) || st.harbourKind[h] != noHarbour {
			continue
		}
		for k := range 6 {
			v, w := b.HexVertices[h][k], b.HexVertices[h][(k+1)%6]
			if (v >= 0 && st.built.has(v) && st.owner[v] == p) || (w >= 0 && st.built.has(w) && st.owner[w] == p) {
				fn(h, k)
			}
		}
	}
}

// appendBuys lists the harbours p can buy, where to, with what.
func (st *State) appendBuys(buf []engine.Action, p int8) []engine.Action {
	if !st.rules.BuyHarbours || st.step != stepMain {
		return buf
	}
	var sources [MaxHexes + harbourKinds]int8
	n := 0
	for s := range MaxHexes + harbourKinds {
		if st.buyKind(s) != noHarbour {
			sources[n] = int8(s)
			n++
		}
	}
	if n == 0 {
		return buf
	}
	st.buyTargets(p, func(target, side int) {
		for _, s := range sources[:n] {
			k := st.buyKind(int(s))
			for pair := range pairs {
				if pair > 0 && k != genericHarbour {
					break
				}
				if c := price(k, pair); st.canPay(p, &c) {
					buf = append(buf, buyAction(int(s), pair, target, side))
				}
			}
		}
	})
	return buf
}

// checkBuy returns why p may not make the buy a, or nil.
func (st *State) checkBuy(p int8, a engine.Action) error {
	if !st.rules.BuyHarbours {
		return engine.Reject("harbours are bought only in the variant that buys them", "港の購入はヴァリアントでだけできます")
	}
	if st.step != stepMain {
		return st.notNow(a)
	}
	source, pair, target, side := buyArgs(a)
	k := st.buyKind(source)
	if k == noHarbour || (k != genericHarbour && pair != 0) || pair >= len(pairs) {
		return engine.Reject("that harbour is not for sale: not found yet, or a settlement stands at it", "その港は買えません(未発見か、開拓地が建っています)")
	}
	ok := false
	st.buyTargets(p, func(t, s int) { ok = ok || (t == target && s == side) })
	if !ok {
		return engine.Reject("a bought harbour goes on a plain sea tile, facing one of your buildings", "買った港は、自分の建物に面したただの海タイルに置きます")
	}
	c := price(k, pair)
	return st.affords(p, &c)
}

// applyBuy makes the buy a for p.
func (st *State) applyBuy(p int8, a engine.Action) {
	source, pair, target, side := buyArgs(a)
	k := st.buyKind(source)
	c := price(k, pair)
	st.pay(p, &c)
	if source >= MaxHexes {
		st.harbourChips[k]--
		st.chipHarbour.add(target)
	} else {
		st.removeHarbour(source) // the sea tile takes its place
	}
	st.placeHarbour(target, k, int8(side))
}
