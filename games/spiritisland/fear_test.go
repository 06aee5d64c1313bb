package spiritisland

import (
	"fmt"
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
func want[T comparable](t *testing.T, what string, got, want T) {
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

// Fear of the Unseen: an explorer or town goes from a sacred site (1),
// from a land with presence (2); at 3 a city may go from a sacred site.
func TestFearOfTheUnseen(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A7", Explorer, 1)
		put(t, st, "A7", Town, 1)
		put(t, st, "A5", Explorer, 2)
		st.lands[st.land(t, "A5")].presence[0] = 1 // presence, not a sacred site
		fearAt(t, st, "fear-of-the-unseen", 1, "choose A7", "remove town")
		settled(t, st)
		want(t, "A7 towns", count(t, st, "A7", Town), 0)
		want(t, "A7 explorers", count(t, st, "A7", Explorer), 1)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 2)
		want(t, "fear pool (removing is not destroying)", st.fearPool, 4)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		put(t, st, "A7", Town, 1)
		put(t, st, "B6", Explorer, 1)
		put(t, st, "A5", Explorer, 1)
		fearAt(t, st, "fear-of-the-unseen", 2, "choose A7") // Lightning's town goes by itself
		want(t, "River decides", st.q.front().spirit, 1)
		wantAsks(t, st, "choose B6")
		answer(t, st, "choose B6")
		settled(t, st)
		want(t, "A7 towns", count(t, st, "A7", Town), 0)
		want(t, "B6 explorers", count(t, st, "B6", Explorer), 0)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		put(t, st, "A7", City, 1)
		put(t, st, "A7", Explorer, 1)
		st.lands[st.land(t, "A5")].presence[0] = 1
		put(t, st, "A5", City, 1)
		put(t, st, "A5", Town, 1)
		// Lightning takes the town from A5 (its city may not go: no sacred site).
		fearAt(t, st, "fear-of-the-unseen", 3, "choose A5")
		wantAsks(t, st, "choose A7")
		answer(t, st, "choose A7")
		wantAsks(t, st, "remove explorer", "remove city")
		answer(t, st, "remove city")
		settled(t, st)
		want(t, "A5 cities", count(t, st, "A5", City), 1)
		want(t, "A5 towns", count(t, st, "A5", Town), 0)
		want(t, "A7 cities", count(t, st, "A7", City), 0)
		want(t, "A7 explorers", count(t, st, "A7", Explorer), 1)
	})
}

// Scapegoats: towns (and cities) destroy explorers in their land; at 3 all
// explorers with a town or city go, then each city destroys a town.
func TestScapegoats(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 2)
		put(t, st, "A5", Explorer, 3)
		put(t, st, "A6", City, 1)
		put(t, st, "A6", Explorer, 2)
		fearAt(t, st, "scapegoats", 1)
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "A6 explorers (a city does nothing)", count(t, st, "A6", Explorer), 2)
		want(t, "fear pool", st.fearPool, 4)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 1)
		put(t, st, "A5", City, 1)
		put(t, st, "A5", Explorer, 4)
		put(t, st, "A6", City, 1)
		put(t, st, "A6", Explorer, 1)
		fearAt(t, st, "scapegoats", 2)
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "A6 explorers", count(t, st, "A6", Explorer), 0)
		want(t, "A5 towns", count(t, st, "A5", Town), 1)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 1)
		put(t, st, "A5", Explorer, 2)
		put(t, st, "A6", City, 2)
		put(t, st, "A6", Town, 3)
		put(t, st, "A6", Explorer, 1)
		a6 := &st.lands[st.land(t, "A6")]
		a6.pieces[Town][2]--
		a6.pieces[Town][1]++ // one town is damaged
		put(t, st, "A8", Explorer, 1)
		fearAt(t, st, "scapegoats", 3, "destroy town", "destroy town")
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 0)
		want(t, "A5 towns", count(t, st, "A5", Town), 1)
		want(t, "A6 explorers", count(t, st, "A6", Explorer), 0)
		want(t, "A6 towns", count(t, st, "A6", Town), 1)
		want(t, "A6 damaged towns", a6.pieces[Town][1], 1)
		want(t, "A6 cities", count(t, st, "A6", City), 2)
		want(t, "A8 explorers (no town or city)", count(t, st, "A8", Explorer), 1)
		want(t, "fear pool (2 towns destroyed)", st.fearPool, 2)
	})
}

