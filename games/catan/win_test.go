package catan

import (
	"os"
	"slices"
	"testing"

	"shima/bot"
	"shima/engine"
)

// winsNow lists the actions with which the player to move in st wins at
// once.
func winsNow(st *State) []engine.Action {
	p := st.ToMove()[0]
	var wins []engine.Action
	for _, a := range st.Legal(p, nil) {
		c := st.Clone()
		if c.Apply(p, a) == nil && c.Over() && c.Outcome().Reward(p) == 1 {
			wins = append(wins, a)
		}
	}
	return wins
}

// Issue 34's positions (testdata/win_*.json), in which the player to move
// wins at once: blue by a city on 17 or 29 (win_city), by a settlement on
// any of seven intersections (win_settlements), by a city on 11, 30, 49 or
// 50 with grain to trade at the bank (win_city_or_trade). Every bot takes a
// win, and mcts names it as its best candidate with a win estimate of 1,
// as `shima position best` and the engine's `best` report it. Before, the
// advice to offer a trade came before any search (greedy and mcts offered
// one in the first two), and in the third mcts:5000 traded 3 brick for 1
// grain and plan built a road.
func TestBotsTakeTheWin(t *testing.T) {
	for _, c := range []struct {
		file string
		wins int
	}{{"win_city.json", 2}, {"win_settlements.json", 7}, {"win_city_or_trade.json", 4}} {
		data, err := os.ReadFile("testdata/" + c.file)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Game{}.Load(data)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		st := s.(*State)
		wins := winsNow(st)
		if len(wins) != c.wins {
			t.Fatalf("%s: %d actions win at once, want %d", c.file, len(wins), c.wins)
		}
		p := st.ToMove()[0]
		for _, spec := range []string{"greedy", "lookahead", "plan", "mcts:5000"} {
			b, _ := bot.New(spec, 1)
			a := b.Choose(st, p)
			if !slices.Contains(wins, a) {
				t.Errorf("%s: %s chose %q, not a win", c.file, spec, st.Describe(a, engine.EN))
			}
			if m, ok := b.(*bot.MCTS); ok {
				if cs := m.Candidates(); len(cs) == 0 || cs[0].Action != a || cs[0].Win != 1 {
					t.Errorf("%s: %s's candidates %+v do not name its win first", c.file, spec, cs)
				}
			}
		}
	}
}

// No action brings its player more than maxGain VP, so MayWin never says
// a seat cannot win where it can: over games played by the playout policy,
// every legal action of every decision near the goal, in the base game and
// The Unknown Island.
func TestMayWin(t *testing.T) {
	wins := 0
	for _, options := range []map[string]string{nil, {"scenario": "unknown-island"}} {
		for seed := range uint64(8) {
			s, err := Game{}.New(engine.Config{Seats: 4, Seed: seed + 1, Options: options})
			if err != nil {
				t.Fatal(err)
			}
			st := s.(*State)
			r := engine.NewRand(seed)
			var buf []engine.Action
			for !st.Over() {
				p := st.ToMove()[0]
				if before := st.vp(int8(p)); before+maxGain+2 >= int(st.goal) {
					for _, a := range st.Legal(p, nil) {
						c := st.Clone().(*State)
						if err := c.Apply(p, a); err != nil {
							t.Fatal(err)
						}
						if gain := c.vp(int8(p)) - before; gain > maxGain {
							t.Fatalf("%s brought %d VP, more than %d", st.Describe(a, engine.EN), gain, maxGain)
						}
						if c.Over() && c.winner == int8(p) {
							wins++
							if !st.MayWin(p) {
								t.Fatalf("%s wins, but MayWin says seat %d cannot", st.Describe(a, engine.EN), p)
							}
						}
					}
				}
				if err := st.Apply(p, st.Playout(p, &r, buf)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if wins == 0 {
		t.Error("no action won at once")
	}
}
