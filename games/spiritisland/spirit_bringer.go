package spiritisland

import (
	"strconv"

	"shima/engine"
)

// Bringer of Dreams and Nightmares (夢と悪夢をもたらす者): its unique powers,
// its innate powers, and To Dream a Thousand Deaths: while one of its
// powers resolves (st.dreaming), damage and destruction in effects.go turn
// into fear and pushes (dream), and Dread Apparitions' Defend follows the
// powers' fear (dreadDefend, asked by invaders.go fear).

// bringerKey is Bringer of Dreams and Nightmares' key.
const bringerKey = "bringer-of-dreams-and-nightmares"

// bringerKind is Bringer's index in Spirits (set at init, after the data).
var bringerKind = int8(-1)

// dreamFear is the fear a "destroyed" invader gives instead: explorer 0,
// town 2, city 5.
var dreamFear = [pieceKinds]int8{Explorer: 0, Town: 2, City: 5}

func init() {
	bringerKind = int8(SpiritByKey[bringerKey])
	cardEffects["call-on-midnights-dream"] = func(st *State, q *queue, c ctx) {
		ls := &st.lands[c.land]
		var out uint8
		if ls.count(Dahan) == 0 {
			out |= 1 // a major power needs dahan
		}
		if ls.invaders() == 0 {
			out |= 2 // the fear needs invaders
		}
		if out != 3 {
			q.push(chooseAmongWord(c.spirit, c.land, choiceMidnight, 2, 0, out))
		}
	}
	cardEffects["dread-apparitions"] = func(st *State, q *queue, c ctx) {
		st.lands[c.land].effects |= dreadful
		q.push(fearWord(1)) // its own fear counts: Defend 1
	}
	cardEffects["dreams-of-the-dahan"] = func(st *State, q *queue, c ctx) {
		var out uint8
		if ls := &st.lands[c.land]; ls.count(Town)+ls.count(City) == 0 {
			out = 2
		}
		q.push(chooseAmongWord(c.spirit, c.land, choiceDreamsOfTheDahan, 2, 0, out))
	}
	cardEffects["predatory-nightmares"] = func(st *State, q *queue, c ctx) {
		q.push(damageWord(c, c.land, 2), pushWord(c, c.land, dahan, 2, upTo))
	}
	innateEffects["night-terrors"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(c.levels)) // 1 fear a level
	}
	innateEffects["spirits-may-yet-dream"] = func(st *State, q *queue, c ctx) {
		// Reading: the levels stand apart (3 moon without air gives the
		// element alone), so each is judged here from the caster's elements.
		lv := st.spirit(c.spirit).Innates[c.power-innateBase].Levels
		el := &st.spirits[c.spirit].elements
		var ts [2]task
		n := 0
		if el.Meets(&lv[0].Elements) {
			var out uint8
			if st.faceDownDeck() < 0 {
				out |= 1
			}
			if st.faceDownEarned() < 0 {
				out |= 2
			}
			if out != 3 {
				ts[n] = chooseAmongWord(c.spirit, NoLand, choiceReveal, 2, 0, out)
				n++
			}
		}
		if el.Meets(&lv[1].Elements) {
			var out uint8
			for e, k := range st.spirits[c.target].elements {
				if k <= 0 {
					out |= 1 << e
				}
			}
			if out != 0xff {
				// Reading: the target spirit chooses the element it gains.
				ts[n] = chooseAmongWord(c.target, NoLand, choiceDreamElement, int8(elements), 0, out)
				n++
			}
		}
		q.push(ts[:n]...)
	}
}

// dreaming reports whether the power resolving is Bringer's: its damage and
// destruction are dreams.
func (st *State) dreaming() bool {
	return st.resolver != noSpirit && st.spirits[st.resolver].kind == bringerKind
}

