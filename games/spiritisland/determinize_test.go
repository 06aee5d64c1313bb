package spiritisland

import (
	"testing"

	"shima/engine"
)

// Determinize deals the unseen cards anew and keeps all that is known: the
// invader deck keeps its stages in place and the cards seen stay out of it;
// fear cards resolved stay out of the deck and the earned ones; the power
// decks keep their cards; the island and the spirits do not change.
func TestDeterminize(t *testing.T) {
	st := newGame(t, lightning+",river-surges-in-sunlight", "AB")
	st.fear(8) // one card earned (8 markers for 2 spirits)
	resolved := st.fearDeck[st.nFear-1]
	st.nFear--
	st.feared |= 1 << resolved
	r := engine.NewRand(9)
	changed := false
	for range 20 {
		d := st.Determinize(0, &r).(*State)
		if d.lands != st.lands || d.spirits != st.spirits || d.build != st.build || d.nInvaders != st.nInvaders || d.nFear != st.nFear || d.nEarned != st.nEarned {
			t.Fatalf("determinizing changed what is known")
		}
		for i := range d.nInvaders {
			c := d.invaders[i]
			if InvaderCards[c].Stage != InvaderCards[st.invaders[i]].Stage || c == st.build {
				t.Fatalf("invader deck place %d: stage %d card %s, was stage %d", i, InvaderCards[c].Stage, InvaderCards[c].Key, InvaderCards[st.invaders[i]].Stage)
			}
		}
		seen := map[int8]bool{}
		for _, c := range append(d.fearDeck[:d.nFear:d.nFear], d.earned[:d.nEarned]...) {
			if c == resolved || seen[c] {
				t.Fatalf("fear card %d dealt twice or after it resolved", c)
			}
			seen[c] = true
		}
		if d.nMinors != st.nMinors || d.nMajors != st.nMajors {
			t.Fatalf("power decks changed size")
		}
		changed = changed || d.invaders != st.invaders || d.fearDeck != st.fearDeck || d.minors != st.minors
	}
	if !changed {
		t.Errorf("20 determinizations never dealt the unseen cards differently")
	}
}
