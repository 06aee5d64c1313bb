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
// and passes from a road to a ship or back only at p's own building. It is
// the longest in any of p's networks (lines joined end to end); a network
// no longer than the best found needs no walk.
func (st *State) longestRoad(p int8) int {
	mine := st.roads[p]
	mine.or(&st.ships[p])
	best := 0
	for !mine.empty() {
		net := st.network(&mine, mine.first())
		mine.andNot(&net)
		if popcountE(&net) > best {
			best = max(best, st.longestIn(p, &net))
		}
	}
	return best
}

// longestIn is the longest trail of p in net, one of p's networks.
//
// A longest trail starts where the lines end, fork or are cut (a trail
// starting elsewhere, at an intersection it passes, could be made longer
// or turned to start at a fork, unless it goes round a loop with no fork,
// whose length is its number of segments); so only those intersections
// are tried as starts, and none is left to try once a trail takes every
// segment.
func (st *State) longestIn(p int8, net *eset) int {
	size := popcountE(net)
	ends := st.lineEnds(net)
	walk := st.trailWalk(p, net)
	best, started := 0, false
	for w, word := range ends {
		for ; word != 0; word &= word - 1 {
			v := w<<6 | bits.TrailingZeros64(word)
			if !st.trailStart(p, v) {
				continue
			}
			started = true
			if best = max(best, walk.trail(v, lineAny)); best == size {
				return best
			}
		}
	}
	if !started { // a loop with no fork counts whole
		return size
	}
	return best
}

// trailStart reports whether a longest trail of p may start at v, an end of
// p's lines: where they end or fork (an odd number meet), where another
// player's building cuts them, or where a road meets a ship away from p's
// own building.
func (st *State) trailStart(p int8, v int) bool {
	at := &st.board().vertexEdgeSet[v]
	roads, ships := countMeet(&st.roads[p], at), countMeet(&st.ships[p], at)
	own := st.built.has(v) && st.owner[v] == p
	return (st.built.has(v) && !own) || (roads > 0 && ships > 0 && !own) || (roads+ships)%2 == 1
}

// network is the lines of lines joined to edge e end to end (through any
// intersection, even where another player's building cuts them).
func (st *State) network(lines *eset, e int) eset {
	b := st.board()
	var net eset
	var seen, todo vset // intersections reached; of them, those whose paths are still to follow
	net.add(e)
	for _, v := range b.EdgeVertices[e] {
		seen.add(v)
		todo.add(v)
	}
	for !todo.empty() {
		v := todo.first()
		todo.del(v)
		next := b.vertexEdgeSet[v]
		next.and(lines)
		next.andNot(&net)
		net.or(&next)
		for w, word := range next {
			for ; word != 0; word &= word - 1 {
				for _, u := range b.EdgeVertices[w<<6|bits.TrailingZeros64(word)] {
					if !seen.has(u) {
						seen.add(u)
						todo.add(u)
					}
				}
			}
		}
	}
	return net
}

// longestRoadWith is longestRoad(p) just after p built line e, found from
// roadLen[p] before it (kept exact after every change to lines and
// buildings): a trail without e was there before, so the road is the longer
// of roadLen and the longest trail through e. When one end of e touches no
// other line of p (e extends a line or starts a branch: most lines built),
// every trail through e ends there, so that trail is e and the longest
// continuation from e's other end: one walk from one intersection instead
// of longestRoad's from every start. Otherwise (e joins two lines or closes
// a loop) only e's network is walked. Roads are built often in random
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
		walk := st.trailWalk(p, &mine)
		return max(int(st.roadLen[p]), 1+walk.trail(ends[1-i], kind))
	}
	mine.add(e)
	net := st.network(&mine, e)
	return max(int(st.roadLen[p]), st.longestIn(p, &net))
}

// countMeet counts the edges of line among at.
func countMeet(line, at *eset) int {
	n := 0
	for w := range line {
		n += bits.OnesCount64(line[w] & at[w])
	}
	return n
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
	st    *State
	b     *Board
	p     int8
	left  eset // p's roads and ships not on the trail so far
	n     int  // how many: no continuation is longer
	ships eset // p's ships
}

// trailWalk returns a walker of p's trails on lines, some of p's roads and
// ships (a value: kept on the stack).
func (st *State) trailWalk(p int8, lines *eset) trailWalker {
	return trailWalker{st: st, b: st.board(), p: p, left: *lines, n: popcountE(lines), ships: st.ships[p]}
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
	// No trail from v is longer than the lines left: once one takes them
	// all, the other ways need no walk.
	best, most := 0, w.n
	for j, e := range &w.b.VertexEdges[v] { // in place, no copy
		if e < 0 || !w.left.has(e) {
			continue
		}
		kind := lineRoad
		if w.ships.has(e) {
			kind = lineShip
		}
		if from != lineAny && kind != from && !mine {
			continue
		}
		w.left.del(e)
		w.n--
		best = max(best, 1+w.trail(w.b.VertexNeighbours[v][j], kind))
		w.left.add(e)
		w.n++
		if best == most {
			break
		}
	}
	return best
}
