package engine

import (
	"fmt"
	"io"
	"strings"
)

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

// WriteColumns prints rows as aligned columns, two spaces apart, counting
// wide characters as two columns. The last cell of a row is not padded.
func WriteColumns(w io.Writer, rows [][]string) {
	var widths []int
	for _, row := range rows {
		for i, cell := range row {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], Width(cell))
		}
	}
	for _, row := range rows {
		var b strings.Builder
		for i, cell := range row {
			if i < len(row)-1 {
				cell = PadRight(cell, widths[i]+2)
			}
			b.WriteString(cell)
		}
		fmt.Fprintln(w, b.String())
	}
}
