package spiritisland

import (
	"fmt"
	"slices"
	"strings"

	"shima/engine"
)

// An action packs its kind in bits 24-31 and two numbers in bits 12-23 and
// 0-11:
//
//	growth   option, seat           choose a growth option (from 0); the seat choosing
//	play     card                   play a power card
//	pass     -                      done choosing cards; done with the phase's powers
//	use      power, fast            resolve a power (card index, or 120+innate); fast: 1 when Lightning makes a slow one fast
//	skip     power, fast            skip a power this turn
//	target   0|1|2, land|seat       the land (0) or spirit (1) a power targets; 2: a land with dahan out of range, paying 1 energy (Shadows of the Dahan)
//	push     piece<<3|health, land  push a piece from the land to this land
//	gather   piece<<3|health, land  gather a piece from this land
//	damage   piece<<3|health        deal 1 damage to a piece
//	destroy  piece<<3|health        destroy a piece
//	remove   piece<<3|health        remove a piece
//	stop     -                      stop an "up to" early
//	choose   option                 choose an option of a card
//	presence track, land            add a presence from a track (0 energy, 1 card plays) to a land
//	gain     how, card              gain a power: 0 minor, 1 major, 2 the progression's next (card)
//	pick     card                   keep one of the power cards drawn
//	forget   card                   forget a power card
//	reclaim  card                   take a discarded card back
//	cascade  -, land                where cascading blight goes
//	land     -, land                choose a land (a power's, a fear or blight card's choice)
//	select   0|1, land|card         a land (0) or card (1) a selection lists
const (
	kindGrowth = iota + 1
	kindPlay
	kindPass
	kindUse
	kindSkip
	kindTarget
	kindPush
	kindGather
	kindDamage
	kindDestroy
	kindRemove
	kindStop
	kindChoose
	kindPresence
	kindGain
	kindPick
	kindForget
	kindReclaim
	kindCascade
	kindLand
	kindSelect
)

// targetPaid is a target action's x for a land targeted out of range,
// paying 1 energy (Shadows of the Dahan).
const targetPaid = 2

func pack(kind, x, y int) engine.Action { return engine.Action(kind<<24 | x<<12 | y) }

func kindOf(a engine.Action) int { return int(a >> 24) }

func argsOf(a engine.Action) (int, int) { return int(a>>12) & 0xfff, int(a) & 0xfff }

var (
	passAction = pack(kindPass, 0, 0)
	stopAction = pack(kindStop, 0, 0)
)

// pieceNames name the pieces.
var pieceNames = [pieceKinds]engine.Text{
	Explorer: engine.T("explorer", "遠征隊"),
	Town:     engine.T("town", "町"),
	City:     engine.T("city", "都市"),
	Dahan:    engine.T("dahan", "ダハン"),
}

// pieceCode packs a piece of kind p with h health left into an action's x.
func pieceCode(p Piece, h int8) int { return int(p)<<3 | int(h) }

// pieceOf unpacks pieceCode.
func pieceOf(x int) (Piece, int8) { return Piece(x >> 3), int8(x & 7) }

// pieceText names piece x (pieceCode): "town", "damaged town", or for a
// city that took 2 damage or more, "badly damaged city".
func (st *State) pieceText(x int, lang engine.Lang) string {
	p, h := pieceOf(x)
	name := pieceNames[p].In(lang)
	switch st.hp(p) - h {
	case 0:
		return name
	case 1:
		return lang.Pick("damaged "+name, "ダメージを受けた"+name)
	}
	return lang.Pick("badly damaged "+name, "大きなダメージを受けた"+name)
}

// powerName names power pw of the spirit deciding now.
func (st *State) powerName(s int8, pw int, lang engine.Lang) string {
	if pw >= innateBase {
		return st.spirit(s).Innates[pw-innateBase].Name.In(lang)
	}
	return Powers[pw].Name.In(lang)
}

