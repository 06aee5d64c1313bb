package pgtest_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"shima/internal/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// TestURL: each URL is a database of its own, empty, that takes writes.
func TestURL(t *testing.T) {
	ctx := context.Background()
	a, b := pgtest.URL(t), pgtest.URL(t)
	if a == b {
		t.Fatalf("two tests got the same database %s", a)
	}
	for _, u := range []string{a, b} {
		conn, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close(ctx)
		var tables int
		if err := conn.QueryRow(ctx, `SELECT COUNT(*) FROM pg_tables WHERE schemaname = 'public'`).Scan(&tables); err != nil {
			t.Fatal(err)
		}
		if tables != 0 {
			t.Errorf("%s has %d tables", u, tables)
		}
		if _, err := conn.Exec(ctx, `CREATE TABLE t (x INTEGER)`); err != nil {
			t.Fatal(err)
		}
	}
}
