package spiritisland

import (
	"math/bits"

	"shima/engine"
)

// The power phases: in the fast phase, then the slow one, each spirit
// resolves its powers of that speed (the cards it played, and its innate
// powers whose first level its elements reach), one whole power at a time,
// in any order the players choose; each may be skipped.

// A power in play is a card (its index in Powers) or one of the spirit's
// innate powers (innateBase + its index on the panel).
const innateBase = 120

// ctx is a power resolving: who, where, what.
type ctx struct {
	spirit int8  // the caster
	land   Land  // the target land, or NoLand
	target int8  // the target spirit, or noSpirit
	power  int16 // the card or innate
	levels int8  // an innate's levels reached; a card's threshold: 1 when met
}

// cardEffect is a power card's effect; innateEffect an innate power's,
// given the levels reached. Both put tasks on q.
type (
	cardEffect   func(st *State, q *queue, c ctx)
	innateEffect func(st *State, q *queue, c ctx)
)

// cardEffects are the cards' effects by key; innateEffects the innate
// powers' by key. Registered at init by the files of effects.
var (
	cardEffects   = map[string]cardEffect{}
	innateEffects = map[string]innateEffect{}
)

// speedOf is the speed of power pw of spirit s.
func (st *State) speedOf(s int8, pw int16) Speed {
	if pw >= innateBase {
		return st.spirit(s).Innates[pw-innateBase].Speed
	}
	return Powers[pw].Speed
}

// rangeOf and targetOf are power pw's range and target.
func (st *State) rangeOf(s int8, pw int16) (Range, Target) {
	if pw >= innateBase {
		in := &st.spirit(s).Innates[pw-innateBase]
		return in.Range, in.Target
	}
	return Powers[pw].Range, Powers[pw].Target
}

// innateLevels is how many levels of innate i spirit s reaches now, in
// order; a level that only makes the power fast is no level of its effect.
func (st *State) innateLevels(s int8, i int) int8 {
	sp := &st.spirits[s]
	n := int8(0)
	for _, lv := range st.spirit(s).Innates[i].Levels {
		if lv.Fast {
			continue
		}
		if !sp.elements.Meets(&lv.Elements) {
			break
		}
		n++
	}
	return n
}

// innateMet reports whether spirit s reaches any level of innate i's
// effect: the levels of Spirits May Yet Dream stand apart (its second
// without its first), so each is tried.
func (st *State) innateMet(s int8, i int) bool {
	sp := &st.spirits[s]
	for _, lv := range st.spirit(s).Innates[i].Levels {
		if !lv.Fast && sp.elements.Meets(&lv.Elements) {
			return true
		}
	}
	return false
}

// innateFast reports whether spirit s reaches a level of innate i that lets
// it resolve as fast (Thunderspeaker's 4 air).
func (st *State) innateFast(s int8, i int) bool {
	sp := &st.spirits[s]
	for _, lv := range st.spirit(s).Innates[i].Levels {
		if lv.Fast && sp.elements.Meets(&lv.Elements) {
			return true
		}
	}
	return false
}

// usable lists the powers spirit s may resolve now, in the phase under way:
// its unresolved cards of the phase's speed (in the fast phase, Lightning's
// slow ones too, one per air), its innates of that speed whose first level
// it reaches, and the cards Gift of Strength lets it repeat (resolved ones
// cheap enough, at their own speed).
func (st *State) usable(s int8, fn func(pw int16, madeFast bool)) {
	sp := &st.spirits[s]
	if st.step == stepFast && sp.phase == phaseFastDone {
		return
	}
	want := Fast
	if st.step == stepSlow {
		want = Slow
	}
	swift := st.step == stepFast && st.swift(s)
	again := st.repeatable(s)
	for w := range sp.unresolved {
		// Cards played and not yet resolved, cards to use a second time
		// (Powerstorm), and a card to repeat (Gift of Strength).
		for word := sp.unresolved[w] | sp.again[w] | again[w]; word != 0; word &= word - 1 {
			pw := int16(w<<6 | bits.TrailingZeros64(word))
			switch sp := Powers[pw].Speed; {
			case sp == want:
				fn(pw, false)
			case swift:
				fn(pw, true)
			}
		}
	}
	for i, in := range st.spirit(s).Innates {
		if sp.innates&(1<<i) != 0 || !st.innateMet(s, i) {
			continue
		}
		switch {
		case in.Speed == want:
			fn(innateBase+int16(i), false)
		case want == Fast && st.innateFast(s, i), swift:
			fn(innateBase+int16(i), true) // its own threshold first, sparing Lightning's allowance
		}
	}
}

