package skymerchants

import (
	"fmt"
	"strconv"
	"strings"

	"shima/engine"
)

// The events a move tells (EVENTS.md): the move itself retold
// (events_move.go), what airships bring (③ gains after a tile is laid or
// discarded; ① a harbour's income as a turn begins), the tile drawn (⑥,
// its id to the drawer only), and the final scoring (events_scoring.go). Every one is
// built only while someone records (st.rec.On()): playouts stay
// allocation-free. Tiles are named as the board labels them ("tile 7", "the
// start tile"); `at` holds the board cells as "x,y" of the view's tiles[].x
// and tiles[].y.

// holding is what gains change of a seat: its cubes and VP. Rule code keeps
// it from before a gain so that the event can tell what came.
type holding struct {
	cubes [Cubes]int8
	vp    int16
}

func (st *State) holding(s int) holding { return holding{st.cubes[s], st.score[s]} }

// tileName names tile index t as the board labels it.
func tileName(t int8) engine.Text {
	if t >= startIndex {
		return engine.T("the start tile", "初期空島タイル")
	}
	return engine.T(fmt.Sprintf("tile %d", t+1), fmt.Sprintf("タイル%d", t+1))
}

// cellID names the cell of slot i as the view places it: "x,y".
func (st *State) cellID(i int) string {
	return strconv.Itoa(int(st.placed[i].x)) + "," + strconv.Itoa(int(st.placed[i].y))
}

// haul is what some airships brought a seat: the tiles whose airships came,
// what they brought, and the cubes the supply lacked.
type haul struct {
	tiles []int8 // tile indices
	cubes [Cubes]int
	vp    int
	short [Cubes]int
}

// haulSince is what seat s got from the airships of tiles since it held was.
func (st *State) haulSince(s int, was holding, tiles []int8) haul {
	h := haul{tiles: tiles, vp: int(st.score[s] - was.vp)}
	for c := range Cubes {
		h.cubes[c] = int(st.cubes[s][c] - was.cubes[c])
		h.short[c] = -h.cubes[c]
	}
	for _, t := range tiles {
		if c := tileAt(t).Airship; c != Green {
			h.short[c]++
		}
	}
	return h
}

// cubeWords says some cubes, a colour a word: "2 red", "赤2".
func cubeWords(cubes [Cubes]int) (en, ja []string) {
	for c := range Cubes {
		if cubes[c] > 0 {
			en = append(en, fmt.Sprintf("%d %s", cubes[c], colourText(Colour(c), engine.EN)))
			ja = append(ja, fmt.Sprintf("%s%d", colourText(Colour(c), engine.JA), cubes[c]))
		}
	}
	return en, ja
}

// what says what came: "2 red, 1 white and 1 VP", "赤2・白1・1点".
func (h haul) what() engine.Text {
	en, ja := cubeWords(h.cubes)
	if h.vp > 0 {
		en = append(en, fmt.Sprintf("%d VP", h.vp))
		ja = append(ja, fmt.Sprintf("%d点", h.vp))
	}
	if len(en) == 0 {
		return engine.T("nothing", "何も")
	}
	return engine.T(andList(en), strings.Join(ja, "・"))
}

// sources names the airships' tiles and colours: "tile 1 (red) and the start
// tile (white)".
func (h haul) sources(prefix engine.Text) engine.Text {
	var en, ja []string
	for _, t := range h.tiles {
		c := tileAt(t).Airship
		name := tileName(t)
		en = append(en, fmt.Sprintf("%s%s (%s)", prefix.EN, name.EN, colourText(c, engine.EN)))
		ja = append(ja, fmt.Sprintf("%s%s(%s)", prefix.JA, name.JA, colourText(c, engine.JA)))
	}
	return engine.T(andList(en), strings.Join(ja, "・"))
}

// shortText says which cubes the supply lacked, or nothing.
func (h haul) shortText() engine.Text {
	en, ja := cubeWords(h.short)
	if len(en) == 0 {
		return engine.Text{}
	}
	return engine.T(
		fmt.Sprintf("; the supply is out of %s", andList(en)),
		fmt.Sprintf("(サプライ切れで%sは得られません)", strings.Join(ja, "・")))
}

// data is the haul for programs.
func (h haul) data() map[string]any {
	ships := make([]map[string]any, len(h.tiles))
	for i, t := range h.tiles {
		ships[i] = map[string]any{"tile": int(t) + 1, "airship": tileAt(t).Airship.String()}
	}
	return map[string]any{"cubes": h.cubes[:], "vp": h.vp, "short": h.short[:], "airships": ships}
}

