package spiritisland

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// Positions: Load never panics, refuses with a reason in both languages,
// and what it accepts round-trips, keeps its invariants, draws its views
// and plays on. The seeds are positions of random walks in every step.
func FuzzLoad(f *testing.F) {
	for _, st := range walkedStates(f, 2, 7) {
		data, _ := st.MarshalJSON()
		f.Add(data)
	}
	f.Add([]byte(`{"game":"spiritisland","spirits":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		enginetest.CheckLoad(t, Game{}, data)
	})
}

// The conformance suite of engine/enginetest: random games to the end with
// every invariant checked (Check), positions, views and determinizations.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Seeds: 200, Deep: 8})
}

var _ engine.Checker = (*State)(nil)
