package spiritisland

import (
	"slices"
	"testing"

	"shima/engine"
)

// Land of Haunts and Embers: on a clean land, 2 fear, 2 invaders pushed, a
// blight added; on blight, 4 fear, 4 pushed, and the blight cascades.
func TestLandOfHauntsAndEmbers(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 2)
	put(t, st, "A5", Town, 1)
	cast(t, st, 0, "land-of-haunts-and-embers", "A5", "push explorer to A1", "push town to A6")
	wantCounts(t, st, "clean", map[string]map[Piece]int8{"A5": {Explorer: 1, Town: 0}, "A1": {Explorer: 1}, "A6": {Town: 1}})
	if fearOf(st) != 2 || lnd(t, st, "A5").blight != 1 {
		t.Errorf("clean: fear %d, blight %d", fearOf(st), lnd(t, st, "A5").blight)
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 3)
	put(t, st, "A5", Town, 2)
	blight(t, st, "A5", 1)
	cast(t, st, 0, "land-of-haunts-and-embers", "A5", "push explorer to A1", "push explorer to A1", "push explorer to A1",
		"push town to A4", "blight to A6")
	wantCounts(t, st, "blighted", map[string]map[Piece]int8{"A5": {Explorer: 0, Town: 1}, "A1": {Explorer: 3}, "A4": {Town: 1}})
	if fearOf(st) != 4 || lnd(t, st, "A5").blight != 2 || lnd(t, st, "A6").blight != 1 {
		t.Errorf("blighted: fear %d, blight A5 %d, A6 %d", fearOf(st), lnd(t, st, "A5").blight, lnd(t, st, "A6").blight)
	}
}

// Lure of the Unknown: a town gathered into an empty land 2 away.
func TestLureOfTheUnknown(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A4", Explorer, 1)
	put(t, st, "A6", Town, 1)
	cast(t, st, 0, "lure-of-the-unknown", "A1", "gather town from A6")
	wantCounts(t, st, "", map[string]map[Piece]int8{"A1": {Town: 1, Explorer: 0}, "A6": {Town: 0}, "A4": {Explorer: 1}})
}

// Nature's Resilience: Defend 6; with 2 water a blight may go instead.
func TestNaturesResilience(t *testing.T) {
	st := bareGame(t, lightning, "A")
	blight(t, st, "A5", 1)
	cast(t, st, 0, "natures-resilience", "A5")
	if lnd(t, st, "A5").defend != 6 || lnd(t, st, "A5").blight != 1 {
		t.Errorf("without water: defend %d, blight %d", lnd(t, st, "A5").defend, lnd(t, st, "A5").blight)
	}
	st = bareGame(t, lightning, "A")
	blight(t, st, "A5", 1)
	pool := st.blightPool
	withElements(st, 0, int8(Water), 2)
	cast(t, st, 0, "natures-resilience", "A5", "remove 1 blight")
	if lnd(t, st, "A5").defend != 0 || lnd(t, st, "A5").blight != 0 || st.blightPool != pool+1 {
		t.Errorf("with 2 water: defend %d, blight %d, pool %d (was %d)", lnd(t, st, "A5").defend, lnd(t, st, "A5").blight, st.blightPool, pool)
	}
}

// Pull Beneath the Hungry Earth: in Lightning's sands, 1 fear and 2 damage;
// in a wetland without its presence, 1 damage; in a jungle without it,
// nothing.
func TestPullBeneathTheHungryEarth(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A7", Explorer, 2)
	put(t, st, "A5", Town, 1)
	put(t, st, "A8", Explorer, 1)
	cast(t, st, 0, "pull-beneath-the-hungry-earth", "A7")
	if count(t, st, "A7", Explorer) != 0 || fearOf(st) != 1 {
		t.Errorf("A7: %d explorers, fear %d", count(t, st, "A7", Explorer), fearOf(st))
	}
	cast(t, st, 0, "pull-beneath-the-hungry-earth", "A5")
	cast(t, st, 0, "pull-beneath-the-hungry-earth", "A8")
	if lnd(t, st, "A5").pieces[Town][1] != 1 || count(t, st, "A8", Explorer) != 1 || fearOf(st) != 1 {
		t.Errorf("A5 damaged towns %d, A8 explorers %d, fear %d", lnd(t, st, "A5").pieces[Town][1], count(t, st, "A8", Explorer), fearOf(st))
	}
}

