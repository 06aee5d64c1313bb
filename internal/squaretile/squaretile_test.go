package squaretile

import "testing"

func TestTurnAndLetters(t *testing.T) {
	ne, err := Parse("EN")
	if err != nil || ne != 1<<North|1<<East {
		t.Fatalf("Parse(EN) = %b, %v", ne, err)
	}
	for r, want := range []string{"NE", "ES", "SW", "NW"} {
		if got := String(Turn(ne, uint8(r))); got != want {
			t.Errorf("NE turned %d: %s, want %s", 90*r, got, want)
		}
	}
	for _, bad := range []string{"NN", "X", "n"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	for e := range 4 {
		o := Opposite(e)
		if StepX[e]+StepX[o] != 0 || StepY[e]+StepY[o] != 0 || Opposite(o) != e {
			t.Errorf("side %d and %d are not opposite", e, o)
		}
	}
}
