package spiritisland

import (
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// Lightning's third growth option: a presence within 1 of its presence (to
// A8, from the energy track, uncovering its second 1) and 3 energy; then
// the track's 1: 4 energy. It plays Raging Storm (3) and Lightning's Boon
// (1), its two card plays, and its card choice ends by itself.
func TestLightningGrowth(t *testing.T) {
	st := newGame(t, lightning, "A")
	typed(t, st, 0, "growth 3")
	opts := offers(st, 0)
	for _, want := range []string{"presence from energy track to A5", "presence from card track to A8", "presence from energy track to A7"} {
		if !slices.Contains(opts, want) {
			t.Errorf("growth offers %q, not %q", opts, want)
		}
	}
	if slices.Contains(opts, "presence from energy track to A1") {
		t.Errorf("A1 is 2 lands away, yet offered for range 1")
	}
	typed(t, st, 0, "presence from energy track to A8")
	sp := &st.spirits[0]
	if sp.energy != 4 || sp.energyTrack != 1 || st.lands[st.land(t, "A8")].presence[0] != 1 || sp.phase != phasePlay {
		t.Fatalf("energy %d, track %d, A8 presence %d, phase %d", sp.energy, sp.energyTrack, st.lands[st.land(t, "A8")].presence[0], sp.phase)
	}
	if opts := offers(st, 0); !slices.Contains(opts, "play Raging Storm") || slices.Contains(opts, "play Shatter Homesteads") == false {
		t.Errorf("with 4 energy, Lightning may play %q", opts)
	}
	typed(t, st, 0, "play Raging Storm")
	if opts := offers(st, 0); slices.Contains(opts, "play Shatter Homesteads") {
		t.Errorf("with 1 energy left, Lightning may still play Shatter Homesteads (2): %q", opts)
	}
	typed(t, st, 0, "play Lightning's Boon")
	if sp.phase != phaseDone && st.step == stepSpirit {
		t.Errorf("after 2 cards (its limit), Lightning still chooses: %q", offers(st, 0))
	}
	if sp.energy != 0 || sp.elements[Fire] != 2 || sp.elements[Air] != 2 || sp.elements[Water] != 1 {
		t.Errorf("energy %d, elements %v", sp.energy, sp.elements)
	}
}

// Lightning's first growth option: reclaim all, gain a power card (a minor
// kept of 4 drawn), 1 energy; with power progression on, the gained power
// is the next of its list.
func TestLightningGainsAPower(t *testing.T) {
	st := newGame(t, lightning, "A")
	c := PowerByKey["shatter-homesteads"]
	st.spirits[0].hand.del(c)
	st.spirits[0].discard.add(c)
	typed(t, st, 0, "growth 1")
	if !st.spirits[0].hand.has(c) {
		t.Errorf("Shatter Homesteads not reclaimed")
	}
	if opts := offers(st, 0); !slices.Equal(opts, []string{"gain minor", "gain major"}) {
		t.Fatalf("gaining a power offers %q", opts)
	}
	minors := st.nMinors
	typed(t, st, 0, "gain minor")
	opts := offers(st, 0)
	if len(opts) != 4 || st.nMinors != minors-4 {
		t.Fatalf("drawn: %q, minor deck %d of %d", opts, st.nMinors, minors)
	}
	typed(t, st, 0, opts[2])
	kept := PowerByKey[PowerKeyByName(t, opts[2][len("take "):])]
	if !st.spirits[0].hand.has(kept) || st.spirits[0].energy != 2 {
		t.Errorf("kept %s: in hand %v; energy %d (1 + 1 from the track)", opts[2], st.spirits[0].hand.has(kept), st.spirits[0].energy)
	}
	discarded := 0
	for i := range Powers {
		if st.discarded.has(i) {
			discarded++
		}
	}
	if discarded != 3 {
		t.Errorf("%d minors discarded, want 3", discarded)
	}
	st = newGame(t, lightning, "A", "progression=on")
	typed(t, st, 0, "growth 1")
	next := Powers[PowerByKey[st.spirit(0).Progression[0]]]
	if opts := offers(st, 0); !slices.Equal(opts, []string{"gain " + next.Name.EN}) {
		t.Fatalf("with progression, gaining offers %q", opts)
	}
	typed(t, st, 0, "gain "+next.Name.EN)
	if !st.spirits[0].hand.has(PowerByKey[next.Key]) || st.spirits[0].progressed != 1 {
		t.Errorf("the progression's first power not gained")
	}
}

// PowerKeyByName is the key of the power named (in English).
func PowerKeyByName(t *testing.T, name string) string {
	t.Helper()
	for _, p := range Powers {
		if p.Name.EN == name {
			return p.Key
		}
	}
	t.Fatalf("no power named %q", name)
	return ""
}

// Card plays: no more than the track allows, no more than the energy pays.
func TestCardPlays(t *testing.T) {
	st := newGame(t, lightning, "A")
	typed(t, st, 0, "growth 2", "presence from card track to A5", "presence from energy track to A7")
	sp := &st.spirits[0]
	if st.cardPlays(0) != 3 || sp.energy != 1 {
		t.Fatalf("card plays %d, energy %d", st.cardPlays(0), sp.energy)
	}
	typed(t, st, 0, "play Harbingers of the Lightning", "play Lightning's Boon")
	if opts := offers(st, 0); !slices.Equal(opts, []string{"done"}) && sp.phase == phasePlay {
		t.Errorf("with no energy left, Lightning may still %q", opts)
	}
}

// The spirit phase is simultaneous: both spirits are to move at once, and
// one done does not wait for the other; the fast phase comes once both are.
func TestSpiritPhaseTogether(t *testing.T) {
	st := newGame(t, lightning+",river-surges-in-sunlight", "AB")
	if m := st.ToMove(); len(m) != 2 {
		t.Fatalf("to move: %v", m)
	}
	typed(t, st, 1, "growth 1")
	for st.spirits[1].phase != phaseDone {
		legal := st.Legal(1, nil)
		if err := st.Apply(1, legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	if m := st.ToMove(); !slices.Equal(m, []engine.Seat{0}) || st.step != stepSpirit {
		t.Fatalf("River done: to move %v, step %d", m, st.step)
	}
	typed(t, st, 0, "growth 3", "presence from energy track to A8", "done")
	if st.step == stepSpirit && st.round == 1 {
		t.Errorf("both done, yet still the spirit phase of round 1")
	}
}

// The difficulty options: no first explore leaves the island as printed
// and the build space empty; one extra growth at set-up lets each spirit
// grow (and only grow) before round 1.
func TestDifficultyOptions(t *testing.T) {
	st := newGame(t, lightning, "A", "difficulty=no-explore")
	explorers := 0
	for l := range st.lands {
		explorers += int(st.lands[l].count(Explorer))
	}
	if explorers != 0 || st.build != noCard || st.nInvaders != 12 {
		t.Errorf("no first explore: %d explorers, build %d, deck %d", explorers, st.build, st.nInvaders)
	}
	st = newGame(t, lightning, "A", "difficulty=extra-growth")
	if st.round != 0 {
		t.Fatalf("round %d", st.round)
	}
	typed(t, st, 0, "growth 3", "presence from energy track to A8")
	if st.round != 1 || st.step != stepSpirit || st.spirits[0].phase != phaseGrowth || st.spirits[0].energy != 3 {
		t.Errorf("after the set-up growth: round %d, step %d, phase %d, energy %d", st.round, st.step, st.spirits[0].phase, st.spirits[0].energy)
	}
}

// Pieces are named by the damage they took, so that a city with 2 health
// left and one with 1 read differently.
func TestPieceTexts(t *testing.T) {
	st := &State{}
	seen := map[string]bool{}
	for p := range pieceKinds {
		for h := int8(1); h <= st.hp(p); h++ {
			for _, lang := range engine.Langs {
				text := st.pieceText(pieceCode(p, h), lang)
				if seen[text] {
					t.Errorf("two pieces read %q", text)
				}
				seen[text] = true
			}
		}
	}
}

// Every spirit of the base game may be chosen, now that all their powers
// have effects (playable gates a spirit until then), and the option's help
// lists them; an unknown spirit is refused with a reason naming them.
func TestOnlyPlayableSpirits(t *testing.T) {
	keys := playableKeys()
	if len(keys) != len(Spirits) {
		t.Errorf("playable: %v", keys)
	}
	for _, d := range Spirits {
		if _, err := (Game{}).New(engine.Config{Seats: 1, Seed: 1, Options: map[string]string{"spirits": d.Key}}); err != nil {
			t.Errorf("%s: %v", d.Key, err)
		}
	}
	_, err := Game{}.New(engine.Config{Seats: 1, Seed: 1, Options: map[string]string{"spirits": "heart-of-the-wildfire"}})
	if err == nil || !strings.Contains(err.Error(), strings.Join(keys, ", ")) {
		t.Errorf("an unknown spirit refused without the playable spirits: %v", err)
	}
	if help := (Game{}).Info().Options[0].Help.EN; !strings.HasSuffix(help, strings.Join(keys, ", ")) {
		t.Errorf("the spirits option's help %q does not list %q", help, keys)
	}
}

// Growth options read with their seat and what they do; typed as "growth
// 1" by a seat while another also grows, they are that seat's
// (engine.ParseFor).
func TestGrowthTexts(t *testing.T) {
	st := newGame(t, lightning+",river-surges-in-sunlight", "AB")
	if got := st.Describe(pack(kindGrowth, 2, 0), engine.EN); got != "growth 3 (red): a presence at range 1, +3 energy" {
		t.Errorf("Lightning's third growth reads %q", got)
	}
	for s := range engine.Seat(2) {
		a, err := engine.ParseFor(st, st.Legal(s, nil), "growth 1")
		if err != nil || a != pack(kindGrowth, 0, int(s)) {
			t.Errorf("seat %d typing growth 1: %q, %v", s, st.Describe(a, engine.EN), err)
		}
	}
}

// With spirits=random, each game draws distinct playable spirits from its
// seed: the same seed the same spirits, and over a few seeds every
// playable spirit comes up.
func TestRandomSpirits(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(12) {
		cfg := engine.Config{Seats: 3, Seed: seed, Options: map[string]string{"spirits": "random"}}
		a, err := Game{}.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := Game{}.New(cfg)
		var keys []string
		for s := range 3 {
			k := a.(*State).spirit(int8(s)).Key
			if !playable(a.(*State).spirit(int8(s))) || slices.Contains(keys, k) || b.(*State).spirit(int8(s)).Key != k {
				t.Fatalf("seed %d: spirits %v then %s (the same seed drew %s)", seed, keys, k, b.(*State).spirit(int8(s)).Key)
			}
			keys = append(keys, k)
			seen[k] = true
		}
	}
	if len(seen) != len(playableKeys()) {
		t.Errorf("12 games of 3 drew only %v", seen)
	}
}

// A seat named "random" draws a playable spirit no other seat names; the
// named seats keep theirs.
func TestRandomSpiritOfOneSeat(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(16) {
		cfg := engine.Config{Seats: 3, Seed: seed, Options: map[string]string{"spirits": "random,oceans-hungry-grasp,thunderspeaker"}}
		st, err := Game{}.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		k := s.spirit(0).Key
		if s.spirit(1).Key != "oceans-hungry-grasp" || s.spirit(2).Key != "thunderspeaker" || k == "oceans-hungry-grasp" || k == "thunderspeaker" || !playable(s.spirit(0)) {
			t.Fatalf("seed %d: spirits %s %s %s", seed, k, s.spirit(1).Key, s.spirit(2).Key)
		}
		seen[k] = true
	}
	if len(seen) < 3 {
		t.Errorf("16 games drew only %v for the random seat", seen)
	}
	if _, err := (Game{}).New(engine.Config{Seats: 2, Options: map[string]string{"spirits": "thunderspeaker,thunderspeaker"}}); err == nil {
		t.Error("a spirit chosen twice was accepted")
	}
}

// A growth option says where its presence may go: the terrains and the
// land filter of its target, as well as the range.
func TestPresenceWords(t *testing.T) {
	for _, c := range []struct {
		ga     GrowthAction
		en, ja string
	}{
		{GrowthAction{Kind: AddPresence, Range: 1}, "a presence at range 1", "存在(範囲1)"},
		{GrowthAction{Kind: AddPresence, Range: 4, Target: Target{Filter: WithDahanOrInvaders}},
			"a presence at range 4 in a land with dahan or invaders", "存在(範囲4、ダハンか侵略者のいる土地)"},
		{GrowthAction{Kind: AddPresence, Range: -1, Target: Target{Terrains: 1 << Ocean}},
			"a presence anywhere in an ocean", "存在(どこでも、海)"},
		{GrowthAction{Kind: AddPresence, Range: 2, Target: Target{Terrains: 1<<Wetland | 1<<Jungle}},
			"a presence at range 2 in a jungle or wetland", "存在(範囲2、ジャングルか湿地)"},
		{GrowthAction{Kind: AddPresence, Range: 1, Target: Target{Filter: Coastal}},
			"a presence at range 1 in a coastal land", "存在(範囲1、沿岸の土地)"},
	} {
		if en := presenceWords(c.ga, engine.EN); en != c.en {
			t.Errorf("%+v: %q, want %q", c.ga, en, c.en)
		}
		if ja := presenceWords(c.ga, engine.JA); ja != c.ja {
			t.Errorf("%+v: %q, want %q", c.ga, ja, c.ja)
		}
	}
}
