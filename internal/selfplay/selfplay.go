// Package selfplay plays bots against each other to gather the positions
// that a game's estimate is fitted to (package logit): the refit commands of
// every game (internal/logit/refit, games/catan/fit, games/spiritisland/fit)
// play their games through it. Games run on workers, and their samples come
// back in the order of the games, so that the same flags give the same fit
// on any number of workers.
package selfplay

import (
	"fmt"
	"io"
	"sync"

	"shima/bot"
	"shima/engine"
	"shima/internal/logit"
)

// Seated returns the bots of game i of a refit: specs[(k+i)%n] in seat k, so
// that the seating turns by one each game, seat k's bot seeded by seed*n+k
// (seed is the game's own).
func Seated(specs []string, i int, seed uint64) ([]bot.Bot, error) {
	n := len(specs)
	seats := make([]bot.Bot, n)
	for k := range seats {
		b, err := bot.New(specs[(k+i)%n], seed*uint64(n)+uint64(k))
		if err != nil {
			return nil, err
		}
		seats[k] = b
	}
	return seats, nil
}

// Play plays st to its end, the seat to move choosing by its bot, and
// returns what take gave at every position before a move where take said
// ok: the positions a fit learns from. st is left at the game's end.
func Play[T any](st engine.State, bots []bot.Bot, take func(st engine.State) (T, bool)) ([]T, error) {
	var taken []T
	for !st.Over() {
		if x, ok := take(st); ok {
			taken = append(taken, x)
		}
		s := st.ToMove()[0]
		if err := st.Apply(s, bots[s].Choose(st, s)); err != nil {
			return nil, err
		}
	}
	return taken, nil
}

// Samples makes the players' features taken in one game, xs (each a row per
// seat), samples for logit.Fit, each rewarded with the game's outcome o
// seat by seat.
func Samples(xs [][][]float64, o engine.Outcome) []logit.Sample {
	samples := make([]logit.Sample, len(xs))
	for i, x := range xs {
		reward := make([]float64, len(x))
		for k := range reward {
			reward[k] = o.Reward(engine.Seat(k))
		}
		samples[i] = logit.Sample{X: x, Reward: reward}
	}
	return samples
}

// Record seats game i's bots (Seated, seed the game's own), plays st to its
// end (Play) and returns the features take gave, rewarded with the outcome
// (Samples): the samples of one game of a competitive game's refit.
func Record(st engine.State, specs []string, i int, seed uint64, take func(st engine.State) ([][]float64, bool)) ([]logit.Sample, error) {
	bots, err := Seated(specs, i, seed)
	if err != nil {
		return nil, err
	}
	xs, err := Play(st, bots, take)
	if err != nil {
		return nil, err
	}
	return Samples(xs, st.Outcome()), nil
}

// Games plays games 0 to n-1 by one on workers goroutines and returns their
// samples, game 0's first, whatever the workers. It writes to progress
// (unless nil) after every hundredth game and the last. If a game fails, it
// returns the error of the first by number, naming it.
func Games[T any](n, workers int, progress io.Writer, one func(i int) ([]T, error)) ([]T, error) {
	results := make([][]T, n)
	errs := make([]error, n)
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Go(func() {
			for i := range next {
				results[i], errs[i] = one(i)
				mu.Lock()
				done++
				if progress != nil && (done%100 == 0 || done == n) {
					fmt.Fprintf(progress, "%d of %d games\n", done, n)
				}
				mu.Unlock()
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	var all []T
	for i := range n {
		if errs[i] != nil {
			return nil, fmt.Errorf("game %d: %w", i, errs[i])
		}
		all = append(all, results[i]...)
	}
	return all, nil
}
