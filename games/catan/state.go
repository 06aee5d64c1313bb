package catan

import "shima/engine"

// step is what the game waits for.
type step uint8

const (
	stepSelect       step = iota // The Unknown Island: take a terrain tile and a number chip, or a harbour
	stepIsland                   // The Unknown Island: build one's start island
	stepSetupSettle              // set-up: place a settlement
	stepSetupRoad                // set-up: place a road (or a ship) at the settlement just placed
	stepStartPay                 // The Unknown Island: choose the settlement whose hexes pay
	stepRoll                     // the turn begins: roll (or play a development card first)
	stepDiscard                  // a 7: those holding more than 7 cards discard half, all at once
	stepRobber                   // move the robber (or, in the scenario, the pirate)
	stepSteal                    // choose whom to rob
	stepMain                     // trade and build, then end the turn
	stepRoadBuilding             // place the free roads (or ships) of a road building card
	stepSpecialBuild             // 5-6 players: another player may build after the turn
	stepOffer                    // the player to move composes an offer to the others
	stepRespond                  // the players offered answer, all at once
	stepConfirm                  // the player to move trades with one who accepted, or with nobody
	stepGold                     // a gold field pays: its owner chooses the resources
	stepOrient                   // a harbour tile found turns toward land: its finder chooses how
	stepOver
)

var stepKeys = [...]string{"select", "island", "setup_settlement", "setup_road", "start_pay", "roll", "discard", "robber",
	"steal", "main", "road_building", "special_build", "offer", "respond", "confirm", "gold", "orient", "over"}

// State is a game of Catan in progress. It is a plain value (no slices or
// maps), so copying it copies the game; the board's geometry is shared.
type State struct {
	// rec hears what Apply causes while someone listens (Record); nil in
	// clones and playouts. (First, so that the GC scans one word of the state.)
	rec    *engine.Recorder
	layout *Layout
	seats  int8
	goal   int8 // VP to win
	bankN  int8 // cards of each resource in a full bank
	rules  Rules

	terrain     [MaxHexes]Terrain // each interior hex's tile, face down or up; the frame is sea
	number      [MaxHexes]int8    // each hex's number chip, 0 for none (set by setNumber)
	numbered    [13]hset          // the hexes carrying each number, kept with number
	hidden      hset              // tiles still face down
	harbourKind [MaxHexes]int8    // the harbour on a hex: a harbour tile, or on the frame; noHarbour
	harbourSide [MaxHexes]int8    // the side the harbour faces, -1 while it waits to be turned toward land
	chipHarbour hset              // harbours that are Seafarers chips (on a sea tile or the frame), not tiles
	robber      int16             // hex, or noHex while off the board
	pirate      int16             // sea hex, or noHex while off the board (or in the base game)
	startTiles  hset              // the terrain tiles of the start islands, where the robber may not go

	roads       [MaxPlayers]eset
	ships       [MaxPlayers]eset
	newShips    eset // ships built this turn, which may not move
	shipMoved   bool // a ship moved this turn
	settlements [MaxPlayers]vset
	cities      [MaxPlayers]vset
	built       vset // every settlement and city
	blocked     vset // intersections the distance rule closes: each building and its neighbours
	paths       eset // every road and ship
	owner       [MaxVertices]int8

	hand      [MaxPlayers][Resources]int8
	bank      [Resources]int8
	deck      [maxDevCards]DevCard // the development deck; the top is deck[nDeck-1]
	nDeck     int8
	devs      [MaxPlayers][devKinds]int8 // development cards in hand
	fresh     [MaxPlayers][devKinds]int8 // of them, bought this turn
	knights   [MaxPlayers]int8           // knights played
	roadLen   [MaxPlayers]int8           // each player's longest road (trade route)
	roadCard  int8                       // who holds Longest Road, or noSeat
	armyCard  int8                       // who holds Largest Army, or noSeat
	rates     [MaxPlayers][Resources]int8
	owed      [MaxPlayers]int8            // cards still to discard
	discarded [MaxPlayers][Resources]int8 // cards discarded in this discard step, which the others see only once it ends
	gold      [MaxPlayers]int8            // resources a gold field (or finding one) lets each choose
	victims   uint8                       // the players the robber's move lets the mover rob
	theft     theft                       // the last card stolen this turn, which only its thief and victim see
	freeRoads int8                        // roads (or ships) left to place for a road building card

	offer   desk             // the offer of the player to move
	offerTo uint8            // the players it was made to, a bit each
	answer  [MaxPlayers]int8 // each player's answer to it
	counter [MaxPlayers]desk // each player's counter-offer: what they give and get
	offers  int8             // offers made this turn
	people  uint8            // the seats people play, a bit each (SetPeople): not in the position

	// The Unknown Island's set-up: the supply beside the board, what each
	// player took in the selection phase and has not yet laid, and the
	// number chips (face up in the selection phase, then in the bag).
	tiles        [terrains]int8
	harbourTiles [harbourKinds]int8
	harbourChips [harbourKinds]int8
	chips        [13]int8 // by number
	held         [MaxPlayers][terrains]int8
	heldChips    [MaxPlayers][13]int8
	heldHarbour  [MaxPlayers]int8 // the harbour a player took, noHarbour once laid or if none
	heldIsChip   [MaxPlayers]bool // it is a Seafarers harbour chip, not a tile
	island       [MaxHexes]int8   // whose start island a hex belongs to, noSeat
	orient       hset             // harbours found that wait for their finder to turn them
	finder       int8             // who turns them, or chooses a gold field's bonus

	step    step
	after   step // where a knight played before the roll returns to; where road building returns to
	resume  step // where play goes on after harbours are turned and gold chosen
	current int8 // whose turn it is
	builder int8 // in the special building phase, who may build
	setupN  int8 // settlements placed in the set-up; in the scenario's start payment, players paid
	last    int16
	devUsed bool // a development card was played this turn
	rolled  [2]int8
	turns   int16
	winner  int8
	toMove  [MaxPlayers]engine.Seat
	nToMove int8
	rng     engine.Rand
}

