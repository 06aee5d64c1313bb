package bot_test

import (
	"slices"
	"testing"

	"shima/bot"
	"shima/engine"
	_ "shima/games/all"
)

// A search on several goroutines searches the whole iteration budget on
// each and sums their roots: the candidates' visits add up to the workers
// times the budget, every action is among them, and a seed gives the same
// candidates again. One worker searches exactly as a bot that was never
// given workers.
func TestMCTSWorkers(t *testing.T) {
	st := searchPosition(t)
	search := func(workers int) (engine.Action, []bot.Candidate, int) {
		m := bot.NewMCTS(bot.Budget{Iterations: 301}, 1)
		if workers > 0 {
			m.SetWorkers(workers)
		}
		a := m.Choose(st, 0)
		return a, m.Candidates(), m.Iterations
	}
	a, cs, n := search(3)
	if n != 3*301 {
		t.Fatalf("%d iterations on 3 workers, want 3 times the budget's 301", n)
	}
	sum := 0
	for _, c := range cs {
		sum += c.Visits
	}
	if sum != 3*301 {
		t.Errorf("the candidates' visits sum to %d, want %d", sum, 3*301)
	}
	if len(cs) != len(st.Legal(0, nil)) || cs[0].Action != a {
		t.Errorf("3 workers: %d candidates of %d legal actions, the first %+v for %q", len(cs), len(st.Legal(0, nil)), cs[0], st.Describe(a, engine.EN))
	}
	if b, again, _ := search(3); b != a || !slices.Equal(again, cs) {
		t.Errorf("the same seed on 3 workers chose %d then %d; candidates %+v then %+v", a, b, cs, again)
	}
	_, one, _ := search(1)
	_, plain, _ := search(0)
	if !slices.Equal(one, plain) {
		t.Errorf("one worker: %+v, without workers: %+v", one, plain)
	}
}

// Workers with a time budget each search for the whole time.
func TestMCTSWorkersTimeBudget(t *testing.T) {
	st := searchPosition(t)
	m := bot.NewMCTS(bot.Budget{Time: 20e6}, 1)
	m.SetWorkers(2)
	m.Choose(st, 0)
	if m.Iterations < 20 {
		t.Fatalf("only %d iterations on 2 workers in 20ms", m.Iterations)
	}
}

// Workers search one position at once: in every game, an estimate of
// chances at the start and decisions from the middle of a random game by
// searches on 3 goroutines give chances in [0, 1] and legal actions (run
// with -race, this checks that searching from a shared position never
// writes to it).
func TestMCTSWorkersInEveryGame(t *testing.T) {
	for _, g := range engine.Games() {
		info := g.Info()
		t.Run(info.ID, func(t *testing.T) {
			cfg := engine.Config{Seats: max(2, info.MinSeats), Seed: 5}
			st, err := g.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			m := bot.NewMCTS(bot.Budget{Iterations: 48}, 2)
			m.SetWorkers(3)
			for s, p := range m.Chances(st, 0) {
				if p < 0 || p > 1 {
					t.Errorf("seat %d's chance %v", s, p)
				}
			}
			if m.Iterations != 3*48 {
				t.Errorf("Chances searched %d iterations, want 3 times 48", m.Iterations)
			}
			// The random game's length, then its first half again.
			length := playRandom(t, st.Clone(), -1)
			playRandom(t, st, length/2)
			for n := 0; n < 10 && !st.Over(); n++ {
				s := st.ToMove()[0]
				if err := st.Apply(s, m.Choose(st, s)); err != nil {
					t.Fatalf("decision %d after %d random ones: %v", n, length/2, err)
				}
			}
		})
	}
}

// playRandom plays st on with a random bot of a fixed seed, for n actions
// or (n < 0) to the end, and returns how many it played.
func playRandom(t *testing.T, st engine.State, n int) int {
	t.Helper()
	random, _ := bot.New("random", 3)
	played := 0
	for ; played != n && !st.Over(); played++ {
		s := st.ToMove()[0]
		if err := st.Apply(s, random.Choose(st, s)); err != nil {
			t.Fatal(err)
		}
	}
	return played
}
