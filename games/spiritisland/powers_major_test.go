package spiritisland

import (
	"slices"
	"testing"
)

// The major powers, each without and with its threshold, cast by
// Lightning (2 presence in A7, next to A5 and A8; A5 is next to A1, A4, A6,
// A7, A8). Explorers (1 health, no fear) measure how much damage a power
// deals; towns and cities show the fear their destruction gives.

// castMajor has Lightning resolve major power key, its elements meeting the
// card's threshold or not (none at all).
func castMajor(t *testing.T, st *State, key string, threshold bool, target string, answers ...string) {
	t.Helper()
	st.spirits[0].elements = Elements{}
	if threshold {
		st.spirits[0].elements = Powers[PowerByKey[key]].Thresholds[0].Elements
	}
	cast(t, st, 0, key, target, answers...)
}

// feared is the fear generated in the game so far.
func feared(st *State) int {
	per := FearPerPlayer * int(st.seats)
	return int(st.nEarned)*per + per - int(st.fearPool)
}

// want checks that n pieces of kind p lie on the land named.
func want(t *testing.T, st *State, name string, p Piece, n int8) {
	t.Helper()
	if got := count(t, st, name, p); got != n {
		t.Errorf("%s: %d %s, want %d", name, got, pieceNames[p].EN, n)
	}
}

// wantFear checks the fear generated.
func wantFear(t *testing.T, st *State, n int) {
	t.Helper()
	if got := feared(st); got != n {
		t.Errorf("fear generated %d, want %d", got, n)
	}
}

// ravage has the invaders of the land named ravage it now, its decisions
// answered.
func ravage(t *testing.T, st *State, name string, answers ...string) {
	t.Helper()
	act(t, st, contRavageLand, name, answers...)
}

func TestEveryMajorHasAnEffect(t *testing.T) {
	n := 0
	for _, p := range Powers {
		if p.Deck != Major {
			continue
		}
		n++
		if cardEffects[p.Key] == nil {
			t.Errorf("major power %s has no effect", p.Key)
		}
		if len(p.Thresholds) != 1 {
			t.Errorf("major power %s has %d thresholds", p.Key, len(p.Thresholds))
		}
	}
	if n != 22 {
		t.Errorf("%d major powers, want 22", n)
	}
}

// Accelerated Rot: 2 fear and 4 damage; with 3 sun 2 water 3 plant, 9
// damage and a blight removed (back to the blight card).
func TestAcceleratedRot(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", Explorer, 10)
	st.lands[st.land(t, "A8")].blight = 1
	castMajor(t, st, "accelerated-rot", false, "A8")
	want(t, st, "A8", Explorer, 6)
	wantFear(t, st, 2)
	if st.lands[st.land(t, "A8")].blight != 1 {
		t.Errorf("blight removed without the threshold")
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A8", Explorer, 10)
	st.lands[st.land(t, "A8")].blight = 1
	pool := st.blightPool
	castMajor(t, st, "accelerated-rot", true, "A8")
	want(t, st, "A8", Explorer, 1)
	wantFear(t, st, 2)
	if st.lands[st.land(t, "A8")].blight != 0 || st.blightPool != pool+1 {
		t.Errorf("blight %d, pool %d (was %d): want 0 and the blight back on the card", st.lands[st.land(t, "A8")].blight, st.blightPool, pool)
	}
}

// Blazing Renewal: Lightning (its own target) puts back its 2 destroyed
// presence in A5; each town and city there takes 2 damage: the towns die
// (2 fear), the city is hurt; with 3 fire 3 earth 2 plant, 4 damage more
// there: the city dies (2 fear) and 3 explorers.
func TestBlazingRenewal(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		st.spirits[0].destroyed = 3
		put(t, st, "A5", Town, 2)
		put(t, st, "A5", City, 1)
		put(t, st, "A5", Explorer, 4)
		answers := []string{"choose A5"}
		if th {
			answers = append(answers, "damage badly damaged city")
		}
		castMajor(t, st, "blazing-renewal", th, "spirit red", answers...)
		a5 := &st.lands[st.land(t, "A5")]
		if a5.presence[0] != 2 || st.spirits[0].destroyed != 1 {
			t.Errorf("threshold %v: presence in A5 %d, destroyed %d; want 2 and 1", th, a5.presence[0], st.spirits[0].destroyed)
		}
		want(t, st, "A5", Town, 0)
		if th {
			want(t, st, "A5", City, 0)
			want(t, st, "A5", Explorer, 1)
			wantFear(t, st, 4)
		} else if a5.pieces[City][1] != 1 || a5.count(Explorer) != 4 {
			t.Errorf("city health %v, explorers %d: want a city with 1 health left, 4 explorers", a5.pieces[City], a5.count(Explorer))
		} else {
			wantFear(t, st, 2)
		}
	}
}

