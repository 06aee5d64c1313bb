package spiritisland

import (
	"fmt"
	"strings"

	"shima/engine"
)

// Prompts: every decision waiting names who asks (a power, a fear card, the
// blight card, an adversary's rule, a cascade, a spirit's own rule, growth,
// the set-up) and what the choice does, in the view (viewDecision's By and
// Prompt), so that a client never guesses it. asking finds both; a
// decision it cannot name is a bug its test finds over random games.

// viewAsker is who asks a decision: its kind (growth, play, powers, setup,
// power, fear-card, blight-card, adversary, cascade, spirit: a spirit's own
// rule), the key of its card, power or rule (none for the round's own
// decisions), its name, and what its card or rule says where it has one.
type viewAsker struct {
	Kind string       `json:"kind"`
	Key  string       `json:"key,omitempty"`
	Name engine.Text  `json:"name"`
	Text *engine.Text `json:"text,omitempty"`
}

// asking is who asks spirit s's decision and the prompt that says what for:
// "Blight cascades from D4: choose a land beside it". A decision nobody is
// known to ask has no kind (TestEveryDecisionNamesWhoAsks finds it).
func (st *State) asking(s int8) (viewAsker, engine.Text) {
	sp := &st.spirits[s]
	var t *task
	switch {
	case !st.q.empty() && st.q.front().spirit == s:
		t = st.q.front()
	case st.step == stepSpirit && sp.phase == phaseGrowing && !sp.q.empty():
		t = sp.q.front()
	}
	if t == nil {
		by, what := st.roundAsker(s)
		return by, joinPrompt(by, what)
	}
	by := st.taskAsker(t, sp)
	return by, joinPrompt(by, st.purpose(t))
}

// joinPrompt says who asks (by) and what for.
func joinPrompt(by viewAsker, what engine.Text) engine.Text {
	head := by.Name
	switch by.Kind {
	case "fear-card":
		head = engine.T("Fear card "+by.Name.EN, "不安カード「"+by.Name.JA+"」")
	case "blight-card":
		head = engine.T("Blight card "+by.Name.EN, "荒廃カード「"+by.Name.JA+"」")
	}
	return engine.T(head.EN+": "+what.EN, head.JA+": "+what.JA)
}

// roundAsker is who asks spirit s's decision of the round itself (no task
// waits): growth, the cards to play, the powers to resolve.
func (st *State) roundAsker(s int8) (viewAsker, engine.Text) {
	switch {
	case st.step == stepSpirit && st.spirits[s].phase == phaseGrowth:
		return viewAsker{Kind: "growth", Name: engine.T("Growth", "成長")}, engine.T("choose how the spirit grows", "精霊の成長を1つ選んでください")
	case st.step == stepSpirit:
		n, cards := st.cardPlays(s), "cards"
		if n == 1 {
			cards = "card"
		}
		return viewAsker{Kind: "play", Name: engine.T("Cards to play", "プレイするカード")},
			engine.T(fmt.Sprintf("play up to %d power %s, paying the cost, then done", n, cards), fmt.Sprintf("能力カードを%d枚までプレイし(コストを支払います)、終わったら「完了」を選んでください", n))
	case st.step == stepFast:
		return viewAsker{Kind: "powers", Name: engine.T("Fast powers", "即効能力")}, resolveEach
	case st.step == stepSlow:
		return viewAsker{Kind: "powers", Name: engine.T("Slow powers", "遅発能力")}, resolveEach
	}
	return viewAsker{}, engine.Text{}
}

var resolveEach = engine.T("use or skip each power still to resolve, then done", "まだ解決していない能力をそれぞれ使うか使わないかを選び、終わったら「完了」を選んでください")

// taskAsker is who asks the decision task t waits on (sp: its spirit's
// state): its own kind (a cascade), its continuation's rule, the cause whose
// tasks it is among, the growth, the power or the fear card resolving.
func (st *State) taskAsker(t *task, sp *spiritState) viewAsker {
	if t.op == opCascade {
		from := st.island.Name(t.land)
		return viewAsker{Kind: "cascade", Name: engine.T("Blight cascades from "+from, "荒廃が"+from+"から連鎖")}
	}
	if by, ok := st.ruleAsker(t); ok {
		return by
	}
	if c, _ := st.causeNow(); c != causeNone && c != causePower && c != causeFearCard && !st.q.empty() && t == st.q.front() {
		if c == causeBlighted {
			bc := &BlightCards[st.blightCard]
			return viewAsker{Kind: "blight-card", Key: bc.Key, Name: bc.Name, Text: &bc.Text}
		}
		pw := &Powers[PowerByKey[causeCards[c]]]
		return viewAsker{Kind: "power", Key: pw.Key, Name: pw.Name, Text: &pw.Text}
	}
	switch {
	case !sp.q.empty() && t == sp.q.front():
		return viewAsker{Kind: "growth", Name: engine.T("Growth", "成長")}
	case st.resolver != noSpirit && st.power == noPower: // a position that does not name it
		return viewAsker{Kind: "power", Name: engine.T("A power", "能力")}
	case st.resolver != noSpirit:
		by := viewAsker{Kind: "power", Name: engine.T(st.powerName(st.resolver, int(st.power), engine.EN), st.powerName(st.resolver, int(st.power), engine.JA)),
			Key: st.powerKeyOf(st.resolver, st.power)}
		if st.power < innateBase {
			by.Text = &Powers[st.power].Text
		}
		return by
	case st.fearing != noCard:
		fc := &FearCards[st.fearing]
		by := viewAsker{Kind: "fear-card", Key: fc.Key, Name: fc.Name}
		if lv := st.terror(); lv <= 3 {
			by.Text = &fc.Levels[lv-1]
		}
		return by
	}
	return viewAsker{}
}

