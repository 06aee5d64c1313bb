package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

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

// skySecrets is what a Merchants of Sky Islands match hides at one seq.
type skySecrets struct {
	Hands [][]int `json:"hands"`
	Shown [][]int `json:"shown"`
	Pile  []int   `json:"pile"` // the top last
	Boxed []int   `json:"boxed"`
	RNG   string  `json:"rng"`
	seed  string
}

// skySnapshot is what a snapshot of Merchants of Sky Islands shows of the
// viewer and its hand.
type skySnapshot struct {
	Seq    int  `json:"seq"`
	Viewer int  `json:"viewer"`
	Invite *int `json:"invite"`
	View   struct {
		Hand []struct {
			Tile int `json:"tile"`
		} `json:"hand"`
	} `json:"view"`
}

// hand is the tiles of the viewer's hand, in order.
func (s skySnapshot) hand() []int {
	var out []int
	for _, h := range s.View.Hand {
		out = append(out, h.Tile)
	}
	slices.Sort(out)
	return out
}

// skySecretsAt reads the secrets of match id at event seq from the store.
func skySecretsAt(t *testing.T, ts *testServer, id string, seq int) skySecrets {
	t.Helper()
	raw, _ := trueState(t, ts, id, seq).MarshalJSON()
	var s skySecrets
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatal(err)
	}
	rec, _ := ts.store.Load(context.Background(), id)
	s.seed = strconv.FormatUint(rec.Seed, 10)
	return s
}

// hiddenFrom is every tile viewer (-1: a spectator) may not know: the
// pile, the tiles put away unseen, and the other seats' hand tiles that
// nobody was shown (a forced discard shows the hand).
func (s skySecrets) hiddenFrom(viewer int) map[int]bool {
	hidden := map[int]bool{}
	for _, t := range slices.Concat(s.Pile, s.Boxed) {
		hidden[t] = true
	}
	for seat, hand := range s.Hands {
		for _, t := range hand {
			if seat != viewer && (seat >= len(s.Shown) || !slices.Contains(s.Shown[seat], t)) {
				hidden[t] = true
			}
		}
	}
	return hidden
}

// tileMention finds a tile named in JSON or in English or Japanese text.
var tileMention = regexp.MustCompile(`"tile":(\d+)|\btile (\d+)|タイル(\d+)`)

// checkSecrets fails if body, sent to viewer, names a tile hidden from it
// (but the one the viewer named itself, sent), shows the pile's order, or
// holds the seed or the random source.
func checkSecrets(t *testing.T, what, body string, s skySecrets, viewer, sent int) {
	t.Helper()
	hidden := s.hiddenFrom(viewer)
	for _, m := range tileMention.FindAllStringSubmatch(body, -1) {
		id, _ := strconv.Atoi(m[1] + m[2] + m[3])
		if hidden[id] && id != sent {
			t.Fatalf("%s shows seat %d tile %d, hidden from it (%q):\n%s", what, viewer, id, m[0], body)
		}
	}
	if n := len(s.Pile); n >= 4 {
		for _, run := range [][]int{s.Pile[:4], s.Pile[n-4:], {s.Pile[3], s.Pile[2], s.Pile[1], s.Pile[0]}, {s.Pile[n-1], s.Pile[n-2], s.Pile[n-3], s.Pile[n-4]}} {
			if order := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(run)), ","), "[]"); strings.Contains(body, order) {
				t.Fatalf("%s shows seat %d the pile's order %s:\n%s", what, viewer, order, body)
			}
		}
	}
	if strings.Contains(body, s.seed) || strings.Contains(body, s.RNG) {
		t.Fatalf("%s shows seat %d the seed or the random source:\n%s", what, viewer, body)
	}
}

// skyViewer is one who watches a Merchants of Sky Islands match: a seat
// with its token, or a spectator (seat -1, no token), with its WebSocket.
type skyViewer struct {
	seat  int
	token string
	ws    *wsClient
	seen  map[int]bool // the seqs of the snapshots its WebSocket brought
	sent  int          // out-of-turn moves sent on it
	errs  int          // the errors it brought
}