// Cleansing Floods, cast from Lightning's presence in wetland A5 onto A6:
// 4 damage and a blight removed; with 4 water, 14 damage.
func TestCleansingFloods(t *testing.T) {
	for _, c := range []struct {
		threshold bool
		left      int8
	}{{false, 11}, {true, 1}} {
		st := bareGame(t, lightning, "A")
		st.lands[st.land(t, "A5")].presence[0] = 1
		put(t, st, "A6", Explorer, 15)
		st.lands[st.land(t, "A6")].blight = 2
		castMajor(t, st, "cleansing-floods", c.threshold, "A6")
		want(t, st, "A6", Explorer, c.left)
		if b := st.lands[st.land(t, "A6")].blight; b != 1 {
			t.Errorf("threshold %v: blight %d, want 1", c.threshold, b)
		}
	}
}

// Dissolve the Bonds of Kinship on A8 (next to A5, A6, A7): a city, a town
// and a dahan become 4 explorers; with the one there, 5 are pushed, over
// all three lands; with 2 fire 2 water 3 animal, the explorers and the
// remaining city first fight.
func TestDissolveTheBondsOfKinship(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", City, 1)
	put(t, st, "A8", Town, 1)
	put(t, st, "A8", Dahan, 2)
	put(t, st, "A8", Explorer, 1)
	st.spirits[0].elements = Elements{}
	st.usePower(0, int16(PowerByKey["dissolve-the-bonds-of-kinship"]), false)
	for _, a := range []string{"target land A8", "choose A5", "choose A5", "choose A5"} {
		answer(t, st, a)
	}
	// 2 explorers left and 2 lands not yet reached: they must go there.
	if got := asks(st); !slices.Equal(got, []string{"choose A6", "choose A7"}) {
		t.Errorf("with 2 explorers left, the choices are %q", got)
	}
	answer(t, st, "choose A6") // the last one goes to A7 by itself
	if !st.q.empty() {
		t.Fatalf("not done: %q", asks(st))
	}
	want(t, st, "A5", Explorer, 3)
	want(t, st, "A6", Explorer, 1)
	want(t, st, "A7", Explorer, 1)
	want(t, st, "A8", Explorer, 0)
	want(t, st, "A8", Dahan, 1)
	want(t, st, "A8", City, 0)
	wantFear(t, st, 0)

	// With the threshold: 2 cities, a town and an explorer. A city and the
	// town become 3 explorers (4 in all); the 4 explorers deal 4 damage to
	// the other city (destroyed, 2 fear), it deals 3 to the explorers; the
	// last explorer is pushed.
	st = bareGame(t, lightning, "A")
	put(t, st, "A8", City, 2)
	put(t, st, "A8", Town, 1)
	put(t, st, "A8", Explorer, 1)
	castMajor(t, st, "dissolve-the-bonds-of-kinship", true, "A8", "choose A6")
	want(t, st, "A8", City, 0)
	want(t, st, "A8", Explorer, 0)
	want(t, st, "A6", Explorer, 1)
	wantFear(t, st, 2)
}

