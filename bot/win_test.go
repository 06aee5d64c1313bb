package bot_test

import (
	"fmt"
	"slices"
	"testing"

	"shima/bot"
	"shima/engine"
	_ "shima/games/all"
)

// winPosition is a position in which seat, to move, can win at once.
type winPosition struct {
	st   engine.State
	seat engine.Seat
	wins []engine.Action // the actions that win at once
	name string
}

// winsAtOnce reports whether seat playing a in st ends the game with seat
// its only winner (or its team winning), in st itself and in eight
// determinizations for seat, so that no card hidden from the seat and no
// chance decides it.
func winsAtOnce(st engine.State, seat engine.Seat, a engine.Action, r *engine.Rand) bool {
	for i := range 9 {
		c := st.Clone()
		if i > 0 {
			c = st.Determinize(seat, r)
		}
		if c.Apply(seat, a) != nil || !c.Over() || c.Outcome().Reward(seat) != 1 {
			return false
		}
	}
	return true
}

// winGame is how TestBotsTakeAWinAtOnce plays a game to find positions
// with a win at once.
type winGame struct {
	id           string
	seats, games int
	// player plays every seat: "random" plays the game's playout policy
	// (engine.Playout), random but for its rules of thumb.
	player string
	// start, if set, is the position the games start from, given a seed.
	start func(seed uint64) string
}

// winPositions plays g's games and returns the positions of their last
// decisions in which the seat to move can win at once.
func winPositions(t *testing.T, g winGame) []winPosition {
	t.Helper()
	var out []winPosition
	r := engine.NewRand(7)
	for seed := range uint64(g.games) {
		newGame := func() engine.State {
			var st engine.State
			var err error
			if g.start == nil {
				st, err = engine.NewState(g.id, engine.Config{Seats: g.seats, Seed: seed + 1})
			} else {
				st, err = engine.LoadPosition([]byte(g.start(seed + 1)))
			}
			if err != nil {
				t.Fatal(err)
			}
			return st
		}
		st := newGame()
		var played, buf []engine.Action
		players := make([]bot.Bot, g.seats)
		for i := range players {
			players[i], _ = bot.New("greedy", seed*10+uint64(i))
		}
		for n := 0; !st.Over() && n < 20000; n++ {
			s := st.ToMove()[0]
			var a engine.Action
			if g.player == "greedy" {
				a = players[s].Choose(st, s)
			} else {
				a = st.(engine.Playout).Playout(s, &r, buf)
			}
			played = append(played, a)
			if err := st.Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
		// Replay the game, looking at its last decisions.
		st = newGame()
		for i, a := range played {
			s := st.ToMove()[0]
			if i >= len(played)-lastDecisions {
				var wins []engine.Action
				for _, b := range st.Legal(s, nil) {
					if winsAtOnce(st, s, b, &r) {
						wins = append(wins, b)
					}
				}
				if f, ok := st.(engine.Finisher); ok && len(wins) > 0 && !f.MayWin(s) {
					t.Errorf("%s game %d, decision %d: seat %d wins at once with %q, but MayWin says it cannot", g.id, seed+1, i, s, st.Describe(wins[0], engine.EN))
				}
				if len(wins) > 0 {
					out = append(out, winPosition{st.Clone(), s, wins, fmt.Sprintf("%s game %d, decision %d", g.id, seed+1, i)})
				}
			}
			if err := st.Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// lastDecisions is how many of a game's last decisions are looked at for a
// win at once.
const lastDecisions = 30

// sixIslands is a Micronesia position in which red holds six islands, one
// tribe each, so that a seventh soon wins at once: a game ends in a burst
// long before anyone holds seven otherwise.
func sixIslands(seed uint64) string {
	return fmt.Sprintf(`{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[9,12,12],
		"islands":[{"island":1,"seat":0,"tribes":1},{"island":2,"seat":0,"tribes":1},{"island":3,"seat":0,"tribes":1},
		{"island":4,"seat":0,"tribes":1},{"island":5,"seat":0,"tribes":1},{"island":6,"seat":0,"tribes":1},
		{"island":8,"seat":1,"tribes":2},{"island":11,"seat":2,"tribes":2}],"dice":[2,3,5],"seed":%d}`, seed)
}

// Every bot but random takes a win at once wherever it has one, in every
// game: over the last decisions of games played by the playout policy
// (Spirit Island's by greedy bots, as the policy's spirits never win;
// Micronesia's from a red holding six islands), wherever the seat to move
// has an action that wins (whatever the cards hidden from it and the dice
// to come), greedy, lookahead, plan and mcts (with a budget too small to try
// every action) choose one of them; a game that tells when a seat may win
// (engine.Finisher) says it may there.
func TestBotsTakeAWinAtOnce(t *testing.T) {
	for _, g := range []winGame{
		{id: "catan", seats: 4, games: 6, player: "random"},
		{id: "micronesia", seats: 3, games: 6, player: "random", start: sixIslands},
		{id: "skymerchants", seats: 3, games: 6, player: "random"},
		{id: "skye", seats: 3, games: 6, player: "random"},
		{id: "spiritisland", seats: 1, games: 6, player: "greedy"},
	} {
		positions := winPositions(t, g)
		t.Logf("%s: %d positions with a win at once", g.id, len(positions))
		if len(positions) == 0 {
			t.Errorf("%s: no position with a win at once in %d games", g.id, g.games)
		}
		for _, spec := range []string{"greedy", "lookahead:2", "plan:2", "mcts:3"} {
			for i, p := range positions {
				b, _ := bot.New(spec, uint64(i))
				if a := b.Choose(p.st, p.seat); !slices.Contains(p.wins, a) {
					t.Errorf("%s, %s chose %q, not one of the %d winning actions (%q first)", p.name, spec,
						p.st.Describe(a, engine.EN), len(p.wins), p.st.Describe(p.wins[0], engine.EN))
				}
			}
		}
	}
}