// decider is the spirit an action of kind would be taken by now (for names
// that depend on the spirit): the task's decider, else the first to move.
func (st *State) decider() int8 {
	if !st.q.empty() {
		return st.q.front().spirit
	}
	if m := st.ToMove(); len(m) > 0 {
		return int8(m[0])
	}
	return 0
}

// Describe gives the text of a in lang: the forms Parse reads.
func (st *State) Describe(a engine.Action, lang engine.Lang) string {
	return st.describe(st.decider(), a, lang)
}

// describe gives the text of a as spirit s's action.
func (st *State) describe(s int8, a engine.Action, lang engine.Lang) string {
	x, y := argsOf(a)
	land := func(l int) string { return st.island.Name(Land(l)) }
	if k := kindOf(a); k == kindUse || k == kindSkip {
		s = int8(y >> 1) // the spirit whose power it is
	}
	if !st.describable(s, kindOf(a), x, y) {
		return fmt.Sprintf("action %d", a)
	}
	switch kindOf(a) {
	case kindGrowth:
		if sum := st.growthSummary(int8(y), x, lang); sum != "" {
			c := engine.SeatColour(engine.Seat(y), lang)
			return lang.Pick(fmt.Sprintf("growth %d (%s): %s", x+1, c, sum), fmt.Sprintf("成長 %d(%s): %s", x+1, c, sum))
		}
		return lang.Pick(fmt.Sprintf("growth %d", x+1), fmt.Sprintf("成長 %d", x+1))
	case kindPlay:
		return lang.Pick("play "+Powers[x].Name.EN, Powers[x].Name.JA+"をプレイ")
	case kindPass:
		return lang.Pick("done", "完了")
	case kindUse:
		name := st.powerName(s, x, lang)
		if x < innateBase && st.spirits[s].played.has(x) && !st.spirits[s].unresolved.has(x) {
			return lang.Pick("repeat "+name, name+"を繰り返す") // Gift of Strength
		}
		if y&1 == 1 {
			return lang.Pick("use "+name+" as fast", name+"を即効で使う")
		}
		return lang.Pick("use "+name, name+"を使う")
	case kindSkip:
		return lang.Pick("skip "+st.powerName(s, x, lang), st.powerName(s, x, lang)+"を使わない")
	case kindTarget:
		if x == 1 {
			c := engine.SeatColour(engine.Seat(y), lang)
			return lang.Pick("target spirit "+c, "対象 "+c+"の精霊")
		}
		if x == targetPaid {
			return lang.Pick("target land "+land(y)+" paying 1 energy", "対象 "+land(y)+"(精霊力を1支払う)")
		}
		return lang.Pick("target land "+land(y), "対象 "+land(y))
	case kindPush:
		return lang.Pick(fmt.Sprintf("push %s%s to %s", st.pieceText(x, lang), st.withLand(" %s"), land(y)), fmt.Sprintf("%s%sを%sへ押し出す", st.withLand("%sの"), st.pieceText(x, lang), land(y)))
	case kindGather:
		return lang.Pick(fmt.Sprintf("gather %s from %s%s", st.pieceText(x, lang), land(y), st.withLand(" to %s")), fmt.Sprintf("%sの%sを%s集める", land(y), st.pieceText(x, lang), st.withLand("%sへ")))
	case kindDamage:
		return lang.Pick("damage "+st.pieceText(x, lang)+st.withLand(" %s"), st.withLand("%sの")+st.pieceText(x, lang)+"に1ダメージ")
	case kindDestroy:
		return lang.Pick("destroy "+st.pieceText(x, lang)+st.withLand(" %s"), st.withLand("%sの")+st.pieceText(x, lang)+"を破壊")
	case kindRemove:
		return lang.Pick("remove "+st.pieceText(x, lang)+st.withLand(" %s"), st.withLand("%sの")+st.pieceText(x, lang)+"を取り除く")
	case kindStop:
		return lang.Pick("stop", "やめる")
	case kindChoose:
		if !st.q.empty() && st.q.front().op == opChoose {
			if texts := choiceTexts[st.q.front().arg]; x < len(texts) {
				return texts[x].In(lang)
			}
		}
		return lang.Pick(fmt.Sprintf("option %d", x+1), fmt.Sprintf("選択肢 %d", x+1))
	case kindPresence:
		track := lang.Pick("energy", "精霊力")
		switch x {
		case trackCards:
			track = lang.Pick("card", "カードプレイ")
		case trackDestroyed:
			return lang.Pick("destroyed presence to "+land(y), "破壊された存在を"+land(y)+"へ")
		}
		return lang.Pick(fmt.Sprintf("presence from %s track to %s", track, land(y)), fmt.Sprintf("%sトラックの存在を%sへ", track, land(y)))
	case kindGain:
		switch x {
		case gainMinor:
			return lang.Pick("gain minor", "小能力を得る")
		case gainMajor:
			return lang.Pick("gain major", "大能力を得る")
		}
		return lang.Pick("gain "+Powers[y].Name.EN, Powers[y].Name.JA+"を得る")
	case kindPick:
		return lang.Pick("take "+Powers[x].Name.EN, Powers[x].Name.JA+"を取る")
	case kindForget:
		return lang.Pick("forget "+Powers[x].Name.EN, Powers[x].Name.JA+"を忘れる")
	case kindReclaim:
		return lang.Pick("reclaim "+Powers[x].Name.EN, Powers[x].Name.JA+"を回収")
	case kindCascade:
		return lang.Pick("blight to "+land(y), "荒廃を"+land(y)+"へ")
	case kindLand:
		return lang.Pick("choose land "+land(y), land(y)+"を選ぶ")
	case kindSelect:
		if x == 1 {
			return lang.Pick("choose "+Powers[y].Name.EN, Powers[y].Name.JA+"を選ぶ")
		}
		return lang.Pick("choose "+land(y), land(y)+"を選ぶ")
	}
	return fmt.Sprintf("action %d", a)
}

