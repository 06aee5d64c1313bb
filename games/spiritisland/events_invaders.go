package spiritisland

import (
	"fmt"
	"strings"

	"shima/engine"
)

// The invader phase's events, told as each step is taken: a heading, then
// under it the fear cards, each ravage, blight and cascade, the dahan's
// strike, each build and explore (EVENTS.md).

// telling reports whether the invaders' steps are told now: recording, and
// no power or fear card resolving (whose own line tells what it does).
func (st *State) telling() bool { return st.tl != nil && !st.resolving() }

// invaderEvent records a line under the invader phase's heading.
func (st *State) invaderEvent(kind string, at []string, data map[string]any, text func(lang engine.Lang) string) {
	st.tell(invaderLine(kind, at, data, text))
}

// invaderLine is a line under the invader phase's heading. A line that
// holds back the events it causes (holdEvents) is recorded at once, before
// them.
func invaderLine(kind string, at []string, data map[string]any, text func(lang engine.Lang) string) engine.Event {
	return engine.Event{Kind: kind, Seat: engine.Spectator, Detail: true, At: at, Data: data,
		Text: say(text)}
}

// tellInvaderPhase records the invader phase's heading.
func (st *State) tellInvaderPhase() {
	st.rec.Add(engine.Event{Kind: "invaders", Seat: engine.Spectator, Data: map[string]any{"round": int(st.round)},
		Text: engine.T(fmt.Sprintf("Invader phase, round %d", st.round), fmt.Sprintf("侵略者フェイズ(ラウンド%d)", st.round))})
}

// tellFearCardStart tells the fear card fc that starts to resolve at terror
// level lv, and makes the island as it is the mark its changes count from.
func (st *State) tellFearCardStart(fc *FearCard, lv int) {
	st.tl.mark(st)
	if lv > 3 {
		return
	}
	st.rec.Add(engine.Event{Kind: "fear-card", Seat: engine.Spectator, Detail: true,
		Data: map[string]any{"card": fc.Key, "level": lv},
		Text: engine.T(fmt.Sprintf("Fear card %s (terror level %s): %s", fc.Name.EN, stageNames[lv], fc.Levels[lv-1].EN),
			fmt.Sprintf("不安カード「%s」(恐怖レベル%s): %s", fc.Name.JA, stageNames[lv], fc.Levels[lv-1].JA))})
}

// endFearCard ends the fear card resolving, if one is: what it changed is
// told.
func (st *State) endFearCard() {
	if st.fearing == noCard {
		return
	}
	if st.tl != nil {
		st.tellCause(causeFearCard, 0)
	}
	st.fearing = noCard
}

// tellSkip tells that action ("ravage", "build", "explore", "blight") does
// not happen in land l, and why ("power", "fear-card", "choke"). A power's
// "no ravage", "no build" or "no explore" there is used up.
func (st *State) tellSkip(action string, l Land, why string) {
	acts := map[string][2]string{"ravage": {"ravage", "略奪"}, "build": {"build", "建設"}, "explore": {"explore", "遠征"},
		"blight": {"blight", "荒廃"}, "city": {"city built", "都市の建設"}}
	whys := map[string][2]string{"power": {"a power", "能力"}, "fear-card": {"a fear card", "不安カード"},
		"choke": {"Choke the Land with Green", "緑で大地を締めつける"}}
	a, w, name := acts[action], whys[why], st.island.Name(l)
	data := map[string]any{"action": action, "land": name, "why": why}
	if used := map[string]uint16{"ravage": skipRavage, "build": skipBuild, "explore": skipExplore}[action]; why == "power" && used != 0 {
		data["lands"] = []map[string]any{{"land": name, "ended": bitKeys(uint64(used), landEffects, effectKey)}}
	}
	st.invaderEvent("skip", []string{name}, data, func(lang engine.Lang) string {
		return lang.Pick(fmt.Sprintf("No %s in %s (%s)", a[0], name, w[0]), fmt.Sprintf("%sの%sは起こらない(%s)", name, a[1], w[1]))
	})
}

// snap is a land as a line of its own finds it, to tell what that line
// does there (since).
type snap struct {
	land      Land
	was       landState
	destroyed [pieceKinds]int8
	lost      [MaxSpirits]int8
	fear      int
}

