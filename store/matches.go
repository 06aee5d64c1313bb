package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"shima/match"
)

// Create stores a new match: one seats row for each seat of r.Config, with
// the token and invite hashes, name and claim of the entry of r.Seats with that seat
// number (a seat r.Seats does not name is unclaimed, with no token). A zero
// r.Updated is stored as r.Created. It asks for an owner of a match with a
// bot seat or a clock (see Orphans). It returns ErrConflict if the id is
// taken.
func (s *SQL) Create(ctx context.Context, r Record) error {
	if err := s.create(ctx, r); err != nil {
		return fmt.Errorf("create match %s: %w", r.ID, err)
	}
	return nil
}

func (s *SQL) create(ctx context.Context, r Record) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := insertMatch(ctx, tx, r, "", nil); err != nil {
		return err
	}
	return tx.Commit()
}

// insertMatch stores r in tx, a new match with its seats and no events, as
// the rematch of match of offered by the person of its seats by ("": none).
// It returns ErrConflict, having stored nothing, if the id is taken or, for
// a rematch, if of has one already.
func insertMatch(ctx context.Context, tx *sql.Tx, r Record, of string, by []int) error {
	if err := checkStatus(r.Status); err != nil {
		return err
	}
	if len(r.Events) > 0 {
		return errors.New("a new match has no events")
	}
	seats, err := seatRows(r)
	if err != nil {
		return err
	}
	config, err := json.Marshal(r.Config)
	if err != nil {
		return err
	}
	updated := r.Updated
	if updated.IsZero() {
		updated = r.Created
	}
	// Any unique key taken, the id or (for a rematch) rematch_of, stores
	// nothing.
	res, err := tx.ExecContext(ctx, `INSERT INTO matches (id, game, config, seed, created, updated, status, rematch_of, rematch_by)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
		r.ID, r.Config.Game, string(config), formatSeed(r.Seed), millis(r.Created), millis(updated), r.Status, of, formatSeats(by))
	if err != nil {
		return err
	}
	if err := oneRow(res, ErrConflict); err != nil {
		return err
	}
	if mayNeedOwner(r.Config) {
		if _, err := tx.ExecContext(ctx, askOwner, r.ID); err != nil {
			return fmt.Errorf("lease: %w", err)
		}
	}
	for i, st := range seats {
		sc := r.Config.Seats[i]
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats (match_id, seat, kind, open, token_hash, invite_hash, name, claimed)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			r.ID, i, sc.Kind, flag(sc.Open), st.TokenHash, st.InviteHash, st.Name, flag(st.Claimed)); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
	}
	return nil
}

// Rematch stores r as the rematch of match of, offered by the person of
// its seats by, unless of has one: then it returns that one's id. The
// offers of one match take turns on its row (a write that changes
// nothing), and the unique rematch_of is the last word.
func (s *SQL) Rematch(ctx context.Context, of string, by []int, r Record) (string, bool, error) {
	id, made, err := s.rematch(ctx, of, by, r)
	if err != nil {
		return "", false, fmt.Errorf("rematch of match %s: %w", of, err)
	}
	return id, made, nil
}

func (s *SQL) rematch(ctx context.Context, of string, by []int, r Record) (string, bool, error) {
	if len(by) == 0 {
		return "", false, errors.New("a rematch is offered by the person of some seat")
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", false, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE matches SET status = status WHERE id = $1 AND status = $2`, of, Over)
	if err != nil {
		return "", false, err
	}
	if oneRow(res, errNoRow) != nil {
		tx.Rollback()
		if err := s.exists(ctx, of); err != nil {
			return "", false, err
		}
		return "", false, ErrNotOver
	}
	if id, err := rematchOf(ctx, tx, of); err != nil || id != "" {
		return id, false, err
	}
	err = insertMatch(ctx, tx, r, of, by)
	if errors.Is(err, ErrConflict) {
		// The id taken, or a rematch made after all (the unique key's word):
		// which one, the rematch tells.
		if id, err := rematchOf(ctx, tx, of); err != nil || id != "" {
			return id, false, err
		}
		return "", false, ErrConflict
	}
	if err != nil {
		return "", false, err
	}
	if err := s.notify(ctx, tx, Notice{Match: of, Seats: true}); err != nil {
		return "", false, err
	}
	return r.ID, true, tx.Commit()
}

// rematchOf is the id of match of's rematch, "" for none.
func rematchOf(ctx context.Context, tx *sql.Tx, of string) (string, error) {
	var id string
	err := tx.QueryRowContext(ctx, `SELECT id FROM matches WHERE rematch_of = $1 AND rematch_of <> ''`, of).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return id, err
}

// formatSeats writes seat numbers as stored: "0,2".
func formatSeats(seats []int) string {
	out := make([]string, len(seats))
	for i, seat := range seats {
		out[i] = strconv.Itoa(seat)
	}
	return strings.Join(out, ",")
}

