package spiritisland

import (
	"fmt"
	"math/bits"
	"strings"

	"shima/engine"
)

// What changed since the teller's mark (a power, a fear card, a growth, a
// card played, time passing…), land by land and spirit by spirit, told in
// words and as data (tellChanges). The data is what the events account
// for (account.go); the words say the same for people.

// landChange is what changed on one land.
type landChange struct {
	land      Land
	destroyed [pieceKinds]int8
	net       [pieceKinds]int8 // pieces come (> 0) or gone (< 0), those destroyed aside
	damaged   [pieceKinds]int8 // pieces newly damaged
	damage    [pieceKinds]int8 // the damage the pieces carry: more (> 0) or less
	blight    int8
	defend    int8
	effects   uint16           // one-turn effects newly on
	ended     uint16           // one-turn effects ended
	presence  [MaxSpirits]int8 // presence come or gone, that destroyed aside
	lost      [MaxSpirits]int8 // presence destroyed
}

func (c *landChange) none() bool { return *c == landChange{land: c.land} }

// spiritChange is what changed on a spirit's panel and among its cards,
// and what powers gave it for this turn (viewTurn).
type spiritChange struct {
	energy   int8
	tracks   [2]int8 // presence taken from the energy and card-play tracks
	returned int8    // destroyed presence back on the island
	cards    []cardMove
	elements Elements
	turn     [turnGifts]int8 // boon, reach, keep, repeat: more (> 0) or less
	again    cards           // cards to use a second time, newly
	used     cards           // cards to use a second time no more
	entwined [2]uint8        // spirits its range counts from: newly, no more
}

// The numbers powers give a spirit for a turn (spiritState's boon, reach,
// keep, repeat), in spiritChange.turn.
const (
	giftBoon = iota
	giftReach
	giftKeep
	giftRepeat
	turnGifts
)

var giftKeys = [turnGifts]string{"boon", "reach", "keep", "repeat"}

// gifts are spirit sp's numbers for the turn, by gift.
func gifts(sp *spiritState) [turnGifts]int8 {
	return [turnGifts]int8{sp.boon, sp.reach, sp.keep, sp.repeat}
}

func (c *spiritChange) none() bool {
	return c.energy == 0 && c.tracks == [2]int8{} && c.returned == 0 && c.cards == nil && c.elements == Elements{} &&
		c.turn == [turnGifts]int8{} && c.again.empty() && c.used.empty() && c.entwined == [2]uint8{}
}

// cardMove is a power card gone from one of a spirit's piles to another
// (pileOut: from or to outside its cards: gained, forgotten).
type cardMove struct {
	card     int
	from, to pile
}

// pile is one of a spirit's piles of cards.
type pile uint8

const (
	pileOut pile = iota
	pileHand
	pilePlayed
	pileDiscard
)

var pileKeys = [...]string{pileOut: "", pileHand: "hand", pilePlayed: "played", pileDiscard: "discard"}

// pileOf is the pile of spirit sp that holds card c.
func pileOf(sp *spiritState, c int) pile {
	switch {
	case sp.hand.has(c):
		return pileHand
	case sp.played.has(c):
		return pilePlayed
	case sp.discard.has(c):
		return pileDiscard
	}
	return pileOut
}

// change is what changed.
type change struct {
	lands []landChange
	// moved: of this kind (of this spirit's presence) the island holds as
	// many as before, those destroyed aside: those that came and went moved.
	moved         [pieceKinds]bool
	movedPresence [MaxSpirits]bool
	spirits       [MaxSpirits]spiritChange
	fear          int
	blightPool    int8
}

// none reports whether nothing changed.
func (c *change) none() bool {
	for s := range c.spirits {
		if !c.spirits[s].none() {
			return false
		}
	}
	return c.lands == nil && c.fear == 0 && c.blightPool == 0
}

