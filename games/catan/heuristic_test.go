package catan

import (
	"context"
	"testing"

	"shima/bot"
	"shima/engine"
	"shima/sim"
)

// setupGame returns a 3-player game on the beginner board at its first
// set-up placement, red to place.
func setupGame(t testing.TB) *State {
	t.Helper()
	s, err := Game{}.New(engine.Config{Seats: 3, Seed: 1, Options: map[string]string{"setup": "beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

// after returns a copy of st with a applied by seat p.
func after(t testing.TB, st *State, p engine.Seat, a engine.Action) *State {
	t.Helper()
	c := *st
	if err := c.Apply(p, a); err != nil {
		t.Fatalf("%s: %v", st.Describe(a, engine.EN), err)
	}
	return &c
}

// landHexes returns the land hexes at intersection v.
func (st *State) landHexes(v int) []int {
	b := st.board()
	var hs []int
	for _, h := range b.VertexHexes[v] {
		if h >= 0 && h < b.Interior && st.terrain[h].land() {
			hs = append(hs, h)
		}
	}
	return hs
}

// vertexWith returns the first intersection with n land hexes none of which
// is in avoid (nor the desert).
func (st *State) vertexWith(t testing.TB, n int, avoid map[int]bool) int {
	t.Helper()
	for v := range st.board().Vertices() {
		hs := st.landHexes(v)
		ok := len(hs) == n
		for _, h := range hs {
			ok = ok && !avoid[h] && st.terrain[h] != Desert
		}
		if ok {
			return v
		}
	}
	t.Fatalf("no intersection with %d land hexes", n)
	return -1
}

// In the set-up, a settlement on 6, 8 and 5 is better than one on 2 and 12.
func TestHeuristicSettlesOnRichNumbers(t *testing.T) {
	st := setupGame(t)
	rich := st.vertexWith(t, 3, nil)
	used := map[int]bool{}
	for k, h := range st.landHexes(rich) {
		st.number[h] = [3]int8{6, 8, 5}[k]
		used[h] = true
	}
	poor := st.vertexWith(t, 2, used)
	for k, h := range st.landHexes(poor) {
		st.number[h] = [2]int8{2, 12}[k]
	}
	good := after(t, st, 0, pack(kindSettle, rich, 0)).Heuristic(0)
	bad := after(t, st, 0, pack(kindSettle, poor, 0)).Heuristic(0)
	if good <= bad {
		t.Errorf("settling on 6-8-5 rates %.3f, on 2-12 %.3f", good, bad)
	}
}

// The set-up road points toward the next site: on a board of 2s, the one
// intersection on 6, 8 and 5 two paths away draws it.
func TestSetupRoadPointsToTheNextSite(t *testing.T) {
	st := setupGame(t)
	b := st.board()
	for h := range b.Interior {
		if st.number[h] != 0 {
			st.number[h] = 2
		}
	}
	site := st.vertexWith(t, 3, nil)
	for k, h := range st.landHexes(site) {
		st.number[h] = [3]int8{6, 8, 5}[k]
	}
	// A settlement two paths from the site: a neighbour's neighbour.
	var via, home int = -1, -1
	for _, x := range b.VertexNeighbours[site] {
		for _, y := range b.VertexNeighbours[max(x, 0)] {
			if x >= 0 && y >= 0 && y != site && home < 0 && len(st.landHexes(y)) > 0 {
				via, home = x, y
			}
		}
	}
	st = after(t, st, 0, pack(kindSettle, home, 0))
	g, _ := bot.New("greedy", 1)
	a := g.Choose(st, 0)
	if want := pack(kindRoad, b.EdgeBetween(home, via), 0); a != want {
		t.Errorf("the set-up road from %d is %s, want %s toward the site %d",
			home+1, st.Describe(a, engine.EN), st.Describe(want, engine.EN), site+1)
	}
}

// robberGame returns a 3-player game in which red must move the robber:
// red has a settlement on the 6 of hex 5 (hills), blue one on the 8 of
// hex 12 (mountains), and yellow one on the coast of hex 2 (pasture, 2).
func robberGame(t *testing.T) *State {
	t.Helper()
	st := beginner(t)
	b := st.board()
	st.build(0, b.HexVertices[4][0]+1, false)
	st.build(1, b.HexVertices[11][3]+1, false)
	st.build(2, b.HexVertices[1][0]+1, false)
	for p := range int8(3) {
		st.take(p, Resource(p), 2)
	}
	st.step, st.after = stepRobber, stepMain
	return st
}

// The robber goes on a rival's best hex, never on the mover's own.
func TestHeuristicRobsARivalNotItself(t *testing.T) {
	st := robberGame(t)
	own := after(t, st, 0, pack(kindRobber, 4, 0)).Heuristic(0)
	rival := after(t, st, 0, pack(kindRobber, 11, 0)).Heuristic(0)
	if own >= rival {
		t.Errorf("the robber on red's own 6 rates %.3f, on blue's 8 %.3f", own, rival)
	}
	for seed := range uint64(10) {
		g, _ := bot.New("greedy", seed)
		a := g.Choose(st, 0)
		if h, _ := argsOf(a); h == 4 {
			t.Fatalf("greedy put the robber on its own hex")
		}
		if h, _ := argsOf(a); h != 11 {
			t.Errorf("greedy put the robber on hex %d, not blue's 8 (hex 12)", h+1)
		}
	}
}

// The robber goes on the leader: blue and yellow sit on equal hexes, blue
// with more VP.
func TestHeuristicRobsTheLeader(t *testing.T) {
	st := beginner(t)
	b := st.board()
	// Hex 5 (hills, 6) and hex 18 (fields, 6): equal numbers.
	st.build(1, b.HexVertices[4][0]+1, false)
	st.build(2, b.HexVertices[17][3]+1, false)
	st.build(1, 54, true) // blue leads with a city far away
	st.build(0, 1, false)
	st.take(1, Wool, 1)
	st.take(2, Wool, 1)
	st.step, st.after = stepRobber, stepMain
	blue := after(t, st, 0, pack(kindRobber, 4, 0)).Heuristic(0)
	yellow := after(t, st, 0, pack(kindRobber, 17, 0)).Heuristic(0)
	if blue <= yellow {
		t.Errorf("the robber on the leader's 6 rates %.3f, on the other's 6 %.3f", blue, yellow)
	}
}

// mainGame returns a 3-player game in red's main step with a settlement on
// intersection 20 (1-based) and the given hand.
func mainGame(t *testing.T, hand [Resources]int8) *State {
	t.Helper()
	st := beginner(t)
	st.build(0, 20, false)
	for r, n := range hand {
		st.take(0, Resource(r), n)
	}
	return st
}

// A city comes before a road when the hand pays for both.
func TestHeuristicBuildsACityBeforeARoad(t *testing.T) {
	st := mainGame(t, [Resources]int8{Brick: 1, Lumber: 1, Grain: 2, Ore: 3})
	city := pack(kindCity, 19, 0)
	var road engine.Action
	for _, a := range st.Legal(0, nil) {
		if kindOf(a) == kindRoad {
			road = a
		}
	}
	if road == 0 {
		t.Fatal("no road is legal")
	}
	c, r, e := after(t, st, 0, city).Heuristic(0), after(t, st, 0, road).Heuristic(0), after(t, st, 0, endAction).Heuristic(0)
	if c <= r || c <= e {
		t.Errorf("city %.3f, road %.3f, end of turn %.3f", c, r, e)
	}
	g, _ := bot.New("greedy", 1)
	if a := g.Choose(st, 0); a != city {
		t.Errorf("greedy chose %s, not the city", st.Describe(a, engine.EN))
	}
}

// play has greedy play seat p until it ends its turn (or n actions), and
// returns what it did.
func greedyTurn(t *testing.T, st *State, p engine.Seat, n int) []string {
	t.Helper()
	g, _ := bot.New("greedy", 1)
	var did []string
	for range n {
		if !engine.Contains(st.ToMove(), p) {
			break
		}
		a := g.Choose(st, p)
		did = append(did, st.Describe(a, engine.EN))
		if err := st.Apply(p, a); err != nil {
			t.Fatal(err)
		}
		if a == endAction {
			break
		}
	}
	return did
}

// A bank trade that completes a build is made, and the build follows; one
// that completes nothing is not.
func TestHeuristicTradesOnlyTowardABuild(t *testing.T) {
	st := mainGame(t, [Resources]int8{Wool: 4, Grain: 1, Ore: 3})
	did := greedyTurn(t, st, 0, 4)
	if len(did) < 2 || did[0] != "trade 4 wool for 1 grain" || did[1] != "city 20" {
		t.Errorf("with 3 ore, 1 grain and 4 wool, greedy did %q; want the trade for grain, then the city", did)
	}
	st = mainGame(t, [Resources]int8{Wool: 4})
	if did := greedyTurn(t, st, 0, 4); len(did) != 1 || did[0] != "end turn" {
		t.Errorf("with 4 wool and nothing to build, greedy did %q; want to end the turn", did)
	}
}

// Discarding after a 7 keeps what builds next: a settlement's cards, with a
// place for it at the end of a road.
func TestHeuristicDiscardsWhatItDoesNotNeed(t *testing.T) {
	st := mainGame(t, [Resources]int8{Brick: 1, Lumber: 1, Wool: 5, Grain: 1})
	b := st.board()
	// Roads from 20 to a free intersection two paths away.
	for _, x := range b.VertexNeighbours[19] {
		for _, y := range b.VertexNeighbours[max(x, 0)] {
			if x >= 0 && y >= 0 && !st.blocked.has(y) && st.paths.empty() {
				for _, e := range []int{b.EdgeBetween(19, x), b.EdgeBetween(x, y)} {
					st.roads[0].add(e)
					st.paths.add(e)
				}
			}
		}
	}
	if spots := st.settlementSpots(0); spots == (vset{}) {
		t.Fatal("no place for a settlement")
	}
	st.step, st.owed[0] = stepDiscard, 4
	st.setToMove(0)
	greedyTurn(t, st, 0, 4)
	if !st.canPay(0, &settlementCost) || st.cards(0) != 4 {
		t.Errorf("greedy kept %v, not the settlement's cards", st.hand[0])
	}
}

// Year of plenty is played for the cards a city lacks, and the city built.
func TestHeuristicPlaysYearOfPlentyForACity(t *testing.T) {
	st := mainGame(t, [Resources]int8{Ore: 3})
	st.devs[0][YearOfPlenty] = 1
	did := greedyTurn(t, st, 0, 3)
	if len(did) < 2 || did[0] != "play year of plenty grain grain" || did[1] != "city 20" {
		t.Errorf("with 3 ore and year of plenty, greedy did %q", did)
	}
}

// Road building is played for a road toward a site, and its two roads
// reach one: a place for a settlement opens.
func TestHeuristicPlaysRoadBuildingTowardASite(t *testing.T) {
	st := mainGame(t, [Resources]int8{})
	st.devs[0][RoadBuilding] = 1
	did := greedyTurn(t, st, 0, 3)
	if len(did) < 3 || did[0] != "play road building" {
		t.Fatalf("with road building, greedy did %q", did)
	}
	if spots := st.settlementSpots(0); spots == (vset{}) {
		t.Errorf("the free roads %q lead to no place for a settlement", did[1:])
	}
}

// A hand is worth most with the card its best build lacks: with 2 ore and
// 2 grain, a city lacks an ore, and an ore adds more than a wool does.
func TestHandWorthValuesWhatBuildsNext(t *testing.T) {
	st := mainGame(t, [Resources]int8{})
	var ev evaluation
	st.evaluate(&ev, &defaultWeights, 0)
	o := &ev.outlooks[0]
	hand := [Resources]int8{Grain: 2, Ore: 2}
	if tg, need := o.lacks(&hand); tg != targetCity || need != [Resources]int8{Ore: 1} {
		t.Errorf("2 ore and 2 grain lack %v for target %d; want an ore for a city", need, tg)
	}
	ore, wool := hand, hand
	ore[Ore]++
	wool[Wool]++
	if o.handWorth(&ore) <= o.handWorth(&wool) || o.handWorth(&wool) <= o.handWorth(&hand) {
		t.Errorf("worths: with an ore %.3f, with a wool %.3f, without %.3f", o.handWorth(&ore), o.handWorth(&wool), o.handWorth(&hand))
	}
}

// Greedy beats random play by far: 4 players, greedy in each seat in turn.
func TestGreedyBeatsRandom(t *testing.T) {
	games := 40
	res, err := sim.Run(context.Background(), sim.Config{Game: "catan", Seats: 4, Games: games, Seed: 1, Workers: 2, Rotate: true,
		Bots: []string{"greedy", "random", "random", "random"}})
	if err != nil {
		t.Fatal(err)
	}
	if w := res.PerBot[0].WinRate; w < 0.8 {
		t.Errorf("greedy won %.0f%% of %d games against three random bots", 100*w, games)
	}
}

// BenchmarkHeuristic rates a midgame state, as the greedy bot does for
// every legal action.
func BenchmarkHeuristic(b *testing.B) {
	st := midgame(b)
	b.ReportAllocs()
	for b.Loop() {
		st.Heuristic(0)
	}
}

// BenchmarkGreedy is one decision of the greedy bot in a midgame state.
func BenchmarkGreedy(b *testing.B) {
	st := midgame(b)
	g, _ := bot.New("greedy", 1)
	b.ReportAllocs()
	for b.Loop() {
		g.Choose(st, st.ToMove()[0])
	}
}

// midgame plays a 4-player game by the playout policy into its 30th turn's
// main step.
func midgame(b testing.TB) *State {
	s, _ := Game{}.New(engine.Config{Seats: 4, Seed: 7})
	st := s.(*State)
	r := engine.NewRand(3)
	for st.turns < 30 || st.step != stepMain {
		seat := st.ToMove()[0]
		if err := st.Apply(seat, st.Playout(seat, &r, nil)); err != nil {
			b.Fatal(err)
		}
	}
	return st
}
