package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
)

// MatchAccounts lists the account seats of a match, by seat, then account.
func (s *SQL) MatchAccounts(ctx context.Context, match string) ([]AccountSeat, error) {
	seats, err := queryAll(ctx, s, func(row interface{ Scan(...any) error }) (AccountSeat, error) {
		a := AccountSeat{Match: match}
		var added int64
		err := row.Scan(&a.Account, &a.Seat, &a.Token, &added)
		a.Added = fromMillis(added)
		return a, err
	}, `SELECT account, seat, token, added FROM account_seats
		WHERE match_id = $1 ORDER BY seat, account`, match)
	if err != nil {
		return nil, fmt.Errorf("accounts of match %s: %w", match, err)
	}
	return seats, nil
}

// RecordEnd records a finished match once. The match's row in match_ends
// is written first: a second RecordEnd of the match, at the same moment on
// another node, waits for the first to commit and then changes nothing.
func (s *SQL) RecordEnd(ctx context.Context, e MatchEnd) (bool, error) {
	done, err := s.recordEnd(ctx, e)
	if err != nil {
		return false, fmt.Errorf("record the end of match %s: %w", e.Match, err)
	}
	return done, nil
}

func (s *SQL) recordEnd(ctx context.Context, e MatchEnd) (bool, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	at := millis(e.At)
	res, err := tx.ExecContext(ctx, `INSERT INTO match_ends (match_id, game, rated, at)
		VALUES ($1, $2, $3, $4) ON CONFLICT (match_id) DO NOTHING`, e.Match, e.Game, boolInt(len(e.Rated) > 0), at)
	if err != nil {
		return false, err
	}
	if oneRow(res, errNoRow) != nil {
		return false, nil
	}
	for _, r := range e.Results {
		if _, err := tx.ExecContext(ctx, `INSERT INTO match_results (account, match_id, seat, game, place, players, won, rated, at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (account, match_id, seat) DO NOTHING`,
			r.Account, e.Match, r.Seat, e.Game, r.Place, r.Players, boolInt(r.Won), boolInt(len(e.Rated) > 0), at); err != nil {
			return false, fmt.Errorf("result of seat %d: %w", r.Seat, err)
		}
	}
	if len(e.Rated) > 0 {
		if err := rate(ctx, tx, e); err != nil {
			return false, err
		}
	}
	for _, r := range e.Records {
		if _, err := tx.ExecContext(ctx, `INSERT INTO spirit_records (account, spirit, adversary, level, match_id, at)
			VALUES ($1, $2, $3, $4, $5, $6)
			ON CONFLICT (account, spirit, adversary) DO UPDATE
			SET level = excluded.level, match_id = excluded.match_id, at = excluded.at
			WHERE excluded.level > spirit_records.level`,
			r.Account, r.Spirit, r.Adversary, r.Level, e.Match, at); err != nil {
			return false, fmt.Errorf("record of %s: %w", r.Spirit, err)
		}
	}
	return true, tx.Commit()
}

