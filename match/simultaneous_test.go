package match

import (
	"testing"

	"shima/engine"
	_ "shima/internal/bids"
)

// A move chosen before other seats decided in secret in the same
// simultaneous step still stands; one chosen before anything it could see
// changed does not.
func TestUnaffectedBySecretMovesOfTheStep(t *testing.T) {
	cfg := people(3)
	cfg.Game = "bids"
	m, err := New("m", cfg, 1, t0)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Unaffected(1, 0) || m.Unaffected(1, 1) || m.Unaffected(engine.Spectator, 0) {
		t.Fatal("at seq 0 only seq 0 is current, for seats only")
	}
	play(t, m, 0, "bid 1") // seq 1
	for _, s := range []engine.Seat{1, 2} {
		if !m.Unaffected(s, 0) {
			t.Errorf("seat %d: seat 0's secret bid made its move at seq 0 stale", s)
		}
	}
	if m.Unaffected(0, 0) {
		t.Error("seat 0 has bid: its move at seq 0 cannot stand")
	}
	play(t, m, 2, "bid 2") // seq 2
	if !m.Unaffected(1, 0) || !m.Unaffected(1, 1) {
		t.Error("seat 1: two secret bids of others made its move stale")
	}
	play(t, m, 1, "bid 0") // seq 3: the last bid shows all and scores
	for s := range engine.Seat(3) {
		for seq := range 3 {
			if m.Unaffected(s, seq) {
				t.Errorf("seat %d, seq %d: the bids were shown since, yet the move stands", s, seq)
			}
		}
	}
	play(t, m, 1, "bid 1") // seq 4, round 2
	if !m.Unaffected(0, 3) || m.Unaffected(0, 2) {
		t.Error("round 2: only seq 3 on may stand for seat 0")
	}
	rep, err := Replay("m", cfg, 1, t0, m.Events())
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Unaffected(0, 3) || rep.Unaffected(0, 2) {
		t.Error("a replayed match judges stale moves otherwise")
	}
}
