package catan

import (
	"math"
	"math/bits"

	"shima/engine"
)

// The heuristic values a player's position in VP: the VP it holds, its
// production over the rolls the game has left (a card is worth 1/cardsPerVP
// VP), the sites its roads lead to, its hand by what it builds soon, its
// development cards, the races for the special cards, and, in the set-up,
// the sites it will still pick. The greedy bot rates a state by the
// player's value less its rivals' (the leader's weighing most).
//
// A hand is valued through an outlook (what the player could build and what
// each build would bring), so that a hand's worth and what it lacks can be
// asked of any hand: the greedy bot's trades, discards and card plays, and
// advice on trades between players, all use handWorth.

// weights are the heuristic's constants.
type weights struct {
	cardsPerVP  float64    // resource cards a VP costs, on average: turns production into VP
	rollsPerVP  float64    // rolls the table takes per VP its average player still lacks (the horizon)
	minRolls    float64    // the horizon's floor
	maxRolls    float64    // the horizon's ceiling
	robberRolls float64    // rolls the robber stays where it is put, on average
	diversity   float64    // cards a roll: a resource produced that was not
	glut        float64    // share kept of a resource's production beyond glutAt cards a roll
	glutAt      float64    // cards a roll of one resource beyond which more is worth less
	harbour     float64    // share of a card a 2:1 trade saves against 4:1, per card produced
	expansion   [4]float64 // share of a site's worth by the roads it still needs (0-3)
	secondSite  float64    // the second-best site's share, beside the best
	ready       float64    // share of a build's worth a hand that pays for it holds
	tradeStep   float64    // factor a bank trade the plan needs costs
	missStep    float64    // factor a card the plan lacks costs (produced)
	missRare    float64    // factor a card the plan lacks costs (not produced)
	secondPlan  float64    // the second-best plan's share, beside the best
	card        float64    // a card's worth in VP outside the plan
	sevenRisk   float64    // share of the cards a 7 takes that counts as lost
	knightHeld  float64    // VP of a knight in hand
	knightArmy  float64    // VP of a knight played, toward Largest Army
	knightExtra float64    // VP of a knight played beyond what the race needs
	roadHeld    float64    // VP of road building in hand
	plentyHeld  float64    // VP of year of plenty in hand
	monoHeld    float64    // VP of monopoly in hand
	roadLength  float64    // VP a road segment of the longest road adds
	close       float64    // VP per squared point within 4 of the goal
	leader      float64    // share of the best rival in the rivals' value (the rest: their mean)
	sevenShare  float64
	earlyWeight [Resources]float64
	lateWeight  [Resources]float64
}

// defaultWeights are the weights the greedy bot plays with.
var defaultWeights = weights{
	cardsPerVP:  6,
	rollsPerVP:  12,
	minRolls:    6,
	maxRolls:    80,
	robberRolls: 5,
	diversity:   0.08,
	glut:        0.6,
	glutAt:      0.3,
	harbour:     0.25,
	expansion:   [4]float64{0.3, 0.2, 0.12, 0.06},
	secondSite:  0.4,
	ready:       0.4,
	tradeStep:   0.85,
	missStep:    0.6,
	missRare:    0.45,
	secondPlan:  0.3,
	card:        0.08,
	sevenRisk:   1.3,
	knightHeld:  0.3,
	knightArmy:  0.35,
	knightExtra: 0.1,
	roadHeld:    0.35,
	plentyHeld:  0.4,
	monoHeld:    0.4,
	roadLength:  0.05,
	close:       0.15,
	leader:      0.6,
	earlyWeight: [Resources]float64{Brick: 1.1, Lumber: 1.1, Wool: 0.9, Grain: 1.0, Ore: 0.9},
	lateWeight:  [Resources]float64{Brick: 0.85, Lumber: 0.85, Wool: 0.9, Grain: 1.1, Ore: 1.15},
}

