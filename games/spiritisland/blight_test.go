package spiritisland

import "testing"

// blightedWith turns the game's blight card to the blighted side of the
// card with key and runs the invader phase's first step (the blighted
// island's effect), leaving its decisions to be answered.
func blightedWith(t *testing.T, st *State, key string) {
	t.Helper()
	st.blightCard, st.blighted = int8(BlightByKey[key]), true
	st.step = stepInvader
	st.q.push(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[contBlighted]})
	st.run(&st.q)
}

// Downward Spiral: each spirit destroys one of its presence, choosing the
// land: Lightning (A5 and A7) loses the one in A5, River its one in B5.
func TestDownwardSpiral(t *testing.T) {
	st := bareGame(t, lightningRiver, "AB")
	st.lands[st.land(t, "A5")].presence[0] = 1
	st.lands[st.land(t, "B5")].presence[1] = 1
	blightedWith(t, st, "downward-spiral")
	wantEq(t, "Lightning decides first", st.q.front().spirit, 0)
	wantAsks(t, st, "choose land A5", "choose land A7")
	answer(t, st, "choose land A5")
	wantEq(t, "River decides next", st.q.front().spirit, 1)
	wantAsks(t, st, "choose land B5", "choose land B6")
	answer(t, st, "choose land B5")
	settled(t, st)
	wantEq(t, "Lightning in A5", st.lands[st.land(t, "A5")].presence[0], 0)
	wantEq(t, "Lightning in A7", st.lands[st.land(t, "A7")].presence[0], 2)
	wantEq(t, "River in B5", st.lands[st.land(t, "B5")].presence[1], 0)
	wantEq(t, "River in B6", st.lands[st.land(t, "B6")].presence[1], 1)
	wantEq(t, "Lightning's presence destroyed", st.spirits[0].destroyed, 1)
	wantEq(t, "River's presence destroyed", st.spirits[1].destroyed, 1)
}

// Memory Fades to Dust: Lightning forgets Raging Storm, River destroys its
// presence in B6 (keeping the one in B5).
func TestMemoryFadesToDust(t *testing.T) {
	st := bareGame(t, lightningRiver, "AB")
	st.lands[st.land(t, "B5")].presence[1] = 1
	blightedWith(t, st, "memory-fades-to-dust")
	wantAsks(t, st, "forget a power card", "destroy a presence")
	answer(t, st, "forget a power card")
	answer(t, st, "forget Raging Storm")
	answer(t, st, "destroy a presence")
	answer(t, st, "choose land B6")
	settled(t, st)
	storm := PowerByKey["raging-storm"]
	if st.spirits[0].hand.has(storm) || st.spirits[0].discard.has(storm) {
		t.Errorf("Lightning still has Raging Storm")
	}
	wantEq(t, "Lightning in A7", st.lands[st.land(t, "A7")].presence[0], 2)
	wantEq(t, "River in B6", st.lands[st.land(t, "B6")].presence[1], 0)
	wantEq(t, "River in B5", st.lands[st.land(t, "B5")].presence[1], 1)
	wantEq(t, "River's presence destroyed", st.spirits[1].destroyed, 1)
}

// The blight pool: with a card, 2 per player + 1 on its healthy side; the
// last taken turns it to its blighted side with that side's blight per
// player (no +1); the last of those taken loses the game. Without a card,
// 5 per player + 1, and the last taken loses.
func TestBlightPool(t *testing.T) {
	for _, c := range []struct {
		spirits, boards, card string
		healthy, blighted     int8
	}{
		{lightning, "A", "downward-spiral", 3, 5},
		{lightningRiver, "AB", "memory-fades-to-dust", 5, 8},
		{lightningRiver, "AB", "", 11, 0},
	} {
		opt := "blight_card=on"
		if c.card == "" {
			opt = "blight_card=off"
		}
		st := newGame(t, c.spirits, c.boards, opt, "difficulty=no-explore")
		wantEq(t, c.boards+" blight pool at set-up", st.blightPool, c.healthy)
		if c.card != "" {
			st.blightCard = int8(BlightByKey[c.card])
		}
		for range c.healthy - 1 {
			st.takeBlight()
		}
		wantEq(t, "pool before the last", st.blightPool, 1)
		wantEq(t, "blighted before the last", st.blighted, false)
		st.takeBlight()
		if c.card == "" {
			wantEq(t, "lost without a card", st.lost, true)
			wantEq(t, "end", st.end, "blight")
			continue
		}
		wantEq(t, c.card+" turned", st.blighted, true)
		wantEq(t, "blighted side's pool", st.blightPool, c.blighted)
		wantEq(t, "lost on turning", st.lost, false)
		for range c.blighted - 1 {
			st.takeBlight()
		}
		wantEq(t, "lost before the blighted side's last", st.lost, false)
		st.takeBlight()
		wantEq(t, "lost when the blighted side is empty", st.lost, true)
		wantEq(t, "end", st.end, "blight")
	}
}

// Blight added to a land destroys one presence of each spirit there.
func TestBlightDestroysPresence(t *testing.T) {
	st := bareGame(t, lightningRiver, "AB")
	a5 := &st.lands[st.land(t, "A5")]
	a5.presence[0], a5.presence[1] = 2, 1
	pool := st.blightPool
	st.q.push(task{op: opBlight, spirit: 0, land: st.land(t, "A5")})
	st.run(&st.q)
	settled(t, st)
	wantEq(t, "blight in A5", a5.blight, 1)
	wantEq(t, "Lightning in A5", a5.presence[0], 1)
	wantEq(t, "River in A5", a5.presence[1], 0)
	wantEq(t, "Lightning's destroyed", st.spirits[0].destroyed, 1)
	wantEq(t, "River's destroyed", st.spirits[1].destroyed, 1)
	wantEq(t, "blight pool", st.blightPool, pool-1)
}

// Blight cascades: added where blight lies, it cascades to an adjacent
// land the players choose (spirit 0 decides); onto blight again, it
// cascades again. A5 and A6 hold blight: A5 → A6 → A8.
func TestBlightCascade(t *testing.T) {
	st := bareGame(t, lightningRiver, "AB")
	put := func(name string) { st.lands[st.land(t, name)].blight = 1 }
	put("A5")
	put("A6")
	st.blightPool = 10
	st.q.push(task{op: opBlight, spirit: 0, land: st.land(t, "A5")})
	st.run(&st.q)
	wantEq(t, "the players' decision is spirit 0's", st.q.front().spirit, 0)
	wantAsks(t, st, "blight to A1", "blight to A4", "blight to A6", "blight to A7", "blight to A8", "blight to B3")
	answer(t, st, "blight to A6")
	answer(t, st, "blight to A8")
	settled(t, st)
	for name, n := range map[string]int8{"A5": 2, "A6": 2, "A8": 1, "A7": 0} {
		wantEq(t, "blight in "+name, st.lands[st.land(t, name)].blight, n)
	}
	wantEq(t, "blight pool", st.blightPool, 7)
	wantEq(t, "Lightning's presence in A7 (no blight there)", st.lands[st.land(t, "A7")].presence[0], 2)
}
