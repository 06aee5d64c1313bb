package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"shima/engine"
	_ "shima/games/skymerchants"
)

// trueState replays a match from the store up to event seq: what only the
// server knows.
func trueState(t *testing.T, ts *testServer, id string, seq int) engine.State {
	t.Helper()
	rec, err := ts.store.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewState(rec.Config.Game, engine.Config{Seats: len(rec.Config.Seats), Seed: rec.Seed})
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range rec.Events {
		if ev.Kind == "move" && ev.Seq <= seq {
			if err := st.Apply(ev.Seat, ev.Action); err != nil {
				t.Fatal(err)
			}
		}
	}
	return st
}

// trueHands returns each seat's hand in a Merchants of Sky Islands match at
// event seq.
func trueHands(t *testing.T, ts *testServer, id string, seq int) [][]int {
	t.Helper()
	raw, _ := trueState(t, ts, id, seq).MarshalJSON()
	var pos struct {
		Hands [][]int `json:"hands"`
		Pile  []int   `json:"pile"`
	}
	json.Unmarshal(raw, &pos)
	return pos.Hands
}

// In Merchants of Sky Islands a seat never receives another seat's hand
// (nor the pile or the seed) through snapshots, WebSocket messages, logs or
// errors, before or after moves.
func TestHiddenHandsDoNotLeak(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "skymerchants",
		"seats": []any{map[string]any{"kind": "person"}, map[string]any{"kind": "person"}, map[string]any{"kind": "bot", "bot": "greedy"}}}, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
	ws := dial(t, ts, c.ID, c.Seats[1].Token)
	check := func(when string) {
		var raw, spectator map[string]any
		ts.call(t, "GET", "/api/matches/"+c.ID, c.Seats[1].Token, nil, &raw)
		ts.call(t, "GET", "/api/matches/"+c.ID, "", nil, &spectator)
		if raw["seq"] != spectator["seq"] {
			return // the bot moved in between: look at the next step
		}
		hands := trueHands(t, ts, c.ID, int(raw["seq"].(float64)))
		bodies := map[string]string{"seat 1's snapshot": toJSON(raw), "a spectator's snapshot": toJSON(spectator)}
		for _, other := range []int{0, 2} {
			for _, tile := range hands[other] {
				for what, body := range bodies {
					if strings.Contains(body, fmt.Sprintf(`"tile":%d,`, tile)) || strings.Contains(body, fmt.Sprintf("tile %d ", tile)) {
						t.Fatalf("%s: %s shows seat %d's tile %d", when, what, other, tile)
					}
				}
			}
		}
		var view struct {
			View struct {
				Hand []struct {
					Tile int `json:"tile"`
				} `json:"hand"`
			} `json:"view"`
		}
		json.Unmarshal([]byte(toJSON(raw)), &view)
		if len(view.View.Hand) != len(hands[1]) {
			t.Fatalf("%s: seat 1 sees %d tiles of its own hand of %d", when, len(view.View.Hand), len(hands[1]))
		}
		for _, h := range view.View.Hand {
			if h.Tile != hands[1][0] && h.Tile != hands[1][len(hands[1])-1] {
				t.Fatalf("%s: seat 1's hand shows tile %d, not its own %v", when, h.Tile, hands[1])
			}
		}
	}
	check("at the start")
	for step := 0; step < 12; step++ { // the people play their first choices; the bot moves by itself
		s := ts.snapshot(t, c.ID, "")
		seat := s.ToMove[0]
		if seat == 2 {
			waitFor(t, "the bot", func() bool { return ts.snapshot(t, c.ID, "").Seq > s.Seq })
			continue
		}
		me := ts.snapshot(t, c.ID, c.Seats[seat].Token)
		ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[seat].Token, map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}, nil)
		check(fmt.Sprintf("after step %d", step))
	}
	for {
		select {
		case m, ok := <-ws.msgs:
			if !ok {
				return
			}
			body := toJSON(m)
			var sn struct {
				Seq int `json:"seq"`
			}
			json.Unmarshal(m["snapshot"], &sn)
			for _, tile := range trueHands(t, ts, c.ID, sn.Seq)[0] {
				if strings.Contains(body, fmt.Sprintf(`"tile":%d,`, tile)) {
					t.Fatalf("seat 1's WebSocket got seat 0's tile %d", tile)
				}
			}
		default:
			return
		}
	}
}
