package spiritisland

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// advGame is a bare game (no pieces but presence; see bareGame) of one
// spirit a board, against adversary a at level lv.
func advGame(t *testing.T, a string, lv int, boards string) *State {
	t.Helper()
	spirits := strings.Join(beginners[:len(boards)], ",")
	return bareGame(t, spirits, boards, "adversary="+a, "level="+strconv.Itoa(lv))
}

// invCard is the invader card with key.
func invCard(key string) int8 { return int8(InvaderByKey[key]) }

// runTask runs continuation k on the land named (NoLand for "") until a
// decision waits.
func runTask(t *testing.T, st *State, k int16, land string, n int8) {
	t.Helper()
	l := NoLand
	if land != "" {
		l = st.land(t, land)
	}
	st.q.push(task{op: opThen, spirit: 0, land: l, arg: k, n: n})
	st.run(&st.q)
}

// Each adversary level's difficulty number and fear deck are the data's
// (the summary's tables), and a level needs an adversary.
func TestAdversaryOptions(t *testing.T) {
	want := map[string][7]int{
		"brandenburg-prussia": {1, 2, 4, 6, 7, 9, 10},
		"england":             {1, 3, 4, 6, 7, 9, 11},
		"sweden":              {1, 2, 3, 5, 6, 7, 8},
	}
	fear := map[string][7][3]int8{
		"england": {{3, 3, 3}, {3, 4, 3}, {4, 4, 3}, {4, 5, 4}, {4, 5, 5}, {4, 5, 5}, {4, 5, 4}},
	}
	for a, ds := range want {
		for lv, d := range ds {
			st := newGame(t, "lightnings-swift-strike,river-surges-in-sunlight", "AB", "adversary="+a, "level="+strconv.Itoa(lv))
			if got := st.Difficulty(); got != d {
				t.Errorf("%s level %d: difficulty %d, want %d", a, lv, got, d)
			}
			if f, ok := fear[a]; ok && st.fearPer != f[lv] {
				t.Errorf("%s level %d: fear deck %v, want %v", a, lv, st.fearPer, f[lv])
			}
			if n := st.fearPer[0] + st.fearPer[1] + st.fearPer[2]; st.nFear != n {
				t.Errorf("%s level %d: %d fear cards dealt for levels %v", a, lv, st.nFear, st.fearPer)
			}
		}
	}
	for _, o := range (Game{}).Info().Options {
		if o.Key == "level" && (!strings.Contains(o.Help.EN, "The Kingdom of England 1/3/4/6/7/9/11") || !strings.Contains(o.Help.JA, "イングランド王国 1/3/4/6/7/9/11")) {
			t.Errorf("the level option's help lacks England's difficulty: %s", o.Help)
		}
	}
	if st := newGame(t, "lightnings-swift-strike", "A"); st.Difficulty() != 0 || st.fearPer != [3]int8{3, 3, 3} {
		t.Errorf("no adversary: difficulty %d, fear %v", st.Difficulty(), st.fearPer)
	}
	for _, c := range []struct{ opts, want string }{
		{"level=3", "needs an adversary"},
		{"adversary=england,level=7", "must be one of"},
		{"adversary=france", "must be one of"},
	} {
		o := map[string]string{}
		for _, kv := range strings.Split(c.opts, ",") {
			k, v, _ := strings.Cut(kv, "=")
			o[k] = v
		}
		_, err := Game{}.New(engine.Config{Seats: 1, Seed: 1, Options: o})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.opts, err, c.want)
		}
	}
}

// deckStages lists the stages of the invader deck from the top.
func deckStages(st *State) string {
	var b []byte
	for i := st.nInvaders - 1; i >= 0; i-- {
		b = append(b, '0'+byte(InvaderCards[st.invaders[i]].Stage))
	}
	return string(b)
}

