package micronesia

import (
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// applyTold plays text for the player to move while recording and returns
// its events.
func applyTold(t *testing.T, st *State, text string) []engine.Event {
	t.Helper()
	return enginetest.Told(t, st, engine.Seat(st.toMove[0]), text)
}

// afterSplit checks that a split's events begin by retelling it and
// returns those that follow.
func afterSplit(t *testing.T, events []engine.Event) []engine.Event {
	t.Helper()
	if len(events) == 0 || events[0].Kind != "split" || !events[0].Retell {
		t.Fatalf("a split's events do not begin with its retelling: %v", events)
	}
	return events[1:]
}

// expectTold checks events against want, one by one, and that every seat
// sees them all (nothing in Micronesia is hidden but the dice to come).
func expectTold(t *testing.T, events []engine.Event, want []enginetest.Want) {
	t.Helper()
	for s := engine.Spectator; s < 4; s++ {
		if seen := engine.Seen(events, s); len(seen) != len(events) {
			t.Errorf("seat %d sees %d of %d events", s, len(seen), len(events))
		}
	}
	enginetest.ExpectSeen(t, events, engine.Spectator, want)
}

// A split onto an empty island and a blue one: two colonisations, blue's
// tribes back to its stock, then blue's roll. The roll is the rulebook's
// example, 1, 3 and 4: islands 1 and 7, 3 and 5, or 4 alone.
func TestColoniseEvents(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[15,12,15],
		"islands":[{"island":5,"seat":1,"tribes":3}],"dice":[1,4,1],"seed":394}`)
	events := afterSplit(t, applyTold(t, st, "islands 1 and 5"))
	expectTold(t, events, []enginetest.Want{
		{Kind: "colonise", Seat: 0, EN: "{seat 0} colonises island 1 (1 VP) with 1 tribe from the stock, 14 left", At: []string{"1"},
			Data: "map[from:-1 island:1 returned:0 seventh:false stock:14 tribes:1 vp:1]"},
		{Kind: "colonise", Seat: 0, EN: "{seat 0} colonises island 5 (2 VP) with 4 tribes from the stock, 10 left; {seat 1} gets 3 tribes back in their stock", At: []string{"5"},
			Data: "map[from:1 island:5 returned:3 seventh:false stock:10 tribes:4 vp:2]"},
		{Kind: "roll", Seat: 1, EN: "{seat 1} rolls 1-3-4: islands 1 and 7, islands 3 and 5, or island 4",
			Data: "map[again:false before:[1 4 1] dice:[1 3 4] splits:[[1 7] [3 5] [4 4]] triples:false]"},
	})
	if len(events) == 3 {
		for i, want := range []string{
			"{seat 0}が1の島(1VP)に部族1を送って入植しました(ストック残り14)",
			"{seat 0}が5の島(2VP)に部族4を送って入植しました(ストック残り10)。{seat 1}の部族3はストックに戻ります",
			"{seat 1}のダイスは1-3-4: 「1と7の島」か「3と5の島」か「4の島だけ」に分けられます",
		} {
			if events[i].Text.JA != want {
				t.Errorf("event %d in Japanese: %q, want %q", i, events[i].Text.JA, want)
			}
		}
	}
}

// Rolled triples: one island only and another turn; the extra turn's roll
// says so.
func TestRollTriplesEvents(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[15,12,15],
		"islands":[{"island":5,"seat":1,"tribes":3}],"dice":[1,4,1],"seed":25}`)
	expectTold(t, afterSplit(t, applyTold(t, st, "islands 1 and 5"))[2:], []enginetest.Want{
		{Kind: "roll", Seat: 1, EN: "{seat 1} rolls 4-4-4, triples: island 4 only, and another turn unless a die is changed",
			Data: "map[again:false before:[1 4 1] dice:[4 4 4] splits:[[4 4]] triples:true]"},
	})

	st = load(t, `{"game":"micronesia","seats":3,"to_move":2,"step":"split","stock":[15,15,15],"islands":[],"dice":[6,6,6]}`)
	events := afterSplit(t, applyTold(t, st, "island 6"))
	expectTold(t, events, []enginetest.Want{
		{Kind: "colonise", Seat: 2, EN: "{seat 2} colonises island 6 (2 VP) with 1 tribe from the stock, 14 left", At: []string{"6"},
			Data: "map[from:-1 island:6 returned:0 seventh:false stock:14 tribes:1 vp:2]"},
		{Kind: "roll", Seat: 2, EN: "{seat 2} rolls again for triples: 6-1-6: islands 1 and 12 or islands 6 and 7",
			Data: "map[again:true before:[6 6 6] dice:[6 1 6] splits:[[1 12] [6 7]] triples:false]"},
	})
	if want := "{seat 2}はゾロ目でもう一度振り、ダイスは6-1-6: 「1と12の島」か「6と7の島」に分けられます"; len(events) == 2 && events[1].Text.JA != want {
		t.Errorf("Japanese: %q, want %q", events[1].Text.JA, want)
	}
}

