package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// CreateAccount stores a new account with its first passkey and the hashes
// of its recovery codes, in one transaction. ErrConflict: the account's
// name (NameKey), id or handle, or the passkey's id, is taken; nothing is
// stored then.
func (s *SQL) CreateAccount(ctx context.Context, a Account, first Passkey, recovery []string) error {
	if err := s.createAccount(ctx, a, first, recovery); err != nil {
		return fmt.Errorf("create account %q: %w", a.NameKey, err)
	}
	return nil
}

func (s *SQL) createAccount(ctx context.Context, a Account, first Passkey, recovery []string) error {
	if first.Account != a.ID {
		return fmt.Errorf("the first passkey is of account %q, not %q", first.Account, a.ID)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// No target: a taken id, name_key or handle is a conflict alike.
	res, err := tx.ExecContext(ctx, `INSERT INTO accounts (id, name, name_key, handle, created)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
		a.ID, a.Name, a.NameKey, a.Handle, millis(a.Created))
	if err != nil {
		return err
	}
	if err := oneRow(res, ErrConflict); err != nil {
		return err
	}
	if err := addPasskey(ctx, tx, first); err != nil {
		return fmt.Errorf("passkey: %w", err)
	}
	for _, hash := range recovery {
		if _, err := tx.ExecContext(ctx, `INSERT INTO recovery_codes (account, hash) VALUES ($1, $2)`, a.ID, hash); err != nil {
			return fmt.Errorf("recovery code: %w", err)
		}
	}
	return tx.Commit()
}

// accountColumns are what scanAccount reads, in its order.
const accountColumns = `id, name, name_key, handle, created`

// Account returns the account with that id, or ErrNotFound.
func (s *SQL) Account(ctx context.Context, id string) (Account, error) {
	a, err := scanAccount(s.db.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE id = $1`, id))
	if err != nil {
		return Account{}, fmt.Errorf("account %s: %w", id, err)
	}
	return a, nil
}

// AccountByName returns the account whose NameKey is key, or ErrNotFound.
func (s *SQL) AccountByName(ctx context.Context, key string) (Account, error) {
	a, err := scanAccount(s.db.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE name_key = $1`, key))
	if err != nil {
		return Account{}, fmt.Errorf("account named %q: %w", key, err)
	}
	return a, nil
}

// scanAccount reads the accountColumns of row, or ErrNotFound.
func scanAccount(row *sql.Row) (Account, error) {
	var a Account
	var created int64
	err := row.Scan(&a.ID, &a.Name, &a.NameKey, &a.Handle, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, ErrNotFound
	}
	if err != nil {
		return Account{}, err
	}
	a.Created = fromMillis(created)
	return a, nil
}

// NameTaken reports whether an account has the NameKey key.
func (s *SQL) NameTaken(ctx context.Context, key string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM accounts WHERE name_key = $1`, key).Scan(&n); err != nil {
		return false, fmt.Errorf("is the name %q taken: %w", key, err)
	}
	return n > 0, nil
}

// passkeyColumns are what scanPasskey reads, in its order.
const passkeyColumns = `id, account, data, device, created, used`

// Passkeys lists an account's passkeys, oldest first (then by id).
func (s *SQL) Passkeys(ctx context.Context, account string) ([]Passkey, error) {
	ps, err := s.passkeys(ctx, account)
	if err != nil {
		return nil, fmt.Errorf("passkeys of account %s: %w", account, err)
	}
	return ps, nil
}

func (s *SQL) passkeys(ctx context.Context, account string) ([]Passkey, error) {
	return queryAll(ctx, s, scanPasskey, `SELECT `+passkeyColumns+` FROM passkeys
		WHERE account = $1 ORDER BY created, id`, account)
}

// queryAll runs query and reads each row with scan.
func queryAll[T any](ctx context.Context, s *SQL, scan func(row interface{ Scan(...any) error }) (T, error), query string, args ...any) ([]T, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []T
	for rows.Next() {
		x, err := scan(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, x)
	}
	return list, rows.Err()
}

