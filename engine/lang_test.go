package engine

import "testing"

func TestCountAndOrdinalAndList(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{CountEN(1, "island"), "1 island"}, {CountEN(0, "tribe"), "0 tribes"}, {CountEN(3, "tile"), "3 tiles"},
		{Ordinal(1), "1st"}, {Ordinal(2), "2nd"}, {Ordinal(3), "3rd"}, {Ordinal(4), "4th"}, {Ordinal(11), "11th"},
		{AndEN(nil), ""}, {AndEN([]string{"a"}), "a"}, {AndEN([]string{"a", "b"}), "a and b"}, {AndEN([]string{"a", "b", "c"}), "a, b and c"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestPick(t *testing.T) {
	if got := EN.Pick("island", "島"); got != "island" {
		t.Errorf("EN.Pick = %q", got)
	}
	if got := JA.Pick("island", "島"); got != "島" {
		t.Errorf("JA.Pick = %q", got)
	}
}