// describable reports whether describe can name an action of kind with
// arguments x, y as spirit s's: the cards and pieces it names exist (an
// action refused may be any number).
func (st *State) describable(s int8, kind, x, y int) bool {
	card := func(c int) bool { return c < len(Powers) }
	switch kind {
	case kindPlay, kindPick, kindForget, kindReclaim:
		return card(x)
	case kindUse, kindSkip:
		return s >= 0 && s < st.seats && (card(x) || x >= innateBase && x-innateBase < len(st.spirit(s).Innates))
	case kindPush, kindGather, kindDamage, kindDestroy, kindRemove:
		return x>>3 < int(pieceKinds)
	case kindGain:
		return x == gainMinor || x == gainMajor || card(y)
	case kindSelect:
		return x != 1 || card(y)
	}
	return true
}

// Parse reads an action's text, in either language: one of the legal
// actions of the spirits to move, as Describe writes it.
func (st *State) Parse(text string) (engine.Action, error) {
	want := engine.Normalize(text)
	var buf [256]engine.Action
	var examples []string
	for _, seat := range st.ToMove() {
		for _, a := range st.Legal(seat, buf[:0]) {
			for _, lang := range engine.Langs {
				if engine.Normalize(st.describe(int8(seat), a, lang)) == want || engine.Normalize(st.short(int8(seat), a, lang)) == want {
					return a, nil
				}
			}
			if len(examples) < 4 {
				examples = append(examples, st.describe(int8(seat), a, engine.EN))
			}
		}
	}
	return 0, engine.Reject(
		fmt.Sprintf("%q is not an action open now (try %s)", text, quoteList(examples)),
		fmt.Sprintf("「%s」は今できる行動ではありません(例: %s)", text, quoteList(examples)))
}

// Moves, damage, destruction and removal name the land the power works
// in ("push explorer A5 to A4", "damage town A3"); typed, the land may be
// left out ("push explorer to A4"): short is that form.
func (st *State) short(s int8, a engine.Action, lang engine.Lang) string {
	switch kindOf(a) {
	case kindPush, kindGather, kindDamage, kindDestroy, kindRemove:
		c := *st
		c.q = queue{}
		return c.describe(s, a, lang)
	case kindGrowth:
		x, _ := argsOf(a)
		return lang.Pick(fmt.Sprintf("growth %d", x+1), fmt.Sprintf("成長 %d", x+1))
	}
	return st.describe(s, a, lang)
}

