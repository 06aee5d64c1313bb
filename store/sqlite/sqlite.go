// Package sqlite is the store for one node: an embedded SQLite database
// (modernc.org/sqlite, pure Go) in one file.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"

	_ "modernc.org/sqlite" // the "sqlite" driver

	"shima/engine"
	"shima/store"
)

// Sync is how far a commit goes before it is acknowledged.
type Sync string

const (
	// Full syncs the write-ahead log at every commit (synchronous=FULL): an
	// acknowledged move survives a power cut. Group commit in store.SQL
	// spreads that fsync over the moves committed together.
	Full Sync = "full"
	// Normal syncs only at checkpoints (synchronous=NORMAL): an acknowledged
	// move survives the server being killed, but a power cut or a crash of
	// the machine may take back the last moves. Commits wait for no disk.
	Normal Sync = "normal"
)

// pragmas are the connection's settings: write-ahead logging, the sync,
// a wait instead of SQLITE_BUSY when another process holds the lock,
// foreign keys, and write transactions that take the write lock when they
// begin.
func pragmas(sync Sync) url.Values {
	return url.Values{
		"_pragma": {"busy_timeout(5000)", "journal_mode(WAL)", "synchronous(" + string(sync) + ")", "foreign_keys(1)"},
		"_txlock": {"immediate"},
	}
}

// Open opens (creating it if need be) the database file at path with Full
// sync and brings its schema up to date. The store uses one connection, so
// writes never wait on each other's locks inside the process; its Notices
// is nil.
func Open(path string) (*store.SQL, error) { return OpenSync(path, Full) }

// ParseSync reads a sync by its name, "full" or "normal".
func ParseSync(name string) (Sync, error) {
	if sync := Sync(name); sync == Full || sync == Normal {
		return sync, nil
	}
	return "", engine.Rejectf("sync is full or normal, not %q", "syncはfullかnormalです(「%s」は使えません)", name)
}

// OpenSync is Open with the given sync.
func OpenSync(path string, sync Sync) (*store.SQL, error) {
	db, err := open(path, sync)
	if err != nil {
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	s := store.NewSQL(db, store.Dialect{})
	if err := s.Migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	return s, nil
}

// open opens the database at path with its one connection.
func open(path string, sync Sync) (*sql.DB, error) {
	if _, err := ParseSync(string(sync)); err != nil {
		return nil, err
	}
	if strings.ContainsRune(path, '?') {
		return nil, errors.New("the path may not hold '?'")
	}
	db, err := sql.Open("sqlite", path+"?"+pragmas(sync).Encode())
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	return db, nil
}
