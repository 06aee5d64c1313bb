package spiritisland

import (
	"slices"
	"testing"
)

// A Spread of Rampant Green starts on board A with 1 presence in A5 (the
// highest-numbered wetland) and 1 in A8 (the jungle without dahan). A5 is
// next to A1, A4, A6, A7 and A8; A4 (sands, 1 blight at set-up) is next to
// A1, A2, A3 and A5.

// Its growth: always a presence within 2 of its presence in a wetland or
// jungle, then one of reclaim all and a power; a presence within 1 and a
// card play more; a power and 3 energy.
func TestGreenGrowth(t *testing.T) {
	checkGrowth(t, greenKey, map[string]int8{"A5": 1, "A8": 1}, []growthCase{
		{actions: []string{"growth 1", "presence from energy track to A3", "gain minor", "take first drawn"},
			energy: 1, energyTrack: 1, plays: 1, hand: 5, presence: map[string]int8{"A3": 1},
			alsoOffered: []string{"presence from card track to A2", "presence from energy track to A8"},
			barred:      []string{"presence from energy track to A4", "presence from energy track to A6"}},
		{actions: []string{"growth 2", "presence from card track to A2", "presence from energy track to A6"},
			energy: 1, energyTrack: 1, cards: 1, plays: 2, hand: 3, presence: map[string]int8{"A2": 1, "A6": 1}},
		{actions: []string{"growth 3", "presence from energy track to A8", "gain minor", "take first drawn"},
			energy: 4, energyTrack: 1, plays: 1, hand: 4, presence: map[string]int8{"A8": 2}},
	})
}

// Steady Regeneration: with its A8 presence destroyed, growth may bring it
// back instead of taking one from a track: free on the healthy island, 1
// energy once the island is blighted, and not at all without the energy.
func TestSteadyRegeneration(t *testing.T) {
	start := newGame(t, greenKey, "A")
	start.lands[start.land(t, "A8")].presence[0] = 0
	start.spirits[0].destroyed = 1
	for _, c := range []struct {
		blighted        bool
		energy, after   int8
		offered         bool
		destroyedBefore int8
	}{
		{false, 0, 3, true, 1},
		{true, 2, 4, true, 1},
		{true, 0, 3, false, 1},
	} {
		st := *start
		st.blighted, st.spirits[0].energy = c.blighted, c.energy
		typed(t, &st, 0, "growth 3")
		if got := slices.Contains(offers(&st, 0), "destroyed presence to A8"); got != c.offered {
			t.Fatalf("blighted %v, energy %d: destroyed presence offered %v; offers %q", c.blighted, c.energy, got, offers(&st, 0))
		}
		if !c.offered {
			continue
		}
		typed(t, &st, 0, "destroyed presence to A8", "gain minor")
		typed(t, &st, 0, "take "+Powers[st.spirits[0].drawn[0]].Name.EN)
		sp := &st.spirits[0]
		if sp.destroyed != 0 || sp.energyTrack != 0 || presenceIn(t, &st, 0, "A8")[0] != 1 || sp.energy != c.after {
			t.Errorf("blighted %v: destroyed %d, energy track %d, A8 %d, energy %d; want 0, 0, 1, %d", c.blighted,
				sp.destroyed, sp.energyTrack, presenceIn(t, &st, 0, "A8")[0], sp.energy, c.after)
		}
	}
}

// Choke the Land with Green: A5 holds 3 of its presence (a sacred site), an
// explorer and a town; a wetland card ravages, builds and explores there.
// Stopping the ravage costs a presence (2 left, still a sacred site),
// stopping the build another (1 left): no blight, no city (the town would
// have become one), the explore still comes. Letting the ravage happen
// instead: 3 damage, a blight, which destroys a presence too.
func TestChokeTheLandWithGreen(t *testing.T) {
	for _, c := range []struct {
		answers                                   []string
		presence, destroyed, blight, cities, expl int8
	}{
		{[]string{"destroy a presence to stop the ravage", "destroy a presence to stop the build"}, 1, 2, 0, 0, 2},
		{[]string{"destroy a presence to stop the ravage", "let the build happen"}, 2, 1, 0, 1, 2},
		{[]string{"let the ravage happen", "destroy a presence to stop the build"}, 1, 2, 1, 0, 2},
	} {
		st := bareGame(t, greenKey, "A")
		a5 := &st.lands[st.land(t, "A5")]
		a5.presence[0] = 3
		put(t, st, "A5", Explorer, 1)
		put(t, st, "A5", Town, 1)
		st.ravage, st.build = int8(InvaderByKey["wetland-1"]), int8(InvaderByKey["wetland-1"])
		st.invaders[st.nInvaders-1] = int8(InvaderByKey["wetland-1"])
		for _, k := range []int{contRavage, contBuild, contExplore} {
			st.q.pushBack(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[k]})
		}
		st.run(&st.q)
		for _, a := range c.answers {
			answer(t, st, a)
		}
		if !st.q.empty() {
			t.Fatalf("%q: still asks %q", c.answers, asks(st))
		}
		if a5.presence[0] != c.presence || st.spirits[0].destroyed != c.destroyed || a5.blight != c.blight ||
			a5.count(City) != c.cities || a5.count(Explorer) != c.expl {
			t.Errorf("%q: presence %d, destroyed %d, blight %d, cities %d, explorers %d; want %d, %d, %d, %d, %d", c.answers,
				a5.presence[0], st.spirits[0].destroyed, a5.blight, a5.count(City), a5.count(Explorer),
				c.presence, c.destroyed, c.blight, c.cities, c.expl)
		}
	}
	// A single presence (no sacred site): nothing is asked.
	st := bareGame(t, greenKey, "A")
	put(t, st, "A5", Town, 1)
	invaderActions(t, st, "wetland-1")
	if n := count(t, st, "A5", City); n != 1 {
		t.Errorf("without a sacred site: %d cities in A5, want 1", n)
	}
}

