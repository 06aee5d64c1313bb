package micronesia

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Events: []string{"roll", "split", "sacrifice", "colonise", "burst", "move", "done", "scoring", "score"}})
}

// load reads a hand-written position, failing the test on error.
func load(t testing.TB, js string) *State {
	t.Helper()
	st, err := loadPosition([]byte(js))
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return st
}

func texts(st *State, s engine.Seat) []string {
	var out []string
	for _, a := range st.Legal(s, nil) {
		out = append(out, st.Describe(a, engine.EN))
	}
	return out
}

func splits(st *State) []string {
	var out []string
	for _, a := range st.Legal(st.toMove[0], nil) {
		if isSplit(a) {
			out = append(out, st.Describe(a, engine.EN))
		}
	}
	return out
}

func apply(t *testing.T, st *State, text string) {
	t.Helper()
	a, err := st.Parse(text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	if err := st.Apply(st.toMove[0], a); err != nil {
		t.Fatalf("apply %q: %v", text, err)
	}
}

func refuse(t *testing.T, st *State, text string) {
	t.Helper()
	a, err := st.Parse(text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	before, _ := st.MarshalJSON()
	err = st.Apply(st.toMove[0], a)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("apply %q: got %v, want a rejection", text, err)
	}
	after, _ := st.MarshalJSON()
	if string(before) != string(after) {
		t.Fatalf("refused %q changed the state", text)
	}
}

// Rulebook: rolling 1, 3 and 4 may be split as 4 and 4, 3 and 5, or 1 and 7;
// 4 and 4 sends tribes to island 4 only.
func TestRulebookSplitExample(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split",
		"stock":[15,15,15],"islands":[],"dice":[1,3,4]}`)
	got := splits(st)
	want := []string{"islands 4 and 4", "islands 3 and 5", "islands 1 and 7"}
	for i := range want {
		want[i] = strings.Replace(want[i], "islands 4 and 4", "island 4", 1)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("splits of 1,3,4: %v, want %v", got, want)
	}
	apply(t, st, "island 4")
	if st.owner[4] != 0 || st.tribes[4] != 1 || st.stock[0] != 14 {
		t.Fatalf("island 4 only: owner %d tribes %d stock %d", st.owner[4], st.tribes[4], st.stock[0])
	}
	for n := 1; n <= Islands; n++ {
		if n != 4 && st.owner[n] != noOwner {
			t.Errorf("island %d was colonised too", n)
		}
	}
}

// Rulebook: with 3 tribes on island 3 and 1 on island 8, a roll naming one of
// them lets the player make both 2; 0 and 4 is not allowed.
func TestRulebookRebalanceExample(t *testing.T) {
	js := `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[11,15,15],
		"islands":[{"island":3,"seat":0,"tribes":3},{"island":8,"seat":0,"tribes":1}],"dice":[3,2,6]}`
	st := load(t, js)
	apply(t, st, "islands 3 and 8") // 3 alone, 2+6 = 8: both are the player's islands
	if st.step != stepRebalance {
		t.Fatalf("step %d, want rebalancing", st.step)
	}
	if st.stock[0] != 11 {
		t.Fatalf("naming own islands must not use the stock: %d", st.stock[0])
	}
	refuse(t, st, "move 8 to 3") // island 8 would be left empty
	apply(t, st, "move 3 to 8")
	if st.tribes[3] != 2 || st.tribes[8] != 2 {
		t.Fatalf("after one move: %d and %d, want 2 and 2", st.tribes[3], st.tribes[8])
	}
	apply(t, st, "move 3 to 8") // 1 and 3 is allowed
	if st.toMove[0] != 1 {
		t.Fatalf("island 3 has 1 left, so rebalancing must end by itself; to move %d", st.toMove[0])
	}
	if st.tribes[3] != 1 || st.tribes[8] != 3 {
		t.Fatalf("after two moves: %d and %d, want 1 and 3", st.tribes[3], st.tribes[8])
	}

	st = load(t, js)
	apply(t, st, "islands 3 and 8")
	apply(t, st, "move 3 to 8")
	apply(t, st, "done")
	if st.toMove[0] != 1 || st.tribes[3] != 2 || st.tribes[8] != 2 {
		t.Fatalf("done after 2 and 2: to move %d, islands %d and %d", st.toMove[0], st.tribes[3], st.tribes[8])
	}
}

func TestColonising(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[15,12,15],
		"islands":[{"island":5,"seat":1,"tribes":3}],"dice":[2,3,2]}`)
	apply(t, st, "islands 3 and 4") // 3 alone; 2+2 = 4
	if st.owner[3] != 0 || st.tribes[3] != 1 || st.owner[4] != 0 || st.tribes[4] != 1 || st.stock[0] != 13 {
		t.Fatalf("two empty islands take one tribe each: %v %v stock %d", st.owner, st.tribes, st.stock[0])
	}
	st = load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[15,12,15],
		"islands":[{"island":5,"seat":1,"tribes":3}],"dice":[1,4,1]}`)
	apply(t, st, "islands 1 and 5") // 4+1 = 5
	if st.owner[5] != 0 || st.tribes[5] != 4 {
		t.Fatalf("island 5: owner %d tribes %d, want seat 0 with 3+1", st.owner[5], st.tribes[5])
	}
	if st.stock[1] != 15 {
		t.Fatalf("the driven-out tribes go back to their stock: %d", st.stock[1])
	}
	if st.stock[0] != 15-4-1 {
		t.Fatalf("stock %d, want 10", st.stock[0])
	}
}

// A number that names an island the player held before the split opens
// rebalancing; an island colonised by the same split does not.
func TestRebalanceNeedsANumberOnOwnIsland(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[10,15,15],
		"islands":[{"island":9,"seat":0,"tribes":5}],"dice":[1,2,3]}`)
	apply(t, st, "islands 1 and 5") // both empty: colonise only
	if st.step != stepSplit || st.toMove[0] != 1 {
		t.Fatalf("no own island was named, so the turn ends; step %d to move %d", st.step, st.toMove[0])
	}
	st = load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[10,15,15],
		"islands":[{"island":4,"seat":0,"tribes":5}],"dice":[1,2,2]}`)
	apply(t, st, "islands 1 and 4") // colonise 1, then 4 is the player's: rebalance
	if st.step != stepRebalance {
		t.Fatalf("step %d, want rebalancing", st.step)
	}
	apply(t, st, "move 4 to 1") // the new island takes part
	if st.tribes[1] != 2 || st.tribes[4] != 4 {
		t.Fatalf("islands 1 and 4: %d and %d", st.tribes[1], st.tribes[4])
	}
}

func TestSacrifice(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[2,15,15],
		"islands":[],"dice":[1,1,2]}`)
	apply(t, st, "sacrifice die 3 to 6")
	if st.stock[0] != 1 || st.dice != [3]int8{1, 1, 6} {
		t.Fatalf("stock %d dice %v", st.stock[0], st.dice)
	}
	refuse(t, st, "sacrifice die 3 to 5") // a die changes once
	refuse(t, st, "sacrifice die 1 to 1") // already shows 1
	apply(t, st, "sacrifice die 1 to 6")
	if st.stock[0] != 0 {
		t.Fatalf("stock %d", st.stock[0])
	}
	refuse(t, st, "sacrifice die 2 to 6") // empty stock: no more sacrifices
	if got := splits(st); !slices.Equal(got, []string{"islands 6 and 7", "islands 1 and 12"}) {
		t.Fatalf("splits of 6,1,6: %v", got)
	}
	// Stock 0 alone is not a burst, but colonising with it is.
	apply(t, st, "islands 6 and 7")
	if !st.Over() || st.end != endBurst {
		t.Fatalf("colonising with an empty stock must burst")
	}
}

