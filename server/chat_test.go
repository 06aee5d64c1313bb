package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"shima/store"
)

// chatLine is a line as the WebSocket and the replay send it.
type chatLine struct {
	N    int    `json:"n"`
	Room string `json:"room"`
	Seat int    `json:"seat"`
	Name string `json:"name"`
	Text string `json:"text"`
	Step int    `json:"step"`
}

// heard waits for w's next chat line.
func (w *wsClient) heard(t *testing.T) chatLine {
	t.Helper()
	var l chatLine
	json.Unmarshal(w.next(t, "chat")["line"], &l)
	return l
}

// chatLog waits for w's chat log (sent as it watches).
func (w *wsClient) chatLog(t *testing.T) []chatLine {
	t.Helper()
	var lines []chatLine
	json.Unmarshal(w.next(t, "chatlog")["lines"], &lines)
	return lines
}

// refused waits for the error that answers request id, and returns its code
// and text.
func (w *wsClient) refused(t *testing.T, id string) (code, text string) {
	t.Helper()
	e := w.next(t, "error")
	if string(e["id"]) != fmt.Sprintf("%q", id) {
		t.Fatalf("an error to another request than %s: %v", id, e)
	}
	json.Unmarshal(e["code"], &code)
	json.Unmarshal(e["error"], &text)
	return code, text
}

// texts are the texts of lines.
func texts(lines []chatLine) string {
	var out []string
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return strings.Join(out, "|")
}

// Players talk with players, spectators (an invite's holder among them)
// apart: neither room ever reaches the other, neither live nor in the log a
// new watcher gets; markup stays text.
func TestChatRooms(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "name": "Hana", "seat": 0,
		"seats": []map[string]any{{"kind": "person"}, {"kind": "person"}, {"kind": "person"}}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var ken struct {
		Token string `json:"token"`
	}
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim", c.Seats[1].Token, map[string]any{"name": "Ken"}, &ken); code != http.StatusOK {
		t.Fatalf("Ken takes seat 1: %d", code)
	}
	hana, kenWS := dial(t, ts, c.ID, c.Seats[0].Token), dial(t, ts, c.ID, ken.Token)
	aiko, invited := dial(t, ts, c.ID, ""), dial(t, ts, c.ID, c.Seats[2].Token) // the invite is not taken
	for _, w := range []*wsClient{hana, kenWS, aiko, invited} {
		if log := w.chatLog(t); len(log) != 0 {
			t.Fatalf("a new match's chat: %+v", log)
		}
	}
	hana.send(t, map[string]any{"type": "chat", "id": "h1", "text": "  <b>x</b> & hi\n"})
	for _, w := range []*wsClient{hana, kenWS} {
		if l := w.heard(t); l.N != 1 || l.Room != store.RoomPlayers || l.Seat != 0 || l.Name != "Hana" || l.Text != "<b>x</b> & hi" {
			t.Fatalf("Hana's line: %+v", l)
		}
	}
	aiko.send(t, map[string]any{"type": "chat", "id": "a1", "text": "watching", "name": "Aiko"})
	// The spectators' first lines are their own: Hana's never came.
	for _, w := range []*wsClient{aiko, invited} {
		if l := w.heard(t); l.Text != "watching" || l.Room != store.RoomSpectators || l.Seat != -1 || l.Name != "Aiko" {
			t.Fatalf("a spectator's first line: %+v", l)
		}
	}
	invited.send(t, map[string]any{"type": "chat", "id": "i1", "text": "me too"})
	for _, w := range []*wsClient{aiko, invited} {
		if l := w.heard(t); l.Text != "me too" || l.Name != "" {
			t.Fatalf("a spectator's second line: %+v", l)
		}
	}
	kenWS.send(t, map[string]any{"type": "chat", "id": "k1", "text": "gl", "name": "Not Ken"})
	// The players' next line is Ken's: the spectators' never came.
	for _, w := range []*wsClient{hana, kenWS} {
		if l := w.heard(t); l.Text != "gl" || l.Seat != 1 || l.Name != "Ken" {
			t.Fatalf("after the spectators spoke, a player heard %+v", l)
		}
	}
	// Those who come later get their own room's lines only.
	if log := dial(t, ts, c.ID, ken.Token).chatLog(t); texts(log) != "<b>x</b> & hi|gl" {
		t.Errorf("a player's chat log: %+v", log)
	}
	if log := dial(t, ts, c.ID, "").chatLog(t); texts(log) != "watching|me too" {
		t.Errorf("a spectator's chat log: %+v", log)
	}
	// Scripts read the rooms over HTTP, as the token allows.
	var got struct {
		Room  string     `json:"room"`
		Lines []chatLine `json:"lines"`
	}
	path := "/api/matches/" + c.ID + "/chat"
	for _, tc := range []struct {
		token, room string
		code        int
		want        string
	}{
		{ken.Token, "", http.StatusOK, "<b>x</b> & hi|gl"},
		{"", "", http.StatusOK, "watching|me too"},
		{c.Seats[2].Token, "spectators", http.StatusOK, "watching|me too"},
		{"", "players", http.StatusForbidden, ""},
		{ken.Token, "spectators", http.StatusForbidden, ""},
		{"", "lobby", http.StatusBadRequest, ""},
	} {
		got.Lines = nil
		code := ts.call(t, "GET", path+"?room="+tc.room, tc.token, nil, &got)
		if code != tc.code || code == http.StatusOK && texts(got.Lines) != tc.want {
			t.Errorf("GET chat?room=%s with token %q: %d %+v", tc.room, tc.token, code, got.Lines)
		}
	}
}

