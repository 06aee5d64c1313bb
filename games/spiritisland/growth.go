package spiritisland

import (
	"math/bits"

	"shima/engine"
)

// The spirit phase, every spirit at once: growth (one option, all of it),
// energy from the energy track, then the power cards to play (up to the
// card-play track; all paid for, their elements gained).

// Tracks a presence is taken from.
const (
	trackEnergy = iota
	trackCards
	trackDestroyed // not a track: the spirit's destroyed presence (Steady Regeneration)
)

// growthOptions lists spirit s's growth options to choose from.
func (st *State) growthOptions(s int8, buf []engine.Action) []engine.Action {
	for i := range st.spirit(s).Growth.Options {
		buf = append(buf, pack(kindGrowth, i, int(s))) // the seat, for its text
	}
	return buf
}

// grow queues the actions of spirit s's growth option i (and those that
// come with every option).
func (st *State) grow(s int8, i int) {
	sp := &st.spirits[s]
	g := &st.spirit(s).Growth
	for j := range g.Always {
		sp.q.pushBack(st.growthTask(s, 15, j, &g.Always[j]))
	}
	for j := range g.Options[i] {
		sp.q.pushBack(st.growthTask(s, i, j, &g.Options[i][j]))
	}
	if hasTrackReclaim(st.spirit(s)) {
		sp.q.pushBack(task{op: opThen, spirit: s, land: NoLand, arg: contTrackReclaim})
	}
	sp.phase = phaseGrowing
	st.continueSpirit(s)
}

// growthTask is the task of growth action ga, the j-th of option i (15:
// those that come with every option).
func (st *State) growthTask(s int8, i, j int, ga *GrowthAction) task {
	t := task{spirit: s, land: NoLand, n: ga.Amount, arg: int16(i<<4 | j)}
	switch ga.Kind {
	case ReclaimAll:
		t.op = opReclaimAll
	case ReclaimOne:
		t.op = opReclaimOne
	case GainPowerCard:
		t.op = opGainPower
	case GainEnergy:
		t.op = opEnergy
	case AddPresence:
		t.op = opAddPresence
	case GainCardPlay:
		t.op, t.arg = opThen, contCardPlay
	default:
		t.op, t.arg = opThen, growthConts[ga.Kind]
	}
	return t
}

// hasTrackReclaim reports whether a spirit's tracks have a reclaim-one
// space (River's card track).
func hasTrackReclaim(d *Spirit) bool {
	for i := range d.Cards {
		if d.Cards[i].ReclaimOne {
			return true
		}
	}
	for i := range d.Energy {
		if d.Energy[i].ReclaimOne {
			return true
		}
	}
	return false
}

// contTrackReclaim: at the end of growth, a spirit whose tracks show an
// uncovered reclaim-one space (uncovered by this growth too) takes one
// discarded card back.
//
// Reading: the space's reclaim comes with each growth, after the chosen
// option, so a presence taken off it this growth already counts; it is
// not optional, as taking a card back never hurts.
var contTrackReclaim = then(func(st *State, q *queue, t task) {
	uncovered := false
	st.uncovered(t.spirit, func(sp *TrackSpace) { uncovered = uncovered || sp.ReclaimOne })
	if uncovered {
		q.push(task{op: opReclaimOne, spirit: t.spirit, land: NoLand})
	}
})

// growthConts are the growth actions only some spirits have, by kind,
// registered by their spirits' files.
var growthConts = map[GrowthKind]int16{}

// contCardPlay: the spirit may play n more cards this turn.
var contCardPlay = then(func(st *State, _ *queue, t task) { st.spirits[t.spirit].extraPlays += t.n })

// growthAction is the growth action a growth task stands for.
func (st *State) growthAction(t *task) *GrowthAction {
	g := &st.spirit(t.spirit).Growth
	i, j := int(t.arg>>4), int(t.arg&15)
	if i == 15 {
		return &g.Always[j]
	}
	return &g.Options[i][j]
}

// continueSpirit runs spirit s's growth until it waits for a decision; once
// done, the spirit gains its energy and turns to its cards.
func (st *State) continueSpirit(s int8) {
	sp := &st.spirits[s]
	if sp.phase != phaseGrowing || st.run(&sp.q) {
		return
	}
	if st.setupGrowth() {
		sp.phase = phaseDone // the difficulty option's growth at set-up: growth only
		return
	}
	sp.energy += st.energyIncome(s)
	if st.tl != nil {
		st.tellGrowth(s, st.energyIncome(s))
	}
	st.trackElements(s)
	sp.phase = phasePlay
	st.maybeDone(s)
}