// Rolled triples: that island only, then another turn.
func TestRolledTriples(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":2,"step":"split","stock":[15,15,15],
		"islands":[],"dice":[6,6,6]}`)
	if got := splits(st); !slices.Equal(got, []string{"island 6"}) {
		t.Fatalf("splits of 6,6,6: %v", got)
	}
	turn := st.turn
	apply(t, st, "island 6")
	if st.owner[12] != noOwner || st.owner[6] != 2 {
		t.Fatalf("only island 6 is colonised")
	}
	if st.toMove[0] != 2 || st.turn != turn+1 {
		t.Fatalf("rolled triples give another turn: to move %d", st.toMove[0])
	}
}

// Triples made by sacrifices: that island only, and no extra turn.
func TestSacrificedTriples(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":2,"step":"split","stock":[15,15,15],
		"islands":[],"dice":[5,5,2]}`)
	apply(t, st, "sacrifice die 3 to 5")
	if got := splits(st); !slices.Equal(got, []string{"island 5"}) {
		t.Fatalf("splits of 5,5,5 made by sacrifice: %v", got)
	}
	apply(t, st, "island 5")
	if st.toMove[0] != 0 {
		t.Fatalf("triples from a sacrifice give no extra turn: to move %d", st.toMove[0])
	}
}

