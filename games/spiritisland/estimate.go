package spiritisland

import (
	"encoding/json"
	"fmt"
	"math"

	"shima/engine"
)

// The estimate is the spirits' chance of winning from a round's start
// (engine.Horizon), the one number tree search takes from a playout cut
// there: a logistic model over a few features of the island (Features),
// with weights fitted to the outcomes of simulated games and kept in
// data/estimate.json. `go run ./games/spiritisland/fit` plays the games and
// refits them (its -help and RULES.md's Bots section give the command).

// FeatureNames name the features of Features, in order; estimate.json
// lists its weights by these names.
var FeatureNames = []string{
	"bias",      // 1
	"heuristic", // the heuristic (heuristic.go) per spirit
}

// Features writes the features of the position into buf (FeatureNames'
// order) and returns it. They read only what every seat sees.
func (st *State) Features(buf []float64) []float64 {
	return append(buf[:0], 1, st.Heuristic(0)/float64(st.seats))
}

// Estimate is a spirit's expected reward from a settled state: the
// spirits' chance of winning (a win is each spirit's whole), by the fitted
// model over Features.
func (st *State) Estimate(s engine.Seat) float64 {
	if st.Over() {
		return st.Outcome().Reward(s)
	}
	var buf [4]float64
	return Logistic(estimateWeights, st.Features(buf[:0]))
}

// Logistic is the chance the model with weights w gives to features x:
// 1/(1+exp(-w·x)).
func Logistic(w, x []float64) float64 {
	z := 0.0
	for i := range w {
		z += w[i] * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// EstimateFile is data/estimate.json: the weights of the estimate's model
// by feature name, and how they were fitted (free text for people).
type EstimateFile struct {
	About   string             `json:"about"`
	Fitted  string             `json:"fitted"`
	Weights map[string]float64 `json:"weights"`
}

// estimateWeights are the fitted weights in FeatureNames' order.
var estimateWeights = mustEstimate()

func mustEstimate() []float64 {
	b, err := dataFS.ReadFile("data/estimate.json")
	if err != nil {
		panic("spiritisland: " + err.Error())
	}
	w, err := ParseEstimate(b)
	if err != nil {
		panic("spiritisland: data/estimate.json: " + err.Error())
	}
	return w
}

// ParseEstimate reads an estimate file's weights into FeatureNames' order;
// every feature must have a weight, and every weight a feature.
func ParseEstimate(b []byte) ([]float64, error) {
	var f EstimateFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, err
	}
	if len(f.Weights) != len(FeatureNames) {
		return nil, fmt.Errorf("%d weights for %d features", len(f.Weights), len(FeatureNames))
	}
	w := make([]float64, len(FeatureNames))
	for i, name := range FeatureNames {
		v, ok := f.Weights[name]
		if !ok {
			return nil, fmt.Errorf("no weight for feature %q", name)
		}
		w[i] = v
	}
	return w, nil
}
