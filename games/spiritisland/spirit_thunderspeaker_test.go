package spiritisland

import (
	"slices"
	"testing"
)

// Thunderspeaker starts with 1 presence in A3 and 1 in A7 (board A's lands
// with the most dahan); A3 is next to A2 and A4.
const thunder = "thunderspeaker"

// Set-up, and its third growth option: a presence within 1 (to A4, from the
// energy track, uncovering its air) and 4 energy, +1 from the track.
func TestThunderspeakerGrowth(t *testing.T) {
	checkGrowth(t, thunder, map[string]int8{"A3": 1, "A7": 1, "A1": 0}, []growthCase{
		{actions: []string{"growth 3", "presence from energy track to A4"}, energy: 5, energyTrack: 1, plays: 1, hand: 3,
			presence: map[string]int8{"A4": 1}},
		{actions: []string{"growth 1", "gain minor", "take first drawn", "gain minor", "take first drawn"}, energy: 1, plays: 1, hand: 6},
	})
}

// Ally of the Dahan: Voice of Thunder pushes the dahan of A3 to A2, and
// Thunderspeaker's presence goes along; a dahan pushed out of a land
// without its presence asks nothing.
func TestAllyOfTheDahan(t *testing.T) {
	st := bareGame(t, thunder, "A")
	put(t, st, "A3", Dahan, 2)
	cast(t, st, 0, "voice-of-thunder", "A3", "push up to 4 dahan", "push dahan to A2",
		"move 1 presence along with the dahan", "push dahan to A4") // no presence left in A3: nothing asked
	if got := presenceIn(t, st, 0, "A3", "A2", "A4"); got[0] != 0 || got[1] != 1 || got[2] != 0 {
		t.Errorf("presence A3/A2/A4 %v, want 0/1/0", got)
	}
	if count(t, st, "A2", Dahan) != 1 || count(t, st, "A4", Dahan) != 1 {
		t.Errorf("dahan A2 %d, A4 %d", count(t, st, "A2", Dahan), count(t, st, "A4", Dahan))
	}
	// Declined: the presence stays.
	st = bareGame(t, thunder, "A")
	put(t, st, "A3", Dahan, 1)
	cast(t, st, 0, "voice-of-thunder", "A3", "push up to 4 dahan", "push dahan to A2", "leave the presence")
	if got := presenceIn(t, st, 0, "A3", "A2"); got[0] != 1 || got[1] != 0 {
		t.Errorf("declined: presence A3/A2 %v", got)
	}
}

// Voice of Thunder's other option: 2 fear, only where invaders are.
func TestVoiceOfThunderFear(t *testing.T) {
	st := bareGame(t, thunder, "A")
	put(t, st, "A4", Explorer, 1)
	cast(t, st, 0, "voice-of-thunder", "A4", "2 fear")
	if st.fearPool != 2 {
		t.Errorf("fear pool %d, want 2", st.fearPool)
	}
	st = bareGame(t, thunder, "A")
	put(t, st, "A4", Dahan, 1)
	cast(t, st, 0, "voice-of-thunder", "A4", "push up to 4 dahan", "push dahan to A5")
	if st.fearPool != 4 || count(t, st, "A5", Dahan) != 1 {
		t.Errorf("without invaders: fear pool %d, dahan in A5 %d", st.fearPool, count(t, st, "A5", Dahan))
	}
}

