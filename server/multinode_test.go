package server

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"shima/internal/pgtest"
	"shima/match"
	"shima/store"
	"shima/store/postgres"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// twoNodes starts two servers sharing one PostgreSQL database.
func twoNodes(t *testing.T, opts ...func(*Config)) (*testServer, *testServer) {
	t.Helper()
	return twoNodesWith(t, nil, opts...)
}

// twoNodesWith is twoNodes with the second node's store wrapped by wrapB.
func twoNodesWith(t *testing.T, wrapB func(store.Store) store.Store, opts ...func(*Config)) (*testServer, *testServer) {
	t.Helper()
	url := pgtest.URL(t)
	var nodes []*testServer
	for i := range 2 {
		var st store.Store
		pg, err := postgres.Open(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { pg.Close() })
		st = pg
		if i == 1 && wrapB != nil {
			st = wrapB(st)
		}
		nodes = append(nodes, newTestServer(t, st, opts...))
	}
	return nodes[0], nodes[1]
}

// countingStore counts the calls of Acquire and Head.
type countingStore struct {
	store.Store
	acquires, heads atomic.Int64
}

func (c *countingStore) Acquire(ctx context.Context, id, node string, now, until time.Time) (bool, error) {
	c.acquires.Add(1)
	return c.Store.Acquire(ctx, id, node, now, until)
}

func (c *countingStore) Head(ctx context.Context, id string) (store.Record, error) {
	c.heads.Add(1)
	return c.Store.Head(ctx, id)
}

// A move sent to one node reaches a browser connected to the other.
func TestMoveReachesTheOtherNode(t *testing.T) {
	a, b := twoNodes(t)
	c := a.create(t, "person", "person", "person")
	watcher := dial(t, b, c.ID, c.Seats[1].Token)
	watcher.snapshotAt(t, 0)
	s := a.snapshot(t, c.ID, c.Seats[0].Token)
	if code := a.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": 0, "action": s.Legal[0].Action}, nil); code != 200 {
		t.Fatalf("move on node A: %d", code)
	}
	got := watcher.snapshotAt(t, 1)
	if len(got.Log) != 1 || got.Log[0].Seat != 0 {
		t.Fatalf("node B's client got %+v", got)
	}
}

// Moves submitted at once to both nodes for the same turn never both apply.
func TestConcurrentSubmissionsOnTwoNodes(t *testing.T) {
	a, b := twoNodes(t)
	c := a.create(t, "person", "person", "person")
	tokens := map[int]string{0: c.Seats[0].Token, 1: c.Seats[1].Token, 2: c.Seats[2].Token}
	b.snapshot(t, c.ID, "") // node B loads the match too
	for round := 0; round < 25; round++ {
		s := a.snapshot(t, c.ID, "")
		if s.Over {
			break
		}
		seat := s.ToMove[0]
		me := a.snapshot(t, c.ID, tokens[seat])
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for i, node := range []*testServer{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				action := me.Legal[i%len(me.Legal)].Action
				codes[i] = node.call(t, "POST", "/api/matches/"+c.ID+"/moves", tokens[seat], map[string]any{"seq": me.Seq, "action": action}, nil)
			}()
		}
		wg.Wait()
		wins := 0
		for _, code := range codes {
			switch code {
			case http.StatusOK:
				wins++
			case http.StatusConflict:
			default:
				t.Fatalf("round %d: status %d", round, code)
			}
		}
		if wins != 1 {
			t.Fatalf("round %d: %d submissions of the same turn applied", round, wins)
		}
		waitFor(t, "both nodes to agree", func() bool {
			return a.snapshot(t, c.ID, "").Seq == me.Seq+1 && b.snapshot(t, c.ID, "").Seq == me.Seq+1
		})
	}
	rec, err := a.store.Load(context.Background(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i, ev := range rec.Events {
		if ev.Seq != i+1 {
			t.Fatalf("stored events have a gap or a repeat at %d: seq %d", i, ev.Seq)
		}
	}
	if as, bs := a.snapshot(t, c.ID, ""), b.snapshot(t, c.ID, ""); as.Seq != len(rec.Events) || bs.Seq != as.Seq || toJSON(as.View) != toJSON(bs.View) {
		t.Fatalf("nodes disagree: %d and %d events, %d stored", as.Seq, bs.Seq, len(rec.Events))
	}
}

// A seat claimed on one node is known at once on the other: its watchers
// see the new name, and the new token acts there, over HTTP and WebSocket.
func TestClaimReachesTheOtherNode(t *testing.T) {
	a, b := twoNodes(t)
	c := a.create(t, "person", "open", "person")
	spectator := dial(t, b, c.ID, "") // node B has the match loaded
	spectator.snapshotAt(t, 0)
	var claimed struct {
		Token string `json:"token"`
	}
	if code := a.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim", "", map[string]any{"name": "Bob"}, &claimed); code != http.StatusOK {
		t.Fatalf("claim on node A: %d", code)
	}
	for {
		s := spectator.snapshotAt(t, 0)
		if s.Seats[1].Name == "Bob" {
			break
		}
	}
	if s := b.snapshot(t, c.ID, claimed.Token); s.Viewer != 1 {
		t.Fatalf("node B sees the new token as viewer %d", s.Viewer)
	}
	bob := dial(t, b, c.ID, claimed.Token)
	if s := bob.snapshotAt(t, 0); s.Viewer != 1 {
		t.Fatalf("node B's WebSocket watches as viewer %d", s.Viewer)
	}
}

