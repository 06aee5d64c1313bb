package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Tally is what one seat sees of a state, as counts by key: the pieces and
// blight on each land, each hand and its count, scores, gold, cubes, the
// pools. Each game names its keys in its EVENTS.md ("What the events
// account for"). A tally holds every key the seat can see, those that
// count 0 too, so that a claim about a key it sees is always checked.
type Tally map[string]int

// Accountant is a state whose events account for every change a seat can
// see: over its playouts, the conformance suite (enginetest) checks that
// the events each seat is told of an action claim exactly the change of
// that seat's tally, and fails with the action and the untold change.
type Accountant interface {
	// Tally returns what seat s sees, as counts by key. It reads only what
	// View(s) shows (the suite checks that it is the same in every
	// determinization for s).
	Tally(s Seat) Tally
	// Claim adds to t the changes that event e, as one seat is told it (its
	// Only and Else already resolved by Event.For), claims: its Data read as
	// counts that come (> 0) or go (< 0), by the keys of Tally. Claims of
	// keys that the seat does not tally are not checked.
	Claim(e Event, t Tally)
}

// Untold compares what a seat's tally did (before to after) with what its
// events claimed, over the keys the seat tallies, and describes each
// difference, sorted by key: "A7 town: +1 seen, +0 told". None: "".
func Untold(before, after, claimed Tally) string {
	var diffs []string
	check := func(k string) {
		if seen, told := after[k]-before[k], claimed[k]; seen != told {
			diffs = append(diffs, fmt.Sprintf("%s: %+d seen, %+d told", k, seen, told))
		}
	}
	for k := range before {
		check(k)
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			check(k)
		}
	}
	slices.Sort(diffs)
	return strings.Join(diffs, "; ")
}
