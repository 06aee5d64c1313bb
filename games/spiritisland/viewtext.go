package spiritisland

import (
	"fmt"
	"strings"

	"shima/engine"
)

// The view drawn for a terminal, in English or Japanese, at most
// textWidth columns: the invader board, fear and blight, then the island
// a land a line (two when it is crowded), the spirits' panels, and the
// decisions waiting. It is drawn from the view alone, so it shows nothing
// the view hides.

const textWidth = 100

// Words of the text.
var (
	stepNames = [...]engine.Text{
		stepSpirit: engine.T("spirit phase", "精霊フェイズ"), stepFast: engine.T("fast powers", "即効能力フェイズ"),
		stepInvader: engine.T("invader phase", "侵略者フェイズ"), stepSlow: engine.T("slow powers", "遅発能力フェイズ"),
		stepOver: engine.T("game over", "ゲーム終了"),
	}
	terrainTexts = [terrains]engine.Text{
		Ocean: engine.T("ocean", "海"), Jungle: engine.T("jungle", "ジャングル"), Mountain: engine.T("mountain", "山"),
		Sands: engine.T("sands", "砂地"), Wetland: engine.T("wetland", "湿地"),
	}
	// pieceMarks are the pieces' short marks on the island's lines.
	pieceMarks = [pieceKinds]engine.Text{
		Explorer: engine.T("E", "遠"), Town: engine.T("T", "町"), City: engine.T("C", "都"), Dahan: engine.T("D", "ダ"),
	}
	// effectTexts say the one-turn land effects (effectKeys).
	effectTexts = [landEffects]engine.Text{
		engine.T("no ravage", "略奪なし"), engine.T("no build", "建設なし"), engine.T("no explore", "遠征なし"),
		engine.T("ravage spares the dahan", "略奪でダハンは無傷"), engine.T("blight stays on the card", "荒廃はカードに残る"),
		engine.T("dahan +4 health", "ダハン体力+4"), engine.T("dahan ignore damage and destroy", "ダハンはダメージ・破壊を受けない"),
		engine.T("the dead avenge destroyed pieces", "破壊されたコマを死者が復讐"), engine.T("vengeance reaches next door", "復讐は隣接地にも"),
		engine.T("dahan strike back at once", "ダハンは同時に反撃"), engine.T("fear here adds Defend", "ここで生じた不安だけ防御"),
	}
	stageNames = [...]string{"", "I", "II", "III"}
)

// Text draws the view for a terminal in lang.
func (v *View) Text(lang engine.Lang) string {
	var b strings.Builder
	line := func(s string) { b.WriteString(strings.TrimRight(s, " ") + "\n") }

	line(fmt.Sprintf(lang.Pick("Spirit Island · round %d · %s · boards %s", "スピリット・アイランド ・ ラウンド%d ・ %s ・ 島ボード%s"),
		v.Round, v.stepName(lang), v.Boards))
	if v.Over {
		how := lang.Pick("The spirits lose: ", "精霊たちの敗北: ")
		if v.Won {
			how = lang.Pick("The spirits win: ", "精霊たちの勝利: ")
		}
		line(how + Game{}.Info().Ends[v.End].In(lang))
	}
	v.adversaryText(lang, line)
	v.invaderText(lang, line)
	v.fearText(lang, line)
	line("")
	line(lang.Pick("Island (E explorer, T town, C city, D dahan; T:1 a town with 1 health left)",
		"島(遠 遠征隊、町 町、都 都市、ダ ダハン。町:1 は体力が1残った町)"))
	for i := range v.Lands {
		for _, l := range v.landLines(&v.Lands[i], lang) {
			line(l)
		}
	}
	for i := range v.Spirits {
		line("")
		v.spiritText(&v.Spirits[i], lang, line)
	}
	if len(v.Decisions) > 0 {
		line("")
		line(lang.Pick("To decide:", "決定待ち:"))
		for _, d := range v.Decisions {
			var opts []string
			for _, o := range d.Options {
				opts = append(opts, o.In(lang))
			}
			for _, l := range wrapWords("  ", engine.SeatColour(d.Seat, lang)+" — "+d.Prompt.In(lang), lang == engine.JA) {
				line(l)
			}
			for _, l := range wrapList("    ", opts, " | ") {
				line(l)
			}
		}
	}
	return b.String()
}

func (v *View) stepName(lang engine.Lang) string {
	for s, k := range stepKeys {
		if k == v.Step {
			return stepNames[s].In(lang)
		}
	}
	return v.Step
}

