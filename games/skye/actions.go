package skye

import "shima/engine"

// An action packs its kind in bits 28-31 and a tile index (0-72, ID-1) in
// bits 16-22, except pass:
//
//	discard  the tile to mark for discard (廃棄マーカー)
//	price    the gold set on the tile (bits 0-9)
//	buy      the tile bought
//	pass     nothing
//	place    x+64 (bits 9-15), y+64 (bits 2-8), quarter turns (bits 0-1)
const (
	actDiscard = iota + 1
	actPrice
	actBuy
	actPass
	actPlace
)

const (
	coordBias = 64
	tileShift = 16
	tileBits  = 0x7f << tileShift
	badTile   = 0x7f // a tile index no tile has: typed text naming no tile
)

func kindOf(a engine.Action) int { return int(a >> 28) }

func tileOf(a engine.Action) int8 { return int8(a >> tileShift & 0x7f) }

func withTile(kind int, t int8) engine.Action {
	return engine.Action(kind<<28 | int(t)<<tileShift)
}

func discardAct(t int8) engine.Action { return withTile(actDiscard, t) }

func priceAct(t int8, gold int) engine.Action { return withTile(actPrice, t) | engine.Action(gold) }

func priceOf(a engine.Action) int { return int(a & 0x3ff) }

func buyAct(t int8) engine.Action { return withTile(actBuy, t) }

var passAct = engine.Action(actPass << 28)

func placeAct(t int8, x, y int, rot uint8) engine.Action {
	return withTile(actPlace, t) | engine.Action((x+coordBias)<<9|(y+coordBias)<<2|int(rot))
}

func placeOf(a engine.Action) (x, y int, rot uint8) {
	return int(a>>9&0x7f) - coordBias, int(a>>2&0x7f) - coordBias, uint8(a & 3)
}

// wellFormed reports whether a uses only the bits its kind defines.
func wellFormed(a engine.Action) bool {
	rest := a &^ (0xf<<28 | tileBits)
	switch kindOf(a) {
	case actDiscard, actBuy:
		return rest == 0
	case actPrice:
		return rest&^0x3ff == 0
	case actPass:
		return a&^(0xf<<28) == 0
	case actPlace:
		return rest&^0xffff == 0
	}
	return false
}

// Secret reports that discard marks and prices stay hidden from the others
// until every screen comes away.
func (st *State) Secret(a engine.Action, _ engine.Seat) bool {
	return kindOf(a) == actDiscard || kindOf(a) == actPrice
}

// Concealing reports whether the screens are up: the players are pricing.
func (st *State) Concealing() bool { return st.phase == phasePrice }
