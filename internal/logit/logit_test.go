package logit

import (
	"math"
	"testing"

	"shima/engine"
)

// Fit recovers the weights that made the outcomes: three seats with two
// features each, the winner drawn from the model's own chances.
func TestFitRecoversWeights(t *testing.T) {
	want := []float64{0.8, -0.5}
	r := engine.NewRand(1)
	var samples []Sample
	for range 20000 {
		x := make([][]float64, 3)
		for i := range x {
			x[i] = []float64{float64(r.IntN(10)), float64(r.IntN(4))}
		}
		p := Probs(want, x, nil)
		u, win := float64(r.IntN(1_000_000))/1e6, 0
		for win < 2 && u >= p[win] {
			u -= p[win]
			win++
		}
		reward := make([]float64, 3)
		reward[win] = 1
		samples = append(samples, Sample{X: x, Reward: reward})
	}
	w, err := Fit(samples, 1e-3, 50)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if math.Abs(w[i]-want[i]) > 0.05 {
			t.Errorf("weights %.3f, want %.3f", w, want)
		}
	}
	if LogLoss(w, samples) >= LogLoss([]float64{0, 0}, samples) {
		t.Errorf("the fit explains the winners no better than chance")
	}
}

func TestWeightsAndShares(t *testing.T) {
	data := []byte(`{"models": {"2": {"features": ["a", "b"], "weights": [1, 2]}, "4": {"features": ["a", "b"], "weights": [3, 4]}}}`)
	m, err := Weights(data, []string{"a", "b"})
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int]float64{1: 1, 2: 1, 3: 1, 4: 3, 5: 3} {
		if got := Nearest(m, n); got[0] != want {
			t.Errorf("Nearest(%d) = %v, want first weight %v", n, got, want)
		}
	}
	if _, err := Weights(data, []string{"a", "c"}); err == nil {
		t.Error("a model of other features was read")
	}
	if Nearest(map[int][]float64{}, 3) != nil {
		t.Error("weights without a model")
	}
	u := []float64{math.Log(3), 0}
	if s := Share(u, 0); math.Abs(s-0.75) > 1e-12 || math.Abs(Share(u, 1)-0.25) > 1e-12 {
		t.Errorf("shares %v, %v: want 0.75, 0.25", s, Share(u, 1))
	}
}
