package catan

import (
	"slices"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
	"shima/internal/long"
)

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Seeds: 120, Deep: 4, Undecided: []string{"limit"}, Events: baseEvents})
}

// baseEvents are the kinds of event the base game tells (EVENTS.md);
// scenarioEvents those of The Unknown Island, whose lean runs (a few
// playouts) never empty the bank.
var (
	baseEvents = []string{"roll", "produce", "shortage", "discard", "robber", "steal", "settlement", "city", "road",
		"dev-card", "knight", "road-building", "plenty", "monopoly", "longest-road", "largest-army",
		"offer", "accept", "decline", "counter", "trade", "no-trade", "bank-trade", "end-turn", "vp-cards", "end"}
	scenarioEvents = append(slices.DeleteFunc(slices.Clone(baseEvents), func(k string) bool { return k == "shortage" }), "gold", "pirate", "ship", "move-ship", "explore", "fill", "tile", "chip",
		"harbour", "start-pay", "pick", "gold-choice", "reveal")
)

// The Unknown Island, in shima's readings and in the others the options
// give.
func TestConformanceUnknownIsland(t *testing.T) {
	for _, opts := range []map[string]string{
		{"scenario": "unknown-island"},
		{"scenario": "unknown-island", "pirate": "current", "island": "loose", "harbours": "buy", "gold_bonus": "none", "numbers": "split", "golds": "swapped"},
	} {
		kinds := append(slices.Clone(scenarioEvents), "pick-harbour", "set-aside")
		if opts["harbours"] == "buy" { // harbours are bought, not picked
			kinds = append(kinds[:len(kinds)-2], "buy-harbour")
		}
		if long.On() { // the bank runs short only in the long runs' longer games
			kinds = append(kinds, "shortage")
		}
		enginetest.Run(t, Game{}, enginetest.Options{Seeds: 24, Deep: 1, Options: opts, Undecided: []string{"limit"}, Events: kinds})
	}
}

// The beginner board is the fixed one of data/boards.json, for 3-4 players
// only, and plays to the end.
func TestBeginnerBoard(t *testing.T) {
	l := layouts["base"]
	for seats := 3; seats <= 4; seats++ {
		s, err := Game{}.New(engine.Config{Seats: seats, Seed: 9, Options: map[string]string{"setup": "beginner"}})
		if err != nil {
			t.Fatal(err)
		}
		st := s.(*State)
		for h := range l.Interior {
			if st.terrain[h] != l.Fixed[h] || st.number[h] != l.Chips[h] {
				t.Fatalf("hex %d: %v %d, want %v %d", h+1, st.terrain[h], st.number[h], l.Fixed[h], l.Chips[h])
			}
		}
		if st.terrain[st.robber] != Desert {
			t.Errorf("the robber starts on hex %d, not the desert", st.robber+1)
		}
		playOut(t, st, 3)
	}
	for seats := 5; seats <= 6; seats++ {
		if _, err := (Game{}).New(engine.Config{Seats: seats, Options: map[string]string{"setup": "beginner"}}); err == nil {
			t.Errorf("a beginner board for %d players", seats)
		}
	}
}

// playOut plays st to the end at random, checking it after every action.
func playOut(t *testing.T, st *State, seed uint64) {
	t.Helper()
	r := engine.NewRand(seed)
	for n := 0; !st.Over(); n++ {
		s := st.ToMove()[r.IntN(len(st.ToMove()))]
		legal := st.Legal(s, nil)
		if err := st.Apply(s, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		if err := st.Check(); err != nil {
			t.Fatalf("after %d actions: %v", n, err)
		}
	}
}

// The boards' geometry: the base board has 19 hexes, 54 intersections and
// 72 paths; the 5-6 player board 30, 80 and 109 (a hex map's paths are its
// intersections and hexes less one).
func TestBoardGeometry(t *testing.T) {
	for _, c := range []struct {
		name                     string
		hexes, vertices, edges   int
		frame, harbours, numbers int
	}{
		{"base", 19, 54, 72, 18, 9, 18},
		{"base-6", 30, 80, 109, 22, 11, 28},
	} {
		l := layouts[c.name]
		if l.Interior != c.hexes || l.Vertices() != c.vertices || l.Edges() != c.edges || len(l.Hexes)-l.Interior != c.frame ||
			len(l.Harbours) != c.harbours || len(l.Numbers) != c.numbers {
			t.Errorf("%s: %d hexes, %d intersections, %d paths, frame %d, %d harbours, %d numbers; want %+v",
				c.name, l.Interior, l.Vertices(), l.Edges(), len(l.Hexes)-l.Interior, len(l.Harbours), len(l.Numbers), c)
		}
	}
}

// A random board never puts a 6 beside an 8 (or two of either side by side).
func TestRandomBoardsKeepRedNumbersApart(t *testing.T) {
	for seed := range uint64(300) {
		for _, seats := range []int{4, 6} {
			s, err := Game{}.New(engine.Config{Seats: seats, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if st := s.(*State); st.redNeighbours() {
				t.Fatalf("seed %d, %d seats: red numbers side by side", seed, seats)
			}
		}
	}
}
