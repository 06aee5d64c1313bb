package spiritisland

import (
	"testing"

	"shima/engine"
)

// act runs continuation k on the land named, as the invader phase does.
func act(t *testing.T, st *State, k int16, name string, answers ...string) {
	t.Helper()
	st.q.push(task{op: opThen, spirit: 0, land: st.land(t, name), arg: k})
	st.run(&st.q)
	for _, a := range answers {
		answer(t, st, a)
	}
	if !st.q.empty() {
		t.Fatalf("the invaders' action waits for one of %q", asks(st))
	}
}

// The set-up, for 2 spirits with a blight card: a fear pool of 8, a fear
// deck of 3+3+3, an invader deck of 3 stage I, 4 stage II and 5 stage III
// cards (stage I on top) less the first explored, 2×2+1 blight, the boards'
// pieces, each spirit's presence and unique powers; the first explore's
// card lies on the build space.
func TestSetUp(t *testing.T) {
	st := newGame(t, lightning+",river-surges-in-sunlight", "AB")
	if st.fearPool != 8 || st.nFear != 9 || st.fearPer != [3]int8{3, 3, 3} || st.terror() != 1 {
		t.Errorf("fear pool %d, deck %d (%v), terror %d", st.fearPool, st.nFear, st.fearPer, st.terror())
	}
	if st.nInvaders != 11 || st.build == noCard || InvaderCards[st.build].Stage != 1 || st.explore != noCard || st.ravage != noCard {
		t.Fatalf("invader deck %d cards, build %d, explore %d, ravage %d", st.nInvaders, st.build, st.explore, st.ravage)
	}
	stages := [4]int{}
	for i := range st.nInvaders {
		stages[InvaderCards[st.invaders[i]].Stage]++
	}
	if stages != [4]int{0, 2, 4, 5} || InvaderCards[st.invaders[st.nInvaders-1]].Stage != 1 || InvaderCards[st.invaders[0]].Stage != 3 {
		t.Errorf("the deck holds %v cards of stages I-III, top stage %d, bottom stage %d", stages[1:], InvaderCards[st.invaders[st.nInvaders-1]].Stage, InvaderCards[st.invaders[0]].Stage)
	}
	if st.blightCard == noCard || st.blightPool != 5 || st.blighted {
		t.Errorf("blight card %d, pool %d, blighted %v", st.blightCard, st.blightPool, st.blighted)
	}
	// Board A: a city and a dahan in A2, 2 dahan in A3, a blight in A4 (from
	// the box), a dahan in A6, 2 in A7, a town in A8.
	for _, c := range []struct {
		land string
		p    Piece
		n    int8
	}{{"A2", City, 1}, {"A2", Dahan, 1}, {"A3", Dahan, 2}, {"A6", Dahan, 1}, {"A7", Dahan, 2}, {"A8", Town, 1}} {
		if got := count(t, st, c.land, c.p); got != c.n {
			t.Errorf("%s holds %d %s, want %d", c.land, got, pieceNames[c.p].EN, c.n)
		}
	}
	if st.lands[st.land(t, "A4")].blight != 1 {
		t.Errorf("A4 has no blight at the start")
	}
	if st.lands[st.land(t, "A7")].presence[0] != 2 || st.lands[st.land(t, "B6")].presence[1] != 1 {
		t.Errorf("Lightning's presence in A7: %d; River's in B6: %d", st.lands[st.land(t, "A7")].presence[0], st.lands[st.land(t, "B6")].presence[1])
	}
	for s := range st.seats {
		for _, k := range st.spirit(s).Unique {
			if !st.spirits[s].hand.has(PowerByKey[k]) {
				t.Errorf("spirit %d does not hold %s", s, k)
			}
		}
	}
	// The first explore: one explorer in each land of the card's terrain
	// that is coastal or next to a town or city.
	explored := st.cardLands(st.build)
	for l := range Land(MaxLands) {
		if n := st.lands[l].count(Explorer); explored.Has(l) != (n == 1) {
			t.Errorf("%s holds %d explorers; explored: %v", st.island.Name(l), n, explored.Has(l))
		}
	}
	if st.step != stepSpirit || len(st.ToMove()) != 2 {
		t.Errorf("the game starts in step %d with %v to move", st.step, st.ToMove())
	}
	if o := newGame(t, lightning, "A", "blight_card=off"); o.blightPool != 6 || o.blightCard != noCard {
		t.Errorf("without a blight card, 1 spirit: pool %d, card %d", o.blightPool, o.blightCard)
	}
}