// dream is what Bringer's power does instead of destroying piece p (h
// health left) in land l: an explorer or town gives its fear and is pushed
// (Bringer choosing where), a city gives 5 fear and stays, once a power; a
// dahan is neither damaged nor destroyed.
func (st *State) dream(l Land, p Piece, h int8) {
	if p == Dahan {
		return
	}
	if p == City {
		if !st.dreamable(l, City, h) || int(st.nDreamt) == len(st.dreamt) {
			return // each city of this health here is "destroyed" already
		}
		st.dreamt[st.nDreamt] = dreamMark(l, h)
		st.nDreamt++
	}
	st.dreadDefend(l, int(dreamFear[p]))
	st.addFear(int(dreamFear[p]))
	if p != City {
		st.q.push(task{op: opPush, spirit: st.resolver, land: l, kinds: 1 << p, n: 1, arg2: h})
	}
}

// dreamable reports whether a power of Bringer's may still "destroy" the
// piece p with h health left in land l (a city it has not yet).
func (st *State) dreamable(l Land, p Piece, h int8) bool {
	return p != City || st.countDreamt(l, h) < st.lands[l].pieces[City][h]
}

// dreamOptions lists the invaders Bringer's damage task t may "destroy":
// those whose health left is within the damage left.
//
// Reading: a dream's damage falls a piece at a time, each taking as much
// as its health left; damage too small to "destroy" anything does nothing
// (it would vanish when the power ends). A piece's health is the game's:
// against England at level 5 a town takes 3 damage to be "destroyed".
func (st *State) dreamOptions(t *task, buf []engine.Action) []engine.Action {
	kinds := t.kinds & invaders
	if t.kinds == 0 {
		kinds = invaders
	}
	ls := &st.lands[t.land]
	for p := range pieceKinds {
		for h := int8(1); h <= st.hp(p) && h <= t.n; h++ {
			if kinds.has(p) && ls.pieces[p][h] > 0 && st.dreamable(t.land, p, h) {
				buf = append(buf, pack(kindDamage, pieceCode(p, h), 0))
			}
		}
	}
	if t.upTo && len(buf) > 0 {
		buf = append(buf, stopAction)
	}
	return buf
}

// dreamDamage answers Bringer's damage task at q's front: piece p (h health
// left) takes h of its damage and is "destroyed".
func (st *State) dreamDamage(q *queue, p Piece, h int8) {
	t := q.front()
	l := t.land
	if t.n -= h; t.n <= 0 {
		q.pop()
	}
	st.dream(l, p, h)
}

// dreadDefend adds n Defend to land l where Dread Apparitions lies: fear a
// power generates there.
func (st *State) dreadDefend(l Land, n int) {
	if l != NoLand && n > 0 && st.lands[l].effects&dreadful != 0 {
		st.lands[l].defend += int8(n)
	}
}

// choiceMidnight: a major power (dahan there), or 2 fear (invaders there).
var choiceMidnight = choice([]engine.Text{
	engine.T("gain a major power", "大能力を得る"),
	engine.T("2 fear", "不安を2"),
}, func(st *State, q *queue, t task) {
	if t.arg2 == 1 {
		q.push(fearWord(2))
		return
	}
	q.push(thenWord(ctx{spirit: t.spirit}, t.land, contMidnightDraw, 0))
})

// contMidnightDraw draws 4 majors; the one Bringer keeps is chosen by
// selMidnightMajor, which knows it afterwards.
var contMidnightDraw = then(func(st *State, q *queue, t task) {
	st.drawPowers(q, t.spirit, true)
	q.pop() // drawPowers' own pick, replaced by one that remembers the card
	q.push(selectWord(t.spirit, t.land, selMidnightMajor, 0, exactly))
})

// selMidnightMajor keeps the major chosen (the others discarded), then
// Bringer forgets a card; contMidnightForgot follows.
var selMidnightMajor = cardSelection(func(st *State, t *task) cards {
	var set cards
	sp := &st.spirits[t.spirit]
	for _, c := range sp.drawn[:sp.nDrawn] {
		set.add(int(c))
	}
	return set
}, func(st *State, q *queue, t task) {
	q.push(thenWord(ctx{spirit: t.spirit}, t.land, contMidnightForgot, t.arg2))
	st.pickPower(q, t.spirit, int(t.arg2), noSpirit) // its forget goes first
})

