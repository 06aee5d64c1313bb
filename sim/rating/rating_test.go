package rating

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// results returns games of one result each: a against b, wins of a then
// losses then draws.
func results(a, b, wins, losses, draws int) [][]Comparison {
	var games [][]Comparison
	for range wins {
		games = append(games, []Comparison{{A: a, B: b, Score: 1}})
	}
	for range losses {
		games = append(games, []Comparison{{A: a, B: b, Score: 0}})
	}
	for range draws {
		games = append(games, []Comparison{{A: a, B: b, Score: 0.5}})
	}
	return games
}

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.3f, want %.3f", what, got, want)
	}
}

// A player who wins 3 of 4 against another is 400·log10(3) ≈ 190.8 points
// above it; the interval is the binomial one: ±1.96·√(4/3) in log-odds.
func TestThreeOfFour(t *testing.T) {
	r, err := Fit(2, 1, results(0, 1, 3, 1, 0))
	if err != nil {
		t.Fatal(err)
	}
	near(t, "rating", r.Rating[0], 400*math.Log10(3), 1e-6)
	near(t, "anchor", r.Rating[1], 0, 0)
	half := 1.959963984540054 * math.Sqrt(4.0/3) * Elo
	near(t, "low", r.Low[0], 400*math.Log10(3)-half, 1e-6)
	near(t, "high", r.High[0], 400*math.Log10(3)+half, 1e-6)
	if r.Prior {
		t.Error("a prior was added to results that have a finite fit")
	}
	// Anchored on the winner, the loser is as far below.
	r, _ = Fit(2, 0, results(0, 1, 3, 1, 0))
	near(t, "loser", r.Rating[1], -400*math.Log10(3), 1e-6)
}

// Ten times the games give the same rating with an interval √10 narrower.
func TestMoreGamesNarrow(t *testing.T) {
	few, _ := Fit(2, 1, results(0, 1, 3, 1, 0))
	many, _ := Fit(2, 1, results(0, 1, 30, 10, 0))
	near(t, "rating", many.Rating[0], few.Rating[0], 1e-6)
	near(t, "width ratio", (few.High[0]-few.Low[0])/(many.High[0]-many.Low[0]), math.Sqrt(10), 1e-6)
}

// Symmetric results rate the players alike: even scores with draws, and a
// cycle where each beats the next 3 times in 4.
func TestSymmetric(t *testing.T) {
	even := append(results(0, 1, 2, 2, 1), results(1, 2, 3, 3, 0)...)
	even = append(even, results(2, 0, 1, 1, 4)...)
	cycle := append(results(0, 1, 3, 1, 0), results(1, 2, 3, 1, 0)...)
	cycle = append(cycle, results(2, 0, 3, 1, 0)...)
	for name, games := range map[string][][]Comparison{"even": even, "cycle": cycle} {
		r, err := Fit(3, 0, games)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 3 {
			near(t, name+" rating", r.Rating[i], 0, 1e-6)
		}
		if name == "cycle" { // the same games for every two players
			near(t, name+" interval", r.High[1]-r.Low[1], r.High[2]-r.Low[2], 1e-6)
		}
	}
}

// Results that agree exactly with the model give its ratings back: A beats
// B and B beats C 3 games of 4, A beats C 9 of 10.
func TestTransitive(t *testing.T) {
	games := append(results(0, 1, 3, 1, 0), results(1, 2, 3, 1, 0)...)
	games = append(games, results(0, 2, 9, 1, 0)...)
	r, err := Fit(3, 2, games)
	if err != nil {
		t.Fatal(err)
	}
	step := 400 * math.Log10(3)
	near(t, "A", r.Rating[0], 2*step, 1e-6)
	near(t, "B", r.Rating[1], step, 1e-6)
	near(t, "C", r.Rating[2], 0, 0)
	for i := range 2 {
		if !(r.Low[i] < r.Rating[i] && r.Rating[i] < r.High[i]) {
			t.Errorf("player %d: %.1f outside its interval %.1f-%.1f", i, r.Rating[i], r.Low[i], r.High[i])
		}
	}
}

// A player that won every game would be infinitely strong: one drawn game
// between every two players makes the fit finite, and the fit says so.
func TestUndefeated(t *testing.T) {
	r, err := Fit(2, 1, results(0, 1, 4, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if !r.Prior {
		t.Error("no prior for an undefeated player")
	}
	near(t, "rating", r.Rating[0], 400*math.Log10(9), 1e-6) // 4.5 of 5
}

// Ratings drawn at random are recovered from many simulated games of
// three players, each game's places giving three results.
func TestRecover(t *testing.T) {
	truth := []float64{0, 100, 300}
	rng := rand.New(rand.NewPCG(1, 2))
	var games [][]Comparison
	for range 3000 {
		// Places by a Plackett-Luce draw: each next place goes to a player
		// with a chance proportional to 10^(rating/400).
		left := []int{0, 1, 2}
		places := make([]int, 3)
		for place := 1; len(left) > 0; place++ {
			total := 0.0
			for _, i := range left {
				total += math.Pow(10, truth[i]/400)
			}
			x := rng.Float64() * total
			k := 0
			for ; k < len(left)-1; k++ {
				x -= math.Pow(10, truth[left[k]]/400)
				if x < 0 {
					break
				}
			}
			places[left[k]] = place
			left = slices.Delete(left, k, k+1)
		}
		games = append(games, FromPlaces([]int{0, 1, 2}, places))
	}
	r, err := Fit(3, 0, games)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range truth {
		if want < r.Low[i] || want > r.High[i] {
			t.Errorf("player %d: %.1f (%.1f-%.1f), truth %g", i, r.Rating[i], r.Low[i], r.High[i], want)
		}
		if r.High[i]-r.Low[i] > 60 {
			t.Errorf("player %d: interval %.1f-%.1f wide after 3000 games", i, r.Low[i], r.High[i])
		}
	}
}

func TestFromPlaces(t *testing.T) {
	got := FromPlaces([]int{2, 0, 1, 0}, []int{1, 2, 2, 4})
	want := []Comparison{{2, 0, 1}, {2, 1, 1}, {2, 0, 1}, {0, 1, 0.5}, {1, 0, 1}}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	score, played := Tally(3, [][]Comparison{got})
	if score[2][0] != 2 || score[0][1] != 0.5 || score[1][0] != 1.5 || played[0][1] != 2 || played[1][0] != 2 || played[0][0] != 0 {
		t.Errorf("tally %v %v", score, played)
	}
}

func TestBadFits(t *testing.T) {
	if _, err := Fit(1, 0, nil); err == nil {
		t.Error("one player rated")
	}
	if _, err := Fit(2, 2, nil); err == nil {
		t.Error("anchor outside the players")
	}
}
