package micronesia

import (
	"fmt"

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

func islandKey(n int, s int) string { return fmt.Sprintf("island %d, seat %d", n, s) }
func stockKey(s int) string         { return fmt.Sprintf("stock, seat %d", s) }
func sacrificedKey(s int) string    { return fmt.Sprintf("sacrificed, seat %d", s) }
func dieKey(d int) string           { return fmt.Sprintf("die %d", d) }
func scoreKey(s int) string         { return fmt.Sprintf("score, seat %d", s) }

// Tally counts the table as every seat sees it.
func (st *State) Tally(engine.Seat) engine.Tally {
	t := engine.Tally{}
	v := st.View(engine.Spectator).(*View)
	for s := range v.Seats {
		t[stockKey(s)] = v.Stock[s]
		t[sacrificedKey(s)] = v.Lost[s]
		t[scoreKey(s)] = 0
		if v.Outcome != nil {
			t[scoreKey(s)] = int(v.Outcome.Scores[s])
		}
		for _, is := range v.Islands {
			t[islandKey(is.Island, s)] = 0
			if is.Seat == s {
				t[islandKey(is.Island, s)] = is.Tribes
			}
		}
	}
	for d, n := range v.Dice {
		t[dieKey(d+1)] = n
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
