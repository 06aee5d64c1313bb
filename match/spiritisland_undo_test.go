package match

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"shima/engine"
	"shima/games/spiritisland"
)

// siSeat configures a Spirit Island match of n people on boards AB….
func siMatch(t *testing.T, n int, seed uint64) *Match {
	t.Helper()
	cfg := people(n)
	cfg.Game = "spiritisland"
	cfg.Options = map[string]string{"boards": "ABCD"[:n]}
	m, err := New("m", cfg, seed, t0)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// siCards are the keys of the cards a Spirit Island view may show only once
// they are face up: invader, fear and blight cards, minor and major powers.
var siCards = func() map[string]bool {
	keys := map[string]bool{}
	for _, c := range spiritisland.InvaderCards {
		keys[c.Key] = true
	}
	for _, c := range spiritisland.FearCards {
		keys[c.Key] = true
	}
	for _, c := range spiritisland.BlightCards {
		keys[c.Key] = true
	}
	for _, c := range spiritisland.Powers {
		keys[c.Key] = c.Deck != spiritisland.Unique
	}
	return keys
}()

var jsonString = regexp.MustCompile(`"([^"\\]*)"`)

// faceUp lists the cards m's public view shows.
func faceUp(m *Match) map[string]bool {
	raw, _ := m.View(engine.Spectator).MarshalJSON()
	up := map[string]bool{}
	for _, s := range jsonString.FindAllStringSubmatch(string(raw), -1) {
		if siCards[s[1]] {
			up[s[1]] = true
		}
	}
	return up
}

// In Spirit Island a move that turns a card face up (a power card drawn,
// an invader card explored, a fear card resolved, the blight card turned)
// is never taken back, while a move taken back leaves the game exactly as
// before it: over whole games of one and two spirits played at random.
func TestSpiritIslandUndoRevealsNothing(t *testing.T) {
	revealing, undone := 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		m := siMatch(t, 1+int(seed%2), seed)
		r := engine.NewRand(seed)
		for n := 0; !m.Over(); n++ {
			if n > 3000 {
				t.Fatal("the game does not end")
			}
			toMove := m.ToMove()
			s := toMove[r.IntN(len(toMove))]
			legal := m.Legal(s)
			a := legal[r.IntN(len(legal))]
			before, _ := m.state.MarshalJSON()
			up := faceUp(m)
			ev, err := m.Move(s, a, t0)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Apply(ev); err != nil {
				t.Fatal(err)
			}
			shown := ""
			for k := range faceUp(m) {
				if !up[k] {
					shown = k
				}
			}
			if shown != "" {
				revealing++
				if engine.Contains(m.ToMove(), s) && len(shown) < 20 {
				}
				if m.CanUndo(s) {
					t.Fatalf("seed %d: seat %d may take back %q, which turned %s face up", seed, s, m.moves[len(m.moves)-1].text.EN, shown)
				}
				continue
			}
			if m.CanUndo(s) && r.IntN(4) == 0 {
				ev, err := m.Undo(s, t0)
				if err != nil {
					t.Fatal(err)
				}
				if err := m.Apply(ev); err != nil {
					t.Fatal(err)
				}
				if after, _ := m.state.MarshalJSON(); string(after) != string(before) {
					t.Fatalf("seed %d: taking back seat %d's move does not restore the game:\n%s\n%s", seed, s, before, after)
				}
				undone++
			}
		}
	}
	if revealing < 50 || undone < 20 {
		t.Fatalf("%d moves turned cards face up and %d were taken back: too few to tell", revealing, undone)
	}
}

// The move that ends the fast phase runs the invader phase, which explores
// the next invader card: it reveals it, even where only two cards could be
// the one (the last of stage III in the deck, and the one put back in the
// box), so it is never taken back.
func TestSpiritIslandLastExploreOfTheDeckIsNotUndone(t *testing.T) {
	tried := 0
	for seed := uint64(1); tried < 10 && seed < 200; seed++ {
		m := siMatch(t, 1, seed)
		r := engine.NewRand(seed)
		var pos map[string]any
		var end engine.Action // the move that ends the fast phase, and so the invader phase
		for !m.Over() && pos == nil {
			legal := m.Legal(0)
			a := legal[r.IntN(len(legal))]
			raw, _ := m.state.MarshalJSON()
			var p map[string]any
			json.Unmarshal(raw, &p)
			next := m.state.Clone()
			next.Apply(0, a)
			if p["step"] == "fast" && next.View(0).(*spiritisland.View).Step == "slow" {
				pos, end = p, a
				break
			}
			ev, _ := m.Move(0, a, t0)
			if err := m.Apply(ev); err != nil {
				t.Fatal(err)
			}
		}
		if pos == nil {
			continue
		}
		// Only sands+wetland in the deck, mountain+wetland in the box,
		// every other card not on the invader board discarded.
		pos["invader_deck"] = []string{"sands+wetland"}
		var ravaged []string
		for _, c := range spiritisland.InvaderCards {
			if c.Key != "sands+wetland" && c.Key != "mountain+wetland" && c.Key != pos["build"] && c.Key != pos["ravage"] && c.Key != pos["explore"] {
				ravaged = append(ravaged, c.Key)
			}
		}
		pos["ravaged"] = ravaged
		raw, _ := json.Marshal(pos)
		st, err := engine.LoadPosition(raw)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if revealsNothing(st, 0, end) {
			t.Errorf("seed %d: %q, which explores sands+wetland or mountain+wetland, reveals nothing", seed, st.Describe(end, engine.EN))
		}
		tried++
	}
	if tried < 10 {
		t.Fatalf("only %d games reached the fast phase's last decision", tried)
	}
}

