package catan

import (
	"encoding/json"
	"fmt"
	"strings"

	"shima/engine"
)

// View is what one seat sees: the board, every player's pieces and card
// counts, and its own hand and development cards.
type View struct {
	Viewer   engine.Seat     `json:"viewer"`
	Board    string          `json:"board"`
	Hexes    []viewHex       `json:"hexes"`
	Harbours []harbourPos    `json:"harbours"`
	Robber   int             `json:"robber"`
	Step     string          `json:"step"`
	ToMove   []engine.Seat   `json:"to_move"`
	Current  int             `json:"current"`
	Dice     []int           `json:"dice"`
	Bank     [Resources]int  `json:"bank"`
	Deck     int             `json:"deck"`
	Players  []viewPlayer    `json:"players"`
	Hand     *[Resources]int `json:"hand,omitempty"`
	Devs     *[devKinds]int  `json:"devs,omitempty"`
	Bought   *[devKinds]int  `json:"bought_this_turn,omitempty"` // of Devs, those bought this turn (not playable yet)
	Rates    *[Resources]int `json:"rates,omitempty"`            // the viewer's rates with the bank: 4, or 3 or 2 by harbour
	DevUsed  bool            `json:"dev_played"`                 // a development card has been played this turn
	Free     int             `json:"free_roads,omitempty"`       // roads left to place for a road building card
	Road     int             `json:"longest_road"`
	Army     int             `json:"largest_army"`
	Turn     int             `json:"turn"`
	Goal     int             `json:"goal"`
	Over     bool            `json:"over"`
}

type viewHex struct {
	Hex     int    `json:"hex"`
	Q       int    `json:"q"`
	R       int    `json:"r"`
	Terrain string `json:"terrain"`
	Number  int    `json:"number,omitempty"`
}

type viewPlayer struct {
	Seat        engine.Seat `json:"seat"`
	VP          int         `json:"vp"` // public VP; the viewer's own and, at the end, everyone's include VP cards
	Cards       int         `json:"cards"`
	Devs        int         `json:"devs"`
	Knights     int         `json:"knights"`
	RoadLength  int         `json:"road_length"`
	Roads       []string    `json:"roads"`
	Settlements []int       `json:"settlements"`
	Cities      []int       `json:"cities"`
	ToDiscard   int         `json:"to_discard,omitempty"`
}

// View returns what seat s may see; Spectator sees the public part.
func (st *State) View(s engine.Seat) engine.View {
	b := st.board()
	v := &View{Viewer: s, Board: b.Name, Robber: int(st.robber) + 1, Step: stepKeys[st.step], ToMove: append([]engine.Seat{}, st.ToMove()...),
		Current: int(st.current), Deck: int(st.nDeck), Road: int(st.roadCard), Army: int(st.armyCard), Turn: int(st.turns),
		Goal: int(st.goal), Over: st.Over(), Dice: []int{}, DevUsed: st.devUsed, Free: int(st.freeRoads)}
	for h := range b.Interior {
		q := b.Hexes[h]
		v.Hexes = append(v.Hexes, viewHex{Hex: h + 1, Q: q[0], R: q[1], Terrain: terrainKeys[st.terrain[h]], Number: int(st.number[h])})
	}
	for _, hb := range st.layout.Harbours {
		at := hb.Vertices
		v.Harbours = append(v.Harbours, harbourPos{At: []int{at[0] + 1, at[1] + 1}, Kind: harbourKey(st.harbour[at[0]])})
	}
	if st.rolled[0] != 0 {
		v.Dice = []int{int(st.rolled[0]), int(st.rolled[1])}
	}
	for r := range Resources {
		v.Bank[r] = int(st.bank[r])
	}
	for p := range st.seats {
		vp := viewPlayer{Seat: engine.Seat(p), VP: st.publicVP(p), Cards: st.cards(p), Knights: int(st.knights[p]),
			RoadLength: int(st.roadLen[p]), ToDiscard: int(st.owed[p])}
		for d := range devKinds {
			vp.Devs += int(st.devs[p][d])
		}
		if engine.Seat(p) == s || st.Over() {
			vp.VP = st.vp(p)
		}
		vp.Roads, vp.Settlements, vp.Cities = st.pieces(p)
		v.Players = append(v.Players, vp)
	}
	if s >= 0 && int(s) < int(st.seats) {
		var hand, rates [Resources]int
		var devs, bought [devKinds]int
		for r := range Resources {
			hand[r], rates[r] = int(st.hand[s][r]), int(st.rates[s][r])
		}
		for d := range devKinds {
			devs[d], bought[d] = int(st.devs[s][d]), int(st.fresh[s][d])
		}
		v.Hand, v.Devs, v.Bought, v.Rates = &hand, &devs, &bought, &rates
	}
	return v
}

