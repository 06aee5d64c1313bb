package server

import (
	"context"
	"reflect"
	"slices"
	"testing"
	"time"

	"shima/bot/levels"
	"shima/engine"
	"shima/match"
)

// A bot spec that would think too long is refused, with a reason in the
// user's language, at creation and at hand-over; the lobby's levels pass.
func TestBotSpecsWithinLimits(t *testing.T) {
	ts := newTestServer(t, nil)
	person := map[string]any{"kind": "person"}
	for _, spec := range []string{"mcts:1000000h", "mcts:9999999999999", "mcts:20000", "mcts:1m"} {
		for _, lang := range []string{"en", "ja"} {
			var e apiErr
			code := ts.call(t, "POST", "/api/matches?lang="+lang, "", map[string]any{"game": "micronesia",
				"seats": []any{person, person, map[string]any{"kind": "bot", "bot": spec}}}, &e)
			if code != 422 || e.Code != "illegal" || lang == "ja" && !hasJapanese(e.Error) {
				t.Errorf("a match with bot %s (%s): %d %+v", spec, lang, code, e)
			}
		}
	}
	c := ts.create(t, "person", "person", "person")
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/0/bot?lang=ja", c.Seats[0].Token, map[string]any{"bot": "mcts:9999999999999"}, &e); code != 422 || !hasJapanese(e.Error) {
		t.Errorf("hand over to mcts:9999999999999: %d %+v", code, e)
	}
	for _, g := range engine.Games() {
		for _, l := range levels.For(g.Info().ID) {
			if err := match.CheckBot(l.Spec); err != nil {
				t.Errorf("the lobby's %s for %s: %v", l.Spec, g.Info().ID, err)
			}
		}
	}
}

// Shutdown interrupts a bot in the middle of a long search: it returns at
// once and cleanly, and the bot's move is not stored.
func TestShutdownInterruptsThinkingBots(t *testing.T) {
	ts := newTestServer(t, nil)
	c := createBotFirst(t, ts, "mcts:5s")
	waitFor(t, "the bot to think", func() bool {
		ts.mu.Lock()
		l := ts.matches[c.ID]
		ts.mu.Unlock()
		l.mu.Lock()
		defer l.mu.Unlock()
		return l.thinking
	})
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Second)
	defer cancel()
	start := time.Now()
	if err := ts.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown with a bot thinking: %v after %v", err, time.Since(start))
	}
	if took := time.Since(start); took > time.Second {
		t.Fatalf("shutdown waited %v for the bot", took)
	}
	rec, err := ts.store.Load(context.Background(), c.ID)
	if err != nil || len(rec.Events) != 0 {
		t.Fatalf("after shutdown: %d events stored (%v)", len(rec.Events), err)
	}
}

// Each game's lobby offers its own levels with what was measured of them,
// as the levels files give them, and every spec offered is named.
func TestGamesOfferTheirLevels(t *testing.T) {
	ts := newTestServer(t, nil)
	var list struct {
		Games []struct {
			ID   string         `json:"id"`
			Bots []levels.Level `json:"bots"`
		} `json:"games"`
		Bots []botChoice `json:"bots"`
	}
	if code := ts.call(t, "GET", "/api/games", "", nil, &list); code != 200 {
		t.Fatalf("GET /api/games: %d", code)
	}
	rated := 0
	for _, g := range list.Games {
		if want := levels.For(g.ID); !reflect.DeepEqual(g.Bots, want) {
			t.Errorf("%s offers %+v, its levels are %+v", g.ID, g.Bots, want)
		}
		for _, l := range g.Bots {
			if l.Rating != nil {
				rated++
			}
			if !slices.ContainsFunc(list.Bots, func(b botChoice) bool { return b.Spec == l.Spec && b.Name == l.Name }) {
				t.Errorf("%s's %s is not named in the list of bots", g.ID, l.Spec)
			}
		}
	}
	if rated == 0 {
		t.Error("no level of any game came with a rating")
	}
}

// A node with bot workers has its tree-search bots search each decision on
// several goroutines (run under -race in CI): the bot's move is stored as
// any other.
func TestBotWorkersPlay(t *testing.T) {
	ts := newTestServer(t, nil, func(c *Config) { c.BotWorkers = 2 })
	c := createBotFirst(t, ts, "mcts:300")
	waitFor(t, "the bot's move", func() bool {
		rec, err := ts.store.Load(context.Background(), c.ID)
		return err == nil && len(rec.Events) > 0
	})
	rec, _ := ts.store.Load(context.Background(), c.ID)
	if ev := rec.Events[0]; ev.Seat != 0 || ev.Bot != "mcts:300" {
		t.Fatalf("the first event %+v, want the bot's move for seat 0", ev)
	}
}

// createBotFirst creates a Micronesia match of bot spec in seat 0, which
// moves first, and two people.
func createBotFirst(t *testing.T, ts *testServer, spec string) created {
	t.Helper()
	person := map[string]any{"kind": "person"}
	var c created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia",
		"seats": []any{map[string]any{"kind": "bot", "bot": spec}, person, person}}, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
	return c
}
