package spiritisland

import (
	"slices"
	"testing"

	"shima/engine"
)

// Helpers for the tests of the beginner spirits.

// typed applies the actions typed, as seat s, through Parse and Apply.
func typed(t *testing.T, st *State, s int8, texts ...string) {
	t.Helper()
	for _, text := range texts {
		st.findToMove() // a test may have changed the state by hand
		a, err := engine.ParseFor(st, st.Legal(engine.Seat(s), nil), text)
		if err == nil {
			err = st.Apply(engine.Seat(s), a)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// offers lists seat s's legal actions as English text.
func offers(st *State, s int8) []string {
	var out []string
	for _, a := range st.Legal(engine.Seat(s), nil) {
		out = append(out, st.describe(s, a, engine.EN))
	}
	return out
}

// colour is how seat s's spirit is named as a target: "spirit red".
func colour(s int8) string { return "spirit " + engine.SeatColour(engine.Seat(s), engine.EN) }

// invaderActions has the invaders ravage, build and explore in the lands
// of the invader card with key (all three on the same card), as the
// invader phase would.
func invaderActions(t *testing.T, st *State, key string) {
	t.Helper()
	i, ok := InvaderByKey[key]
	if !ok {
		t.Fatalf("no invader card %q", key)
	}
	c := int8(i)
	st.ravage, st.build = c, c
	st.invaders[st.nInvaders-1] = c // the next to explore
	for _, k := range []int{contRavage, contBuild, contExplore} {
		st.q.pushBack(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[k]})
	}
	if st.run(&st.q) {
		t.Fatalf("the invader actions ask: %q", asks(st))
	}
}

// presenceIn is spirit s's presence in each land named.
func presenceIn(t *testing.T, st *State, s int8, names ...string) []int8 {
	t.Helper()
	var out []int8
	for _, n := range names {
		out = append(out, st.lands[st.land(t, n)].presence[s])
	}
	return out
}

// handKeys lists the keys of spirit s's cards in hand.
func handKeys(st *State, s int8) []string {
	var out []string
	for c := range Powers {
		if st.spirits[s].hand.has(c) {
			out = append(out, Powers[c].Key)
		}
	}
	return out
}

// growthCase is a growth option chosen on a copy of a new game: the
// actions typed (the growth option first) and what the spirit has after.
type growthCase struct {
	actions             []string
	energy              int8
	energyTrack, cards  int8 // presence taken from the tracks
	plays               int8 // cards it may play
	hand                int  // cards in hand
	presence            map[string]int8
	alsoOffered, barred []string // presence placements offered (or not) at the option's first placement
}

// checkGrowth sets up a 1-spirit game of key on board A, checks its set-up
// presence and starting hand, then tries each case on a copy, its last
// unique power moved to its discard pile beforehand (its cheapest stays in
// hand, so that it goes on to choose cards).
func checkGrowth(t *testing.T, key string, setup map[string]int8, cases []growthCase) {
	t.Helper()
	st := newGame(t, key, "A")
	for name, n := range setup {
		if got := presenceIn(t, st, 0, name)[0]; got != n {
			t.Errorf("%s set-up: %d presence in %s, want %d", key, got, name, n)
		}
	}
	if got, want := handKeys(st, 0), Spirits[SpiritByKey[key]].Unique; !sameSet(got, want) {
		t.Errorf("%s starting hand %q, want %q", key, got, want)
	}
	unique := Spirits[SpiritByKey[key]].Unique
	last := PowerByKey[unique[len(unique)-1]]
	for i, c := range cases {
		g := *st
		g.spirits[0].discard.add(last)
		g.spirits[0].hand.del(last)
		for _, a := range c.actions {
			if a == "take first drawn" {
				a = "take " + Powers[g.spirits[0].drawn[0]].Name.EN
			}
			if len(c.alsoOffered)+len(c.barred) > 0 && g.spirits[0].q.n > 0 && g.spirits[0].q.front().op == opAddPresence {
				opts := offers(&g, 0)
				for _, w := range c.alsoOffered {
					if !slices.Contains(opts, w) {
						t.Errorf("%s growth case %d: %q not offered in %q", key, i+1, w, opts)
					}
				}
				for _, w := range c.barred {
					if slices.Contains(opts, w) {
						t.Errorf("%s growth case %d: %q offered", key, i+1, w)
					}
				}
				c.alsoOffered, c.barred = nil, nil
			}
			typed(t, &g, 0, a)
		}
		sp := &g.spirits[0]
		if sp.phase != phasePlay || g.round != st.round {
			t.Fatalf("%s growth case %d: still growing, offers %q", key, i+1, offers(&g, 0))
		}
		if sp.energy != c.energy || sp.energyTrack != c.energyTrack || sp.cardTrack != c.cards || g.cardPlays(0) != c.plays {
			t.Errorf("%s growth case %d: energy %d, tracks %d/%d, plays %d; want %d, %d/%d, %d", key, i+1,
				sp.energy, sp.energyTrack, sp.cardTrack, g.cardPlays(0), c.energy, c.energyTrack, c.cards, c.plays)
		}
		if n := len(handKeys(&g, 0)); n != c.hand {
			t.Errorf("%s growth case %d: %d cards in hand, want %d", key, i+1, n, c.hand)
		}
		for name, n := range c.presence {
			if got := presenceIn(t, &g, 0, name)[0]; got != n {
				t.Errorf("%s growth case %d: %d presence in %s, want %d", key, i+1, got, name, n)
			}
		}
	}
}

// sameSet reports whether a and b hold the same strings.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
