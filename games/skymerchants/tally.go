package skymerchants

import (
	"strconv"

	"shima/engine"
)

// What the events account for (engine.Accountant; EVENTS.md names the keys
// and the events that change them): what a seat's view shows of the board,
// the hands, the pile, the cubes, the supply, the buildings left and the
// scores. The final-scoring panel (the view's islands) is left out: it is
// the board's islands, counted anew.

func tileKey(id, x, y, turn int) string {
	return "tile " + strconv.Itoa(id) + " at " + strconv.Itoa(x) + "," + strconv.Itoa(y) + " turned " + strconv.Itoa(turn)
}

// partKey names island part r (0-2) of the tile at x,y: "2,-1 island 1".
func partKey(x, y, r int) string {
	return strconv.Itoa(x) + "," + strconv.Itoa(y) + " island " + strconv.Itoa(r+1)
}

func handKey(s, id int) string { return "hand, seat " + strconv.Itoa(s) + ": tile " + strconv.Itoa(id) }
func shownKey(s, id int) string {
	return "shown, seat " + strconv.Itoa(s) + ": tile " + strconv.Itoa(id)
}
func seatKey(what string, s int) string { return what + ", seat " + strconv.Itoa(s) }
func cubeKey(s int, c Colour) string    { return c.String() + " cubes, seat " + strconv.Itoa(s) }
func supplyKey(c Colour) string         { return c.String() + " cubes in the supply" }

// Tally counts what seat s's view shows, read from the state for speed
// (the view would count the islands anew): the view's tiles and parts, its
// hand, hand sizes and shown tiles, pile, cubes, supply, buildings left
// and score.
func (st *State) Tally(s engine.Seat) engine.Tally {
	t := make(engine.Tally, 256)
	t["pile"], t["towers left"], t["harbours left"] = int(st.nPile), int(st.towers), int(st.harbours)
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		x, y := int(p.x), int(p.y)
		t[tileKey(int(p.tile)+1, x, y, 90*int(p.rot))] = 1
		for r := range tileAt(p.tile).Regions {
			part := partKey(x, y, r)
			t[part+": house of seat"] = int(p.house[r]) + 1
			t[part+": tower"] = int(p.tower >> r & 1)
			t[part+": harbour"] = int(p.harbour >> r & 1)
		}
	}
	score := st.totals()
	for q := range int(st.seats) {
		n := 0
		for h, k := range st.hands[q] {
			if k == noTile {
				continue
			}
			n++
			if engine.Seat(q) == s {
				t[handKey(q, int(k)+1)] = 1
			}
			if st.shown[q]&(1<<h) != 0 {
				t[shownKey(q, int(k)+1)] = 1
			}
		}
		t[seatKey("hand size", q)] = n
		for c := range Cubes {
			t[cubeKey(q, Colour(c))] = int(st.cubes[q][c])
		}
		t[seatKey("houses left", q)] = int(st.houses[q])
		t[seatKey("score", q)] = score[q]
	}
	for c := range Cubes {
		t[supplyKey(Colour(c))] = int(st.supply[c])
	}
	return t
}

// Claim reads what an event says changed (EVENTS.md, "What the events
// account for").
func (st *State) Claim(e engine.Event, t engine.Tally) {
	s, d := int(e.Seat), e.Data
	num := func(k string) int { return d[k].(int) }
	switch e.Kind {
	case "tile":
		id := num("tile")
		t[handKey(s, id)]--
		t[seatKey("hand size", s)]--
		if d["was_shown"].(bool) {
			t[shownKey(s, id)]--
		}
		if !d["discarded"].(bool) {
			t[tileKey(id, num("x"), num("y"), num("turn"))]++
		}
		for _, k := range d["revealed"].([]int) {
			t[shownKey(s, k)]++
		}
	case "house", "tower", "harbour":
		part := partKey(num("x"), num("y"), num("island")-1)
		for c := range Cubes {
			t[cubeKey(s, Colour(c))]--
			t[supplyKey(Colour(c))]++
		}
		switch e.Kind {
		case "house":
			t[part+": house of seat"] += s + 1
			t[seatKey("houses left", s)]--
		case "tower":
			t[part+": tower"]++
			t["towers left"]--
			t[seatKey("score", s)] += num("vp")
		case "harbour":
			t[part+": harbour"]++
			t["harbours left"]--
		}
	case "gain", "income":
		for c, n := range d["cubes"].([]int) {
			t[cubeKey(s, Colour(c))] += n
			t[supplyKey(Colour(c))] -= n
		}
		t[seatKey("score", s)] += num("vp")
	case "trade", "return":
		for c, n := range d["cubes"].([]int) {
			t[cubeKey(s, Colour(c))] += n
			t[supplyKey(Colour(c))] -= n
		}
	case "draw":
		if d["drawn"].(bool) {
			t["pile"]--
			t[seatKey("hand size", s)]++
		}
		if id, ok := d["tile"].(int); ok {
			t[handKey(s, id)]++
		}
	case "score":
		t[seatKey("score", s)] += num("islands")
	}
}
