package catan

import (
	"math/bits"
	"strconv"
	"sync"

	"shima/engine"
)

// The events account for every change a seat sees (engine.Accountant):
// Tally counts what View shows, by the keys EVENTS.md lists under "What the
// events account for", and Claim reads each event's data as the changes it
// tells. The conformance suite checks the two against each other over its
// playouts.

var _ engine.Accountant = (*State)(nil)

// Tally counts what seat s sees, as its view shows it (a test reads the
// same from View): the bank and the deck; each player's cards, development
// cards, knights, victory points, gold to choose, titles and pieces (by
// place, and in all); the viewer's own hand and development cards by kind;
// the robber and the pirate; in the scenario each hex's terrain, number and
// island, the harbours, what each player holds in the set-up, and the
// supply (then the tiles face down and the bag). The base game's hexes and
// harbours never change, and are not counted.
func (st *State) Tally(s engine.Seat) engine.Tally {
	size := 16 + 24*int(st.seats) // about the keys of a tally late in a game, so that the map seldom grows
	if st.rules.UnknownIsland {
		size += 2*st.layout.Interior + 40
	}
	t := make(engine.Tally, size)
	t["deck"] = int(st.nDeck)
	aside := st.setAside()
	for r := range Resources {
		t["bank "+resourceKeys[r]] = int(st.bank[r] - aside[r])
	}
	keys := st.tallyKeys()
	for p := range st.seats {
		k := &keys.seats[p]
		cards, vp := st.cards(p), st.publicVP(p)
		if engine.Seat(p) != s { // the others' discards show once the step ends
			cards += sum(st.discarded[p][:])
		}
		if engine.Seat(p) == s || st.Over() {
			vp = st.vp(p)
		}
		t[k.cards], t[k.vp] = cards, vp
		t[k.devs] = sum(st.devs[p][:])
		t[k.knights] = int(st.knights[p])
		t[k.gold] = int(st.gold[p])
		t[k.road] = b2i(st.roadCard == p)
		t[k.army] = b2i(st.armyCard == p)
		t[k.settlements], t[k.cities] = popcountV(&st.settlements[p]), popcountV(&st.cities[p])
		t[k.roads], t[k.ships] = popcountE(&st.roads[p]), popcountE(&st.ships[p])
		for _, set := range [...]struct {
			words []uint64
			keys  []string
		}{{st.settlements[p][:], k.settlement}, {st.cities[p][:], k.city}, {st.roads[p][:], k.roadAt}, {st.ships[p][:], k.shipAt}} {
			for w, word := range set.words {
				for ; word != 0; word &= word - 1 {
					t[set.keys[w<<6|bits.TrailingZeros64(word)]] = 1
				}
			}
		}
	}
	if s >= 0 && int(s) < int(st.seats) {
		k := &keys.seats[s]
		for r, n := range st.hand[s] {
			t[k.hand[r]] = int(n)
		}
		for d, n := range st.devs[s] {
			t[k.dev[d]] = int(n)
		}
	}
	if st.robber != noHex {
		t[keys.hexes[st.robber].robber] = 1
	}
	if st.pirate != noHex {
		t[keys.hexes[st.pirate].pirate] = 1
	}
	if st.rules.UnknownIsland {
		st.tallyScenario(t, keys)
	}
	return t
}

