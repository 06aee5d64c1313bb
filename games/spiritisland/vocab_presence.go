package spiritisland

import "shima/engine"

// Words about presence that A Spread of Rampant Green and Ocean's Hungry
// Grasp brought: where a spirit's presence may go (Ocean's never inland,
// nobody else's in an ocean), range counted through the oceans Ocean's
// Hungry Grasp puts in play, a presence added by a power, and the set-up
// placements the player chooses.

// oceanKey is Ocean's Hungry Grasp's key.
const oceanKey = "oceans-hungry-grasp"

// oceanSeat is the seat of Ocean's Hungry Grasp, or noSpirit.
func (st *State) oceanSeat() int8 {
	for s := range st.seats {
		if st.spirit(s).Key == oceanKey {
			return s
		}
	}
	return noSpirit
}

// oceansInPlay is the set of oceans Ocean in Play makes lands: those of
// the boards where Ocean's Hungry Grasp has a presence (in the ocean or on
// the board's lands).
func (st *State) oceansInPlay() LandSet {
	o := st.oceanSeat()
	if o == noSpirit {
		return 0
	}
	var set LandSet
	for l := range Land(MaxLands) {
		if st.lands[l].presence[o] > 0 {
			set.Add(LandAt(l.Position(), 0))
		}
	}
	return set
}

// oceanInPlay reports whether land l is an ocean Ocean in Play makes a
// land (looking at l's board only).
func (st *State) oceanInPlay(l Land) bool {
	if !l.IsOcean() {
		return false
	}
	o := st.oceanSeat()
	if o == noSpirit {
		return false
	}
	for n := range BoardLands {
		if st.lands[LandAt(l.Position(), n)].presence[o] > 0 {
			return true
		}
	}
	return false
}

// terrainOf is land l's terrain for spirit powers: an ocean in play is a
// wetland.
func (st *State) terrainOf(l Land) Terrain {
	if st.oceanInPlay(l) {
		return Wetland
	}
	return st.island.Terrain(l)
}

// coastalLand reports whether land l is coastal for spirit powers: an
// ocean in play is.
func (st *State) coastalLand(l Land) bool {
	return st.island.IsCoastal(l) || st.oceanInPlay(l)
}

// reach is the lands within range n of the lands of from for spirit
// powers: the oceans in play are lands (targets, sources and ways), the
// others out of play.
func (st *State) reach(from LandSet, n int) LandSet {
	wet := st.oceansInPlay()
	if wet == 0 {
		return st.island.Within(from, n, false) &^ st.island.Oceans()
	}
	return st.island.WithinOceans(from, n, wet)
}

// growthReach is the lands within range n of spirit s's presence for its
// growth: Ocean's Hungry Grasp counts from and through its oceans, the
// others' growth keeps the oceans out of play.
func (st *State) growthReach(s int8, n int) LandSet {
	var from LandSet
	for l := range Land(MaxLands) {
		if st.lands[l].presence[s] > 0 {
			from.Add(l)
		}
	}
	if st.spirit(s).Key == oceanKey {
		return st.island.WithinOceans(from, n, st.oceansInPlay())
	}
	return st.island.Within(from, n, false)
}

// presenceMay reports whether spirit s's presence may be added or moved to
// land l: Ocean's Hungry Grasp's never inland, the others' never in an
// ocean.
func (st *State) presenceMay(s int8, l Land) bool {
	if st.spirit(s).Key == oceanKey {
		return !st.island.Inland().Has(l)
	}
	return !l.IsOcean()
}

// appendPresence appends an action adding spirit s's presence to land l
// from each track that has one left.
func (st *State) appendPresence(s int8, l Land, buf []engine.Action) []engine.Action {
	sp, d := &st.spirits[s], st.spirit(s)
	if int(sp.energyTrack) < len(d.Energy)-1 {
		buf = append(buf, pack(kindPresence, trackEnergy, int(l)))
	}
	if int(sp.cardTrack) < len(d.Cards)-1 {
		buf = append(buf, pack(kindPresence, trackCards, int(l)))
	}
	return buf
}

// addPresenceNearWord has spirit s add a presence, from a track of its
// choice, to a land within range n of its presence (counted as a power
// counts), where its presence may go: "the target spirit adds 1 presence
// within range 1" (Gift of Proliferation).
func addPresenceNearWord(s int8, n int8) task {
	return selectWord(s, NoLand, selPresenceNear, n, exactly)
}

var selPresenceNear = selection(func(st *State, t *task, buf []engine.Action) []engine.Action {
	var from LandSet
	for l := range Land(MaxLands) {
		if st.lands[l].presence[t.spirit] > 0 {
			from.Add(l)
		}
	}
	lands(st.reach(from, int(t.n)), func(l Land) {
		if st.presenceMay(t.spirit, l) {
			buf = st.appendPresence(t.spirit, l, buf)
		}
	})
	return buf
}, nil)

// setupChoiceWord has spirit s choose where placement i of its set-up goes
// among the lands the reference allows (a coastal land for Ocean's Hungry
// Grasp): set-up choices the reference leaves to the player are its
// decisions, the first of the game.
func setupChoiceWord(s int8, i int) task {
	return selectWord(s, NoLand, selSetup, int8(i), exactly)
}

var selSetup = landSelection(func(st *State, t *task) LandSet {
	var set LandSet
	board := st.island.BoardLetter(int(t.spirit)) - 'A'
	if d := st.spirit(t.spirit); int(t.n) < len(d.Setup) {
		for _, n := range d.Setup[t.n].Lands[board] {
			set.Add(LandAt(int(t.spirit), int(n)))
		}
	}
	return set
}, func(st *State, _ *queue, t task) {
	st.lands[Land(t.arg2)].presence[t.spirit] += st.spirit(t.spirit).Setup[t.n].Count
	if st.tl != nil {
		st.tellSetup(t.spirit)
	}
})
