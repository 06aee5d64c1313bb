package spiritisland

import (
	"slices"
	"testing"
)

// River Surges in Sunlight starts with 1 presence in A5 (the
// highest-numbered wetland of board A), a sacred site by River's Domain.
const river = riverKey

// River's set-up and its three growth options, each on a copy of the game
// (its last unique power is in its discard pile beforehand).
func TestRiverGrowth(t *testing.T) {
	checkGrowth(t, river, map[string]int8{"A5": 1}, []growthCase{
		// Reclaim all, a power card, 1 energy: 1 + the track's 1.
		{actions: []string{"growth 1", "gain minor", "take first drawn"}, energy: 2, plays: 1, hand: 5},
		// Two presence within 1: the energy track's 2 and the card track's 2.
		{actions: []string{"growth 2", "presence from energy track to A1", "presence from card track to A7"}, energy: 2,
			energyTrack: 1, cards: 1, plays: 2, hand: 3, presence: map[string]int8{"A1": 1, "A7": 1, "A5": 1},
			alsoOffered: []string{"presence from card track to A4", "presence from energy track to A5"},
			barred:      []string{"presence from energy track to A2"}},
		// A power card and a presence within 2 (A2: A5-A1-A2).
		{actions: []string{"growth 3", "gain minor", "take first drawn", "presence from card track to A2"}, energy: 1,
			cards: 1, plays: 2, hand: 4, presence: map[string]int8{"A2": 1}},
	})
}

// River's card track: uncovering its fifth space (reclaim one) during
// growth lets it take a discarded card back at the end of that growth, and
// every growth after; the space plays no card, so 3 plays stay.
func TestRiverTrackReclaim(t *testing.T) {
	st := newGame(t, river, "A")
	wash := PowerByKey["wash-away"]
	sp := &st.spirits[0]
	sp.cardTrack = 3
	sp.hand.del(wash)
	sp.discard.add(wash)
	typed(t, st, 0, "growth 2", "presence from card track to A4", "presence from energy track to A1")
	if opts := offers(st, 0); !slices.Contains(opts, "reclaim Wash Away") {
		t.Fatalf("after uncovering the reclaim space, River is offered %q", opts)
	}
	typed(t, st, 0, "reclaim Wash Away")
	if !sp.hand.has(wash) || sp.discard.has(wash) || st.cardPlays(0) != 3 || sp.energy != 2 {
		t.Errorf("in hand %v, plays %d, energy %d", sp.hand.has(wash), st.cardPlays(0), sp.energy)
	}
}

// Boon of Vigor: on River itself, 1 energy; on another spirit, 1 energy for
// each card it played this turn.
func TestBoonOfVigor(t *testing.T) {
	st := bareGame(t, river+","+earth, "AB")
	cast(t, st, 0, "boon-of-vigor", colour(0))
	st.spirits[1].played.add(PowerByKey["a-year-of-perfect-stillness"])
	st.spirits[1].played.add(PowerByKey["guard-the-healing-land"])
	cast(t, st, 0, "boon-of-vigor", colour(1))
	if st.spirits[0].energy != 1 || st.spirits[1].energy != 2 {
		t.Errorf("energy: River %d, Earth %d (want 1 and 2)", st.spirits[0].energy, st.spirits[1].energy)
	}
}

// Flash Floods: 2 damage in coastal A1 (a town destroyed, 1 fear), 1 in
// inland A6 (a town damaged).
func TestFlashFloods(t *testing.T) {
	st := bareGame(t, river, "A")
	put(t, st, "A1", Town, 1)
	put(t, st, "A6", Town, 1)
	cast(t, st, 0, "flash-floods", "A1")
	cast(t, st, 0, "flash-floods", "A6")
	if count(t, st, "A1", Town) != 0 || st.fearPool != 3 || st.lands[st.land(t, "A6")].pieces[Town][1] != 1 {
		t.Errorf("A1 towns %d, fear pool %d, A6 damaged towns %d", count(t, st, "A1", Town), st.fearPool,
			st.lands[st.land(t, "A6")].pieces[Town][1])
	}
}

// River's Bounty: 2 dahan gathered into A5 (3 with the one there): 1 dahan
// more and 1 energy; with 1 dahan only, nothing more.
func TestRiversBounty(t *testing.T) {
	st := bareGame(t, river, "A")
	put(t, st, "A5", Dahan, 1)
	put(t, st, "A4", Dahan, 1)
	put(t, st, "A7", Dahan, 1)
	cast(t, st, 0, "rivers-bounty", "A5", "gather dahan from A4", "gather dahan from A7")
	if count(t, st, "A5", Dahan) != 4 || st.spirits[0].energy != 1 {
		t.Errorf("A5 dahan %d, energy %d (want 4 and 1)", count(t, st, "A5", Dahan), st.spirits[0].energy)
	}
	st = bareGame(t, river, "A")
	put(t, st, "A5", Dahan, 1)
	cast(t, st, 0, "rivers-bounty", "A5")
	if count(t, st, "A5", Dahan) != 1 || st.spirits[0].energy != 0 {
		t.Errorf("alone: A5 dahan %d, energy %d (want 1 and 0)", count(t, st, "A5", Dahan), st.spirits[0].energy)
	}
}

