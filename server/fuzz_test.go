package server

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/coder/websocket"
)

// fuzzPost checks one request body sent to path as the seat to move: the
// server answers below 500 and a refused request changes nothing.
func fuzzPost(t *testing.T, ts *testServer, c created, path, body string) {
	before := ts.snapshot(t, c.ID, "")
	if before.Over {
		t.Skip("the match is over")
	}
	req, _ := http.NewRequest("POST", ts.url+path, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+c.Seats[before.ToMove[0]].Token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode >= 500 {
		t.Fatalf("%s %q: status %d", path, body, resp.StatusCode)
	}
	if resp.StatusCode != 200 && ts.snapshot(t, c.ID, "").Seq != before.Seq {
		t.Fatalf("%s %q was refused but changed the match", path, body)
	}
}

func FuzzMove(f *testing.F) {
	for _, s := range []string{`{"seq":0,"action":131850}`, `{"seq":0,"text":"islands 3 and 5"}`, `{"seq":-1}`, `{`, `[]`,
		`{"seq":0,"action":-1}`, `{"seq":1e99,"action":1}`, `null`, `{"seq":0,"text":"生贄でダイス1を6に"}`} {
		f.Add(s)
	}
	ts := newTestServer(f, nil)
	c := ts.create(f, "person", "person", "person")
	f.Fuzz(func(t *testing.T, body string) { fuzzPost(t, ts, c, "/api/matches/"+c.ID+"/moves", body) })
}

func FuzzUndoAndHand(f *testing.F) {
	for _, s := range []string{`{"seq":0}`, `{"bot":"greedy"}`, `{"bot":""}`, `{"bot":"mcts:9999999999"}`, `{"seq":"x"}`} {
		f.Add(s, true)
		f.Add(s, false)
	}
	ts := newTestServer(f, nil)
	c := ts.create(f, "person", "person", "person")
	f.Fuzz(func(t *testing.T, body string, undo bool) {
		path := "/api/matches/" + c.ID + "/seats/1/bot"
		if undo {
			path = "/api/matches/" + c.ID + "/undo"
		}
		fuzzPost(t, ts, c, path, body)
	})
}

// Whatever the body of a lobby request, the server answers below 500.
func FuzzLobby(f *testing.F) {
	for _, s := range []string{
		`{"game":"micronesia","seats":[{"kind":"person"},{"kind":"person"},{"kind":"bot","bot":"greedy"}]}`,
		`{"game":"micronesia","seats":[{"kind":"person","open":true},{"kind":"person"},{"kind":"person"}],"clock":{"per_move":"1h"},"seat":1,"name":"A"}`,
		`{"game":"micronesia","seats":[],"seat":-1}`, `{"clock":{"per_move":"-5m"}}`, `{"tokens":[{"match":"x","token":"y"}]}`, `{"name":"\u0000"}`,
	} {
		f.Add(s, 0)
		f.Add(s, 1)
		f.Add(s, 2)
	}
	ts := newTestServer(f, nil)
	ts.limiter, ts.mineLimiter = newLimiter(1e9, 1e9), newLimiter(1e9, 1e9)
	c := ts.create(f, "person", "open", "person")
	f.Fuzz(func(t *testing.T, body string, which int) {
		path := []string{"/api/matches", "/api/matches/mine", "/api/matches/" + c.ID + "/seats/1/claim"}[uint(which)%3]
		resp, err := http.Post(ts.url+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			t.Fatalf("%s %q: status %d", path, body, resp.StatusCode)
		}
	})
}

// FuzzWebSocket sends any message over a WebSocket watching a match as the
// seat to move: the server answers every message (an error, or an ack and
// snapshots), keeps the connection, shows no Go error text, and a message
// it does not acknowledge changes nothing.
func FuzzWebSocket(f *testing.F) {
	for _, s := range []string{
		`{"type":"move","id":"a","seq":0,"action":131850}`, `{"type":"move","id":"b","seq":0,"text":"islands 3 and 5"}`,
		`{"type":"move","seq":0,"text":"生贄でダイス1を6に"}`, `{"type":"move","seq":"0","action":1}`, `{"type":"move","seq":0,"action":-1}`,
		`{"type":"undo","id":"c","seq":1}`, `{"type":"undo"}`, `{"type":"hand","seat":1,"bot":"greedy"}`, `{"type":"hand","seat":0,"bot":""}`,
		`{"type":"hand","seat":99,"bot":"mcts:9999999999"}`, `{"type":"lang","lang":"ja"}`, `{"type":"watch","match":"x"}`,
		`{"type":"move","seq":1e99}`, `{`, `[]`, `null`, `"move"`, `{"type":null}`,
	} {
		f.Add(s)
	}
	ts := newTestServer(f, nil)
	ts.limiter = newLimiter(1e9, 1e9)
	var c created
	f.Fuzz(func(t *testing.T, msg string) {
		if len(msg) > maxBody-100 {
			t.Skip("over the message limit: the connection closes (1009), as documented")
		}
		before := snap{Over: true}
		if c.ID != "" {
			before = ts.snapshot(t, c.ID, "")
		}
		if before.Over || slices.ContainsFunc(before.Seats, func(s seatState) bool { return s.Bot != "" }) {
			c = ts.create(t, "person", "person", "person") // a fresh match, with no bot playing
			before = ts.snapshot(t, c.ID, "")
		}
		ws := dial(t, ts, c.ID, c.Seats[before.ToMove[0]].Token)
		ws.snapshotAt(t, before.Seq)
		if err := ws.conn.Write(context.Background(), websocket.MessageText, []byte(msg)); err != nil {
			t.Fatal(err)
		}
		ws.send(t, map[string]any{"type": "sync", "id": "sync"}) // answered with an error, after msg's answers
		acked := false
		for {
			m := ws.next(t, "")
			var id, text string
			json.Unmarshal(m["id"], &id)
			json.Unmarshal(m["error"], &text)
			for _, goText := range []string{"json:", "engine.", "Go ", "of type"} {
				if strings.Contains(text, goText) {
					t.Fatalf("%q: the error %q shows Go's text", msg, text)
				}
			}
			if string(m["type"]) == `"ack"` {
				acked = true
			}
			if string(m["type"]) == `"error"` && id == "sync" {
				break
			}
		}
		if after := ts.snapshot(t, c.ID, ""); !acked && after.Seq != before.Seq {
			t.Fatalf("%q was not acknowledged but changed the match: seq %d → %d", msg, before.Seq, after.Seq)
		}
		ws.conn.Close(websocket.StatusNormalClosure, "")
	})
}
