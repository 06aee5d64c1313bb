package catan

import (
	"math/bits"
	"testing"

	"shima/engine"
	"shima/internal/long"
)

// longestRoadEverywhere is longestRoad trying every intersection p's lines
// touch as the start: slow, but plainly right.
func (st *State) longestRoadEverywhere(p int8) int {
	mine := st.roads[p]
	mine.or(&st.ships[p])
	starts := st.lineEnds(&mine)
	best := 0
	walk := st.trailWalk(p, &mine)
	for w, word := range starts {
		for ; word != 0; word &= word - 1 {
			best = max(best, walk.trail(w<<6|bits.TrailingZeros64(word), lineAny))
		}
	}
	return best
}

// Trying only the intersections where lines end, fork or are cut (and
// counting loops with none whole) gives the same longest road as trying
// them all, in random games of both scenarios, after every action: 12
// games, and 60 in the long runs. The road length kept (extended by
// longestRoadWith as lines are built) is that longest road.
func TestLongestRoadStartsWhereLinesEnd(t *testing.T) {
	for seed := range uint64(long.Count(12, 60)) {
		var opts map[string]string
		if seed%2 == 1 {
			opts = map[string]string{"scenario": "unknown-island"}
		}
		s, _ := Game{}.New(engine.Config{Seats: 3 + int(seed%4), Seed: seed, Options: opts})
		st := s.(*State)
		r := engine.NewRand(seed)
		for !st.Over() {
			p := st.ToMove()[0]
			legal := st.Legal(p, nil)
			if err := st.Apply(p, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			for q := range st.seats {
				slow := st.longestRoadEverywhere(q)
				if fast := st.longestRoad(q); fast != slow {
					t.Fatalf("seed %d: %s's longest road %d, trying every start %d", seed, engine.SeatColour(engine.Seat(q), engine.EN), fast, slow)
				}
				if kept := int(st.roadLen[q]); kept != slow {
					t.Fatalf("seed %d: %s's road length is kept as %d, but the longest road is %d", seed, engine.SeatColour(engine.Seat(q), engine.EN), kept, slow)
				}
			}
		}
	}
}

// A loop of six roads round a hex counts 6 (no fork to start from); with a
// road of two more from one of its corners, 8; cut by another player's
// settlement opposite the tail, 6: round the loop from the settlement back
// to it (a road may end at another's building at both ends), where the
// tail and half the loop give 5.
func TestLongestRoadLoops(t *testing.T) {
	st := beginner(t)
	b := st.board()
	hex := 9 // the beginner board's hex 10, in the middle
	for _, e := range b.HexEdges[hex] {
		st.roads[0].add(e)
		st.paths.add(e)
	}
	if got, want := st.longestRoad(0), st.longestRoadEverywhere(0); got != 6 || want != 6 {
		t.Fatalf("a loop of six: %d (every start: %d), want 6", got, want)
	}
	corner := b.HexVertices[hex][0]
	var tail []int
	for j, e := range b.VertexEdges[corner] {
		if e >= 0 && !st.roads[0].has(e) {
			tail = append(tail, e)
			next := b.VertexNeighbours[corner][j]
			for k, e2 := range b.VertexEdges[next] {
				if e2 >= 0 && e2 != e && b.VertexNeighbours[next][k] != corner {
					tail = append(tail, e2)
					break
				}
			}
			break
		}
	}
	for _, e := range tail {
		st.roads[0].add(e)
		st.paths.add(e)
	}
	if got, want := st.longestRoad(0), st.longestRoadEverywhere(0); got != 8 || want != 8 {
		t.Fatalf("a loop with a tail of two: %d (every start: %d), want 8", got, want)
	}
	st.build(1, b.HexVertices[hex][3]+1, false) // blue settles opposite the tail
	if got, want := st.longestRoad(0), st.longestRoadEverywhere(0); got != want || got != 6 {
		t.Fatalf("the loop cut opposite the tail: %d (every start: %d), want 6", got, want)
	}
}
