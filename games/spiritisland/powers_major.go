package spiritisland

// The major powers (大能力) that strike a land: fear, damage, destruction
// and the pieces they move. c.levels is 1 when the caster's elements meet
// the card's threshold. The majors whose effects last the turn or that
// target spirits are in powers_major_turn.go.

func init() {
	cardEffects["accelerated-rot"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(2), damageWord(c, c.land, more(c, 4, 5)), removeBlightWord(c.land, c.levels))
	}
	cardEffects["cleansing-floods"] = func(st *State, q *queue, c ctx) {
		q.push(damageWord(c, c.land, more(c, 4, 10)), removeBlightWord(c.land, 1))
	}
	cardEffects["dissolve-the-bonds-of-kinship"] = func(st *State, q *queue, c ctx) {
		q.push(replaceWord(c, c.land, City, Explorer, 2), replaceWord(c, c.land, Town, Explorer, 1),
			replaceWord(c, c.land, Dahan, Explorer, 1), thenWord(c, c.land, contDissolve, c.levels))
	}
	cardEffects["mists-of-oblivion"] = func(st *State, q *queue, c ctx) {
		ls := &st.lands[c.land]
		before := ls.count(Town) + ls.count(City)
		st.each(c.land, invaders, func(p Piece, h int8) { st.damage(c.land, p, h, 1) })
		q.push(damageWord(c, c.land, 3*c.levels), thenWord(c, c.land, contMists, before))
	}
	cardEffects["pillar-of-living-flame"] = func(st *State, q *queue, c ctx) {
		ts := [3]task{fearWord(more(c, 3, 2)), damageWord(c, c.land, more(c, 5, 5)), blightWord(c.land)}
		n := 2
		if t := st.island.Terrain(c.land); t == Jungle || t == Wetland {
			n = 3
		}
		q.push(ts[:n]...)
	}
	cardEffects["poisoned-land"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(1), damageWord(c, c.land, 7), blightWord(c.land), destroyEveryWord(c.land, dahan),
			thenWord(c, c.land, contPoisoned, c.levels))
	}
	cardEffects["talons-of-lightning"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(3), damageWord(c, c.land, 5), thenWord(c, c.land, contTalons, c.levels))
	}
	thresholdRanges[int16(PowerByKey["talons-of-lightning"])] = Range{Source: FromPresence, Distance: 3}
	cardEffects["terrifying-nightmares"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(more(c, 2, 4)), pushWord(c, c.land, explorers|towns, 4, upTo))
	}
	cardEffects["the-jungle-hungers"] = func(st *State, q *queue, c ctx) {
		if c.levels == 0 {
			st.destroyEvery(c.land, explorers|towns|dahan)
			return
		}
		st.destroyEvery(c.land, explorers|towns)
		q.push(destroyWord(c, c.land, cities, 1, exactly))
	}
	cardEffects["the-land-thrashes-in-furious-pain"] = thrash
	cardEffects["the-trees-and-stones-speak-of-war"] = func(st *State, q *queue, c ctx) {
		d := st.lands[c.land].count(Dahan)
		q.push(damageWord(c, c.land, d), defendWord(c.land, 2*d), thenWord(c, c.land, contTreesPush, 2*c.levels)) // 2 pushes
	}
	cardEffects["tsunami"] = func(st *State, q *queue, c ctx) {
		// With the threshold, the other coastal lands of its board, one by
		// one from its ocean on.
		ocean := Land(c.land.Position() * BoardLands)
		ts := [4]task{fearWord(2), damageWord(c, c.land, 8), destroyWord(c, c.land, dahan, 2, exactly),
			{op: opThen, spirit: c.spirit, land: ocean, n: int8(c.land), arg: contTsunami}}
		q.push(ts[:3+c.levels]...)
	}
	cardEffects["vigor-of-the-breaking-dawn"] = func(st *State, q *queue, c ctx) {
		q.push(damageWord(c, c.land, 2*st.lands[c.land].count(Dahan)), thenWord(c, c.land, contVigor, c.levels))
	}
}

// contDissolve: with the threshold, the explorers and the towns and cities
// of t.land damage each other (all at once: explorers 1 each, towns 2,
// cities 3; the caster assigns the explorers' damage); then every explorer
// is pushed, spread over as many lands as can be.
var contDissolve = then(func(st *State, q *queue, t task) {
	ls := &st.lands[t.land]
	if t.n > 0 {
		toTowns := ls.count(Explorer)
		for range min(2*ls.count(Town)+3*ls.count(City), toTowns) {
			st.destroy(t.land, Explorer, 1)
		}
		st.pushedTo = 0
		q.push(task{op: opDamage, spirit: t.spirit, land: t.land, n: toTowns, kinds: towns | cities},
			selectWord(t.spirit, t.land, selSpread, 0, exactly))
		return
	}
	st.pushedTo = 0
	q.push(selectWord(t.spirit, t.land, selSpread, 0, exactly))
})