// presenceOptions lists where spirit s may add a presence from each track
// that has one left: the lands within the growth action's range of its
// presence that pass its target.
func (st *State) presenceOptions(t *task, buf []engine.Action) []engine.Action {
	ga := st.growthAction(t)
	sp := &st.spirits[t.spirit]
	to := st.island.All()
	if ga.Range >= 0 {
		to = st.growthReach(t.spirit, int(ga.Range))
	}
	if ga.Target.Terrains.Has(Ocean) {
		to &= st.island.Oceans()
	} else {
		to &^= st.island.Oceans()
	}
	tracks := [3]bool{int(sp.energyTrack) < len(st.spirit(t.spirit).Energy)-1, int(sp.cardTrack) < len(st.spirit(t.spirit).Cards)-1,
		st.regenerates(t.spirit)}
	lands(to, func(l Land) {
		if !st.presenceMay(t.spirit, l) || !st.passes(l, Target{Filter: ga.Target.Filter, Terrains: ga.Target.Terrains &^ (1 << Ocean)}) {
			return
		}
		for k, ok := range tracks {
			if ok {
				buf = append(buf, pack(kindPresence, k, int(l)))
			}
		}
	})
	return buf
}

// placePresence takes spirit s's next presence from track k to land l.
func (st *State) placePresence(s int8, k int, l Land) {
	sp := &st.spirits[s]
	switch k {
	case trackEnergy:
		sp.energyTrack++
	case trackCards:
		sp.cardTrack++
	default:
		st.regenerate(s) // Steady Regeneration: a destroyed presence
	}
	st.lands[l].presence[s]++
}

// uncovered calls fn for every uncovered space of spirit s's tracks.
func (st *State) uncovered(s int8, fn func(sp *TrackSpace)) {
	d := st.spirit(s)
	sp := &st.spirits[s]
	for i := range sp.energyTrack + 1 {
		fn(&d.Energy[i])
	}
	for i := range sp.cardTrack + 1 {
		fn(&d.Cards[i])
	}
}

// energyIncome is the energy spirit s gains each turn: the highest number
// its energy track shows.
func (st *State) energyIncome(s int8) int8 {
	n := int8(0)
	st.uncovered(s, func(t *TrackSpace) { n = max(n, t.Energy) })
	return n
}

// cardPlays is how many cards spirit s may play this turn.
func (st *State) cardPlays(s int8) int8 {
	n := int8(0)
	st.uncovered(s, func(t *TrackSpace) { n = max(n, t.CardPlays) })
	return n + st.spirits[s].extraPlays
}

// trackElements gives spirit s the elements its uncovered spaces show.
func (st *State) trackElements(s int8) {
	sp := &st.spirits[s]
	st.uncovered(s, func(t *TrackSpace) {
		if t.Element >= 0 {
			sp.elements[t.Element]++
		}
	})
}

// playOptions lists the cards spirit s may still play (room on its track,
// energy to pay for all played), and "done".
func (st *State) playOptions(s int8, buf []engine.Action) []engine.Action {
	sp := &st.spirits[s]
	if st.playedCount(s) < st.cardPlays(s) {
		for w, word := range sp.hand {
			for ; word != 0; word &= word - 1 {
				c := w<<6 | bits.TrailingZeros64(word)
				if Powers[c].Cost <= sp.energy {
					buf = append(buf, pack(kindPlay, c, 0))
				}
			}
		}
	}
	return append(buf, passAction)
}

// playedCount is how many cards spirit s has played this turn.
func (st *State) playedCount(s int8) int8 {
	p := &st.spirits[s].played
	return int8(bits.OnesCount64(p[0]) + bits.OnesCount64(p[1]))
}

// play plays card c of spirit s: paid for, its elements gained.
func (st *State) play(s int8, c int) {
	sp := &st.spirits[s]
	sp.hand.del(c)
	sp.played.add(c)
	sp.unresolved.add(c)
	sp.energy -= Powers[c].Cost
	for e, n := range Powers[c].Elements {
		sp.elements[e] += n
	}
	st.maybeDone(s)
}

// maybeDone ends spirit s's card choice when it can play nothing more.
func (st *State) maybeDone(s int8) {
	var buf [handLimit + 1]engine.Action
	if st.spirits[s].phase == phasePlay && len(st.playOptions(s, buf[:0])) == 1 {
		st.spirits[s].phase = phaseDone
	}
}

