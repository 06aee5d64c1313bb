package spiritisland

import (
	"fmt"

	"shima/engine"
)

// The files' shapes (DATA.md). Notes and about texts are for people who
// transcribe; the loader reads them only to accept them.

// entry starts every keyed entry of the data.
type entry struct {
	Key  string      `json:"key"`
	Name engine.Text `json:"name"`
}

func (e entry) key() string { return e.Key }

type powersFile struct {
	About  string     `json:"about"`
	Powers []rawPower `json:"powers"`
}

type rawPower struct {
	entry
	Deck       string         `json:"deck"`
	Spirit     string         `json:"spirit"`
	Cost       *int8          `json:"cost"`
	Speed      string         `json:"speed"`
	Range      rawRange       `json:"range"`
	Target     rawTarget      `json:"target"`
	Elements   []string       `json:"elements"`
	Text       engine.Text    `json:"text"`
	Thresholds []rawThreshold `json:"thresholds"`
	Uncertain  []string       `json:"uncertain"`
	Note       string         `json:"note"`
}

type rawRange struct {
	From     string   `json:"from"`
	Distance *int8    `json:"distance"`
	Terrains []string `json:"terrains"`
}

type rawTarget struct {
	Kind     string   `json:"kind"`
	Terrains []string `json:"terrains"`
	Filter   []string `json:"filter"`
}

type rawThreshold struct {
	Elements map[string]int8 `json:"elements"`
	Text     engine.Text     `json:"text"`
	Fast     bool            `json:"fast"`
}

type spiritsFile struct {
	About   string      `json:"about"`
	Spirits []rawSpirit `json:"spirits"`
}

type rawSpirit struct {
	entry
	Complexity      string          `json:"complexity"`
	Growth          rawGrowth       `json:"growth"`
	Energy          []rawTrackSpace `json:"energy"`
	Cards           []rawTrackSpace `json:"cards"`
	Rules           []Rule          `json:"rules"`
	Innates         []rawInnate     `json:"innates"`
	Setup           []rawPlacement  `json:"setup"`
	Unique          []string        `json:"unique"`
	ProgressionNote string          `json:"progression_note"`
	Progression     []string        `json:"progression"`
	Note            string          `json:"note"`
}

type rawGrowth struct {
	Pick    int8                `json:"pick"`
	Always  []rawGrowthAction   `json:"always"`
	Options [][]rawGrowthAction `json:"options"`
}

type rawGrowthAction struct {
	Do     string    `json:"do"`
	Amount int8      `json:"amount"`
	Range  *int8     `json:"range"`
	Target rawTarget `json:"target"`
}

type rawTrackSpace struct {
	Energy     *int8  `json:"energy"`
	Cards      *int8  `json:"cards"`
	Element    string `json:"element"`
	ReclaimOne bool   `json:"reclaim_one"`
}

type rawInnate struct {
	entry
	Speed  string         `json:"speed"`
	Range  rawRange       `json:"range"`
	Target rawTarget      `json:"target"`
	Levels []rawThreshold `json:"levels"`
	Note   string         `json:"note"`
}

type rawPlacement struct {
	Count int8              `json:"count"`
	Rule  string            `json:"rule"`
	Lands map[string][]int8 `json:"lands"`
}

type fearFile struct {
	About string    `json:"about"`
	Fear  []rawFear `json:"fear"`
}

type rawFear struct {
	entry
	Levels []engine.Text `json:"levels"`
	Note   string        `json:"note"`
}

type blightFile struct {
	About  string      `json:"about"`
	Blight []rawBlight `json:"blight"`
}

type rawBlight struct {
	entry
	PerPlayer int8        `json:"per_player"`
	Text      engine.Text `json:"text"`
}

type invadersFile struct {
	About string       `json:"about"`
	Cards []rawInvader `json:"cards"`
	Deck  struct {
		Keep  [3]int `json:"keep"`
		Order string `json:"order"`
	} `json:"deck"`
	Adversaries []adversary `json:"adversaries"`
}

