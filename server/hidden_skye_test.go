package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	_ "shima/games/skye"
)

// skyeOffers reads each player's offers (the tiles in front of the screen)
// from a snapshot's view.
type skyeOffers struct {
	View struct {
		Players []struct {
			Offers []struct {
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

// In Isle of Skye the prices and discard marks set behind the screens reach
// no other seat before everyone is done (snapshots, spectators, WebSocket,
// logs), nor does the order of the bag; once all are done, all are shown.
func TestHiddenPricesDoNotLeak(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	person := map[string]any{"kind": "person"}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "skye",
		"seats": []any{person, person, map[string]any{"kind": "bot", "bot": "greedy"}}}, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
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
	var own, other, spectator skyeOffers
	ts.call(t, "GET", "/api/matches/"+c.ID, c.Seats[0].Token, nil, &own)
	ts.call(t, "GET", "/api/matches/"+c.ID, c.Seats[1].Token, nil, &other)
	ts.call(t, "GET", "/api/matches/"+c.ID, "", nil, &spectator)
	if got := own.shown(0); len(got) != 3 {
		t.Fatalf("seat 0 sees %v of its own marks, want 3", got)
	}
	for what, o := range map[string]skyeOffers{"seat 1": other, "a spectator": spectator} {
		for _, seat := range []int{0, 2} {
			if got := o.anything(seat); len(got) > 0 {
				t.Fatalf("%s sees %v of seat %d behind its screen", what, got, seat)
			}
		}
		for _, e := range o.Log {
			if e.Seat != 1 && (strings.Contains(e.Text, "gold") || strings.Contains(e.Text, "discard")) {
				t.Fatalf("%s reads %q in the log", what, e.Text)
			}
		}
	}
	// The bag's order is nowhere: its first tiles never appear as a list.
	raw, _ := trueState(t, ts, c.ID, 1<<30).MarshalJSON()
	var pos struct {
		Bag []int `json:"bag"`
	}
	json.Unmarshal(raw, &pos)
	bag := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(pos.Bag[:4])), ","), "[]")
	for what, o := range map[string]skyeOffers{"seat 1": other, "a spectator": spectator} {
		if body := toJSON(o); strings.Contains(body, bag) {
			t.Fatalf("%s's snapshot holds the bag's order %s", what, bag)
		}
	}
	drain := func() {
		for {
			select {
			case m := <-ws.msgs:
				var sn struct {
					Snapshot skyeOffers `json:"snapshot"`
				}
				json.Unmarshal([]byte(toJSON(m)), &sn)
				if len(sn.Snapshot.View.Players) > 0 {
					if got := sn.Snapshot.anything(0); len(got) > 0 {
						t.Fatalf("seat 1's WebSocket got %v of seat 0's marks", got)
					}
				}
			default:
				return
			}
		}
	}
	drain()
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
}