// changes compares the island and the spirits with the teller's mark,
// leaving out what lines of their own told meanwhile.
func (st *State) changes() change {
	tl := st.tl
	var c change
	var total [pieceKinds]int8
	var presence [MaxSpirits]int8
	for l := range Land(MaxLands) {
		lc := st.landChangeOf(l, &tl.was.lands[l], tl.destroyed[l], tl.lost[l])
		for p := range pieceKinds {
			total[p] += lc.net[p]
		}
		for s := range st.seats {
			presence[s] += lc.presence[s]
		}
		if !lc.none() {
			c.lands = append(c.lands, lc)
		}
	}
	for p := range pieceKinds {
		c.moved[p] = total[p] == 0
	}
	for s := range st.seats {
		c.movedPresence[s] = presence[s] == 0
		c.spirits[s] = st.spiritChangeOf(s, &tl.was.spirits[s])
		c.spirits[s].energy -= tl.told.energy[s]
	}
	c.fear = tl.fear
	c.blightPool = st.blightPool - tl.was.blightPool - tl.told.pool
	return c
}

// landChangeOf is what changed on land l since it was was, with destroyed
// pieces and lost presence counted meanwhile.
func (st *State) landChangeOf(l Land, was *landState, destroyed [pieceKinds]int8, lost [MaxSpirits]int8) landChange {
	now := &st.lands[l]
	lc := landChange{land: l, destroyed: destroyed, lost: lost, blight: now.blight - was.blight,
		defend: now.defend - was.defend, effects: now.effects &^ was.effects, ended: was.effects &^ now.effects}
	for p := range pieceKinds {
		lc.net[p] = now.count(p) - was.count(p) + destroyed[p]
		lc.damaged[p] = max(0, st.damagedCount(now, p)-st.damagedCount(was, p))
		lc.damage[p] = st.damageOn(now, p) - st.damageOn(was, p)
	}
	for s := range st.seats {
		lc.presence[s] = now.presence[s] - was.presence[s] + lost[s]
	}
	return lc
}

// spiritChangeOf is what changed of spirit s since it was was.
func (st *State) spiritChangeOf(s int8, was *spiritState) spiritChange {
	now := &st.spirits[s]
	c := spiritChange{energy: now.energy - was.energy, tracks: [2]int8{now.energyTrack - was.energyTrack, now.cardTrack - was.cardTrack},
		returned: was.destroyed - now.destroyed}
	var lost int8
	for l := range st.lands {
		lost += st.tl.lost[l][s]
	}
	c.returned += lost // presence destroyed since is told with its land
	for w := range now.hand {
		seen := now.hand[w] | now.played[w] | now.discard[w] | was.hand[w] | was.played[w] | was.discard[w]
		for ; seen != 0; seen &= seen - 1 {
			card := w<<6 | bits.TrailingZeros64(seen)
			if from, to := pileOf(was, card), pileOf(now, card); from != to {
				c.cards = append(c.cards, cardMove{card: card, from: from, to: to})
			}
		}
	}
	for e := range now.elements {
		c.elements[e] = now.elements[e] - was.elements[e]
	}
	g, w := gifts(now), gifts(was)
	for i := range g {
		c.turn[i] = g[i] - w[i]
	}
	for i := range now.again {
		c.again[i] = now.again[i] &^ was.again[i]
		c.used[i] = was.again[i] &^ now.again[i]
	}
	c.entwined = [2]uint8{now.entwined &^ was.entwined, was.entwined &^ now.entwined}
	return c
}

// damagedCount is how many pieces of kind p on land ls are damaged.
func (st *State) damagedCount(ls *landState, p Piece) int8 {
	n := int8(0)
	for h := int8(1); h < st.hp(p); h++ {
		n += ls.pieces[p][h]
	}
	return n
}

// damageOn is the damage the pieces of kind p on land ls carry.
func (st *State) damageOn(ls *landState, p Piece) int8 {
	n := int8(0)
	for h := int8(1); h < st.hp(p); h++ {
		n += ls.pieces[p][h] * (st.hp(p) - h)
	}
	return n
}

// names are the lands whose change is told, as the view names them.
func (c *change) names(st *State) []string {
	var out []string
	for i := range c.lands {
		out = append(out, st.island.Name(c.lands[i].land))
	}
	return out
}

