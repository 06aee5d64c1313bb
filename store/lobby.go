package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"shima/match"
)

// maxIDs is how many ids go into one IN (…) list, well under the limits on
// parameters of both databases.
const maxIDs = 500

// lastActivity is when match m last changed: its last event, or its
// creation. (A move does not write the match's row: see SQL.start.)
const lastActivity = `COALESCE((SELECT e.at FROM events e WHERE e.match_id = m.id ORDER BY e.seq DESC LIMIT 1), m.updated)`

// summaryColumns selects what a Summary holds of a match m, its seats aside.
const summaryColumns = `m.id, m.config, m.created, ` + lastActivity + `, m.status,
	(SELECT COALESCE(MAX(e.seq), 0) FROM events e WHERE e.match_id = m.id)`

// ListOpen lists up to limit matches still playing that have an open person
// seat not yet claimed, newest first.
func (s *SQL) ListOpen(ctx context.Context, limit int) ([]Summary, error) {
	if limit <= 0 {
		return nil, nil
	}
	sums, err := s.summaries(ctx, `SELECT `+summaryColumns+` FROM matches m
		WHERE m.status = $1 AND EXISTS (SELECT 1 FROM seats s
			WHERE s.match_id = m.id AND s.kind = 'person' AND s.open = 1 AND s.claimed = 0)
		ORDER BY m.created DESC, m.id DESC LIMIT $2`, Playing, limit)
	if err != nil {
		return nil, fmt.Errorf("list open matches: %w", err)
	}
	return sums, nil
}

// Summaries returns the summaries of the matches of ids that exist, in the
// order of ids, each once.
func (s *SQL) Summaries(ctx context.Context, ids []string) ([]Summary, error) {
	byID := make(map[string]Summary)
	for chunk := range slices.Chunk(ids, maxIDs) {
		sums, err := s.summaries(ctx, `SELECT `+summaryColumns+` FROM matches m
			WHERE m.id IN (`+params(len(chunk))+`)`, anys(chunk)...)
		if err != nil {
			return nil, fmt.Errorf("summaries of %d matches: %w", len(ids), err)
		}
		for _, sum := range sums {
			byID[sum.ID] = sum
		}
	}
	var sums []Summary
	for _, id := range ids {
		if sum, ok := byID[id]; ok {
			sums = append(sums, sum)
			delete(byID, id)
		}
	}
	return sums, nil
}

// summaries runs query, which selects summaryColumns, and adds each match's
// seats (without token hashes), all as of one moment.
func (s *SQL) summaries(ctx context.Context, query string, args ...any) ([]Summary, error) {
	tx, err := s.db.BeginTx(ctx, snapshot)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	sums, err := scanSummaries(ctx, tx, query, args...)
	if err != nil {
		return nil, err
	}
	index := make(map[string]int, len(sums))
	ids := make([]string, len(sums))
	for i, sum := range sums {
		index[sum.ID], ids[i] = i, sum.ID
	}
	for chunk := range slices.Chunk(ids, maxIDs) {
		if err := addSeats(ctx, tx, sums, index, chunk); err != nil {
			return nil, err
		}
	}
	return sums, tx.Commit()
}

// scanSummaries runs query and reads its summaryColumns.
func scanSummaries(ctx context.Context, tx *sql.Tx, query string, args ...any) ([]Summary, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var sums []Summary
	for rows.Next() {
		var sum Summary
		var config string
		var created, updated int64
		if err := rows.Scan(&sum.ID, &config, &created, &updated, &sum.Status, &sum.Seq); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(config), &sum.Config); err != nil {
			return nil, fmt.Errorf("stored config of match %s: %w", sum.ID, err)
		}
		sum.Created, sum.Updated = fromMillis(created), fromMillis(updated)
		sums = append(sums, sum)
	}
	return sums, rows.Err()
}

// addSeats reads the seats of the matches ids and adds them to their
// summaries, found by index.
func addSeats(ctx context.Context, tx *sql.Tx, sums []Summary, index map[string]int, ids []string) error {
	rows, err := tx.QueryContext(ctx, `SELECT match_id, seat, name, claimed FROM seats
		WHERE match_id IN (`+params(len(ids))+`) ORDER BY match_id, seat`, anys(ids)...)
	if err != nil {
		return fmt.Errorf("seats: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var st Seat
		var claimed int
		if err := rows.Scan(&id, &st.Seat, &st.Name, &claimed); err != nil {
			return fmt.Errorf("seats: %w", err)
		}
		st.Claimed = claimed != 0
		sum := &sums[index[id]]
		sum.Seats = append(sum.Seats, st)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("seats: %w", err)
	}
	return nil
}

// params writes the placeholders $1, …, $n.
func params(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		if i > 1 {
			b.WriteString(", ")
		}
		b.WriteString("$" + strconv.Itoa(i))
	}
	return b.String()
}

