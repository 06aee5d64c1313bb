package spiritisland

import "shima/engine"

// The game's fixed numbers, from the summary and the components.
const (
	MaxSpirits   = 4
	MinSpirits   = 1
	maxPowers    = 128 // power cards fit a cards set
	handLimit    = 64  // no hand is larger
	invaderCards = 12  // the invader deck: 3 + 4 + 5
	maxFear      = 16  // the fear deck is 3 + 3 + 3 cards (adversaries change it)
	drawnPowers  = 4   // a gained power is chosen from 4 drawn
	noCard       = -1
	noSpirit     = -1
	noPower      = -1
)

// Piece is a kind of piece that lies on a land and takes damage.
type Piece uint8

// The pieces that have health (by their health: 1, 2, 3, 2).
const (
	Explorer Piece = iota
	Town
	City
	Dahan
	pieceKinds
)

// health is each piece's printed health (State.hp: the health in a game).
var health = [pieceKinds]int8{Explorer: 1, Town: 2, City: 3, Dahan: 2}

// pieceSet is a set of piece kinds, a bit each.
type pieceSet uint8

// invaderKinds are explorers, towns and cities.
const invaderKinds = pieceSet(1<<Explorer | 1<<Town | 1<<City)

func (s pieceSet) has(p Piece) bool { return s&(1<<p) != 0 }

// landState is what lies on a land. Pieces are counted by the health they
// have left (damage heals when time passes).
type landState struct {
	pieces   [pieceKinds][maxHealth + 1]int8 // [kind][health left]; index 0 unused
	blight   int8
	presence [MaxSpirits]int8
	defend   int8
	effects  uint16 // one-turn effects (skipRavage, …)
	avenge   int8   // damage owed by Vengeance of the Dead for pieces destroyed here
}

// One-turn effects on a land, cleared when time passes.
const (
	skipRavage   uint16 = 1 << iota // the next ravage here does not happen
	skipBuild                       // the next build here does not happen
	skipExplore                     // the next explore here does not happen
	dahanSafe                       // ravaging invaders deal no damage to the dahan here (Concealing Shadows)
	blightStays                     // blight added here stays on the blight card (Infinite Vitality)
	toughDahan                      // dahan here have +4 health (Infinite Vitality)
	dahanImmune                     // dahan here ignore damage and destroy effects (Infinite Vitality)
	vengeful                        // destroyed towns, cities and dahan here cause damage (Vengeance of the Dead)
	vengefulWide                    // … which may fall on the adjacent lands too
	strikeAtOnce                    // the dahan strike back as the invaders ravage, even those destroyed (Words of Warning)
	dreadful                        // fear a power generates here adds as much Defend (Dread Apparitions)
)

// count is how many pieces of kind p lie on the land.
func (l *landState) count(p Piece) int8 {
	h := l.pieces[p]
	return h[1] + h[2] + h[3] + h[4]
}

// invaders is how many explorers, towns and cities lie on the land.
func (l *landState) invaders() int8 {
	return l.count(Explorer) + l.count(Town) + l.count(City)
}

// addPieces puts n undamaged pieces of kind p on land l.
func (st *State) addPieces(l Land, p Piece, n int8) { st.lands[l].pieces[p][st.hp(p)] += n }

// cards is a set of power cards, a bit each by their index in Powers.
type cards [2]uint64

func (c *cards) add(i int)      { c[i>>6] |= 1 << (i & 63) }
func (c *cards) del(i int)      { c[i>>6] &^= 1 << (i & 63) }
func (c *cards) has(i int) bool { return c[i>>6]&(1<<(i&63)) != 0 }
func (c *cards) empty() bool    { return c[0]|c[1] == 0 }

// spiritPhase is where a spirit stands in the spirit phase.
type spiritPhase uint8

const (
	phaseGrowth   spiritPhase = iota // choosing a growth option
	phaseGrowing                     // resolving the option's actions
	phasePlay                        // choosing power cards to play
	phaseDone                        // done for this phase
	phaseFastDone                    // in the fast phase: done with it, its slow powers left for the slow phase
)

// spiritState is a spirit in play.
type spiritState struct {
	kind        int8 // index in Spirits
	energy      int8
	energyTrack int8 // presence taken from the energy track: spaces uncovered beyond the first
	cardTrack   int8 // presence taken from the card-play track
	destroyed   int8 // presence destroyed: out of the game
	hand        cards
	played      cards // played this turn
	discard     cards
	elements    Elements // this turn's elements
	extraPlays  int8     // cards it may play this turn beyond its track
	phase       spiritPhase
	unresolved  cards              // played cards whose power has not resolved yet this turn
	innates     uint8              // innate powers resolved (or skipped) this turn, a bit each
	madeFast    int8               // slow powers resolved in the fast phase this turn
	boon        int8               // slow powers it may resolve as fast this turn (Lightning's Boon)
	progressed  int8               // powers gained from its power progression
	drawn       [drawnPowers]int16 // the cards drawn for a power it is gaining
	nDrawn      int8
	repeat      int8  // Gift of Strength: it may repeat a card played this turn costing less than this (0: none)
	repeated    cards // cards it has repeated, or declined to repeat, this turn
	reach       int8  // range its powers gain this turn (Reaching Grasp)
	keep        int8  // played cards it may reclaim instead of discarding when time passes (Gift of Constancy)
	again       cards // played cards it will use a second time this turn (Powerstorm)
	entwined    uint8 // spirits whose presence its powers' range may count from this turn (Entwined Power), a bit each
	drowned     int8  // Ocean's Hungry Grasp: printed health of the drowned invaders on its panel, not yet traded for energy
	q           queue // its own decisions in the spirit phase
}

