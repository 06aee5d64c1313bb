package engine_test

import (
	"testing"

	"shima/engine"
	_ "shima/games/all"
)

// ParseFor never completes an action from the start of its text: in
// Micronesia "islands 4" is not "islands 4 and 10", even where that is the
// only split beginning so.
func TestParseForGuessesNothing(t *testing.T) {
	st, err := engine.NewState("micronesia", engine.Config{Seats: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.ToMove()[0]
	legal := st.Legal(s, nil)
	full := st.Describe(legal[0], engine.EN)
	if a, err := engine.ParseFor(st, legal, full); err != nil || a != legal[0] {
		t.Fatalf("%q reads as %v, %v", full, a, err)
	}
	for n := len(full) - 1; n > 0; n-- {
		if full[n] != ' ' {
			continue
		}
		// What Parse does not read, ParseFor does not complete.
		if _, perr := st.Parse(full[:n]); perr != nil {
			if a, err := engine.ParseFor(st, legal, full[:n]); err == nil {
				t.Errorf("%q reads as %q", full[:n], st.Describe(a, engine.EN))
			}
		}
	}
}
