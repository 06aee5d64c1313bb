package skye

import (
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// deal puts tiles ids in front of player p's screen, the tiles there going back to the bag.
func deal(t *testing.T, st *State, p int, ids ...int) {
	t.Helper()
	for _, old := range st.drawn[p] {
		st.toBag(old)
	}
	for k, id := range ids {
		st.drawn[p][k] = take(t, st, id)
	}
}

// clearMarket puts every tile in front of a screen back into the bag.
func clearMarket(st *State) {
	for p := range int(st.seats) {
		for k, t := range st.drawn[p] {
			if t != noTile {
				st.toBag(t)
				st.drawn[p][k] = noTile
			}
		}
	}
}

// building puts st in the build phase with player p to lay tiles ids (one
// or two), the others done. The market records it, as after buying: p kept
// ids, and when there is one, bought a tile of the next player's that fitted
// nowhere; every other player kept two tiles that fitted nowhere and went
// back to the bag.
func building(t *testing.T, st *State, p int, ids ...int) {
	t.Helper()
	if len(ids) < 1 || len(ids) > 2 {
		t.Fatalf("building: %d tiles to lay, want 1 or 2", len(ids))
	}
	clearMarket(st)
	st.phase = phaseBuild
	n := int(st.seats)
	for q := range n {
		st.drawn[q], st.price[q], st.buyer[q] = [Drawn]int8{noTile, noTile, noTile}, [Drawn]int16{1, 1, 0}, [Drawn]int8{noSeat, noSeat, noSeat}
		st.bought[q], st.discarded[q], st.nBack[q], st.nPending[q] = noTile, noTile, 0, 0
	}
	for i, id := range ids {
		st.pending[p][i] = take(t, st, id)
		st.drawn[p][i] = st.pending[p][i]
	}
	st.nPending[p] = int8(len(ids))
	spare := 0 // the next bag tile to record as sent back
	sentBack := func(q int) int8 {
		tile := st.bag[spare]
		spare++
		st.sentBack[q][st.nBack[q]] = tile
		st.nBack[q]++
		return tile
	}
	next := (p + 1) % n
	if len(ids) == 1 {
		st.drawn[p][1], st.buyer[p][1] = sentBack(next), int8(next)
		st.bought[next] = st.drawn[p][1]
	}
	for q := range n {
		if q != p {
			st.drawn[q][0], st.drawn[q][1] = sentBack(q), sentBack(q)
		}
	}
	st.toMove[0], st.nToMove = engine.Seat(p), 1
}

// Setup: four different scoring tiles, a castle each, 5 gold of income,
// three tiles drawn each; everyone prices at once; seat 0 starts.
func TestSetup(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		st := newGame(t, n, 9, nil)
		if st.nBag != int8(TileCount-Drawn*n) || st.start != 0 || st.phase != phasePrice || len(st.ToMove()) != n {
			t.Fatalf("%d players: bag %d, start %d, phase %d, to move %v", n, st.nBag, st.start, st.phase, st.ToMove())
		}
		for p := range n {
			if st.gold[p] != CastleIncome || st.land[p].n != 1 || st.land[p].tiles[0].tile != castleIdx {
				t.Fatalf("player %d: gold %d, territory %d tiles", p, st.gold[p], st.land[p].n)
			}
		}
		seen := map[int8]bool{}
		for _, k := range st.scoring {
			seen[k] = true
		}
		if len(seen) != 4 {
			t.Fatalf("scoring tiles %v are not four different ones", st.scoring)
		}
		if want := map[int]int{2: 6, 3: 6, 4: 6, 5: 5}[n]; st.rounds() != want {
			t.Fatalf("%d players play %d rounds, want %d", n, st.rounds(), want)
		}
	}
	st := newGame(t, 3, 1, map[string]string{OptScoring: "S01,s03, S11,S14"})
	if st.scoring != [4]int8{0, 2, 10, 13} {
		t.Fatalf("scoring option: %v", st.scoring)
	}
	for _, bad := range []string{"S01,S03", "S01,S01,S02,S03", "S01,S02,S03,S17"} {
		if _, err := (Game{}).New(engine.Config{Seats: 3, Options: map[string]string{OptScoring: bad}}); err == nil {
			t.Errorf("scoring %q accepted", bad)
		}
	}
}

