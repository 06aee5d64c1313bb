package skymerchants

import (
	"fmt"
	"strings"

	"shima/engine"
	"shima/internal/squaretile"
)

// The move itself, retold in the board's words (engine.Event.Retell): the
// first event of every move, which the log shows in place of the move's
// typed text ("place tile 7 at 2,-1 turned 90", "house at 2,-1 island 2").
// Each is built only while someone records.

// airshipName names a tile with its airship: "tile 7 (red airship)",
// "タイル7(赤の飛行船)".
func airshipName(t int8) engine.Text {
	name, c := tileName(t), tileAt(t).Airship
	return engine.T(fmt.Sprintf("%s (%s airship)", name.EN, colourText(c, engine.EN)),
		fmt.Sprintf("%s(%sの飛行船)", name.JA, colourText(c, engine.JA)))
}

// quarterWords names the start tile's quarters by where they lie, by y and x.
var quarterWords = [2][2]engine.Text{
	{engine.T("north-west", "北西"), engine.T("north-east", "北東")},
	{engine.T("south-west", "南西"), engine.T("south-east", "南東")},
}

// partName names island part r of the tile in slot i as a player would:
// "tile 7", "tile 26's island on its north side", "tile 40's islet", "the
// start tile's north-west quarter".
func (st *State) partName(i, r int) engine.Text {
	p := &st.placed[i]
	if p.tile >= startIndex {
		q := tileSet.Start[p.tile-startIndex]
		w := quarterWords[q.Y][q.X]
		return engine.T("the start tile's "+w.EN+" quarter", "初期空島タイルの"+w.JA+"の区画")
	}
	name, regions := tileName(p.tile), tileAt(p.tile).Regions
	if len(regions) == 1 {
		return name
	}
	edges := squaretile.Turn(regions[r], p.rot)
	if edges == 0 {
		return engine.T(name.EN+"'s islet", name.JA+"の小島")
	}
	var en, ja []string
	for e := range 4 {
		if edges&(1<<e) != 0 {
			en, ja = append(en, squaretile.SideWords[e].EN), append(ja, squaretile.SideWords[e].JA)
		}
	}
	sides := "side"
	if len(en) > 1 {
		sides = "sides"
	}
	return engine.T(fmt.Sprintf("%s's island on its %s %s", name.EN, engine.AndEN(en), sides),
		fmt.Sprintf("%sの%s側の島", name.JA, strings.Join(ja, "・")))
}

// tellLay retells the mover's tile laid in slot i: the tile, its airship and
// the tiles it touches. wasShown says the tile had been shown to everyone.
func (st *State) tellLay(i int, wasShown bool) {
	if !st.rec.On() {
		return
	}
	p := &st.placed[i]
	var touches []squaretile.Touch
	for e := range 4 {
		if n := st.slotAt(int(p.x)+dx[e], int(p.y)+dy[e]); n >= 0 {
			touches = append(touches, squaretile.Touch{Side: e, Name: tileName(st.placed[n].tile)})
		}
	}
	who, tile, where := engine.SeatMark(st.toMove[0]), airshipName(p.tile), squaretile.Beside(touches)
	st.rec.Add(engine.Event{Kind: "tile", Seat: st.toMove[0], Retell: true, At: []string{st.cellID(i)},
		Text: engine.T(fmt.Sprintf("%s lays %s %s", who, tile.EN, where.EN), fmt.Sprintf("%sが%sを%sに置きました", who, tile.JA, where.JA)),
		Data: map[string]any{"tile": int(p.tile) + 1, "x": int(p.x), "y": int(p.y), "turn": 90 * int(p.rot), "airship": tileAt(p.tile).Airship.String(),
			"discarded": false, "was_shown": wasShown, "revealed": []int{}}})
}

// tellDiscard retells the mover's discard of tile t, as no tile of the hand
// fits: the hand is shown, and the tiles kept are known to all from now on
// (revealed: those not shown before, by hand slot). wasShown says t had
// been shown. It shares the kind of tellLay, a tile played from the hand:
// discards are too rare in random playouts, which must see every kind, to
// have a kind of their own.
func (st *State) tellDiscard(t int8, wasShown bool, revealed uint8) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	kept, news := []int{}, []int{}
	var en, ja []string
	for h, k := range st.hands[me] {
		if k == noTile {
			continue
		}
		kept = append(kept, int(k)+1)
		if revealed&(1<<h) != 0 {
			news = append(news, int(k)+1)
		}
		name := airshipName(k)
		en, ja = append(en, name.EN), append(ja, name.JA)
	}
	who, tile := engine.SeatMark(engine.Seat(me)), airshipName(t)
	text := engine.T(fmt.Sprintf("%s discards %s, as no tile of their hand fits", who, tile.EN),
		fmt.Sprintf("%sはどのタイルも置けないので%sを廃棄しました", who, tile.JA))
	if len(kept) > 0 {
		text = engine.T(fmt.Sprintf("%s: the hand is shown, and %s stays in it, known to all", text.EN, engine.AndEN(en)),
			fmt.Sprintf("%s。手札を公開し、%sは手札に残り、全員に知られています", text.JA, strings.Join(ja, "・")))
	}
	st.rec.Add(engine.Event{Kind: "tile", Seat: engine.Seat(me), Retell: true, Text: text,
		Data: map[string]any{"tile": int(t) + 1, "airship": tileAt(t).Airship.String(), "discarded": true, "was_shown": wasShown, "shown": kept, "revealed": news}})
}

