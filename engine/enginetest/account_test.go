package enginetest

import (
	"strings"
	"testing"

	"shima/engine"
	"shima/internal/bids"
)

// The accounting check finds a change no event tells: the last bid of a
// round pays every seat's bid and scores a point; told without its score,
// the events leave a point untold to every seat.
func TestCheckAccountFindsUntoldChange(t *testing.T) {
	st, err := bids.Game{}.New(engine.Config{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(0, 3); err != nil {
		t.Fatal(err)
	}
	told := func(drop string) error {
		c := st.Clone()
		before := tallies(c.(engine.Accountant), 2)
		events, err := engine.ApplyEvents(c, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		var kept []engine.Event
		for _, e := range events {
			if e.Kind != drop {
				kept = append(kept, e)
			}
		}
		return checkAccount(c.(engine.Accountant), before, tallies(c.(engine.Accountant), 2), kept, 1, "bid 1")
	}
	if err := told(""); err != nil {
		t.Fatalf("every event told: %v", err)
	}
	err = told("score")
	if err == nil || !strings.Contains(err.Error(), "points 0: +1 seen, +0 told") {
		t.Fatalf("the score untold: got %v, want the point named", err)
	}
	err = told("reveal")
	if err == nil || !strings.Contains(err.Error(), "coins 0: -3 seen, +0 told") || !strings.Contains(err.Error(), "coins 1: -1 seen, +0 told") {
		t.Fatalf("the bids untold: got %v, want both seats' coins named", err)
	}
}
