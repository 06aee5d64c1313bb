// Package sim plays many games between bots and sums up the results: win
// rates with confidence intervals, scores, game lengths and how games ended.
// A simulation is reproducible: the same config and seed give the same
// results whatever the number of workers.
package sim

import (
	"context"
	"fmt"
	"sync"
	"time"

	"shima/bot"
	"shima/engine"
)

// Config is one simulation.
type Config struct {
	Game    string
	Seats   int
	Bots    []string // one bot spec per seat
	Games   int
	Seed    uint64
	Workers int
	Options map[string]string
	// Rotate turns the seating round game by game: in game i bot k of Bots
	// sits in seat (k+i) mod Seats, so that every bot plays every seat
	// equally often and a seat's edge does not pass for a bot's strength.
	Rotate bool
	// Seatings, if set, seats a league (see RunLeague): in game i seat s is
	// played by bot Seatings[i mod len(Seatings)][s] of Bots, which then
	// lists each bot once, however many seats there are; Rotate is ignored.
	Seatings [][]int
	// BotWorkers is how many goroutines each tree-search bot searches a
	// decision on (bot.MCTS.SetWorkers); 0 or 1: one.
	BotWorkers int
	// Progress, if set, is called after each game with the number done.
	Progress func(done, total int)
}

// Game is the record of one simulated game.
type Game struct {
	Index   int            `json:"index"`
	Seed    uint64         `json:"seed"`
	Outcome engine.Outcome `json:"outcome"`
	Actions int            `json:"actions"`
	Turns   int            `json:"turns,omitempty"`
	// Seating gives, for each seat, the index in Config.Bots of the bot that played it.
	Seating []int `json:"seating"`
	// Roles gives, for each seat, the part it played (engine.Roles), if the
	// game has such parts.
	Roles []engine.Text `json:"roles,omitempty"`
	// Thought is how long each seat's bot thought in the game, over how
	// many decisions, and its longest decision: a measure of the machine
	// as much as of the bot, so it varies from run to run (the CSV leaves
	// it out).
	Thought []Thinking `json:"thought"`
}

// Thinking is how long a bot thought over some decisions.
type Thinking struct {
	Decisions int           `json:"decisions"`
	Total     time.Duration `json:"total_ns"`
	Longest   time.Duration `json:"longest_ns"`
}

// add counts one decision that took d.
func (t *Thinking) add(d time.Duration) {
	t.Decisions++
	t.Total += d
	t.Longest = max(t.Longest, d)
}

// merge adds the decisions of o.
func (t *Thinking) merge(o Thinking) {
	t.Decisions += o.Decisions
	t.Total += o.Total
	t.Longest = max(t.Longest, o.Longest)
}

// Mean is the time of a decision on average.
func (t Thinking) Mean() time.Duration {
	if t.Decisions == 0 {
		return 0
	}
	return t.Total / time.Duration(t.Decisions)
}

// Run plays cfg.Games games and returns them in order with their summary.
// It stops early, returning what it has and ctx's error, when ctx ends.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	game, err := engine.Lookup(cfg.Game)
	if err != nil {
		return nil, err
	}
	info := game.Info()
	if err := info.CheckSeats(cfg.Seats); err != nil {
		return nil, err
	}
	if err := checkSeatings(cfg); err != nil {
		return nil, err
	}
	if cfg.Seatings == nil && len(cfg.Bots) != cfg.Seats {
		return nil, engine.Rejectf("give one bot per seat: %d bots for %d seats", "席ごとにボットを1つ指定してください(%d人に%d個)", len(cfg.Bots), cfg.Seats)
	}
	for _, spec := range cfg.Bots {
		if _, err := bot.New(spec, 0); err != nil {
			return nil, err
		}
	}
	if cfg.Games < 1 {
		return nil, engine.Rejectf("play at least one game, not %d", "1ゲーム以上を指定してください(%dではできません)", cfg.Games)
	}
	if cfg.BotWorkers < 0 {
		return nil, engine.Rejectf("a bot searches on 1 goroutine or more, not %d", "ボットの探索は1個以上のゴルーチンで行います(%dはできません)", cfg.BotWorkers)
	}
	// A first game checks the options before any worker starts, and tells
	// the difficulty it is set up to, if the game has one.
	first, err := game.New(engine.Config{Seats: cfg.Seats, Seed: cfg.Seed, Options: cfg.Options})
	if err != nil {
		return nil, err
	}
	difficulty := -1
	if d, ok := first.(engine.Difficulty); ok {
		difficulty = d.Difficulty()
	}
	workers := max(cfg.Workers, 1)
	games := make([]Game, cfg.Games)
	next := make(chan int)
	errs := make(chan error, workers)
	var mu sync.Mutex
	done := 0
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				g, err := playOne(game, cfg, i)
				if err != nil {
					errs <- err
					return
				}
				games[i] = g
				mu.Lock()
				done++
				if cfg.Progress != nil {
					cfg.Progress(done, cfg.Games)
				}
				mu.Unlock()
			}
		}()
	}
	var runErr error
