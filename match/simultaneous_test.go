package match

import (
	"testing"
	"time"

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

// In a simultaneous step each seat's clock runs from when the step began:
// another's secret move does not restart it, while the seats of the next
// step start afresh.
func TestClockInASimultaneousStep(t *testing.T) {
	cfg := people(3)
	cfg.Game = "bids"
	cfg.Clock = Clock{PerMove: Duration(10 * time.Minute)}
	m, err := New("m", cfg, 1, t0)
	if err != nil {
		t.Fatal(err)
	}
	bid := func(s engine.Seat, text string, at time.Time) {
		t.Helper()
		a, err := m.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := m.Move(s, a, at)
		if err == nil {
			err = m.Apply(ev)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	bid(0, "bid 1", t0.Add(3*time.Minute))
	if d, _ := m.Deadline(); !d.Equal(t0.Add(10 * time.Minute)) {
		t.Fatalf("after seat 0's bid the deadline is %v, want %v", d, t0.Add(10*time.Minute))
	}
	if late := m.Late(t0.Add(10 * time.Minute)); len(late) != 2 || late[0] != 1 || late[1] != 2 {
		t.Fatalf("late at the deadline: %v, want seats 1 and 2", late)
	}
	if late := m.Late(t0.Add(9 * time.Minute)); len(late) != 0 {
		t.Fatalf("late before the deadline: %v", late)
	}
	bid(1, "bid 2", t0.Add(4*time.Minute))
	bid(2, "bid 0", t0.Add(5*time.Minute)) // the bids show: round 2
	for s := range engine.Seat(3) {
		if !m.TurnSince(s).Equal(t0.Add(5 * time.Minute)) {
			t.Errorf("round 2: seat %d's turn began %v", s, m.TurnSince(s))
		}
	}
	rep, err := Replay("m", cfg, 1, t0, m.Events())
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := rep.Deadline(); !d.Equal(t0.Add(15 * time.Minute)) {
		t.Fatalf("replayed, the deadline is %v", d)
	}
}
