package catan

import (
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// beginner returns a 3-player game on the beginner board, past the set-up,
// with nothing built: tests place what they need with build.
func beginner(t *testing.T) *State {
	t.Helper()
	st := beginnerGame(t, 3)
	st.step, st.current, st.turns = stepMain, 0, 1
	st.setToMove(0)
	return st
}

// beginnerGame returns a new game for seats players on the beginner board.
func beginnerGame(t *testing.T, seats int) *State {
	t.Helper()
	s, err := Game{}.New(engine.Config{Seats: seats, Seed: 1, Options: map[string]string{"setup": "beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
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

// The set-up goes in snake order (red, blue, yellow, yellow, blue, red); the
// second settlement pays one card for each producing hex around it, the
// first nothing; then the start player rolls.
func TestSetUp(t *testing.T) {
	s, _ := Game{}.New(engine.Config{Seats: 3, Seed: 2, Options: map[string]string{"setup": "beginner"}})
	st := s.(*State)
	b := st.board()
	var order []engine.Seat
	for st.step == stepSetupSettle {
		p := st.ToMove()[0]
		order = append(order, p)
		before := st.hand[p]
		settle := st.Legal(p, nil)[0]
		if err := st.Apply(p, settle); err != nil {
			t.Fatal(err)
		}
		v, _ := argsOf(settle)
		var want [Resources]int8
		if len(order) > int(st.seats) {
			for _, h := range b.VertexHexes[v] {
				if h >= 0 && h < b.Interior && produces[st.terrain[h]] >= 0 {
					want[produces[st.terrain[h]]]++
				}
			}
		}
		for r := range Resources {
			if st.hand[p][r]-before[r] != want[r] {
				t.Fatalf("settlement %d of %s at %d paid %v, want %v", len(order), engine.SeatColour(p, engine.EN), v+1, st.hand[p], want)
			}
		}
		road := st.Legal(p, nil)[0]
		if e, _ := argsOf(road); b.EdgeVertices[e][0] != v && b.EdgeVertices[e][1] != v {
			t.Fatalf("the set-up road %s does not touch settlement %d", st.edgeText(e), v+1)
		}
		if err := st.Apply(p, road); err != nil {
			t.Fatal(err)
		}
	}
	if want := []engine.Seat{0, 1, 2, 2, 1, 0}; !slices.Equal(order, want) {
		t.Fatalf("set-up order %v, want %v", order, want)
	}
	if st.step != stepRoll || st.ToMove()[0] != 0 {
		t.Fatalf("after the set-up: step %s, to move %v", stepKeys[st.step], st.ToMove())
	}
}

// A 7: every player holding more than 7 cards discards half, rounded down,
// all at once; then the roller moves the robber.
func TestSevenMakesBigHandsDiscardHalf(t *testing.T) {
	st := beginner(t)
	st.step = stepRoll
	deal := func(p int8, n int) {
		for i := range n {
			st.take(p, Resource(i%Resources), 1)
		}
	}
	deal(0, 9)
	deal(1, 7)
	deal(2, 8)
	for seed := uint64(0); ; seed++ {
		c := *st
		c.rng = engine.NewRand(seed)
		if c.Apply(0, rollAction) == nil && c.rolled[0]+c.rolled[1] == 7 {
			*st = c
			break
		}
	}
	if !slices.Equal(st.ToMove(), []engine.Seat{0, 2}) || st.owed[0] != 4 || st.owed[1] != 0 || st.owed[2] != 4 {
		t.Fatalf("after a 7: to move %v, to discard %v; want red and yellow, 4 each", st.ToMove(), st.owed[:3])
	}
	discard := func(p engine.Seat, text string) {
		t.Helper()
		a, err := st.Parse(text)
		if err == nil {
			err = st.Apply(p, a)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	// Yellow holds 2 brick, 2 lumber, 2 wool, 1 grain and 1 ore.
	for _, text := range []string{"discard brick", "discard brick", "羊毛を捨てる", "羊毛を捨てる"} {
		discard(2, text)
	}
	if st.cards(2) != 4 || !slices.Equal(st.ToMove(), []engine.Seat{0}) || st.step != stepDiscard {
		t.Fatalf("yellow kept %d cards; to move %v; step %s", st.cards(2), st.ToMove(), stepKeys[st.step])
	}
	for _, text := range []string{"discard brick", "discard lumber", "discard wool", "discard grain"} {
		discard(0, text)
	}
	if st.cards(0) != 5 || st.step != stepRobber || !slices.Equal(st.ToMove(), []engine.Seat{0}) {
		t.Fatalf("red kept %d cards; step %s, to move %v; want 5, the robber, red", st.cards(0), stepKeys[st.step], st.ToMove())
	}
}

// A development card is not played in the turn it was bought; a victory
// point card counts at once, so buying the tenth point wins.
func TestDevelopmentCardsBoughtThisTurn(t *testing.T) {
	st := beginner(t)
	st.deck[st.nDeck-1] = Knight
	st.take(0, Wool, 1)
	st.take(0, Grain, 1)
	st.take(0, Ore, 1)
	if err := st.Apply(0, buyDevAction); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(st.Legal(0, nil), knightAction) || st.Apply(0, knightAction) == nil {
		t.Fatal("a knight bought this turn can be played")
	}
	for range st.seats {
		if err := st.Apply(engine.Seat(st.current), endAction); err != nil {
			t.Fatal(err)
		}
		st.step = stepMain
	}
	st.step = stepRoll
	if st.current != 0 || !slices.Contains(st.Legal(0, nil), knightAction) {
		t.Fatalf("red's next turn: current %d, legal %v", st.current, st.Legal(0, nil))
	}

	st = beginner(t)
	for _, v := range []int{1, 3, 13, 26} {
		st.build(0, v, true)
	}
	st.build(0, 45, false) // 4 cities and a settlement: 9 VP
	st.deck[st.nDeck-1] = VictoryPoint
	st.take(0, Wool, 1)
	st.take(0, Grain, 1)
	st.take(0, Ore, 1)
	if st.vp(0) != 9 {
		t.Fatalf("red has %d VP, want 9", st.vp(0))
	}
	if err := st.Apply(0, buyDevAction); err != nil {
		t.Fatal(err)
	}
	if o := st.Outcome(); !st.Over() || !slices.Equal(o.Winners, []engine.Seat{0}) || o.Scores[0] != 10 {
		t.Fatalf("buying the tenth point: over %v, outcome %+v", st.Over(), o)
	}
}

// 5-6 players: after each turn the others, in turn order, may build (not
// trade or play cards) before the next player's turn.
func TestSpecialBuildingPhase(t *testing.T) {
	s, _ := Game{}.New(engine.Config{Seats: 5, Seed: 3})
	st := s.(*State)
	st.step, st.current, st.turns = stepMain, 0, 1
	st.setToMove(0)
	st.build(1, 1, false)
	st.take(1, Wool, 3)
	st.take(1, Grain, 3)
	st.take(1, Ore, 3)
	var builders []engine.Seat
	for st.Apply(st.ToMove()[0], endAction) == nil && st.step == stepSpecialBuild {
		p := st.ToMove()[0]
		builders = append(builders, p)
		for _, a := range st.Legal(p, nil) {
			if k := kindOf(a); k == kindTrade || k == kindKnight || k == kindMonopoly || k == kindPlenty {
				t.Fatalf("%s may %s in the special building phase", engine.SeatColour(p, engine.EN), st.Describe(a, engine.EN))
			}
		}
		if p == 1 && st.Apply(1, pack(kindCity, 0, 0)) != nil {
			t.Fatal("blue could not build a city in the special building phase")
		}
	}
	if want := []engine.Seat{1, 2, 3, 4}; !slices.Equal(builders, want) {
		t.Fatalf("builders %v, want %v", builders, want)
	}
	if st.step != stepRoll || st.current != 1 || !st.cities[1].has(0) {
		t.Fatalf("then blue's turn: step %s, current %d", stepKeys[st.step], st.current)
	}
}

// A position whose special cards' holders do not match the knights and roads
// is refused.
func TestLoadChecksTheSpecialCards(t *testing.T) {
	st := beginner(t)
	good, _ := st.MarshalJSON()
	if _, err := loadPosition(good); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to string }{
		{`"longest_road":-1`, `"longest_road":1`},
		{`"largest_army":-1`, `"largest_army":2`},
		{`"knights":0`, `"knights":3`},
	} {
		bad := strings.Replace(string(good), c.from, c.to, 1)
		if _, err := loadPosition([]byte(bad)); err == nil {
			t.Errorf("%s was accepted", c.to)
		}
	}
}
