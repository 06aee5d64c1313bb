package spiritisland

import (
	"slices"
	"testing"
)

// Lightning's Swift Strike starts with 2 presence in A7 (a sacred site);
// with River Surges in Sunlight on board B, River has 1 in B6. On board A,
// A1-A3 are coastal, A4-A8 inland; A5 touches A1, A4, A6, A7 and A8.
const lightningRiver = lightning + ",river-surges-in-sunlight"

// fearAt resolves the fear card with key as an earned card at terror level
// lv, in the invader phase's fear step, with the answers typed as the
// players would; the card must be done at the end.
func fearAt(t *testing.T, st *State, key string, lv int, answers ...string) {
	t.Helper()
	gone := int8(0)
	for i := range lv - 1 {
		gone += st.fearPer[i]
	}
	st.nFear = st.fearPer[0] + st.fearPer[1] + st.fearPer[2] - gone
	if st.terror() != lv {
		t.Fatalf("terror level %d, want %d", st.terror(), lv)
	}
	st.earned[0], st.nEarned = int8(FearByKey[key]), 1
	st.step = stepInvader
	st.q.push(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[contFear]})
	st.run(&st.q)
	st.findToMove()
	for _, a := range answers {
		answer(t, st, a)
	}
}

// settled fails unless nothing more is asked.
func settled(t *testing.T, st *State) {
	t.Helper()
	if !st.q.empty() {
		t.Fatalf("not done: spirit %d is asked one of %q", st.q.front().spirit, asks(st))
	}
}

// invaderStep runs the build (contBuild) or the explore (contExplore is
// not used: it draws) of the invader card with key.
func invaderStep(t *testing.T, st *State, step int, key string) {
	t.Helper()
	c := int8(InvaderByKey[key])
	switch step {
	case contBuild:
		st.build = c
		st.q.push(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[contBuild]})
		st.run(&st.q)
	case contExplore:
		st.explore = c
		st.exploreCard(&st.q)
	}
}

// want fails unless got equals want, naming what.
func wantEq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s: %v, want %v", what, got, want)
	}
}

// wantAsks fails unless the decision waiting offers exactly texts.
func wantAsks(t *testing.T, st *State, texts ...string) {
	t.Helper()
	if got := asks(st); !slices.Equal(got, texts) {
		t.Errorf("asked %q, want %q", got, texts)
	}
}

// fearCase is a fear card's level played on board A with Lightning (two:
// on boards A and B, with River too): the pieces before, the lands offered first (nil: not checked), the answers
// typed, an invader action after (contBuild, contExplore of the wetlands;
// 0: none) and the pieces after.
type fearCase struct {
	two     bool
	lv      int
	before  string
	asked   []string
	answers []string
	step    int
	after   string
}

// playFear plays the cases of the fear card with key, each on a new game,
// and returns the last game for further checks.
func playFear(t *testing.T, key string, cases ...fearCase) *State {
	t.Helper()
	var st *State
	for _, c := range cases {
		st = bareGame(t, lightning, "A")
		if c.two {
			st = bareGame(t, lightningRiver, "AB")
		}
		place(t, st, c.before)
		fearAt(t, st, key, c.lv)
		if c.asked != nil {
			wantAsks(t, st, c.asked...)
		}
		for _, a := range c.answers {
			answer(t, st, a)
		}
		if c.step != 0 {
			invaderStep(t, st, c.step, "wetland-1")
		}
		settled(t, st)
		wantPieces(t, st, c.after)
	}
	return st
}

