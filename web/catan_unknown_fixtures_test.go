package web

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"shima/bot"
	"shima/engine"
)

// The Unknown Island's fixtures (testdata/catan-unknown-*.json) and those of
// trade between players (testdata/catan-trade-*.json) are positions the real
// engine reached: greedy bots play The Unknown Island from a seed until seat
// 0 (Hana) stands in the step a test wants; the trade fixtures are
// catan-main.json with an offer scripted on it. SHIMA_WRITE_FIXTURES=1 makes
// them again:
//
//	SHIMA_WRITE_FIXTURES=1 go test ./web -run TestWriteCatanFixtures
var unknownFixtures = []struct {
	file    string
	seats   int
	options map[string]string
	want    func(v unknownProbe, legal map[int]int) bool
}{
	// Hana's third pick of the selection phase: a red chip taken already.
	{"catan-unknown-select.json", 4, nil, func(v unknownProbe, _ map[int]int) bool {
		return v.Step == "select" && v.held(0) == 2 && v.heldRed(0)
	}},
	// Hana lays her first tile on her start hex.
	{"catan-unknown-island.json", 4, nil, func(v unknownProbe, _ map[int]int) bool { return v.Step == "island" && v.Current == 0 }},
	// Hana's set-up road or ship: both are offered.
	{"catan-unknown-setup.json", 4, nil, func(v unknownProbe, l map[int]int) bool {
		return v.Step == "setup_road" && l[2] > 0 && l[24] > 0
	}},
	{"catan-unknown-startpay.json", 4, nil, func(v unknownProbe, _ map[int]int) bool { return v.Step == "start_pay" && v.Current == 0 }},
	// Hana's turn with a ship to build and one to move, the pirate on the board.
	{"catan-unknown-main.json", 4, nil, func(v unknownProbe, l map[int]int) bool {
		return v.Step == "main" && l[24] > 0 && l[25] > 0 && v.Pirate > 0
	}},
	// After a 7 Hana may move the robber or the pirate.
	{"catan-unknown-robber.json", 4, nil, func(v unknownProbe, l map[int]int) bool {
		return v.Step == "robber" && l[11] > 0 && l[26] > 0
	}},
	{"catan-unknown-orient.json", 4, nil, func(v unknownProbe, l map[int]int) bool { return v.Step == "orient" && l[28] > 1 }},
	{"catan-unknown-gold.json", 4, nil, func(v unknownProbe, l map[int]int) bool { return v.Step == "gold" && l[27] > 0 }},
	// The variant: Hana may buy a 3:1 harbour, paying a pair.
	{"catan-unknown-buy.json", 3, map[string]string{"harbours": "buy"}, func(v unknownProbe, l map[int]int) bool {
		return v.Step == "main" && l[29] > 0 && v.buysPair
	}},
}

// unknownProbe is what the fixtures' predicates read of seat 0's view.
type unknownProbe struct {
	Step    string
	Current int
	Pirate  int
	Players []struct {
		Held *struct {
			Tiles map[string]int
			Chips []int
		}
	}
	buysPair bool
}

func (v unknownProbe) held(p int) int {
	n := 0
	if h := v.Players[p].Held; h != nil {
		for _, c := range h.Tiles {
			n += c
		}
	}
	return n
}

func (v unknownProbe) heldRed(p int) bool {
	h := v.Players[p].Held
	return h != nil && (slices.Contains(h.Chips, 6) || slices.Contains(h.Chips, 8))
}

// TestWriteCatanFixtures writes the fixtures above when asked to.
func TestWriteCatanFixtures(t *testing.T) {
	if os.Getenv("SHIMA_WRITE_FIXTURES") == "" {
		t.Skip("set SHIMA_WRITE_FIXTURES=1 to write the fixtures")
	}
	for _, fx := range unknownFixtures {
		found := false
		for seed := uint64(1); seed <= 60 && !found; seed++ {
			st, ok := playUntil(t, fx.seats, fx.options, seed, fx.want)
			if !ok {
				continue
			}
			found = true
			data, err := st.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join("testdata", fx.file), append(data, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: seed %d", fx.file, seed)
		}
		if !found {
			t.Errorf("%s: no seed reached it", fx.file)
		}
	}
	writeTradeFixtures(t)
}

// playUntil plays The Unknown Island with greedy bots until seat 0 alone is
// to move and want holds.
func playUntil(t *testing.T, seats int, options map[string]string, seed uint64, want func(unknownProbe, map[int]int) bool) (engine.State, bool) {
	opts := map[string]string{"scenario": "unknown-island"}
	for k, v := range options {
		opts[k] = v
	}
	st, err := engine.NewState("catan", engine.Config{Seats: seats, Seed: seed, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := bot.New("greedy", seed)
	for moves := 0; moves < 3000 && !st.Over(); moves++ {
		to := st.ToMove()
		if slices.Equal(to, []engine.Seat{0}) {
			legal := map[int]int{}
			var v unknownProbe
			data, _ := json.Marshal(st.View(0))
			if err := json.Unmarshal(data, &v); err != nil {
				t.Fatal(err)
			}
			for _, a := range st.Legal(0, nil) {
				legal[int(a)>>24]++
				if int(a)>>24 == 29 && (int(a)>>12)&0xfff>>7 > 0 {
					v.buysPair = true
				}
			}
			if want(v, legal) {
				return st, true
			}
		}
		s := to[0]
		if err := st.Apply(s, b.Choose(st, s)); err != nil {
			t.Fatal(err)
		}
	}
	return nil, false
}

// writeTradeFixtures scripts an offer on catan-main.json (Hana's turn): she
// gives a brick and asks for a grain, to all. catan-trade-respond.json is
// the answers' step (Ken, blue, answers); in catan-trade-confirm.json blue
// has countered (a grain for her brick and a wool), yellow accepted and green
// declined, and Hana chooses.
func writeTradeFixtures(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "catan-main.json"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.LoadPosition(data)
	if err != nil {
		t.Fatal(err)
	}
	play := func(seat int, texts ...string) {
		for _, text := range texts {
			a, err := st.Parse(text)
			if err == nil {
				err = st.Apply(engine.Seat(seat), a)
			}
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
		}
	}
	write := func(file string) {
		data, err := st.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("testdata", file), append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	play(0, "offer a trade", "give brick", "ask for grain")
	a, err := st.Parse("offer 1 brick for 1 grain to all")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(0, a); err != nil {
		t.Fatal(err)
	}
	write("catan-trade-respond.json")
	play(1, "make a counter-offer", "give grain", "ask for brick", "ask for wool", "send the counter-offer")
	play(2, "accept the offer")
	play(3, "decline the offer")
	if got := fmt.Sprint(st.ToMove()); got != "[0]" {
		t.Fatalf("after the answers %s are to move", got)
	}
	write("catan-trade-confirm.json")
}