feed:
	for i := range cfg.Games {
		select {
		case next <- i:
		case runErr = <-errs:
			break feed
		case <-ctx.Done():
			runErr = ctx.Err()
			break feed
		}
	}
	close(next)
	wg.Wait()
	if runErr == nil {
		select {
		case runErr = <-errs:
		default:
		}
	}
	played := games[:0]
	for _, g := range games {
		if g.Outcome.Scores != nil {
			played = append(played, g)
		}
	}
	r := summarize(info, cfg, played)
	if difficulty >= 0 {
		r.Difficulty = &difficulty
	}
	return r, runErr
}

// GameSeed is the seed of game i of a simulation seeded with seed.
func GameSeed(seed uint64, i int) uint64 { return splitmix(seed + uint64(i)*0x9e3779b97f4a7c15) }

// splitmix scrambles x (SplitMix64's finalizer) so that nearby seeds give unrelated games.
func splitmix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// count is how many times k appears in xs.
func count(xs []int, k int) int {
	n := 0
	for _, x := range xs {
		if x == k {
			n++
		}
	}
	return n
}

// playOne plays game i to the end.
func playOne(game engine.Game, cfg Config, i int) (Game, error) {
	seed := GameSeed(cfg.Seed, i)
	st, err := game.New(engine.Config{Seats: cfg.Seats, Seed: seed, Options: cfg.Options})
	if err != nil {
		return Game{}, err
	}
	bots := make([]bot.Bot, cfg.Seats)
	seating := make([]int, cfg.Seats)
	for s := range cfg.Seats {
		k := s
		switch {
		case cfg.Seatings != nil:
			k = cfg.Seatings[i%len(cfg.Seatings)][s]
		case cfg.Rotate:
			k = (s + cfg.Seats - i%cfg.Seats) % cfg.Seats
		}
		seating[s] = k
		// Two seats of one bot (in a league) think with different seeds.
		copies := uint64(count(seating[:s], k))
		bots[s], _ = bot.New(cfg.Bots[k], splitmix(seed^uint64(k+1)^copies<<32)) // specs were checked by Run
		if m, ok := bots[s].(*bot.MCTS); ok {
			m.SetWorkers(cfg.BotWorkers)
		}
	}
	actions := 0
	thought := make([]Thinking, cfg.Seats)
	for !st.Over() {
		seat := st.ToMove()[0]
		start := time.Now()
		a := bots[seat].Choose(st, seat)
		thought[seat].add(time.Since(start))
		if err := st.Apply(seat, a); err != nil {
			return Game{}, fmt.Errorf("game %d (seed %d): bot %s chose an illegal action: %w", i, seed, bots[seat].Name(), err)
		}
		actions++
	}
	g := Game{Index: i, Seed: seed, Outcome: st.Outcome(), Actions: actions, Seating: seating, Thought: thought}
	if t, ok := st.(engine.Turns); ok {
		g.Turns = t.Turn()
	}
	if r, ok := st.(engine.Roles); ok {
		for s := range cfg.Seats {
			g.Roles = append(g.Roles, r.Role(engine.Seat(s)))
		}
	}
	return g, nil
}