// step is the part of a round the game is in.
type step uint8

const (
	stepSpirit  step = iota // the spirit phase: every spirit at once
	stepFast                // the fast power phase
	stepInvader             // the invader phase (decisions only where players choose)
	stepSlow                // the slow power phase
	stepOver
)

// State is a game of Spirit Island. It is a plain value (no slices or
// maps), so copying it copies the game; the island's geometry is shared.
type State struct {
	// rec hears what Apply causes while someone listens (Record); nil in
	// clones and playouts. (First, so that the GC scans one word of the state.)
	rec    *engine.Recorder
	tl     *teller // what the action recorded so far has changed (events.go); nil unless recording
	island *Island
	seats  int8
	opts   options

	lands   [MaxLands]landState
	spirits [MaxSpirits]spiritState

	step  step
	round int16

	// The invader deck, its top at invaders[nInvaders-1], and the cards on
	// the invader board's spaces (noCard: none).
	invaders  [invaderCards]int8
	nInvaders int8
	explore   int8
	build     int8
	ravage    int8
	ravaged   uint16 // the invader cards discarded after their ravage, a bit each
	// England's High Immigration tile (level 3): the card on it (noCard:
	// none), and whether the tile is gone (a stage II card reached it).
	immigration     int8
	immigrationGone bool

	// Fear: the pool, the fear deck (top at fearDeck[nFear-1]; the terror
	// level follows from how many cards are gone), and the earned fear
	// cards waiting face down.
	fearPool int8
	fearDeck [maxFear]int8
	nFear    int8
	fearPer  [3]int8 // fear cards of each terror level in the deck at set-up
	earned   [maxFear]int8
	nEarned  int8
	feared   uint16 // the fear cards resolved (face up in the discard), a bit each

	// The fear cards' rules for this turn's invader actions (fearRules,
	// cleared when time passes), and the lands the players have chosen for
	// the fear card resolving ("each player chooses a different land").
	fearRules uint8
	fearLands LandSet

	// Blight: the pool on the card, the card (noCard: played without one)
	// and whether it is turned to its blighted side.
	blightPool int8
	blightCard int8
	blighted   bool

	// The minor and major power decks (tops at the end) and their discard
	// piles.
	minors    [maxPowers]int16
	nMinors   int8
	majors    [maxPowers]int16
	nMajors   int8
	discarded cards

	q         queue   // the power, fear card or invader action resolving
	pushedTo  LandSet // the lands pieces were pushed into by the power resolving
	resolver  int8    // the spirit resolving a power, noSpirit between powers
	power     int16   // the power resolving (a card's index, or innateBase+innate), noPower between powers
	powerLand Land    // the land the power resolving targets (NoLand: none, or a spirit)
	fearing   int8    // the fear card resolving in the invader phase, noCard when none is
	// The cities the power resolving has "destroyed" by To Dream a Thousand
	// Deaths (they stay, and a power destroys each once): dreamMark: land<<3 | health left.
	dreamt  [8]int16
	nDreamt int8
	// The fear cards turned face up while still in the fear deck or earned
	// (Spirits May Yet Dream), a bit each.
	revealed uint16
	avenging LandSet // lands where Vengeance of the Dead owes damage
	avenger  int8    // the spirit who cast Vengeance of the Dead

	toMove  [MaxSpirits]engine.Seat // who must decide now (findToMove)
	nToMove int8

	won, lost bool
	end       string // how the game ended (Outcome.End)
	rng       engine.Rand
}

var _ engine.State = (*State)(nil)

// Seats returns the number of spirits.
func (st *State) Seats() int { return int(st.seats) }

// Over reports whether the spirits have won or lost.
func (st *State) Over() bool { return st.step == stepOver }

// Turn returns the round, for statistics on game length.
func (st *State) Turn() int { return int(st.round) }

// Clone returns an independent copy.
func (st *State) Clone() engine.State {
	c := *st
	c.rec, c.tl = nil, nil
	return &c
}

// Record makes the following Applies tell r what they caused.
func (st *State) Record(r *engine.Recorder) { st.rec = r }

// spirit is the data of seat s's spirit.
func (st *State) spirit(s int8) *Spirit { return &Spirits[st.spirits[s].kind] }

// terror is the terror level: 1-3, 4 once the fear deck is empty (victory).
// Earning the last card of a level's group reveals the next level's divider.
func (st *State) terror() int {
	gone := int(st.fearPer[0]+st.fearPer[1]+st.fearPer[2]) - int(st.nFear)
	level := 1
	for i, n := range st.fearPer {
		if gone < int(n) {
			break
		}
		gone -= int(n)
		level = i + 2
	}
	return level
}