// snap notes land l as it is now.
func (st *State) snap(l Land) snap {
	return snap{land: l, was: st.lands[l], destroyed: st.tl.destroyed[l], lost: st.tl.lost[l], fear: st.tl.fear}
}

// since adds to data, as its "lands", what changed on the land noted
// since (nothing: no "lands").
func (st *State) since(sn *snap, data map[string]any) {
	var destroyed [pieceKinds]int8
	var lost [MaxSpirits]int8
	for p := range destroyed {
		destroyed[p] = st.tl.destroyed[sn.land][p] - sn.destroyed[p]
	}
	for s := range lost {
		lost[s] = st.tl.lost[sn.land][s] - sn.lost[s]
	}
	if lc := st.landChangeOf(sn.land, &sn.was, destroyed, lost); !lc.none() {
		data["lands"] = []map[string]any{lc.data(st)}
	}
}

// ravageTold is what a ravage did, for its line.
type ravageTold struct {
	invaders [pieceKinds]int8 // the invaders ravaging, by kind
	damage   int8             // their damage
	defend   int8
	dealt    int8 // the damage that fell, Defend taken off
	spared   bool // the dahan took none (Concealing Shadows)
	dahan    int8 // dahan before
	hurt     int8 // damaged dahan before
	land     snap
}

// ravageBefore notes the ravage about to fall on land l.
func (st *State) ravageBefore(l Land, raw, dealt int8) ravageTold {
	ls := &st.lands[l]
	r := ravageTold{damage: raw, defend: st.defence(l), dealt: dealt, spared: ls.effects&dahanSafe != 0,
		dahan: ls.count(Dahan), hurt: st.damagedCount(ls, Dahan), land: st.snap(l)}
	for _, p := range [...]Piece{Explorer, Town, City} {
		r.invaders[p] = ls.count(p)
	}
	return r
}

// tellRavage tells the ravage of land l once its damage has fallen.
func (st *State) tellRavage(l Land, r ravageTold) {
	ls := &st.lands[l]
	killed := r.dahan - ls.count(Dahan)
	hurt := max(0, st.damagedCount(ls, Dahan)-r.hurt)
	name := st.island.Name(l)
	data := map[string]any{"land": name, "damage": int(r.damage), "defend": int(r.defend), "dealt": int(r.dealt),
		"dahan_destroyed": int(killed), "dahan_damaged": int(hurt), "invaders": pieceCounts(r.invaders[:City+1])}
	st.since(&r.land, data)
	if r.spared {
		data["dahan_spared"] = true
	}
	st.invaderEvent("ravage", []string{name}, data, func(lang engine.Lang) string {
		var who []string
		for _, p := range [...]Piece{Explorer, Town, City} {
			if n := r.invaders[p]; n > 0 {
				who = append(who, countText(p, n, lang))
			}
		}
		b := lang.Pick(fmt.Sprintf("Ravage in %s: %d damage (%s)", name, r.damage, strings.Join(who, ", ")),
			fmt.Sprintf("%sで略奪: ダメージ%d(%s)", name, r.damage, strings.Join(who, "、")))
		if r.defend > 0 {
			b += lang.Pick(fmt.Sprintf(", Defend %d stops %d", r.defend, min(r.defend, r.damage)),
				fmt.Sprintf("、防御%dで%dを防ぐ", r.defend, min(r.defend, r.damage)))
		}
		b += lang.Pick(fmt.Sprintf("; %d to the land", r.dealt), fmt.Sprintf("。土地に%d", r.dealt))
		var dahan []string
		switch {
		case r.spared:
			dahan = append(dahan, lang.Pick("the dahan are spared", "ダハンは無傷"))
		default:
			if killed > 0 {
				dahan = append(dahan, lang.Pick(countText(Dahan, killed, lang)+" destroyed", countText(Dahan, killed, lang)+"を破壊"))
			}
			if hurt > 0 {
				dahan = append(dahan, lang.Pick(countText(Dahan, hurt, lang)+" damaged", countText(Dahan, hurt, lang)+"にダメージ"))
			}
		}
		if len(dahan) > 0 {
			b += listSep(lang) + strings.Join(dahan, listSep(lang))
		}
		return b
	})
}

