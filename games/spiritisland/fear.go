package spiritisland

import "shima/engine"

// The 15 fear cards (不安カード), each at terror levels 1-3. Where a card
// says "each player", each spirit decides its own part, in seat order;
// where it says "in each land", the players decide together (spirit 0, as
// in the rest of the invader phase). Rules for "this invader phase" are
// bits of State.fearRules (vocab_fear.go), judged when the action comes.
// Readings: RULES.md, "Fear and blight cards".

func init() {
	fearEffects["fear-of-the-unseen"] = [3]func(st *State, q *queue){
		removeBy(fSacredSite, explorers|towns),
		removeBy(fPresence, explorers|towns),
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fUnseen, contUnseen, 0, 1, exactly)) },
	}
	fearEffects["scapegoats"] = [3]func(st *State, q *queue){
		func(st *State, q *queue) { st.scapegoats(1, 0) },
		func(st *State, q *queue) { st.scapegoats(1, 2) },
		func(st *State, q *queue) {
			lands(st.island.All(), func(l Land) {
				ls := &st.lands[l]
				if ls.count(Town)+ls.count(City) > 0 {
					for range ls.count(Explorer) {
						st.destroy(l, Explorer, 1)
					}
				}
			})
			q.push(eachLandWord(stepCitiesDestroyTowns))
		},
	}
	fearEffects["emigration-accelerates"] = [3]func(st *State, q *queue){
		removeBy(fCoastal, explorers),
		removeBy(fCoastal, explorers|towns),
		removeBy(fAny, explorers|towns),
	}
	fearEffects["dahan-on-their-guard"] = [3]func(st *State, q *queue){
		func(st *State, q *queue) { st.defendByDahan(0, 1) },
		func(st *State, q *queue) { st.defendByDahan(1, 1) },
		func(st *State, q *queue) { st.defendByDahan(0, 2) },
	}
	fearEffects["tall-tales-of-savagery"] = [3]func(st *State, q *queue){
		removeBy(fDahan, explorers),
		func(st *State, q *queue) {
			st.eachPlayer(q, landWord(fDahan, contTwoExplorersOrTown, explorers|towns, 0, exactly))
		},
		func(st *State, q *queue) { q.push(eachLandWord(stepTallTales), eachLandWord(stepTallTalesCity)) },
	}
	fearEffects["retreat"] = [3]func(st *State, q *queue){
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fInland, contPushOut, explorers, 2, upTo)) },
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fInland, contPushOut, explorers|towns, 3, upTo)) },
		// n = 0: as many as the land holds.
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fAny, contPushOut, explorers|towns, 0, upTo)) },
	}
	fearEffects["dahan-raid"] = [3]func(st *State, q *queue){
		raid(contDamageHere, 1),
		raid(contDamagePerDahan, 1),
		raid(contDamagePerDahan, 2),
	}
	fearEffects["dahan-enheartened"] = [3]func(st *State, q *queue){
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fEnheartened, contEnheartened, 0, 1, upTo)) },
		enheartened(0),
		enheartened(1),
	}
	fearEffects["avoid-the-dahan"] = [3]func(st *State, q *queue){
		rule(noExploreTwoDahan), rule(noBuildDahanMore), rule(noBuildDahan),
	}
	fearEffects["seek-safety"] = [3]func(st *State, q *queue){
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fSeekFrom, contSeekFrom, explorers, 1, upTo)) },
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fSeekInto, contSeekInto, 0, 1, upTo)) },
		func(st *State, q *queue) {
			st.eachPlayer(q, landWord(fNoCity, contRemoveHealth3, explorers|towns, 3, upTo))
		},
	}
	fearEffects["wary-of-the-interior"] = [3]func(st *State, q *queue){
		removeBy(fInland, explorers),
		removeBy(fInland, explorers|towns),
		removeBy(fAny, explorers|towns),
	}
	fearEffects["belief-takes-root"] = [3]func(st *State, q *queue){
		func(st *State, q *queue) { st.defendPresence() },
		func(st *State, q *queue) {
			st.defendPresence()
			for s := range st.seats {
				lands(st.sacredSites(s), func(l Land) {
					if st.lands[l].invaders() > 0 {
						st.spirits[s].energy++
					}
				})
			}
		},
		func(st *State, q *queue) {
			st.fearLands = 0
			st.eachPlayer(q, landWord(fBelief, contBelief, invaders, 0, exactly))
		},
	}
	fearEffects["isolation"] = [3]func(st *State, q *queue){
		removeBy(fAlone, explorers|towns),
		removeBy(fFewInvaders, explorers|towns),
		removeBy(fFewInvaders, invaders),
	}
	fearEffects["overseas-trade-seem-safer"] = [3]func(st *State, q *queue){
		func(st *State, q *queue) { st.defendCoastal(3) },
		func(st *State, q *queue) { st.defendCoastal(6); st.fearRules |= noCoastalCity },
		func(st *State, q *queue) { st.defendCoastal(9); st.fearRules |= noBuildCoastal },
	}
	fearEffects["trade-suffers"] = [3]func(st *State, q *queue){
		rule(noBuildCity),
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fCoastal, contDowngrade, towns, 1, upTo)) },
		func(st *State, q *queue) { st.eachPlayer(q, landWord(fCoastal, contDowngrade, towns|cities, 1, upTo)) },
	}
}