// Ravage: 2 explorers and a town deal 4 damage: a blight on the land, and
// its 2 dahan destroyed; nobody strikes back.
func TestRavageBlightsAndKillsDahan(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A3", Explorer, 2)
	put(t, st, "A3", Town, 1)
	put(t, st, "A3", Dahan, 2)
	pool := st.blightPool
	act(t, st, contRavageLand, "A3")
	a3 := &st.lands[st.land(t, "A3")]
	if a3.blight != 1 || a3.count(Dahan) != 0 || a3.count(Explorer) != 2 || a3.count(Town) != 1 || st.blightPool != pool-1 {
		t.Errorf("after the ravage: blight %d, dahan %d, explorers %d, towns %d, pool %d", a3.blight, a3.count(Dahan), a3.count(Explorer), a3.count(Town), st.blightPool)
	}
}

// Ravage: 1 explorer deals 1 damage: no blight, one dahan damaged; the two
// dahan strike back with 4 damage and destroy the explorer.
func TestRavageDahanStrikeBack(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A3", Explorer, 1)
	put(t, st, "A3", Dahan, 2)
	act(t, st, contRavageLand, "A3")
	a3 := &st.lands[st.land(t, "A3")]
	if a3.blight != 0 || a3.count(Dahan) != 2 || a3.pieces[Dahan][1] != 1 || a3.count(Explorer) != 0 {
		t.Errorf("blight %d, dahan %d (damaged %d), explorers %d", a3.blight, a3.count(Dahan), a3.pieces[Dahan][1], a3.count(Explorer))
	}
}

// Ravage with Defend 3: a city's 3 damage is all defended, yet the dahan
// strike back (2 damage a dahan: a damaged city).
func TestRavageDefended(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A2", City, 1)
	put(t, st, "A2", Dahan, 1)
	st.lands[st.land(t, "A2")].defend = 3
	act(t, st, contRavageLand, "A2")
	a2 := &st.lands[st.land(t, "A2")]
	if a2.blight != 0 || a2.count(Dahan) != 1 || a2.pieces[City][1] != 1 {
		t.Errorf("blight %d, dahan %d, city with 1 health left %d", a2.blight, a2.count(Dahan), a2.pieces[City][1])
	}
}

// The dahan's damage destroys what it can, cities first: 3 dahan (6
// damage) against a city, a town and an explorer destroy the city and the
// town (3 fear) and damage nothing more, 1 damage left on the explorer.
func TestDahanDamageDestroysCitiesFirst(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A2", City, 1)
	put(t, st, "A2", Town, 1)
	put(t, st, "A2", Explorer, 1)
	put(t, st, "A2", Dahan, 3)
	st.dahanStrike(st.land(t, "A2"), 0)
	if count(t, st, "A2", City) != 0 || count(t, st, "A2", Town) != 0 || count(t, st, "A2", Explorer) != 0 || st.fearPool != 1 {
		t.Errorf("cities %d, towns %d, explorers %d, fear pool %d", count(t, st, "A2", City), count(t, st, "A2", Town), count(t, st, "A2", Explorer), st.fearPool)
	}
}

// Build: a city where towns outnumber cities, else a town; nothing where
// no invader is.
func TestBuild(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A1", Town, 2)
	put(t, st, "A1", City, 1)
	put(t, st, "A2", Town, 1)
	put(t, st, "A2", City, 1)
	put(t, st, "A3", Explorer, 1)
	for _, l := range []string{"A1", "A2", "A3", "A4"} {
		act(t, st, contBuildLand, l)
	}
	if count(t, st, "A1", City) != 2 || count(t, st, "A2", Town) != 2 || count(t, st, "A3", Town) != 1 || st.lands[st.land(t, "A4")].invaders() != 0 {
		t.Errorf("A1 cities %d, A2 towns %d, A3 towns %d, A4 invaders %d", count(t, st, "A1", City), count(t, st, "A2", Town), count(t, st, "A3", Town), st.lands[st.land(t, "A4")].invaders())
	}
}

