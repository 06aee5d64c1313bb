package catan

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// play applies each text for seat p, failing the test on a refusal.
func (st *State) play(t *testing.T, p engine.Seat, texts ...string) {
	t.Helper()
	for _, text := range texts {
		a, err := st.Parse(text)
		if err == nil {
			err = st.Apply(p, a)
		}
		if err != nil {
			t.Fatalf("%s plays %q: %v", engine.SeatColour(p, engine.EN), text, err)
		}
	}
}

// hands returns the players' hands.
func (st *State) hands() [][Resources]int8 { return slices.Clone(st.hand[:st.seats]) }

// tradeTable is a 3-player game in red's main step: red holds 2 brick and
// 1 wool, blue 1 ore and 1 grain, yellow 2 wool.
func tradeTable(t *testing.T) *State {
	st := beginner(t)
	st.take(0, Brick, 2)
	st.take(0, Wool, 1)
	st.take(1, Ore, 1)
	st.take(1, Grain, 1)
	st.take(2, Wool, 2)
	return st
}

// An offer in small steps: red offers 2 brick for 1 ore to blue, blue
// accepts, red trades with blue; yellow, not offered, never moves.
func TestTradeWithAnotherPlayer(t *testing.T) {
	st := tradeTable(t)
	st.play(t, 0, "offer a trade", "give brick", "give brick", "ask for ore")
	if text := st.Describe(pack(kindSend, 1<<1, 0), engine.EN); text != "offer 2 brick for 1 ore to blue" {
		t.Fatalf("the offer reads %q", text)
	}
	st.play(t, 0, "offer 2 brick for 1 ore to blue")
	if !slices.Equal(st.ToMove(), []engine.Seat{1}) || st.step != stepRespond {
		t.Fatalf("after the offer: step %s, to move %v; want blue to answer", stepKeys[st.step], st.ToMove())
	}
	if len(st.Legal(2, nil)) != 0 {
		t.Fatal("yellow, not offered, may answer")
	}
	st.play(t, 1, "申し出を受ける")
	if st.step != stepConfirm || !slices.Equal(st.Legal(0, nil), []engine.Action{pack(kindConfirm, 1, 0), cancelAction}) {
		t.Fatalf("after blue accepts: step %s, red may %v", stepKeys[st.step], st.Legal(0, nil))
	}
	st.play(t, 0, "trade with blue")
	want := [][Resources]int8{{Wool: 1, Ore: 1}, {Brick: 2, Grain: 1}, {Wool: 2}}
	if got := st.hands(); !slices.Equal(got, want) {
		t.Fatalf("hands after the trade %v, want %v", got, want)
	}
	if st.step != stepMain || st.offers != 1 || st.offer != (desk{}) {
		t.Fatalf("after the trade: step %s, %d offers, desk %v", stepKeys[st.step], st.offers, st.offer)
	}
	if err := st.Check(); err != nil {
		t.Fatal(err)
	}
}

// Blue, without the ore asked for, cannot accept; yellow counters with 1 wool
// for 1 brick; blue declines; red takes yellow's counter-offer.
func TestCounterOffer(t *testing.T) {
	st := tradeTable(t)
	st.hand[1][Ore], st.bank[Ore] = 0, st.bank[Ore]+1
	st.play(t, 0, "offer a trade", "give brick", "ask for ore", "offer 1 brick for 1 ore to all")
	if !slices.Equal(st.ToMove(), []engine.Seat{1, 2}) {
		t.Fatalf("to move %v, want blue and yellow", st.ToMove())
	}
	if slices.Contains(st.Legal(1, nil), acceptAction) || st.Apply(1, acceptAction) == nil {
		t.Fatal("blue accepts an offer asking for ore it does not hold")
	}
	st.play(t, 2, "make a counter-offer", "give wool", "ask for brick", "send the counter-offer")
	st.play(t, 1, "decline the offer")
	if st.step != stepConfirm || !slices.Contains(st.Legal(0, nil), pack(kindConfirm, 2, 0)) {
		t.Fatalf("step %s; red may %v", stepKeys[st.step], st.Legal(0, nil))
	}
	st.play(t, 0, "黄と交換する")
	want := [][Resources]int8{{Brick: 1, Wool: 2}, {Grain: 1}, {Brick: 1, Wool: 1}}
	if got := st.hands(); !slices.Equal(got, want) {
		t.Fatalf("hands after the counter-offer %v, want %v", got, want)
	}
}

