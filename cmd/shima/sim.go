package main

import (
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"shima/bot"
	"shima/engine"
	"shima/sim"
)

func runSim(ctx context.Context, args []string, e *env) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	langFlag(fs, e)
	players := fs.Int("players", 0, "number of players (default: one per bot)")
	bots := fs.String("bots", "", "comma-separated bot per seat: "+bot.Specs)
	leagueBots := fs.String("league", "", "comma-separated bots to rate in a round robin over every seating (instead of --bots)")
	games := fs.Int("games", 100, "number of games (a league: in all, rounded up to play every seating equally often)")
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same results")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once")
	rotate := fs.Bool("rotate", false, "rotate the seating game by game, so that every bot plays every seat")
	out := fs.String("out", "", "also write every game to FILE.csv or FILE.json")
	opts := optionsFlag(fs)
	pos, err := parseFlags(fs, args, e)
	if err != nil {
		return err
	}
	if len(pos) != 1 || (*bots == "") == (*leagueBots == "") || *leagueBots != "" && *rotate {
		return engine.Reject("usage: shima sim GAME --players N --bots B1,B2,... --games N [--rotate]\n       shima sim GAME --league B1,B2,... [--players N] --games N",
			"使い方: shima sim GAME --players N --bots B1,B2,... --games N [--rotate]\n        shima sim GAME --league B1,B2,... [--players N] --games N")
	}
	run, specs := sim.Run, strings.Split(*bots, ",")
	if *leagueBots != "" {
		run, specs = sim.RunLeague, strings.Split(*leagueBots, ",") // --players 0: the game's fewest
	} else if *players == 0 {
		*players = len(specs)
	}
	var outFile *os.File
	if *out != "" {
		ext := strings.ToLower(filepath.Ext(*out))
		if ext != ".csv" && ext != ".json" {
			return engine.Rejectf("--out must end in .csv or .json, not %q", "--outの拡張子は.csvか.jsonです(「%s」は使えません)", *out)
		}
		if outFile, err = os.Create(*out); err != nil {
			return err
		}
		defer outFile.Close()
	}
	bar := newProgress(e.stderr, pick(e.lang, "games", "ゲーム"))
	res, runErr := run(ctx, sim.Config{
		Game: pos[0], Seats: *players, Bots: specs, Games: *games, Seed: *seed, Workers: *workers, Options: opts, Rotate: *rotate,
		Progress: bar.set,
	})
	bar.finish()
	if res == nil {
		return runErr
	}
	if err := res.WriteTable(e.stdout, e.lang); err != nil {
		return err
	}
	if outFile != nil {
		if strings.HasSuffix(strings.ToLower(*out), ".json") {
			err = res.WriteJSON(outFile)
		} else {
			err = res.WriteCSV(outFile)
		}
		if err != nil {
			return err
		}
	}
	if errors.Is(runErr, context.Canceled) {
		return engine.Rejectf("interrupted after %d games", "%dゲームで中断しました", res.Played)
	}
	return runErr
}
