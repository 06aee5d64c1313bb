package catan

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// told plays text for seat p, recording, and returns its events, checking
// that the events each seat is told account for the change of what it sees
// (Tally, Claim).
func (st *State) told(t *testing.T, p engine.Seat, text string) []engine.Event {
	t.Helper()
	before := make([]engine.Tally, st.seats+1)
	for s := engine.Spectator; int(s) < int(st.seats); s++ {
		before[s+1] = st.Tally(s)
	}
	events := enginetest.Told(t, st, p, text)
	for s := engine.Spectator; int(s) < int(st.seats); s++ {
		claimed := engine.Tally{}
		for _, e := range engine.Seen(events, s) {
			st.Claim(e, claimed)
		}
		if diff := engine.Untold(before[s+1], st.Tally(s), claimed); diff != "" {
			t.Errorf("%q: the events told seat %d do not account for what it sees change: %s", text, s, diff)
		}
	}
	return events
}

// seenTexts are the English texts of the events seat s sees.
func seenTexts(events []engine.Event, s engine.Seat) []string {
	var out []string
	for _, e := range engine.Seen(events, s) {
		out = append(out, e.Text.EN)
	}
	return out
}

// wantTexts fails unless seat s sees exactly want of events.
func wantTexts(t *testing.T, what string, events []engine.Event, s engine.Seat, want ...string) {
	t.Helper()
	if got := seenTexts(events, s); !slices.Equal(got, want) {
		t.Errorf("%s: seat %d sees\n%q\nwant\n%q", what, s, got, want)
	}
}

// loadDice makes the next roll come to n.
func (st *State) loadDice(t *testing.T, n int) {
	t.Helper()
	for seed := range uint64(1000) {
		r := engine.NewRand(seed)
		probe := r
		if probe.Roll(6)+probe.Roll(6) == n {
			st.rng = r
			return
		}
	}
	t.Fatalf("no seed rolls %d", n)
}

// site is a building of a test: seat p's settlement (or city) at
// intersection v, numbered from 1.
type site struct {
	p    int8
	v    int
	city bool
}

// rollTable is the beginner board with the sites built, red to roll.
func rollTable(t *testing.T, sites ...site) *State {
	t.Helper()
	st := beginner(t)
	for _, b := range sites {
		st.build(b.p, b.v, b.city)
	}
	st.step = stepRoll
	return st
}

