package engine

import "testing"

func TestUntold(t *testing.T) {
	before := Tally{"A5 town": 1, "A7 town": 0, "energy 0": 2}
	after := Tally{"A5 town": 0, "A7 town": 1, "energy 0": 2}
	if got := Untold(before, after, Tally{"A5 town": -1, "A7 town": 1, "hand 1 brick": 4}); got != "" {
		t.Errorf("every change told, a key the seat does not tally claimed: got %q", got)
	}
	want := "A7 town: +1 seen, +0 told; energy 0: +0 seen, +1 told"
	if got := Untold(before, after, Tally{"A5 town": -1, "energy 0": 1}); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
