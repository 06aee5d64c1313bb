package spiritisland

import (
	"math/bits"
	"strconv"
	"sync"

	"shima/engine"
)

// The events account for every change a seat sees (engine.Accountant): Tally
// counts what the view shows, Claim reads what an event's data says changed.
// Every seat sees the same, so both ignore the seat. EVENTS.md, "What the
// events account for", lists the keys.

var _ engine.Accountant = (*State)(nil)

// Tally counts what the view shows: on each land its pieces, the damage
// they carry, blight, each spirit's presence, Defend and the one-turn
// effects; each spirit's energy, destroyed presence, the presence taken
// from its tracks, its cards by pile, its elements and what powers gave it
// for the turn (its "turn" but the powers it used); the fear pool, the
// earned cards waiting, the fear deck and the terror level; the blight
// card's pool and whether it has turned. Cards and effects count by pile
// and by land, and each that is there: a claim of one that is not changes
// the count. It reads the fields the view shows, as the view reads them
// (View), and its keys are made once (tallyKeys): it runs for every seat
// at every step of the conformance runs.
func (st *State) Tally(engine.Seat) engine.Tally {
	t := make(engine.Tally, 16*MaxLands+40*int(st.seats)+8) // about the keys a land and a spirit have, with their cards
	keys := tallyKeys()
	for l := range st.island.All().All() {
		k, ls := keys.lands[st.island.Name(l)], &st.lands[l]
		for p := range pieceKinds {
			t[k.pieces[p]] = int(ls.count(p))
			if p != Explorer {
				t[k.damage[p]] = int(st.damageOn(ls, p))
			}
		}
		t[k.blight], t[k.defend], t[k.effects] = int(ls.blight), int(ls.defend), bits.OnesCount16(ls.effects)
		for s := range st.seats {
			t[k.presence[s]] = int(ls.presence[s])
		}
		for e := ls.effects; e != 0; e &= e - 1 {
			t[k.effect[bits.TrailingZeros16(e)]] = 1
		}
	}
	for s := range st.seats {
		sp, k := &st.spirits[s], &keys.seats[s]
		t[k.energy], t[k.destroyed] = int(sp.energy), int(sp.destroyed)
		t[k.tracks[0]], t[k.tracks[1]] = int(sp.energyTrack)+1, int(sp.cardTrack)+1
		for i, pile := range [...]*cards{&sp.hand, &sp.played, &sp.discard, &sp.again} {
			n := 0
			for w, word := range pile {
				for ; word != 0; word &= word - 1 {
					t[k.cards[i][w<<6|bits.TrailingZeros64(word)]] = 1
					n++
				}
			}
			t[k.piles[i]] = n
		}
		for e, n := range sp.elements {
			t[k.elements[e]] = int(n)
		}
		for i, n := range gifts(sp) {
			t[k.gifts[i]] = int(n)
		}
		for o := range st.seats {
			t[k.entwined[o]] = int(sp.entwined >> o & 1)
		}
	}
	t["fear pool"], t["fear earned"], t["fear deck"], t["terror"] = int(st.fearPool), int(st.nEarned), int(st.nFear), st.terror()
	t["blight pool"], t["blighted"] = int(st.blightPool), b2i(st.blighted)
	return t
}

// tallyKeys are the tally's keys: each land's by its name (every name a
// layout can give), each seat's; made on first use, once the cards are read.
var tallyKeys = sync.OnceValue(func() *allKeys {
	keys := &allKeys{lands: map[string]*landKeys{}}
	for b := range "ABCD" {
		for n := range BoardLands {
			name := string(rune('A'+b)) + strconv.Itoa(n)
			k := &landKeys{blight: name + " blight", defend: name + " defend", effects: name + " effects"}
			for p := range pieceKinds {
				k.pieces[p], k.damage[p] = name+" "+pieceKeys[p], name+" "+pieceKeys[p]+" damage"
			}
			for s := range MaxSpirits {
				k.presence[s] = name + " " + presenceKey(s)
			}
			for e := range k.effect {
				k.effect[e] = name + " " + effectKey(e)
			}
			keys.lands[name] = k
		}
	}
	for s := range MaxSpirits {
		seat, k := seatKey(s), &keys.seats[s]
		k.energy, k.destroyed, k.tracks = seat+"energy", seat+"destroyed", [2]string{seat + "energy track", seat + "card track"}
		for i, pile := range pileNames {
			k.piles[i] = seat + pile
			k.cards[i] = make([]string, len(Powers))
			for c := range Powers {
				k.cards[i][c] = seat + pile + " " + Powers[c].Key
			}
		}
		for e := range k.elements {
			k.elements[e] = seat + elementKeys[e]
		}
		for i := range k.gifts {
			k.gifts[i] = seat + giftKeys[i]
		}
		for o := range MaxSpirits {
			k.entwined[o] = seat + "entwined " + strconv.Itoa(o)
		}
	}
	return keys
})

// allKeys are the tally's keys.
type allKeys struct {
	lands map[string]*landKeys
	seats [MaxSpirits]seatKeys
}

