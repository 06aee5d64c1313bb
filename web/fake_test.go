package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"

	"shima/bot/levels"
	"shima/engine"
	_ "shima/games/all"
	"shima/match"
)

// fake is a stand-in for `shima serve` (server/API.md) for the browser
// tests: the real bundle, the HTTP API and /ws, answered from matches held
// in memory and played by the real engines (Micronesia, Merchants of Sky
// Islands, Isle of Skye). It records what the browser sends so that tests
// can check it.
type fake struct {
	t       *testing.T
	srv     *httptest.Server
	mu      sync.Mutex
	matches map[string]*fakeMatch
	replay  map[string]any // the replay of "over1"
	// chances is the analysis of "over1": each seat's chance going straight
	// from a third to its reward, with one costly move.
	chances map[string]any
	sent    []map[string]any
	created []map[string]any
	claims  []string // "match seat name token"
	conns   map[*websocket.Conn]bool
	// account is the account the browser is signed in to (account_fake_test.go); nil for a guest.
	account *fakeAccount
	// gamesDelay holds back the answer of /api/games, as a slow network
	// may, behind the player's own matches.
	gamesDelay time.Duration
}

// fakeMatch is a match: its state, the states before each move (for undo),
// its seats, tokens and log.
type fakeMatch struct {
	id       string
	game     string
	state    engine.State
	history  []engine.State
	seats    []map[string]any
	tokens   map[string]int // the seats' own tokens
	invites  map[string]int // the invites whose seats nobody has taken yet
	used     map[string]bool
	seq      int
	log      []fakeLog
	deadline *time.Time
	handOver []int
	chat     []map[string]any // the chat's lines, both rooms (chat_browser_test.go)
}

type fakeLog struct {
	seq, seat int
	kind      string
	text      engine.Text
	bot       string
	events    []engine.Event
}

// Tokens of the fixtures' seats.
const (
	tokenHana = "0123456789abcdef0123456789abcdef"
	tokenKen  = "fedcba9876543210fedcba9876543210"
	tokenAiko = "00112233445566778899aabbccddeeff" // an invite
	// tokenAikoOwn is the token Aiko's seat gets when she takes it with her invite.
	tokenAikoOwn = "aaaabbbbccccddddeeeeffff00001111"
)

// splitPosition is seat 0's turn: dice 1, 3, 4 (splits 1|7, 3|5, 4 only).
const splitPosition = `{"game":"micronesia","seats":3,"turn":9,"to_move":0,"step":"split",
 "stock":[10,9,11],
 "islands":[{"island":2,"seat":1,"tribes":1},{"island":3,"seat":0,"tribes":2},{"island":5,"seat":2,"tribes":2},
  {"island":7,"seat":1,"tribes":3},{"island":8,"seat":0,"tribes":1},{"island":10,"seat":2,"tribes":1},{"island":12,"seat":0,"tribes":1}],
 "dice":[1,3,4],"seed":5}`

// burstPosition is the order of a split that bursts (issue 10): red, with 2
// tribes in stock, rolls 5,4,5; blue holds 9 with 1 tribe and yellow 5 with 4.
// Island 9 first takes blue's island, then bursts on 5 (yellow wins 3-1); 5
// first bursts at once (blue wins 4-3). Islands 4 and 10 are safe.
const burstPosition = `{"game":"micronesia","seats":3,"turn":7,"to_move":0,"step":"split","stock":[2,13,10],
 "islands":[{"island":12,"seat":0,"tribes":6},{"island":11,"seat":0,"tribes":4},{"island":1,"seat":0,"tribes":1},
  {"island":9,"seat":1,"tribes":1},{"island":2,"seat":1,"tribes":1},{"island":5,"seat":2,"tribes":4},{"island":3,"seat":2,"tribes":1}],
 "dice":[5,4,5],"seed":4}`

// rebalancePosition is seat 0 rebalancing after splitting 3 and 8; island 3 has given a tribe to 8.
const rebalancePosition = `{"game":"micronesia","seats":4,"turn":14,"to_move":0,"step":"rebalance",
 "stock":[9,8,10,11],
 "islands":[{"island":1,"seat":3,"tribes":1},{"island":3,"seat":0,"tribes":2},{"island":4,"seat":1,"tribes":2},
  {"island":6,"seat":2,"tribes":1},{"island":8,"seat":0,"tribes":2},{"island":9,"seat":1,"tribes":1},
  {"island":11,"seat":3,"tribes":2},{"island":12,"seat":0,"tribes":1}],
 "dice":[3,2,6],"sacrificed":[2],"split":[3,8],"gave":[3],"got":[8],"seed":9}`

