package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"shima/engine"
	"shima/match"
)

// Append stores ev and sets the match's status and updated time in one
// transaction, in which the dialect's Appended also runs. The match's row is
// updated first, so appends to one match queue behind each other; the event
// goes in with ON CONFLICT DO NOTHING, and no row inserted means its seq was
// taken: ErrConflict, and the transaction rolls back.
func (s *SQL) Append(ctx context.Context, id string, ev match.Event, status string) error {
	if err := s.append(ctx, id, ev, status); err != nil {
		return fmt.Errorf("append event %d to match %s: %w", ev.Seq, id, err)
	}
	return nil
}

func (s *SQL) append(ctx context.Context, id string, ev match.Event, status string) error {
	if err := checkStatus(status); err != nil {
		return err
	}
	if ev.Seq < 1 {
		return fmt.Errorf("seq %d: events are numbered from 1", ev.Seq)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE matches SET status = $2, updated = $3 WHERE id = $1`,
		id, status, millis(ev.At))
	if err != nil {
		return err
	}
	if err := oneRow(res, ErrNotFound); err != nil {
		return err
	}
	res, err = tx.ExecContext(ctx, `INSERT INTO events (match_id, seq, kind, seat, action, bot, at)
		VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (match_id, seq) DO NOTHING`,
		id, ev.Seq, string(ev.Kind), int(ev.Seat), int64(ev.Action), ev.Bot, millis(ev.At))
	if err != nil {
		return err
	}
	if err := oneRow(res, ErrConflict); err != nil {
		return err
	}
	if s.dialect.Appended != nil {
		if err := s.dialect.Appended(ctx, tx, Notice{Match: id, Seq: ev.Seq}); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// oneRow returns none when the statement changed no row.
func oneRow(res sql.Result, none error) error {
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return none
	}
	return nil
}

// EventsAfter returns the events of match id with Seq > seq, in order, or
// ErrNotFound when there is no such match.
func (s *SQL) EventsAfter(ctx context.Context, id string, seq int) ([]match.Event, error) {
	evs, err := events(ctx, s.db, id, seq)
	if err == nil && len(evs) == 0 {
		err = s.exists(ctx, id)
	}
	if err != nil {
		return nil, fmt.Errorf("events of match %s after %d: %w", id, seq, err)
	}
	return evs, nil
}

// exists returns ErrNotFound if there is no match id.
func (s *SQL) exists(ctx context.Context, id string) error {
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 FROM matches WHERE id = $1`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// querier is a database or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// events reads the events of match id with Seq > after, in order.
func events(ctx context.Context, q querier, id string, after int) ([]match.Event, error) {
	rows, err := q.QueryContext(ctx, `SELECT seq, kind, seat, action, bot, at FROM events
		WHERE match_id = $1 AND seq > $2 ORDER BY seq`, id, after)
	if err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	defer rows.Close()
	var evs []match.Event
	for rows.Next() {
		var ev match.Event
		var kind string
		var seat int
		var action, at int64
		if err := rows.Scan(&ev.Seq, &kind, &seat, &action, &ev.Bot, &at); err != nil {
			return nil, fmt.Errorf("events: %w", err)
		}
		ev.Kind, ev.Seat, ev.Action, ev.At = match.Kind(kind), engine.Seat(seat), engine.Action(action), fromMillis(at)
		evs = append(evs, ev)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	return evs, nil
}
