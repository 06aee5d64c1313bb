package skye

import (
	"fmt"
	"slices"
	"strings"

	"shima/engine"
	"shima/internal/squaretile"
)

// The move itself, retold in the board's words (engine.Event.Retell): the
// first event of every move, which the log shows in place of the move's
// typed text ("place tile 12 at 0,1 turned 90"): the tile by what it shows,
// and where it went by the tiles beside it and its way from the castle.
// Each is built only while someone records. A discard mark and a price are
// secret: their retelling goes to the mover alone.

var (
	terrainWords = [terrains]engine.Text{engine.T("pasture", "牧場"), engine.T("mountain", "山"), engine.T("water", "水域")}
	objectWords  = [objects]engine.Text{engine.T("whisky", "ウイスキー樽"), engine.T("sheep", "羊"), engine.T("cattle", "牛"),
		engine.T("farm", "農場"), engine.T("broch", "ブロック"), engine.T("lighthouse", "灯台"), engine.T("ship", "船")}
)

// objectCount counts an object in English: "a farm", "2 sheep", "2 farms".
func objectCount(o Object, n int) string {
	name := objectWords[o].EN
	switch {
	case n == 1 && o == Sheep || n == 1 && o == Cattle:
		return "1 " + name
	case n == 1:
		return "a " + name
	case o == Sheep || o == Cattle || o == Whisky:
		return fmt.Sprintf("%d %s", n, name)
	}
	return engine.CountEN(n, name)
}

// tileWords names tile index t by its number and what it shows, its
// terrains (the centre's first) with the objects in them, and its roads:
// "tile 12 (pasture with 2 sheep and a farm; water with a ship; a road
// with whisky)", "タイル12(羊2・農場のある牧場、船のある水域、ウイスキー樽のある道)".
func tileWords(t int8) engine.Text {
	tile := tileAt(t)
	var counts [terrains][objects]int
	var scroll [terrains]Object
	var order []Terrain
	for _, r := range tile.Regions {
		if !slices.Contains(order, r.Terrain) {
			order = append(order, r.Terrain)
			scroll[r.Terrain] = noObject
		}
		if r.Centre { // the centre's terrain first, the others as printed
			order = slices.Insert(slices.DeleteFunc(order, func(x Terrain) bool { return x == r.Terrain }), 0, r.Terrain)
		}
		for o, n := range r.Objects {
			counts[r.Terrain][o] += int(n)
		}
		if r.Scroll != noObject {
			scroll[r.Terrain] = r.Scroll
		}
	}
	var en, ja []string
	for _, tr := range order {
		var oe, oj []string
		for o := Sheep; o < objects; o++ {
			if n := counts[tr][o]; n > 0 {
				oe, oj = append(oe, objectCount(o, n)), append(oj, objectWords[o].JA+countJA(o, n))
			}
		}
		if s := scroll[tr]; s != noObject {
			oe, oj = append(oe, "a scroll for "+objectWords[s].EN), append(oj, "巻物("+objectWords[s].JA+")")
		}
		w := with(terrainWords[tr], oe, oj)
		en, ja = append(en, w.EN), append(ja, w.JA)
	}
	if n := len(tile.Roads); n > 0 {
		road := engine.T("a road", "道")
		if n > 1 {
			road = engine.T("roads", "道")
		}
		var oe, oj []string
		if w := int(tile.Objects[Whisky]); w > 0 {
			oe, oj = append(oe, "whisky"), append(oj, objectWords[Whisky].JA+countJA(Whisky, w))
		}
		w := with(road, oe, oj)
		en, ja = append(en, w.EN), append(ja, w.JA)
	}
	return engine.T(fmt.Sprintf("tile %d (%s)", tile.ID, strings.Join(en, "; ")),
		fmt.Sprintf("タイル%d(%s)", tile.ID, strings.Join(ja, "、")))
}

// with names a thing with what is on it: "pasture with 2 sheep and a
// farm", "羊2・農場のある牧場".
func with(thing engine.Text, en, ja []string) engine.Text {
	if len(en) == 0 {
		return thing
	}
	return engine.T(thing.EN+" with "+engine.AndEN(en), strings.Join(ja, "・")+"のある"+thing.JA)
}

// countersJA are the Japanese counters of the objects.
var countersJA = [objects]string{"樽", "頭", "頭", "つ", "つ", "つ", "隻"}