// The lands a player may choose on the fear cards.
var (
	fAny        = filter(func(*State, Land, *task) bool { return true })
	fSacredSite = filter(func(st *State, l Land, _ *task) bool { return st.anySacredSite(l) })
	fPresence   = filter(func(st *State, l Land, _ *task) bool { return st.anyPresence(l) > 0 })
	fCoastal    = filter(func(st *State, l Land, _ *task) bool { return st.island.IsCoastal(l) })
	fInland     = filter(func(st *State, l Land, _ *task) bool { return !st.island.IsCoastal(l) })
	fDahan      = filter(func(st *State, l Land, _ *task) bool { return st.lands[l].count(Dahan) > 0 })
	// fUnseen: an explorer or town where there is presence, or a city where
	// there is a sacred site.
	fUnseen = filter(func(st *State, l Land, _ *task) bool { return unseenKinds(st, l) != 0 })
	// fDahanFree: a land with dahan no other player chose for this card.
	fDahanFree = filter(func(st *State, l Land, _ *task) bool {
		return st.lands[l].count(Dahan) > 0 && !st.fearLands.Has(l)
	})
	fFree = filter(func(st *State, l Land, _ *task) bool { return !st.fearLands.Has(l) })
	// fEnheartened: a land with invaders a dahan may be pushed out of or
	// gathered into.
	fEnheartened = filter(func(st *State, l Land, _ *task) bool {
		return st.lands[l].invaders() > 0 && enheartenedWays(st, l) != 0
	})
	// fSeekFrom: an explorer there may go to a neighbouring land holding
	// more towns and cities; fSeekTo: such a neighbour of the anchor.
	fSeekFrom = filter(func(st *State, l Land, t *task) bool {
		found := false
		lands(st.island.Adjacent(l)&^st.island.Oceans(), func(to Land) { found = found || st.safer(l, to) })
		return found
	})
	fSeekTo = filter(func(st *State, l Land, t *task) bool {
		return st.island.Adjacent(t.land).Has(l) && st.safer(t.land, l)
	})
	fSeekInto    = filter(func(st *State, l Land, _ *task) bool { return seekKinds(st, l) != 0 })
	fNoCity      = filter(func(st *State, l Land, _ *task) bool { return st.lands[l].count(City) == 0 })
	fBelief      = filter(func(st *State, l Land, _ *task) bool { return st.anyPresence(l) > 0 && !st.fearLands.Has(l) })
	fAlone       = filter(func(st *State, l Land, _ *task) bool { return st.lands[l].invaders() == 1 })
	fFewInvaders = filter(func(st *State, l Land, _ *task) bool { return st.lands[l].invaders() <= 2 })
)

// anyPresence is the presence of all spirits in land l.
func (st *State) anyPresence(l Land) int8 {
	n := int8(0)
	for _, p := range st.lands[l].presence {
		n += p
	}
	return n
}

// anySacredSite reports whether land l is a sacred site of some spirit.
func (st *State) anySacredSite(l Land) bool {
	for s := range st.seats {
		if st.sacredSite(s, l) {
			return true
		}
	}
	return false
}

