package spiritisland

import (
	"slices"
	"testing"

	"shima/engine/enginetest"
)

// Ocean's Hungry Grasp starts on board A with 1 presence in the ocean A0
// and 1 in a coastal land of its choice (A1, A2 or A3). A0 is next to A1,
// A2 and A3; A4 (inland sands) is next to A1, A2, A3 and A5.

// oceanGame is a bare game of the spirits (Ocean's Hungry Grasp among
// them) whose set-up choice put its coastal presence in the land named.
func oceanGame(t *testing.T, spirits, boards, coastal string) *State {
	t.Helper()
	st := bareGame(t, spirits, boards)
	answer(t, st, "choose "+coastal)
	return st
}

// Set-up: the ocean's presence is placed, the coastal one is the player's
// first decision, among A1-A3 only.
func TestOceanSetup(t *testing.T) {
	st := newGame(t, oceanKey, "A")
	if got := offers(st, 0); !sameSet(got, []string{"choose A1", "choose A2", "choose A3"}) {
		t.Fatalf("set-up offers %q", got)
	}
	typed(t, st, 0, "choose A3")
	if got := presenceIn(t, st, 0, "A0", "A3"); !slices.Equal(got, []int8{1, 1}) || st.spirits[0].phase != phaseGrowth {
		t.Errorf("presence A0, A3 %v, phase %d", got, st.spirits[0].phase)
	}
}

// Its growth: reclaim all, a power, 1 presence gathered into each ocean, 2
// energy; two presence into any ocean, 1 energy; a power, a presence
// within 1 on a coastal land (never inland A4), 1 presence pushed from
// each ocean. The set-up choice comes first.
func TestOceanGrowth(t *testing.T) {
	checkGrowth(t, oceanKey, map[string]int8{"A0": 1}, []growthCase{
		{actions: []string{"choose A2", "growth 1", "gain minor", "take first drawn", "choose A2"},
			energy: 2, plays: 1, hand: 5, presence: map[string]int8{"A0": 2, "A2": 0}},
		{actions: []string{"choose A1", "growth 2", "presence from energy track to A0", "presence from card track to A0"},
			energy: 1, energyTrack: 1, cards: 1, plays: 2, hand: 3, presence: map[string]int8{"A0": 3, "A1": 1}},
		{actions: []string{"choose A3", "growth 3", "gain minor", "take first drawn", "presence from energy track to A2", "choose A1"},
			energy: 0, energyTrack: 1, plays: 1, hand: 4, presence: map[string]int8{"A0": 0, "A1": 1, "A2": 1, "A3": 1},
			alsoOffered: []string{"presence from card track to A1", "presence from energy track to A3"},
			barred:      []string{"presence from energy track to A4", "presence from energy track to A0"}},
	})
}

// Ocean in Play: A0 (its presence) is a coastal wetland for spirit powers:
// a target in range, through which range counts; B0 (no presence of its
// on board B) stays out of play. Cascading blight may go into A0.
func TestOceanInPlay(t *testing.T) {
	st := oceanGame(t, oceanKey+",river-surges-in-sunlight", "AB", "A1")
	a0, b0 := st.land(t, "A0"), st.land(t, "B0")
	in := st.inRange(0, Range{Source: FromPresence})
	if !in.Has(a0) || in.Has(b0) || !st.passes(a0, Target{Terrains: 1 << Wetland, Filter: Coastal}) {
		t.Errorf("range 0 of Ocean %v; A0 passes as a coastal wetland: %v", st.landNames(in), st.passes(a0, Target{Terrains: 1 << Wetland, Filter: Coastal}))
	}
	// From A1 at range 2 through A0: A3 (A1-A0-A3), which lies 3 away on land.
	st.lands[st.land(t, "A0")].presence[0] = 1
	if !st.reach(SetOf(st.land(t, "A1")), 2).Has(st.land(t, "A3")) {
		t.Errorf("range does not count through A0")
	}
	cascade := task{op: opCascade, spirit: 0, land: st.land(t, "A2")}
	if opts := st.options(&cascade, nil); !slices.Contains(opts, pack(kindCascade, 0, int(a0))) {
		t.Errorf("blight may not cascade into A0")
	}
}

