package spiritisland

import (
	"strings"

	"shima/engine"
)

// Events: what an action caused, told while someone records (State.Record).
// The invader phase tells each of its steps as it takes it (ravage, blight,
// build, explore, in order, under a heading), each with what it changed; a
// power, a fear card or another cause (causes.go), a growth, a card played
// and time passing tell what they changed by comparing the island and the
// spirits before and after (teller), at their end and at the end of each
// action that answers one of their decisions. Together the events account
// for every change a seat sees (account.go). EVENTS.md lists the kinds.
//
// Nothing here runs in playouts: every path starts from st.tl, which is nil
// unless the action is recorded.

// teller is what the action being recorded has changed since the last line
// that told it: the island, the spirits and the blight pool as they were
// then, and what they alone cannot tell (destroyed or moved, fear
// generated), less what lines of their own told meanwhile.
type teller struct {
	was       mark
	destroyed [MaxLands][pieceKinds]int8 // pieces destroyed since the mark
	lost      [MaxLands][MaxSpirits]int8 // presence destroyed since the mark
	fear      int                        // fear generated since the mark
	told      told                       // told since the mark by lines of their own
	fresh     bool                       // a power targeted in this action has told nothing yet
	hold      int                        // > 0: events wait in held for the line they follow
	held      []engine.Event
}

// mark is what a line of changes compares with.
type mark struct {
	lands      [MaxLands]landState
	spirits    [MaxSpirits]spiritState
	blightPool int8
}

// told is what lines of their own told inside a line's window (the blight
// card turning when a power's blight takes the last, the energy the track
// gives as growth ends), which that line leaves out.
type told struct {
	pool   int8
	energy [MaxSpirits]int8
}

// mark takes the island as it is now as the point the next line tells from.
func (tl *teller) mark(st *State) {
	tl.was = mark{lands: st.lands, spirits: st.spirits, blightPool: st.blightPool}
	tl.destroyed, tl.lost, tl.fear, tl.told = [MaxLands][pieceKinds]int8{}, [MaxLands][MaxSpirits]int8{}, 0, told{}
}

// startTelling begins recording what an action causes, when someone listens.
func (st *State) startTelling() {
	if st.rec.On() {
		st.tl = &teller{}
		st.tl.mark(st)
	}
}

// endTelling tells what the cause waiting for a decision has changed so
// far, and what waited, and stops telling.
func (st *State) endTelling() {
	if st.tl == nil {
		return
	}
	st.tellResolving()
	st.flushHeld()
	st.tl = nil
}

// resolving reports whether something resolves whose own line tells what
// it causes (a power, a fear card, a cause of the queue: causeNow), which
// the events it causes follow.
func (st *State) resolving() bool {
	c, _ := st.causeNow()
	return c != causeNone
}

// tell records e, or keeps it for after the line it belongs under. In the
// invader phase it is a line under the phase's heading.
func (st *State) tell(e engine.Event) {
	if st.step == stepInvader {
		e.Detail = true
	}
	if st.tl.hold > 0 || st.resolving() {
		st.tl.held = append(st.tl.held, e)
		return
	}
	st.rec.Add(e)
}

// holdEvents keeps the events told from now until release for after the
// line told then (the fear of the towns the dahan destroy follows the
// dahan's strike; what a growth draws follows its line).
func (st *State) holdEvents() { st.tl.hold++ }

// release ends a holdEvents and records what waited, unless something
// still resolves.
func (st *State) release() {
	st.tl.hold--
	if st.tl.hold == 0 && !st.resolving() {
		st.flushHeld()
	}
}

// tellResolving tells what the cause resolving (a power, a fear card, a
// cause of the queue) has changed since the last line, and marks.
func (st *State) tellResolving() {
	c, s := st.causeNow()
	st.tellCause(c, s)
}

// tellCause tells, as cause c's line (s: its spirit), what has changed
// since the last line, and marks.
func (st *State) tellCause(c cause, s int8) {
	switch c {
	case causePower:
		st.tellPower()
	case causeFearCard:
		fc := &FearCards[st.fearing]
		st.tellChanges(engine.Event{Kind: "fear-card", Seat: engine.Spectator, Detail: true, Data: map[string]any{"card": fc.Key}},
			NoLand, func(lang engine.Lang) string { return lang.Pick(fc.Name.EN, "「"+fc.Name.JA+"」") })
	case causeNone:
		st.flushHeld()
		st.tl.mark(st)
	default:
		name := st.causeName(c)
		e := engine.Event{Kind: causeKinds[c], Seat: engine.Seat(s), Detail: st.step == stepInvader, Data: map[string]any{}}
		if c == causeBlighted {
			e.Seat, e.Data["card"] = engine.Spectator, BlightCards[st.blightCard].Key
		} else {
			e.Data["power"] = causeCards[c]
		}
		st.tellChanges(e, NoLand, func(lang engine.Lang) string {
			if e.Seat == engine.Spectator {
				return lang.Pick(name.EN, "「"+name.JA+"」")
			}
			mark := engine.SeatMark(e.Seat)
			return lang.Pick(name.EN+" ("+mark+")", name.JA+"("+mark+")")
		})
	}
}

// tellPowerDone tells the power resolving done: what it changed since the
// last line, or, when it resolved in this action and changed nothing, that
// it had no effect and why.
func (st *State) tellPowerDone() {
	fresh := st.tl.fresh
	if st.tellPower() || !fresh {
		return
	}
	e := st.powerEvent()
	e.Data["effect"] = "none"
	head := st.powerHead()
	e.Text = say(func(lang engine.Lang) string {
		if st.powerLand == NoLand {
			return head(lang) + lang.Pick(": no effect: nothing for it to act on", ": 効果なし: 作用する対象がない")
		}
		land := st.island.Name(st.powerLand)
		return head(lang) + lang.Pick(": no effect: nothing in "+land+" for it to act on", ": 効果なし: "+land+"に作用する対象がない")
	})
	st.rec.Add(e)
}

