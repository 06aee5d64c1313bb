package enginewire_test

import (
	"bytes"
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/enginewire"
)

// session sends requests to one server and decodes its replies.
type session struct {
	t *testing.T
	s *enginewire.Server
}

func newSession(t *testing.T) *session { return &session{t, enginewire.NewServer(engine.EN)} }

// ask sends one request line and returns its reply, failing the test on an
// error reply.
func (ss *session) ask(req string) map[string]any {
	ss.t.Helper()
	rep := ss.send(req)
	if rep["error"] != nil {
		ss.t.Fatalf("%s: %v", req, rep["error"])
	}
	return rep
}

// refused sends a request that must be refused and returns the reason in
// English, checking it is given in both languages.
func (ss *session) refused(req string) string {
	ss.t.Helper()
	rep := ss.send(req)
	e, _ := rep["error"].(map[string]any)
	en, _ := e["en"].(string)
	ja, _ := e["ja"].(string)
	if en == "" || ja == "" || en == ja || e["internal"] != nil {
		ss.t.Fatalf("%s: want a refusal in both languages, got %v", req, rep)
	}
	return en
}

func (ss *session) send(req string) map[string]any {
	ss.t.Helper()
	line := ss.s.Handle(context.Background(), []byte(req))
	if !bytes.HasSuffix(line, []byte("\n")) || bytes.Count(line, []byte("\n")) != 1 {
		ss.t.Fatalf("%s: the reply is not one line: %q", req, line)
	}
	var rep map[string]any
	if err := json.Unmarshal(line, &rep); err != nil {
		ss.t.Fatalf("%s: %v in %s", req, err, line)
	}
	return rep
}

func strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

func TestHelloAndGames(t *testing.T) {
	ss := newSession(t)
	if rep := ss.ask(`{"op":"hello","id":7}`); rep["id"] != 7.0 || rep["protocol"] != "shima-engine" || rep["version"] != float64(enginewire.Version) {
		t.Errorf("hello: %v", rep)
	}
	ss.ask(`{"op":"hello","version":1}`)
	if why := ss.refused(`{"op":"hello","version":99}`); !strings.Contains(why, "version 1") {
		t.Errorf("version 99: %s", why)
	}
	var ids []string
	for _, g := range ss.ask(`{"op":"games"}`)["games"].([]any) {
		ids = append(ids, g.(map[string]any)["id"].(string))
	}
	if want := []string{"catan", "micronesia", "panicky", "skye", "skymerchants", "spiritisland"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("games %v, want %v", ids, want)
	}
}

