package enginewire

import (
	"context"
	"slices"
	"time"

	"shima/bot"
	"shima/engine"
)

// Report is a bot's decision for a seat, as the engine's "best" request and
// `shima position best --json` give it: the choice, and from a search its
// candidates with their visits and win estimates.
type Report struct {
	Seat engine.Seat `json:"seat"`
	Bot  string      `json:"bot"`
	Best Candidate   `json:"best"`
	// Candidates are the search's actions at its root, most visited first
	// (mcts only): all of them, or the first N where N was asked for.
	Candidates []Candidate `json:"candidates,omitempty"`
	Iterations *int        `json:"iterations,omitempty"` // mcts only
	Seconds    float64     `json:"seconds"`
}

// Candidate is an action with its place in the seat's legal list and its
// text, and from a search its visits and win estimate (none when it was not
// searched: the only choice).
type Candidate struct {
	Index  int           `json:"index"`
	Action engine.Action `json:"action"`
	Text   string        `json:"text"`
	Visits *int          `json:"visits,omitempty"`
	Win    *float64      `json:"win,omitempty"`
}

// Think makes b choose for seat s in st, cut short when ctx ends, and
// reports the choice with every candidate of its search (mcts), texts in
// lang. It returns an interruption's rejection as soon as ctx ends, whatever
// the bot: one that cannot be cut short (plan, lookahead) thinks on, on a
// copy of st, until it is done, its choice unused.
func Think(ctx context.Context, b bot.Bot, st engine.State, s engine.Seat, lang engine.Lang) (Report, error) {
	start := time.Now()
	var a engine.Action
	if _, ok := b.(bot.Interruptible); ok {
		a = bot.ChooseContext(ctx, b, st, s)
	} else {
		chosen := make(chan engine.Action, 1)
		go func(st engine.State) { chosen <- b.Choose(st, s) }(st.Clone())
		select {
		case a = <-chosen:
		case <-ctx.Done():
		}
	}
	took := time.Since(start)
	if ctx.Err() != nil {
		return Report{}, engine.Reject("interrupted", "中断しました")
	}
	legal := st.Legal(s, nil)
	cand := func(a engine.Action) Candidate {
		return Candidate{Index: slices.Index(legal, a), Action: a, Text: st.Describe(a, lang)}
	}
	r := Report{Seat: s, Bot: b.Name(), Best: cand(a), Seconds: took.Seconds()}
	if m, ok := b.(*bot.MCTS); ok {
		r.Iterations = &m.Iterations
		for i, c := range m.Candidates() {
			cj := cand(c.Action)
			cj.Visits = &c.Visits
			if c.Visits > 0 {
				cj.Win = &c.Win
			}
			if i == 0 && c.Action == a {
				r.Best = cj
			}
			r.Candidates = append(r.Candidates, cj)
		}
	}
	return r, nil
}

// Top keeps the first n candidates of r, all of them when n is 0.
func (r *Report) Top(n int) {
	if n > 0 && n < len(r.Candidates) {
		r.Candidates = r.Candidates[:n]
	}
}

// MaxWorkers bounds the goroutines one search may ask for: each grows a tree
// of its own. It does not depend on the machine, so that a request that
// works on one works on every other, and chooses the same.
const MaxWorkers = 64

// The most a bot may think for one decision that the engine (best) or
// `shima position best` asks of it, so that no request runs for hours or
// grows a search tree past a few hundred megabytes.
const (
	// MaxIterations bounds an mcts search's iterations, all its workers'
	// together: under a time budget each worker's tree stops at its share.
	MaxIterations = 1_000_000
	// MaxTime bounds an mcts search's time budget.
	MaxTime = 10 * time.Minute
	// MaxWidth bounds a plan's width, MaxSamples a lookahead's samples.
	MaxWidth   = 1024
	MaxSamples = 1000
)

var limits = bot.Limits{Iterations: MaxIterations, Time: MaxTime, Width: MaxWidth, Samples: MaxSamples}

// NewBot makes the bot of spec with seed to think for a request, searching
// on workers goroutines (bot.MCTS.SetWorkers; 1 to MaxWorkers, more than 1
// for mcts only), within the limits above. name is what the request calls
// the number of workers ("--workers", `"workers"`), for the refusals.
func NewBot(spec string, seed uint64, workers int, name string) (bot.Bot, error) {
	b, err := bot.New(spec, seed)
	if err != nil {
		return nil, err
	}
	m, isMCTS := b.(*bot.MCTS)
	switch {
	case workers < 1 || workers > MaxWorkers:
		return nil, engine.Rejectf("%s must be from 1 to %d, not %d", "%sは1から%dまでです(%dはできません)", name, MaxWorkers, workers)
	case workers > 1 && !isMCTS:
		return nil, engine.Rejectf("%s needs an mcts bot: %s searches on one goroutine", "%sにはmctsボットが必要です。%sは1つのゴルーチンで考えます", name, b.Name())
	case isMCTS:
		m.SetWorkers(workers)
	}
	if err := limits.Check(spec, b); err != nil {
		return nil, err
	}
	if isMCTS && m.Budget().Time > 0 {
		m = bot.NewMCTS(bot.Budget{Time: m.Budget().Time, Iterations: MaxIterations / workers}, seed)
		m.SetWorkers(workers)
		b = m
	}
	return b, nil
}