// skyPosition is seat 0's fifth turn of Merchants of Sky Islands, to lay a
// tile: 28 (two islands, north and south) or 30 (a tee), with cubes enough
// to build three times and trade; seat 0's house at 0,1 has a tower and a harbour.
const skyPosition = `{"game":"skymerchants","seats":3,"turns":13,"to_move":0,"step":"place",
 "tiles":[{"tile":41,"x":0,"y":0,"houses":[1]},{"tile":42,"x":1,"y":0},{"tile":43,"x":1,"y":1},
  {"tile":44,"x":0,"y":1,"houses":[0],"towers":[1],"harbours":[1]},{"tile":5,"x":0,"y":2,"turn":180,"houses":[1]},
  {"tile":31,"x":1,"y":2,"houses":[1],"harbours":[1]},{"tile":14,"x":1,"y":-1},{"tile":27,"x":2,"y":-1,"turn":90},
  {"tile":9,"x":0,"y":-1,"turn":180},{"tile":35,"x":-1,"y":1},{"tile":29,"x":-1,"y":2,"turn":180},
  {"tile":39,"x":0,"y":3,"houses":[2,-1],"towers":[1]},{"tile":6,"x":-1,"y":0,"turn":180},{"tile":33,"x":1,"y":3},
  {"tile":11,"x":2,"y":3,"turn":180},{"tile":12,"x":0,"y":4,"turn":180}],
 "hands":[[28,30],[4,24],[22,23]],
 "pile":[15,20,7,18,16,37,32,19,34,21,36,13],
 "boxed":[3,2,38,26,25,10,17,1,8,40],
 "cubes":[[7,4,4],[0,0,0],[0,2,0]],"supply":[13,14,16],"towers":10,"harbours":10,
 "houses":[10,8,10],"score":[4,0,3],"seed":3}`

