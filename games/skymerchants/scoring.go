package skymerchants

import (
	"fmt"

	"shima/engine"
)

// IslandScore is the final scoring of one connected island.
type IslandScore struct {
	Tiles     int      `json:"tiles"`     // tiles in the island
	Closed    bool     `json:"closed"`    // surrounded by sky on every side (閉じた島)
	Worth     int      `json:"worth"`     // its tiles, doubled when closed
	Influence []int    `json:"influence"` // by seat: 1 per house, 2 per towered house
	Points    []int    `json:"points"`    // by seat: what the island scores
	Parts     [][2]int `json:"parts"`     // the (x, y) of its tiles, for views
}

// award scores an island of the given worth by influence: a sole first
// scores the worth and a sole second half of it (rounded down); tied firsts
// each score half and nobody else scores; tied seconds score nothing; zero
// influence scores nothing.
func award(worth int, influence []int) []int {
	points := make([]int, len(influence))
	first, second := 0, 0
	for _, v := range influence {
		if v > first {
			first, second = v, first
		} else if v > second && v < first {
			second = v
		}
	}
	if first == 0 {
		return points
	}
	firsts, seconds := 0, 0
	for _, v := range influence {
		switch v {
		case first:
			firsts++
		case second:
			seconds++
		}
	}
	for s, v := range influence {
		switch {
		case v == first && firsts == 1:
			points[s] = worth
		case v == first:
			points[s] = worth / 2
		case firsts == 1 && v == second && second > 0 && seconds == 1:
			points[s] = worth / 2
		}
	}
	return points
}

// FinalScoring scores every connected island as the game ends.
func (st *State) FinalScoring() []IslandScore {
	var out []IslandScore
	for _, is := range st.islandList() {
		sc := IslandScore{Tiles: is.tiles, Closed: is.closed, Worth: is.tiles, Influence: is.influence[:st.seats]}
		if is.closed {
			sc.Worth *= 2
		}
		sc.Points = award(sc.Worth, sc.Influence)
		for j, sr := range is.regions {
			if j == 0 || is.regions[j-1][0] != sr[0] {
				p := &st.placed[sr[0]]
				sc.Parts = append(sc.Parts, [2]int{int(p.x), int(p.y)})
			}
		}
		out = append(out, sc)
	}
	return out
}

// totals is each seat's score: VP during the game, plus the islands once over.
func (st *State) totals() []int {
	t := make([]int, st.seats)
	for s := range t {
		t[s] = int(st.score[s])
	}
	if st.Over() {
		for _, is := range st.FinalScoring() {
			for s, p := range is.Points {
				t[s] += p
			}
		}
	}
	return t
}

// Outcome gives each seat's total and the places: the highest total wins,
// ties share the win.
func (st *State) Outcome() engine.Outcome {
	t := st.totals()
	n := len(t)
	o := engine.Outcome{Scores: make([]float64, n), Ranks: make([]int, n), End: "turns"}
	for s := range n {
		o.Scores[s] = float64(t[s])
		o.Ranks[s] = 1
		for u := range n {
			if t[u] > t[s] {
				o.Ranks[s]++
			}
		}
		if st.Over() && o.Ranks[s] == 1 {
			o.Winners = append(o.Winners, engine.Seat(s))
		}
	}
	o.Reason = engine.T("the game is not over", "ゲームは終わっていません")
	if st.Over() {
		w := engine.Winning(o.Winners)
		o.Reason = engine.T(
			fmt.Sprintf("After ten turns each, %s with %d VP", w.EN, t[o.Winners[0]]),
			fmt.Sprintf("各10手番が終わり、%s%d点で勝ちました", w.JA, t[o.Winners[0]]))
	}
	return o
}
