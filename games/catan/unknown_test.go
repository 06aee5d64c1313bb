package catan

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// Tests of The Unknown Island (未知の陸地), one for each row of the last
// table of RULES.md. Most play a 4-player game scripted below: its picks,
// its islands, its initial placement.
//
// The 4-player frame (unknown-4) numbers its 53 hexes in rows of 8 and 7;
// the start hexes are 10 (red), 14 (blue), 44 (yellow) and 40 (green).
// The islands scripted:
//
//	red    hills 6 on 10, forest 3 on 11, pasture 9 on 18, fields 5 on 17, ore harbour on 9 facing 28-36
//	blue   mountains 8 on 14, fields 11 on 15, hills 4 on 22, forest 10 on 21, 3:1 harbour on 13 facing 32-40
//	yellow gold 8 on 44, pasture 3 on 45, mountains 10 on 37, hills 5 on 36, brick harbour on 43 facing 100-108
//	green  fields 6 on 40, mountains 11 on 41, forest 9 on 33, pasture 4 on 32, wool harbour on 39 facing 96-104

// picks4 are the selection phase: five rounds of red, blue, yellow, green.
var picks4 = []string{
	"take hills 6", "take mountains 8", "take gold field 8", "take fields 6",
	"take forest 3", "take fields 11", "take pasture 3", "take mountains 11",
	"take pasture 9", "take hills 4", "take mountains 10", "take forest 9",
	"take fields 5", "take forest 10", "take hills 5", "take pasture 4",
	"take harbour ore", "take harbour 3:1", "take harbour brick", "take harbour wool",
}

// islands4 are each seat's island building.
var islands4 = [][]string{
	{"lay hills on 10", "lay forest on 11", "lay pasture on 18", "lay fields on 17", "lay harbour on 9 at 28-36",
		"chip 6 on 10", "chip 3 on 11", "chip 9 on 18", "chip 5 on 17"},
	{"lay mountains on 14", "lay fields on 15", "lay hills on 22", "lay forest on 21", "lay harbour on 13 at 32-40",
		"chip 8 on 14", "chip 11 on 15", "chip 4 on 22", "chip 10 on 21"},
	{"lay gold field on 44", "lay pasture on 45", "lay mountains on 37", "lay hills on 36", "lay harbour on 43 at 100-108",
		"chip 8 on 44", "chip 3 on 45", "chip 10 on 37", "chip 5 on 36"},
	{"lay fields on 40", "lay mountains on 41", "lay forest on 33", "lay pasture on 32", "lay harbour on 39 at 96-104",
		"chip 6 on 40", "chip 11 on 41", "chip 9 on 33", "chip 4 on 32"},
}

// placement4 is the initial placement in snake order, a settlement and
// the road or ship at it each, once the face-down tiles it turns up are
// arranged as faceUp4 says.
var placement4 = []string{
	"settle 29", "ship 21-29", // red: turns up 3 (sea), then 4 (pasture)
	"settle 33", "road 24-33", // blue: 7 (hills), then 6 (desert)
	"settle 101", "road 93-101", // yellow: 38 (fields)
	"settle 96", "road 88-96", // green
	"settle 105", "road 105-114", // green: 48 (mountains), then 49 (sea)
	"settle 108", "ship 108-116", // yellow: 51 (sea), then 50 (mountains)
	"settle 50", "road 50-59", // blue: 23 (forest), then 30 (desert)
	"settle 54", "road 54-63", // red: 25 (hills), then 26 (sea)
}

// faceUp4 are the face-down tiles the initial placement turns up.
var faceUp4 = []facing{
	{3, land(Sea)}, {4, land(Pasture)}, {7, land(Hills)}, {6, land(Desert)}, {38, land(Fields)},
	{48, land(Mountains)}, {49, land(Sea)}, {51, land(Sea)}, {50, land(Mountains)}, {23, land(Forest)},
	{30, land(Desert)}, {25, land(Hills)}, {26, land(Sea)},
}

// islands4Game is the scripted 4-player game once the islands are built
// and the board filled, before the initial placement, with the options
// given.
func islands4Game(t *testing.T, opts ...string) *State {
	t.Helper()
	st := unknownGame(t, 4, opts...)
	st.script(t, picks4...)
	for _, steps := range islands4 {
		st.script(t, steps...)
	}
	return st
}

// placed4 is the scripted 4-player game after the initial placement and
// the start payment (red takes the cards of 54, blue of 33, yellow of 101
// choosing lumber from the gold field, green of 105): red's first turn,
// before the roll. Hands: red brick, wool, grain; blue brick, grain, ore;
// yellow lumber, wool, ore; green grain, 2 ore.
func placed4(t *testing.T, opts ...string) *State {
	t.Helper()
	st := islands4Game(t, opts...)
	st.arrange(t, faceUp4...)
	st.script(t, placement4...)
	st.script(t, "take the cards of 54", "take the cards of 33", "take the cards of 101", "gold lumber", "take the cards of 105")
	return st
}

// Tiles and chips, frames: the supply table read sea, desert, gold, the
// five terrains, 3:1 and 2:1 harbours; the chips 2-12 without 7; 3
// players 32 tiles (or the printed 46, 14 more sea); 5-6 players add
// harbour chips (6: a 3:1 chip too). Frames hold exactly the tiles in rows
// of alternating length, a start hex per seat 3 apart (4 from 4 players
// up), and the frame around counts as sea.
func TestScenarioSupplies(t *testing.T) {
	numbers := func(n2, n3, n4, n5, n6, n8, n9, n10, n11, n12 int8) [13]int8 {
		return [13]int8{2: n2, 3: n3, 4: n4, 5: n5, 6: n6, 8: n8, 9: n9, 10: n10, 11: n11, 12: n12}
	}
	all2to1 := func(n int8) [harbourKinds]int8 { return [harbourKinds]int8{n, n, n, n, n, 0} }
	with31 := func(h [harbourKinds]int8, n int8) [harbourKinds]int8 { h[genericHarbour] = n; return h }
	tiles := func(sea, desert, gold, each int8) [terrains]int8 {
		return [terrains]int8{Sea: sea, Desert: desert, Gold: gold, Hills: each, Forest: each, Pasture: each, Fields: each, Mountains: each}
	}
	for _, c := range []struct {
		seats    int
		opts     []string
		board    string
		rows     []int
		apart    int
		tiles    [terrains]int8
		harbours [harbourKinds]int8
		chips    [harbourKinds]int8
		numbers  [13]int8
		bank     int8
	}{
		{3, nil, "unknown-3", []int{6, 7, 6, 7, 6}, 3,
			tiles(8, 1, 1, 3), with31(all2to1(1), 2), [harbourKinds]int8{}, numbers(1, 2, 2, 2, 2, 2, 2, 2, 2, 1), 19},
		{3, []string{"frame3=46"}, "unknown-3-46", []int{7, 6, 7, 6, 7, 6, 7}, 3,
			tiles(22, 1, 1, 3), with31(all2to1(1), 2), [harbourKinds]int8{}, numbers(1, 2, 2, 2, 2, 2, 2, 2, 2, 1), 19},
		{4, nil, "unknown-4", []int{8, 7, 8, 7, 8, 7, 8}, 4,
			tiles(14, 3, 2, 5), with31(all2to1(1), 4), [harbourKinds]int8{}, numbers(2, 3, 3, 3, 3, 3, 3, 3, 3, 2), 19},
		{4, []string{"golds=swapped"}, "unknown-4", []int{8, 7, 8, 7, 8, 7, 8}, 4,
			tiles(14, 2, 3, 5), with31(all2to1(1), 4), [harbourKinds]int8{}, numbers(2, 3, 3, 3, 3, 3, 3, 3, 3, 2), 19},
		{5, nil, "unknown-5", []int{10, 9, 10, 9, 10, 9, 10}, 4,
			tiles(20, 4, 3, 6), with31(all2to1(1), 5), all2to1(1), numbers(2, 4, 3, 4, 4, 4, 4, 3, 4, 2), 24},
		{6, nil, "unknown-6", []int{10, 9, 10, 9, 10, 9, 10}, 4,
			tiles(20, 4, 3, 6), with31(all2to1(1), 5), with31(all2to1(1), 1), numbers(2, 4, 3, 4, 4, 4, 4, 3, 4, 2), 24},
	} {
		name := fmt.Sprintf("%d players %v", c.seats, c.opts)
		st := unknownGame(t, c.seats, c.opts...)
		b := st.board()
		if b.Name != c.board || st.goal != 13 || st.bankN != c.bank {
			t.Errorf("%s: board %s, goal %d, bank %d; want %s, 13, %d", name, b.Name, st.goal, st.bankN, c.board, c.bank)
		}
		if st.tiles != c.tiles || st.harbourTiles != c.harbours || st.harbourChips != c.chips || st.chips != c.numbers {
			t.Errorf("%s: supply tiles %v harbours %v chips %v numbers %v; want %v %v %v %v", name,
				st.tiles, st.harbourTiles, st.harbourChips, st.chips, c.tiles, c.harbours, c.chips, c.numbers)
		}
		total := 0
		for _, n := range c.tiles {
			total += int(n)
		}
		for _, n := range c.harbours {
			total += int(n)
		}
		if b.Interior != total {
			t.Errorf("%s: the frame holds %d hexes for %d tiles", name, b.Interior, total)
		}
		var rows []int
		for h, at := range b.Hexes[:b.Interior] {
			if h == 0 || at[1] != b.Hexes[h-1][1] {
				rows = append(rows, 0)
			}
			rows[len(rows)-1]++
		}
		if !slices.Equal(rows, c.rows) {
			t.Errorf("%s: rows %v, want %v", name, rows, c.rows)
		}
		starts := st.layout.Starts[:c.seats]
		for i, s := range starts {
			for _, o := range starts[i+1:] {
				if d := hexDistance(b.Hexes[s.Anchor], b.Hexes[o.Anchor]); d < c.apart {
					t.Errorf("%s: start hexes %d and %d are %d apart, want %d at least", name, s.Anchor+1, o.Anchor+1, d, c.apart)
				}
			}
		}
		for h := range b.Interior {
			if slices.Contains(b.HexNeighbours[h][:], noHex) {
				t.Errorf("%s: hex %d lies on the edge, with no frame beside it", name, h+1)
			}
		}
		for h := b.Interior; h < len(b.Hexes); h++ {
			if !st.sea(h) || st.land(h) {
				t.Errorf("%s: frame hex %d is not sea", name, h+1)
			}
		}
		if st.step != stepSelect || !slices.Equal(st.ToMove(), []engine.Seat{0}) {
			t.Errorf("%s: the game begins in step %s with %v to move; want the selection, red", name, stepKeys[st.step], st.ToMove())
		}
		pos, _ := st.MarshalJSON()
		if !strings.Contains(string(pos), `"board":"`+c.board+`"`) || !strings.Contains(string(pos), `"goal":13`) {
			t.Errorf("%s: the position does not name board %s and goal 13: %s", name, c.board, pos)
		}
	}
	if _, err := (Game{}).New(engine.Config{Seats: 4, Seed: 1, Options: map[string]string{"scenario": "unknown-island", "frame3": "46"}}); err == nil {
		t.Error("the 46-hex frame was set up for 4 players")
	}
}