// selSpread pushes the explorers of t.land one by one, each to a land the
// spirit chooses next to it: while as many explorers are left as lands not
// yet pushed into, only those.
var selSpread = landSelection(func(st *State, t *task) LandSet {
	if st.lands[t.land].count(Explorer) == 0 {
		return 0
	}
	dests := st.island.Adjacent(t.land) &^ st.island.Oceans()
	fresh := dests &^ st.pushedTo
	if int(st.lands[t.land].count(Explorer)) <= fresh.Count() {
		return fresh
	}
	return dests
}, func(st *State, q *queue, t task) {
	st.lands[t.land].pieces[Explorer][1]--
	st.lands[t.arg2].pieces[Explorer][1]++
	st.pushedTo |= 1 << t.arg2
	q.push(selectWord(t.spirit, t.land, t.arg, 0, exactly)) // the next explorer
})

// contMists: 1 fear per town and city the power destroyed in t.land (of the
// t.n there were), 4 at most.
var contMists = then(func(st *State, _ *queue, t task) {
	ls := &st.lands[t.land]
	st.fear(int(min(t.n-ls.count(Town)-ls.count(City), 4)))
})

// contPoisoned: with the threshold, 1 fear and 4 damage per blight in
// t.land now.
var contPoisoned = then(func(st *State, q *queue, t task) {
	if b := st.lands[t.land].blight; t.n > 0 && b > 0 {
		q.push(fearWord(b), damageWord(ctx{spirit: t.spirit}, t.land, 4*b))
	}
})

// contTalons: with the threshold, a town destroyed in each land next to
// t.land.
var contTalons = then(func(st *State, q *queue, t task) {
	if t.n == 0 {
		return
	}
	var ts [BoardLands]task
	n := 0
	lands(st.island.Adjacent(t.land)&^st.island.Oceans(), func(l Land) {
		if n < len(ts) && st.lands[l].count(Town) > 0 {
			ts[n] = destroyWord(ctx{spirit: t.spirit}, l, towns, 1, exactly)
			n++
		}
	})
	q.push(ts[:n]...)
})

// thrash is The Land Thrashes in Furious Pain: 2 damage per blight in the
// land and 1 per blight next to it; with the threshold, again on a land
// next to it.
func thrash(st *State, q *queue, c ctx) {
	dmg := 2 * st.lands[c.land].blight
	lands(st.island.Adjacent(c.land), func(l Land) { dmg += st.lands[l].blight })
	if c.levels == 0 {
		q.push(damageWord(c, c.land, dmg))
		return
	}
	q.push(damageWord(c, c.land, dmg), selectWord(c.spirit, c.land, selThrashAgain, 0, exactly))
}

// selThrashAgain: The Land Thrashes repeats on a land next to t.land.
// Reading: the repeat's target must still have blight (its targeting rule),
// though it need not be in range.
var selThrashAgain int16 // registered at init: it and thrash refer to each other

func init() {
	selThrashAgain = landSelection(func(st *State, t *task) LandSet {
		var set LandSet
		lands(st.island.Adjacent(t.land), func(l Land) {
			if st.lands[l].blight > 0 {
				set |= 1 << l
			}
		})
		return set
	}, func(st *State, q *queue, t task) {
		thrash(st, q, ctx{spirit: t.spirit, land: Land(t.arg2), target: noSpirit, power: int16(PowerByKey["the-land-thrashes-in-furious-pain"])})
	})
}

// contTreesPush: with the threshold, t.n dahan left to push, one at a
// time; each takes its Defend 2 along. It runs before each push (t.arg2 0)
// and after it (1).
var contTreesPush = then(func(st *State, q *queue, t task) {
	if t.arg2 == 1 {
		if st.pushedTo == 0 {
			return // the spirit stopped
		}
		from := &st.lands[t.land]
		moved := min(from.defend, 2)
		from.defend -= moved
		st.lands[st.pushedTo.First()].defend += moved
		t.n--
	}
	if t.n <= 0 || st.lands[t.land].count(Dahan) == 0 {
		return
	}
	st.pushedTo = 0
	after := t
	after.arg2 = 1
	q.push(pushWord(ctx{spirit: t.spirit}, t.land, dahan, 1, upTo), after)
})

// contTsunami: with the threshold, 1 fear, 4 damage and 1 dahan destroyed
// in the next coastal land of the board after t.land other than the target
// (t.n).
var contTsunami = then(func(st *State, q *queue, t task) {
	next := NoLand
	lands(st.island.Board(t.land.Position())&st.island.Coastal(), func(l Land) {
		if next == NoLand && l > t.land && l != Land(t.n) {
			next = l
		}
	})
	if next == NoLand {
		return
	}
	c := ctx{spirit: t.spirit}
	q.push(fearWord(1), damageWord(c, next, 4), destroyWord(c, next, dahan, 1, exactly),
		task{op: opThen, spirit: t.spirit, land: next, n: t.n, arg: t.arg}) // the next land
})

// contVigor: with the threshold, up to 2 dahan pushed; then 2 damage per
// dahan in each land they went to.
var contVigor = then(func(st *State, q *queue, t task) {
	if t.n > 0 {
		st.pushedTo = 0
		q.push(pushWord(ctx{spirit: t.spirit}, t.land, dahan, 2, upTo), thenWord(ctx{spirit: t.spirit}, t.land, contVigorHit, 0))
	}
})

var contVigorHit = then(func(st *State, q *queue, t task) {
	var ts [2]task
	n := 0
	lands(st.pushedTo, func(l Land) {
		if n < len(ts) {
			ts[n] = damageWord(ctx{spirit: t.spirit}, l, 2*st.lands[l].count(Dahan))
			n++
		}
	})
	q.push(ts[:n]...)
})
