package logit

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
)

// File is a game's data/estimate.json: conditional logit models of who
// wins, one for each number of players fitted, refit by the command the
// file names (see internal/logit/refit).
type File struct {
	Schema  string            `json:"schema"`
	Command string            `json:"command"`
	Models  map[string]*Model `json:"models"` // by number of players, "2", "3" …
}

// Model is one fitted model: its weights by feature, and the games it was
// fitted to.
type Model struct {
	Features []string  `json:"features"`
	Weights  []float64 `json:"weights"`
	Bots     string    `json:"bots"` // the bots of the games, seat by seat (seats rotated game by game)
	Games    int       `json:"games"`
	Seed     uint64    `json:"seed"`
	Samples  int       `json:"samples"` // positions fitted
	LogLoss  float64   `json:"logloss"` // mean negative log-likelihood of the winners, in nats
}

// Schema documents an estimate file in the file itself.
const Schema = "A game's estimate of each player's chance of winning from a settled position (engine.Horizon's Estimate): " +
	"models by number of players; each player's utility u is the weights times its features (named in order, " +
	"described in the game's RULES.md), and its chance is exp(u) over the sum of exp(u) over the players. " +
	"bots, games, seed: the games the model was fitted to (seats rotated game by game); samples: the settled positions taken from them; " +
	"logloss: the mean negative log-likelihood of the winners over those positions, in nats (ln 2 = 0.693 is a coin toss between two)."

// Weights reads an estimate file and returns the weights of each model, by
// number of players. A model whose features are not names (a file left from
// before the game's features changed) is an error: refit it.
func Weights(data []byte, names []string) (map[int][]float64, error) {
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("estimate: %w", err)
	}
	w := map[int][]float64{}
	for key, m := range f.Models {
		n, err := strconv.Atoi(key)
		if err != nil {
			return nil, fmt.Errorf("estimate: model %q: not a number of players", key)
		}
		if !slices.Equal(m.Features, names) || len(m.Weights) != len(names) {
			return nil, fmt.Errorf("estimate: the %d-player model's features are %q, not %q: refit it", n, m.Features, names)
		}
		w[n] = m.Weights
	}
	return w, nil
}

// Nearest returns the weights of the model fitted to the number of players
// nearest to n (the fewer on a tie), or nil when there are none.
func Nearest(models map[int][]float64, n int) []float64 {
	best, dist := -1, math.MaxInt
	for k := range models {
		d := max(k-n, n-k)
		if d < dist || d == dist && k < best {
			best, dist = k, d
		}
	}
	return models[best]
}

// Models are a game's fitted models, read from its estimate file.
type Models struct {
	names []string
	w     map[int][]float64
}

// MustLoad reads an estimate file whose models have the features names, and
// panics if it cannot: the file is embedded, so a bad one is a build's error.
func MustLoad(data []byte, names []string) *Models {
	w, err := Weights(data, names)
	if err != nil {
		panic(err)
	}
	return &Models{names: names, w: w}
}

// Names names a player's features.
func (m *Models) Names() []string { return m.names }

// Chance is seat s's modelled chance of winning among the given number of
// players, features(p) giving player p's features: by the model fitted to
// the nearest number of players (all alike without one).
func (m *Models) Chance(players, s int, features func(p int) []float64) float64 {
	w := Nearest(m.w, players)
	var buf [8]float64
	u := buf[:0]
	for p := range players {
		u = append(u, Utility(w, features(p)))
	}
	return Share(u, s)
}

// Share returns seat s's modelled share of the win, given every seat's
// utility u: exp(u[s]) over the sum of exp(u).
func Share(u []float64, s int) float64 {
	top := slices.Max(u)
	sum := 0.0
	for _, v := range u {
		sum += math.Exp(v - top)
	}
	return math.Exp(u[s]-top) / sum
}

// Utility is the weights times the features.
func Utility(w, x []float64) float64 { return dot(w, x) }

// Features is implemented by states whose estimate is a model of this
// package: the refit command samples them.
type Features interface {
	// FeatureNames names a player's features, in order.
	FeatureNames() []string
	// Features appends each player's features to x, by seat, and returns
	// it.
	Features(x [][]float64) [][]float64
}