// Rulebook example: in round 5 the track shows 3 gold; two players are ahead
// of blue, who receives 2x3 catch-up gold, 5 for the castle and 1 for each of
// its two tiles with whisky joined to the castle by road: 13 gold. A barrel
// whose road does not reach the castle brings nothing.
func TestRulebookIncomeExample(t *testing.T) {
	st := newGame(t, 4, 1, nil)
	clearMarket(st)
	const blue = 1
	if engine.SeatColour(blue, engine.EN) != "blue" {
		t.Fatal("seat 1 is not blue")
	}
	lay(t, st, blue, 69, 0, -1, rot0) // barrel, road into the castle's north road
	lay(t, st, blue, 64, 0, 1, rot0)  // barrel, road into the castle's south road
	lay(t, st, blue, 1, 1, 0, rot0)   // barrel, its road leads nowhere
	st.scored = [MaxPlayers][4]int16{{20}, {10}, {15}, {10}}
	st.gold = [MaxPlayers]int16{}
	st.round = 5
	if r := track(4)[4]; r.CatchUp != 3 {
		t.Fatalf("round 5 shows %d gold", r.CatchUp)
	}
	st.beginRound()
	if st.income[blue] != 13 || st.gold[blue] != 13 {
		t.Fatalf("blue receives %d, want 5 + 2x3 + 2 = 13", st.income[blue])
	}
	// Seat 3 is level with blue: a player level is not ahead.
	if st.income[3] != 5+2*3 || st.income[2] != 5+1*3 || st.income[0] != 5 {
		t.Fatalf("incomes %v", st.income)
	}
}

// Catch-up gold begins in round 3.
func TestNoCatchUpBeforeRoundThree(t *testing.T) {
	st := newGame(t, 3, 1, nil)
	clearMarket(st)
	st.scored[0][0] = 9
	st.round = 2
	st.beginRound()
	if st.income[1] != CastleIncome {
		t.Fatalf("round 2 income %d, want %d", st.income[1], CastleIncome)
	}
}

// Pricing: mark the discard first, then at least 1 gold on each other tile,
// leaving 1 for the tile still to price; the gold leaves the player's money.
// Marks and prices are secret until everyone is done.
func TestPricing(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	deal(t, st, 0, 1, 2, 3)
	refuse(t, st, 0, "price tile 1 at 2 gold", "first mark the tile to discard")
	refuse(t, st, 0, "discard tile 9", "not in front of your screen")
	apply(t, st, 0, "discard tile 3")
	refuse(t, st, 0, "discard tile 2", "marked a tile for discard already")
	refuse(t, st, 0, "price tile 3 at 1 gold", "marked for discard")
	refuse(t, st, 0, "price tile 1 at 0 gold", "at least 1 gold")
	refuse(t, st, 0, "price tile 1 at 5 gold", "1-4 here")
	if l := st.Legal(0, nil); len(l) != 8 {
		t.Fatalf("%d prices offered, want 4 for each of two tiles", len(l))
	}
	apply(t, st, 0, "price tile 1 at 4 gold")
	refuse(t, st, 0, "price tile 2 at 2 gold", "1-1 here")
	if st.gold[0] != 1 || !st.moves(0) {
		t.Fatalf("gold %d, still pricing %v", st.gold[0], st.moves(0))
	}
	// Seat 1 sees that seat 0 decided, not what.
	v := st.View(1).(*View)
	p0 := v.Players[0]
	if p0.Gold != 5 || p0.GoldSet != 0 || p0.Offers[0].Price != nil || p0.Offers[2].Discard != nil {
		t.Fatalf("seat 1 sees seat 0's secrets: %+v", p0)
	}
	own := st.View(0).(*View).Players[0]
	if own.Gold != 1 || own.GoldSet != 4 || *own.Offers[0].Price != 4 || !*own.Offers[2].Discard {
		t.Fatalf("seat 0 does not see its own choices: %+v", own)
	}
	for _, a := range []string{"discard tile 3", "price tile 1 at 4 gold"} {
		act, _ := st.Parse(a)
		if !st.Secret(act, 0) {
			t.Errorf("%s is not secret", a)
		}
	}
	if act, _ := st.Parse("buy tile 1"); st.Secret(act, 0) {
		t.Error("buying is secret")
	}
	apply(t, st, 0, "price tile 2 at 1 gold")
	if st.moves(0) || !st.moves(1) || st.phase != phasePrice {
		t.Fatalf("after seat 0 is done: to move %v, phase %d", st.ToMove(), st.phase)
	}
}

