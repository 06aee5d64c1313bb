package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"shima/engine"
	_ "shima/games/catan"
	"shima/internal/long"
	"shima/match"
)

// viewLog is what a watcher received at one seq: the snapshot's view and
// its log.
type viewLog struct {
	view json.RawMessage
	log  []struct {
		Seq    int           `json:"seq"`
		Seat   int           `json:"seat"`
		Text   string        `json:"text"`
		Events []engine.Line `json:"events"`
	}
	body string
}

// In Catan, the base game and The Unknown Island, no seat or spectator
// ever receives what is hidden from it, over whole games played by bots on
// the real server: every snapshot a WebSocket brings holds exactly the
// game's view for its seat (the engine's conformance suite checks that the
// view hides the other hands, the development cards, the deck, the
// face-down tiles, the chip bag and the card stolen), its log reads only
// that a secret choice was made for the others' discards and answers while
// their step goes on, each move's events are the viewer's own version of
// them (a stolen card's kind for thief and victim only), and nothing holds
// the seed.
func TestCatanSecretsDoNotLeak(t *testing.T) {
	for _, c := range []struct {
		name    string
		seats   int
		options map[string]string
		bot     string // random plays every kind of action; greedy makes a long scenario game short (and the lean run's other seats)
	}{
		{"base", 3, map[string]string{}, "random"},
		{"unknown-island", 4, map[string]string{"scenario": "unknown-island"}, "greedy"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !long.On() { // the lean run: three players end sooner than four
				c.seats = 3
			}
			// The bots wait a little between moves, as the watchers here
			// decode every snapshot twice: without a pause they outrun
			// the decoding and the server drops them as too slow.
			ts := newTestServer(t, nil, func(c *Config) { c.BotDelay = 200 * time.Microsecond })
			var seats []any
			for range c.seats {
				seats = append(seats, map[string]any{"kind": "person"})
			}
			var m created
			if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "catan", "seats": seats, "seat": 0, "name": "Hana",
				"options": c.options}, &m); code != http.StatusCreated {
				t.Fatalf("create: %d", code)
			}
			m = ts.takeSeats(t, m)
			// Each seat and a spectator watch; what they receive is kept by seq.
			var mu sync.Mutex
			got := map[int]map[int]viewLog{} // viewer -> seq -> what came
			var wg sync.WaitGroup
			watchers := map[int]*wsClient{-1: dial(t, ts, m.ID, "")}
			for _, s := range m.Seats {
				watchers[s.Seat] = dial(t, ts, m.ID, s.Token)
			}
			done := make(chan struct{})
			for viewer, ws := range watchers {
				own := map[int]viewLog{}
				got[viewer] = own
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						select {
						case msg, ok := <-ws.msgs:
							if !ok {
								return
							}
							if string(msg["type"]) != `"snapshot"` {
								continue
							}
							var sn struct {
								Seq  int             `json:"seq"`
								View json.RawMessage `json:"view"`
							}
							var vl viewLog
							json.Unmarshal(msg["snapshot"], &sn)
							json.Unmarshal(msg["snapshot"], &struct {
								Log any `json:"log"`
							}{&vl.log})
							vl.view, vl.body = sn.View, string(msg["snapshot"])
							mu.Lock()
							own[sn.Seq] = vl
							mu.Unlock()
						case <-done:
							return
						}
					}
				}()
			}
			for _, s := range m.Seats { // the people hand their seats to bots and watch
				bot := c.bot
				if s.Seat > 0 && !long.On() { // the lean run: greedy bots end the game sooner beside a random one
					bot = "greedy"
				}
				if code := ts.call(t, "POST", fmt.Sprintf("/api/matches/%s/seats/%d/bot", m.ID, s.Seat), s.Token, map[string]any{"bot": bot}, nil); code != http.StatusOK {
					t.Fatalf("hand seat %d to a bot: %d", s.Seat, code)
				}
			}
			deadline := time.Now().Add(5 * time.Minute)
			var final snap
			for final = ts.snapshot(t, m.ID, ""); !final.Over; final = ts.snapshot(t, m.ID, "") {
				if time.Now().After(deadline) {
					t.Fatalf("the bots did not finish the game (seq %d)", final.Seq)
				}
				time.Sleep(50 * time.Millisecond)
			}
			waitFor(t, "every watcher to see the end", func() bool {
				mu.Lock()
				defer mu.Unlock()
				for _, g := range got {
					if _, ok := g[final.Seq]; !ok {
						return false
					}
				}
				return true
			})
			close(done)
			wg.Wait()
			checkCatanViews(t, ts, m.ID, got)
		})
	}
}

// checkCatanViews replays match id from the store and checks every view and
// log the watchers received against the true state at its seq.
func checkCatanViews(t *testing.T, ts *testServer, id string, got map[int]map[int]viewLog) {
	t.Helper()
	rec, err := ts.store.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewState(rec.Config.Game, engine.Config{Seats: len(rec.Config.Seats), Seed: rec.Seed, Options: rec.Config.Options})
	if err != nil {
		t.Fatal(err)
	}
	seed := strconv.FormatUint(rec.Seed, 10)
	checked, concealedSince := 0, -1
	caused := map[int][]engine.Event{} // each move's events, by seq
	steals := map[string]int{}         // steals checked, by who read them
	check := func(seq int) {
		sec := st.(engine.Secret)
		if sec.Concealing() && concealedSince < 0 {
			concealedSince = seq
		} else if !sec.Concealing() {
			concealedSince = -1
		}
		for viewer, bySeq := range got {
			vl, ok := bySeq[seq]
			if !ok {
				continue
			}
			want, _ := st.View(engine.Seat(viewer)).MarshalJSON()
			if string(vl.view) != string(want) {
				t.Fatalf("seat %d's view at seq %d is not the game's view for it:\ngot  %s\nwant %s", viewer, seq, vl.view, want)
			}
			if rec.Seed > 999 && strings.Contains(vl.body, seed) {
				t.Fatalf("seat %d's snapshot at seq %d holds the seed", viewer, seq)
			}
			for _, e := range vl.log {
				// Each entry's events are the viewer's own version of them.
				want, _ := json.Marshal(match.Lines(caused[e.Seq], engine.Seat(viewer), engine.EN))
				if got, _ := json.Marshal(e.Events); string(got) != string(want) {
					t.Fatalf("seat %d reads the events of seq %d as\n%s\nnot as the game tells them to it\n%s", viewer, e.Seq, got, want)
				}
				for _, ev := range e.Events {
					if ev.Kind == "steal" {
						steals[map[bool]string{true: "thief or victim", false: "others"}[ev.Data["resource"] != nil]]++
					}
				}
				if concealedSince >= 0 && e.Seq > concealedSince && e.Seat != viewer && e.Text != engine.SecretChoice.EN {
					t.Fatalf("seat %d reads %q, another seat's choice in a step still going on (seq %d)", viewer, e.Text, seq)
				}
			}
			checked++
		}
	}
	check(0)
	for _, ev := range rec.Events {
		if ev.Kind == "move" {
			events, err := engine.ApplyEvents(st, ev.Seat, ev.Action)
			if err != nil {
				t.Fatal(err)
			}
			caused[ev.Seq] = events
		}
		check(ev.Seq)
	}
	t.Logf("steals read in the logs: %v", steals)
	// A watcher that falls behind may be sent only the latest snapshot, so
	// not every seq reaches every watcher; most must.
	if !st.Over() || checked < 2*len(rec.Events) {
		t.Fatalf("checked %d views of %d events (over: %v)", checked, len(rec.Events), st.Over())
	}
}