// swift reports whether spirit s may resolve another slow power in the fast
// phase: Lightning's Swift Strike, one per air it has (Swiftness of
// Lightning), and any spirit as many as Lightning's Boon gave it.
func (st *State) swift(s int8) bool { return st.spirits[s].madeFast < st.fastAllowance(s) }

// fastAllowance is how many slow powers spirit s may resolve in the fast
// phase this turn.
func (st *State) fastAllowance(s int8) int8 {
	allowed := st.spirits[s].boon
	if st.spirit(s).Key == "lightnings-swift-strike" {
		allowed += st.spirits[s].elements[Air]
	}
	return allowed
}

// hasPowers reports whether spirit s has a power to resolve in this phase.
func (st *State) hasPowers(s int8) bool {
	any := false
	st.usable(s, func(int16, bool) { any = true })
	return any
}

// legalPowers lists spirit s's actions between powers: use or skip each
// usable power, or be done with the phase. A use or skip names the spirit
// (y = seat<<1 | made fast): spirits decide at once, and their innates share
// numbers.
func (st *State) legalPowers(s int8, buf []engine.Action) []engine.Action {
	st.usable(s, func(pw int16, madeFast bool) {
		y := int(s)<<1 | b2i(madeFast)
		buf = append(buf, pack(kindUse, int(pw), y), pack(kindSkip, int(pw), y))
	})
	return append(buf, passAction)
}

// usePower begins resolving power pw of spirit s: its target is chosen next.
func (st *State) usePower(s int8, pw int16, madeFast bool) {
	sp := &st.spirits[s]
	if pw < innateBase && !sp.unresolved.has(int(pw)) {
		sp.repeat = 0 // Gift of Strength's repeat, once a turn
	}
	st.markResolved(s, pw, madeFast)
	st.resolver, st.power, st.pushedTo, st.nDreamt = s, pw, 0, 0
	levels := int8(0)
	if pw >= innateBase {
		levels = st.innateLevels(s, int(pw-innateBase))
	} else if ths := Powers[pw].Thresholds; len(ths) > 0 && sp.elements.Meets(&ths[0].Elements) {
		levels = 1
	}
	st.q.push(task{op: opTarget, spirit: s, land: NoLand, arg: pw, arg2: levels})
}

// markResolved takes power pw off spirit s's list for this turn.
func (st *State) markResolved(s int8, pw int16, madeFast bool) {
	sp := &st.spirits[s]
	switch {
	case pw >= innateBase:
		sp.innates |= 1 << (pw - innateBase)
	case sp.unresolved.has(int(pw)):
		sp.unresolved.del(int(pw))
	case sp.again.has(int(pw)):
		sp.again.del(int(pw)) // its second use (Powerstorm)
	default: // Gift of Strength's repeat: used, or declined for this card
		sp.repeated.add(int(pw))
	}
	if madeFast && (pw < innateBase || !st.innateFast(s, int(pw-innateBase))) {
		sp.madeFast++ // a power fast by its own threshold uses no one's allowance
	}
}

// targetOptions lists the targets of the power t begins: the lands in its
// range that pass its filter, or the spirits it may target.
func (st *State) targetOptions(t *task, buf []engine.Action) []engine.Action {
	rg, tg := st.rangeOf(t.spirit, t.arg)
	rg.Distance += st.rangeBonus(t.spirit, t.arg, t.arg2)
	if t.arg2 > 0 && t.arg < innateBase {
		rg = thresholdRange(t.arg, rg) // Talons of Lightning
	}
	switch tg.Kind {
	case TargetSpirit, TargetAnother:
		for s := range st.seats {
			if tg.Kind == TargetSpirit || s != t.spirit {
				buf = append(buf, pack(kindTarget, 1, int(s)))
			}
		}
		return buf
	case TargetYourself:
		return append(buf, pack(kindTarget, 1, int(t.spirit)))
	}
	in := st.inRange(t.spirit, rg)
	lands(in, func(l Land) {
		if st.passes(l, tg) {
			buf = append(buf, pack(kindTarget, 0, int(l)))
		}
	})
	return st.shadowsOfTheDahan(t.spirit, in, tg, buf)
}

