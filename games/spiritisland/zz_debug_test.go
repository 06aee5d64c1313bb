package spiritisland

import (
	"fmt"
	"os"
	"testing"

	"shima/bot"
	"shima/engine"
)

func TestZZDebugGame(t *testing.T) {
	if os.Getenv("ZZ") == "" {
		t.Skip()
	}
	st := newGame(t, os.Getenv("ZZ"), os.Getenv("ZZB"))
	b, _ := bot.New(os.Getenv("ZZBOT"), 1)
	if os.Getenv("ZZBOT") == "policy" {
		b = &policyBot{engine.NewRand(3)}
	}
	round := int16(-1)
	for !st.Over() {
		if st.round != round && st.step == stepSpirit {
			round = st.round
			fmt.Println(st.View(engine.Spectator).Text(engine.EN))
		}
		s := st.ToMove()[0]
		a := b.Choose(st, s)
		fmt.Printf("  %d: %s\n", s, st.Describe(a, engine.EN))
		if err := st.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Println(st.View(engine.Spectator).Text(engine.EN))
}

func TestZZPolicyRate(t *testing.T) {
	if os.Getenv("ZZP") == "" {
		t.Skip()
	}
	r := engine.NewRand(7)
	wins, rounds := 0, 0
	buf := make([]engine.Action, 0, 256)
	n := 400
	for g := range n {
		st0, _ := Game{}.New(engine.Config{Seats: 1, Seed: uint64(g + 1), Options: map[string]string{"spirits": os.Getenv("ZZP")}})
		st := st0.(*State)
		for !st.Over() {
			s := st.ToMove()[0]
			if err := st.Apply(s, st.Playout(s, &r, buf)); err != nil {
				t.Fatal(err)
			}
		}
		if st.won {
			wins++
		}
		rounds += int(st.round)
	}
	fmt.Printf("policy %s: won %d/%d, mean round %.2f\n", os.Getenv("ZZP"), wins, n, float64(rounds)/float64(n))
}

type policyBot struct{ r engine.Rand }

func (b *policyBot) Name() string { return "policy" }
func (b *policyBot) Choose(st engine.State, s engine.Seat) engine.Action {
	return st.(*State).Playout(s, &b.r, nil)
}

func TestZZCalib(t *testing.T) {
	if os.Getenv("ZZC") == "" {
		t.Skip()
	}
	f, _ := os.Create("/tmp/calib.csv")
	defer f.Close()
	spirits := []string{"lightnings-swift-strike", "vital-strength-of-the-earth", "river-surges-in-sunlight", "shadows-flicker-like-flame"}
	for g := range 400 {
		n := 1 + g%2
		sp := spirits[g%4]
		if n == 2 {
			sp += "," + spirits[(g/4)%4]
			if spirits[(g/4)%4] == spirits[g%4] {
				continue
			}
		}
		st0, _ := Game{}.New(engine.Config{Seats: n, Seed: uint64(g + 1), Options: map[string]string{"spirits": sp}})
		st := st0.(*State)
		bots := make([]bot.Bot, n)
		for i := range bots {
			bots[i], _ = bot.New("greedy", uint64(g*7+i))
		}
		var hs []float64
		var rs []int
		for !st.Over() {
			if st.Settled() {
				hs = append(hs, st.Heuristic(0)/float64(n))
				rs = append(rs, int(st.round))
			}
			s := st.ToMove()[0]
			if err := st.Apply(s, bots[s].Choose(st, s)); err != nil {
				t.Fatal(err)
			}
		}
		for i := range hs {
			fmt.Fprintf(f, "%d,%d,%f,%d\n", n, rs[i], hs[i], map[bool]int{true: 1, false: 0}[st.won])
		}
	}
}

func BenchmarkZZMCTSGame(b *testing.B) {
	for b.Loop() {
		st0, _ := Game{}.New(engine.Config{Seats: 2, Seed: 5, Options: map[string]string{"spirits": "random"}})
		st := st0.(*State)
		bt, _ := bot.New("mcts:300", 1)
		for n := 0; !st.Over() && n < 120; n++ {
			s := st.ToMove()[0]
			if err := st.Apply(s, bt.Choose(st, s)); err != nil {
				b.Fatal(err)
			}
		}
	}
}
