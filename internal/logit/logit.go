// Package logit fits a conditional logit model to the outcomes of games:
// each seat of a position has a feature vector x, and its share of the win
// is modelled as exp(w·x) over the sum of exp(w·x') over the seats (a
// softmax of linear utilities). Fit finds the weights w of greatest
// likelihood by Newton's method, with a small ridge penalty that keeps it
// finite when a feature decides every game.
package logit

import (
	"errors"
	"math"

	"shima/internal/linalg"
)

// Sample is one position: a feature vector for each seat, and each seat's
// share of the win (Outcome.Reward: 1 for the winner, shared among tied
// winners).
type Sample struct {
	X      [][]float64
	Reward []float64
}

// Probs writes into out (one per seat) each seat's modelled share of the
// win under weights w, and returns it.
func Probs(w []float64, x [][]float64, out []float64) []float64 {
	out = out[:0]
	top := math.Inf(-1)
	for _, xi := range x {
		u := dot(w, xi)
		out = append(out, u)
		top = max(top, u)
	}
	sum := 0.0
	for i, u := range out {
		out[i] = math.Exp(u - top)
		sum += out[i]
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

// LogLoss is the mean negative log-likelihood of the samples under w: the
// mean over samples of -Σ reward·log(prob).
func LogLoss(w []float64, samples []Sample) float64 {
	loss := 0.0
	var p []float64
	for _, s := range samples {
		p = Probs(w, s.X, p)
		for i, r := range s.Reward {
			if r > 0 {
				loss -= r * math.Log(max(p[i], 1e-300))
			}
		}
	}
	return loss / float64(len(samples))
}

// Fit returns the weights (one per feature) that maximise the likelihood of
// the samples less ridge/2·|w|², in at most rounds Newton steps.
func Fit(samples []Sample, ridge float64, rounds int) ([]float64, error) {
	if len(samples) == 0 || len(samples[0].X) == 0 {
		return nil, errors.New("logit: no samples")
	}
	k := len(samples[0].X[0])
	w := make([]float64, k)
	var p []float64
	for range rounds {
		grad := make([]float64, k)
		hess := linalg.Square(k)
		for i := range hess {
			hess[i][i] = ridge
			grad[i] = -ridge * w[i]
		}
		mean := make([]float64, k)
		for _, s := range samples {
			p = Probs(w, s.X, p)
			clear(mean)
			for i, xi := range s.X {
				for a, v := range xi {
					grad[a] += (s.Reward[i] - p[i]) * v
					mean[a] += p[i] * v
				}
			}
			// The Hessian of the negative log-likelihood: the covariance of x
			// under p.
			for i, xi := range s.X {
				for a := range k {
					da := xi[a] - mean[a]
					for b := a; b < k; b++ {
						hess[a][b] += p[i] * da * (xi[b] - mean[b])
					}
				}
			}
		}
		for a := range k {
			for b := range a {
				hess[a][b] = hess[b][a]
			}
		}
		step, err := linalg.Solve(hess, grad)
		if err != nil {
			return nil, errors.New("logit: singular system (a feature is constant or repeats another)")
		}
		size := 0.0
		for a := range k {
			w[a] += step[a]
			size = max(size, math.Abs(step[a]))
		}
		if size < 1e-9 {
			break
		}
	}
	return w, nil
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}
