package sqlite

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"shima/store"
)

// A database of schema version 2, before invites had a hash of their own:
// the token of an invite nobody has taken becomes its invite, so that the
// match's creator, who was given it, can no longer act for the seat; a
// claimed seat keeps the token its person plays with.
func TestMigrateInvites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shima.db")
	db, err := open(path, Full)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"0001_matches.sql", "0002_leases.sql"} {
		text, err := os.ReadFile(filepath.Join("..", "migrations", name))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(string(text)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	for _, stmt := range []string{
		`CREATE TABLE shima_migrations (version INTEGER PRIMARY KEY, applied BIGINT NOT NULL)`,
		`INSERT INTO shima_migrations VALUES (1, 0), (2, 0)`,
		`INSERT INTO matches VALUES ('m', 'micronesia',
			'{"game":"micronesia","seats":[{"kind":"person"},{"kind":"person"},{"kind":"person","open":true},{"kind":"bot","bot":"random"}],"clock":{}}',
			'7', 0, 0, 'playing')`,
		`INSERT INTO seats VALUES ('m', 0, 'person', 0, 'aa', 'Alice', 1), ('m', 1, 'person', 0, 'bb', '', 0),
			('m', 2, 'person', 1, '', '', 0), ('m', 3, 'bot', 0, '', '', 0)`,
	} {
		if _, err := db.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	db.Close()

	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, err := s.Load(context.Background(), "m")
	if err != nil {
		t.Fatal(err)
	}
	want := []store.Seat{
		{Seat: 0, TokenHash: "aa", Name: "Alice", Claimed: true},
		{Seat: 1, InviteHash: "bb"},
		{Seat: 2},
		{Seat: 3},
	}
	if !reflect.DeepEqual(r.Seats, want) {
		t.Errorf("seats after the migration:\n got %+v\nwant %+v", r.Seats, want)
	}
}