// Passkey returns the passkey with that credential id, or ErrNotFound.
func (s *SQL) Passkey(ctx context.Context, id string) (Passkey, error) {
	p, err := scanPasskey(s.db.QueryRowContext(ctx, `SELECT `+passkeyColumns+` FROM passkeys WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return Passkey{}, fmt.Errorf("passkey %s: %w", id, err)
	}
	return p, nil
}

// scanPasskey reads the passkeyColumns of a row.
func scanPasskey(row interface{ Scan(...any) error }) (Passkey, error) {
	var p Passkey
	var data string
	var created, used int64
	if err := row.Scan(&p.ID, &p.Account, &data, &p.Device, &created, &used); err != nil {
		return Passkey{}, err
	}
	p.Data, p.Created, p.Used = []byte(data), fromMillis(created), fromMillis(used)
	return p, nil
}

// AddPasskey stores one more passkey for p.Account; ErrConflict if its id
// is taken.
func (s *SQL) AddPasskey(ctx context.Context, p Passkey) error {
	if err := addPasskey(ctx, s.db, p); err != nil {
		return fmt.Errorf("add passkey %s to account %s: %w", p.ID, p.Account, err)
	}
	return nil
}

// execer is a database or a transaction.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// addPasskey stores p, or returns ErrConflict if its id is taken.
func addPasskey(ctx context.Context, e execer, p Passkey) error {
	res, err := e.ExecContext(ctx, `INSERT INTO passkeys (id, account, data, device, created, used)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
		p.ID, p.Account, string(p.Data), p.Device, millis(p.Created), millis(p.Used))
	if err != nil {
		return err
	}
	return oneRow(res, ErrConflict)
}

// UsePasskey saves a passkey's data after a sign-in (its sign count) and
// when it was used; ErrNotFound for an unknown passkey.
func (s *SQL) UsePasskey(ctx context.Context, id string, data []byte, at time.Time) error {
	res, err := s.db.ExecContext(ctx, `UPDATE passkeys SET data = $2, used = $3 WHERE id = $1`, id, string(data), millis(at))
	if err == nil {
		err = oneRow(res, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("use passkey %s: %w", id, err)
	}
	return nil
}

// RemovePasskey removes passkey id of account, unless it is the account's
// last (ErrLast); ErrNotFound if the account has no such passkey.
func (s *SQL) RemovePasskey(ctx context.Context, account, id string) error {
	if err := s.removePasskey(ctx, account, id); err != nil {
		return fmt.Errorf("remove passkey %s of account %s: %w", id, account, err)
	}
	return nil
}

// removePasskey deletes the passkey in one statement that counts the
// account's passkeys. First it locks the account's row with a write that
// changes nothing: on PostgreSQL two removals of an account's last two
// passkeys would otherwise each count two and both delete. The second
// waits for the first to commit, and its delete (a new statement, which
// reads what was committed when it began) counts one. (SQLite runs one
// writing transaction at a time.)
func (s *SQL) removePasskey(ctx context.Context, account, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE accounts SET created = created WHERE id = $1`, account)
	if err != nil {
		return err
	}
	if err := oneRow(res, ErrNotFound); err != nil {
		return err
	}
	res, err = tx.ExecContext(ctx, `DELETE FROM passkeys WHERE id = $2 AND account = $1
		AND (SELECT COUNT(*) FROM passkeys WHERE account = $1) > 1`, account, id)
	if err != nil {
		return err
	}
	if oneRow(res, errNoRow) == nil {
		return tx.Commit()
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM passkeys WHERE id = $2 AND account = $1`, account, id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return ErrLast
}

// UseRecoveryCode marks the unused recovery code with that hash of the
// account used (at), and reports whether there was one: of two uses at
// once, one gets true.
func (s *SQL) UseRecoveryCode(ctx context.Context, account, hash string, at time.Time) (bool, error) {
	res, err := s.db.ExecContext(ctx, `UPDATE recovery_codes SET used = $3
		WHERE account = $1 AND hash = $2 AND used IS NULL`, account, hash, millis(at))
	if err == nil {
		err = oneRow(res, errNoRow)
	}
	switch {
	case errors.Is(err, errNoRow):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("use a recovery code of account %s: %w", account, err)
	}
	return true, nil
}

// RecoveryLeft counts an account's unused recovery codes.
func (s *SQL) RecoveryLeft(ctx context.Context, account string) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM recovery_codes
		WHERE account = $1 AND used IS NULL`, account).Scan(&n); err != nil {
		return 0, fmt.Errorf("recovery codes left of account %s: %w", account, err)
	}
	return n, nil
}

// CreateSession stores a new session, and removes the sessions last seen
// before since (the expired, of any account), in one transaction;
// ErrConflict if its hash is taken.
func (s *SQL) CreateSession(ctx context.Context, ss Session, since time.Time) error {
	if err := s.createSession(ctx, ss, since); err != nil {
		return fmt.Errorf("create a session of account %s: %w", ss.Account, err)
	}
	return nil
}

func (s *SQL) createSession(ctx context.Context, ss Session, since time.Time) error {
	return s.insertSwept(ctx, `DELETE FROM sessions WHERE seen < $1`, millis(since),
		`INSERT INTO sessions (hash, account, created, seen, agent)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT (hash) DO NOTHING`,
		ss.Hash, ss.Account, millis(ss.Created), millis(ss.Seen), ss.Agent)
}

// insertSwept removes the expired rows of a table (sweep, whose $1 is
// before) and inserts one row (insert, with args), in one transaction;
// ErrConflict if the row's key is taken.
func (s *SQL) insertSwept(ctx context.Context, sweep string, before int64, insert string, args ...any) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, sweep, before); err != nil {
		return fmt.Errorf("remove the expired: %w", err)
	}
	res, err := tx.ExecContext(ctx, insert, args...)
	if err != nil {
		return err
	}
	if err := oneRow(res, ErrConflict); err != nil {
		return err
	}
	return tx.Commit()
}

// sessionColumns are what scanSession reads, in its order.
const sessionColumns = `hash, account, created, seen, agent`

// scanSession reads the sessionColumns of a row.
func scanSession(row interface{ Scan(...any) error }) (Session, error) {
	var ss Session
	var created, seen int64
	if err := row.Scan(&ss.Hash, &ss.Account, &created, &seen, &ss.Agent); err != nil {
		return Session{}, err
	}
	ss.Created, ss.Seen = fromMillis(created), fromMillis(seen)
	return ss, nil
}

// Session returns the session with that hash if it was seen at or after
// since, else ErrNotFound (unknown or expired).
func (s *SQL) Session(ctx context.Context, hash string, since time.Time) (Session, error) {
	ss, err := scanSession(s.db.QueryRowContext(ctx, `SELECT `+sessionColumns+` FROM sessions
		WHERE hash = $1 AND seen >= $2`, hash, millis(since)))
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return Session{}, fmt.Errorf("session: %w", err)
	}
	return ss, nil
}

// TouchSession sets a session's Seen; ErrNotFound for an unknown (or
// ended) session.
func (s *SQL) TouchSession(ctx context.Context, hash string, at time.Time) error {
	res, err := s.db.ExecContext(ctx, `UPDATE sessions SET seen = $2 WHERE hash = $1`, hash, millis(at))
	if err == nil {
		err = oneRow(res, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("touch a session: %w", err)
	}
	return nil
}

// EndSession removes the session with that hash of account; an unknown
// one, or another account's, is no error and stays.
func (s *SQL) EndSession(ctx context.Context, account, hash string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM sessions WHERE hash = $1 AND account = $2`, hash, account); err != nil {
		return fmt.Errorf("end a session of account %s: %w", account, err)
	}
	return nil
}