// Brandenburg-Prussia's levels 2-6 stack the invader deck in their orders
// (a stage III card after stage I, stage I and II cards removed).
func TestPrussiaDecks(t *testing.T) {
	for lv, want := range []string{"111222233333", "111222233333", "111322223333", "11322223333",
		"1132223333", "132223333", "32223333"} {
		st := advGame(t, "brandenburg-prussia", lv, "A")
		if got := deckStages(st); got != want {
			t.Errorf("level %d: deck %s, want %s", lv, got, want)
		}
	}
}

// Set-up: Prussia 1 adds a town to land 3; England 2 a city to land 1 and
// a town to land 2; Sweden 2 a city to land 4 and moves land 4's blight to
// land 5; Sweden 6 a town and a blight (from the box) to land 8.
func TestAdversarySetup(t *testing.T) {
	base := newGame(t, "lightnings-swift-strike", "A", "difficulty=no-explore")
	for _, c := range []struct {
		a    string
		lv   int
		land string
		p    Piece
		more int8
	}{
		{"brandenburg-prussia", 1, "A3", Town, 1},
		{"england", 2, "A1", City, 1},
		{"england", 2, "A2", Town, 1},
		{"sweden", 2, "A4", City, 1},
		{"sweden", 6, "A8", Town, 1},
		{"england", 1, "A1", City, 0},
	} {
		st := newGame(t, "lightnings-swift-strike", "A", "difficulty=no-explore", "adversary="+c.a, "level="+strconv.Itoa(c.lv))
		if got, was := count(t, st, c.land, c.p), count(t, base, c.land, c.p); got != was+c.more {
			t.Errorf("%s level %d: %s holds %d %s, want %d", c.a, c.lv, c.land, got, pieceNames[c.p].EN, was+c.more)
		}
	}
	// Board A's land 4 starts with a blight: Sweden 2 puts it in land 5;
	// at 6, land 8 gets a blight from the box (the pool keeps its 3).
	st := newGame(t, "lightnings-swift-strike", "A", "difficulty=no-explore", "adversary=sweden", "level=6")
	a4, a5, a8 := st.lands[st.land(t, "A4")].blight, st.lands[st.land(t, "A5")].blight, st.lands[st.land(t, "A8")].blight
	if a4 != 0 || a5 != 1 || a8 != 1 || st.blightPool != 3 {
		t.Errorf("Sweden 6 set-up blight: A4 %d, A5 %d, A8 %d, pool %d; want 0, 1, 1, 3", a4, a5, a8, st.blightPool)
	}
}

// Land Rush (Prussia's escalation): a wetland II card revealed; board A
// has a town (A8), so the players add a town to a land of A without one,
// before the explore.
func TestPrussiaLandRush(t *testing.T) {
	st := advGame(t, "brandenburg-prussia", 0, "A")
	put(t, st, "A8", Town, 1)
	st.invaders[st.nInvaders-1] = invCard("wetland-2")
	runTask(t, st, phaseConts[contExplore], "", 0)
	if got := asks(st); len(got) != 7 || strings.Contains(strings.Join(got, ","), "A8") {
		t.Fatalf("Land Rush asks %q: want the 7 lands of A but A8", got)
	}
	answer(t, st, "choose land A7")
	// The town came first, then the explore: A5 (next to A8's town) and
	// A2 (coastal) get an explorer.
	if count(t, st, "A7", Town) != 1 || count(t, st, "A5", Explorer) != 1 || count(t, st, "A2", Explorer) != 1 {
		t.Errorf("after Land Rush: A7 towns %d, A5 explorers %d, A2 explorers %d; want 1, 1, 1",
			count(t, st, "A7", Town), count(t, st, "A5", Explorer), count(t, st, "A2", Explorer))
	}
	// A board without towns or cities: nothing, and a card without the
	// flag (coastal) escalates nowhere.
	st = advGame(t, "brandenburg-prussia", 0, "A")
	st.invaders[st.nInvaders-1] = invCard("coastal")
	put(t, st, "A8", Town, 1)
	runTask(t, st, phaseConts[contExplore], "", 0)
	if !st.q.empty() {
		t.Errorf("the coastal card escalated: %q", asks(st))
	}
}

