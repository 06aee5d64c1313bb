package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"shima/engine"
	"shima/loadgen"
	"shima/server"
)

func runLoad(ctx context.Context, args []string, e *env) error {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	langFlag(fs, e)
	urls := fs.String("url", "", "comma-separated base URLs of running nodes (loopback only); none: serve --db in this process")
	db := fs.String("db", "", "without --url: SQLite file or postgres:// URL of the server started here (default: a temporary SQLite file)")
	sync := syncFlag(fs)
	matches := fs.Int("matches", 100, "matches played at once")
	rate := fs.Float64("rate", 0, "moves a second over all matches; 0: as fast as possible")
	duration := fs.Duration("duration", 30*time.Second, "measured time")
	ramp := fs.Duration("ramp", 0, "time over which the first matches start (default: the time a match lasts at --rate)")
	warmup := fs.Duration("warmup", 5*time.Second, "time played after the ramp, before measuring")
	game := fs.String("game", loadgen.DefaultGame, "the game the matches play: "+strings.Join(slices.Sorted(maps.Keys(loadgen.Games)), ", "))
	memory := fs.Int("memory", 0, "instead of a run: measure the memory of this many idle matches in a server started here")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of this process (the generator, and the server without --url) to FILE")
	analyses := addAnalysisFlags(fs) // of the server started here
	if _, err := parseFlags(fs, args, e); err != nil {
		return err
	}
	if *urls != "" && (*db != "" || *memory > 0 || given(fs, "analysis", "analysis-share")) {
		return engine.Reject("--db, --memory and --analysis start a server here: they do not go with --url", "--db・--memory・--analysisはここでサーバーを起動します: --urlとは併用できません")
	}
	if err := analyses.check(); err != nil {
		return err
	}
	if *db == "" {
		dir, err := os.MkdirTemp("", "shima-load-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		*db = filepath.Join(dir, "shima-load.db")
	}
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stop()
	if *memory > 0 {
		return loadMemory(ctx, e, *db, *sync, *memory)
	}
	var node *loadgen.Node
	opts := loadgen.Options{Game: *game, Matches: *matches, Rate: *rate, Duration: *duration, Ramp: *ramp, Warmup: *warmup, Progress: loadProgress(e, *matches)}
	if *urls != "" {
		opts.URLs = strings.Split(*urls, ",")
	} else {
		st, err := openStore(ctx, *db, *sync)
		if err != nil {
			return err
		}
		defer st.Close()
		cfg := server.Config{Store: st}
		analyses.set(&cfg)
		if node, err = loadgen.StartNode(ctx, cfg); err != nil {
			return err
		}
		defer node.Close()
		opts.URLs = []string{node.URL}
	}
	res, runErr := loadgen.Run(ctx, opts)
	fmt.Fprintln(e.stderr)
	if res == nil {
		return runErr
	}
	if node != nil {
		fmt.Fprintln(e.stdout, analyses.describe(e.lang))
	}
	if err := res.WriteTable(e.stdout, e.lang); err != nil {
		return err
	}
	if errors.Is(runErr, context.Canceled) {
		return engine.Reject("interrupted", "中断しました")
	}
	return runErr
}

// loadMemory measures the memory of idle matches in a server on db.
func loadMemory(ctx context.Context, e *env, db, sync string, matches int) error {
	st, err := openStore(ctx, db, sync)
	if err != nil {
		return err
	}
	path := db
	if strings.Contains(db, "://") {
		path = ""
	}
	fmt.Fprintf(e.stderr, e.lang.Pick("creating %d matches…\n", "%d対戦を作成中…\n"), matches)
	m, err := loadgen.MeasureMemory(ctx, st, path, matches)
	if err != nil {
		return err
	}
	return m.WriteTable(e.stdout, e.lang)
}

// loadProgress reports a run on stderr: redrawn each second on a terminal,
// a line every five seconds elsewhere.
func loadProgress(e *env, matches int) func(loadgen.Progress) {
	terminal := false
	if f, ok := e.stderr.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			terminal = true
		}
	}
	phases := map[loadgen.Phase]string{
		loadgen.Ramp:    e.lang.Pick("starting", "開始中"),
		loadgen.Warmup:  e.lang.Pick("warm-up", "ウォームアップ"),
		loadgen.Measure: e.lang.Pick("measuring", "計測中"),
	}
	return func(p loadgen.Progress) {
		if !terminal && p.Elapsed%(5*time.Second) != 0 {
			return
		}
		end := "\n"
		if terminal {
			end = "   \r"
		}
		fmt.Fprintf(e.stderr, e.lang.Pick("%s %s: %d/%d matches playing, %d moves (%.0f/s), %d errors%s", "%s %s: %d/%d対戦中・%d手(毎秒%.0f手)・エラー%d%s"),
			p.Elapsed, phases[p.Phase], p.Ready, matches, p.Moves, p.Rate, p.Errors, end)
	}
}
