package micronesia

import (
	"fmt"

	"shima/engine"
)

// Legal appends seat s's legal actions to buf: the splits first, then the
// sacrifices (or the rebalancing moves, then done). Only the player to move has any.
func (st *State) Legal(s engine.Seat, buf []engine.Action) []engine.Action {
	if st.step == stepOver || s != st.toMove[0] {
		return buf
	}
	if st.step == stepRebalance {
		return st.legalMoves(buf)
	}
	if st.triples() {
		buf = append(buf, splitInto(int(st.dice[0]), int(st.dice[0])))
	} else {
		first := len(buf)
		for i := range DiceCount {
			a := splitFor(st.dice, i)
			dup := false
			for _, b := range buf[first:] {
				dup = dup || a == b || a == unordered(b)
			}
			switch lo, hi := pairOf(a); {
			case dup:
			case st.orderMatters(lo, hi):
				buf = append(buf, inOrder(lo, hi), inOrder(hi, lo))
			default:
				buf = append(buf, a)
			}
		}
	}
	if st.stock[s] > 0 {
		for i := range DiceCount {
			if st.set&(1<<i) != 0 {
				continue
			}
			for v := int8(1); v <= dieSides; v++ {
				if v != st.dice[i] {
					buf = append(buf, sacrifice(i, int(v)))
				}
			}
		}
	}
	return buf
}

// unordered is the split a names, without its order.
func unordered(a engine.Action) engine.Action {
	x, y := pairOf(a)
	return splitInto(x, y)
}

// orderMatters reports whether the order of colonising islands x and y
// changes the game, so that the mover chooses it: both are to be colonised,
// the stock pays at least one, and it cannot pay both or either would be the
// mover's seventh island. (Paying neither bursts at once in either order.)
func (st *State) orderMatters(x, y int) bool {
	me := st.mover()
	if x == y || st.owner[x] == me || st.owner[y] == me {
		return false
	}
	stock, nx, ny := int(st.stock[me]), st.need(x), st.need(y)
	switch {
	case stock < min(nx, ny):
		return false
	case stock < nx+ny:
		return true
	}
	return st.islandsOf(me)+1 >= WinIslands
}

// splitFor is the split that keeps die i alone and adds the other two.
func splitFor(dice [DiceCount]int8, i int) engine.Action {
	alone := int(dice[i])
	sum := int(dice[0]+dice[1]+dice[2]) - alone
	return splitInto(alone, sum)
}

// legalMoves lists the rebalancing moves and finishing. A tribe moves from an
// island with at least two to another of the player's islands; an island that
// gave this turn does not receive and one that received does not give, so the
// moves describe a redistribution and cannot cycle.
func (st *State) legalMoves(buf []engine.Action) []engine.Action {
	for from := 1; from <= Islands; from++ {
		if !st.mayGive(from) {
			continue
		}
		for to := 1; to <= Islands; to++ {
			if to != from && st.mayReceive(to) {
				buf = append(buf, move(from, to))
			}
		}
	}
	return append(buf, done)
}

// mayGive reports whether island n may give the mover a tribe to move.
func (st *State) mayGive(n int) bool {
	return st.owner[n] == st.mover() && st.tribes[n] >= 2 && st.got&(1<<n) == 0
}

// mayReceive reports whether island n may receive a moved tribe.
func (st *State) mayReceive(n int) bool {
	return st.owner[n] == st.mover() && st.gave&(1<<n) == 0
}

// canRebalance reports whether any rebalancing move is open to the mover.
func (st *State) canRebalance() bool {
	for from := 1; from <= Islands; from++ {
		if !st.mayGive(from) {
			continue
		}
		for to := 1; to <= Islands; to++ {
			if to != from && st.mayReceive(to) {
				return true
			}
		}
	}
	return false
}

