package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"
)

// Chat rooms: players talk with players, spectators apart from them.
const (
	RoomPlayers    = "players"
	RoomSpectators = "spectators"
)

// ChatLine is a line said in a match's chat (table chat).
type ChatLine struct {
	// N numbers the line in the match's chat, from 1, both rooms together.
	N    int    `json:"n"`
	Room string `json:"room"` // RoomPlayers or RoomSpectators
	// Seat is the speaker's seat in RoomPlayers, -1 in RoomSpectators.
	Seat int `json:"seat"`
	// Name is the seat's name as it was, or the name a spectator gave;
	// "" for none (clients then say "Seat n" or "Spectator").
	Name string    `json:"name"`
	Text string    `json:"text"` // plain text, never markup
	At   time.Time `json:"at"`
}

// chatTries bounds AppendChat's attempts when other nodes take the next
// number first.
const chatTries = 10

// AppendChat stores line as the next line of match id's chat and returns it
// numbered; the dialect's Notify tells the other nodes (Notice.Chat), in the
// same transaction. ErrNotFound: no such match.
func (s *SQL) AppendChat(ctx context.Context, id string, line ChatLine) (ChatLine, error) {
	if line.Room != RoomPlayers && line.Room != RoomSpectators {
		return line, fmt.Errorf("chat of match %s: no room %q", id, line.Room)
	}
	for range chatTries {
		n, err := s.appendChat(ctx, id, line)
		switch {
		case err == nil:
			line.N = n
			return line, nil
		case !errors.Is(err, ErrConflict):
			return line, fmt.Errorf("chat of match %s: %w", id, err)
		}
	}
	return line, fmt.Errorf("chat of match %s: %w", id, ErrConflict)
}

// appendChat is one attempt of AppendChat: ErrConflict when another line
// took the number meanwhile.
func (s *SQL) appendChat(ctx context.Context, id string, line ChatLine) (int, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var n int
	err = tx.QueryRowContext(ctx, `INSERT INTO chat (match_id, n, room, seat, name, text, at)
		SELECT $1, COALESCE((SELECT MAX(n) FROM chat WHERE match_id = $1), 0) + 1, $2, $3, $4, $5, $6
		WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1)
		ON CONFLICT (match_id, n) DO NOTHING
		RETURNING n`, id, line.Room, line.Seat, line.Name, line.Text, millis(line.At)).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		tx.Rollback()
		if err := s.exists(ctx, id); err != nil {
			return 0, err
		}
		return 0, ErrConflict
	}
	if err != nil {
		return 0, err
	}
	if err := s.notify(ctx, tx, Notice{Match: id, Chat: n}); err != nil {
		return 0, err
	}
	return n, tx.Commit()
}

// Chat returns the last limit lines (every line for limit 0 or less) of
// room in match id's chat, in order; none for an unknown match.
func (s *SQL) Chat(ctx context.Context, id, room string, limit int) ([]ChatLine, error) {
	if limit <= 0 {
		limit = math.MaxInt32
	}
	rows, err := s.db.QueryContext(ctx, `SELECT n, room, seat, name, text, at FROM chat
		WHERE match_id = $1 AND room = $2 ORDER BY n DESC LIMIT $3`, id, room, limit)
	if err != nil {
		return nil, fmt.Errorf("read the chat of match %s: %w", id, err)
	}
	defer rows.Close()
	var lines []ChatLine
	for rows.Next() {
		var l ChatLine
		var at int64
		if err := rows.Scan(&l.N, &l.Room, &l.Seat, &l.Name, &l.Text, &at); err != nil {
			return nil, fmt.Errorf("read the chat of match %s: %w", id, err)
		}
		l.At = fromMillis(at)
		lines = append(lines, l)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read the chat of match %s: %w", id, err)
	}
	slices.Reverse(lines)
	return lines, nil
}
