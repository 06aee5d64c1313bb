package micronesia

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"shima/engine"
)

// The events a move tells (EVENTS.md): the next turn's roll and the splits it
// allows, each colonisation (a seventh island's among them), a burst, and the final
// scoring. Every one is built only while someone records (st.rec.On()), so
// that playouts stay allocation-free. Islands are named by the numbers the
// board draws on them; `at` holds them as the view's islands[].island.

// tellRoll tells the roll that begins seat s's turn; again says it is the
// extra turn that rolled triples earned, before what the dice showed until
// they were rolled.
func (st *State) tellRoll(s int8, again bool, before [DiceCount]int8) {
	if !st.rec.On() {
		return
	}
	splits := st.rollSplits()
	data := map[string]any{"dice": diceList(st.dice), "before": diceList(before), "splits": splits, "triples": st.triples(), "again": again}
	who := engine.SeatMark(engine.Seat(s))
	d := diceText(st.dice)
	rolled := engine.T(fmt.Sprintf("%s rolls %s", who, d), fmt.Sprintf("%sのダイスは%s", who, d))
	if again {
		rolled = engine.T(fmt.Sprintf("%s rolls again for triples: %s", who, d), fmt.Sprintf("%sはゾロ目でもう一度振り、ダイスは%s", who, d))
	}
	decided := engine.T(": "+splitsText(splits, engine.EN), ": "+splitsText(splits, engine.JA))
	if st.triples() {
		decided = engine.T(
			fmt.Sprintf(", triples: island %d only, and another turn unless a die is changed", st.dice[0]),
			fmt.Sprintf("、ゾロ目: %dの島だけ。ダイスを変えなければもう一度手番があります", st.dice[0]))
	}
	text := engine.T(rolled.EN+decided.EN, rolled.JA+decided.JA)
	st.rec.Add(engine.Event{Kind: "roll", Seat: engine.Seat(s), Text: text, Data: data})
}

// rollSplits lists the splits the dice allow, each as its two islands, lower
// first (equal for one island), the lower islands first.
func (st *State) rollSplits() [][]int {
	var out [][]int
	for i := range DiceCount {
		lo, hi := pairOf(splitFor(st.dice, i))
		if st.triples() {
			lo, hi = int(st.dice[0]), int(st.dice[0])
		}
		if !slices.ContainsFunc(out, func(p []int) bool { return p[0] == lo && p[1] == hi }) {
			out = append(out, []int{lo, hi})
		}
	}
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// splitsText says the splits as the split buttons do: "islands 1 and 7,
// islands 3 and 5, or island 4".
func splitsText(splits [][]int, lang engine.Lang) string {
	parts := make([]string, len(splits))
	for i, p := range splits {
		parts[i] = splitText(p[0], p[1], lang)
		if lang == engine.JA {
			parts[i] = "「" + parts[i] + "」"
		}
	}
	if lang == engine.JA {
		if len(parts) == 1 {
			return parts[0] + "に分けられます"
		}
		return strings.Join(parts, "か") + "に分けられます"
	}
	if len(parts) == 1 {
		return parts[0]
	}
	if len(parts) == 2 {
		return parts[0] + " or " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", or " + parts[len(parts)-1]
}

// tellColonise tells that the mover took island n with need tribes, driving
// out from's returned tribes (from is noOwner for an empty island).
func (st *State) tellColonise(n, need int, from int8, returned int) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	who := engine.SeatMark(engine.Seat(me))
	data := map[string]any{"island": n, "vp": VP(n), "tribes": need, "stock": int(st.stock[me]), "from": int(from), "returned": returned, "seventh": false}
	text := engine.T(
		fmt.Sprintf("%s colonises island %d (%d VP) with %s from the stock, %d left", who, n, VP(n), tribesEN(need), st.stock[me]),
		fmt.Sprintf("%sが%dの島(%dVP)に部族%dを送って入植しました(ストック残り%d)", who, n, VP(n), need, st.stock[me]))
	if from != noOwner {
		them := engine.SeatMark(engine.Seat(from))
		text = engine.T(
			fmt.Sprintf("%s colonises island %d (%d VP) with %s from the stock, %d left; %s gets %s back in their stock", who, n, VP(n), tribesEN(need), st.stock[me], them, tribesEN(returned)),
			fmt.Sprintf("%sが%dの島(%dVP)に部族%dを送って入植しました(ストック残り%d)。%sの部族%dはストックに戻ります", who, n, VP(n), need, st.stock[me], them, returned))
	}
	if held := st.islandsOf(me); held >= WinIslands {
		data["seventh"] = true
		text = engine.T(
			fmt.Sprintf("%s: that makes %d islands, so the game ends and %s wins", text.EN, held, who),
			fmt.Sprintf("%s。%d島目なので、ゲームは終わり%sの勝利です", text.JA, held, who))
	}
	st.rec.Add(engine.Event{Kind: "colonise", Seat: engine.Seat(me), Text: text, At: []string{strconv.Itoa(n)}, Data: data})
}

// tellBurst tells that the mover burst on island n: colonising it takes need
// tribes and the stock holds fewer. The colonisation does not happen.
func (st *State) tellBurst(n, need int) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	who := engine.SeatMark(engine.Seat(me))
	stock := int(st.stock[me])
	holder := st.owner[n]
	data := map[string]any{"island": n, "need": need, "stock": stock, "holder": int(holder), "tribes": int(st.tribes[n])}
	stays := engine.T(fmt.Sprintf("island %d stays empty", n), fmt.Sprintf("%dの島は無人のままです", n))
	if holder != noOwner {
		them := engine.SeatMark(engine.Seat(holder))
		stays = engine.T(
			fmt.Sprintf("island %d keeps %s's %s", n, them, tribesEN(int(st.tribes[n]))),
			fmt.Sprintf("%sの部族%dは%dの島に残ります", them, st.tribes[n], n))
	}
	text := engine.T(
		fmt.Sprintf("%s bursts on island %d: it takes %s and the stock holds %d; %s, the game ends and %s is out with 0 VP", who, n, tribesEN(need), stock, stays.EN, who),
		fmt.Sprintf("%sが%dの島でバースト: 部族%dが必要ですがストックは%dです。%s。ゲームは終わり、%sは0VPで脱落します", who, n, need, stock, stays.JA, who))
	st.rec.Add(engine.Event{Kind: "burst", Seat: engine.Seat(me), Text: text, At: []string{strconv.Itoa(n)}, Data: data})
}

