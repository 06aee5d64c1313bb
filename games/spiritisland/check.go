package spiritisland

import (
	"fmt"
	"math/bits"

	"shima/engine"
)

// Check verifies the state's invariants (positions are checked with it, and
// the conformance suite calls it after every action): every card in one
// place, each spirit's presence at most 13, the decks and piles possible,
// the queue waiting on a decision, the end consistent.
func (st *State) Check() error {
	for _, check := range []func() error{st.checkLands, st.checkPowerMarks, st.checkCards, st.checkDecks, st.checkQueues, st.checkOver} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// checkLands: nothing but Ocean's presence in an ocean; nobody's presence
// beyond 13.
func (st *State) checkLands() error {
	var onIsland [MaxSpirits]int
	for l := range Land(MaxLands) {
		ls := &st.lands[l]
		in := st.island.All().Has(l)
		if !in && *ls != (landState{}) {
			return engine.Rejectf("land %d is not on the island but holds something", "島にない土地%dに何かがあります", l)
		}
		if !in {
			continue
		}
		for s := range st.seats {
			onIsland[s] += int(ls.presence[s])
			if l.IsOcean() && ls.presence[s] > 0 && st.spirit(s).Key != "oceans-hungry-grasp" {
				return engine.Rejectf("%s has presence in the ocean %s", "%sの存在が海%sにあります", st.spirit(s).Name, st.island.Name(l))
			}
		}
		var pieces [pieceKinds][maxHealth + 1]int8
		for s := st.seats; s < MaxSpirits; s++ {
			if ls.presence[s] != 0 {
				return engine.Rejectf("presence of a spirit not in the game in %s", "%sにゲームにいない精霊の存在があります", st.island.Name(l))
			}
		}
		// Ocean in Play: an ocean may take blight, Defend and one-turn
		// effects like a land (pieces drown at once).
		wet := st.oceanSeat() != noSpirit
		if l.IsOcean() && (ls.pieces != pieces || !wet && (ls.blight != 0 || ls.defend != 0)) {
			return engine.Rejectf("the ocean %s holds pieces", "海%sにコマがあります", st.island.Name(l))
		}
		for p := range pieceKinds {
			for h, n := range ls.pieces[p] {
				if n < 0 || h == 0 && n != 0 || h > int(st.hp(p)) && n != 0 {
					return engine.Rejectf("%s: impossible %s", "%s: ありえない%s", st.island.Name(l), pieceNames[p])
				}
			}
		}
		if ls.blight < 0 || ls.defend < 0 || ls.avenge < 0 {
			return engine.Rejectf("%s: negative blight, defend or avenge", "%s: 荒廃か防御か復讐が負です", st.island.Name(l))
		}
		if ls.effects>>landEffects != 0 {
			return engine.Rejectf("%s: an unknown one-turn effect", "%s: 不明な1ターンの効果があります", st.island.Name(l))
		}
		if l.IsOcean() && !wet && ls.effects != 0 {
			return engine.Rejectf("the ocean %s has a one-turn effect", "海%sに1ターンの効果があります", st.island.Name(l))
		}
	}
	for s := range st.seats {
		sp := &st.spirits[s]
		d := st.spirit(s)
		onTracks := len(d.Energy) - 1 - int(sp.energyTrack) + len(d.Cards) - 1 - int(sp.cardTrack)
		if total := onIsland[s] + onTracks + int(sp.destroyed); total > PresencePerSpirit || sp.energyTrack < 0 || sp.cardTrack < 0 || onTracks < 0 {
			return engine.Rejectf("%s has %d presence (%d on the island, %d on its tracks, %d destroyed): at most %d",
				"%sの存在が%d個です(島に%d、トラックに%d、破壊%d): %d個まで", d.Name, total, onIsland[s], onTracks, sp.destroyed, PresencePerSpirit)
		}
		if sp.energy < 0 {
			return engine.Rejectf("%s has negative energy", "%sの精霊力が負です", d.Name)
		}
	}
	return nil
}

// checkCards: every power card in one place at most; every minor and major
// in exactly one (a deck, the discard pile, the cards drawn, a spirit's
// cards); a unique power only with its spirit; the cards left to resolve
// among those played.
func (st *State) checkCards() error {
	where := make([]string, len(Powers))
	place := func(c int, at string) error {
		if where[c] != "" {
			return engine.Rejectf("power card %q is in two places: %s and %s", "能力カード「%s」が2か所にあります: %s、%s", Powers[c].Key, where[c], at)
		}
		where[c] = at
		return nil
	}
	for s := range st.seats {
		sp := &st.spirits[s]
		for _, f := range []struct {
			set  *cards
			what string
		}{{&sp.hand, "hand"}, {&sp.played, "played"}, {&sp.discard, "discard"}} {
			for c := range Powers {
				if !f.set.has(c) {
					continue
				}
				if err := place(c, fmt.Sprintf("spirit %d's %s", s, f.what)); err != nil {
					return err
				}
				if pw := &Powers[c]; pw.Deck == Unique && pw.Spirit != st.spirit(s).Key {
					return engine.Rejectf("%s holds another spirit's unique power %q", "%sが他の精霊の固有能力「%s」を持っています", st.spirit(s).Name, pw.Key)
				}
			}
		}
		for c := range Powers {
			if sp.unresolved.has(c) && !sp.played.has(c) {
				return engine.Rejectf("%q is left to resolve but was not played", "「%s」は未解決ですがプレイされていません", Powers[c].Key)
			}
		}
		if err := st.checkTurnCards(s); err != nil {
			return err
		}
	}
	piles := []struct {
		pile []int16
		want Deck
		what string
	}{{st.minors[:st.nMinors], Minor, "the minor deck"}, {st.majors[:st.nMajors], Major, "the major deck"}}
	for s := range st.seats {
		// The cards drawn are all minors or all majors.
		sp := &st.spirits[s]
		if sp.nDrawn < 0 || sp.nDrawn > drawnPowers {
			return engine.Rejectf("spirit %d drew %d cards", "精霊%dが%d枚引いています", s, sp.nDrawn)
		}
		if sp.nDrawn > 0 {
			d := sp.drawn[:sp.nDrawn]
			if d[0] < 0 || int(d[0]) >= len(Powers) {
				return engine.Rejectf("spirit %d drew no card", "精霊%dの引いたカードがありません", s)
			}
			piles = append(piles, struct {
				pile []int16
				want Deck
				what string
			}{d, Powers[d[0]].Deck, fmt.Sprintf("the cards spirit %d drew", s)})
		}
	}
	for _, f := range piles {
		want := f.want
		if want == Unique {
			return engine.Rejectf("%s holds a unique power", "%sに固有能力があります", f.what)
		}
		for _, c := range f.pile {
			if c < 0 || int(c) >= len(Powers) || Powers[c].Deck != want {
				return engine.Rejectf("%s holds a card of another deck", "%sに別のデックのカードがあります", f.what)
			}
			if err := place(int(c), f.what); err != nil {
				return err
			}
		}
	}
	for c := range Powers {
		if st.discarded.has(c) {
			if Powers[c].Deck == Unique {
				return engine.Rejectf("unique power %q in the power discard", "固有能力「%s」が能力の捨て札にあります", Powers[c].Key)
			}
			if err := place(c, "the power discard"); err != nil {
				return err
			}
		}
		if where[c] == "" && Powers[c].Deck != Unique {
			return engine.Rejectf("power card %q is nowhere", "能力カード「%s」がどこにもありません", Powers[c].Key)
		}
	}
	return nil
}

// checkDecks: the invader cards each in one place, the fear cards too,
// and the fear deck's levels able to hold its cards.
func (st *State) checkDecks() error {
	var seen uint16
	inv := func(c int8) error {
		if c == noCard {
			return nil
		}
		if seen&(1<<c) != 0 {
			return engine.Rejectf("invader card %q is in two places", "侵略者カード「%s」が2か所にあります", InvaderCards[c].Key)
		}
		seen |= 1 << c
		return nil
	}
	for _, c := range append(st.invaders[:st.nInvaders:st.nInvaders], st.explore, st.build, st.ravage, st.immigration) {
		if err := inv(c); err != nil {
			return err
		}
	}
	if seen&st.ravaged != 0 {
		return engine.Reject("an invader card is both in play and discarded", "侵略者カードが場と捨て札の両方にあります")
	}
	fear := uint16(st.feared)
	for _, c := range append(st.fearDeck[:st.nFear:st.nFear], st.earned[:st.nEarned]...) {
		if fear&(1<<c) != 0 {
			return engine.Rejectf("fear card %q is in two places", "不安カード「%s」が2か所にあります", FearCards[c].Key)
		}
		fear |= 1 << c
	}
	total := int(st.fearPer[0] + st.fearPer[1] + st.fearPer[2])
	if int(st.nFear) > total || int(st.nEarned)+bits.OnesCount16(st.feared) > total-int(st.nFear) {
		return engine.Rejectf("the fear deck's levels hold %d cards, fewer than the %d in the deck, earned and resolved",
			"不安デックの恐怖レベルは%d枚分で、デック・獲得・解決済みの%d枚より少ないです", total, int(st.nFear+st.nEarned)+bits.OnesCount16(st.feared))
	}
	if st.blighted && st.blightCard == noCard {
		return engine.Reject("blighted without a blight card", "荒廃カードなしで荒廃した島になっています")
	}
	return nil
}

// checkQueues: a queue at rest waits on a decision at its front; a growth
// queue only while its spirit grows; a fear card to turn up for each task
// that turns one up; a cause's end names a cause of the queue, and the
// blighted island's effect a blight card turned.
func (st *State) checkQueues() error {
	if !st.q.empty() && !isDecision(st.q.front().op) {
		return engine.Rejectf("the task queue begins with %q, which is not a decision", "タスクの先頭「%s」が決定ではありません", opKey(st.q.front().op))
	}
	fearCards := int8(0)
	for _, t := range st.q.t[:st.q.n] {
		if t.op != opThen {
			continue
		}
		switch c := cause(t.arg2); {
		case t.arg == contFearCard:
			fearCards++
		case t.arg == causeEnd && (c < causeBlighted || c > causeKeep || c == causeBlighted && (!st.blighted || st.blightCard == noCard)):
			return engine.Rejectf("a cause's end names cause %d, not one of the queue's", "原因の終わりが原因%dを指しています(キューの原因ではありません)", t.arg2)
		}
	}
	if fearCards > st.nEarned {
		return engine.Rejectf("%d fear cards to turn up, %d earned", "表にする不安カード%d枚に対し獲得済みは%d枚です", fearCards, st.nEarned)
	}
	for s := range st.seats {
		sp := &st.spirits[s]
		if sp.q.empty() {
			continue
		}
		if sp.phase != phaseGrowing || !isDecision(sp.q.front().op) {
			return engine.Rejectf("spirit %d's growth queue waits outside its growth or not on a decision", "精霊%dの成長キューが成長中でないか決定で始まっていません", s)
		}
	}
	return nil
}

// checkOver: a game over is won or lost, and says how; a game going on is
// neither.
func (st *State) checkOver() error {
	_, known := Game{}.Info().Ends[st.end]
	if st.step == stepOver {
		if st.won == st.lost || !known || !st.q.empty() {
			return engine.Reject("a game over is won or lost (not both), says how (end), and has no task left", "終わったゲームは勝ちか負けのどちらかで、終わり方(end)があり、タスクは残りません")
		}
		return nil
	}
	if st.won || st.lost || st.end != "" {
		return engine.Reject("a game going on is neither won nor lost", "続いているゲームは勝ちでも負けでもありません")
	}
	return nil
}

// checkTurnCards: the cards spirit s marked this turn (repeated, to use
// again) are among those it played or holds; the turn's numbers are not
// negative; it is entwined only with spirits in the game.
func (st *State) checkTurnCards(s int8) error {
	sp := &st.spirits[s]
	d := st.spirit(s)
	var held cards
	for w := range held {
		held[w] = sp.played[w] | sp.hand[w] | sp.discard[w]
	}
	for _, f := range []struct {
		set  *cards
		what string
	}{{&sp.repeated, "repeated"}, {&sp.again, "to use again"}} {
		for w := range f.set {
			if f.set[w]&^held[w] != 0 {
				return engine.Rejectf("%s has a card %s that it does not hold", "%sが持っていないカードを%sにしています", d.Name, f.what)
			}
		}
	}
	if sp.repeat < 0 || sp.reach < 0 || sp.keep < 0 || sp.boon < 0 || sp.madeFast < 0 || sp.extraPlays < 0 || sp.progressed < 0 {
		return engine.Rejectf("%s has a negative number for this turn", "%sのこのターンの数が負です", d.Name)
	}
	if sp.phase == phaseFastDone && st.step != stepFast && st.step != stepOver { // a game may end within the fast phase
		return engine.Rejectf("%s is done with the fast phase outside it", "%sが即効フェイズの外で即効フェイズを終えています", d.Name)
	}
	if sp.entwined>>st.seats != 0 {
		return engine.Rejectf("%s is entwined with a spirit not in the game", "%sがゲームにいない精霊と絡み合っています", d.Name)
	}
	return nil
}

// checkPowerMarks: what the power resolving and Vengeance of the Dead mark
// on the island: the lands pushed into are lands of the island; damage is
// owed exactly where avenging lists, by a spirit of the game, where
// Vengeance of the Dead lies; the resolver is a spirit or none.
func (st *State) checkPowerMarks() error {
	islandLands := st.island.All() &^ st.island.Oceans()
	if st.pushedTo&^islandLands != 0 || st.avenging&^islandLands != 0 {
		return engine.Reject("pieces pushed into or damage owed off the island's lands", "島の土地以外に押し出しか復讐があります")
	}
	for l := range islandLands.All() {
		ls := &st.lands[l]
		if (ls.avenge > 0) != st.avenging.Has(l) || ls.avenge > 0 && ls.effects&vengeful == 0 {
			return engine.Rejectf("%s: damage owed by Vengeance of the Dead without it, or not listed", "%s: 死者の復讐の未解決ダメージが不整合です", st.island.Name(l))
		}
	}
	if st.avenger < 0 || st.avenger >= st.seats {
		return engine.Rejectf("avenger %d is not a spirit of the game", "avenger %dはこのゲームの精霊ではありません", st.avenger)
	}
	if st.resolver != noSpirit && (st.resolver < 0 || st.resolver >= st.seats) {
		return engine.Rejectf("resolver %d is not a spirit of the game", "resolver %dはこのゲームの精霊ではありません", st.resolver)
	}
	return nil
}