// Every move retells itself first (Event.Retell), and says what it changed:
// a sacrifice its die and the tribe it cost, a split the islands it names
// (the mover's own among them), a rebalancing move its tribe, done the end
// of rebalancing; a rebalance that ends the turn by itself tells the next
// roll after it, with the dice it replaced.
func TestMovesRetold(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[11,15,15],
		"islands":[{"island":3,"seat":0,"tribes":3},{"island":8,"seat":0,"tribes":1}],"dice":[3,2,5],"seed":5}`)
	steps := []struct {
		text string
		want []enginetest.Want
	}{
		{"sacrifice die 3 to 6", []enginetest.Want{{Kind: "sacrifice", Seat: 0,
			EN:   "{seat 0} sacrifices a tribe to turn die 3 from 5 to 6: the dice show 3-2-6; 10 left in the stock",
			JA:   "{seat 0}が部族1つを生贄にしてダイス3を5から6に変えました(ダイス3-2-6、ストック残り10)",
			Data: "map[dice:[3 2 6] die:3 from:5 stock:10 to:6]"}}},
		{"islands 3 and 8", []enginetest.Want{{Kind: "split", Seat: 0, At: []string{"3", "8"},
			EN:   "{seat 0} splits the dice 3-2-6 into islands 3 and 8; both are theirs already",
			JA:   "{seat 0}がダイス3-2-6を3と8の島に分けました(3と8の島はすでに自分の島です)",
			Data: "map[dice:[3 2 6] islands:[3 8] own:[3 8]]"}}},
		{"move 3 to 8", []enginetest.Want{{Kind: "move", Seat: 0, At: []string{"3", "8"},
			EN:   "{seat 0} moves a tribe from island 3 to island 8 (2 and 2 tribes there now)",
			JA:   "{seat 0}が3の島から8の島へ部族1つを移しました(3の島に2、8の島に2)",
			Data: "map[from:3 to:8 tribes:[2 2]]"}}},
		{"move 3 to 8", []enginetest.Want{{Kind: "move", Seat: 0, At: []string{"3", "8"},
			EN:   "{seat 0} moves a tribe from island 3 to island 8 (1 and 3 tribes there now)",
			Data: "map[from:3 to:8 tribes:[1 3]]"},
			{Kind: "roll", Seat: 1, EN: "{seat 1} rolls 3-6-6: islands 3 and 12 or islands 6 and 9",
				Data: "map[again:false before:[3 2 6] dice:[3 6 6] splits:[[3 12] [6 9]] triples:false]"}}},
	}
	for _, step := range steps {
		events := applyTold(t, st, step.text)
		expectTold(t, events, step.want)
		if len(events) == 0 || !events[0].Retell {
			t.Errorf("%q: the first event does not retell the move: %v", step.text, events)
		}
	}

	st = load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[11,15,15],
		"islands":[{"island":3,"seat":0,"tribes":3},{"island":8,"seat":0,"tribes":1}],"dice":[3,4,1],"seed":5}`)
	events := applyTold(t, st, "islands 3 and 5")
	expectTold(t, events, []enginetest.Want{
		{Kind: "split", Seat: 0, At: []string{"3", "5"}, EN: "{seat 0} splits the dice 3-4-1 into islands 3 and 5; island 3 is theirs already",
			JA: "{seat 0}がダイス3-4-1を3と5の島に分けました(3の島はすでに自分の島です)", Data: "map[dice:[3 4 1] islands:[3 5] own:[3]]"},
		{Kind: "colonise", Seat: 0, At: []string{"5"}, EN: "{seat 0} colonises island 5 (2 VP) with 1 tribe from the stock, 10 left",
			Data: "map[from:-1 island:5 returned:0 seventh:false stock:10 tribes:1 vp:2]"},
	})
	events = applyTold(t, st, "done")
	if len(events) != 2 || events[0].Kind != "done" || !events[0].Retell || events[0].Text.EN != "{seat 0} ends the rebalancing of their islands" ||
		events[0].Text.JA != "{seat 0}が島間の調整を終えました" || events[1].Kind != "roll" {
		t.Errorf("done told %v, want its retelling and blue's roll", events)
	}
}