// tallyScenario counts what anyone sees of The Unknown Island's board and
// set-up.
func (st *State) tallyScenario(t engine.Tally, keys *tallyKeys) {
	for h := range st.layout.Interior {
		k := &keys.hexes[h]
		switch {
		case st.step <= stepIsland && st.island[h] == noSeat: // not laid yet
		case st.hidden.has(h) && !st.Over():
			t[k.hidden] = 1
		default:
			t[k.terrain[st.terrain[h]]] = 1
		}
		if n := st.number[h]; n > 0 {
			t[k.number[n]] = 1
		}
		if o := st.island[h]; o != noSeat {
			t[k.island[o]] = 1
		}
	}
	for h := range st.layout.Hexes {
		if kind := st.harbourKind[h]; kind != noHarbour && (!st.hidden.has(h) || st.Over()) {
			k := &keys.hexes[h]
			t[k.harbour[kind][b2i(st.chipHarbour.has(h))]] = 1
			if side := st.harbourSide[h]; side >= 0 {
				t[k.side[side]] = 1
			}
		}
	}
	if st.step <= stepIsland {
		for p := range st.seats {
			k := &keys.seats[p]
			for tile, n := range st.held[p] {
				if n > 0 {
					t[k.held[tile]] = int(n)
				}
			}
			for number, n := range st.heldChips[p] {
				if n > 0 {
					t[k.heldNumber[number]] = int(n)
				}
			}
			if kind := st.heldHarbour[p]; kind != noHarbour {
				t[k.heldHarbour[kind][b2i(st.heldIsChip[p])]] = 1
			}
		}
	}
	if st.Over() {
		return
	}
	tiles, harbours := st.unseen()
	for tile, n := range tiles {
		if n > 0 {
			t[supplyKeys.tile[tile]] = int(n)
		}
	}
	for kind := range harbourKinds {
		for chip, n := range [2]int8{harbours[kind], st.harbourChips[kind]} {
			if n > 0 {
				t[supplyKeys.harbour[kind][chip]] = int(n)
			}
		}
	}
	for number, n := range st.chips {
		if n > 0 {
			t[supplyKeys.number[number]] = int(n)
		}
	}
}

// tallyKeys are the keys of a tally on one board, made once for each board:
// joining them anew was most of a tally's cost.
type tallyKeys struct {
	seats [MaxPlayers]seatKeys
	hexes []hexKeys
}

// seatKeys are the keys of one seat's things.
type seatKeys struct {
	cards, devs, knights, vp, gold, road, army, settlements, cities, roads, ships string
	hand                                                                          [Resources]string
	dev                                                                           [devKinds]string
	settlement, city, roadAt, shipAt                                              []string // by intersection, by edge
	held                                                                          [terrains]string
	heldNumber                                                                    [13]string
	heldHarbour                                                                   [harbourKinds][2]string // a tile, a Seafarers chip
}

// hexKeys are the keys of what lies on one hex.
type hexKeys struct {
	robber, pirate, hidden string
	terrain                [terrains]string
	number                 [13]string
	island                 [MaxPlayers]string
	harbour                [harbourKinds][2]string // a tile, a Seafarers chip
	side                   [6]string
}

// supplyKeys are the keys of the scenario's supply (then the tiles face
// down and the bag).
var supplyKeys = func() (k struct {
	tile    [terrains]string
	harbour [harbourKinds][2]string
	number  [13]string
}) {
	for t := range terrains {
		k.tile[t] = "supply " + terrainKeys[t]
	}
	for h := range harbourKinds {
		k.harbour[h] = [2]string{"supply harbour " + harbourKindKeys[h], "supply harbour " + harbourItem(harbourKindKeys[h], true)}
	}
	for n := range k.number {
		k.number[n] = "supply number " + strconv.Itoa(n)
	}
	return k
}()

// boardKeys holds each board's tallyKeys, by *Board.
var boardKeys sync.Map

