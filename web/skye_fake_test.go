package web

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

// Isle of Skye fixtures for the fake server: one round (the third, of a
// three-player game between Hana, the greedy bot and Ken) caught at each of
// its decisions, and a finished game. They were made by the real engine,
// greedy bots playing seed 7, and are loaded as positions (games/skye).

// skyePricePosition: Hana and Ken price in secret; the bot has marked tile
// 23 to discard and priced tiles 8 and 48. Hana drew 35, 10 and 52 and has 12 gold.
const skyePricePosition = `{"game":"skye","seats":3,"round":3,"start":2,"phase":"price","scoring":["S01","S13","S03","S07"],
 "players":[
  {"gold":12,"scored":[0,4,0,0],"income":8,"territory":[{"tile":49,"x":0,"y":-1,"turn":180},{"tile":21,"x":-1,"y":0},{"tile":45,"x":-1,"y":1,"turn":90},{"tile":33,"x":0,"y":1},{"tile":30,"x":0,"y":2,"turn":180}],"drawn":[{"tile":35},{"tile":10},{"tile":52}]},
  {"gold":15,"scored":[0,3,0,0],"income":8,"territory":[{"tile":44,"x":-1,"y":0,"turn":90},{"tile":64,"x":0,"y":-1},{"tile":17,"x":0,"y":1}],"drawn":[{"tile":23,"discard":true},{"tile":8,"price":1},{"tile":48,"price":1}]},
  {"gold":14,"scored":[0,3,0,0],"income":8,"territory":[{"tile":2,"x":0,"y":-1,"turn":270},{"tile":41,"x":1,"y":0},{"tile":9,"x":0,"y":-2,"turn":180},{"tile":29,"x":-1,"y":0,"turn":270}],"drawn":[{"tile":63},{"tile":69},{"tile":71}]}
 ],
 "bag":[1,66,3,4,5,6,7,54,62,57,11,12,13,14,15,16,20,18,19,65,72,22,55,24,25,26,27,28,51,68,31,32,61,56,58,36,37,38,39,40,70,42,43,67,59,46,47,53,73,50,60,34],"rng":"e7e3babe62f9b527f2144e125a0741db"}`

// skyeBuyPosition: the screens are away; Ken bought Hana's tile 10 for 3
// gold; Hana (8 gold) buys next, from Ken (63 at 10, 69 at 1) or the bot (8 and 48 at 1).
const skyeBuyPosition = `{"game":"skye","seats":3,"round":3,"start":2,"phase":"buy","scoring":["S01","S13","S03","S07"],
 "players":[
  {"gold":8,"scored":[0,4,0,0],"income":8,"territory":[{"tile":49,"x":0,"y":-1,"turn":180},{"tile":21,"x":-1,"y":0},{"tile":45,"x":-1,"y":1,"turn":90},{"tile":33,"x":0,"y":1},{"tile":30,"x":0,"y":2,"turn":180}],"drawn":[{"tile":35,"price":7},{"tile":10,"price":3,"bought_by":2}],"discarded":52},
  {"gold":15,"scored":[0,3,0,0],"income":8,"territory":[{"tile":44,"x":-1,"y":0,"turn":90},{"tile":64,"x":0,"y":-1},{"tile":17,"x":0,"y":1}],"drawn":[{"tile":8,"price":1},{"tile":48,"price":1}],"discarded":23},
  {"gold":0,"scored":[0,3,0,0],"income":8,"territory":[{"tile":2,"x":0,"y":-1,"turn":270},{"tile":41,"x":1,"y":0},{"tile":9,"x":0,"y":-2,"turn":180},{"tile":29,"x":-1,"y":0,"turn":270}],"drawn":[{"tile":63,"price":10},{"tile":69,"price":1}],"bought":10,"discarded":71}
 ],
 "buying":0,"buys":2,"bag":[1,66,3,4,5,6,7,54,62,57,11,12,13,14,15,16,20,18,19,65,72,22,55,24,25,26,27,28,51,68,31,32,61,56,58,36,37,38,39,40,70,42,43,67,59,46,47,53,73,50,60,34,52,23,71],"rng":"e7e3babe62f9b527f2144e125a0741db"}`

