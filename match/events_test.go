package match

import (
	"testing"

	"shima/engine"
	_ "shima/internal/bids"
)

// A move's events reach the log of every seat, in its language, and the
// replay's frames; an undone move takes its events with it.
func TestEventsInTheLog(t *testing.T) {
	cfg := people(2)
	cfg.Game = "bids"
	m, err := New("m", cfg, 1, t0)
	if err != nil {
		t.Fatal(err)
	}
	play(t, m, 0, "bid 2")
	play(t, m, 1, "bid 1") // the last bid shows both: seat 0 scores
	for _, viewer := range []engine.Seat{0, 1, engine.Spectator} {
		log := m.Log(viewer, engine.JA, 0)
		if len(log) != 2 || len(log[0].Events) != 0 {
			t.Fatalf("seat %d: log %+v", viewer, log)
		}
		ev := log[1].Events
		if len(ev) != 2 || ev[0].Kind != "reveal" || ev[0].Text != "入札公開: {seat 0} 2、{seat 1} 1" ||
			ev[1].Kind != "score" || !ev[1].Detail || ev[1].Seat != 0 {
			t.Fatalf("seat %d: events %+v", viewer, ev)
		}
	}
	if since := m.Log(0, engine.EN, 1); len(since) != 1 || since[0].Events[1].Text != "{seat 0} scores a point" {
		t.Fatalf("the log since seq 1: %+v", since)
	}
	frames, err := m.Frames()
	if err != nil {
		t.Fatal(err)
	}
	if len(frames) != 3 || len(frames[2].Events) != 2 || frames[2].Events[0].Text.EN != "bids shown: {seat 0} 2, {seat 1} 1" {
		t.Fatalf("frames: %+v", frames)
	}
	rep, err := Replay("m", cfg, 1, t0, m.Events())
	if err != nil {
		t.Fatal(err)
	}
	if got := rep.Log(1, engine.EN, 0); len(got) != 2 || len(got[1].Events) != 2 {
		t.Fatalf("a replayed match lost its events: %+v", got)
	}
}