// The beginner board's 8s are mountains 8 (hex 12) and forest 8 (hex 13).
// Red's settlement at 32 touches the mountains; blue's city at 34 the
// forest and its settlement at 27 the mountains. An 8 pays red 1 ore, blue
// 2 lumber and 1 ore; yellow, with nothing there, takes nothing.
func TestRollTellsTheHarvest(t *testing.T) {
	st := rollTable(t, site{0, 32, false}, site{1, 34, true}, site{1, 27, false}, site{2, 46, false})
	st.loadDice(t, 8)
	events := st.told(t, 0, "roll")
	d0, d1 := int(st.rolled[0]), int(st.rolled[1])
	wantTexts(t, "an 8", events, engine.Spectator,
		fmt.Sprintf("{seat 0} rolls 8 (%d and %d)", d0, d1),
		"{seat 0} takes 1 ore from mountains 8",
		"{seat 1} takes 2 lumber, 1 ore from mountains 8 and forest 8")
	if len(events) != 3 {
		t.Fatalf("%d events", len(events))
	}
	roll, red, blue := events[0], events[1], events[2]
	if roll.Kind != "roll" || roll.Detail || !reflect.DeepEqual(roll.Data, map[string]any{"dice": []int{d0, d1}, "sum": 8}) ||
		!slices.Equal(roll.At, []string{"hex-12", "hex-13"}) {
		t.Errorf("the roll: %+v", roll)
	}
	if red.Kind != "produce" || !red.Detail || red.Seat != 0 || !slices.Equal(red.At, []string{"hex-12"}) ||
		!reflect.DeepEqual(red.Data, map[string]any{"cards": map[string]any{"ore": 1}, "hexes": []int{12}}) {
		t.Errorf("red's harvest: %+v", red)
	}
	if blue.Kind != "produce" || !blue.Detail || blue.Seat != 1 || !slices.Equal(blue.At, []string{"hex-12", "hex-13"}) ||
		!reflect.DeepEqual(blue.Data, map[string]any{"cards": map[string]any{"lumber": 2, "ore": 1}, "hexes": []int{12, 13}}) {
		t.Errorf("blue's harvest: %+v", blue)
	}
	if got := seenTexts(events, 0)[0]; got != "{seat 0} rolls 8 ("+fmt.Sprint(d0)+" and "+fmt.Sprint(d1)+")" || events[0].Text.JA != fmt.Sprintf("{seat 0}の出目は8(%dと%d)", d0, d1) {
		t.Errorf("the roll reads %q / %q", got, events[0].Text.JA)
	}
	if blue.Text.JA != "{seat 1}が山地8・森林8から木材2・鉱石1を受け取る" {
		t.Errorf("blue's harvest in Japanese: %q", blue.Text.JA)
	}

	// The bank holds 1 ore for the 2 owed (red's and blue's settlements):
	// nobody takes ore; the lumber is paid.
	st = rollTable(t, site{0, 32, false}, site{1, 34, true}, site{1, 27, false})
	st.setHand(2, [Resources]int8{Ore: st.bank[Ore] - 1})
	st.loadDice(t, 8)
	events = st.told(t, 0, "roll")
	wantTexts(t, "an 8 with 1 ore in the bank", events, 2, fmt.Sprintf("{seat 0} rolls 8 (%d and %d)", st.rolled[0], st.rolled[1]),
		"{seat 1} takes 2 lumber from forest 8",
		"the bank has 1 ore for the 2 owed: nobody takes any")
	if e := events[2]; e.Kind != "shortage" || !e.Detail || e.Seat != engine.Spectator ||
		!reflect.DeepEqual(e.Data, map[string]any{"resource": "ore", "owed": 2, "bank": 1}) {
		t.Errorf("the shortage: %+v", e)
	}
}