// Gold while pricing (余ったゴールドは他のプレイヤーに見えないように手元で
// 隠します): the others see a player's gold as before pricing, also in the
// gold majority (S10) shown now, so that the split stays hidden; after the
// reveal every price is public, and the gold shows as it is.
func TestGoldWhilePricing(t *testing.T) {
	st := newGame(t, 2, 1, map[string]string{OptScoring: "S10,S01,S02,S03"})
	deal(t, st, 0, 1, 2, 3)
	apply(t, st, 0, "discard tile 3")
	apply(t, st, 0, "price tile 1 at 4 gold")
	// Red has 1 gold left, blue 5: counted so, blue would lead S10 alone.
	for _, s := range []engine.Seat{0, 1, engine.Spectator} {
		v := st.View(s).(*View)
		if now := v.Scoring[0].Now; now[0] != 5 || now[1] != 5 {
			t.Errorf("seat %d sees S10 now %v, want 5 and 5 (both 5 gold before pricing)", s, now)
		}
		if s != 0 && v.Players[0].Gold != 5 {
			t.Errorf("seat %d sees red's gold %d, want 5 before pricing", s, v.Players[0].Gold)
		}
	}
	apply(t, st, 0, "price tile 2 at 1 gold")
	price(t, st, 1, 1, 1)
	if v := st.View(1).(*View); st.phase != phaseBuy || v.Players[0].Gold != 0 || v.Scoring[0].Now[1] != 5 || v.Scoring[0].Now[0] != 0 {
		t.Fatalf("after the reveal blue sees red's gold %d, S10 now %v; want 0 gold, 0 and 5", v.Players[0].Gold, v.Scoring[0].Now)
	}
}

// price plays seat p's whole pricing: discard the first tile, the given prices on the others.
func price(t *testing.T, st *State, p engine.Seat, a, b int) {
	t.Helper()
	apply(t, st, p, st.Describe(discardAct(st.drawn[p][0]), engine.EN))
	apply(t, st, p, st.Describe(priceAct(st.drawn[p][1], a), engine.EN))
	apply(t, st, p, st.Describe(priceAct(st.drawn[p][2], b), engine.EN))
}

// threeMarkets starts a 3-player game, seat 1 the start player, with tiles
// 11-13 drawn by seat 0, 21-23 by seat 1 and 31-33 by seat 2.
func threeMarkets(t *testing.T) *State {
	st := newGame(t, 3, 1, nil)
	st.start = 1
	deal(t, st, 0, 11, 12, 13)
	deal(t, st, 1, 21, 22, 23)
	deal(t, st, 2, 31, 32, 33)
	return st
}

