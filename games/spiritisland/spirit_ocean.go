package spiritisland

import "shima/engine"

// Ocean's Hungry Grasp (飢えて掴む海): its unique powers, its innate powers,
// its growth's presence moves, Ocean in Play (the oceans of its boards are
// coastal wetlands for spirit powers and blight: vocab_presence.go) and
// Drowning (intoOcean, drown). Its spirit state: drowned, the full
// health of the drowned invaders on its panel not yet traded for energy.

// How a push task moves its pieces beyond the usual (its arg).
const (
	pushDrown  = 1 // only into its land's ocean: "drown" (Ocean's Hungry Grasp)
	pushRescue = 2 // dahan drowning in an ocean may be put on a coastal land by the power's caster (Tidal Boon)
)

func init() {
	growthConts[GatherPresenceToOcean] = contGatherToOceans
	growthConts[PushPresenceFromOcean] = contPushFromOceans
	cardEffects["call-of-the-deeps"] = func(st *State, q *queue, c ctx) {
		if c.land.IsOcean() {
			q.push(gatherWord(c, c.land, explorers, 1, exactly), gatherWord(c, c.land, explorers, 1, upTo))
			return
		}
		q.push(gatherWord(c, c.land, explorers, 1, exactly))
	}
	cardEffects["grasping-tide"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(2), defendWord(c.land, 4))
	}
	cardEffects["swallow-the-land-dwellers"] = func(st *State, q *queue, c ctx) {
		q.push(drownWord(c, c.land, explorers, 1), drownWord(c, c.land, towns, 1), drownWord(c, c.land, dahan, 1))
	}
	cardEffects["tidal-boon"] = func(st *State, q *queue, c ctx) {
		q.push(energyWord(c.target, 2), chooseLandWord(c.target, withPresence, contTidalBoon, 0, upTo))
	}
	innateEffects["pound-ships-to-splinters"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord([...]int8{0, 1, 2, 4}[c.levels]))
	}
	innateEffects["ocean-breaks-the-shore"] = func(st *State, q *queue, c ctx) {
		// Level 1: a town; level 2: a city may drown instead; level 3: one
		// more town or city.
		first := towns
		if c.levels >= 2 {
			first = towns | cities
		}
		if c.levels >= 3 {
			q.push(drownWord(c, c.land, first, 1), drownWord(c, c.land, towns|cities, 1))
			return
		}
		q.push(drownWord(c, c.land, first, 1))
	}
}

// drownWord drowns n pieces of kinds from land l: the spirit pushes them,
// one by one, into the ocean of l's board, where Drowning destroys them.
// Reading: a drowned piece is chosen like a pushed one (the spirit picks
// which, damaged or not); on a land with no ocean next to it (an ocean
// targeted itself) nothing drowns.
func drownWord(c ctx, l Land, kinds pieceSet, n int8) task {
	t := pushWord(c, l, kinds, n, exactly)
	t.arg = pushDrown
	return t
}

// pushDests is where push task t may move pieces: the adjacent lands, and
// an ocean Ocean in Play makes a land when a spirit power pushes (not a
// fear card); a drown only into the ocean.
func (st *State) pushDests(t *task) LandSet {
	adj := st.island.Adjacent(t.land)
	if t.arg == pushDrown {
		return adj & st.island.Oceans()
	}
	closed := st.island.Oceans()
	if st.resolver != noSpirit {
		closed &^= st.oceansInPlay()
	}
	return adj &^ closed
}

// intoOcean drowns the piece of kind p (h health left) that task t just
// moved into land l, if l is an ocean. A dahan pushed by Tidal Boon first
// waits, off the board, for the power's caster to put it on a coastal land
// or let it drown.
func (st *State) intoOcean(q *queue, t task, l Land, p Piece, h int8) bool {
	if !l.IsOcean() {
		return false
	}
	st.pushedTo.Del(l) // nothing stays there to count
	if p == Dahan && t.arg == pushRescue && st.resolver != noSpirit {
		st.lands[l].pieces[p][h]--
		q.push(selectWord(st.resolver, l, selRescue, h, exactly))
		return true
	}
	st.drown(l, p, h)
	return true
}

