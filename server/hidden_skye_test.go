package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "shima/games/skye"
)

// skyeOffers reads each player's gold and offers (the tiles in front of
// the screen) from a snapshot's view, and the log.
type skyeOffers struct {
	View struct {
		Phase   string `json:"phase"`
		Players []struct {
			Gold    int `json:"gold"`
			GoldSet int `json:"gold_set"`
			Offers  []struct {
				Tile struct {
					Tile int `json:"tile"`
				} `json:"tile"`
				Price   *int  `json:"price"`
				Discard *bool `json:"discard"`
			} `json:"offers"`
		} `json:"players"`
	} `json:"view"`
	Log []struct {
		Seat int    `json:"seat"`
		Text string `json:"text"`
	} `json:"log"`
}

// shown lists the prices and discard marks of seat that o shows.
func (o skyeOffers) shown(seat int) []string {
	var out []string
	for _, f := range o.View.Players[seat].Offers {
		if f.Price != nil && *f.Price > 0 {
			out = append(out, fmt.Sprintf("tile %d priced %d", f.Tile.Tile, *f.Price))
		}
		if f.Discard != nil && *f.Discard {
			out = append(out, fmt.Sprintf("tile %d marked to discard", f.Tile.Tile))
		}
	}
	return out
}

// anything lists every price or mark field of seat that o fills in, even
// with a zero or false, which would tell that seat's marks apart.
func (o skyeOffers) anything(seat int) []string {
	var out []string
	for _, f := range o.View.Players[seat].Offers {
		if f.Price != nil || f.Discard != nil {
			out = append(out, fmt.Sprintf("tile %d: price %v, discard %v", f.Tile.Tile, f.Price, f.Discard))
		}
	}
	return out
}

// leaks lists what o shows a seat other than 0 of seat 0's pricing while it
// is secret: prices or marks, gold set on tiles, gold after pricing (seat 0
// had 5 before), or the log's entries of seat 0's prices and marks.
func (o skyeOffers) leaks() []string {
	if o.View.Phase != "price" {
		return nil
	}
	out := o.anything(0)
	if p := o.View.Players[0]; p.Gold != 5 || p.GoldSet != 0 {
		out = append(out, fmt.Sprintf("gold %d, gold set %d (5 and 0 before pricing)", p.Gold, p.GoldSet))
	}
	for _, e := range o.Log {
		if e.Seat == 0 && (strings.Contains(e.Text, "gold") || strings.Contains(e.Text, "discard")) {
			out = append(out, fmt.Sprintf("log %q", e.Text))
		}
	}
	return out
}

// skyeRNGs lists the states of the bag's random source in match id from the
// start to event seq, as the position format writes them.
func skyeRNGs(t *testing.T, ts *testServer, id string, seq int) []string {
	var out []string
	for i := 0; i <= seq; i++ {
		raw, _ := trueState(t, ts, id, i).MarshalJSON()
		var pos struct {
			RNG string `json:"rng"`
		}
		json.Unmarshal(raw, &pos)
		if pos.RNG == "" {
			t.Fatal("the position has no rng")
		}
		out = append(out, pos.RNG)
	}
	return out
}

