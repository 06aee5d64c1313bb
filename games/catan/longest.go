package catan

import "math/bits"

// awardArmy gives Largest Army to p when p has played more knights than
// anyone (at least 3), or takes it from a holder p passes.
func (st *State) awardArmy(p int8) {
	if st.knights[p] < LargestArmyMin || st.armyCard == p {
		return
	}
	if st.armyCard == noSeat || st.knights[p] > st.knights[st.armyCard] {
		st.armyCard = p
	}
}

// awardRoad updates Longest Road after the roads changed: a challenger must
// exceed the holder; a holder whose road was cut keeps the card if still
// longest (ties with the holder keep it with the holder); if the holder is
// no longer longest, the card goes to the one player now longest, or, if
// several tie or nobody has 5, it is set aside.
func (st *State) awardRoad() {
	best, count := int8(0), 0
	var who int8 = noSeat
	for p := range st.seats {
		switch l := st.roadLen[p]; {
		case l > best:
			best, count, who = l, 1, p
		case l == best:
			count++
		}
	}
	h := st.roadCard
	switch {
	case h != noSeat && st.roadLen[h] == best && best >= LongestRoadMin:
		// the holder is still (jointly) longest and keeps it
	case best < LongestRoadMin:
		st.roadCard = noSeat
	case count == 1:
		st.roadCard = who
	default:
		st.roadCard = noSeat
	}
}

// longestRoad is the length of p's longest road, or in the scenario its
// longest trade route (roads and ships): the most segments in a trail (no
// segment twice), which may end at but not pass another player's building,
// and passes from a road to a ship or back only at p's own building.
//
// A longest trail starts where the lines end, fork or are cut (a trail
// starting elsewhere, at an intersection it passes, could be made longer
// or turned to start at a fork, unless it goes round a loop with no fork,
// whose length is its number of segments); so only those intersections
// are tried as starts.
func (st *State) longestRoad(p int8) int {
	mine := st.roads[p]
	mine.or(&st.ships[p])
	if mine.empty() {
		return 0
	}
	b := st.board()
	ends := st.lineEnds(&mine)
	var starts vset
	for w, word := range ends {
		for ; word != 0; word &= word - 1 {
			v := w<<6 | bits.TrailingZeros64(word)
			at := &b.vertexEdgeSet[v]
			roads, ships := countMeet(&st.roads[p], at), countMeet(&st.ships[p], at)
			own := st.built.has(v) && st.owner[v] == p
			switch {
			case st.built.has(v) && !own, roads > 0 && ships > 0 && !own, (roads+ships)%2 == 1:
				starts.add(v)
			}
		}
	}
	best := 0
	walk := st.trailWalk(p)
	for w, word := range starts {
		for ; word != 0; word &= word - 1 {
			best = max(best, walk.trail(w<<6|bits.TrailingZeros64(word), lineAny))
		}
	}
	// Lines no start reaches are loops with no fork: each counts whole.
	reached := st.linesFrom(&mine, &starts)
	for !reached.equal(&mine) {
		rest := mine
		rest.andNot(&reached)
		var one vset
		e := rest.first()
		one.add(b.EdgeVertices[e][0])
		loop := st.linesFrom(&rest, &one)
		best = max(best, popcountE(&loop))
		reached.or(&loop)
	}
	return best
}

// longestRoadWith is longestRoad(p) just after p built line e, found from
// roadLen[p] before it (kept exact after every change to lines and
// buildings): a trail without e was there before, so the road is the longer
// of roadLen and the longest trail through e. When one end of e touches no
// other line of p (e extends a line or starts a branch: most lines built),
// every trail through e ends there, so that trail is e and the longest
// continuation from e's other end: one walk from one intersection instead
// of longestRoad's from every start. Roads are built often in random
// playouts; TestLongestRoadStartsWhereLinesEnd compares roadLen with the
// longest road after every action of random games.
func (st *State) longestRoadWith(p int8, e int) int {
	b := st.board()
	mine := st.roads[p]
	mine.or(&st.ships[p])
	mine.del(e)
	ends := b.EdgeVertices[e]
	for i, far := range ends {
		if mine.meets(&b.vertexEdgeSet[far]) {
			continue
		}
		kind := lineRoad
		if st.ships[p].has(e) {
			kind = lineShip
		}
		walk := st.trailWalk(p)
		walk.left.del(e)
		return max(int(st.roadLen[p]), 1+walk.trail(ends[1-i], kind))
	}
	return st.longestRoad(p)
}

// countMeet counts the edges of line among at.
func countMeet(line, at *eset) int {
	n := 0
	for w := range line {
		n += bits.OnesCount64(line[w] & at[w])
	}
	return n
}

// linesFrom is the edges of lines connected to the intersections from.
func (st *State) linesFrom(lines *eset, from *vset) eset {
	b := st.board()
	seen := *from
	var got eset
	for changed := true; changed; {
		changed = false
		for w, word := range *lines {
			for word &^= got[w]; word != 0; word &= word - 1 {
				e := w<<6 | bits.TrailingZeros64(word)
				ends := b.EdgeVertices[e]
				if seen.has(ends[0]) || seen.has(ends[1]) {
					got.add(e)
					seen.add(ends[0])
					seen.add(ends[1])
					changed = true
				}
			}
		}
	}
	return got
}

// What a trail arrived on at an intersection: nothing yet (its start), a
// road or a ship.
const (
	lineAny = iota
	lineRoad
	lineShip
)

// trailWalker walks p's trails for longestRoad, which runs after every
// road built (a hot path of playouts): it holds what the walk looks up at
// every intersection, and the lines the trail has not used yet.
type trailWalker struct {
	st   *State
	b    *Board
	p    int8
	left eset // p's roads and ships not on the trail so far
}

// trailWalk returns a walker of p's trails (a value: kept on the stack).
func (st *State) trailWalk(p int8) trailWalker {
	w := trailWalker{st: st, b: st.board(), p: p, left: st.roads[p]}
	w.left.or(&st.ships[p])
	return w
}

// trail is the longest continuation of p's trail from intersection v, on
// lines it has not used, having arrived on a line of kind from.
func (w *trailWalker) trail(v int, from int) int {
	st := w.st
	built := st.built.has(v)
	mine := built && st.owner[v] == w.p
	if from != lineAny && built && !mine {
		return 0
	}
	best := 0
	for j, e := range &w.b.VertexEdges[v] { // in place, no copy
		if e < 0 || !w.left.has(e) {
			continue
		}
		kind := lineRoad
		if st.ships[w.p].has(e) {
			kind = lineShip
		}
		if from != lineAny && kind != from && !mine {
			continue
		}
		w.left.del(e)
		best = max(best, 1+w.trail(w.b.VertexNeighbours[v][j], kind))
		w.left.add(e)
	}
	return best
}
