package spiritisland

import (
	"slices"
	"testing"
)

// Vital Strength of the Earth starts with 2 presence in A6 (the
// highest-numbered mountain of board A: a sacred site) and 1 in A8.
const earth = earthKey

// Earth's set-up and its three growth options, each on a copy of the
// game (its first unique power is in its discard pile beforehand).
func TestEarthGrowth(t *testing.T) {
	checkGrowth(t, earth, map[string]int8{"A6": 2, "A8": 1}, []growthCase{
		// Reclaim all, a presence within 2 (A4: A6-A1-A4) from the card
		// track: its second space plays 1 card too; 2 energy a turn.
		{actions: []string{"growth 1", "presence from card track to A4"}, energy: 2, cards: 1, plays: 1, hand: 4,
			presence:    map[string]int8{"A4": 1},
			alsoOffered: []string{"presence from energy track to A2", "presence from card track to A6"},
			barred:      []string{"presence from energy track to A3"}},
		// A power card (a minor kept of 4 drawn), a presence within 0 (on
		// its own lands) from the energy track: 3 energy.
		{actions: []string{"growth 2", "gain minor", "take first drawn", "presence from energy track to A8"}, energy: 3,
			energyTrack: 1, plays: 1, hand: 4, presence: map[string]int8{"A8": 2},
			alsoOffered: []string{"presence from energy track to A6"}, barred: []string{"presence from energy track to A5"}},
		// A presence within 1 and 2 energy: 2 + the track's 3.
		{actions: []string{"growth 3", "presence from energy track to A5"}, energy: 5, energyTrack: 1, plays: 1, hand: 3,
			presence: map[string]int8{"A5": 1}, barred: []string{"presence from energy track to A4"}},
	})
}

// A Year of Perfect Stillness: in A5 the invaders neither ravage, build nor
// explore this turn; A2 (also a wetland) is ravaged and built on.
func TestAYearOfPerfectStillness(t *testing.T) {
	st := bareGame(t, earth, "A")
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", Dahan, 1)
	put(t, st, "A2", Town, 1)
	cast(t, st, 0, "a-year-of-perfect-stillness", "A5")
	invaderActions(t, st, "wetland-1")
	a5, a2 := &st.lands[st.land(t, "A5")], &st.lands[st.land(t, "A2")]
	if a5.blight != 0 || a5.count(Town) != 1 || a5.count(Explorer) != 0 || a5.count(Dahan) != 1 {
		t.Errorf("A5 after the invader actions: blight %d, towns %d, explorers %d, dahan %d (want 0, 1, 0, 1)",
			a5.blight, a5.count(Town), a5.count(Explorer), a5.count(Dahan))
	}
	if a2.blight != 1 || a2.count(Town) != 1 || a2.count(City) != 1 || a2.count(Explorer) != 1 {
		t.Errorf("A2 after the invader actions: blight %d, towns %d, cities %d, explorers %d (want 1 each)",
			a2.blight, a2.count(Town), a2.count(City), a2.count(Explorer))
	}
}

// Draw of the Fruitful Earth: 2 explorers and 2 dahan gathered into A5.
func TestDrawOfTheFruitfulEarth(t *testing.T) {
	st := bareGame(t, earth, "A")
	put(t, st, "A1", Explorer, 2)
	put(t, st, "A4", Explorer, 1)
	put(t, st, "A7", Dahan, 3)
	cast(t, st, 0, "draw-of-the-fruitful-earth", "A5",
		"gather explorer from A1", "gather explorer from A4", "gather dahan from A7", "gather dahan from A7")
	if count(t, st, "A5", Explorer) != 2 || count(t, st, "A5", Dahan) != 2 || count(t, st, "A1", Explorer) != 1 || count(t, st, "A7", Dahan) != 1 {
		t.Errorf("A5: %d explorers, %d dahan; A1 %d explorers, A7 %d dahan", count(t, st, "A5", Explorer),
			count(t, st, "A5", Dahan), count(t, st, "A1", Explorer), count(t, st, "A7", Dahan))
	}
}

// Guard the Healing Land: A5's blight goes back to the card (pool +1) and
// Defend 4 there: 2 towns and an explorer (5 damage) then deal 1, which
// adds no blight and only damages a dahan.
func TestGuardTheHealingLand(t *testing.T) {
	st := bareGame(t, earth, "A")
	a5 := &st.lands[st.land(t, "A5")]
	a5.blight = 1
	pool := st.blightPool
	put(t, st, "A5", Town, 2)
	put(t, st, "A5", Explorer, 1)
	put(t, st, "A5", Dahan, 1)
	cast(t, st, 0, "guard-the-healing-land", "A5")
	if a5.blight != 0 || st.blightPool != pool+1 || a5.defend != 4 {
		t.Fatalf("blight %d, pool %d (was %d), defend %d", a5.blight, st.blightPool, pool, a5.defend)
	}
	invaderActions(t, st, "wetland-1")
	if a5.blight != 0 || a5.count(Dahan) != 1 {
		t.Errorf("after the ravage: blight %d, dahan %d (want 0, 1)", a5.blight, a5.count(Dahan))
	}
}

