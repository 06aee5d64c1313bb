package catan

import (
	"encoding/json"
	"fmt"
	"strings"

	"shima/engine"
)

// View is what one seat sees: the board (face-down tiles as "hidden"),
// every player's pieces and card counts, its own hand and development
// cards, and in the scenario's set-up the supply and what each player took.
type View struct {
	Viewer   engine.Seat       `json:"viewer"`
	Scenario string            `json:"scenario"` // "base" or "unknown-island"
	Board    string            `json:"board"`
	Hexes    []viewHex         `json:"hexes"`
	Frame    []viewHex         `json:"frame"` // the ring of sea around the board, numbered after the interior
	Vertices [][2]int          `json:"intersections"`
	Harbours []viewHarbour     `json:"harbours"`
	Robber   int               `json:"robber"`           // hex, 0 while off the board
	Pirate   int               `json:"pirate,omitempty"` // hex, 0 while off the board or in the base game
	Step     string            `json:"step"`
	ToMove   []engine.Seat     `json:"to_move"`
	Current  int               `json:"current"`
	Dice     []int             `json:"dice"`
	Bank     [Resources]int    `json:"bank"`
	Deck     int               `json:"deck"`
	Players  []viewPlayer      `json:"players"`
	Hand     *[Resources]int   `json:"hand,omitempty"`
	Devs     *[devKinds]int    `json:"devs,omitempty"`
	Fresh    *[devKinds]int    `json:"bought_this_turn,omitempty"`
	Rates    *[Resources]int   `json:"rates,omitempty"` // the viewer's rates with the bank
	Stolen   *viewSteal        `json:"stolen,omitempty"`
	DevUsed  bool              `json:"dev_played"`           // a development card has been played this turn
	Free     int               `json:"free_roads,omitempty"` // roads (or ships) left to place for a road building card
	Road     int               `json:"longest_road"`
	Army     int               `json:"largest_army"`
	Turn     int               `json:"turn"`
	Goal     int               `json:"goal"`
	Over     bool              `json:"over"`
	Trade    *viewTrade        `json:"trade,omitempty"`
	Supply   *viewSupply       `json:"supply,omitempty"`    // the scenario's set-up: what is left to take
	FaceDown *viewSupply       `json:"face_down,omitempty"` // the scenario: the tiles still face down, and the bag, by kind
	Starts   []int             `json:"starts,omitempty"`    // the scenario: each seat's start hex
	Orient   int               `json:"orient,omitempty"`    // the harbour tile being turned
	Options  map[string]string `json:"options"`
}

type viewHex struct {
	Hex     int    `json:"hex"`
	Q       int    `json:"q"`
	R       int    `json:"r"`
	Terrain string `json:"terrain"` // a terrain, "hidden" face down, "none" before the board is filled
	Number  int    `json:"number,omitempty"`
	Island  int    `json:"island"` // whose start island it belongs to, -1 none
}

// viewHarbour is a harbour: its hex and the side it faces (-1 while a
// harbour tile found waits for land), the intersections it serves, whether
// the pirate blocks it.
type viewHarbour struct {
	Hex     int    `json:"hex"`
	Side    int    `json:"side"`
	At      []int  `json:"at,omitempty"`
	Kind    string `json:"kind"`
	Chip    bool   `json:"chip,omitempty"`
	Blocked bool   `json:"blocked,omitempty"`
}

type viewPlayer struct {
	Seat        engine.Seat `json:"seat"`
	VP          int         `json:"vp"` // public VP; the viewer's own and, at the end, everyone's include VP cards
	Cards       int         `json:"cards"`
	Devs        int         `json:"devs"`
	Knights     int         `json:"knights"`
	RoadLength  int         `json:"road_length"`
	Roads       []string    `json:"roads"`
	Ships       []string    `json:"ships"`
	NewShips    []string    `json:"new_ships"`
	Settlements []int       `json:"settlements"`
	Cities      []int       `json:"cities"`
	ToDiscard   int         `json:"to_discard,omitempty"`
	Gold        int         `json:"gold,omitempty"`
	Held        *heldPos    `json:"held,omitempty"`
}

// viewSteal is the last theft, shown to its thief and its victim only.
type viewSteal struct {
	Thief    engine.Seat `json:"thief"`
	Victim   engine.Seat `json:"victim"`
	Resource string      `json:"resource"`
}

// viewTrade is the offer under way and the answers to it.
type viewTrade struct {
	From    engine.Seat    `json:"from"`
	Give    [Resources]int `json:"give"`
	Get     [Resources]int `json:"get"`
	To      []int          `json:"to"`
	Answers []viewAnswer   `json:"answers"`
}

