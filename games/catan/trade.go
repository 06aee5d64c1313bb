package catan

import (
	"fmt"
	"math/bits"

	"shima/engine"
)

// Trade between players (RULES.md): the player to move offers cards to all
// or some of the others, in small steps a person can type: "offer a trade",
// then "give brick" and "ask ore" once per card, then "offer to all" (or to
// some). The players offered answer at once: accept, decline, or counter
// with an offer of their own, composed the same way. When all have
// answered, the player to move trades with one who accepted or countered,
// or with nobody. Only the player to move trades, never two others, and
// each side gives at least one card.

// maxOffers is how many offers the player to move may make in a turn, so
// that a game always ends (RULES.md).
const maxOffers = 5

// Answers to an offer.
const (
	answerNone      int8 = iota // not offered, or not yet answered
	answerAccept                // accepts the offer as it stands
	answerDecline               // declines it
	answerComposing             // is composing a counter-offer
	answerCounter               // has sent a counter-offer
)

var answerKeys = [...]string{"", "accept", "decline", "composing", "counter"}

// desk is an offer: what its maker gives and asks for.
type desk struct {
	give, get [Resources]int8
}

func (d *desk) empty() bool {
	g, a := int8(0), int8(0)
	for r := range Resources {
		g += d.give[r]
		a += d.get[r]
	}
	return g == 0 || a == 0
}

func (d *desk) asked() int {
	n := 0
	for _, c := range &d.get { // in place, no copy
		n += int(c)
	}
	return n
}

// mayPropose reports whether p may begin an offer: in the main step, with
// offers left this turn, a card to give and another player holding one.
func (st *State) mayPropose(p int8) bool {
	if st.step != stepMain || st.offers >= maxOffers || !st.holdsCards(p) {
		return false
	}
	for o := range st.seats {
		if o != p && st.holdsCards(o) {
			return true
		}
	}
	return false
}

// deskOf is the offer seat p is composing: the player to move's in the
// offer step, a counter-offer in the answer step.
func (st *State) deskOf(p int8) *desk {
	if p == st.current {
		return &st.offer
	}
	return &st.counter[p]
}

// composing reports whether p is composing an offer now.
func (st *State) composing(p int8) bool {
	if st.step == stepOffer {
		return p == st.current
	}
	return st.step == stepRespond && st.answer[p] == answerComposing
}

// mayGive reports whether p, composing, may add a card of r to what it gives.
func (st *State) mayGive(p int8, r int) bool { return st.deskOf(p).mayGive(&st.hand[p], r) }

// mayGive reports whether the offer may give one more card of r from hand.
func (d *desk) mayGive(hand *[Resources]int8, r int) bool {
	return d.get[r] == 0 && d.give[r] < hand[r]
}

// mayAsk reports whether p, composing, may ask for one more card of r: not
// one it gives, and no more cards in all than the largest hand of the
// players it deals with.
func (st *State) mayAsk(p int8, r int) bool {
	d := st.deskOf(p)
	return d.give[r] == 0 && d.asked() < st.largestOtherHand(p)
}

// largestOtherHand is the most cards held by a player p could trade with:
// any other player for the player to move, the player to move for the others.
func (st *State) largestOtherHand(p int8) int {
	if p != st.current {
		return st.cards(st.current)
	}
	most := 0
	for o := range st.seats {
		if o != p {
			most = max(most, st.cards(o))
		}
	}
	return most
}

// others is the set of seats other than p, a bit each.
func (st *State) others(p int8) uint8 { return (uint8(1)<<st.seats - 1) &^ (1 << p) }

