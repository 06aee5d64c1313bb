package micronesia

import (
	"fmt"

	"shima/engine"
)

// step is where the player to move stands within a turn.
type step uint8

const (
	// stepSplit: the dice are rolled; sacrifice tribes to set dice, or split them.
	stepSplit step = iota
	// stepRebalance: the split named one of the player's islands; move
	// tribes between their islands one at a time, or finish.
	stepRebalance
	// stepOver: the game has ended.
	stepOver
)

// ending is how a game ended.
type ending uint8

const (
	notEnded ending = iota
	endSeven        // a player holds seven or more islands and wins
	endBurst        // a player had to send more tribes than their stock held
)

// State is a game of Micronesia in progress. The zero value is not usable;
// get one from Game.New or Game.Load.
type State struct {
	// rec hears what Apply causes while someone listens (Record); nil in
	// clones and playouts. (First, so that the GC scans one word of the state.)
	rec    *engine.Recorder
	seats  int8
	owner  [Islands + 1]int8 // by island number (index 0 unused); noOwner when empty
	tribes [Islands + 1]int8 // tribes on each island
	stock  [MaxPlayers]int8  // tribes in each player's stock (public)

	toMove [1]engine.Seat // the player whose turn it is; also who ended the game
	step   step
	dice   [DiceCount]int8
	set    uint8   // bit i: die i was set by a sacrifice this turn
	split  [2]int8 // the islands the dice were split into (equal when one island)
	gave   uint16  // bit n: island n gave a tribe in this turn's rebalance
	got    uint16  // bit n: island n received a tribe in this turn's rebalance
	end    ending  // how the game ended, once over
	turn   int32   // turns begun, counting extra turns from triples
	rng    engine.Rand
}

var _ engine.State = (*State)(nil)

// ToMove returns the player whose turn it is, or nothing once the game is over.
func (st *State) ToMove() []engine.Seat {
	if st.step == stepOver {
		return nil
	}
	return st.toMove[:]
}

// Over reports whether someone holds seven islands or has burst.
func (st *State) Over() bool { return st.step == stepOver }

// Clone returns an independent copy.
func (st *State) Clone() engine.State {
	c := *st
	c.rec = nil
	return &c
}

// Record makes the following Applies tell r what they caused.
func (st *State) Record(r *engine.Recorder) { st.rec = r }

// Determinize returns a copy whose future dice come from r. Everything else in
// Micronesia is public, so that is all a player does not know.
func (st *State) Determinize(_ engine.Seat, r *engine.Rand) engine.State {
	c := *st
	c.rec = nil
	c.rng = r.Split()
	return &c
}

// Rand returns the state's random source: the dice to come are all that is
// hidden in Micronesia (engine.Chance).
func (st *State) Rand() engine.Rand { return st.rng }

// Seats returns the number of players.
func (st *State) Seats() int { return int(st.seats) }

// Turn returns the number of turns begun so far, extra turns included.
func (st *State) Turn() int { return int(st.turn) }

func (st *State) mover() int8 { return int8(st.toMove[0]) }

// islandsOf counts the islands seat s holds.
func (st *State) islandsOf(s int8) int {
	n := 0
	for i := 1; i <= Islands; i++ {
		if st.owner[i] == s {
			n++
		}
	}
	return n
}

// vpOf sums the VP of seat s's islands.
func (st *State) vpOf(s int8) int {
	vp := 0
	for i := 1; i <= Islands; i++ {
		if st.owner[i] == s {
			vp += VP(i)
		}
	}
	return vp
}

// highestIsland returns the highest-numbered island seat s holds, or 0.
func (st *State) highestIsland(s int8) int {
	for i := Islands; i >= 1; i-- {
		if st.owner[i] == s {
			return i
		}
	}
	return 0
}

// rolledTriples reports whether the dice show three of a kind as rolled, not
// made by a sacrifice: that earns another turn.
func (st *State) rolledTriples() bool { return st.set == 0 && st.triples() }

func (st *State) triples() bool { return st.dice[0] == st.dice[1] && st.dice[1] == st.dice[2] }

// beginTurn gives seat s a turn: a fresh roll of the three dice.
func (st *State) beginTurn(s int8) {
	st.toMove[0] = engine.Seat(s)
	st.step = stepSplit
	st.set, st.gave, st.got = 0, 0, 0
	st.split = [2]int8{}
	for i := range st.dice {
		st.dice[i] = int8(st.rng.Roll(dieSides))
	}
	st.turn++
}

// endTurn passes the turn clockwise, or gives the same player another turn
// after rolled triples.
func (st *State) endTurn() {
	s := st.mover()
	again := st.rolledTriples()
	if !again {
		s = (s + 1) % st.seats
	}
	before := st.dice
	st.beginTurn(s)
	st.tellRoll(s, again, before)
}

// finish ends the game; the mover is the one who won or burst.
func (st *State) finish(e ending) {
	st.step = stepOver
	st.end = e
	st.tellScoring()
}

// Check verifies the invariants every reachable state keeps.
func (st *State) Check() error {
	var onIslands [MaxPlayers]int
	for i := 1; i <= Islands; i++ {
		o, n := st.owner[i], st.tribes[i]
		switch {
		case o == noOwner && n != 0:
			return fmt.Errorf("empty island %d has %d tribes", i, n)
		case o != noOwner && (o < 0 || o >= st.seats):
			return fmt.Errorf("island %d owned by seat %d of %d", i, o, st.seats)
		case o != noOwner && n < 1:
			return fmt.Errorf("island %d owned with %d tribes", i, n)
		case o != noOwner:
			onIslands[o] += int(n)
		}
	}
	for s := range int(st.seats) {
		if st.stock[s] < 0 || int(st.stock[s])+onIslands[s] > TribesEach {
			return fmt.Errorf("seat %d: stock %d and %d on islands", s, st.stock[s], onIslands[s])
		}
		if st.step != stepOver && st.islandsOf(int8(s)) >= WinIslands {
			return fmt.Errorf("seat %d holds %d islands but the game goes on", s, st.islandsOf(int8(s)))
		}
	}
	for _, d := range st.dice {
		if d < 1 || d > dieSides {
			return fmt.Errorf("die shows %d", d)
		}
	}
	if st.step == stepRebalance && !st.canRebalance() {
		return fmt.Errorf("rebalance step with no move left")
	}
	return nil
}
