package catan

import (
	"context"
	"math"
	"testing"

	"shima/bot"
	"shima/engine"
	"shima/internal/long"
	"shima/sim"
)

// The fitted models load, one for each scenario, with the features of the code.
func TestEstimateModelsLoad(t *testing.T) {
	if modelsErr != nil {
		t.Fatal(modelsErr)
	}
	for _, s := range []string{"base", "unknown-island"} {
		if models[s] == nil {
			t.Errorf("no fitted model for scenario %s", s)
		}
	}
	if _, err := loadModels([]byte(`{"models": {"base": {"features": ["vp"], "weights": [1]}}}`)); err == nil {
		t.Error("a model of other features loaded")
	}
}

// The estimate is a chance for each player that adds up to 1, and a
// player who builds a city is the likelier to win for it.
func TestEstimateFavoursACity(t *testing.T) {
	s, _ := Game{}.New(engine.Config{Seats: 4, Seed: 7})
	st := s.(*State)
	r := engine.NewRand(3)
	for st.turns < 20 || st.step != stepMain || popcountV(&st.settlements[st.current]) == 0 || st.citiesLeft(st.current) == 0 {
		seat := st.ToMove()[0]
		if err := st.Apply(seat, st.Playout(seat, &r, nil)); err != nil {
			t.Fatal(err)
		}
	}
	p := st.current
	st.take(p, Ore, 3)
	st.take(p, Grain, 2)
	before := st.Evaluate(nil)
	sum := 0.0
	for _, x := range before {
		sum += x
	}
	if math.Abs(sum-1) > 1e-9 || len(before) != 4 {
		t.Fatalf("estimates %v", before)
	}
	for _, a := range st.Legal(engine.Seat(p), nil) {
		if kindOf(a) == kindCity {
			now := after(t, st, engine.Seat(p), a).Evaluate(nil)
			if now[p] <= before[p] {
				t.Errorf("%s lowered the builder's chance from %.3f to %.3f", st.Describe(a, engine.EN), before[p], now[p])
			}
			return
		}
	}
	t.Fatal("no city to build")
}

// In the set-up, the lookahead bot settles on the one intersection on 6,
// 8 and 5 of a board of 2s and 12s.
func TestLookaheadSettlesOnTheRichSite(t *testing.T) {
	st := setupGame(t)
	for h := range st.board().Interior {
		if st.number[h] != 0 {
			st.number[h] = [2]int8{2, 12}[h%2]
		}
	}
	rich := st.vertexWith(t, 3, nil)
	for k, h := range st.landHexes(rich) {
		st.number[h] = [3]int8{6, 8, 5}[k]
	}
	b, _ := bot.New("lookahead:8", 1)
	if a, want := b.Choose(st, 0), pack(kindSettle, rich, 0); a != want {
		t.Errorf("lookahead settles %s, want %s", st.Describe(a, engine.EN), st.Describe(want, engine.EN))
	}
}

// The lookahead bot wins more than its share (a quarter) of 4-player games
// against three greedy bots, seats rotated (a long run).
func TestLookaheadBeatsGreedy(t *testing.T) {
	if !long.On() {
		t.Skip("a long run: SHIMA_LONG=1")
	}
	games := 400
	res, err := sim.Run(context.Background(), sim.Config{Game: "catan", Seats: 4, Games: games, Seed: 1, Workers: 2, Rotate: true,
		Bots: []string{"lookahead", "greedy", "greedy", "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	w := res.PerBot[0].WinRate
	if w <= 0.25 {
		t.Errorf("lookahead won %.1f%% of %d games against three greedy bots", 100*w, games)
	}
	t.Logf("lookahead won %.1f%% of %d games against three greedy bots", 100*w, games)
}

// BenchmarkLookaheadSetup is the lookahead bot's first set-up placement
// of a 4-player game: its longest kind of decision.
func BenchmarkLookaheadSetup(b *testing.B) {
	s, _ := Game{}.New(engine.Config{Seats: 4, Seed: 1})
	l, _ := bot.New("lookahead", 1)
	for b.Loop() {
		l.Choose(s, 0)
	}
}

// BenchmarkEvaluate is the estimate of a midgame state.
func BenchmarkEvaluate(b *testing.B) {
	st := midgame(b)
	buf := make([]float64, 0, 4)
	b.ReportAllocs()
	for b.Loop() {
		buf = st.Evaluate(buf[:0])
	}
}