var (
	setupAsker  = viewAsker{Kind: "setup", Name: engine.T("Set-up", "準備")}
	landForTown = engine.T("choose the land the town comes to", "町が置かれる土地を選んでください")
)

// ruleAsker is the rule that asks task t by its continuation: an
// adversary's, a spirit's own, the set-up.
func (st *State) ruleAsker(t *task) (viewAsker, bool) {
	if t.op != opLand && t.op != opSelect && t.op != opChoose {
		return viewAsker{}, false
	}
	adversary := func(lv int8) viewAsker {
		d := adversaryInfo(st.opts.adversary)
		by := viewAsker{Kind: "adversary", Key: d.Key, Name: st.ruleName(lv), Text: &d.Escalation.Text}
		if lv > 0 {
			by.Text = &d.Levels[lv-1].Text
		}
		return by
	}
	spirit := func(name string) viewAsker { // its rule of that (English) name
		d := st.spirit(t.spirit)
		for i, r := range d.Rules {
			if r.Name.EN == name {
				return viewAsker{Kind: "spirit", Key: d.Key, Name: r.Name, Text: &d.Rules[i].Text}
			}
		}
		return viewAsker{Kind: "spirit", Key: d.Key}
	}
	switch t.arg {
	case contEscalateIn:
		return adversary(0), true
	case contRoyalBackingIn:
		return adversary(4), true
	case contMiningRushIn:
		return adversary(5), true
	case contChokeRavage, contChokeBuild:
		return spirit("Choke the Land with Green"), true
	case contSworn:
		return spirit("Sworn to Victory"), true
	case choiceAlly:
		return spirit("Ally of the Dahan"), true
	case selSetup:
		return setupAsker, true
	}
	return viewAsker{}, false
}

// purpose says what the choice of task t does: by its continuation where
// that says more, else by its kind.
func (st *State) purpose(t *task) engine.Text {
	if t.op == opLand || t.op == opSelect || t.op == opChoose {
		if p, ok := purposes[t.arg]; ok {
			return p(st, t)
		}
	}
	land := ""
	if t.land >= 0 {
		land = st.island.Name(t.land)
	}
	switch t.op {
	case opTarget:
		if _, tg := st.rangeOf(t.spirit, t.arg); tg.Kind != TargetLand {
			return engine.T("choose a spirit for it to target", "対象の精霊を選んでください")
		}
		return engine.T("choose the land it targets", "対象の土地を選んでください")
	case opPush, opGather, opDestroy, opRemove:
		f := pieceWords[t.op]
		return engine.T(fmt.Sprintf(f.EN, piecesText(t.kinds, t.n, t.upTo, engine.EN), land), fmt.Sprintf(f.JA, piecesText(t.kinds, t.n, t.upTo, engine.JA), land))
	case opDamage:
		return engine.T(fmt.Sprintf("%d damage in %s: choose the piece it falls on", t.n, land), fmt.Sprintf("%sに%dダメージ: ダメージを受ける駒を選んでください", land, t.n))
	case opAddPresence:
		return addPresence(st, t)
	case opGainPower:
		return engine.T("gain a power card: a minor or a major", "能力カードを得ます: 小能力か大能力を選んでください")
	case opPickPower:
		return engine.T("keep one of the cards drawn", "引いたカードから1枚を選んで取ってください")
	case opForget:
		return engine.T("forget a power card", "忘れる能力カードを1枚選んでください")
	case opReclaimOne:
		if t.arg == reclaimPlayed {
			return engine.T("take one of the cards played this turn back into hand, or stop", "このターンにプレイしたカードを1枚手札に戻せます(やめることもできます)")
		}
		return engine.T("reclaim a card from the discard", "捨て札から回収するカードを1枚選んでください")
	case opCascade:
		return engine.T("choose a land beside it for the blight", "荒廃を置く隣の土地を選んでください")
	case opLand:
		return engine.T("choose a land", "土地を選んでください")
	}
	return engine.T("choose one of the options", "選択肢を1つ選んでください")
}

