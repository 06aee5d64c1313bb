package catan

import (
	"math/bits"

	"shima/engine"
)

// Legal appends seat s's legal actions to buf.
func (st *State) Legal(s engine.Seat, buf []engine.Action) []engine.Action {
	p := int8(s)
	if !st.moves(p) {
		return buf
	}
	switch st.step {
	case stepSetupSettle:
		free := st.settleable()
		return appendVertices(buf, kindSettle, &free)
	case stepSetupRoad:
		for _, e := range st.board().VertexEdges[st.last] {
			if e >= 0 && !st.paths.has(e) {
				buf = append(buf, pack(kindRoad, e, 0))
			}
		}
		return buf
	case stepRoll:
		buf = append(buf, rollAction)
		roads := st.roadSpotsIf(p, st.mayPlayRoadBuilding(p))
		return st.appendDevPlays(buf, p, &roads)
	case stepDiscard:
		for r := range Resources {
			if st.hand[p][r] > 0 {
				buf = append(buf, pack(kindDiscard, r, 0))
			}
		}
		return buf
	case stepRobber:
		for h := range st.board().Interior {
			if st.robberMayGo(h) {
				buf = append(buf, pack(kindRobber, h, 0))
			}
		}
		return buf
	case stepSteal:
		for v := st.victims; v != 0; v &= v - 1 {
			buf = append(buf, pack(kindSteal, bits.TrailingZeros8(v), 0))
		}
		return buf
	case stepRoadBuilding:
		roads := st.roadSpots(p)
		return appendEdges(buf, kindRoad, &roads)
	case stepMain, stepSpecialBuild:
		roads := st.roadSpotsIf(p, st.mayBuildRoad(p) || (st.step == stepMain && st.mayPlayRoadBuilding(p)))
		buf = append(buf, endAction)
		buf = st.appendBuilds(buf, p, &roads)
		if st.step == stepMain {
			buf = st.appendDevPlays(buf, p, &roads)
			buf = st.appendTrades(buf, p)
			if st.mayPropose(p) {
				buf = append(buf, proposeAction)
			}
		}
		return buf
	case stepOffer, stepRespond, stepConfirm:
		return st.legalTrade(buf, p)
	}
	return buf
}

// moves reports whether seat p is among those to move.
func (st *State) moves(p int8) bool {
	for _, s := range st.ToMove() {
		if s == engine.Seat(p) {
			return true
		}
	}
	return false
}

// appendBuilds lists what p can pay for and place: roads (roads are the free
// paths p reaches), settlements, cities and a development card.
func (st *State) appendBuilds(buf []engine.Action, p int8, roads *eset) []engine.Action {
	if st.mayBuildRoad(p) {
		buf = appendEdges(buf, kindRoad, roads)
	}
	if st.canPay(p, &settlementCost) && st.settlementsLeft(p) > 0 {
		spots := st.settlementSpots(p)
		buf = appendVertices(buf, kindSettle, &spots)
	}
	if st.canPay(p, &cityCost) && st.citiesLeft(p) > 0 {
		buf = appendVertices(buf, kindCity, &st.settlements[p])
	}
	if st.canPay(p, &devCost) && st.nDeck > 0 {
		buf = append(buf, buyDevAction)
	}
	return buf
}

// appendDevPlays lists the development cards p may play: one a turn, not
// one bought this turn; victory point cards are never played. roads are the
// free paths p reaches.
func (st *State) appendDevPlays(buf []engine.Action, p int8, roads *eset) []engine.Action {
	if st.devUsed {
		return buf
	}
	if st.playable(p, Knight) {
		buf = append(buf, knightAction)
	}
	if st.mayPlayRoadBuilding(p) && !roads.empty() {
		buf = append(buf, roadBuildingAction)
	}
	if st.playable(p, YearOfPlenty) {
		for x := range Resources {
			for y := x; y < Resources; y++ {
				if st.bank[x] > 0 && st.bank[y] > 0 && (x != y || st.bank[x] > 1) {
					buf = append(buf, pack(kindPlenty, x, y))
				}
			}
		}
	}
	if st.playable(p, Monopoly) {
		for r := range Resources {
			buf = append(buf, pack(kindMonopoly, r, 0))
		}
	}
	return buf
}