// A line that is empty, too long or not text, or one too many within ten
// seconds, is refused to its sender alone, in their language, and stored
// nowhere; control characters go, the rest is kept as said.
func TestChatRefusals(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	a, b := dial(t, ts, c.ID, c.Seats[0].Token), dial(t, ts, c.ID, c.Seats[1].Token)
	a.chatLog(t)
	b.chatLog(t)
	a.send(t, map[string]any{"type": "lang", "lang": "ja"})
	for i, bad := range []any{"", " \n\t\x00 ", strings.Repeat("あ", chatMaxRunes+1)} {
		id := fmt.Sprint("bad", i)
		a.send(t, map[string]any{"type": "chat", "id": id, "text": bad})
		if code, text := a.refused(t, id); code != "bad_request" || !hasJapanese(text) {
			t.Errorf("%q: %s %q", bad, code, text)
		}
	}
	a.send(t, map[string]any{"type": "chat", "id": "num", "text": 5})
	if code := string(a.next(t, "error")["code"]); code != `"bad_request"` {
		t.Errorf("a number for text: %s", code)
	}
	a.send(t, map[string]any{"type": "chat", "id": "long", "text": strings.Repeat("あ", chatMaxRunes)})
	if l := a.heard(t); len([]rune(l.Text)) != chatMaxRunes {
		t.Errorf("a line of %d characters: %d", chatMaxRunes, len([]rune(l.Text)))
	}
	a.send(t, map[string]any{"type": "chat", "id": "ctl", "text": "a\x00b\x1bc\u200bd"})
	if l := a.heard(t); l.Text != "abc\u200bd" {
		t.Errorf("control characters kept: %q", l.Text)
	}
	// Five lines a seat every ten seconds, whatever its connections.
	a2 := dial(t, ts, c.ID, c.Seats[0].Token)
	for i := range 3 {
		a.send(t, map[string]any{"type": "chat", "id": fmt.Sprint("ok", i), "text": fmt.Sprint("line ", i)})
		a.heard(t)
	}
	a2.send(t, map[string]any{"type": "chat", "id": "over", "text": "one too many"})
	if code, text := a2.refused(t, "over"); code != "rate_limited" || text == "" {
		t.Errorf("the sixth line: %s %q", code, text)
	}
	b.send(t, map[string]any{"type": "chat", "id": "b", "text": "my turn"}) // another seat speaks freely
	// Seat 0's lines come first.
	for b.heard(t).Text != "my turn" {
	}
	lines, err := ts.store.Chat(context.Background(), c.ID, store.RoomPlayers, 0)
	if err != nil || len(lines) != 6 {
		t.Fatalf("stored %d lines (%v), want 6", len(lines), err)
	}
	for _, l := range lines {
		if l.Text == "one too many" || l.Text == "" {
			t.Errorf("a refused line was stored: %+v", l)
		}
	}
	ts.now.Advance(chatWindow)
	a2.send(t, map[string]any{"type": "chat", "id": "later", "text": "later"})
	for { // the seat's earlier lines, then this one (an error fails next)
		select {
		case m := <-a2.msgs:
			switch string(m["type"]) {
			case `"error"`:
				t.Fatalf("ten seconds later the seat may not speak: %s", m["error"])
			case `"chat"`:
				if strings.Contains(string(m["line"]), `"later"`) {
					return
				}
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no answer ten seconds later")
		}
	}
}

// The chat is kept with the match: a new server on the same store gives it
// to its watchers, and the players' lines go into the players' replay, each
// at the step of the replay it was said at (nobody else's).
func TestChatSurvivesRestart(t *testing.T) {
	st := tempSQLite(t)
	first := newTestServer(t, st)
	c := first.create(t, "person", "greedy", "greedy")
	a := dial(t, first, c.ID, c.Seats[0].Token)
	a.chatLog(t)
	a.send(t, map[string]any{"type": "chat", "id": "1", "text": "before the first move"})
	a.heard(t)
	s := first.snapshot(t, c.ID, c.Seats[0].Token)
	if code := first.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": s.Seq, "action": s.Legal[0].Action}, nil); code != http.StatusOK {
		t.Fatalf("move: %d", code)
	}
	a.send(t, map[string]any{"type": "chat", "id": "2", "text": "after it"})
	a.heard(t)
	spectator := dial(t, first, c.ID, "")
	spectator.chatLog(t)
	spectator.send(t, map[string]any{"type": "chat", "id": "3", "text": "psst"})
	spectator.heard(t)

	// The first server stops (its bots' turn in flight finishes first), and a new one starts on its store.
	first.hs.Close()
	if err := first.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	second := newTestServer(t, st)
	if log := dial(t, second, c.ID, c.Seats[0].Token).chatLog(t); texts(log) != "before the first move|after it" {
		t.Fatalf("the players' chat on a new server: %+v", log)
	}
	var rp struct {
		Chat []chatLine `json:"chat"`
	}
	if code := second.call(t, "GET", "/api/matches/"+c.ID+"/replay", "", nil, &rp); code != http.StatusForbidden {
		t.Fatalf("a replay before the end: %d", code)
	}
	second.leaveToBots(t, c)
	if code := second.call(t, "GET", "/api/matches/"+c.ID+"/replay", c.Seats[0].Token, nil, &rp); code != http.StatusOK {
		t.Fatalf("replay: %d", code)
	}
	if texts(rp.Chat) != "before the first move|after it" || rp.Chat[0].Step != 0 || rp.Chat[1].Step < 1 {
		t.Errorf("the replay's chat (no spectators' line): %+v", rp.Chat)
	}
	// The players' chat stays theirs once over: not in anyone else's replay, nor theirs to ask for.
	rp.Chat = nil
	if code := second.call(t, "GET", "/api/matches/"+c.ID+"/replay", "", nil, &rp); code != http.StatusOK || rp.Chat == nil || len(rp.Chat) != 0 {
		t.Errorf("a stranger's replay: %d, chat %+v", code, rp.Chat)
	}
	if code := second.call(t, "GET", "/api/matches/"+c.ID+"/chat?room=players", "", nil, nil); code != http.StatusForbidden {
		t.Errorf("a stranger asks the players' chat of a match over: %d", code)
	}
}