// countJA writes a count of object o after its Japanese name: none for
// one, "2頭" for two sheep.
func countJA(o Object, n int) string {
	if n == 1 {
		return ""
	}
	return fmt.Sprint(n) + countersJA[o]
}

// placeWords says where a cell of player p's territory lies: beside which
// tiles, and, away from the castle, how far from it: "east of tile 7 and
// south of tile 9 (2 east and 1 north of the castle)".
func (st *State) placeWords(p, x, y int) engine.Text {
	land := &st.land[p]
	var touches []squaretile.Touch
	nextToCastle := false
	for e := range 4 {
		i := land.at(x+squaretile.StepX[e], y+squaretile.StepY[e])
		if i < 0 {
			continue
		}
		name := engine.T("the castle", "城")
		if t := land.tiles[i].tile; t != castleIdx {
			name = engine.T(fmt.Sprintf("tile %d", t+1), fmt.Sprintf("タイル%d", t+1))
		} else {
			nextToCastle = true
		}
		touches = append(touches, squaretile.Touch{Side: e, Name: name})
	}
	where := squaretile.Beside(touches)
	if nextToCastle {
		return where
	}
	var en, ja []string
	for _, step := range []struct {
		n    int
		side int
	}{{x, squaretile.East}, {-x, squaretile.West}, {-y, squaretile.North}, {y, squaretile.South}} {
		if step.n > 0 {
			w := squaretile.SideWords[step.side]
			en, ja = append(en, fmt.Sprintf("%d %s", step.n, w.EN)), append(ja, fmt.Sprintf("%sへ%dマス", w.JA, step.n))
		}
	}
	return engine.T(fmt.Sprintf("%s (%s of the castle)", where.EN, strings.Join(en, " and ")),
		fmt.Sprintf("%s(城から%s)", where.JA, strings.Join(ja, "・")))
}

// tellPlace retells player p's tile index t laid at x,y turned rot.
func (st *State) tellPlace(p int, t int8, x, y int, rot uint8) {
	who, tile, where := engine.SeatMark(engine.Seat(p)), tileWords(t), st.placeWords(p, x, y)
	st.rec.Add(engine.Event{Kind: "place", Seat: engine.Seat(p), Retell: true, At: []string{cellName(int8(x), int8(y))},
		Text: engine.T(fmt.Sprintf("%s lays %s %s", who, tile.EN, where.EN), fmt.Sprintf("%sが%sを%sに置きました", who, tile.JA, where.JA)),
		Data: map[string]any{"tile": int(t) + 1, "x": x, "y": y, "turn": 90 * int(rot)}})
}

// tellDiscard retells player p's secret discard mark on tile index t, to p
// alone.
func (st *State) tellDiscard(p int, t int8) {
	who, tile := engine.SeatMark(engine.Seat(p)), tileWords(t)
	st.rec.Add(engine.Event{Kind: "discard", Seat: engine.Seat(p), Retell: true, Only: []engine.Seat{engine.Seat(p)},
		Text: engine.T(fmt.Sprintf("%s marks %s for discard", who, tile.EN), fmt.Sprintf("%sが%sに廃棄マーカーを置きました", who, tile.JA)),
		Data: map[string]any{"tile": int(t) + 1}})
}

// tellPrice retells player p's secret price g on tile index t, to p alone.
func (st *State) tellPrice(p int, t int8, g int) {
	who, tile, left := engine.SeatMark(engine.Seat(p)), tileWords(t), int(st.gold[p])
	st.rec.Add(engine.Event{Kind: "price", Seat: engine.Seat(p), Retell: true, Only: []engine.Seat{engine.Seat(p)},
		Text: engine.T(fmt.Sprintf("%s prices %s at %d gold; %d gold left behind the screen", who, tile.EN, g, left),
			fmt.Sprintf("%sが%sの値段を%dゴールドにしました(スクリーンの裏に残り%dゴールド)", who, tile.JA, g, left)),
		Data: map[string]any{"tile": int(t) + 1, "price": g, "gold": left}})
}

// tellPass retells player p's pass in the buying step.
func (st *State) tellPass(p int) {
	who := engine.SeatMark(engine.Seat(p))
	st.rec.Add(engine.Event{Kind: "pass", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(who+" buys nothing this round", who+"は今回は何も買いませんでした"),
		Data: map[string]any{"gold": int(st.gold[p])}})
}