// Emigration Accelerates: an explorer from a coastal land (1), an explorer
// or town from one (2), from any land (3).
func TestEmigrationAccelerates(t *testing.T) {
	for _, c := range []struct {
		lv        int
		land      string
		p         Piece
		asked     []string
		left, off int8 // the piece in land after; an explorer in inland A5 after
	}{
		{1, "A1", Explorer, []string{"choose A1"}, 0, 1},
		{2, "A2", Town, []string{"choose A1", "choose A2"}, 0, 1},
		{3, "A6", Town, []string{"choose A1", "choose A5", "choose A6"}, 0, 1},
	} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A1", Explorer, 1)
		put(t, st, "A5", Explorer, 1)
		if c.p != Explorer {
			put(t, st, c.land, c.p, 1)
		}
		fearAt(t, st, "emigration-accelerates", c.lv)
		wantAsks(t, st, c.asked...)
		answer(t, st, "choose "+c.land)
		settled(t, st)
		want(t, fmt.Sprintf("level %d: %s after", c.lv, c.land), count(t, st, c.land, c.p), c.left)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), c.off)
	}
}

// Dahan on their Guard: Defend 1 per dahan (1), 1 plus 1 per dahan where
// there are dahan (2), 2 per dahan (3). At level 1, 2 towns ravaging A5
// with 3 dahan deal 1 damage: no blight, one dahan hurt, and the dahan
// destroy both towns.
func TestDahanOnTheirGuard(t *testing.T) {
	for _, c := range []struct {
		lv, dahan int8
		defend    int8
	}{{1, 3, 3}, {2, 2, 3}, {3, 2, 4}} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, c.dahan)
		fearAt(t, st, "dahan-on-their-guard", int(c.lv))
		settled(t, st)
		want(t, "A5 defend", st.lands[st.land(t, "A5")].defend, c.defend)
		want(t, "A6 defend (no dahan)", st.lands[st.land(t, "A6")].defend, 0)
	}
	st := bareGame(t, lightning, "A")
	put(t, st, "A5", Dahan, 3)
	put(t, st, "A5", Town, 2)
	fearAt(t, st, "dahan-on-their-guard", 1)
	st.q.push(task{op: opThen, spirit: 0, land: st.land(t, "A5"), arg: contRavageLand})
	st.run(&st.q)
	a5 := &st.lands[st.land(t, "A5")]
	settled(t, st)
	want(t, "A5 blight", a5.blight, 0)
	want(t, "A5 damaged dahan", a5.pieces[Dahan][1], 1)
	want(t, "A5 towns", count(t, st, "A5", Town), 0)
}

// Tall Tales of Savagery: an explorer from a land with dahan (1); 2
// explorers or a town from one (2); from each (3), and a city from each
// with 2 dahan or more.
func TestTallTalesOfSavagery(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, 1)
		put(t, st, "A5", Explorer, 2)
		put(t, st, "A6", Explorer, 1)
		fearAt(t, st, "tall-tales-of-savagery", 1)
		wantAsks(t, st, "choose A5")
		answer(t, st, "choose A5")
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "A6 explorers", count(t, st, "A6", Explorer), 1)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		put(t, st, "A5", Dahan, 1)
		put(t, st, "A5", Explorer, 3)
		put(t, st, "A5", Town, 1)
		// Lightning takes 2 explorers (the second goes by itself), River the town.
		fearAt(t, st, "tall-tales-of-savagery", 2, "choose A5", "remove explorer", "choose A5", "remove town")
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "A5 towns", count(t, st, "A5", Town), 0)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, 2)
		put(t, st, "A5", Explorer, 2)
		put(t, st, "A5", Town, 1)
		put(t, st, "A5", City, 1)
		put(t, st, "A6", Dahan, 1)
		put(t, st, "A6", Explorer, 3)
		put(t, st, "A6", City, 1)
		put(t, st, "A8", Explorer, 2)
		fearAt(t, st, "tall-tales-of-savagery", 3, "remove town") // A6's 2 explorers go by themselves
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 2)
		want(t, "A5 towns", count(t, st, "A5", Town), 0)
		want(t, "A5 cities (2 dahan)", count(t, st, "A5", City), 0)
		want(t, "A6 explorers", count(t, st, "A6", Explorer), 1)
		want(t, "A6 cities (1 dahan)", count(t, st, "A6", City), 1)
		want(t, "A8 explorers (no dahan)", count(t, st, "A8", Explorer), 2)
	})
}

