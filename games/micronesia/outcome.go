package micronesia

import (
	"fmt"
	"strings"

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

// reason says in words how the game ended.
func (st *State) reason(winners []engine.Seat) engine.Text {
	names := func(lang engine.Lang) string {
		var parts []string
		for _, w := range winners {
			parts = append(parts, seatName(w, lang))
		}
		sep := " and "
		if lang == engine.JA {
			sep = "と"
		}
		return strings.Join(parts, sep)
	}
	ender := st.toMove[0]
	switch st.end {
	case endSeven:
		return engine.T(
			fmt.Sprintf("%s holds %d islands and rules Micronesia", seatName(ender, engine.EN), st.islandsOf(int8(ender))),
			fmt.Sprintf("%sが%d島に入植し、ミクロネシアの覇権を掌握しました", seatName(ender, engine.JA), st.islandsOf(int8(ender))))
	case endBurst:
		return engine.T(
			fmt.Sprintf("%s burst and is out; %s wins on island VP", seatName(ender, engine.EN), names(engine.EN)),
			fmt.Sprintf("%sがバーストして脱落し、島のVPで%sが勝ちました", seatName(ender, engine.JA), names(engine.JA)))
	}
	return engine.T("the game is not over", "ゲームは終わっていません")
}