// When everyone has priced the marked tiles go back to the bag and buying
// starts with the start player. The buyer pays the price to the seller, who
// also takes back the gold set on the tile; each player buys once at most;
// afterwards the tiles left are kept, their gold paid to the supply.
func TestRevealAndBuying(t *testing.T) {
	st := threeMarkets(t)
	bag := st.nBag
	price(t, st, 0, 2, 3) // 12 at 2, 13 at 3: gold 0
	price(t, st, 1, 1, 1) // gold 3
	price(t, st, 2, 4, 1) // gold 0
	if st.phase != phaseBuy || st.nBag != bag+3 || !slices.Equal(st.ToMove(), []engine.Seat{1}) {
		t.Fatalf("after pricing: phase %d, bag %d (was %d), to move %v", st.phase, st.nBag, bag, st.ToMove())
	}
	refuse(t, st, 1, "buy tile 22", "not from yourself")
	refuse(t, st, 1, "buy tile 32", "costs 4 gold; you have 3")
	refuse(t, st, 1, "buy tile 11", "not on offer") // back in the bag
	apply(t, st, 1, "buy tile 13")
	if st.gold[1] != 0 || st.gold[0] != 6 {
		t.Fatalf("after buying tile 13 at 3: buyer %d gold (want 0), seller %d (want 3+3)", st.gold[1], st.gold[0])
	}
	// Seat 2 has no gold: it can afford nothing and is skipped; seat 0,
	// paid by seat 1, now buys with that money.
	if !slices.Equal(st.ToMove(), []engine.Seat{0}) {
		t.Fatalf("to move %v, want seat 0 (seat 2 skipped)", st.ToMove())
	}
	refuse(t, st, 0, "buy tile 13", "sold already")
	apply(t, st, 0, "buy tile 32")
	if st.phase != phaseBuild || st.gold[0] != 2 || st.gold[2] != 8 {
		t.Fatalf("phase %d, gold %v", st.phase, st.gold)
	}
	// Kept: seat 0 its tile 12 and bought 32; seat 1 its 22 and 23 and bought 13; seat 2 its 33.
	want := [][]int8{{11, 31}, {21, 22, 12}, {32}}
	for p, w := range want {
		if got := st.pending[p][:st.nPending[p]]; !slices.Equal(got, w) {
			t.Errorf("player %d lays %v, want %v", p, ids(got), ids(w))
		}
	}
}

// A tile that fits nowhere goes back to the bag, its gold not refunded
// (支払ったゴールドは返却されません); a player who can lay another tile
// first may then find room for it.
func TestTileThatFitsNowhere(t *testing.T) {
	pastureOnly := func() *State {
		st := newGame(t, 2, 1, nil)
		st.round = 2                     // room for the tiles of two rounds
		lay(t, st, 0, 24, 1, 0, rot0)    // pasture on every free side...
		lay(t, st, 0, 66, -1, 0, rot180) // ...here too: only pasture can be laid next
		return st
	}
	st := pastureOnly()
	deal(t, st, 0, 45, 70, 7) // water and mountain only
	deal(t, st, 1, 6, 43, 21)
	price(t, st, 0, 1, 1) // 70 and 7 at 1: 3 gold left
	price(t, st, 1, 3, 1) // 43 at 3, 21 at 1: 1 gold left
	apply(t, st, 0, "buy tile 43")
	apply(t, st, 1, "pass")
	// Red keeps 70 and 7 and bought 43 for 3: none fits, all three go back
	// to the bag, and red has 3 - 3 = 0 gold, nothing refunded.
	k43 := int8(42)
	if st.phase != phaseBuild || st.moves(0) || st.nBack[0] != 3 || st.bag[st.nBag-1] != k43 {
		t.Fatalf("phase %d, to move %v, sent back %v: tiles 70, 7 and 43 should go back to the bag", st.phase, st.ToMove(), ids(st.sentBack[0][:st.nBack[0]]))
	}
	if st.gold[0] != 0 || st.gold[1] != 1+3+3 {
		t.Fatalf("gold %v, want red 0 (nothing refunded), blue 1+3+3 = 7", st.gold[:2])
	}
	st = pastureOnly()
	building(t, st, 0, 43, 1)
	for _, a := range st.Legal(0, nil) {
		if tileOf(a) == k43 {
			t.Fatal("tile 43 is offered before it fits")
		}
	}
	apply(t, st, 0, "place tile 1 at 0,-1 turned 180")
	if !st.moves(0) || st.nPending[0] != 1 || !st.land[0].fitsAnywhere(k43) {
		t.Fatal("after laying tile 1, tile 43 should fit next to its water")
	}
}