// Fear of the Unseen: an explorer or town goes from a sacred site (1),
// from a land with presence (2); at 3 a city may go from a sacred site.
func TestFearOfTheUnseen(t *testing.T) {
	st := playFear(t, "fear-of-the-unseen", fearCase{lv: 1,
		before:  "A7: 1 explorer, 1 town; A5: 2 explorers, 1 presence", // presence, not a sacred site
		answers: []string{"choose land A7", "remove town"}, after: "A7: 0 towns, 1 explorer; A5: 2 explorers"})
	wantEq(t, "fear pool (removing is not destroying)", st.fearPool, 4)
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		place(t, st, "A7: 1 town; B6: 1 explorer; A5: 1 explorer")
		fearAt(t, st, "fear-of-the-unseen", 2, "choose land A7") // Lightning's town goes by itself
		wantEq(t, "River decides", st.q.front().spirit, 1)
		wantAsks(t, st, "choose land B6")
		answer(t, st, "choose land B6")
		settled(t, st)
		wantPieces(t, st, "A7: 0 towns; B6: 0 explorers; A5: 1 explorer")
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		place(t, st, "A7: 1 city, 1 explorer; A5: 1 city, 1 town")
		st.lands[st.land(t, "A5")].presence[0] = 1
		// Lightning takes the town from A5 (its city may not go: no sacred site).
		fearAt(t, st, "fear-of-the-unseen", 3, "choose land A5")
		wantAsks(t, st, "choose land A7")
		answer(t, st, "choose land A7")
		wantAsks(t, st, "remove explorer A7", "remove city A7")
		answer(t, st, "remove city")
		settled(t, st)
		wantPieces(t, st, "A5: 1 city, 0 towns; A7: 0 cities, 1 explorer")
	})
}

// Scapegoats: towns (and cities) destroy explorers in their land; at 3 all
// explorers with a town or city go, then each city destroys a town (2
// fear: 2 of the pool's 4 are left).
func TestScapegoats(t *testing.T) {
	playFear(t, "scapegoats",
		fearCase{lv: 1, before: "A5: 2 towns, 3 explorers; A6: 1 city, 2 explorers", after: "A5: 1 explorer; A6: 2 explorers"},
		fearCase{lv: 2, before: "A5: 1 town, 1 city, 4 explorers; A6: 1 city, 1 explorer", after: "A5: 1 explorer, 1 town; A6: 0 explorers"})
	st := playFear(t, "scapegoats", fearCase{lv: 3,
		before:  "A5: 1 town, 2 explorers; A6: 2 cities, 2 towns, 1 damaged town, 1 explorer; A8: 1 explorer",
		answers: []string{"destroy town", "destroy town"},
		after:   "A5: 0 explorers, 1 town; A6: 0 explorers, 1 town, 1 damaged town, 2 cities; A8: 1 explorer"})
	wantEq(t, "fear pool", st.fearPool, 2)
}

// Emigration Accelerates: an explorer from a coastal land (1), an explorer
// or town from one (2), from any land (3). A5 is inland.
func TestEmigrationAccelerates(t *testing.T) {
	playFear(t, "emigration-accelerates",
		fearCase{lv: 1, before: "A1: 1 explorer; A5: 1 explorer", asked: []string{"choose land A1"},
			answers: []string{"choose land A1"}, after: "A1: 0 explorers; A5: 1 explorer"},
		fearCase{lv: 2, before: "A1: 1 explorer; A2: 1 town; A5: 1 explorer", asked: []string{"choose land A1", "choose land A2"},
			answers: []string{"choose land A2"}, after: "A2: 0 towns; A1: 1 explorer"},
		fearCase{lv: 3, before: "A1: 1 explorer; A6: 1 town", asked: []string{"choose land A1", "choose land A6"},
			answers: []string{"choose land A6"}, after: "A6: 0 towns; A1: 1 explorer"})
}

// Dahan on their Guard: Defend 1 per dahan (1), 1 plus 1 per dahan where
// there are dahan (2), 2 per dahan (3). At level 1, 2 towns ravaging A5
// with 3 dahan deal 1 damage: no blight, one dahan hurt, and the dahan
// destroy both towns.
func TestDahanOnTheirGuard(t *testing.T) {
	for lv, c := range []string{"A5: 3 dahan", "A5: 2 dahan", "A5: 2 dahan"} {
		st := bareGame(t, lightning, "A")
		place(t, st, c)
		fearAt(t, st, "dahan-on-their-guard", lv+1)
		wantPieces(t, st, []string{"A5: 3 defend; A6: 0 defend", "A5: 3 defend; A6: 0 defend", "A5: 4 defend; A6: 0 defend"}[lv])
	}
	st := bareGame(t, lightning, "A")
	place(t, st, "A5: 3 dahan, 2 towns")
	fearAt(t, st, "dahan-on-their-guard", 1)
	st.q.push(task{op: opThen, spirit: 0, land: st.land(t, "A5"), arg: contRavageLand})
	st.run(&st.q)
	wantPieces(t, st, "A5: 0 blight, 1 damaged dahan, 3 dahan, 0 towns")
}