// strikeTold is the invaders before the dahan strike back.
type strikeTold struct {
	count, damaged [pieceKinds]int8
	land           snap
}

// strikeBefore notes the invaders of land l before the dahan strike.
func (st *State) strikeBefore(l Land) strikeTold {
	s := strikeTold{land: st.snap(l)}
	for _, p := range [...]Piece{Explorer, Town, City} {
		s.count[p], s.damaged[p] = st.lands[l].count(p), st.damagedCount(&st.lands[l], p)
	}
	return s
}

// tellStrike tells the strike of strikers dahan in land l (recorded before
// the fear it held back).
func (st *State) tellStrike(l Land, strikers int8, before strikeTold) {
	ls := &st.lands[l]
	var killed, hurt [pieceKinds]int8
	for _, p := range [...]Piece{Explorer, Town, City} {
		killed[p] = before.count[p] - ls.count(p)
		hurt[p] = max(0, st.damagedCount(ls, p)-before.damaged[p])
	}
	name := st.island.Name(l)
	data := map[string]any{"land": name, "dahan": int(strikers), "damage": 2 * int(strikers),
		"destroyed": pieceCounts(killed[:City+1]), "damaged": pieceCounts(hurt[:City+1])}
	st.since(&before.land, data)
	if fear := st.tl.fear - before.land.fear; fear > 0 {
		data["fear"] = fear
	}
	st.rec.Add(invaderLine("strike", []string{name}, data, func(lang engine.Lang) string {
		var w []string
		for _, p := range [...]Piece{City, Town, Explorer} {
			if n := killed[p]; n > 0 {
				w = append(w, lang.Pick(countText(p, n, lang)+" destroyed", countText(p, n, lang)+"を破壊"))
			}
		}
		for _, p := range [...]Piece{City, Town} {
			if n := hurt[p]; n > 0 {
				w = append(w, lang.Pick(countText(p, n, lang)+" damaged", countText(p, n, lang)+"にダメージ"))
			}
		}
		if len(w) == 0 {
			w = append(w, lang.Pick("nothing destroyed", "破壊なし"))
		}
		return lang.Pick(fmt.Sprintf("The dahan in %s strike back (%d dahan, %d damage): ", name, strikers, 2*strikers),
			fmt.Sprintf("%sのダハンが反撃(%d体、ダメージ%d): ", name, strikers, 2*strikers)) + strings.Join(w, listSep(lang))
	}))
}

// tellBlight tells a blight added to land l, cascading from land from
// (NoLand: none), taken (0 or 1) from the blight card's pool, left of it
// (before the card turns); cascades says whether it cascades on. Recorded
// before the blight card's turning it held back.
func (st *State) tellBlight(l, from Land, taken, left int8, cascades bool) {
	name := st.island.Name(l)
	data := map[string]any{"land": name, "pool": int(left), "cascades": cascades,
		"lands": []map[string]any{{"land": name, "blight": 1}}, "blight_pool": -int(taken)}
	kind, at := "blight", []string{name}
	if from != NoLand {
		kind = "cascade"
		data["from"] = st.island.Name(from)
		at = append(at, st.island.Name(from))
	}
	st.rec.Add(invaderLine(kind, at, data, func(lang engine.Lang) string {
		b := lang.Pick("Blight on "+name, name+"に荒廃")
		if from != NoLand {
			b = lang.Pick("Blight cascades from "+st.island.Name(from)+" to "+name, "荒廃が"+st.island.Name(from)+"から"+name+"へ連鎖")
		}
		b += lang.Pick(fmt.Sprintf(" (blight pool: %d left)", left), fmt.Sprintf("(荒廃プール残り%d)", left))
		if cascades {
			b += lang.Pick("; blight was there already: it cascades", "。すでに荒廃があったため連鎖する")
		}
		return b
	}))
}

