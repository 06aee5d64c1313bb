package skye

import (
	"strconv"

	"shima/engine"
)

// What the events account for (engine.Accountant; EVENTS.md names the keys
// and the events that change them): what a seat's view shows of the
// territories, the tiles on offer while they are for sale (with their
// prices and the viewer's discard mark), the tiles each player has to lay,
// gold, the score track and the scoring tiles, the final scores and the
// bag. The round's records (the view's discarded, bought, sent_back and
// income) are left out: they start afresh each round and are the events'
// own figures.

func seatKey(what string, p int) string { return what + ", seat " + strconv.Itoa(p) }

func tileKey(what string, p, id int) string {
	return what + ", seat " + strconv.Itoa(p) + ": tile " + strconv.Itoa(id)
}

func laidKey(p, id, x, y, turn int) string {
	return "territory, seat " + strconv.Itoa(p) + ": tile " + strconv.Itoa(id) + " at " + strconv.Itoa(x) + "," + strconv.Itoa(y) + " turned " + strconv.Itoa(turn)
}

func scoredKey(slot string, p int) string { return seatKey("scoring tile "+slot, p) }

// Tally counts what seat s's view shows, read from the state for speed
// (the view would survey every territory and list the legal placements):
// the view's territories, offers with their prices and discard marks, the
// tiles bought and pending, gold, gold set, VP, the scoring tiles' scored,
// the final totals and the bag.
func (st *State) Tally(s engine.Seat) engine.Tally {
	t := make(engine.Tally, 128)
	t["bag"] = int(st.nBag)
	selling := st.phase == phasePrice || st.phase == phaseBuy
	for p := range int(st.seats) {
		own := engine.Seat(p) == s
		land := &st.land[p]
		for _, pl := range land.tiles[1:land.n] { // the castle never moves
			t[laidKey(p, int(pl.tile)+1, int(pl.x), int(pl.y), 90*int(pl.rot))] = 1
		}
		gold, set := int(st.gold[p]), 0
		for k, tile := range st.drawn[p] {
			if tile == noTile {
				continue
			}
			if st.phase == phasePrice {
				set += int(st.price[p][k])
			}
			if !selling || st.buyer[p][k] != noSeat {
				continue
			}
			id := int(tile) + 1
			t[tileKey("offer", p, id)] = 1
			if st.phase == phaseBuy || own {
				t[tileKey("price", p, id)] = int(st.price[p][k])
			}
			if st.phase == phasePrice && own {
				t[tileKey("discard mark", p, id)] = boolCount(int(st.mark[p]) == k)
			}
		}
		if own {
			t[seatKey("gold set", p)] = set
		} else {
			gold += set // the gold set stays hidden behind the screen
		}
		t[seatKey("gold", p)] = gold
		switch {
		case st.phase == phaseBuy && st.bought[p] != noTile:
			t[tileKey("to lay", p, int(st.bought[p])+1)] = 1
		case st.phase == phaseBuild:
			for _, tile := range st.pending[p][:st.nPending[p]] {
				t[tileKey("to lay", p, int(tile)+1)] = 1
			}
		}
		t[seatKey("vp", p)] = st.vp(p)
		t[seatKey("final", p)] = 0
		if st.Over() {
			t[seatKey("final", p)] = st.final(p).Total
		}
		for k := range st.scoring {
			t[scoredKey(string(rune('A'+k)), p)] = int(st.scored[p][k])
		}
	}
	return t
}

func boolCount(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Claim reads what an event says changed (EVENTS.md, "What the events
// account for").
func (st *State) Claim(e engine.Event, t engine.Tally) {
	p, d := int(e.Seat), e.Data
	num := func(k string) int { return d[k].(int) }
	switch e.Kind {
	case "draw":
		for _, id := range d["tiles"].([]int) {
			t[tileKey("offer", p, id)]++
			t["bag"]--
		}
	case "income":
		t[seatKey("gold", p)] += num("total")
	case "discard":
		t[tileKey("discard mark", p, num("tile"))]++
	case "price":
		t[tileKey("price", p, num("tile"))] += num("price")
		t[seatKey("gold", p)] -= num("price")
		t[seatKey("gold set", p)] += num("price")
	case "prices":
		if e.Detail {
			claimPrices(p, d, t)
		}
	case "buy":
		seller, id, g := num("seller"), num("tile"), num("price")
		t[tileKey("offer", seller, id)]--
		t[tileKey("price", seller, id)] -= g
		t[tileKey("to lay", p, id)]++
		t[seatKey("gold", p)] -= g
		t[seatKey("gold", seller)] += num("seller_gets")
	case "unsold":
		for i, id := range d["tiles"].([]int) {
			if d["returned"].(bool) {
				t[tileKey("to lay", p, id)]--
				t["bag"]++
				continue
			}
			t[tileKey("offer", p, id)]--
			t[tileKey("price", p, id)] -= d["prices"].([]int)[i]
			t[tileKey("to lay", p, id)]++
		}
	case "place":
		id := num("tile")
		t[tileKey("to lay", p, id)]--
		t[laidKey(p, id, num("x"), num("y"), num("turn"))]++
	case "score":
		for q, n := range d["points"].([]int) {
			t[seatKey("vp", q)] += n
			t[scoredKey(d["slot"].(string), q)] += n
		}
	case "end-scoring":
		if e.Detail {
			t[seatKey("final", p)] += num("total")
		}
	}
}

// claimPrices reads player p's prices as the screens come away: the
// discarded tile goes back to the bag, and the prices show. The owner (own)
// knew them and its mark: its mark and the gold it had set go; the others
// see the gold behind p's screen fall by what was set.
func claimPrices(p int, d map[string]any, t engine.Tally) {
	set := 0
	for _, o := range d["offers"].([]map[string]any) {
		set += o["price"].(int)
		if !d["own"].(bool) {
			t[tileKey("price", p, o["tile"].(int))] += o["price"].(int)
		}
	}
	gone := d["discarded"].(int)
	t[tileKey("offer", p, gone)]--
	t["bag"]++
	if d["own"].(bool) {
		t[tileKey("discard mark", p, gone)]--
		t[seatKey("gold set", p)] -= set
		return
	}
	t[seatKey("gold", p)] -= set
}
