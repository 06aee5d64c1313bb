package match

import (
	"errors"
	"testing"
	"time"

	"shima/engine"
	_ "shima/games/micronesia"
)

var t0 = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

func people(n int) Config {
	cfg := Config{Game: "micronesia"}
	for range n {
		cfg.Seats = append(cfg.Seats, SeatConfig{Kind: Person})
	}
	return cfg
}

// play makes and applies the event for s playing text.
func play(t *testing.T, m *Match, s engine.Seat, text string) {
	t.Helper()
	a, err := m.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := m.Move(s, a, t0)
	if err != nil {
		t.Fatalf("move %q: %v", text, err)
	}
	if err := m.Apply(ev); err != nil {
		t.Fatalf("apply %q: %v", text, err)
	}
}

func TestConfigChecks(t *testing.T) {
	bad := []Config{
		{Game: "chess", Seats: people(3).Seats},
		people(2),
		{Game: "micronesia", Seats: []SeatConfig{{Kind: Bot, Bot: "random"}, {Kind: Bot, Bot: "random"}, {Kind: Bot, Bot: "random"}}},
		{Game: "micronesia", Seats: []SeatConfig{{Kind: Person}, {Kind: Bot, Bot: "genius"}, {Kind: Person}}},
		{Game: "micronesia", Seats: []SeatConfig{{Kind: Person}, {Kind: "alien"}, {Kind: Person}}},
		{Game: "micronesia", Seats: people(3).Seats, Clock: Clock{PerMove: Duration(time.Second)}},
		{Game: "micronesia", Seats: people(3).Seats, Clock: Clock{PerMove: Duration(time.Hour), OnExpiry: "explode"}},
		{Game: "micronesia", Seats: people(3).Seats, Options: map[string]string{"x": "y"}},
	}
	for _, cfg := range bad {
		if _, err := New("m", cfg, 1, t0); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%+v: got %v, want a rejection", cfg, err)
		}
	}
}

