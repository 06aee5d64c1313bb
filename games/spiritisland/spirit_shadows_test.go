package spiritisland

import (
	"slices"
	"testing"
)

// Shadows Flicker Like Flame starts with 2 presence in A8 (the
// highest-numbered jungle of board A: a sacred site) and 1 in A5.
const shadows = shadowsKey

// Shadows' set-up and its three growth options, each on a copy of the
// game (its first unique power is in its discard pile beforehand).
func TestShadowsGrowth(t *testing.T) {
	checkGrowth(t, shadows, map[string]int8{"A8": 2, "A5": 1}, []growthCase{
		// Reclaim all and a power card; its energy track gives 0.
		{actions: []string{"growth 1", "gain minor", "take first drawn"}, energy: 0, plays: 1, hand: 5},
		// A power card and a presence within 1, from the card track: 2 plays.
		{actions: []string{"growth 2", "gain minor", "take first drawn", "presence from card track to A7"}, energy: 0,
			cards: 1, plays: 2, hand: 4, presence: map[string]int8{"A7": 1},
			alsoOffered: []string{"presence from card track to A6"}, barred: []string{"presence from card track to A2"}},
		// A presence within 3 and 3 energy: 3 + the track's 1.
		{actions: []string{"growth 3", "presence from energy track to A3"}, energy: 4, energyTrack: 1, plays: 1, hand: 3,
			presence: map[string]int8{"A3": 1}},
	})
}

// Concealing Shadows: 1 fear, and the ravage in A5 (2 towns: 4 damage)
// blights the land but harms no dahan; both dahan strike back and destroy
// the towns (2 fear).
func TestConcealingShadows(t *testing.T) {
	st := bareGame(t, shadows, "A")
	put(t, st, "A5", Town, 2)
	put(t, st, "A5", Dahan, 2)
	cast(t, st, 0, "concealing-shadows", "A5")
	invaderActions(t, st, "wetland-1")
	a5 := &st.lands[st.land(t, "A5")]
	if a5.blight != 1 || a5.count(Dahan) != 2 || a5.count(Town) != 0 || st.fearPool != 1 {
		t.Errorf("A5: blight %d, dahan %d, towns %d; fear pool %d (want 1, 2, 0; 1)", a5.blight, a5.count(Dahan), a5.count(Town), st.fearPool)
	}
}

// Crops Wither and Fade: 2 fear, then a city becomes a town (or a town an
// explorer), with no fear for the piece replaced.
func TestCropsWitherAndFade(t *testing.T) {
	st := bareGame(t, shadows, "A")
	put(t, st, "A8", City, 1)
	put(t, st, "A8", Town, 1)
	cast(t, st, 0, "crops-wither-and-fade", "A8", "replace a city with a town")
	if count(t, st, "A8", City) != 0 || count(t, st, "A8", Town) != 2 || st.fearPool != 2 {
		t.Errorf("city for a town: cities %d, towns %d, fear pool %d", count(t, st, "A8", City), count(t, st, "A8", Town), st.fearPool)
	}
	st = bareGame(t, shadows, "A")
	put(t, st, "A8", Town, 1)
	cast(t, st, 0, "crops-wither-and-fade", "A8", "replace a town with an explorer")
	if count(t, st, "A8", Town) != 0 || count(t, st, "A8", Explorer) != 1 || st.fearPool != 2 {
		t.Errorf("town for an explorer: towns %d, explorers %d, fear pool %d", count(t, st, "A8", Town), count(t, st, "A8", Explorer), st.fearPool)
	}
}

// Favors Called Due: 3 dahan gathered into A5 outnumber its 2 invaders: 3
// fear; 2 dahan do not.
func TestFavorsCalledDue(t *testing.T) {
	for _, c := range []struct {
		answers []string
		fear    int8
	}{
		{[]string{"gather dahan from A1", "gather dahan from A7", "gather dahan from A7"}, 1},
		{[]string{"gather dahan from A1", "gather dahan from A7", "stop"}, 4},
	} {
		st := bareGame(t, shadows, "A")
		put(t, st, "A5", Explorer, 1)
		put(t, st, "A5", Town, 1)
		put(t, st, "A1", Dahan, 1)
		put(t, st, "A7", Dahan, 2)
		cast(t, st, 0, "favors-called-due", "A5", c.answers...)
		if st.fearPool != c.fear {
			t.Errorf("%q: fear pool %d, want %d", c.answers, st.fearPool, c.fear)
		}
	}
}