// deafStore is a store whose notices never come, as if they were slow: a
// node on it hears of other nodes' changes only by reading the store. With
// gate set, Head waits for it to close, telling entered when it arrives.
type deafStore struct {
	*countingStore
	never   chan store.Notice
	gate    atomic.Pointer[chan struct{}]
	entered chan struct{}
}

func (d *deafStore) Notices() <-chan store.Notice { return d.never }

func (d *deafStore) Head(ctx context.Context, id string) (store.Record, error) {
	if gate := d.gate.Swap(nil); gate != nil {
		d.entered <- struct{}{}
		<-*gate
	}
	return d.countingStore.Head(ctx, id)
}

// A token a node does not know may be one another node has just given, its
// notice still on the way (here it never comes): the node reads the seats
// again before it says no, so a seat claimed on A acts on B at once. Wrong
// tokens cost little: at most one read a second per match, made without
// the match's lock.
func TestUnknownTokenReadsTheSeatsAgain(t *testing.T) {
	deaf := &deafStore{never: make(chan store.Notice), entered: make(chan struct{})}
	a, b := twoNodesWith(t, func(st store.Store) store.Store { deaf.countingStore = &countingStore{Store: st}; return deaf })
	c := a.create(t, "person", "open", "person")
	b.snapshot(t, c.ID, "") // node B has the match loaded, with seat 1 free
	var claimed struct {
		Token string `json:"token"`
	}
	if code := a.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim", "", map[string]any{"name": "Bob"}, &claimed); code != http.StatusOK {
		t.Fatalf("claim on node A: %d", code)
	}
	var e apiErr
	if code := b.call(t, "GET", "/api/matches/"+c.ID, claimed.Token, nil, &e); code != http.StatusOK {
		t.Fatalf("the new token on node B: %d %+v", code, e)
	}
	if s := b.snapshot(t, c.ID, ""); s.Seats[1].Name != "Bob" {
		t.Fatalf("node B's seats: %+v", s.Seats)
	}

	time.Sleep(reseatEvery)
	heads := deaf.heads.Load()
	wrong := strings.Repeat("e", 32)
	for range 5 {
		if code := b.call(t, "GET", "/api/matches/"+c.ID, wrong, nil, &e); code != http.StatusForbidden {
			t.Fatalf("a wrong token on node B: %d", code)
		}
	}
	if n := deaf.heads.Load() - heads; n != 1 {
		t.Fatalf("5 wrong tokens within a second read the seats %d times, want 1", n)
	}

	time.Sleep(reseatEvery)
	gate := make(chan struct{})
	deaf.gate.Store(&gate)
	refused := make(chan int, 1)
	go func() { refused <- b.call(t, "GET", "/api/matches/"+c.ID, wrong, nil, nil) }()
	<-deaf.entered
	answered := make(chan int, 1)
	go func() { answered <- b.call(t, "GET", "/api/matches/"+c.ID, "", nil, nil) }()
	select {
	case <-answered:
	case <-time.After(5 * time.Second):
		close(gate)
		t.Fatal("a spectator waited for a wrong token's read of the seats")
	}
	close(gate)
	if code := <-refused; code != http.StatusForbidden {
		t.Fatalf("a wrong token on node B: %d", code)
	}
}