// Entwined Power: River gains a minor (drawing 4, keeping 1); Lightning
// takes one of the other 3; this turn each measures range from the other's
// presence too. With 2 water 4 plant, each gains 3 energy and may give the
// other a card.
func TestEntwinedPower(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
		hand := st.spirits[0].hand
		energy := [2]int8{st.spirits[0].energy, st.spirits[1].energy}
		st.spirits[0].elements = Elements{}
		if th {
			st.spirits[0].elements = Powers[PowerByKey["entwined-power"]].Thresholds[0].Elements
		}
		st.usePower(0, int16(PowerByKey["entwined-power"]), false)
		answer(t, st, "target spirit blue")
		answer(t, st, "gain minor")
		kept, other := st.spirits[1].drawn[0], st.spirits[1].drawn[1]
		answer(t, st, "take "+Powers[kept].Name.EN)
		if got := asks(st); len(got) != 3 || !slices.Contains(got, "take "+Powers[other].Name.EN) {
			t.Fatalf("Lightning chooses among %q", got)
		}
		answer(t, st, "take "+Powers[other].Name.EN)
		if th {
			answer(t, st, "choose Raging Storm") // Lightning gives
			answer(t, st, "stop")                // River keeps its cards
		}
		if !st.q.empty() {
			t.Fatalf("not done: %q", asks(st))
		}
		if !st.spirits[1].hand.has(int(kept)) || !st.spirits[0].hand.has(int(other)) {
			t.Errorf("River does not hold %s or Lightning %s", Powers[kept].Key, Powers[other].Key)
		}
		if st.spirits[1].hand.has(int(other)) || st.discarded.has(int(other)) || st.discarded.has(int(kept)) {
			t.Errorf("the cards taken are also elsewhere")
		}
		rs := PowerByKey["raging-storm"]
		if th != st.spirits[1].hand.has(rs) || th == st.spirits[0].hand.has(rs) || !hand.has(rs) {
			t.Errorf("threshold %v: Raging Storm with River %v, Lightning %v", th, st.spirits[1].hand.has(rs), st.spirits[0].hand.has(rs))
		}
		gain := 3 * int8(b2i(th))
		if st.spirits[0].energy != energy[0]+gain || st.spirits[1].energy != energy[1]+gain {
			t.Errorf("threshold %v: energy %d, %d; want %d, %d", th, st.spirits[0].energy, st.spirits[1].energy, energy[0]+gain, energy[1]+gain)
		}
		// Lightning's range 0 from presence now reaches River's lands on board B.
		reach := st.inRange(0, Range{Source: FromPresence})
		if reach&st.island.Board(1) == 0 || reach&st.island.Board(0) != 1<<st.land(t, "A7") {
			t.Errorf("Lightning's range 0: %b", reach)
		}
	}
}

// Indomitable Claim: a presence from the energy track to A5, Defend 20;
// with 2 sun 3 earth, 3 fear for the invaders there, and they do nothing
// there this turn: no ravage.
func TestIndomitableClaim(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 2)
		put(t, st, "A5", Dahan, 1)
		track := st.spirits[0].energyTrack
		castMajor(t, st, "indomitable-claim", th, "A5", "presence from energy track to A5")
		a5 := &st.lands[st.land(t, "A5")]
		if a5.presence[0] != 1 || st.spirits[0].energyTrack != track+1 || a5.defend != 20 {
			t.Errorf("threshold %v: presence %d, energy track %d, defend %d", th, a5.presence[0], st.spirits[0].energyTrack, a5.defend)
		}
		a5.defend = 0 // to see whether the ravage happens
		ravage(t, st, "A5")
		if th {
			wantFear(t, st, 3)
			if a5.blight != 0 || a5.count(Dahan) != 1 {
				t.Errorf("the invaders ravaged A5")
			}
		} else {
			wantFear(t, st, 0)
			if a5.blight != 1 || a5.count(Dahan) != 0 {
				t.Errorf("the invaders did not ravage A5")
			}
		}
	}
}

