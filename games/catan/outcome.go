package catan

import (
	"fmt"

	"shima/engine"
)

// Outcome gives the VP, the places by VP and the winner.
func (st *State) Outcome() engine.Outcome {
	o := engine.Outcome{Scores: make([]float64, st.seats), Ranks: make([]int, st.seats), End: "goal"}
	for p := range st.seats {
		o.Scores[p] = float64(st.vp(p))
	}
	for p := range st.seats {
		o.Ranks[p] = 1
		for q := range st.seats {
			if o.Scores[q] > o.Scores[p] || (o.Scores[q] == o.Scores[p] && q == st.winner && p != st.winner) {
				o.Ranks[p]++
			}
		}
	}
	if st.winner == noSeat {
		o.End = "limit"
		o.Reason = engine.T(fmt.Sprintf("nobody reached %d VP within %d rounds", st.goal, maxRounds),
			fmt.Sprintf("%dラウンドのうちに%d点に届いた人はいませんでした", maxRounds, st.goal))
		return o
	}
	o.Winners = []engine.Seat{engine.Seat(st.winner)}
	mark := engine.SeatMark(engine.Seat(st.winner))
	o.Reason = engine.T(fmt.Sprintf("%s reaches %d VP and wins", mark, st.vp(st.winner)),
		fmt.Sprintf("%sが%d点に達して勝ちました", mark, st.vp(st.winner)))
	return o
}
