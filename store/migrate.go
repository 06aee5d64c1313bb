package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"time"
)

// migrationFiles holds the schema's history, one file per version, named
// NNNN_subject.sql. A released file never changes: a new version gets a new file.
//
//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one step of the schema.
type migration struct {
	version int
	name    string
	sql     string
}

// migrations reads the embedded migrations, in version order.
func migrations() ([]migration, error) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, name := range names {
		base := strings.TrimPrefix(name, "migrations/")
		prefix, _, _ := strings.Cut(base, "_")
		v, err := strconv.Atoi(prefix)
		if err != nil || v < 1 {
			return nil, fmt.Errorf("migration %s: the name must start with a version number", base)
		}
		text, err := migrationFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: base, sql: string(text)})
	}
	slices.SortFunc(ms, func(a, b migration) int { return a.version - b.version })
	for i := 1; i < len(ms); i++ {
		if ms[i].version == ms[i-1].version {
			return nil, fmt.Errorf("migrations %s and %s have the same version", ms[i-1].name, ms[i].name)
		}
	}
	return ms, nil
}

// Migrate brings the schema up to date, each migration in its own
// transaction, recording the versions applied in table shima_migrations. It
// is safe when several nodes start at once: the dialect's LockMigrations
// (PostgreSQL) or the database's write lock (SQLite) lets one node migrate
// while the others wait, and each migration checks its version again inside
// its transaction. Then it starts the writers of Append: call it once,
// before using the store.
func (s *SQL) Migrate(ctx context.Context) error {
	if err := s.migrate(ctx); err != nil {
		return err
	}
	if err := s.start(ctx); err != nil {
		return fmt.Errorf("prepare appends: %w", err)
	}
	return nil
}

func (s *SQL) migrate(ctx context.Context) (err error) {
	ms, err := migrations()
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Close()
	if s.dialect.LockMigrations != nil {
		unlock, err := s.dialect.LockMigrations(ctx, conn)
		if err != nil {
			return fmt.Errorf("migrate: lock: %w", err)
		}
		defer func() {
			if uerr := unlock(); uerr != nil && err == nil {
				err = fmt.Errorf("migrate: unlock: %w", uerr)
			}
		}()
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS shima_migrations (
		version INTEGER PRIMARY KEY,
		applied BIGINT NOT NULL
	)`); err != nil {
		return fmt.Errorf("migrate: create shima_migrations: %w", err)
	}
	for _, m := range ms {
		if err := applyMigration(ctx, conn, m); err != nil {
			return fmt.Errorf("migrate: %s: %w", m.name, err)
		}
	}
	return nil
}

// applyMigration runs m in a transaction unless its version is recorded.
func applyMigration(ctx context.Context, conn *sql.Conn, m migration) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM shima_migrations WHERE version = $1`, m.version).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO shima_migrations (version, applied) VALUES ($1, $2)`,
		m.version, time.Now().UnixMilli()); err != nil {
		return err
	}
	return tx.Commit()
}
