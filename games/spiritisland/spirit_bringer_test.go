package spiritisland

import (
	"testing"

	"shima/engine"
)

// Bringer of Dreams and Nightmares starts with 2 presence in A7 (a sacred
// site), next to A5 and A8.
const bringer = "bringer-of-dreams-and-nightmares"

// Set-up, and its fourth growth option: a presence within 4 of its
// presence in a land with dahan or invaders, and 2 energy (+2 a turn).
func TestBringerGrowth(t *testing.T) {
	checkGrowth(t, bringer, map[string]int8{"A7": 2}, []growthCase{
		// Range 4 reaches every land, but only those with dahan or invaders
		// are offered: not A1 and A5 (empty) nor A4 (only blight).
		{actions: []string{"growth 4", "presence from card track to A2"}, energy: 4, cards: 1, plays: 2, hand: 3,
			presence:    map[string]int8{"A2": 1},
			alsoOffered: []string{"presence from energy track to A3", "presence from card track to A6", "presence from energy track to A8"},
			barred:      []string{"presence from energy track to A1", "presence from card track to A4", "presence from energy track to A5"}},
		{actions: []string{"growth 2", "reclaim Predatory Nightmares", "presence from energy track to A7"}, energy: 2, energyTrack: 1, plays: 2, hand: 4,
			presence: map[string]int8{"A7": 3}},
	})
}

// To Dream a Thousand Deaths, with Predatory Nightmares in A5: its 2
// damage "destroys" the town, which gives 2 fear and is pushed (to A4),
// not destroyed; the explorer, untouched, stays. Spent on the explorer
// instead, it is pushed for no fear, and the 1 damage left can "destroy"
// nothing.
func TestToDreamAThousandDeaths(t *testing.T) {
	st := bareGame(t, bringer, "A")
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", Explorer, 1)
	put(t, st, "A5", Dahan, 2)
	cast(t, st, 0, "predatory-nightmares", "A5", "damage town", "push town to A4", "stop")
	if count(t, st, "A5", Town) != 0 || count(t, st, "A4", Town) != 1 || count(t, st, "A5", Explorer) != 1 || st.fearPool != 2 {
		t.Errorf("towns A5 %d, A4 %d, explorers %d, fear pool %d; want 0, 1, 1, 2",
			count(t, st, "A5", Town), count(t, st, "A4", Town), count(t, st, "A5", Explorer), st.fearPool)
	}
	st = bareGame(t, bringer, "A")
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", Explorer, 1)
	cast(t, st, 0, "predatory-nightmares", "A5", "damage explorer", "push explorer to A1")
	if count(t, st, "A1", Explorer) != 1 || count(t, st, "A5", Town) != 1 || st.lands[st.land(t, "A5")].pieces[Town][2] != 1 || st.fearPool != 4 {
		t.Errorf("explorers A1 %d, towns A5 %d (undamaged %d), fear pool %d; want 1, 1, 1, 4",
			count(t, st, "A1", Explorer), count(t, st, "A5", Town), st.lands[st.land(t, "A5")].pieces[Town][2], st.fearPool)
	}
}