func newFake(t *testing.T) *fake {
	f := &fake{t: t, matches: map[string]*fakeMatch{}, conns: map[*websocket.Conn]bool{}}
	at := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	deadline := time.Now().Add(9*time.Minute + 41*time.Second)

	split := f.add("split1", loadPosition(t, splitPosition), 8, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "bot", "bot": "greedy", "claimed": true},
		{"seat": 2, "kind": "person", "name": "Ken Takahashi-Yamamoto", "claimed": true, "connected": false},
	})
	split.tokens = map[string]int{tokenHana: 0, tokenKen: 2}
	split.deadline = &deadline
	split.handOver = []int{2}
	for i, l := range []struct {
		seat      int
		en, ja    string
		bot, kind string
	}{
		{0, "islands 3 and 8", "3と8の島", "", "move"},
		{0, "done", "調整を終える", "", "move"},
		{1, "islands 2 and 7", "2と7の島", "greedy", "move"},
		{2, "island 5", "5の島だけ", "", "move"},
		{2, "is handed to the bot greedy", "ボットに交代: greedy", "greedy", "seat"},
		{2, "islands 5 and 10", "5と10の島", "greedy", "move"},
		{2, "is played by its person again", "本人が再び遊びます", "", "seat"},
		{0, "island 12", "12の島だけ", "", "move"},
	} {
		split.log = append(split.log, fakeLog{seq: i + 1, seat: l.seat, kind: l.kind, text: engine.T(l.en, l.ja), bot: l.bot})
	}
	// What two moves caused: a heading with its details, a line Hana alone
	// sees, and the last move retold in the board's words.
	split.log[5].events = []engine.Event{
		{Kind: "roll", Seat: 2, Text: engine.T("{seat 2} rolls 3 and 5", "{seat 2}が3と5を出しました")},
		{Kind: "produce", Seat: 0, Detail: true, At: []string{"3"}, Text: engine.T("{seat 0} takes 2 from island 3", "{seat 0}が3の島から2つ")},
		{Kind: "produce", Seat: 1, Detail: true, At: []string{"5"}, Text: engine.T("{seat 1} takes 1 from island 5", "{seat 1}が5の島から1つ")},
		{Kind: "steal", Seat: 2, Text: engine.T("{seat 2} took a shell from {seat 0}", "{seat 2}が{seat 0}から貝"), Only: []engine.Seat{0, 2},
			Else: &engine.Event{Kind: "steal", Seat: 2, Text: engine.T("{seat 2} took a card from {seat 0}", "{seat 2}が{seat 0}から1枚")}},
	}
	split.log[7].events = []engine.Event{{Kind: "colonise", Seat: 0, Retell: true, At: []string{"12"}, Text: engine.T("{seat 0} settles the island 12 alone", "{seat 0}が12の島だけに入植")}}

	// bots1: two greedy bots, told apart by their colours, have played.
	bots := f.add("bots1", loadPosition(t, splitPosition), 3, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "bot", "bot": "greedy", "claimed": true},
		{"seat": 2, "kind": "bot", "bot": "greedy", "claimed": true},
	})
	bots.tokens = map[string]int{tokenHana: 0}
	bots.log = []fakeLog{
		{seq: 1, seat: 1, kind: "move", text: engine.T("islands 2 and 7", "2と7の島"), bot: "greedy"},
		{seq: 2, seat: 2, kind: "move", text: engine.T("islands 5 and 10", "5と10の島"), bot: "greedy"},
		{seq: 3, seat: 0, kind: "move", text: engine.T("island 12", "12の島だけ")},
	}

	burst := f.add("burst1", loadPosition(t, burstPosition), 5, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "person", "name": "Ken", "claimed": true, "connected": true},
		{"seat": 2, "kind": "bot", "bot": "greedy", "claimed": true},
	})
	burst.tokens = map[string]int{tokenHana: 0}

	reb := f.add("reb1", loadPosition(t, rebalancePosition), 31, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "person", "name": "Ken", "claimed": true, "connected": true},
		{"seat": 2, "kind": "bot", "bot": "mcts:300", "claimed": true},
		{"seat": 3, "kind": "person", "name": "Aiko", "claimed": false},
	})
	reb.tokens = map[string]int{tokenHana: 0}
	reb.invites = map[string]int{tokenAiko: 3}
	reb.history = []engine.State{reb.state} // so that undo is offered
	reb.log = []fakeLog{{seq: 31, seat: 0, kind: "move", text: engine.T("move 3 to 8", "3の島から8の島へ移す")}}

	over, frames := playout(t, "micronesia", 3, 11)
	f.add("over1", over, len(frames)-1, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true, "hints": 2},
		{"seat": 1, "kind": "bot", "bot": "greedy", "claimed": true},
		{"seat": 2, "kind": "bot", "bot": "mcts:300", "claimed": true},
	})
	f.replay = map[string]any{
		"id": "over1", "seed": "11", "created": at,
		"config":  map[string]any{"game": "micronesia", "seats": []map[string]any{{"kind": "person"}, {"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "mcts:300"}}},
		"events":  []any{},
		"frames":  frames,
		"outcome": over.Outcome(),
	}
	f.chances = fakeChances(over.Outcome(), len(frames))

	sky := f.add("sky1", loadPosition(t, skyPosition), 40, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "bot", "bot": "greedy", "claimed": true},
		{"seat": 2, "kind": "person", "name": "Ken", "claimed": true, "connected": true},
	})
	sky.tokens = map[string]int{tokenHana: 0, tokenKen: 2}
	skyOver, frames := playout(t, "skymerchants", 4, 12) // all 44 tiles laid
	f.add("skyover1", skyOver, len(frames)-1, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "bot", "bot": "greedy", "claimed": true},
		{"seat": 2, "kind": "bot", "bot": "mcts:300", "claimed": true},
		{"seat": 3, "kind": "person", "name": "Ken", "claimed": true, "connected": false},
	}).tokens = map[string]int{tokenHana: 0}
	// siover1: a cooperative game the spirits lost.
	siOver, siFrames := playout(t, "spiritisland", 2, 1)
	f.add("siover1", siOver, len(siFrames)-1, []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "bot", "bot": "greedy", "claimed": true},
	})
	addSkye(f)
	addCatan(f)

	mux := http.NewServeMux()
	mux.Handle("/", Handler(""))
	mux.HandleFunc("GET /api/games", f.games)
	mux.HandleFunc("POST /api/matches", f.create)
	mux.HandleFunc("GET /api/matches", f.open)
	mux.HandleFunc("POST /api/matches/mine", f.mine)
	mux.HandleFunc("POST /api/matches/{id}/seats/{n}/claim", f.claim)
	mux.HandleFunc("GET /api/matches/{id}", f.match)
	mux.HandleFunc("GET /api/matches/{id}/replay", f.replayOf)
	mux.HandleFunc("GET /api/matches/{id}/analysis", f.analysisOf)
	mux.HandleFunc("GET /api/matches/{id}/coach", f.coachAt)
	mux.HandleFunc("GET /ws", f.ws)
	f.accountRoutes(mux)
	f.ratingRoutes(mux)
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

