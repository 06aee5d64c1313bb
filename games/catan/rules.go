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
	case stepSelect:
		return st.appendPicks(buf, p)
	case stepIsland:
		return st.appendIslandBuilding(buf, p)
	case stepSetupSettle:
		free := st.settleable()
		return appendVertices(buf, kindSettle, &free)
	case stepSetupRoad:
		roads, ships := st.setupPaths()
		buf = appendEdges(buf, kindRoad, &roads)
		return appendEdges(buf, kindShip, &ships)
	case stepStartPay:
		mine := st.buildings(p)
		return appendVertices(buf, kindStartPay, &mine)
	case stepRoll:
		buf = append(buf, rollAction)
		return st.appendDevPlays(buf, p)
	case stepDiscard:
		for r := range Resources {
			if st.hand[p][r] > 0 {
				buf = append(buf, pack(kindDiscard, r, 0))
			}
		}
		return buf
	case stepRobber:
		return st.appendRobberMoves(buf)
	case stepSteal:
		for v := st.victims; v != 0; v &= v - 1 {
			buf = append(buf, pack(kindSteal, bits.TrailingZeros8(v), 0))
		}
		return buf
	case stepRoadBuilding:
		roads, ships := st.freeLines(p)
		buf = appendEdges(buf, kindRoad, &roads)
		return appendEdges(buf, kindShip, &ships)
	case stepMain, stepSpecialBuild:
		buf = append(buf, endAction)
		buf = st.appendBuilds(buf, p)
		if st.step == stepMain {
			buf = st.appendShipMoves(buf, p)
			buf = st.appendDevPlays(buf, p)
			buf = st.appendTrades(buf, p)
			buf = st.appendBuys(buf, p)
			if st.mayPropose(p) {
				buf = append(buf, proposeAction)
			}
		}
		return buf
	case stepOffer, stepRespond, stepConfirm:
		return st.legalTrade(buf, p)
	case stepGold:
		for r := range Resources {
			if st.bank[r] > 0 {
				buf = append(buf, pack(kindGold, r, 0))
			}
		}
		return buf
	case stepOrient:
		h := st.firstOrient()
		for sides := st.harbourSides(h); sides != 0; sides &= sides - 1 {
			buf = append(buf, pack(kindOrient, h, bits.TrailingZeros8(sides)))
		}
		return buf
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