// paid is what every building costs: one cube of each colour.
var paid = []int{-1, -1, -1}

// tellBuild retells the mover's building (a house, a tower or a harbour) on
// island part r of slot i; a tower's VP (one per trading house on its
// island, by seat in houses) is told with it.
func (st *State) tellBuild(kind, i, r, vp int) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	who, place := engine.SeatMark(engine.Seat(me)), st.partName(i, r)
	p := &st.placed[i]
	data := map[string]any{"x": int(p.x), "y": int(p.y), "island": r + 1, "tile": int(p.tile) + 1, "cubes": paid}
	var e engine.Event
	switch kind {
	case kindHouse:
		e = engine.Event{Kind: "house", Text: engine.T(
			fmt.Sprintf("%s builds a trading house on %s, paying a cube of each colour", who, place.EN),
			fmt.Sprintf("%sが各色1つずつ払い、%sに商館を建てました", who, place.JA))}
	case kindHarbour:
		c := tileAt(p.tile).Airship
		e = engine.Event{Kind: "harbour", Text: engine.T(
			fmt.Sprintf("%s builds a harbour on their house on %s, paying a cube of each colour: its %s airship brings income from their next turn", who, place.EN, colourText(c, engine.EN)),
			fmt.Sprintf("%sが各色1つずつ払い、%sの商館に港を建てました: 次の手番から%sの飛行船が入荷します", who, place.JA, colourText(c, engine.JA)))}
	case kindTower:
		counts, slots := st.islandOf(i, r)
		houses := counts[:st.seats]
		var at, en, ja []string
		for j, on := range slots[:st.nPlaced] {
			if on {
				at = append(at, st.cellID(j))
			}
		}
		for s, n := range houses {
			if n > 0 {
				mark := engine.SeatMark(engine.Seat(s))
				en = append(en, fmt.Sprintf("%s %d", mark, n))
				ja = append(ja, fmt.Sprintf("%s%d", mark, n))
			}
		}
		data["vp"], data["houses"] = vp, houses
		e = engine.Event{Kind: "tower", At: at, Text: engine.T(
			fmt.Sprintf("%s builds a tower on their house on %s, paying a cube of each colour: it scores %d VP, one per trading house on its island (%s)", who, place.EN, vp, strings.Join(en, ", ")),
			fmt.Sprintf("%sが各色1つずつ払い、%sの商館に塔を建てました: その島の商館1つにつき1点で%d点(%s)", who, place.JA, vp, strings.Join(ja, "・")))}
	}
	e.Seat, e.Retell, e.Data = engine.Seat(me), true, data
	if e.At == nil {
		e.At = []string{st.cellID(i)}
	}
	st.rec.Add(e)
}

// tellTrade retells the mover's trade with the supply: three give cubes for
// one get cube.
func (st *State) tellTrade(give, get Colour) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	cubes := make([]int, Cubes)
	cubes[give], cubes[get] = -TradeIn, 1
	who := engine.SeatMark(engine.Seat(me))
	st.rec.Add(engine.Event{Kind: "trade", Seat: engine.Seat(me), Retell: true,
		Text: engine.T(fmt.Sprintf("%s trades %d %s for 1 %s from the supply", who, TradeIn, colourText(give, engine.EN), colourText(get, engine.EN)),
			fmt.Sprintf("%sが%s%dつをサプライの%s1つと交換しました", who, colourText(give, engine.JA), TradeIn, colourText(get, engine.JA))),
		Data: map[string]any{"give": give.String(), "get": get.String(), "cubes": cubes}})
}

// tellReturn retells the mover's cube of colour c given back to the supply.
func (st *State) tellReturn(c Colour) {
	if !st.rec.On() {
		return
	}
	me := st.mover()
	cubes := make([]int, Cubes)
	cubes[c] = -1
	who, left := engine.SeatMark(engine.Seat(me)), st.cubeCount(me)
	st.rec.Add(engine.Event{Kind: "return", Seat: engine.Seat(me), Retell: true,
		Text: engine.T(fmt.Sprintf("%s gives 1 %s back to the supply, keeping %d", who, colourText(c, engine.EN), left),
			fmt.Sprintf("%sが%s1つをサプライに戻しました(残り%d個)", who, colourText(c, engine.JA), left)),
		Data: map[string]any{"colour": c.String(), "cubes": cubes, "left": left}})
}

// tellDone retells the mover's end of a step: building (kindDoneBuilding) or
// trading.
func (st *State) tellDone(kind int) {
	if !st.rec.On() {
		return
	}
	who := engine.SeatMark(st.toMove[0])
	text := engine.T(who+" ends building", who+"が建設を終えました")
	if kind == kindDoneTrading {
		text = engine.T(who+" ends trading", who+"が交換を終えました")
	}
	st.rec.Add(engine.Event{Kind: "done", Seat: st.toMove[0], Retell: true, Text: text})
}