// words tells the change in lang: each land's, the pieces and presence
// that moved, each spirit's, the fear and the blight pool. A single land
// that is the power's target (here: only) is not named again.
func (c *change) words(st *State, here Land, lang engine.Lang) string {
	var parts []string
	for i := range c.lands {
		lc := &c.lands[i]
		words := c.landWords(st, lc, lang)
		if len(words) == 0 {
			continue
		}
		w := strings.Join(words, listSep(lang))
		if len(c.lands) > 1 || lc.land != here {
			w = st.island.Name(lc.land) + ": " + w
		}
		parts = append(parts, w)
	}
	parts = append(parts, c.moveWords(st, lang)...)
	for s := range st.seats {
		if w := c.spirits[s].words(lang); len(w) > 0 {
			mark := engine.SeatMark(engine.Seat(s))
			parts = append(parts, lang.Pick(mark+" "+strings.Join(w, ", "), mark+"が"+strings.Join(w, "、")))
		}
	}
	if c.fear > 0 {
		parts = append(parts, lang.Pick(fmt.Sprintf("%d fear", c.fear), fmt.Sprintf("不安%d", c.fear)))
	}
	switch n := c.blightPool; {
	case n > 0:
		parts = append(parts, lang.Pick(fmt.Sprintf("%d blight back on the blight card", n), fmt.Sprintf("荒廃%dつが荒廃カードに戻る", n)))
	case n < 0:
		parts = append(parts, lang.Pick(fmt.Sprintf("%d blight taken from the blight card", -n), fmt.Sprintf("荒廃カードから荒廃%dつ", -n)))
	}
	return strings.Join(parts, lang.Pick("; ", "。"))
}

// landWords tells what changed on one land, but what moved.
func (c *change) landWords(st *State, lc *landChange, lang engine.Lang) []string {
	var w []string
	for p := range pieceKinds {
		if n := lc.destroyed[p]; n > 0 {
			w = append(w, lang.Pick(countText(p, n, lang)+" destroyed", countText(p, n, lang)+"を破壊"))
		}
		switch n := lc.damaged[p]; {
		case n > 0:
			w = append(w, lang.Pick(countText(p, n, lang)+" damaged", countText(p, n, lang)+"にダメージ"))
		case lc.damage[p] > 0: // more damage on pieces damaged already
			w = append(w, lang.Pick(fmt.Sprintf("%d more damage to %s", lc.damage[p], pieceNames[p].EN),
				fmt.Sprintf("%sにさらにダメージ%d", pieceNames[p].JA, lc.damage[p])))
		}
		if !c.moved[p] {
			w = append(w, comeGo(countText(p, abs8(lc.net[p]), lang), lc.net[p], lang)...)
		}
	}
	if lc.blight != 0 {
		w = append(w, comeGo(lang.Pick(fmt.Sprintf("%d blight", abs8(lc.blight)), fmt.Sprintf("荒廃%dつ", abs8(lc.blight))), lc.blight, lang)...)
	}
	switch {
	case lc.defend > 0:
		w = append(w, lang.Pick(fmt.Sprintf("Defend %d", lc.defend), fmt.Sprintf("防御%d", lc.defend)))
	case lc.defend < 0:
		w = append(w, lang.Pick("Defend ends", "防御が終わる"))
	}
	for e := lc.effects; e != 0; e &= e - 1 {
		w = append(w, effectTexts[bits.TrailingZeros16(e)].In(lang))
	}
	for e := lc.ended; e != 0; e &= e - 1 {
		t := effectTexts[bits.TrailingZeros16(e)]
		w = append(w, lang.Pick("no more "+t.EN, "「"+t.JA+"」が終わる"))
	}
	for s := range st.seats {
		mark := engine.SeatMark(engine.Seat(s))
		if n := lc.lost[s]; n > 0 {
			w = append(w, lang.Pick(fmt.Sprintf("%d presence of %s destroyed", n, mark), fmt.Sprintf("%sの存在%dつを破壊", mark, n)))
		}
		if n := lc.presence[s]; !c.movedPresence[s] {
			w = append(w, comeGo(lang.Pick(fmt.Sprintf("%d presence of %s", abs8(n), mark), fmt.Sprintf("%sの存在%dつ", mark, abs8(n))), n, lang)...)
		}
	}
	return w
}