// Reading (RULES.md): after rolled triples the player may still sacrifice;
// the changed dice are no longer rolled triples, so they split normally and
// earn no extra turn.
func TestSacrificeAfterRolledTriples(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[3,15,3],
		"islands":[{"island":3,"seat":2,"tribes":12}],"dice":[3,3,3]}`)
	legal := texts(st, 0)
	if !slices.Contains(legal, "sacrifice die 1 to 6") {
		t.Fatalf("sacrifice after rolled triples must be legal: %v", legal)
	}
	apply(t, st, "sacrifice die 1 to 1") // escape the 13-tribe island 3
	if got := splits(st); !slices.Equal(got, []string{"islands 1 and 6", "island 3 first, then 4", "island 4 first, then 3"}) {
		t.Fatalf("splits of 1,3,3: %v", got)
	}
	apply(t, st, "islands 1 and 6")
	if st.Over() || st.toMove[0] != 1 {
		t.Fatalf("no extra turn after changing rolled triples: over %v to move %d", st.Over(), st.toMove[0])
	}
}

func TestSevenIslandsWinsAtOnce(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":4,"to_move":1,"step":"split","stock":[12,3,15,15],
		"islands":[{"island":1,"seat":1,"tribes":1},{"island":2,"seat":1,"tribes":1},{"island":3,"seat":1,"tribes":1},
		{"island":4,"seat":1,"tribes":1},{"island":5,"seat":1,"tribes":1},{"island":6,"seat":1,"tribes":1},
		{"island":12,"seat":0,"tribes":3}],"dice":[3,4,3]}`)
	apply(t, st, "islands 3 and 7") // 3 is own; 7 is the seventh island
	if !st.Over() || st.end != endSeven {
		t.Fatal("the seventh island must end the game")
	}
	o := st.Outcome()
	if !slices.Equal(o.Winners, []engine.Seat{1}) || o.End != "seven" {
		t.Fatalf("outcome %+v", o)
	}
	if o.Scores[1] != 1+1+1+2+2+2+3 || o.Scores[0] != 4 {
		t.Fatalf("scores %v", o.Scores)
	}
}

