package spiritisland

import (
	"strconv"

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
// card's pool and whether it has turned. It reads the view itself, so that
// it counts nothing the view hides.
func (st *State) Tally(s engine.Seat) engine.Tally {
	v := st.View(s).(*View)
	t := engine.Tally{}
	full := map[Piece]int{Explorer: v.Health.Explorer, Town: v.Health.Town, City: v.Health.City, Dahan: v.Health.Dahan}
	for _, vl := range v.Lands {
		lp, at := &vl.landPos, vl.Land+" "
		for _, p := range [...]Piece{Town, City, Dahan} {
			t[at+pieceKeys[p]+" damage"] = 0
		}
		for _, pc := range [...]struct {
			p       Piece
			n, left int // n pieces with left health each (0: undamaged)
		}{{Explorer, lp.Explorer, 0}, {Town, lp.Town, 0}, {Town, lp.Town2, 2}, {Town, lp.Town1, 1},
			{City, lp.City, 0}, {City, lp.City3, 3}, {City, lp.City2, 2}, {City, lp.City1, 1}, {Dahan, lp.Dahan, 0}, {Dahan, lp.Dahan1, 1}} {
			t[at+pieceKeys[pc.p]] += pc.n
			if pc.left > 0 {
				t[at+pieceKeys[pc.p]+" damage"] += pc.n * (full[pc.p] - pc.left)
			}
		}
		t[at+"blight"] = lp.Blight
		t[at+"defend"] = lp.Defend
		for i := range v.Spirits {
			n := 0
			if i < len(lp.Presence) {
				n = lp.Presence[i]
			}
			t[at+presenceKey(i)] = n
		}
		for _, k := range effectKeys {
			t[at+k] = 0
		}
		for _, k := range lp.Effects {
			t[at+k] = 1
		}
	}
	for _, vs := range v.Spirits {
		seat := seatKey(int(vs.Seat))
		t[seat+"energy"] = vs.Energy
		t[seat+"destroyed"] = vs.Destroyed
		t[seat+"energy track"] = vs.EnergyTrack.Uncovered
		t[seat+"card track"] = vs.CardTrack.Uncovered
		for _, pile := range [...]struct {
			name string
			keys []string
		}{{"hand", vs.Hand}, {"played", vs.Played}, {"discard", vs.Discard}, {"again", vs.Turn.Again}} {
			for _, c := range Powers {
				t[seat+pile.name+" "+c.Key] = 0 // every card, so that a claim of one not there is checked
			}
			for _, k := range pile.keys {
				t[seat+pile.name+" "+k] = 1
			}
		}
		for _, k := range elementKeys {
			t[seat+k] = vs.Elements[k]
		}
		gifts := [turnGifts]int{vs.Turn.Boon, vs.Turn.Reach, vs.Turn.Keep, vs.Turn.Repeat}
		for i, k := range giftKeys {
			t[seat+k] = gifts[i]
		}
		for _, o := range v.Spirits {
			t[seat+"entwined "+strconv.Itoa(int(o.Seat))] = 0
		}
		for _, o := range vs.Turn.Entwined {
			t[seat+"entwined "+strconv.Itoa(int(o))] = 1
		}
	}
	t["fear pool"], t["fear earned"], t["fear deck"], t["terror"] = v.Fear.Pool, v.Fear.Earned, v.Fear.Deck, v.Fear.Terror
	t["blight pool"], t["blighted"] = v.Blight.Pool, b2i(v.Blight.Blighted)
	return t
}

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
	}
	for _, k := range stringList(m["ended"]) {
		t[at+k]--
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
		}
		if to := anyString(c["to"]); to != "" {
			t[seat+to+" "+card]++
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
