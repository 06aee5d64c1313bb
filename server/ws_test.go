package server

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/coder/websocket"
)

// A move sent over one WebSocket reaches the other players' connections.
func TestWebSocketPlay(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	a := dial(t, ts, c.ID, c.Seats[0].Token)
	b := dial(t, ts, c.ID, c.Seats[1].Token)
	spectator := dial(t, ts, c.ID, "")
	first := a.snapshotAt(t, 0)
	if first.Viewer != 0 || len(first.Legal) == 0 || first.LogSince != 0 {
		t.Fatalf("first snapshot %+v", first)
	}
	waitFor(t, "both seats connected", func() bool {
		s := ts.snapshot(t, c.ID, "")
		return s.Seats[0].Connected && s.Seats[1].Connected && !s.Seats[2].Connected
	})
	a.send(t, map[string]any{"type": "move", "id": "m1", "seq": 0, "action": first.Legal[0].Action})
	ack := a.next(t, "ack")
	if string(ack["id"]) != `"m1"` || string(ack["seq"]) != "1" {
		t.Fatalf("ack %v", ack)
	}
	for _, cl := range []*wsClient{b, spectator} {
		s := cl.snapshotAt(t, 1)
		if len(s.Log) != 1 || s.LogSince == 0 && len(s.Log) != 1 {
			t.Fatalf("the others' snapshot after the move: %+v", s)
		}
	}
	// Illegal, stale and out-of-turn moves are refused with a reason.
	b.send(t, map[string]any{"type": "move", "id": "m2", "seq": 0, "action": first.Legal[0].Action})
	if e := b.next(t, "error"); string(e["code"]) != `"stale"` || string(e["id"]) != `"m2"` {
		t.Fatalf("stale move: %v", e)
	}
	spectator.send(t, map[string]any{"type": "move", "id": "m3", "seq": 1, "action": 1})
	if e := spectator.next(t, "error"); string(e["code"]) != `"forbidden"` {
		t.Fatalf("spectator move: %v", e)
	}
	a.send(t, map[string]any{"type": "bogus"})
	if e := a.next(t, "error"); string(e["code"]) != `"bad_request"` {
		t.Fatalf("bogus message: %v", e)
	}
	a.send(t, map[string]any{"type": "lang", "lang": "ja"})
	s := a.snapshotAt(t, 1)
	if s.LogSince != 0 || len(s.Log) != 1 || !hasJapanese(s.Log[0].Text) {
		t.Fatalf("after switching to Japanese: %+v", s.Log)
	}
}

// A WebSocket from another site's page is refused with the API's JSON
// error, in the user's language; so is a request that is no WebSocket.
func TestWebSocketRefusesOtherOrigins(t *testing.T) {
	ts := newTestServer(t, nil)
	_, resp, err := websocket.Dial(context.Background(), "ws"+strings.TrimPrefix(ts.url, "http")+"/ws",
		&websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"https://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("a cross-origin WebSocket was accepted: %v", err)
	}
	for _, tc := range []struct {
		origin, upgrade string
		status          int
	}{
		{"https://evil.example", "websocket", http.StatusForbidden},
		{"http://" + strings.TrimPrefix(ts.url, "http://") + ".evil.example", "websocket", http.StatusForbidden},
		{"", "", http.StatusUpgradeRequired},
	} {
		req, _ := http.NewRequest("GET", ts.url+"/ws?lang=ja", nil)
		if tc.upgrade != "" {
			req.Header.Set("Connection", "Upgrade")
			req.Header.Set("Upgrade", tc.upgrade)
			req.Header.Set("Sec-WebSocket-Version", "13")
			req.Header.Set("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
		}
		if tc.origin != "" {
			req.Header.Set("Origin", tc.origin)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var e apiErr
		body := readAll(resp)
		if err := json.Unmarshal([]byte(body), &e); err != nil || resp.StatusCode != tc.status || !hasJapanese(e.Error) {
			t.Errorf("origin %q: %d %q", tc.origin, resp.StatusCode, body)
		}
	}
}

func TestWebSocketWatchErrors(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	w := dial(t, ts, "nosuchmatch", "")
	if e := w.next(t, "error"); string(e["code"]) != `"not_found"` {
		t.Fatalf("unknown match: %v", e)
	}
	w.send(t, map[string]any{"type": "watch", "match": c.ID, "token": strings.Repeat("f", 32)})
	if e := w.next(t, "error"); string(e["code"]) != `"forbidden"` {
		t.Fatalf("wrong token: %v", e)
	}
	// A refused watch answers in the language it asks for.
	for _, bad := range []map[string]any{{"match": "nosuchmatch"}, {"match": c.ID, "token": strings.Repeat("f", 32)}} {
		bad["type"], bad["lang"] = "watch", "ja"
		w.send(t, bad)
		var reason string
		json.Unmarshal(w.next(t, "error")["error"], &reason)
		if !hasJapanese(reason) {
			t.Fatalf("a refused watch with lang ja: %q", reason)
		}
	}
	w.send(t, map[string]any{"type": "lang", "lang": "en"})
	w.send(t, map[string]any{"type": "watch", "match": "nosuchmatch"})
	var reason string
	if json.Unmarshal(w.next(t, "error")["error"], &reason); hasJapanese(reason) {
		t.Fatalf("after lang en, unwatched: %q", reason)
	}
	if err := w.conn.Write(context.Background(), websocket.MessageText, []byte("not json")); err != nil {
		t.Fatal(err)
	}
	var e map[string]json.RawMessage = w.next(t, "error")
	if string(e["code"]) != `"bad_request"` {
		t.Fatalf("not json: %v", e)
	}
}

// The server closes its end of a WebSocket whose client vanished without a
// closing handshake, at once: not when the garbage collector gets round to
// it, by which time a busy server has run out of file descriptors.
func TestVanishedClientsReleaseTheirSockets(t *testing.T) {
	fds := func() int {
		entries, err := os.ReadDir("/proc/self/fd")
		if err != nil {
			t.Skip("no /proc/self/fd to count open files")
		}
		return len(entries)
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // no finalizer may close them for us
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	dial(t, ts, c.ID, "").snapshotAt(t, 0) // the server's own files are open now
	before := fds()
	var clients []*wsClient
	for range 40 {
		cl := dial(t, ts, c.ID, "")
		cl.snapshotAt(t, 0)
		clients = append(clients, cl)
	}
	if open := fds(); open < before+80 {
		t.Fatalf("%d files open with 40 more connections, %d before", open, before)
	}
	for _, cl := range clients {
		cl.conn.CloseNow()
	}
	waitFor(t, "the server to close the vanished clients' sockets", func() bool { return fds() <= before+2 })
}
