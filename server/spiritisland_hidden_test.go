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
	"sync"
	"testing"
	"time"

	"shima/engine"
	"shima/games/spiritisland"
)

// siBody is something a viewer (a seat, or -1 for a spectator) received
// from the server in a Spirit Island match: a snapshot, an answer, an
// error, a WebSocket message or a replay frame, with the seq it was sent
// at (for what is not a snapshot, a seq no earlier than that).
type siBody struct {
	what   string
	viewer int
	seq    int
	raw    []byte
	view   json.RawMessage // a snapshot's or frame's view, to compare with the game's
	frame  bool            // a replay's frame: its view is of the moves in effect at the end
}

// siSecrets is what a Spirit Island match hides, read from its true state
// replayed from the store: when each card first lay face up (invader cards
// on the board or in its discard, fear cards resolved, minor and major
// powers held, drawn or discarded, the blight card turned to its blighted
// side), the names that stand for each card, and every state of the
// random source. A card that is not yet face up lies in a deck (its order
// unknown), among the earned fear cards, in the box, or healthy side up.
type siSecrets struct {
	shownAt map[string]int      // card key -> first seq at which it was face up
	names   map[string]string   // a card's English or Japanese name -> its key
	longer  map[string][]string // a name -> the longer names of the game that hold it
	rngs    map[string]bool
	seed    string
	end     int
	// waited counts the seqs at which earned fear cards waited face down;
	// blighted, whether the blight card turned.
	waited   int
	blighted bool
}

// siPosition is what the test reads of a position: where cards lie face up.
type siPosition struct {
	Explore, Build, Ravage string
	Ravaged                []string `json:"ravaged"`
	Feared                 []string `json:"feared"`
	BlightCard             string   `json:"blight_card"`
	Blighted               bool     `json:"blighted"`
	Discarded              []string `json:"power_discard"`
	Spirits                []struct {
		Hand, Played, Discard, Unresolved, Drawn []string
	} `json:"spirits"`
	Earned []string `json:"earned"`
	RNG    string   `json:"rng"`
}

// faceUp lists the cards face up in p.
func (p *siPosition) faceUp() []string {
	up := slices.Concat([]string{p.Explore, p.Build, p.Ravage}, p.Ravaged, p.Feared, p.Discarded)
	if p.Blighted {
		up = append(up, p.BlightCard)
	}
	for _, s := range p.Spirits {
		up = slices.Concat(up, s.Hand, s.Played, s.Discard, s.Unresolved, s.Drawn)
	}
	return up
}

// newSISecrets starts the secrets of a match with every card kept hidden:
// the invader, fear and blight cards, and the minor and major powers.
func newSISecrets(seed uint64) *siSecrets {
	s := &siSecrets{shownAt: map[string]int{}, names: map[string]string{}, longer: map[string][]string{}, rngs: map[string]bool{},
		seed: strconv.FormatUint(seed, 10)}
	hide := func(key string, name *engine.Text) {
		s.shownAt[key] = -1
		if name != nil {
			s.names[name.EN], s.names[name.JA] = key, key
		}
	}
	for _, c := range spiritisland.InvaderCards {
		hide(c.Key, nil)
	}
	for _, c := range spiritisland.FearCards {
		hide(c.Key, &c.Name)
	}
	for _, c := range spiritisland.BlightCards {
		hide(c.Key, &c.Name)
	}
	var all []engine.Text // every name, to tell "Isolation" from "Call to Isolation"
	for _, c := range spiritisland.Powers {
		if c.Deck != spiritisland.Unique {
			hide(c.Key, &c.Name)
		}
		all = append(all, c.Name)
	}
	for _, sp := range spiritisland.Spirits {
		all = append(all, sp.Name)
		for _, in := range sp.Innates {
			all = append(all, in.Name)
		}
	}
	for name := range s.names {
		for _, o := range all {
			for _, l := range []string{o.EN, o.JA} {
				if len(l) > len(name) && strings.Contains(l, name) {
					s.longer[name] = append(s.longer[name], l)
				}
			}
		}
	}
	return s
}

// holds reports whether str holds name, not as part of a longer name.
func (s *siSecrets) holds(str, name string) bool {
	if !strings.Contains(str, name) {
		return false
	}
	for _, l := range s.longer[name] {
		str = strings.ReplaceAll(str, l, "")
	}
	return strings.Contains(str, name)
}

