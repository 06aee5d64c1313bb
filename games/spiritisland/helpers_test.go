package spiritisland

import (
	"strings"
	"testing"

	"shima/engine"
)

// newGame sets up a game of the spirits (keys, comma-separated) on the
// boards named, with options (key=value pairs) over the defaults.
func newGame(t testing.TB, spirits, boards string, opts ...string) *State {
	t.Helper()
	o := map[string]string{"spirits": spirits, "boards": boards}
	for _, kv := range opts {
		k, v, _ := strings.Cut(kv, "=")
		o[k] = v
	}
	s, err := Game{}.New(engine.Config{Seats: len(strings.Split(spirits, ",")), Seed: 1, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

// bareGame is a game of the spirits on the boards with no piece on the
// island but the spirits' presence, in the fast phase of round 1, for
// tests of powers: put what the test needs with put. Options (key=value)
// may be added, such as an adversary.
func bareGame(t testing.TB, spirits, boards string, opts ...string) *State {
	t.Helper()
	st := newGame(t, spirits, boards, append([]string{"difficulty=no-explore"}, opts...)...)
	for l := range st.lands {
		ls := &st.lands[l]
		presence := ls.presence
		*ls = landState{presence: presence}
	}
	st.step = stepFast
	for s := range st.seats {
		st.spirits[s].phase = phaseDone
	}
	st.findToMove()
	return st
}

// land is the land named, such as "A5".
func (st *State) land(t testing.TB, name string) Land {
	t.Helper()
	l, err := st.island.ParseLand(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// put adds n undamaged pieces of kind p to the land named.
func put(t testing.TB, st *State, name string, p Piece, n int8) {
	t.Helper()
	st.addPieces(st.land(t, name), p, n)
}

// count is how many pieces of kind p lie on the land named.
func count(t testing.TB, st *State, name string, p Piece) int8 {
	t.Helper()
	return st.lands[st.land(t, name)].count(p)
}

// powerIndex is the index of the card or innate power with key for spirit s.
func (st *State) powerIndex(t testing.TB, s int8, key string) int16 {
	t.Helper()
	if i, ok := PowerByKey[key]; ok {
		return int16(i)
	}
	for i, in := range st.spirit(s).Innates {
		if in.Key == key {
			return innateBase + int16(i)
		}
	}
	t.Fatalf("no power %q", key)
	return 0
}

// cast has spirit s resolve the power with key, as if played: its target
// (a land's name, or "spirit red"…), then each answer typed as a person
// would. The power must be done at the end; the phases do not move on.
func cast(t testing.TB, st *State, s int8, key, target string, answers ...string) {
	t.Helper()
	pw := st.powerIndex(t, s, key)
	if pw < innateBase {
		st.spirits[s].played.add(int(pw))
		st.spirits[s].unresolved.add(int(pw))
	}
	st.usePower(s, pw, false)
	if strings.HasPrefix(target, "spirit ") {
		answer(t, st, "target "+target)
	} else {
		answer(t, st, "target land "+target)
	}
	for _, a := range answers {
		answer(t, st, a)
	}
	if !st.q.empty() {
		var opts []string
		for _, a := range st.options(st.q.front(), nil) {
			opts = append(opts, st.Describe(a, engine.EN))
		}
		t.Fatalf("%s is not done: it asks for one of %q", key, opts)
	}
}

// answer answers the decision waiting in the power queue with text.
func answer(t testing.TB, st *State, text string) {
	t.Helper()
	if st.q.empty() {
		t.Fatalf("%q: nothing is asked", text)
	}
	st.findToMove()
	a, err := st.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	st.answer(&st.q, a)
	st.run(&st.q)
	st.findToMove()
}

// asks lists the texts of the decision waiting in the power queue.
func asks(st *State) []string {
	var out []string
	if st.q.empty() {
		return nil
	}
	for _, a := range st.options(st.q.front(), nil) {
		out = append(out, st.Describe(a, engine.EN))
	}
	return out
}
