package catan

import "shima/engine"

// Determinize fills in what seat s cannot see: the face-down tiles (The
// Unknown Island), the development deck's order, the other players'
// development cards in hand (from the deck and them together), the other
// players' resource cards (their counts kept) and what they discarded in a
// discard step under way, their answers to an offer not all answered yet,
// and the random source.
func (st *State) Determinize(s engine.Seat, r *engine.Rand) engine.State {
	c := *st
	c.rec = nil
	c.rng = r.Split()
	if t := c.theft; engine.Seat(t.thief) != s && engine.Seat(t.victim) != s {
		c.theft = theft{thief: noSeat} // the card stolen is not s's to know
	}
	if !st.Over() { // at the end every tile is shown
		c.shuffleHidden(r)
	}
	c.hideAnswers(s)
	c.dealHands(st, s, r)
	// Development cards: the others' unseen cards and the deck are shuffled
	// together; each keeps its count (and its cards bought this turn). At
	// the end, the cards are shown.
	if st.Over() {
		return &c
	}
	var cards [maxDevCards]DevCard // the deck and every unseen card in a hand
	n := copy(cards[:], c.deck[:c.nDeck])
	for p := range c.seats {
		if engine.Seat(p) == s {
			continue
		}
		for d := range devKinds {
			for range c.devs[p][d] {
				cards[n] = DevCard(d)
				n++
			}
			c.devs[p][d], c.fresh[p][d] = 0, 0
		}
	}
	r.Shuffle(n, func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	for p := range c.seats {
		if engine.Seat(p) == s {
			continue
		}
		held, fresh := 0, 0
		for d := range devKinds {
			held += int(st.devs[p][d])
			fresh += int(st.fresh[p][d])
		}
		for i := range held {
			n--
			d := cards[n]
			c.devs[p][d]++
			if i < fresh {
				c.fresh[p][d]++
			}
		}
	}
	copy(c.deck[:], cards[:n])
	c.nDeck = int8(n)
	return &c
}

// sum adds xs up.
func sum[N int | int8](xs []N) int {
	t := 0
	for _, x := range xs {
		t += int(x)
	}
	return t
}

// shuffleHidden deals the face-down tiles again among their hexes: their
// kinds are known (the supply less what is face up), their places not.
func (st *State) shuffleHidden(r *engine.Rand) {
	if st.hidden.empty() {
		return
	}
	var hexes [MaxHexes]int16
	var tiles [MaxHexes]int16 // terrain, or 100+kind for a harbour tile
	n := 0
	for h := range st.layout.Interior {
		if !st.hidden.has(h) {
			continue
		}
		hexes[n], tiles[n] = int16(h), int16(st.terrain[h])
		if k := st.harbourKind[h]; k != noHarbour {
			tiles[n] = 100 + int16(k)
		}
		n++
	}
	r.Shuffle(n, func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	for i, h := range hexes[:n] {
		st.harbourKind[h] = noHarbour
		if tiles[i] >= 100 {
			st.terrain[h], st.harbourKind[h] = Sea, int8(tiles[i]-100)
		} else {
			st.terrain[h] = Terrain(tiles[i])
		}
	}
}

// hideAnswers replaces, while an offer is being answered, the others'
// answers s cannot see: those who answered decline, those composing a
// counter-offer have not begun.
func (st *State) hideAnswers(s engine.Seat) {
	if st.step != stepRespond {
		return
	}
	for p := range st.seats {
		if engine.Seat(p) == s {
			continue
		}
		switch st.answer[p] {
		case answerAccept, answerCounter:
			st.answer[p] = answerDecline
		case answerComposing:
			st.answer[p] = answerNone
		}
		st.counter[p] = desk{}
	}
}

// dealHands deals the others' resource cards again from the pool of them
// (with what they discarded in this step, and the bank taking those back):
// each keeps its count and the cards a trade shows it holds, and discards
// again as many as it did. orig is the state before determinizing.
func (st *State) dealHands(orig *State, s engine.Seat, r *engine.Rand) {
	var pool [Resources]int
	var keep [MaxPlayers]int // cards each held and discarded
	for p := range st.seats {
		if engine.Seat(p) == s {
			continue
		}
		shown := st.shown(p)
		for res := range Resources {
			keep[p] += int(st.hand[p][res] + st.discarded[p][res])
			pool[res] += int(st.hand[p][res] - shown[res] + st.discarded[p][res])
			st.bank[res] -= st.discarded[p][res]
			st.hand[p][res] = shown[res]
		}
		keep[p] -= st.cards(p)
	}
	draw := func() Resource {
		k := r.IntN(sum(pool[:]))
		for res := range Resources {
			if k < pool[res] {
				pool[res]--
				return Resource(res)
			}
			k -= pool[res]
		}
		return 0
	}
	for p := range st.seats {
		if engine.Seat(p) == s {
			continue
		}
		gone := 0
		for _, n := range orig.discarded[p] {
			gone += int(n)
		}
		st.discarded[p] = [Resources]int8{}
		for i := range keep[p] {
			res := draw()
			if i < gone {
				st.discarded[p][res]++
				st.bank[res]++
			} else {
				st.hand[p][res]++
			}
		}
	}
}