// see notes what the true state st shows at seq.
func (s *siSecrets) see(t *testing.T, st engine.State, seq int) {
	t.Helper()
	raw, _ := st.MarshalJSON()
	var p siPosition
	if err := json.Unmarshal(raw, &p); err != nil || p.RNG == "" {
		t.Fatalf("the position at seq %d: %v (rng %q)", seq, err, p.RNG)
	}
	s.rngs[p.RNG] = true
	if len(p.Earned) > 0 {
		s.waited++
	}
	s.blighted = s.blighted || p.Blighted
	for _, k := range p.faceUp() {
		if at, ok := s.shownAt[k]; ok && at < 0 {
			s.shownAt[k] = seq
		}
	}
}

// hidden reports whether card key was still hidden at seq.
func (s *siSecrets) hidden(key string, seq int) bool {
	at, ok := s.shownAt[key]
	return ok && (at < 0 || at > seq)
}

// jsonString matches a JSON string; hexRun a random source's state.
var (
	jsonString = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	hexRun     = regexp.MustCompile(`[0-9a-f]{32}`)
)

// leak says what body b shows that was hidden when it was sent (a hidden
// card by key or by name, the random source, the seed before the end), or "".
// checked caches the texts already found clean from a seq on.
func (s *siSecrets) leak(b siBody, checked map[string]int) string {
	body := string(b.raw)
	if b.seq < s.end && len(s.seed) > 3 && strings.Contains(body, s.seed) {
		return "the seed"
	}
	for _, m := range jsonString.FindAllStringSubmatchIndex(body, -1) {
		str := body[m[2]:m[3]]
		if m[1] < len(body) && body[m[1]] == ':' { // a field's name
			continue
		}
		if at, ok := checked[str]; ok && at <= b.seq {
			continue
		}
		if s.hidden(str, b.seq) {
			return fmt.Sprintf("card %s", str)
		}
		for _, h := range hexRun.FindAllString(str, -1) {
			if s.rngs[h] {
				return "the random source " + h
			}
		}
		for name, key := range s.names {
			if s.hidden(key, b.seq) && s.holds(str, name) {
				return fmt.Sprintf("card %s by its name %q in %q", key, name, str)
			}
		}
		checked[str] = b.seq
	}
	return ""
}

// siCase is a Spirit Island match of the leak test: its seats ("person",
// or a bot) and options.
type siCase struct {
	name    string
	seats   []string
	options map[string]string
	leave   int  // the test's moves after which the people leave their seats to bots
	fear    bool // play until a fear card has been earned
}

// In Spirit Island no seat or spectator ever receives what the game hides
// (views.go): the order of the invader, fear and power decks, the fear
// cards earned before they resolve, the blight card while its healthy
// side is up, the random source, or the seed before the end. Matches of 1,
// 2 and 4 spirits, with and without the blight card, are played to the end
// on the real server by people (the test, choosing at random, taking moves
// back, trying illegal ones, one leaving to a bot) and bots; every
// snapshot, answer, error and WebSocket message is checked against the
// true state replayed from the store: each view must be the game's view
// for its viewer at its seq, and nothing may name a card not yet face up
// (by key or by name, in English or Japanese). The finished match's
// replay steps through the game's views, one after each move in effect.
func TestSpiritIslandSecretsDoNotLeak(t *testing.T) {
	for _, c := range []siCase{
		{"one spirit", []string{"person"}, map[string]string{"blight_card": "on", "difficulty": "easiest"}, 40, true},
		{"two spirits without blight card", []string{"person", "greedy"}, map[string]string{"blight_card": "off"}, 40, false},
		{"four spirits", []string{"person", "person", "greedy", "random"}, map[string]string{"blight_card": "on", "boards": "ABCD"}, 60, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			// A match may end before a fear card is earned, or before the
			// blight card turns: a case that needs them plays again until
			// they have come.
			for try := 1; ; try++ {
				sec := playAndCheckSI(t, c)
				feared := !c.fear || sec.waited > 0
				turned := c.options["blight_card"] != "on" || sec.blighted
				if feared && turned {
					break
				}
				if try == 6 {
					t.Fatalf("%d matches ended, the last with %d fear cards earned face down, the blight card turned: %v", try, sec.waited, sec.blighted)
				}
			}
		})
	}
}