// Building Boom (England's escalation): the land of each board with the
// most towns and cities builds; a tie is the players' choice.
func TestEnglandBuildingBoom(t *testing.T) {
	st := advGame(t, "england", 0, "A")
	put(t, st, "A5", Town, 2)
	put(t, st, "A8", Town, 1)
	st.invaders[st.nInvaders-1] = invCard("mountain-2")
	runTask(t, st, phaseConts[contExplore], "", 0)
	if count(t, st, "A5", City) != 1 || count(t, st, "A8", City)+count(t, st, "A8", Town) != 1 {
		t.Errorf("Building Boom: A5 %d cities (want 1), A8 %d towns", count(t, st, "A5", City), count(t, st, "A8", Town))
	}
	st = advGame(t, "england", 0, "A")
	put(t, st, "A5", Town, 1)
	put(t, st, "A8", Town, 1)
	st.invaders[st.nInvaders-1] = invCard("mountain-2")
	runTask(t, st, phaseConts[contExplore], "", 0)
	if got := asks(st); len(got) != 2 {
		t.Fatalf("a tie asks %q, want A5 or A8", got)
	}
	answer(t, st, "choose land A8")
	if count(t, st, "A8", City) != 1 || count(t, st, "A5", City) != 0 {
		t.Errorf("after the tie: A8 cities %d, A5 %d; want 1, 0", count(t, st, "A8", City), count(t, st, "A5", City))
	}
}

// Swayed by the Invaders (Sweden's escalation): after the explore, a land
// explored into with as many invaders as dahan turns a dahan into a town.
func TestSwedenSwayed(t *testing.T) {
	st := advGame(t, "sweden", 0, "A")
	put(t, st, "A2", Dahan, 1) // wetland, coastal: 1 explorer comes, 1 ≥ 1
	put(t, st, "A5", Dahan, 2) // wetland next to the town: 1 explorer, fewer than 2 dahan
	put(t, st, "A8", Town, 1)
	st.invaders[st.nInvaders-1] = invCard("wetland-2")
	runTask(t, st, phaseConts[contExplore], "", 0)
	if count(t, st, "A2", Dahan) != 0 || count(t, st, "A2", Town) != 1 || count(t, st, "A5", Dahan) != 2 || count(t, st, "A5", Town) != 0 {
		t.Errorf("swayed: A2 %d dahan %d towns (want 0, 1), A5 %d dahan %d towns (want 2, 0)",
			count(t, st, "A2", Dahan), count(t, st, "A2", Town), count(t, st, "A5", Dahan), count(t, st, "A5", Town))
	}
}

// Indentured Servants Earn Land (England 1): a jungle build card builds in
// A3, empty but next to 2 towns (A2, A4); not in A8, next to only 1.
func TestEnglandIndenturedServants(t *testing.T) {
	for lv, want := range []int8{0, 1} {
		st := advGame(t, "england", lv, "A")
		put(t, st, "A2", Town, 1)
		put(t, st, "A4", Town, 1)
		put(t, st, "A7", Town, 1)
		st.build = invCard("jungle-1")
		runTask(t, st, phaseConts[contBuild], "", 0)
		if got := count(t, st, "A3", Town); got != want || count(t, st, "A8", Town) != 0 {
			t.Errorf("level %d: A3 %d towns (want %d), A8 %d (want 0)", lv, got, want, count(t, st, "A8", Town))
		}
	}
}

