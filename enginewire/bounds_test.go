package enginewire_test

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"shima/bot"
	"shima/enginewire"
)

// A refusal is short, valid UTF-8 JSON and clear in both languages, however
// odd or large the request: it never echoes a huge value, nor bytes that are
// not UTF-8, nor Go's own words.
func TestRefusalsStayShortAndClear(t *testing.T) {
	ss := newSession(t)
	ss.ask(`{"op":"new","title":"micronesia","players":3,"seed":7,"as":"m"}`)
	huge := strings.Repeat("7", 1_000_000)
	deep := strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000)
	for req, want := range map[string]string{
		"{\"op\":\"hello\",\"id\":\"\xff\"}":                                       "not valid UTF-8",
		"{\"op\":\"new\",\"title\":\"micronesia\",\"players\":3,\"as\":\"\xff(\"}": "not valid UTF-8",
		`{"op":"new","title":"micronesia","players":` + huge + `}`:                 `"players" must be a whole number, not 7777`,
		`{"op":"new","title":"micronesia","seed":` + huge + `}`:                    `"seed" must be a whole number`,
		`{"op":"` + huge + `"}`:                                                    "unknown op",
		`{"op":"hello","` + huge + `":1}`:                                          "unknown field",
		`{"op":"status","game":"` + huge + `"}`:                                    "there is no game",
		`{"op":"legal","game":"m","lang":"` + huge + `"}`:                          `"lang" is "en" or "ja"`,
		`{"op":"best","game":"m","bot":"` + huge + `"}`:                            "unknown bot",
		`{"op":"new","title":"` + huge + `","players":3}`:                          "unknown game",
		`{"op":"load","position":5}`:                                               `"position" must be a JSON object`,
		`{"op":"load","position":"5"}`:                                             "must be an object",
		`{"op":"load","position":{"game":5}}`:                                      `"game" must be a string`,
		`{"op":"load","position":{"game":"micronesia","seats":"x"}}`:               `"seats" must be a whole number`,
		`{"op":"apply","game":"m","seat":1,"index":0}`:                             "seat 1 is not to move; to move: 0",
		`{"op":"apply","game":"m","seat":1,"action":"islands 5 and 10"}`:           "seat 1 is not to move",
		`{"op":"hello","id":` + deep + `}`:                                         "nests deeper than 1000",
		`{"op":"best","game":"m","bot":"mcts:1000h"}`:                              "at most 1000000 iterations (mcts:1000000) or 10m0s",
		`{"op":"best","game":"m","bot":"mcts:100000000"}`:                          "would think too long",
		`{"op":"best","game":"m","bot":"mcts:600000","workers":2}`:                 "(mcts:500000 on 2 workers)",
		`{"op":"best","game":"m","bot":"plan:1025"}`:                               "at most 1024 sequences",
		`{"op":"best","game":"m","bot":"lookahead:1001"}`:                          "at most 1000 samples",
	} {
		line := ss.s.Handle(t.Context(), []byte(req))
		name := req
		if len(name) > 80 {
			name = name[:80] + "…"
		}
		if !utf8.Valid(line) || len(line) > 1000 {
			t.Errorf("%s: %d bytes, valid UTF-8 %v: %.300q", name, len(line), utf8.Valid(line), line)
			continue
		}
		rep := ss.send(req)
		e, _ := rep["error"].(map[string]any)
		en, _ := e["en"].(string)
		ja, _ := e["ja"].(string)
		if !strings.Contains(en, want) || ja == "" || ja == en || e["internal"] != nil {
			t.Errorf("%s: refused with %q / %q, want %q", name, en, ja, want)
		}
		for _, goWords := range []string{"Go ", "json:", "struct", "unmarshal"} {
			if strings.Contains(en, goWords) || strings.Contains(ja, goWords) {
				t.Errorf("%s: %q / %q names Go's %q", name, en, ja, goWords)
			}
		}
	}
}

// A bot asked of the engine thinks within the limits: a time budget stops
// at the iterations too, each worker at its share, so that no search grows
// its trees without end.
func TestNewBotHoldsTimeToIterations(t *testing.T) {
	for _, c := range []struct {
		spec    string
		workers int
		want    bot.Budget
	}{
		{"mcts:10m", 1, bot.Budget{Time: 10 * time.Minute, Iterations: enginewire.MaxIterations}},
		{"mcts:2s", 4, bot.Budget{Time: 2 * time.Second, Iterations: enginewire.MaxIterations / 4}},
		{"mcts:3000", 2, bot.Budget{Iterations: 3000}},
	} {
		b, err := enginewire.NewBot(c.spec, 1, c.workers, "workers")
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := bot.New(c.spec, 1)
		if m := b.(*bot.MCTS); m.Budget() != c.want || m.Workers() != c.workers || m.Name() != plain.Name() {
			t.Errorf("%s on %d workers: %s thinks for %+v on %d, want %+v", c.spec, c.workers, m.Name(), m.Budget(), m.Workers(), c.want)
		}
	}
}
