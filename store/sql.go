package store

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"sync"
	"time"
)

// SQL is the Store shared by store/sqlite and store/postgres: one SQL text
// over database/sql that both databases run ($1..$n placeholders, INTEGER
// 0/1 for booleans, Unix milliseconds for times, ON CONFLICT DO NOTHING for
// the unique keys). Its Notices is nil; store/postgres adds its own.
type SQL struct {
	db      *sql.DB
	dialect Dialect
	stmts   struct{ insertEvent, updateMatch, askOwner *sql.Stmt }
	queue   struct {
		sync.RWMutex                 // held to send on ch, taken to close it
		ch           chan *appendReq // the appends waiting for a writer
		closed       bool
		writers      sync.WaitGroup
	}
}

// Dialect is what one database adds to the shared SQL.
type Dialect struct {
	// LockMigrations, if set, takes a lock on conn that keeps other nodes
	// from migrating at the same time, and returns the function that
	// releases it (PostgreSQL: pg_advisory_lock).
	LockMigrations func(ctx context.Context, conn *sql.Conn) (unlock func() error, err error)
	// Notify, if set, runs inside the transaction of a change other nodes
	// must hear of (an event appended, a seat claimed), so that it commits
	// or rolls back with the change (PostgreSQL: pg_notify, which is sent
	// on commit).
	Notify func(ctx context.Context, tx *sql.Tx, n Notice) error
	// Writers is how many transactions of appends may run at once (at
	// least 1): SQLite writes one at a time, PostgreSQL can do more.
	Writers int
}

// NewSQL returns a store over db, which it owns and closes on Close. Call
// Migrate before using it.
func NewSQL(db *sql.DB, d Dialect) *SQL {
	return &SQL{db: db, dialect: d}
}

// start prepares the statements of Append and starts its writers; Migrate
// calls it once the tables are there.
func (s *SQL) start(ctx context.Context) error {
	var err error
	// The event goes in only while its match is playing, and the match's
	// row is written only when its status changes: a move writes no page of
	// matches, which halves what each commit must sync.
	if s.stmts.insertEvent, err = s.db.PrepareContext(ctx, insertEvent); err != nil {
		return err
	}
	if s.stmts.updateMatch, err = s.db.PrepareContext(ctx, `UPDATE matches SET status = $2, updated = $3 WHERE id = $1 AND status = '`+Playing+`'`); err != nil {
		return err
	}
	if s.stmts.askOwner, err = s.db.PrepareContext(ctx, askOwner); err != nil {
		return err
	}
	s.queue.ch = make(chan *appendReq, maxBatch)
	for range max(1, s.dialect.Writers) {
		s.queue.writers.Add(1)
		go s.write()
	}
	return nil
}

// insertEvent is the statement that stores an event ($2…$7) of match $1,
// only while the match is playing.
const insertEvent = `INSERT INTO events (match_id, seq, kind, seat, action, bot, at)
	SELECT $1, $2, $3, $4, $5, $6, $7 WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1 AND status = '` + Playing + `')
	ON CONFLICT (match_id, seq) DO NOTHING`

// Notices is nil: the shared SQL hears from no other node.
func (s *SQL) Notices() <-chan Notice { return nil }

// Close lets the queued appends finish, then closes the database. Appends
// after Close get ErrClosed.
func (s *SQL) Close() error {
	s.queue.Lock()
	if !s.queue.closed && s.queue.ch != nil {
		close(s.queue.ch)
	}
	s.queue.closed = true
	s.queue.Unlock()
	s.queue.writers.Wait()
	return s.db.Close()
}

// snapshot is the option for reading several tables as of one moment:
// PostgreSQL needs REPEATABLE READ for that; SQLite's transactions always
// read one snapshot and its driver ignores the level.
var snapshot = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}

// millis is how times are stored: Unix milliseconds.
func millis(t time.Time) int64 { return t.UnixMilli() }

// fromMillis reads a stored time back, in UTC.
func fromMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// formatSeed writes a seed as decimal text: a uint64 does not fit BIGINT.
func formatSeed(seed uint64) string { return strconv.FormatUint(seed, 10) }

// parseSeed reads a seed written by formatSeed.
func parseSeed(text string) (uint64, error) {
	seed, err := strconv.ParseUint(text, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("stored seed %q: %w", text, err)
	}
	return seed, nil
}

// flag stores a bool as INTEGER 0/1.
func flag(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkStatus refuses a status other than Playing and Over.
func checkStatus(status string) error {
	if status != Playing && status != Over {
		return fmt.Errorf("status %q is neither %q nor %q", status, Playing, Over)
	}
	return nil
}