// building returns who has built at intersection v and how many cards a
// roll its building takes: 1 for a settlement, 2 for a city, 0 for none.
func (st *State) building(v int) (int8, int) {
	switch {
	case !st.built.has(v):
		return noSeat, 0
	case st.cities[st.owner[v]].has(v):
		return st.owner[v], 2
	}
	return st.owner[v], 1
}

// pips is how many of the 36 rolls of two dice show n.
func pips(n int8) float64 {
	if n < 2 || n > 12 || n == 7 {
		return 0
	}
	return float64(6 - abs(7-int(n)))
}

// evaluation holds what every player's value shares: the horizon, the
// scarcity of each resource on the board and each intersection's yield.
type evaluation struct {
	st       *State
	w        *weights
	rolls    float64                         // rolls the game is expected to last
	conv     float64                         // VP a card a roll is worth over the horizon
	scarce   [Resources]float64              // how rare each resource is on this board
	robber   int                             // the hex the robber blocks, or noHex while it is lifted
	harbour  [MaxVertices]int8               // the harbour serving each intersection, or noHarbour
	yield    [MaxVertices][Resources]float64 // cards a roll a settlement at each intersection would bring
	free     vset                            // where a settlement may stand by the distance rule
	prod     [MaxPlayers][Resources]float64  // each player's cards a roll, the robber ignored
	blocked  [MaxPlayers][Resources]float64  // of them, what the hex under the robber holds back
	value    [MaxPlayers]float64             // each player's value
	outlooks [MaxPlayers]outlook             // what each player could build
	dist     [MaxPlayers][MaxVertices]int8   // roads each player needs to reach each free site, or -1
	picks    [MaxPlayers]float64             // the set-up sites each player is expected still to pick
	weight   [MaxPlayers][Resources]float64  // each player's resource weights
}

// Heuristic estimates the game for seat s in VP: its value less its
// rivals', the leader among them weighing most. The seat's own hand and
// development cards count as it knows them; the rivals' by their numbers.
func (st *State) Heuristic(s engine.Seat) float64 {
	return st.heuristic(s, &defaultWeights)
}

// heuristic is Heuristic with weights w.
func (st *State) heuristic(s engine.Seat, w *weights) float64 {
	if st.Over() {
		if st.winner == int8(s) {
			return 100
		}
		return -100
	}
	var ev evaluation
	st.evaluate(&ev, w, int8(s))
	best, sum := -1e18, 0.0
	for p := range st.seats {
		if p != int8(s) {
			best = max(best, ev.value[p])
			sum += ev.value[p]
		}
	}
	mean := sum / float64(st.seats-1)
	return ev.value[s] - (w.leader*best + (1-w.leader)*mean)
}

// evaluate fills ev with every player's value, seat s's by what it knows.
func (st *State) evaluate(ev *evaluation, w *weights, s int8) {
	ev.st, ev.w = st, w
	ev.prepare()
	for p := range st.seats {
		ev.value[p] = ev.playerValue(p, p == s)
	}
}

