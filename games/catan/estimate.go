package catan

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"shima/engine"
)

// The estimate (engine.Evaluator) is each player's chance of winning from a
// position: a softmax of linear utilities over the players, each player's
// utility the fitted weights times its features (EstimateFeatures). The
// weights come from data/estimate.json, fitted to the outcomes of simulated
// games by the command its "command" names (games/catan/fit).

// EstimateFeatures names the features of a player, in order: the terms of
// the heuristic's value, its hand and development cards as they are, and
// how many turns are still to begin before the player's own ("order": 0
// for the player to move); then each of them again times the game's
// progress ("late vp" …: the leader's public VP over the goal), so that
// a weight can change as the game goes on.
var EstimateFeatures = [...]string{
	"vp", "close", "production", "sites", "hand", "devs", "army", "road", "order",
	"late vp", "late close", "late production", "late sites", "late hand", "late devs", "late army", "late road", "late order",
}

// features is len(EstimateFeatures); the first half are the plain ones.
const features = len(EstimateFeatures)

// EstimateModel is one fitted model of data/estimate.json: its weights,
// by feature, and how they were fitted.
type EstimateModel struct {
	Features []string  `json:"features"`
	Weights  []float64 `json:"weights"`
	Bots     string    `json:"bots"`    // the bots of the games fitted to, seat by seat
	Players  int       `json:"players"` // their number of players
	Games    int       `json:"games"`
	Seed     uint64    `json:"seed"`
	Samples  int       `json:"samples"` // positions fitted: the start of every turn
	LogLoss  float64   `json:"logloss"` // mean negative log-likelihood of the winners, in nats
}

// EstimateFile is data/estimate.json: a model for each scenario.
type EstimateFile struct {
	Schema  string                    `json:"schema"`
	Command string                    `json:"command"`
	Models  map[string]*EstimateModel `json:"models"`
}

//go:embed data/estimate.json
var estimateData []byte

// models are the fitted models by scenario option value.
var models, modelsErr = loadModels(estimateData)

// loadModels reads the models of an estimate file. A model whose features
// are not EstimateFeatures (a file left from before they changed) is left
// out, with an error, so that the refit command still runs.
func loadModels(data []byte) (map[string]*[features]float64, error) {
	var f EstimateFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("catan: data/estimate.json: %w", err)
	}
	m := map[string]*[features]float64{}
	for name, model := range f.Models {
		if !slices.Equal(model.Features, EstimateFeatures[:]) || len(model.Weights) != features {
			return m, fmt.Errorf("catan: data/estimate.json: model %s's features are not %q: refit it", name, EstimateFeatures)
		}
		m[name] = (*[features]float64)(model.Weights)
	}
	return m, nil
}

// unfitted are the weights of a scenario without a fitted model: the
// heuristic's value (the sum of its terms) as the utility.
var unfitted = func() *[features]float64 {
	var w [features]float64
	for i := range features/2 - 1 {
		w[i] = 1
	}
	return &w
}()

// Scenario is the value of the game's scenario option: "base" or "unknown-island".
func (st *State) Scenario() string {
	if len(st.layout.Starts) > 0 {
		return "unknown-island"
	}
	return "base"
}

// Features appends each player's features (EstimateFeatures) to x, by
// seat, and returns it: every hand and development card counts as it is,
// so they are for a full state, such as a determinization or the true one.
func (st *State) Features(x [][features]float64) [][features]float64 {
	var ev evaluation
	ev.st, ev.w = st, &defaultWeights
	ev.prepare()
	lead := 0
	for p := range st.seats {
		lead = max(lead, st.publicVP(p))
	}
	progress := float64(lead) / float64(st.goal)
	for p := range st.seats {
		t := ev.terms(p, true)
		var f [features]float64
		copy(f[:], t[:termFreeRoads])
		f[features/2-1] = float64((int(p) - int(st.current) + int(st.seats)) % int(st.seats))
		for i := range features / 2 {
			f[features/2+i] = f[i] * progress
		}
		x = append(x, f)
	}
	return x
}

// Evaluate appends each player's estimated chance of winning, by seat
// (engine.Evaluator), and returns it. A game over gives its outcome.
func (st *State) Evaluate(buf []float64) []float64 {
	if st.Over() {
		for p := range st.seats {
			buf = append(buf, st.Outcome().Reward(engine.Seat(p)))
		}
		return buf
	}
	w := models[st.Scenario()]
	if w == nil {
		w = unfitted
	}
	var x [MaxPlayers][features]float64
	top := math.Inf(-1)
	start := len(buf)
	for _, f := range st.Features(x[:0]) {
		u := 0.0
		for i, v := range f {
			u += w[i] * v
		}
		buf = append(buf, u)
		top = max(top, u)
	}
	sum := 0.0
	for i := start; i < len(buf); i++ {
		buf[i] = math.Exp(buf[i] - top)
		sum += buf[i]
	}
	for i := start; i < len(buf); i++ {
		buf[i] /= sum
	}
	return buf
}