func (r rawInvader) key() string { return r.Key }

type rawInvader struct {
	Key        string   `json:"key"`
	Stage      int8     `json:"stage"`
	Terrains   []string `json:"terrains"`
	Coastal    bool     `json:"coastal"`
	Escalation bool     `json:"escalation"`
}

// adversary is an adversary's facts as the data holds them: names, texts,
// difficulty, fear decks and deck orders (adversary.go holds the rules).
type adversary struct {
	entry
	Difficulty int            `json:"difficulty"`
	Loss       *namedText     `json:"loss"`
	Escalation namedText      `json:"escalation"`
	Levels     []adversaryLvl `json:"levels"`
	Note       string         `json:"note"`
}

type namedText struct {
	Name engine.Text `json:"name"`
	Text engine.Text `json:"text"`
}

type adversaryLvl struct {
	Level      int         `json:"level"`
	Name       engine.Text `json:"name"`
	Difficulty int         `json:"difficulty"`
	Fear       [3]int      `json:"fear"`
	Text       engine.Text `json:"text"`
	Deck       string      `json:"deck"`
	Note       string      `json:"note"`
}

// adversaries holds the three adversaries' facts, checked (the adversary
// option's values name them by key).
var adversaries []adversary

type setupFile struct {
	About string `json:"about"`
	Fear  struct {
		PerPlayer int    `json:"per_player"`
		Deck      [3]int `json:"deck"`
	} `json:"fear"`
	Blight struct {
		PerPlayer       int    `json:"per_player"`
		Extra           int    `json:"extra"`
		NoCardPerPlayer int    `json:"no_card_per_player"`
		NoCardExtra     int    `json:"no_card_extra"`
		Note            string `json:"note"`
	} `json:"blight"`
	Spirit struct {
		Presence int `json:"presence"`
		Energy   int `json:"energy"`
	} `json:"spirit"`
}

func (s *setupFile) check() error {
	if s.Fear.PerPlayer <= 0 || s.Blight.PerPlayer <= 0 || s.Blight.NoCardPerPlayer <= 0 ||
		s.Blight.Extra < 0 || s.Blight.NoCardExtra < 0 || s.Spirit.Presence <= 0 || s.Spirit.Energy < 0 {
		return fmt.Errorf("a set-up number is missing or out of range")
	}
	for _, n := range s.Fear.Deck {
		if n <= 0 {
			return fmt.Errorf("fear deck %v: every terror level needs cards", s.Fear.Deck)
		}
	}
	return nil
}

// Names used in the data files.
var (
	terrainNames = map[string]Terrain{
		"ocean": Ocean, "jungle": Jungle, "mountain": Mountain, "sands": Sands, "wetland": Wetland,
	}
	elementNames = map[string]Element{
		"sun": Sun, "moon": Moon, "fire": Fire, "air": Air,
		"water": Water, "earth": Earth, "plant": Plant, "animal": Animal,
	}
	speedNames  = map[string]Speed{"fast": Fast, "slow": Slow}
	deckNames   = map[string]Deck{"unique": Unique, "minor": Minor, "major": Major}
	sourceNames = map[string]Source{"none": FromNone, "presence": FromPresence, "sacred-site": FromSacredSite}
	kindNames   = map[string]TargetKind{
		"land": TargetLand, "spirit": TargetSpirit, "another": TargetAnother, "yourself": TargetYourself,
	}
	filterNames = targetFilterNames() // powers.go: each with what it asks of a land
	growthNames = map[string]GrowthKind{
		"reclaim-all": ReclaimAll, "reclaim-one": ReclaimOne, "gain-power-card": GainPowerCard,
		"gain-energy": GainEnergy, "add-presence": AddPresence, "gain-card-play": GainCardPlay,
		"gather-presence-to-ocean": GatherPresenceToOcean, "push-presence-from-ocean": PushPresenceFromOcean,
	}
	complexities = map[string]bool{"low": true, "moderate": true, "high": true}
)
