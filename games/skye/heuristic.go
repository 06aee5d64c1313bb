package skye

import (
	"math"

	"shima/engine"
)

// The heuristic values everything in VP. A territory is worth what its
// scoring tiles give now times the scorings left, its scrolls, and the
// whisky income still to come; a tile is worth what it adds to its owner's
// territory where it fits best. Gold is worth goldValue VP a coin.
//
// Pricing is valued by a market model: each player still to buy picks among
// the tiles on offer it can afford, or passes, with probabilities that grow
// with its gain (worth to it less the price), so a price is rated by how
// likely an opponent buys the tile and what the owner gains either way:
// sold, the price comes in and the gold set returns; kept, the tile stays
// and the gold set is gone.

const (
	buyTemperature = 1.5 // VP: how sharply buyers prefer the better deal
	growthVP       = 0.8 // VP a tile adds for the room it gives later tiles, per round left
)

// goldValue is what a coin is worth in round r of n: 1/5 VP at the end,
// more while it can still buy tiles and guard one's own.
func goldValue(r, n int) float64 { return 0.2 + 0.4*float64(n-r)/float64(max(1, n-1)) }

// valuer values territories and tiles for one state; it remembers the worth
// of each tile to each player, as the territories do not change while it is used.
type valuer struct {
	st      *State
	rem     [4]int // scorings left for each tile on A-D, this round's included
	g       float64
	incomes int // income phases still to come
	counts  [4][MaxPlayers]int
	base    [MaxPlayers]float64
	known   [MaxPlayers][TileCount + 1]bool
	worths  [MaxPlayers][TileCount + 1]float64
	scratch territory
}

// newValuer prepares the values for st.
func (st *State) newValuer(v *valuer) {
	v.st = st
	n := st.rounds()
	for k := range 4 {
		v.rem[k] = st.scoringsLeft(k)
	}
	v.g = goldValue(int(st.round), n)
	v.incomes = n - int(st.round)
	var sv [MaxPlayers]survey
	for p := range int(st.seats) {
		st.land[p].survey(&sv[p])
	}
	for k, idx := range st.scoring {
		if s := &scoringTiles[idx]; s.Kind == kindMajority {
			for p := range int(st.seats) {
				v.counts[k][p] = st.majorityCount(s, p, &sv[p], false)
			}
		}
	}
	for p := range int(st.seats) {
		v.base[p] = v.territoryValue(p, &st.land[p], &sv[p])
		for t := range v.known[p] {
			v.known[p][t] = false
		}
	}
}

// territoryValue is what territory t, surveyed in sv, is worth to player p.
func (v *valuer) territoryValue(p int, t *territory, sv *survey) float64 {
	st := v.st
	val := 0.0
	for k, idx := range st.scoring {
		if v.rem[k] == 0 {
			continue
		}
		s := &scoringTiles[idx]
		var pts int
		if s.Kind == kindMajority {
			counts := v.counts[k]
			if s.Object != noObject {
				counts[p] = st.majorityCount(s, p, sv, false)
			}
			pts = majorityVP(s, counts[:st.seats], p, st.rules)
		} else {
			pts = s.points(t, sv, st.rules)
		}
		val += float64(v.rem[k] * pts)
	}
	val += v.scrollValue(t, sv)
	val += float64(int(sv.whisky)*v.incomes) * v.g
	val += growthVP * float64(v.incomes) / float64(st.rounds()) * float64(t.n)
	return val
}

// averageObjects is how many of each object a landscape tile carries on average.
var averageObjects = func() (avg [objects]float64) {
	for i := range tileSet.Tiles {
		for o, n := range tileSet.Tiles[i].Objects {
			avg[o] += float64(n) / TileCount
		}
	}
	return avg
}()

// scrollValue is what the scrolls of t will score, counting the objects the
// tiles still to come may bring (two a round).
func (v *valuer) scrollValue(t *territory, sv *survey) float64 {
	val := 0.0
	future := float64(2 * v.incomes)
	for i := range int(t.n) {
		for k, reg := range tileAt(t.tiles[i].tile).Regions {
			if reg.Scroll == noObject {
				continue
			}
			x := (float64(sv.totals[reg.Scroll]) + future*averageObjects[reg.Scroll]) / float64(v.st.rules.scrollPer(reg.Scroll))
			if sv.areas[sv.regionArea[i][k]].complete() {
				x *= 2
			}
			val += x
		}
	}
	return val
}