// A 7: blue (8 wool) and yellow (4 brick, 5 grain) discard 4 each; each
// sees its own cards one by one (drafts, but for the discard that ends the
// step), the others only how many, once both have discarded, and the bank
// taking them back. Red moves the robber to hills 6, where only blue has built:
// the theft is automatic; red and blue see the wool, yellow only a card.
func TestSevenTellsDiscardsAndTheft(t *testing.T) {
	st := rollTable(t, site{0, 32, false}, site{1, 9, false}, site{2, 46, false})
	st.setHand(0, [Resources]int8{Ore: 2})
	st.setHand(1, [Resources]int8{Wool: 8})
	st.setHand(2, [Resources]int8{Brick: 4, Grain: 5})
	st.loadDice(t, 7)
	events := st.told(t, 0, "roll")
	if len(events) != 1 || events[0].Kind != "roll" || events[0].Data["sum"] != 7 || len(events[0].At) != 0 {
		t.Fatalf("the 7: %+v", events)
	}
	discard := func(p engine.Seat, text string, ends bool) []engine.Event {
		t.Helper()
		a, _ := st.Parse(text)
		if st.Drafts(a, p) == ends {
			t.Errorf("%s's discard, ending the step %v: Drafts %v", engine.SeatColour(p, engine.EN), ends, st.Drafts(a, p))
		}
		return st.told(t, p, text)
	}
	bank := st.View(0).(*View).Bank
	for i := range 4 {
		events = discard(1, "discard wool", false)
		if i < 3 {
			wantTexts(t, "blue's discard", events, 1, fmt.Sprintf("{seat 1} discards 1 wool, %d more to go", 3-i))
		}
		for _, s := range []engine.Seat{engine.Spectator, 0, 2} {
			wantTexts(t, "blue's discard, yellow still to discard", events, s)
		}
		if !events[0].Retell || events[0].Data["resource"] != "wool" {
			t.Errorf("blue's discard %d: %+v", i+1, events[0])
		}
	}
	wantTexts(t, "blue's last discard", events, 1, "{seat 1} discards 4 wool")
	if got := st.View(1).(*View).Bank; got != bank {
		t.Errorf("blue sees the bank %v while yellow discards, not %v as before the step", got, bank)
	}
	for i := range 4 {
		events = discard(2, "discard grain", i == 3)
	}
	back := "the bank takes back the cards discarded: 4 wool, 4 grain"
	wantTexts(t, "the step's end", events, 0, "{seat 2} discards 4 cards", "{seat 1} discards 4 cards", back)
	wantTexts(t, "the step's end", events, engine.Spectator, "{seat 2} discards 4 cards", "{seat 1} discards 4 cards", back)
	if e, _ := events[0].For(0); !e.Retell { // yellow's last discard, which ends the step, reads as words
		t.Errorf("yellow's last discard, as red sees it: %+v", e)
	}
	wantTexts(t, "the step's end", events, 1, "{seat 2} discards 4 cards", back)
	wantTexts(t, "the step's end", events, 2, "{seat 2} discards 4 grain", "{seat 1} discards 4 cards", back)
	if e := events[len(events)-1]; e.Text.JA != "捨てられたカードが銀行に戻る: 羊毛4・穀物4" || e.Seat != engine.Spectator {
		t.Errorf("the bank takes the discards: %+v", e)
	}

	events = st.told(t, 0, "robber 5")
	robber := "{seat 0} moves the robber to hills 6"
	wantTexts(t, "the robber", events, 0, robber, "{seat 0} steals 1 wool from {seat 1}")
	wantTexts(t, "the robber", events, 1, robber, "{seat 0} steals 1 wool from {seat 1}")
	wantTexts(t, "the robber", events, 2, robber, "{seat 0} steals a card from {seat 1}")
	wantTexts(t, "the robber", events, engine.Spectator, robber, "{seat 0} steals a card from {seat 1}")
	if e := events[0]; !e.Retell || e.Kind != "robber" || !slices.Equal(e.At, []string{"robber-5", "hex-5"}) || e.Text.JA != "{seat 0}が盗賊を丘陵6へ移す" {
		t.Errorf("the robber: %+v", e)
	}
	if e, _ := events[1].For(2); e.Kind != "steal" || e.Data["resource"] != nil || e.Data["victim"] != 1 {
		t.Errorf("yellow's view of the theft: %+v", e)
	}
	if e, _ := events[1].For(1); e.Data["resource"] != "wool" || e.Text.JA != "{seat 0}が{seat 1}から羊毛を1枚奪う" {
		t.Errorf("blue's view of the theft: %+v", e)
	}
	if st.hand[0][Wool] != 1 || st.hand[1][Wool] != 3 {
		t.Fatalf("red holds %v, blue %v", st.hand[0], st.hand[1])
	}
}

