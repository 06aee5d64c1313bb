package selfplay

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"shima/engine"
	_ "shima/games/all"
)

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
	taken, err := Play(st, bots, func(engine.State) (int, bool) {
		moves++
		return moves, moves%2 == 1
	})
	switch {
	case err != nil:
		return nil, err
	case !st.Over():
		return nil, fmt.Errorf("game %d: Play returned before the end", i)
	case moves < 10 || len(taken) != (moves+1)/2:
		return nil, fmt.Errorf("game %d: took %d of %d positions, want every other", i, len(taken), moves)
	}
	return taken, nil
}

func TestGamesKeepTheirOrderOnAnyWorkers(t *testing.T) {
	var progress strings.Builder
	one, err := Games(5, 1, nil, func(i int) ([]int, error) { return playMicronesia(i) })
	if err != nil {
		t.Fatal(err)
	}
	three, err := Games(5, 3, &progress, func(i int) ([]int, error) { return playMicronesia(i) })
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one, three) {
		t.Error("3 workers gave other samples than 1")
	}
	if progress.String() != "5 of 5 games\n" {
		t.Errorf("progress %q", progress.String())
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

func TestGamesNameTheFirstFailure(t *testing.T) {
	bad := errors.New("bad")
	_, err := Games(6, 3, nil, func(i int) ([]int, error) {
		if i == 2 || i == 4 {
			return nil, bad
		}
		return []int{i}, nil
	})
	if !errors.Is(err, bad) || !strings.HasPrefix(err.Error(), "game 2:") {
		t.Errorf("error %v, want game 2's", err)
	}
}

func TestSamplesRewardEverySeat(t *testing.T) {
	o := engine.Outcome{Winners: []engine.Seat{1}}
	s := Samples([][][]float64{{{1}, {2}, {3}}, {{4}, {5}, {6}}}, o)
	for _, sm := range s {
		if !reflect.DeepEqual(sm.Reward, []float64{0, 1, 0}) {
			t.Errorf("rewards %v, want seat 1's win", sm.Reward)
		}
	}
	if len(s) != 2 || s[1].X[2][0] != 6 {
		t.Errorf("samples %v", s)
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