// Purifying Flame: 2 blight in a jungle deal 2 damage (a town destroyed);
// in the sands the spirit may remove the blight instead.
func TestPurifyingFlame(t *testing.T) {
	st := bareGame(t, lightning, "A")
	blight(t, st, "A8", 2)
	put(t, st, "A8", Town, 1)
	put(t, st, "A8", Explorer, 1)
	cast(t, st, 0, "purifying-flame", "A8", "damage town", "damage damaged town")
	wantCounts(t, st, "jungle", map[string]map[Piece]int8{"A8": {Town: 0, Explorer: 1}})
	if fearOf(st) != 1 || lnd(t, st, "A8").blight != 2 {
		t.Errorf("jungle: fear %d, blight %d", fearOf(st), lnd(t, st, "A8").blight)
	}

	for _, c := range []struct {
		choice            string
		explorers, blight int8
	}{{"1 damage per blight", 0, 1}, {"remove 1 blight", 1, 0}} {
		st = bareGame(t, lightning, "A")
		blight(t, st, "A7", 1)
		put(t, st, "A7", Explorer, 1)
		cast(t, st, 0, "purifying-flame", "A7", c.choice)
		if count(t, st, "A7", Explorer) != c.explorers || lnd(t, st, "A7").blight != c.blight {
			t.Errorf("sands, %s: explorers %d, blight %d", c.choice, count(t, st, "A7", Explorer), lnd(t, st, "A7").blight)
		}
	}
}

// Quicken the Earth's Struggles: each town and city in A7 takes 1 damage
// (the explorer none); or Defend 10.
func TestQuickenTheEarthsStruggles(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A7", Town, 2)
	put(t, st, "A7", City, 1)
	put(t, st, "A7", Explorer, 1)
	cast(t, st, 0, "quicken-the-earths-struggles", "A7", "1 damage to each town and city")
	a7 := lnd(t, st, "A7")
	if a7.pieces[Town][1] != 2 || a7.pieces[City][2] != 1 || a7.count(Explorer) != 1 {
		t.Errorf("damaged towns %d, cities with 2 health %d, explorers %d", a7.pieces[Town][1], a7.pieces[City][2], a7.count(Explorer))
	}
	st = bareGame(t, lightning, "A")
	cast(t, st, 0, "quicken-the-earths-struggles", "A7", "defend 10")
	if lnd(t, st, "A7").defend != 10 {
		t.Errorf("defend %d", lnd(t, st, "A7").defend)
	}
}

// Rain of Blood: 3 fear where a town and a city stand, 2 where one town.
func TestRainOfBlood(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", City, 1)
	put(t, st, "A8", Town, 1)
	put(t, st, "A8", Explorer, 3)
	cast(t, st, 0, "rain-of-blood", "A5")
	if fearOf(st) != 3 {
		t.Errorf("town and city: fear %d, want 3", fearOf(st))
	}
	cast(t, st, 0, "rain-of-blood", "A8")
	if fearOf(st) != 5 {
		t.Errorf("one town: fear %d in all, want 5", fearOf(st))
	}
}

// targets lists the lands power key may target for spirit s now.
func targets(t *testing.T, st *State, s int8, key string) []string {
	t.Helper()
	pw := st.powerIndex(t, s, key)
	levels := int8(0)
	if ths := Powers[pw].Thresholds; len(ths) > 0 && st.spirits[s].elements.Meets(&ths[0].Elements) {
		levels = 1
	}
	var out []string
	for _, a := range st.targetOptions(&task{op: opTarget, spirit: s, land: NoLand, arg: pw, arg2: levels}, nil) {
		out = append(out, st.describe(s, a, engine.EN))
	}
	return out
}

// Reaching Grasp: Steam Vents (range 0) reaches A1, two lands away, for
// the rest of the turn; time passing ends it.
func TestReachingGrasp(t *testing.T) {
	st := bareGame(t, lightning, "A")
	if got := targets(t, st, 0, "steam-vents"); !slices.Equal(got, []string{"target land A7"}) {
		t.Errorf("before: Steam Vents targets %q", got)
	}
	cast(t, st, 0, "reaching-grasp", "spirit red")
	put(t, st, "A1", Explorer, 1)
	cast(t, st, 0, "steam-vents", "A1")
	if count(t, st, "A1", Explorer) != 0 {
		t.Errorf("the explorer in A1 is still there")
	}
	st.timePasses()
	if got := targets(t, st, 0, "steam-vents"); !slices.Equal(got, []string{"target land A7"}) {
		t.Errorf("next turn: Steam Vents targets %q", got)
	}
}

// Rouse the Trees and Stones: 2 damage destroy a town (1 fear), then an
// explorer is pushed.
func TestRouseTheTreesAndStones(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", Town, 1)
	put(t, st, "A8", Explorer, 2)
	cast(t, st, 0, "rouse-the-trees-and-stones", "A8", "damage town", "damage damaged town", "push explorer to A5")
	wantCounts(t, st, "", map[string]map[Piece]int8{"A8": {Town: 0, Explorer: 1}, "A5": {Explorer: 1}})
	if fearOf(st) != 1 {
		t.Errorf("fear %d", fearOf(st))
	}
}