// In Merchants of Sky Islands no seat or spectator ever receives a tile of
// another seat's hand that was not shown, the pile's order, the seed or the
// random source: not in snapshots, their views and logs (in English and
// Japanese), WebSocket messages, or the errors that answer illegal moves,
// over a whole game. Each seat sees its own hand.
func TestHiddenHandsDoNotLeak(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	person := map[string]any{"kind": "person"}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "skymerchants",
		"seats": []any{person, person, map[string]any{"kind": "bot", "bot": "greedy"}}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	c = ts.takeSeats(t, c)
	viewers := []*skyViewer{{seat: 0, token: c.Seats[0].Token}, {seat: 1, token: c.Seats[1].Token}, {seat: -1}}
	for _, v := range viewers {
		v.ws, v.seen = dial(t, ts, c.ID, v.token), map[int]bool{}
	}
	secrets := map[int]skySecrets{}
	at := func(seq int) skySecrets {
		if _, ok := secrets[seq]; !ok {
			secrets[seq] = skySecretsAt(t, ts, c.ID, seq)
		}
		return secrets[seq]
	}
	// readWS checks one WebSocket message; errors answer moves whose id
	// names the seq they were sent at.
	readWS := func(v *skyViewer, m map[string]json.RawMessage) {
		switch string(m["type"]) {
		case `"snapshot"`:
			var sn struct {
				Seq int `json:"seq"`
			}
			json.Unmarshal(m["snapshot"], &sn)
			v.seen[sn.Seq] = true
			checkSecrets(t, fmt.Sprintf("seat %d's WebSocket snapshot at seq %d", v.seat, sn.Seq), toJSON(m), at(sn.Seq), v.seat, 0)
		case `"error"`:
			var seq int
			if _, err := fmt.Sscanf(strings.Trim(string(m["id"]), `"`), "bad%d", &seq); err != nil {
				t.Fatalf("seat %d's WebSocket: an error to no move of the test: %v", v.seat, m)
			}
			v.errs++
			checkSecrets(t, fmt.Sprintf("seat %d's WebSocket error", v.seat), toJSON(m), at(seq), v.seat, 0)
		}
	}
	drain := func() {
		for _, v := range viewers {
			for more := true; more; {
				select {
				case m, ok := <-v.ws.msgs:
					if !ok {
						t.Fatalf("seat %d's WebSocket closed: %v", v.seat, v.ws.err)
					}
					readWS(v, m)
				default:
					more = false
				}
			}
		}
	}
	// look checks each viewer's snapshot, in English and Japanese, against
	// the secrets at the seq it shows.
	look := func() {
		for _, v := range viewers {
			for _, lang := range []string{"en", "ja"} {
				var raw map[string]json.RawMessage
				ts.call(t, "GET", "/api/matches/"+c.ID+"?lang="+lang, v.token, nil, &raw)
				var sn skySnapshot
				json.Unmarshal([]byte(toJSON(raw)), &sn)
				s := at(sn.Seq)
				checkSecrets(t, fmt.Sprintf("seat %d's snapshot (%s) at seq %d", v.seat, lang, sn.Seq), toJSON(raw), s, v.seat, 0)
				var want []int
				if v.seat >= 0 {
					want = s.Hands[v.seat]
				}
				if hand := sn.hand(); !slices.Equal(hand, slices.Sorted(slices.Values(want))) {
					t.Fatalf("seat %d sees %v as its hand at seq %d, not %v", v.seat, hand, sn.Seq, slices.Sorted(slices.Values(want)))
				}
			}
		}
	}
	for _, v := range viewers { // watching from the start, before any move
		readWS(v, v.ws.next(t, "snapshot"))
	}
	r := engine.NewRand(7)
	illegal := 0
	for moves := 0; ; moves++ {
		if moves > 2000 {
			t.Fatal("the game does not end")
		}
		drain()
		s := ts.snapshot(t, c.ID, "")
		if s.Over {
			break
		}
		seat := s.ToMove[0]
		if seat == 2 {
			waitFor(t, "the bot", func() bool { return ts.snapshot(t, c.ID, "").Seq > s.Seq })
			continue
		}
		look()
		me := ts.snapshot(t, c.ID, c.Seats[seat].Token)
		if strings.HasPrefix(me.Legal[0].Text, "place") {
			illegal++
			tryIllegal(t, ts, c, me, at(me.Seq), viewers[1-seat])
			if illegal == 3 {
				var e apiErr
				if code := ts.call(t, "GET", "/api/matches/"+c.ID+"/replay", c.Seats[0].Token, nil, &e); code != http.StatusForbidden {
					t.Fatalf("the replay (with its seed) is open during the game: %d", code)
				}
			}
		}
		a := me.Legal[r.IntN(len(me.Legal))]
		if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[seat].Token, map[string]any{"seq": me.Seq, "action": a.Action}, nil); code != http.StatusOK {
			t.Fatalf("seat %d %q: %d", seat, a.Text, code)
		}
	}
	final := ts.snapshot(t, c.ID, "")
	if final.Outcome == nil || illegal < 10 {
		t.Fatalf("the game ended without an outcome, or with %d tries of illegal moves", illegal)
	}
	// The logs checked above told the draws: each seat its own tiles, the
	// others and a spectator only that a tile was drawn.
	for _, token := range []string{c.Seats[0].Token, ""} {
		var body struct {
			Log []struct {
				Seat   int `json:"seat"`
				Events []struct {
					Kind, Text string
				} `json:"events"`
			} `json:"log"`
		}
		ts.call(t, "GET", "/api/matches/"+c.ID, token, nil, &body)
		told := map[string]int{}
		for _, e := range body.Log {
			for _, ev := range e.Events {
				if ev.Kind == "draw" {
					told[fmt.Sprint(e.Seat == 0 && token != "", " ", strings.Contains(ev.Text, "draws tile "))]++
				}
			}
		}
		if token != "" && (told["true true"] == 0 || told["false true"] != 0 || told["false false"] == 0) ||
			token == "" && (told["false true"] != 0 || told["false false"] == 0) {
			t.Errorf("the draws told (own move, tile named): %v", told)
		}
	}
	// Every WebSocket brought a snapshot of every seq to the end, each checked.
	for _, v := range viewers {
		timeout := time.After(10 * time.Second)
		for !v.seen[final.Seq] || v.errs < v.sent {
			select {
			case m, ok := <-v.ws.msgs:
				if !ok {
					t.Fatalf("seat %d's WebSocket closed: %v", v.seat, v.ws.err)
				}
				readWS(v, m)
			case <-timeout:
				t.Fatalf("seat %d's WebSocket brought no snapshot of the end, or %d refusals of %d out-of-turn moves", v.seat, v.errs, v.sent)
			}
		}
		for seq := range final.Seq {
			if !v.seen[seq] {
				t.Fatalf("seat %d's WebSocket brought no snapshot of seq %d", v.seat, seq)
			}
		}
	}
}

