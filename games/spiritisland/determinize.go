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
	d.rec, d.tl = nil, nil
	d.redeal(r)
	return &d
}

// redeal deals st's unseen cards anew from r, and gives st a new random
// source from r (Determinize; fresh starts of benchmarks). It allocates nothing.
func (st *State) redeal(r *engine.Rand) {
	st.rng = r.Split()
	// Invader cards: each stage's unseen cards (those in the deck and the
	// one put back in the box) go to the deck's places of that stage.
	seen := st.ravaged
	for _, c := range [...]int8{st.explore, st.build, st.ravage, st.immigration} {
		if c != noCard {
			seen |= 1 << c
		}
	}
	var unseen [maxFear]int8
	for stage := int8(1); stage <= 3; stage++ {
		n := 0
		for i, c := range InvaderCards {
			if c.Stage == stage && seen&(1<<i) == 0 {
				unseen[n] = int8(i)
				n++
			}
		}
		r.Shuffle(n, func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
		k := 0
		for i := range st.nInvaders {
			if InvaderCards[st.invaders[i]].Stage == stage {
				st.invaders[i] = unseen[k]
				k++
			}
		}
	}
	// Fear cards not resolved: the deck's and the earned ones, but those
	// turned face up (Spirits May Yet Dream), which keep their places.
	n := 0
	for i := range FearCards {
		if (st.feared|st.revealed)&(1<<i) == 0 {
			unseen[n] = int8(i)
			n++
		}
	}
	r.Shuffle(n, func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	k := 0
	for _, place := range [...][]int8{st.fearDeck[:st.nFear], st.earned[:st.nEarned]} {
		for i, c := range place {
			if st.revealed&(1<<c) == 0 {
				place[i] = unseen[k]
				k++
			}
		}
	}
	r.Shuffle(int(st.nMinors), func(i, j int) { st.minors[i], st.minors[j] = st.minors[j], st.minors[i] })
	r.Shuffle(int(st.nMajors), func(i, j int) { st.majors[i], st.majors[j] = st.majors[j], st.majors[i] })
	if st.blightCard != noCard && !st.blighted {
		st.blightCard = int8(r.IntN(len(BlightCards)))
	}
}
