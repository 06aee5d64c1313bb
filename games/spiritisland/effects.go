package spiritisland

import (
	"math/bits"

	"shima/engine"
)

// The vocabulary of effects: what each task does, the decisions it asks
// for and how an action answers them.

// lands iterates over the lands of a set.
func lands(s LandSet, fn func(l Land)) {
	for m := uint64(s); m != 0; m &= m - 1 {
		fn(Land(bits.TrailingZeros64(m)))
	}
}

// run resolves q's tasks until one waits for a decision (it reports true),
// the queue is empty or a task has lost the game (the last blight, no
// invader card to explore, a spirit's last presence): the game ends then,
// the rest of the queue undone. England's capital is checked in checkEnd.
func (st *State) run(q *queue) bool {
	buf := getScratch()
	defer putScratch(buf)
	for st.step != stepOver && !st.lost {
		if st.avenging != 0 && (q.empty() || !isDecision(q.front().op)) {
			st.avenge(q) // Vengeance of the Dead: after the effect that destroyed
		}
		if q.empty() {
			break
		}
		t := q.front()
		if isDecision(t.op) {
			if counted(t.op) && t.n <= 0 {
				q.pop() // "destroy 0 towns"
				continue
			}
			opts := st.options(t, (*buf)[:0])
			*buf = opts
			switch {
			case len(opts) == 0:
				q.pop() // nothing to choose: the task does nothing
				continue
			case len(opts) == 1 && !t.upTo && autoResolves(t.op):
				st.answer(q, opts[0])
				continue
			}
			return true
		}
		tk := *t
		q.pop()
		st.do(q, tk)
	}
	return false
}

// isDecision reports whether tasks of op wait for a decision.
func isDecision(o op) bool { return o > opNone && o <= opCascade }

// counted reports whether tasks of op do what they do t.n times.
func counted(o op) bool { return o >= opPush && o <= opRemove }

// autoResolves reports whether a decision with a single option resolves by
// itself: damage, destruction and removal, where the only option is no choice.
func autoResolves(o op) bool {
	return o == opDamage || o == opDestroy || o == opRemove || o == opSelect
}

// do runs a task that needs no decision.
func (st *State) do(q *queue, t task) {
	switch t.op {
	case opFear:
		st.fear(int(t.n))
	case opDefend:
		st.lands[t.land].defend += t.n
	case opAdd:
		for range t.n {
			st.addPiece(q, t.land, Piece(t.arg))
		}
	case opBlight:
		st.addBlight(q, t.land, NoLand)
	case opEnergy:
		st.spirits[t.spirit].energy += t.n
	case opReclaimAll:
		sp := &st.spirits[t.spirit]
		sp.hand[0] |= sp.discard[0]
		sp.hand[1] |= sp.discard[1]
		sp.discard = cards{}
	case opThen:
		conts[t.arg](st, q, t)
	case opDahanStrike:
		st.dahanStrike(t.land, t.n)
	}
}

// addPiece adds a piece of kind p to land l (adding a blight cascades).
func (st *State) addPiece(q *queue, l Land, p Piece) {
	st.addPieces(l, p, 1)
}