// Creepers Tear into Mortar, from A5 with 2 towns, and a city in A8: level
// 1 damages a town; level 3 deals its damage three times, the target chosen
// each time: the town again (destroyed, 1 fear), then the city in A8.
func TestCreepersTearIntoMortar(t *testing.T) {
	for _, c := range []struct {
		moon, plant          int8
		answers              []string
		towns, damaged, city int8
		fear                 int8
	}{
		{1, 2, nil, 2, 1, 3, 4},
		{2, 3, []string{"target land A5", "damage damaged town"}, 1, 0, 3, 3},
		{3, 4, []string{"target land A5", "damage damaged town", "target land A8"}, 1, 0, 2, 3},
	} {
		st := bareGame(t, greenKey, "A")
		put(t, st, "A5", Town, 2)
		put(t, st, "A8", City, 1)
		st.spirits[0].elements[Moon], st.spirits[0].elements[Plant] = c.moon, c.plant
		cast(t, st, 0, "creepers-tear-into-mortar", "A5", c.answers...)
		a5, a8 := &st.lands[st.land(t, "A5")], &st.lands[st.land(t, "A8")]
		if a5.count(Town) != c.towns || a5.pieces[Town][1] != c.damaged || a8.pieces[City][c.city] != 1 || st.fearPool != c.fear {
			t.Errorf("moon %d plant %d: towns %d (damaged %d), A8 city at %d health %d, fear pool %d", c.moon, c.plant,
				a5.count(Town), a5.pieces[Town][1], c.city, a8.pieces[City][c.city], st.fearPool)
		}
	}
}

// All-Enveloping Green, from the sacred site A5 onto A4 (1 blight): Defend
// 2; then Defend 4 instead; then also the blight removed, back to the card.
func TestAllEnvelopingGreen(t *testing.T) {
	for _, c := range []struct {
		water, earth, plant int8
		defend, blight      int8
	}{{1, 0, 3, 2, 1}, {2, 0, 4, 4, 1}, {3, 1, 5, 4, 0}} {
		st := bareGame(t, greenKey, "A")
		st.lands[st.land(t, "A5")].presence[0] = 2
		st.lands[st.land(t, "A4")].blight = 1
		pool := st.blightPool
		st.spirits[0].elements[Water], st.spirits[0].elements[Earth], st.spirits[0].elements[Plant] = c.water, c.earth, c.plant
		cast(t, st, 0, "all-enveloping-green", "A4")
		a4 := &st.lands[st.land(t, "A4")]
		if a4.defend != c.defend || a4.blight != c.blight || st.blightPool != pool+1-c.blight {
			t.Errorf("water %d plant %d: defend %d, blight %d, pool %d", c.water, c.plant, a4.defend, a4.blight, st.blightPool)
		}
	}
}

// Fields Choked with Growth, on A4: push its town to A1; or, with 4 dahan
// there, push 3 of them (all three must go).
func TestFieldsChokedWithGrowth(t *testing.T) {
	st := bareGame(t, greenKey, "A")
	put(t, st, "A4", Town, 1)
	put(t, st, "A4", Dahan, 4)
	cast(t, st, 0, "fields-choked-with-growth", "A4", "push 1 town", "push town to A1")
	if count(t, st, "A1", Town) != 1 || count(t, st, "A4", Dahan) != 4 {
		t.Errorf("pushing the town: A1 towns %d, A4 dahan %d", count(t, st, "A1", Town), count(t, st, "A4", Dahan))
	}
	st = bareGame(t, greenKey, "A")
	put(t, st, "A4", Town, 1)
	put(t, st, "A4", Dahan, 4)
	cast(t, st, 0, "fields-choked-with-growth", "A4", "push 3 dahan", "push dahan to A1", "push dahan to A2", "push dahan to A2")
	if count(t, st, "A4", Dahan) != 1 || count(t, st, "A2", Dahan) != 2 || count(t, st, "A4", Town) != 1 {
		t.Errorf("pushing dahan: A4 %d dahan, A2 %d", count(t, st, "A4", Dahan), count(t, st, "A2", Dahan))
	}
}