// pieceWords are the prompts of the tasks that act on pieces, which they
// name (%[1]s) in a land (%[2]s).
var pieceWords = map[op]engine.Text{
	opPush:    engine.T("push %[1]s from %[2]s: choose one and where it goes", "%[2]sから%[1]sを押し出します: 駒と行き先を選んでください"),
	opGather:  engine.T("gather %[1]s into %[2]s: choose one from a land beside it", "%[2]sへ%[1]sを集めます: 隣の土地の駒を選んでください"),
	opDestroy: engine.T("destroy %[1]s in %[2]s: choose which", "%[2]sの%[1]sを破壊します: どれにするか選んでください"),
	opRemove:  engine.T("remove %[1]s from %[2]s: choose which", "%[2]sから%[1]sを取り除きます: どれにするか選んでください"),
}

// piecesText says how many pieces of kinds a word acts on: "up to 2
// explorers or towns", "町1つ" (n 0: as many as there are).
func piecesText(kinds pieceSet, n int8, upTo bool, lang engine.Lang) string {
	many := n != 1 && lang == engine.EN
	var names []string
	for p := range pieceKinds {
		if !kinds.has(p) {
			continue
		}
		name := pieceNames[p].In(lang)
		if many {
			name = strings.TrimPrefix(countText(p, 2, lang), "2 ")
		}
		names = append(names, name)
	}
	if len(names) == 0 {
		names = []string{lang.Pick("piece", "駒")}
		if many {
			names[0] = "pieces"
		}
	}
	if lang == engine.JA {
		w, unit := strings.Join(names, "か"), "つ"
		if kinds == dahan {
			unit = "体"
		}
		switch {
		case n <= 0:
			return w
		case upTo:
			return fmt.Sprintf("%s%d%sまで", w, n, unit)
		}
		return fmt.Sprintf("%s%d%s", w, n, unit)
	}
	w := strings.Join(names, " or ")
	switch {
	case n <= 0:
		return w
	case upTo:
		return fmt.Sprintf("up to %d %s", n, w)
	}
	return fmt.Sprintf("%d %s", n, w)
}

