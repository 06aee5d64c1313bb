package squaretile

import (
	"testing"

	"shima/engine"
)

// A cell with tile 3 across its north side lies south of tile 3.
func TestBeside(t *testing.T) {
	got := Beside([]Touch{{North, engine.T("tile 3", "タイル3")}, {West, engine.T("the castle", "城")}})
	if got.EN != "south of tile 3 and east of the castle" || got.JA != "タイル3の南、城の東" {
		t.Errorf("got %q / %q", got.EN, got.JA)
	}
}
