package server

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"testing"
	"time"

	"shima/engine"
	_ "shima/games/all"
	"shima/internal/long"
)

// documentedFields reads every field name that server/API.md and the games'
// POSITION.md and EVENTS.md files (which document the views and the events'
// data) give: "name": in their JSON and `name` in their text.
func documentedFields(t *testing.T) map[string]bool {
	t.Helper()
	files, _ := filepath.Glob("../games/*/POSITION.md")
	events, _ := filepath.Glob("../games/*/EVENTS.md")
	files = append(append(files, events...), "API.md")
	pattern := regexp.MustCompile("\"([a-z][a-z0-9_]*)\"\\s*:|`([a-z][a-z0-9_]*)`")
	out := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range pattern.FindAllStringSubmatch(string(data), -1) {
			out[m[1]+m[2]] = true
		}
	}
	for _, g := range engine.Games() { // the keys of a match's options
		for _, o := range g.Info().Options {
			out[o.Key] = true
		}
	}
	return out
}

// fieldChecker collects the field names of API answers that API.md does not
// give, or that are not snake_case (a Go field name without a JSON tag).
type fieldChecker struct {
	documented map[string]bool
	bad        map[string]string // field → where it was seen first
}

var snakeCase = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

func (c *fieldChecker) check(where string, body []byte) {
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		c.bad["(not JSON)"] = where
		return
	}
	c.walk(where, v)
}

func (c *fieldChecker) walk(where string, v any) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if (!snakeCase.MatchString(k) || !c.documented[k]) && c.bad[k] == "" {
				c.bad[k] = where
			}
			c.walk(where, x)
		}
	case []any:
		for _, x := range v {
			c.walk(where, x)
		}
	}
}

// Every answer of the API, over whole matches of every game (HTTP and
// WebSocket, seats, spectators, invites, errors, the replay), keeps to the
// field names API.md and the games' POSITION.md give: a Go field name that
// leaks (a struct without JSON tags) fails it.
func TestAnswersUseTheDocumentedFields(t *testing.T) {
	ts := newTestServer(t, nil)
	fc := &fieldChecker{documented: documentedFields(t), bad: map[string]string{}}
	call := func(where, method, path, token string, body any) []byte {
		var raw json.RawMessage
		ts.call(t, method, path, token, body, &raw)
		fc.check(where, raw)
		return raw
	}
	call("games", "GET", "/api/games", "", nil)
	r := engine.NewRand(3)
	for _, g := range engine.Games() {
		id := g.Info().ID
		if id == "bids" {
			continue // a test game of the server's own tests
		}
		person := map[string]any{"kind": "person"}
		seats := []any{person, person}
		for len(seats) < max(3, g.Info().MinSeats) {
			seats = append(seats, map[string]any{"kind": "bot", "bot": "random"})
		}
		seats = append(seats, map[string]any{"kind": "person", "open": true})
		var c created
		json.Unmarshal(call(id+" create", "POST", "/api/matches", "", map[string]any{"game": id, "seats": seats, "seat": 0, "name": "Hana",
			"clock": map[string]any{"per_move": "1h", "on_expiry": "bot-move"}}), &c)
		invite := c.Seats[1].Token
		call(id+" snapshot with an invite", "GET", "/api/matches/"+c.ID, invite, nil)
		ws := dial(t, ts, c.ID, invite)
		c = ts.takeSeats(t, c)
		open := len(seats) - 1
		call(id+" open list", "GET", "/api/matches?open=1", "", nil)
		var ken struct {
			Token string `json:"token"`
		}
		json.Unmarshal(call(id+" claim an open seat", "POST", fmt.Sprintf("/api/matches/%s/seats/%d/claim", c.ID, open), "", map[string]any{"name": "Ken"}), &ken)
		tokens := map[int]string{0: c.Seats[0].Token, 1: c.Seats[1].Token, open: ken.Token}
		call(id+" a used invite", "GET", "/api/matches/"+c.ID, invite, nil)
		call(id+" mine", "POST", "/api/matches/mine", "", map[string]any{"tokens": []any{map[string]any{"match": c.ID, "token": c.Seats[0].Token}}})
		call(id+" hand over", "POST", fmt.Sprintf("/api/matches/%s/seats/%d/bot", c.ID, open), c.Seats[0].Token, map[string]any{"bot": "random"})
		for moves := 0; ; moves++ {
			if moves == long.Count(200, 600) { // long games (Catan's) are finished by bots that go for the win
				for seat, token := range tokens {
					call(id+" hand over", "POST", fmt.Sprintf("/api/matches/%s/seats/%d/bot", c.ID, seat), token, map[string]any{"bot": "greedy"})
				}
				for deadline := time.Now().Add(3 * time.Minute); !ts.snapshot(t, c.ID, "").Over; drainWS(ws, fc, id) {
					if time.Now().After(deadline) {
						t.Fatalf("%s: the bots do not finish the game", id)
					}
					time.Sleep(20 * time.Millisecond)
				}
			}
			s := ts.snapshot(t, c.ID, "")
			if s.Over {
				break
			}
			mover := slices.IndexFunc(s.ToMove, func(seat int) bool { return tokens[seat] != "" })
			if mover < 0 {
				waitFor(t, "the bots", func() bool { return ts.snapshot(t, c.ID, "").Seq > s.Seq })
				continue
			}
			token := tokens[s.ToMove[mover]]
			var me snap
			json.Unmarshal(call(id+" snapshot", "GET", "/api/matches/"+c.ID, token, nil), &me)
			if len(me.Legal) == 0 {
				continue
			}
			a := me.Legal[r.IntN(len(me.Legal))]
			call(id+" move", "POST", "/api/matches/"+c.ID+"/moves", token, map[string]any{"seq": me.Seq, "action": a.Action})
			if moves%25 == 0 {
				call(id+" undo", "POST", "/api/matches/"+c.ID+"/undo", token, map[string]any{"seq": me.Seq + 1})
				call(id+" an illegal move", "POST", "/api/matches/"+c.ID+"/moves", token, map[string]any{"seq": 0, "action": 1 << 30})
			}
		}
		call(id+" replay", "GET", "/api/matches/"+c.ID+"/replay", "", nil)
		drainWS(ws, fc, id)
	}
	call("an unknown match", "GET", "/api/matches/nosuch", "", nil)
	var fields []string
	for k := range fc.bad {
		fields = append(fields, fmt.Sprintf("%q (in %s)", k, fc.bad[k]))
	}
	sort.Strings(fields)
	for _, f := range fields {
		t.Errorf("an answer has the field %s, which API.md, the POSITION.md and EVENTS.md files do not give", f)
	}
}

// drainWS checks the messages ws has brought so far.
func drainWS(ws *wsClient, fc *fieldChecker, id string) {
	for {
		select {
		case m, ok := <-ws.msgs:
			if !ok {
				return
			}
			data, _ := json.Marshal(m)
			fc.check(id+" WebSocket", data)
			continue
		default:
		}
		return
	}
}
