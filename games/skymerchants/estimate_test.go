package skymerchants

import (
	"math"
	"testing"

	"shima/engine"
)

// The fitted estimate gives chances that add up to one, favours the player
// ahead in VP, and the heuristic reads the same terms.
func TestEstimate(t *testing.T) {
	g, err := Game{}.New(engine.Config{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	if math.Abs(st.Estimate(0)+st.Estimate(1)-1) > 1e-9 {
		t.Errorf("chances %v and %v do not add up to one", st.Estimate(0), st.Estimate(1))
	}
	before, h := st.Estimate(1), st.Heuristic(1)
	st.score[1] += 5
	if st.Estimate(1) <= before || st.Heuristic(1) != h+5 {
		t.Errorf("5 VP more: chance %.3f (before %.3f), heuristic %.2f (before %.2f)", st.Estimate(1), before, st.Heuristic(1), h)
	}
}