// Sessions lists an account's sessions seen at or after since, the last
// seen first.
func (s *SQL) Sessions(ctx context.Context, account string, since time.Time) ([]Session, error) {
	ss, err := s.sessions(ctx, account, since)
	if err != nil {
		return nil, fmt.Errorf("sessions of account %s: %w", account, err)
	}
	return ss, nil
}

func (s *SQL) sessions(ctx context.Context, account string, since time.Time) ([]Session, error) {
	return queryAll(ctx, s, scanSession, `SELECT `+sessionColumns+` FROM sessions
		WHERE account = $1 AND seen >= $2 ORDER BY seen DESC, created DESC, hash`, account, millis(since))
}

// BeginCeremony stores a ceremony, and removes those that expired before
// now, in one transaction; ErrConflict if its hash is taken.
func (s *SQL) BeginCeremony(ctx context.Context, c Ceremony, now time.Time) error {
	if err := s.beginCeremony(ctx, c, now); err != nil {
		return fmt.Errorf("begin a %s ceremony: %w", c.Kind, err)
	}
	return nil
}

func (s *SQL) beginCeremony(ctx context.Context, c Ceremony, now time.Time) error {
	return s.insertSwept(ctx, `DELETE FROM ceremonies WHERE expires < $1`, millis(now),
		`INSERT INTO ceremonies (hash, kind, account, name, data, expires)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (hash) DO NOTHING`,
		c.Hash, c.Kind, c.Account, c.Name, string(c.Data), millis(c.Expires))
}

