package web

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"shima/engine"
)

// Catan fixtures for the fake server (testdata/catan-*.json, positions of
// games/catan/POSITION.md). They were played by the real engine from seeds
// with a simple strategy, then given cards where a test needs them:
//
//   - catansetup1: a new four-player game (seed 7), Hana places first.
//   - catanmain1: Hana's turn after her roll: brick 4, lumber 3, wool 2,
//     grain 3, ore 3, an ore harbour (2:1) at her settlement 53, and one of
//     each development card, road building bought this turn; blue holds
//     Largest Army, green Longest Road.
//   - catandiscard1: a 7; Hana must discard 4 and Ken 5, at once.
//   - catanrobber1: Hana moves the robber; catansteal1: she robs blue or yellow.
//   - catansix1: six players; Hana may build in the special building phase.
//   - catanover1: a finished three-player game that blue won.
//   - catantrade1: catanmain1 after Hana offered a brick for a grain to all:
//     Ken (blue), yellow and green answer; catanconfirm1: blue countered (a
//     grain for a brick and a wool), yellow accepted, green declined.
//   - unknown*: The Unknown Island, played by greedy bots from a seed
//     (catan_unknown_fixtures_test.go): unknownselect1 Hana's third pick,
//     unknownisland1 her first tile, unknownsetup1 her set-up road or ship,
//     unknownpay1 the settlement that pays, unknownmain1 her turn with ships
//     and the pirate out, unknownrobber1 robber or pirate, unknownorient1 a
//     harbour found, unknowngold1 gold to choose, unknownbuy1 (three players,
//     harbours bought) a 3:1 harbour for sale.
var catanFixtures = []struct {
	id, file string
	seq      int
	seats    int
}{
	{"catansetup1", "catan-setup.json", 0, 4},
	{"catanmain1", "catan-main.json", 211, 4},
	{"catandiscard1", "catan-discard.json", 138, 4},
	{"catanrobber1", "catan-robber.json", 62, 4},
	{"catansteal1", "catan-steal.json", 596, 4},
	{"catansix1", "catan-six.json", 155, 6},
	{"catanover1", "catan-over.json", 1128, 3},
	{"catantrade1", "catan-trade-respond.json", 215, 4},
	{"catanconfirm1", "catan-trade-confirm.json", 227, 4},
	{"unknownselect1", "catan-unknown-select.json", 8, 4},
	{"unknownisland1", "catan-unknown-island.json", 20, 4},
	{"unknownsetup1", "catan-unknown-setup.json", 60, 4},
	{"unknownpay1", "catan-unknown-startpay.json", 70, 4},
	{"unknownmain1", "catan-unknown-main.json", 900, 4},
	{"unknownrobber1", "catan-unknown-robber.json", 300, 4},
	{"unknownorient1", "catan-unknown-orient.json", 400, 4},
	{"unknowngold1", "catan-unknown-gold.json", 500, 4},
	{"unknownbuy1", "catan-unknown-buy.json", 600, 3},
}

// catanSeats are a Catan match's players: Hana, Ken and bots.
func catanSeats(n int) []map[string]any {
	seats := []map[string]any{
		{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
		{"seat": 1, "kind": "person", "name": "Ken", "claimed": true, "connected": true},
		{"seat": 2, "kind": "bot", "bot": "greedy", "claimed": true},
		{"seat": 3, "kind": "bot", "bot": "mcts:300", "claimed": true},
		{"seat": 4, "kind": "bot", "bot": "random", "claimed": true},
		{"seat": 5, "kind": "bot", "bot": "greedy", "claimed": true},
	}
	return seats[:n]
}

// addCatan adds the Catan matches to the fake server.
func addCatan(f *fake) {
	for _, c := range catanFixtures {
		data, err := os.ReadFile(filepath.Join("testdata", c.file))
		if err != nil {
			f.t.Fatal(err)
		}
		f.add(c.id, loadPosition(f.t, string(data)), c.seq, catanSeats(c.seats)).tokens = map[string]int{tokenHana: 0, tokenKen: 1}
	}
}

// catanAct splits a Catan action code (games/catan/actions.go).
func catanAct(a int) (kind, x, y int) { return a >> 24, (a >> 12) & 0xfff, a & 0xfff }

// TestCatanFixtures checks, without a browser, that the Catan fixtures
// still load and stand where the browser tests expect.
func TestCatanFixtures(t *testing.T) {
	f := newFake(t)
	for id, want := range map[string]string{
		"catansetup1": "setup_settlement [0]", "catanmain1": "main [0]", "catandiscard1": "discard [0 1]",
		"catanrobber1": "robber [0]", "catansteal1": "steal [0]", "catansix1": "special_build [0]", "catanover1": "over []",
	} {
		st := f.matches[id].state
		data, err := json.Marshal(st.View(engine.Spectator))
		if err != nil {
			t.Fatal(err)
		}
		var v struct{ Step string }
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(v.Step, " ", st.ToMove()); got != want {
			t.Errorf("%s: %s, want %s", id, got, want)
		}
	}
	// catanmain1: Hana may build a city on 26 and 53, trade ore 2:1 and brick
	// 4:1, play a knight, year of plenty and monopoly, not road building.
	count := map[int]int{}
	for _, a := range f.legal("catanmain1", 0) {
		k, x, _ := catanAct(a)
		count[k]++
		if k == 14 && x != 0 && x != 4 {
			t.Errorf("catanmain1: a trade giving resource %d", x)
		}
	}
	if count[3] != 2 || count[14] != 8 || count[7] != 1 || count[9] != 15 || count[10] != 5 || count[8] != 0 || count[6] != 1 {
		t.Errorf("catanmain1: legal kinds %v", count)
	}
}