// Blight destroys one presence of each spirit in the land, and blight on
// blight cascades to an adjacent land the players choose.
func TestBlightCascades(t *testing.T) {
	st := bareGame(t, lightning, "A")
	a7, a8 := st.land(t, "A7"), st.land(t, "A8")
	st.lands[a7].blight = 1
	st.lands[a8].presence[0] = 1
	st.q.push(task{op: opBlight, spirit: 0, land: a7})
	st.run(&st.q)
	if got := asks(st); len(got) != 2 || got[0] != "blight to A5" || got[1] != "blight to A8" {
		t.Fatalf("the cascade offers %q", got)
	}
	answer(t, st, "blight to A8")
	if st.lands[a7].blight != 2 || st.lands[a7].presence[0] != 1 || st.lands[a8].blight != 1 || st.lands[a8].presence[0] != 0 || st.spirits[0].destroyed != 2 {
		t.Errorf("A7 blight %d presence %d, A8 blight %d presence %d, destroyed %d", st.lands[a7].blight, st.lands[a7].presence[0],
			st.lands[a8].blight, st.lands[a8].presence[0], st.spirits[0].destroyed)
	}
}

// Fear: with one spirit, the 4th fear earns the top fear card and refills
// the pool; the third card earned raises the terror level to II.
func TestFearEarnsCards(t *testing.T) {
	st := bareGame(t, lightning, "A")
	top := st.fearDeck[st.nFear-1]
	st.fear(3)
	if st.nEarned != 0 || st.fearPool != 1 {
		t.Fatalf("after 3 fear: %d earned, pool %d", st.nEarned, st.fearPool)
	}
	st.fear(1)
	if st.nEarned != 1 || st.earned[0] != top || st.fearPool != 4 || st.terror() != 1 {
		t.Fatalf("after 4 fear: %d earned, pool %d, terror %d", st.nEarned, st.fearPool, st.terror())
	}
	st.fear(8)
	if st.nEarned != 3 || st.terror() != 2 {
		t.Errorf("after 12 fear: %d earned, terror level %d", st.nEarned, st.terror())
	}
}

