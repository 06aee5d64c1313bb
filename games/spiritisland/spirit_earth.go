package spiritisland

import "math/bits"

// Vital Strength of the Earth (生命に満ちた大地の力): its unique powers, its
// innate power (Gift of Strength: the repeat is in powers.go usable), and
// Earth's Vitality (Defend 3 where it has a sacred site, counted in
// invaders.go defence).

// earthKey is Vital Strength of the Earth's key.
const earthKey = "vital-strength-of-the-earth"

func init() {
	cardEffects["a-year-of-perfect-stillness"] = func(st *State, q *queue, c ctx) {
		st.lands[c.land].effects |= skipRavage | skipBuild | skipExplore
	}
	cardEffects["draw-of-the-fruitful-earth"] = func(st *State, q *queue, c ctx) {
		q.push(gatherWord(c, c.land, explorers, 2, upTo), gatherWord(c, c.land, dahan, 2, upTo))
	}
	cardEffects["guard-the-healing-land"] = func(st *State, q *queue, c ctx) {
		q.push(removeBlightWord(c.land, 1), defendWord(c.land, 4))
	}
	cardEffects["rituals-of-destruction"] = func(st *State, q *queue, c ctx) {
		// The dahan are counted as the power resolves.
		if st.lands[c.land].count(Dahan) >= 3 {
			q.push(damageWord(c, c.land, 5), fearWord(2))
			return
		}
		q.push(damageWord(c, c.land, 2))
	}
	innateEffects["gift-of-strength"] = func(st *State, q *queue, c ctx) {
		// The cost limit by level; the repeat is free.
		limit := [...]int8{0, 1, 3, 6}[c.levels]
		sp := &st.spirits[c.target]
		sp.repeat = max(sp.repeat, limit+1)
	}
}

// repeatable is the set of cards spirit s may repeat now by Gift of
// Strength: those it played this turn and has resolved, costing no more
// than the limit, and whose repeat it has not declined.
//
// Reading: "one of its power cards" is one it played this turn, used
// again at its own speed (a slow card in the slow phase).
func (st *State) repeatable(s int8) cards {
	sp := &st.spirits[s]
	var out cards
	if sp.repeat == 0 {
		return out
	}
	for w := range sp.played {
		for word := sp.played[w] &^ sp.unresolved[w] &^ sp.repeated[w]; word != 0; word &= word - 1 {
			if c := w<<6 | bits.TrailingZeros64(word); Powers[c].Cost < sp.repeat {
				out.add(c)
			}
		}
	}
	return out
}

// earthsVitality is the Defend Earth's Vitality gives land l: 3 for each
// Vital Strength of the Earth with a sacred site there.
func (st *State) earthsVitality(l Land) int8 {
	d := int8(0)
	for s := range st.seats {
		if st.sacredSite(s, l) && st.spirit(s).Key == earthKey {
			d += 3
		}
	}
	return d
}
