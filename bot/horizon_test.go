package bot_test

import (
	"errors"
	"fmt"
	"testing"

	"shima/bot"
	"shima/engine"
)

// delayed is a one-seat game whose first decision shows its worth only
// later: the seat chooses a number from 0 to 4, then waits. Its heuristic
// sees the number only once the position settles, 10 waits on; the game
// ends 50 waits on, won only when the number was 0 (a trap past the
// horizon, so that a search which played to the end would choose 0, and
// one that stops at the horizon chooses 4).
type delayed struct {
	choice, waits int
}

const wait = engine.Action(9)

func (d *delayed) Seats() int              { return 1 }
func (d *delayed) Record(*engine.Recorder) {}
func (d *delayed) ToMove() []engine.Seat {
	if d.Over() {
		return nil
	}
	return []engine.Seat{0}
}
func (d *delayed) Legal(s engine.Seat, buf []engine.Action) []engine.Action {
	switch {
	case d.Over():
		return buf
	case d.choice < 0:
		return append(buf, 0, 1, 2, 3, 4)
	}
	return append(buf, wait)
}
func (d *delayed) Apply(s engine.Seat, a engine.Action) error {
	switch {
	case d.Over() || (d.choice < 0) == (a == wait) || a > wait:
		return errors.New("not legal")
	case d.choice < 0:
		d.choice = int(a)
	default:
		d.waits++
	}
	return nil
}
func (d *delayed) Over() bool { return d.waits == 50 }
func (d *delayed) Outcome() engine.Outcome {
	o := engine.Outcome{Scores: []float64{0}, Ranks: []int{1}}
	if d.choice == 0 {
		o.Scores[0], o.Winners = 1, []engine.Seat{0}
	}
	return o
}
func (d *delayed) View(engine.Seat) engine.View                       { return nil }
func (d *delayed) Determinize(engine.Seat, *engine.Rand) engine.State { return d.Clone() }
func (d *delayed) Clone() engine.State                                { c := *d; return &c }
func (d *delayed) Describe(a engine.Action, _ engine.Lang) string     { return fmt.Sprint(int(a)) }
func (d *delayed) Parse(string) (engine.Action, error)                { return 0, errors.New("no texts") }
func (d *delayed) MarshalJSON() ([]byte, error)                       { return []byte("{}"), nil }
func (d *delayed) Playout(s engine.Seat, _ *engine.Rand, buf []engine.Action) engine.Action {
	return d.Legal(s, buf[:0])[0]
}
func (d *delayed) Settled() bool { return d.waits == 10 }
func (d *delayed) Heuristic(engine.Seat) float64 {
	if d.waits < 10 {
		return 0
	}
	return float64(d.choice)
}
func (d *delayed) Estimate(engine.Seat) float64 { return float64(d.choice) / 4 }

// Where the game's heuristic judges only settled positions, greedy plays on
// to the horizon before it judges (one step on, every number looks alike),
// and tree search stops its playouts there and takes the game's estimate.
func TestBotsLookToTheHorizon(t *testing.T) {
	for _, spec := range []string{"greedy", "mcts:200"} {
		for seed := range uint64(3) {
			b, _ := bot.New(spec, seed)
			if got := b.Choose(&delayed{choice: -1}, 0); got != 4 {
				t.Errorf("%s, seed %d: chose %d, not 4", spec, seed, got)
			}
		}
	}
}

// Chances searches where there is one choice too (waiting, here), and gives
// the mean of what its playouts came to: the game's estimate at the
// horizon. A game over gives each seat its reward.
func TestChances(t *testing.T) {
	m := bot.NewMCTS(bot.Budget{Iterations: 50}, 1)
	if got := m.Chances(&delayed{choice: 2}, 0); len(got) != 1 || got[0] != 0.5 || m.Iterations != 50 {
		t.Errorf("number 2 chosen: chances %v after %d iterations, want [0.5] after 50", got, m.Iterations)
	}
	if got := m.Chances(&delayed{choice: -1}, 0); len(got) != 1 || got[0] <= 0.5 || got[0] >= 1 {
		t.Errorf("to choose: chances %v, want the mean of estimates mostly of number 4", got)
	}
	for choice, want := range []float64{1, 0} {
		if got := m.Chances(&delayed{choice: choice, waits: 50}, 0); len(got) != 1 || got[0] != want {
			t.Errorf("over with number %d: chances %v, want [%v]", choice, got, want)
		}
	}
}
