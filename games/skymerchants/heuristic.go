package skymerchants

import "shima/engine"

// Heuristic estimates the game for seat s against the best rival: VP so
// far, what the islands would score if the game ended now, the income its
// harbours will bring in the turns left, and cubes towards the next building.
func (st *State) Heuristic(s engine.Seat) float64 {
	if st.Over() {
		o := st.Outcome()
		return 100*o.Reward(s) - 50
	}
	var t [MaxPlayers]terms
	st.terms(&t)
	value := func(p int) float64 {
		return t[p].score + 0.8*t[p].islands + 0.7*t[p].income + 1.5*t[p].sets + 0.2*t[p].cubes
	}
	mine, rival := value(int(s)), -1e9
	for p := range int(st.seats) {
		if p != int(s) {
			rival = max(rival, value(p))
		}
	}
	return mine - rival
}

// terms are what a player has towards winning, for the heuristic and the
// estimate: VP so far, what the islands would score if the game ended now,
// the income its harbours will bring in the turns left (harbours times
// turns), its full sets of cubes (towards the next building) and its cubes.
type terms struct{ score, islands, income, sets, cubes float64 }

// terms fills t with each player's terms.
func (st *State) terms(t *[MaxPlayers]terms) {
	for _, is := range st.FinalScoring() {
		for p, pts := range is.Points {
			t[p].islands += float64(pts)
		}
	}
	left := TurnsEach - st.round()
	for i := range int(st.nPlaced) {
		pl := &st.placed[i]
		for r := range tileAt(pl.tile).Regions {
			if h := pl.house[r]; h >= 0 && pl.harbour&(1<<r) != 0 {
				t[h].income += float64(left)
			}
		}
	}
	for p := range int(st.seats) {
		t[p].score = float64(st.score[p])
		t[p].sets = float64(min(st.cubes[p][0], st.cubes[p][1], st.cubes[p][2]))
		t[p].cubes = float64(st.cubeCount(p))
	}
}

// Playout picks a quick, sensible action for tree-search playouts: lay the
// tile where it touches most tiles (more airships), build a scoring tower,
// else a harbour early and a house late, trade towards a full set, give back
// the commonest cube. One time in ten it plays at random.
func (st *State) Playout(s engine.Seat, r *engine.Rand, buf []engine.Action) engine.Action {
	legal := st.Legal(s, buf[:0])
	if r.IntN(10) == 0 || len(legal) == 1 {
		return legal[r.IntN(len(legal))]
	}
	me := int(s)
	best, bestScore := legal[0], -1.0
	for _, a := range legal {
		score := float64(r.IntN(100)) / 1000
		switch kindOf(a) {
		case kindPlace:
			_, x, y, _ := placeOf(a)
			for e := range 4 {
				if st.slotAt(x+dx[e], y+dy[e]) >= 0 {
					score++
				}
			}
		case kindTower:
			x, y, part := buildOf(a)
			score += float64(st.housesOnIsland(st.slotAt(x, y), part))
		case kindHarbour:
			score += float64(TurnsEach-st.round()) / 3
		case kindHouse:
			score += 1
		case kindTrade:
			_, get := tradeOf(a)
			if st.cubes[me][get] == 0 {
				score += 2
			}
		case kindReturn:
			score += float64(st.cubes[me][a&3])
		case kindDoneBuilding, kindDoneTrading:
			score += 0.5
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}
