package skye

import (
	"testing"
)

// Each scoring tile on hand-built territories. The castle lies at 0,0:
// pasture north and south with a road to both and to the west (mountain),
// water to the east. Tiles named by id (data/tiles.json):
//
//	1  pasture N (road, barrel); water E, S, W (2 ships)
//	3  pasture N, W (sheep, farm); mountain E, S (broch); road E-S
//	6  water N, W (lighthouse, ship); mountain E, S
//	7  water N, E, W (lighthouse); mountain S
//	8  meadow inside (sheep, cattle); water N, E, W (lighthouse); mountain S
//	10 pasture S, W (sheep, farm); mountain N; water E
//	12 pasture W (cattle); mountain N; water E, S (ship); no road
//	13 hill inside (broch); water N, E, S (ship); pasture W
//	15 mountain N, S, W (whisky scroll; road S-W); water E
//	19 meadow inside (2 sheep); mountain N; water E, S, W (ship)
//	24 pasture N, E, S (cattle, road E-S with a barrel); hill inside; water W (lighthouse)
//	26 pasture N; pasture S; water E-W (lighthouse)
//	31 mountain N; pasture E, S (farm; road N-E-S, barrel); water W (lighthouse)
//	34 water N, E, S (ship); pasture W
//	36 pasture N; mountain E, S, W (broch); road N-W
//	43 water N, E, S (2 ships); mountain W
//	48 pasture E-W (cattle, sheep scroll); water N; mountain S; road E-S
//	49 pasture N (cattle, farm; road, barrel); water E, S, W
//	54 water N (lighthouse); mountain E, S; pasture W; road E-S
//	60 pasture N; pasture S; mountain E-W (broch); road N-S-W with a barrel
//	62 pasture N, W; water E, S (lighthouse, ship scroll)
//	64 pasture N-S (road, barrel, cattle scroll); water E; water W
//	65 water N; mountain E, S, W (broch; road E-S, barrel)
//	66 pasture N, E, S (sheep, 2 cattle; road N-S-W, barrel); mountain W
//	67 pasture N; mountain E, S, W (broch; road N-E, barrel)
//	69 pasture N-S (cattle; road, barrel); water E; water W
//	70 water E-W (2 ships); mountain N; mountain S
//	72 pasture E (3 sheep); water N; mountain S-W; road S-W

const rot0, rot90, rot180, rot270 = 0, 1, 2, 3

func wantScore(t *testing.T, st *State, p int, id string, want int) {
	t.Helper()
	if got := score(t, st, p, id); got != want {
		t.Errorf("%s: %d VP, want %d", id, got, want)
	}
}

// S01: 2 VP per 2x2 square; overlapping squares each count, the castle is a tile.
func TestS01Squares(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 1, 1, 0, rot0)
	lay(t, st, 0, 64, 0, 1, rot0)
	wantScore(t, st, 0, "S01", 0)
	lay(t, st, 0, 7, 1, 1, rot0)
	wantScore(t, st, 0, "S01", 2)
	layFirst(t, st, 0, 2, 0)
	layFirst(t, st, 0, 2, 1)
	wantScore(t, st, 0, "S01", 4) // two squares sharing a side
}

// S02: 1 VP per completed area of any terrain; S15: 2 VP per tile of the
// largest completed lake; S16: 2 VP per completed mountain area.
func TestS02S15S16CompletedAreas(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	wantScore(t, st, 0, "S02", 0) // the castle's areas are open
	lay(t, st, 0, 24, 1, 0, rot0) // closes the castle's water; a hill inside
	wantScore(t, st, 0, "S02", 2)
	wantScore(t, st, 0, "S16", 2)
	wantScore(t, st, 0, "S15", 4)
	wantScore(t, st, 0, "S04", 0)
	// A lake of four tiles to the north: 10 (water E only), 70 and 26
	// (water E-W), 31 (water W only).
	lay(t, st, 0, 26, 0, -1, rot0)
	lay(t, st, 0, 70, -1, -1, rot0)
	lay(t, st, 0, 10, -2, -1, rot0)
	wantScore(t, st, 0, "S15", 4) // the lake of three is larger but open to the east
	lay(t, st, 0, 31, 1, -1, rot0)
	wantScore(t, st, 0, "S15", 8)  // the larger lake only
	wantScore(t, st, 0, "S02", 3)  // two lakes and the hill
	wantScore(t, st, 0, "S04", 3)  // the lake of four tiles
	lay(t, st, 0, 13, 2, -1, rot0) // another hill inside a tile
	wantScore(t, st, 0, "S16", 4)
}

