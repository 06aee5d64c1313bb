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
// and passes from a road to a ship or back only at p's own building. It
// tries every intersection p's lines touch as the start.
func (st *State) longestRoad(p int8) int {
	var mine eset = st.roads[p]
	mine.or(&st.ships[p])
	starts := st.lineEnds(&mine)
	best := 0
	var used eset
	for w, word := range starts {
		for ; word != 0; word &= word - 1 {
			best = max(best, st.trail(p, w<<6|bits.TrailingZeros64(word), &used, lineAny))
		}
	}
	return best
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