// A match rebuilt from its log is the same match.
func TestReplay(t *testing.T) {
	cfg := people(3)
	m, err := New("m", cfg, 42, t0)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(1)
	for m.Seq() < 30 && !m.Over() {
		s := m.ToMove()[0]
		legal := m.Legal(s)
		ev, err := m.Move(s, legal[r.IntN(len(legal))], t0.Add(time.Duration(m.Seq())*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	again, err := Replay("m", cfg, 42, t0, m.Events())
	if err != nil {
		t.Fatal(err)
	}
	a, _ := m.state.MarshalJSON()
	b, _ := again.state.MarshalJSON()
	if string(a) != string(b) || !again.LastAt().Equal(m.LastAt()) {
		t.Fatal("the replayed match differs")
	}
	if err := again.Apply(m.Events()[0]); !errors.Is(err, ErrStale) {
		t.Fatalf("an old event applied again: %v", err)
	}
}

func TestMoveChecks(t *testing.T) {
	m, _ := New("m", people(3), 1, t0) // dice 4 6 4
	before := m.Snapshot(0, engine.EN, 0)
	for _, c := range []struct {
		seat engine.Seat
		text string
	}{{1, "islands 4 and 10"}, {0, "islands 4 and 11"}, {7, "islands 4 and 10"}, {-1, "island 4"}} {
		a, _ := m.Parse(c.text)
		if _, err := m.Move(c.seat, a, t0); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("seat %d %q: %v", c.seat, c.text, err)
		}
	}
	if after := m.Snapshot(0, engine.EN, 0); after.Seq != before.Seq || string(after.View) != string(before.View) {
		t.Fatal("refused moves changed the match")
	}
}

// Undo follows Board Game Arena's policy: own moves of the current turn that
// revealed nothing.
func TestUndo(t *testing.T) {
	m, _ := New("m", people(3), 1, t0) // seat 0 to move, dice 4 6 4
	stock := func(s int) float64 {
		var v struct{ Stock []float64 }
		jsonView(t, m, &v)
		return v.Stock[s]
	}
	if m.CanUndo(0) {
		t.Fatal("nothing played yet, nothing to undo")
	}
	play(t, m, 0, "sacrifice die 2 to 1")
	if !m.CanUndo(0) || m.CanUndo(1) {
		t.Fatal("a sacrifice reveals nothing: its player may undo it, nobody else")
	}
	if _, err := m.Undo(1, t0); err == nil {
		t.Fatal("seat 1 undid seat 0's move")
	}
	if stock(0) != 14 {
		t.Fatalf("stock %v after a sacrifice", stock(0))
	}
	ev, err := m.Undo(0, t0)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Apply(ev); err != nil {
		t.Fatal(err)
	}
	if stock(0) != 15 || m.CanUndo(0) {
		t.Fatalf("after undo: stock %v, can undo %v", stock(0), m.CanUndo(0))
	}
	play(t, m, 0, "sacrifice die 1 to 6")
	play(t, m, 0, "sacrifice die 3 to 6")
	for range 2 {
		ev, err := m.Undo(0, t0)
		if err != nil {
			t.Fatal(err)
		}
		m.Apply(ev)
	}
	if stock(0) != 15 {
		t.Fatalf("two undos give back two tribes: %v", stock(0))
	}
	// The split ends the turn and rolls the next dice: no undo.
	play(t, m, 0, "islands 4 and 10")
	if m.CanUndo(0) {
		t.Fatal("a move that ended the turn and rolled dice was undoable")
	}
	log := m.Log(1, engine.EN, 0)
	if len(log) != 1 || log[0].Text != "islands 4 and 10" {
		t.Fatalf("the log keeps only the moves in effect: %+v", log)
	}
	sn := m.Snapshot(1, engine.EN, log[0].Seq)
	if len(sn.Log) != 0 || sn.LogSince != log[0].Seq {
		t.Fatalf("incremental log: %+v since %d", sn.Log, sn.LogSince)
	}
	if sn = m.Snapshot(1, engine.EN, 1); sn.LogSince != 0 || len(sn.Log) != 1 {
		t.Fatalf("an undo since the client's seq sends the whole log: since %d, %d entries", sn.LogSince, len(sn.Log))
	}
}

// A split that opens rebalancing reveals nothing, so it can be taken back.
func TestUndoRebalance(t *testing.T) {
	m, _ := New("m", people(3), 1, t0) // dice 4 6 4
	play(t, m, 0, "islands 4 and 10")
	for !m.Over() && m.ToMove()[0] != 0 {
		s := m.ToMove()[0]
		play(t, m, s, m.Describe(m.Legal(s)[0], engine.EN)) // the first split
	}
	// Seat 0 again: make a split that names island 4 or 10.
	for _, a := range m.Legal(0) {
		text := m.Describe(a, engine.EN)
		c := m.state.Clone()
		c.Apply(0, a)
		if c.ToMove()[0] == 0 && !c.Over() {
			play(t, m, 0, text)
			if !m.CanUndo(0) {
				t.Fatalf("%q opened rebalancing and revealed nothing", text)
			}
			return
		}
	}
	t.Skip("no rebalancing split in this game's second round")
}

func TestHandToBot(t *testing.T) {
	m, _ := New("m", people(3), 1, t0)
	ev, err := m.HandTo(1, "greedy", t0)
	if err != nil {
		t.Fatal(err)
	}
	m.Apply(ev)
	if m.SeatBot(1) != "greedy" {
		t.Fatal("the seat was not handed over")
	}
	if _, err := m.HandTo(1, "greedy", t0); err == nil {
		t.Fatal("handed to the same bot twice")
	}
	if _, err := m.HandTo(1, "skynet", t0); err == nil {
		t.Fatal("an unknown bot took a seat")
	}
	ev, _ = m.HandTo(1, "", t0)
	m.Apply(ev)
	if m.SeatBot(1) != "" {
		t.Fatal("the person did not get the seat back")
	}
	log := m.Log(0, engine.JA, 0)
	if len(log) != 2 || log[0].Text != "ボットに交代: greedy" {
		t.Fatalf("log %+v", log)
	}
}

func TestSnapshotAndClock(t *testing.T) {
	cfg := people(3)
	cfg.Clock = Clock{PerMove: Duration(10 * time.Minute)}
	m, _ := New("m", cfg, 1, t0)
	sn := m.Snapshot(engine.Spectator, engine.JA, 0)
	if len(sn.Legal) != 0 || sn.CanUndo || sn.Deadline == nil || !sn.Deadline.Equal(t0.Add(10*time.Minute)) {
		t.Fatalf("spectator snapshot %+v", sn)
	}
	sn = m.Snapshot(0, engine.JA, 0)
	if len(sn.Legal) == 0 || sn.Legal[0].Text != "4と10の島" {
		t.Fatalf("seat 0's choices %+v", sn.Legal)
	}
	if sn = m.Snapshot(1, engine.EN, 0); len(sn.Legal) != 0 {
		t.Fatal("a seat not to move has choices")
	}
	play(t, m, 0, "islands 4 and 10")
	if d, _ := m.Deadline(); !d.Equal(t0.Add(10 * time.Minute)) {
		t.Fatalf("deadline %v", d)
	}
}

// Deadline allocates nothing: the server asks it after every event of
// every match, to know whether the match needs an owner.
func TestDeadlineDoesNotAllocate(t *testing.T) {
	cfg := people(3)
	cfg.Clock = Clock{PerMove: Duration(10 * time.Minute)}
	m, _ := New("m", cfg, 1, t0)
	if allocs := testing.AllocsPerRun(100, func() { m.Deadline() }); allocs != 0 {
		t.Fatalf("Deadline allocates %v times", allocs)
	}
}

func TestFrames(t *testing.T) {
	m, _ := New("m", people(3), 1, t0)
	play(t, m, 0, "sacrifice die 2 to 1")
	ev, _ := m.Undo(0, t0)
	m.Apply(ev)
	play(t, m, 0, "islands 4 and 10")
	frames, err := m.Frames()
	if err != nil {
		t.Fatal(err)
	}
	if len(frames) != 2 || frames[0].Seq != 0 || frames[1].Seq != 3 || frames[1].Text.JA != "4と10の島" {
		t.Fatalf("frames %+v", frames)
	}
	last, _ := m.View(engine.Spectator).MarshalJSON()
	if string(frames[1].View) != string(last) {
		t.Fatal("the last frame is not the current public view")
	}
}
