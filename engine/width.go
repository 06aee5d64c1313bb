package engine

import "strings"

// Width is the number of terminal columns s takes: East Asian wide
// characters (kanji, kana, full-width forms) take two.
func Width(s string) int {
	w := 0
	for _, r := range s {
		w++
		if wide(r) {
			w++
		}
	}
	return w
}

func wide(r rune) bool {
	return r >= 0x1100 && (r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 ||
		r >= 0xf900 && r <= 0xfaff || r >= 0xfe30 && r <= 0xfe4f || r >= 0xff00 && r <= 0xff60 || r >= 0xffe0 && r <= 0xffe6)
}

// PadRight fills s with spaces on the right to n columns.
func PadRight(s string, n int) string { return s + strings.Repeat(" ", max(0, n-Width(s))) }

// PadLeft fills s with spaces on the left to n columns.
func PadLeft(s string, n int) string { return strings.Repeat(" ", max(0, n-Width(s))) + s }
