package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"shima/bot"
	"shima/engine"
)

// positionBest is "position best FILE --bot SPEC": the bot's choice for the
// seat to move, alone on the first line as "position legal" lists it (a
// bridge to other engines reads that line), then with --top N the search's
// best N candidates; or with --json one object holding all of it.
func positionBest(ctx context.Context, fs *flag.FlagSet, args []string, seat *int, e *env) error {
	spec := fs.String("bot", "", "the bot that thinks: "+bot.Specs)
	top := fs.Int("top", 0, "with an mcts bot: also print its best N candidates, with visits and win estimates")
	asJSON := fs.Bool("json", false, "print one JSON object: the choice, the candidates, iterations and seconds")
	seed := fs.Uint64("seed", 0, "the bot's random seed")
	pos, err := parseFlags(fs, args, e)
	if err != nil {
		return err
	}
	if len(pos) != 1 || *spec == "" {
		return engine.Reject("usage: shima position best FILE --bot SPEC [--top N] [--json] [--seed S] [--seat N]",
			"使い方: shima position best FILE --bot SPEC [--top N] [--json] [--seed S] [--seat N]")
	}
	b, err := bot.New(*spec, *seed)
	if err != nil {
		return err
	}
	search, isMCTS := b.(*bot.MCTS)
	switch {
	case *top < 0:
		return engine.Reject("--top must be 0 or more", "--topは0以上です")
	case *top > 0 && !isMCTS:
		return engine.Rejectf("--top needs an mcts bot: %s gives only its choice", "--topにはmctsボットが必要です。%sは選んだ行動だけを示します", b.Name())
	}
	st, err := readPosition(pos[0], e.stdin)
	if err != nil {
		return err
	}
	s, err := movingSeat(st, *seat)
	if err != nil {
		return err
	}
	start := time.Now()
	a := bot.ChooseContext(ctx, b, st, s)
	took := time.Since(start)
	if ctx.Err() != nil {
		return engine.Reject("interrupted", "中断しました")
	}
	var cands []bot.Candidate
	if isMCTS {
		cands = search.Candidates()
	}
	if *asJSON {
		return writeBestJSON(e, st, s, b, a, cands, *top, took)
	}
	fmt.Fprintln(e.stdout, st.Describe(a, e.lang))
	for _, c := range cands[:min(*top, len(cands))] {
		win := "-"
		if c.Visits > 0 {
			win = fmt.Sprintf(pick(e.lang, "%.1f%% win", "勝率%.1f%%"), 100*c.Win)
		}
		fmt.Fprintf(e.stdout, pick(e.lang, "%s\t%d visits\t%s\n", "%s\t%d回\t%s\n"), st.Describe(c.Action, e.lang), c.Visits, win)
	}
	return nil
}

// movingSeat is the seat given with --seat, which must be to move, or the
// first seat to move.
func movingSeat(st engine.State, seat int) (engine.Seat, error) {
	s, err := actingSeat(st, seat)
	if err != nil {
		return 0, err
	}
	movers := st.ToMove()
	if !engine.Contains(movers, s) {
		var names []string
		for _, m := range movers {
			names = append(names, strconv.Itoa(int(m)))
		}
		return 0, engine.Rejectf("seat %d is not to move; to move: %s", "席%dの手番ではありません。手番: %s", s, strings.Join(names, ", "))
	}
	return s, nil
}

// bestJSON is the object "position best --json" prints.
type bestJSON struct {
	Seat       engine.Seat     `json:"seat"`
	Bot        string          `json:"bot"`
	Best       candidateJSON   `json:"best"`
	Candidates []candidateJSON `json:"candidates,omitempty"` // mcts only
	Iterations *int            `json:"iterations,omitempty"` // mcts only
	Seconds    float64         `json:"seconds"`
}

// candidateJSON is an action with, from a search, its visits and its win
// estimate (none when it was not searched: the only choice).
type candidateJSON struct {
	Action engine.Action `json:"action"`
	Text   string        `json:"text"`
	Visits *int          `json:"visits,omitempty"`
	Win    *float64      `json:"win,omitempty"`
}

// writeBestJSON prints b's choice a for seat s as bestJSON, with the top
// candidates of its search (all of them when top is 0).
func writeBestJSON(e *env, st engine.State, s engine.Seat, b bot.Bot, a engine.Action, cands []bot.Candidate, top int, took time.Duration) error {
	out := bestJSON{Seat: s, Bot: b.Name(), Best: candidateJSON{Action: a, Text: st.Describe(a, e.lang)}, Seconds: took.Seconds()}
	if m, ok := b.(*bot.MCTS); ok {
		out.Iterations = &m.Iterations
		if top == 0 {
			top = len(cands)
		}
		for i, c := range cands {
			cj := candidateJSON{Action: c.Action, Text: st.Describe(c.Action, e.lang), Visits: &c.Visits}
			if c.Visits > 0 {
				cj.Win = &c.Win
			}
			if i == 0 && c.Action == a {
				out.Best = cj
			}
			if i < top {
				out.Candidates = append(out.Candidates, cj)
			}
		}
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}