// Retreat!: push up to 2 explorers (1), up to 3 explorers and towns (2)
// from an inland land; any number from any land (3).
func TestRetreat(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Explorer, 3)
		put(t, st, "A1", Explorer, 1)
		fearAt(t, st, "retreat", 1)
		wantAsks(t, st, "choose A5", "stop")
		answer(t, st, "choose A5")
		answer(t, st, "push explorer to A4")
		answer(t, st, "push explorer to A6")
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "A4 explorers", count(t, st, "A4", Explorer), 1)
		want(t, "A6 explorers", count(t, st, "A6", Explorer), 1)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Explorer, 2)
		put(t, st, "A5", Town, 2)
		fearAt(t, st, "retreat", 2, "choose A5", "push town to A4", "push town to A4", "push explorer to A4")
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "A4 towns", count(t, st, "A4", Town), 2)
		want(t, "A4 explorers", count(t, st, "A4", Explorer), 1)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A1", Explorer, 1)
		put(t, st, "A1", Town, 1)
		fearAt(t, st, "retreat", 3, "choose A1", "push explorer to A2", "push town to A2")
		settled(t, st)
		want(t, "A1 invaders", st.lands[st.land(t, "A1")].invaders(), 0)
		want(t, "A2 invaders", st.lands[st.land(t, "A2")].invaders(), 2)
	})
}

// Dahan Raid: each player a different land with dahan: 1 damage (1), 1
// per dahan (2), 2 per dahan (3).
func TestDahanRaid(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		put(t, st, "A5", Dahan, 1)
		put(t, st, "A5", Explorer, 2)
		put(t, st, "B5", Dahan, 1)
		put(t, st, "B5", Town, 1)
		fearAt(t, st, "dahan-raid", 1, "choose A5")
		wantAsks(t, st, "choose B5") // A5 is taken
		answer(t, st, "choose B5")
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "B5 damaged towns", st.lands[st.land(t, "B5")].pieces[Town][1], 1)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, 3)
		put(t, st, "A5", City, 1)
		put(t, st, "A5", Explorer, 1)
		fearAt(t, st, "dahan-raid", 2, "choose A5", "damage city", "damage damaged city", "damage damaged city")
		settled(t, st)
		want(t, "A5 cities", count(t, st, "A5", City), 0)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "fear pool", st.fearPool, 2)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Dahan, 2)
		put(t, st, "A5", Town, 2)
		fearAt(t, st, "dahan-raid", 3, "choose A5", "damage damaged town")
		settled(t, st)
		want(t, "A5 towns", count(t, st, "A5", Town), 0)
		want(t, "fear pool", st.fearPool, 2)
	})
}

// Dahan Enheartened: push a dahan out of or gather one into a land with
// invaders (1); each player a different land: gather up to 2 dahan, then
// 1 damage if dahan are there (2), 1 per dahan (3).
func TestDahanEnheartened(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		put(t, st, "A5", Town, 1)
		put(t, st, "A6", Dahan, 1)
		put(t, st, "A8", Town, 1)
		put(t, st, "A8", Dahan, 1)
		fearAt(t, st, "dahan-enheartened", 1, "choose A5", "gather dahan from A6", "choose A8")
		wantAsks(t, st, "push a dahan out", "gather a dahan in")
		answer(t, st, "push a dahan out")
		answer(t, st, "push dahan to A7")
		settled(t, st)
		want(t, "A5 dahan", count(t, st, "A5", Dahan), 1)
		want(t, "A6 dahan", count(t, st, "A6", Dahan), 0)
		want(t, "A8 dahan", count(t, st, "A8", Dahan), 0)
		want(t, "A7 dahan", count(t, st, "A7", Dahan), 1)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		put(t, st, "A5", Town, 1)
		put(t, st, "A6", Dahan, 2)
		fearAt(t, st, "dahan-enheartened", 2, "choose A5", "gather dahan from A6", "stop")
		if slices.Contains(asks(st), "choose A5") {
			t.Errorf("River may choose A5, taken by Lightning")
		}
		answer(t, st, "choose B8")
		settled(t, st)
		want(t, "A5 dahan", count(t, st, "A5", Dahan), 1)
		want(t, "A5 damaged towns", st.lands[st.land(t, "A5")].pieces[Town][1], 1)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 2)
		put(t, st, "A5", Dahan, 1)
		put(t, st, "A6", Dahan, 2)
		fearAt(t, st, "dahan-enheartened", 3, "choose A5", "gather dahan from A6", "gather dahan from A6",
			"damage damaged town")
		settled(t, st)
		want(t, "A5 dahan", count(t, st, "A5", Dahan), 3)
		want(t, "A5 towns", count(t, st, "A5", Town), 1)
		want(t, "A5 damaged towns", st.lands[st.land(t, "A5")].pieces[Town][1], 1)
		want(t, "fear pool", st.fearPool, 3)
	})
}