// options lists the actions that answer t, appended to buf.
func (st *State) options(t *task, buf []engine.Action) []engine.Action {
	var ls *landState
	if t.land >= 0 {
		ls = &st.lands[t.land]
	}
	switch t.op {
	case opTarget:
		return st.targetOptions(t, buf)
	case opPush:
		dests := st.pushDests(t)
		for p := range pieceKinds {
			if !t.kinds.has(p) {
				continue
			}
			for h := int8(1); h <= st.hp(p); h++ {
				if ls.pieces[p][h] == 0 || t.arg2 > 0 && h != t.arg2 {
					continue // arg2: only a piece with that health left (a dream's push)
				}
				lands(dests, func(to Land) { buf = append(buf, pack(kindPush, pieceCode(p, h), int(to))) })
			}
		}
	case opGather:
		lands(st.island.Adjacent(t.land)&^st.island.Oceans(), func(from Land) {
			fs := &st.lands[from]
			for p := range pieceKinds {
				for h := int8(1); h <= st.hp(p); h++ {
					if t.kinds.has(p) && fs.pieces[p][h] > 0 {
						buf = append(buf, pack(kindGather, pieceCode(p, h), int(from)))
					}
				}
			}
		})
	case opDamage, opDestroy, opRemove:
		if t.op == opDamage && st.dreaming() {
			return st.dreamOptions(t, buf) // To Dream a Thousand Deaths
		}
		kinds := t.kinds
		if t.op == opDamage && kinds == 0 {
			kinds = invaderKinds // damage falls on any invader unless the word names kinds
		}
		if t.op == opDestroy && ls.effects&dahanImmune != 0 {
			kinds &^= 1 << Dahan // Infinite Vitality
		}
		k := kindDestroy
		switch t.op {
		case opDamage:
			k = kindDamage
		case opRemove:
			k = kindRemove
		}
		for p := range pieceKinds {
			for h := int8(1); h <= st.hp(p); h++ {
				if kinds.has(p) && ls.pieces[p][h] > 0 {
					buf = append(buf, pack(k, pieceCode(p, h), 0))
				}
			}
		}
	case opChoose:
		for i := range t.arg2 {
			// Options ruled out now: those below t.n, and those in t.kinds (chooseAmongWord).
			if i >= t.n && (i >= 8 || t.kinds&(1<<i) == 0) {
				buf = append(buf, pack(kindChoose, int(i), 0))
			}
		}
	case opAddPresence:
		return st.presenceOptions(t, buf)
	case opSelect:
		buf = st.selectOptions(t, buf)
	case opGainPower:
		return st.gainOptions(t, buf)
	case opPickPower:
		sp := &st.spirits[t.spirit]
		for _, c := range sp.drawn[:sp.nDrawn] {
			buf = append(buf, pack(kindPick, int(c), 0))
		}
	case opForget:
		sp := &st.spirits[t.spirit]
		all := sp.hand
		all[0] |= sp.discard[0] | sp.played[0]
		all[1] |= sp.discard[1] | sp.played[1]
		buf = appendCards(buf, kindForget, &all)
	case opReclaimOne:
		set := &st.spirits[t.spirit].discard
		if t.arg == reclaimPlayed {
			set = &st.spirits[t.spirit].played // Gift of Constancy: a card played this turn
		}
		buf = appendCards(buf, kindReclaim, set)
	case opLand:
		return st.landOptions(t, buf)
	case opCascade:
		lands(st.island.Adjacent(t.land)&^(st.island.Oceans()&^st.oceansInPlay()), func(to Land) { buf = append(buf, pack(kindCascade, 0, int(to))) })
	}
	if t.upTo && len(buf) > 0 {
		buf = append(buf, stopAction)
	}
	return buf
}

// appendCards appends an action of kind for each card in set.
func appendCards(buf []engine.Action, kind int, set *cards) []engine.Action {
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			buf = append(buf, pack(kind, w<<6|bits.TrailingZeros64(word), 0))
		}
	}
	return buf
}

