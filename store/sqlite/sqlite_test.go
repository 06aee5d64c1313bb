package sqlite_test

import (
	"path/filepath"
	"testing"

	"shima/store"
	"shima/store/sqlite"
	"shima/store/storetest"
)

func open(tb testing.TB) *store.SQL {
	s, err := sqlite.Open(filepath.Join(tb.TempDir(), "shima.db"))
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return open(t) })
}

func BenchmarkAppend(b *testing.B) {
	s := open(b)
	defer s.Close()
	storetest.BenchmarkAppend(b, s)
}