// appendComposing lists the steps of composing an offer.
func (st *State) appendComposing(buf []engine.Action, p int8) []engine.Action {
	d, hand := st.deskOf(p), &st.hand[p] // looked up once: a hot path of random playouts
	for r := range Resources {
		if d.mayGive(hand, r) {
			buf = append(buf, pack(kindGive, r, 0))
		}
	}
	if d.asked() < st.largestOtherHand(p) { // mayAsk, for every resource at once
		for r := range Resources {
			if d.give[r] == 0 {
				buf = append(buf, pack(kindAsk, r, 0))
			}
		}
	}
	if !d.empty() {
		if p == st.current {
			all := st.others(p)
			for m := all; m != 0; m = (m - 1) & all {
				buf = append(buf, pack(kindSend, int(m), 0))
			}
		} else {
			buf = append(buf, pack(kindSend, 0, 0))
		}
	}
	if p == st.current {
		return append(buf, cancelAction)
	}
	return append(buf, declineAction) // a counter-offer can be given up
}

// legalTrade lists p's actions in the steps of a trade between players.
func (st *State) legalTrade(buf []engine.Action, p int8) []engine.Action {
	switch st.step {
	case stepOffer:
		return st.appendComposing(buf, p)
	case stepRespond:
		if st.answer[p] == answerComposing {
			return st.appendComposing(buf, p)
		}
		if st.canPay(p, &st.offer.get) {
			buf = append(buf, acceptAction)
		}
		buf = append(buf, declineAction)
		if st.cards(p) > 0 {
			buf = append(buf, counterAction)
		}
		return buf
	case stepConfirm:
		for o := range st.seats {
			if st.mayConfirm(o) {
				buf = append(buf, pack(kindConfirm, int(o), 0))
			}
		}
		return append(buf, cancelAction)
	}
	return buf
}

// mayConfirm reports whether the player to move can trade with o now: o
// accepted, or countered with an offer the player to move can pay.
func (st *State) mayConfirm(o int8) bool {
	switch st.answer[o] {
	case answerAccept:
		return true
	case answerCounter:
		return st.canPay(st.current, &st.counter[o].get)
	}
	return false
}

// checkTrade returns why p may not take the trade action a now, or nil.
func (st *State) checkTrade(p int8, a engine.Action) error {
	x, y := argsOf(a)
	kind := kindOf(a)
	if y != 0 || (kind != kindGive && kind != kindAsk && kind != kindSend && kind != kindConfirm && x != 0) {
		return notCatan(a)
	}
	switch kind {
	case kindPropose:
		switch {
		case st.step != stepMain:
			return st.notNow(a)
		case st.offers >= maxOffers:
			return engine.Rejectf("you have made %d offers this turn, the most a turn allows", "この手番ではすでに%d回交渉しました(上限です)", maxOffers)
		case !st.mayPropose(p):
			return engine.Reject("a trade needs a card in your hand and one in another player's", "交渉には自分と相手の手札が必要です")
		}
		return nil
	case kindGive, kindAsk:
		if !st.composing(p) {
			return st.notNow(a)
		}
		if x >= Resources {
			return notCatan(a)
		}
		if kind == kindGive && !st.mayGive(p, x) {
			return engine.Rejectf("you cannot give another %s: you hold no more, or you ask for it", "これ以上%sは出せません(手札にないか、求めている資源です)", resourceNames[x])
		}
		if kind == kindAsk && !st.mayAsk(p, x) {
			return engine.Rejectf("you cannot ask for another %s: you give it, or nobody holds that many cards", "これ以上%sは求められません(出している資源か、そんなに多く持つ人がいません)", resourceNames[x])
		}
		return nil
	case kindSend:
		if !st.composing(p) {
			return st.notNow(a)
		}
		if st.deskOf(p).empty() {
			return engine.Reject("an offer gives at least one card and asks for at least one", "交渉では1枚以上出し、1枚以上求めます")
		}
		if p == st.current {
			if x == 0 || uint8(x)&^st.others(p) != 0 || x >= 1<<MaxPlayers {
				return engine.Reject("offer to one or more of the other players", "ほかのプレイヤーの誰か(または全員)に申し出てください")
			}
		} else if x != 0 {
			return engine.Reject("a counter-offer goes to the player to move", "逆提案は手番のプレイヤーに送ります")
		}
		return nil
	case kindCancel:
		if (st.step != stepOffer && st.step != stepConfirm) || p != st.current {
			return st.notNow(a)
		}
		return nil
	case kindAccept, kindDecline, kindCounter:
		if st.step != stepRespond || (st.answer[p] != answerNone && !(kind == kindDecline && st.answer[p] == answerComposing)) {
			return st.notNow(a)
		}
		if kind == kindAccept && !st.canPay(p, &st.offer.get) {
			return engine.Rejectf("you cannot pay %s", "%sを支払えません", costText(&st.offer.get))
		}
		if kind == kindCounter && st.cards(p) == 0 {
			return engine.Reject("you hold no card to offer", "出せるカードがありません")
		}
		return nil
	case kindConfirm:
		if st.step != stepConfirm {
			return st.notNow(a)
		}
		if x >= int(st.seats) || !st.mayConfirm(int8(x)) {
			return engine.Rejectf("%s has not accepted, or you cannot pay their counter-offer", "%sは受けていないか、逆提案の支払いができません", engine.SeatColourText(engine.Seat(x)))
		}
		return nil
	}
	return notCatan(a)
}