// prepare works out what all players' values share.
func (ev *evaluation) prepare() {
	st, w := ev.st, ev.w
	b := st.board()
	// The horizon: rolls left, from the average player's distance to the goal.
	meanVP := 0.0
	for p := range st.seats {
		meanVP += float64(st.publicVP(p))
	}
	meanVP /= float64(st.seats)
	ev.rolls = min(w.maxRolls, max(w.minRolls, w.rollsPerVP*(float64(st.goal)-2-meanVP)))
	ev.conv = ev.rolls / w.cardsPerVP
	// Scarcity: a resource the board yields less of is worth more.
	var supply [Resources]float64
	total := 0.0
	for h := range b.Interior {
		if r := produces[st.terrain[h]]; r >= 0 {
			supply[r] += pips(st.number[h])
			total += pips(st.number[h])
		}
	}
	for r := range Resources {
		x := total / Resources / max(supply[r], 1)
		ev.scarce[r] = min(1.25, max(0.8, math.Sqrt(x)))
	}
	ev.robber = int(st.robber)
	if st.step == stepRobber || st.step == stepDiscard {
		ev.robber = noHex // about to move
	}
	for v := range b.Vertices() {
		ev.harbour[v] = noHarbour
	}
	st.harbourVertices(func(v int, k int8) { ev.harbour[v] = k })
	// Yields and production.
	ev.free = st.settleable()
	for v := range b.Vertices() {
		ev.yield[v] = [Resources]float64{}
		for _, h := range b.VertexHexes[v] {
			if h < 0 || h >= b.Interior {
				continue
			}
			r := produces[st.terrain[h]]
			if r < 0 {
				continue
			}
			y := pips(st.number[h]) / 36
			ev.yield[v][r] += y
			o, k := st.building(v)
			if k == 0 {
				continue
			}
			n := float64(k)
			ev.prod[o][r] += n * y
			if h == ev.robber {
				ev.blocked[o][r] += n * y
			}
		}
	}
	for p := range st.seats {
		// Early, brick and lumber build the roads and settlements; late, ore
		// and grain the cities.
		t := min(1, max(0, float64(st.publicVP(p)-2)/6))
		for r := range Resources {
			ev.weight[p][r] = ev.scarce[r] * ((1-t)*w.earlyWeight[r] + t*w.lateWeight[r])
		}
	}
	if st.step <= stepSetupRoad {
		ev.setupPicks()
	}
}

// rate is what one card a roll of each resource in yield is worth to player
// p, counting that p already produces prod: a resource p lacks is worth
// more, one it has plenty of less, and a harbour of p's lets it trade more
// cheaply.
func (ev *evaluation) rate(p int8, prod *[Resources]float64) float64 {
	w := ev.w
	st := ev.st
	score := 0.0
	for r := range Resources {
		x := prod[r]
		if x > w.glutAt {
			x = w.glutAt + w.glut*(x-w.glutAt)
		}
		score += ev.weight[p][r] * x
		if prod[r] > 0 {
			score += w.diversity
		}
	}
	for r := range Resources {
		if rt := st.rates[p][r]; rt < 4 {
			score += w.harbour * prod[r] * (4/float64(rt) - 1)
		}
	}
	return score
}

// productionValue is what player p's production is worth over the horizon.
func (ev *evaluation) productionValue(p int8) float64 {
	v := ev.rate(p, &ev.prod[p]) * ev.conv
	if ev.robber != noHex {
		lost := 0.0
		for r := range Resources {
			lost += ev.weight[p][r] * ev.blocked[p][r]
		}
		v -= lost * min(ev.rolls, ev.w.robberRolls) / ev.w.cardsPerVP
	}
	return v
}

// siteWorth is what a settlement at v would bring player p: a VP and its
// production over the horizon, with a harbour there.
func (ev *evaluation) siteWorth(p int8, v int) float64 {
	st := ev.st
	after := ev.prod[p]
	for r := range Resources {
		after[r] += ev.yield[v][r]
	}
	gain := ev.rate(p, &after) - ev.rate(p, &ev.prod[p])
	if k := ev.harbour[v]; k != noHarbour {
		// The harbour's rates, for what p would produce then.
		for r := range Resources {
			if rt := float64(st.rates[p][r]); k == genericHarbour && rt > 3 {
				gain += ev.w.harbour * after[r] * (4/3.0 - 4/rt)
			} else if int8(r) == k && rt > 2 {
				gain += ev.w.harbour * after[r] * (4/2.0 - 4/rt)
			}
		}
	}
	return 1 + gain*ev.conv
}

// cityWorth is what a city on player p's best settlement would bring: a VP
// and the settlement's production again; 0 when p has no settlement or no city left.
func (ev *evaluation) cityWorth(p int8) float64 {
	st := ev.st
	if st.citiesLeft(p) == 0 {
		return 0
	}
	best := 0.0
	for w, word := range st.settlements[p] {
		for ; word != 0; word &= word - 1 {
			v := w<<6 | bits.TrailingZeros64(word)
			after := ev.prod[p]
			for r := range Resources {
				after[r] += ev.yield[v][r]
			}
			best = max(best, 1+(ev.rate(p, &after)-ev.rate(p, &ev.prod[p]))*ev.conv)
		}
	}
	return best
}

