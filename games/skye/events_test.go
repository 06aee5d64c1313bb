package skye

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// record plays a typed action for seat s with its events recorded, failing
// the test if refused, and returns the events.
func record(t *testing.T, st *State, s engine.Seat, text string) []engine.Event {
	t.Helper()
	events := enginetest.Told(t, st, s, text)
	if err := st.Check(); err != nil {
		t.Fatalf("after %s: %v", text, err)
	}
	return events
}

// lines writes events one a line as "kind seat [detail] text" in lang, the
// seats by colour, for comparing with what a test expects.
func lines(events []engine.Event, lang engine.Lang) []string {
	var out []string
	for _, e := range events {
		d := ""
		if e.Detail {
			d = " ·"
		}
		out = append(out, fmt.Sprintf("%s %d%s %s", e.Kind, e.Seat, d, engine.ColourSeats(e.Text).In(lang)))
	}
	return out
}

// told is what a test expects of the events of one action: every line in
// English, some lines in Japanese and some events' data as JSON, by index.
type told struct {
	en   []string
	ja   map[int]string
	data map[int]string
}

// check compares events, as a spectator sees them, with what w expects, and
// checks that every seat reads the same lines, but for the retellings of
// its own secret choices (a discard mark and a price), told to it alone.
func (w told) check(t *testing.T, st *State, events []engine.Event) {
	t.Helper()
	all := engine.Seen(events, engine.Spectator)
	for s := engine.Seat(0); int(s) < int(st.seats); s++ {
		seen := slices.DeleteFunc(engine.Seen(events, s), func(e engine.Event) bool { return e.Kind == "discard" || e.Kind == "price" })
		if got, want := lines(seen, engine.EN), lines(all, engine.EN); !slices.Equal(got, want) {
			t.Errorf("seat %d reads:\n%s\nnot what all read:\n%s", s, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	events = all
	if got := lines(events, engine.EN); !slices.Equal(got, w.en) {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(w.en, "\n"))
	}
	ja := lines(events, engine.JA)
	for i, want := range w.ja {
		if got := ""; i >= len(ja) || ja[i] != want {
			if i < len(ja) {
				got = ja[i]
			}
			t.Errorf("event %d in Japanese: got %q, want %q", i, got, want)
		}
	}
	for i, want := range w.data {
		if i >= len(events) {
			t.Errorf("no event %d for data %s", i, want)
			continue
		}
		if got, _ := json.Marshal(events[i].Data); string(got) != want {
			t.Errorf("%s event %d data %s, want %s", events[i].Kind, i, got, want)
		}
	}
}

// The rulebook's income example (収入の例): in round 5 the track shows 3
// gold; two players are ahead of blue, who receives 2x3 more. With two
// tiles whose barrels stand on roads joined to the castle, blue's income is
// 5 + 2 + 6 = 13, told with where it came from and the tiles that paid.
func TestIncomeEvents(t *testing.T) {
	// Round 4 scores B and D: S06 (sets of broch, farm and lighthouse) and
	// S15 (largest completed water area), which give nobody anything here.
	st := newGame(t, 4, 1, map[string]string{OptScoring: "S03,S06,S01,S15"})
	const red, blue = 0, 1
	lay(t, st, blue, 69, 0, -1, rot0) // barrel, road into the castle's north road
	lay(t, st, blue, 64, 0, 1, rot0)  // barrel, road into the castle's south road
	lay(t, st, blue, 1, 1, 0, rot0)   // barrel, its road leads nowhere
	st.round, st.start = 4, 3
	building(t, st, red, 60)
	st.scored = [MaxPlayers][4]int16{{20}, {10}, {15}, {10}}
	st.gold = [MaxPlayers]int16{}
	// Red's broch, farmless: no set. Its barrel's road meets the castle's.
	events := record(t, st, red, "place tile 60 at 0,-1")
	if st.round != 5 || st.start != 0 {
		t.Fatalf("round %d, start %d; want round 5, start 0", st.round, st.start)
	}
	drawn := func(p int) engine.Text { return tileList(ids(st.drawn[p][:])) }
	told{en: []string{
		"place 0 Red lays tile 60 (mountain with a broch; pasture; a road with whisky) north of the castle",
		"scoring -1 Scoring, round 4: tiles B, D",
		"score -1 · B (5 VP for each set of a broch, a farm and a lighthouse): red 0, blue 0, yellow 0, green 0",
		"score -1 · D (2 VP for each tile of your largest completed water area): red 0, blue 0, yellow 0, green 0",
		"round -1 Round 5 of 6: red is the start player",
		"income 0 · Red receives 6 gold: 5 for the castle, 1 for whisky (tile 60); 6 gold now",
		"income 1 · Blue receives 13 gold: 5 for the castle, 2 for whisky (tiles 69 and 64), 6 catch-up gold (2 ahead × 3); 13 gold now",
		"income 2 · Yellow receives 8 gold: 5 for the castle, 3 catch-up gold (1 ahead × 3); 8 gold now",
		"income 3 · Green receives 11 gold: 5 for the castle, 6 catch-up gold (2 ahead × 3); 11 gold now",
		"draw 0 · Red draws " + drawn(0).EN + " from the bag",
		"draw 1 · Blue draws " + drawn(1).EN + " from the bag",
		"draw 2 · Yellow draws " + drawn(2).EN + " from the bag",
		"draw 3 · Green draws " + drawn(3).EN + " from the bag",
	}, ja: map[int]string{
		0: "place 0 赤がタイル60(ブロックのある山、牧場、ウイスキー樽のある道)を城の北に置きました",
		4: "round -1 第5/6ラウンド: スタートプレイヤーは赤",
		6: "income 1 · 青の収入は13ゴールド: 城5、ウイスキー2(タイル69、64)、追加ゴールド6(上位2人×3); 所持13ゴールド",
		9: "draw 0 · 赤は袋から" + drawn(0).JA + "を引きました",
	}, data: map[int]string{
		0: `{"tile":60,"turn":0,"x":0,"y":-1}`,
		4: `{"catch_up":3,"round":5,"rounds":6,"start":0}`,
		6: `{"ahead":2,"castle":5,"catch_up":6,"gold":13,"total":13,"whisky":2,"whisky_tiles":[69,64]}`,
		9: fmt.Sprintf(`{"tiles":[%d,%d,%d]}`, st.drawn[0][0]+1, st.drawn[0][1]+1, st.drawn[0][2]+1),
	}}.check(t, st, events)
	if !events[0].Retell || !slices.Equal(events[0].At, []string{"0,-1"}) {
		t.Errorf("the tile laid is not retold first, at its place: %+v", events[0])
	}
	if !slices.Equal(events[6].At, []string{"0,-1", "0,1"}) || !slices.Equal(events[5].At, []string{"0,-1"}) {
		t.Errorf("incomes at %v and %v, want the places of the tiles whose barrels pay: red 0,-1; blue 0,-1 and 0,1", events[5].At, events[6].At)
	}
}

// Pricing tells the others nothing until the screens come away, and the
// mover each choice, retold with the tile's words; then every price, the
// discarded tiles and the gold left show to everyone. A purchase, retold,
// tells the seller and the gold it receives, a pass is retold, a buyer who can pay for nothing is
// skipped with the reason, and after the last buyer each player keeps its
// unsold tiles, the gold set on them lost.
func TestPricesAndBuyingEvents(t *testing.T) {
	st := threeMarkets(t) // seat 1 starts; 5 gold each
	price(t, st, 0, 2, 3) // 12 at 2, 13 at 3: gold 0
	price(t, st, 1, 1, 1) // 22 and 23 at 1: gold 3
	for _, step := range [][2]string{
		{"discard tile 31", "discard 2 Yellow marks tile 31 (mountain; pasture with a farm; water with a lighthouse; a road with whisky) for discard"},
		{"price tile 32 at 4 gold", "price 2 Yellow prices tile 32 (water with a ship; pasture with 1 sheep and 1 cattle; mountain) at 4 gold; 1 gold left behind the screen"},
	} {
		text, want := step[0], step[1]
		events := record(t, st, 2, text)
		if got := lines(engine.Seen(events, 2), engine.EN); len(got) != 1 || got[0] != want || !events[0].Retell {
			t.Errorf("%s tells its mover %v, want %q retold", text, got, want)
		}
		for _, s := range []engine.Seat{engine.Spectator, 0, 1} {
			if seen := engine.Seen(events, s); len(seen) != 0 {
				t.Errorf("%s, a secret, tells seat %d %v", text, s, lines(seen, engine.EN))
			}
		}
	}
	told{en: []string{
		"prices -1 The screens come away: the prices show and the discarded tiles go back to the bag",
		"prices 0 · Red: tile 12 at 2 gold, tile 13 at 3 gold; tile 11 discarded; 0 gold left",
		"prices 1 · Blue: tile 22 at 1 gold, tile 23 at 1 gold; tile 21 discarded; 3 gold left",
		"prices 2 · Yellow: tile 32 at 4 gold, tile 33 at 1 gold; tile 31 discarded; 0 gold left",
	}, ja: map[int]string{
		1: "prices 0 · 赤: タイル12は2ゴールド、タイル13は3ゴールド; タイル11を廃棄; 残り0ゴールド",
	}, data: map[int]string{
		3: `{"discarded":31,"gold":0,"offers":[{"price":4,"tile":32},{"price":1,"tile":33}],"own":false}`,
	}}.check(t, st, record(t, st, 2, "price tile 33 at 1 gold"))

	// Blue buys red's tile 13 for 3: red receives 3 and the 3 set on it.
	// Yellow, with no gold, can pay for nothing (the cheapest costs 1).
	told{en: []string{
		"buy 1 Blue buys tile 13 (mountain with a broch; pasture; water with a ship) from red for 3 gold; red receives the 3 and takes back the 3 set on the tile: +6 gold, 6 now",
		"skip-buying 2 Yellow cannot pay for any tile on offer (0 gold; the cheapest costs 1): no purchase",
	}, ja: map[int]string{
		0: "buy 1 青が赤からタイル13(ブロックのある山、牧場、船のある水域)を3ゴールドで購入; 赤は代金と、タイルに割り当てた3ゴールドを受け取ります: +6ゴールド、所持6ゴールド",
		1: "skip-buying 2 黄は売りに出ているどのタイルも買えません(所持0ゴールド、最安1ゴールド): 購入なし",
	}, data: map[int]string{
		0: `{"gold":0,"price":3,"seller":0,"seller_gets":6,"seller_gold":6,"tile":13}`,
		1: `{"cheapest":1,"gold":0}`,
	}}.check(t, st, record(t, st, 1, "buy tile 13"))

	// Red buys yellow's 32 for 4; then everyone keeps the tiles left.
	told{en: []string{
		"buy 0 Red buys tile 32 (water with a ship; pasture with 1 sheep and 1 cattle; mountain) from yellow for 4 gold; yellow receives the 4 and takes back the 4 set on the tile: +8 gold, 8 now",
		"unsold 0 Red keeps tile 12 unsold; the 2 gold set on it goes to the supply",
		"unsold 1 Blue keeps tiles 22 and 23 unsold; the 2 gold set on them goes to the supply",
		"unsold 2 Yellow keeps tile 33 unsold; the 1 gold set on it goes to the supply",
	}, ja: map[int]string{
		2: "unsold 1 青は売れ残ったタイル22、23を受け取り、割り当てた2ゴールドを失います",
	}, data: map[int]string{
		2: `{"gold":2,"prices":[1,1],"returned":false,"tiles":[22,23]}`,
	}}.check(t, st, record(t, st, 0, "buy tile 32"))
}

// When nobody can pay for another player's tile the buying step is skipped,
// and the event says so with each player's gold and the cheapest tile it
// could buy.
func TestSkippedBuyingEvent(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	deal(t, st, 0, 1, 2, 3)
	deal(t, st, 1, 4, 5, 6)
	price(t, st, 0, 4, 1) // 2 at 4, 3 at 1: no gold left
	apply(t, st, 1, "discard tile 4")
	apply(t, st, 1, "price tile 5 at 2 gold")
	events := record(t, st, 1, "price tile 6 at 3 gold")
	if st.phase != phaseBuild {
		t.Fatalf("phase %d: the buying step is not skipped", st.phase)
	}
	told{en: []string{
		"skip-buying -1 Nobody can pay for another player's tile: the buying step is skipped (red has 0 gold, the cheapest costs 2; blue has 0 gold, the cheapest costs 1)",
		"unsold 0 Red keeps tiles 2 and 3 unsold; the 5 gold set on them goes to the supply",
		"unsold 1 Blue keeps tiles 5 and 6 unsold; the 5 gold set on them goes to the supply",
	}, ja: map[int]string{
		0: "skip-buying -1 誰もほかのプレイヤーのタイルを買えるゴールドがないため、購入は行いません(赤は所持0ゴールドで最安は2ゴールド、青は所持0ゴールドで最安は1ゴールド)",
	}, data: map[int]string{
		0: `{"cheapest":[2,1],"gold":[0,0]}`,
	}}.check(t, st, engine.Seen(events, engine.Spectator)[3:]) // after the prices
}

// A round's scoring tells each of its scoring tiles' points per player,
// under a heading naming the round and the tiles. Round 3 scores A and C:
// here S13 (1 VP per tile joined to the castle by road) and S14 (3 VP per
// vertical line of 3 or more tiles).
func TestRoundScoringEvents(t *testing.T) {
	st := newGame(t, 3, 1, map[string]string{OptScoring: "S13,S03,S14,S01"})
	st.round = 3
	var events []engine.Event
	roundOfThree(t, st, func(s engine.Seat, text string) {
		if len(events) > 1 {
			t.Fatalf("a tile laid before the last tells %v, more than its retelling", lines(events, engine.EN))
		}
		events = record(t, st, s, text)
	})
	if events[0].Kind != "place" || !events[0].Retell {
		t.Fatalf("the last tile laid is not retold first: %v", lines(events, engine.EN))
	}
	events = events[1:]
	// A: red 3 tiles joined, blue 1, yellow 0. C: red's column of three.
	// Round 4: 2 catch-up gold per player ahead (red 6 VP, blue 1, yellow 0).
	told{en: []string{
		"scoring -1 Scoring, round 3: tiles A, C",
		"score -1 · A (1 VP for each tile joined to your castle by road): red 3, blue 1, yellow 0",
		"score -1 · C (3 VP for each vertical line of 3 or more tiles in a row): red 3, blue 0, yellow 0",
		"round -1 Round 4 of 6: blue is the start player",
		"income 0 · Red receives 8 gold: 5 for the castle, 3 for whisky (tiles 69, 64 and 31); 10 gold now",
		"income 1 · Blue receives 8 gold: 5 for the castle, 1 for whisky (tile 60), 2 catch-up gold (1 ahead × 2); 9 gold now",
		"income 2 · Yellow receives 9 gold: 5 for the castle, 4 catch-up gold (2 ahead × 2); 14 gold now",
	}, ja: map[int]string{
		0: "scoring -1 第3ラウンドの得点計算: 点数タイルA、C",
		1: "score -1 · A(城に道路で繋がるタイル1枚につき1 VP): 赤 3点、青 1点、黄 0点",
		2: "score -1 · C(3枚以上の連続した景観タイルで形成された縦列1つにつき3 VP): 赤 3点、青 0点、黄 0点",
	}, data: map[int]string{
		0: `{"round":3,"slots":["A","C"],"vp":[6,1,0]}`,
		1: `{"id":"S13","points":[3,1,0],"slot":"A"}`,
		2: `{"id":"S14","points":[3,0,0],"slot":"C"}`,
	}}.check(t, st, events[:7]) // then the draws
}

// Tiles that fit nowhere go back to the bag (置けない場合、タイルは布袋に
// 戻り), told after what the player kept.
func TestSentBackEvent(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	st.round = 2
	lay(t, st, 0, 24, 1, 0, rot0)    // pasture on every free side...
	lay(t, st, 0, 66, -1, 0, rot180) // ...here too: only pasture can be laid next
	deal(t, st, 0, 45, 70, 7)        // water and mountain only
	deal(t, st, 1, 6, 43, 21)
	price(t, st, 0, 1, 1) // 70 and 7 at 1: 3 gold left
	price(t, st, 1, 3, 1) // 43 at 3, 21 at 1: 1 gold left
	apply(t, st, 0, "buy tile 43")
	told{en: []string{
		"pass 1 Blue buys nothing this round",
		"unsold 0 Red keeps tiles 70 and 7 unsold; the 2 gold set on them goes to the supply",
		"unsold 0 Tiles 70, 7 and 43 fit nowhere in red's territory: back to the bag, the gold paid lost",
		"unsold 1 Blue keeps tile 21 unsold; the 1 gold set on it goes to the supply",
	}, ja: map[int]string{
		0: "pass 1 青は今回は何も買いませんでした",
		2: "unsold 0 タイル70、7、43は赤の領土のどこにも置けないため袋に戻ります(支払ったゴールドは戻りません)",
	}, data: map[int]string{
		2: `{"returned":true,"tiles":[70,7,43]}`,
	}}.check(t, st, record(t, st, 1, "pass"))
}

// The last round's scoring, then the final scoring: scrolls (at the tiles
// holding them) and 1 VP per 5 gold. The numbers of TestFinalScoring.
func TestEndScoringEvents(t *testing.T) {
	st := newGame(t, 2, 1, map[string]string{OptScoring: "S03,S13,S14,S01"})
	st.round = 6
	st.scored = [MaxPlayers][4]int16{{10, 4, 3, 2}, {8, 6, 0, 4}}
	st.gold = [MaxPlayers]int16{12, 4}
	lay(t, st, 0, 69, 0, -1, rot0)
	lay(t, st, 0, 64, 0, 1, rot0) // the cattle scroll
	building(t, st, 0, 49)
	events := record(t, st, 0, "place tile 49 at 0,-2 turned 180")[1:] // after its retelling
	told{en: []string{
		"scoring -1 Scoring, round 6: tiles B, C, D",
		"score -1 · B (1 VP for each tile joined to your castle by road): red 3, blue 0",
		"score -1 · C (3 VP for each vertical line of 3 or more tiles in a row): red 3, blue 0",
		"score -1 · D (2 VP for each square of 2x2 tiles in your territory): red 0, blue 0",
		"end-scoring -1 Final scoring: the scrolls, and 1 VP per 5 gold",
		"end-scoring 0 · Red: scrolls 2 VP, 12 gold 2 VP; 29 VP in all",
		"end-scoring 1 · Blue: scrolls 0 VP, 4 gold 0 VP; 18 VP in all",
	}, ja: map[int]string{
		5: "end-scoring 0 · 赤: 巻物2点、12ゴールドで2点; 合計29点",
	}, data: map[int]string{
		4: `{"totals":[29,18]}`,
		5: `{"gold":12,"gold_vp":2,"scrolls":2,"tiles":[10,7,6,2],"total":29}`,
	}}.check(t, st, events)
	if !slices.Equal(events[5].At, []string{"0,1"}) {
		t.Errorf("red's scrolls at %v, want tile 64's place 0,1", events[5].At)
	}
}

// A tile laid is retold by what it shows and where it went: beside which
// tiles, and how far from the castle when not beside it.
func TestPlaceRetold(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	st.round = 3
	lay(t, st, 0, 69, 0, -1, rot0)
	lay(t, st, 0, 64, 0, 1, rot0)
	lay(t, st, 0, 1, 1, -1, rot0)
	lay(t, st, 0, 2, 0, -2, rot0)
	building(t, st, 0, 60)
	events := record(t, st, 0, "place tile 60 at 1,-2")
	told{en: []string{
		"place 0 Red lays tile 60 (mountain with a broch; pasture; a road with whisky) north of tile 1 and east of tile 2 (1 east and 2 north of the castle)",
	}, ja: map[int]string{
		0: "place 0 赤がタイル60(ブロックのある山、牧場、ウイスキー樽のある道)をタイル1の北、タイル2の東(城から東へ1マス・北へ2マス)に置きました",
	}, data: map[int]string{
		0: `{"tile":60,"turn":0,"x":1,"y":-2}`,
	}}.check(t, st, events[:1])
	if !events[0].Retell || !slices.Equal(events[0].At, []string{"1,-2"}) {
		t.Errorf("the tile laid is not retold first, at its place: %+v", events[0])
	}
}

// Every move is retold first, in random games (a discard mark and a price
// to their mover alone).
func TestEveryMoveRetold(t *testing.T) {
	enginetest.CheckRetold(t, Game{}, 8, nil)
}

// As the screens come away, a player reads its own prices as known (own:
// true) and the others' as news (own: false): what changes for each reader
// differs, the gold set behind its screen for the one, the gold seen behind
// another's screen for the others.
func TestPricesToldAsEachKnewThem(t *testing.T) {
	st := newGame(t, 2, 1, nil)
	deal(t, st, 0, 1, 2, 3)
	deal(t, st, 1, 4, 5, 6)
	price(t, st, 0, 2, 1)
	apply(t, st, 1, "discard tile 4")
	apply(t, st, 1, "price tile 5 at 1 gold")
	events := record(t, st, 1, "price tile 6 at 1 gold")
	for _, c := range []struct {
		viewer engine.Seat
		own    [2]bool // red's line, blue's
	}{{0, [2]bool{true, false}}, {1, [2]bool{false, true}}, {engine.Spectator, [2]bool{false, false}}} {
		var got []bool
		for _, e := range engine.Seen(events, c.viewer) {
			if e.Kind == "prices" && e.Detail {
				got = append(got, e.Data["own"].(bool))
			}
		}
		if !slices.Equal(got, c.own[:]) {
			t.Errorf("seat %d reads the prices as own %v, want %v", c.viewer, got, c.own)
		}
	}
}

// A tile is named by what it shows: the centre's terrain first, objects
// counted (with Japanese counters), a scroll by what it counts, its roads.
func TestTileWords(t *testing.T) {
	for id, want := range map[int][2]string{
		1:  {"tile 1 (pasture; water with 2 ships; a road with whisky)", "タイル1(牧場、船2隻のある水域、ウイスキー樽のある道)"},
		64: {"tile 64 (pasture with a scroll for cattle; water; a road with whisky)", "タイル64(巻物(牛)のある牧場、水域、ウイスキー樽のある道)"},
		32: {"tile 32 (water with a ship; pasture with 1 sheep and 1 cattle; mountain)", "タイル32(船のある水域、羊・牛のある牧場、山)"},
	} {
		if got := tileWords(int8(id - 1)); got.EN != want[0] || got.JA != want[1] {
			t.Errorf("tile %d: %q / %q, want %q / %q", id, got.EN, got.JA, want[0], want[1])
		}
	}
}