// tallyKeys are the keys of a tally on st's board.
func (st *State) tallyKeys() *tallyKeys {
	b := st.board()
	if keys, ok := boardKeys.Load(b); ok {
		return keys.(*tallyKeys)
	}
	keys := &tallyKeys{hexes: make([]hexKeys, len(b.Hexes))}
	for p := range keys.seats {
		seat, k := seatKey(p), &keys.seats[p]
		k.cards, k.devs, k.knights, k.vp, k.gold = seat+"cards", seat+"devs", seat+"knights", seat+"vp", seat+"gold"
		k.road, k.army = seat+"longest road", seat+"largest army"
		k.settlements, k.cities, k.roads, k.ships = seat+"settlements", seat+"cities", seat+"roads", seat+"ships"
		for r := range Resources {
			k.hand[r] = seat + "hand " + resourceKeys[r]
		}
		for d := range devKinds {
			k.dev[d] = seat + "dev " + devKeys[d]
		}
		for v := range b.Vertices() {
			k.settlement = append(k.settlement, seat+"settlement "+strconv.Itoa(v+1))
			k.city = append(k.city, seat+"city "+strconv.Itoa(v+1))
		}
		for _, e := range b.edgeNames {
			k.roadAt, k.shipAt = append(k.roadAt, seat+"road "+e), append(k.shipAt, seat+"ship "+e)
		}
		for t := range terrains {
			k.held[t] = seat + "held " + terrainKeys[t]
		}
		for n := range k.heldNumber {
			k.heldNumber[n] = seat + "held number " + strconv.Itoa(n)
		}
		for h := range harbourKinds {
			k.heldHarbour[h] = [2]string{seat + "held harbour " + harbourKindKeys[h], seat + "held harbour " + harbourItem(harbourKindKeys[h], true)}
		}
	}
	for h := range keys.hexes {
		hex, harbour, k := hexKey(h+1), harbourAt(h+1), &keys.hexes[h]
		k.robber, k.pirate, k.hidden = "robber "+strconv.Itoa(h+1), "pirate "+strconv.Itoa(h+1), hex+"hidden"
		for t := range terrains {
			k.terrain[t] = hex + terrainKeys[t]
		}
		for n := range k.number {
			k.number[n] = hex + "number " + strconv.Itoa(n)
		}
		for p := range k.island {
			k.island[p] = hex + "island " + strconv.Itoa(p)
		}
		for kind := range harbourKinds {
			k.harbour[kind] = [2]string{harbour + harbourKindKeys[kind], harbour + harbourItem(harbourKindKeys[kind], true)}
		}
		for side := range k.side {
			k.side[side] = harbour + "side " + strconv.Itoa(side)
		}
	}
	stored, _ := boardKeys.LoadOrStore(b, keys)
	return stored.(*tallyKeys)
}

// seatKey begins the keys of seat p's things: "seat 2 ".
func seatKey(p int) string { return "seat " + strconv.Itoa(p) + " " }

// harbourAt begins the keys of the harbour on hex h (from 1): "harbour 12 ".
func harbourAt(h int) string { return "harbour " + strconv.Itoa(h) + " " }

