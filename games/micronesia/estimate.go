package micronesia

import (
	_ "embed"

	"shima/engine"
	"shima/internal/logit"
)

// The estimate (engine.Horizon) is each player's chance of winning from the
// split of a turn: a conditional logit model over the players' features
// (FeatureNames), fitted to the outcomes of simulated games. Its weights are
// data/estimate.json (schema in the file; refit by the command it names).
// Tree search stops its playouts at the next split and takes the estimate as
// their reward; a greedy bot judges a split or a sacrifice as before, by the
// heuristic.

//go:embed data/estimate.json
var estimateData []byte

// models are the fitted models; a player's features are: VP held, islands held and their
// square, tribes in stock, turns still to begin before the player's own (0
// for the player to move), the chance that a fresh roll of the dice leaves
// no split its stock pays (a burst, unless it sacrifices), the tribes the
// cheapest split of a fresh roll costs on average, and, for the player to
// move, whether every split of the dice as they lie would burst.
var models = logit.MustLoad(estimateData, []string{"vp", "islands", "islands2", "stock", "order", "risk", "drain", "stuck"})

const features = 8

// FeatureNames names a player's features (logit.Features).
func (st *State) FeatureNames() []string { return models.Names() }

// Features appends each player's features to x, by seat (logit.Features).
func (st *State) Features(x [][]float64) [][]float64 {
	for p := range st.seats {
		f := st.features(p)
		x = append(x, f[:])
	}
	return x
}

// features are player p's features.
func (st *State) features(p int8) [features]float64 {
	islands := float64(st.islandsOf(p))
	risk, drain := st.rollRisk(p)
	stuck := 0.0
	if p == st.mover() && st.step == stepSplit && st.cheapestSplit(p, st.dice) > int(st.stock[p]) {
		stuck = 1
	}
	order := (int(p) - int(st.mover()) + int(st.seats)) % int(st.seats)
	return [features]float64{float64(st.vpOf(p)), islands, islands * islands, float64(st.stock[p]),
		float64(order), risk, drain, stuck}
}

// rollRisk is, over the 216 rolls of three dice, the chance that player p
// cannot pay the cheapest split of the roll from its stock (risk), and the
// tribes that split costs on average, counted as stock+1 when it bursts
// (drain). It weighs each roll up to order by the ordered rolls it stands
// for (rollClasses): the same sums as over all 216, at a quarter of the work.
func (st *State) rollRisk(p int8) (risk, drain float64) {
	stock := int(st.stock[p])
	cost := st.colonising(p)
	bursts, total := 0, 0
	for _, r := range rollClasses {
		n := cheapest(&cost, r.dice)
		if n > stock {
			bursts += r.rolls
		}
		total += r.rolls * min(n, stock+1)
	}
	const rolls = dieSides * dieSides * dieSides
	return float64(bursts) / rolls, float64(total) / rolls
}

// rollClass is a roll of three dice up to order, and how many of the 216
// ordered rolls show it.
type rollClass struct {
	dice  [DiceCount]int8
	rolls int
}

// rollClasses are the 56 rolls of three dice up to order.
var rollClasses = func() []rollClass {
	var out []rollClass
	for a := int8(1); a <= dieSides; a++ {
		for b := a; b <= dieSides; b++ {
			for c := b; c <= dieSides; c++ {
				n := 6 // three different faces
				switch {
				case a == c:
					n = 1
				case a == b || b == c:
					n = 3
				}
				out = append(out, rollClass{[DiceCount]int8{a, b, c}, n})
			}
		}
	}
	return out
}()

// colonising is what each island costs player p to colonise by a split:
// nothing for its own, else one more than the tribes on it.
func (st *State) colonising(p int8) [Islands + 1]int {
	var cost [Islands + 1]int
	for x := 1; x <= Islands; x++ {
		if st.owner[x] != p {
			cost[x] = st.need(x)
		}
	}
	return cost
}

// cheapestSplit is the fewest tribes player p sends to colonise by a split
// of dice: for each split, the islands named that are not p's, each costing
// one more than the tribes on it.
func (st *State) cheapestSplit(p int8, dice [DiceCount]int8) int {
	cost := st.colonising(p)
	return cheapest(&cost, dice)
}

// cheapest is the fewest tribes a split of dice costs, the islands costing
// cost (colonising): each split keeps one die alone and adds the other two,
// naming one island or, when both numbers are the same, one.
func cheapest(cost *[Islands + 1]int, dice [DiceCount]int8) int {
	best := 1 << 30
	sum := int(dice[0] + dice[1] + dice[2])
	for _, d := range dice {
		alone, pair := int(d), sum-int(d)
		n := cost[alone]
		if pair != alone {
			n += cost[pair]
		}
		best = min(best, n)
	}
	return best
}

// Settled reports whether the game stands at a split (engine.Horizon): a
// turn's dice are rolled, or set by sacrifices.
func (st *State) Settled() bool { return st.step == stepSplit }

// Estimate is seat s's chance of winning by the fitted model
// (engine.Horizon); a game over gives its outcome.
func (st *State) Estimate(s engine.Seat) float64 {
	if st.Over() {
		return st.Outcome().Reward(s)
	}
	var f [MaxPlayers][features]float64
	for p := range st.seats {
		f[p] = st.features(p)
	}
	return models.Chance(int(st.seats), int(s), func(p int) []float64 { return f[p][:] })
}
