package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"shima/engine"
	"shima/store"
)

// Chat (issue 36): in every match the players talk with the players, and
// the spectators apart from them, in two rooms that never mix: a seat's
// token speaks in the players' room as its seat and sees that room only;
// an invite or no token speaks and sees in the spectators' room. Lines are
// plain text, stored with the match (so they survive a restart and other
// nodes read them on the store's notice), and the players' lines go into
// the replay once the match is over.

// Limits of the chat.
const (
	chatMaxRunes = 300              // characters a line may hold
	chatNameMax  = 40               // characters of a spectator's name
	chatBurst    = 5                // lines a seat (or a spectator's connection) may say…
	chatWindow   = 10 * time.Second // …within this time
	chatKeep     = 100              // lines of each room a watcher gets on watching
)

// chatState is a loaded match's chat. Guarded by the match's l.mu.
type chatState struct {
	loaded bool
	// lines holds the last chatKeep lines of each room, in order of N.
	lines []store.ChatLine
	// said holds, by seat, when its recent lines were said.
	said map[int]*chatRate
}

var (
	errChatEmpty = badRequest("the line is empty: write something to say", "発言が空です。何か書いてください")
	errChatRoom  = newAPIError(http.StatusForbidden, "forbidden",
		"players and spectators talk apart: the players' chat is for a seat's token (everyone's once the match is over), the spectators' for anyone else",
		"プレイヤーと観戦者は別々に話します。プレイヤーのチャットは席のトークンで(対戦後は誰でも)、観戦者のチャットはそれ以外の人が読めます")
	errChatRate = newAPIError(http.StatusTooManyRequests, "rate_limited",
		fmt.Sprintf("too many lines: at most %d every %d seconds; wait a little", chatBurst, int(chatWindow/time.Second)),
		fmt.Sprintf("発言が多すぎます(%d秒に%d行まで)。少し待ってください", int(chatWindow/time.Second), chatBurst))
)

// cleanText is text as stored: control characters gone (line breaks and
// tabs become spaces), space trimmed at both ends.
func cleanText(text string) string {
	text = strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			return ' '
		case unicode.IsControl(r):
			return -1
		}
		return r
	}, text)
	return strings.TrimSpace(text)
}

// roomOf is the room client c talks in: a seat's, or the spectators'. Runs
// with the match's l.mu held.
func roomOf(c *client) string { return roomOfSeat(c.seat) }

// roomOfSeat is the room of a seat, or of a spectator.
func roomOfSeat(seat engine.Seat) string {
	if seat >= 0 {
		return store.RoomPlayers
	}
	return store.RoomSpectators
}

// handleChat answers GET /api/matches/{id}/chat?room=, for scripts: the
// last lines of a room, as a watch's chatlog gives them. The room is the
// token's (a seat's: the players'; none or an invite: the spectators'),
// and only that one: the players' room stays the players', over or not.
func (s *Server) handleChat(w http.ResponseWriter, r *http.Request) {
	l, seat, _, err := s.loadFor(r.Context(), r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	room := r.URL.Query().Get("room")
	switch {
	case room == "":
		room = roomOfSeat(seat)
	case room != store.RoomPlayers && room != store.RoomSpectators:
		s.writeError(w, r, badRequest("room must be players or spectators", "roomはplayersかspectatorsです"))
		return
	case room != roomOfSeat(seat):
		s.writeError(w, r, errChatRoom)
		return
	}
	lines, err := s.store.Chat(r.Context(), l.id, room, chatKeep)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"room": room, "lines": orEmpty(lines)})
}

// chatRate is when the recent lines of one speaker (a seat, or a
// spectator's connection) were said.
type chatRate []time.Time

// allow notes a line said now, and reports whether it is within the rate
// (else nothing is noted).
func (r *chatRate) allow(now time.Time) bool {
	kept := (*r)[:0]
	for _, at := range *r {
		if now.Sub(at) < chatWindow {
			kept = append(kept, at)
		}
	}
	*r = kept
	if len(kept) >= chatBurst {
		return false
	}
	*r = append(kept, now)
	return true
}

// takeBack forgets the line allow noted last (it was not stored).
func (r *chatRate) takeBack() { *r = (*r)[:len(*r)-1] }

