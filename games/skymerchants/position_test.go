package skymerchants

import (
	"os"
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// documented returns the example position of POSITION.md, read from the
// file so that the two cannot drift apart.
func documented(t testing.TB) string {
	t.Helper()
	doc, err := os.ReadFile("POSITION.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("POSITION.md has no json example")
	}
	return example
}

// The example of POSITION.md loads and is what its text says: the first
// player building in turn 3, with a tower on tile 24's second island part.
func TestDocumentedPosition(t *testing.T) {
	g, err := Game{}.Load([]byte(documented(t)))
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	if st.mover() != 0 || st.step != stepBuild || st.round() != 2 || st.last != 6 {
		t.Fatalf("seat %d to move in step %s, round %d, last slot %d", st.mover(), stepNames[st.step], st.round(), st.last)
	}
	p := st.placed[st.slotAt(2, 0)]
	if p.house != [MaxRegions]int8{noSeat, 0, noSeat} || p.tower != 2 || st.regionAt(st.slotAt(2, 0), 3) != 1 {
		t.Fatalf("tile 24: houses %v, towers %b", p.house, p.tower)
	}
	legal := texts(st, 0)
	for _, want := range []string{"house at 2,0 island 1", "harbour at 2,0 island 2", "done building"} {
		if !slices.Contains(legal, want) {
			t.Errorf("%q is not legal: %v", want, legal)
		}
	}
	if slices.Contains(legal, "tower at 2,0 island 2") {
		t.Errorf("a second tower on the same house is offered")
	}
	if v := st.View(engine.Spectator).Text(engine.EN); !strings.Contains(v, "VP   2") {
		t.Errorf("the view does not show the tower's 2 VP:\n%s", v)
	}
}