// gainOptions lists how spirit s may gain a power: the next of its power
// progression, or a minor or a major drawn.
func (st *State) gainOptions(t *task, buf []engine.Action) []engine.Action {
	if st.opts.progression {
		if c := st.nextProgression(t.spirit); c >= 0 {
			return append(buf, pack(kindGain, gainNext, c))
		}
	}
	return append(buf, pack(kindGain, gainMinor, 0), pack(kindGain, gainMajor, 0))
}

// How a power is gained.
const (
	gainMinor = iota
	gainMajor
	gainNext // the next power of the progression
)

// nextProgression is the next power of spirit s's progression, or -1.
func (st *State) nextProgression(s int8) int {
	prog := st.spirit(s).Progression
	for _, k := range prog[min(int(st.spirits[s].progressed), len(prog)):] {
		return PowerByKey[k]
	}
	return -1
}

// drawPowers draws 4 minors or majors for spirit s to keep one of, shuffling
// the discards into a new deck when the deck runs out.
func (st *State) drawPowers(q *queue, s int8, major bool) {
	sp := &st.spirits[s]
	sp.nDrawn = 0
	for range drawnPowers {
		c := st.drawPower(major)
		if c < 0 {
			break
		}
		sp.drawn[sp.nDrawn] = int16(c)
		sp.nDrawn++
	}
	if st.tl != nil {
		st.tellDrawn(s)
	}
	q.push(task{op: opPickPower, spirit: s, land: NoLand})
}

// drawPower takes the top card of the minor or major deck, or -1 when it
// and its discards are empty.
func (st *State) drawPower(major bool) int {
	deck, n := &st.minors, &st.nMinors
	want := Minor
	if major {
		deck, n, want = &st.majors, &st.nMajors, Major
	}
	if *n == 0 {
		for c := range Powers {
			if Powers[c].Deck == want && st.discarded.has(c) {
				st.discarded.del(c)
				deck[*n] = int16(c)
				*n++
			}
		}
		st.rng.Shuffle(int(*n), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	}
	if *n == 0 {
		return -1
	}
	*n--
	return int(deck[*n])
}

// pickPower keeps card c of those drawn: the others are discarded, or with
// Entwined Power (taker not noSpirit) drawn for spirit taker to keep one
// after s; a major makes the spirit forget a card.
// Reading: with the power progression the target draws none, so the caster
// of Entwined Power takes none.
func (st *State) pickPower(q *queue, s int8, c int, taker int8) {
	sp := &st.spirits[s]
	var rest [drawnPowers]int16
	n := int8(0)
	for _, d := range sp.drawn[:sp.nDrawn] {
		if int(d) != c {
			rest[n] = d
			n++
		}
	}
	sp.nDrawn = 0
	if taker == noSpirit || n == 0 {
		for _, d := range rest[:n] {
			st.discarded.add(int(d))
		}
	} else {
		tk := &st.spirits[taker]
		tk.drawn, tk.nDrawn = rest, n
		q.push(task{op: opPickPower, spirit: taker, land: NoLand})
	}
	st.gain(q, s, c)
}

// gain puts card c in spirit s's hand; a major makes it forget a card.
func (st *State) gain(q *queue, s int8, c int) {
	st.spirits[s].hand.add(c)
	if Powers[c].Deck == Major {
		q.push(task{op: opForget, spirit: s, land: NoLand})
	}
}

// takeNext takes the next power of spirit s's progression out of its deck
// and gains it.
func (st *State) takeNext(q *queue, s int8, c int) {
	deck, n := &st.minors, &st.nMinors
	if Powers[c].Deck == Major {
		deck, n = &st.majors, &st.nMajors
	}
	for i := range *n {
		if int(deck[i]) == c {
			copy(deck[i:], deck[i+1:*n])
			*n--
			break
		}
	}
	st.discarded.del(c)
	st.spirits[s].progressed++
	st.gain(q, s, c)
}

// forget takes card c out of spirit s's cards: a minor or major to its
// discard pile, a unique power out of the game.
func (st *State) forget(s int8, c int) {
	sp := &st.spirits[s]
	sp.hand.del(c)
	sp.played.del(c)
	sp.discard.del(c)
	sp.unresolved.del(c)
	sp.repeated.del(c) // no longer its card to repeat or use again
	sp.again.del(c)
	if Powers[c].Deck != Unique {
		st.discarded.add(c)
	}
}