// tellGain tells ③: what the airships of the tile laid in slot i and of its
// neighbours brought the mover.
func (st *State) tellGain(me int, was holding, i int) {
	if !st.rec.On() {
		return
	}
	slots := []int{i}
	x, y := int(st.placed[i].x), int(st.placed[i].y)
	for e := range 4 {
		if n := st.slotAt(x+dx[e], y+dy[e]); n >= 0 {
			slots = append(slots, n)
		}
	}
	tiles, at := make([]int8, len(slots)), make([]string, len(slots))
	for k, n := range slots {
		tiles[k], at[k] = st.placed[n].tile, st.cellID(n)
	}
	st.rec.Add(st.haulEvent("gain", me, st.haulSince(me, was, tiles), engine.Text{}, at))
}

// tellDiscardGain tells ③ after a discard: the discarded tile's airship only.
func (st *State) tellDiscardGain(me int, was holding, t int8) {
	if !st.rec.On() {
		return
	}
	st.rec.Add(st.haulEvent("gain", me, st.haulSince(me, was, []int8{t}), engine.T("discarded ", "廃棄した"), nil))
}

// haulEvent tells a gain or an income.
func (st *State) haulEvent(kind string, s int, h haul, prefix engine.Text, at []string) engine.Event {
	who := engine.SeatMark(engine.Seat(s))
	what, from, short := h.what(), h.sources(prefix), h.shortText()
	ships := "airships"
	if len(h.tiles) == 1 {
		ships = "airship"
	}
	text := engine.T(
		fmt.Sprintf("%s gains %s from the %s of %s%s", who, what.EN, ships, from.EN, short.EN),
		fmt.Sprintf("%sは%sの飛行船から%sを得ました%s", who, from.JA, what.JA, short.JA))
	if kind == "income" {
		text = engine.T(
			fmt.Sprintf("%s's harbours bring %s from the %s of %s%s", who, what.EN, ships, from.EN, short.EN),
			fmt.Sprintf("%sの港に%sの飛行船から%sが入荷しました%s", who, from.JA, what.JA, short.JA))
	}
	return engine.Event{Kind: kind, Seat: engine.Seat(s), Text: text, At: at, Data: h.data()}
}

// tellIncome tells ①: what seat s's harbour houses brought as its turn
// began, if it has any.
func (st *State) tellIncome(s int, was holding) {
	if !st.rec.On() {
		return
	}
	var tiles []int8
	var at []string
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		for r := range tileAt(p.tile).Regions {
			if p.house[r] == int8(s) && p.harbour&(1<<r) != 0 {
				tiles, at = append(tiles, p.tile), append(at, st.cellID(i))
			}
		}
	}
	if len(tiles) > 0 {
		st.rec.Add(st.haulEvent("income", s, st.haulSince(s, was, tiles), engine.Text{}, at))
	}
}

// tellDraw tells ⑥: seat s drew tile t (noTile: the pile is empty). The
// tile is told to s only; the others learn that a tile was drawn.
func (st *State) tellDraw(s int, t int8) {
	if !st.rec.On() {
		return
	}
	who := engine.SeatMark(engine.Seat(s))
	pile := int(st.nPile)
	if t == noTile {
		st.rec.Add(engine.Event{Kind: "draw", Seat: engine.Seat(s),
			Text: engine.T(fmt.Sprintf("%s draws nothing: the pile is empty", who), fmt.Sprintf("山札がないので、%sはタイルを引きません", who)),
			Data: map[string]any{"pile": 0, "drawn": false}})
		return
	}
	others := &engine.Event{Kind: "draw", Seat: engine.Seat(s),
		Text: engine.T(
			fmt.Sprintf("%s draws a tile; %d left in the pile", who, pile),
			fmt.Sprintf("%sはタイルを1枚引きました(山札残り%d枚)", who, pile)),
		Data: map[string]any{"pile": pile, "drawn": true}}
	c := tileAt(t).Airship
	st.rec.Add(engine.Event{Kind: "draw", Seat: engine.Seat(s),
		Text: engine.T(
			fmt.Sprintf("%s draws tile %d (%s airship); %d left in the pile", who, t+1, colourText(c, engine.EN), pile),
			fmt.Sprintf("%sはタイル%d(%sの飛行船)を引きました(山札残り%d枚)", who, t+1, colourText(c, engine.JA), pile)),
		Data: map[string]any{"tile": int(t) + 1, "airship": c.String(), "pile": pile, "drawn": true},
		Only: []engine.Seat{engine.Seat(s)}, Else: others})
}

// andList joins English items: "a", "a and b", "a, b and c".
func andList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
