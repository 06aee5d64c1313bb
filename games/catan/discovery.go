package catan

import "math/bits"

// Discovery (The Unknown Island, 発見): a piece placed at an intersection
// turns up the face-down tiles there. A terrain draws a number chip from
// the bag (a red chip beside another red one goes back and another is
// drawn) and, outside the set-up, pays its finder one card of it (a gold
// field one of the finder's choice); a harbour tile is turned so that its
// harbour touches land, the finder choosing among several ways, or waits
// as sea until land turns up beside it; sea and desert give nothing.

// reveal turns up the face-down tiles at intersection v for finder p,
// with the finder's bonus when bonus is set.
func (st *State) reveal(v int, p int8, bonus bool) {
	for _, h := range st.board().VertexHexes[v] {
		if !st.hidden.has(h) {
			continue
		}
		st.hidden.del(h)
		t := st.terrain[h]
		paid, gold := Resource(-1), false // the finder's bonus
		switch {
		case st.harbourKind[h] != noHarbour:
			st.orient.add(h)
			st.finder = p
		case t == Gold || produces[t] >= 0:
			st.setNumber(h, st.drawChip(h))
			if bonus && t == Gold && !st.rules.NoGoldBonus {
				st.gold[p]++
				gold = true
			} else if r := produces[t]; bonus && r >= 0 && st.bank[r] > 0 {
				st.take(p, r, 1)
				paid = r
			}
		}
		if st.rec.On() {
			st.tellExplore(h, p, paid, gold)
		}
		if t.land() {
			// A harbour waiting beside this land can now be turned toward it.
			for _, n := range st.board().HexNeighbours[h] {
				if n >= 0 && n < st.layout.Interior && st.harbourKind[n] != noHarbour && st.harbourSide[n] < 0 && !st.hidden.has(n) {
					st.orient.add(n)
					st.finder = p
				}
			}
		}
	}
}

// drawChip draws a number chip from the bag for terrain hex h: a red chip
// (6 or 8) beside another red chip goes back and another is drawn, which
// comes to drawing among the others (RULES.md: when only red chips are
// left, the red one stays). An empty bag gives no number.
func (st *State) drawChip(h int) int8 {
	total, plain := 0, 0
	for n, c := range st.chips {
		total += int(c)
		if !red(int8(n)) {
			plain += int(c)
		}
	}
	if total == 0 {
		return 0
	}
	redOK := !st.besideRed(h) || plain == 0
	k := st.rng.IntN(total)
	if !redOK {
		k = st.rng.IntN(plain)
	}
	for n, c := range st.chips {
		if !redOK && red(int8(n)) {
			continue
		}
		if k < int(c) {
			st.chips[n]--
			return int8(n)
		}
		k -= int(c)
	}
	return 0
}

// besideRed reports whether a face-up neighbour of hex h carries a red chip.
func (st *State) besideRed(h int) bool {
	for _, n := range st.board().HexNeighbours[h] {
		if n >= 0 && n < st.layout.Interior && !st.hidden.has(n) && red(st.number[n]) {
			return true
		}
	}
	return false
}

// harbourSides are the ways harbour tile h may be turned: the sides one of
// whose two intersections touches face-up land, a bit each.
func (st *State) harbourSides(h int) uint8 {
	b := st.board()
	var sides uint8
	for k := range 6 {
		for _, v := range [2]int{b.HexVertices[h][k], b.HexVertices[h][(k+1)%6]} {
			if v >= 0 && st.onLand(v) {
				sides |= 1 << k
			}
		}
	}
	return sides
}

// interrupt stops play, after a piece was placed or the dice paid, for
// what that left to decide: harbours found to turn (where there is more
// than one way), then gold to choose. Play resumes where it was once they
// are decided (settled).
func (st *State) interrupt() {
	if st.step == stepOver || st.step == stepOrient || st.step == stepGold {
		return
	}
	st.resume = st.step
	st.settled()
}

// settled asks the finder to turn the harbours found (land beside one
// always gives three ways), letting those with no land beside them wait as
// sea; then asks for gold; then resumes play.
func (st *State) settled() {
	for w, word := range st.orient {
		for ; word != 0; word &= word - 1 {
			if h := w<<6 | bits.TrailingZeros64(word); st.harbourSides(h) == 0 {
				st.orient.del(h) // it waits as sea for land
			}
		}
	}
	if !st.orient.empty() {
		st.step = stepOrient
		st.setToMove(st.finder)
		return
	}
	if p := st.nextGold(); p != noSeat {
		st.step = stepGold
		st.setToMove(p)
		return
	}
	st.step = st.resume
	st.setToMove(st.current)
	if st.step == stepSpecialBuild {
		st.setToMove(st.builder)
	}
}

// nextGold is the next player, in turn order from the player to move, who
// has gold to choose and a bank to choose from; noSeat when none has.
func (st *State) nextGold() int8 {
	if st.gold == [MaxPlayers]int8{} { // the base game has no gold field
		return noSeat
	}
	stocked := false
	for _, n := range st.bank {
		stocked = stocked || n > 0
	}
	for i := range st.seats {
		p := (st.current + i) % st.seats
		if st.gold[p] > 0 {
			if stocked {
				return p
			}
			st.gold[p] = 0
		}
	}
	return noSeat
}

// firstOrient is the harbour the finder turns now: the lowest waiting.
func (st *State) firstOrient() int {
	for w, word := range st.orient {
		if word != 0 {
			return w<<6 | bits.TrailingZeros64(word)
		}
	}
	return noHex
}