// skyeBuildPosition: everyone lays tiles; Hana lays 35 (unsold) and 8 (bought from the bot).
const skyeBuildPosition = `{"game":"skye","seats":3,"round":3,"start":2,"phase":"build","scoring":["S01","S13","S03","S07"],
 "players":[
  {"gold":7,"scored":[0,4,0,0],"income":8,"territory":[{"tile":49,"x":0,"y":-1,"turn":180},{"tile":21,"x":-1,"y":0},{"tile":45,"x":-1,"y":1,"turn":90},{"tile":33,"x":0,"y":1},{"tile":30,"x":0,"y":2,"turn":180}],"drawn":[{"tile":35,"price":7},{"tile":10,"price":3,"bought_by":2}],"bought":8,"discarded":52,"pending":[35,8]},
  {"gold":16,"scored":[0,3,0,0],"income":8,"territory":[{"tile":44,"x":-1,"y":0,"turn":90},{"tile":64,"x":0,"y":-1},{"tile":17,"x":0,"y":1}],"drawn":[{"tile":8,"price":1,"bought_by":0},{"tile":48,"price":1}],"bought":69,"discarded":23,"pending":[48,69]},
  {"gold":2,"scored":[0,3,0,0],"income":8,"territory":[{"tile":2,"x":0,"y":-1,"turn":270},{"tile":41,"x":1,"y":0},{"tile":9,"x":0,"y":-2,"turn":180},{"tile":29,"x":-1,"y":0,"turn":270}],"drawn":[{"tile":63,"price":10},{"tile":69,"price":1,"bought_by":1}],"bought":10,"discarded":71,"pending":[63,10]}
 ],
 "bag":[1,66,3,4,5,6,7,54,62,57,11,12,13,14,15,16,20,18,19,65,72,22,55,24,25,26,27,28,51,68,31,32,61,56,58,36,37,38,39,40,70,42,43,67,59,46,47,53,73,50,60,34,52,23,71],"rng":"e7e3babe62f9b527f2144e125a0741db"}`

// skyeOverPosition: the same game after round 6; Ken wins with 73 VP.
const skyeOverPosition = `{"game":"skye","seats":3,"round":6,"start":2,"phase":"over","scoring":["S01","S13","S03","S07"],
 "players":[
  {"gold":4,"scored":[14,17,12,9],"income":9,"territory":[{"tile":49,"x":0,"y":-1,"turn":180},{"tile":21,"x":-1,"y":0},{"tile":45,"x":-1,"y":1,"turn":90},{"tile":33,"x":0,"y":1},{"tile":30,"x":0,"y":2,"turn":180},{"tile":35,"x":1,"y":2,"turn":90},{"tile":8,"x":-1,"y":-1,"turn":90},{"tile":28,"x":0,"y":3},{"tile":70,"x":-1,"y":2},{"tile":23,"x":-1,"y":3},{"tile":55,"x":1,"y":3,"turn":270},{"tile":19,"x":-2,"y":0,"turn":270},{"tile":37,"x":0,"y":-2,"turn":180}],"drawn":[{"tile":6,"price":1,"bought_by":1},{"tile":37,"price":1}],"bought":19,"discarded":68},
  {"gold":37,"scored":[12,16,2,9],"income":17,"territory":[{"tile":44,"x":-1,"y":0,"turn":90},{"tile":64,"x":0,"y":-1},{"tile":17,"x":0,"y":1},{"tile":69,"x":-1,"y":-1},{"tile":48,"x":-1,"y":1,"turn":270},{"tile":32,"x":-2,"y":0,"turn":270},{"tile":51,"x":0,"y":-2,"turn":270},{"tile":26,"x":-1,"y":-2},{"tile":27,"x":-2,"y":1,"turn":180},{"tile":12,"x":1,"y":-2,"turn":90},{"tile":6,"x":0,"y":2,"turn":270}],"drawn":[{"tile":12,"price":9},{"tile":58,"price":1,"bought_by":2}],"bought":6,"discarded":5},
  {"gold":18,"scored":[10,19,12,15],"income":10,"territory":[{"tile":2,"x":0,"y":-1,"turn":270},{"tile":41,"x":1,"y":0},{"tile":9,"x":0,"y":-2,"turn":180},{"tile":29,"x":-1,"y":0,"turn":270},{"tile":63,"x":-1,"y":-1,"turn":90},{"tile":10,"x":1,"y":-2},{"tile":4,"x":0,"y":1,"turn":90},{"tile":16,"x":-1,"y":1},{"tile":66,"x":1,"y":-1,"turn":270},{"tile":56,"x":-2,"y":1,"turn":270},{"tile":58,"x":-2,"y":2,"turn":90},{"tile":3,"x":0,"y":-3,"turn":180}],"drawn":[{"tile":3,"price":10},{"tile":19,"price":5,"bought_by":0}],"bought":58,"discarded":13}
 ],
 "bag":[46,57,1,47,36,50,7,54,62,73,11,39,60,14,52,40,20,18,15,65,72,22,42,24,25,38,67,53,34,43,31,71,61,59,68,5,13],"rng":"9554d485d8be534c4b0310f89bf11018"}`