// High Immigration (England 3, 4): the card on the tile builds before the
// ravage; the ravage card moves onto the tile. At level 3 a stage II card
// reaching it is discarded and the tile removed; at 4 it stays.
func TestEnglandHighImmigration(t *testing.T) {
	st := advGame(t, "england", 3, "A")
	st.immigration = invCard("sands-1")
	put(t, st, "A7", Explorer, 1)
	put(t, st, "A5", Dahan, 5) // no blight from the ravage below
	st.ravage = invCard("wetland-1")
	st.build = invCard("wetland-2")
	st.invaders[st.nInvaders-1] = invCard("jungle-1")
	st.invaderPhase()
	if count(t, st, "A7", Town) != 1 {
		t.Errorf("A7 (sands) holds %d towns after High Immigration, want 1", count(t, st, "A7", Town))
	}
	if st.immigration != invCard("wetland-1") || st.ravaged&(1<<invCard("sands-1")) == 0 {
		t.Errorf("tile holds %s, want wetland-1 (sands-1 discarded)", invaderKey(st.immigration))
	}
	for lv, gone := range map[int]bool{3: true, 4: false} {
		st := advGame(t, "england", lv, "A")
		st.immigration, st.ravage = invCard("sands-1"), invCard("wetland-2")
		runTask(t, st, phaseConts[contAdvance], "", 0)
		if st.immigrationGone != gone || gone && st.immigration != noCard || !gone && st.immigration != invCard("wetland-2") {
			t.Errorf("level %d: tile gone %v holding %q", lv, st.immigrationGone, invaderKey(st.immigration))
		}
	}
}

// Local Autonomy (England 5): a town has 3 health, a city 4. A dahan's 2
// damage no longer destroys a town, 3 damage does; damage heals.
func TestEnglandLocalAutonomy(t *testing.T) {
	for lv, left := range map[int]int8{4: 0, 5: 1} {
		st := advGame(t, "england", lv, "A")
		put(t, st, "A5", Town, 1)
		put(t, st, "A5", City, 1)
		st.assignDamage(st.land(t, "A5"), 2)
		if got := count(t, st, "A5", Town); got != left {
			t.Errorf("level %d: %d towns after 2 damage, want %d", lv, got, left)
		}
	}
	st := advGame(t, "england", 5, "A")
	put(t, st, "A5", City, 1)
	st.assignDamage(st.land(t, "A5"), 3)
	if st.lands[st.land(t, "A5")].pieces[City][1] != 1 || st.fearPool != 4 {
		t.Errorf("a city took 3 damage: %v, fear pool %d; want 1 with 1 health left, no fear", st.lands[st.land(t, "A5")].pieces[City], st.fearPool)
	}
	if got := st.pieceText(pieceCode(City, 1), engine.EN); got != "badly damaged city" {
		t.Errorf("a city with 1 health of 4 reads %q", got)
	}
	st.timePasses()
	if st.lands[st.land(t, "A5")].pieces[City][4] != 1 {
		t.Errorf("the city did not heal to 4: %v", st.lands[st.land(t, "A5")].pieces[City])
	}
}

// Independent Resolve (England 6): 5 fear a player in the pool; with no
// fear card to resolve, High Immigration builds twice (a town, then a city).
func TestEnglandIndependentResolve(t *testing.T) {
	st := advGame(t, "england", 6, "AB")
	if st.fearPool != 10 {
		t.Errorf("fear pool %d for 2 spirits, want 10", st.fearPool)
	}
	for earned, want := range map[int8][2]int8{0: {1, 1}, 1: {1, 0}} {
		st := advGame(t, "england", 6, "A")
		st.immigration = invCard("sands-1")
		put(t, st, "A7", Explorer, 1)
		st.nEarned = earned
		st.earned[0] = int8(FearByKey["avoid-the-dahan"]) // no explore into 2 dahan: nothing here
		st.invaders[st.nInvaders-1] = invCard("jungle-1")
		st.invaderPhase()
		for !st.q.empty() { // the fear card's choices: none taken
			answer(t, st, asks(st)[len(asks(st))-1])
		}
		if got := [2]int8{count(t, st, "A7", Town), count(t, st, "A7", City)}; got != want {
			t.Errorf("%d fear cards: A7 towns, cities %v, want %v", earned, got, want)
		}
	}
}