// purposes say what the choice of a continuation's task does, where the
// kind of the task says too little.
var purposes = map[int16]func(st *State, t *task) engine.Text{
	contRemoveHere:         says("choose the land to remove a piece from", "駒を取り除く土地を選んでください"),
	contUnseen:             says("choose the land to remove a piece from", "駒を取り除く土地を選んでください"),
	contTwoExplorersOrTown: says("choose the land to remove 2 explorers or a town from", "遠征隊2つか町1つを取り除く土地を選んでください"),
	contPushOut:            says("choose the land to push invaders out of", "侵略者を押し出す土地を選んでください"),
	contEnheartened:        says("choose the land where a dahan is pushed out or gathered in", "ダハンを押し出すか集める土地を選んでください"),
	contSeekFrom:           says("choose the land an explorer leaves for safety", "遠征隊が離れる土地を選んでください"),
	contSeekTo:             says("choose the land the explorer goes to", "遠征隊の行き先の土地を選んでください"),
	contSeekInto:           says("choose the land to gather an explorer or town into", "遠征隊か町を集める土地を選んでください"),
	contRemoveHealth3:      says("choose the land to remove invaders from", "侵略者を取り除く土地を選んでください"),
	contBelief:             says("choose the land to remove invaders from", "侵略者を取り除く土地を選んでください"),
	contDowngrade:          says("choose the land where a piece is replaced by a lesser one", "駒を1段階下の駒に置き換える土地を選んでください"),
	contDamageHere:         says("choose the land the dahan raid", "ダハンが襲撃する土地を選んでください"),
	contDamagePerDahan:     says("choose the land the dahan raid", "ダハンが襲撃する土地を選んでください"),
	contEnheartenedLand:    says("choose the land to gather dahan into", "ダハンを集める土地を選んでください"),
	contDestroyPresence:    says("choose the land where one of your presence is destroyed", "自分の存在を1つ破壊する土地を選んでください"),
	contForgetOrDestroy:    says("forget a power card, or destroy a presence", "能力カードを1枚失うか、存在を1つ破壊するかを選んでください"),
	contSworn:              says("the dahan destroyed take your presence with them: choose the land where one is destroyed", "破壊されたダハンとともに存在を失います: 存在を1つ破壊する土地を選んでください"),
	contMiningRushIn:       says(landForTown.EN, landForTown.JA),
	contRoyalBackingIn:     says(landForTown.EN, landForTown.JA),
	contEscalateIn: func(st *State, _ *task) engine.Text {
		if st.opts.adversary == prussia {
			return landForTown
		}
		return engine.T("choose the land where the invaders build", "侵略者が建設する土地を選んでください")
	},
	selSetup: func(st *State, t *task) engine.Text {
		name := st.spirit(t.spirit).Name
		return engine.T("choose the land for the starting presence of "+name.EN, name.JA+"の最初の存在を置く土地を選んでください")
	},
	selVengeance: func(st *State, t *task) engine.Text {
		return engine.T(fmt.Sprintf("the dead avenge: choose the land 1 of %d damage falls in", t.n), fmt.Sprintf("死者の復讐: ダメージ(残り%d)のうち1を与える土地を選んでください", t.n))
	},
	selRescue: says("a dahan drowns: choose a coastal land to save it, or its ocean to let it drown", "ダハンが溺れます: 助けるなら沿岸の土地を、溺れさせるなら海を選んでください"),
	choiceAlly: func(st *State, t *task) engine.Text {
		from, to := st.island.Name(t.from), st.island.Name(t.land)
		return engine.T(fmt.Sprintf("a dahan moves from %s to %s: 1 of your presence may go along", from, to),
			fmt.Sprintf("ダハンが%sから%sへ移動します: 存在を1つ一緒に動かせます", from, to))
	},
	contChokeRavage: atLand("the invaders are about to ravage %s, your sacred site: destroy a presence there to stop it?",
		"聖地%sで略奪が起きます: そこの存在を1つ破壊して止めるか選んでください"),
	contChokeBuild: atLand("the invaders are about to build in %s, your sacred site: destroy a presence there to stop it?",
		"聖地%sで建設が起きます: そこの存在を1つ破壊して止めるか選んでください"),
	contMantleOfDread: says("choose a land with your presence to push an explorer and a town from, or stop", "遠征隊と町を1つずつ押し出す、存在のある土地を選んでください(やめることもできます)"),
	contTidalBoon:     says("choose a land with your presence to push 1 town and up to 2 dahan from, or stop", "町1つとダハン2体までを押し出す、存在のある土地を選んでください(やめることもできます)"),
	selBlazing[0]:     blazingLand,
	selBlazing[1]:     blazingLand,
	selGive:           says("you may give a power card from your hand: choose it, or stop", "手札の能力カードを1枚渡せます: 渡すカードを選んでください(やめることもできます)"),
	selPresenceHere:   addPresence,
	selPresenceNear:   addPresence,
	selUnblight:       says("choose the land a blight is removed from", "荒廃を1つ取り除く土地を選んでください"),
	selRepeat:         says("you may pay a played card's cost to use it again this turn: choose it, or stop", "プレイしたカードのコストを払うと、このターンもう一度使えます: カードを選んでください(やめることもできます)"),
	selWings:          says("choose the land the dahan fly to (Defend 5 there)", "ダハンが飛んでいく土地を選んでください(そこに防御5)"),
	selSpread:         says("choose the land this explorer is pushed to", "この遠征隊を押し出す土地を選んでください"),
	selMidnightMajor:  says("keep one of the major powers drawn", "引いた大能力から1枚を選んで取ってください"),
	selMidnightPlay:   says("you may play the new card now, paying its cost: choose it, or stop", "新しいカードを今プレイできます(コストを支払います): 選ぶか、やめてください"),
	selGatherToOcean: atLand("you may move a presence into the ocean %s: choose the land it leaves, or stop",
		"海%sへ存在を1つ移動できます: 存在が離れる土地を選んでください(やめることもできます)"),
	selPushFromOcean: atLand("you may move a presence out of the ocean %s: choose the land it goes to, or stop",
		"海%sから存在を1つ移動できます: 行き先の土地を選んでください(やめることもできます)"),
}

var (
	blazingLand = says("choose the land within 2 of the caster's presence where your destroyed presence returns",
		"唱えた精霊の存在から範囲2以内で、破壊された存在を戻す土地を選んでください")
	addPresence = says("add a presence: choose the land and the track it comes from", "存在を置きます: 土地と、どのトラックから取るかを選んでください")
)

// atLand is a purpose naming the task's land where its formats say %s.
func atLand(en, ja string) func(*State, *task) engine.Text {
	return func(st *State, t *task) engine.Text {
		l := st.island.Name(t.land)
		return engine.T(fmt.Sprintf(en, l), fmt.Sprintf(ja, l))
	}
}

// says is a purpose that is always the same.
func says(en, ja string) func(*State, *task) engine.Text {
	return func(*State, *task) engine.Text { return engine.T(en, ja) }
}