// On a store without notices (one node: SQLite), a token the node does not
// know is wrong: nothing is read again.
func TestUnknownTokenOnOneNode(t *testing.T) {
	inner := tempSQLite(t)
	counted := &countingStore{Store: inner}
	ts := newTestServer(t, counted)
	c := ts.create(t, "person", "open", "person")
	if code := ts.call(t, "GET", "/api/matches/"+c.ID, strings.Repeat("e", 32), nil, nil); code != http.StatusForbidden {
		t.Fatalf("a wrong token: %d", code)
	}
	if n := counted.heads.Load(); n != 0 {
		t.Fatalf("a wrong token read the seats %d times", n)
	}
}

// botMoves is how many bot moves node chose.
func botMoves(node *testServer) int {
	var m dto.Metric
	node.metrics.botMoves.Write(&m)
	return int(m.GetCounter().GetValue())
}

// playPeople makes seat 0's moves on node until seat 0 has moved n times
// or the match is over; the bots in the other seats move by themselves.
func playPeople(t *testing.T, node *testServer, c created, n int) {
	t.Helper()
	for moved := 0; moved < n; {
		s := node.snapshot(t, c.ID, c.Seats[0].Token)
		if s.Over {
			return
		}
		if s.ToMove[0] != 0 {
			waitFor(t, "the bots", func() bool { return node.snapshot(t, c.ID, "").Seq > s.Seq })
			continue
		}
		if code := node.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": s.Seq, "action": s.Legal[0].Action}, nil); code == http.StatusOK {
			moved++
		}
	}
}

// Of two nodes, one runs a match's bots; when it stops, or loses its
// database without a word, the other takes the match over and it plays on.
func TestOneNodeRunsAMatchsBots(t *testing.T) {
	for _, stop := range []string{"shutdown", "lost"} {
		t.Run(stop, func(t *testing.T) { testOneNodeRunsAMatchsBots(t, stop) })
	}
}

func testOneNodeRunsAMatchsBots(t *testing.T, stop string) {
	// Bots wait a little before they move, so that the owner can be stopped
	// while one is to move.
	a, b := twoNodes(t, func(cfg *Config) { cfg.LeaseTime = 2 * time.Second; cfg.BotDelay = 300 * time.Millisecond })
	c := a.create(t, "person", "greedy", "greedy")
	b.snapshot(t, c.ID, "") // both nodes have the match loaded
	dial(t, b, c.ID, "").snapshotAt(t, 0)
	playPeople(t, a, c, 1)
	playPeople(t, b, c, 1)
	waitFor(t, "a bot's move", func() bool { return botMoves(a)+botMoves(b) > 0 })
	owner, other := a, b
	if botMoves(b) > 0 {
		owner, other = b, a
	}
	if botMoves(owner) == 0 || botMoves(other) != 0 {
		t.Fatalf("bot moves chosen: %d on one node, %d on the other; want them all on one", botMoves(owner), botMoves(other))
	}
	// The person moves until a bot is to move: then its node stops.
	var before snap
	for {
		waitFor(t, "the person's turn", func() bool { s := other.snapshot(t, c.ID, ""); return s.Over || s.ToMove[0] == 0 })
		playPeople(t, other, c, 1)
		if before = other.snapshot(t, c.ID, ""); before.Over {
			t.Fatalf("the match ended at seq %d before a bot was left to take over", before.Seq)
		}
		if before.ToMove[0] != 0 {
			break
		}
	}
	if stop == "shutdown" {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := owner.Shutdown(ctx); err != nil {
			t.Fatal(err)
		}
	} else { // it can no longer renew its lease, nor store a move: it expires
		owner.store.Close()
	}
	waitFor(t, "the other node to move the bots", func() bool { return botMoves(other) > 0 })
	waitFor(t, "a bot's move after the stop", func() bool {
		for _, e := range other.snapshot(t, c.ID, "").Log {
			if e.Seq > before.Seq && e.Seat != 0 {
				return true
			}
		}
		return false
	})
}