// A game made through the protocol is played as the position tool plays
// it: the same legal lists, the same state after the same actions, by
// index or by text, in either language.
func TestPlayAGame(t *testing.T) {
	ss := newSession(t)
	rep := ss.ask(`{"op":"new","title":"micronesia","players":3,"seed":7,"legal":"text","id":"a"}`)
	if rep["id"] != "a" || rep["game"] != "g1" || rep["title"] != "micronesia" || rep["seats"] != 3.0 {
		t.Fatalf("new: %v", rep)
	}
	st, _ := engine.NewState("micronesia", engine.Config{Seats: 3, Seed: 7})
	texts := func(s engine.Seat) []string {
		var out []string
		for _, a := range st.Legal(s, nil) {
			out = append(out, st.Describe(a, engine.EN))
		}
		return out
	}
	legal := rep["legal"].(map[string]any)
	if got := strs(legal["actions"]); !reflect.DeepEqual(got, texts(0)) || legal["count"] != float64(len(got)) || legal["seat"] != 0.0 {
		t.Fatalf("legal %v, want %v", legal, texts(0))
	}
	// By index.
	rep = ss.ask(`{"op":"apply","game":"g1","index":2,"legal":"count"}`)
	st.Apply(0, st.Legal(0, nil)[2])
	if next := rep["legal"].(map[string]any); !reflect.DeepEqual(rep["to_move"], []any{1.0}) || next["actions"] != nil || next["count"] != float64(len(texts(1))) {
		t.Fatalf("apply by index: %v", rep)
	}
	// By text, in Japanese.
	ja := strs(ss.ask(`{"op":"legal","game":"g1","lang":"ja"}`)["legal"].(map[string]any)["actions"])
	ss.ask(`{"op":"apply","game":"g1","action":` + quote(ja[0]) + `}`)
	st.Apply(1, st.Legal(1, nil)[0])
	want, _ := st.MarshalJSON()
	got := ss.ask(`{"op":"save","game":"g1"}`)["position"]
	if w := decode(t, want); !reflect.DeepEqual(got, w) {
		t.Errorf("saved %v, want %v", got, w)
	}
	// To the end, by the first legal action.
	for {
		rep = ss.ask(`{"op":"status","game":"g1","legal":"count"}`)
		if rep["over"] == true {
			break
		}
		ss.ask(`{"op":"apply","game":"g1","index":0}`)
	}
	if len(rep["to_move"].([]any)) != 0 || rep["legal"] != nil {
		t.Errorf("over: %v", rep)
	}
	out := ss.ask(`{"op":"outcome","game":"g1"}`)["outcome"].(map[string]any)
	reason := out["reason"].(map[string]any)
	if len(out["scores"].([]any)) != 3 || len(out["winners"].([]any)) == 0 || reason["en"] == "" || reason["ja"] == "" || strings.Contains(reason["en"].(string), "{seat") {
		t.Errorf("outcome %v", out)
	}
	ss.refused(`{"op":"apply","game":"g1","index":0}`)
	ss.refused(`{"op":"best","game":"g1","bot":"random"}`)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func decode(t *testing.T, raw []byte) any {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// Games are kept apart by their ids; a copy goes its own way; a saved
// position loads back (as an object or as a string) to the same position.
func TestCopySaveLoadDrop(t *testing.T) {
	ss := newSession(t)
	ss.ask(`{"op":"new","title":"skye","players":2,"seed":3,"as":"a"}`)
	ss.ask(`{"op":"copy","game":"a","as":"b"}`)
	before := ss.ask(`{"op":"save","game":"b"}`)["position"]
	ss.ask(`{"op":"apply","game":"a","index":0}`)
	if after := ss.ask(`{"op":"save","game":"b"}`)["position"]; !reflect.DeepEqual(before, after) {
		t.Errorf("the copy changed with its original")
	}
	if ss.refused(`{"op":"copy","game":"a","as":"b"}`) == "" {
		t.Error("an id in use was taken again")
	}
	pos, _ := json.Marshal(ss.ask(`{"op":"save","game":"a"}`)["position"])
	for _, form := range []string{string(pos), quote(string(pos))} {
		rep := ss.ask(`{"op":"load","position":` + form + `}`)
		if rep["title"] != "skye" {
			t.Errorf("load: %v", rep)
		}
		if again := ss.ask(`{"op":"save","game":` + quote(rep["game"].(string)) + `}`)["position"]; !reflect.DeepEqual(again, decode(t, pos)) {
			t.Errorf("loaded %v, saved %s", again, pos)
		}
	}
	ss.ask(`{"op":"drop","game":"a"}`)
	if why := ss.refused(`{"op":"status","game":"a"}`); why != `there is no game "a"` {
		t.Errorf("after drop: %s", why)
	}
	ss.ask(`{"op":"status","game":"b"}`)
}

// Views are a seat's; events as the viewer sees them, in one language or
// both.
func TestViewAndEvents(t *testing.T) {
	ss := newSession(t)
	ss.ask(`{"op":"new","title":"micronesia","players":3,"seed":7}`)
	view := ss.ask(`{"op":"view","game":"g1","seat":1}`)["view"].(map[string]any)
	if view["viewer"] != 1.0 || view["game"] != "micronesia" {
		t.Errorf("view: %v", view)
	}
	if spectator := ss.ask(`{"op":"view","game":"g1"}`)["view"].(map[string]any); spectator["viewer"] != -1.0 {
		t.Errorf("spectator's view: %v", spectator)
	}
	if text := ss.ask(`{"op":"view","game":"g1","format":"text","lang":"ja"}`)["text"].(string); !strings.Contains(text, "ミクロネシア") {
		t.Errorf("text view: %q", text)
	}
	ss.ask(`{"op":"copy","game":"g1","as":"c"}`)
	en := ss.ask(`{"op":"apply","game":"g1","index":0,"events":"en"}`)["events"].([]any)
	both := ss.ask(`{"op":"apply","game":"c","index":0,"events":"both","viewer":-1}`)["events"].([]any)
	if len(en) == 0 || len(en) != len(both) {
		t.Fatalf("events %v and %v", en, both)
	}
	for i := range en {
		e, b := en[i].(map[string]any), both[i].(map[string]any)
		text := b["text"].(map[string]any)
		if e["kind"] != b["kind"] || e["text"] != text["en"] || text["ja"] == "" || strings.Contains(e["text"].(string), "{seat") {
			t.Errorf("event %d: %v and %v", i, e, b)
		}
	}
}

// A bot's choice comes with its index in the legal list and, from a
// search, its candidates; the same seed gives the same choice.
func TestBest(t *testing.T) {
	ss := newSession(t)
	ss.ask(`{"op":"new","title":"micronesia","players":3,"seed":7}`)
	legal := strs(ss.ask(`{"op":"legal","game":"g1"}`)["legal"].(map[string]any)["actions"])
	rep := ss.ask(`{"op":"best","game":"g1","bot":"mcts:200","seed":4,"top":3}`)
	best := rep["best"].(map[string]any)
	if i := int(best["index"].(float64)); legal[i] != best["text"] || rep["iterations"] != 200.0 || rep["seat"] != 0.0 || len(rep["candidates"].([]any)) != 3 {
		t.Errorf("best: %v", rep)
	}
	again := ss.ask(`{"op":"best","game":"g1","bot":"mcts:200","seed":4,"top":3}`)
	if !reflect.DeepEqual(again["best"], rep["best"]) {
		t.Errorf("same seed, another choice: %v and %v", again["best"], rep["best"])
	}
	// On workers each goroutine's tree searches the whole budget, and their
	// root visits add up to all the iterations; the seed still decides.
	onTwo := ss.ask(`{"op":"best","game":"g1","bot":"mcts:200","seed":4,"workers":2}`)
	visits := 0.0
	for _, c := range onTwo["candidates"].([]any) {
		visits += c.(map[string]any)["visits"].(float64)
	}
	if onTwo["iterations"] != 400.0 || visits != 400 {
		t.Errorf("on 2 workers: %v iterations, %v visits", onTwo["iterations"], visits)
	}
	if onOne := ss.ask(`{"op":"best","game":"g1","bot":"mcts:200","seed":4}`); reflect.DeepEqual(onOne["candidates"], onTwo["candidates"]) {
		t.Errorf("2 workers searched as one: %v", onTwo["candidates"])
	}
	again2 := ss.ask(`{"op":"best","game":"g1","bot":"mcts:200","seed":4,"workers":2}`)
	delete(again2, "seconds")
	delete(onTwo, "seconds")
	if !reflect.DeepEqual(again2, onTwo) {
		t.Errorf("same seed on 2 workers, another report: %v and %v", again2, onTwo)
	}
	rep = ss.ask(`{"op":"best","game":"g1","bot":"greedy"}`)
	if rep["candidates"] != nil || rep["iterations"] != nil || !slices.Contains(legal, rep["best"].(map[string]any)["text"].(string)) {
		t.Errorf("greedy: %v", rep)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	line := ss.s.Handle(ctx, []byte(`{"op":"best","game":"g1","bot":"mcts:10m"}`))
	if !bytes.Contains(line, []byte(`"interrupted"`)) {
		t.Errorf("a cancelled search: %s", line)
	}
}

// Every bad request is refused with a reason in both languages, its id
// echoed, and changes nothing.
func TestRefusals(t *testing.T) {
	ss := newSession(t)
	ss.ask(`{"op":"new","title":"micronesia","players":3,"seed":7,"as":"m"}`)
	before := ss.ask(`{"op":"save","game":"m"}`)["position"]
	for req, want := range map[string]string{
		`not json`:                                 "one JSON object",
		`[1,2]`:                                    "one JSON object",
		`{"op":"hello"} x`:                         "something follows",
		`{"op":"hello",}`:                          "a key must be a string",
		`{"op":"hello" "x":1}`:                     "a comma",
		`{"op":"hello","id":}`:                     "not valid JSON",
		`{"op":"hello","id":"a` + "\x01" + `"}`:    "string is not valid JSON",
		`{"op":"hello","id":{"a":1}`:               "a comma or a closing brace",
		`{}`:                                       `no "op"`,
		`{"op":"fly"}`:                             `unknown op "fly"`,
		`{"op":"hello","colour":"red"}`:            `unknown field "colour"`,
		`{"op":1}`:                                 `"op" must be a string`,
		`{"op":"new","players":"3"}`:               `"players" must be a whole number`,
		`{"op":"new","title":"x","players":1.5}`:   `"players" must be a whole number`,
		`{"op":"new","title":"x","seed":-1}`:       `"seed" must be a whole number`,
		`{"op":"new","title":"x","options":[1]}`:   `"options" must be an object`,
		`{"op":"new","players":3}`:                 `new needs a "title"`,
		`{"op":"new","title":"chess","players":2}`: `unknown game "chess"`,
		`{"op":"new","title":"micronesia"}`:        "for 3 to 4 players, not 0",
		`{"op":"new","title":"micronesia","players":3,"as":"m"}`:            `already a game "m"`,
		`{"op":"new","title":"micronesia","players":3,"options":{"x":"y"}}`: `no option "x"`,
		`{"op":"load"}`:                                                `load needs a "position"`,
		`{"op":"load","position":"{"}`:                                 "the JSON is malformed at byte 1",
		`{"op":"load","position":{"game":"go"}}`:                       `unknown game "go"`,
		`{"op":"legal"}`:                                               `legal needs a "game"`,
		`{"op":"legal","game":"n"}`:                                    `no game "n"`,
		`{"op":"legal","game":"m","seat":3}`:                           "seat 3 is not at this table",
		`{"op":"legal","game":"m","legal":"all"}`:                      `"legal" is "count" or "text"`,
		`{"op":"legal","game":"m","lang":"fr"}`:                        `"lang" is "en" or "ja"`,
		`{"op":"apply","game":"m"}`:                                    `an "index" or an "action"`,
		`{"op":"apply","game":"m","index":0,"action":"x"}`:             "not both",
		`{"op":"apply","game":"m","index":99}`:                         "index 99 is not among seat 0's",
		`{"op":"apply","game":"m","index":-1}`:                         "index -1",
		`{"op":"apply","game":"m","action":"fly away"}`:                "",
		`{"op":"apply","game":"m","index":0,"seat":1}`:                 "",
		`{"op":"apply","game":"m","index":0,"events":"de"}`:            `"events" is "en", "ja" or "both"`,
		`{"op":"apply","game":"m","index":0,"viewer":1}`:               `"viewer" goes with "events"`,
		`{"op":"apply","game":"m","index":0,"events":"en","viewer":5}`: "seat 5",
		`{"op":"apply","game":"m","index":0,"legal":"some"}`:           `"legal" is "count" or "text"`,
		`{"op":"view","game":"m","format":"svg"}`:                      `"format" is "json" or "text"`,
		`{"op":"view","game":"m","seat":-2}`:                           "seat -2",
		`{"op":"outcome","game":"m"}`:                                  "not over",
		`{"op":"best","game":"m"}`:                                     `best needs a "bot"`,
		`{"op":"best","game":"m","bot":"deep blue"}`:                   `unknown bot "deep blue"`,
		`{"op":"best","game":"m","bot":"mcts:0"}`:                      "bad mcts budget",
		`{"op":"best","game":"m","bot":"random","seat":1}`:             "seat 1 is not to move",
		`{"op":"best","game":"m","bot":"random","top":-1}`:             `"top" must be 0 or more`,
		`{"op":"best","game":"m","bot":"mcts","workers":0}`:            `"workers" must be from 1 to 64, not 0`,
		`{"op":"best","game":"m","bot":"mcts","workers":65}`:           `"workers" must be from 1 to 64, not 65`,
		`{"op":"best","game":"m","bot":"greedy","workers":2}`:          `"workers" needs an mcts bot`,
		`{"op":"best","game":"m","bot":"mcts","workers":"2"}`:          `"workers" must be a whole number`,
		`{"op":"drop"}`: `drop needs a "game"`,
	} {
		why := ss.refused(req)
		if !strings.Contains(why, want) {
			t.Errorf("%s: refused with %q, want %q", req, why, want)
		}
		// The id is echoed, wherever the line is JSON.
		if withID := strings.Replace(req, `{"op"`, `{"id":[1,"x"],"op"`, 1); withID != req && json.Valid([]byte(withID)) {
			if rep := ss.send(withID); !reflect.DeepEqual(rep["id"], []any{1.0, "x"}) || rep["error"] == nil {
				t.Errorf("%s: the id is not echoed: %v", withID, rep)
			}
		}
	}
	if after := ss.ask(`{"op":"save","game":"m"}`)["position"]; !reflect.DeepEqual(before, after) {
		t.Errorf("a refused request changed the game")
	}
}

// Serve answers every non-blank line, in order, with one line: also a last
// line without its newline, lines ending in CRLF, and a line too long to
// read, which it skips whole.
func TestServe(t *testing.T) {
	long := `{"op":"hello","id":"` + strings.Repeat("x", enginewire.MaxLine) + `"}`
	in := "\n" + `{"op":"hello","id":1}` + "\r\n  \n" + long + "\n" + `{"op":"hello","id":2}` + "\n" + `{"op":"hello","id":3}`
	var out bytes.Buffer
	if err := enginewire.NewServer(engine.EN).Serve(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], `{"id":1,`) || !strings.Contains(lines[1], "longer than") ||
		!strings.HasPrefix(lines[2], `{"id":2,`) || !strings.HasPrefix(lines[3], `{"id":3,`) {
		t.Errorf("replies:\n%s", out.String())
	}
}

// panicky is Micronesia with a bug: its Apply panics.
type panicky struct{ engine.Game }

func (p panicky) Info() engine.Info {
	i := p.Game.Info()
	i.ID = "panicky"
	return i
}

func (p panicky) New(cfg engine.Config) (engine.State, error) {
	st, err := p.Game.New(cfg)
	return panickyState{st}, err
}

type panickyState struct{ engine.State }

func (panickyState) Apply(engine.Seat, engine.Action) error { panic("a bug") }

func init() {
	m, err := engine.Lookup("micronesia")
	if err != nil {
		panic(err)
	}
	engine.Register(panicky{m})
}

// A bug in a game is an internal error, not the end of the engine; the
// game it broke is dropped, the others go on.
func TestInternalError(t *testing.T) {
	ss := newSession(t)
	ss.ask(`{"op":"new","title":"micronesia","players":3,"as":"ok"}`)
	ss.ask(`{"op":"new","title":"panicky","players":3,"as":"bad"}`)
	rep := ss.send(`{"op":"apply","game":"bad","index":0,"id":9}`)
	e, _ := rep["error"].(map[string]any)
	if rep["id"] != 9.0 || e["internal"] != true || !strings.Contains(e["en"].(string), `internal error: a bug; game "bad" was dropped`) || e["ja"] == "" {
		t.Errorf("a panic: %v", rep)
	}
	ss.refused(`{"op":"status","game":"bad"}`)
	ss.ask(`{"op":"apply","game":"ok","index":0}`)
}
