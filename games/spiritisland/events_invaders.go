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
		st.tellFearCard()
	}
	st.fearing = noCard
}

// tellSkip tells that action ("ravage", "build", "explore", "blight") does
// not happen in land l, and why ("power", "fear-card", "choke").
func (st *State) tellSkip(action string, l Land, why string) {
	acts := map[string][2]string{"ravage": {"ravage", "略奪"}, "build": {"build", "建設"}, "explore": {"explore", "遠征"},
		"blight": {"blight", "荒廃"}, "city": {"city built", "都市の建設"}}
	whys := map[string][2]string{"power": {"a power", "能力"}, "fear-card": {"a fear card", "不安カード"},
		"choke": {"Choke the Land with Green", "緑で大地を締めつける"}}
	a, w, name := acts[action], whys[why], st.island.Name(l)
	st.invaderEvent("skip", []string{name}, map[string]any{"action": action, "land": name, "why": why}, func(lang engine.Lang) string {
		return lang.Pick(fmt.Sprintf("No %s in %s (%s)", a[0], name, w[0]), fmt.Sprintf("%sの%sは起こらない(%s)", name, a[1], w[1]))
	})
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
}

// ravageBefore notes the ravage about to fall on land l.
func (st *State) ravageBefore(l Land, raw, dealt int8) ravageTold {
	ls := &st.lands[l]
	r := ravageTold{damage: raw, defend: st.defence(l), dealt: dealt, spared: ls.effects&dahanSafe != 0,
		dahan: ls.count(Dahan), hurt: st.damagedCount(ls, Dahan)}
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
}

// strikeBefore notes the invaders of land l before the dahan strike.
func (st *State) strikeBefore(l Land) strikeTold {
	var s strikeTold
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
// (NoLand: none), left of the blight on the card (before it turns);
// cascades says whether it cascades on. Recorded before
// the blight card's turning it held back.
func (st *State) tellBlight(l, from Land, left int8, cascades bool) {
	name := st.island.Name(l)
	data := map[string]any{"land": name, "pool": int(left), "cascades": cascades}
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

// tellBlightCard tells the blight card turned to its blighted side.
func (st *State) tellBlightCard() {
	bc := &BlightCards[st.blightCard]
	st.tell(engine.Event{Kind: "blight-card", Seat: engine.Spectator, Data: map[string]any{"card": bc.Key, "pool": int(st.blightPool)},
		Text: engine.T(fmt.Sprintf("The blight card turns: Blighted Island, %s (%s); %d blight on it", bc.Name.EN, bc.Text.EN, st.blightPool),
			fmt.Sprintf("荒廃カードが裏返り、荒廃した島になる: 「%s」(%s)。荒廃%dつを載せる", bc.Name.JA, bc.Text.JA, st.blightPool))})
}

// tellPresenceLost tells a presence of spirit s destroyed in land l.
func (st *State) tellPresenceLost(s int8, l Land) {
	name, mark := st.island.Name(l), engine.SeatMark(engine.Seat(s))
	st.tell(engine.Event{Kind: "presence", Seat: engine.Seat(s), Detail: true, At: []string{name},
		Data: map[string]any{"land": name, "destroyed": int(st.spirits[s].destroyed)},
		Text: engine.T(fmt.Sprintf("A presence of %s in %s is destroyed", mark, name), fmt.Sprintf("%sにある%sの存在1つが破壊された", name, mark))})
}

// tellBuild tells the build in land l: piece p built.
func (st *State) tellBuild(l Land, p Piece) {
	name := st.island.Name(l)
	st.invaderEvent("build", []string{name}, map[string]any{"land": name, "piece": pieceKeys[p]}, func(lang engine.Lang) string {
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
	st.invaderEvent("explore", []string{name}, map[string]any{"land": name, "piece": "explorer"}, func(lang engine.Lang) string {
		return lang.Pick("An explorer comes to "+name, name+"に遠征隊1つ")
	})
}

// The adversaries' rules that add pieces in the invader phase.
var (
	landRush      = engine.T("Land Rush", "土地獲得競争")
	swayedRule    = engine.T("Swayed by the Invaders", "侵略者になびく")
	heavyMining   = engine.T("Heavy Mining", "大規模採掘")
	miningRush    = engine.T("Mining Rush", "採掘ラッシュ")
	adversaryRule = engine.T("The adversary", "敵対国")
)

// tellAdversary tells what the adversary's rule did in land l: a town added
// (p Town), a dahan turned into a town (p Dahan), a blight added (p
// pieceKinds).
func (st *State) tellAdversary(rule engine.Text, l Land, p Piece) {
	name := st.island.Name(l)
	what := map[Piece][2]string{Town: {"a town comes to " + name, name + "に町1つ"},
		Dahan:      {"a dahan in " + name + " becomes a town", name + "のダハン1体が町になる"},
		pieceKinds: {fmt.Sprintf("another blight on %s (%d left)", name, st.blightPool), fmt.Sprintf("%sにもう1つ荒廃(残り%d)", name, st.blightPool)}}[p]
	data := map[string]any{"land": name, "piece": "town", "rule": rule.EN}
	switch p {
	case Dahan:
		data["replaced"] = "dahan"
	case pieceKinds:
		data["piece"] = "blight"
	}
	st.invaderEvent("adversary", []string{name}, data, func(lang engine.Lang) string {
		return lang.Pick(rule.EN+": "+what[0], rule.JA+": "+what[1])
	})
}

// tellFearEarned tells a fear card earned, and the terror level if it rose
// (a fear line too: random playouts seldom earn the three cards it takes,
// and the conformance suite wants every kind listed to occur).
func (st *State) tellFearEarned(lvBefore int) {
	st.tell(engine.Event{Kind: "fear", Seat: engine.Spectator, Data: map[string]any{"earned": int(st.nEarned)},
		Text: engine.T(fmt.Sprintf("A fear card is earned (%d waiting)", st.nEarned), fmt.Sprintf("不安カードを1枚獲得(未解決%d枚)", st.nEarned))})
	if lv := st.terror(); lv != lvBefore && lv <= 3 {
		st.tell(engine.Event{Kind: "fear", Seat: engine.Spectator, Data: map[string]any{"terror": lv},
			Text: engine.T(fmt.Sprintf("Terror level %s: the spirits win with %s", stageNames[lv], victoryTexts[lv].EN),
				fmt.Sprintf("恐怖レベル%sへ: 勝利条件は%s", stageNames[lv], victoryTexts[lv].JA))})
	}
}

// tellGrowth tells the energy spirit s gains as its growth ends.
func (st *State) tellGrowth(s int8, income int8) {
	mark := engine.SeatMark(engine.Seat(s))
	e := st.spirits[s].energy
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
