package sim_test

import (
	"bytes"
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/sim"
)

func TestLeagueSeatings(t *testing.T) {
	got := sim.LeagueSeatings(2, 3)
	want := [][]int{{0, 0, 1}, {0, 1, 0}, {0, 1, 1}, {1, 0, 0}, {1, 0, 1}, {1, 1, 0}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("2 bots at 3 seats: %v", got)
	}
	if n := len(sim.LeagueSeatings(3, 4)); n != 3*3*3*3-3 {
		t.Errorf("3 bots at 4 seats: %d seatings", n)
	}
}

// A league of three bots at three seats of Micronesia plays every seating
// equally often, so every bot sits in every seat equally often; the
// results it counts are those of the games' places, and greedy and mcts
// rate above random.
func TestLeague(t *testing.T) {
	cfg := sim.Config{Game: "micronesia", Bots: []string{"greedy", "random", "mcts:20"}, Games: 40, Seed: 5, Workers: 2}
	r, err := sim.RunLeague(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	l := r.League
	if r.Seats != 3 || r.Played != 48 || l == nil || l.Seatings != 24 || l.Rounds != 2 {
		t.Fatalf("%d seats, %d games (rounded up from 40 to whole rounds), league %+v", r.Seats, r.Played, l)
	}
	sat := [3][3]int{} // sat[bot][seat]
	score, results := [3][3]float64{}, [3][3]float64{}
	for _, g := range r.Games {
		for s, k := range g.Seating {
			sat[k][s]++
			for u, j := range g.Seating {
				if j == k {
					continue
				}
				results[k][j]++
				if g.Outcome.Ranks[s] < g.Outcome.Ranks[u] {
					score[k][j]++
				} else if g.Outcome.Ranks[s] == g.Outcome.Ranks[u] {
					score[k][j] += 0.5
				}
			}
		}
	}
	for k := range 3 {
		if sat[k] != sat[0] || sat[k][0] != sat[k][1] || sat[k][0] != sat[k][2] {
			t.Fatalf("seats taken by bot and seat: %v", sat)
		}
		for j := range 3 {
			if l.Score[k][j] != score[k][j] || l.Results[k][j] != results[k][j] {
				t.Fatalf("bot %d against %d: %g of %g, counted %g of %g", k, j, l.Score[k][j], l.Results[k][j], score[k][j], results[k][j])
			}
		}
	}
	if l.Anchor != "random" || l.Ratings[1].Rating != 0 || len(l.Ratings) != 3 {
		t.Fatalf("ratings %+v anchored on %s", l.Ratings, l.Anchor)
	}
	for _, k := range []int{0, 2} {
		b := l.Ratings[k]
		if b.Bot != cfg.Bots[k] || !(b.Low < b.Rating && b.Rating < b.High) || b.Low <= 0 {
			t.Errorf("%+v: not clearly above random", b)
		}
	}
	var table bytes.Buffer
	r.WriteTable(&table, engine.EN)
	for _, want := range []string{"League of 3 bots", "24 seatings", "(anchor)", "Results, row against column", "mcts:20"} {
		if !strings.Contains(table.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, table.String())
		}
	}
	if strings.Contains(table.String(), "Seats rotated") {
		t.Errorf("a league's table speaks of --rotate:\n%s", table.String())
	}
	// The same seed gives the same league with one worker.
	cfg.Workers = 1
	again, _ := sim.RunLeague(context.Background(), cfg)
	if !slices.EqualFunc(again.League.Ratings, l.Ratings, func(a, b sim.BotRating) bool { return a == b }) {
		t.Errorf("one worker: %+v, two: %+v", again.League.Ratings, l.Ratings)
	}
}

// At two seats a league is every pairing in both orders; ratings and the
// win matrix agree: a bot's score against another and the other's against
// it make up their results.
func TestLeagueTwoSeats(t *testing.T) {
	r, err := sim.RunLeague(context.Background(), sim.Config{Game: "micronesia", Seats: 4, Bots: []string{"random", "greedy"}, Games: 14, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	l := r.League
	if l.Seatings != 14 || r.Played != 14 {
		t.Fatalf("%d seatings, %d games", l.Seatings, r.Played)
	}
	if math.Abs(l.Score[0][1]+l.Score[1][0]-l.Results[0][1]) > 1e-9 || l.Results[0][1] != l.Results[1][0] {
		t.Errorf("scores %v of %v", l.Score, l.Results)
	}
}

func TestLeagueRefused(t *testing.T) {
	for _, cfg := range []sim.Config{
		{Game: "spiritisland", Bots: []string{"random", "greedy"}, Games: 10},
		{Game: "micronesia", Bots: []string{"random"}, Games: 10},
		{Game: "micronesia", Bots: []string{"random", "greedy", "random"}, Games: 100},
		{Game: "micronesia", Bots: []string{"random", "greedy"}, Games: 5},
		{Game: "micronesia", Seats: 7, Bots: []string{"random", "greedy"}, Games: 500},
		{Game: "micronesia", Bots: []string{"random", "deep-blue"}, Games: 10},
	} {
		if _, err := sim.RunLeague(context.Background(), cfg); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%+v: got %v, want a rejection", cfg, err)
		}
	}
	_, err := sim.RunLeague(context.Background(), sim.Config{Game: "spiritisland", Bots: []string{"random", "greedy"}, Games: 10})
	if ja := engine.Explain(err, engine.JA); !strings.Contains(ja, "協力ゲーム") {
		t.Errorf("in Japanese: %q", ja)
	}
}
