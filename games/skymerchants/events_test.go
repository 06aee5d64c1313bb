package skymerchants

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// applyTold plays text for the player to move while recording and returns
// its events as every seat sees them.
func applyTold(t *testing.T, st *State, text string) []engine.Event {
	t.Helper()
	return enginetest.Told(t, st, engine.Seat(st.toMove[0]), text)
}

// Rulebook example (③): the red tile 1 laid north of the white start quarter
// and east of the green tile 4 gains 1 red, 1 white and 1 VP. Before it, seat
// 0 lays tile 4 and draws tile 16: seat 0 sees which, seat 1 and the
// spectators only that a tile was drawn.
func TestGainAndDrawEvents(t *testing.T) {
	st := newGame(t, 2, 1)
	deal(t, st, 0, 0, capeN+3) // tile 4: green
	deal(t, st, 1, 0, capeN)   // tile 1: red
	events := applyTold(t, st, "place tile 4 at 0,-1 turned 180")
	lay := enginetest.Want{Kind: "tile", Seat: 0, At: []string{"0,-1"},
		EN:   "{seat 0} lays tile 4 (green airship) north of the start tile",
		JA:   "{seat 0}がタイル4(緑の飛行船)を初期空島タイルの北に置きました",
		Data: "map[airship:green discarded:false revealed:[] tile:4 turn:180 was_shown:false x:0 y:-1]"}
	gain := enginetest.Want{Kind: "gain", Seat: 0,
		EN:   "{seat 0} gains 1 red and 1 VP from the airships of tile 4 (green) and the start tile (red)",
		JA:   "{seat 0}はタイル4(緑)・初期空島タイル(赤)の飛行船から赤1・1点を得ました",
		At:   []string{"0,-1", "0,0"},
		Data: "map[airships:[map[airship:green tile:4] map[airship:red tile:41]] cubes:[1 0 0] short:[0 0 0] vp:1]"}
	enginetest.ExpectSeen(t, events, 0, []enginetest.Want{lay, gain, {Kind: "draw", Seat: 0,
		EN:   "{seat 0} draws tile 16 (green airship); 15 left in the pile",
		JA:   "{seat 0}はタイル16(緑の飛行船)を引きました(山札残り15枚)",
		Data: "map[airship:green drawn:true pile:15 tile:16]"}})
	drawn := enginetest.Want{Kind: "draw", Seat: 0,
		EN:   "{seat 0} draws a tile; 15 left in the pile",
		JA:   "{seat 0}はタイルを1枚引きました(山札残り15枚)",
		Data: "map[drawn:true pile:15]"}
	enginetest.ExpectSeen(t, events, 1, []enginetest.Want{lay, gain, drawn})
	enginetest.ExpectSeen(t, events, engine.Spectator, []enginetest.Want{lay, gain, drawn})
	if st.hands[0][0] != 15 {
		t.Fatalf("seat 0 holds %v: the test needs tile 16 drawn", st.hands[0])
	}

	enginetest.ExpectSeen(t, applyTold(t, st, "place tile 1 at 1,-1")[:2], 0, []enginetest.Want{{Kind: "tile", Seat: 1, At: []string{"1,-1"},
		EN:   "{seat 1} lays tile 1 (red airship) north of the start tile and east of tile 4",
		JA:   "{seat 1}がタイル1(赤の飛行船)を初期空島タイルの北、タイル4の東に置きました",
		Data: "map[airship:red discarded:false revealed:[] tile:1 turn:0 was_shown:false x:1 y:-1]"}, {Kind: "gain", Seat: 1,
		EN:   "{seat 1} gains 1 red, 1 white and 1 VP from the airships of tile 1 (red), the start tile (white) and tile 4 (green)",
		JA:   "{seat 1}はタイル1(赤)・初期空島タイル(白)・タイル4(緑)の飛行船から赤1・白1・1点を得ました",
		At:   []string{"1,-1", "1,0", "0,-1"},
		Data: "map[airships:[map[airship:red tile:1] map[airship:white tile:42] map[airship:green tile:4]] cubes:[1 1 0] short:[0 0 0] vp:1]"}})
}

