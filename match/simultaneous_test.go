package match

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"shima/engine"
	_ "shima/games/skye"
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

// A secret move reads as a decision to the other seats only while its step
// goes on: once the bids are shown, the log says what each bid, before the
// game is over, and a log sent in parts is sent whole again.
func TestSecretMovesShowInTheLogOnceRevealed(t *testing.T) {
	cfg := people(3)
	cfg.Game = "bids"
	m, err := New("m", cfg, 1, t0)
	if err != nil {
		t.Fatal(err)
	}
	texts := func(viewer engine.Seat) []string {
		var out []string
		for _, e := range m.Log(viewer, engine.EN, 0) {
			out = append(out, e.Text)
		}
		return out
	}
	secret := engine.SecretChoice.EN
	play(t, m, 0, "bid 1")
	play(t, m, 1, "bid 2")
	if got := texts(2); !slices.Equal(got, []string{secret, secret}) {
		t.Fatalf("seat 2 reads the log of a round still bidding as %q", got)
	}
	if got := texts(0); got[0] != "bid 1" || got[1] != secret {
		t.Fatalf("seat 0 reads %q: its own bid, not seat 1's", got)
	}
	play(t, m, 2, "bid 0") // the bids show: round 2
	play(t, m, 0, "bid 2")
	if m.Over() {
		t.Fatal("the game is over already")
	}
	if got, want := texts(1), []string{"bid 1", "bid 2", "bid 0", secret}; !slices.Equal(got, want) {
		t.Fatalf("after the bids were shown, seat 1 reads %q, want %q", got, want)
	}
	if sn := m.Snapshot(1, engine.EN, 2); sn.LogSince != 0 || len(sn.Log) != 4 {
		t.Errorf("a log sent up to seq 2 goes on from %d with %d entries; the reveal changed its texts: want all 4", sn.LogSince, len(sn.Log))
	}
	if sn := m.Snapshot(1, engine.EN, 3); sn.LogSince != 3 || len(sn.Log) != 1 {
		t.Errorf("a log sent up to seq 3 goes on from %d with %d entries, want 3 and 1", sn.LogSince, len(sn.Log))
	}
}

// In Isle of Skye's pricing, where each player decides several things
// behind the screen, a player may take back their own last choice after
// another has made one: it showed them nothing. Only theirs goes.
func TestUndoPastOthersSecretChoices(t *testing.T) {
	cfg := people(2)
	cfg.Game = "skye"
	m, err := New("m", cfg, 5, t0)
	if err != nil {
		t.Fatal(err)
	}
	discard := func(s engine.Seat) engine.Action {
		t.Helper()
		for _, a := range m.Legal(s) {
			if strings.HasPrefix(m.Describe(a, engine.EN), "discard") {
				return a
			}
		}
		t.Fatalf("seat %d has no discard to mark", s)
		return 0
	}
	apply := func(ev Event, err error) {
		t.Helper()
		if err == nil {
			err = m.Apply(ev)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	mark0 := discard(0)
	apply(m.Move(0, mark0, t0))
	if !m.CanUndo(0) {
		t.Fatal("seat 0 cannot take back its mark")
	}
	apply(m.Move(1, discard(1), t0))
	if !m.CanUndo(0) {
		t.Fatal("seat 1's secret mark took seat 0's undo away")
	}
	if m.CanUndo(1) != true {
		t.Error("seat 1 cannot take back its own mark")
	}
	if !m.Unaffected(1, m.Seq()) {
		t.Fatal("seat 1 is not to move")
	}
	apply(m.Undo(0, t0))
	if !slices.Contains(m.Legal(0), mark0) {
		t.Error("seat 0's mark was not taken back")
	}
	for _, a := range m.Legal(1) {
		if strings.HasPrefix(m.Describe(a, engine.EN), "discard") {
			t.Fatal("seat 1's mark went with seat 0's undo")
		}
	}
	if !m.Unaffected(1, m.Seq()-1) {
		t.Error("seat 0 taking back a secret mark made seat 1's choice stale")
	}
	rep, err := Replay("m", cfg, 5, t0, m.Events())
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(rep.View(1))
	b, _ := json.Marshal(m.View(1))
	if !bytes.Equal(a, b) {
		t.Error("the replayed match differs")
	}
}
