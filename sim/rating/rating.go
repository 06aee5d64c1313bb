// Package rating places players on one scale from their results against
// each other: a Bradley–Terry model fitted by maximum likelihood, in Elo
// points, with 95% intervals.
//
// In the model player i beats player j with probability 1/(1+10^((Rj-Ri)/400)),
// the Elo scale: a player 191 points above another wins 3 games of 4. A draw
// counts as half a win for each. Results are given in groups, one group a
// game: a game of several players gives a result between every two of them
// (from their places), and those results are not independent, so the
// intervals come from the variance of the fit clustered by game (the
// "sandwich" estimate), which is the plain one when every game is a single
// result between two players.
package rating

import (
	"errors"
	"math"

	"shima/internal/linalg"
)

// Elo is the number of rating points in one unit of the model's log-odds:
// 400/ln 10, so that ratings read as Elo points (400·log10 of the odds).
const Elo = 400 / math.Ln10

// z is the normal quantile for a two-sided 95% interval.
const z = 1.959963984540054

// Comparison is one result between players A and B: Score is A's, 1 for a
// win, 0.5 for a draw, 0 for a loss.
type Comparison struct {
	A, B  int
	Score float64
}

// Ratings are the fitted ratings of players 0..n-1, in Elo points.
type Ratings struct {
	// Rating is each player's rating; the anchor's is 0.
	Rating []float64
	// Low and High bound each rating with 95% confidence, relative to the
	// anchor (whose interval is 0 to 0).
	Low, High []float64
	// Anchor is the player rated 0.
	Anchor int
	// Prior is set when some player won or lost every result against the
	// rest, so that the plain fit would put it infinitely far: the fit then
	// counts one drawn game between every two players on top of the results.
	Prior bool
}

// ErrNoPlayers is returned for a fit of fewer than two players.
var ErrNoPlayers = errors.New("rating: at least two players are needed")

// errUndetermined is returned when the results leave the ratings open.
var errUndetermined = errors.New("rating: the results do not determine the ratings")

// FromPlaces turns one game's places into a result between every two of
// its seats: seat s was played by player players[s] and finished in place
// places[s] (1 is first, equal places are a draw). Two seats played by the
// same player tell nothing about it, so they give no result.
func FromPlaces(players, places []int) []Comparison {
	var out []Comparison
	for s := range players {
		for t := s + 1; t < len(players); t++ {
			if players[s] == players[t] {
				continue
			}
			score := 0.5
			if places[s] < places[t] {
				score = 1
			} else if places[s] > places[t] {
				score = 0
			}
			out = append(out, Comparison{A: players[s], B: players[t], Score: score})
		}
	}
	return out
}

// Tally counts the results between every two of n players: score[i][j] is
// what i scored against j (a draw a half), played[i][j] how many results
// there were between them.
func Tally(n int, games [][]Comparison) (score, played [][]float64) {
	score, played = linalg.Square(n), linalg.Square(n)
	for _, g := range games {
		for _, c := range g {
			score[c.A][c.B] += c.Score
			score[c.B][c.A] += 1 - c.Score
			played[c.A][c.B]++
			played[c.B][c.A]++
		}
	}
	return score, played
}

