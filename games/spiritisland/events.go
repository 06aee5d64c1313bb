package spiritisland

import (
	"shima/engine"
)

// Events: what an action caused, told while someone records (State.Record).
// The invader phase tells each of its steps as it takes it (ravage, blight,
// build, explore, in order, under a heading); a power or a fear card tells
// what it changed on the island by comparing the lands before and after
// (teller), at the end of the power and at the end of each action that
// answers one of its decisions. EVENTS.md lists the kinds.
//
// Nothing here runs in playouts: every path starts from st.tl, which is nil
// unless the action is recorded.

// teller is what the action being recorded has changed since the last line
// that told it: the lands and the energy as they were then, and what the
// lands alone cannot tell (destroyed or moved, fear generated).
type teller struct {
	lands     [MaxLands]landState
	energy    [MaxSpirits]int8
	destroyed [MaxLands][pieceKinds]int8 // pieces destroyed since the mark
	lost      [MaxLands][MaxSpirits]int8 // presence destroyed since the mark
	fear      int                        // fear generated since the mark
	hold      int                        // > 0: events wait in held for the line they follow
	held      []engine.Event
}

// mark takes the island as it is now as the point the next line tells from.
func (tl *teller) mark(st *State) {
	tl.lands = st.lands
	for s := range st.spirits {
		tl.energy[s] = st.spirits[s].energy
	}
	tl.destroyed, tl.lost, tl.fear = [MaxLands][pieceKinds]int8{}, [MaxLands][MaxSpirits]int8{}, 0
}

// startTelling begins recording what an action causes, when someone listens.
func (st *State) startTelling() {
	if st.rec.On() {
		st.tl = &teller{}
		st.tl.mark(st)
	}
}

// endTelling tells what the power or fear card waiting for a decision has
// changed so far, and what waited, and stops telling.
func (st *State) endTelling() {
	if st.tl == nil {
		return
	}
	st.tellResolving()
	st.flushHeld()
	st.tl = nil
}

// resolving reports whether a power or a fear card is resolving: what it
// causes is told by its own line (tellPower, tellFearCard), which the
// events it causes follow.
func (st *State) resolving() bool { return st.resolver != noSpirit || st.fearing != noCard }

// tell records e, or keeps it for after the line it belongs under. In the
// invader phase it is a line under the phase's heading.
func (st *State) tell(e engine.Event) {
	if st.step == stepInvader {
		e.Detail = true
	}
	if st.tl.hold > 0 || st.resolving() {
		e.Detail = true
		st.tl.held = append(st.tl.held, e)
		return
	}
	st.rec.Add(e)
}

// holdEvents keeps the events told from now until release for after the
// line told then (the fear of the towns the dahan destroy follows the
// dahan's strike).
func (st *State) holdEvents() { st.tl.hold++ }

// release ends a holdEvents and records what waited, unless a power or fear
// card still resolves.
func (st *State) release() {
	st.tl.hold--
	if st.tl.hold == 0 && !st.resolving() {
		st.flushHeld()
	}
}

// tellResolving tells what the power or fear card resolving has changed.
func (st *State) tellResolving() {
	switch {
	case st.resolver != noSpirit:
		st.tellPower()
	case st.fearing != noCard:
		st.tellFearCard()
	}
}

// tellPower tells what the power resolving has changed since the last line.
func (st *State) tellPower() {
	ch := st.changes()
	if !ch.none(st) {
		s, pw := st.resolver, st.power
		name := func(lang engine.Lang) string {
			if pw == noPower {
				return lang.Pick("a power", "能力")
			}
			return st.powerName(s, int(pw), lang)
		}
		data := ch.data(st)
		if pw != noPower {
			data["power"] = st.powerKeyOf(s, pw)
		}
		var at []string
		if st.powerLand != NoLand {
			data["target"] = st.island.Name(st.powerLand)
			at = append(at, st.island.Name(st.powerLand))
		}
		for _, n := range ch.names(st) {
			if len(at) == 0 || n != at[0] {
				at = append(at, n)
			}
		}
		st.rec.Add(engine.Event{Kind: "power", Seat: engine.Seat(s), At: at, Data: data, Text: say(func(lang engine.Lang) string {
			mark := engine.SeatMark(engine.Seat(s))
			head := lang.Pick(name(lang)+" ("+mark+")", name(lang)+"("+mark+")")
			if st.powerLand != NoLand {
				land := st.island.Name(st.powerLand)
				head = lang.Pick(name(lang)+" ("+mark+") on "+land, name(lang)+"("+mark+"、対象"+land+")")
			}
			return head + ": " + ch.words(st, lang)
		})})
	}
	st.flushHeld()
	st.tl.mark(st)
}

// tellFearCard tells what the fear card resolving has changed since the
// last line.
func (st *State) tellFearCard() {
	ch := st.changes()
	if !ch.none(st) {
		fc := &FearCards[st.fearing]
		data := ch.data(st)
		data["card"] = fc.Key
		st.rec.Add(engine.Event{Kind: "fear-card", Seat: engine.Spectator, Detail: true, At: ch.names(st), Data: data,
			Text: say(func(lang engine.Lang) string {
				return lang.Pick(fc.Name.EN, "「"+fc.Name.JA+"」") + ": " + ch.words(st, lang)
			})})
	}
	st.flushHeld()
	st.tl.mark(st)
}

// flushHeld records the events kept for after a power's or fear card's line.
func (st *State) flushHeld() {
	for _, e := range st.tl.held {
		st.rec.Add(e)
	}
	st.tl.held = st.tl.held[:0]
}

// say makes a text from the same words in each language.
func say(fn func(lang engine.Lang) string) engine.Text {
	return engine.T(fn(engine.EN), fn(engine.JA))
}
