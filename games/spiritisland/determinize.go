package spiritisland

import "shima/engine"

// Determinize returns a state consistent with what every spirit has seen
// (the spirits share all they know): the invader deck's cards still unseen
// dealt anew to its places, stage by stage; the fear cards not yet resolved
// dealt anew to the fear deck and the earned cards; the power decks
// shuffled; a blight card still healthy side up drawn anew; and a new
// random source, so that nothing to come is known.
func (st *State) Determinize(_ engine.Seat, r *engine.Rand) engine.State {
	d := *st
	d.rng = r.Split()
	// Invader cards: each stage's unseen cards (those in the deck and the
	// one put back in the box) go to the deck's places of that stage.
	var seen uint16 = st.ravaged
	for _, c := range [...]int8{st.explore, st.build, st.ravage} {
		if c != noCard {
			seen |= 1 << c
		}
	}
	for stage := int8(1); stage <= 3; stage++ {
		var unseen []int8
		for i, c := range InvaderCards {
			if c.Stage == stage && seen&(1<<i) == 0 {
				unseen = append(unseen, int8(i))
			}
		}
		r.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
		k := 0
		for i := range d.nInvaders {
			if InvaderCards[d.invaders[i]].Stage == stage {
				d.invaders[i] = unseen[k]
				k++
			}
		}
	}
	// Fear cards not resolved: the deck's and the earned ones.
	var fear []int8
	for i := range FearCards {
		if st.feared&(1<<i) == 0 {
			fear = append(fear, int8(i))
		}
	}
	r.Shuffle(len(fear), func(i, j int) { fear[i], fear[j] = fear[j], fear[i] })
	copy(d.fearDeck[:d.nFear], fear)
	copy(d.earned[:d.nEarned], fear[d.nFear:])
	r.Shuffle(int(d.nMinors), func(i, j int) { d.minors[i], d.minors[j] = d.minors[j], d.minors[i] })
	r.Shuffle(int(d.nMajors), func(i, j int) { d.majors[i], d.majors[j] = d.majors[j], d.majors[i] })
	if d.blightCard != noCard && !d.blighted {
		d.blightCard = int8(r.IntN(len(BlightCards)))
	}
	return &d
}
