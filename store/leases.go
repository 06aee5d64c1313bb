package store

import (
	"context"
	"fmt"
	"time"
)

// askOwner is the statement that asks for an owner of match $1: it adds an
// expired lease unless the match has a lease, and touches the one it has
// (changing nothing). Create and Append run it in their transactions, so
// that a match that changed is never left without an owner, even if the
// node that changed it stops at once. The touch locks the lease's row
// until the transaction ends, so that Release waits for an Append in
// flight (see Release).
const askOwner = `INSERT INTO leases (match_id, node, expires) VALUES ($1, '', 0)
	ON CONFLICT (match_id) DO UPDATE SET expires = leases.expires`

// Acquire makes node the owner of match id until until, if nobody else
// holds it: no lease, one that expired before now, or node's own. It
// reports whether node holds it.
func (s *SQL) Acquire(ctx context.Context, id, node string, now, until time.Time) (bool, error) {
	res, err := s.db.ExecContext(ctx, `INSERT INTO leases (match_id, node, expires) VALUES ($1, $2, $3)
		ON CONFLICT (match_id) DO UPDATE SET node = excluded.node, expires = excluded.expires
		WHERE leases.node = excluded.node OR leases.expires < $4`, id, node, millis(until), millis(now))
	if err != nil {
		return false, fmt.Errorf("acquire the lease of match %s: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("acquire the lease of match %s: %w", id, err)
	}
	return n > 0, nil
}

// Renew extends every lease node holds until until and returns their
// matches: a lease another node took over meanwhile is not among them.
func (s *SQL) Renew(ctx context.Context, node string, until time.Time) ([]string, error) {
	ids, err := s.ids(ctx, `UPDATE leases SET expires = $2 WHERE node = $1 RETURNING match_id`, node, millis(until))
	if err != nil {
		return nil, fmt.Errorf("renew the leases of node %s: %w", node, err)
	}
	return ids, nil
}

// Release gives up node's lease of match id, if the match has no event
// after seq: one stored since may need an owner, and then the lease stays
// (false). It reports whether the lease is gone (or was not node's).
//
// It deletes the lease first, then looks for events, in a statement of its
// own. The delete locks the lease's row: it waits for an Append in flight,
// which holds that row (askOwner), and the look then sees its event: in
// PostgreSQL's READ COMMITTED each statement reads what was committed when
// it began, so a delete that looked at the events itself would not see an
// event committed while it waited. An Append that comes after the delete
// waits for Release to end, and adds the lease again. (SQLite runs one
// writing transaction at a time.)
func (s *SQL) Release(ctx context.Context, id, node string, seq int) (bool, error) {
	gone, err := s.release(ctx, id, node, seq)
	if err != nil {
		return false, fmt.Errorf("release the lease of match %s: %w", id, err)
	}
	return gone, nil
}

func (s *SQL) release(ctx context.Context, id, node string, seq int) (bool, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `DELETE FROM leases WHERE match_id = $1 AND node = $2`, id, node)
	if err != nil {
		return false, err
	}
	if oneRow(res, errNoRow) != nil {
		return true, nil // not node's
	}
	var later int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM events WHERE match_id = $1 AND seq > $2`, id, seq).Scan(&later); err != nil {
		return false, err
	}
	if later > 0 {
		return false, nil // rolled back: the lease stays
	}
	return true, tx.Commit()
}

// Expire ends at once every lease node holds, so that the other nodes take
// its matches over without waiting (a node stopping).
func (s *SQL) Expire(ctx context.Context, node string) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE leases SET expires = 0 WHERE node = $1`, node); err != nil {
		return fmt.Errorf("expire the leases of node %s: %w", node, err)
	}
	return nil
}

// Orphans lists the matches still playing that need an owner: their lease
// expired before now (their owner stopped, or nobody took it yet), or it
// is node's own (node started again under the same name), in id order.
func (s *SQL) Orphans(ctx context.Context, node string, now time.Time) ([]string, error) {
	ids, err := s.ids(ctx, `SELECT l.match_id FROM leases l JOIN matches m ON m.id = l.match_id
		WHERE m.status = $1 AND (l.expires < $2 OR l.node = $3) ORDER BY l.match_id`, Playing, millis(now), node)
	if err != nil {
		return nil, fmt.Errorf("matches without an owner: %w", err)
	}
	return ids, nil
}

// ids runs query, which returns one column of match ids.
func (s *SQL) ids(ctx context.Context, query string, args ...any) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
