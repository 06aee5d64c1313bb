package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"shima/store"
)

// listenerName is the application_name of the listening connection, as
// pg_stat_activity shows it.
const listenerName = "shima listener"

// Delays between attempts to connect again, and the time one may take.
const (
	minBackoff     = 100 * time.Millisecond
	maxBackoff     = 5 * time.Second
	connectTimeout = 10 * time.Second
)

// listener hears every node's notices on a connection of its own (LISTEN
// needs one that no pool hands to anyone else). It never waits for the
// reader of out: receive merges what it hears into pending, one entry per
// match with its highest seq, and deliver hands pending to the reader. So a
// slow reader costs memory for the matches it is behind on, not lost notices
// nor a stalled connection.
type listener struct {
	cfg     *pgx.ConnConfig
	out     chan store.Notice
	wake    chan struct{} // holds a token when pending has something
	mu      sync.Mutex
	pending map[string]store.Notice // match → its notices merged (highest seq, any seats); "" → resync
	cancel  context.CancelFunc
	done    sync.WaitGroup
	once    sync.Once
}

// listen connects and LISTENs, then keeps listening until close.
func listen(ctx context.Context, cfg *pgx.ConnConfig) (*listener, error) {
	cfg = cfg.Copy()
	cfg.RuntimeParams["application_name"] = listenerName
	conn, err := connect(ctx, cfg)
	if err != nil {
		return nil, err
	}
	run, cancel := context.WithCancel(context.Background())
	l := &listener{
		cfg:     cfg,
		out:     make(chan store.Notice),
		wake:    make(chan struct{}, 1),
		pending: make(map[string]store.Notice),
		cancel:  cancel,
	}
	l.done.Add(2)
	go l.receive(run, conn)
	go l.deliver(run)
	return l, nil
}

// close stops listening and closes out.
func (l *listener) close() {
	l.once.Do(func() {
		l.cancel()
		l.done.Wait()
	})
}

// connect opens a connection and LISTENs on it.
func connect(ctx context.Context, cfg *pgx.ConnConfig) (*pgx.Conn, error) {
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("listen: %w", err)
	}
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		conn.Close(ctx)
		return nil, fmt.Errorf("listen: %w", err)
	}
	return conn, nil
}

// receive hears notifications on conn until ctx ends. When the connection
// fails, it connects again, with growing delays, and adds a resync: what was
// sent while no connection listened is lost.
func (l *listener) receive(ctx context.Context, conn *pgx.Conn) {
	defer l.done.Done()
	for {
		err := l.hear(ctx, conn)
		closing, cancel := context.WithTimeout(context.Background(), time.Second)
		conn.Close(closing)
		cancel()
		if ctx.Err() != nil {
			return
		}
		slog.Warn("postgres: the listening connection failed; connecting again", "err", err)
		if conn = l.reconnect(ctx); conn == nil {
			return
		}
		slog.Info("postgres: listening again; resync")
		l.add(store.Notice{})
	}
}

// hear adds each notification on conn to pending, until conn fails.
func (l *listener) hear(ctx context.Context, conn *pgx.Conn) error {
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		var notice store.Notice
		if err := json.Unmarshal([]byte(n.Payload), &notice); err != nil || notice.Match == "" {
			slog.Warn("postgres: a notice that is not {match, seq}", "payload", n.Payload)
			continue
		}
		l.add(notice)
	}
}

// reconnect connects and LISTENs again, trying until ctx ends (then nil).
func (l *listener) reconnect(ctx context.Context) *pgx.Conn {
	for delay := minBackoff; ; delay = min(2*delay, maxBackoff) {
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(delay):
		}
		attempt, cancel := context.WithTimeout(ctx, connectTimeout)
		conn, err := connect(attempt, l.cfg)
		cancel()
		if err == nil {
			return conn
		}
		if ctx.Err() == nil {
			slog.Warn("postgres: cannot listen yet", "err", err, "retry_in", min(2*delay, maxBackoff))
		}
	}
}

// add merges n into pending.
func (l *listener) add(n store.Notice) {
	l.mu.Lock()
	if p, ok := l.pending[n.Match]; ok {
		n.Seq, n.Seats = max(n.Seq, p.Seq), n.Seats || p.Seats
		n.Chat = max(n.Chat, p.Chat)
	}
	l.pending[n.Match] = n
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// take empties pending, the resync (if any) first.
func (l *listener) take() []store.Notice {
	l.mu.Lock()
	pending := l.pending
	l.pending = make(map[string]store.Notice)
	l.mu.Unlock()
	notices := make([]store.Notice, 0, len(pending))
	for _, n := range pending {
		notices = append(notices, n)
	}
	slices.SortFunc(notices, func(a, b store.Notice) int { return strings.Compare(a.Match, b.Match) })
	return notices
}

// deliver hands pending to the reader of out until ctx ends, then closes out.
func (l *listener) deliver(ctx context.Context) {
	defer l.done.Done()
	defer close(l.out)
	for {
		select {
		case <-ctx.Done():
			return
		case <-l.wake:
		}
		for _, n := range l.take() {
			select {
			case l.out <- n:
			case <-ctx.Done():
				return
			}
		}
	}
}