type viewAnswer struct {
	Seat   engine.Seat     `json:"seat"`
	Answer string          `json:"answer"` // "" still to answer, accept, decline, composing, counter
	Give   *[Resources]int `json:"give,omitempty"`
	Get    *[Resources]int `json:"get,omitempty"`
}

// viewSupply counts tiles by terrain, harbours by kind and number chips.
type viewSupply struct {
	Tiles        map[string]int `json:"tiles"`
	Harbours     map[string]int `json:"harbours"`
	HarbourChips map[string]int `json:"harbour_chips,omitempty"`
	Numbers      []int          `json:"numbers"`
}

// View returns what seat s may see; Spectator sees the public part.
func (st *State) View(s engine.Seat) engine.View {
	b := st.board()
	own := s >= 0 && int(s) < int(st.seats)
	v := &View{Viewer: s, Scenario: "base", Board: b.Name, Robber: int(st.robber) + 1, Pirate: int(st.pirate) + 1, Step: stepKeys[st.step],
		ToMove: append([]engine.Seat{}, st.ToMove()...), Current: int(st.current), Deck: int(st.nDeck), Road: int(st.roadCard),
		Army: int(st.armyCard), Turn: int(st.turns), Goal: int(st.goal), Over: st.Over(), Dice: []int{}, Vertices: b.VertexXY,
		Options: st.rules.optionValues(), Harbours: []viewHarbour{}, DevUsed: st.devUsed, Free: int(st.freeRoads)}
	for h := range b.Hexes {
		q := b.Hexes[h]
		vh := viewHex{Hex: h + 1, Q: q[0], R: q[1], Terrain: "sea", Island: noSeat}
		if h < b.Interior {
			vh.Terrain, vh.Number, vh.Island = terrainKeys[st.terrain[h]], int(st.number[h]), int(st.island[h])
			if hp := st.hexPosition(h); hp.Terrain == "none" {
				vh.Terrain = "none"
			} else if hp.Hidden && !st.Over() {
				vh.Terrain = "hidden"
			}
			v.Hexes = append(v.Hexes, vh)
		} else {
			v.Frame = append(v.Frame, vh)
		}
		if k := st.harbourKind[h]; k != noHarbour && (!st.hidden.has(h) || st.Over()) {
			hp := viewHarbour{Hex: h + 1, Side: int(st.harbourSide[h]), Kind: harbourKey(k), Chip: st.chipHarbour.has(h), Blocked: st.blockedHarbour(h)}
			if hp.Side >= 0 {
				at := st.sideVertices(h, hp.Side)
				hp.At = []int{min(at[0], at[1]) + 1, max(at[0], at[1]) + 1}
			}
			v.Harbours = append(v.Harbours, hp)
		}
	}
	if st.rolled[0] != 0 {
		v.Dice = []int{int(st.rolled[0]), int(st.rolled[1])}
	}
	aside := st.setAside()
	for r := range Resources {
		v.Bank[r] = int(st.bank[r] - aside[r])
	}
	for p := range st.seats {
		vp := viewPlayer{Seat: engine.Seat(p), VP: st.publicVP(p), Cards: st.cards(p), Knights: int(st.knights[p]),
			RoadLength: int(st.roadLen[p]), ToDiscard: int(st.owed[p]), Gold: int(st.gold[p])}
		if engine.Seat(p) != s { // the others' discards show once the step ends
			gone := 0
			for _, n := range st.discarded[p] {
				gone += int(n)
			}
			vp.Cards += gone
			vp.ToDiscard += gone
		}
		for d := range devKinds {
			vp.Devs += int(st.devs[p][d])
		}
		if engine.Seat(p) == s || st.Over() {
			vp.VP = st.vp(p)
		}
		vp.Roads, vp.Settlements, vp.Cities = st.pieces(p)
		pp := st.playerPosition(p)
		vp.Ships, vp.NewShips, vp.Held = append([]string{}, pp.Ships...), append([]string{}, pp.NewShips...), pp.Held
		v.Players = append(v.Players, vp)
	}
	if own {
		hand, devs, fresh, rates := ints(st.hand[s]), [devKinds]int{}, [devKinds]int{}, ints(st.rates[s])
		for d := range devKinds {
			devs[d], fresh[d] = int(st.devs[s][d]), int(st.fresh[s][d])
		}
		v.Hand, v.Devs, v.Fresh, v.Rates = &hand, &devs, &fresh, &rates
		if t := st.theft; t.thief != noSeat && (s == engine.Seat(t.thief) || s == engine.Seat(t.victim)) {
			v.Stolen = &viewSteal{Thief: engine.Seat(t.thief), Victim: engine.Seat(t.victim), Resource: resourceKeys[t.card]}
		}
	}
	if st.trading() {
		t := &viewTrade{From: engine.Seat(st.current), Give: ints(st.offer.give), Get: ints(st.offer.get), To: seatList(st.offerTo)}
		for _, o := range t.To {
			a := viewAnswer{Seat: engine.Seat(o), Answer: st.answerSeen(int8(o), s)}
			if st.answer[o] >= answerComposing && (engine.Seat(o) == s || st.step != stepRespond) {
				give, get := ints(st.counter[o].give), ints(st.counter[o].get)
				a.Give, a.Get = &give, &get
			}
			t.Answers = append(t.Answers, a)
		}
		v.Trade = t
	}
	if st.rules.UnknownIsland {
		st.scenarioView(v)
	}
	return v
}