// Avoid the Dahan: no explore into lands with 2 dahan (1); no build where
// dahan outnumber towns and cities (2), where there are dahan (3). The
// wetlands of board A are A2 (coastal) and A5.
func TestAvoidTheDahan(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A2", Dahan, 2)
		put(t, st, "A5", Dahan, 1)
		put(t, st, "A4", Town, 1) // A5 is next to a town
		fearAt(t, st, "avoid-the-dahan", 1)
		invaderStep(t, st, contExplore, "wetland-1")
		settled(t, st)
		want(t, "A2 explorers", count(t, st, "A2", Explorer), 0)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		st.timePasses()
		settled(t, st)
		want(t, "fear rules after time passes", st.fearRules, 0)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A2", Town, 1)
		put(t, st, "A2", Dahan, 2)
		put(t, st, "A5", Town, 1)
		put(t, st, "A5", City, 1)
		put(t, st, "A5", Dahan, 2)
		fearAt(t, st, "avoid-the-dahan", 2)
		invaderStep(t, st, contBuild, "wetland-1")
		settled(t, st)
		want(t, "A2 towns", count(t, st, "A2", Town), 1)
		want(t, "A5 towns", count(t, st, "A5", Town), 2)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A2", Explorer, 1)
		put(t, st, "A2", Dahan, 1)
		put(t, st, "A5", Explorer, 1)
		fearAt(t, st, "avoid-the-dahan", 3)
		invaderStep(t, st, contBuild, "wetland-1")
		settled(t, st)
		want(t, "A2 towns", count(t, st, "A2", Town), 0)
		want(t, "A5 towns", count(t, st, "A5", Town), 1)
	})
}

// Seek Safety: push an explorer to a neighbour with more towns and cities
// (1); gather an explorer to a town or city, or a town to a city (2);
// remove invaders of 3 health from a land without a city (3).
func TestSeekSafety(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Explorer, 1)
		put(t, st, "A1", Town, 1)
		fearAt(t, st, "seek-safety", 1)
		wantAsks(t, st, "choose A5", "stop")
		answer(t, st, "choose A5")
		wantAsks(t, st, "choose A1")
		answer(t, st, "choose A1")
		settled(t, st)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 0)
		want(t, "A1 explorers", count(t, st, "A1", Explorer), 1)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", City, 1)
		put(t, st, "A6", Town, 1)
		put(t, st, "A6", Explorer, 1)
		fearAt(t, st, "seek-safety", 2, "choose A5", "gather town from A6")
		settled(t, st)
		want(t, "A5 towns", count(t, st, "A5", Town), 1)
		want(t, "A6 towns", count(t, st, "A6", Town), 0)
		want(t, "A6 explorers", count(t, st, "A6", Explorer), 1)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 2)
		put(t, st, "A5", Explorer, 2)
		put(t, st, "A6", City, 1)
		put(t, st, "A6", Explorer, 1)
		fearAt(t, st, "seek-safety", 3)
		wantAsks(t, st, "choose A5", "stop")
		answer(t, st, "choose A5")
		answer(t, st, "remove town")
		answer(t, st, "remove explorer") // 3 health: done
		settled(t, st)
		want(t, "A5 towns", count(t, st, "A5", Town), 1)
		want(t, "A5 explorers", count(t, st, "A5", Explorer), 1)
		want(t, "A6 explorers", count(t, st, "A6", Explorer), 1)
	})
}

