package server

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// Shutdown closes every WebSocket with "going away", refuses new work and
// waits for work in flight.
func TestShutdown(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "greedy")
	ws := dial(t, ts, c.ID, c.Seats[0].Token)
	ws.snapshotAt(t, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := ts.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	for range ws.msgs { // drain until the server closes the connection
	}
	if websocket.CloseStatus(ws.err) != websocket.StatusGoingAway {
		t.Fatalf("the client saw %v, want going away", ws.err)
	}
	resp, err := http.Get(ts.url + "/healthz")
	if err != nil || resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("healthz after shutdown: %v %v", err, resp.StatusCode)
	}
	var e apiErr
	s := ts.snapshot(t, c.ID, c.Seats[0].Token)
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": s.Seq, "action": s.Legal[0].Action}, &e); code != http.StatusServiceUnavailable {
		t.Fatalf("a move after shutdown: %d %+v", code, e)
	}
}
