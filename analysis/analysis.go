// Package analysis judges a finished match after the fact: each seat's
// estimated chance of winning at every step of its replay, and the moves
// that cost their movers the most.
//
// The estimates come from the Monte Carlo tree search of package bot. A
// seat's chance at a step is judged as that seat could have judged it
// then: by a search on determinizations for the seat, which know its own
// hidden cards and secret choices, and sample afresh in each iteration the
// other seats' and every draw and roll to come. So a move's cost is judged
// with what its mover knew. Shown during a match, the estimates would
// coach the players: an analysis is made, and shown, only once the match
// is over.
package analysis

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"sync"

	"shima/bot"
	"shima/engine"
	"shima/match"
)

// DefaultIterations is the budget of each search when none is given:
// enough for estimates within a few points (the mean of 200 results
// between 0 and 1 is within about 0.07 of its expectation 19 times in 20).
const DefaultIterations = 200

// Costs marked: at most MaxCostly moves, each of which lowered its mover's
// chance by at least MinDrop (smaller drops are within the estimates' noise).
const (
	MaxCostly = 3
	MinDrop   = 0.1
)

// Options set an analysis up.
type Options struct {
	// Iterations is the budget of each search: one per seat at each step,
	// or one for a cooperative game's team (DefaultIterations when 0).
	Iterations int
	// Seed makes the searches reproducible: the same match, options and
	// seed give the same analysis, however often it is stopped and resumed,
	// and on any number of workers.
	Seed uint64
	// Workers is how many steps are judged at once, each on a goroutine of
	// its own, for a machine with cores to spare (one when 0). Each step's
	// searches are seeded by the step, so the workers change how soon the
	// analysis is done, not what it finds.
	Workers int
	// Pause, if set, is called before each iteration of every search, on
	// the goroutine that runs it: it may block while more urgent work waits
	// (a server's moves and bot turns), so that the analysis gives way to
	// it. Like the workers, it changes when the analysis is done, not what
	// it finds.
	Pause func()
}

// iterations is o.Iterations or its default.
func (o Options) iterations() int {
	if o.Iterations <= 0 {
		return DefaultIterations
	}
	return o.Iterations
}

// Bot names the search o makes, as an analysis is stored with: "mcts:200".
func (o Options) Bot() string { return fmt.Sprintf("mcts:%d", o.iterations()) }

// Result is a match's analysis.
type Result struct {
	// Chances holds, for each step of the replay (match.Frames), each
	// seat's estimated chance of winning, by seat, in [0, 1]: its expected
	// share of the win (Outcome.Reward) as it could judge it then, where a
	// cooperative game's seats share the team's. At the last step, the
	// game over, it is each seat's reward: the winner's 1. Each seat
	// judging by what it knew, the seats' chances need not sum to 1.
	Chances [][]float64
	// Costly are the moves that cost their movers the most, biggest first.
	Costly []Cost
}

// Cost is a move that lowered its mover's estimated chance of winning.
type Cost struct {
	// Step is the step the move led to: the move of frame Step.
	Step int         `json:"step"`
	Seat engine.Seat `json:"seat"`
	// Drop is how far the mover's chance fell, from step Step-1 to Step.
	Drop float64 `json:"drop"`
}

