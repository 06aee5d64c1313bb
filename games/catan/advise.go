package catan

import (
	"math/bits"

	"shima/engine"
)

// Advice on trade between players (engine.Advisor). A bot offers a trade
// when one card for one (its first offer of a turn) or two for one (its
// second) raises what its hand is worth (handWorth) by at least minGain,
// to every other player not close to winning, but a person only the first
// (engine.People): a person is offered at most one trade a turn, and never
// again what they declined. The offer is put forward for tree search to
// weigh with its other actions (engine.Advisor's Opens). It answers an offer by
// accepting when the trade raises its own hand's worth by at least
// minGain and the player to move is not close to winning, and by declining
// otherwise; it never counters; and it trades with the partner who gains it
// most, or with nobody when no answer is worth it.

// minGain is the least a trade must add to a hand's worth, in VP, for a bot
// to offer or accept it.
const minGain = 0.02

// nearWin is how close to the goal (in public VP) a player may be before
// bots stop trading with them.
const nearWin = 2

// Opens reports whether a begins an offer: bots begin one only on advice.
func (st *State) Opens(a engine.Action) bool { return kindOf(a) == kindPropose }

// Advise returns the trade action the advice takes for seat s: beginning,
// composing and sending an offer, answering one, or choosing a partner.
func (st *State) Advise(s engine.Seat, _ *engine.Rand) (engine.Action, bool) {
	p := int8(s)
	switch st.step {
	case stepMain:
		if p == st.current && st.offers < 2 && st.mayPropose(p) {
			if _, ok := st.wantedTrade(p, st.offers); ok {
				return proposeAction, true
			}
		}
	case stepOffer:
		if p == st.current {
			return st.compose(p), true
		}
	case stepRespond:
		switch st.answer[p] {
		case answerComposing:
			return declineAction, true
		case answerNone:
			if st.canPay(p, &st.offer.get) && !st.nearGoal(st.current) &&
				st.outlookOf(p).gain(&st.hand[p], &st.offer.get, &st.offer.give) >= minGain {
				return acceptAction, true
			}
			return declineAction, true
		}
	case stepConfirm:
		if p == st.current {
			return st.bestPartner(p), true
		}
	}
	return 0, false
}

// nearGoal reports whether player p is close enough to winning, by the VP
// everyone sees, that bots stop trading with it.
func (st *State) nearGoal(p int8) bool { return st.publicVP(p) >= int(st.goal)-nearWin }

// outlookOf is player p's outlook with the default weights.
func (st *State) outlookOf(p int8) *outlook {
	ev := &evaluation{st: st, w: &defaultWeights}
	ev.prepare()
	s := ev.bestSites(p)
	o := ev.outlook(p, &s)
	return &o
}

// gain is what giving give and getting get adds to hand's worth.
func (o *outlook) gain(hand, give, get *[Resources]int8) float64 {
	after := *hand
	for r := range Resources {
		after[r] += get[r] - give[r]
	}
	return o.handWorth(&after) - o.handWorth(hand)
}

// wantedTrade is the offer player p would make as its offer number n of
// the turn (0: one card for one; 1: two for one), if one adds at least
// minGain to its hand's worth: the best one.
func (st *State) wantedTrade(p int8, n int8) (desk, bool) {
	if n > 1 || st.partners(p, n) == 0 {
		return desk{}, false
	}
	o := st.outlookOf(p)
	hand := &st.hand[p]
	var best desk
	bestGain := minGain
	for give := range Resources {
		if hand[give] < n+1 {
			continue
		}
		for get := range Resources {
			if get == give {
				continue
			}
			var d desk
			d.give[give], d.get[get] = n+1, 1
			if g := o.gain(hand, &d.give, &d.get); g >= bestGain {
				best, bestGain = d, g
			}
		}
	}
	return best, !best.empty()
}

// partners are the players p's offer number n of the turn goes to: the
// others holding a card and not close to winning, a bit each, and of them
// only bots after the first offer.
func (st *State) partners(p int8, n int8) uint8 {
	var m uint8
	for o := range st.seats {
		if o != p && st.cards(o) > 0 && !st.nearGoal(o) {
			m |= 1 << o
		}
	}
	if n > 0 {
		m &^= st.people
	}
	return m
}

// SetPeople marks the seats people play (engine.People): the advice offers
// them one trade a turn.
func (st *State) SetPeople(seats []engine.Seat) {
	st.people = 0
	for _, s := range seats {
		st.people |= 1 << s
	}
}

// compose is the next step of composing player p's offer: a card the wanted
// trade gives or asks for that the offer lacks, then sending it to the
// partners; cancelling when there is no trade to want, or the offer holds
// more than it.
func (st *State) compose(p int8) engine.Action {
	want, ok := st.wantedTrade(p, st.offers-1)
	if !ok {
		return cancelAction
	}
	d := &st.offer
	for r := range Resources {
		switch {
		case d.give[r] > want.give[r] || d.get[r] > want.get[r]:
			return cancelAction
		case d.give[r] < want.give[r] && st.mayGive(p, r):
			return pack(kindGive, r, 0)
		case d.get[r] < want.get[r] && st.mayAsk(p, r):
			return pack(kindAsk, r, 0)
		case d.give[r] != want.give[r] || d.get[r] != want.get[r]:
			return cancelAction
		}
	}
	return pack(kindSend, int(st.partners(p, st.offers-1)), 0)
}

// bestPartner is whom player p trades with among those who accepted or
// countered: the answer that adds most to its hand's worth, if that is at
// least minGain (a counter-offer asks what the player may not want), the
// player with fewer VP among equals; with nobody otherwise.
func (st *State) bestPartner(p int8) engine.Action {
	o := st.outlookOf(p)
	best, bestGain, bestVP := cancelAction, minGain, 0
	for m := uint8(1)<<st.seats - 1; m != 0; m &= m - 1 {
		q := int8(bits.TrailingZeros8(m))
		if !st.mayConfirm(q) {
			continue
		}
		give, get := &st.offer.give, &st.offer.get
		if st.answer[q] == answerCounter {
			give, get = &st.counter[q].get, &st.counter[q].give
		}
		g, vp := o.gain(&st.hand[p], give, get), st.publicVP(q)
		if g > bestGain || g == bestGain && (best == cancelAction || vp < bestVP) {
			best, bestGain, bestVP = pack(kindConfirm, int(q), 0), g, vp
		}
	}
	return best
}