// say stores c's line in its room and sends it to every watcher of that
// room, or tells c why not (nothing stored).
func (s *Server) say(c *client, msg clientMessage) error {
	l := c.watching()
	switch {
	case l == nil:
		return badRequest("watch a match first", "先に対戦をwatchしてください")
	case s.stopping():
		return errClosing
	}
	text := cleanText(msg.Text)
	switch n := utf8.RuneCountInString(text); {
	case n == 0:
		return errChatEmpty
	case n > chatMaxRunes:
		return badRequest(fmt.Sprintf("a line holds at most %d characters; this one has %d", chatMaxRunes, n),
			fmt.Sprintf("1行は%d文字までです(この行は%d文字)", chatMaxRunes, n))
	}
	name := cleanText(msg.Name)
	if n := utf8.RuneCountInString(name); n > chatNameMax {
		return badRequest(fmt.Sprintf("a name holds at most %d characters; this one has %d", chatNameMax, n),
			fmt.Sprintf("名前は%d文字までです(この名前は%d文字)", chatNameMax, n))
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if c.l != l { // watching another match meanwhile
		return badRequest("watch a match first", "先に対戦をwatchしてください")
	}
	now := s.now()
	line := store.ChatLine{Room: roomOf(c), Seat: -1, Name: name, Text: text, At: now}
	rate := &c.said
	if line.Room == store.RoomPlayers {
		line.Seat, line.Name = int(c.seat), l.seats[c.seat].Name
		if l.chat.said == nil {
			l.chat.said = map[int]*chatRate{}
		}
		if rate = l.chat.said[line.Seat]; rate == nil {
			rate = &chatRate{}
			l.chat.said[line.Seat] = rate
		}
	}
	if !rate.allow(now) {
		return errChatRate
	}
	// A spectator's connections are as many as they like: their address
	// has the allowance of one speaker, whatever they open.
	if line.Room == store.RoomSpectators && !s.spectatorChat.allow(c.addr, now, 1) {
		rate.takeBack()
		return errChatRate
	}
	s.loadChat(l) // first, so that the line is not read back as new
	line, err := s.store.AppendChat(context.Background(), l.id, line)
	if err != nil {
		rate.takeBack() // not said after all
		return err
	}
	s.tellChat(l, []store.ChatLine{line})
	return nil
}

// loadChat reads l's chat from the store once, to hand watchers its last
// lines. Runs with l.mu held.
func (s *Server) loadChat(l *live) {
	if l.chat.loaded {
		return
	}
	lines, err := s.readChat(l.id)
	if err != nil {
		s.log.Error("read the chat", "match", l.id, "err", err)
		return
	}
	l.chat.lines, l.chat.loaded = lines, true
}

// readChat reads the last chatKeep lines of each room of match id, in order.
func (s *Server) readChat(id string) ([]store.ChatLine, error) {
	var lines []store.ChatLine
	for _, room := range []string{store.RoomPlayers, store.RoomSpectators} {
		some, err := s.store.Chat(context.Background(), id, room, chatKeep)
		if err != nil {
			return nil, err
		}
		lines = append(lines, some...)
	}
	sortLines(lines)
	return lines, nil
}

// sortLines puts lines in order of N.
func sortLines(lines []store.ChatLine) {
	slices.SortFunc(lines, func(a, b store.ChatLine) int { return a.N - b.N })
}

// tellChat adds new lines to l's chat and sends each to the watchers of
// its room. Runs with l.mu held.
func (s *Server) tellChat(l *live, lines []store.ChatLine) {
	for _, line := range lines {
		l.chat.lines = append(l.chat.lines, line)
		msg, _ := json.Marshal(map[string]any{"type": "chat", "line": line})
		for c := range l.watchers {
			if roomOf(c) == line.Room {
				c.queue(msg)
			}
		}
	}
	sortLines(l.chat.lines)
	// Keep the last chatKeep of each room.
	count := map[string]int{}
	var keep []store.ChatLine
	for i := len(l.chat.lines) - 1; i >= 0; i-- {
		if line := l.chat.lines[i]; count[line.Room] < chatKeep {
			count[line.Room]++
			keep = append(keep, line)
		}
	}
	slices.Reverse(keep)
	l.chat.lines = keep
}

// sendChatLog sends c the last lines of its room, as it starts watching l:
// a "chatlog" message, which replaces whatever lines c had. Runs with l.mu
// held.
func (s *Server) sendChatLog(l *live, c *client) {
	s.loadChat(l)
	room := roomOf(c)
	lines := []store.ChatLine{}
	for _, line := range l.chat.lines {
		if line.Room == room {
			lines = append(lines, line)
		}
	}
	msg, _ := json.Marshal(map[string]any{"type": "chatlog", "room": room, "lines": lines})
	c.queue(msg)
}

// chatNotice reads again the chat of l, where another node said a line, and
// sends the watchers the lines they have not had. Runs without l.mu.
func (s *Server) chatNotice(l *live) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.chat.loaded {
		return // read whole when someone watches
	}
	lines, err := s.readChat(l.id)
	if err != nil {
		s.log.Error("read the chat", "match", l.id, "err", err)
		return
	}
	had := map[int]bool{}
	oldest, count := map[string]int{}, map[string]int{}
	for _, line := range l.chat.lines {
		had[line.N] = true
		if count[line.Room]++; count[line.Room] == 1 {
			oldest[line.Room] = line.N
		}
	}
	var fresh []store.ChatLine
	for _, line := range lines {
		// A line before the oldest of a full room was dropped as old; any
		// other not had is new here (said on another node, maybe before a
		// line said here).
		if !had[line.N] && (count[line.Room] < chatKeep || line.N > oldest[line.Room]) {
			fresh = append(fresh, line)
		}
	}
	s.tellChat(l, fresh)
}

// chatStep is a players' line as the replay gives it, with the step of the
// replay (the frame) it was said at: the last move made before it.
type chatStep struct {
	store.ChatLine
	Step int `json:"step"`
}

// replayChat is the players' chat of l, over, for its replay, each line with
// its step among frames. Runs with l.mu held.
func (s *Server) replayChat(ctx context.Context, l *live, frameSeqs []int) ([]chatStep, error) {
	lines, err := s.store.Chat(ctx, l.id, store.RoomPlayers, 0)
	if err != nil {
		return nil, err
	}
	at := map[int]time.Time{}
	for _, ev := range l.m.Events() {
		at[ev.Seq] = ev.At
	}
	out := []chatStep{}
	for _, line := range lines {
		step := 0
		for k, seq := range frameSeqs {
			if k > 0 && !at[seq].After(line.At) {
				step = k
			}
		}
		out = append(out, chatStep{line, step})
	}
	return out, nil
}
