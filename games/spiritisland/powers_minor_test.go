package spiritisland

import (
	"slices"
	"testing"
)

// The minor powers, each resolved by Lightning's Swift Strike on board A
// (its 2 presence in A7, a sacred site: range 0 is A7; range 1 adds A5 and
// A8; range 2 adds A1, A4 and A6), with the pieces each example needs.

// Every minor power has an effect.
func TestEveryMinorHasAnEffect(t *testing.T) {
	n := 0
	for _, p := range Powers {
		if p.Deck != Minor {
			continue
		}
		n++
		if cardEffects[p.Key] == nil {
			t.Errorf("minor power %s has no effect", p.Key)
		}
	}
	if n != 36 {
		t.Errorf("%d minor powers, want 36", n)
	}
}

// fearOf is the fear generated since the game began: the cards earned and
// the markers taken from the pool.
func fearOf(st *State) int {
	full := FearPerPlayer * int(st.seats)
	return int(st.nEarned)*full + full - int(st.fearPool)
}

// withElements sets spirit s's elements this turn (pairs of element and count).
func withElements(st *State, s int8, els ...int8) {
	for i := 0; i < len(els); i += 2 {
		st.spirits[s].elements[els[i]] = els[i+1]
	}
}

// blight puts n blight on the land named (as set-up would: not from the pool).
func blight(t *testing.T, st *State, name string, n int8) {
	t.Helper()
	st.lands[st.land(t, name)].blight = n
}

// lnd is the land named, for reading what lies there.
func lnd(t *testing.T, st *State, name string) *landState {
	t.Helper()
	return &st.lands[st.land(t, name)]
}

// play applies the action typed, for whoever must decide, as a player would.
func play(t *testing.T, st *State, text string) {
	t.Helper()
	st.findToMove()
	a, err := st.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(st.ToMove()[0], a); err != nil {
		t.Fatal(err)
	}
}

func wantCounts(t *testing.T, st *State, what string, want map[string]map[Piece]int8) {
	t.Helper()
	for name, pieces := range want {
		for p, n := range pieces {
			if got := count(t, st, name, p); got != n {
				t.Errorf("%s: %d %s in %s, want %d", what, got, pieceNames[p].EN, name, n)
			}
		}
	}
}

// Call of the Dahan Ways: the explorer becomes a dahan; with 2 moon the
// spirit may take the town instead.
func TestCallOfTheDahanWays(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 1)
	put(t, st, "A5", Explorer, 1)
	put(t, st, "A5", Town, 1)
	cast(t, st, 0, "call-of-the-dahan-ways", "A5")
	wantCounts(t, st, "without moon", map[string]map[Piece]int8{"A5": {Dahan: 2, Explorer: 0, Town: 1}})

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 1)
	put(t, st, "A5", Explorer, 1)
	put(t, st, "A5", Town, 1)
	withElements(st, 0, int8(Moon), 2)
	cast(t, st, 0, "call-of-the-dahan-ways", "A5", "remove town")
	wantCounts(t, st, "with 2 moon", map[string]map[Piece]int8{"A5": {Dahan: 2, Explorer: 1, Town: 0}})
	if fearOf(st) != 0 {
		t.Errorf("replacing a town gave %d fear", fearOf(st))
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 1)
	put(t, st, "A5", Town, 1)
	cast(t, st, 0, "call-of-the-dahan-ways", "A5")
	wantCounts(t, st, "no explorer, no moon", map[string]map[Piece]int8{"A5": {Dahan: 1, Town: 1}})
}