// landKeys are a land's tally keys.
type landKeys struct {
	pieces, damage          [pieceKinds]string
	blight, defend, effects string
	presence                [MaxSpirits]string
	effect                  [landEffects]string
}

// seatKeys are a spirit's tally keys.
type seatKeys struct {
	energy, destroyed string
	tracks            [2]string
	piles             [len(pileNames)]string
	cards             [len(pileNames)][]string // by pile, by card
	elements          [elements]string
	gifts             [turnGifts]string
	entwined          [MaxSpirits]string
}

// pileNames are the piles a tally counts a spirit's cards in.
var pileNames = [...]string{"hand", "played", "discard", "again"}

// Claim adds to t what event e says changed: its lands (the form of a
// power's "lands"), its spirits, the energy, the fear generated and the
// blight pool, and what the fear events say of the fear cards.
func (st *State) Claim(e engine.Event, t engine.Tally) {
	d := e.Data
	for _, lc := range anyList(d["lands"]) {
		claimLand(lc, t)
	}
	for s, n := range intList(d["energy"]) {
		t[seatKey(s)+"energy"] += n
	}
	for _, sc := range anyList(d["spirits"]) {
		claimSpirit(sc, t)
	}
	t["fear pool"] -= anyInt(d["fear"])
	t["blight pool"] += anyInt(d["blight_pool"])
	switch e.Kind {
	case "fear":
		if _, ok := d["earned"]; ok {
			t["fear earned"]++
			t["fear deck"]--
			t["fear pool"] += anyInt(d["refill"])
		}
		t["terror"] += anyInt(d["terror"]) - anyInt(d["from"])
	case "fear-card":
		if _, ok := d["level"]; ok {
			t["fear earned"]-- // the card turns up from those waiting
		}
	case "blight-card":
		t["blighted"]++
	case "energy":
		t[seatKey(int(e.Seat))+"energy"] += anyInt(d["gained"])
	}
}

// claimLand claims a land's change: pieces added (< 0 gone) and
// destroyed, their damage, blight, Defend, effects begun and ended,
// presence added and destroyed.
func claimLand(m map[string]any, t engine.Tally) {
	at := anyString(m["land"]) + " "
	for k, n := range intMap(m["added"]) {
		t[at+k] += n
	}
	for k, n := range intMap(m["destroyed"]) {
		t[at+k] -= n
	}
	for k, n := range intMap(m["damage"]) {
		t[at+k+" damage"] += n
	}
	t[at+"blight"] += anyInt(m["blight"])
	t[at+"defend"] += anyInt(m["defend"])
	for _, k := range stringList(m["effects"]) {
		t[at+k]++
		t[at+"effects"]++
	}
	for _, k := range stringList(m["ended"]) {
		t[at+k]--
		t[at+"effects"]--
	}
	for s, n := range intList(m["presence"]) {
		t[at+presenceKey(s)] += n
	}
	for s, n := range intList(m["presence_destroyed"]) {
		t[at+presenceKey(s)] -= n
		t[seatKey(s)+"destroyed"] += n
	}
}

// claimSpirit claims a spirit's change: presence taken from its tracks,
// destroyed presence returned, cards moved between its piles, elements,
// and what powers gave it for the turn.
func claimSpirit(m map[string]any, t engine.Tally) {
	seat := seatKey(anyInt(m["seat"]))
	for k, n := range intMap(m["tracks"]) {
		t[seat+k+" track"] += n
	}
	t[seat+"destroyed"] -= anyInt(m["returned"])
	for _, c := range anyList(m["cards"]) {
		card := anyString(c["card"])
		if from := anyString(c["from"]); from != "" {
			t[seat+from+" "+card]--
			t[seat+from]--
		}
		if to := anyString(c["to"]); to != "" {
			t[seat+to+" "+card]++
			t[seat+to]++
		}
	}
	for k, n := range intMap(m["elements"]) {
		t[seat+k] += n
	}
	for _, k := range giftKeys {
		t[seat+k] += anyInt(m[k])
	}
	for k, n := range intMap(m["again"]) {
		t[seat+"again "+k] += n
		t[seat+"again"] += n
	}
	for o, n := range intList(m["entwined"]) {
		t[seat+"entwined "+strconv.Itoa(o)] += n
	}
}

// seatKey begins a spirit's keys: "0 energy".
func seatKey(s int) string { return strconv.Itoa(s) + " " }

// presenceKey is a land's key for spirit s's presence there: "presence 0".
func presenceKey(s int) string { return "presence " + strconv.Itoa(s) }

// The readers of events' data, as the game writes it (events.go): ints,
// strings, lists of ints and strings, maps of ints, lists of maps.

func anyInt(v any) int       { n, _ := v.(int); return n }
func anyString(v any) string { s, _ := v.(string); return s }
func intList(v any) []int    { l, _ := v.([]int); return l }

func stringList(v any) []string {
	l, _ := v.([]string)
	return l
}

func intMap(v any) map[string]int {
	m, _ := v.(map[string]int)
	return m
}

func anyList(v any) []map[string]any {
	l, _ := v.([]map[string]any)
	return l
}
