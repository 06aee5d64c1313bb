package selfplay

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"shima/bot"
	"shima/engine"
	_ "shima/games/all"
)

func newMicronesia(t *testing.T, seed uint64) engine.State {
	t.Helper()
	g, err := engine.Lookup("micronesia")
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.New(engine.Config{Seats: 3, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestSeatedTurnsTheSeating(t *testing.T) {
	specs := []string{"random", "greedy", "mcts:10"}
	for i, want := range [][]string{{"random", "greedy", "mcts:10"}, {"greedy", "mcts:10", "random"}, {"mcts:10", "random", "greedy"}, {"random", "greedy", "mcts:10"}} {
		bots, err := Seated(specs, i, 7)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range bots {
			got = append(got, b.Name())
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("game %d: seats %v, want %v", i, got, want)
		}
	}
	if _, err := Seated([]string{"random", "nobot"}, 0, 1); err == nil {
		t.Error("an unknown bot was seated")
	}
}

// TestSeatedSeeds checks the bots' seeds, seed*n+k in seat k, which the
// fitted files' "seed" stands for: each seat's random bot plays as a random
// bot made with that seed.
func TestSeatedSeeds(t *testing.T) {
	const seed = 11
	bots, err := Seated([]string{"random", "random", "random"}, 1, seed)
	if err != nil {
		t.Fatal(err)
	}
	for k, b := range bots {
		want, err := bot.New("random", seed*3+uint64(k))
		if err != nil {
			t.Fatal(err)
		}
		st := newMicronesia(t, 5)
		for range 20 {
			s := st.ToMove()[0]
			a, w := b.Choose(st, s), want.Choose(st, s)
			if a != w {
				t.Fatalf("seat %d chose %v where a random bot seeded %d chose %v", k, a, seed*3+k, w)
			}
			if err := st.Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// counting counts the choices of the bots it wraps.
type counting struct {
	bot.Bot
	n *int
}

func (c counting) Choose(st engine.State, s engine.Seat) engine.Action {
	*c.n++
	return c.Bot.Choose(st, s)
}

func TestPlayTakesEachPositionBeforeItsMove(t *testing.T) {
	st := newMicronesia(t, 3)
	bots, err := Seated([]string{"random", "random", "random"}, 0, 3)
	if err != nil {
		t.Fatal(err)
	}
	chosen := 0
	for k := range bots {
		bots[k] = counting{bots[k], &chosen}
	}
	calls := 0
	taken, err := Play(st, bots, func(st engine.State) (int, bool) {
		if st.Over() {
			t.Error("took a finished game")
		}
		calls++
		return chosen, calls%2 == 1 // the choices made before this position's
	})
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over() {
		t.Fatal("Play returned before the end")
	}
	if calls != chosen || chosen < 10 {
		t.Errorf("take saw %d positions of %d moves, want one before each", calls, chosen)
	}
	if len(taken) != (calls+1)/2 {
		t.Errorf("took %d of %d positions, want every other (where take said ok)", len(taken), calls)
	}
	for i, c := range taken {
		if c != 2*i {
			t.Fatalf("position %d taken after %d choices, want %d: the position before its move", 2*i, c, 2*i)
		}
	}
}

// playMicronesia plays game i of 3 random bots to its end and takes the
// number of every odd move.
func playMicronesia(i int) ([]int, error) {
	g, err := engine.Lookup("micronesia")
	if err != nil {
		return nil, err
	}
	st, err := g.New(engine.Config{Seats: 3, Seed: uint64(i) + 1})
	if err != nil {
		return nil, err
	}
	bots, err := Seated([]string{"random", "random", "random"}, i, uint64(i)+1)
	if err != nil {
		return nil, err
	}
	moves := 0
	return Play(st, bots, func(engine.State) (int, bool) {
		moves++
		return moves, moves%2 == 1
	})
}

func TestGamesKeepTheirOrderOnAnyWorkers(t *testing.T) {
	one, err := Games(5, 1, nil, func(i int) ([]int, error) { return playMicronesia(i) })
	if err != nil {
		t.Fatal(err)
	}
	three, err := Games(5, 3, nil, func(i int) ([]int, error) { return playMicronesia(i) })
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one, three) {
		t.Error("3 workers gave other samples than 1")
	}
	var first []int
	for i := range 5 {
		g, err := playMicronesia(i)
		if err != nil {
			t.Fatal(err)
		}
		first = append(first, g...)
	}
	if !reflect.DeepEqual(one, first) {
		t.Error("the samples are not game 0's first, then game 1's, …")
	}
}

func TestGamesFinishedOutOfOrder(t *testing.T) {
	last := make(chan struct{})
	got, err := Games(5, 3, nil, func(i int) ([]int, error) {
		switch i {
		case 0:
			<-last // game 0 ends after game 4
		case 4:
			close(last)
		}
		return []int{i, i}, nil
	})
	if err != nil || !reflect.DeepEqual(got, []int{0, 0, 1, 1, 2, 2, 3, 3, 4, 4}) {
		t.Errorf("got %v, %v", got, err)
	}
}

func TestGamesProgress(t *testing.T) {
	var progress strings.Builder
	if _, err := Games(250, 2, &progress, func(i int) ([]int, error) { return nil, nil }); err != nil {
		t.Fatal(err)
	}
	if want := "100 of 250 games\n200 of 250 games\n250 of 250 games\n"; progress.String() != want {
		t.Errorf("progress %q, want %q", progress.String(), want)
	}
}

// TestGamesNameTheFirstFailure fails games 2 (last to end) and 4, and every
// game from 10 on: the error is game 2's, and the workers go on after a
// failure (or the games after would never be handed out).
func TestGamesNameTheFirstFailure(t *testing.T) {
	bad := errors.New("bad")
	four := make(chan struct{})
	_, err := Games(40, 3, nil, func(i int) ([]int, error) {
		switch {
		case i == 2:
			<-four
			return nil, fmt.Errorf("second: %w", bad)
		case i == 4:
			close(four)
			return nil, fmt.Errorf("first: %w", bad)
		case i >= 10:
			return nil, bad
		}
		return []int{i}, nil
	})
	if !errors.Is(err, bad) || !strings.HasPrefix(err.Error(), "game 2: second") {
		t.Errorf("error %v, want game 2's", err)
	}
}

func TestSamplesRewardEverySeat(t *testing.T) {
	o := engine.Outcome{Winners: []engine.Seat{1}}
	s := Samples([][][]float64{{{1}, {2}, {3}}, {{4}, {5}, {6}}}, o)
	if len(s) != 2 || s[1].X[2][0] != 6 {
		t.Fatalf("samples %v", s)
	}
	for _, sm := range s {
		if !reflect.DeepEqual(sm.Reward, []float64{0, 1, 0}) {
			t.Errorf("rewards %v, want seat 1's win", sm.Reward)
		}
	}
	s[0].Reward[0] = 9
	if s[1].Reward[0] != 0 {
		t.Error("the samples share their rewards")
	}
}

func TestRecordRewardsWhatItTook(t *testing.T) {
	st := newMicronesia(t, 4)
	specs := []string{"random", "random", "random"}
	moves := 0
	samples, err := Record(st, specs, 2, 4, func(st engine.State) ([][]float64, bool) {
		moves++
		return [][]float64{{float64(moves)}, {0}, {0}}, moves%3 == 0
	})
	if err != nil || !st.Over() {
		t.Fatalf("%v, over %v", err, st.Over())
	}
	if len(samples) != moves/3 || samples[0].X[0][0] != 3 {
		t.Fatalf("%d samples of %d moves, the first %v", len(samples), moves, samples[0].X)
	}
	o := st.Outcome()
	for k, r := range samples[len(samples)-1].Reward {
		if r != o.Reward(engine.Seat(k)) {
			t.Errorf("seat %d rewarded %g, the outcome gives %g", k, r, o.Reward(engine.Seat(k)))
		}
	}
	if _, err := Record(newMicronesia(t, 4), []string{"random", "nobot", "random"}, 0, 4, nil); err == nil {
		t.Error("an unknown bot was seated")
	}
}