// removeBy: each player removes 1 piece of kinds from a land passing f.
func removeBy(f int8, kinds pieceSet) func(st *State, q *queue) {
	return func(st *State, q *queue) { st.eachPlayer(q, landWord(f, contRemoveHere, kinds, 1, exactly)) }
}

// contRemoveHere: the player removes t.n pieces of t.kinds from the land
// chosen.
var contRemoveHere = then(func(st *State, q *queue, t task) {
	q.push(removeWord(ctx{spirit: t.spirit}, t.land, t.kinds, t.n, exactly))
})

// unseenKinds are the pieces Fear of the Unseen's level 3 may remove from
// land l: explorers and towns where there is presence, cities where there
// is a sacred site.
func unseenKinds(st *State, l Land) pieceSet {
	var k pieceSet
	if st.anyPresence(l) > 0 && st.holds(l, explorers|towns) {
		k |= explorers | towns
	}
	if st.anySacredSite(l) && st.holds(l, cities) {
		k |= cities
	}
	return k
}

// contUnseen: the player removes one of the pieces Fear of the Unseen's
// level 3 allows in the land chosen.
var contUnseen = then(func(st *State, q *queue, t task) {
	q.push(removeWord(ctx{spirit: t.spirit}, t.land, unseenKinds(st, t.land), 1, exactly))
})

// scapegoats: in each land, each town destroys perTown explorers there and
// each city perCity.
func (st *State) scapegoats(perTown, perCity int8) {
	lands(st.island.All(), func(l Land) {
		ls := &st.lands[l]
		for range min(ls.count(Explorer), perTown*ls.count(Town)+perCity*ls.count(City)) {
			st.destroy(l, Explorer, 1)
		}
	})
}

// stepCitiesDestroyTowns: each city in the land destroys a town there (the
// players choose which, damaged or not).
var stepCitiesDestroyTowns = inEachLand(func(st *State, l Land, ts []task) []task {
	ls := &st.lands[l]
	if n := min(ls.count(Town), ls.count(City)); n > 0 {
		ts = append(ts, destroyWord(ctx{}, l, towns, n, exactly))
	}
	return ts
})

// defendByDahan: Defend plus + per per dahan in each land with dahan.
// Reading: the dahan are counted as the card resolves.
func (st *State) defendByDahan(plus, per int8) {
	for l := range st.lands {
		if d := st.lands[l].count(Dahan); d > 0 {
			st.lands[l].defend += plus + per*d
		}
	}
}

// defendPresence: Defend 2 in each land with presence.
func (st *State) defendPresence() {
	for l := range st.lands {
		if st.anyPresence(Land(l)) > 0 {
			st.lands[l].defend += 2
		}
	}
}

// defendCoastal: Defend n in each coastal land.
func (st *State) defendCoastal(n int8) {
	lands(st.island.Coastal(), func(l Land) { st.lands[l].defend += n })
}

// contTwoExplorersOrTown: the player removes 1 town or 2 explorers from
// the land chosen. Reading: with 1 explorer only, removing it is allowed.
var contTwoExplorersOrTown = then(func(st *State, q *queue, t task) {
	ts := st.twoExplorersOrTown(t.spirit, t.land)
	q.push(ts[:]...)
})

// twoExplorersOrTown is "remove 2 explorers or 1 town" in land l, spirit s
// deciding: one piece first, and a second explorer if it was an explorer.
func (st *State) twoExplorersOrTown(s int8, l Land) [2]task {
	return [2]task{
		removeWord(ctx{spirit: s}, l, explorers|towns, 1, exactly),
		{op: opThen, spirit: s, land: l, arg: contSecondExplorer, arg2: st.lands[l].count(Town)},
	}
}

// contSecondExplorer: if no town went (t.arg2: the towns before), an
// explorer did, and a second one goes.
var contSecondExplorer = then(func(st *State, q *queue, t task) {
	if st.lands[t.land].count(Town) == t.arg2 {
		q.push(removeWord(ctx{spirit: t.spirit}, t.land, explorers, 1, exactly))
	}
})

