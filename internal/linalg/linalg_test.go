package linalg

import (
	"errors"
	"math"
	"testing"
)

func TestSolve(t *testing.T) {
	m := [][]float64{{0, 2, 1}, {1, 1, 0}, {3, 0, 1}} // needs a pivot: m[0][0] is 0
	x, err := Solve(m, []float64{6, 3, 5})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []float64{1, 2, 2} {
		if math.Abs(x[i]-want) > 1e-12 {
			t.Errorf("x = %v, want [1 2 2]", x)
		}
	}
	if m[0][0] != 0 || m[2][0] != 3 {
		t.Errorf("Solve changed m: %v", m)
	}
	if _, err := Solve([][]float64{{1, 2}, {2, 4}}, []float64{1, 2}); !errors.Is(err, ErrSingular) {
		t.Errorf("a singular system: %v", err)
	}
}
