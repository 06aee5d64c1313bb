package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"

	"os/signal"

	"shima/analysis"
	"shima/engine"
	"shima/match"
	"shima/server"
	"shima/store"
	"shima/store/postgres"
	"shima/store/sqlite"
	"shima/web"
)

func runServe(ctx context.Context, args []string, e *env) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	langFlag(fs, e)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	db := fs.String("db", "shima.db", "SQLite file, or a postgres:// URL to share matches between several nodes")
	sync := syncFlag(fs)
	closeOpen := fs.Duration("close-open-after", 14*24*time.Hour, "close as abandoned a match without a clock whose person seat nobody has taken, after this long without a move (0: never)")
	drain := fs.Duration("drain", 0, "on SIGTERM, answer /healthz with 503 for this long before closing the listener, so that a load balancer stops sending clients first")
	metricsAddr := fs.String("metrics-addr", "", "serve /metrics on this address instead of the game's (such as 127.0.0.1:9090, for Prometheus only)")
	analyses := addAnalysisFlags(fs)
	botWorkers := fs.Int("bot-workers", 1, "goroutines each tree-search bot searches a decision on, for a node with cores to spare: each searches the bot's whole budget (mcts:N, mcts:1s), for N times the search in about the same time; an analysis judges N steps at once (at most the cores this process may use)")
	hintTime := fs.Duration("hint-time", server.DefaultHintTime, "the longest the coach searches one hint, in a match that allows hints: the game's strongest bot level searches its own budget or this long, whichever ends first")
	trustProxy := fs.Bool("trust-proxy", false, "a proxy stands before this server and adds each client's address to X-Forwarded-For: the limits per client (matches created, sign-in attempts, chat) apply to that address; never set it when clients reach the server directly, as they could then name any address")
	origin := fs.String("origin", "", "the address people reach this server at (such as https://shima.example), which passkeys are bound to; set it behind a proxy that ends TLS (it also keeps the session cookie to TLS); empty: the address each request names")
	if _, err := parseFlags(fs, args, e); err != nil {
		return err
	}
	if u, err := url.Parse(*origin); *origin != "" && (err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" || u.Path != "" || net.ParseIP(u.Hostname()) != nil) {
		return engine.Rejectf("--origin must be http:// or https:// and a host name (not an IP address), with no path, such as https://shima.example, not %q", "--originはhttp://かhttps://とホスト名(IPアドレスは不可)で、パスなしです(例: https://shima.example)。%qは使えません", *origin)
	}
	if *hintTime <= 0 || *hintTime > time.Minute {
		return engine.Rejectf("--hint-time must be above 0 and at most 1m, not %s", "--hint-timeは0より長く1m以下です(%sは使えません)", *hintTime)
	}
	if err := analyses.check(); err != nil {
		return err
	}
	if cores := runtime.GOMAXPROCS(0); *botWorkers < 1 || *botWorkers > cores {
		return engine.Rejectf("--bot-workers must be from 1 to the %d cores this process may use, not %d", "--bot-workersは1からこのプロセスが使えるコア数%dまでです(%dは使えません)", cores, *botWorkers)
	}
	pageLang := "" // the pages' language: the browser's own, unless --lang is given
	if given(fs, "lang") {
		pageLang = string(e.lang)
	}
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGTERM, os.Interrupt)
	defer stop()
	logger := slog.New(slog.NewTextHandler(e.stderr, nil))
	st, err := openStore(ctx, *db, *sync)
	if err != nil {
		return err
	}
	defer st.Close()
	if *closeOpen == 0 {
		*closeOpen = -1 // never
	}
	cfg := server.Config{Store: st, Assets: web.Handler(pageLang), Logger: logger, CloseOpenAfter: *closeOpen,
		MetricsApart: *metricsAddr != "", BotWorkers: *botWorkers, HintTime: *hintTime, Origin: *origin, TrustProxy: *trustProxy}
	analyses.set(&cfg)
	srv, err := server.New(ctx, cfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return errors.Join(err, srv.Shutdown(ctx))
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	servers := []*http.Server{hs}
	served := make(chan error, 2)
	if *metricsAddr != "" {
		mln, err := net.Listen("tcp", *metricsAddr)
		if err != nil {
			ln.Close()
			return errors.Join(fmt.Errorf("metrics: %w", err), srv.Shutdown(ctx))
		}
		ms := &http.Server{Handler: srv.Metrics(), ReadHeaderTimeout: 10 * time.Second}
		servers = append(servers, ms)
		go func() { served <- ms.Serve(mln) }()
		fmt.Fprintf(e.stdout, e.lang.Pick("metrics at http://%s/metrics\n", "メトリクスは http://%s/metrics\n"), mln.Addr())
	}
	fmt.Fprintf(e.stdout, e.lang.Pick("shima is serving at http://%s/ (stop with Ctrl-C)\n", "shimaを http://%s/ で公開しています(Ctrl-Cで停止)\n"), ln.Addr())
	go func() { served <- hs.Serve(ln) }()
	// Whether the listener fails or a signal comes, the server shuts down:
	// its bots and clocks stop and its leases end for the other nodes.
	var serveErr error
	select {
	case serveErr = <-served:
	case <-ctx.Done():
		logger.Info("shutting down", "drain", *drain)
		srv.Drain() // /healthz says 503 from now on, while the listener still answers
		if *drain > 0 {
			select {
			case <-time.After(*drain):
			case serveErr = <-served:
			}
		}
	}
	down, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, h := range servers {
		if err := h.Shutdown(down); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("http shutdown", "err", err)
		}
	}
	return errors.Join(serveErr, srv.Shutdown(down))
}