// tellScoring tells the final scoring: a heading, then each seat's island VP
// and place under it.
func (st *State) tellScoring() {
	if !st.rec.On() {
		return
	}
	st.rec.Add(engine.Event{Kind: "scoring", Seat: engine.Spectator,
		Text: engine.T("Final scoring: island VP", "最終得点: 島のVP")})
	o := st.Outcome()
	for s := range int(st.seats) {
		held := st.islandsHeld(int8(s))
		vp, rank := st.vpOf(int8(s)), o.Ranks[s]
		out := st.end == endBurst && s == int(st.mover())
		who := engine.SeatMark(engine.Seat(s))
		at := make([]string, len(held))
		list := make([]string, len(held))
		for i, n := range held {
			at[i], list[i] = strconv.Itoa(n), strconv.Itoa(n)
		}
		var text engine.Text
		switch {
		case out:
			text = engine.T(
				fmt.Sprintf("%s: burst, out with 0 VP (%d VP on islands not counted), %s", who, vp, engine.Ordinal(rank)),
				fmt.Sprintf("%s: バーストで脱落、0VP(島の%dVPは数えません)、%d位", who, vp, rank))
			vp = 0
		case len(held) == 0:
			text = engine.T(fmt.Sprintf("%s: no island, 0 VP, %s", who, engine.Ordinal(rank)), fmt.Sprintf("%s: 島なし、0VP、%d位", who, rank))
		default:
			text = engine.T(
				fmt.Sprintf("%s: %d VP from %s (%s), %s", who, vp, engine.CountEN(len(held), "island"), strings.Join(list, ", "), engine.Ordinal(rank)),
				fmt.Sprintf("%s: %d島(%s)で%dVP、%d位", who, len(held), strings.Join(list, "・"), vp, rank))
		}
		st.rec.Add(engine.Event{Kind: "score", Seat: engine.Seat(s), Detail: true, Text: text, At: at,
			Data: map[string]any{"vp": vp, "islands": held, "rank": rank, "out": out}})
	}
}

// islandsHeld lists the islands seat s holds, in order.
func (st *State) islandsHeld(s int8) []int {
	held := []int{}
	for n := 1; n <= Islands; n++ {
		if st.owner[n] == s {
			held = append(held, n)
		}
	}
	return held
}

// tribesEN counts tribes in English: "1 tribe", "3 tribes".
func tribesEN(n int) string { return engine.CountEN(n, "tribe") }
