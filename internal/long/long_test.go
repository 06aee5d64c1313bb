package long

import "testing"

func TestCount(t *testing.T) {
	t.Setenv("SHIMA_LONG", "")
	if On() || Count(2, 20) != 2 {
		t.Errorf("without SHIMA_LONG: On %v, Count %d", On(), Count(2, 20))
	}
	t.Setenv("SHIMA_LONG", "1")
	if !On() || Count(2, 20) != 20 {
		t.Errorf("with SHIMA_LONG=1: On %v, Count %d", On(), Count(2, 20))
	}
}