// rate updates the ratings of e's accounts. It first locks their rows of
// accounts, in a fixed order, with writes that change nothing: on
// PostgreSQL two matches of one account ending at once would otherwise
// both read its old rating, and one update would be lost. (SQLite runs one
// writing transaction at a time.)
func rate(ctx context.Context, tx *sql.Tx, e MatchEnd) error {
	locked := slices.Clone(e.Rated)
	slices.Sort(locked)
	for _, a := range slices.Compact(locked) {
		if _, err := tx.ExecContext(ctx, `UPDATE accounts SET created = created WHERE id = $1`, a); err != nil {
			return fmt.Errorf("lock account %s: %w", a, err)
		}
	}
	before := make([]Rating, len(e.Rated))
	for i, a := range e.Rated {
		before[i] = Rating{Account: a, Game: e.Game}
		var updated int64
		err := tx.QueryRowContext(ctx, `SELECT mu, sigma, rating, games, updated FROM ratings WHERE account = $1 AND game = $2`, a, e.Game).
			Scan(&before[i].Mu, &before[i].Sigma, &before[i].Rating, &before[i].Games, &updated)
		switch {
		case errors.Is(err, sql.ErrNoRows):
		case err != nil:
			return fmt.Errorf("rating of account %s: %w", a, err)
		default:
			before[i].Updated = fromMillis(updated)
		}
	}
	after, err := e.Rate(before)
	if err != nil {
		return err
	}
	if len(after) != len(before) {
		return fmt.Errorf("%d ratings after for %d before", len(after), len(before))
	}
	at := millis(e.At)
	for i, r := range after {
		a := e.Rated[i]
		if _, err := tx.ExecContext(ctx, `INSERT INTO ratings (account, game, mu, sigma, rating, games, updated)
			VALUES ($1, $2, $3, $4, $5, $6, $7)
			ON CONFLICT (account, game) DO UPDATE
			SET mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating, games = excluded.games, updated = excluded.updated`,
			a, e.Game, r.Mu, r.Sigma, r.Rating, r.Games, at); err != nil {
			return fmt.Errorf("rating of account %s: %w", a, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO rating_history (match_id, account, game, mu, sigma, rating, at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, e.Match, a, e.Game, r.Mu, r.Sigma, r.Rating, at); err != nil {
			return fmt.Errorf("history of account %s: %w", a, err)
		}
	}
	return nil
}

// boolInt is b as the schema's INTEGER 0 or 1.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// AccountRatings lists an account's ratings, the most played game first
// (then by game).
func (s *SQL) AccountRatings(ctx context.Context, account string) ([]Rating, error) {
	rs, err := queryAll(ctx, s, scanRating, `SELECT r.account, a.name, r.game, r.mu, r.sigma, r.rating, r.games, r.updated
		FROM ratings r JOIN accounts a ON a.id = r.account
		WHERE r.account = $1 ORDER BY r.games DESC, r.game`, account)
	if err != nil {
		return nil, fmt.Errorf("ratings of account %s: %w", account, err)
	}
	return rs, nil
}

// scanRating reads a rating with its account's name.
func scanRating(row interface{ Scan(...any) error }) (Rating, error) {
	var r Rating
	var updated int64
	err := row.Scan(&r.Account, &r.Name, &r.Game, &r.Mu, &r.Sigma, &r.Rating, &r.Games, &updated)
	r.Updated = fromMillis(updated)
	return r, err
}

// RatingHistory lists an account's last limit rating points, oldest first.
func (s *SQL) RatingHistory(ctx context.Context, account string, limit int) ([]RatingPoint, error) {
	if limit <= 0 {
		return nil, nil
	}
	ps, err := queryAll(ctx, s, func(row interface{ Scan(...any) error }) (RatingPoint, error) {
		var p RatingPoint
		var at int64
		err := row.Scan(&p.Match, &p.Game, &p.Mu, &p.Sigma, &p.Rating, &at)
		p.At = fromMillis(at)
		return p, err
	}, `SELECT match_id, game, mu, sigma, rating, at FROM rating_history
		WHERE account = $1 ORDER BY at DESC, match_id DESC LIMIT $2`, account, limit)
	if err != nil {
		return nil, fmt.Errorf("rating history of account %s: %w", account, err)
	}
	slices.Reverse(ps)
	return ps, nil
}

// Results lists an account's last limit results, newest first (then by
// match and seat).
func (s *SQL) Results(ctx context.Context, account string, limit int) ([]Result, error) {
	if limit <= 0 {
		return nil, nil
	}
	rs, err := queryAll(ctx, s, func(row interface{ Scan(...any) error }) (Result, error) {
		r := Result{Account: account}
		var won, rated int
		var at int64
		err := row.Scan(&r.Match, &r.Seat, &r.Game, &r.Place, &r.Players, &won, &rated, &at)
		r.Won, r.Rated, r.At = won != 0, rated != 0, fromMillis(at)
		return r, err
	}, `SELECT match_id, seat, game, place, players, won, rated, at FROM match_results
		WHERE account = $1 ORDER BY at DESC, match_id, seat LIMIT $2`, account, limit)
	if err != nil {
		return nil, fmt.Errorf("results of account %s: %w", account, err)
	}
	return rs, nil
}

// GamesPlayed counts an account's finished matches by game (a match in
// which it held two seats once), the most played first.
func (s *SQL) GamesPlayed(ctx context.Context, account string) ([]GameCount, error) {
	gs, err := queryAll(ctx, s, func(row interface{ Scan(...any) error }) (GameCount, error) {
		var g GameCount
		err := row.Scan(&g.Game, &g.Played)
		return g, err
	}, `SELECT game, COUNT(DISTINCT match_id) AS n FROM match_results
		WHERE account = $1 GROUP BY game ORDER BY n DESC, game`, account)
	if err != nil {
		return nil, fmt.Errorf("games played by account %s: %w", account, err)
	}
	return gs, nil
}

// spiritColumns are what scanSpiritRecord reads, in its order (r:
// spirit_records, a: accounts).
const spiritColumns = `r.account, a.name, r.spirit, r.adversary, r.level, r.match_id, r.at`

// scanSpiritRecord reads the spiritColumns of a row.
func scanSpiritRecord(row interface{ Scan(...any) error }) (SpiritRecord, error) {
	var r SpiritRecord
	var at int64
	err := row.Scan(&r.Account, &r.Name, &r.Spirit, &r.Adversary, &r.Level, &r.Match, &at)
	r.At = fromMillis(at)
	return r, err
}

// SpiritRecords lists an account's Spirit Island records, by spirit then
// adversary.
func (s *SQL) SpiritRecords(ctx context.Context, account string) ([]SpiritRecord, error) {
	rs, err := queryAll(ctx, s, scanSpiritRecord, `SELECT `+spiritColumns+`
		FROM spirit_records r JOIN accounts a ON a.id = r.account
		WHERE r.account = $1 ORDER BY r.spirit, r.adversary`, account)
	if err != nil {
		return nil, fmt.Errorf("spirit records of account %s: %w", account, err)
	}
	return rs, nil
}

// Leaderboard lists up to limit ratings at a game, the highest first.
func (s *SQL) Leaderboard(ctx context.Context, game string, limit int) ([]Rating, error) {
	if limit <= 0 {
		return nil, nil
	}
	rs, err := queryAll(ctx, s, scanRating, `SELECT r.account, a.name, r.game, r.mu, r.sigma, r.rating, r.games, r.updated
		FROM ratings r JOIN accounts a ON a.id = r.account
		WHERE r.game = $1 ORDER BY r.rating DESC, r.games DESC, a.name_key, r.account LIMIT $2`, game, limit)
	if err != nil {
		return nil, fmt.Errorf("leaderboard of %s: %w", game, err)
	}
	return rs, nil
}

// SpiritBoard lists up to limit Spirit Island records of all accounts, the
// highest level first.
func (s *SQL) SpiritBoard(ctx context.Context, limit int) ([]SpiritRecord, error) {
	if limit <= 0 {
		return nil, nil
	}
	rs, err := queryAll(ctx, s, scanSpiritRecord, `SELECT `+spiritColumns+`
		FROM spirit_records r JOIN accounts a ON a.id = r.account
		ORDER BY r.level DESC, CASE WHEN r.adversary = 'none' THEN 1 ELSE 0 END, r.at, a.name_key, r.spirit, r.adversary
		LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("spirit island records: %w", err)
	}
	return rs, nil
}