// moveWords tells the pieces and presence that moved (as many on the
// island as before), from the lands they left to those they came to:
// "1 explorer from A5 to A4".
func (c *change) moveWords(st *State, lang engine.Lang) []string {
	var w []string
	pair := func(what func(n int8) string, net func(lc *landChange) int8) {
		var from, to []int // indexes into c.lands, with what is left to pair
		left := make([]int8, len(c.lands))
		for i := range c.lands {
			left[i] = net(&c.lands[i])
			switch {
			case left[i] < 0:
				from = append(from, i)
			case left[i] > 0:
				to = append(to, i)
			}
		}
		for len(from) > 0 && len(to) > 0 {
			a, b := from[0], to[0]
			n := min(-left[a], left[b])
			left[a], left[b] = left[a]+n, left[b]-n
			fa, tb := st.island.Name(c.lands[a].land), st.island.Name(c.lands[b].land)
			w = append(w, lang.Pick(fmt.Sprintf("%s from %s to %s", what(n), fa, tb), fmt.Sprintf("%sが%sから%sへ", what(n), fa, tb)))
			if left[a] == 0 {
				from = from[1:]
			}
			if left[b] == 0 {
				to = to[1:]
			}
		}
	}
	for p := range pieceKinds {
		if c.moved[p] {
			pair(func(n int8) string { return countText(p, n, lang) }, func(lc *landChange) int8 { return lc.net[p] })
		}
	}
	for s := range st.seats {
		if c.movedPresence[s] {
			mark := engine.SeatMark(engine.Seat(s))
			pair(func(n int8) string {
				return lang.Pick(fmt.Sprintf("%d presence of %s", n, mark), fmt.Sprintf("%sの存在%dつ", mark, n))
			},
				func(lc *landChange) int8 { return lc.presence[s] })
		}
	}
	return w
}

// words tells what changed of a spirit, each part a verb phrase for its
// mark: "plays Raging Storm", "pays 3 energy".
func (c *spiritChange) words(lang engine.Lang) []string {
	var w []string
	for _, m := range c.cards {
		name := Powers[m.card].Name
		var en, ja string
		switch {
		case m.to == pileOut:
			en, ja = "forgets ", "を忘れる"
		case m.to == pileHand && m.from == pileOut:
			en, ja = "gains ", "を得る"
		case m.to == pileHand:
			en, ja = "reclaims ", "を回収"
		case m.to == pilePlayed:
			en, ja = "plays ", "をプレイ"
		default:
			en, ja = "discards ", "を捨て札に"
		}
		w = append(w, lang.Pick(en+name.EN, "「"+name.JA+"」"+ja))
	}
	switch n := c.energy; {
	case n > 0:
		w = append(w, lang.Pick(fmt.Sprintf("gains %d energy", n), fmt.Sprintf("精霊力を%d得る", n)))
	case n < 0:
		w = append(w, lang.Pick(fmt.Sprintf("pays %d energy", -n), fmt.Sprintf("精霊力を%d払う", -n)))
	}
	for k, n := range c.tracks {
		if n > 0 {
			track := [2]engine.Text{engine.T("energy", "精霊力"), engine.T("card-play", "カードプレイ")}[k]
			w = append(w, lang.Pick(fmt.Sprintf("takes %d presence from its %s track", n, track.EN), fmt.Sprintf("%sトラックから存在を%dつ取る", track.JA, n)))
		}
	}
	if c.returned > 0 {
		w = append(w, lang.Pick(fmt.Sprintf("returns %d destroyed presence", c.returned), fmt.Sprintf("破壊された存在%dつを戻す", c.returned)))
	}
	var gained, lost []string
	for e, n := range c.elements {
		for range abs8(n) {
			if n > 0 {
				gained = append(gained, elementTexts[e].In(lang))
			} else {
				lost = append(lost, elementTexts[e].In(lang))
			}
		}
	}
	if len(gained) > 0 {
		w = append(w, lang.Pick("gains the elements "+andList(gained), "エレメント("+strings.Join(gained, "・")+")を得る"))
	}
	if len(lost) > 0 {
		w = append(w, lang.Pick("loses the elements "+andList(lost), "エレメント("+strings.Join(lost, "・")+")を失う"))
	}
	return append(w, c.turnWords(lang)...)
}