// Tall Tales of Savagery: an explorer from a land with dahan (1); 2
// explorers or a town from one (2); from each (3), and a city from each
// with 2 dahan or more.
func TestTallTalesOfSavagery(t *testing.T) {
	playFear(t, "tall-tales-of-savagery",
		fearCase{lv: 1, before: "A5: 1 dahan, 2 explorers; A6: 1 explorer", asked: []string{"choose land A5"},
			answers: []string{"choose land A5"}, after: "A5: 1 explorer; A6: 1 explorer"},
		fearCase{lv: 3, // A6's 2 explorers go by themselves
			before:  "A5: 2 dahan, 2 explorers, 1 town, 1 city; A6: 1 dahan, 3 explorers, 1 city; A8: 2 explorers",
			answers: []string{"remove town"},
			after:   "A5: 2 explorers, 0 towns, 0 cities; A6: 1 explorer, 1 city; A8: 2 explorers"})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		place(t, st, "A5: 1 dahan, 3 explorers, 1 town")
		// Lightning takes 2 explorers (the second goes by itself), River the town.
		fearAt(t, st, "tall-tales-of-savagery", 2, "choose land A5", "remove explorer", "choose land A5", "remove town")
		settled(t, st)
		wantPieces(t, st, "A5: 1 explorer, 0 towns")
	})

}

// Retreat!: push up to 2 explorers (1), up to 3 explorers and towns (2)
// from an inland land; any number from any land (3).
func TestRetreat(t *testing.T) {
	playFear(t, "retreat",
		fearCase{lv: 1, before: "A5: 3 explorers; A1: 1 explorer", asked: []string{"choose land A5", "stop"}, // A1 is coastal
			answers: []string{"choose land A5", "push explorer to A4", "push explorer to A6"},
			after:   "A5: 1 explorer; A4: 1 explorer; A6: 1 explorer; A1: 1 explorer"},
		fearCase{lv: 2, before: "A5: 2 explorers, 2 towns",
			answers: []string{"choose land A5", "push town to A4", "push town to A4", "push explorer to A4"},
			after:   "A5: 1 explorer; A4: 2 towns, 1 explorer"},
		fearCase{lv: 3, before: "A1: 1 explorer, 1 town",
			answers: []string{"choose land A1", "push explorer to A2", "push town to A2"},
			after:   "A1: 0 explorers, 0 towns; A2: 1 explorer, 1 town"})
}

// Dahan Raid: each player a different land with dahan: 1 damage (1), 1
// per dahan (2), 2 per dahan (3).
func TestDahanRaid(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		place(t, st, "A5: 1 dahan, 2 explorers; B5: 1 dahan, 1 town")
		fearAt(t, st, "dahan-raid", 1, "choose land A5")
		wantAsks(t, st, "choose land B5") // A5 is taken
		answer(t, st, "choose land B5")
		settled(t, st)
		wantPieces(t, st, "A5: 1 explorer; B5: 1 damaged town")
	})
	for _, c := range []fearCase{
		{lv: 2, before: "A5: 3 dahan, 1 city, 1 explorer", after: "A5: 0 cities, 1 explorer",
			answers: []string{"choose land A5", "damage city", "damage damaged city", "damage badly damaged city"}},
		{lv: 3, before: "A5: 2 dahan, 2 towns", after: "A5: 0 towns", answers: []string{"choose land A5", "damage damaged town"}},
	} {
		st := playFear(t, "dahan-raid", c)
		wantEq(t, "fear pool", st.fearPool, 2)
	}
}

