package bot_test

import (
	"testing"

	"shima/bot"
	"shima/engine"
	"shima/games/micronesia"
)

// BenchmarkMCTS measures iterations per second from the start of a 4-player
// game of Micronesia (each iteration: determinize, select, expand, play out).
func BenchmarkMCTS(b *testing.B) {
	st, _ := micronesia.Game{}.New(engine.Config{Seats: 4, Seed: 1})
	m := bot.NewMCTS(bot.Budget{Iterations: 1000}, 1)
	iterations := 0
	b.ReportAllocs()
	for b.Loop() {
		m.Choose(st, 0)
		iterations += m.Iterations
	}
	b.ReportMetric(float64(iterations)/b.Elapsed().Seconds(), "iterations/s")
}
