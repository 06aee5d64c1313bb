package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"shima/engine"
	_ "shima/games/micronesia"
	"shima/internal/apitest"
	"shima/store"
	"shima/store/sqlite"
)

// testServer is a server on SQLite behind httptest, with its log captured.
type testServer struct {
	*Server
	hs    *httptest.Server
	url   string
	store store.Store
	logs  *syncBuffer
	now   *fakeClock
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// fakeClock is real time plus an offset that tests move forward.
type fakeClock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.offset += d
	c.mu.Unlock()
}

// testCreateBurst is how many matches a test may create at once.
const testCreateBurst = 30

// tempSQLite opens a SQLite store in a temporary file, closed when t ends.
func tempSQLite(t testing.TB) store.Store {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "shima.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// newTestServer starts a server on st (nil: a new SQLite file); each of
// opts may change its config.
func newTestServer(t testing.TB, st store.Store, opts ...func(*Config)) *testServer {
	t.Helper()
	if st == nil {
		st = tempSQLite(t)
	}
	logs := &syncBuffer{}
	clock := &fakeClock{}
	// No analyses of finished matches unless a test asks for them (they
	// would take a core beside the tests that finish matches).
	cfg := Config{
		Store: st, Logger: slog.New(slog.NewTextHandler(logs, nil)), BotDelay: -1, Now: clock.Now,
		CreateRate: 1, CreateBurst: testCreateBurst, AnalysisIterations: -1,
	}
	for _, opt := range opts {
		opt(&cfg)
	}
	srv, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		hs.Close()
		srv.Shutdown(context.Background())
	})
	return &testServer{Server: srv, hs: hs, url: hs.URL, store: st, logs: logs, now: clock}
}

// call makes an API request and decodes the JSON answer into out (if not nil).
func (ts *testServer) call(t testing.TB, method, path, token string, body any, out any) int {
	t.Helper()
	return apitest.Call(t, method, ts.url+path, token, body, out)
}

type created struct {
	ID    string `json:"id"`
	You   *int   `json:"you"`
	Seats []struct {
		Seat   int    `json:"seat"`
		Token  string `json:"token"`
		Link   string `json:"invite"`
		Invite string `json:"-"` // the invite's token, once takeSeats has taken the seat
	} `json:"seats"`
}

// takeSeats takes every invited seat of c with its invite, as the friends
// who were sent the links would, and returns c with the seats' own tokens
// (the invites, which act for no seat, in Invite).
func (ts *testServer) takeSeats(t testing.TB, c created) created {
	t.Helper()
	for i, st := range c.Seats {
		if st.Token == "" || c.You != nil && *c.You == st.Seat {
			continue
		}
		var out struct {
			Token string `json:"token"`
		}
		path := fmt.Sprintf("/api/matches/%s/seats/%d/claim", c.ID, st.Seat)
		if code := ts.call(t, "POST", path, st.Token, map[string]any{"name": ""}, &out); code != http.StatusOK || out.Token == "" {
			t.Fatalf("take seat %d with its invite: %d %+v", st.Seat, code, out)
		}
		c.Seats[i].Invite, c.Seats[i].Token = st.Token, out.Token
	}
	return c
}

type snap struct {
	Seq     int      `json:"seq"`
	Viewer  int      `json:"viewer"`
	ToMove  []int    `json:"to_move"`
	Over    bool     `json:"over"`
	CanUndo bool     `json:"can_undo"`
	Legal   []choice `json:"legal"`
	Log     []struct {
		Seq  int    `json:"seq"`
		Seat int    `json:"seat"`
		Text string `json:"text"`
		Bot  string `json:"bot"`
	} `json:"log"`
	LogSince    int         `json:"log_since"`
	CanHandOver []int       `json:"can_hand_over"`
	Seats       []seatState `json:"seats"`
	View        struct {
		Stock []int `json:"stock"`
		Dice  []int `json:"dice"`
	} `json:"view"`
	Outcome *engine.Outcome `json:"outcome"`
}

// seatState is a seat in a snapshot.
type seatState struct {
	Name      string `json:"name"`
	Bot       string `json:"bot"`
	Connected bool   `json:"connected"`
}

type choice struct {
	Action engine.Action `json:"action"`
	Text   string        `json:"text"`
}

type apiErr struct {
	Error string `json:"error"`
	Code  string `json:"code"`
}

// create makes a Micronesia match with the given seats ("person", "open" or
// a bot spec), Alice in seat 0 and the other people's seats taken with their
// invites.
func (ts *testServer) create(t testing.TB, seats ...string) created {
	t.Helper()
	var cfg []map[string]any
	for _, s := range seats {
		switch s {
		case "person":
			cfg = append(cfg, map[string]any{"kind": "person"})
		case "open":
			cfg = append(cfg, map[string]any{"kind": "person", "open": true})
		default:
			cfg = append(cfg, map[string]any{"kind": "bot", "bot": s})
		}
	}
	var c created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": cfg, "seat": 0, "name": "Alice"}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	return ts.takeSeats(t, c)
}

func (ts *testServer) snapshot(t testing.TB, id, token string) snap {
	t.Helper()
	var s snap
	if code := ts.call(t, "GET", "/api/matches/"+id, token, nil, &s); code != http.StatusOK {
		t.Fatalf("get: %d", code)
	}
	return s
}

// waitFor polls until cond holds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// wsClient is a WebSocket client of the API.
type wsClient struct {
	conn *websocket.Conn
	msgs chan map[string]json.RawMessage
	err  error // why reading ended, once msgs is closed
}

func dial(t *testing.T, ts *testServer, id, token string) *wsClient {
	t.Helper()
	ctx := context.Background()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.url, "http")+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	conn.SetReadLimit(1 << 20)
	c := &wsClient{conn: conn, msgs: make(chan map[string]json.RawMessage, 256)}
	go func() {
		defer close(c.msgs)
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				c.err = err
				return
			}
			var m map[string]json.RawMessage
			json.Unmarshal(data, &m)
			c.msgs <- m
		}
	}()
	t.Cleanup(func() { conn.Close(websocket.StatusNormalClosure, "") })
	c.send(t, map[string]any{"type": "watch", "match": id, "token": token, "lang": "en"})
	return c
}

func (c *wsClient) send(t *testing.T, m map[string]any) {
	t.Helper()
	data, _ := json.Marshal(m)
	if err := c.conn.Write(context.Background(), websocket.MessageText, data); err != nil {
		t.Fatal(err)
	}
}

// next waits for the next message of the given type ("": any), skipping others.
func (c *wsClient) next(t *testing.T, typ string) map[string]json.RawMessage {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				t.Fatalf("connection closed while waiting for %s", typ)
			}
			if typ == "" || string(m["type"]) == fmt.Sprintf("%q", typ) {
				return m
			}
		case <-timeout:
			t.Fatalf("no %s message", typ)
		}
	}
}

// snapshotAt waits for a snapshot with the given seq.
func (c *wsClient) snapshotAt(t *testing.T, seq int) snap {
	t.Helper()
	for {
		var s snap
		json.Unmarshal(c.next(t, "snapshot")["snapshot"], &s)
		if s.Seq >= seq {
			return s
		}
	}
}

func toJSON(v any) string {
	data, _ := json.Marshal(v)
	return string(data)
}

func readAll(resp *http.Response) string {
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return string(data)
}
