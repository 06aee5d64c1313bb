// Package catan plays Catan (カタン): the base game for 3-4 players and its
// 5-6 player extension, on which Seafarers' scenario The Unknown Island
// (未知の陸地) builds.
//
// RULES.md records how shima reads the rules' open points and POSITION.md
// the position format; data/boards.json holds the boards, with what in them
// is designed.
package catan

import (
	"shima/engine"
)

// Game is Catan for the engine registry.
type Game struct{}

func init() { engine.Register(Game{}) }

// Info names the game, its seat counts and options.
func (Game) Info() engine.Info {
	opts := make([]engine.Option, len(options))
	for i, o := range options {
		opts[i] = o.Option
	}
	return engine.Info{
		ID:       "catan",
		Name:     engine.T("Catan", "カタン"),
		MinSeats: MinPlayers,
		MaxSeats: MaxPlayers,
		Options:  opts,
		Ends: map[string]engine.Text{
			"goal":  engine.T("a player reached the victory points", "勝利点に到達"),
			"limit": engine.T("nobody won within the round limit", "規定ラウンド内に勝者なし"),
		},
	}
}

// New sets up a game: the base game on its board for the player count (the
// 5-6 player board for 5 or 6), dealt at random or the beginner board, the
// robber on the desert; or The Unknown Island on its frame, from the
// selection phase. The bank is full and the development cards shuffled;
// seat 0 begins.
func (g Game) New(cfg engine.Config) (engine.State, error) {
	info := g.Info()
	if err := info.Check(cfg); err != nil {
		return nil, err
	}
	rules := rulesOf(info, cfg)
	if err := rules.check(cfg.Seats); err != nil {
		return nil, err
	}
	st := newState(layouts[rules.layoutName(cfg.Seats)], cfg.Seats, rules)
	st.rng = engine.NewRand(cfg.Seed)
	for r := range st.bank {
		st.bank[r] = st.bankN
	}
	deck := devDeck[0]
	if cfg.Seats >= 5 {
		deck = devDeck[1]
	}
	for d, n := range deck {
		for range n {
			st.deck[st.nDeck] = DevCard(d)
			st.nDeck++
		}
	}
	st.shuffleDeck()
	if rules.UnknownIsland {
		st.startSelection()
		return st, nil
	}
	if rules.Beginner {
		for h, t := range st.layout.Fixed {
			st.terrain[h] = t
			st.setNumber(h, st.layout.Chips[h])
		}
		for _, hb := range st.layout.Harbours {
			st.placeHarbour(hb.Hex, hb.Kind, int8(hb.Side))
		}
	} else {
		st.deal()
	}
	st.robberToDesert()
	st.step = stepSetupSettle
	st.setToMove(0)
	return st, nil
}

// newState is an empty table for seats players by the rules on layout.
func newState(layout *Layout, seats int, rules Rules) *State {
	st := &State{layout: layout, seats: int8(seats), goal: baseGoal, bankN: baseBank, rules: rules,
		robber: noHex, pirate: noHex, roadCard: noSeat, armyCard: noSeat, winner: noSeat, theft: theft{thief: noSeat}}
	if seats >= 5 {
		st.bankN = extensionBank
	}
	if rules.UnknownIsland {
		st.goal = unknownGoal
	}
	for v := range st.owner {
		st.owner[v] = noSeat
	}
	for h := range st.harbourKind {
		st.harbourKind[h], st.harbourSide[h], st.island[h] = noHarbour, -1, noSeat
	}
	for p := range st.seats {
		st.rates[p] = [Resources]int8{4, 4, 4, 4, 4}
	}
	return st
}

// deal lays the terrains, numbers and harbours at random, dealing the
// numbers again until no two red numbers (6, 8) are neighbours.
func (st *State) deal() {
	l := st.layout
	var terr [MaxHexes]Terrain
	n := copy(terr[:], l.Terrains)
	st.rng.Shuffle(n, func(i, j int) { terr[i], terr[j] = terr[j], terr[i] })
	copy(st.terrain[:], terr[:n])
	var nums [MaxHexes]int8
	k := copy(nums[:], l.Numbers)
	for {
		st.rng.Shuffle(k, func(i, j int) { nums[i], nums[j] = nums[j], nums[i] })
		next := 0
		for h := range l.Interior {
			st.setNumber(h, 0)
			if produces[st.terrain[h]] >= 0 || st.terrain[h] == Gold {
				st.setNumber(h, nums[next])
				next++
			}
		}
		if !st.redNeighbours() {
			break
		}
	}
	var kinds [16]int8
	m := copy(kinds[:], l.Kinds)
	st.rng.Shuffle(m, func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	for i, hb := range l.Harbours {
		st.placeHarbour(hb.Hex, kinds[i], int8(hb.Side))
	}
}

// robberToDesert puts the robber on the (first) desert.
func (st *State) robberToDesert() {
	st.robber = noHex
	for h := range st.layout.Interior {
		if st.terrain[h] == Desert && st.robber == noHex {
			st.robber = int16(h)
		}
	}
}

// shuffleDeck shuffles the development cards.
func (st *State) shuffleDeck() {
	st.rng.Shuffle(int(st.nDeck), func(i, j int) { st.deck[i], st.deck[j] = st.deck[j], st.deck[i] })
}

// red reports whether a number chip is red: 6 or 8.
func red(n int8) bool { return n == 6 || n == 8 }

// redNeighbours reports whether two red numbers lie side by side.
func (st *State) redNeighbours() bool {
	b := st.board()
	for h := range b.Interior {
		if !red(st.number[h]) {
			continue
		}
		for _, n := range b.HexNeighbours[h] {
			if n >= 0 && n < b.Interior && red(st.number[n]) {
				return true
			}
		}
	}
	return false
}

// Load reads a position in the format of POSITION.md.
func (Game) Load(position []byte) (engine.State, error) { return loadPosition(position) }