// Spirits grow at once: each may take back its own growth while the other
// grows (their moves come to the same in either order), but not a power
// drawn; taking one back leaves the other's choices standing.
func TestSpiritIslandUndoWhileGrowingTogether(t *testing.T) {
	m := siMatch(t, 2, 3)
	undo := func(s engine.Seat) {
		t.Helper()
		ev, err := m.Undo(s, t0)
		if err != nil {
			t.Fatalf("seat %d: %v", s, err)
		}
		if err := m.Apply(ev); err != nil {
			t.Fatal(err)
		}
	}
	legal := func(s engine.Seat) string {
		var out []string
		for _, a := range m.Legal(s) {
			out = append(out, m.Describe(a, engine.EN))
		}
		return strings.Join(out, "; ")
	}
	play(t, m, 0, "growth 3 (red): a presence at range 1, +3 energy")
	play(t, m, 1, "growth 2 (blue): gain a power, a presence at range 0")
	if !m.CanUndo(0) || !m.CanUndo(1) {
		t.Fatalf("after both chose growth, may they take it back? %v %v", m.CanUndo(0), m.CanUndo(1))
	}
	seat1 := legal(1)
	undo(0)
	if !strings.HasPrefix(legal(0), "growth 1 (red)") || legal(1) != seat1 {
		t.Fatalf("after red took back its growth: red %q, blue %q (was %q)", legal(0), legal(1), seat1)
	}
	play(t, m, 0, "growth 3 (red): a presence at range 1, +3 energy")
	play(t, m, 1, "gain minor") // draws four minor powers
	if m.CanUndo(1) {
		t.Fatal("blue may take back the minor powers it drew")
	}
	if !m.CanUndo(0) {
		t.Fatal("blue's draw keeps red from taking back its growth, chosen before it and in no way touching it")
	}
	play(t, m, 0, "presence from energy track to A5")
	if !m.CanUndo(0) {
		t.Fatal("red may not take back its presence placed")
	}
}

// Spirits growing at once do not wait for each other: blue's growth, chosen
// before red's was stored, still stands (it comes to the same either way),
// and so does red's presence after blue's growth; but a move chosen before
// one of the mover's own, or before another seat's move that changes what
// it does, does not.
func TestSpiritIslandMovesAtOnceCommute(t *testing.T) {
	m := siMatch(t, 2, 3)
	red, _ := m.state.Parse("growth 3 (red): a presence at range 1, +3 energy")
	blue, _ := m.state.Parse("growth 2 (blue): gain a power, a presence at range 0")
	play(t, m, 0, "growth 3 (red): a presence at range 1, +3 energy")
	if !m.Commutes(1, 0, blue) {
		t.Fatal("blue's growth chosen at seq 0 is stale after red's")
	}
	if m.Commutes(0, 0, red) {
		t.Error("red's own move since its choice does not make its choice stale")
	}
	play(t, m, 1, "growth 2 (blue): gain a power, a presence at range 0")
	presence, err := m.state.Parse("presence from energy track to A5")
	if err != nil {
		t.Fatal(err)
	}
	if !m.Commutes(0, 1, presence) {
		t.Error("red's presence chosen before blue's growth was stored is stale")
	}
	if m.Commutes(0, m.Seq(), presence) {
		t.Error("a move chosen at the current seq is not a stale one to judge")
	}
}

// Two spirits drawing minor powers at once do not commute: whoever draws
// first takes the deck's top four, so blue's draw, chosen before red's was
// stored, would draw other cards now: it is stale.
func TestSpiritIslandDrawsAtOnceDoNotCommute(t *testing.T) {
	m := siMatch(t, 2, 3)
	play(t, m, 0, "growth 1 (red): reclaim all, gain a power, +1 energy")
	play(t, m, 1, "growth 2 (blue): gain a power, a presence at range 0")
	seq := m.Seq()
	minor, err := m.state.Parse("gain minor")
	if err != nil {
		t.Fatal(err)
	}
	play(t, m, 0, "gain minor")
	if m.Commutes(1, seq, minor) {
		t.Error("blue's draw chosen before red's stands, though it would draw other cards")
	}
}
