package skye

import "shima/engine"

// Legal appends seat s's legal actions to buf.
func (st *State) Legal(s engine.Seat, buf []engine.Action) []engine.Action {
	if !st.moves(s) {
		return buf
	}
	me := int(s)
	switch st.phase {
	case phasePrice:
		if st.mark[me] < 0 {
			for _, t := range st.drawn[me] {
				buf = append(buf, discardAct(t))
			}
			return buf
		}
		for k, t := range st.drawn[me] {
			if k != int(st.mark[me]) && st.price[me][k] == 0 {
				for g := 1; g <= st.priceLimit(me); g++ {
					buf = append(buf, priceAct(t, g))
				}
			}
		}
	case phaseBuy:
		for p := range int(st.seats) {
			for k, t := range st.drawn[p] {
				if st.mayBuy(me, p, k) {
					buf = append(buf, buyAct(t))
				}
			}
		}
		buf = append(buf, passAct)
	case phaseBuild:
		land := &st.land[me]
		for _, t := range st.pending[me][:st.nPending[me]] {
			for f := range int(land.nFront) {
				x, y := int(land.front[f][0]), int(land.front[f][1])
				check, want := land.needs(x, y)
				for r := range uint8(4) {
					if !repeatTurn[t][r] && lies[t][r].mask&check == want {
						buf = append(buf, placeAct(t, x, y, r))
					}
				}
			}
		}
	}
	return buf
}

// moves reports whether seat s is among the players to move.
func (st *State) moves(s engine.Seat) bool {
	for _, m := range st.toMove[:st.nToMove] {
		if m == s {
			return true
		}
	}
	return false
}

// priceLimit is the most gold player p may set on one tile now: what is
// behind the screen, less 1 for each other tile still to price.
func (st *State) priceLimit(p int) int {
	unpriced := 0
	for k := range Drawn {
		if k != int(st.mark[p]) && st.price[p][k] == 0 {
			unpriced++
		}
	}
	return min(maxPrice, int(st.gold[p])-(unpriced-1))
}

// slotOf finds tile t among player p's drawn tiles, or -1.
func (st *State) slotOf(p int, t int8) int {
	for k, d := range st.drawn[p] {
		if d == t && t != noTile {
			return k
		}
	}
	return -1
}

// owner finds the player with tile t in front of the screen, and its slot.
func (st *State) owner(t int8) (int, int) {
	for p := range int(st.seats) {
		if k := st.slotOf(p, t); k >= 0 {
			return p, k
		}
	}
	return -1, -1
}