func loadPosition(t *testing.T, position string) engine.State {
	t.Helper()
	st, err := engine.LoadPosition([]byte(position))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// playout plays a game from seed to its end with seeded random moves, and
// returns the final state and the replay's frames.
func playout(t *testing.T, game string, seats int, seed uint64) (engine.State, []map[string]any) {
	t.Helper()
	st, err := engine.NewState(game, engine.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(seed)
	frames := []map[string]any{{"seq": 0, "seat": -1, "text": engine.T("start", "開始"), "view": st.View(engine.Spectator)}}
	for !st.Over() {
		s := st.ToMove()[0]
		legal := st.Legal(s, nil)
		a := legal[r.IntN(len(legal))]
		text := engine.T(st.Describe(a, engine.EN), st.Describe(a, engine.JA))
		events, err := engine.ApplyEvents(st, s, a)
		if err != nil {
			t.Fatal(err)
		}
		frames = append(frames, map[string]any{"seq": len(frames), "seat": s, "text": text, "view": st.View(engine.Spectator),
			"events": engine.Seen(events, engine.Spectator)})
	}
	return st, frames
}

func (f *fake) add(id string, st engine.State, seq int, seats []map[string]any) *fakeMatch {
	var head struct{ Game string }
	if data, err := st.MarshalJSON(); err != nil || json.Unmarshal(data, &head) != nil {
		f.t.Fatalf("%s: the position does not name its game", id)
	}
	m := &fakeMatch{id: id, game: head.Game, state: st, seq: seq, seats: seats, tokens: map[string]int{}, invites: map[string]int{}, used: map[string]bool{}, handOver: []int{}}
	f.matches[id] = m
	return m
}

func langOf(s string) engine.Lang {
	if l, err := engine.ParseLang(s); err == nil {
		return l
	}
	return engine.EN
}

// snapshot is m as seat viewer sees it in lang, with the log after since;
// invite is the seat the viewer's invite takes, or -1.
func (m *fakeMatch) snapshot(viewer, invite int, lang engine.Lang, since int) map[string]any {
	legal := []map[string]any{}
	toMove := m.state.ToMove()
	if viewer >= 0 && engine.Contains(toMove, engine.Seat(viewer)) {
		for _, a := range m.state.Legal(engine.Seat(viewer), nil) {
			legal = append(legal, map[string]any{"action": a, "text": m.state.Describe(a, lang)})
		}
	}
	log := []map[string]any{}
	for _, l := range m.log {
		if l.seq > since {
			log = append(log, map[string]any{"seq": l.seq, "seat": l.seat, "kind": l.kind, "text": l.text.In(lang), "bot": l.bot, "at": time.Now().UTC(),
				"events": match.Lines(l.events, engine.Seat(viewer), lang)})
		}
	}
	handOver := []int{}
	if viewer >= 0 {
		handOver = append(append(handOver, viewer), m.handOver...)
	}
	snap := map[string]any{
		"id": m.id, "game": m.game, "seq": m.seq, "viewer": viewer, "seats": m.seats,
		"to_move": toMove, "over": m.state.Over(), "view": m.state.View(engine.Seat(viewer)),
		"legal": legal, "can_undo": viewer >= 0 && len(m.history) > 0 && len(legal) > 0,
		"can_hand_over": handOver, "log_since": since, "log": log, "outcome": nil,
	}
	if toMove == nil {
		snap["to_move"] = []int{}
	}
	if m.deadline != nil {
		snap["deadline"] = m.deadline
	}
	if invite >= 0 {
		snap["invite"] = invite
	}
	if m.state.Over() {
		snap["outcome"] = m.state.Outcome()
	}
	return snap
}

func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func refuse(w http.ResponseWriter, r *http.Request, status int, code string, text engine.Text) {
	reply(w, status, map[string]string{"error": text.In(langOf(r.URL.Query().Get("lang"))), "code": code})
}

func (f *fake) games(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	delay := f.gamesDelay
	f.mu.Unlock()
	time.Sleep(delay)
	var games []map[string]any
	for _, g := range engine.Games() {
		info := g.Info()
		options := []engine.Option{}
		for _, o := range info.Options {
			if o.Values == nil {
				o.Values = []string{}
			}
			options = append(options, o)
		}
		games = append(games, map[string]any{"id": info.ID, "name": info.Name, "min_seats": info.MinSeats, "max_seats": info.MaxSeats, "cooperative": info.Cooperative, "options": options,
			"bots": levels.For(info.ID)})
	}
	reply(w, 200, map[string]any{"games": games, "bots": []map[string]any{
		{"spec": "random", "name": engine.T("Random", "ランダム")},
		{"spec": "greedy", "name": engine.T("Greedy", "貪欲")},
		{"spec": "mcts:300", "name": engine.T("MCTS (easy)", "MCTS(やさしい)")},
		{"spec": "mcts:1000", "name": engine.T("MCTS (strong)", "MCTS(つよい)")},
	}})
}

func (f *fake) create(w http.ResponseWriter, r *http.Request) {
	var req map[string]any
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		refuse(w, r, 400, "bad_request", engine.T("bad JSON", "JSONが読めません"))
		return
	}
	f.mu.Lock()
	f.created = append(f.created, req)
	f.mu.Unlock()
	var seats []map[string]any
	for i, s := range req["seats"].([]any) {
		seat := s.(map[string]any)
		out := map[string]any{"seat": i, "kind": seat["kind"]}
		switch {
		case seat["kind"] == "bot":
			out["bot"] = seat["bot"]
		case seat["open"] == true:
			out["open"] = true
		default:
			token := fmt.Sprintf("%032x", i+1)
			out["token"], out["invite"] = token, "/m/new1#t="+token
		}
		seats = append(seats, out)
	}
	res := map[string]any{"id": "new1", "seats": seats}
	var yours []any // the creator's seats: seat and mine, as the server takes them
	if you, ok := req["seat"]; ok {
		yours = append(yours, you)
	}
	if mine, ok := req["mine"].([]any); ok {
		yours = append(yours, mine...)
	}
	if len(yours) > 0 {
		res["you"], res["yours"] = yours[0], yours
	}
	reply(w, 201, res)
}

func (f *fake) open(w http.ResponseWriter, r *http.Request) {
	reply(w, 200, map[string]any{"matches": []map[string]any{{
		"id": "open1", "game": "micronesia", "status": "playing", "seq": 0,
		"created": time.Now().Add(-5 * time.Minute).UTC(), "updated": time.Now().Add(-2 * time.Minute).UTC(),
		"seats": []map[string]any{
			{"seat": 0, "kind": "person", "name": "Yui", "claimed": true},
			{"seat": 1, "kind": "person", "open": true, "claimed": false},
			{"seat": 2, "kind": "bot", "bot": "mcts:300", "claimed": true},
			{"seat": 3, "kind": "person", "open": true, "claimed": false},
		},
		"to_move": []int{0},
	}}})
}

func (f *fake) mine(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Tokens []struct{ Match, Token string }
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		refuse(w, r, 400, "bad_request", engine.T("bad JSON", "JSONが読めません"))
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	out := []map[string]any{}
	for _, p := range req.Tokens {
		m := f.matches[p.Match]
		seat, ok := 0, false
		if m != nil {
			seat, ok = m.tokens[p.Token]
		}
		if !ok {
			continue
		}
		toMove := m.state.ToMove()
		status := "playing"
		if m.state.Over() {
			status = "over"
		}
		out = append(out, map[string]any{
			"id": m.id, "game": m.game, "status": status, "seq": m.seq, "created": time.Now().UTC(), "updated": time.Now().UTC(),
			"seats": m.seats, "to_move": toMove, "you": seat, "your_turn": engine.Contains(toMove, engine.Seat(seat)),
		})
	}
	reply(w, 200, map[string]any{"matches": out})
}

// claim takes a seat with its invite, renames a seat with its own token,
// or gives an open seat away (without a token).
func (f *fake) claim(w http.ResponseWriter, r *http.Request) {
	var req struct{ Name string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		refuse(w, r, 400, "bad_request", engine.T("bad JSON", "JSONが読めません"))
		return
	}
	n, _ := strconv.Atoi(r.PathValue("n"))
	token := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	f.mu.Lock()
	defer f.mu.Unlock()
	f.claims = append(f.claims, fmt.Sprint(r.PathValue("id"), " ", n, " ", req.Name, " ", token))
	m := f.matches[r.PathValue("id")]
	own := false
	if m != nil {
		seat, ok := m.tokens[token]
		own = ok && seat == n
	}
	switch {
	case token == "":
		reply(w, 200, map[string]any{"seat": n, "token": tokenKen})
	case m == nil:
		refuse(w, r, 404, "not_found", engine.T("no such match", "その対戦はありません"))
	case m.used[token]:
		refuse(w, r, 409, "invite_used", engine.T("this invite link has been used", "この招待リンクはすでに使われています"))
	case own:
		reply(w, 200, map[string]any{"seat": n})
	default:
		seat, ok := m.invites[token]
		if !ok || seat != n {
			refuse(w, r, 403, "forbidden", engine.T("this link is not valid for this match", "このリンクはこの対戦では使えません"))
			return
		}
		delete(m.invites, token)
		m.used[token], m.tokens[tokenAikoOwn] = true, n
		m.seats[n]["claimed"], m.seats[n]["name"] = true, req.Name
		reply(w, 200, map[string]any{"seat": n, "token": tokenAikoOwn})
	}
}

func (f *fake) match(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	m := f.matches[r.PathValue("id")]
	if m == nil {
		refuse(w, r, 404, "not_found", engine.T("no such match", "その対戦はありません"))
		return
	}
	reply(w, 200, m.snapshot(-1, -1, langOf(r.URL.Query().Get("lang")), 0))
}

func (f *fake) replayOf(w http.ResponseWriter, r *http.Request) {
	if r.PathValue("id") != "over1" {
		refuse(w, r, 403, "forbidden", engine.T("the replay opens when the match is over", "リプレイは対戦が終わってから見られます"))
		return
	}
	reply(w, 200, f.replay)
}

// fakeChances is an analysis of steps steps of a game that ended in o.
func fakeChances(o engine.Outcome, steps int) map[string]any {
	chances := make([][]float64, steps)
	for k := range chances {
		for s := range o.Scores {
			f := float64(k) / float64(steps-1)
			chances[k] = append(chances[k], (1-f)/3+f*o.Reward(engine.Seat(s)))
		}
	}
	return map[string]any{"status": "done", "bot": "mcts:200", "steps": steps, "done": steps, "chances": chances,
		"costly": []map[string]any{{"step": 2, "seat": 1, "drop": 0.2}}, "team": false}
}

func (f *fake) analysisOf(w http.ResponseWriter, r *http.Request) {
	if r.PathValue("id") != "over1" {
		refuse(w, r, 403, "forbidden", engine.T("the chances of winning are shown once the match is over, never during it", "勝率の分析は対戦が終わってから見られます。対戦中には表示しません"))
		return
	}
	reply(w, 200, f.chances)
}

// coachAt answers what the coach would have played at a step of over1's
// replay: the same two moves at any step, in the request's language.
func (f *fake) coachAt(w http.ResponseWriter, r *http.Request) {
	step, err := strconv.Atoi(r.URL.Query().Get("step"))
	if r.PathValue("id") != "over1" || err != nil || step < 1 {
		refuse(w, r, 400, "bad_request", engine.T("step must be a move of the replay", "stepはリプレイの手です"))
		return
	}
	text := map[string][2]string{"en": {"islands 3 and 5", "island 9"}, "ja": {"3と5の島", "9の島"}}[r.URL.Query().Get("lang")]
	best := map[string]any{"action": 131333, "text": text[0], "win": 0.52}
	reply(w, 200, map[string]any{"step": step, "seat": 0, "hint": map[string]any{"seat": 0, "best": best,
		"candidates": []any{best, map[string]any{"action": 131337, "text": text[1], "win": 0.4}}}})
}

// ws watches one match per connection: a snapshot after watch and lang, an
// ack and a snapshot after each move or undo, and an error for hand-overs.
func (f *fake) ws(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	f.mu.Lock()
	f.conns[c] = true
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		delete(f.conns, c)
		f.mu.Unlock()
		c.CloseNow()
	}()
	ctx := r.Context()
	var m *fakeMatch
	viewer, invite, lang := -1, -1, engine.EN
	for {
		var msg map[string]any
		if err := wsjson.Read(ctx, c, &msg); err != nil {
			return
		}
		f.mu.Lock()
		f.sent = append(f.sent, msg)
		var out []any
		id, _ := msg["id"].(string)
		switch msg["type"] {
		case "watch":
			lang = langOf(fmt.Sprint(msg["lang"]))
			m = f.matches[fmt.Sprint(msg["match"])]
			if m == nil {
				out = append(out, map[string]any{"type": "error", "code": "not_found", "error": engine.T("no such match", "その対戦はありません").In(lang)})
				break
			}
			viewer, invite = -1, -1
			token, _ := msg["token"].(string)
			if s, ok := m.tokens[token]; ok {
				viewer = s
			} else if s, ok := m.invites[token]; ok {
				invite = s
			} else if m.used[token] {
				out = append(out, map[string]any{"type": "error", "id": "", "code": "invite_used", "error": engine.T("this invite link has been used", "この招待リンクはすでに使われています").In(lang)})
				break
			} else if token != "" {
				out = append(out, map[string]any{"type": "error", "id": "", "code": "forbidden", "error": engine.T("this link is not valid for this match", "このリンクはこの対戦では使えません").In(lang)})
				break
			}
			out = append(out, map[string]any{"type": "snapshot", "snapshot": m.snapshot(viewer, invite, lang, 0)}, m.chatLog(viewer))
		case "chat":
			out = append(out, m.say(viewer, msg))
		case "lang":
			lang = langOf(fmt.Sprint(msg["lang"]))
			out = append(out, map[string]any{"type": "snapshot", "snapshot": m.snapshot(viewer, invite, lang, 0)})
		case "move":
			since := m.seq
			if err := m.move(viewer, msg); err != nil {
				out = append(out, map[string]any{"type": "error", "id": id, "code": "illegal", "error": engine.Explain(err, lang)})
				break
			}
			out = append(out, map[string]any{"type": "ack", "id": id, "seq": m.seq}, map[string]any{"type": "snapshot", "snapshot": m.snapshot(viewer, invite, lang, since)})
		case "undo":
			if len(m.history) > 0 {
				m.state = m.history[len(m.history)-1]
				m.history = m.history[:len(m.history)-1]
				m.log = m.log[:len(m.log)-1]
				m.seq++
			}
			out = append(out, map[string]any{"type": "ack", "id": id, "seq": m.seq}, map[string]any{"type": "snapshot", "snapshot": m.snapshot(viewer, invite, lang, 0)})
		default:
			out = append(out, map[string]any{"type": "error", "id": id, "code": "forbidden", "error": engine.T("this fake server hands no seat over", "この仮のサーバーは席を交代できません").In(lang)})
		}
		f.mu.Unlock()
		for _, o := range out {
			if err := wsjson.Write(ctx, c, o); err != nil {
				return
			}
		}
	}
}