// A short supply: the red tile 19 between two red tiles and a green one, with
// 2 red cubes in the supply, gains 2 red and 1 VP; the third red is told
// missing (TestGainsWhenTheSupplyRunsShort).
func TestGainShortEvents(t *testing.T) {
	st := bare(t)
	drop(st, capeN, 0, 0, 0)
	drop(st, capeN+4, 0, -2, 2)
	drop(st, capeN+3, 1, -1, 0)
	st.hands[0][0] = straight + 1
	st.supply[Red] = 2
	enginetest.ExpectSeen(t, applyTold(t, st, "place tile 19 at 0,-1")[1:2], 1, []enginetest.Want{{Kind: "gain", Seat: 0,
		EN:   "{seat 0} gains 2 red and 1 VP from the airships of tile 19 (red), tile 5 (red), tile 4 (green) and tile 1 (red); the supply is out of 1 red",
		JA:   "{seat 0}はタイル19(赤)・タイル5(赤)・タイル4(緑)・タイル1(赤)の飛行船から赤2・1点を得ました(サプライ切れで赤1は得られません)",
		At:   []string{"0,-1", "0,-2", "1,-1", "0,0"},
		Data: "map[airships:[map[airship:red tile:19] map[airship:red tile:5] map[airship:green tile:4] map[airship:red tile:1]] cubes:[2 0 0] short:[1 0 0] vp:1]"}})
}

// A discard shows the hand: the tile kept is told to all with the discard,
// then the discarded tile's airship (TestDiscardWhenNothingFits); the empty
// pile gives nothing to draw.
func TestDiscardEvents(t *testing.T) {
	st := bare(t)
	lay(t, st, crossNESW, 0, 0, 0)
	st.hands[0] = [HandSize]int8{isletOnly - 1, isletOnly} // tiles 37 (red) and 38 (white)
	events := applyTold(t, st, "discard tile 37")
	want := []enginetest.Want{{Kind: "tile", Seat: 0,
		EN:   "{seat 0} discards tile 37 (red airship), as no tile of their hand fits: the hand is shown, and tile 38 (white airship) stays in it, known to all",
		JA:   "{seat 0}はどのタイルも置けないのでタイル37(赤の飛行船)を廃棄しました。手札を公開し、タイル38(白の飛行船)は手札に残り、全員に知られています",
		Data: "map[airship:red discarded:true revealed:[38] shown:[38] tile:37 was_shown:false]"},
		{Kind: "gain", Seat: 0,
			EN:   "{seat 0} gains 1 red from the airship of discarded tile 37 (red)",
			JA:   "{seat 0}は廃棄したタイル37(赤)の飛行船から赤1を得ました",
			Data: "map[airships:[map[airship:red tile:37]] cubes:[1 0 0] short:[0 0 0] vp:0]"},
		{Kind: "draw", Seat: 0, EN: "{seat 0} draws nothing: the pile is empty", JA: "山札がないので、{seat 0}はタイルを引きません", Data: "map[drawn:false pile:0]"}}
	enginetest.ExpectSeen(t, events, 0, want)
	enginetest.ExpectSeen(t, events, 2, want)
}

