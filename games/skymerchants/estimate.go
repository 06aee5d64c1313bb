package skymerchants

import (
	_ "embed"

	"shima/engine"
	"shima/internal/logit"
)

// The estimate (engine.Horizon) is each player's chance of winning: a
// conditional logit model over the players' features (FeatureNames), fitted
// to the outcomes of simulated games. Its weights are data/estimate.json
// (schema in the file; refit by the command it names). Every position is
// settled: tree search takes the estimate as the reward one step after a
// leaf of its tree, and a greedy bot judges an action by the heuristic one
// step on, as before.

//go:embed data/estimate.json
var estimateData []byte

// models are the fitted models; a player's features are: the heuristic's terms (VP so far,
// what its islands would score now, income to come, full sets of cubes,
// cubes), its islands again times the share of the game played (so that
// their weight may grow as the end nears), and the turns still to begin
// before its own (0 for the player to move).
var models = logit.MustLoad(estimateData, []string{"score", "islands", "income", "sets", "cubes", "late islands", "order"})

const features = 7

// FeatureNames names a player's features (logit.Features).
func (st *State) FeatureNames() []string { return models.Names() }

// Features appends each player's features to x, by seat (logit.Features).
func (st *State) Features(x [][]float64) [][]float64 {
	var f [MaxPlayers][features]float64
	st.features(&f)
	for p := range int(st.seats) {
		x = append(x, f[p][:])
	}
	return x
}

// features fills f with each player's features.
func (st *State) features(f *[MaxPlayers][features]float64) {
	var t [MaxPlayers]terms
	st.terms(&t)
	played := float64(st.turns) / float64(TurnsEach*int(st.seats))
	for p := range int(st.seats) {
		order := (p - int(st.toMove[0]) + int(st.seats)) % int(st.seats)
		f[p] = [features]float64{t[p].score, t[p].islands, t[p].income, t[p].sets, t[p].cubes,
			t[p].islands * played, float64(order)}
	}
}

// Settled reports that every position is settled (engine.Horizon): the
// estimate judges any.
func (st *State) Settled() bool { return true }

// Estimate is seat s's chance of winning by the fitted model
// (engine.Horizon); a game over gives its outcome.
func (st *State) Estimate(s engine.Seat) float64 {
	if st.Over() {
		return st.Outcome().Reward(s)
	}
	var f [MaxPlayers][features]float64
	st.features(&f)
	return models.Chance(int(st.seats), int(s), func(p int) []float64 { return f[p][:] })
}
