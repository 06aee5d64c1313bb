package analysis

import (
	"context"
	"errors"
	"math"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"shima/bot"
	"shima/engine"
	_ "shima/games/micronesia"
	_ "shima/games/spiritisland"
	"shima/match"
)

// finished plays a match of Micronesia to its end, every seat's moves
// chosen by a greedy bot.
func finished(t *testing.T, seats int, seed uint64) *match.Match {
	t.Helper()
	return finishedGame(t, "micronesia", seats, seed)
}

// finishedGame plays a match of game to its end, every seat's moves chosen
// by a greedy bot.
func finishedGame(t *testing.T, game string, seats int, seed uint64) *match.Match {
	t.Helper()
	cfg := match.Config{Game: game}
	for range seats {
		cfg.Seats = append(cfg.Seats, match.SeatConfig{Kind: match.Person})
	}
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m, err := match.New("m", cfg, seed, at)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := bot.New("greedy", seed)
	for !m.Over() {
		seat := m.ToMove()[0]
		r := engine.NewRand(uint64(m.Seq()))
		ev, err := m.Move(seat, b.Choose(m.Determinize(seat, &r), seat), at)
		if err == nil {
			err = m.Apply(ev)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return m
}

var quick = Options{Iterations: 30, Seed: 7}

// An analysis gives every step each seat's chance, between 0 and 1; the
// last step is the outcome: the winner's 1. The same seed gives the same
// analysis.
func TestChances(t *testing.T) {
	m := finished(t, 3, 11)
	res, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Chances) != m.FrameCount() {
		t.Fatalf("%d steps analysed, the replay has %d", len(res.Chances), m.FrameCount())
	}
	for k, cs := range res.Chances {
		for s, c := range cs {
			if c < 0 || c > 1 || len(cs) != 3 {
				t.Fatalf("step %d: seat %d's chance in %v", k, s, c)
			}
		}
	}
	o := m.Outcome()
	last := res.Chances[len(res.Chances)-1]
	for s := range last {
		if want := o.Reward(engine.Seat(s)); last[s] != want {
			t.Errorf("the last step gives seat %d %v; its reward is %v (winners %v)", s, last[s], want, o.Winners)
		}
	}
	if len(o.Winners) == 1 && last[o.Winners[0]] != 1 {
		t.Errorf("the winner's last chance is %v", last[o.Winners[0]])
	}
	again, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil || !reflect.DeepEqual(again, res) {
		t.Errorf("the same seed gave another analysis (%v)", err)
	}
	other, err := Run(context.Background(), m, Options{Iterations: quick.Iterations, Seed: quick.Seed + 1}, nil, nil)
	if err != nil || reflect.DeepEqual(other.Chances, res.Chances) {
		t.Errorf("another seed gave the same chances (%v)", err)
	}
}

// In a cooperative game the seats share one chance: the team's.
func TestTeam(t *testing.T) {
	m := finishedGame(t, "spiritisland", 2, 3)
	res, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, cs := range res.Chances {
		if len(cs) != 2 || cs[0] != cs[1] || cs[0] < 0 || cs[0] > 1 {
			t.Fatalf("step %d: chances %v", k, cs)
		}
	}
	if last, won := res.Chances[len(res.Chances)-1][0], m.Outcome().Won; last != map[bool]float64{true: 1, false: 0}[won] {
		t.Errorf("the team's last chance is %v, and it won: %v", last, won)
	}
}

// An analysis stopped midway (the server shut down) and resumed from the
// steps done comes to the same as one run at once.
func TestResume(t *testing.T) {
	m := finished(t, 3, 12)
	whole, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stop")
	var seen []int
	part, err := Run(context.Background(), m, quick, nil, func(chances [][]float64) error {
		seen = append(seen, len(chances))
		if len(chances) == 10 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || len(part.Chances) != 10 || !reflect.DeepEqual(seen, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}) {
		t.Fatalf("stopped at 10: %v, %d steps kept, progress %v", err, len(part.Chances), seen)
	}
	resumed, err := Run(context.Background(), m, quick, part.Chances, nil)
	if err != nil || !reflect.DeepEqual(resumed, whole) {
		t.Errorf("resumed at step 10: %v\n got %+v\nwant %+v", err, resumed, whole)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, m, quick, nil, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// A match still playing is not analysed: its states hold what the seats
// may not know yet.
func TestNotOver(t *testing.T) {
	m, err := match.New("m", match.Config{Game: "micronesia", Seats: []match.SeatConfig{{Kind: match.Person}, {Kind: match.Person}, {Kind: match.Person}}}, 1, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	var rej *engine.Rejection
	if _, err := Run(context.Background(), m, quick, nil, nil); !errors.As(err, &rej) {
		t.Fatalf("a match playing: %v", err)
	}
}

// The costly moves are the moves of a seat that had a choice, by how far
// they lowered its mover's chance, the biggest first, at most MaxCostly and
// none below MinDrop.
func TestCostly(t *testing.T) {
	movers := []engine.Seat{-1, 0, 1, 0, 1, 0, 1, 0}
	choices := []bool{false, true, true, true, false, true, true, true}
	chances := [][]float64{
		{0.5, 0.5},
		{0.45, 0.55}, // seat 0 loses 0.05: too little
		{0.7, 0.3},   // seat 1 loses 0.25
		{0.5, 0.5},   // seat 0 loses 0.2
		{0.9, 0.1},   // seat 1 loses 0.4, but had no choice (a forced roll)
		{0.6, 0.4},   // seat 0 loses 0.3
		{0.75, 0.25}, // seat 1 loses 0.15
		{0.62, 0.38}, // seat 0 loses 0.13
	}
	got := costly(movers, choices, chances)
	want := []Cost{{Step: 5, Seat: 0, Drop: 0.3}, {Step: 2, Seat: 1, Drop: 0.25}, {Step: 3, Seat: 0, Drop: 0.2}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("costly:\n got %+v\nwant %+v", got, want)
	}
	if got := costly(movers[:2], choices[:2], chances[:2]); len(got) != 0 {
		t.Errorf("no drop of MinDrop, yet %+v", got)
	}
}

// The analysis's costly moves are real moves: a step whose mover is the
// seat named, whose chance fell by the drop given.
func TestCostlyOfAMatch(t *testing.T) {
	m := finished(t, 3, 13)
	res, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	frames, err := m.Frames()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range res.Costly {
		drop := res.Chances[c.Step-1][c.Seat] - res.Chances[c.Step][c.Seat]
		if frames[c.Step].Seat != c.Seat || math.Abs(drop-c.Drop) > 1e-9 || c.Drop < MinDrop {
			t.Errorf("costly %+v: frame %d was seat %d's move, a drop of %v", c, c.Step, frames[c.Step].Seat, drop)
		}
	}
	t.Logf("%d steps, costly %+v", len(res.Chances), res.Costly)
}

// On workers an analysis judges several steps at once and finds the same
// as on one: each step's searches are seeded by the step. Its progress
// comes once a batch, and it resumes as on one.
func TestWorkers(t *testing.T) {
	m := finished(t, 3, 14)
	one, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	three := quick
	three.Workers = 3
	var seen []int
	got, err := Run(context.Background(), m, three, nil, func(chances [][]float64) error {
		seen = append(seen, len(chances))
		return nil
	})
	if err != nil || !reflect.DeepEqual(got, one) {
		t.Fatalf("on 3 workers: %v\n got %+v\nwant %+v", err, got, one)
	}
	if len(seen) < 2 || seen[0] != 3 || seen[1] != 6 || seen[len(seen)-1] != len(one.Chances) || len(seen) != (len(one.Chances)+2)/3 {
		t.Errorf("%d steps on 3 workers, progress at %v", len(one.Chances), seen)
	}
	resumed, err := Run(context.Background(), m, three, one.Chances[:4], nil)
	if err != nil || !reflect.DeepEqual(resumed, one) {
		t.Errorf("resumed at step 4 on 3 workers: %v", err)
	}
}

// A cooperative game's analysis finds the same on workers too.
func TestWorkersTeam(t *testing.T) {
	m := finishedGame(t, "spiritisland", 2, 4)
	one, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	two := quick
	two.Workers = 2
	if got, err := Run(context.Background(), m, two, nil, nil); err != nil || !reflect.DeepEqual(got, one) {
		t.Errorf("on 2 workers: %v, %d steps against %d", err, len(got.Chances), len(one.Chances))
	}
}

// An analysis calls its pause before every iteration of its searches, on
// one worker and on several (so that a server can hold it while moves
// wait), and finds the same as without.
func TestPauseOnWorkers(t *testing.T) {
	m := finished(t, 3, 15)
	plain, err := Run(context.Background(), m, quick, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Every step but the last, the game over, is three searches.
	want := int64((m.FrameCount() - 1) * 3 * quick.Iterations)
	for _, workers := range []int{1, 3} {
		var calls atomic.Int64
		o := quick
		o.Workers, o.Pause = workers, func() { calls.Add(1) }
		got, err := Run(context.Background(), m, o, nil, nil)
		if err != nil || !reflect.DeepEqual(got, plain) {
			t.Errorf("paused on %d workers: %v, not the analysis found without", workers, err)
		}
		if calls.Load() != want {
			t.Errorf("on %d workers the analysis paused %d times, its searches made %d iterations", workers, calls.Load(), want)
		}
	}
}
