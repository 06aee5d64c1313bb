package engine

import (
	"strings"
	"testing"
)

func TestWidth(t *testing.T) {
	for s, w := range map[string]int{"": 0, "abc": 3, "赤": 2, "ミクロネシア": 12, "席1": 3, "ｱ": 1, "Ａ": 2} {
		if got := Width(s); got != w {
			t.Errorf("Width(%q) = %d, want %d", s, got, w)
		}
	}
	if got := PadRight("赤", 4) + "|"; got != "赤  |" {
		t.Errorf("PadRight: %q", got)
	}
	if got := PadLeft("7", 3); got != "  7" {
		t.Errorf("PadLeft: %q", got)
	}
}

func TestWriteColumns(t *testing.T) {
	var b strings.Builder
	WriteColumns(&b, [][]string{{"席", "bot", "勝ち"}, {"seat 1", "greedy", "3"}, {"2"}})
	want := "席      bot     勝ち\nseat 1  greedy  3\n2\n"
	if b.String() != want {
		t.Errorf("WriteColumns:\n%q\nwant\n%q", b.String(), want)
	}
}
