// Package postgres is the store for several nodes sharing one PostgreSQL
// database (github.com/jackc/pgx/v5). Every node's Append sends a NOTIFY
// {match, seq} on channel shima_events in its transaction, and every node
// LISTENs on its own connection and hands the notices to its Notices.
package postgres

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"shima/store"
)

// channel is the NOTIFY channel of appended events and claimed seats.
const channel = "shima_events"

// maxConns bounds a node's connections (its listener has one more), and
// writers is how many transactions of appends it runs at once.
const (
	maxConns = 16
	writers  = 4
)

// migrationLock is the pg_advisory_lock key held while a node migrates
// ("shima" in ASCII).
const migrationLock = 0x7368696d61

// Store is the shared SQL store on PostgreSQL, with notices from every node.
type Store struct {
	*store.SQL
	listener *listener
}

// Open connects to the database at url (postgres://…), brings its schema
// up to date (one node at a time), and starts listening for notices before
// it returns. ctx bounds the opening only.
func Open(ctx context.Context, url string) (*Store, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	db := stdlib.OpenDB(*cfg)
	// Bounded, so that many nodes and busy moments stay under the server's
	// max_connections (100 by default): appends queue for the writers and
	// are committed in groups, so a few connections go a long way.
	db.SetMaxOpenConns(maxConns)
	db.SetMaxIdleConns(maxConns)
	s, err := open(ctx, db, cfg)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("open postgres %s@%s/%s: %w", cfg.User, cfg.Host, cfg.Database, err)
	}
	return s, nil
}

func open(ctx context.Context, db *sql.DB, cfg *pgx.ConnConfig) (*Store, error) {
	if err := db.PingContext(ctx); err != nil {
		return nil, err
	}
	s := store.NewSQL(db, store.Dialect{LockMigrations: lockMigrations, Notify: notify, Writers: writers})
	if err := s.Migrate(ctx); err != nil {
		return nil, err
	}
	l, err := listen(ctx, cfg)
	if err != nil {
		return nil, err
	}
	return &Store{SQL: s, listener: l}, nil
}

// Notices delivers the notices of every node's appends, this node's
// included, and a resync Notice (Match "") after the listening connection
// was lost and restored. It is closed by Close.
func (s *Store) Notices() <-chan store.Notice { return s.listener.out }

// Close stops listening and closes the database.
func (s *Store) Close() error {
	s.listener.close()
	return s.SQL.Close()
}

// lockMigrations takes the migration lock on conn, waiting for a node that
// holds it.
func lockMigrations(ctx context.Context, conn *sql.Conn) (func() error, error) {
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, migrationLock); err != nil {
		return nil, err
	}
	return func() error {
		_, err := conn.ExecContext(context.Background(), `SELECT pg_advisory_unlock($1)`, migrationLock)
		return err
	}, nil
}

// notify sends n to every node when the transaction of its change commits.
func notify(ctx context.Context, tx *sql.Tx, n store.Notice) error {
	payload, err := json.Marshal(n)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, channel, string(payload)); err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	return nil
}