// mayBuildRoad reports whether p can pay for a road and has one left.
func (st *State) mayBuildRoad(p int8) bool { return st.canPay(p, &roadCost) && st.roadsLeft(p) > 0 }

// mayPlayRoadBuilding reports whether p could play road building, were
// there a free path: no card played this turn, one bought before, a road left.
func (st *State) mayPlayRoadBuilding(p int8) bool {
	return !st.devUsed && st.playable(p, RoadBuilding) && st.roadsLeft(p) > 0
}

// roadSpotsIf is roadSpots when they are needed, else no paths: Legal
// finds them once, and only when a road may be built.
func (st *State) roadSpotsIf(p int8, needed bool) eset {
	if !needed {
		return eset{}
	}
	return st.roadSpots(p)
}

// playable reports whether p holds a card of kind d bought before this turn.
func (st *State) playable(p int8, d DevCard) bool { return st.devs[p][d]-st.fresh[p][d] > 0 }

// appendTrades lists the trades with the bank p can make.
func (st *State) appendTrades(buf []engine.Action, p int8) []engine.Action {
	for give := range Resources {
		if st.hand[p][give] < st.rates[p][give] {
			continue
		}
		for get := range Resources {
			if get != give && st.bank[get] > 0 {
				buf = append(buf, pack(kindTrade, give, get))
			}
		}
	}
	return buf
}

func appendVertices(buf []engine.Action, kind int, set *vset) []engine.Action {
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			buf = append(buf, pack(kind, w<<6|bits.TrailingZeros64(word), 0))
		}
	}
	return buf
}

func appendEdges(buf []engine.Action, kind int, set *eset) []engine.Action {
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			buf = append(buf, pack(kind, w<<6|bits.TrailingZeros64(word), 0))
		}
	}
	return buf
}

func popcountV(s *vset) int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2])
}

func popcountE(s *eset) int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

func (st *State) roadsLeft(p int8) int       { return RoadsEach - popcountE(&st.roads[p]) }
func (st *State) settlementsLeft(p int8) int { return SettlementsEach - popcountV(&st.settlements[p]) }
func (st *State) citiesLeft(p int8) int      { return CitiesEach - popcountV(&st.cities[p]) }

// settleable is where the distance rule lets a settlement stand: on land,
// with no building at or next to it.
func (st *State) settleable() vset {
	var s vset
	b := st.board()
	for v := range b.Vertices() {
		if !st.blocked.has(v) && st.onLand(v) {
			s.add(v)
		}
	}
	return s
}

// onLand reports whether intersection v touches a land hex.
func (st *State) onLand(v int) bool {
	for _, h := range st.board().VertexHexes[v] {
		if h >= 0 && h < st.board().Interior && st.terrain[h].land() {
			return true
		}
	}
	return false
}

// reach is the intersections p's roads lead to: the ends of p's roads where
// no other player has built, and p's buildings.
func (st *State) reach(p int8) vset {
	r := st.roadEnds(p)
	var others vset
	others = st.built
	others.andNot(&st.settlements[p])
	others.andNot(&st.cities[p])
	r.andNot(&others)
	r.or(&st.settlements[p])
	r.or(&st.cities[p])
	return r
}

// roadEnds are the intersections at either end of p's roads.
func (st *State) roadEnds(p int8) vset {
	var ends vset
	b := st.board()
	for w, word := range st.roads[p] {
		for ; word != 0; word &= word - 1 {
			e := b.EdgeVertices[w<<6|bits.TrailingZeros64(word)]
			ends.add(e[0])
			ends.add(e[1])
		}
	}
	return ends
}

// roadSpots are the free paths touching land that p's network reaches.
func (st *State) roadSpots(p int8) eset {
	var spots eset
	b := st.board()
	r := st.reach(p)
	for w, word := range r {
		for ; word != 0; word &= word - 1 {
			v := w<<6 | bits.TrailingZeros64(word)
			spots.or(&b.vertexEdgeSet[v])
		}
	}
	spots.andNot(&st.paths)
	for w, word := range spots {
		for ; word != 0; word &= word - 1 {
			if e := w<<6 | bits.TrailingZeros64(word); !st.landEdge(e) {
				spots.del(e)
			}
		}
	}
	return spots
}