// An offer composed in four drafts tells one offer: red gives 2 brick
// for 1 ore to blue and yellow. Blue counters (in drafts too), yellow
// declines: once both have answered, the answers are told; red trades
// with blue on blue's terms.
func TestOfferTellsItselfWhole(t *testing.T) {
	st := tradeTable(t)
	for _, text := range []string{"offer a trade", "give brick", "give brick", "ask for ore"} {
		a, _ := st.Parse(text)
		if !st.Drafts(a, 0) {
			t.Errorf("%q is not a draft", text)
		}
		if events := st.told(t, 0, text); len(events) != 0 {
			t.Errorf("%q tells %+v", text, events)
		}
	}
	send, _ := st.Parse("offer 2 brick for 1 ore to all")
	if st.Drafts(send, 0) {
		t.Error("making the offer is a draft")
	}
	events := st.told(t, 0, "offer 2 brick for 1 ore to all")
	wantTexts(t, "the offer", events, 2, "{seat 0} offers 2 brick for 1 ore to everyone")
	if e := events[0]; e.Kind != "offer" || !e.Retell || e.Text.JA != "{seat 0}が全員にレンガ2を鉱石1と交換で申し出る" ||
		!reflect.DeepEqual(e.Data, map[string]any{"give": map[string]any{"brick": 2}, "get": map[string]any{"ore": 1}, "to": []int{1, 2}}) {
		t.Errorf("the offer: %+v", e)
	}
	for _, text := range []string{"make a counter-offer", "give ore", "ask for brick"} {
		a, _ := st.Parse(text)
		if !st.Drafts(a, 1) {
			t.Errorf("blue's %q is not a draft", text)
		}
		st.told(t, 1, text)
	}
	counter := "{seat 1} counters with 1 ore for 1 brick"
	events = st.told(t, 1, "send the counter-offer")
	wantTexts(t, "blue's counter-offer before yellow answers", events, 1, counter)
	for _, s := range []engine.Seat{engine.Spectator, 0, 2} {
		wantTexts(t, "blue's counter-offer before yellow answers", events, s)
	}
	events = st.told(t, 2, "decline the offer")
	wantTexts(t, "the answers", events, 0, "{seat 2} declines", counter)
	if !events[0].Retell || events[0].Only != nil {
		t.Errorf("yellow's answer, the last: %+v", events[0])
	}
	events = st.told(t, 0, "trade with blue")
	wantTexts(t, "the trade", events, 2, "{seat 0} gives 1 brick to {seat 1} for 1 ore")
	if e := events[0]; e.Kind != "trade" || e.Text.JA != "{seat 0}が{seat 1}とレンガ1を鉱石1と交換" ||
		!reflect.DeepEqual(e.Data, map[string]any{"with": 1, "gave": map[string]any{"brick": 1}, "got": map[string]any{"ore": 1}}) {
		t.Errorf("the trade: %+v", e)
	}

	// An offer everyone declines lapses; so does one whose maker trades
	// with nobody.
	st = tradeTable(t)
	st.play(t, 0, "offer a trade", "give wool", "ask for grain", "offer 1 wool for 1 grain to blue")
	events = st.told(t, 1, "decline the offer")
	wantTexts(t, "declined", events, 0, "{seat 1} declines", "nobody takes {seat 0}'s offer")
	if events[1].Kind != "no-trade" {
		t.Errorf("the lapse: %+v", events[1])
	}
	st.play(t, 0, "offer a trade", "give wool", "ask for grain", "offer 1 wool for 1 grain to blue")
	st.play(t, 1, "accept the offer")
	events = st.told(t, 0, "trade with nobody")
	wantTexts(t, "trade with nobody", events, 1, "{seat 0} trades with nobody: the offer ends")
}

// Pieces retold by their hexes: red's second set-up settlement at 32
// touches pasture 5, forest 3 and mountains 8, and pays one of each; its
// road 32-37 lies between forest 3 and pasture 5.
func TestPiecesToldByTheirHexes(t *testing.T) {
	st := beginner(t)
	st.build(1, 9, false)
	st.step, st.turns, st.setupN = stepSetupSettle, 0, 5
	events := st.told(t, 0, "settle 32")
	wantTexts(t, "the settlement", events, 1,
		"{seat 0} places a settlement by pasture 5, forest 3 and mountains 8",
		"{seat 0} takes 1 lumber, 1 wool, 1 ore from pasture 5, forest 3 and mountains 8")
	e := events[0]
	if e.Kind != "settlement" || !e.Retell || e.Text.JA != "{seat 0}が牧草地5・森林3・山地8に接する開拓地を置く" ||
		!slices.Equal(e.At, []string{"settlement-32", "hex-16", "hex-11", "hex-12"}) ||
		!reflect.DeepEqual(e.Data, map[string]any{"intersection": 32, "hexes": []int{16, 11, 12}}) {
		t.Errorf("the settlement: %+v", e)
	}
	if e := events[1]; e.Kind != "produce" || !e.Detail || !slices.Equal(e.At, []string{"hex-16", "hex-11", "hex-12"}) {
		t.Errorf("its payment: %+v", e)
	}
	events = st.told(t, 0, "road 32-37")
	wantTexts(t, "the road", events, 1, "{seat 0} places a road beside forest 3 and pasture 5")
	if e := events[0]; e.Kind != "road" || !e.Retell || e.At[0] != "road-32-37" {
		t.Errorf("the road: %+v", e)
	}

	// A city, built in the main step; a settlement on the coast names the
	// land first, then the sea and the harbour there.
	st = beginner(t)
	st.build(0, 32, false)
	st.setHand(0, cityCost)
	events = st.told(t, 0, "city 32")
	wantTexts(t, "the city", events, 2, "{seat 0} builds a city by pasture 5, forest 3 and mountains 8")
	st = beginner(t)
	st.step, st.turns, st.setupN = stepSetupSettle, 0, 0
	if e := st.told(t, 0, "settle 27")[0]; e.Text.EN != "{seat 0} places a settlement by mountains 8, the sea and the 3:1 harbour" || e.Text.JA != "{seat 0}が山地8・海・3:1の港に接する開拓地を置く" {
		t.Errorf("by the sea: %q / %q", e.Text.EN, e.Text.JA)
	}
}

