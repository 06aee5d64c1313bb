package skymerchants

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// documented returns the example position of POSITION.md, read from the
// file so that the two cannot drift apart.
func documented(t testing.TB) string {
	t.Helper()
	doc, err := os.ReadFile("POSITION.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("POSITION.md has no json example")
	}
	return example
}

// The example of POSITION.md loads and is what its text says: the first
// player building in turn 3, with a tower on tile 24's second island part.
func TestDocumentedPosition(t *testing.T) {
	g, err := Game{}.Load([]byte(documented(t)))
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	if st.mover() != 0 || st.step != stepBuild || st.round() != 2 || st.last != 6 {
		t.Fatalf("seat %d to move in step %s, round %d, last slot %d", st.mover(), stepNames[st.step], st.round(), st.last)
	}
	p := st.placed[st.slotAt(2, 0)]
	if p.house != [MaxRegions]int8{noSeat, 0, noSeat} || p.tower != 2 || st.regionAt(st.slotAt(2, 0), 3) != 1 {
		t.Fatalf("tile 24: houses %v, towers %b", p.house, p.tower)
	}
	legal := texts(st, 0)
	for _, want := range []string{"house at 2,0 island 1", "harbour at 2,0 island 2", "done building"} {
		if !slices.Contains(legal, want) {
			t.Errorf("%q is not legal: %v", want, legal)
		}
	}
	if slices.Contains(legal, "tower at 2,0 island 2") {
		t.Errorf("a second tower on the same house is offered")
	}
	if v := st.View(engine.Spectator).Text(engine.EN); !strings.Contains(v, "VP   2") {
		t.Errorf("the view does not show the tower's 2 VP:\n%s", v)
	}
}

