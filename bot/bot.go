// Package bot plays shima's games for a seat: random, greedy (one step with
// the game's heuristic), lookahead (greedy's best few choices judged a round
// ahead by the game's evaluation) and mcts (information-set Monte Carlo tree
// search).
// Bots are generic over the engine contract and plan only on what their seat
// may know: each decision starts from st.Determinize(seat, …), never from the
// true state.
package bot

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"shima/engine"
)

// Bot chooses actions for one seat. A Bot is not safe for concurrent use.
type Bot interface {
	// Name is the spec the bot was made from, such as "mcts:1000".
	Name() string
	// Choose returns a legal action for seat, which must be to move in st.
	Choose(st engine.State, seat engine.Seat) engine.Action
}

// Interruptible is a bot whose thinking can be cut short (MCTS).
type Interruptible interface {
	Bot
	// ChooseContext is Choose, returning its best choice so far once ctx ends.
	ChooseContext(ctx context.Context, st engine.State, seat engine.Seat) engine.Action
}

// ChooseContext makes b choose for seat in st, cut short when ctx ends if
// b is Interruptible; the other bots choose at once anyway.
func ChooseContext(ctx context.Context, b Bot, st engine.State, seat engine.Seat) engine.Action {
	if i, ok := b.(Interruptible); ok {
		return i.ChooseContext(ctx, st, seat)
	}
	return b.Choose(st, seat)
}

// Specs lists the bot specs New accepts, for help texts.
const Specs = "random, greedy, lookahead (8 samples), lookahead:N (N samples), plan (a whole turn ahead, beam width 8), plan:W (beam width W), mcts (1000 iterations), mcts:N (N iterations), mcts:DURATION (e.g. mcts:1s, mcts:500ms)"

// New makes a bot from its spec ("random", "greedy", "lookahead",
// "lookahead:64", "mcts", "mcts:2000", "mcts:1s"); seed makes its choices
// reproducible.
func New(spec string, seed uint64) (Bot, error) {
	name, arg, hasArg := strings.Cut(strings.ToLower(strings.TrimSpace(spec)), ":")
	rng := engine.NewRand(seed)
	switch {
	case name == "random" && !hasArg:
		return &Random{rng: rng}, nil
	case name == "greedy" && !hasArg:
		return &Greedy{rng: rng}, nil
	case name == "lookahead" && !hasArg:
		return NewLookahead(DefaultSamples, seed), nil
	case name == "lookahead":
		if n, err := strconv.Atoi(arg); err == nil && n > 0 {
			return NewLookahead(n, seed), nil
		}
		return nil, engine.Rejectf("bad lookahead samples %q: give a number (lookahead:64)",
			"lookaheadのサンプル数「%s」が不正です。数(lookahead:64)を指定してください", arg)
	case name == "plan" && !hasArg:
		return &Plan{width: DefaultWidth, rng: rng}, nil
	case name == "plan":
		if n, err := strconv.Atoi(arg); err == nil && n > 0 {
			return &Plan{width: n, rng: rng}, nil
		}
		return nil, engine.Rejectf("bad plan width %q: give a number (plan:8)",
			"planの幅「%s」が不正です。数を指定してください(plan:8)", arg)
	case name == "mcts" && !hasArg:
		return NewMCTS(Budget{Iterations: DefaultIterations}, seed), nil
	case name == "mcts":
		if n, err := strconv.Atoi(arg); err == nil && n > 0 {
			return NewMCTS(Budget{Iterations: n}, seed), nil
		}
		if d, err := time.ParseDuration(arg); err == nil && d > 0 {
			return NewMCTS(Budget{Time: d}, seed), nil
		}
		return nil, engine.Rejectf("bad mcts budget %q: give iterations (mcts:2000) or a time (mcts:1s)",
			"mctsの予算「%s」が不正です。反復回数(mcts:2000)か時間(mcts:1s)を指定してください", arg)
	}
	return nil, engine.Rejectf("unknown bot %q; bots are: "+Specs,
		"「%s」というボットはありません。使えるのは random、greedy、lookahead、lookahead:64、plan、plan:8、mcts、mcts:2000、mcts:1s などです", spec)
}

// choices are the actions a bot weighs for seat in st: where the game
// advises (engine.Advisor), the advised action alone, but for an advised
// opening (an offer begun) where weigh is set, which tree search weighs
// with the other legal actions; otherwise the legal actions but those that
// open what only advice can judge (unless nothing else is legal).
func choices(st engine.State, seat engine.Seat, r *engine.Rand, buf []engine.Action, weigh bool) []engine.Action {
	adv, ok := st.(engine.Advisor)
	if !ok {
		return mustLegal(st, seat, buf)
	}
	advised, ok := adv.Advise(seat, r)
	if ok && !(weigh && adv.Opens(advised)) {
		return append(buf[:0], advised)
	}
	legal := mustLegal(st, seat, buf)
	kept := legal[:0]
	for _, a := range legal {
		if !adv.Opens(a) || ok && a == advised {
			kept = append(kept, a)
		}
	}
	if len(kept) == 0 {
		return mustLegal(st, seat, buf)
	}
	return kept
}

// mustLegal returns seat's legal actions, panicking if there are none: a bot
// asked to move for a seat that is not to move is a programming error.
func mustLegal(st engine.State, seat engine.Seat, buf []engine.Action) []engine.Action {
	legal := st.Legal(seat, buf[:0])
	if len(legal) == 0 {
		panic(fmt.Sprintf("bot: seat %d has no legal action", seat))
	}
	return legal
}

// Random picks uniformly among the legal actions: by its nature it may miss
// a win at once, and in Catan it offers trades at random.
type Random struct {
	rng engine.Rand
	buf []engine.Action
}

// Name returns "random".
func (*Random) Name() string { return "random" }

// Choose picks a legal action at random.
func (b *Random) Choose(st engine.State, seat engine.Seat) engine.Action {
	b.buf = mustLegal(st, seat, b.buf)
	return b.buf[b.rng.IntN(len(b.buf))]
}