// Call to Bloodshed: 2 dahan deal 2 damage (a town destroyed, 1 fear); or
// 3 dahan are gathered from around.
func TestCallToBloodshed(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", Explorer, 1)
	cast(t, st, 0, "call-to-bloodshed", "A5", "1 damage per dahan", "damage town", "damage damaged town")
	wantCounts(t, st, "damage", map[string]map[Piece]int8{"A5": {Town: 0, Explorer: 1, Dahan: 2}})
	if fearOf(st) != 1 {
		t.Errorf("fear %d, want 1", fearOf(st))
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 1)
	put(t, st, "A4", Dahan, 2)
	put(t, st, "A6", Dahan, 2)
	cast(t, st, 0, "call-to-bloodshed", "A5", "gather up to 3 dahan", "gather dahan from A4", "gather dahan from A4", "gather dahan from A6")
	wantCounts(t, st, "gather", map[string]map[Piece]int8{"A5": {Dahan: 4}, "A4": {Dahan: 0}, "A6": {Dahan: 1}})
}

// Call to Isolation: 2 dahan push 2 invaders (an explorer and a town); or
// 1 dahan is pushed.
func TestCallToIsolation(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A5", Explorer, 2)
	put(t, st, "A5", Town, 1)
	cast(t, st, 0, "call-to-isolation", "A5", "push 1 explorer or town per dahan", "push explorer to A1", "push town to A6")
	wantCounts(t, st, "invaders", map[string]map[Piece]int8{"A5": {Explorer: 1, Town: 0, Dahan: 2}, "A1": {Explorer: 1}, "A6": {Town: 1}})

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	cast(t, st, 0, "call-to-isolation", "A5", "push 1 dahan", "push dahan to A8")
	wantCounts(t, st, "dahan", map[string]map[Piece]int8{"A5": {Dahan: 1}, "A8": {Dahan: 1}})
}

// Call to Migrate: 3 dahan gathered into A5, then 1 of them pushed on.
func TestCallToMigrate(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A4", Dahan, 2)
	put(t, st, "A1", Dahan, 1)
	cast(t, st, 0, "call-to-migrate", "A5", "gather dahan from A4", "gather dahan from A4", "gather dahan from A1",
		"push dahan to A6", "stop")
	wantCounts(t, st, "migrate", map[string]map[Piece]int8{"A5": {Dahan: 2}, "A6": {Dahan: 1}, "A4": {Dahan: 0}, "A1": {Dahan: 0}})
}

// Call to Tend: a blight goes back to the blight card; or the dahan are
// pushed.
func TestCallToTend(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 1)
	blight(t, st, "A5", 2)
	pool := st.blightPool
	cast(t, st, 0, "call-to-tend", "A5", "remove 1 blight")
	if lnd(t, st, "A5").blight != 1 || st.blightPool != pool+1 {
		t.Errorf("blight %d, pool %d (was %d)", lnd(t, st, "A5").blight, st.blightPool, pool)
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 1)
	cast(t, st, 0, "call-to-tend", "A5", "push up to 3 dahan", "push dahan to A8")
	wantCounts(t, st, "push", map[string]map[Piece]int8{"A5": {Dahan: 0}, "A8": {Dahan: 1}})
}

// Dark and Tangled Woods: 2 fear; Defend 3 in a jungle, none in a wetland.
func TestDarkAndTangledWoods(t *testing.T) {
	st := bareGame(t, lightning, "A")
	cast(t, st, 0, "dark-and-tangled-woods", "A8")
	if fearOf(st) != 2 || lnd(t, st, "A8").defend != 3 {
		t.Errorf("jungle: fear %d, defend %d", fearOf(st), lnd(t, st, "A8").defend)
	}
	st = bareGame(t, lightning, "A")
	cast(t, st, 0, "dark-and-tangled-woods", "A5")
	if fearOf(st) != 2 || lnd(t, st, "A5").defend != 0 {
		t.Errorf("wetland: fear %d, defend %d", fearOf(st), lnd(t, st, "A5").defend)
	}
}

