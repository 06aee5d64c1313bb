// Package pgtest gives tests a fresh PostgreSQL database each: in the server
// named by SHIMA_TEST_POSTGRES_URL when it is set, else in a throwaway
// server started once per test binary from the PostgreSQL installed on the
// machine (Debian: /usr/lib/postgresql/<version>/bin).
//
// A package that uses URL calls Main from its TestMain, so that the server
// stops when its tests end:
//
//	func TestMain(m *testing.M) { pgtest.Main(m) }
//
// Without PostgreSQL a test is skipped, unless SHIMA_CI is set: then it fails,
// because CI must not skip.
package pgtest

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

var (
	mainCalled bool
	once       sync.Once
	admin      string // the URL of a database to create test databases from
	stop       func() // stops the server pgtest started; nil for an outside one
	unusable   string // why there is no server, when that is a reason to skip
	startErr   error  // why the server did not start, when that is a failure
)

// timeout bounds each command and each database statement.
const timeout = time.Minute

// Main runs the tests of m, stops the server pgtest started if any, and
// exits with the tests' status.
func Main(m *testing.M) {
	mainCalled = true
	code := m.Run()
	if stop != nil {
		stop()
	}
	os.Exit(code)
}

// URL returns the URL of a new, empty database for tb, dropped when tb ends.
func URL(tb testing.TB) string {
	tb.Helper()
	if !mainCalled {
		tb.Fatal("pgtest: the package's TestMain must call pgtest.Main")
	}
	once.Do(start)
	if unusable != "" {
		if os.Getenv("SHIMA_CI") != "" {
			tb.Fatalf("pgtest: %s (SHIMA_CI is set: a test may not skip)", unusable)
		}
		tb.Skipf("pgtest: %s", unusable)
	}
	if startErr != nil {
		tb.Fatalf("pgtest: %v", startErr)
	}
	name := "shima_test_" + strings.ToLower(rand.Text()[:12])
	if err := execSQL(admin, "CREATE DATABASE "+name); err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	tb.Cleanup(func() {
		if err := execSQL(admin, "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			tb.Errorf("pgtest: %v", err)
		}
	})
	u, err := url.Parse(admin)
	if err != nil {
		tb.Fatalf("pgtest: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}

// start finds the server: the outside one, or a throwaway one it starts.
func start() {
	if u := os.Getenv("SHIMA_TEST_POSTGRES_URL"); u != "" {
		parsed, err := url.Parse(u)
		if err != nil || (parsed.Scheme != "postgres" && parsed.Scheme != "postgresql") {
			startErr = fmt.Errorf("SHIMA_TEST_POSTGRES_URL must be a postgres:// URL")
			return
		}
		admin = u
		return
	}
	admin, stop, unusable, startErr = startServer()
}

// execSQL runs one statement in the database at dbURL.
func execSQL(dbURL, statement string) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, statement); err != nil {
		return fmt.Errorf("%s: %w", statement, err)
	}
	return nil
}