// Infinite Vitality on A5, then 3 towns ravage it (6 damage) against 2
// dahan: with +4 health one dahan dies and the other strikes back,
// destroying a town; the blight stays on the card. With 4 earth the dahan
// take no damage and are not destroyed, both strike (2 towns), and a
// blight is removed next door (A4).
func TestInfiniteVitality(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 3)
		put(t, st, "A5", Dahan, 2)
		st.lands[st.land(t, "A4")].blight = 1
		pool := st.blightPool
		castMajor(t, st, "infinite-vitality", th, "A5")
		ravage(t, st, "A5")
		a5 := &st.lands[st.land(t, "A5")]
		if a5.blight != 0 || st.blightPool != pool+int8(b2i(th)) {
			t.Errorf("threshold %v: blight %d, pool %d (was %d)", th, a5.blight, st.blightPool, pool)
		}
		if th {
			want(t, st, "A5", Dahan, 2)
			want(t, st, "A5", Town, 1)
			if st.lands[st.land(t, "A4")].blight != 0 {
				t.Errorf("A4's blight not removed")
			}
			st.destroyEvery(st.land(t, "A5"), dahan)
			want(t, st, "A5", Dahan, 2)
		} else {
			want(t, st, "A5", Dahan, 1)
			want(t, st, "A5", Town, 2)
			wantFear(t, st, 1)
		}
	}
}

// Mists of Oblivion on A1 (2 explorers, a town, a damaged town, a city): 1
// damage each destroys the explorers and the damaged town (1 fear, and 1
// more from the card). With 2 moon 3 air 2 water, 3 more damage destroy
// the other town and the city: 3 towns and cities in all, 3 fear from the
// card and 4 from their destruction.
func TestMistsOfOblivion(t *testing.T) {
	st := bareGame(t, lightning, "A")
	setup := func() {
		put(t, st, "A1", Explorer, 2)
		put(t, st, "A1", Town, 1)
		st.lands[st.land(t, "A1")].pieces[Town][1] = 1
		put(t, st, "A1", City, 1)
	}
	setup()
	castMajor(t, st, "mists-of-oblivion", false, "A1")
	want(t, st, "A1", Explorer, 0)
	want(t, st, "A1", Town, 1)
	want(t, st, "A1", City, 1)
	wantFear(t, st, 2)

	st = bareGame(t, lightning, "A")
	setup()
	castMajor(t, st, "mists-of-oblivion", true, "A1", "damage damaged town")
	want(t, st, "A1", Town, 0)
	want(t, st, "A1", City, 0)
	wantFear(t, st, 7)
}

// Paralyzing Fright on A8: 4 fear (8 with 2 air 3 earth), and no ravage,
// build or explore there this turn.
func TestParalyzingFright(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A8", Town, 1)
		put(t, st, "A8", Dahan, 1)
		castMajor(t, st, "paralyzing-fright", th, "A8")
		wantFear(t, st, 4+4*b2i(th))
		ravage(t, st, "A8")
		if st.lands[st.land(t, "A8")].blight != 0 || count(t, st, "A8", Dahan) != 1 {
			t.Errorf("threshold %v: the invaders ravaged A8", th)
		}
		if e := st.lands[st.land(t, "A8")].effects; e&skipBuild == 0 || e&skipExplore == 0 {
			t.Errorf("threshold %v: build or explore not skipped (%b)", th, e)
		}
	}
}