// Delusions of Danger: an explorer pushed; or 2 fear.
func TestDelusionsOfDanger(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 2)
	cast(t, st, 0, "delusions-of-danger", "A5", "push 1 explorer", "push explorer to A4")
	wantCounts(t, st, "push", map[string]map[Piece]int8{"A5": {Explorer: 1}, "A4": {Explorer: 1}})
	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 2)
	cast(t, st, 0, "delusions-of-danger", "A5", "2 fear")
	if fearOf(st) != 2 || count(t, st, "A5", Explorer) != 2 {
		t.Errorf("fear %d, explorers %d", fearOf(st), count(t, st, "A5", Explorer))
	}
}

// Devouring Ants: in the sands, 1 fear, 2 damage (a town destroyed: 1 fear
// more) and a dahan destroyed; in a wetland only 1 damage.
func TestDevouringAnts(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A7", Town, 1)
	put(t, st, "A7", Dahan, 2)
	cast(t, st, 0, "devouring-ants", "A7")
	if count(t, st, "A7", Town) != 0 || count(t, st, "A7", Dahan) != 1 || fearOf(st) != 2 {
		t.Errorf("sands: towns %d, dahan %d, fear %d", count(t, st, "A7", Town), count(t, st, "A7", Dahan), fearOf(st))
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", Dahan, 2)
	cast(t, st, 0, "devouring-ants", "A5")
	if lnd(t, st, "A5").pieces[Town][1] != 1 || count(t, st, "A5", Dahan) != 1 || fearOf(st) != 1 {
		t.Errorf("wetland: damaged towns %d, dahan %d, fear %d", lnd(t, st, "A5").pieces[Town][1], count(t, st, "A5", Dahan), fearOf(st))
	}
}

// Drift Down into Slumber: Defend 4 in the sands, 1 in a wetland.
func TestDriftDownIntoSlumber(t *testing.T) {
	st := bareGame(t, lightning, "A")
	cast(t, st, 0, "drift-down-into-slumber", "A7")
	cast(t, st, 0, "drift-down-into-slumber", "A5")
	if lnd(t, st, "A7").defend != 4 || lnd(t, st, "A5").defend != 1 {
		t.Errorf("defend sands %d, wetland %d", lnd(t, st, "A7").defend, lnd(t, st, "A5").defend)
	}
}

// Drought on 4 towns and a city: 3 towns destroyed (3 fear), the last town
// and the city damaged, a blight added; with 3 sun the city is destroyed
// too (2 fear more).
func TestDrought(t *testing.T) {
	for _, sun := range []int8{0, 3} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 4)
		put(t, st, "A5", City, 1)
		pool := st.blightPool
		withElements(st, 0, int8(Sun), sun)
		cast(t, st, 0, "drought", "A5")
		a5 := lnd(t, st, "A5")
		if a5.count(Town) != 1 || a5.pieces[Town][1] != 1 || a5.blight != 1 || st.blightPool != pool-1 {
			t.Errorf("sun %d: towns %d (damaged %d), blight %d, pool %d", sun, a5.count(Town), a5.pieces[Town][1], a5.blight, st.blightPool)
		}
		wantCities, wantFear := int8(1), 3
		if sun == 3 {
			wantCities, wantFear = 0, 5
		}
		if a5.count(City) != wantCities || a5.pieces[City][2] != wantCities || fearOf(st) != wantFear {
			t.Errorf("sun %d: cities %d (2 health left: %d), fear %d; want %d cities, %d fear", sun, a5.count(City), a5.pieces[City][2], fearOf(st), wantCities, wantFear)
		}
	}
}

