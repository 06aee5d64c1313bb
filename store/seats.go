package store

import (
	"context"
	"fmt"
)

// Claim gives a seat to a person, in a match still playing (else
// ErrNotPlaying). With a token hash it takes an open person seat nobody
// has claimed (from the lobby), in one statement that only matches such a
// seat, so of two racing claims one gets ErrConflict. With tokenHash "" it
// names the seat and marks it claimed (the holder of its token arrives,
// or renames). The dialect's Notify tells the other nodes, in the same
// transaction.
func (s *SQL) Claim(ctx context.Context, id string, seat int, tokenHash, name string) error {
	if err := s.claim(ctx, id, seat, tokenHash, name); err != nil {
		return fmt.Errorf("claim seat %d of match %s: %w", seat, id, err)
	}
	return nil
}

func (s *SQL) claim(ctx context.Context, id string, seat int, tokenHash, name string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// Lock the match's row, while it is playing, with a write that
	// changes nothing: an abandonment in flight on another node is waited
	// for and then refuses the claim, or sees it (abandonOne).
	res, err := tx.ExecContext(ctx, `UPDATE matches SET status = status WHERE id = $1 AND status = $2`, id, Playing)
	if err != nil {
		return err
	}
	if oneRow(res, errNoRow) != nil {
		tx.Rollback()
		if err := s.exists(ctx, id); err != nil {
			return err
		}
		return ErrNotPlaying
	}
	if tokenHash == "" {
		res, err = tx.ExecContext(ctx, `UPDATE seats SET name = $3, claimed = 1
			WHERE match_id = $1 AND seat = $2`, id, seat, name)
	} else {
		res, err = tx.ExecContext(ctx, `UPDATE seats SET token_hash = $3, name = $4, claimed = 1
			WHERE match_id = $1 AND seat = $2 AND kind = 'person' AND open = 1 AND claimed = 0`,
			id, seat, tokenHash, name)
	}
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	switch {
	case err != nil:
		return err
	case n > 0:
		if err := s.notify(ctx, tx, Notice{Match: id, Seats: true}); err != nil {
			return err
		}
		return tx.Commit()
	case tokenHash == "":
		return ErrNotFound
	}
	tx.Rollback() // nothing changed: the transaction need not wait for the check
	// The seat was not free to take: claimed already, not open, or not there.
	var seats int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM seats WHERE match_id = $1 AND seat = $2`,
		id, seat).Scan(&seats); err != nil {
		return err
	}
	if seats == 0 {
		return ErrNotFound
	}
	return ErrConflict
}
