package rating

import (
	"math"
	"math/rand/v2"
	"testing"
)

// exact is Default without Tau, so that the numbers worked out by hand
// below need no drift term.
var exact = Params{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Kappa: 0.0001}

func near(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 1e-6 {
		t.Errorf("%s = %.9f, want %.9f", what, got, want)
	}
}

// Two new players, one wins. σ² = 625/9, β² = 625/36, so c² = 2(σ²+β²) =
// 3125/18 and σ²/c² = 2/5. Both have the same μ, so each has chance 1/2.
// Winner: Ω = σ²/c · (1 - 1/2); loser: Ω = σ²/c · ((0 - 1/2) + (1 - 1))
// = -σ²/c · 1/2 (alone in last place, its chance of it is 1). σ²/c = (625/9)/√(3125/18) = 5.270462767, so μ moves by
// 2.635231383. Both have Δ = γ · σ²/c² · 1/4 with γ = σ/c = √(2/5): Δ =
// 0.063245553, σ' = σ √(1-Δ) = 8.065506316.
func TestTwoPlayers(t *testing.T) {
	after, err := exact.Update([]Belief{exact.New(), exact.New()}, []int{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "winner μ", after[0].Mu, 27.635231383)
	near(t, "loser μ", after[1].Mu, 22.364768617)
	near(t, "winner σ", after[0].Sigma, 8.065506316)
	near(t, "loser σ", after[1].Sigma, 8.065506316)
	if after[0].Shown() != 3 || after[1].Shown() != -2 { // μ - 3σ: 3.44 and -1.83
		t.Errorf("shown %d and %d, want 3 and -2", after[0].Shown(), after[1].Shown())
	}
}

// Three new players in order 1, 2, 3. c² = 3(σ²+β²) = 3125/12, σ²/c =
// 4.303314829, σ²/c² = 4/15, γ = σ/c = √(4/15). The chances: 1/3 of the
// three (C₁), 1/2 of the last two (C₂), 1 alone (C₃).
// Ω₁ = σ²/c·(2/3); Ω₂ = σ²/c·(-1/3 + 1/2); Ω₃ = σ²/c·(-1/3 - 1/2 + 0).
// Δ₁ = γσ²/c²·(2/9); Δ₂ = Δ₃ = γσ²/c²·(2/9 + 1/4).
func TestThreePlayers(t *testing.T) {
	n := exact.New()
	after, err := exact.Update([]Belief{n, n, n}, []int{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	k := (625.0 / 9) / math.Sqrt(3125.0/12)
	near(t, "σ²/c", k, 4.303314829)
	near(t, "first μ", after[0].Mu, 25+k*2/3)
	near(t, "second μ", after[1].Mu, 25+k/6)
	near(t, "third μ", after[2].Mu, 25-k*5/6)
	near(t, "first μ (number)", after[0].Mu, 27.868876553)
	near(t, "second μ (number)", after[1].Mu, 25.717219139)
	near(t, "third μ (number)", after[2].Mu, 21.413904309)
	g := math.Sqrt(4.0/15) * 4 / 15
	near(t, "first σ", after[0].Sigma, 25.0/3*math.Sqrt(1-g*2/9))
	near(t, "second σ", after[1].Sigma, 25.0/3*math.Sqrt(1-g*(2.0/9+1.0/4)))
	near(t, "third σ", after[2].Sigma, after[1].Sigma)
	near(t, "first σ (number)", after[0].Sigma, 8.204837031)
	near(t, "second σ (number)", after[1].Sigma, 8.057829748)
}

// A shared first place: the two winners end alike, above the third.
func TestTie(t *testing.T) {
	n := exact.New()
	after, err := exact.Update([]Belief{n, n, n}, []int{1, 1, 3})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "the tied winners", after[0].Mu, after[1].Mu)
	if !(after[0].Mu > 25 && after[2].Mu < 25) {
		t.Errorf("after a shared win: %v", after)
	}
	sum := after[0].Mu + after[1].Mu + after[2].Mu
	near(t, "total μ (equal σ: what the winners gain the loser loses)", sum, 75)
}

// Random matches of 2 to 6 players with random beliefs: the winner's μ
// rises, the last one's falls, every σ shrinks (without τ), and the seats'
// order changes nothing but the order of the answer.
func TestProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		k := 2 + r.IntN(5)
		before := make([]Belief, k)
		ranks := make([]int, k)
		for i := range k {
			before[i] = Belief{Mu: 10 + 30*r.Float64(), Sigma: 1 + 7*r.Float64()}
			ranks[i] = i + 1
		}
		r.Shuffle(k, func(i, j int) { ranks[i], ranks[j] = ranks[j], ranks[i] })
		after, err := exact.Update(before, ranks)
		if err != nil {
			t.Fatal(err)
		}
		for i := range k {
			if ranks[i] == 1 && !(after[i].Mu > before[i].Mu) {
				t.Fatalf("the winner's μ %v → %v", before[i].Mu, after[i].Mu)
			}
			if ranks[i] == k && !(after[i].Mu < before[i].Mu) {
				t.Fatalf("the last one's μ %v → %v", before[i].Mu, after[i].Mu)
			}
			if !(after[i].Sigma < before[i].Sigma) {
				t.Fatalf("σ %v → %v", before[i].Sigma, after[i].Sigma)
			}
		}
		perm := r.Perm(k)
		pb, pr := make([]Belief, k), make([]int, k)
		for i, j := range perm {
			pb[i], pr[i] = before[j], ranks[j]
		}
		pa, err := exact.Update(pb, pr)
		if err != nil {
			t.Fatal(err)
		}
		for i, j := range perm {
			if math.Abs(pa[i].Mu-after[j].Mu) > 1e-9 || math.Abs(pa[i].Sigma-after[j].Sigma) > 1e-9 {
				t.Fatalf("seat order changed player %d's result: %v, not %v", j, pa[i], after[j])
			}
		}
	}
}

// τ widens σ before the match: a player far more certain still moves.
func TestTau(t *testing.T) {
	sure := Belief{Mu: 25, Sigma: 0.5}
	a, _ := exact.Update([]Belief{sure, sure}, []int{1, 2})
	b, _ := Default.Update([]Belief{sure, sure}, []int{1, 2})
	if !(b[0].Mu-25 > a[0].Mu-25) {
		t.Errorf("with τ the winner gains %v, without %v", b[0].Mu-25, a[0].Mu-25)
	}
}

// Bad input is an error, not a panic or NaN.
func TestBadInput(t *testing.T) {
	n := Default.New()
	for _, tc := range []struct {
		before []Belief
		ranks  []int
	}{
		{[]Belief{n}, []int{1}},
		{[]Belief{n, n}, []int{1}},
		{[]Belief{n, {Mu: 25, Sigma: 0}}, []int{1, 2}},
		{[]Belief{n, {Mu: math.NaN(), Sigma: 1}}, []int{1, 2}},
	} {
		if _, err := exact.Update(tc.before, tc.ranks); err == nil {
			t.Errorf("Update(%v, %v): no error", tc.before, tc.ranks)
		}
	}
	// Far-apart skills do not overflow.
	after, err := Default.Update([]Belief{{Mu: 5000, Sigma: 1}, {Mu: -5000, Sigma: 1}}, []int{2, 1})
	if err != nil || math.IsNaN(after[0].Mu) || math.IsNaN(after[1].Mu) {
		t.Errorf("far apart: %v %v", after, err)
	}
}
