package match

import (
	"errors"
	"testing"

	"shima/bot"
	"shima/engine"
)

// A match seats only bots that think within the limits, at creation and
// when a seat is handed over; the refusal is in both languages.
func TestBotLimits(t *testing.T) {
	for spec, ok := range map[string]bool{
		"random": true, "greedy": true, "mcts": true, "mcts:3000": true, "mcts:10000": true, "mcts:5s": true, "mcts:300ms": true, "plan": true, "plan:64": true,
		"lookahead": true, "lookahead:1000": true, "lookahead:1001": false, "lookahead:0": false,
		"plan:65": false, "mcts:10001": false, "mcts:9999999999999": false, "mcts:1000000h": false, "mcts:6s": false, "genius": false,
	} {
		err := CheckBot(spec)
		if ok != (err == nil) {
			t.Errorf("CheckBot(%q) = %v", spec, err)
			continue
		}
		var rej *engine.Rejection
		if !ok && (!errors.As(err, &rej) || rej.Reason.JA == "" || rej.Reason.JA == rej.Reason.EN) {
			t.Errorf("CheckBot(%q): %v is not a reason in both languages", spec, err)
		}
		cfg := people(3)
		cfg.Seats[1] = SeatConfig{Kind: Bot, Bot: spec}
		if _, err := New("m", cfg, 1, t0); ok != (err == nil) {
			t.Errorf("a match with bot %q: %v", spec, err)
		}
		m, err := New("m", people(3), 1, t0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.HandTo(2, spec, t0); ok != (err == nil) {
			t.Errorf("a seat handed to %q: %v", spec, err)
		}
	}
}

// A match stored with a bot beyond today's limits still loads, and its bot
// thinks within them.
func TestStoredBotBeyondTheLimits(t *testing.T) {
	cfg := people(3)
	cfg.Seats[1] = SeatConfig{Kind: Bot, Bot: "mcts:1000000h"}
	events := []Event{{Seq: 1, Kind: KindSeat, Seat: 2, Bot: "mcts:9999999999999", At: t0}}
	m, err := Replay("m", cfg, 1, t0, events)
	if err != nil {
		t.Fatalf("replaying a stored match: %v", err)
	}
	if m.SeatBot(2) != "mcts:9999999999999" {
		t.Fatalf("seat 2 is played by %q", m.SeatBot(2))
	}
	for spec, want := range map[string]bot.Budget{
		"mcts:1000000h":      {Time: MaxBotTime},
		"mcts:9999999999999": {Iterations: MaxBotIterations},
		"mcts:1s":            {Time: 1e9},
		"mcts:300":           {Iterations: 300},
	} {
		b, err := NewBot(spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.(*bot.MCTS).Budget(); got != want {
			t.Errorf("NewBot(%q) thinks for %+v, want %+v", spec, got, want)
		}
	}
	if b, err := NewBot("plan:100000", 1); err != nil || b.(*bot.Plan).Width() != MaxPlanWidth {
		t.Errorf("NewBot(plan:100000) = %v, %v: want a plan of width %d", b, err, MaxPlanWidth)
	}
	if b, err := NewBot("lookahead:99999", 1); err != nil || b.(*bot.Lookahead).Samples() != MaxBotSamples {
		t.Errorf("NewBot(lookahead:99999) = %v, %v; want %d samples", b, err, MaxBotSamples)
	}
}
