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

// rollRisk, which weighs the rolls up to order, gives exactly what going
// through all 216 ordered rolls and the rules' own splits (splitFor) gives,
// for every player at every position of random games.
func TestRollRiskOverAllRolls(t *testing.T) {
	total := 0
	for _, r := range rollClasses {
		total += r.rolls
	}
	if len(rollClasses) != 56 || total != 216 {
		t.Fatalf("%d classes of %d rolls, want 56 of 216", len(rollClasses), total)
	}
	r := engine.NewRand(5)
	var buf []engine.Action
	checked := 0
	for game := range 20 {
		st := newState(t, 3+game%2)
		for !st.Over() {
			for p := range st.seats {
				risk, drain := st.rollRisk(p)
				wantRisk, wantDrain := allRolls(st, p)
				if risk != wantRisk || drain != wantDrain {
					t.Fatalf("game %d, player %d: risk %v and drain %v, over all rolls %v and %v", game, p, risk, drain, wantRisk, wantDrain)
				}
				checked++
			}
			s := st.ToMove()[0]
			buf = st.Legal(s, buf[:0])
			if err := st.Apply(s, buf[r.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions and players checked", checked)
}

// allRolls is rollRisk the long way: every ordered roll, every split the
// rules give it.
func allRolls(st *State, p int8) (risk, drain float64) {
	stock := int(st.stock[p])
	bursts, total := 0, 0
	for a := int8(1); a <= dieSides; a++ {
		for b := int8(1); b <= dieSides; b++ {
			for c := int8(1); c <= dieSides; c++ {
				dice := [DiceCount]int8{a, b, c}
				best := 1 << 30
				for i := range DiceCount {
					x, y := pairOf(splitFor(dice, i))
					n := 0
					if st.owner[x] != p {
						n += st.need(x)
					}
					if y != x && st.owner[y] != p {
						n += st.need(y)
					}
					best = min(best, n)
				}
				if best > stock {
					bursts++
				}
				total += min(best, stock+1)
			}
		}
	}
	return float64(bursts) / 216, float64(total) / 216
}
