package skye

import (
	"fmt"

	"shima/engine"
)

// Final is one player's end-of-game scoring.
type Final struct {
	Tiles   [4]int `json:"tiles"`   // VP from each scoring tile A-D over the game
	Scrolls int    `json:"scrolls"` // VP from scrolls (巻物)
	Gold    int    `json:"gold"`    // gold left
	GoldVP  int    `json:"gold_vp"` // 1 VP per 5 gold
	Total   int    `json:"total"`
}

// final scores player p as the game ends (or would end now).
func (st *State) final(p int) Final {
	var sv survey
	st.land[p].survey(&sv)
	f := Final{Scrolls: st.rules.scrolls(&st.land[p], &sv), Gold: int(st.gold[p]), GoldVP: int(st.gold[p]) / GoldPerVP}
	f.Total = f.Scrolls + f.GoldVP
	for k, v := range st.scored[p] {
		f.Tiles[k] = int(v)
		f.Total += int(v)
	}
	return f
}

// Outcome gives each player's total and the places: most VP wins, ties go
// to the most gold left, and players equal in both share the place.
func (st *State) Outcome() engine.Outcome {
	n := int(st.seats)
	o := engine.Outcome{Scores: make([]float64, n), Ranks: make([]int, n), End: "rounds"}
	var fin [MaxPlayers]Final
	for p := range n {
		fin[p] = st.final(p)
		o.Scores[p] = float64(fin[p].Total)
	}
	for p := range n {
		o.Ranks[p] = 1
		for q := range n {
			if fin[q].Total > fin[p].Total || fin[q].Total == fin[p].Total && fin[q].Gold > fin[p].Gold {
				o.Ranks[p]++
			}
		}
		if st.Over() && o.Ranks[p] == 1 {
			o.Winners = append(o.Winners, engine.Seat(p))
		}
	}
	o.Reason = engine.T("the game is not over", "ゲームは終わっていません")
	if st.Over() {
		w := engine.Winning(o.Winners)
		best := fin[o.Winners[0]]
		o.Reason = engine.T(
			fmt.Sprintf("After %d rounds, %s with %d VP (%d gold left)", st.rounds(), w.EN, best.Total, best.Gold),
			fmt.Sprintf("%dラウンドが終わり、%s%d点(残り%dゴールド)で勝ちました", st.rounds(), w.JA, best.Total, best.Gold))
	}
	return o
}
