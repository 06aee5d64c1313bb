package micronesia

import (
	"fmt"

	"shima/engine"
)

// Outcome gives each seat's island VP and the places. Holding seven islands
// wins outright. After a burst the bursting player is out (score 0, last
// place) and the others are ranked by VP, ties going to whoever holds the
// higher-numbered island.
func (st *State) Outcome() engine.Outcome {
	n := int(st.seats)
	o := engine.Outcome{Scores: make([]float64, n), Ranks: make([]int, n), End: endNames[st.end]}
	key := make([]int, n) // larger is better
	for s := range n {
		vp := st.vpOf(int8(s))
		o.Scores[s] = float64(vp)
		key[s] = 1000 + vp*100 + st.highestIsland(int8(s))
	}
	ender := int(st.mover())
	switch st.end {
	case endSeven:
		key[ender] += 1_000_000
	case endBurst:
		o.Scores[ender], key[ender] = 0, 0
	}
	for s := range n {
		o.Ranks[s] = 1
		for t := range n {
			if key[t] > key[s] {
				o.Ranks[s]++
			}
		}
		if st.end != notEnded && o.Ranks[s] == 1 {
			o.Winners = append(o.Winners, engine.Seat(s))
		}
	}
	o.Reason = st.reason(o.Winners)
	return o
}

// reason says in words how the game ended, naming the seats by their marks
// (engine.SeatMark).
func (st *State) reason(winners []engine.Seat) engine.Text {
	ender := engine.SeatMark(st.toMove[0])
	switch st.end {
	case endSeven:
		n := st.islandsOf(int8(st.toMove[0]))
		return engine.T(
			fmt.Sprintf("%s holds %d islands and rules Micronesia", ender, n),
			fmt.Sprintf("%sが%d島に入植し、ミクロネシアの覇権を掌握しました", ender, n))
	case endBurst:
		w := engine.Winning(winners)
		return engine.T(
			fmt.Sprintf("%s burst and is out; on island VP %s", ender, w.EN),
			fmt.Sprintf("%sがバーストして脱落し、島のVPで%s勝ちました", ender, w.JA))
	}
	return engine.T("the game is not over", "ゲームは終わっていません")
}
