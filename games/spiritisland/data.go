package spiritisland

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
)

// The components, read from the embedded data files (data/*.json, DATA.md)
// when the package starts; malformed embedded data panics then, so a bad
// transcription fails every test at once. Callers must not modify them.
var (
	// Powers holds the 90 power cards: the unique powers spirit by spirit
	// (in the order of Spirits), then the minor powers, then the major
	// powers, each group sorted by key.
	Powers []Power
	// PowerByKey is the index in Powers of each power's key.
	PowerByKey map[string]int

	// Spirits holds the 8 spirits: the four low-complexity spirits first.
	Spirits []Spirit
	// SpiritByKey is the index in Spirits of each spirit's key.
	SpiritByKey map[string]int

	// FearCards holds the 15 fear cards (不安カード).
	FearCards []FearCard
	// FearByKey is the index in FearCards of each fear card's key.
	FearByKey map[string]int

	// BlightCards holds the 2 blight cards (荒廃カード).
	BlightCards []BlightCard
	// BlightByKey is the index in BlightCards of each blight card's key.
	BlightByKey map[string]int

	// InvaderCards holds the 15 invader cards (侵略者カード), by stage; in a
	// stage the single-terrain cards in terrain order, then the coastal card.
	InvaderCards []InvaderCard
	// InvaderByKey is the index in InvaderCards of each invader card's key.
	InvaderByKey map[string]int
	// StageCards is how many invader cards each stage (I, II, III) has: 4, 5, 6.
	StageCards [3]int
	// StageDeck is how many cards of each stage the standard invader deck
	// keeps: 3, 4, 5 (one card of each stage goes back to the box unseen).
	StageDeck [3]int

	// FearPerPlayer is the fear markers in the fear pool per player: 4.
	FearPerPlayer int
	// FearDeck is how many fear cards go above the terror level II divider,
	// between the dividers, and below the terror level III divider: 3, 3, 3.
	FearDeck [3]int
	// BlightPerPlayer is the blight per player on a blight card's Healthy
	// Island side at set-up: 2 (plus BlightExtra).
	BlightPerPlayer int
	// BlightExtra is the blight added once to the pool at set-up: 1.
	BlightExtra int
	// NoCardBlightPerPlayer is the blight per player on the invader board's
	// printed space when no blight card is used: 5 (plus NoCardBlightExtra).
	NoCardBlightPerPlayer int
	// NoCardBlightExtra is the blight added once to that space at set-up: 1.
	NoCardBlightExtra int
	// PresencePerSpirit is each spirit's presence: 13, on its tracks and its
	// set-up lands.
	PresencePerSpirit int
	// StartingEnergy is each spirit's energy at set-up: 0.
	StartingEnergy int
)

//go:embed data/*.json
var dataFS embed.FS

func init() {
	d, err := parseData(dataFS)
	if err != nil {
		panic("spiritisland: the embedded component data is malformed: " + err.Error())
	}
	Powers, PowerByKey = d.powers, index(d.powers, func(p *Power) string { return p.Key })
	Spirits, SpiritByKey = d.spirits, index(d.spirits, func(s *Spirit) string { return s.Key })
	FearCards, FearByKey = d.fear, index(d.fear, func(f *FearCard) string { return f.Key })
	BlightCards, BlightByKey = d.blight, index(d.blight, func(b *BlightCard) string { return b.Key })
	InvaderCards, InvaderByKey = d.invaders, index(d.invaders, func(c *InvaderCard) string { return c.Key })
	StageCards, StageDeck = d.stageCards, d.stageDeck
	FearPerPlayer, FearDeck = d.setup.Fear.PerPlayer, d.setup.Fear.Deck
	BlightPerPlayer, BlightExtra = d.setup.Blight.PerPlayer, d.setup.Blight.Extra
	NoCardBlightPerPlayer, NoCardBlightExtra = d.setup.Blight.NoCardPerPlayer, d.setup.Blight.NoCardExtra
	PresencePerSpirit, StartingEnergy = d.setup.Spirit.Presence, d.setup.Spirit.Energy
	adversaries = d.adversaries
}

// Escalation reports whether the card shows the escalation flag, which sets
// off an adversary's escalation when the card is revealed: the stage II cards
// of one terrain have it, the coastal card does not.
func (c *InvaderCard) Escalation() bool { return c.Stage == 2 && !c.Coastal }

// index maps each key to its position.
func index[T any](xs []T, key func(*T) string) map[string]int {
	m := make(map[string]int, len(xs))
	for i := range xs {
		m[key(&xs[i])] = i
	}
	return m
}

// dataSet is everything the data files hold, checked.
type dataSet struct {
	powers      []Power
	spirits     []Spirit
	fear        []FearCard
	blight      []BlightCard
	invaders    []InvaderCard
	stageCards  [3]int
	stageDeck   [3]int
	setup       setupFile
	adversaries []adversary
}

// parseData reads and checks the data files of fsys (the embedded data/ in
// use; tests give it broken copies).
func parseData(fsys fs.FS) (*dataSet, error) {
	var d dataSet
	var pf powersFile
	var sf spiritsFile
	var ff fearFile
	var bf blightFile
	var inf invadersFile
	for _, f := range []struct {
		name string
		into any
	}{
		{"powers.json", &pf}, {"spirits.json", &sf}, {"fear.json", &ff},
		{"blight.json", &bf}, {"invaders.json", &inf}, {"setup.json", &d.setup},
	} {
		if err := decodeFile(fsys, "data/"+f.name, f.into); err != nil {
			return nil, err
		}
	}
	var err error
	if d.spirits, err = convertSpirits(sf.Spirits); err != nil {
		return nil, fmt.Errorf("data/spirits.json: %w", err)
	}
	if d.powers, err = convertPowers(pf.Powers, d.spirits); err != nil {
		return nil, fmt.Errorf("data/powers.json: %w", err)
	}
	if err = checkSpiritPowers(d.spirits, d.powers); err != nil {
		return nil, fmt.Errorf("data/spirits.json: %w", err)
	}
	if d.fear, err = convertFear(ff.Fear); err != nil {
		return nil, fmt.Errorf("data/fear.json: %w", err)
	}
	if d.blight, err = convertBlight(bf.Blight); err != nil {
		return nil, fmt.Errorf("data/blight.json: %w", err)
	}
	if err = convertInvaders(&inf, &d); err != nil {
		return nil, fmt.Errorf("data/invaders.json: %w", err)
	}
	if err = d.setup.check(); err != nil {
		return nil, fmt.Errorf("data/setup.json: %w", err)
	}
	return &d, nil
}

// decodeFile decodes one JSON file strictly: an unknown field is an error,
// so that a misspelt field cannot silently become a zero.
func decodeFile(fsys fs.FS, name string, into any) error {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(into); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if dec.More() {
		return fmt.Errorf("%s: data after the top-level value", name)
	}
	return nil
}
