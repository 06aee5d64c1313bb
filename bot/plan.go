package bot

import (
	"cmp"
	"fmt"
	"slices"

	"shima/engine"
)

// Plan looks at a seat's whole turn at once: a beam search over the
// sequences of decisions the seat makes in a row (a tile laid, then what it
// builds, then its trades), on one determinization, each sequence judged by
// the game's heuristic where the seat's run of decisions ends. It keeps the
// width best partial sequences at each step. Where a greedy bot sees one
// decision ahead, a plan sees that laying a tile is worth what it lets the
// seat build next. Where the game advises (engine.Advisor), it follows the
// advice as greedy does, and it takes an action that wins at once as
// greedy does.
type Plan struct {
	width int
	rng   engine.Rand
	buf   []engine.Action
}

// DefaultWidth is the beam width of a plain "plan" bot.
const DefaultWidth = 8

// planSteps bounds a planned run of decisions, against a game whose seat
// could decide forever.
const planSteps = 40

// Name returns "plan" or "plan:W".
func (p *Plan) Name() string {
	if p.width == DefaultWidth {
		return "plan"
	}
	return fmt.Sprintf("plan:%d", p.width)
}

// Width is the beam's width: the partial sequences kept at each step.
func (p *Plan) Width() int { return p.width }

// partial is a sequence of decisions being planned: the state it leads to,
// its first action, and its value.
type partial struct {
	st    engine.State
	first engine.Action
	began bool // first is set
	value float64
	done  bool // the seat's run of decisions has ended
}

// Choose returns the first action of the best sequence found.
func (p *Plan) Choose(st engine.State, seat engine.Seat) engine.Action {
	d := st.Determinize(seat, &p.rng)
	p.buf = choices(d, seat, &p.rng, p.buf, false)
	if a, _, ok := winNow(st, d, seat, &p.rng, p.buf, false); ok {
		return a
	}
	if len(p.buf) == 1 {
		return p.buf[0]
	}
	beam := []partial{{st: d}}
	var best partial
	found := false
	for step := 0; step < planSteps && len(beam) > 0; step++ {
		var next []partial
		for _, pt := range beam {
			p.buf = choices(pt.st, seat, &p.rng, p.buf, false)
			actions := slices.Clone(p.buf)
			for _, a := range actions {
				c := pt.st.Clone()
				if err := c.Apply(seat, a); err != nil {
					panic(fmt.Sprintf("bot: legal action refused: %v", err))
				}
				first := pt.first
				if !pt.began {
					first = a
				}
				np := partial{st: c, first: first, began: true, value: planValue(c, seat) + float64(p.rng.IntN(1000))*1e-9}
				np.done = c.Over() || !engine.Contains(c.ToMove(), seat)
				next = append(next, np)
			}
		}
		slices.SortFunc(next, func(a, b partial) int {
			return cmp.Compare(b.value, a.value) // the highest first
		})
		beam = beam[:0]
		for _, np := range next {
			if np.done || step == planSteps-1 {
				if !found || np.value > best.value {
					best, found = np, true
				}
				continue
			}
			if len(beam) < p.width {
				beam = append(beam, np)
			}
		}
	}
	return best.first
}

// planValue judges where a planned run ends: by the game's estimate where it
// has one and the position is settled (engine.Horizon), else as greedy does.
func planValue(st engine.State, seat engine.Seat) float64 {
	if h, ok := st.(engine.Horizon); ok && !st.Over() && h.Settled() {
		return h.Estimate(seat)
	}
	return value(st, seat)
}