// Income (①) as seat 1's turn begins: its harbour houses on tiles 1 (red),
// 4 (green) and 2 (white) bring 1 red and 1 VP; the supply has no white
// (TestIncome). Seat 0's end of turn draws tile 23 first, told to seat 0 only.
func TestIncomeEvents(t *testing.T) {
	st := bare(t)
	drop(st, capeN, 0, 0, 0)
	drop(st, capeN+3, 2, 0, 0)
	drop(st, capeN+1, 4, 0, 0)
	drop(st, capeN+2, 6, 0, 0)
	drop(st, capeN+4, 8, 0, 0)
	house(st, 1, 0, 0, false, true)
	house(st, 1, 2, 0, false, true)
	house(st, 1, 4, 0, false, true)
	house(st, 0, 6, 0, false, true)
	house(st, 1, 8, 0, false, false)
	st.supply[White] = 0
	st.pile[0], st.nPile = twoNE-1, 1 // tile 23: red
	st.step = stepTrade
	events := applyTold(t, st, "done trading")
	income := enginetest.Want{Kind: "income", Seat: 1,
		EN:   "{seat 1}'s harbours bring 1 red and 1 VP from the airships of tile 1 (red), tile 4 (green) and tile 2 (white); the supply is out of 1 white",
		JA:   "{seat 1}の港にタイル1(赤)・タイル4(緑)・タイル2(白)の飛行船から赤1・1点が入荷しました(サプライ切れで白1は得られません)",
		At:   []string{"0,0", "2,0", "4,0"},
		Data: "map[airships:[map[airship:red tile:1] map[airship:green tile:4] map[airship:white tile:2]] cubes:[1 0 0] short:[0 1 0] vp:1]"}
	done := enginetest.Want{Kind: "done", Seat: 0, EN: "{seat 0} ends trading", JA: "{seat 0}が交換を終えました"}
	enginetest.ExpectSeen(t, events, 0, []enginetest.Want{done, {Kind: "draw", Seat: 0, EN: "{seat 0} draws tile 23 (red airship); 0 left in the pile", Data: "map[airship:red drawn:true pile:0 tile:23]"}, income})
	enginetest.ExpectSeen(t, events, 1, []enginetest.Want{done, {Kind: "draw", Seat: 0, EN: "{seat 0} draws a tile; 0 left in the pile", Data: "map[drawn:true pile:0]"}, income})
}

// A tower scores one VP per trading house on its island, every player's
// (TestTowerRule): seat 0's tower on the island of tiles 0,0 and 1,0 scores
// its own house and seat 1's.
func TestTowerEvents(t *testing.T) {
	st := towerRuleStart(t)
	enginetest.ExpectSeen(t, applyTold(t, st, "tower at 0,0")[:1], 2, []enginetest.Want{{Kind: "tower", Seat: 0,
		EN:   "{seat 0} builds a tower on their house on tile 17, paying a cube of each colour: it scores 2 VP, one per trading house on its island ({seat 0} 1, {seat 1} 1)",
		JA:   "{seat 0}が各色1つずつ払い、タイル17の商館に塔を建てました: その島の商館1つにつき1点で2点({seat 0}1・{seat 1}1)",
		At:   []string{"0,0", "1,0"},
		Data: "map[cubes:[-1 -1 -1] houses:[1 1 0] island:1 tile:17 vp:2 x:0 y:0]"}})
}