// Dahan Enheartened: push a dahan out of or gather one into a land with
// invaders (1); each player a different land: gather up to 2 dahan, then
// 1 damage if dahan are there (2), 1 per dahan (3).
func TestDahanEnheartened(t *testing.T) {
	playFear(t, "dahan-enheartened", fearCase{two: true, lv: 1, before: "A5: 1 town; A6: 1 dahan; A8: 1 town, 1 dahan",
		answers: []string{"choose land A5", "gather dahan from A6", "choose land A8", "push a dahan out", "push dahan to A7"},
		after:   "A5: 1 dahan; A6: 0 dahan; A8: 0 dahan; A7: 1 dahan"})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		place(t, st, "A5: 1 town; A6: 2 dahan")
		fearAt(t, st, "dahan-enheartened", 2, "choose land A5", "gather dahan from A6", "stop")
		if slices.Contains(asks(st), "choose land A5") {
			t.Errorf("River may choose A5, taken by Lightning")
		}
		answer(t, st, "choose land B8")
		settled(t, st)
		wantPieces(t, st, "A5: 1 dahan, 1 damaged town")
	})
	st := playFear(t, "dahan-enheartened", fearCase{lv: 3, before: "A5: 2 towns, 1 dahan; A6: 2 dahan",
		answers: []string{"choose land A5", "gather dahan from A6", "gather dahan from A6", "damage damaged town"},
		after:   "A5: 3 dahan, 1 town, 1 damaged town"})
	wantEq(t, "fear pool", st.fearPool, 3)
}

// Avoid the Dahan: no explore into lands with 2 dahan (1); no build where
// dahan outnumber towns and cities (2), where there are dahan (3). The
// wetlands of board A are A2 (coastal) and A5 (inland, next to A4).
func TestAvoidTheDahan(t *testing.T) {
	st := playFear(t, "avoid-the-dahan",
		fearCase{lv: 1, before: "A2: 2 dahan; A5: 1 dahan; A4: 1 town", step: contExplore, after: "A2: 0 explorers; A5: 1 explorer"},
		fearCase{lv: 2, before: "A2: 1 town, 2 dahan; A5: 1 town, 1 city, 2 dahan", step: contBuild, after: "A2: 1 town; A5: 2 towns"},
		fearCase{lv: 3, before: "A2: 1 explorer, 1 dahan; A5: 1 explorer", step: contBuild, after: "A2: 0 towns; A5: 1 town"})
	st.timePasses()
	wantEq(t, "fear rules after time passes", st.fearRules, 0)
}

// Seek Safety: push an explorer to a neighbour with more towns and cities
// (1); gather an explorer to a town or city, or a town to a city (2);
// remove invaders of 3 health from a land without a city (3).
func TestSeekSafety(t *testing.T) {
	playFear(t, "seek-safety",
		fearCase{lv: 1, before: "A5: 1 explorer; A1: 1 town", asked: []string{"choose land A5", "stop"},
			answers: []string{"choose land A5", "choose land A1"}, after: "A5: 0 explorers; A1: 1 explorer"},
		fearCase{lv: 2, before: "A5: 1 city; A6: 1 town, 1 explorer",
			answers: []string{"choose land A5", "gather town from A6"}, after: "A5: 1 town; A6: 0 towns, 1 explorer"},
		fearCase{lv: 3, before: "A5: 2 towns, 2 explorers; A6: 1 city, 1 explorer", asked: []string{"choose land A5", "stop"},
			answers: []string{"choose land A5", "remove town", "remove explorer"}, // 3 health: done
			after:   "A5: 1 town, 1 explorer; A6: 1 explorer"})
}

