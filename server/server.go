// Package server is shima serve: the HTTP API and WebSocket hub of API.md,
// the lobby, seat tokens, server-side bots, turn clocks, and fan-out of every
// event to the browsers watching a match, on this node and (through the
// store's notices) on the others.
package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"shima/analysis"
	"shima/store"
)

// Config sets up a Server.
type Config struct {
	Store store.Store
	// Assets serves the browser client (web.Handler); nil serves none.
	Assets http.Handler
	// MetricsApart leaves /metrics out of Handler, for an operator who
	// serves Metrics on an address of its own, away from the players.
	MetricsApart bool
	// Logger receives the server's logs; nil discards them.
	Logger *slog.Logger
	// BotDelay paces bot moves so that people can follow them (default 600ms; negative for none).
	BotDelay time.Duration
	// AbandonAfter is how long a person may leave their turn before the
	// others may hand their seat to a bot, when the match has no clock
	// (default 5 minutes).
	AbandonAfter time.Duration
	// CreateRate and CreateBurst limit match creation per client address
	// (default 1 a second, bursts of 20).
	CreateRate  float64
	CreateBurst int
	// MaxOpenPerClient is how many of a client's matches may wait in the
	// lobby for someone to take an open seat (default 10). Each node counts
	// the matches created on it, in memory, for at most CloseOpenAfter (or
	// its default, when matches are never closed): a restart forgets them.
	MaxOpenPerClient int
	// MineRate limits the matches a client may look up in
	// /api/matches/mine, per second (default 20), in bursts of one full
	// request (200 matches).
	MineRate float64
	// Now is the clock (default time.Now); tests move it. Leases between
	// nodes keep to the real time.
	Now func() time.Time
	// CloseOpenAfter is how long a match with a person seat nobody has
	// claimed, and no clock, may go without an event before it is closed
	// as abandoned (default 14 days; negative: never).
	CloseOpenAfter time.Duration
	// Node names this node in the store's leases (default: a random name;
	// "single" for a store without notices, which has one node only).
	Node string
	// AnalysisIterations is the search's budget at each step of the
	// analysis of a finished match (package analysis), which the node runs
	// one at a time once a match ends, or a replay page asks (default
	// analysis.DefaultIterations; negative: this node makes none). An
	// analysis gives way to live play: it waits while a move or a bot turn
	// is in flight on this node, and until play has been quiet for
	// AnalysisQuiet.
	AnalysisIterations int
	// AnalysisQuiet is how long live play must have been quiet on this
	// node before an analysis searches again (default
	// DefaultAnalysisQuiet; negative: no wait beyond the play in flight).
	AnalysisQuiet time.Duration
	// AnalysisShare bounds an analysis further, to this share of the time
	// (above 0, below 1) in each tenth of a second, for each of its workers
	// (BotWorkers); it rests the rest. Default (0, or 1 and above): it
	// searches whenever no live play waits.
	AnalysisShare float64
	// BotWorkers is how many goroutines each tree-search bot of this node
	// searches a decision on (bot.MCTS.SetWorkers), for a node with cores
	// to spare: each searches the whole budget, so the bot searches that
	// many times as much in about the same time (default 1: one). An
	// analysis judges as many steps at once (analysis.Options.Workers), and
	// finds the same.
	BotWorkers int
	// HintTime bounds the coach's search for one hint (default
	// DefaultHintTime): the game's strongest level searches its own budget
	// or this long, whichever ends first.
	HintTime time.Duration
	// Origin is the address people reach the server at ("https://shima.example"),
	// which passkeys are bound to; empty: the address each request names
	// (its Host), over TLS if the request came over TLS. Set it behind a
	// proxy that ends TLS: it also makes the session cookie Secure.
	Origin string
	// TrustProxy says a proxy stands before the server and adds the client's
	// address to X-Forwarded-For: the limits per client apply to that
	// address, not to the proxy's (which every client would share).
	TrustProxy bool
	// LeaseTime is how long a node owns a match's bots and clock without
	// renewing (default 30s): it renews every third of it, and when a node
	// dies without a word, another takes its matches over after this long.
	LeaseTime time.Duration
}