// Sworn to Victory: a city and an explorer ravage A3 (4 damage): both dahan
// die and a blight comes (destroying the presence in A3); then 2 presence
// within 1 of A3 are destroyed, in A2 and A4, Thunderspeaker choosing.
func TestSwornToVictory(t *testing.T) {
	st := bareGame(t, thunder, "A")
	put(t, st, "A3", Dahan, 2)
	put(t, st, "A3", City, 1)
	put(t, st, "A3", Explorer, 1)
	st.lands[st.land(t, "A2")].presence[0] = 1
	st.lands[st.land(t, "A4")].presence[0] = 2
	st.lands[st.land(t, "A5")].presence[0] = 1 // out of range
	ravage(t, st, "A3", "choose land A4", "choose land A4")
	if got := presenceIn(t, st, 0, "A3", "A2", "A4", "A5"); got[0] != 0 || got[1] != 1 || got[2] != 0 || got[3] != 1 {
		t.Errorf("presence A3/A2/A4/A5 %v, want 0/1/0/1", got)
	}
	if st.spirits[0].destroyed != 3 {
		t.Errorf("%d presence destroyed, want 3", st.spirits[0].destroyed)
	}
}

// Words of Warning: Defend 3, and in the ravage both dahan strike back as
// the invaders strike: 2 towns and 2 explorers deal 6 - 3 = 3 damage, a
// dahan dies, yet 4 damage comes back and destroys both towns (2 fear).
// Without the card, only the surviving dahan would strike (2 damage). The
// dahan lost costs the presence in A3, next door (Sworn to Victory).
func TestWordsOfWarning(t *testing.T) {
	st := bareGame(t, thunder, "A")
	put(t, st, "A4", Dahan, 2)
	put(t, st, "A4", Town, 2)
	put(t, st, "A4", Explorer, 2)
	cast(t, st, 0, "words-of-warning", "A4")
	ravage(t, st, "A4", "choose land A3") // Sworn to Victory: the presence next door
	if count(t, st, "A4", Town) != 0 || count(t, st, "A4", Explorer) != 2 || count(t, st, "A4", Dahan) != 1 || st.fearPool != 2 {
		t.Errorf("after the ravage: %d towns, %d explorers, %d dahan, fear pool %d; want 0, 2, 1, 2",
			count(t, st, "A4", Town), count(t, st, "A4", Explorer), count(t, st, "A4", Dahan), st.fearPool)
	}
}

// Manifestation of Power and Glory: 1 fear; 2 dahan with 2 presence deal 4
// damage: the city (2 fear) and 1 on the town.
func TestManifestationOfPowerAndGlory(t *testing.T) {
	st := bareGame(t, thunder, "A")
	st.lands[st.land(t, "A3")].presence[0] = 2
	put(t, st, "A3", Dahan, 2)
	put(t, st, "A3", City, 1)
	put(t, st, "A3", Town, 1)
	cast(t, st, 0, "manifestation-of-power-and-glory", "A3", "damage city", "damage damaged city", "damage badly damaged city") // the last point: the town, by itself
	a3 := &st.lands[st.land(t, "A3")]
	if a3.count(City) != 0 || a3.pieces[Town][1] != 1 || st.fearPool != 1 {
		t.Errorf("cities %d, damaged towns %d, fear pool %d; want 0, 1, 1", a3.count(City), a3.pieces[Town][1], st.fearPool)
	}
}

// Sudden Ambush: a dahan gathered from A2 joins the one in A3; the 2 dahan
// destroy 2 of the 3 explorers.
func TestSuddenAmbush(t *testing.T) {
	st := bareGame(t, thunder, "A")
	put(t, st, "A2", Dahan, 1)
	put(t, st, "A3", Dahan, 1)
	put(t, st, "A3", Explorer, 3)
	cast(t, st, 0, "sudden-ambush", "A3", "gather dahan from A2")
	if count(t, st, "A3", Explorer) != 1 || count(t, st, "A3", Dahan) != 2 {
		t.Errorf("explorers %d, dahan %d; want 1, 2", count(t, st, "A3", Explorer), count(t, st, "A3", Dahan))
	}
}