// invaderText draws the invader board.
func (v *View) invaderText(lang engine.Lang, line func(string)) {
	card := func(c *viewInvaderCard) string {
		if c == nil {
			return "-"
		}
		return invaderCardName(c.Key, lang) + " → " + strings.Join(c.Lands, " ")
	}
	inv := &v.Invaders
	line(lang.Pick("Invaders  ravage:  ", "侵略者    略奪: ") + card(inv.Ravage))
	line(lang.Pick("          build:   ", "          建設: ") + card(inv.Build))
	line(lang.Pick("          explore: ", "          遠征: ") + card(inv.Explore))
	next := lang.Pick("empty", "なし")
	if inv.Deck > 0 {
		next = fmt.Sprintf(lang.Pick("%d cards, next stage %s", "%d枚、次はステージ%s"), inv.Deck, stageNames[inv.NextStage])
	}
	var discard []string
	for _, k := range inv.Discard {
		discard = append(discard, invaderCardName(k, lang))
	}
	if len(discard) == 0 {
		discard = []string{"-"}
	}
	for _, l := range wrapList(fmt.Sprintf(lang.Pick("          deck: %s; discard: ", "          デック: %s、捨て札: "), next), discard, listSep(lang)) {
		line(l)
	}
}

// invaderCardName names an invader card: its terrains (or the coast) and stage.
func invaderCardName(key string, lang engine.Lang) string {
	c := &InvaderCards[InvaderByKey[key]]
	var parts []string
	if c.Coastal {
		parts = append(parts, lang.Pick("coastal", "沿岸"))
	}
	for t := range terrains {
		if c.Terrains.Has(t) {
			parts = append(parts, terrainTexts[t].In(lang))
		}
	}
	return strings.Join(parts, "+") + " " + stageNames[c.Stage]
}

// fearText draws fear and blight.
func (v *View) fearText(lang engine.Lang, line func(string)) {
	ja := lang == engine.JA
	f := &v.Fear
	terror := fmt.Sprint(f.Terror)
	if f.Terror > 3 {
		terror = lang.Pick("victory", "勝利")
	}
	line(fmt.Sprintf(lang.Pick("Fear      pool %d, generated %d; earned cards waiting %d; deck %d", "不安      プール%d、生み出された不安%d、獲得した不安カード%d枚、デック%d枚"),
		f.Pool, f.Generated, f.Earned, f.Deck))
	next := ""
	if f.Terror <= 3 {
		next = fmt.Sprintf(lang.Pick(" (%d more cards to the next)", "(次まであと%d枚)"), f.ToNext)
	}
	line(fmt.Sprintf(lang.Pick("Terror    level %s%s; to win now: %s", "恐怖      レベル%s%s、今の勝利条件: %s"), terror, next, f.Victory.In(lang)))
	if len(f.Revealed) > 0 {
		line(lang.Pick("Face up   ", "表向き    ") + strings.Join(f.Revealed, ", "))
	}
	bl := &v.Blight
	var state string
	switch {
	case !bl.Card:
		state = lang.Pick("no blight card", "荒廃カードなし")
	case bl.Blighted:
		state = fmt.Sprintf(lang.Pick("blighted island: %s", "荒廃した島: %s"), bl.Name.In(lang))
	default:
		state = lang.Pick("healthy island", "健常な島")
	}
	line(fmt.Sprintf(lang.Pick("Blight    %d on the card (%s)", "荒廃      カード上に%d個(%s)"), bl.Pool, state))
	if bl.Blighted && bl.Text != nil {
		for _, l := range wrapWords("          ", bl.Text.In(lang), ja) {
			line(l)
		}
	}
}