// turnWords tells what powers gave a spirit for this turn, and what it
// used of it but when time passes.
func (c *spiritChange) turnWords(lang engine.Lang) []string {
	var w []string
	kept := false
	for _, m := range c.cards {
		kept = kept || m.from == pilePlayed && m.to == pileHand
	}
	if c.turn[giftKeep] < 0 && !kept {
		w = append(w, lang.Pick("keeps no played card", "プレイしたカードを手札に戻さない"))
	}
	if c.turn[giftRepeat] < 0 {
		w = append(w, lang.Pick("uses its repeat", "繰り返しを使う"))
	}
	for i := range c.used {
		for word := c.used[i]; word != 0; word &= word - 1 {
			name := Powers[i<<6|bits.TrailingZeros64(word)].Name
			w = append(w, lang.Pick("uses "+name.EN+" a second time", "「"+name.JA+"」を再び使う"))
		}
	}
	if n := c.turn[giftBoon]; n > 0 {
		w = append(w, lang.Pick(fmt.Sprintf("may use %d more slow powers as fast this turn", n), fmt.Sprintf("このターン遅発能力をさらに%dつ即効で使える", n)))
	}
	if n := c.turn[giftReach]; n > 0 {
		w = append(w, lang.Pick(fmt.Sprintf("has +%d range this turn", n), fmt.Sprintf("このターン範囲+%d", n)))
	}
	if n := c.turn[giftKeep]; n > 0 {
		w = append(w, lang.Pick(fmt.Sprintf("may keep %d more played cards as time passes", n), fmt.Sprintf("時間経過時にプレイしたカードをさらに%d枚手札に戻せる", n)))
	}
	if n := c.turn[giftRepeat]; n > 0 {
		w = append(w, lang.Pick(fmt.Sprintf("may repeat a card costing less than %d", n), fmt.Sprintf("コスト%d未満のカードを繰り返せる", n)))
	}
	for i := range c.again {
		for word := c.again[i]; word != 0; word &= word - 1 {
			name := Powers[i<<6|bits.TrailingZeros64(word)].Name
			w = append(w, lang.Pick("will use "+name.EN+" again", "「"+name.JA+"」をもう一度使う"))
		}
	}
	for s := range MaxSpirits {
		if c.entwined[0]&(1<<s) != 0 {
			mark := engine.SeatMark(engine.Seat(s))
			w = append(w, lang.Pick("counts range from "+mark+"'s presence too", mark+"の存在からも範囲を数える"))
		}
	}
	return w
}

// andList joins English words as a list: "fire", "fire and air", "sun,
// fire and air".
func andList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// comeGo tells what of n pieces (what) were added (n > 0) or taken away
// (n < 0).
func comeGo(what string, n int8, lang engine.Lang) []string {
	switch {
	case n > 0:
		return []string{lang.Pick(what+" added", what+"を追加")}
	case n < 0:
		return []string{lang.Pick(what+" removed", what+"を除去")}
	}
	return nil
}

// countText says n pieces of kind p: "2 explorers", "遠征隊2つ".
func countText(p Piece, n int8, lang engine.Lang) string {
	if lang == engine.JA {
		unit := "つ"
		if p == Dahan {
			unit = "体"
		}
		return fmt.Sprintf("%s%d%s", pieceNames[p].JA, n, unit)
	}
	name := pieceNames[p].EN
	if n != 1 {
		switch p {
		case City:
			name = "cities"
		case Dahan:
		default:
			name += "s"
		}
	}
	return fmt.Sprintf("%d %s", n, name)
}

func abs8(n int8) int8 {
	if n < 0 {
		return -n
	}
	return n
}