// stepTallTales: in each land with dahan, the players remove 2 explorers
// or 1 town.
var stepTallTales = inEachLand(func(st *State, l Land, ts []task) []task {
	if st.lands[l].count(Dahan) == 0 || !st.holds(l, explorers|towns) {
		return ts
	}
	w := st.twoExplorersOrTown(0, l)
	return append(ts, w[:]...)
})

// stepTallTalesCity: remove 1 city from each land with 2 or more dahan.
var stepTallTalesCity = inEachLand(func(st *State, l Land, ts []task) []task {
	if st.lands[l].count(Dahan) >= 2 && st.lands[l].count(City) > 0 {
		ts = append(ts, removeWord(ctx{}, l, cities, 1, exactly))
	}
	return ts
})

// contPushOut: the player may push up to t.n pieces of t.kinds (0: all
// there) out of the land chosen.
var contPushOut = then(func(st *State, q *queue, t task) {
	n := t.n
	if n == 0 {
		n = st.lands[t.land].count(Explorer) + st.lands[t.land].count(Town)
	}
	q.push(pushWord(ctx{spirit: t.spirit}, t.land, t.kinds, n, upTo))
})

// raid: each player chooses a different land with dahan; continuation k
// deals the damage there (n: its number).
func raid(k int16, n int8) func(st *State, q *queue) {
	return func(st *State, q *queue) {
		st.fearLands = 0
		st.eachPlayer(q, landWord(fDahanFree, k, 0, n, exactly))
	}
}

// contDamageHere: t.n damage in the land chosen (now taken).
var contDamageHere = then(func(st *State, q *queue, t task) {
	st.fearLands.Add(t.land)
	q.push(damageWord(ctx{spirit: t.spirit}, t.land, t.n))
})

// contDamagePerDahan: t.n damage per dahan in the land chosen (now taken).
var contDamagePerDahan = then(func(st *State, q *queue, t task) {
	st.fearLands.Add(t.land)
	q.push(damageWord(ctx{spirit: t.spirit}, t.land, t.n*st.lands[t.land].count(Dahan)))
})

// Dahan Enheartened's level 1: push a dahan out, or gather one in.
const (
	wayPush = 1 << iota
	wayGather
)

// enheartenedWays are the ways a dahan may move for land l: pushed out
// (a dahan there), gathered in (a dahan next to it).
func enheartenedWays(st *State, l Land) int {
	w := 0
	if st.lands[l].count(Dahan) > 0 {
		w |= wayPush
	}
	lands(st.island.Adjacent(l)&^st.island.Oceans(), func(from Land) {
		if st.lands[from].count(Dahan) > 0 {
			w |= wayGather
		}
	})
	return w
}

// contEnheartened: in the land chosen, the player may push a dahan out or
// gather one in, choosing which when both can be.
var contEnheartened = then(func(st *State, q *queue, t task) {
	c := ctx{spirit: t.spirit}
	switch enheartenedWays(st, t.land) {
	case wayPush:
		q.push(pushWord(c, t.land, dahan, 1, upTo))
	case wayGather:
		q.push(gatherWord(c, t.land, dahan, 1, upTo))
	default:
		q.push(chooseWord(c, t.land, contPushOrGather, 2))
	}
})

// contPushOrGather: Dahan Enheartened's choice made.
var contPushOrGather = choice([]engine.Text{
	engine.T("push a dahan out", "ダハンを押し出す"),
	engine.T("gather a dahan in", "ダハンを引き寄せる"),
}, func(st *State, q *queue, t task) {
	c := ctx{spirit: t.spirit}
	if t.arg2 == 0 {
		q.push(pushWord(c, t.land, dahan, 1, upTo))
	} else {
		q.push(gatherWord(c, t.land, dahan, 1, upTo))
	}
})

// enheartened: each player chooses a different land, gathers up to 2 dahan
// into it, then deals damage there: 1 if dahan are there (perDahan 0), or
// perDahan per dahan.
func enheartened(perDahan int8) func(st *State, q *queue) {
	return func(st *State, q *queue) {
		st.fearLands = 0
		st.eachPlayer(q, landWord(fFree, contEnheartenedLand, 0, perDahan, exactly))
	}
}