// Gift of Proliferation: Ocean's Hungry Grasp (board B: B0 and B2) adds a
// presence within 1 of its presence, never inland (B4 is next to B2 but
// inland), the ocean allowed.
func TestGiftOfProliferation(t *testing.T) {
	st := bareGame(t, greenKey+","+oceanKey, "AB")
	answer(t, st, "choose B2") // Ocean's set-up choice
	st.usePower(0, st.powerIndex(t, 0, "gift-of-proliferation"), false)
	answer(t, st, "target "+colour(1))
	opts := asks(st)
	for _, want := range []string{"presence from energy track to B0", "presence from card track to B1", "presence from energy track to B3"} {
		if !slices.Contains(opts, want) {
			t.Errorf("%q not offered: %q", want, opts)
		}
	}
	if slices.Contains(opts, "presence from energy track to B4") {
		t.Errorf("Ocean may add presence inland: %q", opts)
	}
	answer(t, st, "presence from card track to B1")
	if presenceIn(t, st, 1, "B1")[0] != 1 || st.spirits[1].cardTrack != 1 {
		t.Errorf("B1 presence %d, card track %d", presenceIn(t, st, 1, "B1")[0], st.spirits[1].cardTrack)
	}
}

// Overgrow in a Night: on A5 (its presence, an explorer) 3 fear; on A4
// (no presence there) only the presence, from a track.
func TestOvergrowInANight(t *testing.T) {
	st := bareGame(t, greenKey, "A")
	put(t, st, "A5", Explorer, 1)
	cast(t, st, 0, "overgrow-in-a-night", "A5", "3 fear")
	if st.fearPool != 1 {
		t.Errorf("fear pool %d, want 1", st.fearPool)
	}
	st = bareGame(t, greenKey, "A")
	put(t, st, "A4", Explorer, 1)
	cast(t, st, 0, "overgrow-in-a-night", "A4", "add 1 presence", "presence from energy track to A4")
	if presenceIn(t, st, 0, "A4")[0] != 1 || st.spirits[0].energyTrack != 1 || st.fearPool != 4 {
		t.Errorf("A4 presence %d, energy track %d, fear pool %d", presenceIn(t, st, 0, "A4")[0], st.spirits[0].energyTrack, st.fearPool)
	}
	st = bareGame(t, greenKey, "A")
	put(t, st, "A4", Explorer, 1)
	cast(t, st, 0, "overgrow-in-a-night", "A4", "add 1 presence", "presence from energy track to A4")
	if slices.Contains(asks(st), "3 fear") {
		t.Errorf("3 fear offered without presence")
	}
}

// Stem the Flow of Fresh Water, from the sacred site A5: in sands A4 each
// town and city takes 1 damage (the town already damaged is destroyed, 1
// fear; the other town and the city are damaged); in wetland A5 one town
// only.
func TestStemTheFlowOfFreshWater(t *testing.T) {
	st := bareGame(t, greenKey, "A")
	st.lands[st.land(t, "A5")].presence[0] = 2
	put(t, st, "A4", Town, 1)
	put(t, st, "A4", City, 1)
	st.lands[st.land(t, "A4")].pieces[Town][1] = 1 // a damaged town too
	cast(t, st, 0, "stem-the-flow-of-fresh-water", "A4")
	a4 := &st.lands[st.land(t, "A4")]
	if a4.pieces[Town][1] != 1 || a4.pieces[Town][2] != 0 || a4.pieces[City][2] != 1 || st.fearPool != 3 {
		t.Errorf("sands: towns %v, cities %v, fear pool %d", a4.pieces[Town], a4.pieces[City], st.fearPool)
	}
	st = bareGame(t, greenKey, "A")
	st.lands[st.land(t, "A5")].presence[0] = 2
	put(t, st, "A5", Town, 2)
	cast(t, st, 0, "stem-the-flow-of-fresh-water", "A5")
	if a5 := &st.lands[st.land(t, "A5")]; a5.pieces[Town][1] != 1 || a5.pieces[Town][2] != 1 {
		t.Errorf("wetland: towns %v", a5.pieces[Town])
	}
}
