package micronesia

import (
	"fmt"
	"strconv"
	"strings"

	"shima/engine"
)

// The move itself, retold in the board's words (engine.Event.Retell): the
// first event of every move, which the log shows in place of the move's
// typed text. Each is built only while someone records.

// diceList is the dice for an event's data.
func diceList(d [DiceCount]int8) []int { return []int{int(d[0]), int(d[1]), int(d[2])} }

// tellSplit retells the mover's split of the dice into islands x and y, x
// colonised first (equal: one island), before anything is colonised: it
// names the islands already the mover's, which take no tribes.
func (st *State) tellSplit(x, y int) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	who, d := engine.SeatMark(engine.Seat(me)), diceText(st.dice)
	var text engine.Text
	switch {
	case x == y:
		text = engine.T(fmt.Sprintf("%s splits the dice %s and names island %d only", who, d, x),
			fmt.Sprintf("%sがダイス%sを分け、%dの島だけを指しました", who, d, x))
	case st.orderMatters(x, y):
		text = engine.T(fmt.Sprintf("%s splits the dice %s into islands %d and %d, island %d first", who, d, min(x, y), max(x, y), x),
			fmt.Sprintf("%sがダイス%sを%dと%dの島に分け、先に%dの島に入植します", who, d, min(x, y), max(x, y), x))
	default:
		text = engine.T(fmt.Sprintf("%s splits the dice %s into islands %d and %d", who, d, x, y),
			fmt.Sprintf("%sがダイス%sを%dと%dの島に分けました", who, d, x, y))
	}
	named, own := []int{x, y}, []int{}
	if x == y {
		named = named[:1]
	}
	for _, n := range named {
		if st.owner[n] == me {
			own = append(own, n)
		}
	}
	if len(own) > 0 {
		nums := make([]string, len(own))
		for i, n := range own {
			nums[i] = strconv.Itoa(n)
		}
		if len(own) == 1 {
			text.EN += fmt.Sprintf("; island %s is theirs already", nums[0])
		} else {
			text.EN += "; both are theirs already"
		}
		text.JA += fmt.Sprintf("(%sの島はすでに自分の島です)", strings.Join(nums, "と"))
	}
	st.rec.Add(engine.Event{Kind: "split", Seat: engine.Seat(me), Retell: true, Text: text, At: islandIDs(x, y),
		Data: map[string]any{"dice": diceList(st.dice), "islands": []int{x, y}, "own": own}})
}

// islandIDs names islands x and y (one when equal) as `at` does.
func islandIDs(x, y int) []string {
	if x == y {
		return []string{strconv.Itoa(x)}
	}
	return []string{strconv.Itoa(x), strconv.Itoa(y)}
}

// tellSacrifice retells the mover's sacrifice of a tribe from the stock to
// turn die (0-2) from what it showed to what it shows now.
func (st *State) tellSacrifice(die int, from int8) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	who, to, left := engine.SeatMark(engine.Seat(me)), st.dice[die], st.stock[me]
	st.rec.Add(engine.Event{Kind: "sacrifice", Seat: engine.Seat(me), Retell: true,
		Text: engine.T(
			fmt.Sprintf("%s sacrifices a tribe to turn die %d from %d to %d: the dice show %s; %d left in the stock", who, die+1, from, to, diceText(st.dice), left),
			fmt.Sprintf("%sが部族1つを生贄にしてダイス%dを%dから%dに変えました(ダイス%s、ストック残り%d)", who, die+1, from, to, diceText(st.dice), left)),
		Data: map[string]any{"die": die + 1, "from": int(from), "to": int(to), "dice": diceList(st.dice), "stock": int(left)}})
}

// tellMove retells the mover's move of one tribe between two of its islands.
func (st *State) tellMove(from, to int) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	who, nf, nt := engine.SeatMark(engine.Seat(me)), st.tribes[from], st.tribes[to]
	st.rec.Add(engine.Event{Kind: "move", Seat: engine.Seat(me), Retell: true, At: islandIDs(from, to),
		Text: engine.T(
			fmt.Sprintf("%s moves a tribe from island %d to island %d (%d and %d tribes there now)", who, from, to, nf, nt),
			fmt.Sprintf("%sが%dの島から%dの島へ部族1つを移しました(%dの島に%d、%dの島に%d)", who, from, to, from, nf, to, nt)),
		Data: map[string]any{"from": from, "to": to, "tribes": []int{int(nf), int(nt)}}})
}

// tellDone retells the mover's end of rebalancing.
func (st *State) tellDone() {
	if !st.rec.On() {
		return
	}
	who := engine.SeatMark(st.toMove[0])
	st.rec.Add(engine.Event{Kind: "done", Seat: st.toMove[0], Retell: true,
		Text: engine.T(who+" ends the rebalancing of their islands", who+"が島間の調整を終えました")})
}