// Rulebook examples of the final scoring, told as the last turn ends: an
// open island of 5 tiles, influence 3/2/1, scores 5 and 2 (totals 9, 3, 3: a tie for 2nd)
// (TestRulebookScoringExample); a closed island of 6 tiles counts 12:
// influence 3/2/1 scores 12 and 6 (TestRulebookClosedIslandExample).
func TestScoringEvents(t *testing.T) {
	st := bare(t)
	lay(t, st, straight, 0, 0, 0)
	lay(t, st, straight+1, 0, 1, 0)
	lay(t, st, straight+2, 0, 2, 0)
	lay(t, st, straight+3, 0, 3, 0)
	lay(t, st, capeN, 0, 4, 0)
	house(st, 0, 0, 0, true, false)
	house(st, 0, 0, 1, false, false)
	house(st, 1, 0, 2, false, false)
	house(st, 1, 0, 3, false, false)
	house(st, 2, 0, 4, false, true)
	st.score = [MaxPlayers]int16{4, 1, 3}
	st.turns, st.toMove[0], st.step = TurnsEach*3, 2, stepTrade
	events := applyTold(t, st, "done trading")
	enginetest.ExpectSeen(t, events[2:], 1, []enginetest.Want{
		{Kind: "scoring", Seat: engine.Spectator, EN: "Final scoring: 1 island with trading houses, scored by influence",
			JA: "最終得点計算: 商館のある島1個を影響力で採点", Data: "map[islands:1]"},
		{Kind: "island", Seat: engine.Spectator, Detail: true,
			EN:   "island 1: 5 tiles, worth 5; influence {seat 0} 3, {seat 1} 2, {seat 2} 1: {seat 0} scores 5 and {seat 1} scores 2",
			JA:   "島1: 5枚・価値5。影響力 {seat 0}3・{seat 1}2・{seat 2}1: {seat 0}が5点、{seat 1}が2点",
			At:   []string{"0,0", "0,1", "0,2", "0,3", "0,4"},
			Data: "map[closed:false influence:[3 2 1] island:1 points:[5 2 0] tiles:5 worth:5]"},
		{Kind: "score", Seat: 0, Detail: true, EN: "{seat 0}: 4 VP in play + 5 from islands = 9, 1st", JA: "{seat 0}: ゲーム中4点 + 島5点 = 9点、1位",
			Data: "map[islands:5 play:4 rank:1 total:9]"},
		{Kind: "score", Seat: 1, Detail: true, EN: "{seat 1}: 1 VP in play + 2 from islands = 3, 2nd", Data: "map[islands:2 play:1 rank:2 total:3]"},
		{Kind: "score", Seat: 2, Detail: true, EN: "{seat 2}: 3 VP in play + 0 from islands = 3, 2nd", Data: "map[islands:0 play:3 rank:2 total:3]"},
	})
	if !st.Over() || events[1].Kind != "draw" {
		t.Fatalf("the last turn must end the game after its (empty) draw: over %v, %+v", st.Over(), events[1])
	}

	g, err := Game{}.Load([]byte(closedIslandGame))
	if err != nil {
		t.Fatal(err)
	}
	st = g.(*State)
	st.turns, st.step = TurnsEach*3, stepTrade // its last turn, with nothing to draw
	events = applyTold(t, st, "done trading")
	enginetest.ExpectSeen(t, events[2:3], 0, []enginetest.Want{{Kind: "island", Seat: engine.Spectator, Detail: true,
		EN:   "island 2: 6 tiles, closed ×2, worth 12; influence {seat 0} 3, {seat 1} 2, {seat 2} 1: {seat 0} scores 12 and {seat 1} scores 6",
		JA:   "島2: 6枚・閉じた島×2・価値12。影響力 {seat 0}3・{seat 1}2・{seat 2}1: {seat 0}が12点、{seat 1}が6点",
		At:   []string{"-1,0", "-1,-1", "-2,-1", "-3,-1", "-3,0", "-2,-2"},
		Data: "map[closed:true influence:[3 2 1] island:2 points:[12 6 0] tiles:6 worth:12]"}})
	if len(events) != 6 || events[3].Text.EN != "{seat 0}: 5 VP in play + 12 from islands = 17, 1st" {
		t.Errorf("closed island scoring: %+v", events)
	}
}