// hexDistance is the number of steps between two hexes in axial [q, r].
func hexDistance(a, b [2]int) int {
	dq, dr := a[0]-b[0], a[1]-b[1]
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// picksWith are the picks among texts whose number keep is true of.
func picksWith(texts []string, keep func(n int) bool) []string {
	var out []string
	for _, text := range texts {
		var t string
		var n int
		if _, err := fmt.Sscanf(strings.Replace(text, "gold field", "gold", 1), "take %s %d", &t, &n); err == nil && keep(n) {
			out = append(out, text)
		}
	}
	return out
}

// The selection phase: from the start player round the table five times, a
// terrain tile with a number chip or a harbour; in all 4 terrains and 1
// harbour, at most one red chip, at least one 3 or 11, any terrain while
// the supply lasts; no sea or desert; gold with a chip; no pick that
// leaves a player unable to finish. The advice (numbers=split): chips
// from both halves, no 2 or 12. Buying harbours: 4 picks, no harbour.
// 5-6 players: the harbour chips too.
func TestSelectionRules(t *testing.T) {
	st := unknownGame(t, 4)
	all := st.legalTexts(0)
	if len(all) != 66 || len(st.legalTexts(0, kindPickHarbour)) != 6 {
		t.Fatalf("red may first take %d things (%d harbours), want 6 terrains × 10 numbers and 6 harbours: %v", len(all), len(st.legalTexts(0, kindPickHarbour)), all)
	}
	for _, want := range []string{"take gold field 2", "take gold field 12", "take hills 6", "take mountains 11", "take harbour 3:1", "take harbour ore"} {
		if !slices.Contains(all, want) {
			t.Errorf("red may not %q", want)
		}
	}
	for _, text := range []string{"take sea 5", "take desert 5", "take hills 7", "take harbour chip ore"} {
		st.refuse(t, 0, text)
	}
	for _, c := range []struct {
		a      engine.Action
		en, ja string
	}{
		{pack(kindPick, int(Hills), 6), "take hills 6", "丘陵 6を取る"},
		{pack(kindPick, int(Gold), 8), "take gold field 8", "砂金川 8を取る"},
		{pack(kindPickHarbour, genericHarbour, 0), "take harbour 3:1", "3:1の港を取る"},
		{pack(kindPickHarbour, int(Ore), 0), "take harbour ore", "鉱石の港を取る"},
		{pack(kindPickHarbour, int(Ore), 1), "take harbour chip ore", "鉱石の港チップを取る"},
	} {
		en, ja := st.Describe(c.a, engine.EN), st.Describe(c.a, engine.JA)
		a1, err1 := st.Parse(c.en)
		a2, err2 := st.Parse(c.ja)
		if en != c.en || ja != c.ja || err1 != nil || err2 != nil || a1 != c.a || a2 != c.a {
			t.Errorf("%q / %q read %q / %q, parse back to %v %v", en, ja, c.en, c.ja, err1, err2)
		}
	}

	// The scripted picks, round the table five times.
	for i, text := range picks4 {
		if p := engine.Seat(i % 4); !slices.Equal(st.ToMove(), []engine.Seat{p}) || st.step != stepSelect {
			t.Fatalf("pick %d: %v to move in step %s, want %s", i+1, st.ToMove(), stepKeys[st.step], engine.SeatColour(p, engine.EN))
		}
		if i == 4 { // red holds a 6
			if reds := picksWith(st.legalTexts(0, kindPick), isRed); len(reds) > 0 {
				t.Errorf("red, holding a 6, may take %v", reds)
			}
			st.refuse(t, 0, "take forest 8")
		}
		play(t, st, text)
	}
	if st.step != stepIsland || st.held[0] != [terrains]int8{Hills: 1, Forest: 1, Pasture: 1, Fields: 1} ||
		st.heldChips[0] != [13]int8{3: 1, 5: 1, 6: 1, 9: 1} || st.heldHarbour[0] != int8(Ore) {
		t.Errorf("after the selection: step %s; red holds %v, chips %v, harbour %d", stepKeys[st.step], st.held[0], st.heldChips[0], st.heldHarbour[0])
	}
	if want := ([terrains]int8{Sea: 14, Desert: 3, Gold: 1, Hills: 2, Forest: 2, Pasture: 2, Fields: 2, Mountains: 2}); st.tiles != want {
		t.Errorf("tiles left %v, want %v", st.tiles, want)
	}
	if want := ([13]int8{2: 2, 3: 1, 4: 1, 5: 1, 6: 1, 8: 1, 9: 1, 10: 1, 11: 1, 12: 2}); st.chips != want {
		t.Errorf("chips left %v, want %v", st.chips, want)
	}

	// One harbour each.
	st = unknownGame(t, 4)
	st.script(t, "take harbour ore", "take hills 3", "take hills 11", "take forest 3")
	if h := st.legalTexts(0, kindPickHarbour); len(h) > 0 {
		t.Errorf("red, holding a harbour, may take %v", h)
	}
	st.refuse(t, 0, "take harbour brick")

	// A 3 or an 11: red, with three terrains and neither, takes one now.
	st = unknownGame(t, 4)
	st.script(t, "take hills 4", "take hills 3", "take hills 11", "take forest 3",
		"take forest 5", "take pasture 4", "take pasture 5", "take pasture 9",
		"take pasture 10", "take fields 9", "take fields 10", "take fields 4")
	picks := st.legalTexts(0, kindPick)
	if len(picks) == 0 || len(picksWith(picks, threeOrEleven)) != len(picks) || len(st.legalTexts(0, kindPickHarbour)) != 6 {
		t.Errorf("red's fourth terrain must carry a 3 or an 11 (the harbour may wait): %v", st.legalTexts(0))
	}
	st.refuse(t, 0, "take fields 12")

	// Room for the others: with one 11 left and no 3, yellow (who has a 3)
	// may not take the 11 green still needs.
	st = unknownGame(t, 4)
	st.script(t, "take hills 3", "take forest 3", "take pasture 3", "take hills 4", "take forest 11", "take pasture 11")
	if n := picksWith(st.legalTexts(2, kindPick), threeOrEleven); len(n) > 0 || st.chips[11] != 1 || st.chips[3] != 0 {
		t.Errorf("yellow may take %v, the 11 green needs", n)
	}
	st.refuse(t, 2, "take fields 11")
	st.script(t, "take fields 4", "take fields 11")

	// Any terrain while the supply lasts (5 fields; red takes two); 2 gold fields.
	st = unknownGame(t, 4)
	st.script(t, "take fields 3", "take fields 11", "take fields 3", "take fields 11", "take fields 4", "take gold field 5", "take gold field 9")
	if st.held[0][Fields] != 2 || st.tiles[Fields] != 0 || st.tiles[Gold] != 0 {
		t.Errorf("red holds %d fields; %d fields and %d gold fields left", st.held[0][Fields], st.tiles[Fields], st.tiles[Gold])
	}
	if f := st.legalTexts(3, kindPick); slices.ContainsFunc(f, func(s string) bool { return strings.Contains(s, "fields") }) {
		t.Errorf("green may take a terrain gone: %v", f)
	}
	st.refuse(t, 3, "take fields 5")
	st.refuse(t, 3, "take gold field 10")

	// The advice: no 2 or 12, and both halves.
	st = unknownGame(t, 4, "numbers=split")
	if n := picksWith(st.legalTexts(0, kindPick), func(n int) bool { return n == 2 || n == 12 }); len(n) > 0 {
		t.Errorf("with the advice red may take %v", n)
	}
	st.refuse(t, 0, "take hills 2")
	st.script(t, "take hills 3", "take hills 11", "take hills 3", "take hills 11",
		"take forest 4", "take forest 9", "take forest 10", "take forest 5", "take pasture 5")
	st.script(t, "take pasture 9", "take pasture 10", "take fields 9")
	picks = st.legalTexts(0, kindPick)
	if len(picks) == 0 || len(picksWith(picks, highNumber)) != len(picks) {
		t.Errorf("red, with 3, 4 and 5, must take 8-11 now: %v", picks)
	}
	st.refuse(t, 0, "take mountains 4")

	// Only picks that leave a player unable to finish are kept back. With
	// the advice, green (holding 5, 10, 11) may take the 3: blue (6, 9, 10)
	// then takes the 11 it needs, yellow (8, 9, 9) the last 3, a 3-or-11
	// and a low chip at once, red (3, 5, 8, 11) a harbour.
	st = unknownGame(t, 4, "numbers=split")
	st.script(t, "take hills 3", "take hills 6", "take mountains 8", "take hills 5",
		"take forest 5", "take forest 9", "take mountains 9", "take fields 10",
		"take mountains 8", "take pasture 10", "take gold field 9", "take mountains 11",
		"take mountains 11", "take harbour ore", "take harbour 3:1")
	if st.chips != ([13]int8{2: 2, 3: 2, 4: 3, 5: 1, 6: 2, 8: 1, 10: 1, 11: 1, 12: 2}) || !slices.Contains(st.legalTexts(3), "take hills 3") {
		t.Errorf("with the advice, green may not take a 3 though the others can still finish (chips left %v): %v", st.chips, st.legalTexts(3, kindPick))
	}
	// 6 players with the advice: 22 chips that are not red for 24 picks
	// leave two red chips to take, one each for two players; the start
	// player's first pick need not be one.
	st = unknownGame(t, 6, "numbers=split")
	if !slices.Contains(st.legalTexts(0), "take hills 3") {
		t.Errorf("6 players with the advice: red's first pick may only carry a red chip: %v", st.legalTexts(0, kindPick))
	}

	// Buying harbours: 4 terrains each, no harbour.
	st = unknownGame(t, 4, "harbours=buy")
	n := 0
	for ; st.step == stepSelect; n++ {
		p := st.ToMove()[0]
		if h := st.legalTexts(p, kindPickHarbour); len(h) > 0 {
			t.Fatalf("harbours are for sale, yet %s may take %v", engine.SeatColour(p, engine.EN), h)
		}
		if err := st.Apply(p, st.Legal(p, nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if n != 16 || st.terrainsHeld(3) != 4 || st.heldHarbour[3] != noHarbour {
		t.Errorf("buying harbours: %d picks, green holds %d terrains and harbour %d; want 16, 4, none", n, st.terrainsHeld(3), st.heldHarbour[3])
	}

	// 5 players: the five 2:1 harbour chips; 6 players: a 3:1 chip as well.
	for seats, want := range map[int][]string{
		5: {"take harbour chip brick", "take harbour chip grain", "take harbour chip lumber", "take harbour chip ore", "take harbour chip wool"},
		6: {"take harbour chip 3:1", "take harbour chip brick", "take harbour chip grain", "take harbour chip lumber", "take harbour chip ore", "take harbour chip wool"},
	} {
		st = unknownGame(t, seats)
		chips := slices.DeleteFunc(st.legalTexts(0, kindPickHarbour), func(s string) bool { return !strings.Contains(s, "chip") })
		if !slices.Equal(chips, want) {
			t.Errorf("%d players: harbour chips %v, want %v", seats, chips, want)
		}
	}
	st = unknownGame(t, 5)
	st.script(t, "鉱石の港チップを取る")
	if st.heldHarbour[0] != int8(Ore) || !st.heldIsChip[0] || st.harbourChips[Ore] != 0 {
		t.Errorf("red took the ore chip: holds %d (chip %v), %d left", st.heldHarbour[0], st.heldIsChip[0], st.harbourChips[Ore])
	}
	st.script(t, "take hills 3", "take hills 11", "take hills 4", "take hills 5")
	if h := st.legalTexts(0, kindPickHarbour); len(h) > 0 {
		t.Errorf("red, holding a harbour chip, may take %v", h)
	}
}

// picks3 are a 3-player selection phase: red hills 3, forest 4, pasture 5,
// fields 9 and a 3:1 harbour; blue hills 11, forest 10, pasture 9,
// mountains 4 and an ore harbour; yellow fields 11, mountains 5, forest 6,
// pasture 10 and a brick harbour. (unknown-3 starts: red 10, blue 25,
// yellow 21.)
var picks3 = []string{
	"take hills 3", "take hills 11", "take fields 11",
	"take forest 4", "take forest 10", "take mountains 5",
	"take pasture 5", "take pasture 9", "take forest 6",
	"take fields 9", "take mountains 4", "take pasture 10",
	"take harbour 3:1", "take harbour ore", "take harbour brick",
}

// hexesOf are the hexes (numbered from 1) that the actions of texts of
// the form "lay … on H" name, each once.
func hexesOf(texts []string) []int {
	var out []int
	for _, text := range texts {
		i := strings.LastIndex(text, " on ")
		var h int
		fmt.Sscanf(strings.Fields(text[i+4:])[0], "%d", &h)
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	slices.Sort(out)
	return out
}

// Island building: in seat order, a terrain on the start hex, the other
// three beside it (loose: hanging together), never beside another's land
// or free start hex; then the harbour turned toward the island; then the
// four chips. 5-6 players: a harbour chip on a sea tile from the supply
// or on the frame beside the island. No step that leaves a player to
// build without room.
func TestIslandBuilding(t *testing.T) {
	st := unknownGame(t, 4)
	st.script(t, picks4...)
	if got := st.legalTexts(0); !slices.Equal(got, sorted("lay hills on 10", "lay forest on 10", "lay pasture on 10", "lay fields on 10")) {
		t.Errorf("red's first tile goes on the start hex 10: %v", got)
	}
	st.refuse(t, 0, "lay hills on 11")
	st.refuse(t, 0, "lay harbour on 9 at 28-36")
	st.refuse(t, 0, "chip 6 on 10")
	st.refuse(t, 1, "lay mountains on 14")
	st.script(t, "lay hills on 10")
	tiles := st.legalTexts(0)
	if got := hexesOf(tiles); len(tiles) != 18 || !slices.Equal(got, []int{2, 3, 9, 11, 17, 18}) {
		t.Errorf("red's other tiles go beside 10 (2, 3, 9, 11, 17, 18), 3 kinds each: %v", tiles)
	}
	st.refuse(t, 0, "lay forest on 12")
	st.refuse(t, 0, "lay forest on 19")
	st.script(t, "lay forest on 11", "lay pasture on 18", "lay fields on 17")
	harbours := st.legalTexts(0)
	on9 := slices.DeleteFunc(slices.Clone(harbours), func(s string) bool { return !strings.HasPrefix(s, "lay harbour on 9 ") })
	if got := hexesOf(harbours); !slices.Equal(got, []int{2, 3, 9}) ||
		!slices.Equal(on9, sorted("lay harbour on 9 at 19-28", "lay harbour on 9 at 28-36", "lay harbour on 9 at 36-44", "lay harbour on 9 at 35-44")) {
		t.Errorf("red's harbour goes on 2, 3 or 9 beside 10, facing the island (on 9: 19-28, 28-36, 36-44, 35-44): %v", harbours)
	}
	st.refuse(t, 0, "lay harbour on 9 at 27-35")
	st.refuse(t, 0, "lay harbour on 12 at 30-38")
	st.refuse(t, 0, "chip 6 on 10")
	st.script(t, "lay harbour on 9 at 28-36")
	if st.terrain[8] != Sea || st.harbourKind[8] != int8(Ore) || st.harbourSide[8] != 1 || st.island[8] != 0 || st.heldHarbour[0] != noHarbour {
		t.Errorf("hex 9: %v, harbour %d side %d, island %d", st.terrain[8], st.harbourKind[8], st.harbourSide[8], st.island[8])
	}
	chips := st.legalTexts(0)
	if len(chips) != 16 || !slices.Contains(chips, "chip 3 on 17") || !slices.Contains(chips, "chip 9 on 10") {
		t.Errorf("red's 4 chips go on red's 4 terrains: %v", chips)
	}
	st.refuse(t, 0, "chip 6 on 14")
	st.refuse(t, 0, "chip 8 on 10")
	st.script(t, islands4[0][5:]...)
	if st.number[9] != 6 || st.number[10] != 3 || st.number[17] != 9 || st.number[16] != 5 ||
		!slices.Equal(st.ToMove(), []engine.Seat{1}) || st.step != stepIsland {
		t.Errorf("after red's island: numbers %d %d %d %d, %v to move in %s", st.number[9], st.number[10], st.number[17], st.number[16], st.ToMove(), stepKeys[st.step])
	}
	for _, c := range []struct {
		a      engine.Action
		en, ja string
	}{
		{pack(kindPlaceTile, int(Hills), 9), "lay hills on 10", "丘陵を10に置く"},
		{pack(kindPlaceTile, int(Gold), 43), "lay gold field on 44", "砂金川を44に置く"},
		{pack(kindPlaceHarbour, 8, 1), "lay harbour on 9 at 28-36", "港を9の28-36に置く"},
		{pack(kindPlaceChip, 6, 9), "chip 6 on 10", "数字6を10に置く"},
	} {
		en, ja := st.Describe(c.a, engine.EN), st.Describe(c.a, engine.JA)
		a1, err1 := st.Parse(c.en)
		a2, err2 := st.Parse(c.ja)
		if en != c.en || ja != c.ja || err1 != nil || err2 != nil || a1 != c.a || a2 != c.a {
			t.Errorf("%q / %q read %q / %q, parse back to %v %v", en, ja, c.en, c.ja, err1, err2)
		}
	}

	// 3 players, start hexes 3 apart: red's land on 11 and 17 keeps blue
	// off 18 and 24.
	st = unknownGame(t, 3)
	st.script(t, picks3...)
	st.script(t, "lay hills on 10", "lay forest on 17", "lay pasture on 11", "lay fields on 4", "lay harbour on 3 at 17-24",
		"chip 3 on 10", "chip 4 on 17", "chip 5 on 11", "chip 9 on 4", "lay hills on 25")
	if got := hexesOf(st.legalTexts(1)); !slices.Equal(got, []int{19, 26, 31, 32}) {
		t.Errorf("blue's tiles go beside 25 but not beside red's land: %v, want 19, 26, 31, 32", got)
	}
	st.refuse(t, 1, "lay forest on 18")
	st.refuse(t, 1, "lay forest on 24")

	// Loose: tiles hang together, never beside another's free start hex
	// (15 is beside yellow's 21); and no tile that leaves a player still to
	// build less room than 3 terrains and a harbour.
	st = unknownGame(t, 3, "island=loose")
	st.script(t, picks3...)
	st.script(t, "lay hills on 10", "lay forest on 9")
	if got := hexesOf(st.legalTexts(0)); !slices.Equal(got, []int{2, 3, 4, 8, 11, 16, 17}) {
		t.Errorf("loose: red's third tile goes beside 10 or 9, not on 15 beside yellow's start: %v", got)
	}
	st.refuse(t, 0, "lay pasture on 15")
	st.script(t, "lay pasture on 8", "lay fields on 16", "lay harbour on 3 at 17-24", "chip 3 on 10", "chip 4 on 9", "chip 5 on 8", "chip 9 on 16",
		"lay hills on 25", "lay forest on 31", "lay pasture on 30")
	// Mountains on 29 would keep yellow off 22 and 28, leaving it 20 and 27.
	if got := hexesOf(st.legalTexts(1)); !slices.Equal(got, []int{18, 19, 24, 26, 32}) || !st.tileSpotOK(28, 1) {
		t.Errorf("blue's last tile: %v, want 18, 19, 24, 26, 32 (not 23 beside red's 16, not 29 which starves yellow)", got)
	}
	st.refuse(t, 1, "lay mountains on 29")

	// 5 players: red's ore harbour chip goes on the frame beside its land,
	// or on a sea tile from the supply beside the island.
	st = unknownGame(t, 5)
	st.script(t, "take harbour chip ore")
	for st.step == stepSelect {
		p := st.ToMove()[0]
		a := st.Legal(p, nil)[0]
		if p == 0 { // red takes hills, forest, pasture and fields
			want := []Terrain{Hills, Forest, Pasture, Fields}[st.terrainsHeld(0)]
			i := slices.IndexFunc(st.Legal(0, nil), func(a engine.Action) bool { x, _ := argsOf(a); return kindOf(a) == kindPick && Terrain(x) == want })
			a = st.Legal(0, nil)[i]
		}
		if err := st.Apply(p, a); err != nil {
			t.Fatal(err)
		}
	}
	st.script(t, "lay hills on 12", "lay forest on 2", "lay pasture on 3", "lay fields on 13")
	var frame []string
	for _, s := range st.legalTexts(0) {
		if hexesOf([]string{s})[0] > st.layout.Interior {
			frame = append(frame, s)
		}
	}
	if want := sorted("lay harbour on 69 at 2-12", "lay harbour on 70 at 2-13", "lay harbour on 70 at 3-13", "lay harbour on 71 at 3-14"); !slices.Equal(frame, want) {
		t.Errorf("red's harbour chip on the frame: %v, want %v", frame, want)
	}
	onFrame := *st
	onFrame.script(t, "lay harbour on 70 at 2-13")
	if onFrame.harbourKind[69] != int8(Ore) || onFrame.harbourSide[69] != 3 || !onFrame.chipHarbour.has(69) || onFrame.tiles[Sea] != st.tiles[Sea] {
		t.Errorf("the chip built on the frame: hex 70 harbour %d side %d chip %v; sea tiles %d, were %d",
			onFrame.harbourKind[69], onFrame.harbourSide[69], onFrame.chipHarbour.has(69), onFrame.tiles[Sea], st.tiles[Sea])
	}
	sea := st.tiles[Sea]
	st.script(t, "lay harbour on 11 at 34-44")
	if st.harbourKind[10] != int8(Ore) || st.terrain[10] != Sea || st.island[10] != 0 || !st.chipHarbour.has(10) || st.tiles[Sea] != sea-1 {
		t.Errorf("the chip on a sea tile: hex 11 harbour %d, island %d, chip %v; sea tiles %d, were %d",
			st.harbourKind[10], st.island[10], st.chipHarbour.has(10), st.tiles[Sea], sea)
	}
}

// Filling the board: the rest of the supply, harbour tiles too, goes face
// down on the empty hexes at random; the chips left go into the bag;
// harbour chips nobody took leave the game (but for the variant that buys
// harbours).
func TestFillingTheBoard(t *testing.T) {
	st := unknownGame(t, 4)
	st.script(t, picks4...)
	for _, steps := range islands4 {
		st.script(t, steps...)
	}
	if st.step != stepSetupSettle || st.current != 0 || !slices.Equal(st.ToMove(), []engine.Seat{0}) {
		t.Errorf("after the islands: step %s, %v to move; want red to place a settlement", stepKeys[st.step], st.ToMove())
	}
	onIslands := []int{9, 10, 11, 13, 14, 15, 17, 18, 21, 22, 32, 33, 36, 37, 39, 40, 41, 43, 44, 45}
	hidden := st.hexList(st.hidden.has)
	if len(hidden) != 33 || slices.ContainsFunc(hidden, func(h int) bool { return slices.Contains(onIslands, h) }) {
		t.Errorf("face down: %v; want the 33 hexes off the islands", hidden)
	}
	down := st.View(1).(*View).FaceDown // the face-down tiles counted
	if want := map[string]int{"sea": 14, "desert": 3, "gold": 1, "hills": 2, "forest": 2, "pasture": 2, "fields": 2, "mountains": 2}; down == nil || !maps.Equal(down.Tiles, want) {
		t.Errorf("face-down terrains %+v, want %v", down, want)
	} else if want := map[string]int{"lumber": 1, "grain": 1, "3:1": 3}; !maps.Equal(down.Harbours, want) {
		t.Errorf("face-down harbour tiles %v, want %v", down.Harbours, want)
	}
	for _, h := range hidden {
		if st.number[h-1] != 0 || st.harbourSide[h-1] != -1 {
			t.Errorf("face-down hex %d carries number %d, harbour side %d", h, st.number[h-1], st.harbourSide[h-1])
		}
	}
	if st.tiles != ([terrains]int8{}) || st.harbourTiles != ([harbourKinds]int8{}) {
		t.Errorf("the supply is left: %v %v", st.tiles, st.harbourTiles)
	}
	if want := ([13]int8{2: 2, 3: 1, 4: 1, 5: 1, 6: 1, 8: 1, 9: 1, 10: 1, 11: 1, 12: 2}); st.chips != want {
		t.Errorf("the bag holds %v, want the 12 chips nobody took %v", st.chips, want)
	}
	if err := st.Check(); err != nil {
		t.Error(err)
	}
	if v := st.View(1).(*View); v.Hexes[0].Terrain != "hidden" || v.Hexes[0].Number != 0 {
		t.Errorf("the view shows face-down hex 1 as %q %d", v.Hexes[0].Terrain, v.Hexes[0].Number)
	}

	// At random: the same picks with another seed lie otherwise; the same
	// seed the same.
	layout := func(seed uint64) [MaxHexes]Terrain {
		s, _ := Game{}.New(engine.Config{Seats: 4, Seed: seed, Options: map[string]string{"scenario": "unknown-island"}})
		g := s.(*State)
		g.script(t, picks4...)
		for _, steps := range islands4 {
			g.script(t, steps...)
		}
		for h := range g.layout.Interior {
			if k := g.harbourKind[h]; g.hidden.has(h) && k != noHarbour {
				g.terrain[h] = Terrain(10 + k) // tell harbour tiles apart
			}
		}
		return g.terrain
	}
	if layout(1) != layout(1) || layout(1) == layout(2) {
		t.Error("the face-down tiles do not lie at random by the seed")
	}

	// 5 players: the harbour chips nobody took leave the game, unless
	// they are for sale.
	for _, c := range []struct {
		opts []string
		want [harbourKinds]int8
	}{{nil, [harbourKinds]int8{}}, {[]string{"harbours=buy"}, [harbourKinds]int8{1, 1, 1, 1, 1, 0}}} {
		st := unknownGame(t, 5, c.opts...)
		for st.step < stepSetupSettle {
			p := st.ToMove()[0]
			if err := st.Apply(p, st.Legal(p, nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if st.harbourChips != c.want || st.Check() != nil {
			t.Errorf("5 players %v: harbour chips %v after the board is filled, want %v (%v)", c.opts, st.harbourChips, c.want, st.Check())
		}
	}
}

// Initial placement: snake order; a settlement touches face-up land and
// keeps the distance rule; its road or, on the coast, ship starts at it;
// each piece turns up the face-down tiles at its intersections without the
// finder's bonus, a terrain drawing its chip. Then in seat order each
// takes one card for each producing hex around one of its two settlements,
// chosen (a gold field: one of choice).
func TestInitialPlacement(t *testing.T) {
	st := islands4Game(t)
	st.arrange(t, faceUp4...)
	bag := st.chips
	st.refuse(t, 0, "settle 11") // hexes 2 and 3 face down, and the frame
	st.refuse(t, 0, "settle 27") // hex 1 face down, the harbour 9, the frame
	if spots := st.legalTexts(0); !slices.Contains(spots, "settle 29") || slices.Contains(spots, "settle 11") || slices.Contains(spots, "settle 27") {
		t.Errorf("red's settlements: %v", spots)
	}
	st.script(t, "settle 29")
	if st.hidden.has(2) || st.terrain[2] != Sea || st.step != stepSetupRoad {
		t.Errorf("settling at 29 turned up hex 3: hidden %v, %v; step %s", st.hidden.has(2), st.terrain[2], stepKeys[st.step])
	}
	if got, want := st.legalTexts(0), sorted("road 20-29", "road 21-29", "road 29-37", "ship 20-29", "ship 21-29"); !slices.Equal(got, want) {
		t.Errorf("red's road or ship at 29: %v, want %v", got, want)
	}
	st.refuse(t, 0, "ship 29-37")
	st.refuse(t, 0, "road 36-45")
	st.script(t, "ship 21-29")
	if n := st.number[3]; st.hidden.has(3) || st.terrain[3] != Pasture || n == 0 || st.chips[n] != bag[n]-1 || st.cards(0) != 0 {
		t.Errorf("the ship turned up hex 4: %v with chip %d (bag had %d), red holds %d cards; want pasture, a chip from the bag, no bonus",
			st.terrain[3], n, bag[n], st.cards(0))
	}
	order := []engine.Seat{0}
	for i := 2; i < len(placement4); i += 2 {
		order = append(order, st.ToMove()[0])
		if i == 2 {
			st.refuse(t, 1, "settle 37") // next to red's 29
		}
		st.script(t, placement4[i:i+2]...)
	}
	if want := []engine.Seat{0, 1, 2, 3, 3, 2, 1, 0}; !slices.Equal(order, want) {
		t.Errorf("placement order %v, want %v", order, want)
	}
	for p := range st.seats {
		if st.cards(p) != 0 {
			t.Errorf("%s took %v in the placement", engine.SeatColour(engine.Seat(p), engine.EN), st.hand[p])
		}
	}
	for _, f := range faceUp4 {
		h := f.hex - 1
		producing := f.tile.terrain != Sea && f.tile.terrain != Desert
		if st.hidden.has(h) || st.terrain[h] != f.tile.terrain || (st.number[h] != 0) != producing {
			t.Errorf("hex %d: hidden %v, %v, chip %d", f.hex, st.hidden.has(h), st.terrain[h], st.number[h])
		}
	}
	left := 0
	for _, n := range st.chips {
		left += int(n)
	}
	if left != 5 || st.redNeighbours() {
		t.Errorf("7 terrains turned up: %d chips left in the bag, want 5; red chips side by side: %v", left, st.redNeighbours())
	}

	// The start payment, in seat order.
	if st.step != stepStartPay || !slices.Equal(st.legalTexts(0), []string{"take the cards of 29", "take the cards of 54"}) {
		t.Fatalf("step %s; red may %v", stepKeys[st.step], st.legalTexts(0))
	}
	if a, _ := st.Parse("54の資源をもらう"); st.Describe(a, engine.EN) != "take the cards of 54" || st.Describe(a, engine.JA) != "54の資源をもらう" {
		t.Errorf("the start payment reads %q", st.Describe(a, engine.EN))
	}
	st.refuse(t, 0, "take the cards of 33")
	st.refuse(t, 1, "take the cards of 33")
	for _, c := range []struct {
		text string
		seat int8
		want [Resources]int8
	}{
		{"take the cards of 54", 0, [Resources]int8{Brick: 1, Wool: 1, Grain: 1}}, // fields 17, pasture 18, hills 25 turned up just now
		{"take the cards of 33", 1, [Resources]int8{Brick: 1, Grain: 1, Ore: 1}},  // hills 7, mountains 14, fields 15
		{"take the cards of 101", 2, [Resources]int8{Wool: 1, Ore: 1}},            // pasture 45, mountains 37, and gold 44 to choose
		{"gold lumber", 2, [Resources]int8{Lumber: 1, Wool: 1, Ore: 1}},
		{"take the cards of 105", 3, [Resources]int8{Grain: 1, Ore: 2}}, // fields 40, mountains 41 and 48
	} {
		if !slices.Equal(st.ToMove(), []engine.Seat{engine.Seat(c.seat)}) {
			t.Fatalf("before %q: %v to move", c.text, st.ToMove())
		}
		st.script(t, c.text)
		if st.hand[c.seat] != c.want {
			t.Errorf("after %q: %v, want %v", c.text, st.hand[c.seat], c.want)
		}
		if c.seat == 2 && c.text != "gold lumber" && (st.step != stepGold || len(st.legalTexts(2)) != 5) {
			t.Errorf("yellow's gold field: step %s, %v", stepKeys[st.step], st.legalTexts(2))
		}
	}
	if st.step != stepRoll || !slices.Equal(st.ToMove(), []engine.Seat{0}) || st.turns != 1 {
		t.Errorf("after the start payment: step %s, %v to move, turn %d; want red to roll in turn 1", stepKeys[st.step], st.ToMove(), st.turns)
	}
	if st.rates[3][Wool] != 2 || st.rates[2][Brick] != 2 || st.rates[0] != [Resources]int8{4, 4, 4, 4, 4} {
		t.Errorf("rates: green %v (wool harbour at 96), yellow %v (brick harbour at 108), red %v", st.rates[3], st.rates[2], st.rates[0])
	}
	if err := st.Check(); err != nil {
		t.Error(err)
	}
}

// redTurn is the scripted game after the set-up in red's main step, with
// hex 2 (face down, beside red's 29-20 coast) arranged to hold what. It is
// red's second turn: the ships placed in the set-up are not new.
func redTurn(t *testing.T, what tile, opts ...string) *State {
	t.Helper()
	st := placed4(t, opts...)
	st.mainStep(0)
	st.turns, st.newShips = 5, eset{}
	st.arrange(t, facing{2, what})
	return st
}

// Discovery: a road or ship, built or moved, turns up the face-down tiles
// at its ends. A terrain draws a chip from the bag (a red chip beside a
// red one goes back: another is drawn, unless only red ones are left; an
// empty bag gives none); the finder takes one card of it if the bank has
// one; finding gold pays one resource of choice (gold_bonus=none: none).
// Sea and desert give nothing.
func TestDiscovery(t *testing.T) {
	st := redTurn(t, land(Forest))
	bag := st.chips
	st.setHand(0, [Resources]int8{Lumber: 1, Wool: 1})
	st.script(t, "ship 20-29")
	if n := st.number[1]; st.hidden.has(1) || st.terrain[1] != Forest || n == 0 || red(n) || st.chips[n] != bag[n]-1 {
		t.Errorf("the ship to 20 turned up hex 2: %v, chip %d (bag had %d); want forest, a chip from the bag, not red beside hills 6", st.terrain[1], n, bag[n])
	}
	if st.hand[0] != ([Resources]int8{Lumber: 1}) || st.step != stepMain {
		t.Errorf("red paid a lumber and a wool and found a forest: holds %v in step %s, want 1 lumber", st.hand[0], stepKeys[st.step])
	}
	st.valid(t, "after the forest found")

	// The red redraw: hex 2 lies beside hills 6; hex 19 (turned up by the
	// road 55-63) beside no red chip.
	base := redTurn(t, land(Forest))
	base.arrange(t, facing{19, land(Fields)})
	base.setHand(0, [Resources]int8{Brick: 1, Lumber: 1, Wool: 1})
	drawn := func(text string, h int, chips [13]int8, seed uint64) int8 {
		st := *base
		st.chips, st.rng = chips, engine.NewRand(seed)
		st.script(t, text)
		return st.number[h-1]
	}
	var onTwo, onNineteen, redOnly []int8
	for seed := range uint64(30) {
		onTwo = append(onTwo, drawn("ship 20-29", 2, [13]int8{5: 1, 6: 1, 8: 1}, seed))
		onNineteen = append(onNineteen, drawn("road 55-63", 19, [13]int8{5: 1, 6: 1, 8: 1}, seed))
		redOnly = append(redOnly, drawn("ship 20-29", 2, [13]int8{6: 1, 8: 1}, seed))
	}
	if slices.ContainsFunc(onTwo, func(n int8) bool { return n != 5 }) {
		t.Errorf("beside hills 6, a bag of 5, 6 and 8 gave %v; want 5 every time", onTwo)
	}
	if !slices.ContainsFunc(onNineteen, red) {
		t.Errorf("beside no red chip, a bag of 5, 6 and 8 gave %v; want a red chip sometimes", onNineteen)
	}
	if slices.ContainsFunc(redOnly, func(n int8) bool { return !red(n) }) {
		t.Errorf("with only red chips left, hex 2 got %v; want a red chip every time", redOnly)
	}
	if n := drawn("ship 20-29", 2, [13]int8{}, 1); n != 0 {
		t.Errorf("an empty bag gave chip %d", n)
	}

	// The bank has no lumber: red's ship, moved to 20-29, finds the forest
	// and takes nothing.
	st = redTurn(t, land(Forest))
	st.setHand(0, [Resources]int8{})
	st.setHand(1, [Resources]int8{Lumber: st.bank[Lumber]}) // blue takes all the bank's lumber
	st.script(t, "move ship 21-29 to 20-29")
	if st.hidden.has(1) || st.number[1] == 0 || st.cards(0) != 0 || st.bank[Lumber] != 0 {
		t.Errorf("a moved ship turned up hex 2: hidden %v, chip %d; red holds %d cards", st.hidden.has(1), st.number[1], st.cards(0))
	}

	// A road turns up tiles too: 55-63 finds the fields on 19.
	st = redTurn(t, land(Sea))
	st.arrange(t, facing{19, land(Fields)})
	st.setHand(0, [Resources]int8{Brick: 1, Lumber: 1})
	st.script(t, "road 55-63")
	if st.hidden.has(18) || st.number[18] == 0 || st.hand[0] != ([Resources]int8{Grain: 1}) {
		t.Errorf("the road found the fields on 19: hidden %v, chip %d; red holds %v, want 1 grain", st.hidden.has(18), st.number[18], st.hand[0])
	}

	// Gold: one resource of the finder's choice, from the bank.
	st = redTurn(t, land(Gold))
	st.setHand(0, [Resources]int8{Lumber: 1, Wool: 1})
	st.script(t, "ship 20-29")
	if got := st.legalTexts(0); st.step != stepGold || st.number[1] == 0 || !slices.Equal(got, sorted("gold brick", "gold lumber", "gold wool", "gold grain", "gold ore")) {
		t.Fatalf("red found gold: step %s, chip %d; red may %v", stepKeys[st.step], st.number[1], got)
	}
	st.refuse(t, 0, "end turn")
	st.refuse(t, 1, "gold ore")
	st.valid(t, "red choosing the gold found")
	if a, _ := st.Parse("砂金川から鉱石"); st.Describe(a, engine.EN) != "gold ore" || st.Describe(a, engine.JA) != "砂金川から鉱石" {
		t.Errorf("the gold choice reads %q", st.Describe(a, engine.EN))
	}
	st.script(t, "gold ore")
	st.valid(t, "after the gold found")
	if st.hand[0] != ([Resources]int8{Ore: 1}) || st.step != stepMain || !slices.Equal(st.ToMove(), []engine.Seat{0}) {
		t.Errorf("after the gold: red holds %v in step %s", st.hand[0], stepKeys[st.step])
	}
	st = redTurn(t, land(Gold), "gold_bonus=none")
	st.setHand(0, [Resources]int8{Lumber: 1, Wool: 1})
	st.script(t, "ship 20-29")
	if st.step != stepMain || st.cards(0) != 0 || st.number[1] == 0 {
		t.Errorf("gold_bonus=none: red found gold, step %s, holds %v", stepKeys[st.step], st.hand[0])
	}

	// Desert and sea: nothing.
	for _, what := range []Terrain{Desert, Sea} {
		st = redTurn(t, land(what))
		before := st.chips
		st.setHand(0, [Resources]int8{Lumber: 1, Wool: 1})
		st.script(t, "ship 20-29")
		if st.hidden.has(1) || st.number[1] != 0 || st.chips != before || st.cards(0) != 0 || st.step != stepMain {
			t.Errorf("red found %v: chip %d, holds %v, step %s", what, st.number[1], st.hand[0], stepKeys[st.step])
		}
	}
}

// Harbour tiles found turn so that one or both of the harbour's
// intersections touch face-up land; the finder chooses among the ways;
// with none the tile waits as sea, and is turned by whoever turns up land
// beside it. (RULES.md's "with one way it is turned at once" never
// happens: land beside a harbour tile touches three of its sides.) Harbours
// found in the set-up are turned there.
func TestHarboursFound(t *testing.T) {
	st := redTurn(t, harbourOf(int8(Lumber)))
	st.setHand(0, [Resources]int8{Brick: 1, Lumber: 3, Wool: 3, Grain: 1})
	st.script(t, "ship 20-29")
	want := sorted("turn harbour 2 to 11-20", "turn harbour 2 to 20-28", "turn harbour 2 to 19-28") // the sides at 20 and 28, by hills 10
	if got := st.legalTexts(0); st.step != stepOrient || st.hidden.has(1) || st.harbourSide[1] != -1 || !slices.Equal(got, want) {
		t.Fatalf("red found the lumber harbour on 2: step %s, side %d; red may %v, want %v", stepKeys[st.step], st.harbourSide[1], got, want)
	}
	if v := st.View(2).(*View); v.Orient != 2 {
		t.Errorf("the view names harbour %d to turn", v.Orient)
	}
	st.valid(t, "red turning the harbour found")
	st.refuse(t, 0, "turn harbour 2 to 2-11")
	st.refuse(t, 0, "end turn")
	st.refuse(t, 1, "turn harbour 2 to 20-28")
	if a, _ := st.Parse("港2を20-28に向ける"); st.Describe(a, engine.EN) != "turn harbour 2 to 20-28" || st.Describe(a, engine.JA) != "港2を20-28に向ける" {
		t.Errorf("the turn reads %q", st.Describe(a, engine.EN))
	}
	st.script(t, "turn harbour 2 to 20-28")
	if st.harbourSide[1] != 2 || st.step != stepMain || !slices.Equal(st.ToMove(), []engine.Seat{0}) {
		t.Errorf("turned: side %d, step %s", st.harbourSide[1], stepKeys[st.step])
	}
	st.script(t, "ship 20-28", "settle 28")
	if st.rates[0][Lumber] != 2 || st.rates[0][Ore] != 2 || st.rates[0][Brick] != 4 {
		t.Errorf("red's settlement at 28 serves the lumber harbour found and the ore harbour of its island: rates %v", st.rates[0])
	}

	// The grain harbour on 27 has no land beside it when found: it waits.
	st = redTurn(t, land(Sea))
	st.arrange(t, facing{19, land(Sea)}, facing{27, harbourOf(int8(Grain))}, facing{34, land(Pasture)})
	st.setHand(0, [Resources]int8{Brick: 3, Lumber: 5, Wool: 4, Grain: 2})
	st.script(t, "road 55-63", "settle 55", "ship 55-64")
	if st.hidden.has(26) || st.harbourKind[26] != int8(Grain) || st.harbourSide[26] != -1 || st.step != stepMain || !st.orient.empty() {
		t.Fatalf("the grain harbour found on 27 beside no land: hidden %v, side %d, step %s", st.hidden.has(26), st.harbourSide[26], stepKeys[st.step])
	}
	st.script(t, "ship 64-72") // turns up the pasture on 34, beside 27
	want = sorted("turn harbour 27 to 73-81", "turn harbour 27 to 72-81", "turn harbour 27 to 64-72")
	if got := st.legalTexts(0); st.step != stepOrient || st.finder != 0 || !slices.Equal(got, want) || st.hand[0][Wool] != 2 {
		t.Fatalf("pasture found beside the waiting harbour: step %s, finder %d; red may %v, want %v; red holds %v (1 wool and the pasture's)",
			stepKeys[st.step], st.finder, got, want, st.hand[0])
	}
	st.valid(t, "red turning the harbour that waited")
	st.script(t, "turn harbour 27 to 64-72", "settle 72")
	if st.rates[0][Grain] != 2 || st.step != stepMain {
		t.Errorf("red's settlement at 72 serves the grain harbour: rates %v, step %s", st.rates[0], stepKeys[st.step])
	}
	st.valid(t, "after the harbour that waited")

	// In the set-up: red's settlement 29 finds a 3:1 harbour on 3, beside
	// the hills 10 and the forest 11; red turns it, then places its ship.
	st = islands4Game(t)
	st.arrange(t, facing{3, harbourOf(genericHarbour)}, facing{4, land(Pasture)})
	st.script(t, "settle 29")
	want = sorted("turn harbour 3 to 11-20", "turn harbour 3 to 20-29", "turn harbour 3 to 21-29", "turn harbour 3 to 12-21")
	if got := st.legalTexts(0); st.step != stepOrient || !slices.Equal(got, want) {
		t.Fatalf("red's first settlement found a harbour: step %s, red may %v, want %v", stepKeys[st.step], got, want)
	}
	st.valid(t, "red turning a harbour in the set-up")
	st.script(t, "turn harbour 3 to 20-29")
	if st.step != stepSetupRoad || !slices.Equal(st.ToMove(), []engine.Seat{0}) || st.rates[0] != ([Resources]int8{3, 3, 3, 3, 3}) {
		t.Errorf("after turning it: step %s, %v to move, red's rates %v (3:1 at 29)", stepKeys[st.step], st.ToMove(), st.rates[0])
	}
	st.script(t, "ship 21-29")
	if st.step != stepSetupSettle || !slices.Equal(st.ToMove(), []engine.Seat{1}) || st.cards(0) != 0 {
		t.Errorf("after red's ship: step %s, %v to move, red holds %v", stepKeys[st.step], st.ToMove(), st.hand[0])
	}
	st.valid(t, "after red's first placement")
}

// Robber and pirate: both start off the board; a 7, or a knight before it,
// brings on the one the mover chooses: the robber to other face-up land
// off the start islands, the pirate to other face-up sea or harbour tile
// inside the frame. The 1998 pirate blocks the harbour tile it lies on and
// robs owners of settlements, cities and ships beside it; no ship is built
// or moved beside it. The current pirate robs only ships' owners and
// blocks nothing.
func TestRobberAndPirate(t *testing.T) {
	st := placed4(t)
	var pos struct{ Robber, Pirate int }
	if b, _ := st.MarshalJSON(); json.Unmarshal(b, &pos) != nil || st.robber != noHex || st.pirate != noHex || pos.Robber != 0 || pos.Pirate != 0 {
		t.Errorf("after the set-up the robber is on %d and the pirate on %d, want both off the board (0)", pos.Robber, pos.Pirate)
	}
	// Face-up land off the start islands: turned up in the placement.
	robbers := []string{"robber 4", "robber 6", "robber 7", "robber 23", "robber 25", "robber 30", "robber 38", "robber 48", "robber 50"}
	// Face-up sea: the islands' harbours 9, 13, 39, 43 and the sea turned up.
	pirates := []string{"pirate 3", "pirate 9", "pirate 13", "pirate 26", "pirate 39", "pirate 43", "pirate 49", "pirate 51"}
	both := sorted(append(slices.Clone(robbers), pirates...)...)

	// A knight before the first 7.
	k := *st
	k.devs[0][Knight] = 1
	k.script(t, "play knight")
	if got := k.legalTexts(0); k.step != stepRobber || !slices.Equal(got, both) {
		t.Errorf("a knight before the first 7: step %s, red may %v, want %v", stepKeys[k.step], got, both)
	}
	for _, text := range []string{"robber 10", "robber 2", "robber 3", "pirate 10", "pirate 2", "pirate 54", "end turn"} {
		k.refuse(t, 0, text)
	}
	k.script(t, "robber 25") // red's own settlement 54 only
	if k.robber != 24 || k.pirate != noHex || k.step != stepRoll || k.theft.thief != noSeat {
		t.Errorf("the knight's robber: on %d, pirate %d, step %s", k.robber+1, k.pirate, stepKeys[k.step])
	}

	// The first 7: the 1998 pirate on green's wool harbour blocks it and
	// robs green, whose settlement 96 is beside it.
	st.rollTo(t, 7)
	if got := st.legalTexts(0); st.step != stepRobber || !slices.Equal(got, both) {
		t.Fatalf("the first 7: step %s, red may %v, want %v", stepKeys[st.step], got, both)
	}
	for _, c := range []struct {
		a      engine.Action
		en, ja string
	}{{pack(kindRobber, 24, 0), "robber 25", "盗賊 25"}, {pack(kindPirate, 38, 0), "pirate 39", "海賊 39"}} {
		if st.Describe(c.a, engine.EN) != c.en || st.Describe(c.a, engine.JA) != c.ja {
			t.Errorf("%q reads %q / %q", c.en, st.Describe(c.a, engine.EN), st.Describe(c.a, engine.JA))
		}
	}
	greens := st.hand[3]
	st.script(t, "pirate 39")
	if st.pirate != 38 || st.rates[3][Wool] != 4 || st.theft.victim != 3 || st.cards(3) != 2 || st.cards(0) != 4 || st.step != stepMain {
		t.Errorf("the pirate on 39: green's rates %v (want wool back to 4), theft %+v, green holds %d of %v, step %s",
			st.rates[3], st.theft, st.cards(3), greens, stepKeys[st.step])
	}
	if v := st.View(3).(*View); !slices.ContainsFunc(v.Harbours, func(h viewHarbour) bool { return h.Hex == 39 && h.Blocked }) {
		t.Errorf("the view does not show harbour 39 blocked: %+v", v.Harbours)
	}
	st.valid(t, "the pirate on 39")
	st.step, st.after = stepRobber, stepMain // a later 7
	st.refuse(t, 0, "pirate 39")
	st.script(t, "pirate 3")
	if st.rates[3][Wool] != 2 {
		t.Errorf("the pirate left 39: green's wool rate %d, want 2", st.rates[3][Wool])
	}

	// The current pirate: no harbour blocked, settlements' owners not
	// robbed; ships' owners are (yellow's ship 108-116 beside 51).
	st = placed4(t, "pirate=current")
	hands := st.hands()
	st.rollTo(t, 7)
	st.script(t, "pirate 39")
	if st.rates[3][Wool] != 2 || !slices.Equal(st.hands(), hands) || st.step != stepMain {
		t.Errorf("the current pirate on 39: green's rates %v, hands %v (were %v), step %s", st.rates[3], st.hands(), hands, stepKeys[st.step])
	}
	st.step, st.after = stepRobber, stepMain
	st.script(t, "pirate 51")
	if st.theft.victim != 2 || st.cards(2) != 2 {
		t.Errorf("the current pirate on 51 robs yellow, whose ship is beside it: theft %+v", st.theft)
	}

	// Yellow's ship 108-116 beside the pirate on 51 does not move, and no
	// ship is built beside 51.
	st.mainStep(2)
	st.newShips = eset{} // yellow's turn: the ship placed in the set-up is not new
	st.setHand(2, [Resources]int8{Lumber: 2, Wool: 2})
	if got := st.legalTexts(2, kindShip, kindMoveShip); !slices.Equal(got, sorted("ship 100-108", "ship 107-116")) {
		t.Errorf("yellow's ships beside the pirate on 51: %v, want 100-108 and 107-116 only, no move", got)
	}
	for _, text := range []string{"ship 116-125", "ship 108-117", "move ship 108-116 to 100-108"} {
		st.refuse(t, 2, text)
	}
	st.pirate = 2 // elsewhere, on 3
	if got := st.legalTexts(2, kindShip, kindMoveShip); !slices.Equal(got, sorted("ship 100-108", "ship 107-116", "ship 108-117", "ship 116-125",
		"move ship 108-116 to 100-108", "move ship 108-116 to 108-117")) {
		t.Errorf("yellow's ships with the pirate away: %v", got)
	}

	// No ship moves to beside the pirate: red's ships 21-29 and 20-29 at
	// its settlement 29, the sea on 2 face up.
	st = redTurn(t, land(Sea))
	st.hidden.del(1)
	st.lines(t, 0, true, 29, 20)
	all := sorted("move ship 20-29 to 12-21", "move ship 21-29 to 11-20", "move ship 21-29 to 20-28")
	if got := st.legalTexts(0, kindMoveShip); !slices.Equal(got, all) {
		t.Errorf("red's moves: %v, want %v", got, all)
	}
	st.pirate = 1 // on 2
	if got := st.legalTexts(0, kindMoveShip); !slices.Equal(got, []string{"move ship 20-29 to 12-21"}) {
		t.Errorf("red's moves with the pirate on 2: %v, want none to its sides 11-20 and 20-28", got)
	}
	st.refuse(t, 0, "move ship 21-29 to 20-28")

	// Buying harbours, the islands hold no harbour tile; when the initial
	// placement turns nothing up, there is no face-up sea and no face-up
	// land off the islands. The first 7 must still leave red something to
	// do.
	st = unknownGame(t, 4, "harbours=buy")
	st.script(t, "take hills 3", "take mountains 11", "take fields 3", "take forest 11",
		"take forest 4", "take fields 4", "take pasture 4", "take hills 5",
		"take pasture 5", "take hills 5", "take mountains 9", "take fields 9",
		"take fields 9", "take pasture 10", "take hills 10", "take pasture 10")
	st.script(t, "lay hills on 10", "lay forest on 2", "lay pasture on 3", "lay fields on 9", "chip 3 on 10", "chip 4 on 2", "chip 5 on 3", "chip 9 on 9",
		"lay mountains on 14", "lay fields on 6", "lay hills on 7", "lay pasture on 15", "chip 11 on 14", "chip 4 on 6", "chip 5 on 7", "chip 10 on 15",
		"lay fields on 44", "lay pasture on 51", "lay mountains on 52", "lay hills on 45", "chip 3 on 44", "chip 4 on 51", "chip 9 on 52", "chip 10 on 45",
		"lay forest on 40", "lay hills on 47", "lay fields on 48", "lay pasture on 39", "chip 11 on 40", "chip 5 on 47", "chip 9 on 48", "chip 10 on 39")
	// Each settlement and road touches only its island's land and the frame.
	st.script(t, "settle 2", "road 2-11", "settle 6", "road 6-15", "settle 117", "road 117-126", "settle 104", "road 104-113",
		"settle 122", "road 122-131", "settle 135", "road 126-135", "settle 33", "road 24-33", "settle 20", "road 20-28",
		"take the cards of 2", "take the cards of 6", "take the cards of 117", "take the cards of 104")
	if up := st.hexList(func(h int) bool { return !st.hidden.has(h) }); len(up) != 16 {
		t.Fatalf("face up after the placement: %v, want the 16 islands' tiles only", up)
	}
	st.rollTo(t, 7)
	st.valid(t, "the first 7 with nothing turned up")
	if st.step == stepRobber && len(st.Legal(0, nil)) == 0 {
		t.Errorf("the first 7 with no face-up sea and no face-up land off the islands: red must move the robber or the pirate and may do nothing (step %s, %v to move)",
			stepKeys[st.step], st.ToMove())
	}
}

// Ships: lumber and wool, 15 a player, on a free path beside face-up sea
// (the frame is sea), joined to the player's ship or building; roads and
// ships join only at the player's own building; no line passes another
// player's building. Once a turn, in the main step, a ship at the open end
// of a line, not built this turn, not beside the pirate, moves to a path a
// new ship could take, turning up tiles like a new one. Road building:
// two roads, two ships, or one of each.
func TestShips(t *testing.T) {
	// Red's first turn: the ship placed in the set-up was not built in it.
	st := placed4(t)
	st.rollTo(t, 8)
	for st.step == stepGold { // the 8 pays a gold field
		st.play(t, st.ToMove()[0], "gold ore")
	}
	if got := st.legalTexts(0, kindMoveShip); !slices.Equal(got, []string{"move ship 21-29 to 20-29"}) {
		t.Errorf("in red's first turn, after rolling 8, red's ship 21-29 from the set-up may move to 20-29; red may move %v (new ships %v)",
			got, st.edgeTexts(&st.newShips))
	}

	base := redTurn(t, land(Forest))
	st = base.copy()
	st.setHand(0, [Resources]int8{Lumber: 1, Wool: 1})
	if got := st.legalTexts(0, kindShip, kindMoveShip); !slices.Equal(got, sorted("ship 12-21", "ship 20-29", "move ship 21-29 to 20-29")) {
		t.Errorf("red's ships: %v", got)
	}
	for _, text := range []string{
		"ship 29-37", // between two land hexes
		"ship 55-63", // from the end of a road
		"ship 11-20", // joined to nothing of red's
	} {
		st.refuse(t, 0, text)
	}
	st.setHand(0, [Resources]int8{Brick: 1, Lumber: 1})
	st.refuse(t, 0, "road 21-30") // from the end of a ship
	if why := st.refuse(t, 0, "ship 20-29"); why != "you cannot pay 1 lumber, 1 wool" {
		t.Errorf("a ship without the wool: %q", why)
	}
	if a, _ := st.Parse("船 12-21"); st.Describe(a, engine.EN) != "ship 12-21" || st.Describe(a, engine.JA) != "船 12-21" {
		t.Errorf("a ship reads %q", st.Describe(a, engine.EN))
	}

	// Built this turn, a ship does not move; nor does 21-29, no longer at
	// an open end.
	st.setHand(0, [Resources]int8{Lumber: 2, Wool: 2})
	st.script(t, "ship 12-21")
	if got := st.legalTexts(0, kindMoveShip); len(got) > 0 || st.hand[0] != ([Resources]int8{Lumber: 1, Wool: 1}) {
		t.Errorf("after building 12-21 red may move %v; holds %v", got, st.hand[0])
	}
	st.refuse(t, 0, "move ship 12-21 to 20-29")
	if got := st.legalTexts(0, kindShip); !slices.Equal(got, sorted("ship 20-29", "ship 3-12", "ship 4-12")) {
		t.Errorf("red's ships from 12, beside the frame: %v", got)
	}

	// Red's next turn: 12-21 moves, once, to a path a new ship could take,
	// and turns up the forest on 2.
	st.newShips = eset{}
	if got := st.legalTexts(0, kindMoveShip); !slices.Equal(got, []string{"move ship 12-21 to 20-29"}) {
		t.Errorf("red's moves: %v", got)
	}
	st.refuse(t, 0, "move ship 12-21 to 29-37")
	st.refuse(t, 0, "move ship 21-29 to 20-29")
	for _, s := range []step{stepRoll, stepSpecialBuild} {
		c := st.copy()
		c.step, c.builder = s, 0
		c.refuse(t, 0, "move ship 12-21 to 20-29")
	}
	if a, _ := st.Parse("船を12-21から20-29へ移す"); st.Describe(a, engine.EN) != "move ship 12-21 to 20-29" || st.Describe(a, engine.JA) != "船を12-21から20-29へ移す" {
		t.Errorf("a move reads %q", st.Describe(a, engine.EN))
	}
	closed := st.copy()
	st.script(t, "move ship 12-21 to 20-29")
	if st.ships[0].has(st.edge(t, 12, 21)) || !st.ships[0].has(st.edge(t, 20, 29)) || st.hidden.has(1) || st.hand[0] != ([Resources]int8{Lumber: 2, Wool: 1}) {
		t.Errorf("the move: ships %v; hex 2 hidden %v; red holds %v (the forest's lumber)", st.edgeTexts(&st.ships[0]), st.hidden.has(1), st.hand[0])
	}
	st.refuse(t, 0, "move ship 20-29 to 11-20")
	st.valid(t, "after red's move")

	// A line between two of red's buildings is closed: no ship of it moves.
	closed.setHand(0, [Resources]int8{Brick: 1, Lumber: 1, Wool: 1, Grain: 1})
	closed.script(t, "settle 12")
	if got := closed.legalTexts(0, kindMoveShip); len(got) > 0 {
		t.Errorf("the ships 29-21-12 between settlements 29 and 12 move: %v", got)
	}

	// Another player's building ends a line: blue at 12.
	st = base.copy()
	st.build(1, 12, false)
	st.setHand(0, [Resources]int8{Lumber: 2, Wool: 2})
	st.script(t, "ship 12-21")
	st.refuse(t, 0, "ship 4-12")
	st.refuse(t, 0, "ship 3-12")

	// 15 ships a player.
	st = base.copy()
	for e := st.board().Edges() - 1; popcountE(&st.ships[0]) < ShipsEach; e-- {
		st.ships[0].add(e)
	}
	st.setHand(0, [Resources]int8{Lumber: 1, Wool: 1})
	if got := st.legalTexts(0, kindShip); len(got) > 0 {
		t.Errorf("red with 15 ships may build %v", got)
	}
	if why := st.refuse(t, 0, "ship 20-29"); why != "you have no ship left" {
		t.Errorf("a 16th ship: %q", why)
	}

	// Road building: a ship and a road, two ships, or two roads, free.
	for _, texts := range [][]string{{"ship 20-29", "road 29-37"}, {"ship 20-29", "ship 11-20"}, {"road 29-37", "road 37-45"}} {
		st = base.copy()
		st.setHand(0, [Resources]int8{})
		st.devs[0][RoadBuilding] = 1
		st.script(t, "play road building")
		if got := st.legalTexts(0); st.step != stepRoadBuilding || !slices.Contains(got, "ship 20-29") || !slices.Contains(got, "road 29-37") {
			t.Fatalf("road building: step %s, red may %v", stepKeys[st.step], got)
		}
		st.script(t, texts...)
		found := [Resources]int8{}
		if texts[0] == "ship 20-29" {
			found[Lumber] = 1 // the forest on 2
		}
		st.valid(t, fmt.Sprintf("after road building %v", texts))
		if st.step != stepMain || st.hand[0] != found || popcountE(&st.ships[0])+popcountE(&st.roads[0]) != 4 {
			t.Errorf("road building %v: step %s, red holds %v, %d ships and %d roads", texts, stepKeys[st.step], st.hand[0], popcountE(&st.ships[0]), popcountE(&st.roads[0]))
		}
	}
}

// The longest trade route: roads and ships count together, joined only at
// the player's own settlement or city; the rest of Longest Road stands (5
// at least, a challenger must pass the holder, a route cut by another's
// building counts in pieces).
func TestLongestTradeRoute(t *testing.T) {
	// Land on 10, 11, 12, 34; the rest sea. Red's roads 20-29-21-30 along
	// the north coast of 10 and 11 from its settlement 20; its ships
	// 39-31-22-30 round 12 from its settlement 39. They meet at 30, where
	// red has no building.
	st := seaWorld("unknown-4", 4, Rules{})
	for _, h := range []int{10, 11, 12, 34} {
		st.lay(h, Hills, 5)
	}
	st.build(0, 20, false)
	st.build(0, 39, false)
	st.lines(t, 0, false, 20, 29, 21, 30)
	st.lines(t, 0, true, 39, 31, 22, 30)
	if st.roadLen[0] != 3 || st.roadCard != noSeat {
		t.Errorf("3 roads and 3 ships meeting at no building of red's: length %d, card %d; want 3, none", st.roadLen[0], st.roadCard)
	}
	st.setHand(0, [Resources]int8{Brick: 1, Lumber: 1, Wool: 1, Grain: 1})
	st.script(t, "settle 30")
	if st.longestRoad(0) != 6 {
		t.Errorf("through red's settlement at 30 the route is %d long, want 6", st.longestRoad(0))
	}
	if st.roadLen[0] != 6 || st.roadCard != 0 || st.vp(0) != 5 {
		t.Errorf("red's settlement at 30 joins its roads and ships: length %d, card %d, VP %d; want 6, red's, 5 (3 settlements and the card)",
			st.roadLen[0], st.roadCard, st.vp(0))
	}
	st.roadLen[0] = int8(st.longestRoad(0)) // so that what follows does not hang on the check above
	st.awardRoad()

	// Blue's ships alone, from its settlement 46: 6 tie with red, 7 pass it.
	st.build(1, 46, false)
	st.mainStep(1)
	st.setHand(1, [Resources]int8{Lumber: 7, Wool: 7})
	route := []int{46, 55, 64, 72, 81, 73, 65, 56}
	for i := 1; i < len(route); i++ {
		st.script(t, fmt.Sprintf("ship %d-%d", min(route[i-1], route[i]), max(route[i-1], route[i])))
		want := int8(0) // red keeps the card until blue passes 6
		if i == 7 {
			want = 1
		}
		if st.roadLen[1] != int8(i) || st.roadCard != want {
			t.Errorf("blue's %d ships: length %d, card %d, want %d", i, st.roadLen[1], st.roadCard, want)
		}
	}

	// Yellow settles at 81, in the middle of blue's ships: blue's route is
	// 4 and 3, and the card goes back to red, alone longest.
	st.build(2, 98, false)
	st.lines(t, 2, false, 98, 90, 81)
	st.mainStep(2)
	st.setHand(2, [Resources]int8{Brick: 1, Lumber: 1, Wool: 1, Grain: 1})
	st.script(t, "settle 81")
	if st.roadLen[1] != 4 || st.roadCard != 0 {
		t.Errorf("blue's ships cut at 81: length %d, card %d; want 4, red's", st.roadLen[1], st.roadCard)
	}
}

// Gold fields: the number pays each building beside, 1 for a settlement
// and 2 for a city, in resources its owner chooses from the bank, in turn
// order from the player to move, after the other resources are paid.
func TestGoldFields(t *testing.T) {
	// Gold 9 on 20, hills 9 on 13; red's settlement 39 touches both,
	// blue's city 57 and yellow's settlement 56 the gold field.
	st := seaWorld("unknown-4", 4, Rules{})
	st.lay(20, Gold, 9)
	st.lay(13, Hills, 9)
	st.build(0, 39, false)
	st.build(1, 57, true)
	st.build(2, 56, false)
	st.step, st.current, st.turns = stepRoll, 1, 2
	st.setToMove(1)
	robbed := st.copy()
	st.rollTo(t, 9)
	golds := "gold brick, gold grain, gold lumber, gold ore, gold wool"
	if got := strings.Join(st.legalTexts(1), ", "); st.step != stepGold || got != golds || st.hand[0] != ([Resources]int8{Brick: 1}) {
		t.Fatalf("blue rolled 9: step %s, blue may %s; red holds %v (its brick paid first)", stepKeys[st.step], got, st.hand[0])
	}
	if st.gold[0] != 1 || st.gold[1] != 2 || st.gold[2] != 1 || st.gold[3] != 0 {
		t.Errorf("gold to choose: %v, want red 1, blue 2 (a city), yellow 1", st.gold[:4])
	}
	st.refuse(t, 0, "gold brick")
	st.script(t, "gold wool")
	st.setHand(3, [Resources]int8{Ore: st.bank[Ore]}) // green takes all the bank's ore
	if got := strings.Join(st.legalTexts(1), ", "); !slices.Equal(st.ToMove(), []engine.Seat{1}) || got != "gold brick, gold grain, gold lumber, gold wool" {
		t.Errorf("blue's second choice, the bank out of ore: %v to move, blue may %s", st.ToMove(), got)
	}
	if why := st.refuse(t, 1, "gold ore"); why != "take a resource the bank still has" {
		t.Errorf("gold ore with none in the bank: %q", why)
	}
	st.script(t, "gold grain")
	if !slices.Equal(st.ToMove(), []engine.Seat{2}) {
		t.Fatalf("after blue, %v to choose, want yellow", st.ToMove())
	}
	st.script(t, "gold lumber")
	if !slices.Equal(st.ToMove(), []engine.Seat{0}) {
		t.Fatalf("after yellow, %v to choose, want red", st.ToMove())
	}
	st.script(t, "gold brick")
	if st.step != stepMain || !slices.Equal(st.ToMove(), []engine.Seat{1}) || st.hand[0] != ([Resources]int8{Brick: 2}) ||
		st.hand[1] != ([Resources]int8{Wool: 1, Grain: 1}) || st.hand[2] != ([Resources]int8{Lumber: 1}) {
		t.Errorf("after the gold: step %s, %v to move; hands %v", stepKeys[st.step], st.ToMove(), st.hands())
	}

	// The robber on the gold field: it pays nothing.
	robbed.robber = 19
	robbed.rollTo(t, 9)
	if robbed.step != stepMain || robbed.gold != ([MaxPlayers]int8{}) || robbed.hand[0] != ([Resources]int8{Brick: 1}) {
		t.Errorf("the robber on the gold field: step %s, gold %v, red holds %v", stepKeys[robbed.step], robbed.gold, robbed.hand[0])
	}
}

// Buying harbours (harbours=buy): a harbour tile found may be bought on the
// buyer's turn until a settlement stands at it (5-6 players: the harbour
// chips of the supply too), for the price card's cost, and goes on a plain
// sea tile beside one of the buyer's buildings, facing it; the sea tile
// goes where the harbour was.
func TestBuyingHarbours(t *testing.T) {
	// Red's settlement 29 on hills 10 and forest 11 faces the sea tile 3 on
	// two sides, 20-29 and 21-29. Found: ore on 33 (turned), 3:1 on 34
	// (waiting for land), brick on 41 with blue's settlement 89 at it,
	// grain on 42 with blue's settlement 107 beside it but not at it. Face
	// down: lumber on 40.
	table := func(rules Rules) *State {
		st := seaWorld("unknown-4", 4, rules)
		st.lay(10, Hills, 5)
		st.lay(11, Forest, 9)
		st.build(0, 29, false)
		st.build(1, 89, false)
		st.build(1, 107, false)
		for _, h := range []struct {
			hex  int
			kind int8
			side int8
		}{{33, int8(Ore), 0}, {34, genericHarbour, -1}, {41, int8(Brick), 0}, {42, int8(Grain), 0}, {40, int8(Lumber), -1}} {
			st.placeHarbour(h.hex-1, h.kind, h.side)
		}
		st.hidden.add(39)
		return st
	}
	st := table(Rules{BuyHarbours: true})
	st.setHand(0, [Resources]int8{Brick: 1, Lumber: 1, Ore: 2})
	if got := st.legalTexts(0, kindBuyHarbour); !slices.Equal(got, sorted("buy harbour 33 to 3 at 20-29", "buy harbour 33 to 3 at 21-29")) {
		t.Errorf("red, holding the ore harbour's price, may buy %v", got)
	}
	for text, why := range map[string]string{
		"buy harbour 40 to 3 at 20-29":  "that harbour is not for sale: not found yet, or a settlement stands at it",
		"buy harbour 41 to 3 at 20-29":  "that harbour is not for sale: not found yet, or a settlement stands at it",
		"buy harbour 33 to 4 at 12-21":  "a bought harbour goes on a plain sea tile, facing one of your buildings",
		"buy harbour 33 to 10 at 20-29": "a bought harbour goes on a plain sea tile, facing one of your buildings",
		"buy harbour 42 to 3 at 20-29":  "you cannot pay 1 brick, 1 lumber, 1 grain, 1 ore",
	} {
		if got := st.refuse(t, 0, text); got != why {
			t.Errorf("%q refused: %q, want %q", text, got, why)
		}
	}
	st.refuse(t, 1, "buy harbour 33 to 3 at 20-29")
	// With red's settlement 72 beside the sea tile 26 and the harbour tile
	// 34: the sea tile takes a harbour, the harbour tile does not.
	beside := st.copy()
	beside.build(0, 72, false)
	if !slices.Contains(beside.legalTexts(0), "buy harbour 33 to 26 at 64-72") {
		t.Errorf("red may not put the ore harbour on the sea tile 26 facing its settlement 72: %v", beside.legalTexts(0, kindBuyHarbour))
	}
	beside.refuse(t, 0, "buy harbour 33 to 34 at 72-81")
	rolling := st.copy()
	rolling.step = stepRoll
	rolling.refuse(t, 0, "buy harbour 33 to 3 at 20-29")
	if a, _ := st.Parse("港33を買い3の20-29に置く"); st.Describe(a, engine.EN) != "buy harbour 33 to 3 at 20-29" || st.Describe(a, engine.JA) != "港33を買い3の20-29に置く" {
		t.Errorf("a buy reads %q", st.Describe(a, engine.EN))
	}
	st.script(t, "buy harbour 33 to 3 at 20-29")
	if st.cards(0) != 0 || st.harbourKind[32] != noHarbour || st.terrain[32] != Sea || st.harbourKind[2] != int8(Ore) || st.harbourSide[2] != 3 || st.rates[0][Ore] != 2 {
		t.Errorf("after the buy: red holds %v; hex 33 harbour %d; hex 3 harbour %d side %d; red's rates %v",
			st.hand[0], st.harbourKind[32], st.harbourKind[2], st.harbourSide[2], st.rates[0])
	}

	// The price card: each harbour for exactly its cost, and not for one
	// card less.
	for k, price := range map[int8][Resources]int8{
		int8(Lumber): {Lumber: 2, Brick: 1, Ore: 1},
		int8(Ore):    {Ore: 2, Brick: 1, Lumber: 1},
		int8(Grain):  {Ore: 1, Brick: 1, Lumber: 1, Grain: 1},
		int8(Wool):   {Ore: 1, Brick: 1, Lumber: 1, Wool: 1},
		int8(Brick):  {Brick: 2, Lumber: 1, Ore: 1},
	} {
		st := table(Rules{BuyHarbours: true})
		st.placeHarbour(32, k, 0)
		st.setHand(0, price)
		text := "buy harbour 33 to 3 at 20-29"
		if !slices.Contains(st.legalTexts(0), text) {
			t.Errorf("red holding %v may not buy the %s harbour", price, harbourKey(k))
		}
		for r := range Resources {
			if price[r] == 0 {
				continue
			}
			short := price
			short[r]--
			st.setHand(0, short)
			if slices.Contains(st.legalTexts(0), text) {
				t.Errorf("red may buy the %s harbour with %v", harbourKey(k), short)
			}
			st.refuse(t, 0, text)
		}
	}
	// 3:1: lumber, brick and ore, and two different resources.
	for _, c := range []struct {
		hand [Resources]int8
		want []string
	}{
		{[Resources]int8{Lumber: 1, Brick: 1, Ore: 1, Wool: 1, Grain: 1}, []string{"buy harbour 34 to 3 at 20-29 paying wool and grain"}},
		{[Resources]int8{Lumber: 2, Brick: 2, Ore: 2}, []string{"buy harbour 34 to 3 at 20-29 paying brick and lumber",
			"buy harbour 34 to 3 at 20-29 paying brick and ore", "buy harbour 34 to 3 at 20-29 paying lumber and ore"}},
		{[Resources]int8{Lumber: 1, Brick: 1, Ore: 1, Wool: 2}, nil},
	} {
		st := table(Rules{BuyHarbours: true})
		st.setHand(0, c.hand)
		got := slices.DeleteFunc(st.legalTexts(0, kindBuyHarbour), func(s string) bool { return !strings.Contains(s, "to 3 at 20-29") || !strings.Contains(s, "34") })
		if !slices.Equal(got, sorted(c.want...)) {
			t.Errorf("red holding %v may buy the waiting 3:1 harbour %v, want %v", c.hand, got, c.want)
		}
	}
	if _, err := st.Parse("buy harbour 34 to 3 at 20-29 paying wool and wool"); err == nil {
		t.Error("a 3:1 harbour paid with two wool parses")
	}
	st = table(Rules{BuyHarbours: true})
	st.setHand(0, [Resources]int8{Lumber: 1, Brick: 1, Ore: 1, Wool: 1, Grain: 1})
	st.script(t, "buy harbour 34 to 3 at 21-29 paying wool and grain")
	if st.cards(0) != 0 || st.harbourKind[33] != noHarbour || st.harbourKind[2] != genericHarbour || st.rates[0] != ([Resources]int8{3, 3, 3, 3, 3}) {
		t.Errorf("after buying the 3:1 harbour: red holds %v, rates %v", st.hand[0], st.rates[0])
	}
	st.refuse(t, 0, "buy harbour chip ore to 3 at 20-29") // 4 players: no chips

	// Harbours are not bought when the players chose them.
	st = table(Rules{})
	st.setHand(0, [Resources]int8{Brick: 1, Lumber: 1, Ore: 2})
	if why := st.refuse(t, 0, "buy harbour 33 to 3 at 20-29"); why != "harbours are bought only in the variant that buys them" {
		t.Errorf("buying without the variant: %q", why)
	}

	// 5 players: the harbour chips of the supply. Red's settlement 24
	// (unknown-5) on land 12 faces the sea tiles 2 and 3.
	st = seaWorld("unknown-5", 5, Rules{BuyHarbours: true})
	st.harbourChips = st.layout.HarbourChips
	st.lay(12, Hills, 5)
	st.build(0, 24, false)
	st.setHand(0, [Resources]int8{Brick: 1, Lumber: 1, Ore: 2})
	if got := st.legalTexts(0, kindBuyHarbour); !slices.Equal(got, sorted("buy harbour chip ore to 2 at 13-24", "buy harbour chip ore to 2 at 24-34",
		"buy harbour chip ore to 3 at 13-24", "buy harbour chip ore to 3 at 24-35")) {
		t.Errorf("5 players: red may buy %v", got)
	}
	if a, _ := st.Parse("鉱石の港チップを買い2の13-24に置く"); st.Describe(a, engine.EN) != "buy harbour chip ore to 2 at 13-24" {
		t.Errorf("a chip's buy reads %q", st.Describe(a, engine.EN))
	}
	st.script(t, "buy harbour chip ore to 2 at 13-24")
	if st.harbourChips[Ore] != 0 || st.harbourKind[1] != int8(Ore) || !st.chipHarbour.has(1) || st.rates[0][Ore] != 2 || st.cards(0) != 0 {
		t.Errorf("after buying the ore chip: %d left, hex 2 harbour %d (chip %v), red's rates %v", st.harbourChips[Ore], st.harbourKind[1], st.chipHarbour.has(1), st.rates[0])
	}
}

// goal3 is a hand-written 3-player position (unknown-3, 32 hexes) in
// red's main step. Start islands: red's on 10 (with 3, 4, 11 and the ore
// harbour 9), blue's on 25 (26, 31, 32, the 3:1 harbour 24), yellow's on
// 21 (14, 20, 27, the brick harbour 22). Face up besides: a new island of
// forest 6 and fields 13 in the north-east, sea on 5, 12, 16, 17; the rest
// face down, four harbour tiles among them. Red has cities 10, 32, 33, a
// settlement 18, five victory point cards (12 VP) and ships 18-26-19
// reaching the new island, with the cards for a settlement.
const goal3 = `{
 "game": "catan",
 "options": {"scenario": "unknown-island", "setup": "random", "pirate": "scenario", "island": "strict", "harbours": "choose",
  "gold_bonus": "choice", "numbers": "free", "golds": "table", "frame3": "32"},
 "board": "unknown-3", "seats": 3, "goal": 13,
 "hexes": [
  {"terrain": "sea", "hidden": true},
  {"terrain": "sea", "hidden": true, "harbour": "3:1", "side": -1},
  {"terrain": "fields", "number": 5, "island": 0},
  {"terrain": "pasture", "number": 9, "island": 0},
  {"terrain": "sea"},
  {"terrain": "forest", "number": 9},
  {"terrain": "desert", "hidden": true},
  {"terrain": "sea", "hidden": true, "harbour": "lumber", "side": -1},
  {"terrain": "sea", "harbour": "ore", "side": 1, "island": 0},
  {"terrain": "hills", "number": 6, "island": 0},
  {"terrain": "forest", "number": 3, "island": 0},
  {"terrain": "sea"},
  {"terrain": "fields", "number": 4},
  {"terrain": "hills", "number": 5, "island": 2},
  {"terrain": "sea", "hidden": true, "harbour": "wool", "side": -1},
  {"terrain": "sea"},
  {"terrain": "sea"},
  {"terrain": "sea", "hidden": true, "harbour": "grain", "side": -1},
  {"terrain": "pasture", "hidden": true},
  {"terrain": "pasture", "number": 3, "island": 2},
  {"terrain": "gold", "number": 8, "island": 2},
  {"terrain": "sea", "harbour": "brick", "side": 4, "island": 2},
  {"terrain": "mountains", "hidden": true},
  {"terrain": "sea", "harbour": "3:1", "side": 1, "island": 1},
  {"terrain": "mountains", "number": 8, "island": 1},
  {"terrain": "fields", "number": 11, "island": 1},
  {"terrain": "mountains", "number": 10, "island": 2},
  {"terrain": "sea", "hidden": true},
  {"terrain": "sea", "hidden": true},
  {"terrain": "sea", "hidden": true},
  {"terrain": "forest", "number": 10, "island": 1},
  {"terrain": "hills", "number": 4, "island": 1}
 ],
 "harbours": [],
 "robber": 0, "pirate": 0,
 "supply": {"tiles": {}, "harbours": {}, "harbour_chips": {}},
 "chips": [2, 6, 11, 12],
 "players": [
  {"hand": [1, 1, 1, 1, 0], "devs": [0, 5, 0, 0, 0], "bought_this_turn": [0, 0, 0, 0, 0], "knights": 0,
   "roads": [], "ships": ["18-26", "19-26"], "settlements": [18], "cities": [10, 32, 33]},
  {"hand": [0, 0, 0, 0, 0], "devs": [0, 0, 0, 0, 0], "bought_this_turn": [0, 0, 0, 0, 0], "knights": 0,
   "roads": [], "settlements": [64, 65], "cities": []},
  {"hand": [0, 0, 0, 0, 0], "devs": [0, 0, 0, 0, 0], "bought_this_turn": [0, 0, 0, 0, 0], "knights": 0,
   "roads": [], "settlements": [52, 67], "cities": []}
 ],
 "deck": ["knight", "knight"],
 "longest_road": -1, "largest_army": -1,
 "step": "main", "current": 0, "turn": 30,
 "seed": 1
}`

// Winning: 13 VP on one's own turn (hidden VP cards count); a settlement
// on a new island is worth its 1 VP, no special points.
func TestScenarioGoal(t *testing.T) {
	load := func(pos string) *State {
		t.Helper()
		s, err := Game{}.Load([]byte(pos))
		if err != nil {
			t.Fatalf("the position does not load: %v", err)
		}
		return s.(*State)
	}
	st := load(goal3)
	if st.goal != 13 || st.vp(0) != 12 || st.Over() || st.robber != noHex || st.pirate != noHex || st.rates[0][Ore] != 2 || st.rates[1] != ([Resources]int8{3, 3, 3, 3, 3}) {
		t.Fatalf("loaded: goal %d, red %d VP, over %v, robber %d, pirate %d, rates red %v blue %v", st.goal, st.vp(0), st.Over(), st.robber, st.pirate, st.rates[0], st.rates[1])
	}
	out, _ := st.MarshalJSON()
	again, err := Game{}.Load(out)
	if err != nil {
		t.Fatalf("the position written does not load: %v\n%s", err, out)
	}
	if out2, _ := again.MarshalJSON(); string(out2) != string(out) || *again.(*State) != *st {
		t.Errorf("the position does not round-trip:\n%s\n%s", out, out2)
	}
	if _, err := (Game{}).Load([]byte(strings.Replace(goal3, `"goal": 13`, `"goal": 10`, 1))); err == nil || err.Error() != "this game is won with 13 VP" {
		t.Errorf("a goal of 10 loads: %v", err)
	}

	c := st.copy()
	c.script(t, "end turn")
	if c.Over() {
		t.Error("red, with 12 VP, won")
	}
	st.script(t, "settle 19") // on forest 6, an island found
	if o := st.Outcome(); !st.Over() || st.vp(0) != 13 || !slices.Equal(o.Winners, []engine.Seat{0}) || o.Scores[0] != 13 || o.Reason.EN != "{seat 0} reaches 13 VP and wins" {
		t.Errorf("red's settlement on the new island: over %v, VP %d, outcome %+v", st.Over(), st.vp(0), o)
	}

	// Red with 13 VP in yellow's turn wins only as its own turn begins.
	pos := strings.Replace(goal3, `"settlements": [18]`, `"settlements": [18, 19]`, 1)
	pos = strings.Replace(pos, `"current": 0`, `"current": 2`, 1)
	pos = strings.Replace(pos, `"hand": [1, 1, 1, 1, 0]`, `"hand": [0, 0, 0, 0, 0]`, 1)
	st = load(pos)
	if st.vp(0) != 13 || st.Over() || !slices.Contains(st.legalTexts(2), "end turn") {
		t.Fatalf("red with 13 VP in yellow's turn: over %v", st.Over())
	}
	st.script(t, "end turn")
	if o := st.Outcome(); !st.Over() || st.current != 0 || !slices.Equal(o.Winners, []engine.Seat{0}) {
		t.Errorf("red's turn begins with 13 VP: over %v, current %d, outcome %+v", st.Over(), st.current, o)
	}
}