// Proud & Mighty Capital (England's loss): a build bringing a land to 7
// towns and cities ends the game, lost.
func TestEnglandCapital(t *testing.T) {
	st := advGame(t, "england", 0, "A")
	put(t, st, "A5", Town, 3)
	put(t, st, "A5", City, 3)
	st.build = invCard("wetland-1")
	st.invaderPhase()
	if !st.Over() || st.won || st.end != "capital" {
		t.Errorf("7 towns and cities in A5: over %v, won %v, end %q", st.Over(), st.won, st.end)
	}
}

// Heavy Mining (Sweden 1): 2 cities deal 6 damage: 2 blight, the extra
// destroying no presence; 5 damage (1 city, 1 town) adds 1.
func TestSwedenHeavyMining(t *testing.T) {
	for _, c := range []struct {
		town, city, blight int8
	}{{0, 2, 2}, {1, 1, 1}} {
		st := advGame(t, "sweden", 1, "A")
		l := st.land(t, "A5")
		put(t, st, "A5", Town, c.town)
		put(t, st, "A5", City, c.city)
		st.lands[l].presence[0] = 2
		pool := st.blightPool
		runTask(t, st, contRavageLand, "A5", 0)
		if ls := &st.lands[l]; ls.blight != c.blight || st.blightPool != pool-c.blight || ls.presence[0] != 1 {
			t.Errorf("%d towns %d cities: blight %d (pool %d), presence %d; want %d, %d, 1",
				c.town, c.city, ls.blight, st.blightPool, ls.presence[0], c.blight, pool-c.blight)
		}
	}
}

// Fine Steel (Sweden 3): a town deals 3: against 2 dahan it destroys one
// and damages the other, which strikes back and destroys the town.
func TestSwedenFineSteel(t *testing.T) {
	for lv, want := range map[int][2]int8{2: {1, 0}, 3: {1, 0}} {
		st := advGame(t, "sweden", lv, "A")
		put(t, st, "A5", Town, 1)
		put(t, st, "A5", Dahan, 2)
		runTask(t, st, contRavageLand, "A5", 0)
		d := st.lands[st.land(t, "A5")].pieces[Dahan]
		got := [2]int8{d[1] + d[2], count(t, st, "A5", Town)}
		if got != want || lv == 3 && d[1] != 1 || lv == 2 && d[2] != 1 {
			t.Errorf("level %d: dahan %v, towns %d", lv, d, got[1])
		}
	}
}

// Royal Backing (Sweden 4): after the first explore the deck's top stage I
// card is discarded and each board gets a town in its land of that
// terrain with the fewest invaders.
func TestSwedenRoyalBacking(t *testing.T) {
	st := newGame(t, "lightnings-swift-strike", "A", "adversary=sweden", "level=4")
	base := newGame(t, "lightnings-swift-strike", "A", "adversary=sweden", "level=3")
	if st.nInvaders != 10 || base.nInvaders != 11 {
		t.Fatalf("deck %d cards after Royal Backing, want 10 (11 without)", st.nInvaders)
	}
	gone := base.invaders[base.nInvaders-1]
	if st.ravaged != 1<<gone {
		t.Errorf("discarded %b, want %s", st.ravaged, InvaderCards[gone].Key)
	}
	towns := func(s *State) (n int8) {
		for l := range s.lands {
			n += s.lands[l].count(Town)
		}
		return n
	}
	for !st.q.empty() {
		answer(t, st, asks(st)[0])
	}
	if towns(st) != towns(base)+1 {
		t.Errorf("%d towns, want %d", towns(st), towns(base)+1)
	}
}

