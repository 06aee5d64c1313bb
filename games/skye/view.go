package skye

import (
	"encoding/json"
	"strings"

	"shima/engine"
	"shima/internal/squaretile"
)

// View is what one seat sees (POSITION.md, "View"): everything but the
// others' discard marks and prices while they are behind the screens, and
// the order of the bag. Viewer is -1 for a spectator.
type View struct {
	Game       string          `json:"game"`
	Seats      int             `json:"seats"`
	Viewer     int             `json:"viewer"`
	Round      int             `json:"round"`
	Rounds     int             `json:"rounds"`
	Phase      string          `json:"phase"`
	Start      int             `json:"start"`
	ToMove     []int           `json:"to_move"`
	Buying     int             `json:"buying"` // the seat whose turn it is to buy, -1 outside buying
	Bag        int             `json:"bag"`    // tiles in the bag
	Track      []ViewRound     `json:"track"`
	Scoring    []ViewScoring   `json:"scoring"`
	Players    []ViewPlayer    `json:"players"`
	Placements []ViewPlacement `json:"placements"` // the viewer's legal placements while building
	Outcome    *engine.Outcome `json:"outcome,omitempty"`
}

// ViewRound is a space of the round track.
type ViewRound struct {
	Round   int    `json:"round"`
	Score   string `json:"score"`    // the letters scored, such as "AC"
	CatchUp int    `json:"catch_up"` // gold per player ahead at its income
}

// ViewScoring is a scoring tile on A-D.
type ViewScoring struct {
	Slot   string      `json:"slot"` // A-D
	ID     string      `json:"id"`   // S01-S16
	Text   engine.Text `json:"text"`
	Rounds []int       `json:"rounds"` // the rounds it scores in
	Now    []int       `json:"now"`    // by seat: what it would give if it scored now
	Scored []int       `json:"scored"` // by seat: what it has given so far
}

// ViewPlayer is one player's side of the table.
type ViewPlayer struct {
	Seat     int         `json:"seat"`
	Colour   engine.Text `json:"colour"`
	VP       int         `json:"vp"`   // on the score track
	Gold     int         `json:"gold"` // behind the screen; for another player while pricing, before pricing
	GoldSet  int         `json:"gold_set"`
	Income   int         `json:"income"`      // received this round
	Next     int         `json:"next_income"` // castle and joined whisky now, before catch-up gold
	Deciding bool        `json:"deciding"`    // still pricing or building
	// Territory is the castle and the tiles laid, Areas its terrain areas.
	Territory []ViewTile  `json:"territory"`
	Areas     []ViewArea  `json:"areas"`
	Offers    []ViewOffer `json:"offers"` // the round's tiles in front of the screen
	Discarded int         `json:"discarded"`
	Bought    int         `json:"bought"`    // tile id bought this round, 0 for none
	Pending   []ViewTile  `json:"pending"`   // tiles to lay, as printed
	SentBack  []int       `json:"sent_back"` // tiles that fitted nowhere and went back to the bag
	Final     *Final      `json:"final,omitempty"`
}

// ViewTile is a tile: where it lies and how (x, y, turn are 0 for a tile not
// laid), and what it shows as it lies.
type ViewTile struct {
	Tile    int          `json:"tile"` // 1-73, 0 for the castle
	X       int          `json:"x"`
	Y       int          `json:"y"`
	Turn    int          `json:"turn"`  // degrees clockwise
	Sides   [4]string    `json:"sides"` // terrain on N, E, S, W as it lies
	Centre  string       `json:"centre"`
	Roads   []ViewRoad   `json:"roads"`
	Regions []ViewRegion `json:"regions"`
}

// ViewRoad is a road network of a tile.
type ViewRoad struct {
	Sides  string `json:"sides"` // as it lies, e.g. "NS"
	Whisky int    `json:"whisky"`
	Joined bool   `json:"joined"` // joined to the castle by road (laid tiles)
}