// move applies a move message for viewer, as the server checks it.
func (m *fakeMatch) move(viewer int, msg map[string]any) error {
	seq, _ := msg["seq"].(float64)
	action, _ := msg["action"].(float64)
	if int(seq) != m.seq {
		return engine.Reject("stale", "古い局面です")
	}
	if viewer < 0 {
		return engine.Reject("you watch this match", "観戦中です")
	}
	before := m.state.Clone()
	a := engine.Action(action)
	text := engine.T(m.state.Describe(a, engine.EN), m.state.Describe(a, engine.JA))
	d, ok := m.state.(engine.Drafting)
	draft := ok && d.Drafts(a, engine.Seat(viewer))
	events, err := engine.ApplyEvents(m.state, engine.Seat(viewer), a)
	if err != nil {
		return err
	}
	m.history = append(m.history, before)
	m.seq++
	if !draft || len(events) > 0 { // as the server's log: a draft tells nothing of its own
		m.log = append(m.log, fakeLog{seq: m.seq, seat: viewer, kind: "move", text: text, events: events})
	}
	return nil
}

// drop closes every WebSocket, as a server restart or a lost network would.
func (f *fake) drop() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for c := range f.conns {
		c.CloseNow()
	}
}

// claimed returns the claims made so far.
func (f *fake) claimed() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.claims)
}

// messages returns what the browser has sent over /ws of a type.
func (f *fake) messages(typ string) []map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []map[string]any
	for _, m := range f.sent {
		if m["type"] == typ {
			out = append(out, m)
		}
	}
	return out
}
