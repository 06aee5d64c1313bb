package skye

import (
	"fmt"
	"strings"

	"shima/engine"
)

// tellScoring tells a round's scoring: a heading naming the round and its
// scoring tiles (mask: bit k for slot A+k), then each tile's points per
// player (pts, by seat and slot), as the board names the tiles: by slot
// letter and rule.
func (st *State) tellScoring(pts *[MaxPlayers][4]int16, mask uint8) {
	n := int(st.seats)
	var slots []string
	for k := range 4 {
		if mask&(1<<k) != 0 {
			slots = append(slots, string(rune('A'+k)))
		}
	}
	vp := make([]int, n)
	for p := range n {
		vp[p] = st.vp(p)
	}
	st.rec.Add(engine.Event{Kind: "scoring", Seat: engine.Spectator,
		Text: engine.T(fmt.Sprintf("Scoring, round %d: tiles %s", st.round, strings.Join(slots, ", ")),
			fmt.Sprintf("第%dラウンドの得点計算: 点数タイル%s", st.round, strings.Join(slots, "、"))),
		Data: map[string]any{"round": int(st.round), "slots": slots, "vp": vp}})
	for k := range 4 {
		if mask&(1<<k) == 0 {
			continue
		}
		s := &scoringTiles[st.scoring[k]]
		points := make([]int, n)
		var en, ja []string
		for p := range n {
			points[p] = int(pts[p][k])
			who := engine.SeatMark(engine.Seat(p))
			en = append(en, fmt.Sprintf("%s %d", who, points[p]))
			ja = append(ja, fmt.Sprintf("%s %d点", who, points[p]))
		}
		slot := string(rune('A' + k))
		st.rec.Add(engine.Event{Kind: "score", Seat: engine.Spectator, Detail: true,
			Text: engine.T(fmt.Sprintf("%s (%s): %s", slot, strings.TrimSuffix(s.Text.EN, "."), strings.Join(en, ", ")),
				fmt.Sprintf("%s(%s): %s", slot, strings.TrimSuffix(s.Text.JA, "。"), strings.Join(ja, "、"))),
			Data: map[string]any{"slot": slot, "id": s.ID, "points": points}})
	}
}

// tellFinal tells the final scoring after the last round: each player's
// scrolls (at: the tiles holding them) and 1 VP per 5 gold, and the total.
func (st *State) tellFinal() {
	n := int(st.seats)
	totals := make([]int, n)
	for p := range n {
		totals[p] = st.final(p).Total
	}
	st.rec.Add(engine.Event{Kind: "end-scoring", Seat: engine.Spectator,
		Text: engine.T(fmt.Sprintf("Final scoring: the scrolls, and 1 VP per %d gold", GoldPerVP),
			fmt.Sprintf("最終得点: 巻物と、%dゴールドごとに1点", GoldPerVP)),
		Data: map[string]any{"totals": totals}})
	for p := range n {
		f := st.final(p)
		land := &st.land[p]
		at := []string{}
		for i := range int(land.n) {
			if tileAt(land.tiles[i].tile).Scroll != noObject {
				at = append(at, cellName(land.tiles[i].x, land.tiles[i].y))
			}
		}
		if len(at) == 0 {
			at = nil
		}
		who := engine.SeatMark(engine.Seat(p))
		st.rec.Add(engine.Event{Kind: "end-scoring", Seat: engine.Seat(p), Detail: true, At: at,
			Text: engine.T(fmt.Sprintf("%s: scrolls %d VP, %d gold %d VP; %d VP in all", who, f.Scrolls, f.Gold, f.GoldVP, f.Total),
				fmt.Sprintf("%s: 巻物%d点、%dゴールドで%d点; 合計%d点", who, f.Scrolls, f.Gold, f.GoldVP, f.Total)),
			Data: map[string]any{"tiles": f.Tiles[:], "scrolls": f.Scrolls, "gold": f.Gold, "gold_vp": f.GoldVP, "total": f.Total}})
	}
}