// Wary of the Interior: an explorer from an inland land (1), an explorer
// or town from one (2), from any land (3).
func TestWaryOfTheInterior(t *testing.T) {
	for _, c := range []struct {
		lv    int
		land  string
		p     Piece
		asked []string
	}{
		{1, "A5", Explorer, []string{"choose A5"}},
		{2, "A6", Town, []string{"choose A5", "choose A6"}},
		{3, "A1", Town, []string{"choose A1", "choose A2", "choose A5"}},
	} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Explorer, 1)
		put(t, st, "A2", Explorer, 1)
		if c.p == Town {
			put(t, st, c.land, Town, 1)
		}
		fearAt(t, st, "wary-of-the-interior", c.lv)
		wantAsks(t, st, c.asked...)
		answer(t, st, "choose "+c.land)
		settled(t, st)
		want(t, c.land+" pieces left", count(t, st, c.land, c.p), 0)
		want(t, "A2 explorers", count(t, st, "A2", Explorer), 1)
	}
}

// Belief Takes Root: Defend 2 where there is presence (1), and 1 energy
// per sacred site with invaders (2); each player a different land, where
// invaders of 2 health per presence go (3).
func TestBeliefTakesRoot(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		fearAt(t, st, "belief-takes-root", 1)
		settled(t, st)
		want(t, "A7 defend", st.lands[st.land(t, "A7")].defend, 2)
		want(t, "A5 defend", st.lands[st.land(t, "A5")].defend, 0)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		st.lands[st.land(t, "A5")].presence[0] = 1
		put(t, st, "A5", Town, 1)
		put(t, st, "A7", Explorer, 1)
		e := st.spirits[0].energy
		fearAt(t, st, "belief-takes-root", 2)
		settled(t, st)
		want(t, "A7 defend", st.lands[st.land(t, "A7")].defend, 2)
		want(t, "A5 defend", st.lands[st.land(t, "A5")].defend, 2)
		want(t, "energy gained (A7 only is a sacred site)", st.spirits[0].energy-e, 1)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightningRiver, "AB")
		put(t, st, "A7", City, 1)
		put(t, st, "A7", Town, 1)
		put(t, st, "B6", Explorer, 2)
		put(t, st, "B6", Town, 1)
		fearAt(t, st, "belief-takes-root", 3, "choose A7", "remove city") // 4 health: 1 left, no explorer there
		wantAsks(t, st, "choose B6")
		answer(t, st, "choose B6")
		answer(t, st, "remove town") // 2 health: done
		settled(t, st)
		want(t, "A7 cities", count(t, st, "A7", City), 0)
		want(t, "A7 towns", count(t, st, "A7", Town), 1)
		want(t, "B6 towns", count(t, st, "B6", Town), 0)
		want(t, "B6 explorers", count(t, st, "B6", Explorer), 2)
	})
}

// Isolation: an explorer or town alone in its land (1); from a land with 2
// invaders or fewer (2); any invader from such a land (3).
func TestIsolation(t *testing.T) {
	for _, c := range []struct {
		lv      int
		asked   []string
		answers []string
	}{
		{1, []string{"choose A5"}, []string{"choose A5"}},
		{2, []string{"choose A5", "choose A8"}, []string{"choose A8"}},
		{3, []string{"choose A5", "choose A8"}, []string{"choose A8", "remove city"}},
	} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A5", Town, 1)
		put(t, st, "A6", Explorer, 1)
		put(t, st, "A6", Town, 1)
		put(t, st, "A6", City, 1)
		put(t, st, "A8", Town, 1)
		put(t, st, "A8", City, 1)
		put(t, st, "A4", Explorer, 3)
		fearAt(t, st, "isolation", c.lv)
		wantAsks(t, st, c.asked...)
		for _, a := range c.answers {
			answer(t, st, a)
		}
		a8 := &st.lands[st.land(t, "A8")]
		switch c.lv {
		case 1:
			settled(t, st)
			want(t, "A5 towns", count(t, st, "A5", Town), 0)
		case 2:
			settled(t, st)
			want(t, "A8 towns", a8.count(Town), 0)
			want(t, "A8 cities", a8.count(City), 1)
		case 3:
			settled(t, st)
			want(t, "A8 towns", a8.count(Town), 1)
			want(t, "A8 cities", a8.count(City), 0)
		}
		settled(t, st)
		want(t, "A4 explorers (3 invaders)", count(t, st, "A4", Explorer), 3)
		want(t, "A6 invaders (3)", st.lands[st.land(t, "A6")].invaders(), 3)
	}
}