// ViewRegion is a terrain region of a tile.
type ViewRegion struct {
	Terrain string      `json:"terrain"`
	Sides   string      `json:"sides"` // as it lies; "" for one inside the tile
	Centre  bool        `json:"centre"`
	Objects ViewObjects `json:"objects"`
	Scroll  string      `json:"scroll,omitempty"` // the object the scroll counts
	Area    int         `json:"area"`             // index into the player's areas; -1 off the territory
}

// ViewArea is a terrain area of a territory.
type ViewArea struct {
	Terrain  string      `json:"terrain"`
	Tiles    int         `json:"tiles"`
	Complete bool        `json:"complete"`
	Objects  ViewObjects `json:"objects"`
}

// ViewOffer is a tile in front of a screen. Price and Discard are null while
// hidden from the viewer; Price is 0 while unset.
type ViewOffer struct {
	Tile     ViewTile `json:"tile"`
	Price    *int     `json:"price"`
	Discard  *bool    `json:"discard"`
	BoughtBy int      `json:"bought_by"` // -1 while unsold
}

// ViewPlacement is a legal placement of the viewer's.
type ViewPlacement struct {
	Tile int `json:"tile"`
	X    int `json:"x"`
	Y    int `json:"y"`
	Turn int `json:"turn"`
}

// ViewObjects counts the objects in a region or area; objects absent are left out.
type ViewObjects struct {
	Sheep      int `json:"sheep,omitempty"`
	Cattle     int `json:"cattle,omitempty"`
	Farm       int `json:"farm,omitempty"`
	Broch      int `json:"broch,omitempty"`
	Lighthouse int `json:"lighthouse,omitempty"`
	Ship       int `json:"ship,omitempty"`
}

func objectMap(c *[objects]int8) ViewObjects {
	return ViewObjects{Sheep: int(c[Sheep]), Cattle: int(c[Cattle]), Farm: int(c[Farm]), Broch: int(c[Broch]), Lighthouse: int(c[Lighthouse]), Ship: int(c[Ship])}
}

// count returns the number of object o.
func (v ViewObjects) count(o Object) int {
	return [objects]int{0, v.Sheep, v.Cattle, v.Farm, v.Broch, v.Lighthouse, v.Ship}[o]
}

// viewTile describes tile index t lying at (x, y) turned rot; sv and slot
// give its areas and roads in a territory (sv nil for a tile not laid).
func viewTile(t int8, x, y int, rot uint8, sv *survey, slot int) ViewTile {
	tile, l := tileAt(t), &lies[t][rot]
	vt := ViewTile{Tile: tile.ID, X: x, Y: y, Turn: 90 * int(rot), Roads: []ViewRoad{}, Regions: []ViewRegion{}}
	for e := range 4 {
		vt.Sides[e] = l.sides[e].String()
	}
	for k, r := range tile.Regions {
		vr := ViewRegion{Terrain: r.Terrain.String(), Sides: squaretile.String(l.regions[k]), Centre: r.Centre, Objects: objectMap(&r.Objects), Area: -1}
		if r.Centre {
			vt.Centre = vr.Terrain
		}
		if r.Scroll != noObject {
			vr.Scroll = r.Scroll.String()
		}
		if sv != nil {
			vr.Area = int(sv.regionArea[slot][k])
		}
		vt.Regions = append(vt.Regions, vr)
	}
	for k, r := range tile.Roads {
		vt.Roads = append(vt.Roads, ViewRoad{Sides: squaretile.String(l.roads[k]), Whisky: int(r.Whisky), Joined: sv != nil && sv.roadJoined[slot][k]})
	}
	return vt
}