// Development cards: the card drawn only to its buyer; a monopoly tells
// how many each player gave; Largest Army changes hands with the third
// knight.
func TestDevelopmentCardEvents(t *testing.T) {
	st := beginner(t)
	st.setHand(0, devCost)
	top := st.deck[st.nDeck-1]
	events := st.told(t, 0, "buy development card")
	wantTexts(t, "the card bought", events, 0, "{seat 0} buys a development card: "+article(devNames[top].EN))
	wantTexts(t, "the card bought", events, 1, "{seat 0} buys a development card")
	if e, _ := events[0].For(1); !e.Retell || e.Data["card"] != nil || e.Text.JA != "{seat 0}が発展カードを買う" {
		t.Errorf("the card bought, as blue sees it: %+v", e)
	}

	st = beginner(t)
	st.setHand(1, [Resources]int8{Ore: 3, Wool: 1})
	st.setHand(2, [Resources]int8{Ore: 1})
	st.devs[0][Monopoly] = 1
	events = st.told(t, 0, "play monopoly ore")
	wantTexts(t, "the monopoly", events, 2, "{seat 0} plays monopoly on ore and takes 4: 3 from {seat 1}, 1 from {seat 2}")
	if e := events[0]; !e.Retell || e.Text.JA != "{seat 0}が鉱石の独占を使い、4枚を集める: {seat 1}から3枚、{seat 2}から1枚" ||
		!reflect.DeepEqual(e.Data, map[string]any{"resource": "ore", "total": 4, "given": []int{0, 3, 1}}) {
		t.Errorf("the monopoly: %+v", e)
	}

	st = rollTable(t, site{1, 9, false})
	st.setHand(1, [Resources]int8{Wool: 1})
	st.knights[0], st.devs[0][Knight] = 2, 1
	events = st.told(t, 0, "play knight")
	wantTexts(t, "the third knight", events, 1, "{seat 0} plays a knight (3 played)", "{seat 0} takes Largest Army with 3 knights")
	events = st.told(t, 0, "robber 5")
	wantTexts(t, "the knight's robber", events, 1, "{seat 0} moves the robber to hills 6", "{seat 0} steals 1 wool from {seat 1}")
}

// The Unknown Island: red's ship to 20-29 turns up the forest on hex 2,
// which draws a chip and pays red a lumber.
func TestExploreTellsTheTileFound(t *testing.T) {
	st := redTurn(t, land(Forest))
	st.setHand(0, [Resources]int8{Lumber: 1, Wool: 1})
	events := st.told(t, 0, "ship 20-29")
	if len(events) != 2 || events[0].Kind != "ship" || !events[0].Retell {
		t.Fatalf("the ship: %+v", events)
	}
	n := st.number[1]
	e := events[1]
	if e.Kind != "explore" || !e.Detail || !slices.Equal(e.At, []string{"hex-2"}) ||
		e.Text.EN != fmt.Sprintf("{seat 0} turns up forest %d and takes 1 lumber", n) ||
		e.Text.JA != fmt.Sprintf("{seat 0}が森林%dを発見し、木材1枚を受け取る", n) ||
		!reflect.DeepEqual(e.Data, map[string]any{"hex": 2, "terrain": "forest", "number": int(n), "bonus": "lumber"}) {
		t.Errorf("the tile found: %+v", e)
	}
}

// Longest Road: red's fifth road round mountains 10 takes the title, told
// after the road.
func TestLongestRoadTold(t *testing.T) {
	st := beginner(t)
	st.build(0, 1, false)
	st.setHand(0, [Resources]int8{Brick: 5, Lumber: 5})
	st.play(t, 0, "road 1-5", "road 5-9", "road 9-13", "road 13-8")
	events := st.told(t, 0, "road 8-4")
	wantTexts(t, "the fifth road", events, 1, "{seat 0} builds a road beside mountains 10 and the sea",
		"{seat 0} takes Longest Road with a road of 5")
	if e := events[1]; e.Kind != "longest-road" || e.Seat != 0 || e.Text.JA != "{seat 0}が最長交易路を獲得(長さ5)" ||
		!reflect.DeepEqual(e.Data, map[string]any{"holder": 0, "from": -1, "length": 5}) {
		t.Errorf("the title: %+v", e)
	}
}