// given reports whether any of the flags names was set on the command line.
func given(fs *flag.FlagSet, names ...string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || slices.Contains(names, f.Name) })
	return set
}

// analysisFlags are the flags of a node's analyses of finished matches,
// serve's and load's.
type analysisFlags struct {
	iterations *int
	share      *float64
}

// addAnalysisFlags adds --analysis and --analysis-share to fs.
func addAnalysisFlags(fs *flag.FlagSet) analysisFlags {
	return analysisFlags{
		iterations: fs.Int("analysis", analysis.DefaultIterations, fmt.Sprintf("the search's iterations at each step when this node analyses a finished match's chances of winning, one match at a time, once no move or bot turn has been in flight on the node for %s (0: no analyses)", server.DefaultAnalysisQuiet)),
		share:      fs.Float64("analysis-share", 1, "the share of the time, above 0 and at most 1, an analysis may search in each tenth of a second, on each of its --bot-workers (1: whenever live play lets it; less on a machine shared with other work)"),
	}
}

// check refuses a share out of bounds.
func (f analysisFlags) check() error {
	if s := *f.share; !(s > 0 && s <= 1) {
		return engine.Rejectf("--analysis-share must be above 0 and at most 1, not %g", "--analysis-shareは0より大きく1以下です(%gは使えません)", s)
	}
	return nil
}

// set puts the flags' analyses in cfg.
func (f analysisFlags) set(cfg *server.Config) {
	cfg.AnalysisIterations = min(*f.iterations, match.MaxBotIterations)
	if *f.iterations <= 0 {
		cfg.AnalysisIterations = -1 // none
	}
	cfg.AnalysisShare = *f.share
}

// describe tells the flags' analyses, for load's table.
func (f analysisFlags) describe(lang engine.Lang) string {
	var cfg server.Config
	f.set(&cfg)
	switch {
	case cfg.AnalysisIterations < 0:
		return lang.Pick("analyses of finished matches: off", "終わった対戦の分析: なし")
	case cfg.AnalysisShare < 1:
		return fmt.Sprintf(lang.Pick("analyses of finished matches: mcts:%d a step, once no move or bot turn has been in flight for %s, %g of the time",
			"終わった対戦の分析: 1手ごとにmcts:%d・手やボットの番が%s途切れてから・時間の%g"), cfg.AnalysisIterations, server.DefaultAnalysisQuiet, cfg.AnalysisShare)
	}
	return fmt.Sprintf(lang.Pick("analyses of finished matches: mcts:%d a step, once no move or bot turn has been in flight for %s",
		"終わった対戦の分析: 1手ごとにmcts:%d・手やボットの番が%s途切れてから"), cfg.AnalysisIterations, server.DefaultAnalysisQuiet)
}

// syncFlag adds --sync: how far a SQLite commit goes before a move is acknowledged.
func syncFlag(fs *flag.FlagSet) *string {
	return fs.String("sync", string(sqlite.Full), "SQLite only: full syncs every commit to the disk, so that an acknowledged move survives a power cut; normal survives the server being killed but not a power cut, and answers sooner")
}

// openStore opens SQLite (with --sync) for a file name, PostgreSQL for a
// postgres:// URL.
func openStore(ctx context.Context, db, syncValue string) (store.Store, error) {
	sync, err := sqlite.ParseSync(syncValue)
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		return postgres.Open(ctx, db)
	}
	return sqlite.OpenSync(db, sync)
}
