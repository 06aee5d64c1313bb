package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"shima/engine"
)

// Replay is a recorded game: its config, every action as English text, and
// the position it ends in.
type Replay struct {
	Config  engine.Config   `json:"config"`
	Actions []ReplayAction  `json:"actions"`
	Final   json.RawMessage `json:"final"`
}

// ReplayAction is one recorded action.
type ReplayAction struct {
	Seat   engine.Seat `json:"seat"`
	Action string      `json:"action"`
}

// Replays checks every recorded game in dir (*.json): replaying its actions,
// read back from their text, must reach its final position byte for byte.
// This pins the rules, the dice and the action texts against unnoticed
// change. With SHIMA_RECORD_REPLAYS=1 it first records n random games of g
// there, one per seed from 1.
func Replays(t *testing.T, g engine.Game, dir string, n int) {
	t.Helper()
	if os.Getenv("SHIMA_RECORD_REPLAYS") != "" {
		if err := record(g, dir, n); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) == 0 {
		t.Fatalf("no recorded games in %s (record them with SHIMA_RECORD_REPLAYS=1)", dir)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var r Replay
		if err := json.Unmarshal(data, &r); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		st, err := g.New(r.Config)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i, a := range r.Actions {
			act, err := st.Parse(a.Action)
			if err == nil {
				err = st.Apply(a.Seat, act)
			}
			if err != nil {
				t.Fatalf("%s: action %d %q: %v", f, i, a.Action, err)
			}
		}
		got, _ := st.MarshalJSON()
		var want bytes.Buffer
		if err := json.Compact(&want, r.Final); err != nil || !bytes.Equal(got, want.Bytes()) {
			t.Errorf("%s: the replay ends elsewhere:\ngot  %s\nwant %s", f, got, want.Bytes())
		}
	}
}

func record(g engine.Game, dir string, n int) error {
	info := g.Info()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i := range n {
		cfg := engine.Config{Seats: info.MinSeats + i%(info.MaxSeats-info.MinSeats+1), Seed: uint64(i + 1)}
		p := playout{g: g, cfg: cfg, max: 100_000, rng: engine.NewRand(uint64(i) + 77)}
		if err := p.run(); err != nil {
			return err
		}
		st, _ := g.New(cfg)
		r := Replay{Config: cfg, Final: p.final}
		for _, s := range p.log {
			r.Actions = append(r.Actions, ReplayAction{Seat: s.seat, Action: st.Describe(s.action, engine.EN)})
			if err := st.Apply(s.seat, s.action); err != nil {
				return err
			}
		}
		data, err := json.MarshalIndent(r, "", " ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("game-%02d.json", i+1)), append(data, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}
