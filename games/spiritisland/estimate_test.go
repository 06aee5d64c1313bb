package spiritisland

import (
	"encoding/json"
	"testing"

	"shima/bot"
	"shima/engine"
	"shima/internal/long"
)

// The estimate's file holds a weight for every feature and no other.
func TestParseEstimate(t *testing.T) {
	weights := func(names []string) []byte {
		m := map[string]float64{}
		for i, n := range names {
			m[n] = float64(i) - 0.5
		}
		b, err := json.Marshal(map[string]any{"weights": m})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	w, err := ParseEstimate(weights(FeatureNames))
	if err != nil || len(w) != len(FeatureNames) {
		t.Fatalf("weights %v, error %v", w, err)
	}
	for i := range w {
		if w[i] != float64(i)-0.5 {
			t.Errorf("weight of %q: %g, want %g", FeatureNames[i], w[i], float64(i)-0.5)
		}
	}
	last := len(FeatureNames) - 1
	for _, bad := range [][]string{
		FeatureNames[:last], // one missing
		append(append([]string{}, FeatureNames[:last]...), FeatureNames[last]+"s"), // one misnamed
		append(append([]string{}, FeatureNames...), "x"),                           // one too many
	} {
		if _, err := ParseEstimate(weights(bad)); err == nil {
			t.Errorf("%s: accepted", weights(bad))
		}
	}
}

// The fitted estimate tells won games from lost ones (long): over the
// round starts of games of greedy bots (2 spirits drawn at random, no
// adversary), it is higher on average in the games won, and its mean is
// within 0.15 of the share of round starts whose game was won.
func TestEstimateTellsWinsFromLosses(t *testing.T) {
	if !long.On() {
		t.Skip("long: set SHIMA_LONG=1")
	}
	var won, lost, all []float64
	wins := 0
	for seed := range uint64(150) {
		g, err := Game{}.New(engine.Config{Seats: 2, Seed: seed, Options: map[string]string{"spirits": "random"}})
		if err != nil {
			t.Fatal(err)
		}
		st := g.(*State)
		var bots [2]bot.Bot
		for i := range bots {
			if bots[i], err = bot.New("greedy", seed*2+uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
		var est []float64
		for !st.Over() {
			if st.Settled() {
				est = append(est, st.Estimate(0))
			}
			s := st.ToMove()[0]
			if err := st.Apply(s, bots[s].Choose(st, s)); err != nil {
				t.Fatal(err)
			}
		}
		if st.Outcome().Won {
			wins++
			won = append(won, est...)
			for range est {
				all = append(all, 1)
			}
		} else {
			lost = append(lost, est...)
			for range est {
				all = append(all, 0)
			}
		}
	}
	if len(won) == 0 {
		t.Fatalf("no game of 150 won")
	}
	mean := func(xs []float64) float64 {
		s := 0.0
		for _, x := range xs {
			s += x
		}
		return s / float64(len(xs))
	}
	predicted := (mean(won)*float64(len(won)) + mean(lost)*float64(len(lost))) / float64(len(won)+len(lost))
	t.Logf("%d of 150 won; estimate: %.3f in won games, %.3f in lost, %.3f in all against %.3f won", wins, mean(won), mean(lost), predicted, mean(all))
	if mean(won) <= mean(lost) {
		t.Errorf("the estimate is %.3f in won games, %.3f in lost ones", mean(won), mean(lost))
	}
	if d := predicted - mean(all); d > 0.15 || d < -0.15 {
		t.Errorf("mean estimate %.3f, share won %.3f", predicted, mean(all))
	}
}