// landLines draws a land: its name, terrain and pieces, then blight,
// presence, defend and effects, on a second line when one is too long.
func (v *View) landLines(vl *viewLand, lang engine.Lang) []string {
	lp := &vl.landPos
	if vl.Terrain == "ocean" && lp.empty() {
		return nil
	}
	t, _ := lookupKey[Terrain](terrainKeys[:], vl.Terrain, "", "")
	head := "  " + vl.Land + " " + engine.PadRight(terrainTexts[t].In(lang), 10) + " "
	coast := ""
	if vl.Coastal {
		coast = lang.Pick("coastal", "沿岸")
	}
	head += engine.PadRight(coast, 7) + " "
	var pieces []string
	for _, pc := range []struct {
		n int
		p Piece
		h string
	}{{lp.Explorer, Explorer, ""}, {lp.Town, Town, ""}, {lp.Town2, Town, ":2"}, {lp.Town1, Town, ":1"}, {lp.City, City, ""},
		{lp.City3, City, ":3"}, {lp.City2, City, ":2"},
		{lp.City1, City, ":1"}, {lp.Dahan, Dahan, ""}, {lp.Dahan1, Dahan, ":1"}} {
		if pc.n > 0 {
			pieces = append(pieces, fmt.Sprintf("%s%s×%d", pieceMarks[pc.p].In(lang), pc.h, pc.n))
		}
	}
	var more []string
	if lp.Blight > 0 {
		more = append(more, fmt.Sprintf(lang.Pick("blight %d", "荒廃%d"), lp.Blight))
	}
	var pres []string
	for s, n := range lp.Presence {
		if n > 0 {
			pres = append(pres, fmt.Sprintf("%s %d", engine.SeatColour(engine.Seat(s), lang), n))
		}
	}
	if len(pres) > 0 {
		more = append(more, lang.Pick("presence ", "存在 ")+strings.Join(pres, listSep(lang)))
	}
	if lp.Defend > 0 {
		more = append(more, fmt.Sprintf(lang.Pick("defend %d", "防御%d"), lp.Defend))
	}
	for _, e := range lp.Effects {
		if i, err := lookupKey[int](effectKeys[:], e, "", ""); err == nil {
			more = append(more, effectTexts[i].In(lang))
		} else {
			more = append(more, e)
		}
	}
	if lp.Avenge > 0 {
		more = append(more, fmt.Sprintf(lang.Pick("%d vengeance damage owed", "復讐のダメージ%d"), lp.Avenge))
	}
	first := head + strings.Join(pieces, " ")
	if len(pieces) == 0 {
		first = head + "-"
	}
	if len(more) == 0 {
		return []string{first}
	}
	rest := strings.Join(more, " · ")
	if engine.Width(first)+3+engine.Width(rest) <= textWidth {
		return []string{first + " · " + rest}
	}
	return append([]string{first}, wrapList(strings.Repeat(" ", engine.Width(head)), more, " · ")...)
}

// spiritText draws a spirit's panel and cards.
func (v *View) spiritText(vs *viewSpirit, lang engine.Lang, line func(string)) {
	line(engine.SeatColour(vs.Seat, lang) + lang.Pick(" · ", " ・ ") + vs.Name.In(lang))
	line(fmt.Sprintf(lang.Pick("    energy %d (+%d a turn) · plays %d · presence %d on the island, %d destroyed",
		"    精霊力%d(毎ターン+%d) ・ プレイ%d枚 ・ 島の存在%d、破壊%d"), vs.Energy, vs.Income, vs.Plays, vs.Presence, vs.Destroyed))
	if vs.Drowned > 0 {
		line(fmt.Sprintf(lang.Pick("    drowned invaders: health %d toward the next energy", "    溺れた侵略者: 次の精霊力まで体力%d"), vs.Drowned))
	}
	track := func(name string, t viewTrack) string {
		next := lang.Pick("full", "最後まで")
		if t.Next != nil {
			next = lang.Pick("next ", "次は") + spaceText(t.Next, lang)
		}
		return fmt.Sprintf(lang.Pick("%s track %d/%d, %s", "%sトラック %d/%d、%s"), name, t.Uncovered, t.Spaces, next)
	}
	line("    " + track(lang.Pick("energy", "精霊力"), vs.EnergyTrack) + " · " + track(lang.Pick("card", "カードプレイ"), vs.CardTrack))
	var els []string
	for e := range elements {
		if n := vs.Elements[elementKeys[e]]; n > 0 {
			els = append(els, fmt.Sprintf("%s %d", elementTexts[e].In(lang), n))
		}
	}
	var inn []string
	for _, in := range vs.Innates {
		s := fmt.Sprintf("%s %d/%d", innateName(in.Key, lang), in.Levels, in.Of)
		if in.Used {
			s += lang.Pick(" (used)", "(使用済み)")
		}
		inn = append(inn, s)
	}
	for _, row := range []struct {
		label engine.Text
		items []string
		sep   string
	}{
		{engine.T("elements: ", "エレメント: "), els, ""},
		{engine.T("innate: ", "先天能力: "), inn, ""},
		{engine.T("hand: ", "手札: "), powerNames(vs.Hand, lang), ""},
		{engine.T("played: ", "プレイ済み: "), powerNames(vs.Played, lang), ""},
		{engine.T("discard: ", "捨て札: "), powerNames(vs.Discard, lang), ""},
		{engine.T("to resolve: ", "解決できる能力: "), usableNames(vs.Usable, lang), ""},
		{engine.T("drawn: ", "引いたカード: "), powerNames(vs.Drawn, lang), ""},
		{engine.T("this turn: ", "このターン: "), turnTexts(&vs.Turn, lang), " · "},
	} {
		sep := row.sep
		if sep == "" {
			sep = listSep(lang)
		}
		if len(row.items) > 0 {
			for _, l := range wrapList("    "+row.label.In(lang), row.items, sep) {
				line(l)
			}
		}
	}
}