// Sap the Strength of Multitudes: Defend 5 in A7 only; with 1 air, A8 (1
// away) may be its target.
func TestSapTheStrengthOfMultitudes(t *testing.T) {
	st := bareGame(t, lightning, "A")
	if got := targets(t, st, 0, "sap-the-strength-of-multitudes"); !slices.Equal(got, []string{"target land A7"}) {
		t.Errorf("without air: targets %q", got)
	}
	cast(t, st, 0, "sap-the-strength-of-multitudes", "A7")
	withElements(st, 0, int8(Air), 1)
	cast(t, st, 0, "sap-the-strength-of-multitudes", "A8")
	if lnd(t, st, "A7").defend != 5 || lnd(t, st, "A8").defend != 5 {
		t.Errorf("defend A7 %d, A8 %d", lnd(t, st, "A7").defend, lnd(t, st, "A8").defend)
	}
}

// Savage Mawbeasts: in a jungle 1 fear and 1 damage (2 with 3 animal); in
// the sands nothing (1 damage with 3 animal).
func TestSavageMawbeasts(t *testing.T) {
	for _, c := range []struct {
		land      string
		animal    int8
		explorers int8
		fear      int
	}{{"A8", 0, 1, 1}, {"A8", 3, 0, 1}, {"A7", 0, 2, 0}, {"A7", 3, 1, 0}} {
		st := bareGame(t, lightning, "A")
		put(t, st, c.land, Explorer, 2)
		withElements(st, 0, int8(Animal), c.animal)
		cast(t, st, 0, "savage-mawbeasts", c.land)
		if count(t, st, c.land, Explorer) != c.explorers || fearOf(st) != c.fear {
			t.Errorf("%s, %d animal: %d explorers, fear %d; want %d, %d", c.land, c.animal, count(t, st, c.land, Explorer), fearOf(st), c.explorers, c.fear)
		}
	}
}

// Shadows of the Burning Forest: 2 fear; in a jungle also an explorer and a
// town pushed.
func TestShadowsOfTheBurningForest(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A7", Explorer, 1)
	cast(t, st, 0, "shadows-of-the-burning-forest", "A7")
	if fearOf(st) != 2 || count(t, st, "A7", Explorer) != 1 {
		t.Errorf("sands: fear %d, explorers %d", fearOf(st), count(t, st, "A7", Explorer))
	}
	st = bareGame(t, lightning, "A")
	lnd(t, st, "A8").presence[0] = 1
	put(t, st, "A8", Explorer, 2)
	put(t, st, "A8", Town, 1)
	cast(t, st, 0, "shadows-of-the-burning-forest", "A8", "push explorer to A5", "push town to A7")
	wantCounts(t, st, "jungle", map[string]map[Piece]int8{"A8": {Explorer: 1, Town: 0}, "A5": {Explorer: 1}, "A7": {Town: 1}})
	if fearOf(st) != 2 {
		t.Errorf("jungle: fear %d", fearOf(st))
	}
}

// Song of Sanctity: both explorers pushed out of the jungle (its blight
// stays); with no explorer, the blight goes.
func TestSongOfSanctity(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", Explorer, 2)
	blight(t, st, "A8", 1)
	cast(t, st, 0, "song-of-sanctity", "A8", "push explorer to A5", "push explorer to A6")
	wantCounts(t, st, "explorers", map[string]map[Piece]int8{"A8": {Explorer: 0}, "A5": {Explorer: 1}, "A6": {Explorer: 1}})
	if lnd(t, st, "A8").blight != 1 {
		t.Errorf("blight %d", lnd(t, st, "A8").blight)
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A8", Town, 1)
	blight(t, st, "A8", 1)
	cast(t, st, 0, "song-of-sanctity", "A8")
	if lnd(t, st, "A8").blight != 0 || count(t, st, "A8", Town) != 1 {
		t.Errorf("no explorer: blight %d, towns %d", lnd(t, st, "A8").blight, count(t, st, "A8", Town))
	}
}

// Steam Vents: the explorer destroyed; with 3 earth the town may be instead
// (1 fear).
func TestSteamVents(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A7", Explorer, 1)
	put(t, st, "A7", Town, 1)
	cast(t, st, 0, "steam-vents", "A7")
	wantCounts(t, st, "without earth", map[string]map[Piece]int8{"A7": {Explorer: 0, Town: 1}})
	st = bareGame(t, lightning, "A")
	put(t, st, "A7", Explorer, 1)
	put(t, st, "A7", Town, 1)
	withElements(st, 0, int8(Earth), 3)
	cast(t, st, 0, "steam-vents", "A7", "destroy town")
	wantCounts(t, st, "with 3 earth", map[string]map[Piece]int8{"A7": {Explorer: 1, Town: 0}})
	if fearOf(st) != 1 {
		t.Errorf("fear %d", fearOf(st))
	}
}

// Uncanny Melting: in a wetland with an explorer, 1 fear and a blight gone;
// in a jungle, the fear only; in an empty wetland, the blight only.
func TestUncannyMelting(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 1)
	blight(t, st, "A5", 1)
	put(t, st, "A8", Explorer, 1)
	blight(t, st, "A8", 1)
	cast(t, st, 0, "uncanny-melting", "A5")
	cast(t, st, 0, "uncanny-melting", "A8")
	if fearOf(st) != 2 || lnd(t, st, "A5").blight != 0 || lnd(t, st, "A8").blight != 1 {
		t.Errorf("fear %d, blight A5 %d, A8 %d", fearOf(st), lnd(t, st, "A5").blight, lnd(t, st, "A8").blight)
	}
	st = bareGame(t, lightning, "A")
	blight(t, st, "A5", 1)
	cast(t, st, 0, "uncanny-melting", "A5")
	if fearOf(st) != 0 || lnd(t, st, "A5").blight != 0 {
		t.Errorf("empty wetland: fear %d, blight %d", fearOf(st), lnd(t, st, "A5").blight)
	}
}

