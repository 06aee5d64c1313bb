package catan

// A hand of resource cards is worth what it builds soon. An outlook lists
// what a player could build (its targets) and what each would bring; a
// hand is worth a share of its best target's worth, less for each bank trade
// and each card the target still needs, plus a little for the cards the
// target does not use, less what a 7 would take. The greedy bot rates its
// trades, discards and card plays by it; advice on trades between players
// can compare a hand before and after an offer the same way.

// target is something a player may build or buy.
type target uint8

// The targets. A settlement a road away is a target of its own: the road
// and the settlement together.
const (
	targetCity target = iota
	targetSettlement
	targetRoadSettlement
	targetDev
	targetRoad
	targets
)

// targetCost is what each target costs.
var targetCost = [targets][Resources]int8{
	targetCity:           cityCost,
	targetSettlement:     settlementCost,
	targetRoadSettlement: {Brick: 2, Lumber: 2, Wool: 1, Grain: 1},
	targetDev:            devCost,
	targetRoad:           roadCost,
}

// outlook is what a player could build and what each build would bring it,
// in VP: what a hand is measured against.
type outlook struct {
	w        *weights
	rates    [Resources]int8  // the player's bank rates
	produced [Resources]bool  // the resources it produces: a card it lacks of them comes sooner
	worth    [targets]float64 // what each target would bring; 0 when it cannot be built
	seven    float64          // the chance a 7 comes before the player's next turn
}

// outlook works out player p's targets, s the sites its roads lead to.
func (ev *evaluation) outlook(p int8, s *sites) outlook {
	st := ev.st
	o := outlook{w: ev.w, rates: st.rates[p]}
	for r := range Resources {
		o.produced[r] = ev.prod[p][r] > 0
	}
	o.worth[targetCity] = ev.cityWorth(p)
	o.worth[targetSettlement] = s.now
	if st.roadsLeft(p) > 0 {
		o.worth[targetRoadSettlement] = s.oneRoad
		o.worth[targetRoad] = s.roadGain
	}
	if st.nDeck > 0 {
		o.worth[targetDev] = ev.devMean()
	}
	// The others roll before p's next turn.
	o.seven = 1 - pow(5.0/6, int(st.seats)-1)
	return o
}

func pow(x float64, n int) float64 {
	y := 1.0
	for range n {
		y *= x
	}
	return y
}

// plan is the value of pursuing target t with hand, and the cards of hand
// it spends: those paying the cost and those traded to the bank for the rest.
// Trades count only when they complete the cost: a trade toward a target
// the hand cannot complete is not worth its cards.
func (o *outlook) plan(t target, hand *[Resources]int8) (float64, [Resources]int8) {
	w := o.w
	cost := &targetCost[t]
	var used, surplus [Resources]int8
	need, rare := 0, 0
	for r := range Resources {
		used[r] = min(hand[r], cost[r])
		surplus[r] = hand[r] - used[r]
		if n := int(cost[r] - used[r]); n > 0 {
			need += n
			if !o.produced[r] {
				rare += n
			}
		}
	}
	v := w.ready * o.worth[t]
	if need == 0 {
		return v, used
	}
	// Can the surplus pay the rest at the bank? Trade the cheapest first.
	trades := 0
	left := surplus
	for trades < need {
		give, rate := -1, int8(127)
		for r := range Resources {
			if left[r] >= o.rates[r] && o.rates[r] < rate {
				give, rate = r, o.rates[r]
			}
		}
		if give < 0 {
			break
		}
		left[give] -= rate
		trades++
	}
	if trades == need {
		for r := range Resources {
			used[r] += surplus[r] - left[r]
		}
		return v * pow(w.tradeStep, need), used
	}
	return v * pow(w.missStep, need-rare) * pow(w.missRare, rare), used
}

// handWorth is what hand is worth, in VP: the best of its plans, each with
// the cards it does not spend (a little each, less for many of a kind), a
// share of the second-best plan, less the cards a 7 would take.
func (o *outlook) handWorth(hand *[Resources]int8) float64 {
	w := o.w
	best, bestPlan, second := o.loose(hand), 0.0, 0.0
	for t := range targets {
		if o.worth[t] == 0 {
			continue
		}
		v, used := o.plan(t, hand)
		var rest [Resources]int8
		for r := range Resources {
			rest[r] = hand[r] - used[r]
		}
		if total := v + o.loose(&rest); total > best {
			best = total
		}
		if v > bestPlan {
			bestPlan, second = v, bestPlan
		} else if v > second {
			second = v
		}
	}
	val := best + w.secondPlan*second
	n := 0
	for r := range Resources {
		n += int(hand[r])
	}
	if n > HandLimit {
		val -= o.seven * w.sevenRisk * w.card * float64(n/2)
	}
	return val
}

// loose is what the cards rest, not spent by a plan, are worth: w.card for
// the first of a kind, less for each further one (a hand wants variety).
func (o *outlook) loose(rest *[Resources]int8) float64 {
	v := 0.0
	for r := range Resources {
		k := 1.0
		for range rest[r] {
			v += o.w.card * k
			k = max(0.3, k-0.15)
		}
	}
	return v
}

// lacks is what hand lacks for its most valuable plan (nothing when that
// plan is ready), and the plan's target: what a player would ask for in a
// trade.
func (o *outlook) lacks(hand *[Resources]int8) (target, [Resources]int8) {
	best, bt := 0.0, targets
	for t := range targets {
		if o.worth[t] == 0 {
			continue
		}
		if v, _ := o.plan(t, hand); v > best {
			best, bt = v, t
		}
	}
	var need [Resources]int8
	if bt == targets {
		return bt, need
	}
	for r := range Resources {
		need[r] = max(0, targetCost[bt][r]-hand[r])
	}
	return bt, need
}