// Positions no game reaches are refused with the reason in both languages:
// each case edits the documented example once.
func TestLoadRefusals(t *testing.T) {
	example := documented(t)
	edit := func(old, new string) string {
		if !strings.Contains(example, old) {
			t.Fatalf("%q not in the example", old)
		}
		return strings.Replace(example, old, new, 1)
	}
	const cubes, supply = `"cubes": [[1, 2, 1], [0, 1, 1]]`, `"supply": [19, 17, 18]`
	cubesAndSupply := func(c, s string) string { return strings.Replace(edit(cubes, c), supply, s, 1) }
	cases := map[string]string{
		example + "x": "cannot be read",
		edit(`"seed": 7`, `"seed": 7, "colour": 1`):                                                  "unknown field",
		edit(`"game": "skymerchants"`, `"game": "skye"`):                                             "not skymerchants",
		edit(`"seats": 2`, `"seats": 5`):                                                             "is for 2 to 4 players, not 5",
		edit(`"step": "build"`, `"step": "auction"`):                                                 "step must be",
		edit(`"step": "build"`, `"step": "over"`):                                                    "only after ten turns each",
		edit(`"turns": 3`, `"turns": 4`):                                                             "must agree with to_move",
		edit(`"turns": 3`, `"turns": 21`):                                                            "turns (turns begun) are 1-20",
		edit(`"turn": 180, "houses": [-1, 0]`, `"turn": 90, "houses": [-1, 0]`):                      "does not fit at 2,0",
		edit(`{"tile": 12, "x": 1, "y": 2`, `{"tile": 12, "x": 1, "y": 200`):                         "lies too far out",
		edit(`40, 22,`, `12, 22,`):                                                                   "tile 12 is in 2 places",
		edit(`"pile": [3, 9,`, `"pile": [9,`):                                                        "tile 3 is in 0 places",
		strings.Replace(edit(`"pile": [3, 9,`, `"pile": [9,`), `"boxed": [2,`, `"boxed": [2, 3,`, 1): "the pile holds 13 tiles but 14 are still to be drawn",
		edit(`"hands": [[5], [8, 30]]`, `"hands": [[5], [8, 41]]`):                                   "no tile 41",
		edit(`"hands": [[5], [8, 30]]`, `"hands": [[5], [8, 30]], "shown": [[], [9]]`):               "not in its hand",
		edit(`"houses": [1], "harbours": [1]`, `"houses": [7], "harbours": [1]`):                     "no seat 7",
		edit(`"towers": [2]`, `"towers": [3]`):                                                       "name island parts",
		edit(`"towers": 11`, `"towers": 268`):                                                        "towers and harbours left in the supply are 0-12",
		edit(`"towers": 11`, `"towers": 10`):                                                         "1 towers built and 10 left",
		edit(`"harbours": 11`, `"harbours": -1`):                                                     "towers and harbours left in the supply are 0-12",
		edit(`"houses": [10, 10]`, `"houses": [12, 10]`):                                             "houses left are 0-11",
		edit(`"houses": [10, 10]`, `"houses": [10, 9]`):                                              "1 trading houses built and 9 left",
		edit(`"score": [2, 0]`, `"score": [-1, 0]`):                                                  "score 0-999",
		edit(`"score": [2, 0]`, `"score": [70000, 0]`):                                               "score 0-999",
		edit(`"last": [2, 0]`, `"last": [1, 2]`):                                                     "last (1,2) must be the cell of the last tile listed",
		edit(`"last": [2, 0]`, `"last": [9, 9]`):                                                     "last (9,9) must be the cell",
		edit(cubes, `"cubes": [[1, 2, 1], [0, 1, 300]]`):                                             "cubes are 0-20 of each colour",
		edit(supply, `"supply": [19, 17, 19]`):                                                       "blue cubes: 19 in the supply and 2 held, but there are 20 of each colour",
		cubesAndSupply(`"cubes": [[20, 2, 1], [20, 1, 1]]`, `"supply": [-20, 17, 18]`):               "red cubes in the supply are 0-20",
		cubesAndSupply(`"cubes": [[1, 2, 1], [1, 1, 2]]`, `"supply": [18, 17, 17]`):                  "seat 1 holds 4 cubes after its turn",
		strings.Replace(cubesAndSupply(`"cubes": [[0, 0, 0], [0, 1, 1]]`, `"supply": [20, 19, 19]`), `"step": "build"`, `"step": "return"`, 1): "seat 0 holds 0 cubes: with 3 or fewer",
		strings.Replace(cubesAndSupply(`"cubes": [[1, 1, 1], [0, 1, 1]]`, `"supply": [19, 18, 18]`), `"step": "build"`, `"step": "return"`, 1): "seat 0 holds 3 cubes: with 3 or fewer",
		edit(`"step": "build"`, `"step": "trade"`):                                  "cannot trade",
		cubesAndSupply(`"cubes": [[0, 2, 1], [0, 1, 1]]`, `"supply": [20, 17, 18]`): "can build nothing",
		strings.Replace(closedIslandGame, `"hands"`, `"last": [-2, 1], "hands"`, 1): "last must be left out",
	}
	for pos, want := range cases {
		_, err := Game{}.Load([]byte(pos))
		var r *engine.Rejection
		if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, want) || !hasJapanese(r.Reason.JA) {
			t.Errorf("want a rejection saying %q in English and Japanese, got %v", want, err)
		}
	}
}

func hasJapanese(s string) bool {
	for _, r := range s {
		if r >= 0x3040 {
			return true
		}
	}
	return false
}

// Texts name island parts from 1 to 3: "island 0" is refused, not read as
// island 1.
func TestIslandPartNumbers(t *testing.T) {
	st := newGame(t, 2, 1)
	for _, text := range []string{"house at 2,0 island 0", "tower at 2,0 island 4", "2,0の島0に商館を建てる"} {
		_, err := st.Parse(text)
		var r *engine.Rejection
		if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, "island parts are numbered 1 to 3") || !hasJapanese(r.Reason.JA) {
			t.Errorf("%q: %v", text, err)
		}
	}
	for text, part := range map[string]int{"house at 2,0 island 3": 2, "house at 2,0": 0, "2,0の島2に商館を建てる": 1} {
		a, err := st.Parse(text)
		if _, _, r := buildOf(a); err != nil || r != part {
			t.Errorf("%q reads as part %d, %v; want %d", text, r, err, part)
		}
	}
}

