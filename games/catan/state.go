package catan

import "shima/engine"

// step is what the game waits for.
type step uint8

const (
	stepSetupSettle  step = iota // set-up: place a settlement
	stepSetupRoad                // set-up: place a road at the settlement just placed
	stepRoll                     // the turn begins: roll (or play a development card first)
	stepDiscard                  // a 7: those holding more than 7 cards discard half, all at once
	stepRobber                   // move the robber
	stepSteal                    // choose whom to rob
	stepMain                     // trade and build, then end the turn
	stepRoadBuilding             // place the free roads of a road building card
	stepSpecialBuild             // 5-6 players: another player may build after the turn
	stepOffer                    // the player to move composes an offer to the others
	stepRespond                  // the players offered answer, all at once
	stepConfirm                  // the player to move trades with one who accepted, or with nobody
	stepOver
)

var stepKeys = [...]string{"setup_settlement", "setup_road", "roll", "discard", "robber", "steal", "main", "road_building",
	"special_build", "offer", "respond", "confirm", "over"}

// State is a game of Catan in progress. It is a plain value (no slices or
// maps), so copying it copies the game; the board's geometry is shared.
type State struct {
	layout *Layout
	seats  int8
	goal   int8 // VP to win
	bankN  int8 // cards of each resource in a full bank

	terrain [MaxHexes]Terrain
	number  [MaxHexes]int8
	harbour [MaxVertices]int8 // the harbour kind served at each intersection, or noHarbour
	robber  int16             // hex, or noHex while off the board

	roads       [MaxPlayers]eset
	settlements [MaxPlayers]vset
	cities      [MaxPlayers]vset
	built       vset // every settlement and city
	blocked     vset // intersections the distance rule closes: each building and its neighbours
	paths       eset // every road
	owner       [MaxVertices]int8

	hand      [MaxPlayers][Resources]int8
	bank      [Resources]int8
	deck      [maxDevCards]DevCard // the development deck; the top is deck[nDeck-1]
	nDeck     int8
	devs      [MaxPlayers][devKinds]int8 // development cards in hand
	fresh     [MaxPlayers][devKinds]int8 // of them, bought this turn
	knights   [MaxPlayers]int8           // knights played
	roadLen   [MaxPlayers]int8           // each player's longest road
	roadCard  int8                       // who holds Longest Road, or noSeat
	armyCard  int8                       // who holds Largest Army, or noSeat
	rates     [MaxPlayers][Resources]int8
	owed      [MaxPlayers]int8 // cards still to discard
	victims   uint8            // the players the robber's move lets the mover rob
	freeRoads int8             // roads left to place for a road building card

	offer   desk             // the offer of the player to move
	offerTo uint8            // the players it was made to, a bit each
	answer  [MaxPlayers]int8 // each player's answer to it
	counter [MaxPlayers]desk // each player's counter-offer: what they give and get
	offers  int8             // offers made this turn

	step    step
	after   step // where a knight played before the roll returns to
	current int8 // whose turn it is
	builder int8 // in the special building phase, who may build
	setupN  int8 // settlements placed in the set-up
	last    int16
	devUsed bool // a development card was played this turn
	rolled  [2]int8
	turns   int16
	winner  int8
	toMove  [MaxPlayers]engine.Seat
	nToMove int8
	rng     engine.Rand
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
	return &c
}

// SeatName names seat s by its colour.
func (st *State) SeatName(s engine.Seat, lang engine.Lang) string { return engine.SeatColour(s, lang) }

// board is the geometry the state is played on.
func (st *State) board() *Board { return st.layout.Board }

// setToMove makes seat s the one to move.
func (st *State) setToMove(s int8) {
	st.toMove[0], st.nToMove = engine.Seat(s), 1
}

// cards returns how many resource cards seat p holds.
func (st *State) cards(p int8) int {
	n := 0
	for _, c := range st.hand[p] {
		n += int(c)
	}
	return n
}

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

// canPay reports whether seat p holds cost.
func (st *State) canPay(p int8, cost *[Resources]int8) bool {
	for r, c := range cost {
		if st.hand[p][r] < c {
			return false
		}
	}
	return true
}

// pay moves cost from seat p's hand to the bank.
func (st *State) pay(p int8, cost *[Resources]int8) {
	for r, c := range cost {
		st.hand[p][r] -= c
		st.bank[r] += c
	}
}
