package bot_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"shima/bot"
	"shima/engine"
	"shima/games/micronesia"
	_ "shima/internal/bids"
)

func TestNewSpecs(t *testing.T) {
	for spec, name := range map[string]string{"random": "random", "greedy": "greedy", "mcts": "mcts:1000",
		"mcts:250": "mcts:250", " MCTS:1s ": "mcts:1s", "mcts:300ms": "mcts:300ms", "plan": "plan", "plan:3": "plan:3",
		"lookahead": "lookahead:8", "lookahead:8": "lookahead:8"} {
		b, err := bot.New(spec, 1)
		if err != nil {
			t.Fatalf("New(%q): %v", spec, err)
		}
		if b.Name() != name {
			t.Errorf("New(%q).Name() = %q, want %q", spec, b.Name(), name)
		}
	}
	for _, spec := range []string{"", "mcts:", "mcts:0", "mcts:-5", "mcts:abc", "greedy:2", "lookahead:", "lookahead:0", "lookahead:x", "alphazero", "plan:0", "plan:x"} {
		if _, err := bot.New(spec, 1); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("New(%q) = %v, want a rejection", spec, err)
		}
	}
}

// Every bot plays whole games choosing only legal actions.
func TestBotsPlayWholeGames(t *testing.T) {
	for _, spec := range []string{"random", "greedy", "lookahead:4", "mcts:50", "plan"} {
		for seed := range uint64(10) {
			st, err := micronesia.Game{}.New(engine.Config{Seats: 3 + int(seed%2), Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := bot.New(spec, seed)
			for n := 0; !st.Over(); n++ {
				if n > 10000 {
					t.Fatalf("%s: no end after %d actions", spec, n)
				}
				s := st.ToMove()[0]
				if err := st.Apply(s, b.Choose(st, s)); err != nil {
					t.Fatalf("%s, seed %d: %v", spec, seed, err)
				}
			}
		}
	}
}

// A bot sees only what its seat sees: in Micronesia that is everything but
// the random source, so two states that differ only in their future dice
// must get the same decision from bots seeded alike.
func TestBotsDoNotSeeFutureDice(t *testing.T) {
	pos := func(seed int) []byte {
		return []byte(`{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[9,8,10],
			"islands":[{"island":3,"seat":1,"tribes":2},{"island":8,"seat":0,"tribes":2},{"island":10,"seat":2,"tribes":1},
			{"island":6,"seat":1,"tribes":3},{"island":5,"seat":0,"tribes":3}],"dice":[2,3,5],"seed":` + string(rune('0'+seed)) + `}`)
	}
	for _, spec := range []string{"greedy", "mcts:300"} {
		var first engine.Action
		for seed := range 5 {
			st, err := micronesia.Game{}.Load(pos(seed))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := bot.New(spec, 42)
			a := b.Choose(st, 0)
			if seed == 0 {
				first = a
			} else if a != first {
				t.Fatalf("%s chose %q with one future and %q with another: it sees the dice to come",
					spec, st.Describe(first, engine.EN), st.Describe(a, engine.EN))
			}
		}
	}
}

func TestMCTSIsReproducible(t *testing.T) {
	st, _ := micronesia.Game{}.New(engine.Config{Seats: 4, Seed: 3})
	a := bot.NewMCTS(bot.Budget{Iterations: 400}, 9).Choose(st, 0)
	b := bot.NewMCTS(bot.Budget{Iterations: 400}, 9).Choose(st, 0)
	if a != b {
		t.Fatalf("same seed, different choices: %d and %d", a, b)
	}
}

func TestMCTSTimeBudget(t *testing.T) {
	st, _ := micronesia.Game{}.New(engine.Config{Seats: 3, Seed: 3})
	m := bot.NewMCTS(bot.Budget{Time: 20e6}, 1)
	m.Choose(st, 0)
	if m.Iterations < 10 {
		t.Fatalf("only %d iterations in 20ms", m.Iterations)
	}
}

// The search takes a winning split when one exists: seat 0 holds six islands
// and island 7 is empty. It takes it without a search: its candidates are
// the win alone, with a visit for each determinization it won on and a win
// estimate of 1.
func TestMCTSTakesTheWin(t *testing.T) {
	st := winningPosition(t)
	for _, spec := range []string{"greedy", "mcts:200"} {
		b, _ := bot.New(spec, 1)
		a := b.Choose(st, 0)
		c := st.Clone()
		if err := c.Apply(0, a); err != nil || !c.Over() || c.Outcome().Reward(0) != 1 {
			t.Errorf("%s chose %q, which does not win", spec, st.Describe(a, engine.EN))
		}
		if m, ok := b.(*bot.MCTS); ok {
			if cs := m.Candidates(); len(cs) != 1 || cs[0] != (bot.Candidate{Action: a, Visits: 9, Win: 1}) || m.Iterations != 9 {
				t.Errorf("%s: candidates %+v after %d iterations", spec, cs, m.Iterations)
			}
		}
	}
}

// winningPosition is a Micronesia position where seat 0 wins with a split
// that makes island 7: it holds six islands and island 7 is empty.
func winningPosition(t *testing.T) engine.State {
	t.Helper()
	st, err := micronesia.Game{}.Load([]byte(`{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[5,8,10],
		"islands":[{"island":1,"seat":0,"tribes":1},{"island":2,"seat":0,"tribes":1},{"island":3,"seat":0,"tribes":1},
		{"island":4,"seat":0,"tribes":1},{"island":5,"seat":0,"tribes":1},{"island":6,"seat":0,"tribes":1},
		{"island":9,"seat":1,"tribes":6},{"island":12,"seat":2,"tribes":4}],"dice":[2,3,6]}`))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// searchPosition is a Micronesia position with no win at once, for the
// search to weigh its choices: the first turn of a game of 3.
func searchPosition(t *testing.T) engine.State {
	t.Helper()
	st, err := micronesia.Game{}.New(engine.Config{Seats: 3, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// After a decision, the search's candidates are its root's actions, most
// visited first, the one it chose first. Every iteration went through one
// of them.
func TestMCTSCandidates(t *testing.T) {
	st := searchPosition(t)
	m := bot.NewMCTS(bot.Budget{Iterations: 300}, 1)
	if cs := m.Candidates(); cs != nil {
		t.Fatalf("candidates before any decision: %v", cs)
	}
	a := m.Choose(st, 0)
	cs := m.Candidates()
	if len(cs) < 2 || cs[0].Action != a {
		t.Fatalf("chose %q; candidates %+v", st.Describe(a, engine.EN), cs)
	}
	sum := 0
	for i, c := range cs {
		sum += c.Visits
		if i > 0 && c.Visits > cs[i-1].Visits {
			t.Errorf("candidate %d %+v after %+v", i, c, cs[i-1])
		}
		if c.Win < 0 || c.Win > 1 {
			t.Errorf("candidate %+v: win estimate out of [0, 1]", c)
		}
	}
	if sum != m.Iterations || sum != 300 {
		t.Errorf("candidates' visits sum to %d over %d iterations", sum, m.Iterations)
	}
	legal := st.Legal(0, nil)
	if len(cs) != len(legal) {
		t.Errorf("%d candidates of %d legal actions", len(cs), len(legal))
	}
	// With one choice there is no search: it is the only candidate.
	w := advised{st}
	only := m.Choose(w, 0)
	if cs := m.Candidates(); len(cs) != 1 || cs[0] != (bot.Candidate{Action: only}) {
		t.Errorf("one choice: candidates %+v", cs)
	}
}

// In a simultaneous secret step a bot decides for its own seat, whoever is
// listed first, and never sees the others' secret choices of the step.
func TestBotsInSimultaneousStep(t *testing.T) {
	pos := func(bid0 int) []byte {
		return fmt.Appendf(nil, `{"game":"bids","round":1,"coins":[5,1,4],"bids":[%d,-1,-1],"points":[0,0,1]}`, bid0)
	}
	for _, spec := range []string{"random", "greedy", "mcts:300"} {
		var first engine.Action
		for bid0 := -1; bid0 <= 3; bid0++ {
			st, err := engine.LoadPosition(pos(bid0))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := bot.New(spec, 7)
			a := b.Choose(st, 1)
			if a > 1 {
				t.Fatalf("%s chose %q for seat 1, which has 1 coin", spec, st.Describe(a, engine.EN))
			}
			if err := st.Clone().Apply(1, a); err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			if bid0 <= 0 {
				first = a // seat 0 still to bid, then its first secret bid
				continue
			}
			if a != first && spec != "random" {
				t.Fatalf("%s chose %q when seat 0 had bid %d in secret and %q before: it sees secret bids",
					spec, st.Describe(a, engine.EN), bid0, st.Describe(first, engine.EN))
			}
		}
	}
}

// A search cut short by its context returns promptly with a legal action,
// however long its budget; without a cut it spends its budget.
func TestChooseContextStopsTheSearch(t *testing.T) {
	st, err := micronesia.Game{}.New(engine.Config{Seats: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	seat := st.ToMove()[0]
	legal := st.Legal(seat, nil)
	for _, spec := range []string{"mcts:1h", "mcts:100000000", "greedy", "random"} {
		b, err := bot.New(spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		start := time.Now()
		a := bot.ChooseContext(ctx, b, st, seat)
		cancel()
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%s: stopped after %v", spec, took)
		}
		if !slices.Contains(legal, a) {
			t.Errorf("%s: chose %v, not a legal action", spec, a)
		}
	}
	m := bot.NewMCTS(bot.Budget{Iterations: 500}, 1)
	m.ChooseContext(context.Background(), st, seat)
	if m.Iterations != 500 {
		t.Errorf("an uncut search ran %d iterations of 500", m.Iterations)
	}
}

// advised is a Micronesia game whose game advises its last legal action
// everywhere but at the root's first decision's alternatives.
type advised struct{ engine.State }

func (a advised) Clone() engine.State { return advised{a.State.Clone()} }
func (a advised) Determinize(s engine.Seat, r *engine.Rand) engine.State {
	return advised{a.State.Determinize(s, r)}
}
func (a advised) Advise(s engine.Seat, _ *engine.Rand) (engine.Action, bool) {
	legal := a.Legal(s, nil)
	return legal[len(legal)-1], true
}

func (a advised) Opens(engine.Action) bool { return false }

// opener is a Micronesia game that gives no advice and calls every legal
// action but the last an opening one.
type opener struct{ engine.State }

func (o opener) Clone() engine.State { return opener{o.State.Clone()} }
func (o opener) Determinize(s engine.Seat, r *engine.Rand) engine.State {
	return opener{o.State.Determinize(s, r)}
}
func (o opener) Advise(engine.Seat, *engine.Rand) (engine.Action, bool) { return 0, false }
func (o opener) Opens(a engine.Action) bool {
	for _, s := range o.ToMove() {
		if legal := o.Legal(s, nil); a != legal[len(legal)-1] {
			return true
		}
	}
	return false
}

// Unadvised, greedy and tree search never take an action that opens what
// only advice judges.
func TestBotsOpenOnlyOnAdvice(t *testing.T) {
	choosesLast(t, func(st engine.State) engine.State { return opener{st} })
}

// Greedy and tree search follow the game's advice (engine.Advisor).
func TestBotsFollowAdvice(t *testing.T) {
	choosesLast(t, func(st engine.State) engine.State { return advised{st} })
}

// choosesLast checks that greedy and tree search choose the last legal
// action of Micronesia's first decision, wrapped by wrap.
func choosesLast(t *testing.T, wrap func(engine.State) engine.State) {
	t.Helper()
	for _, spec := range []string{"greedy", "mcts:50", "plan"} {
		for seed := range uint64(5) {
			st, _ := micronesia.Game{}.New(engine.Config{Seats: 3, Seed: seed})
			w := wrap(st)
			s := w.ToMove()[0]
			legal := w.Legal(s, nil)
			b, _ := bot.New(spec, seed)
			if got := b.Choose(w, s); got != legal[len(legal)-1] {
				t.Errorf("%s, seed %d: chose %q, not %q", spec, seed, w.Describe(got, engine.EN), w.Describe(legal[len(legal)-1], engine.EN))
			}
		}
	}
}