// A line said on one node reaches the watchers of its room on the other.
func TestChatReachesTheOtherNode(t *testing.T) {
	a, b := twoNodes(t)
	c := a.create(t, "person", "person", "person")
	onB := dial(t, b, c.ID, c.Seats[1].Token)
	onB.chatLog(t)
	specB := dial(t, b, c.ID, "")
	specB.chatLog(t)
	onA := dial(t, a, c.ID, c.Seats[0].Token)
	onA.chatLog(t)
	onA.send(t, map[string]any{"type": "chat", "id": "1", "text": "hello from A"})
	if l := onB.heard(t); l.Text != "hello from A" || l.Seat != 0 {
		t.Fatalf("node B's player heard %+v", l)
	}
	specA := dial(t, a, c.ID, "")
	specA.chatLog(t)
	specA.send(t, map[string]any{"type": "chat", "id": "2", "text": "spectating"})
	if l := specB.heard(t); l.Text != "spectating" {
		t.Fatalf("node B's spectator heard %+v", l)
	}
	onA.send(t, map[string]any{"type": "chat", "id": "3", "text": "again"})
	if l := onB.heard(t); l.Text != "again" || l.N != 3 {
		t.Fatalf("node B's player's next line: %+v (the spectator's must not come)", l)
	}
}