// Every move is retold first, in words, to its mover, in random games of
// the base game and of The Unknown Island (with harbours bought, and with
// harbours picked), but the steps of composing an offer, which tell
// nothing (the offer made tells it whole).
func TestEveryMoveRetold(t *testing.T) {
	composing := func(st engine.State, s engine.Seat, a engine.Action) bool {
		return kindOf(a) != kindDiscard && st.(*State).Drafts(a, s)
	}
	enginetest.CheckRetold(t, Game{}, 8, composing)
	enginetest.CheckRetold(t, withOptions{map[string]string{"scenario": "unknown-island"}}, 4, composing)
	enginetest.CheckRetold(t, withOptions{map[string]string{"scenario": "unknown-island", "harbours": "buy"}}, 4, composing)
}

// withOptions is Catan with options given to every new game.
type withOptions struct{ options map[string]string }

func (w withOptions) Info() engine.Info { return Game{}.Info() }

func (w withOptions) New(cfg engine.Config) (engine.State, error) {
	cfg.Options = w.options
	return Game{}.New(cfg)
}

func (w withOptions) Load(position []byte) (engine.State, error) { return Game{}.Load(position) }

// Every move but the secret ones (a discard, an answer to an offer, which
// the others learn of as their step ends) and the steps of composing an
// offer is retold first to every other seat and the spectator too, as the
// log shows it them: a development card bought, a victim chosen.
func TestOthersToldEveryMove(t *testing.T) {
	for i, opts := range []map[string]string{nil, {"scenario": "unknown-island"}, {"scenario": "unknown-island", "harbours": "buy"}} {
		for seats := 3; seats <= 6; seats += 3 {
			g, err := Game{}.New(engine.Config{Seats: seats, Seed: uint64(20 + i), Options: opts})
			if err != nil {
				t.Fatal(err)
			}
			st, r := g.(*State), engine.NewRand(uint64(i))
			for !st.Over() {
				p := st.ToMove()[r.IntN(len(st.ToMove()))]
				legal := st.Legal(p, nil)
				a := legal[r.IntN(len(legal))]
				what, quiet := st.Describe(a, engine.EN), st.Drafts(a, p) || st.Secret(a, p)
				events, err := engine.ApplyEvents(st, p, a)
				if err != nil {
					t.Fatal(err)
				}
				for s := engine.Spectator; !quiet && int(s) < seats; s++ {
					if seen := engine.Seen(events, s); len(seen) == 0 || !seen[0].Retell || seen[0].Seat != p {
						t.Fatalf("%v, %d seats: seat %d's %q is not retold first to seat %d: %+v", opts, seats, p, what, s, seen)
					}
				}
			}
		}
	}
}

// A knight's robber on hills 6 (hex 5), where blue and yellow have built:
// red chooses blue. Red and blue read the wool taken; yellow and the
// spectator read that red took a card from blue, first, as the move's own
// line.
func TestChosenVictimToldToAll(t *testing.T) {
	st := rollTable(t, site{1, 9, false}, site{2, 19, false})
	st.setHand(1, [Resources]int8{Wool: 1})
	st.setHand(2, [Resources]int8{Ore: 1})
	st.devs[0][Knight] = 1
	st.play(t, 0, "play knight", "robber 5")
	events := st.told(t, 0, "steal from blue")
	wantTexts(t, "red's theft", events, 0, "{seat 0} steals 1 wool from {seat 1}")
	wantTexts(t, "red's theft", events, 1, "{seat 0} steals 1 wool from {seat 1}")
	for _, s := range []engine.Seat{2, engine.Spectator} {
		wantTexts(t, "red's theft", events, s, "{seat 0} steals a card from {seat 1}")
		if e, _ := events[0].For(s); !e.Retell || e.Text.JA != "{seat 0}が{seat 1}からカードを1枚奪う" || e.Data["resource"] != nil {
			t.Errorf("red's theft, as seat %d sees it: %+v", s, e)
		}
	}
}

