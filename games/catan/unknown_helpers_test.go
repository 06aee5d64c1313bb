package catan

import (
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// Helpers for the tests of The Unknown Island (unknown_test.go).

// unknownGame is a new game of The Unknown Island for seats players, seed
// 1, with the options given as "key=value".
func unknownGame(t *testing.T, seats int, opts ...string) *State {
	t.Helper()
	o := map[string]string{"scenario": "unknown-island"}
	for _, kv := range opts {
		k, v, _ := strings.Cut(kv, "=")
		o[k] = v
	}
	s, err := Game{}.New(engine.Config{Seats: seats, Seed: 1, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

// script plays each text for the seat to move.
func (st *State) script(t *testing.T, texts ...string) {
	t.Helper()
	for _, text := range texts {
		play(t, st, text)
	}
}

// refuse checks that seat p may not play text: it parses, Apply returns an
// error and the state is as it was. It returns the reason.
func (st *State) refuse(t *testing.T, p engine.Seat, text string) string {
	t.Helper()
	a, err := st.Parse(text)
	if err != nil {
		t.Fatalf("%q does not parse: %v", text, err)
	}
	before := *st
	if err = st.Apply(p, a); err == nil {
		t.Fatalf("%s may play %q", engine.SeatColour(p, engine.EN), text)
	}
	if *st != before {
		t.Fatalf("refusing %q changed the state", text)
	}
	return err.Error()
}

// legalTexts are seat p's legal actions of the kinds given (all when none),
// in English, sorted.
func (st *State) legalTexts(p engine.Seat, kinds ...int) []string {
	var out []string
	for _, a := range st.Legal(p, nil) {
		if len(kinds) == 0 || slices.Contains(kinds, kindOf(a)) {
			out = append(out, st.Describe(a, engine.EN))
		}
	}
	slices.Sort(out)
	return out
}

// sorted returns texts sorted, for comparing with legalTexts.
func sorted(texts ...string) []string {
	out := slices.Clone(texts)
	slices.Sort(out)
	return out
}

// setHand gives seat p exactly cards; the bank makes up the difference.
func (st *State) setHand(p int8, cards [Resources]int8) {
	for r := range Resources {
		st.bank[r] += st.hand[p][r] - cards[r]
		st.hand[p][r] = cards[r]
	}
}

// mainStep makes it seat p's main step (after the roll).
func (st *State) mainStep(p int8) {
	st.step, st.current = stepMain, p
	st.setToMove(p)
}

// rollTo rolls the dice for the player to move, with the first seed that
// rolls n.
func (st *State) rollTo(t *testing.T, n int8) {
	t.Helper()
	for seed := range uint64(1000) {
		c := *st
		c.rng = engine.NewRand(seed)
		if err := c.Apply(engine.Seat(c.current), rollAction); err != nil {
			t.Fatal(err)
		}
		if c.rolled[0]+c.rolled[1] == n {
			*st = c
			return
		}
	}
	t.Fatalf("no seed rolls %d", n)
}

// tile is what lies on a hex: a terrain, or a harbour tile of a kind.
type tile struct {
	terrain Terrain
	harbour int8
}

func land(t Terrain) tile           { return tile{t, noHarbour} }
func harbourOf(k int8) tile         { return tile{Sea, k} }
func (st *State) tileAt(h int) tile { return tile{st.terrain[h], st.harbourKind[h]} }

// facing is a face-down tile wanted on a hex (numbered from 1).
type facing struct {
	hex  int
	tile tile
}

// arrange swaps face-down tiles so that each hex listed holds its tile,
// taking each from a face-down hex not listed before it: the tiles on the
// board stay the same.
func (st *State) arrange(t *testing.T, want ...facing) {
	t.Helper()
	for i, w := range want {
		h := w.hex - 1
		if !st.hidden.has(h) {
			t.Fatalf("hex %d is face up", w.hex)
		}
		if st.tileAt(h) == w.tile {
			continue
		}
		from := -1
		for x := range st.layout.Interior {
			fixed := slices.ContainsFunc(want[:i], func(f facing) bool { return f.hex-1 == x })
			if x != h && !fixed && st.hidden.has(x) && st.tileAt(x) == w.tile {
				from = x
				break
			}
		}
		if from < 0 {
			t.Fatalf("no face-down %v left for hex %d", w.tile, w.hex)
		}
		st.terrain[h], st.terrain[from] = st.terrain[from], st.terrain[h]
		st.harbourKind[h], st.harbourKind[from] = st.harbourKind[from], st.harbourKind[h]
	}
}

// seaWorld is The Unknown Island on the frame of the named layout with
// every interior hex face-up sea, nothing built, the bank full, in red's
// main step of the first turn: tests lay land and pieces on it. Its tiles
// are not the scenario's, so Check does not hold.
func seaWorld(name string, seats int, rules Rules) *State {
	rules.UnknownIsland = true
	st := newState(layouts[name], seats, rules)
	for r := range st.bank {
		st.bank[r] = st.bankN
	}
	for h := range st.island {
		st.island[h] = noSeat
	}
	for p := range st.seats {
		st.heldHarbour[p] = noHarbour
	}
	st.turns = 1
	st.mainStep(0)
	st.rng = engine.NewRand(1)
	return st
}

// lay puts a face-up terrain with number n on hex h (numbered from 1).
func (st *State) lay(h int, t Terrain, n int8) {
	st.terrain[h-1] = t
	st.setNumber(h-1, n)
}

// lines puts roads (ship false) or ships of p along the intersections vs
// (numbered from 1), and measures p's trade route again.
func (st *State) lines(t *testing.T, p int8, ship bool, vs ...int) {
	t.Helper()
	for i := 1; i < len(vs); i++ {
		e := st.edge(t, vs[i-1], vs[i])
		if ship {
			st.ships[p].add(e)
		} else {
			st.roads[p].add(e)
		}
		st.paths.add(e)
	}
	st.roadLen[p] = int8(st.longestRoad(p))
	st.awardRoad()
}

// edge is the path between intersections v and w (numbered from 1).
func (st *State) edge(t *testing.T, v, w int) int {
	t.Helper()
	e := st.board().EdgeBetween(v-1, w-1)
	if e < 0 {
		t.Fatalf("no path %d-%d", v, w)
	}
	return e
}

// hexList lists the hexes (numbered from 1) for which keep is true.
func (st *State) hexList(keep func(h int) bool) []int {
	var out []int
	for h := range st.layout.Interior {
		if keep(h) {
			out = append(out, h+1)
		}
	}
	return out
}

// copy returns an independent copy of the state.
func (st *State) copy() *State {
	c := *st
	return &c
}

// valid reports the state's broken invariants (Check) as errors of t.
func (st *State) valid(t *testing.T, when string) {
	t.Helper()
	if err := st.Check(); err != nil {
		t.Errorf("%s: %v", when, err)
	}
}