// Mining Rush (Sweden 5): a ravage that blights A5 adds a town to a land
// next to it without town or city, the players choosing.
func TestSwedenMiningRush(t *testing.T) {
	st := advGame(t, "sweden", 5, "A")
	put(t, st, "A5", Town, 1)
	for _, name := range []string{"A1", "A4", "A6", "A7"} {
		put(t, st, name, City, 1)
	}
	runTask(t, st, contRavageLand, "A5", 0)
	if count(t, st, "A8", Town) != 1 {
		t.Errorf("A8, the only land next to A5 without a town or city, holds %d towns", count(t, st, "A8", Town))
	}
	st = advGame(t, "sweden", 5, "A")
	put(t, st, "A5", Town, 1)
	runTask(t, st, contRavageLand, "A5", 0)
	if got := asks(st); len(got) != 5 {
		t.Fatalf("Mining Rush asks %q, want the 5 lands next to A5", got)
	}
	answer(t, st, "choose land A6")
	if count(t, st, "A6", Town) != 1 {
		t.Errorf("A6 holds %d towns", count(t, st, "A6", Town))
	}
}

// The position carries the adversary, its level and High Immigration
// strictly, and England 5's damaged pieces.
func TestAdversaryPosition(t *testing.T) {
	st := advGame(t, "england", 5, "A")
	st.nInvaders--
	st.immigration = st.invaders[st.nInvaders]
	tile := invaderKey(st.immigration)
	put(t, st, "A5", Town, 1)
	st.lands[st.land(t, "A5")].pieces[Town][2] = 1
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"adversary":"england"`, `"level":"5"`, `"high_immigration":"` + tile + `"`, `"town_2":1`, `"fear_levels":[4,5,5]`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("position lacks %s", want)
		}
	}
	back, err := Game{}.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	if b2, _ := json.Marshal(back); string(b2) != string(b) {
		t.Errorf("position does not round-trip")
	}
	for _, c := range []struct{ from, to, want string }{
		{`"level":"5"`, `"level":"4"`, "a town has 2 health at most"},
		{`,"town_2":1`, ``, ""},
		{`"level":"5"`, `"level":"2"`, "High Immigration tile"},
		{`"fear_levels":[4,5,5]`, `"fear_levels":[3,3,3]`, "fear_levels"},
		{`"adversary":"england"`, `"adversary":"none"`, "needs an adversary"},
		{`"high_immigration":"` + tile + `"`, `"high_immigration":"` + tile + `","high_immigration_removed":true`, "removed only"},
	} {
		if c.want == "" { // what follows has no damaged town
			b = []byte(strings.Replace(string(b), c.from, c.to, 1))
			continue
		}
		if _, err := (Game{}).Load([]byte(strings.Replace(string(b), c.from, c.to, 1))); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.to, err, c.want)
		}
	}
}

// The view and the terminal show the adversary, its level, difficulty and
// rules.
func TestAdversaryView(t *testing.T) {
	st := newGame(t, "lightnings-swift-strike", "A", "adversary=sweden", "level=3")
	v := st.View(0).(*View)
	if v.Adversary == nil || v.Adversary.Difficulty != 5 || len(v.Adversary.Rules) != 3 {
		t.Fatalf("view adversary %+v", v.Adversary)
	}
	for lang, want := range map[engine.Lang]string{engine.EN: "Sweden, level 3 (difficulty 5", engine.JA: "スウェーデン王国 レベル3(難易度5"} {
		if txt := v.Text(lang); !strings.Contains(txt, want) || !strings.Contains(txt, v.Adversary.Rules[2].Name.In(lang)) {
			t.Errorf("%s text lacks %q:\n%s", lang, want, txt)
		}
	}
}

// Random games against each adversary at levels 1, 3 and 6 keep every
// invariant (the conformance suite).
func TestAdversaryConformance(t *testing.T) {
	for _, a := range adversaryKeys[1:] {
		for _, lv := range []string{"1", "3", "6"} {
			t.Run(a+lv, func(t *testing.T) {
				enginetest.Run(t, Game{}, enginetest.Options{Seeds: 12, Deep: 2, Options: map[string]string{"adversary": a, "level": lv}})
			})
		}
	}
}