// Wash Away: up to 3 explorers and towns pushed out of A1; the city stays.
func TestWashAway(t *testing.T) {
	st := bareGame(t, river, "A")
	put(t, st, "A1", Explorer, 2)
	put(t, st, "A1", Town, 2)
	put(t, st, "A1", City, 1)
	g := *st
	g.usePower(0, g.powerIndex(t, 0, "wash-away"), false)
	answer(t, &g, "target land A1")
	if opts := asks(&g); slices.Contains(opts, "push city A1 to A2") || !slices.Contains(opts, "push town A1 to A2") {
		t.Errorf("Wash Away offers %q", opts)
	}
	cast(t, st, 0, "wash-away", "A1", "push explorer to A2", "push town to A2", "push town to A6")
	if count(t, st, "A1", Explorer) != 1 || count(t, st, "A1", Town) != 0 || count(t, st, "A1", City) != 1 ||
		count(t, st, "A2", Explorer)+count(t, st, "A2", Town) != 2 || count(t, st, "A6", Town) != 1 {
		t.Errorf("A1: %d explorers, %d towns, %d cities", count(t, st, "A1", Explorer), count(t, st, "A1", Town), count(t, st, "A1", City))
	}
}

// Massive Flooding, level by level, in A4 (range 1 from A5, a sacred site
// by River's Domain).
func TestMassiveFlooding(t *testing.T) {
	setup := func(sun, water, earthEl int8) *State {
		st := bareGame(t, river+","+lightning, "AB")
		st.spirits[0].elements[Sun], st.spirits[0].elements[Water], st.spirits[0].elements[Earth] = sun, water, earthEl
		put(t, st, "A4", Explorer, 2)
		put(t, st, "A4", Town, 1)
		put(t, st, "A4", City, 1)
		return st
	}
	// Level 1: push 1 explorer or town.
	st := setup(1, 2, 0)
	cast(t, st, 0, "massive-flooding", "A4", "push town to A3")
	if count(t, st, "A3", Town) != 1 || count(t, st, "A4", Explorer) != 2 {
		t.Errorf("level 1: A3 towns %d, A4 explorers %d", count(t, st, "A3", Town), count(t, st, "A4", Explorer))
	}
	// Level 2: 2 damage (both explorers), then up to 3 explorers and towns pushed.
	st = setup(2, 3, 0)
	cast(t, st, 0, "massive-flooding", "A4", "damage explorer", "damage explorer", "push town to A3")
	if count(t, st, "A4", Explorer)+count(t, st, "A4", Town) != 0 || count(t, st, "A3", Town) != 1 || count(t, st, "A4", City) != 1 {
		t.Errorf("level 2: A4 explorers %d, towns %d, A3 towns %d", count(t, st, "A4", Explorer), count(t, st, "A4", Town), count(t, st, "A3", Town))
	}
	// Level 3: 2 damage to each invader: explorers and the town destroyed
	// (1 fear), the city left with 1 health.
	st = setup(3, 4, 1)
	cast(t, st, 0, "massive-flooding", "A4")
	a4 := &st.lands[st.land(t, "A4")]
	if a4.count(Explorer)+a4.count(Town) != 0 || a4.pieces[City][1] != 1 || st.fearPool != 7 {
		t.Errorf("level 3: explorers %d, towns %d, cities at 1 health %d, fear pool %d", a4.count(Explorer), a4.count(Town), a4.pieces[City][1], st.fearPool)
	}
}

// River's Domain: River's single presence in wetland A5 is a sacred site;
// in sands A7 it is not; nor is another spirit's single presence in a
// wetland.
func TestRiversDomain(t *testing.T) {
	st := bareGame(t, river+","+lightning, "AB")
	a5, a7 := st.land(t, "A5"), st.land(t, "A7")
	st.lands[a7].presence[0] = 1
	st.lands[a5].presence[1] = 1
	if !st.sacredSite(0, a5) || st.sacredSite(0, a7) || st.sacredSite(1, a5) {
		t.Errorf("sacred sites: River A5 %v, River A7 %v, Lightning A5 %v (want true, false, false)",
			st.sacredSite(0, a5), st.sacredSite(0, a7), st.sacredSite(1, a5))
	}
	st.lands[a7].presence[0] = 0
	in := st.inRange(0, Range{Source: FromSacredSite, Distance: 1})
	if !in.Has(st.land(t, "A4")) || !in.Has(a5) || in.Has(st.land(t, "A2")) {
		t.Errorf("range 1 from River's sacred site A5: A4 %v, A5 %v, A2 %v (want true, true, false)",
			in.Has(st.land(t, "A4")), in.Has(a5), in.Has(st.land(t, "A2")))
	}
}