// drown destroys a piece in ocean l (a town or city gives its fear); a
// drowned invader goes to Ocean's panel, and each time the full health
// there reaches the number of players, it becomes 1 energy.
//
// Reading: an invader counts its full health in this game, whatever damage
// it took: a town 3 against England at level 5 (Local Autonomy).
// Reading: the trade is made at once, as often as it can: energy is never
// worse to have sooner, and nothing else counts the drowned invaders.
//
// Reading: a piece Bringer of Dreams and Nightmares' power moves into the
// ocean drowns for real: the destruction is Ocean's rule, not the power's.
func (st *State) drown(l Land, p Piece, h int8) {
	st.destroyPiece(l, p, h)
	o := st.oceanSeat()
	if p == Dahan || o == noSpirit {
		return
	}
	sp := &st.spirits[o]
	sp.drowned += st.hp(p)
	if n := sp.drowned / st.seats; n > 0 {
		sp.energy += n
		sp.drowned -= n * st.seats
	}
}

// selRescue: the caster puts the dahan (t.n health left) drowning in ocean
// t.land on a coastal land of its choice, or lets it drown (choosing the
// ocean).
var selRescue = selection(func(st *State, t *task, buf []engine.Action) []engine.Action {
	lands(st.island.Coastal()|SetOf(t.land), func(l Land) { buf = append(buf, pack(kindSelect, 0, int(l))) })
	return buf
}, func(st *State, _ *queue, t task) {
	l := Land(t.arg2)
	if l == t.land {
		st.noteDestroyed(l, Dahan, 1) // drowned: it is off the board already
		return
	}
	st.lands[l].pieces[Dahan][t.n]++
})

// contTidalBoon: from the land the target spirit chose, it pushes 1 town
// and up to 2 dahan (those going into Ocean's ocean may be saved).
var contTidalBoon = then(func(st *State, q *queue, t task) {
	c := taskCtx(t)
	d := pushWord(c, t.land, dahan, 2, upTo)
	d.arg = pushRescue
	q.push(pushWord(c, t.land, towns, 1, exactly), d)
})

// contGatherToOceans (growth): into each ocean next to a land with the
// spirit's presence, it may move 1 presence from such a land.
//
// Reading: each move is the spirit's choice ("stop" declines it); growth
// moving presence never forces a spirit off a land it wants to hold.
var contGatherToOceans = then(func(st *State, q *queue, t task) {
	var ts [MaxBoards]task
	n := 0
	lands(st.island.Oceans(), func(o Land) {
		if st.presenceNextTo(t.spirit, o) != 0 {
			ts[n] = selectWord(t.spirit, o, selGatherToOcean, 0, upTo)
			n++
		}
	})
	q.push(ts[:n]...)
})

// contPushFromOceans (growth): from each ocean with the spirit's presence,
// it may move 1 presence to a land next to it (a coastal land).
var contPushFromOceans = then(func(st *State, q *queue, t task) {
	var ts [MaxBoards]task
	n := 0
	lands(st.island.Oceans(), func(o Land) {
		if st.lands[o].presence[t.spirit] > 0 {
			ts[n] = selectWord(t.spirit, o, selPushFromOcean, 0, upTo)
			n++
		}
	})
	q.push(ts[:n]...)
})

// presenceNextTo is the lands next to l holding spirit s's presence.
func (st *State) presenceNextTo(s int8, l Land) LandSet {
	var set LandSet
	lands(st.island.Adjacent(l), func(a Land) {
		if st.lands[a].presence[s] > 0 {
			set.Add(a)
		}
	})
	return set
}

var (
	selGatherToOcean = landSelection(func(st *State, t *task) LandSet { return st.presenceNextTo(t.spirit, t.land) },
		func(st *State, _ *queue, t task) { st.movePresence(t.spirit, Land(t.arg2), t.land) })
	selPushFromOcean = landSelection(func(st *State, t *task) LandSet {
		if st.lands[t.land].presence[t.spirit] == 0 {
			return 0
		}
		return st.island.Adjacent(t.land)
	}, func(st *State, _ *queue, t task) { st.movePresence(t.spirit, t.land, Land(t.arg2)) })
)

// movePresence moves one of spirit s's presence from land a to land b.
func (st *State) movePresence(s int8, a, b Land) {
	st.lands[a].presence[s]--
	st.lands[b].presence[s]++
}

// drownedMost is the most drowned health spirit d may hold untraded with
// seats players: less than one trade, and none but Ocean's Hungry Grasp.
func drownedMost(d *Spirit, seats int8) int {
	if d.Key != oceanKey {
		return 0
	}
	return int(seats) - 1
}