// tellBlightCard tells the blight card turned to its blighted side, the
// blight it holds now come from the box (its pool was empty).
func (st *State) tellBlightCard() {
	bc := &BlightCards[st.blightCard]
	st.tl.told.pool += st.blightPool
	st.tell(engine.Event{Kind: "blight-card", Seat: engine.Spectator, Data: map[string]any{"card": bc.Key, "pool": int(st.blightPool), "blight_pool": int(st.blightPool)},
		Text: engine.T(fmt.Sprintf("The blight card turns: Blighted Island, %s (%s); %d blight on it", bc.Name.EN, bc.Text.EN, st.blightPool),
			fmt.Sprintf("荒廃カードが裏返り、荒廃した島になる: 「%s」(%s)。荒廃%dつを載せる", bc.Name.JA, bc.Text.JA, st.blightPool))})
}

// tellPresenceLost tells a presence of spirit s destroyed in land l.
func (st *State) tellPresenceLost(s int8, l Land) {
	name, mark := st.island.Name(l), engine.SeatMark(engine.Seat(s))
	lost := [MaxSpirits]int8{}
	lost[s] = 1
	st.tell(engine.Event{Kind: "presence", Seat: engine.Seat(s), Detail: true, At: []string{name},
		Data: map[string]any{"land": name, "destroyed": int(st.spirits[s].destroyed), "lands": []map[string]any{{"land": name, "presence_destroyed": seatInts(st, lost)}}},
		Text: engine.T(fmt.Sprintf("A presence of %s in %s is destroyed", mark, name), fmt.Sprintf("%sにある%sの存在1つが破壊された", name, mark))})
}

// tellBuild tells the build in land l: piece p built.
func (st *State) tellBuild(l Land, p Piece) {
	name := st.island.Name(l)
	st.invaderEvent("build", []string{name}, map[string]any{"land": name, "piece": pieceKeys[p], "lands": added(name, p)}, func(lang engine.Lang) string {
		return lang.Pick(fmt.Sprintf("Build in %s: a %s", name, pieceNames[p].EN), fmt.Sprintf("%sで建設: %s", name, pieceNames[p].JA))
	})
}

// tellExploreCard tells the invader card revealed to explore.
func (st *State) tellExploreCard() {
	ic := &InvaderCards[st.explore]
	at := st.landNames(st.cardLands(st.explore))
	st.invaderEvent("explore", at, map[string]any{"card": ic.Key, "stage": int(ic.Stage)}, func(lang engine.Lang) string {
		return lang.Pick("The invaders explore: "+invaderCardName(ic.Key, lang), "侵略者の遠征: "+invaderCardName(ic.Key, lang))
	})
}

// tellExplorer tells an explorer come to land l.
func (st *State) tellExplorer(l Land) {
	name := st.island.Name(l)
	st.invaderEvent("explore", []string{name}, map[string]any{"land": name, "piece": "explorer", "lands": added(name, Explorer)}, func(lang engine.Lang) string {
		return lang.Pick("An explorer comes to "+name, name+"に遠征隊1つ")
	})
}

// added is a line's "lands" for a piece of kind p come to the land named.
func added(name string, p Piece) []map[string]any {
	return []map[string]any{{"land": name, "added": map[string]int{pieceKeys[p]: 1}}}
}

// ruleName names the adversary's rule of level lv (0: its escalation).
func (st *State) ruleName(lv int8) engine.Text {
	d := adversaryInfo(st.opts.adversary)
	if lv == 0 {
		return d.Escalation.Name
	}
	return d.Levels[lv-1].Name
}

// tellAdversary tells what the adversary's rule of level lv (0: its
// escalation) did in the land noted (sn): a town added (p Town), a dahan
// turned into a town (p Dahan), a blight added (p pieceKinds), pool taken
// from the blight card.
func (st *State) tellAdversary(lv int8, sn *snap, p Piece, pool int8) {
	rule, name := st.ruleName(lv), st.island.Name(sn.land)
	what := map[Piece][2]string{Town: {"a town comes to " + name, name + "に町1つ"},
		Dahan:      {"a dahan in " + name + " becomes a town", name + "のダハン1体が町になる"},
		pieceKinds: {fmt.Sprintf("another blight on %s (%d left)", name, st.blightPool), fmt.Sprintf("%sにもう1つ荒廃(残り%d)", name, st.blightPool)}}[p]
	data := map[string]any{"land": name, "piece": "town", "rule": rule.EN}
	st.since(sn, data)
	switch p {
	case Dahan:
		data["replaced"] = "dahan"
	case pieceKinds:
		data["piece"], data["blight_pool"] = "blight", int(pool)
	}
	st.invaderEvent("adversary", []string{name}, data, func(lang engine.Lang) string {
		return lang.Pick(rule.EN+": "+what[0], rule.JA+": "+what[1])
	})
}