// An offer everybody declines lapses; one the player to move will not
// close changes nothing; five offers are the most a turn allows.
func TestOffersThatCometoNothing(t *testing.T) {
	st := tradeTable(t)
	before := st.hands()
	st.play(t, 0, "offer a trade", "give wool", "ask for grain", "offer 1 wool for 1 grain to all")
	st.play(t, 1, "decline the offer")
	st.play(t, 2, "decline the offer")
	if st.step != stepMain || !slices.Equal(st.ToMove(), []engine.Seat{0}) {
		t.Fatalf("after every answer is no: step %s, to move %v", stepKeys[st.step], st.ToMove())
	}
	st.play(t, 0, "offer a trade", "give wool", "ask for grain", "offer 1 wool for 1 grain to blue")
	st.play(t, 1, "accept the offer")
	st.play(t, 0, "trade with nobody")
	st.play(t, 0, "offer a trade", "withdraw the offer")
	if !slices.Equal(st.hands(), before) || st.step != stepMain {
		t.Fatalf("hands %v after trades that did not happen, want %v", st.hands(), before)
	}
	st.play(t, 0, "offer a trade", "withdraw the offer", "offer a trade", "withdraw the offer")
	if slices.Contains(st.Legal(0, nil), proposeAction) || st.Apply(0, proposeAction) == nil {
		t.Fatalf("a sixth offer in a turn")
	}
	st.play(t, 0, "end turn")
	if st.offers != 0 {
		t.Fatalf("the next turn starts with %d offers made", st.offers)
	}
}

// The text of an offer must be the offer composed; an offer gives and asks
// for at least one card; trade happens only in the main step.
func TestOfferRules(t *testing.T) {
	st := tradeTable(t)
	st.play(t, 0, "offer a trade", "give brick")
	if _, err := st.Parse("offer 1 brick for 1 ore to blue"); err == nil {
		t.Error("an offer's text that differs from the offer composed was read")
	}
	if st.Apply(0, pack(kindSend, 1<<1, 0)) == nil {
		t.Error("an offer asking for nothing was made")
	}
	if st.Apply(0, pack(kindAsk, int(Brick), 0)) == nil {
		t.Error("red asks for brick it gives")
	}
	if st.Apply(0, pack(kindGive, int(Ore), 0)) == nil {
		t.Error("red gives ore it does not hold")
	}
	if st.Apply(0, pack(kindSend, 1<<0, 0)) == nil {
		t.Error("red makes an offer to itself")
	}
	for _, s := range []step{stepRoll, stepSpecialBuild, stepRoadBuilding} {
		c := tradeTable(t)
		c.step = s
		if slices.Contains(c.Legal(0, nil), proposeAction) || c.Apply(0, proposeAction) == nil {
			t.Errorf("an offer in step %s", stepKeys[s])
		}
	}
}

// Cards a trade shows stay where they are in a determinization: what the
// player to move offers and, once all have answered, what an accepting
// player pays. While blue still decides, yellow's answer is hidden from
// it: a determinization for blue may have yellow decline.
func TestDeterminizeKeepsCardsATradeShows(t *testing.T) {
	st := tradeTable(t)
	st.take(1, Brick, 3)
	st.take(2, Ore, 1)
	st.play(t, 0, "offer a trade", "give wool", "ask for ore", "offer 1 wool for 1 ore to all")
	st.play(t, 2, "accept the offer")
	r := engine.NewRand(5)
	yellowOreMoved := false
	for range 100 {
		d := st.Determinize(1, &r).(*State)
		if d.hand[0][Wool] < 1 {
			t.Fatalf("a determinization for blue takes away red's wool offered: red %v", d.hand[0])
		}
		if d.answer[2] != answerDecline || d.View(1).(*View).Trade.Answers[1].Answer != "answered" {
			t.Fatalf("a determinization for blue knows yellow's answer: %s", answerKeys[d.answer[2]])
		}
		yellowOreMoved = yellowOreMoved || d.hand[2][Ore] == 0
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
	}
	if !yellowOreMoved {
		t.Error("blue's determinizations always leave yellow the ore it would pay, which blue cannot know")
	}
	st.play(t, 1, "decline the offer")
	for range 100 {
		d := st.Determinize(1, &r).(*State)
		if d.hand[0][Wool] < 1 || d.hand[2][Ore] < 1 || d.answer[2] != answerAccept {
			t.Fatalf("once all answered, a determinization for blue takes away shown cards: red %v, yellow %v", d.hand[0], d.hand[2])
		}
	}
}