// landEdge reports whether a road may lie on edge e: beside land.
func (st *State) landEdge(e int) bool {
	b := st.board()
	for _, h := range b.EdgeHexes[e] {
		if h >= 0 && h < b.Interior && st.terrain[h].land() {
			return true
		}
	}
	return false
}

// settlementSpots are where p may build a settlement: at the end of one of
// p's roads, obeying the distance rule.
func (st *State) settlementSpots(p int8) vset {
	spots := st.roadEnds(p)
	spots.andNot(&st.blocked)
	return spots
}

// robberMayGo reports whether the robber may be moved to hex h: another
// land hex.
func (st *State) robberMayGo(h int) bool {
	return int16(h) != st.robber && st.terrain[h].land()
}

// Apply plays action a for seat s, or explains why it may not.
func (st *State) Apply(s engine.Seat, a engine.Action) error {
	if err := st.check(s, a); err != nil {
		return err
	}
	p := int8(s)
	x, y := argsOf(a)
	switch kindOf(a) {
	case kindSettle:
		st.applySettle(p, x)
	case kindRoad:
		st.applyRoad(p, x)
	case kindCity:
		st.pay(p, &cityCost)
		st.settlements[p].del(x)
		st.cities[p].add(x)
		st.checkWin()
	case kindRoll:
		st.roll()
	case kindEnd:
		st.endTurn()
	case kindBuyDev:
		st.pay(p, &devCost)
		st.nDeck--
		d := st.deck[st.nDeck]
		st.devs[p][d]++
		st.fresh[p][d]++
		st.checkWin()
	case kindKnight:
		st.playDev(p, Knight)
		st.knights[p]++
		st.awardArmy(p)
		st.after = st.step
		st.step = stepRobber
		st.checkWin()
	case kindRoadBuilding:
		st.playDev(p, RoadBuilding)
		st.after = st.step
		st.step = stepRoadBuilding
		st.freeRoads = 2
	case kindPlenty:
		st.playDev(p, YearOfPlenty)
		st.take(p, Resource(x), 1)
		st.take(p, Resource(y), 1)
	case kindMonopoly:
		st.playDev(p, Monopoly)
		for o := range st.seats {
			if o != p {
				st.hand[p][x] += st.hand[o][x]
				st.hand[o][x] = 0
			}
		}
	case kindRobber:
		st.moveRobber(p, x)
	case kindSteal:
		st.steal(p, int8(x))
	case kindDiscard:
		st.hand[p][x]--
		st.bank[x]++
		st.owed[p]--
		if st.owed[p] == 0 {
			st.discarded()
		}
	case kindTrade:
		st.hand[p][x] -= st.rates[p][x]
		st.bank[x] += st.rates[p][x]
		st.take(p, Resource(y), 1)
	default:
		st.applyTrade(p, a)
	}
	return nil
}

// take gives p n cards of r from the bank.
func (st *State) take(p int8, r Resource, n int8) {
	st.hand[p][r] += n
	st.bank[r] -= n
}

func (st *State) playDev(p int8, d DevCard) {
	st.devs[p][d]--
	st.devUsed = true
}

// applySettle places or builds a settlement at v.
func (st *State) applySettle(p int8, v int) {
	b := st.board()
	if st.step != stepSetupSettle {
		st.pay(p, &settlementCost)
	}
	st.settlements[p].add(v)
	st.built.add(v)
	st.blocked.or(&b.near[v])
	st.owner[v] = p
	if k := st.harbour[v]; k != noHarbour {
		st.openHarbour(p, k)
	}
	// A settlement can cut another player's road running through v.
	for o := range st.seats {
		if o != p && st.roads[o].meets(&b.vertexEdgeSet[v]) {
			st.roadLen[o] = int8(st.longestRoad(o))
		}
	}
	st.awardRoad()
	if st.step == stepSetupSettle {
		st.last = int16(v)
		st.step = stepSetupRoad
		if st.setupN >= st.seats { // the second settlement pays at once
			for _, h := range b.VertexHexes[v] {
				if h >= 0 && h < b.Interior {
					if r := produces[st.terrain[h]]; r >= 0 && st.bank[r] > 0 {
						st.take(p, r, 1)
					}
				}
			}
		}
		return
	}
	st.checkWin()
}