// distances fills ev.dist[p] with the roads p needs to build before a
// settlement may stand at each free site, up to 3; -1 beyond. Roads run on
// free paths beside land, ships beside sea (where road and ship meet is not
// checked), and neither passes another player's building.
func (ev *evaluation) distances(p int8) {
	st := ev.st
	b := st.board()
	d := &ev.dist[p]
	for v := range b.Vertices() {
		d[v] = -1
	}
	frontier := st.reach(p, &st.roads[p])
	ships := st.reach(p, &st.ships[p])
	frontier.or(&ships)
	var seen vset
	seen.or(&frontier)
	for step := int8(0); step <= 3; step++ {
		var next vset
		for w, word := range frontier {
			for ; word != 0; word &= word - 1 {
				v := w<<6 | bits.TrailingZeros64(word)
				if ev.free.has(v) {
					d[v] = step
				}
				if step == 3 || (st.built.has(v) && st.owner[v] != p) {
					continue
				}
				for j, e := range b.VertexEdges[v] {
					if e < 0 || st.paths.has(e) || !st.landEdge(e) && !st.seaEdge(e) {
						continue
					}
					if n := b.VertexNeighbours[v][j]; !seen.has(n) {
						seen.add(n)
						next.add(n)
					}
				}
			}
		}
		frontier = next
	}
}

// sites sums up the sites a player's roads lead to.
type sites struct {
	expansion float64 // the best and second-best sites' worth, discounted by the roads they need
	now       float64 // the best site the player may settle now, 0 if none
	oneRoad   float64 // the best site a road away, 0 if none
	roadGain  float64 // what one more road adds to the expansion, at most
}

// bestSites sums up the sites player p could settle.
func (ev *evaluation) bestSites(p int8) sites {
	st, w := ev.st, ev.w
	var s sites
	if st.settlementsLeft(p) == 0 {
		return s
	}
	ev.distances(p)
	first, second := 0.0, 0.0
	d := &ev.dist[p]
	for k, word := range ev.free {
		for ; word != 0; word &= word - 1 {
			v := k<<6 | bits.TrailingZeros64(word)
			if d[v] < 0 || (d[v] > 0 && st.roadsLeft(p) < int(d[v])) {
				continue
			}
			worth := ev.siteWorth(p, v)
			switch d[v] {
			case 0:
				s.now = max(s.now, worth)
			case 1:
				s.oneRoad = max(s.oneRoad, worth)
			}
			if d[v] > 0 {
				s.roadGain = max(s.roadGain, worth*(w.expansion[d[v]-1]-w.expansion[d[v]]))
			}
			x := worth * w.expansion[d[v]]
			if x > first {
				first, second = x, first
			} else if x > second {
				second = x
			}
		}
	}
	s.expansion = first + w.secondSite*second
	return s
}

// The terms a player's value sums, in the order summed.
const (
	termVP         = iota // VP held (the player's own VP cards too when own)
	termClose             // nearness to the goal
	termProduction        // production over the horizon, less what the robber blocks
	termSites             // the sites its roads lead to, and the set-up picks to come
	termHand              // the hand by what it builds soon (by its count when not own)
	termDevs              // development cards in hand (at the deck's mean when not own)
	termArmy              // knights played, toward Largest Army
	termRoad              // the longest road's length
	termFreeRoads         // free roads of road building still to place
	terms
)

// playerValue is player p's value; its hand and development cards count as
// they are when own, else by their numbers.
func (ev *evaluation) playerValue(p int8, own bool) float64 {
	t := ev.terms(p, own)
	val := 0.0
	for _, x := range t {
		val += x
	}
	return val
}