// check explains why seat s may not play a now, or returns nil.
func (st *State) check(s engine.Seat, a engine.Action) error {
	switch {
	case st.phase == phaseOver:
		return engine.Reject("the game is over", "ゲームは終わっています")
	case s < 0 || int(s) >= int(st.seats):
		return engine.Rejectf("there is no seat %d", "席%dはありません", s)
	case !st.moves(s):
		return engine.Reject("it is not your turn", "あなたの番ではありません")
	case !wellFormed(a):
		return engine.Rejectf("%d is not an action of Isle of Skye", "%dはアイルオブスカイの行動ではありません", a)
	}
	me, t := int(s), tileOf(a)
	switch kindOf(a) {
	case actDiscard, actPrice:
		if st.phase != phasePrice {
			return st.wrongPhase()
		}
		k := st.slotOf(me, t)
		switch {
		case k < 0:
			return engine.Rejectf("tile %d is not in front of your screen", "タイル%dはあなたのスクリーンの前にありません", int(t)+1)
		case kindOf(a) == actDiscard && st.mark[me] >= 0:
			return engine.Reject("you have marked a tile for discard already", "廃棄マーカーはもう置いてあります")
		case kindOf(a) == actPrice && st.mark[me] < 0:
			return engine.Reject("first mark the tile to discard", "先に廃棄するタイルに廃棄マーカーを置いてください")
		case kindOf(a) == actPrice && k == int(st.mark[me]):
			return engine.Rejectf("tile %d is marked for discard", "タイル%dには廃棄マーカーが置いてあります", int(t)+1)
		case kindOf(a) == actPrice && st.price[me][k] != 0:
			return engine.Rejectf("tile %d has its price already", "タイル%dの値段はもう決めてあります", int(t)+1)
		case kindOf(a) == actPrice && (priceOf(a) < 1 || priceOf(a) > st.priceLimit(me)):
			return engine.Rejectf("a price is at least 1 gold and leaves 1 for each other tile to price: 1-%d here",
				"値段は1ゴールド以上で、ほかに値段を付けるタイルに1ゴールドずつ残します: ここでは1〜%d", st.priceLimit(me))
		}
	case actBuy, actPass:
		if st.phase != phaseBuy {
			return st.wrongPhase()
		}
		if kindOf(a) == actPass {
			return nil
		}
		p, k := st.owner(t)
		switch {
		case p < 0:
			return engine.Rejectf("tile %d is not on offer", "タイル%dは売りに出ていません", int(t)+1)
		case st.buyer[p][k] != noSeat:
			return engine.Rejectf("tile %d is sold already", "タイル%dはもう売れています", int(t)+1)
		case p == me:
			return engine.Reject("you buy from another player, not from yourself", "自分のタイルは買えません")
		case st.price[p][k] > st.gold[me]:
			return engine.Rejectf("tile %d costs %d gold; you have %d", "タイル%dは%dゴールドです(所持%dゴールド)", int(t)+1, st.price[p][k], st.gold[me])
		}
	case actPlace:
		if st.phase != phaseBuild {
			return st.wrongPhase()
		}
		x, y, rot := placeOf(a)
		switch {
		case st.pendingSlot(me, t) < 0:
			return engine.Rejectf("tile %d is not yours to lay", "タイル%dはあなたが置くタイルではありません", int(t)+1)
		case st.land[me].at(x, y) >= 0:
			return engine.Rejectf("%d,%d has a tile already", "%d,%dにはもうタイルがあります", x, y)
		case !st.land[me].fits(t, x, y, rot):
			return engine.Rejectf("tile %d does not fit at %d,%d turned %d: it must share a side with your territory and match the terrain on every shared side",
				"タイル%dは%d,%dに%d度回して置けません: 領土と辺を共有し、接するすべての辺で地形が一致する必要があります", int(t)+1, x, y, 90*int(rot))
		case repeatTurn[t][rot]:
			return engine.Rejectf("turned %d, tile %d looks as at a smaller turn: use that", "タイル%dは%d度回すと小さい角度と同じ向きになります: そちらを使ってください", 90*int(rot), int(t)+1)
		}
	}
	return nil
}

// wrongPhase refuses an action of another step than the one under way.
func (st *State) wrongPhase() error {
	names := [...]engine.Text{phasePrice: engine.T("pricing", "値段付け"), phaseBuy: engine.T("buying", "購入"), phaseBuild: engine.T("building", "建設")}
	n := names[st.phase]
	return engine.Reject("that is not an action of the "+n.EN+" step", "それは"+n.JA+"の行動ではありません")
}

// pendingSlot finds tile t among player p's tiles to lay, or -1.
func (st *State) pendingSlot(p int, t int8) int {
	for i, x := range st.pending[p][:st.nPending[p]] {
		if x == t {
			return i
		}
	}
	return -1
}

// Apply plays action a for seat s, or explains why it may not and changes nothing.
func (st *State) Apply(s engine.Seat, a engine.Action) error {
	if err := st.check(s, a); err != nil {
		return err
	}
	me, t := int(s), tileOf(a)
	switch kindOf(a) {
	case actDiscard:
		st.mark[me] = int8(st.slotOf(me, t))
		if st.rec.On() {
			st.tellDiscard(me, t)
		}
	case actPrice:
		g := priceOf(a)
		st.price[me][st.slotOf(me, t)] = int16(g)
		st.gold[me] -= int16(g)
		if st.rec.On() {
			st.tellPrice(me, t, g)
		}
		if st.priced(me) {
			st.dropMover(me)
			if st.nToMove == 0 {
				st.reveal()
			}
		}
	case actBuy:
		p, k := st.owner(t)
		g := st.price[p][k]
		st.gold[me] -= g
		st.gold[p] += 2 * g // the price paid, and the gold set on the tile comes back
		st.buyer[p][k] = int8(me)
		st.bought[me] = t
		if st.rec.On() {
			st.tellBuy(me, p, k, g)
		}
		st.nextBuyer(true)
	case actPass:
		if st.rec.On() {
			st.tellPass(me)
		}
		st.nextBuyer(true)
	case actPlace:
		x, y, rot := placeOf(a)
		i := st.pendingSlot(me, t)
		st.nPending[me]--
		st.pending[me][i] = st.pending[me][st.nPending[me]]
		st.land[me].put(t, x, y, rot)
		if st.rec.On() {
			st.tellPlace(me, t, x, y, rot)
		}
		if !st.settle(me) {
			st.dropMover(me)
			if st.nToMove == 0 {
				st.endRound()
			}
		}
	}
	return nil
}