// Veil the Night's Hunt: 2 dahan hit an explorer and the damaged town (1
// fear), never one piece twice; 2 dahan against 2 towns only damage both;
// 3 dahan against 2 towns hit each; or the dahan are pushed.
func TestVeilTheNightsHunt(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A5", Explorer, 1)
	put(t, st, "A5", Town, 1)
	lnd(t, st, "A5").pieces[Town][1] = 1
	usePowerOn(t, st, 0, "veil-the-nights-hunt", "target land A5")
	answer(t, st, "each dahan deals 1 damage")
	if got := asks(st); !slices.Equal(got, []string{"damage 0 explorers", "damage 1 explorer"}) {
		t.Errorf("explorers: asked %q", got)
	}
	answer(t, st, "damage 1 explorer")
	answer(t, st, "damage 1 damaged town")
	a5 := lnd(t, st, "A5")
	if !st.q.empty() || a5.count(Explorer) != 0 || a5.pieces[Town][1] != 0 || a5.pieces[Town][2] != 1 || fearOf(st) != 1 {
		t.Errorf("explorers %d, damaged towns %d, towns %d, fear %d", a5.count(Explorer), a5.pieces[Town][1], a5.pieces[Town][2], fearOf(st))
	}

	for _, d := range []int8{2, 3} {
		st = bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, d)
		put(t, st, "A5", Town, 2)
		put(t, st, "A5", Explorer, d-2)
		cast(t, st, 0, "veil-the-nights-hunt", "A5", "each dahan deals 1 damage")
		if a5 := lnd(t, st, "A5"); a5.pieces[Town][1] != 2 || a5.count(Explorer) != 0 || fearOf(st) != 0 {
			t.Errorf("%d dahan: damaged towns %d, explorers %d, fear %d", d, a5.pieces[Town][1], a5.count(Explorer), fearOf(st))
		}
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	cast(t, st, 0, "veil-the-nights-hunt", "A5", "push up to 3 dahan", "push dahan to A1", "stop")
	wantCounts(t, st, "push", map[string]map[Piece]int8{"A5": {Dahan: 1}, "A1": {Dahan: 1}})
}

// Visions of Fiery Doom: 1 fear and the town pushed; 2 fear with 2 fire.
func TestVisionsOfFieryDoom(t *testing.T) {
	for _, fire := range []int8{0, 2} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A7", Town, 1)
		withElements(st, 0, int8(Fire), fire)
		cast(t, st, 0, "visions-of-fiery-doom", "A7", "push town to A8")
		wantCounts(t, st, "", map[string]map[Piece]int8{"A7": {Town: 0}, "A8": {Town: 1}})
		if want := 1 + int(fire/2); fearOf(st) != want {
			t.Errorf("%d fire: fear %d, want %d", fire, fearOf(st), want)
		}
	}
}

// Voracious Growth: 2 damage destroy a town (1 fear); or a blight goes.
func TestVoraciousGrowth(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", Town, 1)
	blight(t, st, "A8", 1)
	cast(t, st, 0, "voracious-growth", "A8", "2 damage")
	if count(t, st, "A8", Town) != 0 || fearOf(st) != 1 || lnd(t, st, "A8").blight != 1 {
		t.Errorf("damage: towns %d, fear %d, blight %d", count(t, st, "A8", Town), fearOf(st), lnd(t, st, "A8").blight)
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Town, 1)
	blight(t, st, "A5", 1)
	cast(t, st, 0, "voracious-growth", "A5", "remove 1 blight")
	if count(t, st, "A5", Town) != 1 || lnd(t, st, "A5").blight != 0 {
		t.Errorf("blight: towns %d, blight %d", count(t, st, "A5", Town), lnd(t, st, "A5").blight)
	}
}
