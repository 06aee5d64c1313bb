package all

import (
	"encoding/json"
	"errors"
	"testing"

	"shima/engine"
)

// Every game's position takes its random source the same way: rng (the
// saved state) or seed (written by hand), never both; without either, seed
// 0 (Spirit Island asks for one of them).
func TestPositionRandomSource(t *testing.T) {
	for _, g := range engine.Games() {
		id := g.Info().ID
		st, err := g.New(engine.Config{Seats: g.Info().MinSeats, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		var p map[string]any
		if err := json.Unmarshal(data, &p); err != nil {
			t.Fatal(err)
		}
		if _, ok := p["rng"]; !ok {
			t.Fatalf("%s: the position has no rng", id)
		}
		// load loads the position as New wrote it, edited by edit.
		load := func(edit func(p map[string]any)) (string, error) {
			var p map[string]any
			if err := json.Unmarshal(data, &p); err != nil {
				t.Fatal(err)
			}
			edit(p)
			b, _ := json.Marshal(p)
			st, err := g.Load(b)
			if err != nil {
				return "", err
			}
			out, err := json.Marshal(st)
			return string(out), err
		}
		var rej *engine.Rejection
		if _, err := load(func(p map[string]any) { p["seed"] = 5 }); !errors.As(err, &rej) {
			t.Errorf("%s: rng and seed together: %v, want a rejection", id, err)
		}
		seed0, err := load(func(p map[string]any) { delete(p, "rng"); p["seed"] = 0 })
		if err != nil {
			t.Fatalf("%s: seed 0: %v", id, err)
		}
		neither, err := load(func(p map[string]any) { delete(p, "rng") })
		switch {
		case id == "spiritisland":
			if !errors.As(err, &rej) {
				t.Errorf("%s: neither rng nor seed: %v, want a rejection", id, err)
			}
		case err != nil:
			t.Errorf("%s: neither rng nor seed: %v", id, err)
		case neither != seed0:
			t.Errorf("%s: neither rng nor seed loads another source than seed 0", id)
		}
	}
}