// Elemental Boon on River: River picks sun, fire and water (never one
// twice) and both spirits have them; on Lightning itself, only Lightning.
func TestElementalBoon(t *testing.T) {
	st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	before0, before1 := st.spirits[0].elements, st.spirits[1].elements
	usePowerOn(t, st, 0, "elemental-boon", "target spirit blue")
	answer(t, st, "sun")
	answer(t, st, "fire")
	if got := asks(st); slices.Contains(got, "sun") || slices.Contains(got, "fire") || len(got) != 6 {
		t.Errorf("third element offered: %q", got)
	}
	if m := st.ToMove(); len(m) != 1 || m[0] != 1 {
		t.Errorf("the choice is %v's, want River's (1)", m)
	}
	answer(t, st, "water")
	for s, before := range []Elements{before0, before1} {
		got := st.spirits[s].elements
		for e := range elements {
			want := before[e]
			if e == Sun || e == Fire || e == Water {
				want++
			}
			if got[e] != want {
				t.Errorf("spirit %d has %d %s, want %d", s, got[e], elementTexts[e].EN, want)
			}
		}
	}

	st = bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	before0, before1 = st.spirits[0].elements, st.spirits[1].elements
	cast(t, st, 0, "elemental-boon", "spirit red", "moon", "air", "plant")
	if st.spirits[0].elements[Air] != before0[Air]+1 || st.spirits[1].elements != before1 {
		t.Errorf("self-target: Lightning air %d (was %d), River changed: %v", st.spirits[0].elements[Air], before0[Air], st.spirits[1].elements != before1)
	}
}

// Encompassing Ward: Defend 2 in each land of Lightning's presence.
func TestEncompassingWard(t *testing.T) {
	st := bareGame(t, lightning, "A")
	lnd(t, st, "A1").presence[0] = 1
	cast(t, st, 0, "encompassing-ward", "spirit red")
	if lnd(t, st, "A7").defend != 2 || lnd(t, st, "A1").defend != 2 || lnd(t, st, "A5").defend != 0 {
		t.Errorf("defend A7 %d, A1 %d, A5 %d", lnd(t, st, "A7").defend, lnd(t, st, "A1").defend, lnd(t, st, "A5").defend)
	}
}

// Enticing Splendor: a town gathered into A7; or 2 dahan.
func TestEnticingSplendor(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 1)
	put(t, st, "A5", Town, 1)
	cast(t, st, 0, "enticing-splendor", "A7", "gather 1 explorer or town", "gather town from A5")
	wantCounts(t, st, "invader", map[string]map[Piece]int8{"A7": {Town: 1, Explorer: 0}, "A5": {Town: 0, Explorer: 1}})
	st = bareGame(t, lightning, "A")
	put(t, st, "A8", Dahan, 3)
	cast(t, st, 0, "enticing-splendor", "A7", "gather up to 2 dahan", "gather dahan from A8", "gather dahan from A8")
	wantCounts(t, st, "dahan", map[string]map[Piece]int8{"A7": {Dahan: 2}, "A8": {Dahan: 1}})
}

// Entrancing Apparitions: Defend 2, and into an empty land 2 explorers
// gathered; where a town stands, only the Defend.
func TestEntrancingApparitions(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 2)
	put(t, st, "A7", Explorer, 1)
	cast(t, st, 0, "entrancing-apparitions", "A8", "gather explorer from A5", "gather explorer from A7")
	wantCounts(t, st, "empty land", map[string]map[Piece]int8{"A8": {Explorer: 2}, "A5": {Explorer: 1}, "A7": {Explorer: 0}})
	if lnd(t, st, "A8").defend != 2 {
		t.Errorf("defend %d", lnd(t, st, "A8").defend)
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 2)
	put(t, st, "A8", Town, 1)
	cast(t, st, 0, "entrancing-apparitions", "A8")
	wantCounts(t, st, "with a town", map[string]map[Piece]int8{"A8": {Explorer: 0}, "A5": {Explorer: 2}})
}