// Rituals of Destruction: with 3 dahan, 5 damage and 2 fear (2 towns and an
// explorer destroyed: 2 fear more); with 2 dahan, 2 damage only.
func TestRitualsOfDestruction(t *testing.T) {
	st := bareGame(t, earth+","+lightning, "AB")
	put(t, st, "A5", Dahan, 3)
	put(t, st, "A5", Town, 2)
	put(t, st, "A5", Explorer, 1)
	cast(t, st, 0, "rituals-of-destruction", "A5", "damage explorer", "damage damaged town")
	if n := count(t, st, "A5", Town) + count(t, st, "A5", Explorer); n != 0 || st.fearPool != 4 {
		t.Errorf("3 dahan: %d invaders left, fear pool %d (want 0 and 4 of 8)", n, st.fearPool)
	}
	st = bareGame(t, earth+","+lightning, "AB")
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A5", Town, 2)
	cast(t, st, 0, "rituals-of-destruction", "A5", "damage damaged town")
	if count(t, st, "A5", Town) != 1 || st.fearPool != 7 {
		t.Errorf("2 dahan: %d towns, fear pool %d (want 1 and 7)", count(t, st, "A5", Town), st.fearPool)
	}
	put(t, st, "A4", Town, 1)
	st.usePower(0, st.powerIndex(t, 0, "rituals-of-destruction"), false)
	if opts := asks(st); slices.Contains(opts, "target land A4") || !slices.Contains(opts, "target land A5") {
		t.Errorf("Rituals targets %q: A5 has dahan, A4 none", opts)
	}
}

// Gift of Strength: level by level, the target may repeat one card it
// played and resolved this turn costing 1, 3 or 6 at most, once, for free,
// at the card's speed.
func TestGiftOfStrength(t *testing.T) {
	draw, rituals := PowerByKey["draw-of-the-fruitful-earth"], PowerByKey["rituals-of-destruction"] // cost 1 and 3, slow
	for _, c := range []struct {
		sun, earth, plant int8
		draw, rituals     bool
	}{
		{1, 2, 2, true, false},
		{2, 3, 2, true, true},
		{2, 4, 3, true, true},
	} {
		st := bareGame(t, earth, "A")
		sp := &st.spirits[0]
		sp.elements[Sun], sp.elements[Earth], sp.elements[Plant] = c.sun, c.earth, c.plant
		cast(t, st, 0, "gift-of-strength", colour(0))
		sp.played.add(draw)
		sp.played.add(rituals)
		st.step = stepSlow
		opts := offers(st, 0)
		if slices.Contains(opts, "repeat Draw of the Fruitful Earth") != c.draw || slices.Contains(opts, "repeat Rituals of Destruction") != c.rituals {
			t.Errorf("sun %d earth %d plant %d: offers %q", c.sun, c.earth, c.plant, opts)
		}
	}
	st := bareGame(t, earth, "A")
	sp := &st.spirits[0]
	sp.elements[Sun], sp.elements[Earth], sp.elements[Plant] = 2, 4, 3
	cast(t, st, 0, "gift-of-strength", colour(0))
	if sp.repeat != 7 {
		t.Fatalf("level 3: repeat below %d, want 7", sp.repeat)
	}
	sp.played.add(draw)
	sp.played.add(rituals)
	sp.energy = 5
	st.step = stepFast
	if slices.Contains(offers(st, 0), "repeat Draw of the Fruitful Earth") {
		t.Errorf("a slow card is repeated in the fast phase: %q", offers(st, 0))
	}
	st.step = stepSlow
	put(t, st, "A1", Explorer, 1)
	typed(t, st, 0, "repeat Draw of the Fruitful Earth", "target land A5", "gather explorer from A1")
	if count(t, st, "A5", Explorer) != 1 || sp.energy != 5 || sp.repeat != 0 {
		t.Errorf("after the repeat: A5 explorers %d, energy %d, repeat %d", count(t, st, "A5", Explorer), sp.energy, sp.repeat)
	}
	if slices.Contains(offers(st, 0), "repeat Rituals of Destruction") {
		t.Errorf("a second repeat is offered: %q", offers(st, 0))
	}
}

// Earth's Vitality: Defend 3 in A6, its sacred site: a town and an
// explorer (3 damage) deal none, the 2 dahan destroy them; in A8 (a single
// presence) the same invaders blight the land. (The explore after brings
// an explorer into A6, next to A8's town.)
func TestEarthsVitality(t *testing.T) {
	st := bareGame(t, earth, "A")
	for _, l := range []string{"A6", "A8"} {
		put(t, st, l, Town, 1)
		put(t, st, l, Explorer, 1)
		put(t, st, l, Dahan, 2)
	}
	if d := st.defence(st.land(t, "A6")); d != 3 {
		t.Errorf("Defend in A6 %d, want 3", d)
	}
	invaderActions(t, st, "mountain-1")
	a6 := &st.lands[st.land(t, "A6")]
	if a6.blight != 0 || a6.count(Dahan) != 2 || a6.count(Town) != 0 || a6.count(Explorer) != 1 {
		t.Errorf("A6 after the invaders: blight %d, dahan %d, towns %d, explorers %d (want 0, 2, 0, 1)",
			a6.blight, a6.count(Dahan), a6.count(Town), a6.count(Explorer))
	}
	invaderActions(t, st, "jungle-1")
	if a8 := &st.lands[st.land(t, "A8")]; a8.blight != 1 {
		t.Errorf("A8 after the ravage: blight %d, want 1", a8.blight)
	}
}
