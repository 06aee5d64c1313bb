// Package rating rates people from the finishing orders of their matches:
// Weng and Lin's Bayesian approximation for the Plackett-Luce model ("A
// Bayesian Approximation Method for Online Ranking", JMLR 12, 2011,
// Algorithm 4), written from the paper's formulas.
//
// Each person's skill at a game is a normal belief N(Mu, Sigma²). A match's
// finishing order (ranks, ties allowed) moves every belief at once: a seat
// gains as much as it beat the chance the model gave it, and its Sigma
// shrinks as the match tells more about it. Unlike Elo, which scores pairs,
// the Plackett-Luce model is a model of whole finishing orders of any number
// of players, which is what a match of 3 to 6 players gives.
package rating

import (
	"fmt"
	"math"
)

// Params are the model's constants.
type Params struct {
	// Mu and Sigma are a new person's belief: mean skill and uncertainty.
	Mu, Sigma float64
	// Beta is the spread of a performance around its skill: a player Beta
	// above another wins about two times in three.
	Beta float64
	// Tau is added to every Sigma (in variance) before a match, so that
	// ratings keep following people whose play changes.
	Tau float64
	// Kappa bounds how much one match may shrink a variance (at least to
	// Kappa times itself), so that Sigma never reaches 0.
	Kappa float64
}

// Default are the paper's (and TrueSkill's) usual constants: Mu 25, Sigma
// 25/3, Beta 25/6, Tau 25/300, Kappa 0.0001.
var Default = Params{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Tau: 25.0 / 300, Kappa: 0.0001}

// Belief is a person's rating at a game: skill Mu, give or take Sigma.
type Belief struct {
	Mu    float64
	Sigma float64
}

// New is the belief in someone who has not played yet.
func (p Params) New() Belief { return Belief{Mu: p.Mu, Sigma: p.Sigma} }

// Shown is the rating a person sees: Mu - 3 Sigma, rounded, a skill the
// person has with near certainty (about 99.9%). A new player starts at 0
// and rises as their results come in, which keeps one lucky match from
// topping a leaderboard.
func (b Belief) Shown() int { return int(math.Round(b.Mu - 3*b.Sigma)) }

// Update returns the beliefs after a match, in the order given: before
// holds each player's belief and ranks their places (1 the best; equal
// ranks are a tie). The order of the players does not matter. It needs at
// least two players, ranks for each, and positive Sigmas.
func (p Params) Update(before []Belief, ranks []int) ([]Belief, error) {
	k := len(before)
	if k < 2 || len(ranks) != k {
		return nil, fmt.Errorf("rating: %d players and %d ranks: need two or more, one rank each", k, len(ranks))
	}
	// σ² grows by τ² first (the skill may have drifted since last time).
	variance := make([]float64, k)
	sum := 0.0
	for i, b := range before {
		if !(b.Sigma > 0) || math.IsNaN(b.Mu) || math.IsInf(b.Mu, 0) || math.IsInf(b.Sigma, 0) {
			return nil, fmt.Errorf("rating: player %d has belief %v", i, b)
		}
		variance[i] = b.Sigma*b.Sigma + p.Tau*p.Tau
		sum += variance[i] + p.Beta*p.Beta
	}
	c := math.Sqrt(sum) // c² = Σ (σᵢ² + β²)
	// strength[i] = exp(μᵢ/c), shifted by the largest μ (which cancels in
	// every ratio below) so that it cannot overflow.
	top := before[0].Mu
	for _, b := range before {
		top = max(top, b.Mu)
	}
	strength := make([]float64, k)
	for i, b := range before {
		strength[i] = math.Exp((b.Mu - top) / c)
	}
	// rest[q] = C_q = Σ strength of those placed at or below q;
	// tied[q] = A_q = how many share q's rank.
	rest := make([]float64, k)
	tied := make([]float64, k)
	for q := range k {
		for s := range k {
			if ranks[s] >= ranks[q] {
				rest[q] += strength[s]
			}
			if ranks[s] == ranks[q] {
				tied[q]++
			}
		}
	}
	after := make([]Belief, k)
	for i := range k {
		// Over every q placed at or above i: Ω gathers what i did beyond
		// its chance of taking q's place, Δ the information it gave.
		omega, delta := 0.0, 0.0
		for q := range k {
			if ranks[q] > ranks[i] {
				continue
			}
			chance := strength[i] / rest[q]
			won := 0.0
			if q == i {
				won = 1
			}
			omega += (won - chance) / tied[q]
			delta += chance * (1 - chance) / tied[q]
		}
		sigma := math.Sqrt(variance[i])
		gamma := sigma / c // the paper's choice of γ, which keeps σ² positive
		omega *= variance[i] / c
		delta *= gamma * variance[i] / (c * c)
		after[i] = Belief{
			Mu:    before[i].Mu + omega,
			Sigma: math.Sqrt(variance[i] * max(1-delta, p.Kappa)),
		}
	}
	return after, nil
}