// playAndCheckSI plays a match of c and checks what its viewers received.
func playAndCheckSI(t *testing.T, c siCase) *siSecrets {
	ts := newTestServer(t, nil)
	p := playSI(t, ts, c)
	frames := p.replay(t, ts)
	sec, inEffect := checkSIViews(t, ts, p.id, p.bodies)
	checkSIFrames(t, ts, p.id, frames, inEffect)
	checked := map[string]int{}
	for _, b := range p.bodies {
		if what := sec.leak(b, checked); what != "" {
			t.Fatalf("%s (viewer %d, seq %d) shows %s:\n%.2000s", b.what, b.viewer, b.seq, what, b.raw)
		}
	}
	if p.undone == 0 || p.refused == 0 {
		t.Fatalf("the people took back %d moves and tried %d illegal ones", p.undone, p.refused)
	}
	return sec
}

// siPlay is a Spirit Island match played by playSI: what its viewers received.
type siPlay struct {
	id      string
	mu      sync.Mutex
	bodies  []siBody
	last    string // the last snapshot the test read
	undone  int    // moves the people took back
	refused int    // illegal moves refused
}

// add keeps a body received by viewer at seq.
func (p *siPlay) add(what string, viewer, seq int, raw []byte) {
	var sn struct {
		View json.RawMessage `json:"view"`
	}
	json.Unmarshal(raw, &sn)
	p.mu.Lock()
	p.bodies = append(p.bodies, siBody{what: what, viewer: viewer, seq: seq, raw: raw, view: sn.View})
	p.mu.Unlock()
}

// get reads the snapshot of match id for token in lang and keeps it.
func (p *siPlay) get(t *testing.T, ts *testServer, viewer int, token, lang string) snap {
	t.Helper()
	var raw json.RawMessage
	if code := ts.call(t, "GET", "/api/matches/"+p.id+"?lang="+lang, token, nil, &raw); code != http.StatusOK {
		t.Fatalf("get: %d", code)
	}
	var s snap
	json.Unmarshal(raw, &s)
	p.add("snapshot ("+lang+")", viewer, s.Seq, raw)
	p.last = string(raw)
	return s
}

// watch keeps every message ws brings viewer until the match ends; a
// message that is not a snapshot counts as sent at the next snapshot's seq.
func (p *siPlay) watch(viewer int, ws *wsClient, done chan<- struct{}) {
	defer close(done)
	var pending [][]byte
	for msg := range ws.msgs {
		raw, _ := json.Marshal(msg)
		if string(msg["type"]) != `"snapshot"` {
			pending = append(pending, raw)
			continue
		}
		var sn struct {
			Seq  int  `json:"seq"`
			Over bool `json:"over"`
		}
		json.Unmarshal(msg["snapshot"], &sn)
		for _, m := range pending {
			p.add("WebSocket message", viewer, sn.Seq, m)
		}
		pending = nil
		p.add("WebSocket snapshot", viewer, sn.Seq, msg["snapshot"])
		if sn.Over {
			return
		}
	}
}