// Apply plays action a for seat s, or explains why it may not.
func (st *State) Apply(s engine.Seat, a engine.Action) error {
	if err := st.check(s, a); err != nil {
		return err
	}
	switch kindOf(a) {
	case kindSacrifice:
		die, v := sacrificeOf(a)
		from := st.dice[die]
		st.stock[s]--
		st.dice[die] = int8(v)
		st.set |= 1 << die
		st.tellSacrifice(die, from)
	case kindSplit, kindInOrder:
		st.applySplit(a)
	case kindMove:
		from, to := pairOf(a)
		st.tribes[from]--
		st.tribes[to]++
		st.gave |= 1 << from
		st.got |= 1 << to
		st.tellMove(from, to)
		if !st.canRebalance() {
			st.endTurn()
		}
	case kindDone:
		st.tellDone()
		st.endTurn()
	}
	return nil
}

// applySplit colonises the split's islands that are not the mover's, in
// the order a gives, then opens rebalancing if a number named one of the
// mover's own islands.
func (st *State) applySplit(a engine.Action) {
	me := st.mover()
	x, y := pairOf(a)
	st.tellSplit(x, y)
	st.split = [2]int8{int8(min(x, y)), int8(max(x, y))}
	targets := [2]int{x, y}
	named := 2
	if x == y {
		named = 1
	}
	ownNamed := false
	var colonise [2]int
	k := 0
	for _, n := range targets[:named] {
		if st.owner[n] == me {
			ownNamed = true
		} else {
			colonise[k] = n
			k++
		}
	}
	for _, n := range colonise[:k] {
		need := st.need(n)
		if int(st.stock[me]) < need {
			st.tellBurst(n, need)
			st.finish(endBurst)
			return
		}
		st.stock[me] -= int8(need)
		from, returned := st.owner[n], int(st.tribes[n])
		if from != noOwner {
			st.stock[from] += st.tribes[n]
		}
		st.owner[n], st.tribes[n] = me, int8(need)
		st.tellColonise(n, need, from, returned)
		if st.islandsOf(me) >= WinIslands {
			st.finish(endSeven)
			return
		}
	}
	if ownNamed && st.canRebalance() {
		st.step = stepRebalance
		return
	}
	st.endTurn()
}

// need is how many tribes colonising island n takes: one for an empty island,
// one more than the tribes there for another player's.
func (st *State) need(n int) int { return int(st.tribes[n]) + 1 }

// check returns why a may not be played by s now, or nil.
func (st *State) check(s engine.Seat, a engine.Action) error {
	if st.step == stepOver {
		return engine.Reject("the game is over", "ゲームは終了しています")
	}
	if s != st.toMove[0] {
		return engine.Reject(
			fmt.Sprintf("it is %s's turn, not %s's", seatName(st.toMove[0], engine.EN), seatName(s, engine.EN)),
			fmt.Sprintf("%sの手番です(%sの手番ではありません)", seatName(st.toMove[0], engine.JA), seatName(s, engine.JA)))
	}
	switch kindOf(a) {
	case kindSacrifice:
		return st.checkSacrifice(a)
	case kindSplit, kindInOrder:
		return st.checkSplit(a)
	case kindMove:
		return st.checkMove(a)
	case kindDone:
		if a != done {
			break
		}
		if st.step != stepRebalance {
			return engine.Reject("there is no rebalancing to finish: split the dice first", "終える調整はありません。まずダイスを分けてください")
		}
		return nil
	}
	return engine.Reject(fmt.Sprintf("action %d is not a Micronesia action", a), fmt.Sprintf("%dはミクロネシアの行動ではありません", a))
}

func (st *State) checkSacrifice(a engine.Action) error {
	if st.step != stepSplit {
		return engine.Reject("dice can only be changed before they are split", "ダイスを変えられるのは分ける前だけです")
	}
	die, v := sacrificeOf(a)
	if die < 0 || die >= DiceCount || v < 1 || v > dieSides {
		return engine.Reject("a sacrifice sets one of dice 1-3 to a value 1-6", "生贄ではダイス1〜3のどれかを1〜6の目にします")
	}
	switch {
	case st.stock[st.toMove[0]] == 0:
		return engine.Reject("your stock is empty, so you cannot sacrifice", "ストックに部族がないので生贄にできません")
	case st.set&(1<<die) != 0:
		return engine.Reject(fmt.Sprintf("die %d was already changed this turn", die+1), fmt.Sprintf("ダイス%dはこの手番ですでに変えています", die+1))
	case int(st.dice[die]) == v:
		return engine.Reject(fmt.Sprintf("die %d already shows %d", die+1, v), fmt.Sprintf("ダイス%dはすでに%dです", die+1, v))
	}
	return nil
}