// theft is a card stolen: by whom, from whom, what (thief noSeat: none).
type theft struct {
	thief, victim int8
	card          Resource
}

var _ engine.State = (*State)(nil)

// Seats returns the number of players.
func (st *State) Seats() int { return int(st.seats) }

// ToMove lists who must decide: the player to move, the players discarding
// after a 7, none once the game is over.
func (st *State) ToMove() []engine.Seat { return st.toMove[:st.nToMove] }

// Over reports whether someone has won.
func (st *State) Over() bool { return st.step == stepOver }

// Turn returns the number of turns begun, all players together.
func (st *State) Turn() int { return int(st.turns) }

// Clone returns an independent copy.
func (st *State) Clone() engine.State {
	c := *st
	c.rec = nil
	return &c
}

// Record makes the following Applies tell r what they caused.
func (st *State) Record(r *engine.Recorder) { st.rec = r }

// SeatName names seat s by its colour.
func (st *State) SeatName(s engine.Seat, lang engine.Lang) string { return engine.SeatColour(s, lang) }

// board is the geometry the state is played on.
func (st *State) board() *Board { return st.layout.Board }

// setToMove makes seat s the one to move.
func (st *State) setToMove(s int8) {
	st.toMove[0], st.nToMove = engine.Seat(s), 1
}

// setNumber puts number chip n on hex h (0: takes it off).
func (st *State) setNumber(h int, n int8) {
	if old := st.number[h]; old != 0 {
		st.numbered[old].del(h)
	}
	st.number[h] = n
	if n != 0 {
		st.numbered[n].add(h)
	}
}

// cards returns how many resource cards seat p holds.
func (st *State) cards(p int8) int {
	n := 0
	for _, c := range &st.hand[p] { // & ranges in place: no copy of the hand, in playouts' hottest loop
		n += int(c)
	}
	return n
}

// holdsCards reports whether seat p holds a resource card.
func (st *State) holdsCards(p int8) bool { return st.hand[p] != [Resources]int8{} }

// vp returns seat p's victory points, hidden VP cards included.
func (st *State) vp(p int8) int {
	n := popcountV(&st.settlements[p]) + 2*popcountV(&st.cities[p]) + int(st.devs[p][VictoryPoint])
	if st.roadCard == p {
		n += SpecialCardVP
	}
	if st.armyCard == p {
		n += SpecialCardVP
	}
	return n
}

// publicVP returns seat p's victory points without VP cards in hand.
func (st *State) publicVP(p int8) int { return st.vp(p) - int(st.devs[p][VictoryPoint]) }

// canPay reports whether seat p holds cost. (It ORs the differences, whose
// sign says whether any resource is short, rather than stopping at the
// first short: one branch, which a random game's hands make hard to
// predict, instead of five.)
func (st *State) canPay(p int8, cost *[Resources]int8) bool {
	hand := &st.hand[p]
	short := int8(0)
	for r, c := range cost {
		short |= hand[r] - c
	}
	return short >= 0
}

// pay moves cost from seat p's hand to the bank.
func (st *State) pay(p int8, cost *[Resources]int8) {
	for r, c := range cost {
		st.hand[p][r] -= c
		st.bank[r] += c
	}
}