// contMidnightForgot: if Bringer forgot Call on Midnight's Dream itself, 1
// energy per dahan in the land, and it may play the major t.n at once,
// paying its cost.
var contMidnightForgot = then(func(st *State, q *queue, t task) {
	sp := &st.spirits[t.spirit]
	self := PowerByKey["call-on-midnights-dream"]
	if sp.hand.has(self) || sp.played.has(self) || sp.discard.has(self) {
		return
	}
	sp.energy += st.lands[t.land].count(Dahan)
	q.push(selectWord(t.spirit, t.land, selMidnightPlay, t.n, upTo))
})

// selMidnightPlay: Bringer may play the new major (t.n) now, paying its
// cost: its elements count and it resolves in its phase.
// Reading: played so, it resolves like any card played this turn (a fast
// one in this fast phase, a slow one in the slow phase) and is discarded
// when time passes.
var selMidnightPlay = cardSelection(func(st *State, t *task) cards {
	var set cards
	if c := int(t.n); st.spirits[t.spirit].hand.has(c) && Powers[c].Cost <= st.spirits[t.spirit].energy {
		set.add(c)
	}
	return set
}, func(st *State, _ *queue, t task) {
	st.play(t.spirit, int(t.arg2))
})

// choiceDreamsOfTheDahan: gather up to 2 dahan, or 1 fear per dahan (at
// most 3) where a town or city stands.
var choiceDreamsOfTheDahan = choice([]engine.Text{
	engine.T("gather up to 2 dahan", "ダハンを2体まで引き寄せる"),
	engine.T("1 fear per dahan (at most 3)", "ダハン1体につき不安を1(最大3)"),
}, func(st *State, q *queue, t task) {
	c := ctx{spirit: t.spirit}
	if t.arg2 == 0 {
		q.push(gatherWord(c, t.land, dahan, 2, upTo))
		return
	}
	if n := min(st.lands[t.land].count(Dahan), 3); n > 0 {
		q.push(fearWord(n))
	}
})

// choiceReveal: turn face up the first face-down card of the fear deck
// (from the top), or the first face-down earned card (the next to resolve).
//
// Reading: "a face-down fear card" is taken as the next one still face
// down in the deck or among those earned: the ones whose knowledge the
// players can use; repeated, it reaches deeper.
var choiceReveal = choice([]engine.Text{
	engine.T("reveal the next face-down card of the fear deck", "不安デックの次の裏向きのカードを表にする"),
	engine.T("reveal the next face-down earned fear card", "獲得済みの次の裏向きの不安カードを表にする"),
}, func(st *State, _ *queue, t task) {
	i := st.faceDownDeck()
	if t.arg2 == 1 {
		i = st.faceDownEarned()
	}
	if i >= 0 {
		st.revealed |= 1 << i
	}
})

// faceDownDeck is the first face-down card from the top of the fear deck,
// or -1; faceDownEarned the first face-down earned card (earliest earned).
func (st *State) faceDownDeck() int8 {
	for i := st.nFear - 1; i >= 0; i-- {
		if c := st.fearDeck[i]; st.revealed&(1<<c) == 0 {
			return c
		}
	}
	return -1
}

func (st *State) faceDownEarned() int8 {
	for _, c := range st.earned[:st.nEarned] {
		if st.revealed&(1<<c) == 0 {
			return c
		}
	}
	return -1
}

// choiceDreamElement: the target spirit (deciding) gains 1 of the element
// chosen, one it has at least 1 of.
var choiceDreamElement = choice(elementTexts, func(st *State, _ *queue, t task) {
	st.spirits[t.spirit].elements[t.arg2]++
})

// dreamtPos is a city "destroyed" by the power resolving, in a position.
type dreamtPos struct {
	Land   string `json:"land"`
	Health int    `json:"health"`
}