// Red, at 9 points with 4 cities and a settlement, buys a victory point
// card and wins: the others see red's card and blue's (which blue sees
// already), and who won.
func TestEndShowsTheHiddenPoints(t *testing.T) {
	st := beginner(t)
	for _, v := range []int{1, 9, 15, 32} {
		st.build(0, v, true)
	}
	st.build(0, 46, false)
	st.devs[1][VictoryPoint] = 1
	for i := range st.deck[:st.nDeck] {
		if st.deck[i] == VictoryPoint {
			st.deck[i], st.deck[st.nDeck-1] = st.deck[st.nDeck-1], st.deck[i]
			break
		}
	}
	st.setHand(0, devCost)
	events := st.told(t, 0, "buy development card")
	won := "{seat 0} reaches 10 VP and wins"
	wantTexts(t, "the winning card", events, 0, "{seat 0} buys a development card: a victory point", "{seat 1} shows 1 victory point card", won)
	wantTexts(t, "the winning card", events, 1, "{seat 0} buys a development card", "{seat 0} shows 1 victory point card", won)
	wantTexts(t, "the winning card", events, 2, "{seat 0} buys a development card", "{seat 0} shows 1 victory point card",
		"{seat 1} shows 1 victory point card", won)
	if e := events[len(events)-1]; e.Kind != "end" || e.Seat != 0 || e.Text.JA != "{seat 0}が10点に達して勝ちました" ||
		!reflect.DeepEqual(e.Data, map[string]any{"winner": 0, "points": []int{10, 1, 0}}) {
		t.Errorf("the end: %+v", e)
	}
}

// The Unknown Island's set-up, move by move, as the 4-player script plays
// it, each move told in words first (and accounting for what changed):
// the picks, the islands, the board filled, the initial placement turning
// up tiles, the start payment and yellow's gold.
func TestScenarioSetUpTold(t *testing.T) {
	st := unknownGame(t, 4)
	say := func(text string) []engine.Event {
		t.Helper()
		p := st.ToMove()[0]
		events := st.told(t, p, text)
		if seen := engine.Seen(events, engine.Spectator); len(seen) == 0 || !seen[0].Retell || seen[0].Seat != p {
			t.Errorf("%q is not retold first: %+v", text, seen)
		}
		return events
	}
	for _, text := range picks4 {
		say(text)
	}
	var events []engine.Event
	for _, steps := range islands4 {
		for _, text := range steps {
			events = say(text)
		}
	}
	if e := events[len(events)-1]; e.Kind != "fill" || len(e.Data["hexes"].([]int)) != e.Data["tiles"] {
		t.Errorf("the board filled: %+v", e)
	}
	st.arrange(t, faceUp4...)
	for _, text := range placement4 {
		say(text)
	}
	for _, text := range []string{"take the cards of 54", "take the cards of 33", "take the cards of 101"} {
		say(text)
	}
	events = say("gold lumber")
	wantTexts(t, "yellow's gold", events, 0, "{seat 2} takes 1 lumber for gold")
	if events[0].Text.JA != "{seat 2}が砂金の分として木材1枚を受け取る" {
		t.Errorf("yellow's gold in Japanese: %q", events[0].Text.JA)
	}

	st = unknownGame(t, 4)
	wantTexts(t, "red's pick", st.told(t, 0, "take hills 6"), 1, "{seat 0} takes hills with the 6")
	st.script(t, picks4[1:16]...)
	wantTexts(t, "red's harbour", st.told(t, 0, "take harbour ore"), 1, "{seat 0} takes the ore harbour")
}

// Ending the turn, and passing in the special building phase, are told.
func TestEndOfTurnTold(t *testing.T) {
	st := beginner(t)
	wantTexts(t, "red's end", st.told(t, 0, "end turn"), 2, "{seat 0} ends the turn")
	g, err := Game{}.New(engine.Config{Seats: 5, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	st = g.(*State)
	st.mainStep(0)
	st.turns = 1
	st.play(t, 0, "end turn")
	wantTexts(t, "blue's pass", st.told(t, 1, "pass"), 0, "{seat 1} builds nothing")
}
