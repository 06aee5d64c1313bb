package postgres_test

import (
	"context"
	"testing"

	"shima/internal/pgtest"
	"shima/store"
	"shima/store/postgres"
	"shima/store/storetest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// openDB opens a store on the database at url; the caller closes it.
func openDB(tb testing.TB, url string) *postgres.Store {
	tb.Helper()
	s, err := postgres.Open(context.Background(), url)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// node opens a store on the database at url, as one node, closed when tb ends.
func node(tb testing.TB, url string) *postgres.Store {
	tb.Helper()
	s := openDB(tb, url)
	tb.Cleanup(func() {
		if err := s.Close(); err != nil {
			tb.Errorf("close: %v", err)
		}
	})
	return s
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return openDB(t, pgtest.URL(t)) })
}

func BenchmarkAppend(b *testing.B) {
	storetest.BenchmarkAppend(b, node(b, pgtest.URL(b)))
}