// harbourItem names a harbour of kind k ("ore", "3:1"), a Seafarers chip
// with " chip" after it.
func harbourItem(k string, chip bool) string {
	if chip {
		return k + " chip"
	}
	return k
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Claim adds to t the changes event e tells, read from its data (EVENTS.md).
func (st *State) Claim(e engine.Event, t engine.Tally) {
	seat := seatKey(int(e.Seat))
	d := e.Data
	// The cards a player paid to the bank, for a piece or a development card.
	if paid, ok := d["paid"].(map[string]any); ok {
		claimCards(t, int(e.Seat), paid, -1, true)
	}
	switch e.Kind {
	case "produce":
		claimCards(t, int(e.Seat), d["cards"].(map[string]any), 1, true)
	case "discard":
		if r, ok := d["resource"].(string); ok { // a discard of the discarder's own, one card
			t[seat+"hand "+r]--
			t[seat+"cards"]--
		} else if bank, ok := d["bank"].(map[string]any); ok { // the step's end: the bank takes the discards
			for r, n := range bank {
				t["bank "+r] += n.(int)
			}
		} else { // the step's end: a player's count, told the others
			t[seat+"cards"] -= d["count"].(int)
		}
	case "steal":
		victim := seatKey(d["victim"].(int))
		t[seat+"cards"]++
		t[victim+"cards"]--
		if r, ok := d["resource"].(string); ok {
			t[seat+"hand "+r]++
			t[victim+"hand "+r]--
		}
	case "robber", "pirate":
		if from := d["from"].(int); from > 0 {
			t[e.Kind+" "+strconv.Itoa(from)]--
		}
		t[e.Kind+" "+strconv.Itoa(d["hex"].(int))]++
	case "settlement":
		t[seat+"settlement "+strconv.Itoa(d["intersection"].(int))]++
		t[seat+"settlements"]++
		t[seat+"vp"]++
	case "city":
		x := strconv.Itoa(d["intersection"].(int))
		t[seat+"settlement "+x]--
		t[seat+"settlements"]--
		t[seat+"city "+x]++
		t[seat+"cities"]++
		t[seat+"vp"]++
	case "road", "ship":
		t[seat+e.Kind+" "+d["path"].(string)]++
		t[seat+e.Kind+"s"]++
	case "move-ship":
		t[seat+"ship "+d["from"].(string)]--
		t[seat+"ship "+d["to"].(string)]++
	case "dev-card":
		t["deck"]--
		t[seat+"devs"]++
		if c, ok := d["card"].(string); ok {
			t[seat+"dev "+c]++
			if c == devKeys[VictoryPoint] {
				t[seat+"vp"]++
			}
		}
	case "knight", "road-building", "plenty", "monopoly":
		t[seat+"devs"]--
		t[seat+"dev "+devKeys[playedCards[e.Kind]]]--
		switch e.Kind {
		case "knight":
			t[seat+"knights"]++
		case "plenty":
			claimCards(t, int(e.Seat), d["cards"].(map[string]any), 1, true)
		case "monopoly":
			r := d["resource"].(string)
			for o, n := range d["given"].([]int) {
				t[seatKey(o)+"hand "+r] -= n
				t[seatKey(o)+"cards"] -= n
				t[seat+"hand "+r] += n
				t[seat+"cards"] += n
			}
		}
	case "longest-road", "largest-army":
		title := titleKeys[e.Kind]
		if from := d["from"].(int); from >= 0 {
			t[seatKey(from)+title]--
			t[seatKey(from)+"vp"] -= SpecialCardVP
		}
		if holder := d["holder"].(int); holder >= 0 {
			t[seatKey(holder)+title]++
			t[seatKey(holder)+"vp"] += SpecialCardVP
		}
	case "trade":
		with := d["with"].(int)
		claimCards(t, int(e.Seat), d["gave"].(map[string]any), -1, false)
		claimCards(t, int(e.Seat), d["got"].(map[string]any), 1, false)
		claimCards(t, with, d["gave"].(map[string]any), 1, false)
		claimCards(t, with, d["got"].(map[string]any), -1, false)
	case "bank-trade":
		claimCards(t, int(e.Seat), d["gave"].(map[string]any), -1, true)
		claimCards(t, int(e.Seat), d["got"].(map[string]any), 1, true)
	case "gold":
		t[seat+"gold"] += d["count"].(int)
	case "gold-choice":
		t[seat+"gold"]--
		claimCards(t, int(e.Seat), map[string]any{d["resource"].(string): 1}, 1, true)
	case "vp-cards":
		t[seat+"vp"] += d["count"].(int)
	}
	st.claimScenario(e, t)
}

// playedCards are the development cards whose play each kind of event tells.
var playedCards = map[string]DevCard{"knight": Knight, "road-building": RoadBuilding, "plenty": YearOfPlenty, "monopoly": Monopoly}

// titleKeys are the keys of the titles each kind of event hands on.
var titleKeys = map[string]string{"longest-road": "longest road", "largest-army": "largest army"}

// claimCards claims cards coming to (sign 1) or going from (-1) seat p's
// hand, and, with bank, going from (or to) the bank.
func claimCards(t engine.Tally, p int, cards map[string]any, sign int, bank bool) {
	seat := seatKey(p)
	for r, n := range cards {
		k := sign * n.(int)
		t[seat+"hand "+r] += k
		t[seat+"cards"] += k
		if bank {
			t["bank "+r] -= k
		}
	}
}

// claimScenario adds the changes The Unknown Island's events tell: the
// selection phase's picks, island building, the board filled face down,
// tiles turned up, harbours turned and bought, and the tiles shown at the
// end.
func (st *State) claimScenario(e engine.Event, t engine.Tally) {
	seat := seatKey(int(e.Seat))
	d := e.Data
	switch e.Kind {
	case "pick":
		terrain, number := d["terrain"].(string), "number "+strconv.Itoa(d["number"].(int))
		t["supply "+terrain]--
		t["supply "+number]--
		t[seat+"held "+terrain]++
		t[seat+"held "+number]++
	case "pick-harbour":
		k := harbourItem(d["harbour"].(string), d["chip"].(bool))
		t["supply harbour "+k]--
		t[seat+"held harbour "+k]++
	case "set-aside":
		for k, n := range d["harbour_chips"].(map[string]int) {
			t["supply harbour "+k+" chip"] -= n
		}
	case "tile":
		terrain, hex := d["terrain"].(string), hexKey(d["hex"].(int))
		t[seat+"held "+terrain]--
		t[hex+terrain]++
		t[hex+"island "+strconv.Itoa(int(e.Seat))]++
	case "chip":
		number := "number " + strconv.Itoa(d["number"].(int))
		t[seat+"held "+number]--
		t[hexKey(d["hex"].(int))+number]++
	case "harbour":
		h, k, chip := d["hex"].(int), d["harbour"].(string), d["chip"].(bool)
		t[harbourAt(h)+"side "+strconv.Itoa(d["side"].(int))]++
		if d["found"].(bool) { // a harbour tile found, turned toward land
			return
		}
		t[seat+"held harbour "+harbourItem(k, chip)]--
		t[harbourAt(h)+harbourItem(k, chip)]++
		if h <= st.layout.Interior { // on a hex of the board, not the frame
			t[hexKey(h)+terrainKeys[Sea]]++
			t[hexKey(h)+"island "+strconv.Itoa(int(e.Seat))]++
			if chip { // the chip lies on a sea tile from the supply
				t["supply "+terrainKeys[Sea]]--
			}
		}
	case "buy-harbour":
		k := d["harbour"].(string)
		if from := d["from"].(int); from > 0 {
			t[harbourAt(from)+harbourItem(k, d["from_chip"].(bool))]--
			if side := d["from_side"].(int); side >= 0 {
				t[harbourAt(from)+"side "+strconv.Itoa(side)]--
			}
		} else {
			t["supply harbour "+k+" chip"]--
		}
		h := d["hex"].(int)
		t[harbourAt(h)+harbourItem(k, d["chip"].(bool))]++
		t[harbourAt(h)+"side "+strconv.Itoa(d["side"].(int))]++
	case "fill":
		for _, h := range d["hexes"].([]int) {
			t[hexKey(h)+"hidden"]++
		}
	case "reveal":
		for _, tile := range d["tiles"].([]map[string]any) {
			claimTurnedUp(t, tile)
		}
		for _, n := range d["bag"].([]int) {
			t["supply number "+strconv.Itoa(n)]--
		}
		for k, n := range d["harbour_chips"].(map[string]int) {
			t["supply harbour "+k+" chip"] -= n
		}
	case "explore":
		claimTurnedUp(t, d)
		switch bonus, _ := d["bonus"].(string); bonus {
		case "":
		case "gold":
			t[seat+"gold"]++
		default:
			claimCards(t, int(e.Seat), map[string]any{bonus: 1}, 1, true)
		}
	}
}

// claimTurnedUp claims a face-down tile turned up: its terrain (a harbour
// on sea), its number chip from the bag, as the data of an "explore" event
// (or a tile of "reveal") give them.
func claimTurnedUp(t engine.Tally, d map[string]any) {
	h := d["hex"].(int)
	t[hexKey(h)+"hidden"]--
	t[hexKey(h)+d["terrain"].(string)]++
	if k, ok := d["harbour"].(string); ok {
		t[harbourAt(h)+k]++
		t["supply harbour "+k]--
	} else {
		t["supply "+d["terrain"].(string)]--
	}
	if n, _ := d["number"].(int); n > 0 {
		t[hexKey(h)+"number "+strconv.Itoa(n)]++
		t["supply number "+strconv.Itoa(n)]--
	}
}

// hexKey begins the keys of hex h (from 1): "hex 12 ".
func hexKey(h int) string { return "hex " + strconv.Itoa(h) + " " }