// Overseas Trade Seem Safer: Defend 3 (1), 6 (2), 9 (3) in coastal lands;
// at 2 a coastal build that would add a city adds nothing, at 3 there is no
// coastal build. A2 is a coastal wetland, A5 an inland one.
func TestOverseasTradeSeemSafer(t *testing.T) {
	for _, c := range []struct {
		lv            int
		defend        int8
		piece         Piece
		a2Town, a2Cty int8 // A2's towns and cities after its build
	}{
		{1, 3, Town, 1, 1},
		{2, 6, Town, 1, 0},
		{3, 9, Explorer, 0, 0},
	} {
		st := bareGame(t, lightning, "A")
		put(t, st, "A2", c.piece, 1)
		put(t, st, "A5", c.piece, 1)
		fearAt(t, st, "overseas-trade-seem-safer", c.lv)
		for _, name := range []string{"A1", "A2", "A3"} {
			settled(t, st)
			want(t, name+" defend", st.lands[st.land(t, name)].defend, c.defend)
		}
		settled(t, st)
		want(t, "A5 defend", st.lands[st.land(t, "A5")].defend, 0)
		if c.lv == 1 {
			continue
		}
		invaderStep(t, st, contBuild, "wetland-1")
		settled(t, st)
		want(t, "A2 towns", count(t, st, "A2", Town), c.a2Town)
		want(t, "A2 cities", count(t, st, "A2", City), c.a2Cty)
		if c.piece == Town {
			settled(t, st)
			want(t, "A5 cities (inland)", count(t, st, "A5", City), 1)
		} else {
			settled(t, st)
			want(t, "A5 towns (inland)", count(t, st, "A5", Town), 1)
		}
	}
}

// Trade Suffers: no build where there is a city (1); a town may become an
// explorer (2), or a city a town (3), in a coastal land.
func TestTradeSuffers(t *testing.T) {
	t.Run("level 1", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A2", City, 1)
		put(t, st, "A2", Town, 1)
		put(t, st, "A5", Town, 1)
		fearAt(t, st, "trade-suffers", 1)
		invaderStep(t, st, contBuild, "wetland-1")
		settled(t, st)
		want(t, "A2 cities", count(t, st, "A2", City), 1)
		want(t, "A2 towns", count(t, st, "A2", Town), 1)
		want(t, "A5 cities", count(t, st, "A5", City), 1)
	})
	t.Run("level 2", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A1", Town, 1)
		put(t, st, "A5", Town, 1)
		fearAt(t, st, "trade-suffers", 2)
		wantAsks(t, st, "choose A1", "stop")
		answer(t, st, "choose A1")
		settled(t, st)
		want(t, "A1 towns", count(t, st, "A1", Town), 0)
		want(t, "A1 explorers", count(t, st, "A1", Explorer), 1)
		want(t, "fear pool (not destroyed)", st.fearPool, 4)
	})
	t.Run("level 3", func(t *testing.T) {
		st := bareGame(t, lightning, "A")
		put(t, st, "A2", City, 1)
		put(t, st, "A2", Town, 1)
		fearAt(t, st, "trade-suffers", 3, "choose A2", "remove city")
		settled(t, st)
		want(t, "A2 cities", count(t, st, "A2", City), 0)
		want(t, "A2 towns", count(t, st, "A2", Town), 2)
		want(t, "A2 explorers", count(t, st, "A2", Explorer), 0)
	})
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
	want(t, "cards earned", st.nEarned, 1)
	want(t, "terror level", st.terror(), 2)
	st.step = stepInvader
	st.q.push(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[contFear]})
	st.run(&st.q)
	settled(t, st)
	want(t, "A5 defend", st.lands[st.land(t, "A5")].defend, 3)
	want(t, "earned left", st.nEarned, 0)
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
	a, err := st.Parse("choose B5")
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
	a, _ = st.Parse("choose A5")
	if err := st.Apply(1, a); err != nil {
		t.Fatal(err)
	}
	want(t, "A5 explorers", count(t, st, "A5", Explorer), 0)
	want(t, "B5 explorers", count(t, st, "B5", Explorer), 0)
	want(t, "game over", st.Over(), false)
	settled(t, st)
}