// Wary of the Interior: an explorer from an inland land (1), an explorer
// or town from one (2), from any land (3). A2 is coastal.
func TestWaryOfTheInterior(t *testing.T) {
	playFear(t, "wary-of-the-interior",
		fearCase{lv: 1, before: "A5: 1 explorer; A2: 1 explorer", asked: []string{"choose land A5"},
			answers: []string{"choose land A5"}, after: "A5: 0 explorers; A2: 1 explorer"},
		fearCase{lv: 2, before: "A6: 1 town; A2: 1 explorer", asked: []string{"choose land A6"},
			answers: []string{"choose land A6"}, after: "A6: 0 towns; A2: 1 explorer"},
		fearCase{lv: 3, before: "A1: 1 town; A5: 1 explorer", asked: []string{"choose land A1", "choose land A5"},
			answers: []string{"choose land A1"}, after: "A1: 0 towns; A5: 1 explorer"})
}

// Belief Takes Root: Defend 2 where there is presence (1), and 1 energy
// per sacred site with invaders (2); each player a different land, where
// invaders of 2 health per presence go (3).
func TestBeliefTakesRoot(t *testing.T) {
	playFear(t, "belief-takes-root", fearCase{lv: 1, after: "A7: 2 defend; A5: 0 defend"})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		st.lands[st.land(t, "A5")].presence[0] = 1
		place(t, st, "A5: 1 town; A7: 1 explorer")
		e := st.spirits[0].energy
		fearAt(t, st, "belief-takes-root", 2)
		wantPieces(t, st, "A7: 2 defend; A5: 2 defend; A6: 0 defend")
		wantEq(t, "energy gained (A7 only is a sacred site)", st.spirits[0].energy-e, 1)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		place(t, st, "A7: 1 city, 1 town; B6: 2 explorers, 1 town")
		fearAt(t, st, "belief-takes-root", 3, "choose land A7", "remove city") // 4 health: 1 left, no explorer there
		wantAsks(t, st, "choose land B6")
		answer(t, st, "choose land B6")
		answer(t, st, "remove town") // 2 health: done
		settled(t, st)
		wantPieces(t, st, "A7: 0 cities, 1 town; B6: 0 towns, 2 explorers")
	})
}

// Isolation: an explorer or town alone in its land (1); from a land with 2
// invaders or fewer (2); any invader from such a land (3). A4 and A6 hold
// 3 invaders each and keep them.
func TestIsolation(t *testing.T) {
	const before = "A5: 1 town; A6: 1 explorer, 1 town, 1 city; A8: 1 town, 1 city; A4: 3 explorers"
	const kept = "; A4: 3 explorers; A6: 1 explorer, 1 town, 1 city"
	playFear(t, "isolation",
		fearCase{lv: 1, before: before, asked: []string{"choose land A5"},
			answers: []string{"choose land A5"}, after: "A5: 0 towns; A8: 1 town, 1 city" + kept},
		fearCase{lv: 2, before: before, asked: []string{"choose land A5", "choose land A8"},
			answers: []string{"choose land A8"}, after: "A5: 1 town; A8: 0 towns, 1 city" + kept},
		fearCase{lv: 3, before: before, asked: []string{"choose land A5", "choose land A8"},
			answers: []string{"choose land A8", "remove city"}, after: "A5: 1 town; A8: 1 town, 0 cities" + kept})
}

// Overseas Trade Seem Safer: Defend 3 (1), 6 (2), 9 (3) in coastal lands;
// at 2 a coastal build that would add a city adds nothing, at 3 there is no
// coastal build. A2 is a coastal wetland, A5 an inland one.
func TestOverseasTradeSeemSafer(t *testing.T) {
	playFear(t, "overseas-trade-seem-safer",
		fearCase{lv: 1, before: "A2: 1 town; A5: 1 town", step: contBuild,
			after: "A1: 3 defend; A2: 3 defend; A3: 3 defend; A5: 0 defend; A2: 1 city; A5: 1 city"},
		fearCase{lv: 2, before: "A2: 1 town; A5: 1 town", step: contBuild,
			after: "A1: 6 defend; A2: 6 defend; A3: 6 defend; A5: 0 defend; A2: 0 cities, 1 town; A5: 1 city"},
		fearCase{lv: 3, before: "A2: 1 explorer; A5: 1 explorer", step: contBuild,
			after: "A1: 9 defend; A2: 9 defend; A3: 9 defend; A5: 0 defend; A2: 0 towns; A5: 1 town"})
}