// playSI plays a match of c to its end: the test plays the people's seats
// with random legal moves (now and then taking one back or trying an
// illegal one), the bots theirs.
func playSI(t *testing.T, ts *testServer, c siCase) *siPlay {
	var seats []any
	for _, s := range c.seats {
		if s == "person" {
			seats = append(seats, map[string]any{"kind": "person"})
		} else {
			seats = append(seats, map[string]any{"kind": "bot", "bot": s})
		}
	}
	var m created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "spiritisland", "seats": seats, "seat": 0, "name": "Hana",
		"options": c.options}, &m); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	m = ts.takeSeats(t, m)
	p := &siPlay{id: m.ID}
	tokens := map[int]string{}
	for _, s := range m.Seats {
		if s.Token != "" {
			tokens[s.Seat] = s.Token
		}
	}
	var dones []chan struct{}
	for viewer := -1; viewer < len(c.seats); viewer++ {
		if tok, ok := tokens[viewer]; ok || viewer < 0 {
			done := make(chan struct{})
			dones = append(dones, done)
			go p.watch(viewer, dial(t, ts, m.ID, tok), done)
		}
	}
	r := engine.NewRand(uint64(len(c.seats)))
	own := 0 // the people's turns
	for moves := 0; ; moves++ {
		if moves > 3000 {
			t.Fatal("the game does not end")
		}
		s := p.get(t, ts, -1, "", "en")
		if s.Over {
			break
		}
		var mine []int
		for _, seat := range s.ToMove {
			if _, ok := tokens[seat]; ok {
				mine = append(mine, seat)
			}
		}
		if len(mine) == 0 {
			waitFor(t, "the bots", func() bool { return ts.snapshot(t, m.ID, "").Seq > s.Seq })
			continue
		}
		seat := mine[r.IntN(len(mine))]
		me := p.get(t, ts, seat, tokens[seat], []string{"en", "ja"}[moves%2])
		if me.Over || !slices.Contains(me.ToMove, seat) {
			continue
		}
		if moves > c.leave { // the people leave, and bots play on
			p.post(t, ts, seat, fmt.Sprintf("/api/matches/%s/seats/%d/bot", m.ID, seat), tokens[seat], map[string]any{"bot": "greedy"})
			delete(tokens, seat)
			continue
		}
		if me.CanUndo && r.IntN(3) == 0 && p.undone < 20 {
			if p.post(t, ts, seat, "/api/matches/"+m.ID+"/undo", tokens[seat], map[string]any{"seq": me.Seq}) == http.StatusOK {
				p.undone++
			}
			continue
		}
		if own++; own%10 == 1 {
			p.tryIllegal(t, ts, s, me, tokens)
		}
		a := me.Legal[r.IntN(len(me.Legal))]
		if code := p.post(t, ts, seat, "/api/matches/"+m.ID+"/moves", tokens[seat], map[string]any{"seq": me.Seq, "action": a.Action}); code != http.StatusOK && code != http.StatusConflict {
			t.Fatalf("seat %d %q: %d", seat, a.Text, code)
		}
	}
	for _, done := range dones {
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatal("a WebSocket brought no snapshot of the end")
		}
	}
	return p
}

// post sends a request for viewer and keeps its answer: a snapshot at its
// seq, anything else at the seq the match reached once it came (no earlier
// than when it was written).
func (p *siPlay) post(t *testing.T, ts *testServer, viewer int, path, token string, body any) int {
	t.Helper()
	var raw json.RawMessage
	code := ts.call(t, "POST", path, token, body, &raw)
	var sn struct {
		Seq  *int            `json:"seq"`
		View json.RawMessage `json:"view"`
	}
	json.Unmarshal(raw, &sn)
	seq := ts.snapshot(t, p.id, "").Seq
	if sn.View != nil && sn.Seq != nil { // a snapshot: at its own seq
		seq = *sn.Seq
	}
	p.add(fmt.Sprintf("the answer to POST %s (%d)", path, code), viewer, seq, raw)
	return code
}

// tryIllegal has a person try moves the server must refuse: one typed
// naming a minor power still in its deck (drawn for nobody), and another
// person's move when only one seat is to move. The replay is refused too.
func (p *siPlay) tryIllegal(t *testing.T, ts *testServer, s, me snap, tokens map[int]string) {
	t.Helper()
	for _, pw := range spiritisland.Powers {
		if pw.Deck == spiritisland.Minor && !strings.Contains(p.last, pw.Key) {
			if p.post(t, ts, me.Viewer, "/api/matches/"+p.id+"/moves", tokens[me.Viewer], map[string]any{"seq": me.Seq, "text": "keep " + pw.Key}) < 400 {
				t.Fatalf("keeping %s, drawn for nobody, was accepted", pw.Key)
			}
			p.refused++
			break
		}
	}
	for seat, tok := range tokens {
		if !slices.Contains(s.ToMove, seat) {
			if p.post(t, ts, seat, "/api/matches/"+p.id+"/moves", tok, map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}) < 400 {
				t.Fatalf("seat %d moved out of turn", seat)
			}
			p.refused++
			break
		}
	}
	var e json.RawMessage
	if code := ts.call(t, "GET", "/api/matches/"+p.id+"/replay", tokens[me.Viewer], nil, &e); code != http.StatusForbidden {
		t.Fatalf("the replay (with its seed) is open during the game: %d", code)
	}
}

