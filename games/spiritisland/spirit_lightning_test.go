package spiritisland

import (
	"slices"
	"testing"
)

// Lightning starts with 2 presence in A7 (the highest-numbered sands of
// board A), next to A5 and A8.
const lightning = "lightnings-swift-strike"

// Raging Storm: a town and two explorers in A8 each take 1 damage: the
// explorers are destroyed, the town is damaged, no fear.
func TestRagingStorm(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", Explorer, 2)
	put(t, st, "A8", Town, 1)
	cast(t, st, 0, "raging-storm", "A8")
	a8 := &st.lands[st.land(t, "A8")]
	if a8.count(Explorer) != 0 || a8.pieces[Town][1] != 1 || st.fearPool != 4 {
		t.Errorf("after Raging Storm: %d explorers, damaged towns %d, fear pool %d", a8.count(Explorer), a8.pieces[Town][1], st.fearPool)
	}
}

// Shatter Homesteads: 1 fear, and a town destroyed (1 fear more); its range
// is 2 from a sacred site, so A1 (A7-A5-A1) is in range.
func TestShatterHomesteads(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A1", Town, 2)
	cast(t, st, 0, "shatter-homesteads", "A1")
	if n := count(t, st, "A1", Town); n != 1 || st.fearPool != 2 {
		t.Errorf("after Shatter Homesteads: %d towns, fear pool %d (want 1 town, 2 left of 4)", n, st.fearPool)
	}
}

// Harbingers of the Lightning: pushing a dahan into a land with a town
// gives 1 fear, once, however many are pushed there.
func TestHarbingersOfTheLightning(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A1", Town, 1)
	cast(t, st, 0, "harbingers-of-the-lightning", "A5", "push dahan to A1", "push dahan to A1")
	if n := count(t, st, "A1", Dahan); n != 2 || st.fearPool != 3 {
		t.Errorf("after Harbingers: %d dahan in A1, fear pool %d (want 2 and 3)", n, st.fearPool)
	}
	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	cast(t, st, 0, "harbingers-of-the-lightning", "A5", "push dahan to A6", "stop")
	if count(t, st, "A6", Dahan) != 1 || count(t, st, "A5", Dahan) != 1 || st.fearPool != 4 {
		t.Errorf("pushing 1 dahan into an empty land: A6 %d, A5 %d, fear pool %d", count(t, st, "A6", Dahan), count(t, st, "A5", Dahan), st.fearPool)
	}
}

// Lightning's Boon: the target spirit may resolve 2 slow powers in the fast
// phase.
func TestLightningsBoon(t *testing.T) {
	st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	cast(t, st, 0, "lightnings-boon", "spirit blue")
	if st.spirits[1].boon != 2 {
		t.Fatalf("boon %d", st.spirits[1].boon)
	}
	slow := PowerByKey["wash-away"] // River's slow power
	st.spirits[1].unresolved.add(slow)
	var fast []int16
	st.usable(1, func(pw int16, madeFast bool) {
		if madeFast {
			fast = append(fast, pw)
		}
	})
	if !slices.Contains(fast, int16(slow)) {
		t.Errorf("River may not resolve Wash Away in the fast phase after the boon")
	}
}

// Swiftness of Lightning: one slow power resolved as fast per air.
func TestSwiftnessOfLightning(t *testing.T) {
	st := bareGame(t, lightning, "A")
	st.spirits[0].unresolved.add(PowerByKey["shatter-homesteads"])
	if st.swift(0) {
		t.Errorf("without air, Lightning may make a slow power fast")
	}
	st.spirits[0].elements[Air] = 1
	if !st.swift(0) {
		t.Fatalf("with 1 air, Lightning may not make a slow power fast")
	}
	st.spirits[0].madeFast = 1
	if st.swift(0) {
		t.Errorf("with 1 air, Lightning may make a second slow power fast")
	}
}

// Thundering Destruction, level by level, on a land with 2 towns and 2
// cities.
func TestThunderingDestruction(t *testing.T) {
	for _, c := range []struct {
		fire, air, water int8
		answers          []string
		towns, cities    int8
	}{
		{3, 2, 0, nil, 1, 2},
		{4, 3, 0, []string{"destroy city"}, 2, 1},
		{5, 4, 1, []string{"destroy city", "destroy town"}, 1, 1},
		{5, 5, 2, []string{"destroy town", "destroy city", "destroy city"}, 1, 0},
	} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A8", Town, 2)
		put(t, st, "A8", City, 2)
		st.spirits[0].elements[Fire], st.spirits[0].elements[Air], st.spirits[0].elements[Water] = c.fire, c.air, c.water
		cast(t, st, 0, "thundering-destruction", "A8", c.answers...)
		if count(t, st, "A8", Town) != c.towns || count(t, st, "A8", City) != c.cities {
			t.Errorf("fire %d air %d water %d: %d towns, %d cities left; want %d, %d", c.fire, c.air, c.water,
				count(t, st, "A8", Town), count(t, st, "A8", City), c.towns, c.cities)
		}
	}
}