// addSkye adds the Isle of Skye matches to the fake server.
func addSkye(f *fake) {
	seats := func() []map[string]any {
		return []map[string]any{
			{"seat": 0, "kind": "person", "name": "Hana", "claimed": true, "connected": true},
			{"seat": 1, "kind": "bot", "bot": "greedy", "claimed": true},
			{"seat": 2, "kind": "person", "name": "Ken", "claimed": true, "connected": true},
		}
	}
	for _, m := range []struct {
		id, position string
		seq          int
	}{
		{"skyeprice1", skyePricePosition, 20},
		{"skyebuy1", skyeBuyPosition, 30},
		{"skyebuild1", skyeBuildPosition, 33},
		{"skyeover1", skyeOverPosition, 120},
	} {
		f.add(m.id, loadPosition(f.t, m.position), m.seq, seats()).tokens = map[string]int{tokenHana: 0, tokenKen: 2}
	}
}

// TestSkyeFixtures checks, without a browser, that the Isle of Skye fixtures
// still load and stand where the browser tests expect.
func TestSkyeFixtures(t *testing.T) {
	f := newFake(t)
	for id, want := range map[string]string{
		"skyeprice1": "price [0 2]", "skyebuy1": "buy [0]", "skyebuild1": "build [0 1 2]", "skyeover1": "over []",
	} {
		st := f.matches[id].state
		data, err := st.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var head struct{ Phase string }
		if err := json.Unmarshal(data, &head); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(head.Phase, " ", st.ToMove()); got != want {
			t.Errorf("%s: %s, want %s", id, got, want)
		}
	}
	// Hana may buy tiles 8, 48 and 69 (not 63 at 10 gold), and lays 35 and 8.
	var buys, lays []int
	for _, a := range f.legal("skyebuy1", 0) {
		if k, tile, _, _, _, _ := skyeAct(a); k == 3 {
			buys = append(buys, tile)
		}
	}
	for _, a := range f.legal("skyebuild1", 0) {
		if _, tile, _, _, _, _ := skyeAct(a); !slices.Contains(lays, tile) {
			lays = append(lays, tile)
		}
	}
	slices.Sort(buys)
	slices.Sort(lays)
	if !slices.Equal(buys, []int{8, 48, 69}) || !slices.Equal(lays, []int{8, 35}) {
		t.Errorf("skyebuy1: Hana may buy %v; skyebuild1: she lays %v", buys, lays)
	}
}