// Building: a tile must share a side with the territory and match the
// terrain on every shared side; roads need not continue.
func TestBuildingRule(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	building(t, st, 0, 69)
	refuse(t, st, 0, "place tile 69 at 2,0", "must share a side")
	refuse(t, st, 0, "place tile 69 at 0,-1 turned 90", "must share a side") // water against the castle's pasture
	refuse(t, st, 0, "place tile 69 at 0,0", "has a tile already")
	refuse(t, st, 0, "place tile 69 at 0,-1 turned 180", "looks as at a smaller turn")
	refuse(t, st, 1, "place tile 69 at 0,-1", "not your turn")
	// Its water side against the castle's water; its road leads nowhere.
	apply(t, st, 0, "place tile 69 at 1,0")
	if st.land[0].n != 2 || st.phase != phasePrice || st.round != 2 {
		t.Fatalf("after the last tile: %d tiles, phase %d, round %d", st.land[0].n, st.phase, st.round)
	}
	// At 1,-1 a tile meets two: the water of 69 at 0,-1 to the west and the
	// pasture of 24 at 1,0 to the south. Unturned, tile 1 (pasture N; water
	// E, S, W) matches the water but not the pasture, tile 18 (pasture N, S;
	// water E; mountain W) the pasture but not the water; turned 180 both fit.
	st = newGame(t, 2, 1, nil)
	lay(t, st, 0, 69, 0, -1, rot0)
	lay(t, st, 0, 24, 1, 0, rot0)
	st.round = 2 // room for the tiles of two rounds
	building(t, st, 0, 1, 18)
	refuse(t, st, 0, "place tile 1 at 1,-1", "match the terrain on every shared side")
	refuse(t, st, 0, "place tile 18 at 1,-1", "match the terrain on every shared side")
	for _, a := range st.Legal(0, nil) {
		if x, y, rot := placeOf(a); x == 1 && y == -1 && rot != rot180 {
			t.Errorf("%s is offered", st.Describe(a, engine.EN))
		}
	}
	apply(t, st, 0, "place tile 1 at 1,-1 turned 180")
}

// roundOfThree plays a round of three players up to building, then lays
// each tile with play, the round ending with the last: red keeps 69 and 64
// and buys yellow's 31, all three joined to the castle by road (a column of
// three with the castle); blue keeps 60 (joined) and 12, yellow 13 (no road).
// Red ends with 2 gold, blue 1, yellow 3+1+1 = 5.
func roundOfThree(t *testing.T, st *State, play func(engine.Seat, string)) {
	t.Helper()
	deal(t, st, 0, 6, 69, 64)
	deal(t, st, 1, 7, 60, 12)
	deal(t, st, 2, 8, 31, 13)
	price(t, st, 0, 1, 1) // 69 and 64 at 1: 3 gold left
	price(t, st, 1, 2, 2) // 60 and 12 at 2: 1 left
	price(t, st, 2, 1, 1) // 31 and 13 at 1: 3 left
	apply(t, st, 0, "buy tile 31")
	apply(t, st, 1, "pass")
	apply(t, st, 2, "pass")
	for _, m := range []struct {
		seat engine.Seat
		text string
	}{
		{0, "place tile 69 at 0,-1"},           // road into the castle's north road
		{0, "place tile 64 at 0,1"},            // road into the castle's south road
		{0, "place tile 31 at -1,0 turned 90"}, // road into the castle's west road
		{1, "place tile 60 at 0,-1"},           // road into the castle's north road
		{1, "place tile 12 at 1,0 turned 90"},  // no road
		{2, "place tile 13 at 1,0 turned 180"}, // no road
	} {
		play(m.seat, m.text)
	}
}

// The end of a round: the round's scoring tiles score (round 1: A only), the
// start player passes clockwise, the next round's income comes. A is S13
// (1 VP per tile joined to the castle by road), B S14 (columns).
func TestRoundEnd(t *testing.T) {
	st := newGame(t, 3, 1, map[string]string{OptScoring: "S13,S14,S03,S01"})
	roundOfThree(t, st, func(s engine.Seat, text string) { apply(t, st, s, text) })
	if st.round != 2 || st.start != 1 || st.phase != phasePrice {
		t.Fatalf("round %d: start %d, phase %d; want round 2, start 1, pricing", st.round, st.start, st.phase)
	}
	// S13 on A: red 3 tiles, blue 1, yellow 0. B (red's column of three) waits for round 2.
	for p, want := range [][4]int16{{3, 0, 0, 0}, {1, 0, 0, 0}, {0, 0, 0, 0}} {
		if st.scored[p] != want {
			t.Errorf("player %d scored %v after round 1, want %v", p, st.scored[p], want)
		}
	}
	// Income: 5 for the castle and 1 per barrel joined to it: red 5+3 on 2
	// gold left, blue 5+1 on 1, yellow 5 on 5; no catch-up gold in round 2.
	if st.income != [MaxPlayers]int16{8, 6, 5} || st.gold != [MaxPlayers]int16{10, 7, 10} {
		t.Errorf("round 2: income %v, gold %v; want 8 6 5, 10 7 10", st.income[:3], st.gold[:3])
	}
}