// A city "destroyed" by a dream stays and gives 5 fear (the pool of 4
// empties: a fear card is earned, 1 fear into the next pool); the same
// power cannot "destroy" it again with the 3 damage left. Dahan are never
// destroyed by Bringer's powers, and damage to each piece (as Raging Storm
// deals) "destroys" only those it would kill.
func TestDreamCities(t *testing.T) {
	st := bareGame(t, bringer, "A")
	put(t, st, "A5", City, 1)
	put(t, st, "A5", Dahan, 1)
	st.resolver = 0
	c := ctx{spirit: 0}
	a5 := st.land(t, "A5")
	st.q.push(damageWord(c, a5, 6), destroyWord(c, a5, dahan, 1, exactly))
	st.run(&st.q) // the city, the only piece: "destroyed" by itself
	if !st.q.empty() {
		t.Fatalf("asks %q after the city", asks(st))
	}
	if count(t, st, "A5", City) != 1 || count(t, st, "A5", Dahan) != 1 || st.nEarned != 1 || st.fearPool != 3 {
		t.Errorf("cities %d, dahan %d, earned %d, fear pool %d; want 1, 1, 1, 3",
			count(t, st, "A5", City), count(t, st, "A5", Dahan), st.nEarned, st.fearPool)
	}
	st = bareGame(t, bringer, "A")
	put(t, st, "A5", Town, 2)
	put(t, st, "A5", Explorer, 1)
	st.resolver = 0
	st.damageEach(st.land(t, "A5"), invaders, 1)
	st.run(&st.q)
	answer(t, st, "push explorer to A6")
	if count(t, st, "A5", Town) != 2 || st.lands[st.land(t, "A5")].pieces[Town][2] != 2 || count(t, st, "A6", Explorer) != 1 || st.fearPool != 4 {
		t.Errorf("1 damage each: towns %d (undamaged %d), explorers in A6 %d, fear pool %d", count(t, st, "A5", Town),
			st.lands[st.land(t, "A5")].pieces[Town][2], count(t, st, "A6", Explorer), st.fearPool)
	}
}

// Dread Apparitions on A5: Defend 1 for its own fear; then Predatory
// Nightmares' dream of the town there (2 fear) adds Defend 2. A town
// destroyed by the ravage's dahan later would add none (not a power).
func TestDreadApparitions(t *testing.T) {
	st := bareGame(t, bringer, "A")
	put(t, st, "A5", Town, 1)
	cast(t, st, 0, "dread-apparitions", "A5")
	a5 := &st.lands[st.land(t, "A5")]
	if a5.defend != 1 || st.fearPool != 3 {
		t.Fatalf("after Dread Apparitions: Defend %d, fear pool %d; want 1, 3", a5.defend, st.fearPool)
	}
	cast(t, st, 0, "predatory-nightmares", "A5", "push town to A4") // the town, by itself
	if a5.defend != 3 || st.fearPool != 1 {
		t.Errorf("after the dream: Defend %d, fear pool %d; want 3, 1", a5.defend, st.fearPool)
	}
	st.resolver = noSpirit
	put(t, st, "A5", Town, 1)
	st.destroy(st.land(t, "A5"), Town, 2)
	if a5.defend != 3 {
		t.Errorf("a town destroyed outside a power added Defend: %d", a5.defend)
	}
}

// Dreams of the Dahan: 1 fear per dahan, at most 3, where a town stands;
// or 2 dahan gathered.
func TestDreamsOfTheDahan(t *testing.T) {
	st := bareGame(t, bringer, "A")
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", Dahan, 4)
	cast(t, st, 0, "dreams-of-the-dahan", "A5", "1 fear per dahan (at most 3)")
	if st.fearPool != 1 {
		t.Errorf("fear pool %d, want 1", st.fearPool)
	}
	st = bareGame(t, bringer, "A")
	put(t, st, "A1", Dahan, 2)
	cast(t, st, 0, "dreams-of-the-dahan", "A5", "gather up to 2 dahan", "gather dahan from A1", "gather dahan from A1")
	if count(t, st, "A5", Dahan) != 2 {
		t.Errorf("%d dahan gathered, want 2", count(t, st, "A5", Dahan))
	}
}

// Night Terrors: 1 fear a level; with 3 moon, 2 air and 1 animal, 3 fear.
func TestNightTerrors(t *testing.T) {
	st := bareGame(t, bringer, "A")
	put(t, st, "A7", Explorer, 1)
	el := &st.spirits[0].elements
	el[Moon], el[Air], el[Animal] = 3, 2, 1
	cast(t, st, 0, "night-terrors", "A7")
	if st.fearPool != 1 {
		t.Errorf("fear pool %d, want 1", st.fearPool)
	}
}

