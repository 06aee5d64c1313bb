package micronesia

import (
	"strconv"

	"shima/engine"
)

// What the events account for (engine.Accountant, EVENTS.md): every seat
// sees the whole table, so every seat's tally is the same. Its keys:
//
//	"island N, seat S"  seat S's tribes on island N
//	"stock, seat S"     the tribes in seat S's stock
//	"sacrificed, seat S" the tribes seat S has sacrificed
//	"die D"             what die D (1-3) shows
//	"score, seat S"     seat S's score once the game is over (0 before)

func islandKey(n int, s int) string { return "island " + strconv.Itoa(n) + ", seat " + strconv.Itoa(s) }
func stockKey(s int) string         { return "stock, seat " + strconv.Itoa(s) }
func sacrificedKey(s int) string    { return "sacrificed, seat " + strconv.Itoa(s) }
func dieKey(d int) string           { return "die " + strconv.Itoa(d) }
func scoreKey(s int) string         { return "score, seat " + strconv.Itoa(s) }

// Tally counts the table as every seat sees it (the view's stock, lost,
// islands, dice and outcome), read from the state for speed.
func (st *State) Tally(engine.Seat) engine.Tally {
	t := make(engine.Tally, 64)
	var scores []float64
	if st.Over() {
		scores = st.Outcome().Scores
	}
	for s := range int(st.seats) {
		lost := TribesEach - int(st.stock[s])
		for n := 1; n <= Islands; n++ {
			t[islandKey(n, s)] = 0
			if st.owner[n] == int8(s) {
				t[islandKey(n, s)] = int(st.tribes[n])
				lost -= int(st.tribes[n])
			}
		}
		t[stockKey(s)], t[sacrificedKey(s)], t[scoreKey(s)] = int(st.stock[s]), lost, 0
		if scores != nil {
			t[scoreKey(s)] = int(scores[s])
		}
	}
	for d, n := range st.dice {
		t[dieKey(d+1)] = int(n)
	}
	return t
}

// Claim reads what an event says changed (EVENTS.md, "What the events
// account for").
func (st *State) Claim(e engine.Event, t engine.Tally) {
	d := e.Data
	switch e.Kind {
	case "roll":
		for i, n := range d["dice"].([]int) {
			t[dieKey(i+1)] += n - d["before"].([]int)[i]
		}
	case "sacrifice":
		t[dieKey(d["die"].(int))] += d["to"].(int) - d["from"].(int)
		t[stockKey(int(e.Seat))]--
		t[sacrificedKey(int(e.Seat))]++
	case "colonise":
		n, from := d["island"].(int), d["from"].(int)
		t[islandKey(n, int(e.Seat))] += d["tribes"].(int)
		t[stockKey(int(e.Seat))] -= d["tribes"].(int)
		if from != noOwner {
			t[islandKey(n, from)] -= d["returned"].(int)
			t[stockKey(from)] += d["returned"].(int)
		}
	case "move":
		t[islandKey(d["from"].(int), int(e.Seat))]--
		t[islandKey(d["to"].(int), int(e.Seat))]++
	case "score":
		t[scoreKey(int(e.Seat))] += d["vp"].(int)
	}
}