// tellPower tells what the power resolving has changed since the last
// line; it reports whether it told anything.
func (st *State) tellPower() bool {
	return st.tellChanges(st.powerEvent(), st.powerLand, st.powerHead())
}

// powerEvent is the power resolving's line, its text and change to come.
func (st *State) powerEvent() engine.Event {
	e := engine.Event{Kind: "power", Seat: engine.Seat(st.resolver), Data: map[string]any{}}
	if st.power != noPower {
		e.Data["power"] = st.powerKeyOf(st.resolver, st.power)
	}
	if st.powerLand != NoLand {
		e.Data["target"] = st.island.Name(st.powerLand)
		e.At = []string{st.island.Name(st.powerLand)}
	}
	return e
}

// powerHead names the power resolving, its caster and target: "Raging
// Storm ({seat 0}) on A5".
func (st *State) powerHead() func(lang engine.Lang) string {
	s, pw, land := st.resolver, st.power, st.powerLand
	return func(lang engine.Lang) string {
		name := lang.Pick("a power", "能力")
		if pw != noPower {
			name = st.powerName(s, int(pw), lang)
		}
		mark := engine.SeatMark(engine.Seat(s))
		if land != NoLand {
			return lang.Pick(name+" ("+mark+") on "+st.island.Name(land), name+"("+mark+"、対象"+st.island.Name(land)+")")
		}
		return lang.Pick(name+" ("+mark+")", name+"("+mark+")")
	}
}

// tellChanges records e, a line of what changed since the last line: its
// head (nil: none) and the change in words, its data and lands added to
// e's (here: the land the line is about, not named again when alone); then
// what waited for the line, and marks. Nothing changed: no line.
func (st *State) tellChanges(e engine.Event, here Land, head func(lang engine.Lang) string) bool {
	ch := st.changes()
	return st.recordChange(e, &ch, func(lang engine.Lang) string {
		w := ch.words(st, here, lang)
		if head == nil {
			return w
		}
		return head(lang) + ": " + w
	})
}

// recordChange records e, a line telling change ch in the words of text,
// unless nothing changed; then what waited for the line, and marks. It
// reports whether it recorded the line.
func (st *State) recordChange(e engine.Event, ch *change, text func(lang engine.Lang) string) bool {
	told := !ch.none()
	if told {
		for k, v := range ch.data(st) {
			e.Data[k] = v
		}
		for _, n := range ch.names(st) {
			if e.Kind != "time" && (len(e.At) == 0 || n != e.At[0]) {
				e.At = append(e.At, n) // time passing marks no land
			}
		}
		e.Text = say(text)
		st.rec.Add(e)
		for i := range st.tl.held {
			st.tl.held[i].Detail = true // under the line
		}
		st.tl.fresh = false
	}
	st.flushHeld()
	st.tl.mark(st)
	return told
}

// tellMove tells what spirit s's action in the spirit phase changed: its
// growth's line, or the card it played.
func (st *State) tellMove(s int8, a engine.Action) {
	mark := engine.SeatMark(engine.Seat(s))
	kind, head := "growth", func(lang engine.Lang) string { return lang.Pick("Growth ("+mark+")", "成長("+mark+")") }
	if kindOf(a) == kindPlay {
		kind, head = "play", nil
	}
	st.tellChanges(engine.Event{Kind: kind, Seat: engine.Seat(s), Data: map[string]any{}}, NoLand, head)
}

// tellSetup tells where spirit s's set-up placed its presence.
func (st *State) tellSetup(s int8) {
	mark := engine.SeatMark(engine.Seat(s))
	st.tellChanges(engine.Event{Kind: "setup", Seat: engine.Seat(s), Data: map[string]any{}}, NoLand, func(lang engine.Lang) string {
		return lang.Pick("Set-up ("+mark+")", "準備("+mark+")")
	})
}

// tellTime tells what time passing changed since the mark taken before it:
// in words what ended, in data all of it.
func (st *State) tellTime() {
	ch := st.changes()
	var healed, defend, effects, discarded, elements bool
	for _, lc := range ch.lands {
		healed = healed || lc.damage != [pieceKinds]int8{}
		defend, effects = defend || lc.defend != 0, effects || lc.ended != 0
	}
	for s := range st.seats {
		discarded = discarded || ch.spirits[s].cards != nil
		elements = elements || ch.spirits[s].elements != Elements{}
	}
	st.recordChange(engine.Event{Kind: "time", Seat: engine.Spectator, Data: map[string]any{}}, &ch, func(lang engine.Lang) string {
		var parts []string
		for _, p := range []struct {
			on   bool
			what engine.Text
		}{{healed, engine.T("damage heals", "ダメージが回復する")}, {defend, engine.T("Defend ends", "防御が終わる")},
			{effects, engine.T("the turn's effects end", "このターンの効果が終わる")},
			{discarded, engine.T("played cards go to the discard", "プレイしたカードは捨て札へ")},
			{elements, engine.T("the elements are lost", "エレメントは失われる")}} {
			if p.on {
				parts = append(parts, p.what.In(lang))
			}
		}
		return lang.Pick("Time passes: ", "時間が経過: ") + strings.Join(parts, listSep(lang))
	})
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
