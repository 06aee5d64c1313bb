package skye

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// handWritten is the example of POSITION.md: round 2, red still to price
// tile 12, blue still to mark a discard; the bag left out holds the rest.
const handWritten = `{
  "game": "skye", "seats": 2, "round": 2, "start": 1, "phase": "price",
  "scoring": ["S03", "S13", "S14", "S01"],
  "players": [
    {"gold": 7, "scored": [2, 0, 0, 0], "income": 5,
     "territory": [{"tile": 69, "x": 0, "y": -1}, {"tile": 19, "x": 1, "y": 0}],
     "drawn": [{"tile": 12}, {"tile": 40, "discard": true}, {"tile": 7, "price": 3}]},
    {"gold": 9, "scored": [0, 0, 0, 0], "income": 5,
     "territory": [{"tile": 39, "x": 0, "y": -1, "turn": 0}],
     "drawn": [{"tile": 25}, {"tile": 42}, {"tile": 11}]}
  ],
  "seed": 7
}`

func TestHandWrittenPosition(t *testing.T) {
	st, err := Game{}.Load([]byte(handWritten))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if s.nBag != TileCount-3-6 || len(s.ToMove()) != 2 {
		t.Fatalf("bag %d, to move %v", s.nBag, s.ToMove())
	}
	legal := s.Legal(0, nil)
	if len(legal) != 7 || legal[6] != priceAct(11, 7) {
		t.Fatalf("red may price tile 12 at 1-7: %v", legal)
	}
	if n := len(s.Legal(1, nil)); n != 3 {
		t.Fatalf("blue has %d choices of discard", n)
	}
	if v := s.View(engine.Spectator).Text(engine.JA); !strings.Contains(v, "#69") {
		t.Fatalf("the view does not draw tile 69:\n%s", v)
	}
}

// Every rule option's other value stays in the position and reads back.
func TestOptionsInPosition(t *testing.T) {
	for _, o := range (Game{}).Info().Options {
		for _, v := range o.Values {
			if v == o.Default {
				continue
			}
			st := newGame(t, 2, 1, map[string]string{o.Key: v})
			if st.rules == defaultRules {
				t.Errorf("%s=%s changes no reading", o.Key, v)
			}
			data, _ := st.MarshalJSON()
			back, err := Game{}.Load(data)
			if err != nil {
				t.Fatal(err)
			}
			if got := back.(*State).rules; got != st.rules {
				t.Errorf("%s=%s: %+v after loading, want %+v", o.Key, v, got, st.rules)
			}
		}
	}
}

// Impossible positions are refused with the reason in both languages.
func TestLoadRefusals(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(handWritten, old) {
			t.Fatalf("%q not in the example", old)
		}
		return strings.Replace(handWritten, old, new, 1)
	}
	cases := map[string]string{
		edit(`"seed": 7`, `"seed": 7, "colour": 1`):                          "unknown field",
		edit(`"game": "skye"`, `"game": "skymerchants"`):                     "not skye",
		edit(`"seats": 2`, `"seats": 6`):                                     "2 to 5 players",
		edit(`"round": 2`, `"round": 7`):                                     "round must be 1-6",
		edit(`"phase": "price"`, `"phase": "auction"`):                       "phase must be",
		edit(`"phase": "price"`, `"phase": "over"`):                          "only after round 6",
		edit(`["S03", "S13", "S14", "S01"]`, `["S03", "S13", "S14"]`):        "four scoring tile ids",
		edit(`["S03", "S13", "S14", "S01"]`, `["S03", "S13", "S14", "S03"]`): "named twice",
		edit(`{"tile": 39, "x": 0, "y": -1`, `{"tile": 39, "x": 1, "y": 0`):  "does not fit at 1,0",
		edit(`{"tile": 39, "x": 0, "y": -1`, `{"tile": 69, "x": 0, "y": -1`): "tile 69 is in 2 places",
		edit(`{"tile": 25}`, `{"tile": 25, "price": 2}`):                     "set after marking the discard",
		edit(`{"tile": 42}`, `{"tile": 42}, {"tile": 43}`):                   "drawn lists 3 tiles",
		edit(`{"tile": 12}`, `{"tile": 12, "bought_by": 1}`):                 "after pricing",
		edit(`"gold": 9`, `"gold": -1`):                                      "gold 0-9999",
		edit(`{"tile": 42}`, `{"tile": 74}`):                                 "no tile 74",
		handWritten + "x":                                                    "cannot be read",
		edit(`"seed": 7`, `"seed": 7, "options": {"majority-2p": "maybe"}`):  "must be one of",
		edit(`"territory": [{"tile": 69, "x": 0, "y": -1}, {"tile": 19, "x": 1, "y": 0}]`, `"territory": [{"tile": 69, "x": 0, "y": -1}, {"tile": 19, "x": 1, "y": 0}, {"tile": 64, "x": 0, "y": 1}, {"tile": 1, "x": 2, "y": 0}]`): "4 tiles after 1 rounds",
	}
	for pos, want := range cases {
		_, err := Game{}.Load([]byte(pos))
		var r *engine.Rejection
		if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, want) || r.Reason.JA == "" {
			t.Errorf("want a rejection saying %q, got %v", want, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"discard tile 12", "price tile 7 at 3 gold", "タイル7を90度回して－1,2に置く", "pass", "buy tile 999"} {
		f.Add(s)
	}
	st := &State{seats: 2}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := st.Parse(text)
		if err != nil {
			return
		}
		for _, lang := range engine.Langs {
			if !wellFormed(a) && tileOf(a) != badTile {
				t.Fatalf("%q parses to a malformed action %d", text, a)
			}
			if back, err := st.Parse(st.Describe(a, lang)); wellFormed(a) && (err != nil || back != a) {
				t.Fatalf("%q: %d reads back as %d, %v", text, a, back, err)
			}
		}
	})
}