// Run analyses the finished match m: each seat's chance at every step.
// done holds the steps analysed before (of an analysis stopped midway, with
// the same options), which it keeps. After each step (each o.Workers steps
// on workers) it calls progress, if not nil, with the chances of all the
// steps so far; an error from progress stops it, as does the end of ctx
// (between steps, or batches of steps on workers). A match not over is
// refused.
func Run(ctx context.Context, m *match.Match, o Options, done [][]float64, progress func(chances [][]float64) error) (Result, error) {
	g, err := engine.Lookup(m.Config.Game)
	if err != nil {
		return Result{}, err
	}
	team := g.Info().Cooperative
	chances := slices.Clone(done)
	var movers []engine.Seat
	var choices []bool // choices[k]: frame k's mover had more than one legal action before it
	var buf []engine.Action
	var prev engine.State
	var batch []engine.State // the steps from len(chances) on, to be judged at once
	judge := func() error {
		if err := ctx.Err(); err != nil {
			return err
		}
		chances = append(chances, estimateAll(batch, o, len(chances), team)...)
		batch = batch[:0]
		if progress != nil {
			return progress(chances)
		}
		return nil
	}
	k := 0
	err = m.Positions(func(mover engine.Seat, st engine.State) error {
		movers = append(movers, mover)
		choices = append(choices, prev != nil && len(prev.Legal(mover, buf[:0])) > 1)
		prev = st.Clone()
		step := k
		k++
		if step < len(chances) {
			return nil
		}
		// A copy of its own to judge: Positions moves st on, and prev, the
		// same state, is read for the next step's choices before a batch on
		// workers is judged.
		batch = append(batch, st.Clone())
		if len(batch) < max(1, o.Workers) {
			return nil
		}
		return judge()
	})
	if err == nil && len(batch) > 0 {
		err = judge()
	}
	if err != nil {
		return Result{Chances: chances}, err
	}
	if len(chances) != len(movers) {
		return Result{}, fmt.Errorf("the analysis has %d steps, the match %d", len(chances), len(movers))
	}
	return Result{Chances: chances, Costly: costly(movers, choices, chances)}, nil
}

// estimateAll is estimate of each of the states of steps first, first+1, …,
// each on a goroutine of its own when there are several.
func estimateAll(states []engine.State, o Options, first int, team bool) [][]float64 {
	out := make([][]float64, len(states))
	if len(states) == 1 {
		out[0] = estimate(states[0], o, first, team)
		return out
	}
	var wg sync.WaitGroup
	for i, st := range states {
		wg.Go(func() { out[i] = estimate(st, o, first+i, team) })
	}
	wg.Wait()
	return out
}

// estimate is each seat's chance at step k, the game in state st, as the
// seat could judge it: a search of o's budget for each seat, on
// determinizations for it, seeded by o.Seed, k and the seat. A team (a
// cooperative game) has one chance, judged by the first seat to move.
func estimate(st engine.State, o Options, k int, team bool) []float64 {
	out := make([]float64, st.Seats())
	for s := range out {
		seat := engine.Seat(s)
		if team {
			if movers := st.ToMove(); len(movers) > 0 {
				seat = movers[0]
			}
		}
		search := bot.NewMCTS(bot.Budget{Iterations: o.iterations()}, o.Seed^uint64(k+1)*0x9e3779b97f4a7c15^uint64(s+1)*0xbf58476d1ce4e5b9)
		search.SetPause(o.Pause)
		out[s] = math.Round(search.Chances(st, seat)[seat]*1000) / 1000 // three places: as stored and sent
		if team {
			for i := range out {
				out[i] = out[s]
			}
			break
		}
	}
	return out
}

// costly picks the moves that cost their movers the most: the steps whose
// mover had a choice (choices), by how far the mover's chance fell from the
// step before, biggest first, at most MaxCostly of them, each at least
// MinDrop.
func costly(movers []engine.Seat, choices []bool, chances [][]float64) []Cost {
	var out []Cost
	for k := 1; k < len(chances); k++ {
		s := movers[k]
		if !choices[k] || s < 0 || int(s) >= len(chances[k]) {
			continue
		}
		drop := math.Round((chances[k-1][s]-chances[k][s])*1000) / 1000
		if drop >= MinDrop {
			out = append(out, Cost{Step: k, Seat: s, Drop: drop})
		}
	}
	slices.SortStableFunc(out, func(a, b Cost) int {
		return cmp.Compare(b.Drop, a.Drop) // the highest first
	})
	return out[:min(len(out), MaxCostly)]
}
