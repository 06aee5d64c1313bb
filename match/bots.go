package match

import (
	"fmt"
	"time"

	"shima/bot"
	"shima/engine"
)

// Limits on the budget of a match's bots: the server thinks for them, so a
// spec may not ask for more than these (the lobby offers mcts:3000 at most).
const (
	MaxBotIterations = 10000
	MaxBotTime       = 5 * time.Second
	MaxPlanWidth     = 64
	// MaxBotSamples bounds a lookahead bot's samples: in Catan, 32 take
	// under a millisecond a decision on average.
	MaxBotSamples = 1000
)

// CheckBot returns why a new match, or a seat handed over, may not have the
// bot spec, or nil: bot.New must accept it, an mcts bot may think for at
// most MaxBotIterations iterations or MaxBotTime a decision, a plan keep at
// most MaxPlanWidth sequences, and a lookahead bot take at most
// MaxBotSamples samples.
func CheckBot(spec string) error {
	b, err := bot.New(spec, 0)
	if err != nil {
		return err
	}
	if m, ok := b.(*bot.MCTS); ok {
		if budget := m.Budget(); budget.Iterations > MaxBotIterations || budget.Time > MaxBotTime {
			return engine.Rejectf("bot %q would think too long: mcts takes at most %d iterations (mcts:%[2]d) or %[3]s (mcts:%[3]s) a decision",
				"ボット「%s」は考える時間が長すぎます。mctsは1手あたり最大%d回(mcts:%[2]d)か%[3]s(mcts:%[3]s)までです",
				spec, MaxBotIterations, MaxBotTime)
		}
	}
	if p, ok := b.(*bot.Plan); ok && p.Width() > MaxPlanWidth {
		return engine.Rejectf("bot %q would think too long: a plan keeps at most %d sequences (plan:%[2]d)",
			"ボット「%s」は考える時間が長すぎます。planの幅は最大%d(plan:%[2]d)までです", spec, MaxPlanWidth)
	}
	if l, ok := b.(*bot.Lookahead); ok && l.Samples() > MaxBotSamples {
		return engine.Rejectf("bot %q would think too long: lookahead takes at most %d samples (lookahead:%[2]d)",
			"ボット「%s」は考える時間が長すぎます。lookaheadは最大%dサンプル(lookahead:%[2]d)までです",
			spec, MaxBotSamples)
	}
	return nil
}

// NewBot makes the bot that plays spec in a match, with its budget held to
// the limits: a match stored before them may name a bot that asks for more.
func NewBot(spec string, seed uint64) (bot.Bot, error) {
	b, err := bot.New(spec, seed)
	if err != nil {
		return nil, err
	}
	if m, ok := b.(*bot.MCTS); ok {
		budget := m.Budget()
		if budget.Iterations > MaxBotIterations {
			budget.Iterations = MaxBotIterations
		}
		if budget.Time > MaxBotTime {
			budget.Time = MaxBotTime
		}
		if budget != m.Budget() {
			b = bot.NewMCTS(budget, seed)
		}
	}
	if p, ok := b.(*bot.Plan); ok && p.Width() > MaxPlanWidth {
		b, _ = bot.New(fmt.Sprintf("plan:%d", MaxPlanWidth), seed)
	}
	if l, ok := b.(*bot.Lookahead); ok && l.Samples() > MaxBotSamples {
		b = bot.NewLookahead(MaxBotSamples, seed)
	}
	return b, nil
}
