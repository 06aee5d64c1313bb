package logit

import (
	"math"
	"testing"

	"shima/engine"
)

// TestFitRecoversWeights draws winners from a known model and checks that
// the fit finds its weights again, and that it explains the winners better
// than a model that knows nothing.
func TestFitRecoversWeights(t *testing.T) {
	truth := []float64{1.5, -0.8, 0.3}
	r := engine.NewRand(1)
	var samples []Sample
	var p []float64
	for range 4000 {
		s := Sample{Reward: make([]float64, 4)}
		for range 4 {
			s.X = append(s.X, []float64{float64(r.IntN(1000)) / 250, float64(r.IntN(1000)) / 500, float64(r.IntN(2))})
		}
		p = Probs(truth, s.X, p)
		u, win := float64(r.IntN(1_000_000))/1e6, 3
		for i, q := range p {
			if u < q {
				win = i
				break
			}
			u -= q
		}
		s.Reward[win] = 1
		samples = append(samples, s)
	}
	w, err := Fit(samples, 1e-3, 50)
	if err != nil {
		t.Fatal(err)
	}
	for i := range truth {
		if math.Abs(w[i]-truth[i]) > 0.15 {
			t.Errorf("weight %d: fitted %.3f, true %.3f", i, w[i], truth[i])
		}
	}
	if fitted, none := LogLoss(w, samples), LogLoss(make([]float64, 3), samples); fitted >= none-0.1 {
		t.Errorf("log loss %.4f fitted, %.4f knowing nothing (ln 4 = 1.386)", fitted, none)
	}
}

func TestProbsSumToOne(t *testing.T) {
	p := Probs([]float64{2}, [][]float64{{1}, {0}, {400}}, nil)
	if sum := p[0] + p[1] + p[2]; math.Abs(sum-1) > 1e-12 || p[2] < 0.999 {
		t.Errorf("probs %v", p)
	}
}

func TestFitRefusesAConstantFeature(t *testing.T) {
	s := Sample{X: [][]float64{{1, 0}, {1, 1}}, Reward: []float64{0, 1}}
	if _, err := Fit([]Sample{s, s}, 0, 5); err == nil {
		t.Error("a feature equal for every seat decides nothing, and without a ridge the fit must say so")
	}
}

// Weights reads the models of the features asked for; Nearest takes the
// model of the nearest player count at or below (else above); Share is a
// seat's softmax share.
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