// DefaultAnalysisQuiet is Config.AnalysisQuiet's default: longer than the
// work that follows a move on the node (its snapshots, its clients'
// answers, the next bot waking), and short beside the seconds between a
// person's moves.
const DefaultAnalysisQuiet = 20 * time.Millisecond

// defaultCloseOpenAfter is Config.CloseOpenAfter's default.
const defaultCloseOpenAfter = 14 * 24 * time.Hour

// Server serves matches. Create it with New, serve Handler, stop with Shutdown.
type Server struct {
	cfg     Config
	store   store.Store
	node    string // cfg.Node
	log     *slog.Logger
	metrics *metrics
	limiter *limiter // match creation
	// mineLimiter counts the matches looked up in /api/matches/mine.
	mineLimiter *limiter
	// attempts limits sign-ups, sign-ins, recoveries and device codes per
	// client address; recoveries limits the recovery attempts per name.
	attempts, recoveries *limiter
	// spectatorChat limits the spectators' chat lines per client address.
	spectatorChat *limiter
	// coaching holds a token for each search of the coach in progress (a
	// hint, a replay's question): at most as many as the node's processors
	// at once, whatever the number of matches asking.
	coaching chan struct{}
	open     *openLimit // matches waiting in the lobby, per client
	analyses *analyses  // the analyses of finished matches to make
	playing  *playing   // the live play in flight, which the analyses wait for
	mux      *http.ServeMux

	mu      sync.Mutex
	matches map[string]*live // matches loaded on this node

	draining atomic.Bool    // set by Drain: /healthz answers 503
	work     sync.WaitGroup // bots thinking, clocks firing, WebSocket clients
	stop     chan struct{}  // closed by Shutdown
	botCtx   context.Context
	stopBots context.CancelFunc // ends botCtx, in Shutdown: thinking bots stop
	stopOnce sync.Once
	// endRetries are the waits between tries of recording a match's end
	// (endRetries in ratings.go; a test's are short).
	endRetries []time.Duration
}

