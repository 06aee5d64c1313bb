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

// Action texts, in every step: whatever Parse reads is refused without
// change or applied legally.
func FuzzParse(f *testing.F) {
	states := walkedStates(f, 2, 7)
	for i, text := range []string{"growth 2", "成長 1", "play Raging Storm", "target land A5", "push explorer A5 to A4",
		"push town to A2", "damage town A3", "destroy city", "gather dahan from A4", "stop", "done", "skip Raging Storm",
		"presence from energy track to A5", "gain minor", "take Call to Migrate", "blight to A4", "choose land A5", "option 1"} {
		f.Add(uint8(i), text)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		enginetest.CheckText(t, states[int(which)%len(states)], text)
	})
}

// The conformance suite of engine/enginetest: random games to the end with
// every invariant checked (Check), positions, views and determinizations.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Seeds: 200, Deep: 8, Events: []string{
		"invaders", "fear-card", "ravage", "strike", "blight", "cascade", "blight-card", "presence", "build", "explore", "skip",
		"fear", "power", "energy", "draw", "growth", "play", "time", "blighted"}})
}

var _ engine.Checker = (*State)(nil)
