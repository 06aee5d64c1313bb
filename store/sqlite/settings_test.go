package sqlite

import (
	"database/sql"
	"path/filepath"
	"testing"
)

// The connection syncs the log at every commit (synchronous=FULL, 2), so an
// acknowledged move survives a power cut, and writes ahead (WAL).
func TestCommitsAreSynced(t *testing.T) {
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "shima.db")+"?"+settings.Encode())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	var sync int
	var mode string
	if err := db.QueryRow(`PRAGMA synchronous`).Scan(&sync); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil {
		t.Fatal(err)
	}
	if sync != 2 || mode != "wal" {
		t.Fatalf("synchronous %d, journal mode %q; want 2 (FULL) and wal", sync, mode)
	}
}