// data is the change for programs: each land's numbers by piece key, each
// spirit's, the energy by seat, the fear and the blight pool (EVENTS.md).
func (c *change) data(st *State) map[string]any {
	d := map[string]any{}
	var lands []map[string]any
	for i := range c.lands {
		lands = append(lands, c.lands[i].data(st))
	}
	if lands != nil {
		d["lands"] = lands
	}
	var energy [MaxSpirits]int8
	var spirits []map[string]any
	for s := range st.seats {
		sc := &c.spirits[s]
		energy[s] = sc.energy
		if m := sc.data(st.seats); len(m) > 0 {
			m["seat"] = int(s)
			spirits = append(spirits, m)
		}
	}
	if energy != [MaxSpirits]int8{} {
		d["energy"] = seatInts(st, energy)
	}
	if spirits != nil {
		d["spirits"] = spirits
	}
	if c.fear > 0 {
		d["fear"] = c.fear
	}
	if c.blightPool != 0 {
		d["blight_pool"] = int(c.blightPool)
	}
	return d
}

// data is a land's change for programs.
func (lc *landChange) data(st *State) map[string]any {
	m := map[string]any{"land": st.island.Name(lc.land)}
	kinds := func(key string, by [pieceKinds]int8) {
		if k := pieceCounts(by[:]); len(k) > 0 {
			m[key] = k
		}
	}
	kinds("destroyed", lc.destroyed)
	kinds("added", lc.net)
	kinds("damaged", lc.damaged)
	kinds("damage", lc.damage)
	if lc.blight != 0 {
		m["blight"] = int(lc.blight)
	}
	if lc.defend != 0 {
		m["defend"] = int(lc.defend)
	}
	if lc.effects != 0 {
		m["effects"] = bitKeys(uint64(lc.effects), landEffects, effectKey)
	}
	if lc.ended != 0 {
		m["ended"] = bitKeys(uint64(lc.ended), landEffects, effectKey)
	}
	if lc.presence != [MaxSpirits]int8{} {
		m["presence"] = seatInts(st, lc.presence)
	}
	if lc.lost != [MaxSpirits]int8{} {
		m["presence_destroyed"] = seatInts(st, lc.lost)
	}
	return m
}

// data is a spirit's change for programs (its energy aside), in a game of
// seats spirits.
func (c *spiritChange) data(seats int8) map[string]any {
	m := map[string]any{}
	if c.tracks != [2]int8{} {
		tracks := map[string]int{}
		for k, n := range c.tracks {
			if n != 0 {
				tracks[[2]string{"energy", "card"}[k]] = int(n)
			}
		}
		m["tracks"] = tracks
	}
	if c.returned != 0 {
		m["returned"] = int(c.returned)
	}
	if c.cards != nil {
		var cards []map[string]any
		for _, mv := range c.cards {
			cards = append(cards, map[string]any{"card": Powers[mv.card].Key, "from": pileKeys[mv.from], "to": pileKeys[mv.to]})
		}
		m["cards"] = cards
	}
	if els := elementCounts(&c.elements); len(els) > 0 {
		m["elements"] = els
	}
	for i, n := range c.turn {
		if n != 0 {
			m[giftKeys[i]] = int(n)
		}
	}
	if !c.again.empty() || !c.used.empty() {
		again := map[string]int{}
		for _, k := range cardKeys(&c.again) {
			again[k] = 1
		}
		for _, k := range cardKeys(&c.used) {
			again[k] = -1
		}
		m["again"] = again
	}
	if c.entwined != [2]uint8{} {
		by := make([]int, seats)
		for s := range by {
			by[s] = int(c.entwined[0]>>s&1) - int(c.entwined[1]>>s&1)
		}
		m["entwined"] = by
	}
	return m
}

// elementCounts are counts by element key, those not zero.
func elementCounts(e *Elements) map[string]int {
	m := map[string]int{}
	for i, n := range e {
		if n != 0 {
			m[elementKeys[i]] = int(n)
		}
	}
	return m
}

// seatInts is one number per spirit of the game.
func seatInts(st *State, by [MaxSpirits]int8) []int {
	out := make([]int, st.seats)
	for s := range out {
		out[s] = int(by[s])
	}
	return out
}