// tryIllegal sends illegal moves in the place step of the seat to move (me)
// and of another seat (other), and checks the answers hide as much as the
// snapshots: discarding a tile from the pile, the box or another hand is
// refused in the very same words, and an out-of-turn move, made of the
// mover's own tile, is refused without naming it.
func tryIllegal(t *testing.T, ts *testServer, c created, me snap, s skySecrets, other *skyViewer) {
	t.Helper()
	var where []int
	hidden := s.hiddenFrom(me.Viewer)
	for seat, hand := range s.Hands {
		if seat != me.Viewer && len(hand) > 0 && hidden[hand[0]] {
			where = append(where, hand[0])
			break
		}
	}
	if len(s.Pile) > 0 {
		where = append(where, s.Pile[len(s.Pile)-1])
	}
	if len(s.Boxed) > 0 {
		where = append(where, s.Boxed[0])
	}
	var reasons []string
	for _, tile := range where {
		var e apiErr
		code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[me.Viewer].Token, map[string]any{"seq": me.Seq, "text": fmt.Sprintf("discard tile %d", tile)}, &e)
		if code != http.StatusUnprocessableEntity && code != http.StatusBadRequest && code != http.StatusConflict || e.Code != "illegal" {
			t.Fatalf("discarding hidden tile %d: %d %+v", tile, code, e)
		}
		checkSecrets(t, "the refusal of a discard", toJSON(e), s, me.Viewer, tile)
		reasons = append(reasons, strings.Replace(e.Error, strconv.Itoa(tile), "N", 1))
	}
	if len(slices.Compact(slices.Clone(reasons))) > 1 {
		t.Fatalf("refusals of discards tell where hidden tiles are: %v", reasons)
	}
	// The other seat plays the mover's first choice, a tile it cannot know.
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", other.token, map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}, &e); code < 400 {
		t.Fatalf("an out-of-turn move was accepted: %d", code)
	}
	checkSecrets(t, "the refusal of an out-of-turn move", toJSON(e), s, other.seat, 0)
	other.ws.send(t, map[string]any{"type": "move", "id": fmt.Sprintf("bad%d", me.Seq), "seq": me.Seq, "action": me.Legal[0].Action})
	other.sent++
}
