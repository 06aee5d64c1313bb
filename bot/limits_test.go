package bot_test

import (
	"strings"
	"testing"
	"time"

	"shima/bot"
	"shima/engine"
	"shima/games/micronesia"
)

// Limits count an mcts search's iterations over all its workers, each of
// which searches the whole budget, and name the most a spec may ask for.
func TestLimitsCountEveryWorker(t *testing.T) {
	l := bot.Limits{Iterations: 1000, Time: 1e9, Width: 8, Samples: 8}
	for _, c := range []struct {
		spec    string
		workers int
		ok      bool
	}{
		{"mcts:1000", 1, true}, {"mcts:1001", 1, false}, {"mcts:500", 2, true}, {"mcts:501", 2, false},
		{"mcts:9223372036854775807", 64, false}, {"mcts:1s", 64, true}, {"mcts:2s", 1, false},
	} {
		b, err := bot.New(c.spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		b.(*bot.MCTS).SetWorkers(c.workers)
		err = l.Check(c.spec, b)
		if c.ok != (err == nil) {
			t.Errorf("%s on %d workers: %v", c.spec, c.workers, err)
		}
		if err != nil && c.workers > 1 && !strings.Contains(err.Error(), "(mcts:15 on 64 workers)") && !strings.Contains(err.Error(), "(mcts:500 on 2 workers)") {
			t.Errorf("%s on %d workers: %v does not name the budget it may have", c.spec, c.workers, err)
		}
	}
}

// A budget of a time and iterations ends at whichever comes first, on each
// worker: a long time bounded by iterations stops at them.
func TestBudgetOfTimeAndIterations(t *testing.T) {
	st, err := micronesia.Game{}.New(engine.Config{Seats: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 2} {
		m := bot.NewMCTS(bot.Budget{Time: time.Hour, Iterations: 300}, 1)
		m.SetWorkers(workers)
		m.Choose(st, 0)
		if m.Iterations != 300*workers || m.Name() != "mcts:1h0m0s" {
			t.Errorf("%s on %d workers ran %d iterations, want %d", m.Name(), workers, m.Iterations, 300*workers)
		}
	}
}
