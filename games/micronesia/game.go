// Package micronesia plays Micronesia (ミクロネシア, Toshihiro Hachisuka,
// Toydrop 2017): 3-4 tribal chiefs roll three dice to send their tribes
// (部族) to twelve islands (島), sacrificing tribes (生贄) to change dice, until
// one holds seven islands or one bursts.
//
// RULES.md records how shima reads the points the rulebook leaves open, and
// POSITION.md documents the position format.
package micronesia

import (
	"shima/engine"
)

// The game's fixed numbers, from the rulebook's components and setup.
const (
	Islands    = 12 // island cards 1 to 12 (島カード)
	TribesEach = 15 // tribe tokens per player (部族トークン)
	DiceCount  = 3  // dice rolled each turn
	WinIslands = 7  // holding this many islands ends the game with a win
	MinPlayers = 3
	MaxPlayers = 4
	dieSides   = 6
	noOwner    = -1
)

// Game is Micronesia for the engine registry.
type Game struct{}

func init() { engine.Register(Game{}) }

// Info names the game and its seat counts.
func (Game) Info() engine.Info {
	return engine.Info{
		ID:       "micronesia",
		Name:     engine.T("Micronesia", "ミクロネシア"),
		MinSeats: MinPlayers,
		MaxSeats: MaxPlayers,
		Ends: map[string]engine.Text{
			"seven": engine.T("seven islands", "7島に入植"),
			"burst": engine.T("burst", "バースト"),
		},
	}
}

// New sets up a game: empty islands, 15 tribes in every stock, and the first
// player's dice rolled. Seat 0 starts (the rulebook's start player).
func (g Game) New(cfg engine.Config) (engine.State, error) {
	info := g.Info()
	if err := info.Check(cfg); err != nil {
		return nil, err
	}
	st := &State{seats: int8(cfg.Seats), rng: engine.NewRand(cfg.Seed)}
	for i := range st.owner {
		st.owner[i] = noOwner
	}
	for s := range cfg.Seats {
		st.stock[s] = TribesEach
	}
	st.beginTurn(0)
	return st, nil
}

// Load reads a position in the format of POSITION.md.
func (Game) Load(position []byte) (engine.State, error) {
	return loadPosition(position)
}

// VP is the victory points an island is worth: 1-3 give 1, 4-6 give 2,
// 7-9 give 3 and 10-12 give 4.
func VP(island int) int { return (island-1)/3 + 1 }
