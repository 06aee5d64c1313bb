package catan

import (
	"testing"

	"shima/engine"
)

// beginner returns a 3-player game on the beginner board, past the set-up,
// with nothing built: tests place what they need with build.
func beginner(t *testing.T) *State {
	t.Helper()
	s, err := Game{}.New(engine.Config{Seats: 3, Seed: 1, Options: map[string]string{"setup": "beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*State)
	st.step, st.current, st.turns = stepMain, 0, 1
	st.setToMove(0)
	return st
}

// build puts a settlement (or a city) of p at intersection v (numbered from 1).
func (st *State) build(p int8, v int, city bool) {
	v--
	st.built.add(v)
	st.blocked.or(&st.board().near[v])
	st.owner[v] = p
	if city {
		st.cities[p].add(v)
	} else {
		st.settlements[p].add(v)
	}
}

// The bank's limit: when it cannot pay every player owed a resource, nobody
// takes it, unless only one player is owed it, who takes what is left.
// Beginner board: hex 5 is hills with a 6; intersection 9 is one of its
// corners, 15 another (not neighbours).
func TestProductionWithTheBanksLimit(t *testing.T) {
	st := beginner(t)
	hills := 4
	if st.terrain[hills] != Hills || st.number[hills] != 6 {
		t.Fatalf("hex 5 is %v %d", st.terrain[hills], st.number[hills])
	}
	corners := st.board().HexVertices[hills]
	st.build(0, corners[0]+1, false) // red: 1 brick owed
	st.build(1, corners[2]+1, true)  // blue: 2 brick owed (a city)
	st.bank[Brick] = 3
	st.produce(6)
	if st.hand[0][Brick] != 1 || st.hand[1][Brick] != 2 || st.bank[Brick] != 0 {
		t.Fatalf("a bank of 3 pays 1 and 2: red %d, blue %d, bank %d", st.hand[0][Brick], st.hand[1][Brick], st.bank[Brick])
	}
	st.hand[0][Brick], st.hand[1][Brick], st.bank[Brick] = 0, 0, 2
	st.produce(6)
	if st.hand[0][Brick] != 0 || st.hand[1][Brick] != 0 || st.bank[Brick] != 2 {
		t.Fatalf("a bank of 2 cannot pay 3 to two players, so nobody takes any: red %d, blue %d", st.hand[0][Brick], st.hand[1][Brick])
	}
	st.settlements[0] = vset{}
	st.built.del(corners[0])
	st.bank[Brick] = 1
	st.produce(6)
	if st.hand[1][Brick] != 1 || st.bank[Brick] != 0 {
		t.Fatalf("blue alone is owed 2 and takes the bank's last 1: blue %d", st.hand[1][Brick])
	}
	st.robber = int16(hills)
	st.bank[Brick] = 5
	st.produce(6)
	if st.hand[1][Brick] != 1 {
		t.Fatalf("the hex under the robber paid")
	}
}

// Longest Road: 5 segments at least; a challenger must exceed the holder;
// a road cut by another player's settlement counts in pieces, and the card
// goes to the one player then longest.
func TestLongestRoad(t *testing.T) {
	st := beginner(t)
	b := st.board()
	// A trail along the top coast: intersections 1-5-2-6-3-7-11 (1-based).
	trail := []int{1, 5, 2, 6, 3, 7, 11}
	road := func(p int8, path []int) {
		for i := 1; i < len(path); i++ {
			e := b.EdgeBetween(path[i-1]-1, path[i]-1)
			if e < 0 {
				t.Fatalf("no path %d-%d", path[i-1], path[i])
			}
			st.roads[p].add(e)
			st.paths.add(e)
		}
		st.roadLen[p] = int8(st.longestRoad(p))
		st.awardRoad()
	}
	st.build(0, 1, false)
	road(0, trail[:5]) // 4 segments: not enough
	if st.roadLen[0] != 4 || st.roadCard != noSeat {
		t.Fatalf("4 segments: length %d, card %d", st.roadLen[0], st.roadCard)
	}
	road(0, trail[4:6]) // 5
	if st.roadLen[0] != 5 || st.roadCard != 0 {
		t.Fatalf("5 segments: length %d, card %d", st.roadLen[0], st.roadCard)
	}
	// Blue builds 5 elsewhere: a tie does not take the card.
	st.build(1, 48, false)
	road(1, []int{48, 52, 49, 53, 50, 54})
	if st.roadLen[1] != 5 || st.roadCard != 0 {
		t.Fatalf("a tie took the card: blue %d, card %d", st.roadLen[1], st.roadCard)
	}
	// Yellow settles at 2, in the middle of red's road: red's road is now
	// 1-5-2 (2) and 2-6-3-7 (3).
	st.build(2, 2, false)
	st.roadLen[0] = int8(st.longestRoad(0))
	st.awardRoad()
	if st.roadLen[0] != 3 || st.roadCard != 1 {
		t.Fatalf("after the cut: red %d, card to %d; want 3 and blue alone longest", st.roadLen[0], st.roadCard)
	}
}
