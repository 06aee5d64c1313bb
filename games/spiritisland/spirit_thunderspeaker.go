package spiritisland

import "shima/engine"

// Thunderspeaker (雷鳴を告げる者): its unique powers, its innate powers (their
// 4-air level, which makes them fast, is powers.go's innateFast), Ally of
// the Dahan (dahanMoved, asked by effects.go wherever a dahan moves) and
// Sworn to Victory (swornToVictory, asked by invaders.go's ravage).

// thunderKey is Thunderspeaker's key.
const thunderKey = "thunderspeaker"

// thunderKind is Thunderspeaker's index in Spirits (set at init).
var thunderKind = int8(-1)

func init() {
	thunderKind = int8(SpiritByKey[thunderKey])
	cardEffects["manifestation-of-power-and-glory"] = func(st *State, q *queue, c ctx) {
		// Each dahan deals as much damage as Thunderspeaker has presence
		// there: the total, assigned by Thunderspeaker.
		ls := &st.lands[c.land]
		q.push(fearWord(1), damageWord(c, c.land, ls.count(Dahan)*ls.presence[c.spirit]))
	}
	cardEffects["sudden-ambush"] = func(st *State, q *queue, c ctx) {
		q.push(gatherWord(c, c.land, dahan, 1, upTo), thenWord(c, c.land, contAmbush, 0))
	}
	cardEffects["voice-of-thunder"] = func(st *State, q *queue, c ctx) {
		var out uint8
		if st.lands[c.land].invaders() == 0 {
			out = 2 // the fear needs invaders
		}
		q.push(chooseAmongWord(c.spirit, c.land, choiceVoiceOfThunder, 2, 0, out))
	}
	cardEffects["words-of-warning"] = func(st *State, q *queue, c ctx) {
		st.lands[c.land].effects |= strikeAtOnce
		q.push(defendWord(c.land, 3))
	}
	innateEffects["gather-the-warriors"] = func(st *State, q *queue, c ctx) {
		el := &st.spirits[c.spirit].elements
		q.push(gatherWord(c, c.land, dahan, el[Air], upTo), pushWord(c, c.land, dahan, el[Sun], upTo))
	}
	innateEffects["lead-the-furious-assault"] = func(st *State, q *queue, c ctx) {
		// The dahan are counted as the power resolves, for both levels.
		d := st.lands[c.land].count(Dahan)
		var cityCount int8
		if c.levels >= 2 {
			cityCount = d / 3
		}
		q.push(destroyWord(c, c.land, towns, d/2, exactly), destroyWord(c, c.land, cities, cityCount, exactly))
	}
}

// contAmbush: each dahan in the land destroys 1 explorer there.
var contAmbush = then(func(st *State, q *queue, t task) {
	q.push(destroyWord(taskCtx(t), t.land, explorers, st.lands[t.land].count(Dahan), exactly))
})

// choiceVoiceOfThunder: push up to 4 dahan, or 2 fear where invaders are.
var choiceVoiceOfThunder = choice([]engine.Text{
	engine.T("push up to 4 dahan", "ダハンを4体まで押し出す"),
	engine.T("2 fear", "不安を2"),
}, func(st *State, q *queue, t task) {
	if t.arg2 == 0 {
		q.push(pushWord(taskCtx(t), t.land, dahan, 4, upTo))
		return
	}
	q.push(fearWord(2))
})

// dahanMoved: piece p moved from land from to land to. A dahan leaving a
// land with Thunderspeaker's presence lets it move 1 presence along
// (Ally of the Dahan): it is asked at once, before the effect goes on.
func (st *State) dahanMoved(q *queue, p Piece, from, to Land) {
	if p == Dahan {
		st.dahanMovedN(q, from, to, 1)
	}
}

// dahanMovedN: n dahan moved from land from to land to together; each may
// take a presence of Thunderspeaker's along.
func (st *State) dahanMovedN(q *queue, from, to Land, n int8) {
	for s := range st.seats {
		if st.spirits[s].kind == thunderKind && st.lands[from].presence[s] > 0 {
			q.push(task{op: opThen, spirit: s, land: to, from: from, n: n, arg: contAlly})
		}
	}
}

// contAlly: Thunderspeaker (t.spirit) is asked whether a presence follows
// the dahan from t.from to t.land, t.n times while it has presence left
// there.
var contAlly = then(func(st *State, q *queue, t task) {
	if t.n <= 0 || st.lands[t.from].presence[t.spirit] == 0 {
		return
	}
	ask := task{op: opChoose, spirit: t.spirit, land: t.land, from: t.from, arg: choiceAlly, arg2: 2}
	t.n--
	q.push(ask, t)
})

// choiceAlly: move 1 presence with the dahan, or leave it.
var choiceAlly = choice([]engine.Text{
	engine.T("move 1 presence along with the dahan", "存在を1つダハンと一緒に移動させる"),
	engine.T("leave the presence", "存在を動かさない"),
}, func(st *State, _ *queue, t task) {
	if t.arg2 == 0 && st.lands[t.from].presence[t.spirit] > 0 {
		st.lands[t.from].presence[t.spirit]--
		st.lands[t.land].presence[t.spirit]++
	}
})

// swornToVictory is the task a ravage in land l that destroyed lost dahan
// queues when Thunderspeaker plays: it destroys 1 of its presence within
// range 1 of l for each, choosing which.
func (st *State) swornToVictory(l Land, lost int8) (task, bool) {
	if lost <= 0 {
		return task{}, false
	}
	for s := range st.seats {
		if st.spirits[s].kind == thunderKind {
			t := landWord(nearPresence, contSworn, 0, lost, exactly)
			t.spirit, t.land = s, l
			return t, true
		}
	}
	return task{}, false
}

// nearPresence: a land within range 1 of the task's land (its anchor)
// holding the deciding spirit's presence.
var nearPresence = filter(func(st *State, l Land, t *task) bool {
	return st.lands[l].presence[t.spirit] > 0 && (l == t.land || st.island.Adjacent(t.land).Has(l))
})

// contSworn: a presence of Thunderspeaker's in the land chosen is
// destroyed; t.n-1 more to go, around the ravaged land (t.arg2).
var contSworn = then(swear)

func swear(st *State, q *queue, t task) {
	st.destroyPresence(t.spirit, t.land)
	if t.n > 1 {
		next := landWord(nearPresence, t.arg, 0, t.n-1, exactly) // t.arg: contSworn
		next.spirit, next.land = t.spirit, Land(t.arg2)
		q.push(next)
	}
}