// applyTrade plays a trade action, which check has allowed.
func (st *State) applyTrade(p int8, a engine.Action) {
	x, _ := argsOf(a)
	switch kindOf(a) {
	case kindPropose:
		st.offers++
		st.offer = desk{}
		st.step = stepOffer
	case kindGive:
		st.deskOf(p).give[x]++
	case kindAsk:
		st.deskOf(p).get[x]++
	case kindSend:
		if p == st.current {
			st.sendOffer(uint8(x))
			return
		}
		st.answer[p] = answerCounter
		st.answered(p)
	case kindCancel:
		st.endTrade()
	case kindAccept:
		st.answer[p] = answerAccept
		st.answered(p)
	case kindDecline:
		st.answer[p] = answerDecline
		st.counter[p] = desk{}
		st.answered(p)
	case kindCounter:
		st.answer[p] = answerComposing
		st.counter[p] = desk{}
	case kindConfirm:
		o := int8(x)
		give, get := st.offer.give, st.offer.get
		if st.answer[o] == answerCounter {
			give, get = st.counter[o].get, st.counter[o].give
		}
		for r := range Resources {
			st.hand[p][r] += get[r] - give[r]
			st.hand[o][r] += give[r] - get[r]
		}
		st.endTrade()
	}
}

// sendOffer puts the offer to the players in mask: they answer at once.
func (st *State) sendOffer(mask uint8) {
	st.offerTo = mask
	st.answer = [MaxPlayers]int8{}
	st.nToMove = 0
	for m := mask; m != 0; m &= m - 1 {
		st.toMove[st.nToMove] = engine.Seat(bits.TrailingZeros8(m))
		st.nToMove++
	}
	st.step = stepRespond
}

// answered takes p out of those still to answer; when all have, the player
// to move chooses a partner, or, when nobody accepted or countered, the
// offer lapses.
func (st *State) answered(p int8) {
	k := int8(0)
	for _, s := range st.toMove[:st.nToMove] {
		if int8(s) != p {
			st.toMove[k] = s
			k++
		}
	}
	st.nToMove = k
	if k > 0 {
		return
	}
	if st.rec.On() {
		st.tellAnswers(p)
	}
	for o := range st.seats {
		if st.answer[o] == answerAccept || st.answer[o] == answerCounter {
			st.step = stepConfirm
			st.setToMove(st.current)
			return
		}
	}
	st.endTrade()
}

// endTrade closes the offer: play goes back to the player to move's turn.
func (st *State) endTrade() {
	st.offer, st.offerTo = desk{}, 0
	st.answer = [MaxPlayers]int8{}
	st.counter = [MaxPlayers]desk{}
	st.step = stepMain
	st.setToMove(st.current)
}