// Drowning, with 2 players: Wash Away (cast by Ocean from A1) pushes a
// town and 2 explorers from A1 into A0: each is destroyed (the town gives
// 1 fear); their health, 4, buys 2 energy (1 energy per 2 health, the
// number of players). A fear card's push (no power resolving) may not go
// into the ocean.
func TestDrowning(t *testing.T) {
	st := oceanGame(t, oceanKey+",river-surges-in-sunlight", "AB", "A1")
	put(t, st, "A1", Town, 1)
	put(t, st, "A1", Explorer, 2)
	cast(t, st, 0, "wash-away", "A1", "push explorer to A0", "stop")
	if st.spirits[0].drowned != 1 || st.spirits[0].energy != 0 || count(t, st, "A0", Explorer) != 0 {
		t.Fatalf("one explorer drowned: drowned %d, energy %d", st.spirits[0].drowned, st.spirits[0].energy)
	}
	st.q = queue{}
	st.spirits[0].unresolved = cards{}
	cast(t, st, 0, "wash-away", "A1", "push town to A0", "push explorer to A0")
	if st.spirits[0].drowned != 0 || st.spirits[0].energy != 2 || count(t, st, "A1", Town) != 0 || st.fearPool != 7 {
		t.Errorf("all drowned: drowned %d, energy %d, A1 towns %d, fear pool %d; want 0, 2, 0, 7", st.spirits[0].drowned,
			st.spirits[0].energy, count(t, st, "A1", Town), st.fearPool)
	}
	put(t, st, "A1", Explorer, 1)
	st.resolver = noSpirit
	push := pushWord(ctx{spirit: 0}, st.land(t, "A1"), explorers, 1, exactly)
	if slices.Contains(st.options(&push, nil), pack(kindPush, pieceCode(Explorer, 1), int(st.land(t, "A0")))) {
		t.Errorf("a push outside a spirit power may go into the ocean")
	}
}

// Pound Ships to Splinters, on the ocean itself: 1, 2, then 4 fear.
func TestPoundShipsToSplinters(t *testing.T) {
	for _, c := range []struct{ moon, air, water, fear int8 }{{1, 1, 2, 1}, {2, 1, 3, 2}, {3, 2, 4, 4}} {
		st := oceanGame(t, oceanKey, "A", "A2")
		st.spirits[0].elements[Moon], st.spirits[0].elements[Air], st.spirits[0].elements[Water] = c.moon, c.air, c.water
		cast(t, st, 0, "pound-ships-to-splinters", "A0")
		if got := 4 - st.fearPool + 4*st.nEarned; got != c.fear {
			t.Errorf("moon %d: %d fear, want %d", c.moon, got, c.fear)
		}
	}
}

// Ocean Breaks the Shore on A2 (2 towns, 1 city; 1 player: 1 energy per
// health drowned): a town; a city instead; a city and a town.
func TestOceanBreaksTheShore(t *testing.T) {
	for _, c := range []struct {
		water, earth   int8
		answers        []string
		towns, cities  int8
		energy, fearAt int8
	}{
		{2, 1, []string{"push town to A0"}, 1, 1, 2, 3},
		{3, 2, []string{"push city to A0"}, 2, 0, 3, 2},
		{4, 3, []string{"push city to A0", "push town to A0"}, 1, 0, 5, 1},
	} {
		st := oceanGame(t, oceanKey, "A", "A2")
		put(t, st, "A2", Town, 2)
		put(t, st, "A2", City, 1)
		st.spirits[0].elements[Water], st.spirits[0].elements[Earth] = c.water, c.earth
		cast(t, st, 0, "ocean-breaks-the-shore", "A2", c.answers...)
		if count(t, st, "A2", Town) != c.towns || count(t, st, "A2", City) != c.cities || st.spirits[0].energy != c.energy || st.fearPool != c.fearAt {
			t.Errorf("water %d: towns %d, cities %d, energy %d, fear pool %d", c.water, count(t, st, "A2", Town),
				count(t, st, "A2", City), st.spirits[0].energy, st.fearPool)
		}
	}
}

