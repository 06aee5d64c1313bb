package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/coder/websocket"

	"shima/engine"
	"shima/match"
)

// client is one WebSocket connection: it watches one match at a time.
// seat, lang and logSeq are guarded by the mutex of the match watched.
type client struct {
	send   chan []byte // messages to write; the writer drops a client that falls behind
	l      *live
	seat   engine.Seat
	invite int // the seat whose invite c holds, taken by nobody yet; -1 for none
	lang   engine.Lang
	logSeq int      // log entries sent so far reach this seq
	said   chatRate // a spectator's recent chat lines (chat.go)
	addr   string   // the client's address: spectators' lines are limited by it too
	gone   chan struct{}
}

// clientMessage is anything a browser sends (API.md, "WebSocket").
type clientMessage struct {
	Type   string         `json:"type"`
	ID     string         `json:"id"`
	Match  string         `json:"match"`
	Token  string         `json:"token"`
	Lang   string         `json:"lang"`
	Seq    *int           `json:"seq"`
	Action *engine.Action `json:"action"`
	Text   string         `json:"text"`
	Seat   *int           `json:"seat"`
	Bot    *string        `json:"bot"`
	Name   string         `json:"name"` // a spectator's name in the chat
}

// sendBuffer is how many messages may wait for a slow client before it is dropped.
const sendBuffer = 64

func (s *Server) handleWS(w http.ResponseWriter, r *http.Request) {
	if s.stopping() {
		s.writeError(w, r, errClosing)
		return
	}
	// Accept checks these too, but answers in plain English text.
	if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		s.writeError(w, r, errNotWebSocket)
		return
	}
	if !ownOrigin(r) {
		s.writeError(w, r, errOrigin)
		return
	}
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered
	}
	// A read that fails because the client vanished leaves the socket
	// open; without this it would wait for the garbage collector.
	defer conn.CloseNow()
	conn.SetReadLimit(maxBody)
	c := &client{send: make(chan []byte, sendBuffer), seat: engine.Spectator, invite: -1, lang: langOf(r), addr: clientAddr(r), gone: make(chan struct{})}
	s.work.Add(1)
	s.metrics.clients.Inc()
	defer func() {
		s.unwatch(c)
		s.metrics.clients.Dec()
		s.work.Done()
	}()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		select {
		case <-s.stop:
			conn.Close(websocket.StatusGoingAway, "server shutting down")
		case <-c.gone:
			conn.Close(websocket.StatusPolicyViolation, "too slow")
		case <-ctx.Done():
		}
	}()
	go s.writeLoop(ctx, conn, c)
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return
		}
		var msg clientMessage
		if err := json.Unmarshal(data, &msg); err != nil {
			c.reply(s, "", jsonError(err))
			continue
		}
		s.handleMessage(c, msg)
	}
}

// writeLoop writes c's messages and pings, until the connection ends.
func (s *Server) writeLoop(ctx context.Context, conn *websocket.Conn, c *client) {
	ping := time.NewTicker(30 * time.Second)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case msg := <-c.send:
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Write(wctx, websocket.MessageText, msg)
			cancel()
			if err != nil {
				conn.Close(websocket.StatusInternalError, "write failed")
				return
			}
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Ping(pctx)
			cancel()
			if err != nil {
				conn.Close(websocket.StatusGoingAway, "no pong")
				return
			}
		}
	}
}

// queue hands msg to the writer, or drops the client if it has fallen behind.
func (c *client) queue(msg []byte) {
	select {
	case c.send <- msg:
	default:
		select {
		case <-c.gone:
		default:
			close(c.gone)
		}
	}
}

func (c *client) reply(s *Server, id string, err error) {
	if err == nil {
		return
	}
	ae := s.classify(err)
	msg, _ := json.Marshal(map[string]string{"type": "error", "id": id, "code": ae.code, "error": ae.text.In(c.lang)})
	c.queue(msg)
}

// snapshotKey is what a client's snapshot message depends on.
type snapshotKey struct {
	seat   engine.Seat
	invite int
	lang   engine.Lang
	logSeq int
}

// sendSnapshot queues c's snapshot of l, with the log entries it lacks. made
// holds the messages made so far for this state of l (nil: none kept), by
// what they depend on. Runs with l.mu held.
func (c *client) sendSnapshot(s *Server, l *live, made map[snapshotKey][]byte) {
	key := snapshotKey{c.seat, c.invite, c.lang, c.logSeq}
	msg, ok := made[key]
	if !ok {
		var err error
		if msg, err = encodeSnapshot(s.snapshot(l, c.seat, c.invite, c.lang, c.logSeq)); err != nil {
			s.log.Error("marshal snapshot", "match", l.m.ID, "err", err)
			return
		}
		if made != nil {
			made[key] = msg
		}
	}
	c.logSeq = l.m.Seq()
	c.queue(msg)
}