// Reading (RULES.md): with two colonisations the player chooses the order
// where it matters. Here island 6 would be the seventh island and island 9
// needs 4 tribes of a stock of 2: 6 first wins before 9 could burst; 9 first
// bursts at once.
func TestSeventhIslandBeforeBurst(t *testing.T) {
	js := `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[2,0,12],
		"islands":[{"island":1,"seat":0,"tribes":1},{"island":2,"seat":0,"tribes":1},{"island":3,"seat":0,"tribes":1},
		{"island":4,"seat":0,"tribes":1},{"island":5,"seat":0,"tribes":1},{"island":7,"seat":0,"tribes":1},
		{"island":12,"seat":1,"tribes":15},{"island":9,"seat":2,"tribes":3}],"dice":[6,4,5]}`
	st := load(t, js)
	if got, want := splits(st), []string{"island 6 first, then 9", "island 9 first, then 6", "islands 4 and 11", "islands 5 and 10"}; !slices.Equal(got, want) {
		t.Fatalf("splits of 6,4,5: %v, want %v", got, want)
	}
	refuse(t, st, "islands 6 and 9") // the order must be said
	apply(t, st, "island 6 first, then 9")
	if !st.Over() || st.end != endSeven || st.owner[6] != 0 || st.owner[9] != 2 {
		t.Fatalf("want a win on island 6 before island 9 bursts: over %v end %d", st.Over(), st.end)
	}
	st = load(t, js)
	apply(t, st, "island 9 first, then 6")
	if !st.Over() || st.end != endBurst || st.owner[6] != noOwner || st.owner[9] != 2 {
		t.Fatalf("want a burst on island 9 before island 6: over %v end %d", st.Over(), st.end)
	}
}

// The example: red, with 2 tribes in stock, splits 5,4,5 into
// islands 5 and 9 while blue holds 9 with 1 tribe (and island 2) and yellow
// holds 5 with 4 (and island 3). Colonising 9 first takes blue's island and
// then bursts on 5: yellow wins 3-1. Bursting on 5 first leaves blue its
// island and the win, 4-3.
func TestOrderOfABurstingSplit(t *testing.T) {
	js := `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[2,13,10],
		"islands":[{"island":12,"seat":0,"tribes":1},{"island":9,"seat":1,"tribes":1},{"island":2,"seat":1,"tribes":1},
		{"island":5,"seat":2,"tribes":4},{"island":3,"seat":2,"tribes":1}],"dice":[5,4,5]}`
	st := load(t, js)
	if got, want := splits(st), []string{"island 5 first, then 9", "island 9 first, then 5", "islands 4 and 10"}; !slices.Equal(got, want) {
		t.Fatalf("splits of 5,4,5: %v, want %v", got, want)
	}
	for _, c := range []struct {
		split  string
		scores []float64
		winner engine.Seat
	}{
		{"island 9 first, then 5", []float64{0, 1, 3}, 2},
		{"island 5 first, then 9", []float64{0, 4, 3}, 1},
		{"先に9の島、次に5の島", []float64{0, 1, 3}, 2},
	} {
		st := load(t, js)
		apply(t, st, c.split)
		o := st.Outcome()
		if !st.Over() || st.end != endBurst || !slices.Equal(o.Scores, c.scores) || !slices.Equal(o.Winners, []engine.Seat{c.winner}) {
			t.Errorf("%s: over %v, scores %v, winners %v; want a burst, %v, %v", c.split, st.Over(), o.Scores, o.Winners, c.scores, c.winner)
		}
	}
	err := st.Apply(0, splitInto(5, 9))
	if err == nil || !strings.Contains(err.Error(), `"island 5 first, then 9" or "island 9 first, then 5"`) {
		t.Errorf("islands 5 and 9 without an order: %v", err)
	}
	if err := st.Apply(0, inOrder(10, 4)); err == nil || !strings.Contains(err.Error(), `say "islands 4 and 10"`) {
		t.Errorf("an order where it changes nothing: %v", err)
	}
	if err := st.Apply(0, pack(kindSplit, 9, 5)); err == nil {
		t.Error("a split written higher island first was accepted")
	}
}