// trading reports whether a trade between players is under way.
func (st *State) trading() bool {
	return st.step == stepOffer || st.step == stepRespond || st.step == stepConfirm
}

// checkTradeState verifies the trade's invariants: an offer only while
// trading, cards offered that their makers hold, answers only from the
// players offered, and someone to answer or to trade with.
func (st *State) checkTradeState() error {
	if !st.trading() {
		if st.offer != (desk{}) || st.offerTo != 0 || st.answer != [MaxPlayers]int8{} || st.counter != [MaxPlayers]desk{} {
			return fmt.Errorf("an offer outside the steps of a trade")
		}
		return nil
	}
	cur := st.current
	if st.offers < 1 || st.offers > maxOffers {
		return fmt.Errorf("%d offers made this turn", st.offers)
	}
	if err := st.checkDesk(cur, &st.offer); err != nil {
		return err
	}
	if (st.step == stepOffer) != (st.offerTo == 0) || st.offerTo&^st.others(cur) != 0 {
		return fmt.Errorf("an offer made to seats %v in step %s", seatList(st.offerTo), stepKeys[st.step])
	}
	pending, partners := 0, 0
	for o := range st.seats {
		a := st.answer[o]
		switch {
		case st.offerTo&(1<<o) == 0 && a != answerNone:
			return fmt.Errorf("%s answers an offer not made to it", engine.SeatColour(engine.Seat(o), engine.EN))
		case a < answerComposing && st.counter[o] != (desk{}):
			return fmt.Errorf("%s's counter-offer does not match its answer", engine.SeatColour(engine.Seat(o), engine.EN))
		case a == answerAccept && !st.canPay(o, &st.offer.get):
			return fmt.Errorf("%s accepts an offer it cannot pay", engine.SeatColour(engine.Seat(o), engine.EN))
		}
		if a >= answerComposing {
			if err := st.checkDesk(o, &st.counter[o]); err != nil {
				return err
			}
		}
		if a == answerCounter && st.counter[o].empty() {
			return fmt.Errorf("%s sent an empty counter-offer", engine.SeatColour(engine.Seat(o), engine.EN))
		}
		if st.offerTo&(1<<o) != 0 && (a == answerNone || a == answerComposing) {
			pending++
		}
		if a == answerAccept || a == answerCounter {
			partners++
		}
	}
	switch {
	case st.step != stepOffer && st.offer.empty():
		return fmt.Errorf("an empty offer was made")
	case st.step == stepRespond && pending == 0:
		return fmt.Errorf("an offer nobody has to answer")
	case st.step == stepConfirm && (pending > 0 || partners == 0):
		return fmt.Errorf("choosing a partner with %d answers awaited and %d partners", pending, partners)
	}
	return nil
}

// checkDesk checks an offer p composes: cards p holds, no resource on both
// sides, no more asked than the largest hand p deals with.
func (st *State) checkDesk(p int8, d *desk) error {
	for r := range Resources {
		if d.give[r] > st.hand[p][r] || (d.give[r] > 0 && d.get[r] > 0) {
			return fmt.Errorf("%s offers %s it does not hold, or gives and asks for it", engine.SeatColour(engine.Seat(p), engine.EN), resourceNames[r].EN)
		}
	}
	if d.asked() > st.largestOtherHand(p) {
		return fmt.Errorf("%s asks for %d cards, more than anyone holds", engine.SeatColour(engine.Seat(p), engine.EN), d.asked())
	}
	return nil
}

// shown are the cards seat p is known to hold because a trade shows them:
// what p offers, or accepted to pay, or gives in a counter-offer.
func (st *State) shown(p int8) [Resources]int8 {
	switch {
	case !st.trading():
		return [Resources]int8{}
	case p == st.current:
		return st.offer.give
	case st.answer[p] == answerAccept:
		return st.offer.get
	case st.answer[p] >= answerComposing:
		return st.counter[p].give
	}
	return [Resources]int8{}
}