// pieces lists p's roads by their ends and p's settlements and cities by
// their intersections, numbered from 1.
func (st *State) pieces(p int8) (roads []string, settlements, cities []int) {
	b := st.board()
	roads, settlements, cities = []string{}, []int{}, []int{}
	for e := range b.Edges() {
		if st.roads[p].has(e) {
			roads = append(roads, st.edgeText(e))
		}
	}
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
	ja := lang == engine.JA
	for _, h := range v.Hexes {
		t, _ := terrainByKey(h.Terrain)
		mark := ""
		if h.Hex == v.Robber {
			mark = pick(ja, " (robber)", "(盗賊)")
		}
		if h.Number > 0 {
			fmt.Fprintf(&b, "%2d %s %d%s\n", h.Hex, terrainNames[t].In(lang), h.Number, mark)
		} else {
			fmt.Fprintf(&b, "%2d %s%s\n", h.Hex, terrainNames[t].In(lang), mark)
		}
	}
	for _, p := range v.Players {
		name := engine.SeatColour(p.Seat, lang)
		fmt.Fprintf(&b, pick(ja, "%s: %d VP, %d cards, %d development cards, settlements %v, cities %v, roads %v\n",
			"%s: %d点、資源%d枚、発展カード%d枚、開拓地%v、都市%v、街道%v\n"),
			name, p.VP, p.Cards, p.Devs, p.Settlements, p.Cities, p.Roads)
	}
	if v.Hand != nil {
		var parts []string
		for r, n := range v.Hand {
			parts = append(parts, fmt.Sprintf("%s %d", resourceNames[r].In(lang), n))
		}
		fmt.Fprintf(&b, pick(ja, "your hand: %s\n", "手札: %s\n"), strings.Join(parts, ", "))
	}
	return b.String()
}

// Outcome gives the VP, the places by VP and the winner.
func (st *State) Outcome() engine.Outcome {
	o := engine.Outcome{Scores: make([]float64, st.seats), Ranks: make([]int, st.seats), End: "goal"}
	for p := range st.seats {
		o.Scores[p] = float64(st.vp(p))
	}
	for p := range st.seats {
		o.Ranks[p] = 1
		for q := range st.seats {
			if o.Scores[q] > o.Scores[p] || (o.Scores[q] == o.Scores[p] && q == st.winner && p != st.winner) {
				o.Ranks[p]++
			}
		}
	}
	if st.winner == noSeat {
		o.End = "limit"
		o.Reason = engine.T(fmt.Sprintf("nobody reached %d VP within %d rounds", st.goal, maxRounds),
			fmt.Sprintf("%dラウンドのうちに%d点に届いた人はいませんでした", maxRounds, st.goal))
		return o
	}
	o.Winners = []engine.Seat{engine.Seat(st.winner)}
	mark := engine.SeatMark(engine.Seat(st.winner))
	o.Reason = engine.T(fmt.Sprintf("%s reaches %d VP and wins", mark, st.vp(st.winner)),
		fmt.Sprintf("%sが%d点に達して勝ちました", mark, st.vp(st.winner)))
	return o
}

// Determinize fills in what seat s cannot see: the development deck's order,
// the other players' development cards in hand (from the deck and them
// together), the other players' resource cards (their counts kept), and the
// random source.
func (st *State) Determinize(s engine.Seat, r *engine.Rand) engine.State {
	c := *st
	c.rng = r.Split()
	// Resources: the cards the others hold go back in a pool and are dealt
	// again, each keeping its count.
	var pool [Resources]int
	for p := range c.seats {
		if engine.Seat(p) == s {
			continue
		}
		for res := range Resources {
			pool[res] += int(c.hand[p][res])
			c.hand[p][res] = 0
		}
	}
	for p := range c.seats {
		if engine.Seat(p) == s {
			continue
		}
		for range st.cards(p) {
			k := r.IntN(sum(pool[:]))
			for res := range Resources {
				if k < pool[res] {
					pool[res]--
					c.hand[p][res]++
					break
				}
				k -= pool[res]
			}
		}
	}
	// Development cards: the others' unseen cards and the deck are shuffled
	// together; each keeps its count (and its cards bought this turn). At
	// the end, the cards are shown.
	if st.Over() {
		return &c
	}
	var cards [maxDevCards]DevCard // the deck and every unseen card in a hand
	n := copy(cards[:], c.deck[:c.nDeck])
	for p := range c.seats {
		if engine.Seat(p) == s {
			continue
		}
		for d := range devKinds {
			for range c.devs[p][d] {
				cards[n] = DevCard(d)
				n++
			}
			c.devs[p][d], c.fresh[p][d] = 0, 0
		}
	}
	r.Shuffle(n, func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	for p := range c.seats {
		if engine.Seat(p) == s {
			continue
		}
		held, fresh := 0, 0
		for d := range devKinds {
			held += int(st.devs[p][d])
			fresh += int(st.fresh[p][d])
		}
		for i := range held {
			n--
			d := cards[n]
			c.devs[p][d]++
			if i < fresh {
				c.fresh[p][d]++
			}
		}
	}
	copy(c.deck[:], cards[:n])
	c.nDeck = int8(n)
	return &c
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
