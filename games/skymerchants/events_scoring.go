package skymerchants

import (
	"fmt"
	"strconv"
	"strings"

	"shima/engine"
)

// tellScoring tells the final scoring as the game ends: a heading, then
// under it each island with trading houses (numbered as the final scoring
// lists them, the view's islands in order: "island 2"), then each seat's
// points by category: VP in play (green airships and towers) and islands.
func (st *State) tellScoring() {
	if !st.rec.On() {
		return
	}
	islands := st.FinalScoring()
	built := 0
	for _, is := range islands {
		if anyAbove0(is.Influence) {
			built++
		}
	}
	st.rec.Add(engine.Event{Kind: "scoring", Seat: engine.Spectator,
		Text: engine.T(
			fmt.Sprintf("Final scoring: %s with trading houses, scored by influence", engine.CountEN(built, "island")),
			fmt.Sprintf("最終得点計算: 商館のある島%d個を影響力で採点", built)),
		Data: map[string]any{"islands": built}})
	fromIslands := make([]int, st.seats)
	for n, is := range islands {
		for s, p := range is.Points {
			fromIslands[s] += p
		}
		if anyAbove0(is.Influence) {
			st.tellIsland(n+1, is)
		}
	}
	o := st.Outcome()
	for s := range int(st.seats) {
		play, isl := int(st.score[s]), fromIslands[s]
		who := engine.SeatMark(engine.Seat(s))
		st.rec.Add(engine.Event{Kind: "score", Seat: engine.Seat(s), Detail: true,
			Text: engine.T(
				fmt.Sprintf("%s: %d VP in play + %d from islands = %d, %s", who, play, isl, play+isl, engine.Ordinal(o.Ranks[s])),
				fmt.Sprintf("%s: ゲーム中%d点 + 島%d点 = %d点、%d位", who, play, isl, play+isl, o.Ranks[s])),
			Data: map[string]any{"play": play, "islands": isl, "total": play + isl, "rank": o.Ranks[s]}})
	}
}

// tellIsland tells how island number n scored.
func (st *State) tellIsland(n int, is IslandScore) {
	closed := engine.T("", "")
	if is.Closed {
		closed = engine.T(", closed ×2", "・閉じた島×2")
	}
	var infEN, infJA, ptsEN, ptsJA []string
	for s, v := range is.Influence {
		if v == 0 {
			continue
		}
		mark := engine.SeatMark(engine.Seat(s))
		infEN = append(infEN, fmt.Sprintf("%s %d", mark, v))
		infJA = append(infJA, fmt.Sprintf("%s%d", mark, v))
		if p := is.Points[s]; p > 0 {
			ptsEN = append(ptsEN, fmt.Sprintf("%s scores %d", mark, p))
			ptsJA = append(ptsJA, fmt.Sprintf("%sが%d点", mark, p))
		}
	}
	points := engine.T("nobody scores", "得点なし")
	if len(ptsEN) > 0 {
		points = engine.T(andList(ptsEN), strings.Join(ptsJA, "、"))
	}
	at := make([]string, len(is.Parts))
	for i, xy := range is.Parts {
		at[i] = strconv.Itoa(xy[0]) + "," + strconv.Itoa(xy[1])
	}
	st.rec.Add(engine.Event{Kind: "island", Seat: engine.Spectator, Detail: true,
		Text: engine.T(
			fmt.Sprintf("island %d: %s%s, worth %d; influence %s: %s", n, engine.CountEN(is.Tiles, "tile"), closed.EN, is.Worth, strings.Join(infEN, ", "), points.EN),
			fmt.Sprintf("島%d: %d枚%s・価値%d。影響力 %s: %s", n, is.Tiles, closed.JA, is.Worth, strings.Join(infJA, "・"), points.JA)),
		At: at,
		Data: map[string]any{"island": n, "tiles": is.Tiles, "closed": is.Closed, "worth": is.Worth,
			"influence": is.Influence, "points": is.Points}})
}

func anyAbove0(xs []int) bool {
	for _, x := range xs {
		if x > 0 {
			return true
		}
	}
	return false
}
