package spiritisland

import (
	"iter"
	"math/bits"
)

// Land is a land of the island (土地), the oceans included: the land
// numbered n on the board at place p of the layout is p*9+n, so the first
// board's lands are 0-8, the second's 9-17, and n = 0 is a board's ocean.
type Land int8

// The numbering of the lands.
const (
	BoardLands      = 9                      // lands per board, its ocean (0) included
	MaxBoards       = 4                      // boards on the island at most
	MaxLands        = MaxBoards * BoardLands // lands on the largest island
	NoLand     Land = -1                     // no land (an empty set's First, an unknown name)
)

// LandAt is the land numbered n (0: the ocean) on the board at place
// position of the layout.
func LandAt(position, n int) Land { return Land(position*BoardLands + n) }

// Position is the place in the layout (0-3) of l's board.
func (l Land) Position() int { return int(l) / BoardLands }

// Number is l's number on its board, 0 for the ocean.
func (l Land) Number() int { return int(l) % BoardLands }

// IsOcean reports whether l is a board's ocean.
func (l Land) IsOcean() bool { return l.Number() == 0 }

// LandSet is a set of lands, a bit each (bit l for land l).
type LandSet uint64

// SetOf is the set of the given lands.
func SetOf(lands ...Land) LandSet {
	var s LandSet
	for _, l := range lands {
		s.Add(l)
	}
	return s
}

// Has reports whether l is in the set.
func (s LandSet) Has(l Land) bool { return l >= 0 && s&(1<<uint(l)) != 0 }

// Add puts l into the set.
func (s *LandSet) Add(l Land) { *s |= 1 << uint(l) }

// Del takes l out of the set.
func (s *LandSet) Del(l Land) { *s &^= 1 << uint(l) }

// Count is the number of lands in the set.
func (s LandSet) Count() int { return bits.OnesCount64(uint64(s)) }

// First is the lowest-numbered land of the set, NoLand if it is empty.
func (s LandSet) First() Land {
	if s == 0 {
		return NoLand
	}
	return Land(bits.TrailingZeros64(uint64(s)))
}

// Last is the highest-numbered land of the set, NoLand if it is empty.
// Within one board it is the land with the highest printed number.
func (s LandSet) Last() Land {
	if s == 0 {
		return NoLand
	}
	return Land(63 - bits.LeadingZeros64(uint64(s)))
}

// Pop takes the lowest-numbered land out of the set and returns it (NoLand
// if the set is empty): `for s != 0 { l := s.Pop(); ... }` walks a set
// without allocating.
func (s *LandSet) Pop() Land {
	l := s.First()
	if l != NoLand {
		*s &= *s - 1
	}
	return l
}

// All yields the set's lands, lowest first.
func (s LandSet) All() iter.Seq[Land] {
	return func(yield func(Land) bool) {
		for s != 0 {
			if !yield(s.Pop()) {
				return
			}
		}
	}
}