func (st *State) checkSplit(a engine.Action) error {
	if st.step != stepSplit {
		return engine.Reject("the dice have already been split", "ダイスはすでに分けています")
	}
	named := a // the split as the dice make it, lower island first
	if kindOf(a) == kindInOrder {
		named = unordered(a)
	}
	if err := st.validSplit(named); err != nil {
		return err
	}
	x, y := pairOf(a)
	switch matters := st.orderMatters(x, y); {
	case matters && kindOf(a) == kindSplit:
		return engine.Reject(
			fmt.Sprintf("the order of islands %d and %d matters here: say \"%s\" or \"%s\"", x, y, st.Describe(inOrder(x, y), engine.EN), st.Describe(inOrder(y, x), engine.EN)),
			fmt.Sprintf("ここでは%dの島と%dの島の順番で結果が変わります。「%s」か「%s」と指定してください", x, y, st.Describe(inOrder(x, y), engine.JA), st.Describe(inOrder(y, x), engine.JA)))
	case !matters && kindOf(a) == kindInOrder:
		return engine.Reject(
			fmt.Sprintf("the order does not change anything here: say \"%s\"", st.Describe(unordered(a), engine.EN)),
			fmt.Sprintf("ここでは順番で結果は変わりません。「%s」と指定してください", st.Describe(unordered(a), engine.JA)))
	}
	return nil
}

// validSplit returns why the dice cannot be split as a says, or nil.
func (st *State) validSplit(a engine.Action) error {
	lo, hi := pairOf(a)
	ok := false
	if st.triples() {
		ok = lo == hi && lo == int(st.dice[0])
	} else {
		for i := range DiceCount {
			ok = ok || splitFor(st.dice, i) == a
		}
	}
	if !ok {
		return engine.Reject(
			fmt.Sprintf("the dice %s cannot be split into %s", diceText(st.dice), splitText(lo, hi, engine.EN)),
			fmt.Sprintf("ダイス%sを%sには分けられません", diceText(st.dice), splitText(lo, hi, engine.JA)))
	}
	return nil
}

func (st *State) checkMove(a engine.Action) error {
	if st.step != stepRebalance {
		return engine.Reject("you may rebalance only after the split names one of your islands", "島間の調整ができるのは、分けた数が自分の島を指したときだけです")
	}
	me := st.mover()
	from, to := pairOf(a)
	switch {
	case from < 1 || from > Islands || to < 1 || to > Islands || from == to:
		return engine.Reject("move a tribe between two different islands 1-12", "1〜12の異なる2つの島の間で動かしてください")
	case st.owner[from] != me || st.owner[to] != me:
		return engine.Reject(fmt.Sprintf("islands %d and %d must both be yours", from, to), fmt.Sprintf("%dの島と%dの島の両方が自分の島でなければなりません", from, to))
	case st.tribes[from] < 2:
		return engine.Reject(fmt.Sprintf("island %d would be left empty", from), fmt.Sprintf("%dの島が無人になってしまいます", from))
	case st.got&(1<<from) != 0:
		return engine.Reject(fmt.Sprintf("island %d received tribes this turn, so it does not give", from), fmt.Sprintf("%dの島はこの調整で受け取ったので、出せません", from))
	case st.gave&(1<<to) != 0:
		return engine.Reject(fmt.Sprintf("island %d gave tribes this turn, so it does not receive", to), fmt.Sprintf("%dの島はこの調整で出したので、受け取れません", to))
	}
	return nil
}