// The example (TestOrderOfABurstingSplit): red, 2 in stock, takes
// blue's island 9 first, then bursts on yellow's island 5 of 4 tribes;
// yellow wins 3-1. The other order bursts at once and blue wins 4-3.
func TestBurstEvents(t *testing.T) {
	js := `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[2,13,10],
		"islands":[{"island":12,"seat":0,"tribes":1},{"island":9,"seat":1,"tribes":1},{"island":2,"seat":1,"tribes":1},
		{"island":5,"seat":2,"tribes":4},{"island":3,"seat":2,"tribes":1}],"dice":[5,4,5]}`
	events := applyTold(t, load(t, js), "island 9 first, then 5")
	if e := events[0]; e.Text.EN != "{seat 0} splits the dice 5-4-5 into islands 5 and 9, island 9 first" ||
		e.Text.JA != "{seat 0}がダイス5-4-5を5と9の島に分け、先に9の島に入植します" || !slices.Equal(e.At, []string{"9", "5"}) {
		t.Errorf("the split in order retold as %+v", e)
	}
	events = afterSplit(t, events)
	expectTold(t, events, []enginetest.Want{
		{Kind: "colonise", Seat: 0, EN: "{seat 0} colonises island 9 (3 VP) with 2 tribes from the stock, 0 left; {seat 1} gets 1 tribe back in their stock", At: []string{"9"},
			Data: "map[from:1 island:9 returned:1 seventh:false stock:0 tribes:2 vp:3]"},
		{Kind: "burst", Seat: 0, EN: "{seat 0} bursts on island 5: it takes 5 tribes and the stock holds 0; island 5 keeps {seat 2}'s 4 tribes, the game ends and {seat 0} is out with 0 VP", At: []string{"5"},
			Data: "map[holder:2 island:5 need:5 stock:0 tribes:4]"},
		{Kind: "scoring", Seat: engine.Spectator, EN: "Final scoring: island VP"},
		{Kind: "score", Seat: 0, Detail: true, EN: "{seat 0}: burst, out with 0 VP (7 VP on islands not counted), 3rd", At: []string{"9", "12"},
			Data: "map[islands:[9 12] out:true rank:3 vp:0]"},
		{Kind: "score", Seat: 1, Detail: true, EN: "{seat 1}: 1 VP from 1 island (2), 2nd", At: []string{"2"},
			Data: "map[islands:[2] out:false rank:2 vp:1]"},
		{Kind: "score", Seat: 2, Detail: true, EN: "{seat 2}: 3 VP from 2 islands (3, 5), 1st", At: []string{"3", "5"},
			Data: "map[islands:[3 5] out:false rank:1 vp:3]"},
	})
	if want := "{seat 0}が5の島でバースト: 部族5が必要ですがストックは0です。{seat 2}の部族4は5の島に残ります。ゲームは終わり、{seat 0}は0VPで脱落します"; len(events) > 1 && events[1].Text.JA != want {
		t.Errorf("burst in Japanese: %q, want %q", events[1].Text.JA, want)
	}
	if want := "{seat 2}: 2島(3・5)で3VP、1位"; len(events) > 5 && events[5].Text.JA != want {
		t.Errorf("score in Japanese: %q, want %q", events[5].Text.JA, want)
	}

	events = afterSplit(t, applyTold(t, load(t, js), "island 5 first, then 9"))
	expectTold(t, events[:2], []enginetest.Want{
		{Kind: "burst", Seat: 0, EN: "{seat 0} bursts on island 5: it takes 5 tribes and the stock holds 2; island 5 keeps {seat 2}'s 4 tribes, the game ends and {seat 0} is out with 0 VP", At: []string{"5"},
			Data: "map[holder:2 island:5 need:5 stock:2 tribes:4]"},
		{Kind: "scoring", Seat: engine.Spectator, EN: "Final scoring: island VP"},
	})
	if got := events[3].Text.EN; got != "{seat 1}: 4 VP from 2 islands (2, 9), 1st" {
		t.Errorf("blue's score: %q", got)
	}

	// An empty island with an empty stock bursts too; the island stays empty.
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[0,15,15],"islands":[],"dice":[6,1,6]}`)
	events = afterSplit(t, applyTold(t, st, "islands 6 and 7"))
	if len(events) != 5 || events[0].Text.EN != "{seat 0} bursts on island 6: it takes 1 tribe and the stock holds 0; island 6 stays empty, the game ends and {seat 0} is out with 0 VP" {
		t.Errorf("burst on an empty island: %v", events)
	}
	if got := events[len(events)-1].Text.EN; got != "{seat 2}: no island, 0 VP, 1st" {
		t.Errorf("a score with no island: %q", got)
	}
}

// A seventh island wins before the split's second island would burst
// (TestSeventhIslandBeforeBurst).
func TestSeventhIslandEvents(t *testing.T) {
	st := load(t, `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[2,0,12],
		"islands":[{"island":1,"seat":0,"tribes":1},{"island":2,"seat":0,"tribes":1},{"island":3,"seat":0,"tribes":1},
		{"island":4,"seat":0,"tribes":1},{"island":5,"seat":0,"tribes":1},{"island":7,"seat":0,"tribes":1},
		{"island":12,"seat":1,"tribes":15},{"island":9,"seat":2,"tribes":3}],"dice":[6,4,5]}`)
	events := afterSplit(t, applyTold(t, st, "island 6 first, then 9"))
	expectTold(t, events, []enginetest.Want{
		{Kind: "colonise", Seat: 0, EN: "{seat 0} colonises island 6 (2 VP) with 1 tribe from the stock, 1 left: that makes 7 islands, so the game ends and {seat 0} wins", At: []string{"6"},
			Data: "map[from:-1 island:6 returned:0 seventh:true stock:1 tribes:1 vp:2]"},
		{Kind: "scoring", Seat: engine.Spectator, EN: "Final scoring: island VP"},
		{Kind: "score", Seat: 0, Detail: true, EN: "{seat 0}: 12 VP from 7 islands (1, 2, 3, 4, 5, 6, 7), 1st", At: strings.Split("1 2 3 4 5 6 7", " "),
			Data: "map[islands:[1 2 3 4 5 6 7] out:false rank:1 vp:12]"},
		{Kind: "score", Seat: 1, Detail: true, EN: "{seat 1}: 4 VP from 1 island (12), 2nd", At: []string{"12"},
			Data: "map[islands:[12] out:false rank:2 vp:4]"},
		{Kind: "score", Seat: 2, Detail: true, EN: "{seat 2}: 3 VP from 1 island (9), 3rd", At: []string{"9"},
			Data: "map[islands:[9] out:false rank:3 vp:3]"},
	})
	if want := "{seat 0}が6の島(2VP)に部族1を送って入植しました(ストック残り1)。7島目なので、ゲームは終わり{seat 0}の勝利です"; len(events) > 0 && events[0].Text.JA != want {
		t.Errorf("Japanese: %q, want %q", events[0].Text.JA, want)
	}
}

// Every move is retold first, in words: random games, each move's first
// event.
func TestEveryMoveRetold(t *testing.T) {
	enginetest.CheckRetold(t, Game{}, 30, nil)
}
