// Command fit refits Spirit Island's estimate (data/estimate.json): it
// plays games between bots with spirits, boards, adversaries and levels
// drawn at random, records the features (spiritisland.Features) of every
// round's start and whether the game was won, and fits a logistic model by
// Newton's method with a small ridge penalty (package logit). It prints the fit's log loss
// on the games held out (every fifth) beside a constant model's.
//
//	go run ./games/spiritisland/fit -games 2000 -bot greedy -out games/spiritisland/data/estimate.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"shima/bot"
	"shima/engine"
	"shima/games/spiritisland"
	"shima/internal/logit"
	"shima/internal/selfplay"
)

// sample is one round's start: its features and whether the game was won.
type sample struct {
	x    []float64
	won  bool
	game int
}

func main() {
	games := flag.Int("games", 2000, "games to play")
	botSpec := flag.String("bot", "greedy", "the bot of every spirit")
	players := flag.String("players", "1,2,4", "spirit counts to draw from, comma-separated")
	maxLevel := flag.Int("level", 3, "the highest adversary level to draw (levels 0 to this, adversary none or one of the three)")
	seed := flag.Uint64("seed", 1, "random seed")
	workers := flag.Int("workers", 2, "games played at once")
	ridge := flag.Float64("ridge", 1, "ridge penalty on the weights")
	out := flag.String("out", "", "write the weights here (estimate.json's format); none: print them")
	flag.Parse()
	var seats []int
	for _, p := range strings.Split(*players, ",") {
		n, err := strconv.Atoi(p)
		if err != nil {
			fail(err)
		}
		seats = append(seats, n)
	}
	samples := play(*games, *botSpec, seats, *maxLevel, *seed, *workers)
	var train, test []sample
	wins := 0
	for _, s := range samples {
		if s.game%5 == 4 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	for g := range *games {
		for _, s := range samples {
			if s.game == g {
				if s.won {
					wins++
				}
				break
			}
		}
	}
	w := fit(train, *ridge)
	rate := 0.0
	for _, s := range train {
		rate += b2f(s.won)
	}
	rate /= float64(len(train))
	fmt.Printf("%d games (%d won), %d round starts; held out: %d\n", *games, wins, len(samples), len(test))
	fmt.Printf("held-out log loss: model %.4f, constant %.4f\n", logLoss(w, test), constLoss(rate, test))
	file := spiritisland.EstimateFile{
		About: "Weights of the estimate's logistic model by feature (estimate.go: FeatureNames, Features): " +
			"the spirits' chance of winning from a round's start is 1/(1+exp(-sum of weight times feature)).",
		Fitted: fmt.Sprintf("go run ./games/spiritisland/fit -games %d -bot %s -players %s -level %d -seed %d -ridge %g: "+
			"%d round starts of %d games (%d won); held-out log loss %.4f (constant %.4f)",
			*games, *botSpec, *players, *maxLevel, *seed, *ridge, len(samples), *games, wins, logLoss(w, test), constLoss(rate, test)),
		Weights: map[string]float64{},
	}
	for i, name := range spiritisland.FeatureNames {
		file.Weights[name] = math.Round(w[i]*1e4) / 1e4
		fmt.Printf("%-16s %8.4f\n", name, w[i])
	}
	if *out == "" {
		return
	}
	b, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(*out, append(b, '\n'), 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fit:", err)
	os.Exit(1)
}

// adversaries are the adversary option's values a game draws from.
var adversaries = []string{"none", "brandenburg-prussia", "england", "sweden"}

// play plays the games on workers (package selfplay) and returns every
// round start's sample, game 0's first.
func play(games int, spec string, seats []int, maxLevel int, seed uint64, workers int) []sample {
	all, err := selfplay.Games(games, workers, os.Stderr, func(g int) ([]sample, error) {
		return playOne(g, spec, seats, maxLevel, seed)
	})
	if err != nil {
		fail(err)
	}
	return all
}

// playOne plays game g, its deal drawn from seed and g, and returns its
// round starts.
func playOne(g int, spec string, seats []int, maxLevel int, seed uint64) ([]sample, error) {
	r := engine.NewRand(seed*1_000_003 + uint64(g))
	n := seats[r.IntN(len(seats))]
	opts := map[string]string{"spirits": "random", "adversary": adversaries[r.IntN(len(adversaries))]}
	if opts["adversary"] != "none" {
		opts["level"] = strconv.Itoa(r.IntN(maxLevel + 1))
	}
	st, err := spiritisland.Game{}.New(engine.Config{Seats: n, Seed: r.Uint64(), Options: opts})
	if err != nil {
		return nil, err
	}
	bots := make([]bot.Bot, n)
	for i := range bots {
		if bots[i], err = bot.New(spec, r.Uint64()); err != nil {
			return nil, err
		}
	}
	xs, err := selfplay.Play(st, bots, func(st engine.State) ([]float64, bool) {
		if !st.(engine.Horizon).Settled() {
			return nil, false
		}
		return st.(*spiritisland.State).Features(nil), true
	})
	if err != nil {
		return nil, err
	}
	won := st.Outcome().Won
	out := make([]sample, len(xs))
	for i, x := range xs {
		out[i] = sample{x: x, won: won, game: g}
	}
	return out, nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// fit returns the weights of greatest likelihood less ridge/2 times the
// squared weights: the logistic model is a conditional logit between the
// spirits (the features) and the invaders (none), fitted by package logit.
func fit(samples []sample, ridge float64) []float64 {
	w, err := logit.Fit(asLogit(samples), ridge, 50)
	if err != nil {
		fail(err)
	}
	return w
}

// logLoss is the mean negative log-likelihood of the samples under w.
func logLoss(w []float64, samples []sample) float64 {
	return logit.LogLoss(w, asLogit(samples))
}

// asLogit makes each sample a choice between the spirits, with its
// features, and the invaders, with none, won by the spirits or not.
func asLogit(samples []sample) []logit.Sample {
	out := make([]logit.Sample, len(samples))
	for i, s := range samples {
		out[i] = logit.Sample{X: [][]float64{s.x, make([]float64, len(s.x))}, Reward: []float64{b2f(s.won), 1 - b2f(s.won)}}
	}
	return out
}

// constLoss is logLoss for a model that gives every sample chance p.
func constLoss(p float64, samples []sample) float64 {
	loss := 0.0
	for _, s := range samples {
		loss += crossEntropy(p, s.won)
	}
	return loss / float64(len(samples))
}

func crossEntropy(p float64, won bool) float64 {
	if won {
		return -math.Log(max(p, 1e-12))
	}
	return -math.Log(max(1-p, 1e-12))
}
