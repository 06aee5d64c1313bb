package spiritisland

import (
	"testing"

	"shima/engine/enginetest"
)

// To Dream a Thousand Deaths against England at level 5 (towns 3 health,
// cities 4): Predatory Nightmares' 2 damage in A5 "destroys" the explorer
// only, the town being out of its reach; 3 damage "destroys" the town (2
// fear, pushed to A4 undamaged). 5 damage "destroys" a city (4 health: 5
// fear, it stays, marked with 4 health in the position) and then the
// explorer.
func TestDreamLocalAutonomy(t *testing.T) {
	st := bareGame(t, bringer, "A", "adversary=england", "level=5")
	a5 := st.land(t, "A5")
	put(t, st, "A5", Town, 1)
	put(t, st, "A5", Explorer, 1)
	cast(t, st, 0, "predatory-nightmares", "A5", "push explorer to A1")
	if st.lands[a5].pieces[Town][3] != 1 || count(t, st, "A1", Explorer) != 1 || st.fearPool != 4 {
		t.Errorf("2 damage: A5 undamaged towns %d, A1 explorers %d, fear pool %d; want 1, 1, 4",
			st.lands[a5].pieces[Town][3], count(t, st, "A1", Explorer), st.fearPool)
	}

	st = bareGame(t, bringer, "A", "adversary=england", "level=5")
	put(t, st, "A5", Town, 1)
	st.resolver = 0
	st.q.push(damageWord(ctx{spirit: 0}, a5, 3))
	st.run(&st.q)
	answer(t, st, "push town to A4")
	if count(t, st, "A5", Town) != 0 || st.lands[st.land(t, "A4")].pieces[Town][3] != 1 || st.fearPool != 2 {
		t.Errorf("3 damage: A5 towns %d, A4 undamaged towns %d, fear pool %d; want 0, 1, 2",
			count(t, st, "A5", Town), st.lands[st.land(t, "A4")].pieces[Town][3], st.fearPool)
	}

	st = bareGame(t, bringer, "A", "adversary=england", "level=5")
	put(t, st, "A5", City, 1)
	put(t, st, "A5", Explorer, 1)
	st.resolver = 0
	st.q.push(damageWord(ctx{spirit: 0}, a5, 5))
	st.run(&st.q)
	answer(t, st, "damage city")
	if st.lands[a5].pieces[City][4] != 1 || st.nDreamt != 1 || st.nEarned != 1 {
		t.Fatalf("the city: %v, dreamt %d, earned %d; want 1 with 4 health, 1, 1", st.lands[a5].pieces[City], st.nDreamt, st.nEarned)
	}
	roundTrip(t, st) // "dreamt": A5 with 4 health
	answer(t, st, "push explorer to A4")
	if count(t, st, "A4", Explorer) != 1 || !st.q.empty() {
		t.Errorf("the explorer: A4 %d, still asks %q", count(t, st, "A4", Explorer), asks(st))
	}
}

// Drowning against England at level 5, 2 players: a town drowned counts
// its 3 health on Ocean's panel: 1 energy, 1 health left over.
func TestDrowningLocalAutonomy(t *testing.T) {
	st := bareGame(t, oceanKey+",river-surges-in-sunlight", "AB", "adversary=england", "level=5")
	answer(t, st, "choose A1")
	put(t, st, "A1", Town, 1)
	cast(t, st, 0, "wash-away", "A1", "push town to A0")
	if sp := &st.spirits[0]; sp.drowned != 1 || sp.energy != 1 || count(t, st, "A1", Town) != 0 {
		t.Errorf("drowned %d, energy %d, A1 towns %d; want 1, 1, 0", sp.drowned, sp.energy, count(t, st, "A1", Town))
	}
}

// Choke the Land with Green against England at level 1: a jungle build
// card builds in A3, empty but next to 2 towns (Indentured Servants Earn
// Land), where Rampant Green has a sacred site: it is asked; letting the
// build happen adds the town, stopping it costs a presence.
func TestChokeIndenturedServants(t *testing.T) {
	for _, c := range []struct {
		answer          string
		towns, presence int8
	}{{"let the build happen", 1, 2}, {"destroy a presence to stop the build", 0, 1}} {
		st := bareGame(t, greenKey, "A", "adversary=england", "level=1")
		a3 := &st.lands[st.land(t, "A3")]
		*a3 = landState{}
		a3.presence[0] = 2
		put(t, st, "A2", Town, 1)
		put(t, st, "A4", Town, 1)
		st.build = invCard("jungle-1")
		runTask(t, st, phaseConts[contBuild], "", 0)
		answer(t, st, c.answer)
		if !st.q.empty() {
			t.Fatalf("%s: still asks %q", c.answer, asks(st))
		}
		if a3.count(Town) != c.towns || a3.presence[0] != c.presence {
			t.Errorf("%s: A3 towns %d, presence %d; want %d, %d", c.answer, a3.count(Town), a3.presence[0], c.towns, c.presence)
		}
	}
}

// The conformance suite with the four newer spirits against England at
// level 5 (towns 3 health, cities 4) and Sweden at level 6: their damage,
// drowning, Choke the Land with Green and dreams with the adversaries'
// rules, every invariant checked.
func TestAdversaryConformanceNewSpirits(t *testing.T) {
	spirits := thunderKey + "," + bringer + "," + greenKey + "," + oceanKey
	for _, adv := range [][2]string{{"england", "5"}, {"sweden", "6"}} {
		t.Run(adv[0]+adv[1], func(t *testing.T) {
			enginetest.Run(t, Game{}, enginetest.Options{Seeds: 16, Deep: 3, Options: map[string]string{
				"spirits": spirits, "adversary": adv[0], "level": adv[1]}})
		})
	}
}