// Pillar of Living Flame: 3 fear and 5 damage, and a blight in a jungle
// (A8); with 4 fire, 5 fear and 10 damage, no blight in sands (A4).
func TestPillarOfLivingFlame(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", Explorer, 12)
	castMajor(t, st, "pillar-of-living-flame", false, "A8")
	want(t, st, "A8", Explorer, 7)
	wantFear(t, st, 3)
	if b := st.lands[st.land(t, "A8")].blight; b != 1 {
		t.Errorf("jungle blight %d, want 1", b)
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A4", Explorer, 12)
	castMajor(t, st, "pillar-of-living-flame", true, "A4")
	want(t, st, "A4", Explorer, 2)
	wantFear(t, st, 5)
	if b := st.lands[st.land(t, "A4")].blight; b != 0 {
		t.Errorf("sands blight %d, want 0", b)
	}
}

// Poisoned Land on A8: 1 fear, 7 damage, a blight, every dahan destroyed.
// With 3 earth 2 plant 2 animal on a blighted A8 (the new blight cascades
// to A6), 2 blight there now: 2 more fear and 8 more damage.
func TestPoisonedLand(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A8", Explorer, 20)
	put(t, st, "A8", Dahan, 2)
	castMajor(t, st, "poisoned-land", false, "A8")
	want(t, st, "A8", Explorer, 13)
	want(t, st, "A8", Dahan, 0)
	wantFear(t, st, 1)
	if b := st.lands[st.land(t, "A8")].blight; b != 1 {
		t.Errorf("blight %d, want 1", b)
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A8", Explorer, 20)
	put(t, st, "A8", Dahan, 2)
	st.lands[st.land(t, "A8")].blight = 1
	castMajor(t, st, "poisoned-land", true, "A8", "blight to A6")
	want(t, st, "A8", Explorer, 5)
	want(t, st, "A8", Dahan, 0)
	wantFear(t, st, 3)
	if b, b6 := st.lands[st.land(t, "A8")].blight, st.lands[st.land(t, "A6")].blight; b != 2 || b6 != 1 {
		t.Errorf("blight %d and %d in A6, want 2 and 1", b, b6)
	}
}

// Powerstorm: Lightning gains 3 energy and pays 3 again to use Raging
// Storm, already resolved, once more in the slow phase; with 2 sun 2 fire 3
// air it repeats up to 3 cards.
func TestPowerstorm(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		sp := &st.spirits[0]
		for _, k := range []string{"raging-storm", "shatter-homesteads", "harbingers-of-the-lightning"} {
			sp.played.add(PowerByKey[k])
		}
		sp.energy = 2
		answers := []string{"choose Raging Storm"}
		if th {
			answers = append(answers, "choose Harbingers of the Lightning", "stop")
		}
		castMajor(t, st, "powerstorm", th, "spirit red", answers...)
		if sp.energy != 2 {
			t.Errorf("threshold %v: energy %d, want 2 (2 + 3 - 3 - 0)", th, sp.energy)
		}
		st.step = stepSlow
		var again []int16
		st.usable(0, func(pw int16, _ bool) { again = append(again, pw) })
		rs, hl := int16(PowerByKey["raging-storm"]), int16(PowerByKey["harbingers-of-the-lightning"])
		if !slices.Contains(again, rs) || th != slices.Contains(again, hl) {
			t.Fatalf("threshold %v: usable again %v", th, again)
		}
		put(t, st, "A8", Explorer, 1)
		st.usePower(0, rs, false) // its second use
		answer(t, st, "target land A8")
		want(t, st, "A8", Explorer, 0)
		if sp.again.has(int(rs)) {
			t.Errorf("Raging Storm may still be repeated")
		}
	}
}

// Talons of Lightning: 3 fear and 5 damage in wetland A5; with 3 fire 3
// air its range is 3, reaching mountain A1, and a town is destroyed in each
// land next to A1.
func TestTalonsOfLightning(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Explorer, 6)
	st.spirits[0].elements = Elements{}
	st.usePower(0, int16(PowerByKey["talons-of-lightning"]), false)
	if got := asks(st); slices.Contains(got, "target land A1") {
		t.Errorf("without the threshold Talons reaches A1: %q", got)
	}
	answer(t, st, "target land A5")
	want(t, st, "A5", Explorer, 1)
	wantFear(t, st, 3)

	st = bareGame(t, lightning, "A")
	put(t, st, "A1", Explorer, 6)
	for _, l := range []string{"A2", "A4", "A6"} {
		put(t, st, l, Town, 1)
	}
	put(t, st, "A5", Town, 2)
	castMajor(t, st, "talons-of-lightning", true, "A1")
	want(t, st, "A1", Explorer, 1)
	for _, l := range []string{"A2", "A4", "A6"} {
		want(t, st, l, Town, 0)
	}
	want(t, st, "A5", Town, 1)
	wantFear(t, st, 7)
}

// Terrifying Nightmares on A5: 2 fear (6 with 4 moon) and up to 4
// explorers and towns pushed.
func TestTerrifyingNightmares(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Explorer, 2)
		put(t, st, "A5", Town, 1)
		castMajor(t, st, "terrifying-nightmares", th, "A5", "push explorer to A1", "push town to A6", "stop")
		want(t, st, "A5", Explorer, 1)
		want(t, st, "A1", Explorer, 1)
		want(t, st, "A6", Town, 1)
		wantFear(t, st, 2+4*b2i(th))
	}
}

