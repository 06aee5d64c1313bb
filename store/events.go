package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"shima/engine"
	"shima/match"
)

// Append stores ev, sets the match's status and updated time when ev ends
// it, and, when needsOwner, asks for an owner of the match (see Orphans:
// an expired lease unless it has one). Appends wait in a queue for the store's writers, which commit whatever is queued
// together in one transaction (group commit), so that a busy server pays
// one commit for many moves; the dialect's Notify runs in it for each.
// The event goes in first, only while the match is playing, with ON
// CONFLICT DO NOTHING: no row inserted means its seq was taken
// (ErrConflict), the match is not playing (ErrNotPlaying) or there is no
// such match (ErrNotFound), and nothing of it is changed.
func (s *SQL) Append(ctx context.Context, id string, ev match.Event, status string, needsOwner bool) error {
	if err := s.append(ctx, id, ev, status, needsOwner); err != nil {
		return fmt.Errorf("append event %d to match %s: %w", ev.Seq, id, err)
	}
	return nil
}

// maxBatch bounds the appends committed together.
const maxBatch = 128

// appendReq is one Append waiting for a writer.
type appendReq struct {
	ctx    context.Context
	id     string
	ev     match.Event
	status string
	owner  bool // ask for an owner
	done   chan error
}

func (s *SQL) append(ctx context.Context, id string, ev match.Event, status string, needsOwner bool) error {
	if err := checkStatus(status); err != nil {
		return err
	}
	if ev.Seq < 1 {
		return fmt.Errorf("seq %d: events are numbered from 1", ev.Seq)
	}
	r := &appendReq{ctx: ctx, id: id, ev: ev, status: status, owner: needsOwner, done: make(chan error, 1)}
	s.queue.RLock()
	if s.queue.closed {
		s.queue.RUnlock()
		return ErrClosed
	}
	s.queue.ch <- r
	s.queue.RUnlock()
	// Wait even if ctx ends: the writer may be committing r right now, and
	// the caller must know whether it is stored.
	return <-r.done
}

// write is one writer: it takes the queued appends, as many as are waiting,
// and commits them together.
func (s *SQL) write() {
	defer s.queue.writers.Done()
	batch := make([]*appendReq, 0, maxBatch)
	for r := range s.queue.ch {
		batch = append(batch[:0], r)
	more:
		for len(batch) < maxBatch {
			select {
			case r, ok := <-s.queue.ch:
				if !ok {
					break more
				}
				batch = append(batch, r)
			default:
				break more
			}
		}
		s.commit(batch)
	}
}

// commit stores batch in one transaction and answers each append. If the
// transaction fails as a whole, each append is tried again on its own, so
// that one bad append fails alone.
func (s *SQL) commit(batch []*appendReq) {
	live := batch[:0]
	for _, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.done <- err
			continue
		}
		live = append(live, r)
	}
	if len(live) == 0 {
		return
	}
	// Each append locks its match's lease (askOwner): in one order, so
	// that two nodes' batches of the same matches do not deadlock.
	slices.SortStableFunc(live, func(a, b *appendReq) int { return strings.Compare(a.id, b.id) })
	errs, err := s.appendAll(live)
	if err == nil {
		for i, r := range live {
			r.done <- errs[i]
		}
		return
	}
	for _, r := range live {
		if len(live) > 1 {
			if errs, err = s.appendAll([]*appendReq{r}); err == nil {
				err = errs[0]
			}
		}
		if err != nil && errors.Is(s.exists(context.Background(), r.id), ErrNotFound) {
			err = ErrNotFound // the event's foreign key failed
		}
		r.done <- err
	}
}

// appendAll stores batch in one transaction: errs holds each append's
// ErrConflict, ErrNotPlaying or ErrNotFound (which change nothing), err a failure of the
// whole transaction, which then stores nothing.
func (s *SQL) appendAll(batch []*appendReq) (errs []error, err error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	insert, update, ask := tx.StmtContext(ctx, s.stmts.insertEvent), tx.StmtContext(ctx, s.stmts.updateMatch), tx.StmtContext(ctx, s.stmts.askOwner)
	errs = make([]error, len(batch))
	for i, r := range batch {
		ev := r.ev
		res, err := insert.ExecContext(ctx, r.id, ev.Seq, string(ev.Kind), int(ev.Seat), int64(ev.Action), ev.Bot, millis(ev.At))
		if err != nil {
			return nil, err
		}
		if oneRow(res, errNoRow) != nil {
			if errs[i], err = whyNot(ctx, tx, r.id, ev.Seq); err != nil {
				return nil, err
			}
			continue
		}
		if r.status != Playing {
			res, err = update.ExecContext(ctx, r.id, r.status, millis(ev.At))
			if err != nil {
				return nil, err
			}
			// The insert found the match playing; the update finds it no
			// longer so if another node closed it meanwhile. Take the event
			// out again.
			if errs[i] = oneRow(res, ErrNotPlaying); errs[i] != nil {
				if _, err := tx.ExecContext(ctx, `DELETE FROM events WHERE match_id = $1 AND seq = $2`, r.id, ev.Seq); err != nil {
					return nil, err
				}
				continue
			}
		}
		if r.owner {
			if _, err := ask.ExecContext(ctx, r.id); err != nil {
				return nil, err
			}
		}
		if err := s.notify(ctx, tx, Notice{Match: r.id, Seq: ev.Seq}); err != nil {
			return nil, err
		}
	}
	return errs, tx.Commit()
}

// errNoRow marks a statement that changed no row.
var errNoRow = errors.New("no row changed")

// whyNot tells why event seq of match id did not go in: ErrConflict (its
// seq was taken), ErrNotFound or ErrNotPlaying; err is a failure to find out.
func whyNot(ctx context.Context, tx *sql.Tx, id string, seq int) (why, err error) {
	var status string
	var taken int
	err = tx.QueryRowContext(ctx, `SELECT status, (SELECT COUNT(*) FROM events WHERE match_id = $1 AND seq = $2)
		FROM matches WHERE id = $1`, id, seq).Scan(&status, &taken)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound, nil
	case err != nil:
		return nil, err
	case taken == 0 && status != Playing:
		return ErrNotPlaying, nil
	}
	return ErrConflict, nil
}

// notify runs the dialect's Notify, if any, in tx.
func (s *SQL) notify(ctx context.Context, tx *sql.Tx, n Notice) error {
	if s.dialect.Notify == nil {
		return nil
	}
	return s.dialect.Notify(ctx, tx, n)
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
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
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