// Discards after a 7 and answers to an offer are secret until their step
// ends: the log hides them (engine.Secret), and the views show the others'
// hands as before their discards, and the bank as before the step (so
// that what it takes back tells nobody what another discarded).
func TestSimultaneousChoicesStaySecret(t *testing.T) {
	st := tradeTable(t)
	for p := range st.seats {
		for r := range Resources {
			st.take(p, Resource(r), 2) // 10 cards and more each
		}
	}
	bank := st.bank
	st.step, st.nToMove = stepDiscard, 0
	for p := range st.seats {
		st.owed[p] = int8(st.cards(p) / 2)
		st.toMove[st.nToMove] = engine.Seat(p)
		st.nToMove++
	}
	a := pack(kindDiscard, int(Ore), 0)
	if !st.Secret(a, 0) || !st.Concealing() {
		t.Fatal("a discard is not secret while the others discard")
	}
	st.play(t, 0, "discard ore")
	v := st.View(1).(*View)
	if v.Bank != ints(bank) || v.Players[0].Cards != st.cards(0)+1 || v.Players[0].ToDiscard != int(st.owed[0])+1 {
		t.Fatalf("blue sees red's discard: bank %v (was %v), red %d cards, %d to discard", v.Bank, bank, v.Players[0].Cards, v.Players[0].ToDiscard)
	}
	if own := st.View(0).(*View); own.Bank != ints(bank) || own.Players[0].Cards != st.cards(0) || own.Hand[Ore] != int(st.hand[0][Ore]) {
		t.Fatalf("red does not see its own discard in its hand, or sees the bank take it before the step ends: bank %v, %d cards", own.Bank, own.Players[0].Cards)
	}
	for p := range st.seats {
		for st.owed[p] > 0 {
			legal := st.Legal(engine.Seat(p), nil)
			if err := st.Apply(engine.Seat(p), legal[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if st.Concealing() || st.View(1).(*View).Bank != ints(st.bank) {
		t.Fatal("the discards stay hidden after the step")
	}

	st = tradeTable(t)
	st.play(t, 0, "offer a trade", "give brick", "ask for grain", "offer 1 brick for 1 grain to all")
	if !st.Secret(acceptAction, 1) || st.Secret(acceptAction, 0) || !st.Concealing() {
		t.Fatal("answers to an offer are not secret while others answer")
	}
	st.play(t, 1, "accept the offer")
	if got := st.View(2).(*View).Trade.Answers[0].Answer; got != "answered" {
		t.Fatalf("yellow sees blue's answer as %q", got)
	}
	if got := st.View(1).(*View).Trade.Answers[0].Answer; got != "accept" {
		t.Fatalf("blue sees its own answer as %q", got)
	}
	st.play(t, 2, "decline the offer")
	if st.Concealing() || st.View(2).(*View).Trade.Answers[0].Answer != "accept" {
		t.Fatal("the answers stay hidden once all have answered")
	}
}

// A half-finished trade is part of the position: it reads back, and one
// that could not be is refused.
func TestTradeInAPosition(t *testing.T) {
	st := tradeTable(t)
	st.play(t, 0, "offer a trade", "give brick", "ask for grain", "offer 1 brick for 1 grain to all")
	st.play(t, 2, "make a counter-offer", "give wool")
	data, err := st.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Game{}.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := back.MarshalJSON(); string(again) != string(data) {
		t.Fatalf("the position changed on the way back:\n%s\n%s", data, again)
	}
	if !slices.Equal(back.ToMove(), []engine.Seat{1, 2}) {
		t.Fatalf("to move %v after loading", back.ToMove())
	}
	var doc map[string]any
	for _, c := range []struct{ what, from, to string }{
		{"an answer from a player not offered", `"to":[1,2]`, `"to":[1]`},
		{"an offer of cards red does not hold", `"give":[1,0,0,0,0],"get":[0,0,0,1,0],"to"`, `"give":[5,0,0,0,0],"get":[0,0,0,1,0],"to"`},
		{"an offer in the main step", `"step":"respond"`, `"step":"main"`},
	} {
		bad := strings.Replace(string(data), c.from, c.to, 1)
		if bad == string(data) || json.Unmarshal([]byte(bad), &doc) != nil {
			t.Fatalf("%s: the position has no %s", c.what, c.from)
		}
		if _, err := (Game{}).Load([]byte(bad)); err == nil {
			t.Errorf("%s loads", c.what)
		}
	}
}
