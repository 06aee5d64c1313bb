package catan

import (
	"fmt"
	"math/bits"
	"strings"

	"shima/engine"
)

// Trades: the offer told whole once made (its composing steps are drafts),
// the answers once all are in (they are secret until then), the trade made
// or the offer lapsing, and trades with the bank.

// tradeLead retells an offer made, an answer to it, a trade made, or the
// player to move trading with nobody. An answer is told to its maker alone
// until the last answer, which tells them all (tellAnswers).
func (st *State) tradeLead(was *State, p int8, a engine.Action) []engine.Event {
	x, _ := argsOf(a)
	switch {
	case kindOf(a) == kindSend && p == was.current:
		return []engine.Event{st.offerEvent(p, &was.offer, uint8(x))}
	case was.step == stepRespond:
		e := answerEvent(p, answerBy[kindOf(a)], &was.counter[p])
		e.Retell = true
		if st.step == stepRespond {
			e.Only = []engine.Seat{engine.Seat(p)}
		}
		return []engine.Event{e}
	case kindOf(a) == kindConfirm:
		o := int8(x)
		give, get := was.offer.give, was.offer.get
		if was.answer[o] == answerCounter {
			give, get = was.counter[o].get, was.counter[o].give
		}
		g, t := cardsName(&give), cardsName(&get)
		return []engine.Event{{Kind: "trade", Seat: engine.Seat(p), Retell: true,
			Text: engine.T(fmt.Sprintf("%s gives %s to %s for %s", mark(p), g.EN, mark(o), t.EN),
				fmt.Sprintf("%sが%sと%sを%sと交換", mark(p), mark(o), g.JA, t.JA)),
			Data: map[string]any{"with": int(o), "gave": cardsData(&give), "got": cardsData(&get)}}}
	case kindOf(a) == kindCancel && was.step == stepConfirm:
		return []engine.Event{{Kind: "no-trade", Seat: engine.Seat(p), Retell: true,
			Text: engine.T(fmt.Sprintf("%s trades with nobody: the offer ends", mark(p)), fmt.Sprintf("%sは誰とも交換せず、申し出は終わる", mark(p))),
			Data: map[string]any{"declined": false}}}
	}
	return nil
}

// offerEvent retells p's offer d made to the seats in mask.
func (st *State) offerEvent(p int8, d *desk, mask uint8) engine.Event {
	to := engine.T("everyone", "全員")
	var seats []int
	var names []string
	for m := mask; m != 0; m &= m - 1 {
		o := bits.TrailingZeros8(m)
		seats = append(seats, o)
		names = append(names, mark(int8(o)))
	}
	if mask != st.others(p) {
		to = engine.T(andList(names), strings.Join(names, "と"))
	}
	give, get := cardsName(&d.give), cardsName(&d.get)
	return engine.Event{Kind: "offer", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s offers %s for %s to %s", mark(p), give.EN, get.EN, to.EN),
			fmt.Sprintf("%sが%sに%sを%sと交換で申し出る", mark(p), to.JA, give.JA, get.JA)),
		Data: map[string]any{"give": cardsData(&d.give), "get": cardsData(&d.get), "to": seats}}
}

// tellAnswers tells, once all have answered, each answer to the offer but
// the last one's, last (which its move retells), and that the offer lapses
// when nobody accepted or countered.
func (st *State) tellAnswers(last int8) {
	partners := false
	for m := st.offerTo; m != 0; m &= m - 1 {
		o := int8(bits.TrailingZeros8(m))
		a := st.answer[o]
		partners = partners || a == answerAccept || a == answerCounter
		if o != last {
			st.rec.Add(answerEvent(o, a, &st.counter[o]))
		}
	}
	if !partners {
		st.rec.Add(engine.Event{Kind: "no-trade", Seat: engine.Seat(st.current),
			Text: engine.T(fmt.Sprintf("nobody takes %s's offer", mark(st.current)), fmt.Sprintf("%sの申し出に応じる人はいない", mark(st.current))),
			Data: map[string]any{"declined": true}})
	}
}

// answerBy is the answer each kind of action gives to an offer.
var answerBy = map[int]int8{kindAccept: answerAccept, kindDecline: answerDecline, kindSend: answerCounter}

// answerEvent tells o's answer to the offer: accepted, declined, or
// countered with d.
func answerEvent(o int8, answer int8, d *desk) engine.Event {
	switch answer {
	case answerAccept:
		return engine.Event{Kind: "accept", Seat: engine.Seat(o), Text: engine.T(mark(o)+" accepts", mark(o)+"が受ける")}
	case answerCounter:
		give, get := cardsName(&d.give), cardsName(&d.get)
		return engine.Event{Kind: "counter", Seat: engine.Seat(o),
			Text: engine.T(fmt.Sprintf("%s counters with %s for %s", mark(o), give.EN, get.EN),
				fmt.Sprintf("%sの逆提案: %sを%sと", mark(o), give.JA, get.JA)),
			Data: map[string]any{"give": cardsData(&d.give), "get": cardsData(&d.get)}}
	}
	return engine.Event{Kind: "decline", Seat: engine.Seat(o), Text: engine.T(mark(o)+" declines", mark(o)+"が断る")}
}

// bankTradeEvent retells p's trade with the bank: give at p's rate for
// one get, naming the harbour that gives the rate.
func (st *State) bankTradeEvent(was *State, p int8, give, get int) engine.Event {
	rate := was.rates[p][give]
	var gave, got [Resources]int8
	gave[give], got[get] = rate, 1
	g, t := cardsName(&gave), cardsName(&got)
	with := engine.T("with the bank", "銀行")
	switch rate {
	case 3:
		with = engine.T("at a 3:1 harbour", "3:1の港")
	case 2:
		with = engine.T("at the "+resourceNames[give].EN+" harbour", resourceNames[give].JA+"の港")
	}
	return engine.Event{Kind: "bank-trade", Seat: engine.Seat(p), Retell: true,
		Text: engine.T(fmt.Sprintf("%s trades %s for %s %s", mark(p), g.EN, t.EN, with.EN),
			fmt.Sprintf("%sが%sで%sを%sと交換", mark(p), with.JA, g.JA, t.JA)),
		Data: map[string]any{"gave": cardsData(&gave), "got": cardsData(&got), "rate": int(rate)}}
}
