package bot

import (
	"fmt"
	"time"

	"shima/engine"
)

// Limits bound how long a bot may think for one decision, for whoever
// thinks for others (the server's matches, the engine protocol): an mcts
// search's iterations, all its workers' together, and its time; a plan's
// width; a lookahead's samples.
type Limits struct {
	Iterations int
	Time       time.Duration
	Width      int
	Samples    int
}

// Check returns why b, made from spec, would think for longer than l
// allows, or nil; the reason, in both languages, names the most a spec may
// ask for.
func (l Limits) Check(spec string, b Bot) error {
	switch b := b.(type) {
	case *MCTS:
		budget, workers := b.Budget(), b.Workers()
		// Each worker searches the whole budget; the second test catches
		// a product too large for an int.
		if budget.Iterations*workers > l.Iterations || budget.Iterations > l.Iterations || budget.Time > l.Time {
			on := engine.T("", "")
			if workers > 1 {
				on = engine.T(fmt.Sprintf(" on %d workers", workers), fmt.Sprintf("、ワーカー%d個で", workers))
			}
			return engine.Rejectf("bot %q would think too long: mcts takes at most %d iterations (mcts:%d%s) or %s (mcts:%[5]s) a decision",
				"ボット「%s」は考える時間が長すぎます。mctsは1手あたり最大%d回(mcts:%d%s)か%s(mcts:%[5]s)までです",
				spec, l.Iterations, l.Iterations/workers, on, l.Time)
		}
	case *Plan:
		if b.Width() > l.Width {
			return engine.Rejectf("bot %q would think too long: a plan keeps at most %d sequences (plan:%[2]d)",
				"ボット「%s」は考える時間が長すぎます。planの幅は最大%d(plan:%[2]d)までです", spec, l.Width)
		}
	case *Lookahead:
		if b.Samples() > l.Samples {
			return engine.Rejectf("bot %q would think too long: lookahead takes at most %d samples (lookahead:%[2]d)",
				"ボット「%s」は考える時間が長すぎます。lookaheadは最大%dサンプル(lookahead:%[2]d)までです", spec, l.Samples)
		}
	}
	return nil
}

// Hold returns b, made with seed, held to l: where it would think for
// longer, a bot of its kind whose budget is cut to the limits.
func (l Limits) Hold(b Bot, seed uint64) Bot {
	switch b := b.(type) {
	case *MCTS:
		budget := b.Budget()
		budget.Iterations = min(budget.Iterations, l.Iterations)
		budget.Time = min(budget.Time, l.Time)
		if budget != b.Budget() {
			return NewMCTS(budget, seed)
		}
	case *Plan:
		if b.Width() > l.Width {
			return &Plan{width: l.Width, rng: engine.NewRand(seed)}
		}
	case *Lookahead:
		if b.Samples() > l.Samples {
			return NewLookahead(l.Samples, seed)
		}
	}
	return b
}
