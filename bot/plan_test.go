package bot_test

import (
	"errors"
	"fmt"
	"testing"

	"shima/bot"
	"shima/engine"
)

// combo is a turn of two decisions: seat 0 takes a piece (0 or 1), then
// plays it. Piece 1 looks better at once (heuristic 1 against 0), but
// played it gives 2, and piece 0 gives 10. Then seat 1 is to move for
// ever.
type combo struct{ moves []engine.Action }

func (c *combo) Seats() int              { return 2 }
func (c *combo) Record(*engine.Recorder) {}
func (c *combo) ToMove() []engine.Seat   { return []engine.Seat{engine.Seat(min(len(c.moves), 2) / 2)} }
func (c *combo) Legal(s engine.Seat, buf []engine.Action) []engine.Action {
	if len(c.moves) < 2 {
		return append(buf, 0, 1)
	}
	return append(buf, 0)
}
func (c *combo) Apply(s engine.Seat, a engine.Action) error {
	if a > 1 || s != c.ToMove()[0] {
		return errors.New("not legal")
	}
	c.moves = append(c.moves, a)
	return nil
}
func (c *combo) Over() bool                                         { return false }
func (c *combo) Outcome() engine.Outcome                            { return engine.Outcome{} }
func (c *combo) View(engine.Seat) engine.View                       { return nil }
func (c *combo) Determinize(engine.Seat, *engine.Rand) engine.State { return c.Clone() }
func (c *combo) Clone() engine.State {
	return &combo{moves: append([]engine.Action(nil), c.moves...)}
}
func (c *combo) Describe(a engine.Action, _ engine.Lang) string { return fmt.Sprint(int(a)) }
func (c *combo) Parse(string) (engine.Action, error)            { return 0, errors.New("no texts") }
func (c *combo) MarshalJSON() ([]byte, error)                   { return []byte("{}"), nil }
func (c *combo) Heuristic(s engine.Seat) float64 {
	switch {
	case s != 0 || len(c.moves) == 0:
		return 0
	case len(c.moves) == 1:
		return float64(c.moves[0])
	case c.moves[0] == 0:
		return 10
	}
	return 2
}

// A plan judges the whole run of a seat's decisions: it takes the piece
// that pays when played, where greedy takes the one that looks better at
// once. A beam of width 1 keeps only the better-looking piece, as greedy.
func TestPlanSeesTheWholeTurn(t *testing.T) {
	for spec, want := range map[string]engine.Action{"plan": 0, "plan:2": 0, "plan:1": 1, "greedy": 1} {
		b, _ := bot.New(spec, 1)
		if got := b.Choose(&combo{}, 0); got != want {
			t.Errorf("%s chose piece %d, not %d", spec, got, want)
		}
	}
}