// Spirits May Yet Dream: with 2 moon 2 air, the top card of the fear deck
// is turned face up (and keeps its place when determinized); with 3 moon
// and no air, the target spirit gains a moon, the only element it has.
func TestSpiritsMayYetDream(t *testing.T) {
	st := bareGame(t, bringer, "A")
	el := &st.spirits[0].elements
	el[Moon], el[Air] = 2, 2
	top := st.fearDeck[st.nFear-1]
	cast(t, st, 0, "spirits-may-yet-dream", "spirit red", "reveal the next face-down card of the fear deck")
	if st.revealed != 1<<top {
		t.Fatalf("revealed %b, want the top card %d", st.revealed, top)
	}
	for seed := range uint64(5) {
		r := engine.NewRand(seed)
		d := st.Determinize(0, &r).(*State)
		if d.fearDeck[d.nFear-1] != top {
			t.Errorf("seed %d: the revealed card moved", seed)
		}
	}
	st = bareGame(t, bringer, "A")
	st.spirits[0].elements[Moon] = 3
	cast(t, st, 0, "spirits-may-yet-dream", "spirit red", "moon")
	if st.spirits[0].elements[Moon] != 4 || st.revealed != 0 {
		t.Errorf("moon %d, revealed %b; want 4, none", st.spirits[0].elements[Moon], st.revealed)
	}
}

// Call on Midnight's Dream: 2 fear where invaders are; or, with 3 dahan in
// A7, a major gained; forgetting the card itself, Bringer gains 3 energy
// and may play the major at once, paying its cost and gaining its elements.
func TestCallOnMidnightsDream(t *testing.T) {
	st := bareGame(t, bringer, "A")
	put(t, st, "A7", Explorer, 1)
	cast(t, st, 0, "call-on-midnights-dream", "A7", "2 fear")
	if st.fearPool != 2 {
		t.Errorf("fear pool %d, want 2", st.fearPool)
	}
	st = bareGame(t, bringer, "A")
	put(t, st, "A7", Dahan, 3)
	st.spirits[0].energy = 10
	self := PowerByKey["call-on-midnights-dream"]
	st.spirits[0].hand.del(self)
	major := int(st.majors[st.nMajors-1])
	name := Powers[major].Name.EN
	cast(t, st, 0, "call-on-midnights-dream", "A7", "gain a major power", "choose "+name,
		"forget Call on Midnight's Dream", "choose "+name)
	sp := &st.spirits[0]
	if want := 13 - Powers[major].Cost; sp.energy != want || !sp.played.has(major) || !sp.unresolved.has(major) {
		t.Errorf("energy %d (want %d), played %v, unresolved %v", sp.energy, want, sp.played.has(major), sp.unresolved.has(major))
	}
	for e, n := range Powers[major].Elements {
		if sp.elements[e] != n {
			t.Errorf("%s: %d, want %d", elementTexts[e].EN, sp.elements[e], n)
		}
	}
}

// Bringer's Dreams of the Dahan on Ocean's Hungry Grasp's ocean A0 (in
// play: a coastal wetland for powers) gathers a dahan from A2: it drowns
// for real (Drowning is Ocean's rule, not Bringer's power), so no dahan
// stays in the ocean.
func TestDreamIntoTheOcean(t *testing.T) {
	st := oceanGame(t, oceanKey+","+bringer, "AB", "A1")
	st.movePresence(1, st.land(t, "B7"), st.land(t, "A1"))
	put(t, st, "A2", Dahan, 1)
	cast(t, st, 1, "dreams-of-the-dahan", "A0", "gather up to 2 dahan", "gather dahan from A2 to A0")
	if count(t, st, "A0", Dahan) != 0 || count(t, st, "A2", Dahan) != 0 {
		t.Errorf("dahan A0 %d, A2 %d; want 0, 0", count(t, st, "A0", Dahan), count(t, st, "A2", Dahan))
	}
}
