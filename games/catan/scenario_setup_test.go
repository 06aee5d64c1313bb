package catan

import (
	"testing"

	"shima/engine"
)

// Random selections and island building, over every player count and
// with the options that change them, never leave the player to move
// without a legal step (a pick that would is not offered).
func TestSelectionAndIslandsNeverDeadEnd(t *testing.T) {
	for seed := range uint64(1200) {
		opts := map[string]string{"scenario": "unknown-island", "pirate": "current", "island": "loose", "harbours": "buy", "gold_bonus": "none", "numbers": "split", "golds": "swapped"}
		if seed%2 == 0 {
			opts = map[string]string{"scenario": "unknown-island"}
		}
		if seed%6 == 3 && seed/6%4 == 0 {
			opts = map[string]string{"scenario": "unknown-island", "frame3": "46"}
		}
		seats := 3 + int(seed/6%4)
		s, _ := Game{}.New(engine.Config{Seats: seats, Seed: seed, Options: opts})
		st := s.(*State)
		r := engine.NewRand(seed)
		for n := 0; st.step < stepSetupSettle; n++ {
			p := st.ToMove()[0]
			legal := st.Legal(p, nil)
			if len(legal) == 0 {
				b, _ := st.MarshalJSON()
				t.Fatalf("seed %d seats %d step %s seat %d after %d: no legal %s", seed, seats, stepKeys[st.step], p, n, b)
			}
			if err := st.Apply(p, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
