// Package squaretile is the geometry games with square tiles share: the four
// sides of a tile, the step from a cell to its neighbour across each side,
// and sets of sides (bit e for side e) turned and written as letters.
//
// Sides run clockwise from north; on the grid x grows eastward and y
// southward.
package squaretile

import (
	"fmt"
	"strings"
)

// The sides of a tile, clockwise.
const (
	North = iota
	East
	South
	West
)

// Letters names the sides in order.
const Letters = "NESW"

// StepX and StepY lead from a cell to its neighbour across each side.
var (
	StepX = [4]int{0, 1, 0, -1}
	StepY = [4]int{-1, 0, 1, 0}
)

// Opposite is the side facing side e across a shared edge.
func Opposite(e int) int { return (e + 2) % 4 }

// Turn turns a set of sides r quarter turns clockwise.
func Turn(m uint8, r uint8) uint8 { return (m<<r | m>>(4-r)) & 0xf }

// String writes a set of sides as letters in order, such as "NES".
func String(m uint8) string {
	var b strings.Builder
	for e := range 4 {
		if m&(1<<e) != 0 {
			b.WriteByte(Letters[e])
		}
	}
	return b.String()
}

// Parse reads a set of sides written with the letters N, E, S, W, each once
// at most, in any order; "" is the empty set.
func Parse(s string) (uint8, error) {
	var m uint8
	for _, ch := range s {
		e := strings.IndexRune(Letters, ch)
		if e < 0 || m&(1<<e) != 0 {
			return 0, fmt.Errorf("sides %q: use each of N, E, S, W at most once", s)
		}
		m |= 1 << e
	}
	return m, nil
}
