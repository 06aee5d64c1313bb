package match

import (
	"strings"
	"testing"

	"shima/engine"
	_ "shima/games/catan"
)

// A draft that tells its mover alone (in Catan, each discard before a
// player's last, which tells the discarder what left its hand) has no line
// in anyone's log, nor a frame: the player's last discard tells them all.
func TestDraftsToldToTheirMoverStayOutOfTheLog(t *testing.T) {
	cfg := people(3)
	cfg.Game = "catan"
	m, err := New("m", cfg, 1, t0)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(1)
	for drafts := 0; drafts < 3; {
		if m.Over() {
			t.Fatalf("the game ended after %d discards that are drafts", drafts)
		}
		s := m.ToMove()[r.IntN(len(m.ToMove()))]
		legal := m.Legal(s)
		a := legal[r.IntN(len(legal))]
		draft := m.state.(engine.Drafting).Drafts(a, s) && strings.HasPrefix(m.Describe(a, engine.EN), "discard")
		var lines []int
		for v := engine.Spectator; v < 3; v++ {
			lines = append(lines, len(m.Log(v, engine.EN, 0)))
		}
		frames := m.FrameCount()
		ev, err := m.Move(s, a, t0)
		if err == nil {
			err = m.Apply(ev)
		}
		if err != nil {
			t.Fatal(err)
		}
		if !draft {
			continue
		}
		drafts++
		if told := m.moves[len(m.moves)-1].events; len(engine.Seen(told, s)) == 0 {
			t.Fatalf("seat %d's discard, a draft, tells it nothing", s)
		}
		for v := engine.Spectator; v < 3; v++ {
			if n := len(m.Log(v, engine.EN, 0)); n != lines[v+1] {
				t.Errorf("seat %d's discard, a draft, makes a line in seat %d's log: %+v", s, v, m.Log(v, engine.EN, 0)[n-1])
			}
		}
		if m.FrameCount() != frames {
			t.Errorf("seat %d's discard, a draft, has a frame of its own", s)
		}
	}
}
