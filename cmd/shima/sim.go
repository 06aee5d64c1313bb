package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"shima/bot"
	"shima/bot/levels"
	"shima/engine"
	"shima/sim"
	"shima/sim/report"
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
	reportFile := fs.String("report", "", "also write a page of charts to FILE.html, or an SVG summary to FILE.svg or (for -) to standard output instead of the table")
	levelsFile := fs.String("levels", "", "record the bots' measured strength in the lobby's levels file FILE (bot/levels/GAME.json)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to FILE")
	botWorkers := fs.Int("bot-workers", 1, "goroutines each mcts bot searches a decision on, each for its whole budget (see --workers for games at once)")
	opts := optionsFlag(fs)
	pos, err := parseFlags(fs, args, e)
	if err != nil {
		return err
	}
	if len(pos) != 1 || (*bots == "") == (*leagueBots == "") || *leagueBots != "" && *rotate {
		return engine.Reject("usage: shima sim GAME --players N --bots B1,B2,... --games N [--rotate]\n       shima sim GAME --league B1,B2,... [--players N] --games N",
			"使い方: shima sim GAME --players N --bots B1,B2,... --games N [--rotate]\n        shima sim GAME --league B1,B2,... [--players N] --games N")
	}
	switch {
	case *botWorkers < 1:
		return engine.Rejectf("--bot-workers must be 1 or more, not %d", "--bot-workersは1以上です(%dは使えません)", *botWorkers)
	case *botWorkers > 1 && *levelsFile != "":
		return engine.Reject("--levels records the lobby's levels, which search on one goroutine: leave out --bot-workers",
			"--levelsはロビーのレベル(1つのゴルーチンで探索)を記録します: --bot-workersを外してください")
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
	var reportOut io.Writer = e.stdout
	if *reportFile != "" && *reportFile != "-" {
		f, err := os.Create(*reportFile)
		if err != nil {
			return err
		}
		defer f.Close()
		reportOut = f
	}
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stop()
	bar := newProgress(e.stderr, e.lang.Pick("games", "ゲーム"))
	res, runErr := run(ctx, sim.Config{
		Game: pos[0], Seats: *players, Bots: specs, Games: *games, Seed: *seed, Workers: *workers, Options: opts, Rotate: *rotate,
		BotWorkers: *botWorkers, Progress: bar.set,
	})
	bar.finish()
	if res == nil {
		return runErr
	}
	switch {
	case *reportFile == "":
	case *reportFile == "-" || strings.HasSuffix(strings.ToLower(*reportFile), ".svg"):
		err = report.WriteSVG(reportOut, res, e.lang)
	default:
		err = report.WriteHTML(reportOut, []*sim.Result{res}, e.lang)
	}
	if err != nil {
		return err
	}
	if *reportFile != "-" {
		if err := res.WriteTable(e.stdout, e.lang); err != nil {
			return err
		}
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
	if runErr == nil && *levelsFile != "" {
		return recordLevels(*levelsFile, res, opts, "shima sim "+strings.Join(withoutFlag(args, "levels"), " "))
	}
	return runErr
}

// recordLevels records in the levels file at path what res measured: each
// bot's rating from a league (which must rate random, the scale's zero), or
// a cooperative game's team win rate for the bot that played every seat.
func recordLevels(path string, res *sim.Result, opts map[string]string, command string) error {
	f, err := levels.Load(path, res.Game)
	if err != nil {
		return err
	}
	// unit rounds a figure to what it means: a tenth of an Elo point, a
	// hundredth of a percent.
	measure := func(unit, v, low, high float64) *levels.Measure {
		scale := math.Round(1 / unit)
		r := func(x float64) float64 { return math.Round(x*scale) / scale }
		return &levels.Measure{Value: r(v), Low: r(low), High: r(high), Games: res.Played, Players: res.Seats, Options: opts, Command: command}
	}
	switch {
	case res.League != nil:
		if res.League.Anchor != "random" {
			return engine.Reject("--levels needs random in the league: the lobby's ratings put random at 0",
				"--levelsではリーグにrandomを入れてください(ロビーのレーティングはrandomを0とします)")
		}
		// Ratings of two leagues are not on one scale: a league replaces
		// them all.
		for i := range f.Levels {
			f.Levels[i].Rating = nil
		}
		for _, r := range res.League.Ratings {
			f.Set(r.Bot, measure(0.1, r.Rating, r.Low, r.High), nil)
		}
	case res.Cooperative && len(slices.Compact(slices.Clone(res.Bots))) == 1:
		s := res.PerSeat[0].Stats
		f.Set(res.Bots[0], nil, measure(1e-4, s.WinRate, s.Low, s.High))
	default:
		return engine.Reject("--levels records a league (--league) or a cooperative team of one bot (--bots B,B,...)",
			"--levelsが記録できるのはリーグ(--league)か、1種類のボットだけの協力チーム(--bots B,B,...)です")
	}
	return f.Save(path)
}

// withoutFlag is args without the flag name and its value (-name V,
// --name V, --name=V).
func withoutFlag(args []string, name string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := strings.TrimLeft(args[i], "-")
		switch {
		case a == name && args[i] != a:
			i++ // its value
		case strings.HasPrefix(a, name+"=") && args[i] != a:
		default:
			out = append(out, args[i])
		}
	}
	return out
}
