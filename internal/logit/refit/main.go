// Command refit refits a game's estimate (games/<id>/data/estimate.json,
// engine.Horizon's Estimate): it plays games between bots, the seating
// turned by one each game, takes every player's features (logit.Features)
// at every settled position (engine.Horizon's Settled) of a game in
// progress, and fits the weights of a conditional logit model of who wins
// (logit.Fit). It replaces the model for that number of players and keeps
// the others. Run from the repository's root, for example:
//
//	go run ./internal/logit/refit -game micronesia -bots greedy,greedy,greedy -games 3000 -seed 1
//
// The same flags give the same file, whatever the number of workers.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"strconv"
	"strings"

	"shima/engine"
	_ "shima/games/all"
	"shima/internal/logit"
	"shima/internal/selfplay"
)

func main() {
	id := flag.String("game", "", "the game's id")
	bots := flag.String("bots", "", "comma-separated bot per seat (their number is the players')")
	games := flag.Int("games", 2000, "games to play")
	seed := flag.Uint64("seed", 1, "random seed of the first game")
	workers := flag.Int("workers", 2, "games played at once")
	flag.Parse()
	specs := strings.Split(*bots, ",")
	if *id == "" || *bots == "" {
		log.Fatal("give -game and -bots")
	}
	g, err := engine.Lookup(*id)
	if err != nil {
		log.Fatal(err)
	}
	samples, names, err := play(g, specs, *games, *seed, *workers)
	if err != nil {
		log.Fatal(err)
	}
	w, err := logit.Fit(samples, 1e-3, 50)
	if err != nil {
		log.Fatal(err)
	}
	path := fmt.Sprintf("games/%s/data/estimate.json", *id)
	f := logit.File{Models: map[string]*logit.Model{}}
	if data, err := os.ReadFile(path); err == nil {
		if err := json.Unmarshal(data, &f); err != nil {
			log.Fatalf("%s: %v", path, err)
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		log.Fatal(err)
	}
	f.Schema = logit.Schema
	f.Command = "go run ./internal/logit/refit -game GAME -bots BOTS -games N -seed S (see each model)"
	m := &logit.Model{Features: names, Weights: w, Bots: *bots, Games: *games, Seed: *seed,
		Samples: len(samples), LogLoss: logit.LogLoss(w, samples)}
	f.Models[strconv.Itoa(len(specs))] = m
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("%s, %d players: %d positions, log loss %.4f", *id, len(specs), m.Samples, m.LogLoss)
	for i, name := range names {
		log.Printf("  %-12s %+.4f", name, w[i])
	}
}

// play plays the games on workers (package selfplay) and returns their
// samples in the order of the games, and the features' names.
func play(g engine.Game, specs []string, games int, seed uint64, workers int) ([]logit.Sample, []string, error) {
	n := len(specs)
	st, err := g.New(engine.Config{Seats: n, Seed: seed})
	if err != nil {
		return nil, nil, err
	}
	f, ok := st.(logit.Features)
	if _, settles := st.(engine.Horizon); !ok || !settles {
		return nil, nil, fmt.Errorf("%s has no fitted estimate (logit.Features and engine.Horizon)", g.Info().ID)
	}
	samples, err := selfplay.Games(games, workers, os.Stderr, func(i int) ([]logit.Sample, error) {
		return playOne(g, specs, i, seed+uint64(i))
	})
	return samples, f.FeatureNames(), err
}

// playOne plays game i with the seating turned by i and returns a sample at
// every settled position before the end, with the players' final rewards.
func playOne(g engine.Game, specs []string, i int, seed uint64) ([]logit.Sample, error) {
	st, err := g.New(engine.Config{Seats: len(specs), Seed: seed})
	if err != nil {
		return nil, err
	}
	return selfplay.Record(st, specs, i, seed, func(st engine.State) ([][]float64, bool) {
		if !st.(engine.Horizon).Settled() {
			return nil, false
		}
		return st.(logit.Features).Features(nil), true
	})
}
