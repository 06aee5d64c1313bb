package skye

import (
	"errors"
	"strings"
	"testing"

	"shima/engine"
)

// newGame starts a game of n players with the given seed and options.
func newGame(t *testing.T, n int, seed uint64, opts map[string]string) *State {
	t.Helper()
	st, err := Game{}.New(engine.Config{Seats: n, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// take removes tile id (1-73) from the bag, or swaps it out of a display for
// a bag tile, so that it can be laid by hand.
func take(t *testing.T, st *State, id int) int8 {
	t.Helper()
	k := int8(id - 1)
	for i, b := range st.bag[:st.nBag] {
		if b == k {
			st.nBag--
			st.bag[i] = st.bag[st.nBag]
			return k
		}
	}
	for p := range int(st.seats) {
		for s, d := range st.drawn[p] {
			if d == k {
				st.drawn[p][s] = take(t, st, int(st.bag[0])+1)
				return k
			}
		}
	}
	t.Fatalf("tile %d is not in the bag or a display", id)
	return 0
}

// lay puts tile id into player p's territory at (x, y) turned rot quarter
// turns, as the building rule allows.
func lay(t *testing.T, st *State, p, id, x, y int, rot uint8) {
	t.Helper()
	k := take(t, st, id)
	if !st.land[p].fits(k, x, y, rot) {
		t.Fatalf("tile %d does not fit at %d,%d turned %d", id, x, y, 90*int(rot))
	}
	st.land[p].put(k, x, y, rot)
}

// layFirst lays at (x, y) the lowest-numbered bag tile that fits there
// unturned, and returns its id.
func layFirst(t *testing.T, st *State, p, x, y int) int {
	t.Helper()
	for id := 1; id <= TileCount; id++ {
		k := int8(id - 1)
		inBag := false
		for _, b := range st.bag[:st.nBag] {
			inBag = inBag || b == k
		}
		if inBag && st.land[p].fits(k, x, y, 0) {
			lay(t, st, p, id, x, y, 0)
			return id
		}
	}
	t.Fatalf("no tile fits at %d,%d", x, y)
	return 0
}

// score is what scoring tile id (S01-S16) gives player p now.
func score(t *testing.T, st *State, p int, id string) int {
	t.Helper()
	i := scoringIndex(id)
	if i < 0 {
		t.Fatalf("no scoring tile %s", id)
	}
	saved := st.scoring
	st.scoring = [4]int8{int8(i), int8(i), int8(i), int8(i)}
	var pts [MaxPlayers][4]int16
	st.tilePoints(&pts, false)
	st.scoring = saved
	return int(pts[p][0])
}

// apply plays a typed action for seat s, failing the test if refused.
func apply(t *testing.T, st *State, s engine.Seat, text string) {
	t.Helper()
	a, err := st.Parse(text)
	if err == nil {
		err = st.Apply(s, a)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	if err := st.Check(); err != nil {
		t.Fatalf("after %s: %v", text, err)
	}
}

// refuse checks that a typed action of seat s is refused with a reason
// containing want (in English), in both languages, changing nothing.
func refuse(t *testing.T, st *State, s engine.Seat, text, want string) {
	t.Helper()
	before, _ := st.MarshalJSON()
	a, err := st.Parse(text)
	if err == nil {
		err = st.Apply(s, a)
	}
	var r *engine.Rejection
	if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, want) || r.Reason.JA == "" {
		t.Fatalf("%s: got %v, want a rejection saying %q", text, err, want)
	}
	if after, _ := st.MarshalJSON(); string(after) != string(before) {
		t.Fatalf("%s was refused but changed the state", text)
	}
}