func TestBurst(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":4,"to_move":0,"step":"split","stock":[2,5,6,10],
		"islands":[{"island":8,"seat":1,"tribes":3},{"island":12,"seat":0,"tribes":5},
		{"island":10,"seat":2,"tribes":2},{"island":7,"seat":2,"tribes":1},{"island":11,"seat":3,"tribes":1},{"island":4,"seat":3,"tribes":1}],
		"dice":[4,4,4]}`)
	refuse(t, st, "islands 4 and 8")
	apply(t, st, "sacrifice die 1 to 2")   // 2,4,4: 2 & 8, or 4 & 6
	apply(t, st, "island 2 first, then 8") // island 8 needs 4; the stock has 1 after island 2
	if !st.Over() || st.end != endBurst {
		t.Fatal("want a burst")
	}
	o := st.Outcome()
	// Seat 1: island 8 = 3 VP. Seat 2: 10 and 7 = 7 VP. Seat 3: 11 and 4 = 6 VP.
	if want := []float64{0, 3, 7, 6}; !slices.Equal(o.Scores, want) {
		t.Fatalf("scores %v, want %v", o.Scores, want)
	}
	if want := []int{4, 3, 1, 2}; !slices.Equal(o.Ranks, want) {
		t.Fatalf("ranks %v, want %v", o.Ranks, want)
	}
	if !slices.Equal(o.Winners, []engine.Seat{2}) || o.End != "burst" {
		t.Fatalf("outcome %+v", o)
	}
}

// Equal VP after a burst: the holder of the higher-numbered island wins.
func TestBurstTieGoesToHighestIsland(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[0,5,6],
		"islands":[{"island":12,"seat":1,"tribes":1},{"island":11,"seat":2,"tribes":1},{"island":5,"seat":0,"tribes":3}],
		"dice":[1,1,2]}`)
	apply(t, st, "islands 1 and 3")
	o := st.Outcome()
	if o.Scores[1] != 4 || o.Scores[2] != 4 || !slices.Equal(o.Winners, []engine.Seat{1}) || !slices.Equal(o.Ranks, []int{3, 1, 2}) {
		t.Fatalf("outcome %+v", o)
	}
}

func TestVP(t *testing.T) {
	want := []int{0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4}
	for n := 1; n <= Islands; n++ {
		if VP(n) != want[n] {
			t.Errorf("VP(%d) = %d, want %d", n, VP(n), want[n])
		}
	}
}

func TestJapaneseTexts(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[15,15,15],"islands":[],"dice":[1,3,4]}`)
	for _, text := range []string{"３と５の島", "4の島だけ", "生贄でダイス1を6に", "  Islands 3   AND 5 "} {
		if _, err := st.Parse(text); err != nil {
			t.Errorf("parse %q: %v", text, err)
		}
	}
	_, err := st.Parse("fly to the moon")
	if err == nil || !strings.Contains(engine.Explain(err, engine.JA), "ミクロネシアの行動ではありません") {
		t.Errorf("bad text: %v", err)
	}
	a, _ := st.Parse("islands 6 and 6")
	err = st.Apply(0, a)
	if got := engine.Explain(err, engine.JA); got != "ダイス1-3-4を6の島だけには分けられません" {
		t.Errorf("Japanese reason %q", got)
	}
}

func FuzzParse(f *testing.F) {
	st := load(f, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[15,15,15],"islands":[],"dice":[1,3,4]}`)
	for _, s := range []string{"islands 3 and 5", "island 4", "island 9 first, then 5", "先に9の島、次に5の島", "move 3 to 8", "done", "生贄でダイス1を6に", "99と99の島"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		enginetest.CheckText(t, st, text)
	})
}

func FuzzLoad(f *testing.F) {
	f.Add([]byte(`{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[15,15,15],"islands":[],"dice":[1,3,4]}`))
	f.Add([]byte(`{"game":"micronesia","seats":3,"to_move":0,"step":"rebalance","stock":[11,15,15],"islands":[{"island":3,"seat":0,"tribes":3},{"island":8,"seat":0,"tribes":1}],"dice":[3,2,6],"split":[3,8]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		enginetest.CheckLoad(t, Game{}, data)
	})
}

func TestRecordedGames(t *testing.T) {
	enginetest.Replays(t, Game{}, "testdata/replays", 6)
}