// openHarbour lowers p's trading rates for harbour kind k.
func (st *State) openHarbour(p int8, k int8) {
	if k == genericHarbour {
		for r := range Resources {
			st.rates[p][r] = min(st.rates[p][r], 3)
		}
		return
	}
	st.rates[p][k] = 2
}

// applyRoad places or builds a road on e.
func (st *State) applyRoad(p int8, e int) {
	switch st.step {
	case stepMain, stepSpecialBuild:
		st.pay(p, &roadCost)
	}
	st.roads[p].add(e)
	st.paths.add(e)
	st.roadLen[p] = int8(st.longestRoad(p))
	st.awardRoad()
	switch st.step {
	case stepSetupRoad:
		st.setupN++
		st.nextSetup()
	case stepRoadBuilding:
		st.freeRoads--
		if st.freeRoads == 0 || st.roadsLeft(p) == 0 || st.noRoadSpot(p) {
			st.step = st.after
		}
		st.checkWin()
	default:
		st.checkWin()
	}
}

func (st *State) noRoadSpot(p int8) bool {
	spots := st.roadSpots(p)
	return spots.empty()
}

// nextSetup moves the set-up on in snake order: 0, 1, …, n-1, n-1, …, 0;
// after it the start player rolls.
func (st *State) nextSetup() {
	n := st.seats
	switch {
	case st.setupN == 2*n:
		st.turns = 1
		st.current = 0
		st.setToMove(0)
		st.step = stepRoll
		return
	case st.setupN < n:
		st.current = st.setupN
	default:
		st.current = 2*n - 1 - st.setupN
	}
	st.setToMove(st.current)
	st.step = stepSetupSettle
}

// roll rolls the dice: a 7 brings the robber, any other number produces.
func (st *State) roll() {
	st.rolled = [2]int8{int8(st.rng.Roll(6)), int8(st.rng.Roll(6))}
	n := st.rolled[0] + st.rolled[1]
	if n != 7 {
		st.produce(n)
		st.step = stepMain
		return
	}
	st.nToMove = 0
	for p := range st.seats {
		if c := st.cards(p); c > HandLimit {
			st.owed[p] = int8(c / 2)
			st.toMove[st.nToMove] = engine.Seat(p)
			st.nToMove++
		}
	}
	if st.nToMove > 0 {
		st.step = stepDiscard
		return
	}
	st.setToMove(st.current)
	st.after = stepMain
	st.step = stepRobber
}

// discarded takes a player who has discarded enough out of the step; when
// none is left, the roller moves the robber.
func (st *State) discarded() {
	k := int8(0)
	for _, s := range st.toMove[:st.nToMove] {
		if st.owed[s] > 0 {
			st.toMove[k] = s
			k++
		}
	}
	st.nToMove = k
	if k == 0 {
		st.setToMove(st.current)
		st.after = stepMain
		st.step = stepRobber
	}
}

// produce pays every hex showing n, except under the robber. When the bank
// cannot pay everyone a resource, nobody gets it, unless only one player is
// owed it: that player takes what is left.
func (st *State) produce(n int8) {
	b := st.board()
	var owed [Resources][MaxPlayers]int8
	for h := range b.Interior {
		if st.number[h] != n || int16(h) == st.robber {
			continue
		}
		r := produces[st.terrain[h]]
		if r < 0 {
			continue
		}
		for _, v := range b.HexVertices[h] {
			if st.built.has(v) {
				o := st.owner[v]
				owed[r][o]++
				if st.cities[o].has(v) {
					owed[r][o]++
				}
			}
		}
	}
	for r := range Resources {
		total, players, only := 0, 0, int8(0)
		for p := range st.seats {
			if c := owed[r][p]; c > 0 {
				total += int(c)
				players++
				only = p
			}
		}
		switch {
		case total == 0:
		case total <= int(st.bank[r]):
			for p := range st.seats {
				st.take(p, Resource(r), owed[r][p])
			}
		case players == 1:
			st.take(only, Resource(r), st.bank[r])
		}
	}
}