// encodeSnapshot writes the message that carries sn. The view is the
// game's JSON, made once for every client of the seat: it goes in as it is,
// where encoding/json would check and compact it again for each message.
func encodeSnapshot(sn snapshotJSON) ([]byte, error) {
	view := sn.View
	if len(view) == 0 {
		view = []byte("null") // as encoding/json writes a view that could not be made
	}
	sn.View = nil
	msg, err := json.Marshal(struct {
		Type     string       `json:"type"`
		Snapshot snapshotJSON `json:"snapshot"`
	}{"snapshot", sn})
	if err != nil {
		return nil, err
	}
	// Before "view" come only numbers, strings and the seats' fields, so
	// the first key of that name is the snapshot's own.
	const null = `"view":null`
	i := bytes.Index(msg, []byte(null))
	if i < 0 {
		return nil, errors.New("the snapshot has no view to put in")
	}
	i += len(null) - len("null")
	return slices.Concat(msg[:i], view, msg[i+len("null"):]), nil
}

func (s *Server) handleMessage(c *client, msg clientMessage) {
	switch msg.Type {
	case "watch":
		c.reply(s, msg.ID, s.watch(c, msg))
	case "lang":
		lang, err := engine.ParseLang(msg.Lang)
		if err != nil {
			c.reply(s, msg.ID, badRequest("lang must be ja or en", "langはjaかenです"))
			return
		}
		c.setLang(lang)
		if l := c.watching(); l != nil {
			l.mu.Lock()
			c.logSeq = 0
			c.sendSnapshot(s, l, nil)
			l.mu.Unlock()
		}
	case "move", "undo", "hand":
		c.reply(s, msg.ID, s.wsAct(c, msg))
	case "hint":
		c.reply(s, msg.ID, s.hint(c, msg))
	case "chat":
		c.reply(s, msg.ID, s.say(c, msg))
	default:
		c.reply(s, msg.ID, badRequest("unknown message type "+msg.Type, "不明なメッセージの種類です: "+msg.Type))
	}
}

// setLang sets the language of c's messages. Runs on c's reading goroutine.
func (c *client) setLang(lang engine.Lang) {
	if l := c.l; l != nil {
		l.mu.Lock()
		defer l.mu.Unlock()
	}
	c.lang = lang
}

// watching is the match c watches, or nil.
func (c *client) watching() *live { return c.l }

// watch makes c watch a match as the seat of its token, or as a spectator.
func (s *Server) watch(c *client, msg clientMessage) error {
	if lang, err := engine.ParseLang(msg.Lang); err == nil {
		c.setLang(lang) // first, so that a refusal is in that language too
	}
	l, err := s.load(context.Background(), msg.Match)
	if err != nil {
		return err
	}
	seat, invite, err := s.viewerOf(context.Background(), l, msg.Token)
	if err != nil {
		return err
	}
	s.unwatch(c)
	l.mu.Lock()
	if l.gone { // unloaded meanwhile: load it again
		l.mu.Unlock()
		return s.watch(c, msg)
	}
	defer l.mu.Unlock()
	c.l, c.seat, c.invite, c.logSeq = l, seat, invite, 0
	if l.watchers == nil {
		l.watchers = map[*client]struct{}{}
	}
	l.watchers[c] = struct{}{}
	s.broadcast(l) // the others see the seat connected; c gets its first snapshot
	s.sendChatLog(l, c)
	return nil
}

// unwatch stops c watching its match.
func (s *Server) unwatch(c *client) {
	l := c.l
	if l == nil {
		return
	}
	l.mu.Lock()
	delete(l.watchers, c)
	c.l = nil
	if c.seat >= 0 {
		s.broadcast(l) // the seat may now show as disconnected
	}
	l.mu.Unlock()
}

// wsAct plays a move, an undo or a hand-over for c's seat and acknowledges it.
func (s *Server) wsAct(c *client, msg clientMessage) error {
	s.playing.begin() // the analyses wait, from the message to its acknowledgement
	defer s.playing.end()
	l := c.watching()
	if l == nil {
		return badRequest("watch a match first", "先に対戦をwatchしてください")
	}
	switch {
	case c.invite >= 0:
		return errClaimFirst
	case c.seat < 0:
		return errForbidden
	}
	if s.stopping() {
		return errClosing
	}
	seq := -1
	if msg.Seq != nil {
		seq = *msg.Seq
	} else if msg.Type != "hand" {
		return badRequest(`"seq" is missing`, `"seq"がありません`)
	}
	mover := engine.Spectator
	if msg.Type == "move" {
		mover = c.seat
	}
	ev, err := s.submit(context.Background(), l, seq, mover, func(m *match.Match, at time.Time) (match.Event, error) {
		switch msg.Type {
		case "move":
			if (msg.Action == nil) == (msg.Text == "") {
				return match.Event{}, badRequest(`a move needs "action" or "text"`, `手には"action"か"text"が必要です`)
			}
			a, err := actionOf(m, c.seat, msg.Action, msg.Text)
			if err != nil {
				return match.Event{}, err
			}
			return m.Move(c.seat, a, at)
		case "undo":
			return m.Undo(c.seat, at)
		}
		if msg.Seat == nil || msg.Bot == nil {
			return match.Event{}, badRequest(`hand needs "seat" and "bot"`, `handには"seat"と"bot"が必要です`)
		}
		return s.handOver(m, c.seat, engine.Seat(*msg.Seat), *msg.Bot, at)
	})
	if err != nil {
		return err
	}
	ack, _ := json.Marshal(map[string]any{"type": "ack", "id": msg.ID, "seq": ev.Seq})
	c.queue(ack)
	return nil
}
