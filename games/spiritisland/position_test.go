package spiritisland

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// walk plays up to n random actions on st. fn sees every state passed,
// the first included. The walk stops at the end of the game.
func walk(t testing.TB, st *State, seed uint64, n int, fn func(st *State)) {
	t.Helper()
	r := engine.NewRand(seed)
	fn(st)
	for range n {
		if st.Over() {
			return
		}
		seat, a := randomAction(st, &r)
		if err := st.Apply(seat, a); err != nil {
			t.Fatalf("%s: %v", st.Describe(a, engine.EN), err)
		}
		fn(st)
	}
}

// randomAction picks a random legal action of a random spirit to move.
func randomAction(st *State, r *engine.Rand) (engine.Seat, engine.Action) {
	movers := st.ToMove()
	seat := movers[r.IntN(len(movers))]
	legal := st.Legal(seat, nil)
	return seat, legal[r.IntN(len(legal))]
}

// walkConfigs are the games the position and view tests walk through: the
// beginner spirits (the others' powers are written on another branch).
var walkConfigs = []struct {
	spirits, boards string
	opts            []string
}{
	{"lightnings-swift-strike", "A", nil},
	{"river-surges-in-sunlight,vital-strength-of-the-earth", "BC", []string{"progression=on"}},
	{"shadows-flicker-like-flame,lightnings-swift-strike,vital-strength-of-the-earth", "DAB", []string{"blight_card=off"}},
	{"vital-strength-of-the-earth,shadows-flicker-like-flame,lightnings-swift-strike,river-surges-in-sunlight", "ABCD", []string{"difficulty=easiest"}},
}

// walkedStates are states from random walks of each config and seed.
func walkedStates(t testing.TB, seeds int, every int) []*State {
	var out []*State
	for _, wc := range walkConfigs {
		for seed := range uint64(seeds) {
			st := newGame(t, wc.spirits, wc.boards, wc.opts...)
			i := 0
			walk(t, st, seed, 400, func(st *State) {
				if i%every == 0 {
					out = append(out, st.Clone().(*State))
				}
				i++
			})
		}
	}
	return out
}

// A position round-trips byte for byte, at every step of random games: New
// → Marshal → Load → Marshal gives the same bytes, the same legal actions,
// and the state keeps its invariants.
func TestPositionRoundTrip(t *testing.T) {
	steps := map[step]int{}
	for _, wc := range walkConfigs {
		for seed := range uint64(4) {
			st := newGame(t, wc.spirits, wc.boards, wc.opts...)
			walk(t, st, seed, 400, func(st *State) {
				steps[st.step]++
				if err := st.Check(); err != nil {
					t.Fatalf("%s seed %d round %d: %v", wc.spirits, seed, st.round, err)
				}
				roundTrip(t, st)
			})
		}
	}
	for _, s := range []step{stepSpirit, stepFast, stepSlow} {
		if steps[s] == 0 {
			t.Errorf("the walks never reached step %s", stepKeys[s])
		}
	}
}

// roundTrip checks that st's position reads back to the same position and
// legal actions.
func roundTrip(t testing.TB, st *State) {
	t.Helper()
	data, err := st.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Game{}.Load(data)
	if err != nil {
		t.Fatalf("loading its own position: %v\n%s", err, data)
	}
	again, _ := back.MarshalJSON()
	if !bytes.Equal(data, again) {
		t.Fatalf("the position does not round-trip:\n%s\n%s", data, again)
	}
	for _, s := range st.ToMove() {
		if !slices.Equal(st.Legal(s, nil), back.Legal(s, nil)) {
			t.Fatalf("seat %d's legal actions differ after a round trip", s)
		}
	}
}

// A position in the middle of a power names its tasks: ops, lands, pieces,
// the continuation by its file, and reads back.
func TestPositionTasks(t *testing.T) {
	st := bareGame(t, "lightnings-swift-strike", "A")
	put(t, st, "A5", Dahan, 2)
	put(t, st, "A4", Town, 1)
	st.usePower(0, st.powerIndex(t, 0, "harbingers-of-the-lightning"), false)
	answer(t, st, "target land A5")
	data, _ := st.MarshalJSON()
	for _, want := range []string{`"op":"push"`, `"land":"A5"`, `"pieces":["dahan"]`, `"up_to":true`, `"op":"then"`, `"cont":"spirit_lightning#1"`, `"resolver":0`} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("the position lacks %s:\n%s", want, data)
		}
	}
	roundTrip(t, st)
	back, _ := Game{}.Load(data)
	b := back.(*State)
	answer(t, b, "push dahan to A4")
	answer(t, b, "stop")
	if b.fearPool != st.fearPool-1 {
		t.Errorf("the loaded power did not go on: fear pool %d, want %d", b.fearPool, st.fearPool-1)
	}
	if k, _ := contNames.lookup("invaders#7"); contName(contHarbingers) != "spirit_lightning#1" || k != int(contFearCard) {
		t.Errorf("continuation names: %q, invaders#7 = %d (contFearCard %d)", contName(contHarbingers), k, contFearCard)
	}
}