// worth is what tile t adds to player p's territory where it fits best, in
// VP; 0 when it fits nowhere (it would go back to the bag).
func (v *valuer) worth(p int, t int8) float64 {
	if v.known[p][t] {
		return v.worths[p][t]
	}
	land := &v.st.land[p]
	best := 0.0
	var sv survey
	for f := range int(land.nFront) {
		x, y := int(land.front[f][0]), int(land.front[f][1])
		check, want := land.needs(x, y)
		for r := range uint8(4) {
			if repeatTurn[t][r] || lies[t][r].mask&check != want {
				continue
			}
			v.scratch = *land
			v.scratch.put(t, x, y, r)
			v.scratch.survey(&sv)
			best = max(best, v.territoryValue(p, &v.scratch, &sv)-v.base[p])
		}
	}
	v.known[p][t], v.worths[p][t] = true, best
	return best
}

// market is the offers of the round as the buyers still to come see them.
type market struct {
	n      int
	tile   [MaxPlayers * Drawn]int8
	owner  [MaxPlayers * Drawn]int8
	price  [MaxPlayers * Drawn]int // 0: not yet set, valued at its owner's best price
	sold   [MaxPlayers * Drawn]bool
	buyers [MaxPlayers]bool // who may still buy
	budget [MaxPlayers]int  // the gold each can spend: behind the screen, less prices still to set
}

// buyChances fills odds[b][i] with the chance that buyer b buys offer i at
// price c[i], given its budget and worths: a softmax over the offers b can
// afford and passing.
func (v *valuer) buyChances(m *market, c *[MaxPlayers * Drawn]int, odds *[MaxPlayers][MaxPlayers * Drawn]float64) {
	st := v.st
	for b := range int(st.seats) {
		if !m.buyers[b] {
			continue
		}
		sum := 1.0 // passing: gain 0
		var w [MaxPlayers * Drawn]float64
		for i := range m.n {
			if m.sold[i] || int(m.owner[i]) == b || c[i] > m.budget[b] {
				continue
			}
			w[i] = math.Exp((v.worth(b, m.tile[i]) - float64(c[i])*v.g) / buyTemperature)
			sum += w[i]
		}
		for i := range m.n {
			odds[b][i] = w[i] / sum
		}
	}
}

// sellChance is the chance that offer i is bought by someone.
func sellChance(m *market, odds *[MaxPlayers][MaxPlayers * Drawn]float64, seats, i int) float64 {
	keep := 1.0
	for b := range seats {
		if m.buyers[b] {
			keep *= 1 - odds[b][i]
		}
	}
	return 1 - keep
}

// bestPrice is the price owner p should set on offer i: the one with the best
// expected gain under the market model, the other offers' prices as in c.
func (v *valuer) bestPrice(m *market, c *[MaxPlayers * Drawn]int, i, limit int) int {
	p, t := int(m.owner[i]), m.tile[i]
	keep := v.worth(p, t)
	best, bestEV := 1, math.Inf(-1)
	// The deciding buyers: those who would pay most for it.
	top := 0.0
	for b := range int(v.st.seats) {
		if b != p && m.buyers[b] {
			top = max(top, v.worth(b, t))
		}
	}
	hi := min(limit, int(top/v.g)+3)
	saved := c[i]
	var odds [MaxPlayers][MaxPlayers * Drawn]float64
	for g := 1; g <= max(1, hi); g++ {
		c[i] = g
		v.buyChances(m, c, &odds)
		sold := sellChance(m, &odds, int(v.st.seats), i)
		ev := sold*float64(g)*v.g + (1-sold)*(keep-float64(g)*v.g)
		if ev > bestEV {
			best, bestEV = g, ev
		}
	}
	c[i] = saved
	return best
}

// buildMarket gathers the offers still open and the buyers still to come,
// as viewer sees them: while pricing, another player's discard mark and
// prices are secret, so all three of its tiles are on offer unpriced (the
// model marks them for it, here, and prices them) and all its gold is its
// budget.
// What viewer expects thus never depends on who priced first.
func (st *State) buildMarket(m *market, v *valuer, viewer int) {
	m.n = 0
	for p := range int(st.seats) {
		secret := st.secretPricing(p, viewer)
		for k, t := range st.drawn[p] {
			if t == noTile || st.phase == phasePrice && !secret && int(st.mark[p]) == k {
				continue
			}
			m.tile[m.n], m.owner[m.n], m.price[m.n], m.sold[m.n] = t, int8(p), int(st.price[p][k]), st.buyer[p][k] != noSeat
			if secret {
				m.price[m.n] = 0
			}
			m.n++
		}
		m.buyers[p] = st.phase == phasePrice
		m.budget[p] = int(st.gold[p])
		if secret {
			m.budget[p] = st.publicGold(p)
		}
	}
	if st.phase == phaseBuy {
		for i := range int(st.buys) {
			m.buyers[(int(st.buying)+i)%int(st.seats)] = true
		}
	}
	if st.phase == phasePrice {
		st.plannedDiscards(v, m, viewer)
	}
}