// Trade Suffers: no build where there is a city (1); a town may become an
// explorer (2), or a city a town (3), in a coastal land (no fear: nothing
// is destroyed).
func TestTradeSuffers(t *testing.T) {
	st := playFear(t, "trade-suffers",
		fearCase{lv: 1, before: "A2: 1 city, 1 town; A5: 1 town", step: contBuild, after: "A2: 1 city, 1 town; A5: 1 city"},
		fearCase{lv: 3, before: "A2: 1 city, 1 town", answers: []string{"choose land A2", "remove city"},
			after: "A2: 0 cities, 2 towns, 0 explorers"},
		fearCase{lv: 2, before: "A1: 1 town; A5: 1 town", asked: []string{"choose land A1", "stop"},
			answers: []string{"choose land A1"}, after: "A1: 0 towns, 1 explorer; A5: 1 town"})
	wantEq(t, "fear pool", st.fearPool, 4)
}

// A fear card earned when the terror level rises resolves at the new level:
// with 2 cards of level 1 gone, the 4 fear that earn Dahan on their Guard
// raise the level to 2, so A5's 2 dahan give Defend 3 (1 + 1 per dahan),
// not 2.
func TestEarnedFearResolvesAtLevelThen(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 2)
	st.nFear = 7
	st.fearDeck[6] = int8(FearByKey["dahan-on-their-guard"])
	if st.terror() != 1 {
		t.Fatalf("terror level %d before", st.terror())
	}
	st.fear(4)
	settled(t, st)
	wantEq(t, "cards earned", st.nEarned, 1)
	wantEq(t, "terror level", st.terror(), 2)
	st.step = stepInvader
	st.q.push(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[contFear]})
	st.run(&st.q)
	settled(t, st)
	wantEq(t, "A5 defend", st.lands[st.land(t, "A5")].defend, 3)
	wantEq(t, "earned left", st.nEarned, 0)
	if st.feared&(1<<FearByKey["dahan-on-their-guard"]) == 0 {
		t.Errorf("the card is not in the fear discard")
	}
}

// Every fear card has its three levels.
func TestEveryFearCardHasEffects(t *testing.T) {
	for _, fc := range FearCards {
		fx, ok := fearEffects[fc.Key]
		if !ok {
			t.Errorf("no effect for %s", fc.Key)
			continue
		}
		for i, f := range fx {
			if f == nil {
				t.Errorf("%s level %d has no effect", fc.Key, i+1)
			}
		}
	}
	for _, bc := range BlightCards {
		if blightedEffects[bc.Key] == nil {
			t.Errorf("no effect for blight card %s", bc.Key)
		}
	}
}

// A fear card's decisions go through the engine like any other: while
// Lightning chooses (Wary of the Interior, level 1), only it is to move.
func TestFearDecisionThroughApply(t *testing.T) {
	st := bareGame(t, lightningRiver, "AB")
	put(t, st, "A5", Explorer, 1)
	put(t, st, "B5", Explorer, 1)
	put(t, st, "A1", City, 1) // no terror victory when the explorers go
	fearAt(t, st, "wary-of-the-interior", 1)
	if m := st.ToMove(); len(m) != 1 || m[0] != 0 {
		t.Fatalf("to move: %v", m)
	}
	a, err := st.Parse("choose land B5")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(1, a); err == nil {
		t.Errorf("River may choose while Lightning decides")
	}
	if err := st.Apply(0, a); err != nil {
		t.Fatal(err)
	}
	if m := st.ToMove(); len(m) != 1 || m[0] != 1 {
		t.Fatalf("to move after Lightning: %v", m)
	}
	a, _ = st.Parse("choose land A5")
	if err := st.Apply(1, a); err != nil {
		t.Fatal(err)
	}
	wantEq(t, "A5 explorers", count(t, st, "A5", Explorer), 0)
	wantEq(t, "B5 explorers", count(t, st, "B5", Explorer), 0)
	wantEq(t, "game over", st.Over(), false)
	settled(t, st)
}