// A whole game: 6 rounds (5 with 5 players), the game over after the last.
func TestWholeGame(t *testing.T) {
	for n, want := range map[int]int{2: 6, 3: 6, 4: 6, 5: 5} {
		st := newGame(t, n, uint64(n), nil)
		r := engine.NewRand(uint64(n))
		rounds := 0
		for !st.Over() {
			if st.round != int8(rounds) {
				rounds++
			}
			s := st.ToMove()[r.IntN(len(st.ToMove()))]
			if err := st.Apply(s, st.Playout(s, &r, nil)); err != nil {
				t.Fatal(err)
			}
		}
		if rounds != want || len(st.ToMove()) != 0 {
			t.Fatalf("%d players: %d rounds, %d to move at the end; want %d rounds", n, rounds, len(st.ToMove()), want)
		}
	}
}

// The last round ends the game: its scoring tiles (B, C and D in round 6)
// score, then the scrolls and 1 VP per 5 gold. A is S03 (sheep), B S13
// (tiles joined by road), C S14 (columns), D S01 (squares).
func TestFinalScoring(t *testing.T) {
	st := newGame(t, 2, 1, map[string]string{OptScoring: "S03,S13,S14,S01"})
	st.round = 6
	st.scored = [MaxPlayers][4]int16{{10, 4, 3, 2}, {8, 6, 0, 4}} // 19 and 18 VP before
	st.gold = [MaxPlayers]int16{12, 4}
	lay(t, st, 0, 69, 0, -1, rot0) // a cattle; road into the castle's
	lay(t, st, 0, 64, 0, 1, rot0)  // the cattle scroll, in the castle's pasture; road into the castle's
	building(t, st, 0, 49)
	apply(t, st, 0, "place tile 49 at 0,-2 turned 180") // a cattle; road into 69's
	if !st.Over() {
		t.Fatal("the game goes on after round 6")
	}
	// Red: B 3 tiles joined, C one column of four: 3, D no square; the
	// cattle scroll counts 2 cattle in an open area: 2; 12 gold: 2.
	// 10+7+6+2 + 2 + 2 = 29. Blue: 18 + 0 + 4/5 = 18.
	if o := st.Outcome(); !slices.Equal(o.Scores, []float64{29, 18}) || !slices.Equal(o.Winners, []engine.Seat{0}) {
		t.Fatalf("scores %v, winners %v; want 29 and 18, red wins", o.Scores, o.Winners)
	}
}

// Ties: the most gold left breaks a tie in VP; equal in both share the win.
func TestTieBreakByGold(t *testing.T) {
	st := newGame(t, 3, 1, nil)
	clearMarket(st)
	st.phase, st.nToMove = phaseOver, 0
	st.scored = [MaxPlayers][4]int16{{10}, {9}, {11}}
	st.gold = [MaxPlayers]int16{4, 9, 0} // 10+0, 9+1, 11+0
	o := st.Outcome()
	if !slices.Equal(o.Winners, []engine.Seat{2}) {
		t.Fatalf("winners %v, want seat 2 with 11", o.Winners)
	}
	st.gold = [MaxPlayers]int16{4, 9, 4} // 10, 10, 11
	st.scored[2][0] = 9                  // 9+0 = 9
	o = st.Outcome()
	if !slices.Equal(o.Winners, []engine.Seat{1}) || !slices.Equal(o.Ranks, []int{2, 1, 3}) {
		t.Fatalf("10 VP with 4 gold against 10 VP with 9: winners %v, ranks %v", o.Winners, o.Ranks)
	}
	st.gold[0] = 9
	st.scored[0][0] = 9 // 9 + 1 = 10 with 9 gold: equal in both
	if o = st.Outcome(); !slices.Equal(o.Winners, []engine.Seat{0, 1}) || !strings.Contains(engine.ColourSeats(o.Reason).EN, "red and blue") {
		t.Fatalf("equal VP and gold: winners %v (%s)", o.Winners, o.Reason.EN)
	}
}