// TakeCeremony removes and returns the ceremony with that hash and kind if
// it has not expired at now (expires at or after now). It is one DELETE …
// RETURNING, so of two takes at once (two nodes) one gets it and the other
// ErrNotFound. An expired one is removed too, and gives ErrNotFound; one of
// another kind stays.
func (s *SQL) TakeCeremony(ctx context.Context, hash, kind string, now time.Time) (Ceremony, error) {
	var c Ceremony
	var data string
	var expires int64
	err := s.db.QueryRowContext(ctx, `DELETE FROM ceremonies WHERE hash = $1 AND kind = $2
		RETURNING hash, kind, account, name, data, expires`, hash, kind).
		Scan(&c.Hash, &c.Kind, &c.Account, &c.Name, &data, &expires)
	err = unexpired(err, expires, now)
	if err != nil {
		return Ceremony{}, fmt.Errorf("take a %s ceremony: %w", kind, err)
	}
	c.Data, c.Expires = []byte(data), fromMillis(expires)
	return c, nil
}

// AddDeviceCode stores the hash of a one-time code that lets a new device
// add a passkey to account until expires; ErrConflict if the hash is taken.
func (s *SQL) AddDeviceCode(ctx context.Context, hash, account string, expires time.Time) error {
	if err := s.addDeviceCode(ctx, hash, account, expires); err != nil {
		return fmt.Errorf("add a device code to account %s: %w", account, err)
	}
	return nil
}

func (s *SQL) addDeviceCode(ctx context.Context, hash, account string, expires time.Time) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// The account's code before goes: the table holds one a person at most.
	if _, err := tx.ExecContext(ctx, `DELETE FROM device_codes WHERE account = $1`, account); err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO device_codes (hash, account, expires)
		VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING`, hash, account, millis(expires))
	if err == nil {
		err = oneRow(res, ErrConflict)
	}
	if err != nil {
		return err
	}
	return tx.Commit()
}

// TakeDeviceCode removes the code with that hash and returns its account,
// if it has not expired at now (expires at or after now), else
// ErrNotFound. It is one DELETE … RETURNING, so each code is taken once,
// even by two nodes at once; an expired one is removed too.
func (s *SQL) TakeDeviceCode(ctx context.Context, hash string, now time.Time) (string, error) {
	var account string
	var expires int64
	err := s.db.QueryRowContext(ctx, `DELETE FROM device_codes WHERE hash = $1 RETURNING account, expires`, hash).
		Scan(&account, &expires)
	err = unexpired(err, expires, now)
	if err != nil {
		return "", fmt.Errorf("take a device code: %w", err)
	}
	return account, nil
}

// AddAccountSeat records a seat for an account; a seat recorded already
// stays as it is (no error).
func (s *SQL) AddAccountSeat(ctx context.Context, a AccountSeat) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO account_seats (account, match_id, seat, token, added)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account, match_id, seat) DO NOTHING`,
		a.Account, a.Match, a.Seat, a.Token, millis(a.Added)); err != nil {
		return fmt.Errorf("add seat %d of match %s to account %s: %w", a.Seat, a.Match, a.Account, err)
	}
	return nil
}

// AccountSeats lists up to limit of an account's seats, newest first (then
// by match and seat); none for a limit of 0 or less.
func (s *SQL) AccountSeats(ctx context.Context, account string, limit int) ([]AccountSeat, error) {
	if limit <= 0 {
		return nil, nil
	}
	seats, err := s.accountSeats(ctx, account, limit)
	if err != nil {
		return nil, fmt.Errorf("seats of account %s: %w", account, err)
	}
	return seats, nil
}

func (s *SQL) accountSeats(ctx context.Context, account string, limit int) ([]AccountSeat, error) {
	return queryAll(ctx, s, func(row interface{ Scan(...any) error }) (AccountSeat, error) {
		a := AccountSeat{Account: account}
		var added int64
		err := row.Scan(&a.Match, &a.Seat, &a.Token, &added)
		a.Added = fromMillis(added)
		return a, err
	}, `SELECT match_id, seat, token, added FROM account_seats
		WHERE account = $1 ORDER BY added DESC, match_id, seat LIMIT $2`, account, limit)
}

// unexpired is the error of taking a row that expires then at now: none
// when it was there and had not expired, else ErrNotFound.
func unexpired(err error, expires int64, now time.Time) error {
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	case err == nil && expires < millis(now):
		return fmt.Errorf("expired: %w", ErrNotFound)
	}
	return err
}
