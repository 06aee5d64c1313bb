package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"

	"shima/bot"
	"shima/engine"
	"shima/enginewire"
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
	workers := fs.Int("workers", 1, fmt.Sprintf("with an mcts bot: search on N goroutines (1 to %d), each for the whole budget: N times the search, in about the same time on N free cores", enginewire.MaxWorkers))
	pos, err := parseFlags(fs, args, e)
	if err != nil {
		return err
	}
	if len(pos) != 1 || *spec == "" {
		return engine.Reject("usage: shima position best FILE --bot SPEC [--top N] [--json] [--seed S] [--seat N] [--workers N]",
			"使い方: shima position best FILE --bot SPEC [--top N] [--json] [--seed S] [--seat N] [--workers N]")
	}
	b, err := enginewire.NewBot(*spec, *seed, *workers, "--workers")
	if err != nil {
		return err
	}
	_, isMCTS := b.(*bot.MCTS)
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
	r, err := enginewire.Think(ctx, b, st, s, e.lang)
	if err != nil {
		return err
	}
	if *asJSON {
		r.Top(*top)
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		return enc.Encode(r)
	}
	fmt.Fprintln(e.stdout, r.Best.Text)
	for _, c := range r.Candidates[:min(*top, len(r.Candidates))] {
		win := "-"
		if c.Win != nil {
			win = fmt.Sprintf(e.lang.Pick("%.1f%% win", "勝率%.1f%%"), 100**c.Win)
		}
		fmt.Fprintf(e.stdout, e.lang.Pick("%s\t%d visits\t%s\n", "%s\t%d回\t%s\n"), c.Text, *c.Visits, win)
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
	return s, enginewire.ToMove(st, s)
}
