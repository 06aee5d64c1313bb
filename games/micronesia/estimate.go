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
// could pay for no split, and the mean cost of its cheapest split.
func (st *State) rollRisk(p int8) (risk, drain float64) {
	stock := int(st.stock[p])
	bursts, cost := 0, 0
	var dice [DiceCount]int8
	for a := int8(1); a <= dieSides; a++ {
		for b := int8(1); b <= dieSides; b++ {
			for c := int8(1); c <= dieSides; c++ {
				dice = [DiceCount]int8{a, b, c}
				n := st.cheapestSplit(p, dice)
				if n > stock {
					bursts++
				}
				cost += min(n, stock+1)
			}
		}
	}
	const rolls = dieSides * dieSides * dieSides
	return float64(bursts) / rolls, float64(cost) / rolls
}

// cheapestSplit is the fewest tribes player p sends to colonise by a split
// of dice: for each split, the islands named that are not p's, each costing
// one more than the tribes on it.
func (st *State) cheapestSplit(p int8, dice [DiceCount]int8) int {
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