// Every move is retold first, in the board's words: a house on one island
// part of a tile with two (by the side it lies on) and on a start quarter,
// a harbour, a trade, a cube given back, the end of building and of
// trading, and a tile laid that the hand had shown.
func TestMovesRetold(t *testing.T) {
	st := bare(t)
	lay(t, st, twoNE, 0, 0, 0) // tile 23, red: parts N and E
	st.cubes[0], st.step = [Cubes]int8{5, 2, 2}, stepBuild
	for _, step := range []struct {
		text string
		want enginetest.Want
	}{
		{"house at 0,0 island 2", enginetest.Want{Kind: "house", Seat: 0, At: []string{"0,0"},
			EN:   "{seat 0} builds a trading house on tile 23's island on its east side, paying a cube of each colour",
			JA:   "{seat 0}が各色1つずつ払い、タイル23の東側の島に商館を建てました",
			Data: "map[cubes:[-1 -1 -1] island:2 tile:23 x:0 y:0]"}},
		{"harbour at 0,0 island 2", enginetest.Want{Kind: "harbour", Seat: 0, At: []string{"0,0"},
			EN:   "{seat 0} builds a harbour on their house on tile 23's island on its east side, paying a cube of each colour: its red airship brings income from their next turn",
			JA:   "{seat 0}が各色1つずつ払い、タイル23の東側の島の商館に港を建てました: 次の手番から赤の飛行船が入荷します",
			Data: "map[cubes:[-1 -1 -1] island:2 tile:23 x:0 y:0]"}},
		{"trade 3 red for 1 blue", enginetest.Want{Kind: "trade", Seat: 0,
			EN: "{seat 0} trades 3 red for 1 blue from the supply", JA: "{seat 0}が赤3つをサプライの青1つと交換しました",
			Data: "map[cubes:[-3 0 1] get:blue give:red]"}},
	} {
		events := applyTold(t, st, step.text)
		enginetest.ExpectSeen(t, events[:1], 1, []enginetest.Want{step.want})
		if !events[0].Retell {
			t.Errorf("%q: its first event does not retell it", step.text)
		}
	}

	st = bare(t)
	lay(t, st, capeN, 0, 0, 0)
	st.cubes[0], st.step = [Cubes]int8{4, 1, 0}, stepTrade
	events := applyTold(t, st, "done trading")
	enginetest.ExpectSeen(t, events, 2, []enginetest.Want{{Kind: "done", Seat: 0, EN: "{seat 0} ends trading", JA: "{seat 0}が交換を終えました"}})
	events = applyTold(t, st, "return 1 red")
	enginetest.ExpectSeen(t, events[:1], 2, []enginetest.Want{{Kind: "return", Seat: 0,
		EN: "{seat 0} gives 1 red back to the supply, keeping 4", JA: "{seat 0}が赤1つをサプライに戻しました(残り4個)",
		Data: "map[colour:red cubes:[-1 0 0] left:4]"}})

	st = newGame(t, 2, 1)
	st.cubes[0], st.step = [Cubes]int8{1, 1, 1}, stepBuild
	events = applyTold(t, st, "house at 0,0")
	enginetest.ExpectSeen(t, events[:1], 1, []enginetest.Want{{Kind: "house", Seat: 0, At: []string{"0,0"},
		EN:   "{seat 0} builds a trading house on the start tile's north-west quarter, paying a cube of each colour",
		JA:   "{seat 0}が各色1つずつ払い、初期空島タイルの北西の区画に商館を建てました",
		Data: "map[cubes:[-1 -1 -1] island:1 tile:41 x:0 y:0]"}})

	st = newGame(t, 2, 1)
	st.cubes[0], st.step = [Cubes]int8{1, 1, 1}, stepBuild
	events = applyTold(t, st, "done building")
	enginetest.ExpectSeen(t, events[:1], 1, []enginetest.Want{{Kind: "done", Seat: 0, EN: "{seat 0} ends building", JA: "{seat 0}が建設を終えました"}})

	st = newGame(t, 2, 1)
	deal(t, st, 0, 0, capeN+3)
	st.shown[0] = 1 // tile 4 was shown by a discard
	events = applyTold(t, st, "place tile 4 at 0,-1 turned 180")
	enginetest.ExpectSeen(t, events[:1], 1, []enginetest.Want{{Kind: "tile", Seat: 0, At: []string{"0,-1"},
		EN:   "{seat 0} lays tile 4 (green airship) north of the start tile",
		Data: "map[airship:green discarded:false revealed:[] tile:4 turn:180 was_shown:true x:0 y:-1]"}})
}

// Every move is retold first, in random games.
func TestEveryMoveRetold(t *testing.T) {
	enginetest.CheckRetold(t, Game{}, 12, nil)
}