// parseSeats reads seat numbers written by formatSeats.
func parseSeats(text string) ([]int, error) {
	if text == "" {
		return nil, nil
	}
	var out []int
	for f := range strings.SplitSeq(text, ",") {
		seat, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("stored seats %q: %w", text, err)
		}
		out = append(out, seat)
	}
	return out, nil
}

// mayNeedOwner reports whether a match set up with cfg may need an owner
// from the start: it has a bot seat, or a clock. (Then Create asks for
// one; a node that takes the match and finds nothing to run lets it go.)
func mayNeedOwner(cfg match.Config) bool {
	if cfg.Clock.PerMove > 0 {
		return true
	}
	for _, sc := range cfg.Seats {
		if sc.Kind == match.Bot {
			return true
		}
	}
	return false
}

// seatRows lines r.Seats up with the seats of r.Config.
func seatRows(r Record) ([]Seat, error) {
	rows := make([]Seat, len(r.Config.Seats))
	named := make([]bool, len(rows))
	for _, st := range r.Seats {
		if st.Seat < 0 || st.Seat >= len(rows) {
			return nil, fmt.Errorf("seat %d: the config has %d seats", st.Seat, len(rows))
		}
		if named[st.Seat] {
			return nil, fmt.Errorf("seat %d is given twice", st.Seat)
		}
		named[st.Seat] = true
		rows[st.Seat] = st
	}
	return rows, nil
}

// Load returns the match with every seat of its config and its events in
// order, read as of one moment, or ErrNotFound.
func (s *SQL) Load(ctx context.Context, id string) (Record, error) {
	r, err := s.load(ctx, id, true)
	if err != nil {
		return Record{}, fmt.Errorf("load match %s: %w", id, err)
	}
	return r, nil
}

// Head returns the match with every seat of its config, without its
// events, or ErrNotFound.
func (s *SQL) Head(ctx context.Context, id string) (Record, error) {
	r, err := s.load(ctx, id, false)
	if err != nil {
		return Record{}, fmt.Errorf("load match %s: %w", id, err)
	}
	return r, nil
}

// load reads match id, with its events if withEvents is set.
func (s *SQL) load(ctx context.Context, id string, withEvents bool) (Record, error) {
	tx, err := s.db.BeginTx(ctx, snapshot)
	if err != nil {
		return Record{}, err
	}
	defer tx.Rollback()
	r := Record{ID: id}
	var config, seed, rematch, rematchBy string
	var created, updated int64
	// The rematch made of it, if any, by the unique index (whose condition
	// the join repeats, so that the index serves).
	err = tx.QueryRowContext(ctx, `SELECT m.config, m.seed, m.created, `+lastActivity+`, m.status, m.rematch_of,
			COALESCE(r.id, ''), COALESCE(r.rematch_by, '')
		FROM matches m LEFT JOIN matches r ON r.rematch_of = m.id AND r.rematch_of <> ''
		WHERE m.id = $1`, id).
		Scan(&config, &seed, &created, &updated, &r.Status, &r.RematchOf, &rematch, &rematchBy)
	if errors.Is(err, sql.ErrNoRows) {
		return Record{}, ErrNotFound
	}
	if err != nil {
		return Record{}, err
	}
	if err := json.Unmarshal([]byte(config), &r.Config); err != nil {
		return Record{}, fmt.Errorf("stored config: %w", err)
	}
	if r.Seed, err = parseSeed(seed); err != nil {
		return Record{}, err
	}
	r.Created, r.Updated = fromMillis(created), fromMillis(updated)
	if rematch != "" {
		r.Rematch = &Rematch{ID: rematch}
		if r.Rematch.By, err = parseSeats(rematchBy); err != nil {
			return Record{}, err
		}
	}
	if r.Seats, err = loadSeats(ctx, tx, id); err != nil {
		return Record{}, err
	}
	if !withEvents {
		return r, tx.Commit()
	}
	if r.Events, err = events(ctx, tx, id, 0); err != nil {
		return Record{}, err
	}
	return r, tx.Commit()
}

// loadSeats reads the seats of match id, in order, token hashes included.
func loadSeats(ctx context.Context, tx *sql.Tx, id string) ([]Seat, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seat, token_hash, invite_hash, name, claimed, hints FROM seats
		WHERE match_id = $1 ORDER BY seat`, id)
	if err != nil {
		return nil, fmt.Errorf("seats: %w", err)
	}
	defer rows.Close()
	var seats []Seat
	for rows.Next() {
		var st Seat
		var claimed int
		if err := rows.Scan(&st.Seat, &st.TokenHash, &st.InviteHash, &st.Name, &claimed, &st.Hints); err != nil {
			return nil, fmt.Errorf("seats: %w", err)
		}
		st.Claimed = claimed != 0
		seats = append(seats, st)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("seats: %w", err)
	}
	return seats, nil
}
