// Package skymerchants plays Merchants of Sky Islands (空島の商人, Toshiaki
// Sato, 2024): 2-4 merchants lay sky-island tiles, collect wine, canvas and
// flight-stone from airships, and build trading houses, towers and harbours
// to hold the most influence on the islands they grow.
//
// The printed tiles are only pictured in the rulebook, so the tile set in
// data/tiles.json is a designed one (TILES.md); RULES.md records how shima
// reads the rulebook's open points and POSITION.md the position format.
package skymerchants

import "shima/engine"

// The game's numbers, from the rulebook's components and setup.
const (
	TileCount      = 40 // sky-island tiles (空島タイル)
	MaxRegions     = 3  // island parts a tile may show
	MinPlayers     = 2
	MaxPlayers     = 4
	TurnsEach      = 10 // turns per player
	HandSize       = 2  // tiles in hand
	HousesEach     = 11 // trading houses to build: 12 per colour, one marks the score
	TowerSupply    = 12
	HarbourSupply  = 12
	CubesPerColour = 20
	KeepCubes      = 3 // cubes a player may keep at the end of a turn
	TradeIn        = 3 // cubes of one colour traded for one of any colour
)

// Game is Merchants of Sky Islands for the engine registry.
type Game struct{}

func init() { engine.Register(Game{}) }

// Info names the game and its seat counts.
func (Game) Info() engine.Info {
	return engine.Info{
		ID:       "skymerchants",
		Name:     engine.T("Merchants of Sky Islands", "空島の商人"),
		MinSeats: MinPlayers,
		MaxSeats: MaxPlayers,
		Ends:     map[string]engine.Text{"turns": engine.T("ten turns each", "各10手番")},
	}
}

// New sets up a game: the start tile in the middle, tiles shuffled and put
// away by player count (2: 20 used, 3: 30, 4: all 40), two tiles dealt to each
// hand, the supply full. Seat 0 starts.
func (g Game) New(cfg engine.Config) (engine.State, error) {
	info := g.Info()
	if err := info.Check(cfg); err != nil {
		return nil, err
	}
	st := &State{seats: int8(cfg.Seats), rng: engine.NewRand(cfg.Seed), towers: TowerSupply, harbours: HarbourSupply, last: -1}
	for i, q := range tileSet.Start {
		st.put(int8(startIndex+i), q.X, q.Y, 0)
	}
	for c := range st.supply {
		st.supply[c] = CubesPerColour
	}
	var order [TileCount]int8
	for i := range order {
		order[i] = int8(i)
	}
	st.rng.Shuffle(TileCount, func(i, j int) { order[i], order[j] = order[j], order[i] })
	used := TurnsEach * cfg.Seats
	st.nBoxed = int8(copy(st.boxed[:], order[used:]))
	st.nPile = int8(copy(st.pile[:], order[:used]))
	for s := range cfg.Seats {
		st.houses[s] = HousesEach
		for h := range HandSize {
			st.hands[s][h] = st.draw()
		}
	}
	st.beginTurn(0)
	return st, nil
}

// Load reads a position in the format of POSITION.md.
func (Game) Load(position []byte) (engine.State, error) { return loadPosition(position) }