// tellBuildingBoom tells England's escalation, Building Boom, about to
// build in land l: the build follows.
func (st *State) tellBuildingBoom(l Land) {
	rule, name, board := st.ruleName(0), st.island.Name(l), string(st.island.BoardLetter(l.Position()))
	st.invaderEvent("adversary", []string{name}, map[string]any{"land": name, "rule": rule.EN, "piece": "build"}, func(lang engine.Lang) string {
		return lang.Pick(fmt.Sprintf("%s (escalation): the invaders build in %s, the land of board %s with the most towns and cities", rule.EN, name, board),
			fmt.Sprintf("%s(拡大効果): 島ボード%sで町・都市が最も多い%sで侵略者が建設する", rule.JA, board, name))
	})
}

// tellFearEarned tells a fear card earned, the pool refilled, and the
// terror level if it rose (lvBefore: before), with the new victory
// condition (a fear line too: random playouts seldom earn the three cards
// it takes, and the conformance suite wants every kind listed to occur).
func (st *State) tellFearEarned(lvBefore int) {
	st.tell(engine.Event{Kind: "fear", Seat: engine.Spectator, Data: map[string]any{"earned": int(st.nEarned), "refill": int(st.fearPool)},
		Text: engine.T(fmt.Sprintf("A fear card is earned (%d waiting)", st.nEarned), fmt.Sprintf("不安カードを1枚獲得(未解決%d枚)", st.nEarned))})
	if lv := st.terror(); lv != lvBefore {
		en, ja := fmt.Sprintf("Terror level %s: the spirits win with %s", stageNames[min(lv, 3)], victoryTexts[lv].EN),
			fmt.Sprintf("恐怖レベル%sへ: 勝利条件は%s", stageNames[min(lv, 3)], victoryTexts[lv].JA)
		if lv > 3 {
			en, ja = "The fear deck is empty: the spirits win", "不安デックが尽きた: 精霊たちの勝利"
		}
		st.tell(engine.Event{Kind: "fear", Seat: engine.Spectator, Data: map[string]any{"terror": lv, "from": lvBefore}, Text: engine.T(en, ja)})
	}
}

// tellGrowth tells the energy spirit s gains as its growth ends.
func (st *State) tellGrowth(s int8, income int8) {
	mark := engine.SeatMark(engine.Seat(s))
	e := st.spirits[s].energy
	st.tl.told.energy[s] += income
	st.tell(engine.Event{Kind: "energy", Seat: engine.Seat(s), Data: map[string]any{"gained": int(income), "energy": int(e)},
		Text: engine.T(fmt.Sprintf("%s gains %d energy from its track (%d in all)", mark, income, e),
			fmt.Sprintf("%sがトラックから精霊力を%d得る(計%d)", mark, income, e))})
}

// tellDrawn tells the power cards spirit s drew to keep one.
func (st *State) tellDrawn(s int8) {
	sp := &st.spirits[s]
	var keys, en, ja []string
	for _, c := range sp.drawn[:sp.nDrawn] {
		keys = append(keys, Powers[c].Key)
		en = append(en, Powers[c].Name.EN)
		ja = append(ja, "「"+Powers[c].Name.JA+"」")
	}
	mark := engine.SeatMark(engine.Seat(s))
	st.tell(engine.Event{Kind: "draw", Seat: engine.Seat(s), Data: map[string]any{"cards": keys},
		Text: engine.T(fmt.Sprintf("%s draws %s, to keep one", mark, strings.Join(en, ", ")),
			fmt.Sprintf("%sが%sを引き、1枚を取る", mark, strings.Join(ja, "")))})
}

// pieceCounts are counts by piece key, those not zero.
func pieceCounts(by []int8) map[string]int {
	m := map[string]int{}
	for p, n := range by {
		if n != 0 {
			m[pieceKeys[p]] = int(n)
		}
	}
	return m
}