// S04: 3 VP per completed area spanning three or more tiles.
func TestS04LargeCompletedArea(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 1, 0, -1, rot180) // its pasture faces south, onto the castle's
	wantScore(t, st, 0, "S04", 0)
	lay(t, st, 0, 49, 0, 1, rot0) // closes the pasture: castle and two tiles
	wantScore(t, st, 0, "S04", 3)
	wantScore(t, st, 0, "S02", 1)
}

// S03: 1 VP per sheep.
func TestS03Sheep(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 39, 0, -1, rot0)
	lay(t, st, 0, 19, 1, 0, rot0)
	wantScore(t, st, 0, "S03", 4)
	wantScore(t, st, 1, "S03", 0)
}

// S05: per mountain area, 1/2/3+ brochs give 1/3/6 VP; areas need not be
// completed (or must be, by option broch-areas=completed).
func TestS05BrochsByMountain(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	done := newGame(t, 2, 1, map[string]string{OptBrochAreas: completedValue})
	lay(t, st, 0, 36, -1, 0, rot0) // joins the castle's mountain
	wantScore(t, st, 0, "S05", 1)
	st.rules = done.rules
	wantScore(t, st, 0, "S05", 0) // the mountain is open
	st.rules = defaultRules
	lay(t, st, 0, 65, -1, 1, rot180)
	wantScore(t, st, 0, "S05", 3)
	lay(t, st, 0, 13, 1, 0, rot180) // a hill with a broch of its own
	wantScore(t, st, 0, "S05", 4)
	lay(t, st, 0, 67, -2, 0, rot0)
	wantScore(t, st, 0, "S05", 7)
	lay(t, st, 0, 60, -3, 0, rot0) // a fourth broch adds nothing: 6 at most
	wantScore(t, st, 0, "S05", 7)
	st.rules = done.rules
	wantScore(t, st, 0, "S05", 1) // only the hill, completed inside its tile
}

// S06: 5 VP per set of broch, farm and lighthouse.
func TestS06Sets(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 7, 1, 0, rot0)
	wantScore(t, st, 0, "S06", 0)
	lay(t, st, 0, 3, 0, -1, rot180)
	wantScore(t, st, 0, "S06", 5)
	lay(t, st, 0, 31, 0, 1, rot270)
	wantScore(t, st, 0, "S06", 5) // two farms and lighthouses, one broch
	lay(t, st, 0, 13, 1, -1, rot0)
	wantScore(t, st, 0, "S06", 10)
}

// S07: whisky majority, 5 and 2; S13: 1 VP per tile joined to the castle by
// road, the castle not counted (or counted, by option road-tiles=with-castle).
func TestS07WhiskyMajorityAndS13Roads(t *testing.T) {
	st := newGame(t, 3, 1, nil)
	lay(t, st, 0, 69, 0, -1, rot0)
	lay(t, st, 0, 64, 0, 1, rot0)
	lay(t, st, 1, 1, 1, 0, rot0) // its road runs north into nothing
	wantScore(t, st, 0, "S07", 5)
	wantScore(t, st, 1, "S07", 2)
	wantScore(t, st, 2, "S07", 0)
	wantScore(t, st, 0, "S13", 2)
	wantScore(t, st, 1, "S13", 0)
	st.rules = rulesOf(map[string]string{OptRoadTiles: withCastleValue})
	wantScore(t, st, 0, "S13", 3)
	wantScore(t, st, 1, "S13", 1)
	st.rules = defaultRules
	st.rules.whiskyJoined = true // option whisky-majority=joined
	wantScore(t, st, 1, "S07", 0)
	// It counts the barrels income pays for: 2, 0 and 0.
	for p, want := range []int{2, 0, 0} {
		var sv survey
		st.land[p].survey(&sv)
		if got, income := st.majorityCount(&scoringTiles[scoringIndex("S07")], p, &sv, false), st.land[p].income(); got != want || income != CastleIncome+want {
			t.Errorf("player %d: %d joined barrels counted, income %d; want %d and %d", p, got, income, want, CastleIncome+want)
		}
	}
}