// Heuristic estimates the game for seat s: its expected VP less the best
// rival's. A player's expected VP is its score, its territory's value, its
// gold, and what the round's market is expected to bring it: its offers sold
// or kept, a tile bought, tiles to lay.
func (st *State) Heuristic(s engine.Seat) float64 {
	if st.Over() {
		o := st.Outcome()
		best := math.Inf(-1)
		for p, sc := range o.Scores {
			if p != int(s) {
				best = max(best, sc)
			}
		}
		return o.Scores[s] - best
	}
	var v valuer
	st.newValuer(&v)
	var est [MaxPlayers]float64
	st.expectations(&v, &est, int(s))
	best := math.Inf(-1)
	for p := range int(st.seats) {
		if p != int(s) {
			best = max(best, est[p])
		}
	}
	return est[s] - best
}

// secretPricing reports whether player p's pricing is secret to viewer.
func (st *State) secretPricing(p, viewer int) bool {
	return st.phase == phasePrice && p != viewer
}

// modelLimit is the highest price the model lets player p set, as viewer
// sees it: for a player whose pricing is secret, as if it had set none.
func (st *State) modelLimit(p, viewer int) int {
	if st.secretPricing(p, viewer) {
		return min(maxPrice, st.publicGold(p)-1) // it sets two prices of 1 gold at least
	}
	return st.priceLimit(p)
}

// expectations fills est with each player's expected VP, as viewer sees
// the game (see buildMarket).
func (st *State) expectations(v *valuer, est *[MaxPlayers]float64, viewer int) {
	for p := range int(st.seats) {
		gold := int(st.gold[p])
		if st.secretPricing(p, viewer) {
			gold = st.publicGold(p)
		}
		est[p] = float64(st.vp(p)) + v.base[p] + v.g*float64(gold)
		for _, t := range st.pending[p][:st.nPending[p]] {
			est[p] += v.worth(p, t)
		}
	}
	// Building, no market is open. Nor is one for viewer before it marks a
	// discard: that is the state the last builder's last tile leads to, the
	// next round's tiles just drawn at random (in a determinization), and
	// rating its tile by them would make the last builder's choice a lottery
	// the others' is not.
	if st.phase == phaseBuild || st.phase == phasePrice && st.mark[viewer] < 0 {
		return
	}
	var m market
	st.buildMarket(&m, v, viewer)
	var c [MaxPlayers * Drawn]int
	for i := range m.n {
		c[i] = m.price[i]
	}
	if st.phase == phasePrice {
		for i := range m.n {
			if c[i] == 0 {
				p := int(m.owner[i])
				c[i] = st.quickPrice(p, m.tile[i], st.modelLimit(p, viewer))
				m.budget[p] -= c[i]
			}
		}
		for i := range m.n {
			if m.price[i] == 0 {
				p, was := int(m.owner[i]), c[i]
				c[i] = v.bestPrice(&m, &c, i, st.modelLimit(p, viewer))
				m.budget[p] += was - c[i]
				est[p] -= float64(c[i]) * v.g // the gold it will set
			}
		}
	}
	for p := range int(st.seats) {
		if st.phase == phaseBuy && st.bought[p] != noTile {
			est[p] += v.worth(p, st.bought[p])
		}
	}
	var odds [MaxPlayers][MaxPlayers * Drawn]float64
	v.buyChances(&m, &c, &odds)
	for i := range m.n {
		if m.sold[i] {
			continue
		}
		p, t := int(m.owner[i]), m.tile[i]
		sold := sellChance(&m, &odds, int(st.seats), i)
		est[p] += sold*2*float64(c[i])*v.g + (1-sold)*v.worth(p, t)
		for b := range int(st.seats) {
			if m.buyers[b] {
				est[b] += odds[b][i] * (v.worth(b, t) - float64(c[i])*v.g)
			}
		}
	}
}

// plannedDiscards drops from the market, for each player whose discard
// mark viewer does not know (not marked yet, or secret), the tile worth
// least to it: the one it will likely mark.
func (st *State) plannedDiscards(v *valuer, m *market, viewer int) {
	for p := range int(st.seats) {
		if st.mark[p] >= 0 && !st.secretPricing(p, viewer) {
			continue
		}
		drop, least := -1, math.Inf(1)
		for i := range m.n {
			if int(m.owner[i]) == p {
				if w := v.worth(p, m.tile[i]); w < least {
					drop, least = i, w
				}
			}
		}
		m.n--
		copy(m.tile[drop:m.n], m.tile[drop+1:m.n+1])
		copy(m.owner[drop:m.n], m.owner[drop+1:m.n+1])
		copy(m.price[drop:m.n], m.price[drop+1:m.n+1])
		copy(m.sold[drop:m.n], m.sold[drop+1:m.n+1])
	}
}

// estimatePrice is a plausible price for player p to set on tile t, for
// redrawing the secret prices in a determinization: the playout policy's.
func (st *State) estimatePrice(p int, t int8) int {
	return st.quickPrice(p, t, st.priceLimit(p))
}