// Gather the Warriors with 2 air, 1 sun and 1 animal: 2 dahan gathered into
// A4, 1 pushed on to A1. It is slow; with 4 air it may be used as fast, by
// its own threshold (no other allowance used); without animal it does nothing
// and is not offered.
func TestGatherTheWarriors(t *testing.T) {
	st := bareGame(t, thunder, "A")
	put(t, st, "A5", Dahan, 2)
	el := &st.spirits[0].elements
	el[Air], el[Sun], el[Animal] = 2, 1, 1
	cast(t, st, 0, "gather-the-warriors", "A4", "gather dahan from A5", "gather dahan from A5", "push dahan to A1")
	if count(t, st, "A4", Dahan) != 1 || count(t, st, "A1", Dahan) != 1 {
		t.Errorf("dahan A4 %d, A1 %d; want 1, 1", count(t, st, "A4", Dahan), count(t, st, "A1", Dahan))
	}
	gw := st.powerIndex(t, 0, "gather-the-warriors")
	offered := func() (fast, found bool) {
		st.usable(0, func(pw int16, madeFast bool) {
			if pw == gw {
				fast, found = madeFast, true
			}
		})
		return
	}
	st = bareGame(t, thunder, "A")
	el = &st.spirits[0].elements
	el[Animal] = 1
	if _, found := offered(); found {
		t.Errorf("with 0 air, offered in the fast phase")
	}
	el[Air] = 4
	if fast, found := offered(); !found || !fast {
		t.Errorf("with 4 air: offered %v, as fast %v", found, fast)
	}
	st.markResolved(0, gw, true)
	if st.spirits[0].madeFast != 0 {
		t.Errorf("its own threshold used an allowance: made fast %d", st.spirits[0].madeFast)
	}
	st = bareGame(t, thunder, "A")
	st.step = stepSlow
	st.spirits[0].elements[Air] = 4
	if _, found := offered(); found {
		t.Errorf("without animal, offered")
	}
}

// Done with the fast phase, a spirit whose slow innate is fast by its own
// threshold (Gather the Warriors with 4 air) is done with it: the fast phase
// ends (a bot once passed there forever, offered the innate as fast again
// and again), and the innate waits for the slow phase, where it is offered
// at its own speed.
func TestDoneWithTheFastPhase(t *testing.T) {
	st := bareGame(t, thunder, "A")
	put(t, st, "A1", City, 1) // the game goes on past the invader phase
	el := &st.spirits[0].elements
	el[Air], el[Animal] = 4, 1
	if !slices.Contains(offers(st, 0), "use Gather the Warriors as fast") {
		t.Fatalf("with 4 air and an animal, offered %v", offers(st, 0))
	}
	typed(t, st, 0, "done")
	if st.step != stepSlow || !slices.Equal(offers(st, 0), []string{"use Gather the Warriors", "skip Gather the Warriors", "done"}) {
		t.Errorf("step %v, offered %v; want Gather the Warriors in the slow phase", st.step, offers(st, 0))
	}
	if err := st.Check(); err != nil {
		t.Errorf("the position in the slow phase: %v", err)
	}
}

// Lead the Furious Assault in a land with 6 dahan, 4 towns and 3 cities:
// with 2 sun 1 fire, 3 towns destroyed; with 4 sun 3 fire, 2 cities too.
func TestLeadTheFuriousAssault(t *testing.T) {
	for _, c := range []struct {
		sun, fire     int8
		towns, cities int8
	}{{2, 1, 1, 3}, {4, 3, 1, 1}} {
		st := bareGame(t, thunder, "A")
		put(t, st, "A3", Dahan, 6)
		put(t, st, "A3", Town, 4)
		put(t, st, "A3", City, 3)
		st.spirits[0].elements[Sun], st.spirits[0].elements[Fire] = c.sun, c.fire
		cast(t, st, 0, "lead-the-furious-assault", "A3")
		if count(t, st, "A3", Town) != c.towns || count(t, st, "A3", City) != c.cities {
			t.Errorf("sun %d fire %d: %d towns, %d cities; want %d, %d", c.sun, c.fire,
				count(t, st, "A3", Town), count(t, st, "A3", City), c.towns, c.cities)
		}
	}
}