// S08 and the majority readings: ties share a place with full VP; a tie for
// first leaves no second place (or the next count is second, by option);
// with two players only first place scores (or second too, by option); no
// place without at least one.
func TestMajorityReadings(t *testing.T) {
	s := &scoringTiles[scoringIndex("S08")]
	cases := []struct {
		counts []int
		r      rules
		want   []int
	}{
		{[]int{3, 1, 0}, defaultRules, []int{5, 2, 0}},
		{[]int{3, 3, 1}, defaultRules, []int{5, 5, 0}},
		{[]int{3, 3, 1}, rules{nextSecond: true}, []int{5, 5, 2}},
		{[]int{4, 2, 2, 1}, defaultRules, []int{5, 2, 2, 0}},
		{[]int{3, 1}, defaultRules, []int{5, 0}},
		{[]int{3, 1}, rules{twoPlayerSecond: true}, []int{5, 2}},
		{[]int{0, 0, 0}, defaultRules, []int{0, 0, 0}},
		{[]int{2, 0, 0}, defaultRules, []int{5, 0, 0}},
	}
	for _, c := range cases {
		for p, want := range c.want {
			if got := majorityVP(s, c.counts, p, c.r); got != want {
				t.Errorf("counts %v, rules %+v: player %d scores %d, want %d", c.counts, c.r, p, got, want)
			}
		}
	}
	st := newGame(t, 3, 1, nil)
	lay(t, st, 1, 43, 1, 0, rot90) // 2 ships; its water meets the castle's
	lay(t, st, 2, 19, 1, 0, rot0)  // 1 ship
	wantScore(t, st, 0, "S08", 0)
	wantScore(t, st, 1, "S08", 5)
	wantScore(t, st, 2, "S08", 2)
}

// S09: sheep and cattle on a farm tile or next to one, each animal once.
func TestS09LivestockByFarms(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 10, 0, 1, rot180) // sheep on a farm
	lay(t, st, 0, 69, 0, -1, rot0)  // cattle two tiles from the farm
	wantScore(t, st, 0, "S09", 1)
	lay(t, st, 0, 12, 1, 1, rot0) // cattle next to the farm
	wantScore(t, st, 0, "S09", 2)
	lay(t, st, 0, 8, 1, 0, rot0) // sheep and cattle next to no farm
	wantScore(t, st, 0, "S09", 2)
}

// S10: gold majority, gold behind the screen. With two players only first
// place scores (or second too, by option majority-2p=both).
func TestS10GoldMajority(t *testing.T) {
	st := newGame(t, 3, 1, nil)
	st.gold = [MaxPlayers]int16{10, 7, 7}
	wantScore(t, st, 0, "S10", 5)
	wantScore(t, st, 1, "S10", 2)
	wantScore(t, st, 2, "S10", 2)
	for opt, second := range map[string]int{defaultTwo: 0, bothValue: 2} {
		t.Run(OptMajorityTwo+"="+opt, func(t *testing.T) {
			st := newGame(t, 2, 1, map[string]string{OptMajorityTwo: opt})
			st.gold = [MaxPlayers]int16{7, 10}
			wantScore(t, st, 1, "S10", 5)
			wantScore(t, st, 0, "S10", second)
		})
	}
}

// S11: 2 VP per cattle on a tile joined to the castle by road.
func TestS11CattleByRoad(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 69, 0, -1, rot0)
	lay(t, st, 0, 66, 0, 1, rot0)
	lay(t, st, 0, 12, -1, 0, rot90) // no road: its cattle do not count
	wantScore(t, st, 0, "S11", 6)
}

// S12: 3 VP per water area with a ship and a lighthouse, completed or not
// (or completed only, by option ship-areas=completed).
func TestS12ShipAndLighthouse(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 19, 1, 0, rot0) // a ship in the castle's water
	wantScore(t, st, 0, "S12", 0)
	lay(t, st, 0, 7, 1, -1, rot0) // a lighthouse north of 19, across mountain: another water
	wantScore(t, st, 0, "S12", 0)
	lay(t, st, 0, 34, 2, 0, rot180) // another ship in the castle's water, no lighthouse
	wantScore(t, st, 0, "S12", 0)
	st2 := newGame(t, 2, 1, nil)
	lay(t, st2, 0, 19, 1, 0, rot0)
	lay(t, st2, 0, 7, 2, 0, rot0) // a lighthouse in the same water as 19's ship
	wantScore(t, st2, 0, "S12", 3)
	lay(t, st, 1, 6, 1, 0, rot0) // both on one tile
	wantScore(t, st, 1, "S12", 3)
	st2.rules = rulesOf(map[string]string{OptShipAreas: completedValue})
	wantScore(t, st2, 0, "S12", 0) // the water is open
	// 6 turned 270 (water W, S: ship, lighthouse) and 54 (water N only,
	// lighthouse) close the castle's water.
	lay(t, st2, 1, 6, 1, 0, rot270)
	lay(t, st2, 1, 54, 1, 1, rot0)
	wantScore(t, st2, 1, "S12", 3)
	st2.rules = defaultRules
	wantScore(t, st2, 1, "S12", 3)
}

