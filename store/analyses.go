package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"shima/analysis"
)

// BeginAnalysis takes the analysis of match id for node, unless it is
// finished or another node works on it and saved its progress at stale or
// after: it begins one with bot and steps where there is none, keeps
// node's own, and takes over one whose node stopped (its last save before
// stale). It returns the analysis as it stands, to resume from (nothing
// analysed yet when the one taken over was made with another bot), and
// whether node holds it. A match not over gives ErrNotOver, an unknown one
// ErrNotFound.
func (s *SQL) BeginAnalysis(ctx context.Context, id, node, bot string, steps int, now, stale time.Time) (Analysis, bool, error) {
	a, held, err := s.beginAnalysis(ctx, id, node, bot, steps, now, stale)
	if err != nil {
		return Analysis{}, false, fmt.Errorf("begin the analysis of match %s: %w", id, err)
	}
	return a, held, nil
}

func (s *SQL) beginAnalysis(ctx context.Context, id, node, bot string, steps int, now, stale time.Time) (Analysis, bool, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return Analysis{}, false, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO analyses (match_id, bot, steps, chances, costly, node, updated)
		SELECT $1, $2, $3, '[]', '[]', $4, $5 WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1 AND status = '`+Over+`')
		ON CONFLICT (match_id) DO UPDATE SET node = excluded.node, updated = excluded.updated, steps = excluded.steps,
			chances = CASE WHEN analyses.bot = excluded.bot THEN analyses.chances ELSE '[]' END, bot = excluded.bot
		WHERE analyses.node <> '' AND (analyses.node = excluded.node OR analyses.updated < $6)`,
		id, bot, steps, node, millis(now), millis(stale))
	if err != nil {
		return Analysis{}, false, err
	}
	held := oneRow(res, errNoRow) == nil
	a, err := loadAnalysis(ctx, tx, id)
	if errors.Is(err, ErrNotFound) {
		var status string
		switch err := tx.QueryRowContext(ctx, `SELECT status FROM matches WHERE id = $1`, id).Scan(&status); {
		case errors.Is(err, sql.ErrNoRows):
			return Analysis{}, false, ErrNotFound
		case err != nil:
			return Analysis{}, false, err
		}
		return Analysis{}, false, ErrNotOver
	}
	if err != nil {
		return Analysis{}, false, err
	}
	return a, held, tx.Commit()
}

// SaveAnalysis stores node's progress with the analysis of match id: the
// chances of the steps analysed so far and, once they are all there, the
// costly moves, which finishes it. It returns ErrConflict when node does
// not hold the analysis (another node took it over, or it is finished).
func (s *SQL) SaveAnalysis(ctx context.Context, id, node string, r analysis.Result, now time.Time) error {
	chances, err := json.Marshal(orNone(r.Chances))
	if err != nil {
		return err
	}
	costly, err := json.Marshal(orNone(r.Costly))
	if err != nil {
		return err
	}
	res, err := s.db.ExecContext(ctx, `UPDATE analyses SET chances = $3, costly = $4, updated = $5,
		node = CASE WHEN steps = $6 THEN '' ELSE node END
		WHERE match_id = $1 AND node = $2 AND node <> ''`, id, node, string(chances), string(costly), millis(now), len(r.Chances))
	if err == nil {
		err = oneRow(res, ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("save the analysis of match %s: %w", id, err)
	}
	return nil
}

// orNone is xs, or an empty slice for nil: stored as [], not null.
func orNone[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}

// LoadAnalysis returns the analysis of match id as it stands, or
// ErrNotFound when none has begun.
func (s *SQL) LoadAnalysis(ctx context.Context, id string) (Analysis, error) {
	a, err := loadAnalysis(ctx, s.db, id)
	if err != nil {
		return Analysis{}, fmt.Errorf("load the analysis of match %s: %w", id, err)
	}
	return a, nil
}

func loadAnalysis(ctx context.Context, q querier, id string) (Analysis, error) {
	var a Analysis
	var chances, costly string
	var updated int64
	err := q.QueryRowContext(ctx, `SELECT bot, steps, chances, costly, node, updated FROM analyses WHERE match_id = $1`, id).
		Scan(&a.Bot, &a.Steps, &chances, &costly, &a.Node, &updated)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Analysis{}, ErrNotFound
	case err != nil:
		return Analysis{}, err
	}
	if err := json.Unmarshal([]byte(chances), &a.Chances); err != nil {
		return Analysis{}, fmt.Errorf("stored chances: %w", err)
	}
	if err := json.Unmarshal([]byte(costly), &a.Costly); err != nil {
		return Analysis{}, fmt.Errorf("stored costly moves: %w", err)
	}
	if len(a.Chances) == 0 {
		a.Chances = nil
	}
	if len(a.Costly) == 0 {
		a.Costly = nil
	}
	a.Updated = fromMillis(updated)
	return a, nil
}
