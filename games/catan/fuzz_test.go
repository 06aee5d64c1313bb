package catan

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// fuzzStates are positions in the steps of both scenarios, reached by
// random play from fixed seeds: the selection phase, island building, the
// set-up, trade, the robber and the rest.
func fuzzStates(f *testing.F) []engine.State {
	var out []engine.State
	for _, opts := range []map[string]string{nil, {"scenario": "unknown-island"}, {"scenario": "unknown-island", "harbours": "buy"}} {
		st, err := Game{}.New(engine.Config{Seats: 4, Seed: 3, Options: opts})
		if err != nil {
			f.Fatal(err)
		}
		r := engine.NewRand(3)
		seen := map[step]bool{}
		for n := 0; !st.Over() && n < 20000; n++ {
			if s := st.(*State).step; !seen[s] {
				seen[s] = true
				out = append(out, st.Clone())
			}
			p := st.ToMove()[0]
			legal := st.Legal(p, nil)
			if err := st.Apply(p, legal[r.IntN(len(legal))]); err != nil {
				f.Fatal(err)
			}
		}
	}
	return out
}

// Action texts, in each step: whatever Parse reads is refused without
// change or applied legally.
func FuzzParse(f *testing.F) {
	states := fuzzStates(f)
	for i, text := range []string{"settle 31", "開拓地 31", "road 23-24", "ship 23-24", "move ship 1-2 to 3-4", "pirate 12",
		"robber 999", "take fields 6", "畑 6を取る", "take harbour chip 3:1", "lay hills on 12", "chip 6 on 12", "数字6を12に置く",
		"lay harbour on 60 at 1-2", "turn harbour 12 to 23-24", "take the cards of 31", "gold ore", "砂金川から鉱石",
		"buy harbour 12 to 20 at 33-34 paying wool and grain", "offer 2 brick for 1 ore to blue", "青にレンガ2を鉱石1と交換で申し出る",
		"give brick", "ask for ore", "trade with blue", "trade 4 brick for 1 ore", "end turn", "discard wool"} {
		f.Add(uint8(i), text)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		enginetest.CheckText(t, states[int(which)%len(states)], text)
	})
}

// Positions: Load never panics, refuses with a reason, and what it accepts
// round-trips and plays on.
func FuzzLoad(f *testing.F) {
	for _, st := range fuzzStates(f) {
		data, _ := st.MarshalJSON()
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		enginetest.CheckLoad(t, Game{}, data)
	})
}