// growthSummary says what spirit s's growth option i does, in lang:
// "reclaim all, gain a power, +1 energy"; "" for an option it has not.
func (st *State) growthSummary(s int8, i int, lang engine.Lang) string {
	if s < 0 || s >= st.seats {
		return ""
	}
	g := &st.spirit(s).Growth
	if i >= len(g.Options) {
		return ""
	}
	var parts []string
	for _, ga := range append(g.Always[:len(g.Always):len(g.Always)], g.Options[i]...) {
		var p string
		switch ga.Kind {
		case ReclaimAll:
			p = lang.Pick("reclaim all", "全て回収")
		case ReclaimOne:
			p = lang.Pick("reclaim one", "1枚回収")
		case GainPowerCard:
			p = lang.Pick("gain a power", "能力を得る")
		case GainEnergy:
			p = lang.Pick(fmt.Sprintf("+%d energy", ga.Amount), fmt.Sprintf("精霊力+%d", ga.Amount))
		case AddPresence:
			p = presenceWords(ga, lang)
		case GainCardPlay:
			p = lang.Pick(fmt.Sprintf("+%d card play", ga.Amount), fmt.Sprintf("カードプレイ+%d", ga.Amount))
		default:
			p = lang.Pick("move presence by the ocean", "海の存在を動かす")
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, lang.Pick(", ", "、"))
}

// presenceWords says where growth's add-presence ga may put the presence:
// "a presence at range 4 in a land with dahan or invaders", "存在(どこでも、海)".
func presenceWords(ga GrowthAction, lang engine.Lang) string {
	en, jp := "a presence anywhere", []string{"どこでも"}
	if ga.Range >= 0 {
		en, jp = fmt.Sprintf("a presence at range %d", ga.Range), []string{fmt.Sprintf("範囲%d", ga.Range)}
	}
	var enNames, jaNames []string
	for t := range Terrain(terrains) {
		if ga.Target.Terrains.Has(t) {
			enNames, jaNames = append(enNames, terrainTexts[t].In(engine.EN)), append(jaNames, terrainTexts[t].In(engine.JA))
		}
	}
	if len(enNames) > 0 {
		article := "a "
		if strings.ContainsRune("aeiou", rune(enNames[0][0])) {
			article = "an "
		}
		en += " in " + article + strings.Join(enNames, " or ")
		jp = append(jp, strings.Join(jaNames, "か"))
	}
	for _, f := range targetFilters {
		if ga.Target.Filter&f.bit != 0 {
			en += " in " + f.land.In(engine.EN)
			jp = append(jp, f.land.In(engine.JA))
		}
	}
	return lang.Pick(en, "存在("+strings.Join(jp, "、")+")")
}

// workLand is the land of the task waiting, where pieces are moved,
// damaged, destroyed or removed, or NoLand.
func (st *State) workLand() Land {
	if st.q.empty() {
		return NoLand
	}
	return st.q.front().land
}

// withLand writes the land of the task waiting into format ("%s" is its
// name: " %s", "%sの", " to %s"), or "" without one.
func (st *State) withLand(format string) string {
	if l := st.workLand(); l >= 0 {
		return fmt.Sprintf(format, st.island.Name(l))
	}
	return ""
}

func quoteList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", x)
	}
	return strings.Join(q, ", ")
}

// refuse says why seat may not take action a now.
func (st *State) refuse(seat engine.Seat, a engine.Action) error {
	if st.step == stepOver {
		return engine.Reject("the game is over", "ゲームは終わっています")
	}
	if !slices.Contains(st.ToMove(), seat) {
		return engine.Reject("it is not this spirit's decision now", "今はこの精霊が決める番ではありません")
	}
	return engine.Rejectf("%s is not open now", "今は「%s」はできません", st.describe(int8(seat), a, engine.EN))
}