// A match that asks for an owner is loaded by the one node that takes its
// lease: the others, renewing at the same moment, do not replay it too.
// One of people only, without a clock, asks for none: no node loads it.
func TestOnlyTheNewOwnerLoadsAnOrphan(t *testing.T) {
	// The bots wait. A bot that moved at once, while its node was still
	// adopting the match, would hand the turn to the people: the node,
	// finding no work left, would let the lease go (adopt, letGo), and the
	// other node's renewal could then take it and load the match as well.
	a, b := twoNodes(t, func(c *Config) { c.BotDelay = time.Hour })
	now := time.Now().UTC().Truncate(time.Millisecond)
	people := []match.SeatConfig{{Kind: match.Person}, {Kind: match.Person}, {Kind: match.Person}}
	// The bot sits where the game starts: a match whose person is to move
	// needs no owner yet, and the node that took its lease would let it go
	// at once (letGo), for the other node's renewal to take and load it too.
	m, err := match.Replay("first", match.Config{Game: "micronesia", Seats: people}, 7, now, nil)
	if err != nil {
		t.Fatal(err)
	}
	withBot := slices.Clone(people)
	withBot[m.ToMove()[0]] = match.SeatConfig{Kind: match.Bot, Bot: "greedy"}
	for _, seats := range [][]match.SeatConfig{withBot, people} {
		id := newID()
		rec := store.Record{ID: id, Config: match.Config{Game: "micronesia", Seats: seats}, Seed: 7, Created: now, Updated: now, Status: store.Playing}
		if err := a.store.Create(t.Context(), rec); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		for _, node := range []*testServer{a, b} {
			wg.Go(func() { node.renewLeases(t.Context()) })
		}
		wg.Wait()
		loaded := 0
		for _, node := range []*testServer{a, b} {
			if node.isLoaded(id) {
				loaded++
			}
		}
		if want := map[bool]int{true: 1, false: 0}[slices.ContainsFunc(seats, func(c match.SeatConfig) bool { return c.Kind == match.Bot })]; loaded != want {
			t.Errorf("%d nodes loaded the match with seats %+v, want %d", loaded, seats, want)
		}
	}
}

// A node that has a match loaded while another runs it does not ask for
// the lease at every event: refused once, it leaves the match to its owner
// for a LeaseTime (renewals adopt the match if the owner stops).
func TestOtherNodesDoNotAskForTheLeaseAtEveryEvent(t *testing.T) {
	var counted *countingStore
	a, b := twoNodesWith(t, func(st store.Store) store.Store { counted = &countingStore{Store: st}; return counted })
	c := a.create(t, "person", "greedy", "greedy")
	// The person plays until the bots are to move (a turn may take several
	// moves): node A takes the lease.
	waitFor(t, "node A to run the match", func() bool {
		if s := a.snapshot(t, c.ID, ""); !s.Over && s.ToMove[0] == 0 {
			playPeople(t, a, c, 1)
		}
		return a.owned(c.ID)
	})
	before := counted.acquires.Load()
	b.snapshot(t, c.ID, "")
	playPeople(t, b, c, 4)
	if b.owned(c.ID) {
		t.Fatal("node B took the match over from a live owner")
	}
	if n := counted.acquires.Load() - before; n > 1 {
		t.Fatalf("node B asked for the lease %d times while node A held it", n)
	}
}

// A node that has not heard yet that another closed a match as abandoned
// refuses a claim in it, as the store does, and learns why.
func TestClaimInAMatchAbandonedOnAnotherNode(t *testing.T) {
	deaf := &deafStore{never: make(chan store.Notice), entered: make(chan struct{})}
	a, b := twoNodesWith(t, func(st store.Store) store.Store { deaf.countingStore = &countingStore{Store: st}; return deaf })
	c := a.create(t, "person", "open", "person")
	b.snapshot(t, c.ID, "")
	a.now.Advance(15 * 24 * time.Hour)
	a.sweepOnce(a.now.Now())
	var e apiErr
	if code := b.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim?lang=ja", "", map[string]any{"name": "Late"}, &e); code != http.StatusConflict || e.Code != "closed" || !hasJapanese(e.Error) {
		t.Fatalf("a claim on node B in a match node A abandoned: %d %+v", code, e)
	}
	var s struct {
		Status string `json:"status"`
	}
	if b.call(t, "GET", "/api/matches/"+c.ID, "", nil, &s); s.Status != "abandoned" {
		t.Fatalf("node B shows the match %q", s.Status)
	}
}