// In Isle of Skye the prices and discard marks set behind the screens reach
// no other seat before everyone is done (snapshots, spectators, WebSocket,
// logs, errors), nor does the gold left behind the screen, which would give
// away the sum of the prices, nor the bag's random source; once all are
// done, all are shown.
func TestHiddenPricesDoNotLeak(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	person := map[string]any{"kind": "person"}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "skye",
		"seats": []any{person, person, map[string]any{"kind": "bot", "bot": "greedy"}}}, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
	c = ts.takeSeats(t, c)
	ws := dial(t, ts, c.ID, c.Seats[1].Token)
	ws.next(t, "snapshot")
	waitFor(t, "the bot to price", func() bool { return !slices.Contains(ts.snapshot(t, c.ID, "").ToMove, 2) })
	// Seat 0 marks its discard and prices the other two tiles at 2 gold.
	for _, want := range []string{"discard", "price", "price"} {
		me := ts.snapshot(t, c.ID, c.Seats[0].Token)
		var choice *choice
		for i, l := range me.Legal {
			if strings.HasPrefix(l.Text, want) && (want == "discard" || strings.HasSuffix(l.Text, " 2 gold")) {
				choice = &me.Legal[i]
				break
			}
		}
		if choice == nil {
			t.Fatalf("no %q among seat 0's choices %+v", want, me.Legal)
		}
		if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": me.Seq, "action": choice.Action}, nil); code != 200 {
			t.Fatalf("seat 0 %s: %d", choice.Text, code)
		}
	}
	seq := ts.snapshot(t, c.ID, "").Seq
	rngs := skyeRNGs(t, ts, c.ID, seq)
	// noRNG fails if body holds the bag's random source, now or as it was.
	noRNG := func(what, body string) {
		t.Helper()
		for _, r := range rngs {
			if strings.Contains(body, r) {
				t.Fatalf("%s holds the bag's random source %s", what, r)
			}
		}
	}
	// await reads seat 1's WebSocket, checking every message, until one of
	// type typ (a snapshot: at seq or later).
	await := func(typ string, seq int) map[string]json.RawMessage {
		t.Helper()
		timeout := time.After(10 * time.Second)
		for {
			select {
			case m, ok := <-ws.msgs:
				if !ok {
					t.Fatal("seat 1's WebSocket closed")
				}
				noRNG("seat 1's WebSocket", toJSON(m))
				var sn skyeOffers
				json.Unmarshal(m["snapshot"], &sn)
				if got := sn.leaks(); len(got) > 0 {
					t.Fatalf("seat 1's WebSocket got seat 0's pricing: %v", got)
				}
				var at struct {
					Seq int `json:"seq"`
				}
				json.Unmarshal(m["snapshot"], &at)
				if string(m["type"]) == strconv.Quote(typ) && at.Seq >= seq {
					return m
				}
			case <-timeout:
				t.Fatalf("no %s on seat 1's WebSocket", typ)
			}
		}
	}
	await("snapshot", seq)
	var own, other, spectator skyeOffers
	ts.call(t, "GET", "/api/matches/"+c.ID, c.Seats[0].Token, nil, &own)
	ts.call(t, "GET", "/api/matches/"+c.ID, c.Seats[1].Token, nil, &other)
	ts.call(t, "GET", "/api/matches/"+c.ID, "", nil, &spectator)
	if got := own.shown(0); len(got) != 3 {
		t.Fatalf("seat 0 sees %v of its own marks, want 3", got)
	}
	if p := own.View.Players[0]; p.Gold != 1 || p.GoldSet != 4 {
		t.Fatalf("seat 0 sees its gold %d and gold set %d, want 1 and 4", p.Gold, p.GoldSet)
	}
	for what, o := range map[string]skyeOffers{"seat 1": other, "a spectator": spectator} {
		if got := o.leaks(); len(got) > 0 {
			t.Fatalf("%s sees seat 0's pricing: %v", what, got)
		}
		if got := o.anything(2); len(got) > 0 {
			t.Fatalf("%s sees %v of seat 2 behind its screen", what, got)
		}
	}
	for what, token := range map[string]string{"seat 1's snapshot": c.Seats[1].Token, "a spectator's snapshot": ""} {
		var raw json.RawMessage
		ts.call(t, "GET", "/api/matches/"+c.ID, token, nil, &raw)
		noRNG(what, string(raw))
	}
	// Seat 1 tries to price and mark seat 0's tiles: the answers are alike
	// whichever of them is marked, and hold nothing secret.
	var refusals []string
	for _, f := range own.View.Players[0].Offers {
		for _, text := range []string{"price tile %d at 1 gold", "discard tile %d"} {
			var e apiErr
			if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[1].Token, map[string]any{"seq": seq, "text": fmt.Sprintf(text, f.Tile.Tile)}, &e); code == 200 {
				t.Fatalf("seat 1 played %q", fmt.Sprintf(text, f.Tile.Tile))
			}
			refusals = append(refusals, strings.ReplaceAll(e.Error, fmt.Sprint(f.Tile.Tile), "N"))
		}
		ws.send(t, map[string]any{"type": "move", "id": "x", "seq": seq, "text": fmt.Sprintf("price tile %d at 1 gold", f.Tile.Tile)})
		var e apiErr
		json.Unmarshal([]byte(toJSON(await("error", 0))), &e)
		refusals = append(refusals, strings.ReplaceAll(e.Error, fmt.Sprint(f.Tile.Tile), "N"))
	}
	for _, r := range refusals {
		if r != refusals[0] && r != refusals[1] || strings.Contains(r, "gold") || strings.Contains(r, "mark") {
			t.Fatalf("seat 1's refusals tell something of seat 0's pricing: %q", refusals)
		}
	}
	noRNG("seat 1's refusals", toJSON(refusals))
	// Seat 1 prices too: everyone is done, and the marks are shown.
	for range 3 {
		me := ts.snapshot(t, c.ID, c.Seats[1].Token)
		if len(me.Legal) == 0 {
			break
		}
		ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[1].Token, map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}, nil)
	}
	var after skyeOffers
	ts.call(t, "GET", "/api/matches/"+c.ID, c.Seats[1].Token, nil, &after)
	// The discarded tile went back to the bag; the two priced ones show.
	if got := after.shown(0); len(got) != 2 || !strings.HasSuffix(got[0], "priced 2") || !strings.HasSuffix(got[1], "priced 2") {
		t.Fatalf("after everyone priced, seat 1 sees %v of seat 0's prices, want both at 2", got)
	}
	// The screens came away: the log says what each marked and priced.
	var texts []string
	for _, e := range ts.snapshot(t, c.ID, c.Seats[1].Token).Log {
		if e.Seat == 0 {
			texts = append(texts, e.Text)
		}
	}
	if len(texts) != 3 || !strings.HasPrefix(texts[0], "discard") || !strings.HasSuffix(texts[1], " 2 gold") || !strings.HasSuffix(texts[2], " 2 gold") {
		t.Fatalf("after the pricing, seat 1 reads seat 0's choices as %q", texts)
	}
	seq = ts.snapshot(t, c.ID, "").Seq
	rngs = skyeRNGs(t, ts, c.ID, seq)
	await("snapshot", seq)
}
