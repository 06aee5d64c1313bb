package enginetest

import (
	"testing"

	"shima/engine"
)

// CheckRetold plays games random games of g, for every seat count in turn,
// recording their events, and checks that every move's first event, as its
// mover is told it, retells the move (engine.Event.Retell) and is about the
// mover: the log shows the move in the board's words, not its typed text.
// Quiet, when not nil, names the moves that tell nothing, played by s in st
// (the caller's doc says why they have none).
func CheckRetold(t *testing.T, g engine.Game, games int, quiet func(st engine.State, s engine.Seat, a engine.Action) bool) {
	t.Helper()
	info := g.Info()
	for i := range games {
		cfg := engine.Config{Seats: info.MinSeats + i%(info.MaxSeats-info.MinSeats+1), Seed: uint64(i + 1)}
		st, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRand(uint64(i) + 3e6)
		var buf []engine.Action
		for moves := 0; !st.Over(); moves++ {
			movers := st.ToMove()
			if moves == 100_000 || len(movers) == 0 {
				t.Fatalf("seed %d: no end after %d moves", cfg.Seed, moves)
			}
			s := movers[rng.IntN(len(movers))]
			buf = st.Legal(s, buf[:0])
			a := buf[rng.IntN(len(buf))]
			what, silent := st.Describe(a, engine.EN), quiet != nil && quiet(st, s, a)
			events, err := engine.ApplyEvents(st, s, a)
			if err != nil {
				t.Fatalf("seed %d: %q refused: %v", cfg.Seed, what, err)
			}
			seen := engine.Seen(events, s)
			switch {
			case silent && len(seen) > 0 && seen[0].Retell:
				t.Fatalf("seed %d: seat %d's %q retells itself, yet it is named quiet", cfg.Seed, s, what)
			case silent:
			case len(seen) == 0:
				t.Fatalf("seed %d: seat %d's %q tells it nothing", cfg.Seed, s, what)
			case !seen[0].Retell || seen[0].Seat != s:
				t.Fatalf("seed %d: seat %d's %q is not retold first: its first event is %s %q about seat %d", cfg.Seed, s, what, seen[0].Kind, seen[0].Text.EN, seen[0].Seat)
			}
		}
	}
}
