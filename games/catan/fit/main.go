// Command fit refits Catan's estimate (games/catan/data/estimate.json): it
// plays games between bots, takes every player's features
// (catan.EstimateFeatures) at the start of every turn, and fits the weights
// of a conditional logit model of who wins (internal/logit), one model per
// scenario. Run from the repository's root:
//
//	go run ./games/catan/fit -games 4000 -seed 1
//
// The same flags give the same file.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"

	"shima/engine"
	"shima/games/catan"
	"shima/internal/logit"
	"shima/internal/selfplay"
)

// schema documents estimate.json in the file itself.
const schema = "Catan's estimate of each player's chance of winning (engine.Evaluator, the mcts:N+eval bots): " +
	"by scenario option, a model whose features (per player, in order) are the heuristic's terms of its value " +
	"(vp: VP held, VP cards too; close: nearness to the goal; production: production over the horizon less the robber's block; " +
	"sites: the sites its roads lead to and the set-up picks to come; hand: the hand by what it builds soon; devs: development cards in hand; " +
	"army: knights played toward Largest Army; road: the longest road's length) and order: the turns still to begin before the player's own (0 for the player to move). " +
	"A player's chance is exp(u) over the sum of exp(u) over the players, u the weights times its features. " +
	"bots, players, games, seed: the games the model was fitted to (seats rotated game by game); samples: the positions (the start of every turn); " +
	"logloss: the mean negative log-likelihood of the winners over those positions, in nats (ln 4 = 1.386 is a coin of four sides)."

func main() {
	games := flag.Int("games", 4000, "games played for each scenario")
	seed := flag.Uint64("seed", 1, "random seed of the first game")
	bots := flag.String("bots", "greedy,greedy,greedy,greedy", "comma-separated bot per seat")
	out := flag.String("out", "games/catan/data/estimate.json", "the file to write")
	workers := flag.Int("workers", 2, "games played at once (the file is the same on any number)")
	flag.Parse()
	specs := strings.Split(*bots, ",")
	f := catan.EstimateFile{
		Schema:  schema,
		Command: fmt.Sprintf("go run ./games/catan/fit -games %d -seed %d -bots %s", *games, *seed, *bots),
		Models:  map[string]*catan.EstimateModel{},
	}
	for _, scenario := range []string{"base", "unknown-island"} {
		log.Printf("%s: playing %d games", scenario, *games)
		samples, err := play(scenario, specs, *games, *seed, *workers)
		if err != nil {
			log.Fatal(err)
		}
		w, err := logit.Fit(samples, 1e-3, 50)
		if err != nil {
			log.Fatalf("%s: %v", scenario, err)
		}
		f.Models[scenario] = &catan.EstimateModel{
			Features: catan.EstimateFeatures[:],
			Weights:  w,
			Bots:     *bots,
			Players:  len(specs),
			Games:    *games,
			Seed:     *seed,
			Samples:  len(samples),
			LogLoss:  logit.LogLoss(w, samples),
		}
		log.Printf("%s: %d positions, log loss %.4f, weights %.4f", scenario, len(samples), f.Models[scenario].LogLoss, w)
	}
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, append(data, '\n'), 0o644); err != nil {
		log.Fatal(err)
	}
}

// play plays games of scenario between the bots on workers (package
// selfplay), the seating turned by one each game, and returns a sample at
// the start of every turn of every game.
func play(scenario string, specs []string, games int, seed uint64, workers int) ([]logit.Sample, error) {
	return selfplay.Games(games, workers, os.Stderr, func(g int) ([]logit.Sample, error) {
		gameSeed := seed + uint64(g)
		st, err := catan.Game{}.New(engine.Config{Seats: len(specs), Seed: gameSeed, Options: map[string]string{"scenario": scenario}})
		if err != nil {
			return nil, err
		}
		turn := st.(*catan.State).Turn()
		return selfplay.Record(st, specs, g, gameSeed, func(st engine.State) ([][]float64, bool) {
			t := st.(*catan.State).Turn()
			if t == turn {
				return nil, false
			}
			turn = t
			return features(st.(*catan.State)), true
		})
	})
}

// features is the players' features in st, a row each.
func features(st *catan.State) [][]float64 {
	var x [][]float64
	for _, f := range st.Features(nil) {
		x = append(x, append([]float64(nil), f[:]...))
	}
	return x
}