// The Jungle Hungers, from Lightning's presence in jungle A8 onto A5:
// every explorer, town and dahan destroyed (2 towns: 2 fear); with 2 moon
// 3 plant, the city too (2 fear more) and no dahan.
func TestTheJungleHungers(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		st.lands[st.land(t, "A8")].presence[0] = 1
		put(t, st, "A5", Explorer, 2)
		put(t, st, "A5", Town, 2)
		put(t, st, "A5", City, 1)
		put(t, st, "A5", Dahan, 2)
		castMajor(t, st, "the-jungle-hungers", th, "A5")
		want(t, st, "A5", Explorer, 0)
		want(t, st, "A5", Town, 0)
		want(t, st, "A5", City, 1-int8(b2i(th)))
		want(t, st, "A5", Dahan, 2*int8(b2i(th)))
		wantFear(t, st, 2+2*b2i(th))
	}
}

// The Land Thrashes in Furious Pain on A5 (2 blight; 1 in A1 and 1 in A8
// next to it): 6 damage there. With 3 moon 3 earth, again on A8 (1 blight;
// 2 in A5 next to it): 4 damage there.
func TestTheLandThrashesInFuriousPain(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		for l, b := range map[string]int8{"A5": 2, "A1": 1, "A8": 1} {
			st.lands[st.land(t, l)].blight = b
		}
		put(t, st, "A5", Explorer, 10)
		put(t, st, "A8", Explorer, 10)
		var answers []string
		if th {
			answers = []string{"choose A8"}
		}
		castMajor(t, st, "the-land-thrashes-in-furious-pain", th, "A5", answers...)
		want(t, st, "A5", Explorer, 4)
		want(t, st, "A8", Explorer, 10-4*int8(b2i(th)))
	}
}

// The Trees and Stones Speak of War on A5 with 3 dahan: 3 damage and
// Defend 6; with 2 sun 2 earth 2 plant, 2 dahan pushed (to A1 and A6), each
// taking Defend 2 along.
func TestTheTreesAndStonesSpeakOfWar(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, 3)
		put(t, st, "A5", Explorer, 4)
		var answers []string
		if th {
			answers = []string{"push dahan to A1", "push dahan to A6"}
		}
		castMajor(t, st, "the-trees-and-stones-speak-of-war", th, "A5", answers...)
		want(t, st, "A5", Explorer, 1)
		d := [3]int8{6, 0, 0}
		if th {
			d = [3]int8{2, 2, 2}
		}
		for i, l := range []string{"A5", "A1", "A6"} {
			if got := st.lands[st.land(t, l)].defend; got != d[i] {
				t.Errorf("threshold %v: defend %d in %s, want %d", th, got, l, d[i])
			}
		}
	}
}

// Tsunami on coastal A1 (2 from Lightning's sacred site): 2 fear, 8
// damage, 2 dahan destroyed; with 3 water 2 earth, in A2 and A3 (the other
// coastal lands of board A) 1 fear, 4 damage, 1 dahan destroyed each.
func TestTsunami(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A1", Explorer, 10)
		put(t, st, "A1", Dahan, 3)
		put(t, st, "A2", Explorer, 5)
		put(t, st, "A2", Dahan, 2)
		put(t, st, "A3", Town, 1)
		put(t, st, "A3", Dahan, 1)
		castMajor(t, st, "tsunami", th, "A1")
		want(t, st, "A1", Explorer, 2)
		want(t, st, "A1", Dahan, 1)
		if th {
			want(t, st, "A2", Explorer, 1)
			want(t, st, "A2", Dahan, 1)
			want(t, st, "A3", Town, 0)
			want(t, st, "A3", Dahan, 0)
			wantFear(t, st, 5)
		} else {
			want(t, st, "A2", Explorer, 5)
			want(t, st, "A3", Dahan, 1)
			wantFear(t, st, 2)
		}
	}
}

