package store

import (
	"context"
	"fmt"
)

// Claim takes a seat for a person, or renames it (see SeatClaim), in a
// match still playing (else ErrNotPlaying). A seat is taken in one
// statement that only matches a free seat of the right kind, so of two
// racing claims one gets ErrConflict. The dialect's Notify tells the other
// nodes, in the same transaction.
func (s *SQL) Claim(ctx context.Context, id string, seat int, c SeatClaim) error {
	if err := s.claim(ctx, id, seat, c); err != nil {
		return fmt.Errorf("claim seat %d of match %s: %w", seat, id, err)
	}
	return nil
}

func (s *SQL) claim(ctx context.Context, id string, seat int, c SeatClaim) error {
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
	switch {
	case c.TokenHash == "":
		res, err = tx.ExecContext(ctx, `UPDATE seats SET name = $3
			WHERE match_id = $1 AND seat = $2 AND claimed = 1`, id, seat, c.Name)
	case c.Rematch: // a seat of a rematch, for its person in the match before (the caller checked)
		res, err = tx.ExecContext(ctx, `UPDATE seats SET token_hash = $3, name = $4, claimed = 1
			WHERE match_id = $1 AND seat = $2 AND kind = 'person' AND claimed = 0
			AND EXISTS (SELECT 1 FROM matches WHERE id = $1 AND rematch_of <> '')`,
			id, seat, c.TokenHash, c.Name)
	case c.InviteHash == "":
		res, err = tx.ExecContext(ctx, `UPDATE seats SET token_hash = $3, name = $4, claimed = 1
			WHERE match_id = $1 AND seat = $2 AND kind = 'person' AND open = 1 AND claimed = 0`,
			id, seat, c.TokenHash, c.Name)
	default:
		res, err = tx.ExecContext(ctx, `UPDATE seats SET token_hash = $3, name = $4, claimed = 1
			WHERE match_id = $1 AND seat = $2 AND kind = 'person' AND invite_hash = $5 AND claimed = 0`,
			id, seat, c.TokenHash, c.Name, c.InviteHash)
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
	case c.TokenHash == "":
		return ErrNotFound
	}
	tx.Rollback() // nothing changed: the transaction need not wait for the check
	// The seat was not free to take: claimed already, not open nor that
	// invite's, or not there.
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

// NoteHint counts a hint given to seat of match id.
func (s *SQL) NoteHint(ctx context.Context, id string, seat int) error {
	res, err := s.db.ExecContext(ctx, `UPDATE seats SET hints = hints + 1 WHERE match_id = $1 AND seat = $2`, id, seat)
	if err != nil {
		return fmt.Errorf("note a hint for seat %d of match %s: %w", seat, id, err)
	}
	return oneRow(res, ErrNotFound)
}