// inRange is the lands within range rg of spirit s (oceans left out, but
// those Ocean in Play makes lands).
func (st *State) inRange(s int8, rg Range) LandSet {
	if rg.Source == FromNone {
		return st.island.All() &^ (st.island.Oceans() &^ st.oceansInPlay())
	}
	var from LandSet
	for l := range Land(MaxLands) {
		if rg.Terrains != 0 && !rg.Terrains.Has(st.terrainOf(l)) {
			continue
		}
		for p := range st.seats {
			// Its own presence, and its partners' this turn (Entwined Power).
			if p != s && st.spirits[s].entwined&(1<<p) == 0 {
				continue
			}
			if st.lands[l].presence[p] > 0 && (rg.Source != FromSacredSite || st.sacredSite(p, l)) {
				from |= 1 << l
			}
		}
	}
	return st.reach(from, int(rg.Distance))
}

// sacredSite reports whether land l is one of spirit s's sacred sites (聖地):
// 2 or more of its presence there, or River's Domain (a wetland with River's
// presence). Every rule asking for sacred sites asks here or sacredSites.
func (st *State) sacredSite(s int8, l Land) bool {
	n := st.lands[l].presence[s]
	return n >= 2 || n == 1 && st.riversDomain(s, l)
}

// sacredSites is the lands that are spirit s's sacred sites (sacredSite),
// for the rules that count them.
func (st *State) sacredSites(s int8) LandSet {
	var out LandSet
	lands(st.island.All(), func(l Land) {
		if st.sacredSite(s, l) {
			out.Add(l)
		}
	})
	return out
}

// passes reports whether land l passes target tg's terrain and filter
// (every filter bit set: targetFilters).
func (st *State) passes(l Land, tg Target) bool {
	if tg.Terrains != 0 && !tg.Terrains.Has(st.terrainOf(l)) {
		return false
	}
	for left := tg.Filter; left != 0; left &= left - 1 {
		if !targetFilters[bits.TrailingZeros16(uint16(left))].holds(st, l) {
			return false
		}
	}
	return true
}

// targetFilters are the land filters a target (a power's, or a growth
// presence's) may carry, in the order of their bits: each one's bit, its
// name in the data files, what it asks of a land, and the land it asks for
// in words (growth options say it). passes asks them, and the data loader
// knows no other names (filterNames), so that no filter is read and then
// ignored.
var targetFilters = [...]struct {
	bit   LandFilter
	name  string
	holds func(st *State, l Land) bool
	land  engine.Text
}{
	{WithDahan, "dahan", func(st *State, l Land) bool { return st.lands[l].count(Dahan) > 0 },
		engine.T("a land with dahan", "ダハンのいる土地")},
	{WithInvaders, "invaders", func(st *State, l Land) bool { return st.lands[l].invaders() > 0 },
		engine.T("a land with invaders", "侵略者のいる土地")},
	{WithBlight, "blight", func(st *State, l Land) bool { return st.lands[l].blight > 0 },
		engine.T("a land with blight", "荒廃のある土地")},
	{NoBlight, "no-blight", func(st *State, l Land) bool { return st.lands[l].blight == 0 },
		engine.T("a land without blight", "荒廃のない土地")},
	{NoInvaders, "no-invaders", func(st *State, l Land) bool { return st.lands[l].invaders() == 0 },
		engine.T("a land without invaders", "侵略者のいない土地")},
	{Coastal, "coastal", func(st *State, l Land) bool { return st.coastalLand(l) },
		engine.T("a coastal land", "沿岸の土地")},
	{Inland, "inland", func(st *State, l Land) bool { return !st.coastalLand(l) },
		engine.T("an inland land", "内陸の土地")},
	{WithDahanOrInvaders, "dahan-or-invaders", func(st *State, l Land) bool {
		return st.lands[l].count(Dahan) > 0 || st.lands[l].invaders() > 0
	}, engine.T("a land with dahan or invaders", "ダハンか侵略者のいる土地")},
}

// targetFilterNames maps each land filter's name in the data to its bit.
func targetFilterNames() map[string]LandFilter {
	m := make(map[string]LandFilter, len(targetFilters))
	for _, f := range targetFilters {
		m[f.name] = f.bit
	}
	return m
}

// targeted runs the effect of the power t began, on the target chosen.
func (st *State) targeted(q *queue, t task, target int8) {
	c := ctx{spirit: t.spirit, land: NoLand, target: noSpirit, power: t.arg, levels: t.arg2}
	if _, tg := st.rangeOf(t.spirit, t.arg); tg.Kind == TargetLand {
		c.land = Land(target)
	} else {
		c.target = target
	}
	st.powerLand = c.land
	if t.arg >= innateBase {
		innateEffects[st.spirit(t.spirit).Innates[t.arg-innateBase].Key](st, q, c)
		return
	}
	cardEffects[Powers[t.arg].Key](st, q, c)
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