// Fit rates n players from games, each a group of results, anchoring
// player anchor at 0.
func Fit(n, anchor int, games [][]Comparison) (Ratings, error) {
	if n < 2 {
		return Ratings{}, ErrNoPlayers
	}
	if anchor < 0 || anchor >= n {
		return Ratings{}, errors.New("rating: the anchor is not one of the players")
	}
	r := Ratings{Anchor: anchor, Rating: make([]float64, n), Low: make([]float64, n), High: make([]float64, n)}
	all := games
	score, _ := Tally(n, games)
	if !connected(score) {
		r.Prior = true
		var prior []Comparison
		for i := range n {
			for j := i + 1; j < n; j++ {
				prior = append(prior, Comparison{A: i, B: j, Score: 0.5})
			}
		}
		all = append(append([][]Comparison{}, games...), prior)
	}
	free := make([]int, 0, n-1) // the players whose rating is fitted, in order
	for i := range n {
		if i != anchor {
			free = append(free, i)
		}
	}
	theta := make([]float64, n) // log-odds scale
	for range 200 {
		grad, info := derivatives(theta, free, all)
		step, err := linalg.Solve(info, grad)
		if err != nil {
			return Ratings{}, errUndetermined
		}
		// Newton's step on a concave likelihood; halve it while it would
		// lower the likelihood (far from the top a full step can overshoot).
		before := logLikelihood(theta, all)
		next := make([]float64, n)
		for t := 1.0; t > 1e-6; t /= 2 {
			copy(next, theta)
			for k, i := range free {
				next[i] += t * step[k]
			}
			if logLikelihood(next, all) >= before-1e-12 {
				break
			}
		}
		largest := 0.0
		for i := range theta {
			largest = max(largest, math.Abs(next[i]-theta[i]))
		}
		theta = next
		if largest < 1e-10 {
			break
		}
	}
	// The variance clustered by game: info⁻¹ (Σ_game u uᵀ) info⁻¹, u the
	// game's gradient at the fit.
	_, info := derivatives(theta, free, all)
	inv, err := linalg.Invert(info)
	if err != nil {
		return Ratings{}, errUndetermined
	}
	meat := linalg.Square(len(free))
	for _, g := range games {
		u, _ := derivatives(theta, free, [][]Comparison{g})
		for a := range u {
			for b := range u {
				meat[a][b] += u[a] * u[b]
			}
		}
	}
	for k, i := range free {
		v := 0.0
		for a := range free {
			for b := range free {
				v += inv[k][a] * meat[a][b] * inv[b][k]
			}
		}
		half := z * math.Sqrt(v)
		r.Rating[i] = Elo * theta[i]
		r.Low[i], r.High[i] = Elo*(theta[i]-half), Elo*(theta[i]+half)
	}
	return r, nil
}

// derivatives returns the gradient of the log-likelihood of games at theta
// with respect to the free players' ratings, and the observed information
// (minus its second derivatives).
func derivatives(theta []float64, free []int, games [][]Comparison) (grad []float64, info [][]float64) {
	index := make([]int, len(theta))
	for i := range index {
		index[i] = -1
	}
	for k, i := range free {
		index[i] = k
	}
	grad, info = make([]float64, len(free)), linalg.Square(len(free))
	for _, g := range games {
		for _, c := range g {
			p := win(theta[c.A] - theta[c.B])
			w := p * (1 - p)
			a, b := index[c.A], index[c.B]
			if a >= 0 {
				grad[a] += c.Score - p
				info[a][a] += w
			}
			if b >= 0 {
				grad[b] -= c.Score - p
				info[b][b] += w
			}
			if a >= 0 && b >= 0 {
				info[a][b] -= w
				info[b][a] -= w
			}
		}
	}
	return grad, info
}

// logLikelihood is the log-likelihood of games at theta.
func logLikelihood(theta []float64, games [][]Comparison) float64 {
	ll := 0.0
	for _, g := range games {
		for _, c := range g {
			d := theta[c.A] - theta[c.B]
			// log p = -log(1+e^-d), log(1-p) = -log(1+e^d)
			ll -= c.Score*math.Log1p(math.Exp(-d)) + (1-c.Score)*math.Log1p(math.Exp(d))
		}
	}
	return ll
}

// win is the chance of winning at a difference d in log-odds.
func win(d float64) float64 { return 1 / (1 + math.Exp(-d)) }

// connected reports whether every player can be reached from every other
// along "scored something against" (Ford's condition for the fit to be
// finite).
func connected(score [][]float64) bool {
	n := len(score)
	reach := func(forward bool) bool {
		seen := make([]bool, n)
		seen[0] = true
		stack, count := []int{0}, 1
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for j := range n {
				s := score[i][j]
				if !forward {
					s = score[j][i]
				}
				if !seen[j] && s > 0 {
					seen[j] = true
					count++
					stack = append(stack, j)
				}
			}
		}
		return count == n
	}
	return reach(true) && reach(false)
}