// Determinize redraws the others' secret marks and prices, keeping how far
// each got and its gold before pricing, and keeps the seat's own.
func TestDeterminizeRedrawsSecrets(t *testing.T) {
	st := newGame(t, 3, 1, nil)
	price(t, st, 1, 1, 1)
	apply(t, st, 2, st.Describe(discardAct(st.drawn[2][1]), engine.EN))
	apply(t, st, 0, st.Describe(discardAct(st.drawn[0][2]), engine.EN))
	r := engine.NewRand(1)
	differs := false
	for range 50 {
		d := st.Determinize(0, &r).(*State)
		if d.mark[0] != st.mark[0] || d.price[0] != st.price[0] || d.gold[0] != st.gold[0] {
			t.Fatal("own secrets changed")
		}
		for p := 1; p < 3; p++ {
			if d.publicGold(p) != st.publicGold(p) || d.priced(p) != st.priced(p) || (d.mark[p] < 0) != (st.mark[p] < 0) {
				t.Fatalf("player %d: gold before pricing or progress changed", p)
			}
		}
		differs = differs || d.mark[1] != st.mark[1] || d.price[1] != st.price[1] || d.mark[2] != st.mark[2]
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
	}
	if !differs {
		t.Fatal("the others' secrets are never redrawn")
	}
}

// Determinize reseeds the bag: a bot planning on a determinized state does
// not know the true next draws. From the start, before any secret, the same
// actions lead the true game and two determinizations to different draws in
// round 2.
func TestDeterminizeReseedsTheBag(t *testing.T) {
	st := newGame(t, 3, 1, nil)
	r := engine.NewRand(1)
	games := []*State{st, st.Determinize(0, &r).(*State), st.Determinize(0, &r).(*State)}
	for _, g := range games {
		for g.round == 1 {
			s := g.ToMove()[0]
			if err := g.Apply(s, g.Legal(s, nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	names := []string{"the true game", "determinization 1", "determinization 2"}
	for i := range games {
		for j := range i {
			if games[i].drawn == games[j].drawn {
				t.Errorf("%s and %s draw the same tiles in round 2: %v", names[j], names[i], games[i].drawn)
			}
		}
	}
}

// Action texts read back in both languages, with full-width digits.
func TestTexts(t *testing.T) {
	st := newGame(t, 3, 1, nil)
	for text, want := range map[string]engine.Action{
		"discard tile 12": discardAct(11),
		"タイル１２に廃棄マーカーを置く":         discardAct(11),
		"price tile 7 at 13 gold": priceAct(6, 13),
		"タイル7の値段を13ゴールドにする":       priceAct(6, 13),
		"Buy Tile 7":                     buyAct(6),
		"タイル7を買う":                        buyAct(6),
		"pass":                           passAct,
		"買わない":                           passAct,
		"パス":                             passAct,
		"place tile 7 at -1, 2":          placeAct(6, -1, 2, 0),
		"place tile 7 at 3,0 turned 270": placeAct(6, 3, 0, 3),
		"タイル7を90度回して－1,2に置く": placeAct(6, -1, 2, 1),
	} {
		got, err := st.Parse(text)
		if err != nil || got != want {
			t.Errorf("%q: %v, %v; want %v", text, got, err, want)
		}
	}
	// A pass is told as the rulebook says it (パス), as the buttons do.
	if got := st.Describe(passAct, engine.JA); got != "パス" {
		t.Errorf("a pass in Japanese: %q, want パス", got)
	}
	if _, err := st.Parse("build a castle"); err == nil || !strings.Contains(engine.Explain(err, engine.JA), "アイルオブスカイの行動ではありません") {
		t.Errorf("bad text: %v", err)
	}
}
