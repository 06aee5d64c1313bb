package spiritisland

import "shima/engine"

// Shadows Flicker Like Flame (炎のごとく揺らめく影): its unique powers, its
// innate power, and Shadows of the Dahan (shadowsOfTheDahan, the paid
// targets listed by powers.go targetOptions).

// shadowsKey is Shadows Flicker Like Flame's key.
const shadowsKey = "shadows-flicker-like-flame"

func init() {
	cardEffects["concealing-shadows"] = func(st *State, q *queue, c ctx) {
		// Reading: the land still takes the ravage's damage (blight), and
		// the dahan, unharmed, strike back.
		st.lands[c.land].effects |= dahanSafe
		q.push(fearWord(1))
	}
	cardEffects["crops-wither-and-fade"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(2), chooseWord(c, c.land, contCropsWither, 2))
	}
	cardEffects["favors-called-due"] = func(st *State, q *queue, c ctx) {
		q.push(gatherWord(c, c.land, dahan, 4, upTo), thenWord(c, c.land, contFavorsCalledDue, 0))
	}
	cardEffects["mantle-of-dread"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(2), chooseLandWord(c.target, withPresence, contMantleOfDread, 0, upTo))
	}
	innateEffects["darkness-swallows-the-unwary"] = func(st *State, q *queue, c ctx) {
		// Levels add up: gather, then destroy, then damage.
		var ts [3]task
		ts[0] = gatherWord(c, c.land, explorers, 1, exactly)
		n := 1
		if c.levels >= 2 {
			ts[n] = fearPerLossWord(destroyWord(c, c.land, explorers, 2, upTo))
			n++
		}
		if c.levels >= 3 {
			dmg := damageWord(c, c.land, 3)
			dmg.kinds = invaders
			ts[n] = fearPerLossWord(dmg)
			n++
		}
		q.push(ts[:n]...)
	}
}

// contCropsWither: replace a town with an explorer, or a city with a town.
var contCropsWither = choice([]engine.Text{
	engine.T("replace a town with an explorer", "町1つを遠征隊1体に置き換える"),
	engine.T("replace a city with a town", "都市1つを町1つに置き換える"),
}, func(st *State, q *queue, t task) {
	c := ctx{spirit: t.spirit}
	if t.arg2 == 0 {
		q.push(replaceWord(c, t.land, Town, Explorer, 1))
	} else {
		q.push(replaceWord(c, t.land, City, Town, 1))
	}
})

// contFavorsCalledDue: 3 fear if invaders are there and the dahan
// outnumber them.
var contFavorsCalledDue = then(func(st *State, q *queue, t task) {
	ls := &st.lands[t.land]
	if n := ls.invaders(); n > 0 && ls.count(Dahan) > n {
		q.push(fearWord(3))
	}
})

// contMantleOfDread: the target spirit pushes 1 explorer and 1 town from
// the land it chose.
//
// Reading: "may" is the choice of a land at all (the target spirit may
// decline, with "stop"); once it has chosen, both pieces are pushed if there.
var contMantleOfDread = then(func(st *State, q *queue, t task) {
	c := ctx{spirit: t.spirit}
	q.push(pushWord(c, t.land, explorers, 1, exactly), pushWord(c, t.land, towns, 1, exactly))
})

// shadowsOfTheDahan appends, for Shadows, the lands with dahan outside
// the power's range (in) that pass its target, each to be targeted paying 1
// energy, when it has the energy.
//
// Reading: paying is offered only for lands out of range (paying for a land
// in range would change nothing), and the energy is paid as the target is
// chosen, from what Shadows has left after paying for its cards.
func (st *State) shadowsOfTheDahan(s int8, in LandSet, tg Target, buf []engine.Action) []engine.Action {
	if st.spirits[s].energy < 1 || st.spirit(s).Key != shadowsKey {
		return buf
	}
	lands(st.island.All()&^st.island.Oceans()&^in, func(l Land) {
		if st.lands[l].count(Dahan) > 0 && st.passes(l, tg) {
			buf = append(buf, pack(kindTarget, targetPaid, int(l)))
		}
	})
	return buf
}