// anys turns ids into query arguments.
func anys(ids []string) []any {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return args
}

// Abandon closes as Abandoned the matches still playing, without a clock,
// with an unclaimed person seat, and no event since before. The clock is
// in the config's JSON: the candidates are read, then each is closed in a
// transaction of its own that checks again it has had no event since, and
// still has a person seat unclaimed.
func (s *SQL) Abandon(ctx context.Context, before time.Time) ([]string, error) {
	ids, err := s.abandon(ctx, before)
	if err != nil {
		return ids, fmt.Errorf("abandon matches: %w", err)
	}
	return ids, nil
}

func (s *SQL) abandon(ctx context.Context, before time.Time) ([]string, error) {
	type candidate struct {
		id  string
		seq int
	}
	rows, err := s.db.QueryContext(ctx, `SELECT m.id, m.config, (SELECT COALESCE(MAX(e.seq), 0) FROM events e WHERE e.match_id = m.id)
		FROM matches m
		WHERE m.status = $1 AND `+lastActivity+` < $2 AND EXISTS (SELECT 1 FROM seats s
			WHERE s.match_id = m.id AND `+untaken+`)
		ORDER BY m.id`, Playing, millis(before))
	if err != nil {
		return nil, err
	}
	var candidates []candidate
	for rows.Next() {
		var c candidate
		var config string
		var cfg match.Config
		if err := rows.Scan(&c.id, &config, &c.seq); err != nil {
			rows.Close()
			return nil, err
		}
		if err := json.Unmarshal([]byte(config), &cfg); err == nil && cfg.Clock.PerMove == 0 {
			candidates = append(candidates, c) // a clock moves for the absent: it ends
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var ids []string
	for _, c := range candidates {
		ok, err := s.abandonOne(ctx, c.id, c.seq)
		if err != nil {
			return ids, err
		}
		if ok {
			ids = append(ids, c.id)
		}
	}
	return ids, nil
}

// untaken is the condition for a seat s to be a person seat nobody has
// taken: not claimed in the lobby, and no move or undo of its own (a person
// may play from an invite link without giving a name).
const untaken = `s.kind = 'person' AND s.claimed = 0
	AND NOT EXISTS (SELECT 1 FROM events p WHERE p.match_id = s.match_id AND p.seat = s.seat AND p.bot = '')`

// abandonable is the condition, on match $1, for Abandon to close it: no
// event after seq $2, and a person seat nobody has taken.
const abandonable = `NOT EXISTS (SELECT 1 FROM events e WHERE e.match_id = $1 AND e.seq > $2)
	AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = $1 AND ` + untaken + `)`

// abandonOne closes match id if it is still playing, has no event after
// seq and a person seat unclaimed: a move or a claim may have come since
// it was picked. The update locks the match's row, which Claim locks too;
// the condition is then checked again in a statement of its own, because
// under PostgreSQL's READ COMMITTED the update's subqueries read as of its
// start, before a claim it waited for committed. (A move committed on
// another node in the very instant may still go in: Append's insert reads
// the status without a lock. The move is kept, as the last of an
// abandoned match.)
func (s *SQL) abandonOne(ctx context.Context, id string, seq int) (bool, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE matches SET status = $3 WHERE id = $1 AND status = $4 AND `+abandonable,
		id, seq, Abandoned, Playing)
	if err != nil {
		return false, err
	}
	if oneRow(res, errNoRow) != nil {
		return false, nil // it moved, or someone came, meanwhile
	}
	var still int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM matches WHERE id = $1 AND `+abandonable, id, seq).Scan(&still); err != nil {
		return false, err
	}
	if still == 0 {
		return false, nil // rolled back: a claim or a move committed while the update waited
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM leases WHERE match_id = $1`, id); err != nil {
		return false, err
	}
	if err := s.notify(ctx, tx, Notice{Match: id, Seats: true}); err != nil {
		return false, err
	}
	return true, tx.Commit()
}
