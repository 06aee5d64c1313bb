package spiritisland

import "shima/engine"

// Terrain is a land's terrain; the ocean is a land of its own kind.
type Terrain uint8

// The terrains.
const (
	Ocean Terrain = iota
	Jungle
	Mountain
	Sands
	Wetland
	terrains
)

// Terrains is a set of terrains, a bit each.
type Terrains uint8

// Has reports whether t is in the set.
func (s Terrains) Has(t Terrain) bool { return s&(1<<t) != 0 }

// Element is one of the eight elements (エレメント), in the cards' order.
type Element uint8

// The elements.
const (
	Sun Element = iota
	Moon
	Fire
	Air
	Water
	Earth
	Plant
	Animal
	elements
)

// elementTexts name the elements.
var elementTexts = []engine.Text{
	Sun: engine.T("sun", "太陽"), Moon: engine.T("moon", "月"), Fire: engine.T("fire", "火"), Air: engine.T("air", "風"),
	Water: engine.T("water", "水"), Earth: engine.T("earth", "大地"), Plant: engine.T("plant", "植物"), Animal: engine.T("animal", "動物"),
}

// Elements counts elements: those a card shows, those a spirit has this
// turn, or those a threshold needs.
type Elements [elements]int8

// Meets reports whether e holds at least the elements of need.
func (e *Elements) Meets(need *Elements) bool {
	for i, n := range need {
		if e[i] < n {
			return false
		}
	}
	return true
}

// Speed is when a power resolves: in the fast or the slow phase.
type Speed uint8

// The speeds.
const (
	Fast Speed = iota
	Slow
)

// Deck is where a power card comes from.
type Deck uint8

// The decks: a spirit's unique powers, the minor and the major powers.
const (
	Unique Deck = iota
	Minor
	Major
)

// Source is what a power's range counts from.
type Source uint8

// The sources: none (any land, or a spirit), the spirit's presence, its
// sacred sites (lands with 2 or more of its presence).
const (
	FromNone Source = iota
	FromPresence
	FromSacredSite
)

// Range is how far from its source a power reaches.
type Range struct {
	Source   Source
	Distance int8     // lands away; 0: the source's own lands
	Terrains Terrains // the source lands must be of these terrains; 0: any
}

// LandFilter is what a target land must hold or be, a bit each; 0: any land.
// Each bit has its name and test in targetFilters (powers.go).
type LandFilter uint16

// The land filters.
const (
	WithDahan    LandFilter = 1 << iota // dahan in it
	WithInvaders                        // an explorer, town or city in it
	WithBlight                          // blight in it
	NoBlight                            // no blight in it
	NoInvaders                          // no invaders in it
	Coastal                             // next to the ocean
	Inland                              // not coastal

	// WithDahanOrInvaders: dahan or an invader in it (Bringer of Dreams and
	// Nightmares' growth), a bit of its own because the bits above must all hold.
	WithDahanOrInvaders
)

// TargetKind is what a power targets.
type TargetKind uint8

// The target kinds.
const (
	TargetLand     TargetKind = iota // a land in range
	TargetSpirit                     // any spirit, the caster included
	TargetAnother                    // another spirit
	TargetYourself                   // the caster
)

// Target is what a power may target: a land of Terrains (0: any) passing
// Filter, or a spirit.
type Target struct {
	Kind     TargetKind
	Terrains Terrains
	Filter   LandFilter
}

// Threshold is a level of an innate power, or a card's threshold: its
// elements and what it does, in shima's own words.
type Threshold struct {
	Elements Elements
	Text     engine.Text
	Fast     bool // an innate's level that only lets the power resolve as fast (Thunderspeaker's)
}

// Power is a power card.
type Power struct {
	Key        string // e.g. "raging-storm": how code, positions and the API name it
	Name       engine.Text
	Deck       Deck
	Spirit     string // the spirit whose unique power it is, "" for minors and majors
	Cost       int8
	Speed      Speed
	Range      Range
	Target     Target
	Elements   Elements
	Text       engine.Text // what it does, in shima's own words
	Thresholds []Threshold // majors and some minors: what it does more with these elements
}

// Innate is an innate power printed on a spirit's panel: its levels
// resolve, in order, those whose elements the spirit has.
type Innate struct {
	Key    string
	Name   engine.Text
	Speed  Speed
	Range  Range
	Target Target
	Levels []Threshold
}

// GrowthKind is a kind of growth action.
type GrowthKind uint8

// The growth actions.
const (
	ReclaimAll            GrowthKind = iota // take back every discarded power card
	ReclaimOne                              // take back one discarded power card
	GainPowerCard                           // gain a power card (minor or major)
	GainEnergy                              // gain Amount energy
	AddPresence                             // add a presence from a track within Range of one's presence, to a land passing Target
	GainCardPlay                            // play Amount more card this turn
	GatherPresenceToOcean                   // Ocean's Hungry Grasp: into each ocean next to its presence, move one there
	PushPresenceFromOcean                   // Ocean's Hungry Grasp: from each ocean with its presence, move one to a coastal land
)

// GrowthAction is one action of a growth option.
type GrowthAction struct {
	Kind   GrowthKind
	Amount int8
	Range  int8   // AddPresence: lands from one's presence; -1: any land passing Target
	Target Target // AddPresence: where the presence may go (Terrains 1<<Ocean: an ocean)
}

// Growth is a spirit's growth: pick Pick of the options (each whole), and
// Always comes with every pick.
type Growth struct {
	Pick    int8
	Always  []GrowthAction
	Options [][]GrowthAction
}

// TrackSpace is a space of a presence track: what it gives once uncovered.
type TrackSpace struct {
	Energy     int8 // energy a turn, on the energy track (0: none)
	CardPlays  int8 // cards a turn, on the card track (0: none)
	Element    int8 // an element it adds each turn, -1 for none
	ReclaimOne bool // reclaim one card each turn
	AnyElement bool // an element of the spirit's choice each turn
}

// Rule is a spirit's special rule: its name and what it does.
type Rule struct {
	Name engine.Text
	Text engine.Text
}

// Placement is part of a spirit's set-up: Count presence in a land of its
// starting board, one of Lands (several: the player chooses).
type Placement struct {
	Count int8
	Lands [4][]int8 // by board A-D, the land numbers it may go to
}

// Spirit is a spirit: its panel, its unique powers and its set-up.
type Spirit struct {
	Key         string // e.g. "lightnings-swift-strike"
	Name        engine.Text
	Complexity  string
	Growth      Growth
	Energy      []TrackSpace // the energy track; the first space is uncovered at the start
	Cards       []TrackSpace // the card-play track
	Rules       []Rule
	Innates     []Innate
	Setup       []Placement
	Unique      []string // its unique powers' keys
	Progression []string // power progression: the keys of the powers it gains, in order ("" if none)
}

// FearCard is a fear card: what it does at each terror level.
type FearCard struct {
	Key    string
	Name   engine.Text
	Levels [3]engine.Text
}

// BlightCard is a blight card: its blighted side's blight per player and
// what it does once the island is blighted.
type BlightCard struct {
	Key       string
	Name      engine.Text
	PerPlayer int8
	Text      engine.Text
}

// InvaderCard is an invader card: its stage and the lands it names, by
// terrain (stage III cards name two), or the coastal lands.
type InvaderCard struct {
	Key      string // e.g. "jungle-1" (stage I), "jungle-2" (stage II), "coastal", "mountain+sands"
	Stage    int8
	Terrains Terrains
	Coastal  bool
}
