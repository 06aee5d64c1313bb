package match

import (
	"encoding/json"
	"testing"

	"shima/engine"
)

func TestDbg(t *testing.T) {
	m := siMatch(t, 1, 6)
	raw, _ := m.state.MarshalJSON()
	var p map[string]any
	json.Unmarshal(raw, &p)
	t.Log(p["invader_deck"], p["build"], p["ravage"], p["explore"], p["ravaged"], p["step"], p["round"])
	r := engine.NewRand(5)
	for range 3 {
		d := m.state.Determinize(0, &r)
		raw, _ := d.MarshalJSON()
		json.Unmarshal(raw, &p)
		t.Log(p["invader_deck"])
	}
}