// New makes a server over cfg.Store, adopts the matches still playing that
// have no owner (bots to move, clocks to watch) and starts listening to the
// store's notices.
func New(ctx context.Context, cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("server: no store")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.HintTime <= 0 {
		cfg.HintTime = DefaultHintTime
	}
	if cfg.BotDelay == 0 {
		cfg.BotDelay = 600 * time.Millisecond
	}
	if cfg.AbandonAfter == 0 {
		cfg.AbandonAfter = 5 * time.Minute
	}
	if cfg.CreateRate == 0 {
		cfg.CreateRate, cfg.CreateBurst = 1, 20
	}
	if cfg.MaxOpenPerClient <= 0 {
		cfg.MaxOpenPerClient = 10
	}
	if cfg.MineRate == 0 {
		cfg.MineRate = 20
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Node == "" {
		cfg.Node = newNodeName()
		if cfg.Store.Notices() == nil {
			cfg.Node = singleNode
		}
	}
	if cfg.CloseOpenAfter == 0 {
		cfg.CloseOpenAfter = defaultCloseOpenAfter
	}
	if cfg.LeaseTime <= 0 {
		cfg.LeaseTime = 30 * time.Second
	}
	if cfg.AnalysisIterations == 0 {
		cfg.AnalysisIterations = analysis.DefaultIterations
	}
	if cfg.AnalysisQuiet == 0 {
		cfg.AnalysisQuiet = DefaultAnalysisQuiet
	}
	if cfg.AnalysisShare <= 0 {
		cfg.AnalysisShare = 1
	}
	s := &Server{
		cfg: cfg, store: cfg.Store, node: cfg.Node, log: cfg.Logger, metrics: newMetrics(),
		limiter:       newLimiter(cfg.CreateRate, cfg.CreateBurst),
		mineLimiter:   newLimiter(cfg.MineRate, maxMine),
		attempts:      newLimiter(10.0/60, 10),
		recoveries:    newLimiter(5.0/3600, 5),
		spectatorChat: newLimiter(chatBurst/chatWindow.Seconds(), chatBurst),
		coaching:      make(chan struct{}, runtime.GOMAXPROCS(0)),
		open:          &openLimit{max: cfg.MaxOpenPerClient, clients: map[string]*openClient{}}, matches: map[string]*live{},
		analyses: newAnalyses(), playing: newPlaying(), stop: make(chan struct{}), endRetries: endRetries,
	}
	s.botCtx, s.stopBots = context.WithCancel(context.Background())
	s.routes()
	if err := s.recover(ctx); err != nil {
		s.stopBots()
		return nil, err
	}
	s.work.Add(2)
	// The sweep closes abandoned matches and unloads idle ones; the lease
	// keeper renews this node's leases and adopts matches without an owner.
	go s.every(time.Minute, func() { s.sweepOnce(s.cfg.Now()) })
	go s.every(s.cfg.LeaseTime/3, func() { s.renewLeases(context.Background()) })
	if ch := s.store.Notices(); ch != nil {
		s.work.Add(1)
		go s.listen(ch)
	}
	if cfg.AnalysisIterations > 0 {
		s.work.Add(1)
		go s.analysing()
	}
	return s, nil
}

// Handler is the server's HTTP handler: the API, /ws, /healthz, /metrics
// (unless Config.MetricsApart) and the client.
func (s *Server) Handler() http.Handler { return s.logRequests(s.fromProxy(s.guarded(s.mux))) }

// Metrics serves the Prometheus metrics (API.md, "Operations") at /metrics.
func (s *Server) Metrics() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", s.metricsHandler())
	return mux
}

// Drain marks the server as going away: /healthz answers 503, so that load
// balancers stop sending it clients, while everything else still works. Call
// it first on SIGTERM, give the balancers time to notice, then shut down the
// http.Server and the Server.
func (s *Server) Drain() { s.draining.Store(true) }

// Shutdown stops bots (cutting their search short) and clocks, lets moves
// in flight finish and closes every WebSocket. The caller shuts down the
// http.Server first, so that no new request arrives, and closes the store
// after. Its leases end in any case, even if ctx ends before the work
// does, so that other nodes take its matches over at once.
func (s *Server) Shutdown(ctx context.Context) error {
	s.stopOnce.Do(func() {
		close(s.stop) // from now on no clock is set (setClock)
		s.stopBots()
		for _, l := range s.loaded() {
			l.mu.Lock()
			l.stopClock()
			l.mu.Unlock()
		}
	})
	done := make(chan struct{})
	go func() { s.work.Wait(); close(done) }()
	var err error
	select {
	case <-done:
	case <-ctx.Done():
		err = ctx.Err()
	}
	// Let the other nodes take this node's matches over at once.
	expireCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), expireTimeout)
	defer cancel()
	if err := s.store.Expire(expireCtx, s.node); err != nil {
		s.log.Warn("expire this node's leases", "err", err)
	}
	return err
}

// expireTimeout bounds Shutdown's ending of the leases, which runs even
// once Shutdown's own time is out.
const expireTimeout = 5 * time.Second

// stopping reports whether Shutdown has begun.
func (s *Server) stopping() bool {
	select {
	case <-s.stop:
		return true
	default:
		return false
	}
}

// now is the server's time, in UTC to the millisecond, as the store keeps it.
func (s *Server) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Millisecond) }

// recover adopts the matches still playing that need an owner (their
// owner stopped, or this node before a restart), so that bots move and
// clocks run; the others load when someone asks for them.
func (s *Server) recover(ctx context.Context) error {
	ids, err := s.store.Orphans(ctx, s.node, time.Now())
	if err != nil {
		return err
	}
	for _, id := range ids {
		s.adopt(ctx, id)
	}
	return nil
}