// View returns what seat s may see.
func (st *State) View(s engine.Seat) engine.View {
	v := &View{Game: "skye", Viewer: int(s), Seats: int(st.seats), Round: int(st.round), Rounds: st.rounds(), Phase: phaseNames[st.phase],
		Start: int(st.start), ToMove: []int{}, Buying: -1, Bag: int(st.nBag), Placements: []ViewPlacement{}}
	for _, m := range st.ToMove() {
		v.ToMove = append(v.ToMove, int(m))
	}
	if st.phase == phaseBuy {
		v.Buying = int(st.buying)
	}
	for i, r := range track(int(st.seats)) {
		v.Track = append(v.Track, ViewRound{Round: i + 1, Score: letters(r.Score), CatchUp: r.CatchUp})
	}
	var now [MaxPlayers][4]int16
	st.tilePoints(&now, true)
	for k, idx := range st.scoring {
		sc := &scoringTiles[idx]
		vs := ViewScoring{Slot: string(rune('A' + k)), ID: sc.ID, Text: sc.Text}
		for i, r := range track(int(st.seats)) {
			if r.Score&(1<<k) != 0 {
				vs.Rounds = append(vs.Rounds, i+1)
			}
		}
		for p := range int(st.seats) {
			vs.Now = append(vs.Now, int(now[p][k]))
			vs.Scored = append(vs.Scored, int(st.scored[p][k]))
		}
		v.Scoring = append(v.Scoring, vs)
	}
	for p := range int(st.seats) {
		v.Players = append(v.Players, st.viewPlayer(p, s))
	}
	if st.phase == phaseBuild && s >= 0 && int(s) < int(st.seats) {
		var buf [256]engine.Action
		for _, a := range st.Legal(s, buf[:0]) {
			x, y, rot := placeOf(a)
			v.Placements = append(v.Placements, ViewPlacement{Tile: int(tileOf(a)) + 1, X: x, Y: y, Turn: 90 * int(rot)})
		}
	}
	if st.Over() {
		o := st.Outcome()
		v.Outcome = &o
	}
	return v
}

// letters writes a set of scoring slots as letters, such as "AC".
func letters(m uint8) string {
	var b strings.Builder
	for k := range 4 {
		if m&(1<<k) != 0 {
			b.WriteByte(byte('A' + k))
		}
	}
	return b.String()
}

// viewPlayer is player p as seat s sees it.
func (st *State) viewPlayer(p int, s engine.Seat) ViewPlayer {
	var sv survey
	land := &st.land[p]
	land.survey(&sv)
	vp := ViewPlayer{Seat: p, Colour: engine.SeatColours[p], VP: st.vp(p), Gold: int(st.gold[p]), Income: int(st.income[p]),
		Next: CastleIncome + int(sv.whisky), Deciding: st.phase != phaseBuy && st.moves(engine.Seat(p)),
		Territory: []ViewTile{}, Areas: []ViewArea{}, Offers: []ViewOffer{}, Pending: []ViewTile{}, SentBack: ids(st.sentBack[p][:st.nBack[p]]),
		Discarded: int(st.discarded[p]) + 1, Bought: int(st.bought[p]) + 1}
	own := engine.Seat(p) == s
	for i, t := range land.tiles[:land.n] {
		vp.Territory = append(vp.Territory, viewTile(t.tile, int(t.x), int(t.y), t.rot, &sv, i))
	}
	for i := range int(sv.nAreas) {
		a := &sv.areas[i]
		vp.Areas = append(vp.Areas, ViewArea{Terrain: a.terrain.String(), Tiles: int(a.tiles), Complete: a.complete(), Objects: objectMap(&a.objects)})
	}
	for k, t := range st.drawn[p] {
		if t == noTile {
			continue
		}
		o := ViewOffer{Tile: viewTile(t, 0, 0, 0, nil, 0), BoughtBy: int(st.buyer[p][k])}
		if st.phase == phasePrice {
			if own {
				price, discard := int(st.price[p][k]), int(st.mark[p]) == k
				o.Price, o.Discard = &price, &discard
				vp.GoldSet += price
			} else {
				vp.Gold += int(st.price[p][k]) // gold before pricing: what was set stays hidden
			}
		} else {
			price := int(st.price[p][k])
			o.Price = &price
		}
		vp.Offers = append(vp.Offers, o)
	}
	for _, t := range st.pending[p][:st.nPending[p]] {
		vp.Pending = append(vp.Pending, viewTile(t, 0, 0, 0, nil, 0))
	}
	if st.Over() {
		f := st.final(p)
		vp.Final = &f
	}
	return vp
}

// MarshalJSON writes the view for the browser.
func (v *View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal((*plain)(v))
}
