package match

import (
	"time"

	"shima/bot"
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

// limits are a match's bots' limits.
var limits = bot.Limits{Iterations: MaxBotIterations, Time: MaxBotTime, Width: MaxPlanWidth, Samples: MaxBotSamples}

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
	return limits.Check(spec, b)
}

// NewBot makes the bot that plays spec in a match, with its budget held to
// the limits: a match stored before them may name a bot that asks for more.
func NewBot(spec string, seed uint64) (bot.Bot, error) {
	b, err := bot.New(spec, seed)
	if err != nil {
		return nil, err
	}
	return limits.Hold(b, seed), nil
}
