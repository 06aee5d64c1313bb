package sqlite

import (
	"path/filepath"
	"testing"
)

// By default the connection syncs the log at every commit (synchronous=FULL,
// 2), so an acknowledged move survives a power cut; Normal (1) syncs at
// checkpoints only. Both write ahead (WAL).
func TestCommitsAreSynced(t *testing.T) {
	for sync, want := range map[Sync]int{Full: 2, Normal: 1} {
		db, err := open(filepath.Join(t.TempDir(), "shima.db"), sync)
		if err != nil {
			t.Fatal(err)
		}
		var level int
		var mode string
		if err := db.QueryRow(`PRAGMA synchronous`).Scan(&level); err != nil {
			t.Fatal(err)
		}
		if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil {
			t.Fatal(err)
		}
		db.Close()
		if level != want || mode != "wal" {
			t.Errorf("%s: synchronous %d, journal mode %q; want %d and wal", sync, level, mode, want)
		}
	}
	if _, err := OpenSync(filepath.Join(t.TempDir(), "shima.db"), "off"); err == nil {
		t.Error("sync off was accepted")
	}
}