// Call of the Deeps: onto the ocean, an explorer from A1 and one more from
// A3, both drowned (2 energy, 1 player); onto A2, 1 explorer from A4 only.
func TestCallOfTheDeeps(t *testing.T) {
	st := oceanGame(t, oceanKey, "A", "A2")
	put(t, st, "A1", Explorer, 1)
	put(t, st, "A3", Explorer, 1)
	cast(t, st, 0, "call-of-the-deeps", "A0", "gather explorer from A1", "gather explorer from A3")
	if count(t, st, "A1", Explorer)+count(t, st, "A3", Explorer) != 0 || st.spirits[0].energy != 2 {
		t.Errorf("onto the ocean: explorers left %d, energy %d", count(t, st, "A1", Explorer)+count(t, st, "A3", Explorer), st.spirits[0].energy)
	}
	st = oceanGame(t, oceanKey, "A", "A2")
	put(t, st, "A4", Explorer, 2)
	cast(t, st, 0, "call-of-the-deeps", "A2", "gather explorer from A4")
	if count(t, st, "A2", Explorer) != 1 || count(t, st, "A4", Explorer) != 1 {
		t.Errorf("onto A2: %d explorers there", count(t, st, "A2", Explorer))
	}
}

// Grasping Tide, on A1 (1 from A2): 2 fear, Defend 4.
func TestGraspingTide(t *testing.T) {
	st := oceanGame(t, oceanKey, "A", "A2")
	cast(t, st, 0, "grasping-tide", "A1")
	if st.fearPool != 2 || st.lands[st.land(t, "A1")].defend != 4 {
		t.Errorf("fear pool %d, defend %d", st.fearPool, st.lands[st.land(t, "A1")].defend)
	}
}

// Swallow the Land-Dwellers, on A2 (an explorer, a town, 2 dahan): the
// explorer, the town and a dahan drown: 1 fear, 3 energy (1 player).
func TestSwallowTheLandDwellers(t *testing.T) {
	st := oceanGame(t, oceanKey, "A", "A2")
	put(t, st, "A2", Explorer, 1)
	put(t, st, "A2", Town, 1)
	put(t, st, "A2", Dahan, 2)
	cast(t, st, 0, "swallow-the-land-dwellers", "A2", "push explorer to A0", "push town to A0", "push dahan to A0")
	a2 := &st.lands[st.land(t, "A2")]
	if a2.invaders() != 0 || a2.count(Dahan) != 1 || st.fearPool != 3 || st.spirits[0].energy != 3 {
		t.Errorf("invaders %d, dahan %d, fear pool %d, energy %d", a2.invaders(), a2.count(Dahan), st.fearPool, st.spirits[0].energy)
	}
}

// Tidal Boon, on River (its presence moved to A3): 2 energy; from A3 River
// pushes the town into A0 (drowned: 2 health, 1 energy for Ocean with 2
// players) and 2 dahan into A0: Ocean puts the first on A1, lets the
// second drown.
func TestTidalBoon(t *testing.T) {
	st := oceanGame(t, oceanKey+",river-surges-in-sunlight", "AB", "A2")
	for l := range st.lands {
		st.lands[l].presence[1] = 0
	}
	st.lands[st.land(t, "A3")].presence[1] = 1
	put(t, st, "A3", Town, 1)
	put(t, st, "A3", Dahan, 2)
	river := st.spirits[1].energy
	st.spirits[0].hand.del(PowerByKey["tidal-boon"]) // played
	cast(t, st, 0, "tidal-boon", colour(1), "choose land A3", "push town to A0", "push dahan to A0", "choose A1", "push dahan to A0", "choose A0")
	if st.spirits[1].energy != river+2 || st.spirits[0].energy != 1 || count(t, st, "A1", Dahan) != 1 || count(t, st, "A3", Dahan)+count(t, st, "A3", Town) != 0 {
		t.Errorf("River energy %d (+2), Ocean %d (1), A1 dahan %d, A3 left %d", st.spirits[1].energy, st.spirits[0].energy,
			count(t, st, "A1", Dahan), count(t, st, "A3", Dahan)+count(t, st, "A3", Town))
	}
	if st.Check() != nil {
		t.Errorf("after Tidal Boon: %v", st.Check())
	}
}

// The conformance suite with A Spread of Rampant Green and Ocean's Hungry
// Grasp in the first seats: their decisions (set-up, Choke the Land with
// Green, drowning) in random games, every invariant checked.
func TestConformanceGreenOcean(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Seeds: 80, Deep: 6, Options: map[string]string{
		"spirits": oceanKey + "," + greenKey + ",river-surges-in-sunlight,lightnings-swift-strike"}})
}