// answer applies action a, one of the options of q's first task.
func (st *State) answer(q *queue, a engine.Action) {
	t := q.front()
	x, y := argsOf(a)
	p, h := pieceOf(x)
	done := func() {
		if t.n--; t.n <= 0 {
			q.pop()
		}
	}
	switch kindOf(a) {
	case kindStop:
		q.pop()
	case kindTarget:
		tk := *t
		q.pop()
		if x == targetPaid {
			st.spirits[tk.spirit].energy-- // Shadows of the Dahan
		}
		if st.tl != nil {
			st.tl.fresh = true
		}
		st.targeted(q, tk, int8(y))
	case kindLand:
		tk := *t
		q.pop()
		st.landChosen(q, tk, Land(y))
	case kindPush:
		tk := *t
		st.lands[t.land].pieces[p][h]--
		st.lands[y].pieces[p][h]++
		st.pushedTo |= 1 << y
		done()
		// A dahan drowned in Ocean's ocean takes no presence along: no
		// other spirit's presence goes into an ocean.
		if !st.intoOcean(q, tk, Land(y), p, h) {
			st.dahanMoved(q, p, tk.land, Land(y))
		}
	case kindGather:
		tk := *t
		st.lands[y].pieces[p][h]--
		st.lands[t.land].pieces[p][h]++
		done()
		if !st.intoOcean(q, tk, tk.land, p, h) {
			st.dahanMoved(q, p, Land(y), tk.land)
		}
	case kindDamage:
		land := t.land
		if st.dreaming() {
			st.dreamDamage(q, p, h) // the piece's whole health at once
			return
		}
		done()
		st.damage(land, p, h, 1)
	case kindDestroy:
		land := t.land
		done()
		st.destroy(land, p, h)
	case kindRemove:
		st.lands[t.land].pieces[p][h]--
		done()
	case kindChoose:
		tk := *t
		q.pop()
		tk.arg2 = int8(x)
		conts[tk.arg](st, q, tk)
	case kindPresence:
		tk := *t
		q.pop()
		st.placePresence(tk.spirit, x, Land(y))
	case kindGain:
		tk := *t
		q.pop()
		if x == gainNext {
			st.takeNext(q, tk.spirit, y)
		} else {
			st.drawPowers(q, tk.spirit, x == gainMajor)
			q.front().arg2 = tk.arg2 // Entwined Power: who takes one of the rest
		}
	case kindPick:
		tk := *t
		q.pop()
		st.pickPower(q, tk.spirit, x, tk.arg2-1)
	case kindForget:
		tk := *t
		q.pop()
		st.forget(tk.spirit, x)
	case kindReclaim:
		sp := &st.spirits[t.spirit]
		sp.discard.del(x)
		sp.played.del(x)
		sp.hand.add(x)
		q.pop()
	case kindCascade:
		from := t.land
		q.pop()
		st.addBlight(q, Land(y), from)
	case kindSelect:
		tk := *t
		q.pop()
		tk.arg2 = int8(y)
		conts[tk.arg](st, q, tk)
	}
}

// damage deals n damage to one piece of kind p with h health left in land l:
// it is destroyed once its health is gone.
func (st *State) damage(l Land, p Piece, h int8, n int8) {
	if st.dreaming() {
		if n >= h {
			st.dream(l, p, h)
		}
		return // To Dream a Thousand Deaths: no damage that does not "destroy"
	}
	ls := &st.lands[l]
	if n >= h {
		st.destroy(l, p, h)
		return
	}
	ls.pieces[p][h]--
	ls.pieces[p][h-n]++
}

// destroy destroys a piece of kind p with h health left in land l: a town
// gives 1 fear, a city 2. Bringer of Dreams and Nightmares' powers dream
// instead.
func (st *State) destroy(l Land, p Piece, h int8) {
	if st.dreaming() {
		st.dream(l, p, h)
		return
	}
	st.destroyPiece(l, p, h)
}

// destroyPiece destroys the piece whoever's power resolves (Drowning is
// Ocean's own rule, never a dream).
func (st *State) destroyPiece(l Land, p Piece, h int8) {
	st.lands[l].pieces[p][h]--
	st.noteDestroyed(l, p, 1)
	switch p {
	case Town:
		st.addFear(1) // not a power's fear: Dread Apparitions leaves it out
	case City:
		st.addFear(2)
	}
}

// conts are the continuations cards and fear cards call back through
// (opThen, and opChoose once chosen), by index; registered at init.
var conts []func(st *State, q *queue, t task)

// then registers a continuation and returns its index for tasks' arg.
func then(fn func(st *State, q *queue, t task)) int16 {
	conts = append(conts, fn)
	choiceTexts = append(choiceTexts, nil)
	return int16(len(conts) - 1)
}

// choiceTexts are the texts of the options of continuations registered by
// choice, by index.
var choiceTexts [][]engine.Text

// choice registers a continuation for chooseWord whose options read as
// texts (fn gets the choice in t.arg2), and returns its index.
func choice(texts []engine.Text, fn func(st *State, q *queue, t task)) int16 {
	k := then(fn)
	choiceTexts[k] = texts
	return k
}