// checkSIViews replays match id from the store, checks every view in
// bodies against the true state at its seq, and returns the match's
// secrets and the seqs of its moves in effect at the end.
func checkSIViews(t *testing.T, ts *testServer, id string, bodies []siBody) (*siSecrets, []int) {
	t.Helper()
	rec, err := ts.store.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Seats: len(rec.Config.Seats), Seed: rec.Seed, Options: rec.Config.Options}
	bySeq := map[int][]siBody{}
	for _, b := range bodies {
		if b.view != nil && !b.frame {
			bySeq[b.seq] = append(bySeq[b.seq], b)
		}
	}
	sec := newSISecrets(rec.Seed)
	var inEffect []int // the seqs of the moves in effect
	byIndex := map[int]int{}
	for i, ev := range rec.Events {
		byIndex[ev.Seq] = i
	}
	// replay rebuilds the state from the moves in effect.
	replay := func() engine.State {
		st, err := engine.NewState(rec.Config.Game, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, seq := range inEffect {
			ev := rec.Events[byIndex[seq]]
			if err := st.Apply(ev.Seat, ev.Action); err != nil {
				t.Fatal(err)
			}
		}
		return st
	}
	st := replay()
	checked := 0
	check := func(seq int) {
		sec.see(t, st, seq)
		for _, b := range bySeq[seq] {
			want, _ := st.View(engine.Seat(b.viewer)).MarshalJSON()
			if string(b.view) != string(want) {
				t.Fatalf("%s of seat %d at seq %d is not the game's view for it:\ngot  %s\nwant %s", b.what, b.viewer, seq, b.view, want)
			}
			checked++
		}
	}
	check(0)
	for _, ev := range rec.Events {
		switch ev.Kind {
		case "move":
			if err := st.Apply(ev.Seat, ev.Action); err != nil {
				t.Fatal(err)
			}
			inEffect = append(inEffect, ev.Seq)
		case "undo":
			for k := len(inEffect) - 1; k >= 0; k-- {
				if rec.Events[byIndex[inEffect[k]]].Seat == ev.Seat {
					inEffect = slices.Delete(inEffect, k, k+1)
					break
				}
			}
			st = replay()
		}
		check(ev.Seq)
	}
	sec.end = len(rec.Events)
	if !st.Over() || checked < len(rec.Events) {
		t.Fatalf("checked %d views of %d events (over: %v)", checked, len(rec.Events), st.Over())
	}
	return sec, inEffect
}

// siFrame is a step of a replay.
type siFrame struct {
	Seq  int             `json:"seq"`
	Seat int             `json:"seat"`
	Text engine.Text     `json:"text"`
	View json.RawMessage `json:"view"`
}

// replay reads the finished match's replay and keeps its frames, to be
// checked as what the spectator saw at their seqs: their views the game's,
// nothing hidden then.
func (p *siPlay) replay(t *testing.T, ts *testServer) []siFrame {
	t.Helper()
	var rp struct {
		Frames []siFrame `json:"frames"`
	}
	if code := ts.call(t, "GET", "/api/matches/"+p.id+"/replay", "", nil, &rp); code != http.StatusOK {
		t.Fatalf("replay: %d", code)
	}
	for i, f := range rp.Frames {
		raw, _ := json.Marshal(f)
		p.add(fmt.Sprintf("replay frame %d", i), -1, f.Seq, raw)
		p.bodies[len(p.bodies)-1].frame = true
	}
	return rp.Frames
}

// checkSIFrames checks that a finished match replays step by step: a frame
// at the start and one after each move in effect, in order, each with the
// public view of the game those moves make. (Where no move was taken back
// that is the view the spectator saw live, which checkSIViews checked.)
func checkSIFrames(t *testing.T, ts *testServer, id string, frames []siFrame, inEffect []int) {
	t.Helper()
	if len(frames) != len(inEffect)+1 || frames[0].Seq != 0 {
		t.Fatalf("the replay has %d frames for %d moves in effect", len(frames), len(inEffect))
	}
	rec, err := ts.store.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewState(rec.Config.Game, engine.Config{Seats: len(rec.Config.Seats), Seed: rec.Seed, Options: rec.Config.Options})
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range frames {
		if i > 0 {
			ev := rec.Events[f.Seq-1]
			if f.Seq != inEffect[i-1] || ev.Kind != "move" || f.Seat != int(ev.Seat) || f.Text.EN == "" || f.Text.JA == "" {
				t.Fatalf("frame %d is at seq %d (%+v), not at the move in effect at seq %d", i, f.Seq, f.Text, inEffect[i-1])
			}
			if err := st.Apply(ev.Seat, ev.Action); err != nil {
				t.Fatal(err)
			}
		}
		if want, _ := st.View(engine.Spectator).MarshalJSON(); string(want) != string(f.View) {
			t.Fatalf("frame %d (seq %d) is not the game's view:\ngot  %s\nwant %s", i, f.Seq, f.View, want)
		}
	}
}
