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
	var used eset
	for w, word := range starts {
		for ; word != 0; word &= word - 1 {
			best = max(best, st.trail(p, w<<6|bits.TrailingZeros64(word), &used, lineAny))
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

// trail is the longest continuation of p's trail from intersection v, not
// using the edges in used, having arrived on a line of kind from.
func (st *State) trail(p int8, v int, used *eset, from int) int {
	mine := st.built.has(v) && st.owner[v] == p
	if from != lineAny && st.built.has(v) && !mine {
		return 0
	}
	b := st.board()
	best := 0
	for j, e := range b.VertexEdges[v] {
		if e < 0 || used.has(e) {
			continue
		}
		kind := lineRoad
		switch {
		case st.ships[p].has(e):
			kind = lineShip
		case !st.roads[p].has(e):
			continue
		}
		if from != lineAny && kind != from && !mine {
			continue
		}
		used.add(e)
		best = max(best, 1+st.trail(p, b.VertexNeighbours[v][j], used, kind))
		used.del(e)
	}
	return best
}