// edit changes a position's JSON as a map and returns it.
func edit(t *testing.T, data []byte, fn func(p map[string]any)) []byte {
	t.Helper()
	var p map[string]any
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	fn(p)
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Load refuses what cannot be, with a reason in English and Japanese.
func TestPositionStrict(t *testing.T) {
	st := newGame(t, "lightnings-swift-strike,river-surges-in-sunlight", "AB")
	base, _ := st.MarshalJSON()
	spirit := func(p map[string]any, s int) map[string]any { return p["spirits"].([]any)[s].(map[string]any) }
	lands := func(p map[string]any) map[string]any { return p["lands"].(map[string]any) }
	for _, c := range []struct {
		name string
		fn   func(p map[string]any)
		want string
	}{
		{"unknown field", func(p map[string]any) { p["fear_generated"] = 3 }, "unknown field"},
		{"unknown land field", func(p map[string]any) { lands(p)["A7"].(map[string]any)["towns"] = 1 }, "unknown field"},
		{"negative count", func(p map[string]any) { lands(p)["A7"].(map[string]any)["dahan"] = -1 }, "-1 is impossible"},
		{"land off the island", func(p map[string]any) { lands(p)["C3"] = map[string]any{"town": 1} }, `no land "C3"`},
		{"pieces in an ocean", func(p map[string]any) { lands(p)["A0"] = map[string]any{"town": 1} }, "ocean A0 holds pieces"},
		{"too much presence", func(p map[string]any) {
			lands(p)["A7"].(map[string]any)["presence"] = []int{5, 0}
			spirit(p, 0)["destroyed"] = 8
		},
			"at most 13"},
		{"presence of a missing spirit", func(p map[string]any) { lands(p)["A7"].(map[string]any)["presence"] = []int{2, 0, 1} }, "presence lists 3 spirits"},
		{"card in two places", func(p map[string]any) { spirit(p, 0)["discard"] = []string{"raging-storm"} }, "two places"},
		{"minor in a hand and the deck", func(p map[string]any) {
			spirit(p, 1)["hand"] = append(spirit(p, 1)["hand"].([]any), p["minors"].([]any)[0])
		}, "two places"},
		{"another spirit's unique power", func(p map[string]any) {
			spirit(p, 0)["hand"] = []string{"lightnings-boon"}
			spirit(p, 1)["discard"] = []string{"raging-storm"}
		}, "unique power"},
		{"card nowhere", func(p map[string]any) { p["majors"] = p["majors"].([]any)[1:] }, "is nowhere"},
		{"unknown card", func(p map[string]any) { spirit(p, 0)["hand"] = []string{"no-such-card"} }, `no power card "no-such-card"`},
		{"unknown spirit", func(p map[string]any) { spirit(p, 0)["spirit"] = "lightning" }, `no spirit "lightning"`},
		{"spirit twice", func(p map[string]any) { spirit(p, 1)["spirit"] = "lightnings-swift-strike" }, "plays twice"},
		{"boards for spirits", func(p map[string]any) { p["boards"] = "ABC" }, "one board per spirit"},
		{"unknown element", func(p map[string]any) { spirit(p, 0)["elements"] = map[string]int{"wood": 1} }, `unknown element "wood"`},
		{"energy track beyond its end", func(p map[string]any) { spirit(p, 0)["energy_track"] = 8 }, "energy track: 8 is impossible"},
		{"unknown step", func(p map[string]any) { p["step"] = "growth" }, `unknown step "growth"`},
		{"invader card twice", func(p map[string]any) { p["ravage"] = p["build"] }, "two places"},
		{"unknown invader card", func(p map[string]any) { p["explore"] = "jungle-3" }, `no invader card "jungle-3"`},
		{"fear card twice", func(p map[string]any) { p["earned"] = []any{p["fear_deck"].([]any)[0]} }, "two places"},
		{"fear pool too full", func(p map[string]any) { p["fear_pool"] = 9 }, "fear pool: 9 is impossible"},
		{"unknown blight card", func(p map[string]any) { p["blight_card"] = "dust" }, `no blight card "dust"`},
		{"task on a land off the island", func(p map[string]any) {
			p["q"] = []any{map[string]any{"op": "push", "spirit": 0, "land": "D3", "n": 1, "pieces": []string{"dahan"}}}
		}, `no land "D3"`},
		{"task without its land", func(p map[string]any) {
			p["q"] = []any{map[string]any{"op": "damage", "spirit": 0, "n": 1}}
		}, "needs a land"},
		{"unknown op", func(p map[string]any) { p["q"] = []any{map[string]any{"op": "smite", "spirit": 0}} }, `unknown op "smite"`},
		{"unknown continuation", func(p map[string]any) {
			p["q"] = []any{map[string]any{"op": "choose", "spirit": 0, "cont": "nowhere#1", "choices": 2}}
		}, `no continuation "nowhere#1"`},
		{"queue not on a decision", func(p map[string]any) { p["q"] = []any{map[string]any{"op": "fear", "spirit": 0, "n": 1}} }, "not a decision"},
		{"task of a missing spirit", func(p map[string]any) {
			p["q"] = []any{map[string]any{"op": "cascade", "spirit": 2, "land": "A1"}}
		}, "spirit 2 is not in the game"},
		{"power a spirit lacks", func(p map[string]any) {
			p["q"] = []any{map[string]any{"op": "target", "spirit": 0, "power": "massive-flooding"}}
		}, `no power "massive-flooding"`},
		{"drawn from two decks", func(p map[string]any) {
			spirit(p, 0)["drawn"] = []any{p["minors"].([]any)[0], p["majors"].([]any)[0]}
			p["minors"], p["majors"] = p["minors"].([]any)[1:], p["majors"].([]any)[1:]
		}, "another deck"},
		{"entwined with a missing spirit", func(p map[string]any) { spirit(p, 0)["entwined"] = []int{2} }, "not in the game"},
		{"vengeance owed without it", func(p map[string]any) {
			lands(p)["A7"].(map[string]any)["avenge"] = 1
			p["avenging"] = []string{"A7"}
		}, "Vengeance of the Dead"},
		{"unknown land effect", func(p map[string]any) { lands(p)["A7"].(map[string]any)["effects"] = []string{"frozen"} }, `unknown land effect "frozen"`},
		{"ruled out outside a choice", func(p map[string]any) {
			p["q"] = []any{map[string]any{"op": "damage", "spirit": 0, "land": "A7", "n": 1, "ruled_out": []int{1}}}
		}, "has no ruled_out"},
		{"repeating a card not held", func(p map[string]any) { spirit(p, 0)["repeated"] = []string{"tsunami"} }, "does not hold"},
		{"won but going on", func(p map[string]any) { p["won"] = true }, "neither won nor lost"},
		{"over without an end", func(p map[string]any) { p["step"] = "over"; p["lost"] = true }, "says how"},
		{"rng and seed", func(p map[string]any) { p["seed"] = 3 }, "not both"},
		{"no random source", func(p map[string]any) { delete(p, "rng") }, "random source"},
		{"spirits as an option", func(p map[string]any) { p["options"].(map[string]any)["spirits"] = "x" }, "own field"},
		{"bad option value", func(p map[string]any) { p["options"].(map[string]any)["difficulty"] = "hard" }, "must be one of"},
		{"another game", func(p map[string]any) { p["game"] = "catan" }, "not spiritisland"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Game{}.Load(edit(t, base, c.fn))
			var r *engine.Rejection
			switch {
			case err == nil:
				t.Fatalf("accepted; want %q", c.want)
			case !errors.As(err, &r) || r.Reason.JA == "" || r.Reason.EN == "":
				t.Fatalf("%v: not a rejection in both languages", err)
			case !strings.Contains(err.Error(), c.want):
				t.Fatalf("%v; want %q", err, c.want)
			}
		})
	}
	if _, err := (Game{}).Load(base); err != nil {
		t.Fatalf("the base position: %v", err)
	}
}

// The example of POSITION.md loads: a position written by hand, with a
// seed and without the power decks (dealt from the cards left).
func TestPositionExample(t *testing.T) {
	doc, err := os.ReadFile("POSITION.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```json\n(.*?)```").FindSubmatch(doc)
	if m == nil {
		t.Fatal("POSITION.md has no json example")
	}
	s, err := Game{}.Load(m[1])
	if err != nil {
		t.Fatalf("the example: %v", err)
	}
	st := s.(*State)
	if st.nMinors == 0 || st.nMajors == 0 || count(t, st, "A5", Town) != 1 || st.lands[st.land(t, "A5")].pieces[Town][1] != 1 {
		t.Errorf("the example reads wrong:\n%s", st.View(engine.Spectator).Text(engine.EN))
	}
	roundTrip(t, st)
}