// Vengeance of the Dead on A5: 3 fear; when 3 towns ravage A5 and kill its
// 2 dahan, 2 damage there destroy a town (1 fear), which deals 1 damage
// more. With 3 animal the damage may go next door: both points to A1's
// town.
func TestVengeanceOfTheDead(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Town, 3)
	put(t, st, "A5", Dahan, 2)
	castMajor(t, st, "vengeance-of-the-dead", false, "A5")
	wantFear(t, st, 3)
	ravage(t, st, "A5", "damage damaged town")
	a5 := &st.lands[st.land(t, "A5")]
	if a5.pieces[Town][2] != 1 || a5.pieces[Town][1] != 1 || a5.count(Dahan) != 0 || a5.blight != 1 {
		t.Errorf("towns %v, dahan %d, blight %d: want a whole town and a damaged one, no dahan, 1 blight", a5.pieces[Town], a5.count(Dahan), a5.blight)
	}
	wantFear(t, st, 4)

	st = bareGame(t, lightning, "A")
	put(t, st, "A5", Town, 3)
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A1", Town, 1)
	castMajor(t, st, "vengeance-of-the-dead", true, "A5")
	ravage(t, st, "A5", "choose A1", "choose A1")
	want(t, st, "A1", Town, 0)
	want(t, st, "A5", Town, 3)
	wantFear(t, st, 4)
}

// Vigor of the Breaking Dawn on A5 with 2 dahan: 4 damage; with 3 sun 2
// animal, both dahan pushed to A1, where 3 dahan then deal 6 damage.
func TestVigorOfTheBreakingDawn(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, 2)
		put(t, st, "A5", Explorer, 5)
		put(t, st, "A1", Dahan, 1)
		put(t, st, "A1", Explorer, 10)
		var answers []string
		if th {
			answers = []string{"push dahan to A1", "push dahan to A1"}
		}
		castMajor(t, st, "vigor-of-the-breaking-dawn", th, "A5", answers...)
		want(t, st, "A5", Explorer, 1)
		want(t, st, "A1", Explorer, 10-6*int8(b2i(th)))
		want(t, st, "A1", Dahan, 1+2*int8(b2i(th)))
	}
}

// Winds of Rust and Atrophy on A5: 1 fear, Defend 6, a city replaced by a
// town; with 3 air 3 water 2 animal, again on A8, where the only town
// becomes an explorer.
func TestWindsOfRustAndAtrophy(t *testing.T) {
	for _, th := range []bool{false, true} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", City, 1)
		put(t, st, "A5", Town, 1)
		put(t, st, "A8", Town, 1)
		answers := []string{"replace a city with a town"}
		if th {
			answers = append(answers, "target land A8")
		}
		castMajor(t, st, "winds-of-rust-and-atrophy", th, "A5", answers...)
		want(t, st, "A5", City, 0)
		want(t, st, "A5", Town, 2)
		want(t, st, "A8", Town, 1-int8(b2i(th)))
		want(t, st, "A8", Explorer, int8(b2i(th)))
		wantFear(t, st, 1+b2i(th))
		if d := st.lands[st.land(t, "A8")].defend; d != 6*int8(b2i(th)) {
			t.Errorf("threshold %v: defend %d in A8", th, d)
		}
	}
}

// Wrap in Wings of Sunlight from A7: 3 of its 4 dahan fly to A2, which
// gets Defend 5; with 2 sun 2 air 2 animal, 3 dahan are first gathered
// from A5 and A8, and 5 of the 7 fly to A3.
func TestWrapInWingsOfSunlight(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A7", Dahan, 4)
	castMajor(t, st, "wrap-in-wings-of-sunlight", false, "A7", "choose A2", "move 3 dahan")
	want(t, st, "A7", Dahan, 1)
	want(t, st, "A2", Dahan, 3)
	if d := st.lands[st.land(t, "A2")].defend; d != 5 {
		t.Errorf("defend %d in A2, want 5", d)
	}

	st = bareGame(t, lightning, "A")
	put(t, st, "A7", Dahan, 4)
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A8", Dahan, 1)
	castMajor(t, st, "wrap-in-wings-of-sunlight", true, "A7",
		"gather dahan from A5", "gather dahan from A5", "gather dahan from A8", "choose A3", "move 5 dahan")
	want(t, st, "A7", Dahan, 2)
	want(t, st, "A3", Dahan, 5)
	want(t, st, "A5", Dahan, 0)
}