// Tile numbers that name no tile of a hand (0, the start tile's 41-44, 45
// and more) are refused as such, by text and by code, not as a tile
// missing from the hand; a move out of turn names whose turn it is by colour.
func TestNoSuchTile(t *testing.T) {
	st := newGame(t, 2, 1)
	for _, text := range []string{"place tile 0 at 1,0", "place tile 41 at 1,0", "place tile 64 at 1,0 turned 90", "discard tile 99", "タイル0を廃棄"} {
		_, err := st.Parse(text)
		var r *engine.Rejection
		if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, "there is no tile") || !strings.Contains(r.Reason.EN, "numbered 1 to 40") || !hasJapanese(r.Reason.JA) {
			t.Errorf("%q: %v", text, err)
		}
	}
	for _, a := range []engine.Action{place(0x3f, 1, 0, 0), discard(0x3f)} {
		if err := st.Apply(st.toMove[0], a); err == nil || !strings.Contains(err.Error(), "there is no tile 64") {
			t.Errorf("action %d: %v", a, err)
		}
	}
	other := 1 - st.toMove[0]
	want := "it is " + engine.SeatColour(st.toMove[0], engine.EN) + "'s turn"
	if err := st.Apply(other, st.Legal(st.toMove[0], nil)[0]); err == nil || err.Error() != want {
		t.Errorf("a move out of turn: %v, want %q", err, want)
	}
}

// stepStates plays a random game and keeps a state of each step: laying,
// building, trading, giving back, and the end.
func stepStates(t testing.TB) []engine.State {
	t.Helper()
	g, err := Game{}.New(engine.Config{Seats: 3, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	st := g.(*State)
	byStep := map[step]engine.State{}
	r := engine.NewRand(2)
	for !st.Over() {
		if byStep[st.step] == nil {
			byStep[st.step] = st.Clone()
		}
		legal := st.Legal(st.toMove[0], nil)
		if err := st.Apply(st.toMove[0], legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	out := []engine.State{st}
	for s := stepPlace; s < stepOver; s++ {
		if byStep[s] == nil {
			t.Fatalf("the game never reached step %s", stepNames[s])
		}
		out = append(out, byStep[s])
	}
	return out
}

// Action texts, in each step of a turn: whatever Parse reads is refused
// without change or applied legally.
func FuzzParse(f *testing.F) {
	states := stepStates(f)
	for i, text := range []string{"place tile 7 at 2,-1 turned 90", "タイル7を90度回して2,－1に置く", "discard tile 40", "house at 0,0",
		"2,3の島2に商館に塔を建てる", "harbour at 1,0 island 3", "house at 2,0 island 0", "done building", "trade 3 red for 1 blue",
		"赤3つを青1つと交換", "交換を終える", "return 1 white", "place tile 99 at -99,99 turned 270"} {
		f.Add(uint8(i), text)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		enginetest.CheckText(t, states[int(which)%len(states)], text)
	})
}

// Positions: Load never panics, refuses with a reason, and what it accepts
// round-trips and plays on.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(documented(f)))
	f.Add([]byte(closedIslandGame))
	for _, st := range stepStates(f) {
		data, _ := st.MarshalJSON()
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		enginetest.CheckLoad(t, Game{}, data)
	})
}

// Recorded games replay to the same end, byte for byte
// (SHIMA_RECORD_REPLAYS=1 records them).
func TestRecordedGames(t *testing.T) {
	enginetest.Replays(t, Game{}, "testdata/replays", 6)
}
