package bot_test

import (
	"testing"

	"shima/bot"
	"shima/engine"
	_ "shima/games/all"
)

// benchGames are the games the benchmarks play, with their seats.
var benchGames = []struct {
	id    string
	seats int
}{{"micronesia", 4}, {"skymerchants", 3}, {"skye", 4}, {"catan", 4}, {"spiritisland", 2}}

// BenchmarkMCTS measures iterations per second from the start of a game
// (each iteration: determinize, select, expand, play out with the game's
// policy), per game and seat count.
func BenchmarkMCTS(b *testing.B) {
	for _, g := range benchGames {
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

// BenchmarkGreedy measures greedy's decisions over positions of a game in
// progress (midGame), per game.
func BenchmarkGreedy(b *testing.B) {
	for _, g := range benchGames {
		b.Run(g.id, func(b *testing.B) {
			positions := midGame(b, g.id, g.seats)
			greedy, _ := bot.New("greedy", 1)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				st := positions[i%len(positions)]
				greedy.Choose(st, st.ToMove()[0])
				i++
			}
		})
	}
}

// midGame plays a game of id by its playout policy from seed 1 and returns
// up to 20 of its positions: every tenth decision, where the seat to move
// has a choice.
func midGame(b *testing.B, id string, seats int) []engine.State {
	st, err := engine.NewState(id, engine.Config{Seats: seats, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	r := engine.NewRand(1)
	var out []engine.State
	var buf []engine.Action
	for n := 0; len(out) < 20 && !st.Over(); n++ {
		s := st.ToMove()[0]
		if buf = st.Legal(s, buf[:0]); n%10 == 0 && len(buf) > 1 {
			out = append(out, st.Clone())
		}
		if err := st.Apply(s, st.(engine.Playout).Playout(s, &r, buf)); err != nil {
			b.Fatal(err)
		}
	}
	return out
}