// Mantle of Dread: 2 fear; the target spirit chooses a land with its
// presence (A8) and pushes 1 explorer and 1 town from it; it may decline.
func TestMantleOfDread(t *testing.T) {
	st := bareGame(t, shadows, "A")
	put(t, st, "A8", Explorer, 2)
	put(t, st, "A8", Town, 2)
	put(t, st, "A3", Town, 1)
	st.usePower(0, st.powerIndex(t, 0, "mantle-of-dread"), false)
	answer(t, st, "target "+colour(0))
	if opts := asks(st); !sameSet(opts, []string{"choose land A5", "choose land A8", "stop"}) {
		t.Errorf("Mantle of Dread offers %q", opts)
	}
	answer(t, st, "choose land A8")
	answer(t, st, "push explorer to A7")
	answer(t, st, "push town to A6")
	if count(t, st, "A8", Explorer) != 1 || count(t, st, "A8", Town) != 1 || count(t, st, "A7", Explorer) != 1 ||
		count(t, st, "A6", Town) != 1 || st.fearPool != 2 || !st.q.empty() {
		t.Errorf("A8: %d explorers, %d towns; fear pool %d", count(t, st, "A8", Explorer), count(t, st, "A8", Town), st.fearPool)
	}
	st = bareGame(t, shadows, "A")
	put(t, st, "A8", Town, 1)
	cast(t, st, 0, "mantle-of-dread", colour(0), "stop")
	if count(t, st, "A8", Town) != 1 || st.fearPool != 2 {
		t.Errorf("declined: A8 towns %d, fear pool %d", count(t, st, "A8", Town), st.fearPool)
	}
}

// Darkness Swallows the Unwary, level by level, in A5 (range 1 from the
// sacred site A8), with an explorer and a town there and an explorer in A7.
func TestDarknessSwallowsTheUnwary(t *testing.T) {
	for _, c := range []struct {
		moon, fire, air  int8
		answers          []string
		explorers, towns int8
		fearPool         int8 // of 8
	}{
		// Level 1: an explorer gathered.
		{2, 1, 0, []string{"gather explorer from A7"}, 2, 1, 8},
		// Level 2: then up to 2 explorers destroyed, 1 fear each.
		{3, 2, 0, []string{"gather explorer from A7", "destroy explorer", "destroy explorer"}, 0, 1, 6},
		// Level 3: then 3 damage, 1 fear per invader it destroys: the
		// explorer left and the town (which gives its own fear too).
		{4, 3, 2, []string{"gather explorer from A7", "destroy explorer", "stop", "damage explorer"}, 0, 0, 4},
	} {
		st := bareGame(t, shadows+","+lightning, "AB")
		st.spirits[0].elements[Moon], st.spirits[0].elements[Fire], st.spirits[0].elements[Air] = c.moon, c.fire, c.air
		put(t, st, "A5", Explorer, 1)
		put(t, st, "A5", Town, 1)
		put(t, st, "A7", Explorer, 1)
		cast(t, st, 0, "darkness-swallows-the-unwary", "A5", c.answers...)
		if count(t, st, "A5", Explorer) != c.explorers || count(t, st, "A5", Town) != c.towns || st.fearPool != c.fearPool {
			t.Errorf("moon %d fire %d air %d: explorers %d, towns %d, fear pool %d; want %d, %d, %d", c.moon, c.fire, c.air,
				count(t, st, "A5", Explorer), count(t, st, "A5", Town), st.fearPool, c.explorers, c.towns, c.fearPool)
		}
	}
}

// Shadows of the Dahan: Concealing Shadows (range 0: A5 and A8) may target
// A2 or A1, which have dahan, paying 1 energy; not A3 (no dahan), and not
// without the energy. A target's other conditions still apply.
func TestShadowsOfTheDahan(t *testing.T) {
	st := bareGame(t, shadows, "A")
	put(t, st, "A2", Dahan, 1)
	put(t, st, "A1", Dahan, 1)
	cs := st.powerIndex(t, 0, "concealing-shadows")
	g := *st
	g.usePower(0, cs, false)
	if opts := asks(&g); slices.ContainsFunc(opts, func(s string) bool { return s != "target land A5" && s != "target land A8" }) {
		t.Errorf("without energy, Concealing Shadows targets %q", opts)
	}
	st.spirits[0].energy = 2
	st.usePower(0, cs, false)
	if opts := asks(st); !sameSet(opts, []string{"target land A5", "target land A8", "target land A1 paying 1 energy", "target land A2 paying 1 energy"}) {
		t.Errorf("with 2 energy, Concealing Shadows targets %q", opts)
	}
	answer(t, st, "target land A2 paying 1 energy")
	if st.spirits[0].energy != 1 || st.lands[st.land(t, "A2")].effects&dahanSafe == 0 || st.fearPool != 3 {
		t.Errorf("energy %d, A2 effects %b, fear pool %d", st.spirits[0].energy, st.lands[st.land(t, "A2")].effects, st.fearPool)
	}
	// A target that must be inland: A1 and A2 are coastal, A7 is not.
	put(t, st, "A7", Dahan, 1)
	in := st.inRange(0, Range{Source: FromPresence})
	var texts []string
	for _, a := range st.shadowsOfTheDahan(0, in, Target{Filter: Inland}, nil) {
		texts = append(texts, st.describe(0, a, "en"))
	}
	if !slices.Equal(texts, []string{"target land A7 paying 1 energy"}) {
		t.Errorf("inland targets paying: %q", texts)
	}
}
