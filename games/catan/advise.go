package catan

import (
	"math/bits"

	"shima/engine"
)

// Advice on trade between players (engine.Advisor). A bot may offer a
// trade once a turn, of one card for one that raises what its hand is worth
// (handWorth) by at least minGain, to every other player not close to
// winning: an offer declined is not made again, and nobody is asked twice
// in a turn. The offer is put forward for the bot's search to weigh with
// its other actions (engine.Advisor's Opens). It answers an offer by
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
		if p == st.current && st.offers == 0 && st.mayPropose(p) {
			if _, ok := st.wantedTrade(p); ok {
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

// wantedTrade is the offer of one card for one player p would make, if one
// adds at least minGain to its hand's worth: the best one.
func (st *State) wantedTrade(p int8) (desk, bool) {
	if st.partners(p) == 0 {
		return desk{}, false
	}
	o := st.outlookOf(p)
	hand := &st.hand[p]
	var best desk
	bestGain := minGain
	for give := range Resources {
		if hand[give] == 0 {
			continue
		}
		for get := range Resources {
			if get == give {
				continue
			}
			var d desk
			d.give[give], d.get[get] = 1, 1
			if g := o.gain(hand, &d.give, &d.get); g >= bestGain {
				best, bestGain = d, g
			}
		}
	}
	return best, !best.empty()
}

// partners are the players p's offers go to: the others holding a card and
// not close to winning, a bit each.
func (st *State) partners(p int8) uint8 {
	var m uint8
	for o := range st.seats {
		if o != p && st.cards(o) > 0 && !st.nearGoal(o) {
			m |= 1 << o
		}
	}
	return m
}

// compose is the next step of composing player p's offer: a card the wanted
// trade gives or asks for that the offer lacks, then sending it to the
// partners; cancelling when there is no trade to want, or the offer holds
// more than it.
func (st *State) compose(p int8) engine.Action {
	want, ok := st.wantedTrade(p)
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
	return pack(kindSend, int(st.partners(p)), 0)
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