// dreamPosition writes the power's land, the cities it has "destroyed"
// and the fear cards turned face up into position p.
func (st *State) dreamPosition(p *position) {
	if st.powerLand != NoLand {
		p.PowerLand = st.island.Name(st.powerLand)
	}
	for _, m := range st.dreamt[:st.nDreamt] {
		l, h := dreamOf(m)
		p.Dreamt = append(p.Dreamt, dreamtPos{Land: st.island.Name(l), Health: int(h)})
	}
	p.Revealed = bitKeys(uint64(st.revealed), len(FearCards), func(i int) string { return FearCards[i].Key })
}

// loadDreams reads what dreamPosition writes: the power's land and its
// cities need a power resolving; a revealed card must be in the fear deck
// or earned.
func (st *State) loadDreams(p *position) error {
	if (p.PowerLand != "" || p.Dreamt != nil) && st.resolver == noSpirit {
		return engine.Reject("power_land and dreamt need a resolver", "power_landとdreamtにはresolverが必要です")
	}
	if p.PowerLand != "" {
		l, err := st.island.ParseLand(p.PowerLand)
		if err != nil || st.island.Oceans().Has(l) && !st.oceansInPlay().Has(l) {
			return engine.Rejectf("power_land %q is not a land", "power_land「%s」は土地ではありません", p.PowerLand)
		}
		st.powerLand = l
	}
	if len(p.Dreamt) > len(st.dreamt) {
		return engine.Rejectf("dreamt: at most %d cities", "dreamt: 都市は%d個まで", len(st.dreamt))
	}
	for _, d := range p.Dreamt {
		l, err := st.island.ParseLand(d.Land)
		if err != nil || d.Health < 1 || d.Health > int(st.hp(City)) {
			return engine.Rejectf("dreamt: %q with %d health is not a city's place", "dreamt: 「%s」体力%dは都市の場所ではありません", d.Land, d.Health)
		}
		st.dreamt[st.nDreamt] = dreamMark(l, int8(d.Health))
		st.nDreamt++
		if st.countDreamt(l, int8(d.Health)) > st.lands[l].pieces[City][d.Health] {
			return engine.Rejectf("dreamt: more cities in %s than lie there", "dreamt: %sにある以上の都市です", d.Land)
		}
	}
	var held uint16
	for _, c := range st.fearDeck[:st.nFear] {
		held |= 1 << c
	}
	for _, c := range st.earned[:st.nEarned] {
		held |= 1 << c
	}
	for _, k := range p.Revealed {
		c, ok := FearByKey[k]
		if !ok || held&(1<<c) == 0 {
			return engine.Rejectf("revealed_fear: %q is not a face-down fear card", "revealed_fear: 「%s」は裏向きの不安カードではありません", k)
		}
		st.revealed |= 1 << c
	}
	return nil
}

// dreamMark packs a city "destroyed" in land l with h health left (up to
// maxHealth) for st.dreamt; dreamOf unpacks it.
func dreamMark(l Land, h int8) int16 { return int16(l)<<3 | int16(h) }

func dreamOf(m int16) (Land, int8) { return Land(m >> 3), int8(m & 7) }

// countDreamt is how many cities with h health left in land l the power
// resolving has "destroyed".
func (st *State) countDreamt(l Land, h int8) int8 {
	mark := dreamMark(l, h)
	n := int8(0)
	for _, m := range st.dreamt[:st.nDreamt] {
		if m == mark {
			n++
		}
	}
	return n
}

// revealedKeys names the fear cards face up in the deck (from the top) and
// among the earned, for the view.
func (st *State) revealedKeys() []string {
	var out []string
	for i := st.nFear - 1; i >= 0; i-- {
		if c := st.fearDeck[i]; st.revealed&(1<<c) != 0 {
			out = append(out, "deck "+strconv.Itoa(int(st.nFear-i))+": "+FearCards[c].Key)
		}
	}
	for i, c := range st.earned[:st.nEarned] {
		if st.revealed&(1<<c) != 0 {
			out = append(out, "earned "+strconv.Itoa(i+1)+": "+FearCards[c].Key)
		}
	}
	return out
}
