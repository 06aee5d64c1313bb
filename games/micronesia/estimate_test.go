package micronesia

import (
	"math"
	"testing"

	"shima/engine"
)

// A player with no tribe left and no island cannot pay for any split: every
// roll bursts; with islands 1 to 6 and 2 to 12 held, no split costs a tribe.
func TestRollRisk(t *testing.T) {
	st := newState(t, 3)
	st.stock[1] = 0
	if risk, drain := st.rollRisk(1); risk != 1 || drain != 1 {
		t.Errorf("empty stock: risk %v, drain %v; want 1, 1", risk, drain)
	}
	for n := 1; n <= Islands; n++ {
		st.owner[n], st.tribes[n] = 2, 1
	}
	if risk, drain := st.rollRisk(2); risk != 0 || drain != 0 {
		t.Errorf("every island held: risk %v, drain %v; want 0, 0", risk, drain)
	}
	if risk, _ := st.rollRisk(0); risk != 0 {
		t.Errorf("a full stock against islands of one tribe: risk %v, want 0", risk)
	}
}

// The fitted estimate gives chances that add up to one, and favours the
// player who holds more islands, VP and tribes.
func TestEstimate(t *testing.T) {
	st := newState(t, 3)
	sum := 0.0
	for s := range 3 {
		sum += st.Estimate(engine.Seat(s))
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("chances add up to %v", sum)
	}
	before := st.Estimate(2)
	st.owner[12], st.tribes[12] = 2, 1
	st.owner[11], st.tribes[11] = 2, 1
	if after := st.Estimate(2); after <= before {
		t.Errorf("two islands of 4 VP more: chance %.3f, before %.3f", after, before)
	}
	if !st.Settled() {
		t.Error("a turn's split is not settled")
	}
}

func newState(t *testing.T, seats int) *State {
	t.Helper()
	st, err := Game{}.New(engine.Config{Seats: seats, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}