// moveRobber puts the robber on hex h and finds whom the mover may rob:
// players with a building on h who hold a card.
func (st *State) moveRobber(p int8, h int) {
	st.robber = int16(h)
	st.victims = 0
	for _, v := range st.board().HexVertices[h] {
		if st.built.has(v) {
			if o := st.owner[v]; o != p && st.cards(o) > 0 {
				st.victims |= 1 << o
			}
		}
	}
	switch bits.OnesCount8(st.victims) {
	case 0:
		st.step = st.after
	case 1:
		st.steal(p, int8(bits.TrailingZeros8(st.victims)))
	default:
		st.step = stepSteal
	}
}

// steal takes a random card from victim v for p.
func (st *State) steal(p, v int8) {
	k := st.rng.IntN(st.cards(v))
	for r := range Resources {
		if k < int(st.hand[v][r]) {
			st.hand[v][r]--
			st.hand[p][r]++
			break
		}
		k -= int(st.hand[v][r])
	}
	st.victims = 0
	st.step = st.after
}

// endTurn passes the turn on; with 5-6 players each other player in turn
// may build first (the special building phase).
func (st *State) endTurn() {
	if st.seats >= 5 {
		if st.step == stepMain {
			st.builder = st.current
		}
		st.builder = (st.builder + 1) % st.seats
		if st.builder != st.current {
			st.step = stepSpecialBuild
			st.setToMove(st.builder)
			return
		}
	}
	st.current = (st.current + 1) % st.seats
	st.fresh = [MaxPlayers][devKinds]int8{}
	st.devUsed = false
	st.offers = 0
	st.turns++
	st.setToMove(st.current)
	st.step = stepRoll
	if st.turns > maxRounds*int16(st.seats) {
		st.finish(noSeat)
		return
	}
	st.checkWin()
}

// checkWin ends the game when the player whose turn it is has reached the goal.
func (st *State) checkWin() {
	if st.step == stepSpecialBuild || st.step < stepRoll {
		return
	}
	if st.vp(st.current) >= int(st.goal) {
		st.finish(st.current)
	}
}

func (st *State) finish(winner int8) {
	st.winner = winner
	st.step = stepOver
	st.nToMove = 0
}

// awardArmy gives Largest Army to p when p has played more knights than
// anyone (at least 3), or takes it from a holder p passes.
func (st *State) awardArmy(p int8) {
	if st.knights[p] < LargestArmyMin || st.armyCard == p {
		return
	}
	if st.armyCard == noSeat || st.knights[p] > st.knights[st.armyCard] {
		st.armyCard = p
	}
}

// awardRoad updates Longest Road after the roads changed: a challenger must
// exceed the holder; a holder whose road was cut keeps the card if still
// longest (ties with the holder keep it with the holder); if the holder is
// no longer longest, the card goes to the one player now longest, or, if
// several tie or nobody has 5, it is set aside.
func (st *State) awardRoad() {
	best, count := int8(0), 0
	var who int8 = noSeat
	for p := range st.seats {
		switch l := st.roadLen[p]; {
		case l > best:
			best, count, who = l, 1, p
		case l == best:
			count++
		}
	}
	h := st.roadCard
	switch {
	case h != noSeat && st.roadLen[h] == best && best >= LongestRoadMin:
		// the holder is still (jointly) longest and keeps it
	case best < LongestRoadMin:
		st.roadCard = noSeat
	case count == 1:
		st.roadCard = who
	default:
		st.roadCard = noSeat
	}
}

// longestRoad is the length of p's longest road: the most road segments in a
// trail (no segment twice), which may end at but not pass another player's
// building. It tries every intersection p's roads touch as the start.
func (st *State) longestRoad(p int8) int {
	starts := st.roadEnds(p)
	best := 0
	var used eset
	for w, word := range starts {
		for ; word != 0; word &= word - 1 {
			best = max(best, st.trail(p, w<<6|bits.TrailingZeros64(word), &used, true))
		}
	}
	return best
}

// trail is the longest continuation of p's road from intersection v, not
// using the edges in used; it stops at another player's building unless v
// is where the trail starts.
func (st *State) trail(p int8, v int, used *eset, start bool) int {
	if !start && st.built.has(v) && st.owner[v] != p {
		return 0
	}
	b := st.board()
	best := 0
	for j, e := range b.VertexEdges[v] {
		if e < 0 || !st.roads[p].has(e) || used.has(e) {
			continue
		}
		used.add(e)
		best = max(best, 1+st.trail(p, b.VertexNeighbours[v][j], used, false))
		used.del(e)
	}
	return best
}