// scenarioView adds The Unknown Island's parts to v: the supply and the
// start hexes while the islands are built; then the tiles still face down
// and the number chips in the bag, by kind (what anyone could count).
func (st *State) scenarioView(v *View) {
	v.Scenario = "unknown-island"
	if st.step == stepOrient {
		v.Orient = st.firstOrient() + 1
	}
	if st.Over() {
		return
	}
	if st.step <= stepIsland {
		v.Supply = &viewSupply{Tiles: countMap(st.tiles[:], terrainKeys[:]), Harbours: countMap(st.harbourTiles[:], harbourKindKeys[:]),
			HarbourChips: countMap(st.harbourChips[:], harbourKindKeys[:]), Numbers: numberList(&st.chips)}
		for _, start := range st.layout.Starts[:st.seats] {
			v.Starts = append(v.Starts, start.Anchor+1)
		}
		return
	}
	tiles, harbours := st.unseen()
	v.FaceDown = &viewSupply{Tiles: countMap(tiles[:], terrainKeys[:]), Harbours: countMap(harbours[:], harbourKindKeys[:]),
		HarbourChips: countMap(st.harbourChips[:], harbourKindKeys[:]), Numbers: numberList(&st.chips)}
}

// unseen counts the terrain tiles and the harbour tiles not on the board
// face up, by kind: the supply while the islands are built, then the tiles
// still face down.
func (st *State) unseen() (tiles [terrains]int8, harbours [harbourKinds]int8) {
	if st.step <= stepIsland {
		return st.tiles, st.harbourTiles
	}
	for h := range st.layout.Interior {
		switch {
		case !st.hidden.has(h):
		case st.harbourKind[h] != noHarbour:
			harbours[st.harbourKind[h]]++
		default:
			tiles[st.terrain[h]]++
		}
	}
	return tiles, harbours
}

// pieces lists p's roads by their ends and p's settlements and cities by
// their intersections, numbered from 1.
func (st *State) pieces(p int8) (roads []string, settlements, cities []int) {
	b := st.board()
	roads, settlements, cities = st.edgeTexts(&st.roads[p]), []int{}, []int{}
	for v := range b.Vertices() {
		if st.settlements[p].has(v) {
			settlements = append(settlements, v+1)
		}
		if st.cities[p].has(v) {
			cities = append(cities, v+1)
		}
	}
	return roads, settlements, cities
}

// MarshalJSON writes the view for the browser (server/API.md).
func (v *View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal((*plain)(v))
}

// Text draws the view for a terminal.
func (v *View) Text(lang engine.Lang) string {
	var b strings.Builder
	b.WriteString(textMap(v, lang))
	for _, p := range v.Players {
		name := engine.SeatColour(p.Seat, lang)
		fmt.Fprintf(&b, lang.Pick("%s: %d VP, %d cards, %d development cards, settlements %v, cities %v, roads %v",
			"%s: %d点、資源%d枚、発展カード%d枚、開拓地%v、都市%v、街道%v"),
			name, p.VP, p.Cards, p.Devs, p.Settlements, p.Cities, p.Roads)
		if scenarioMap(v) {
			fmt.Fprintf(&b, lang.Pick(", ships %v", "、船%v"), p.Ships)
			if len(p.NewShips) > 0 {
				fmt.Fprintf(&b, lang.Pick(" (built this turn %v)", "(この手番に建造%v)"), p.NewShips)
			}
		}
		b.WriteByte('\n')
	}
	if v.Hand != nil {
		var parts []string
		for r, n := range v.Hand {
			parts = append(parts, fmt.Sprintf("%s %d", resourceNames[r].In(lang), n))
		}
		fmt.Fprintf(&b, lang.Pick("your hand: %s\n", "手札: %s\n"), strings.Join(parts, ", "))
	}
	v.extraText(&b, lang)
	return b.String()
}