// Gift of Constancy on River: River gains 2 energy; when time passes,
// Lightning keeps Steam Vents in hand and River declines to keep one.
func TestGiftOfConstancy(t *testing.T) {
	st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	energy := st.spirits[1].energy
	steam, wash := PowerByKey["steam-vents"], PowerByKey["wash-away"]
	gift := PowerByKey["gift-of-constancy"]
	st.spirits[0].played.add(steam)
	st.spirits[1].hand.del(wash)
	st.spirits[1].played.add(wash)
	cast(t, st, 0, "gift-of-constancy", "spirit blue")
	if st.spirits[1].energy != energy+2 {
		t.Errorf("River's energy %d, want %d", st.spirits[1].energy, energy+2)
	}
	put(t, st, "A4", City, 1) // the invaders are not beaten yet
	st.step = stepSlow
	st.proceed()
	if got := asks(st); !slices.Equal(got, []string{"reclaim Gift of Constancy", "reclaim Steam Vents", "stop"}) {
		t.Fatalf("Lightning is asked %q", got)
	}
	play(t, st, "reclaim Steam Vents")
	if got := asks(st); !slices.Equal(got, []string{"reclaim Wash Away", "stop"}) {
		t.Fatalf("River is asked %q", got)
	}
	play(t, st, "stop")
	if st.step != stepSpirit {
		t.Fatalf("time has not passed: step %d", st.step)
	}
	l, r := &st.spirits[0], &st.spirits[1]
	if !l.hand.has(steam) || l.discard.has(steam) || !l.discard.has(gift) || !r.discard.has(wash) || r.hand.has(wash) {
		t.Errorf("Lightning: Steam Vents in hand %v, Gift in discard %v; River: Wash Away discarded %v",
			l.hand.has(steam), l.discard.has(gift), r.discard.has(wash))
	}
}

// Gift of Living Energy: 1 energy to Lightning itself; 2 to River; 3 once
// Lightning has 2 sacred sites.
func TestGiftOfLivingEnergy(t *testing.T) {
	st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	e0, e1 := st.spirits[0].energy, st.spirits[1].energy
	cast(t, st, 0, "gift-of-living-energy", "spirit red")
	cast(t, st, 0, "gift-of-living-energy", "spirit blue")
	lnd(t, st, "A5").presence[0] = 2
	cast(t, st, 0, "gift-of-living-energy", "spirit blue")
	if st.spirits[0].energy != e0+1 || st.spirits[1].energy != e1+2+3 {
		t.Errorf("energy: Lightning +%d (want 1), River +%d (want 5)", st.spirits[0].energy-e0, st.spirits[1].energy-e1)
	}
}

// Gift of Power: River draws 4 minor powers and keeps the one it picks.
func TestGiftOfPower(t *testing.T) {
	st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	usePowerOn(t, st, 0, "gift-of-power", "target spirit blue")
	got := asks(st)
	if len(got) != 4 || st.ToMove()[0] != 1 {
		t.Fatalf("River is offered %q (to move %v)", got, st.ToMove())
	}
	c := int(st.spirits[1].drawn[2])
	answer(t, st, got[2])
	if !st.spirits[1].hand.has(c) || Powers[c].Deck != Minor || st.spirits[1].nDrawn != 0 {
		t.Errorf("River's hand lacks %s (a %d-deck card)", Powers[c].Key, Powers[c].Deck)
	}
	discarded := 0
	for i := range Powers {
		if st.discarded.has(i) {
			discarded++
		}
	}
	if discarded != 3 {
		t.Errorf("%d cards discarded, want the 3 not kept", discarded)
	}
}

// usePowerOn begins power key of spirit s, played, and targets as typed.
func usePowerOn(t *testing.T, st *State, s int8, key, target string) {
	t.Helper()
	pw := st.powerIndex(t, s, key)
	st.spirits[s].played.add(int(pw))
	st.spirits[s].unresolved.add(int(pw))
	st.usePower(s, pw, false)
	answer(t, st, target)
}

// Gnawing Rootbiters: 2 of 3 towns pushed.
func TestGnawingRootbiters(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Town, 3)
	cast(t, st, 0, "gnawing-rootbiters", "A5", "push town to A1", "push town to A6")
	wantCounts(t, st, "", map[string]map[Piece]int8{"A5": {Town: 1}, "A1": {Town: 1}, "A6": {Town: 1}})
}
