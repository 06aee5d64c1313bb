// Package sqlite is the store for one node: an embedded SQLite database
// (modernc.org/sqlite, pure Go) in one file.
package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strings"

	_ "modernc.org/sqlite" // the "sqlite" driver

	"shima/store"
)

// settings are the connection's pragmas: write-ahead logging with
// synchronous=FULL, which syncs the log at every commit, so that a move is
// acknowledged only once it would survive a power cut, not just a crash of
// the process (group commit in store.SQL spreads that fsync over the moves
// committed together); a wait instead of SQLITE_BUSY when another process
// holds the lock; foreign keys; and write transactions that take the write
// lock when they begin.
var settings = url.Values{
	"_pragma": {"busy_timeout(5000)", "journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(1)"},
	"_txlock": {"immediate"},
}

// Open opens (creating it if need be) the database file at path and brings
// its schema up to date. The store uses one connection, so writes never
// wait on each other's locks inside the process; its Notices is nil.
func Open(path string) (*store.SQL, error) {
	if strings.ContainsRune(path, '?') {
		return nil, fmt.Errorf("open sqlite %s: the path may not hold '?'", path)
	}
	db, err := sql.Open("sqlite", path+"?"+settings.Encode())
	if err != nil {
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	s := store.NewSQL(db, store.Dialect{})
	if err := s.Migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	return s, nil
}