// Victory by terror level: at level I, no invader may be left; at II, no
// town or city (explorers may stay); and the fear deck's last card wins at
// once.
func TestTerrorVictory(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A1", Explorer, 1)
	if st.checkEnd() {
		t.Fatalf("won at terror level I with an explorer on the island")
	}
	st.nFear -= 3 // three cards earned: terror level II
	if !st.checkEnd() || !st.won || st.end != "terror" {
		t.Errorf("not won at terror level II with only an explorer: won %v, end %q", st.won, st.end)
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A1", City, 1)
	st.fearPool = 1
	st.nFear = 1
	st.fear(1)
	if !st.checkEnd() || !st.won || st.end != "fear" {
		t.Errorf("the last fear card earned: won %v, end %q", st.won, st.end)
	}
}

// Losses: a spirit with no presence on the island; no invader card to
// reveal; the last blight of a card's blighted side (or without a card).
// A victory at the same moment wins.
func TestLosses(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A1", Town, 1)
	st.lands[st.land(t, "A7")].presence[0] = 0
	if !st.checkEnd() || st.won || st.end != "presence" {
		t.Errorf("no presence: won %v, end %q", st.won, st.end)
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A1", Town, 1)
	st.nInvaders = 0
	st.q.push(task{op: opThen, arg: phaseConts[contExplore], land: NoLand})
	st.run(&st.q)
	if !st.checkEnd() || st.won || st.end != "deck" {
		t.Errorf("no invader card: won %v, end %q", st.won, st.end)
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A1", Town, 1)
	st.blighted, st.blightPool = true, 1
	st.q.push(task{op: opBlight, land: st.land(t, "A1")})
	st.run(&st.q)
	if !st.checkEnd() || st.won || st.end != "blight" {
		t.Errorf("the blighted card's last blight: won %v, end %q", st.won, st.end)
	}
	// The game ends the moment the last blight is taken: a second blight
	// queued behind it is never added.
	st = bareGame(t, lightning, "A")
	put(t, st, "A1", Town, 1)
	st.blighted, st.blightPool = true, 1
	st.q.push(task{op: opBlight, land: st.land(t, "A1")}, task{op: opBlight, land: st.land(t, "A2")})
	before := st.lands[st.land(t, "A2")].blight
	st.run(&st.q)
	if !st.checkEnd() || st.won || st.end != "blight" || st.lands[st.land(t, "A2")].blight != before {
		t.Errorf("after the last blight: won %v, end %q, A2 blight %d (was %d)", st.won, st.end, st.lands[st.land(t, "A2")].blight, before)
	}
	// So does a spirit's last presence destroyed.
	st = bareGame(t, lightning, "A")
	put(t, st, "A1", Town, 1)
	st.lands[st.land(t, "A7")].presence[0] = 1
	st.q.push(task{op: opThen, land: st.land(t, "A7"), arg: contDestroyPresence}, task{op: opBlight, land: st.land(t, "A2")})
	st.run(&st.q)
	if !st.checkEnd() || st.won || st.end != "presence" || st.lands[st.land(t, "A2")].blight != before {
		t.Errorf("after the last presence: won %v, end %q, A2 blight %d (was %d)", st.won, st.end, st.lands[st.land(t, "A2")].blight, before)
	}
	// The same last blight when the island is free of invaders: a victory.
	st = bareGame(t, lightning, "A")
	st.blighted, st.blightPool = true, 1
	st.q.push(task{op: opBlight, land: st.land(t, "A5")})
	st.run(&st.q)
	if !st.checkEnd() || !st.won {
		t.Errorf("a victory and a loss at once: won %v, end %q", st.won, st.end)
	}
}

// The healthy side's last blight turns the card: its blighted side holds
// its blight per spirit.
func TestBlightCardTurns(t *testing.T) {
	st := bareGame(t, lightning, "A")
	st.blightPool = 1
	st.takeBlight()
	if !st.blighted || st.lost || st.blightPool != BlightCards[st.blightCard].PerPlayer {
		t.Errorf("blighted %v, lost %v, pool %d", st.blighted, st.lost, st.blightPool)
	}
}

// Time passes: damage heals, defend and one-turn effects end, played cards
// go to the discard, elements are lost.
func TestTimePasses(t *testing.T) {
	st := bareGame(t, lightning, "A")
	a1 := &st.lands[st.land(t, "A1")]
	a1.pieces[City][1], a1.pieces[Town][1], a1.pieces[Dahan][1] = 1, 2, 1
	a1.defend, a1.effects = 2, skipBuild
	c := PowerByKey["raging-storm"]
	st.spirits[0].hand.del(c)
	st.spirits[0].played.add(c)
	st.spirits[0].elements[Fire] = 2
	st.timePasses()
	if a1.pieces[City][3] != 1 || a1.pieces[Town][2] != 2 || a1.pieces[Dahan][2] != 1 || a1.defend != 0 || a1.effects != 0 {
		t.Errorf("after time passes: %v, defend %d, effects %d", a1.pieces, a1.defend, a1.effects)
	}
	sp := &st.spirits[0]
	if !sp.discard.has(c) || sp.played.has(c) || sp.elements != (Elements{}) || st.round != 2 || st.step != stepSpirit {
		t.Errorf("discard %v, played %v, elements %v, round %d", sp.discard.has(c), sp.played.has(c), sp.elements, st.round)
	}
}

// The bots' advice sends cascading blight where it stops: a land without
// blight, without presence rather than with.
func TestAdviceStopsTheCascade(t *testing.T) {
	st := bareGame(t, lightning, "A")
	a7, a5, a8 := st.land(t, "A7"), st.land(t, "A5"), st.land(t, "A8")
	st.lands[a7].blight = 1
	st.lands[a5].blight = 1
	st.lands[a8].presence[0] = 1
	st.q.push(task{op: opBlight, spirit: 0, land: a7})
	st.run(&st.q)
	st.findToMove()
	a, ok := st.Advise(0, nil)
	if !ok || a != pack(kindCascade, 0, int(a8)) {
		t.Errorf("advised %v %q; want A8, the only land without blight", ok, st.Describe(a, engine.EN))
	}
	st.lands[a5].blight = 0
	if a, _ := st.Advise(0, nil); a != pack(kindCascade, 0, int(a5)) {
		t.Errorf("advised %q; want A5, without blight or presence", st.Describe(a, engine.EN))
	}
}