func FuzzLoad(f *testing.F) {
	f.Add([]byte(handWritten))
	st, _ := Game{}.New(engine.Config{Seats: 3, Seed: 4})
	r := engine.NewRand(1)
	for !st.Over() {
		s := st.ToMove()[0]
		_ = st.Apply(s, st.(*State).Playout(s, &r, nil))
		if data, _ := st.MarshalJSON(); r.IntN(20) == 0 {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		enginetest.CheckLoad(t, Game{}, data)
	})
}

// Recorded games replay to the same end (SHIMA_RECORD_REPLAYS=1 records them).
func TestRecordedGames(t *testing.T) {
	enginetest.Replays(t, Game{}, "testdata/replays", 8)
}

// playTo plays seeded random games of two players until cond holds, and
// returns that state's position.
func playTo(t *testing.T, cond func(st *State) bool) position {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		st := newGame(t, 2, seed, nil)
		r := engine.NewRand(seed)
		for !st.Over() && !cond(st) {
			s := st.ToMove()[0]
			legal := st.Legal(s, nil)
			if err := st.Apply(s, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if cond(st) {
			data, _ := st.MarshalJSON()
			p, err := decodePosition(data)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
	}
	t.Fatal("no game reaches the state the test needs")
	return position{}
}

// During building and at the end, each player's market stays in the
// position as a record of where its tiles went; Load checks it against the
// rest: a tile listed twice, a kept tile that is in the bag, a tile another
// player is still to lay or that lies in another player's territory.
func TestLoadChecksTheMarketRecords(t *testing.T) {
	load := func(p position) error {
		data, _ := json.Marshal(p)
		_, err := Game{}.Load(data)
		return err
	}
	refused := func(what string, p position, want string) {
		t.Helper()
		err := load(p)
		var r *engine.Rejection
		if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, want) || r.Reason.JA == "" {
			t.Errorf("%s: want a rejection saying %q, got %v", what, want, err)
		}
	}
	// Red keeps two tiles (sold none) and lays them; blue has one to lay that fits.
	build := playTo(t, func(st *State) bool {
		return st.phase == phaseBuild && st.nPending[0] == 2 && st.buyer[0] == [Drawn]int8{noSeat, noSeat, noSeat} && st.bought[0] == noTile &&
			st.nPending[1] >= 1 && st.land[1].fitsAnywhere(st.pending[0][0]) && st.land[1].fitsAnywhere(st.pending[0][1])
	})
	if err := load(build); err != nil {
		t.Fatalf("the position as played: %v", err)
	}
	clone := func(p position) position {
		data, _ := json.Marshal(p)
		q, _ := decodePosition(data)
		return q
	}
	red := func(p position) *playerJSON { return &p.Players[0] }

	p := clone(build)
	kept := red(p).Pending[0]
	for i := range red(p).Drawn {
		red(p).Drawn[i].Tile = kept
	}
	refused("a record listing a tile twice", p, "in the round's market twice")

	p = clone(build)
	kept = red(p).Pending[0]
	red(p).Pending = red(p).Pending[1:]
	p.Bag = append(p.Bag, kept)
	refused("a kept tile in the bag", p, "of the round is in the bag")

	p = clone(build)
	kept = red(p).Pending[0]
	red(p).Pending = red(p).Pending[1:]
	p.Players[1].Pending = append(p.Players[1].Pending, kept)
	refused("red's tile with blue to lay", p, "which the round did not give them")

	// At the end, each lays its tiles of the last round last in its own
	// territory: swapped territories put them in the other's.
	over := playTo(t, func(st *State) bool { return st.phase == phaseOver })
	if err := load(over); err != nil {
		t.Fatalf("the final position as played: %v", err)
	}
	p = clone(over)
	p.Players[0].Territory, p.Players[1].Territory = p.Players[1].Territory, p.Players[0].Territory
	refused("the territories swapped", p, "not the last laid in their territory")

	p = clone(over)
	p.Players[0].Drawn[0].Tile = p.Players[1].Drawn[0].Tile
	refused("one tile in two players' records", p, "twice")
}