// appendBuilds lists what p can pay for and place: roads and ships (on the
// free paths p reaches), settlements, cities and a development card.
func (st *State) appendBuilds(buf []engine.Action, p int8) []engine.Action {
	if st.mayBuildRoad(p) {
		roads := st.roadSpots(p)
		buf = appendEdges(buf, kindRoad, &roads)
	}
	if st.mayBuildShip(p) {
		ships := st.shipSpots(p)
		buf = appendEdges(buf, kindShip, &ships)
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

// appendShipMoves lists p's ship moves.
func (st *State) appendShipMoves(buf []engine.Action, p int8) []engine.Action {
	if !st.shipMayMove() {
		return buf
	}
	movable := st.movableShips(p)
	for w, word := range movable {
		for ; word != 0; word &= word - 1 {
			from := w<<6 | bits.TrailingZeros64(word)
			to := st.shipTargets(p, from)
			for w2, word2 := range to {
				for ; word2 != 0; word2 &= word2 - 1 {
					buf = append(buf, pack(kindMoveShip, from, w2<<6|bits.TrailingZeros64(word2)))
				}
			}
		}
	}
	return buf
}

// appendDevPlays lists the development cards p may play: one a turn, not
// one bought this turn; victory point cards are never played.
func (st *State) appendDevPlays(buf []engine.Action, p int8) []engine.Action {
	if st.devUsed {
		return buf
	}
	if st.playable(p, Knight) {
		buf = append(buf, knightAction)
	}
	if st.playable(p, RoadBuilding) {
		if st.mayPlaceFreeLine(p) {
			buf = append(buf, roadBuildingAction)
		}
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

// playable reports whether p holds a card of kind d bought before this turn.
func (st *State) playable(p int8, d DevCard) bool { return st.devs[p][d]-st.fresh[p][d] > 0 }

// appendTrades lists the trades with the bank p can make.
func (st *State) appendTrades(buf []engine.Action, p int8) []engine.Action {
	hand, rates := &st.hand[p], &st.rates[p]
	var gives uint8 // the resources p holds enough of, a bit each
	for r := range Resources {
		if hand[r] >= rates[r] {
			gives |= 1 << r
		}
	}
	if gives == 0 {
		return buf
	}
	var stocked uint8 // the resources the bank has
	for r, n := range st.bank {
		if n > 0 {
			stocked |= 1 << r
		}
	}
	for ; gives != 0; gives &= gives - 1 {
		give := bits.TrailingZeros8(gives)
		for gets := stocked &^ (1 << give); gets != 0; gets &= gets - 1 {
			buf = append(buf, pack(kindTrade, give, bits.TrailingZeros8(gets)))
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

// Apply plays action a for seat s, or explains why it may not.
func (st *State) Apply(s engine.Seat, a engine.Action) error {
	if err := st.check(s, a); err != nil {
		return err
	}
	if st.rec.On() {
		st.applyTold(int8(s), a)
		return nil
	}
	st.apply(int8(s), a)
	return nil
}

// apply plays action a for seat p, which check has allowed.
func (st *State) apply(p int8, a engine.Action) {
	x, y := argsOf(a)
	switch kindOf(a) {
	case kindSettle:
		st.applySettle(p, x)
	case kindRoad:
		st.applyLine(p, x, false)
	case kindShip:
		st.applyLine(p, x, true)
	case kindMoveShip:
		st.applyMoveShip(p, x, y)
	case kindCity:
		st.applyCity(p, x)
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
		st.toRobber(st.step)
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
		st.moveRobber(p, x, false)
	case kindPirate:
		st.moveRobber(p, x, true)
	case kindSteal:
		st.steal(p, int8(x))
	case kindDiscard:
		st.hand[p][x]--
		st.bank[x]++
		st.discarded[p][x]++
		st.owed[p]--
		if st.owed[p] == 0 {
			st.discardDone(p)
		}
	case kindTrade:
		st.hand[p][x] -= st.rates[p][x]
		st.bank[x] += st.rates[p][x]
		st.take(p, Resource(y), 1)
	case kindGold:
		st.take(p, Resource(x), 1)
		st.gold[p]--
		st.settled()
	case kindOrient:
		st.orient.del(x)
		st.placeHarbour(x, st.harbourKind[x], int8(y))
		st.settled()
	case kindBuyHarbour:
		st.applyBuy(p, a)
	case kindPick, kindPickHarbour, kindPlaceTile, kindPlaceHarbour, kindPlaceChip:
		st.applySetupScenario(p, a)
	case kindStartPay:
		st.applyStartPay(p, x)
	default:
		st.applyTrade(p, a)
	}
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

// roll rolls the dice: a 7 brings the robber, any other number produces.
func (st *State) roll() {
	st.rolled = [2]int8{int8(st.rng.Roll(6)), int8(st.rng.Roll(6))}
	n := st.rolled[0] + st.rolled[1]
	if n != 7 {
		st.step = stepMain
		st.produce(n)
		st.interrupt()
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
	st.toRobber(stepMain)
}

// produce pays every hex showing n, except under the robber. When the bank
// cannot pay everyone a resource, nobody gets it, unless only one player is
// owed it: that player takes what is left. A gold field lets its owners
// choose (stepGold).
func (st *State) produce(n int8) {
	b := st.board()
	var owed [MaxPlayers][Resources]int8 // what each player is owed
	var total [Resources]int8
	// A face-down tile carries no number.
	for hw, hexes := range st.numbered[n] {
		for ; hexes != 0; hexes &= hexes - 1 {
			h := hw<<6 | bits.TrailingZeros64(hexes)
			r := produces[st.terrain[h]]
			if int16(h) == st.robber || (r < 0 && st.terrain[h] != Gold) {
				continue
			}
			at := b.hexVertexSet[h]
			at.and(&st.built)
			for w, word := range at {
				for ; word != 0; word &= word - 1 {
					v := w<<6 | bits.TrailingZeros64(word)
					o := st.owner[v]
					k := int8(1) // a settlement; a city 2
					if st.cities[o].has(v) {
						k = 2
					}
					if r < 0 {
						st.gold[o] += k
					} else {
						owed[o][r] += k
						total[r] += k
					}
				}
			}
		}
	}
	for r := range Resources {
		if total[r] > st.bank[r] {
			shortOf(&owed, Resource(r), st.bank[r])
		}
	}
	for p := range st.seats {
		hand := &st.hand[p]
		for r, c := range &owed[p] {
			hand[r] += c
			st.bank[r] -= c
		}
	}
}

// shortOf applies the bank's shortage of r, which holds left, to what the
// players are owed: nobody gets any, unless only one player is owed it, who
// gets what is left.
func shortOf(owed *[MaxPlayers][Resources]int8, r Resource, left int8) {
	players, only := 0, 0
	for p := range owed {
		if owed[p][r] > 0 {
			players++
			only = p
		}
		owed[p][r] = 0
	}
	if players == 1 {
		owed[only][r] = left
	}
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
	st.newShips = eset{}
	st.shipMoved = false
	st.theft = theft{thief: noSeat}
	st.turns++
	st.setToMove(st.current)
	st.step = stepRoll
	if st.turns > maxRounds*int16(st.seats) {
		st.finish(noSeat)
		return
	}
	st.checkWin()
}

// checkWin ends the game when the player whose turn it is has reached the
// goal, outside the set-up and the special building phase.
func (st *State) checkWin() {
	if st.step == stepSpecialBuild || st.turns == 0 {
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