// contEnheartenedLand: the land chosen (now taken) gathers up to 2 dahan,
// then takes the damage.
var contEnheartenedLand = then(func(st *State, q *queue, t task) {
	st.fearLands.Add(t.land)
	c := ctx{spirit: t.spirit}
	q.push(gatherWord(c, t.land, dahan, 2, upTo), thenWord(c, t.land, contEnheartenedDamage, t.n))
})

// contEnheartenedDamage: 1 damage if dahan are there (t.n = 0), else t.n
// per dahan.
var contEnheartenedDamage = then(func(st *State, q *queue, t task) {
	d := st.lands[t.land].count(Dahan)
	n := min(d, 1)
	if t.n > 0 {
		n = t.n * d
	}
	q.push(damageWord(ctx{spirit: t.spirit}, t.land, n))
})

// rule: this invader phase, the fear rule r holds.
func rule(r uint8) func(st *State, q *queue) {
	return func(st *State, _ *queue) { st.fearRules |= r }
}

// safer reports whether land to holds more towns and cities than land from.
func (st *State) safer(from, to Land) bool {
	tc := func(l Land) int8 { return st.lands[l].count(Town) + st.lands[l].count(City) }
	return tc(to) > tc(from)
}

// contSeekFrom: the player chooses where the explorer goes, among the
// neighbours holding more towns and cities.
var contSeekFrom = then(func(st *State, q *queue, t task) {
	next := landWord(fSeekTo, contSeekTo, 0, 1, exactly)
	next.spirit, next.land = t.spirit, t.land
	q.push(next)
})

// contSeekTo: an explorer moves from the land first chosen (t.arg2) to
// this one.
var contSeekTo = then(func(st *State, q *queue, t task) {
	st.lands[t.arg2].pieces[Explorer][1]--
	st.lands[t.land].pieces[Explorer][1]++
})

// seekKinds are the pieces Seek Safety's level 2 may gather into land l:
// explorers where there is a town or city, towns where there is a city
// (those next to it only).
func seekKinds(st *State, l Land) pieceSet {
	ls := &st.lands[l]
	var k pieceSet
	if ls.count(Town)+ls.count(City) > 0 {
		k |= explorers
	}
	if ls.count(City) > 0 {
		k |= towns
	}
	var near pieceSet
	lands(st.island.Adjacent(l)&^st.island.Oceans(), func(from Land) {
		for p := Explorer; p <= Town; p++ {
			if st.lands[from].count(p) > 0 {
				near |= 1 << p
			}
		}
	})
	return k & near
}

// contSeekInto: the player gathers 1 explorer or town (as the land allows).
var contSeekInto = then(func(st *State, q *queue, t task) {
	q.push(gatherWord(ctx{spirit: t.spirit}, t.land, seekKinds(st, t.land), 1, exactly))
})

// contRemoveHealth3: the player removes invaders of t.n health in all.
var contRemoveHealth3 = then(func(st *State, q *queue, t task) {
	q.push(removeHealthWord(t.spirit, t.land, t.n))
})

// contBelief: the land chosen (now taken) loses invaders of up to 2 health
// per presence there. Reading: every spirit's presence counts.
var contBelief = then(func(st *State, q *queue, t task) {
	st.fearLands.Add(t.land)
	q.push(removeHealthWord(t.spirit, t.land, 2*st.anyPresence(t.land)))
})

// contDowngrade: in the land chosen, the player replaces a town with an
// explorer, or (t.kinds with cities) a city with a town.
var contDowngrade = then(func(st *State, q *queue, t task) {
	ls := &st.lands[t.land]
	q.push(removeWord(ctx{spirit: t.spirit}, t.land, t.kinds, 1, exactly),
		task{op: opThen, spirit: t.spirit, land: t.land, arg: contDowngraded, arg2: ls.count(City)})
})

// contDowngraded: a city gone (t.arg2: the cities before) comes back a town,
// else the town gone comes back an explorer. Reading: the new piece is
// undamaged, whatever damage the old one had.
var contDowngraded = then(func(st *State, q *queue, t task) {
	if st.lands[t.land].count(City) < t.arg2 {
		st.addPieces(t.land, Town, 1)
	} else {
		st.addPieces(t.land, Explorer, 1)
	}
})