// S14: 3 VP per vertical line of three or more tiles in a row, once however
// long; a column broken by a gap holds two lines.
func TestS14Columns(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 69, 0, -1, rot0)
	wantScore(t, st, 0, "S14", 0)
	lay(t, st, 0, 64, 0, 1, rot0)
	wantScore(t, st, 0, "S14", 3)
	lay(t, st, 0, 49, 0, 2, rot0)
	wantScore(t, st, 0, "S14", 3)
	lay(t, st, 0, 1, 1, 0, rot0)
	lay(t, st, 0, 7, 1, 1, rot0)
	wantScore(t, st, 0, "S14", 3) // a line of two
	lay(t, st, 0, 19, 1, 2, rot0)
	wantScore(t, st, 0, "S14", 6)
	// Column 1 grows to 0..4 (still one line); column 0 gets a second run,
	// 4..6, below the gap at 0,3: two lines in one column.
	for _, c := range [][2]int{{1, 3}, {1, 4}, {0, 4}, {0, 5}} {
		layFirst(t, st, 0, c[0], c[1])
	}
	wantScore(t, st, 0, "S14", 6) // the run 4..5 is too short
	layFirst(t, st, 0, 0, 6)
	wantScore(t, st, 0, "S14", 9)
}

// Scrolls score their object over the whole territory at the end, doubled
// in a completed area, by the rulebook's table: 羊2匹 1, ウィスキーバレル2個
// 1VP, 船1隻 1VP, 牛1頭 1VP (rounded down); ships per one (the rulebook) or
// per two (option ship-scroll=per-two-ships).
func TestScrolls(t *testing.T) {
	wantScrolls := func(st *State, want int, what string) {
		t.Helper()
		if f := st.final(0); f.Scrolls != want {
			t.Fatalf("%s: scrolls %d VP, want %d", what, f.Scrolls, want)
		}
	}
	st := newGame(t, 2, 1, nil)
	lay(t, st, 0, 64, 0, 1, rot0)  // cattle scroll in the castle's pasture
	lay(t, st, 0, 69, 0, -1, rot0) // 1 cattle
	wantScrolls(st, 1, "cattle scroll, open area")
	lay(t, st, 0, 49, 0, 2, rot0)   // 1 cattle; closes the south
	lay(t, st, 0, 1, 0, -2, rot180) // closes the north
	wantScrolls(st, 4, "cattle scroll, completed area: 2 cattle x2")

	ships := newGame(t, 2, 1, nil)
	lay(t, ships, 0, 62, 1, 0, rot90) // ship scroll, and its water meets the castle's
	lay(t, ships, 0, 43, 1, 1, rot0)  // 2 ships
	lay(t, ships, 0, 19, 2, 1, rot0)
	wantScrolls(ships, 3, "ship scroll: one per ship")
	ships.rules.shipsPerScrollVP = 2
	wantScrolls(ships, 1, "ship scroll per two ships")

	sheep := newGame(t, 2, 1, nil)
	lay(t, sheep, 0, 48, 0, -1, rot90) // sheep scroll in the castle's pasture
	lay(t, sheep, 0, 72, 0, 1, rot270) // 3 sheep
	wantScrolls(sheep, 1, "sheep scroll, 3 sheep, open area")
	lay(t, sheep, 0, 1, 0, -2, rot180) // closes the pasture
	wantScrolls(sheep, 2, "sheep scroll, 3 sheep, completed area")
	lay(t, sheep, 0, 19, 1, 0, rot0) // 2 sheep more
	wantScrolls(sheep, 4, "sheep scroll, 5 sheep, completed area")

	whisky := newGame(t, 2, 1, nil)
	lay(t, whisky, 0, 15, -1, 0, rot180) // whisky scroll in the castle's mountain, open
	lay(t, whisky, 0, 69, 0, -1, rot0)   // a barrel
	wantScrolls(whisky, 0, "whisky scroll, 1 barrel")
	lay(t, whisky, 0, 49, 0, 1, rot0)
	lay(t, whisky, 0, 1, 1, 0, rot0) // its road leads nowhere: the barrel counts all the same
	wantScrolls(whisky, 1, "whisky scroll, 3 barrels")
}
