package bot_test

import (
	"testing"

	"shima/bot"
	"shima/engine"
	_ "shima/games/all"
)

// BenchmarkMCTS measures iterations per second from the start of a game
// (each iteration: determinize, select, expand, play out with the game's
// policy), per game and seat count.
func BenchmarkMCTS(b *testing.B) {
	for _, g := range []struct {
		id    string
		seats int
	}{{"micronesia", 4}, {"skymerchants", 3}, {"skye", 4}, {"catan", 4}, {"spiritisland", 2}} {
		b.Run(g.id, func(b *testing.B) {
			st, err := engine.NewState(g.id, engine.Config{Seats: g.seats, Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			seat := st.ToMove()[0]
			m := bot.NewMCTS(bot.Budget{Iterations: 1000}, 1)
			iterations := 0
			b.ReportAllocs()
			for b.Loop() {
				m.Choose(st, seat)
				iterations += m.Iterations
			}
			if iterations == 0 {
				b.Fatal("no choice to search at the start")
			}
			b.ReportMetric(float64(iterations)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}
