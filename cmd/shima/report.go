package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"shima/engine"
	"shima/sim"
	"shima/sim/report"
)

// runReport draws one page of charts of the runs that shima sim wrote with
// --out FILE.json: for a cooperative game, the team's win rate compared by
// number of players and by setting (such as Spirit Island's adversary level).
func runReport(_ context.Context, args []string, e *env) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	langFlag(fs, e)
	out := fs.String("o", "-", "write the page to FILE (- for standard output)")
	files, err := parseFlags(fs, args, e)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return engine.Reject("usage: shima report A.json B.json ... [-o report.html] (files written by shima sim --out FILE.json)",
			"使い方: shima report A.json B.json ... [-o report.html](shima sim --out FILE.json で書いたファイル)")
	}
	var runs []*sim.Result
	for _, name := range files {
		r, err := readResult(name)
		if err != nil {
			return err
		}
		if len(runs) > 0 && r.Game != runs[0].Game {
			return engine.Rejectf("%s is of %s, not %s: a page shows one game", "%sは%sの結果です(%sではありません)。1ページには1つのゲームだけです", name, r.Game, runs[0].Game)
		}
		runs = append(runs, r)
	}
	var w io.Writer = e.stdout
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	return report.WriteHTML(w, runs, e.lang)
}

// readResult reads a file written by shima sim --out FILE.json.
func readResult(name string) (*sim.Result, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := sim.ReadJSON(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return r, nil
}