// terms are the parts of player p's value (playerValue).
func (ev *evaluation) terms(p int8, own bool) [terms]float64 {
	st, w := ev.st, ev.w
	var t [terms]float64
	vp := st.publicVP(p)
	if own {
		vp += int(st.devs[p][VictoryPoint] - st.fresh[p][VictoryPoint])
	}
	t[termVP] = float64(vp)
	if near := vp - (int(st.goal) - 4); near > 0 {
		t[termClose] = w.close * float64(near*near)
	}
	t[termProduction] = ev.productionValue(p)
	s := ev.bestSites(p)
	t[termSites] = s.expansion + ev.picks[p]
	ev.outlooks[p] = ev.outlook(p, &s)
	o := &ev.outlooks[p]
	if own {
		t[termHand] = o.handWorth(&st.hand[p])
		t[termDevs] = ev.devWorth(p)
	} else {
		t[termHand] = float64(st.cards(p)) * (w.card + 0.03)
		n := 0
		for d := range devKinds {
			n += int(st.devs[p][d])
		}
		t[termDevs] = float64(n) * ev.devMean()
	}
	t[termArmy] = ev.armyWorth(p)
	t[termRoad] = w.roadLength * float64(min(st.roadLen[p], 15))
	if st.step == stepRoadBuilding && st.current == p {
		// The free roads still to place: each worth what a road adds.
		t[termFreeRoads] = float64(st.freeRoads) * (s.roadGain + w.roadLength)
	}
	return t
}

// devMean is what a development card the holder has not shown is worth, on
// average over the deck.
func (ev *evaluation) devMean() float64 {
	deck := devDeck[0]
	if ev.st.seats >= 5 {
		deck = devDeck[1]
	}
	n := 0.0
	v := 0.0
	for d, k := range deck {
		n += float64(k)
		v += float64(k) * ev.devHeld(DevCard(d))
	}
	return v / n
}

// devHeld is what a development card of kind d in hand is worth.
func (ev *evaluation) devHeld(d DevCard) float64 {
	w := ev.w
	switch d {
	case Knight:
		return w.knightHeld
	case VictoryPoint:
		return 1
	case RoadBuilding:
		return w.roadHeld
	case YearOfPlenty:
		return w.plentyHeld
	}
	return w.monoHeld
}

// devWorth is what player p's own development cards in hand are worth:
// those bought this turn at the deck's average (so that buying one is not
// a lottery for the greedy bot), VP cards held before as the VP they are
// (counted in playerValue), the others by kind.
func (ev *evaluation) devWorth(p int8) float64 {
	st := ev.st
	v := 0.0
	for d := range devKinds {
		fresh := st.fresh[p][d]
		v += float64(fresh) * ev.devMean()
		if DevCard(d) != VictoryPoint {
			v += float64(st.devs[p][d]-fresh) * ev.devHeld(DevCard(d))
		}
	}
	return v
}

// armyWorth is what player p's played knights are worth toward Largest
// Army (its 2 VP count in the VP when held).
func (ev *evaluation) armyWorth(p int8) float64 {
	st, w := ev.st, ev.w
	rival := int8(0)
	for o := range st.seats {
		if o != p {
			rival = max(rival, st.knights[o])
		}
	}
	need := max(LargestArmyMin, rival+1)
	k := st.knights[p]
	return w.knightArmy*float64(min(k, need)) + w.knightExtra*float64(max(0, k-need))
}

// setupPicks fills ev.picks with what the sites each player still places in
// the set-up are expected to be worth: in snake order, each takes the best
// site left, the distance rule closing the sites beside it.
func (ev *evaluation) setupPicks() {
	st := ev.st
	b := st.board()
	next := int(st.setupN)
	if st.step == stepSetupRoad {
		next++
	}
	n := int(st.seats)
	free := ev.free
	for i := next; i < 2*n; i++ {
		p := int8(i)
		if i >= n {
			p = int8(2*n - 1 - i)
		}
		best, at := 0.0, -1
		for w, word := range free {
			for ; word != 0; word &= word - 1 {
				v := w<<6 | bits.TrailingZeros64(word)
				if x := ev.siteWorth(p, v); x > best {
					best, at = x, v
				}
			}
		}
		if at < 0 {
			return
		}
		free.andNot(&b.near[at])
		ev.picks[p] += best
	}
}