// turnTexts say what powers gave a spirit for this turn.
func turnTexts(vt *viewTurn, lang engine.Lang) []string {
	var out []string
	if vt.Boon > 0 || vt.MadeFast > 0 {
		out = append(out, fmt.Sprintf(lang.Pick("%d slow as fast (%d used)", "遅発を即効で%d(%d使用)"), vt.Boon, vt.MadeFast))
	}
	if vt.Repeat > 0 {
		out = append(out, fmt.Sprintf(lang.Pick("may repeat a card costing under %d", "コスト%d未満のカードを繰り返せる"), vt.Repeat))
	}
	if len(vt.Repeated) > 0 {
		out = append(out, lang.Pick("repeated ", "繰り返し済み ")+strings.Join(powerNames(vt.Repeated, lang), listSep(lang)))
	}
	if vt.Reach > 0 {
		out = append(out, fmt.Sprintf(lang.Pick("range +%d", "範囲+%d"), vt.Reach))
	}
	if vt.Keep > 0 {
		out = append(out, fmt.Sprintf(lang.Pick("keeps %d played", "プレイしたカード%d枚を手札に戻せる"), vt.Keep))
	}
	if len(vt.Again) > 0 {
		out = append(out, lang.Pick("uses again ", "もう一度使う ")+strings.Join(powerNames(vt.Again, lang), listSep(lang)))
	}
	if len(vt.Entwined) > 0 {
		var with []string
		for _, s := range vt.Entwined {
			with = append(with, engine.SeatColour(s, lang))
		}
		out = append(out, lang.Pick("range from ", "範囲の起点に ")+strings.Join(with, listSep(lang))+lang.Pick("'s presence too", "の存在も"))
	}
	return out
}

// spaceText says what a track space gives.
func spaceText(sp *viewSpace, lang engine.Lang) string {
	var parts []string
	if sp.Energy > 0 {
		parts = append(parts, fmt.Sprintf(lang.Pick("%d energy", "精霊力%d"), sp.Energy))
	}
	if sp.Plays > 0 {
		parts = append(parts, fmt.Sprintf(lang.Pick("%d plays", "プレイ%d枚"), sp.Plays))
	}
	if sp.Element != "" {
		e, _ := lookupKey[Element](elementKeys[:], sp.Element, "", "")
		parts = append(parts, elementTexts[e].In(lang))
	}
	if sp.AnyElement {
		parts = append(parts, lang.Pick("any element", "任意のエレメント"))
	}
	if sp.ReclaimOne {
		parts = append(parts, lang.Pick("reclaim one", "1枚回収"))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, "+")
}

// powerNames names power cards by key.
func powerNames(keys []string, lang engine.Lang) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = Powers[PowerByKey[k]].Name.In(lang)
	}
	return out
}

// innateName names an innate power by key.
func innateName(key string, lang engine.Lang) string {
	for i := range Spirits {
		for _, in := range Spirits[i].Innates {
			if in.Key == key {
				return in.Name.In(lang)
			}
		}
	}
	return key
}

// usableNames names the powers a spirit may resolve.
func usableNames(us []viewUsable, lang engine.Lang) []string {
	var out []string
	for _, u := range us {
		name := innateName(u.Power, lang)
		if c, ok := PowerByKey[u.Power]; ok {
			name = Powers[c].Name.In(lang)
		}
		if u.MadeFast {
			name += lang.Pick(" (as fast)", "(即効で)")
		}
		out = append(out, name)
	}
	return out
}

// wrapList writes items after head, separated by sep, in lines of at most
// textWidth columns; lines after the first are indented under the items.
func wrapList(head string, items []string, sep string) []string {
	var out []string
	indent := strings.Repeat(" ", min(engine.Width(head), 24))
	cur := head
	fresh := true
	glue := ""
	if strings.HasSuffix(sep, " ") {
		glue = " "
	}
	for i, it := range items {
		piece := it
		if i < len(items)-1 {
			piece += strings.TrimRight(sep, " ")
		}
		if !fresh && engine.Width(cur)+len(glue)+engine.Width(piece) > textWidth {
			out = append(out, cur)
			cur, fresh = indent, true
		}
		if !fresh {
			cur += glue
		}
		cur += piece
		fresh = false
	}
	return append(out, cur)
}

// wrapWords wraps a sentence to textWidth columns after indent: at spaces
// in English, anywhere in Japanese.
func wrapWords(indent, text string, ja bool) []string {
	if !ja {
		return wrapList(indent, strings.Fields(text), " ")
	}
	var out []string
	cur := indent
	for _, r := range text {
		if engine.Width(cur)+engine.Width(string(r)) > textWidth {
			out = append(out, cur)
			cur = indent
		}
		cur += string(r)
	}
	return append(out, cur)
}

// listSep separates the items of a list.
func listSep(lang engine.Lang) string { return lang.Pick(", ", "、") }
