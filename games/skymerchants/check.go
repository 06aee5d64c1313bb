package skymerchants

import (
	"shima/engine"
)

// check returns why seat s may not play a now, in both languages, or nil.
func (st *State) check(s engine.Seat, a engine.Action) error {
	if st.step == stepOver {
		return engine.Reject("the game is over", "ゲームは終了しています")
	}
	if s != st.toMove[0] {
		return engine.Rejectf("it is %s's turn", "%sの手番です", engine.SeatColourText(st.toMove[0]))
	}
	me := int(s)
	need, ok := stepOf(kindOf(a))
	if !ok || !canonical(a) {
		return engine.Rejectf("%d is not an action of this game", "%dはこのゲームの行動ではありません", a)
	}
	if need != st.step {
		return engine.Reject("that is not what this step of the turn is for: "+stepText[st.step].EN, "今はその行動の段階ではありません: "+stepText[st.step].JA)
	}
	switch kindOf(a) {
	case kindPlace:
		return st.checkPlace(me, a)
	case kindDiscard:
		return st.checkDiscard(me, int8(a&0x3f))
	case kindHouse, kindTower, kindHarbour:
		return st.checkBuild(me, a)
	case kindTrade:
		give, get := tradeOf(a)
		switch {
		case give >= Cubes || get >= Cubes:
			return engine.Reject("trade red, white and blue cubes", "交換できるのは赤・白・青の資源です")
		case give == get:
			return engine.Reject("trade for another colour", "別の色と交換してください")
		case st.cubes[me][give] < TradeIn:
			return engine.Rejectf("you need 3 %s cubes to trade", "交換には%sが3つ必要です", colourTexts[give])
		case st.supply[get] == 0:
			return engine.Rejectf("the supply has no %s cube", "サプライに%sがありません", colourTexts[get])
		}
	case kindReturn:
		if a&3 >= Cubes {
			return engine.Reject("cubes are red, white or blue", "資源は赤・白・青です")
		}
		if st.cubes[me][a&3] == 0 {
			return engine.Rejectf("you have no %s cube", "%sを持っていません", colourTexts[Colour(a&3)])
		}
	}
	return nil
}

// stepOf is the step in which actions of kind k are played.
func stepOf(k int) (step, bool) {
	switch k {
	case kindPlace, kindDiscard:
		return stepPlace, true
	case kindHouse, kindTower, kindHarbour, kindDoneBuilding:
		return stepBuild, true
	case kindTrade, kindDoneTrading:
		return stepTrade, true
	case kindReturn:
		return stepReturn, true
	}
	return 0, false
}

var stepText = map[step]engine.Text{
	stepPlace:  engine.T("lay a tile", "タイルを置く段階です"),
	stepBuild:  engine.T("build, or finish building", "建設するか、建設を終える段階です"),
	stepTrade:  engine.T("trade cubes, or finish trading", "資源を交換するか、交換を終える段階です"),
	stepReturn: engine.T("give back cubes down to three", "資源を3つまで戻す段階です"),
	stepOver:   engine.T("the game is over", "ゲームは終了しています"),
}

func (st *State) inHand(me int, t int8) bool {
	return t >= 0 && t < TileCount && (st.hands[me][0] == t || st.hands[me][1] == t)
}

// noSuchTile refuses a tile number that names no tile of a hand.
func noSuchTile(n int) error {
	return engine.Rejectf("there is no tile %d: the tiles to lay are numbered 1 to %d", "タイル%dはありません。置くタイルは1〜%dです", n, TileCount)
}

func (st *State) checkPlace(me int, a engine.Action) error {
	t, x, y, rot := placeOf(a)
	if t < 0 || t >= TileCount {
		return noSuchTile(int(t) + 1)
	}
	if !st.inHand(me, t) {
		return engine.Rejectf("tile %d is not in your hand", "タイル%dは手札にありません", t+1)
	}
	if st.slotAt(x, y) >= 0 {
		return engine.Rejectf("%d,%d already has a tile", "%d,%dにはすでにタイルがあります", x, y)
	}
	if !st.fits(t, x, y, rot) {
		return engine.Rejectf("tile %d does not fit at %d,%d turned that way: it must touch a tile and meet island to island, sky to sky",
			"タイル%dはその向きで%d,%dに置けません。タイルに接し、島は島と、空は空と接しなければなりません", t+1, x, y)
	}
	if repeatTurn[t][rot] {
		return engine.Reject("that turn gives the same tile as a smaller one: use the smaller turn", "その回転はより小さい回転と同じ配置です。小さい方を使ってください")
	}
	return nil
}

func (st *State) checkDiscard(me int, t int8) error {
	if t < 0 || t >= TileCount {
		return noSuchTile(int(t) + 1)
	}
	if !st.inHand(me, t) {
		return engine.Rejectf("tile %d is not in your hand", "タイル%dは手札にありません", t+1)
	}
	var buf [4]engine.Action
	for _, a := range st.Legal(engine.Seat(me), buf[:0]) {
		if kindOf(a) == kindPlace {
			return engine.Reject("a tile of your hand fits: you may discard only when none does", "手札のタイルが置けるので廃棄できません(どれも置けないときだけ廃棄できます)")
		}
	}
	return nil
}

func (st *State) checkBuild(me int, a engine.Action) error {
	x, y, r := buildOf(a)
	i := st.slotAt(x, y)
	if i < 0 || r >= len(tileAt(st.placed[i].tile).Regions) {
		return engine.Rejectf("there is no island part %d on a tile at %d,%d", "%d,%dのタイルに島%dはありません", r+1, x, y)
	}
	if !st.canPay(me) {
		return engine.Reject("a building costs one red, one white and one blue cube", "建物には赤・白・青の資源が1つずつ必要です")
	}
	p := &st.placed[i]
	switch kindOf(a) {
	case kindHouse:
		if p.house[r] != noSeat {
			return engine.Reject("that island part has a trading house already", "その島にはすでに商館があります")
		}
		if st.houses[me] == 0 {
			return engine.Reject("you have no trading house left to build", "建てられる商館が残っていません")
		}
		return nil
	}
	if p.house[r] != int8(me) {
		return engine.Reject("towers and harbours go on your own trading houses", "塔と港は自分の商館に付けます")
	}
	if kindOf(a) == kindTower {
		switch {
		case p.tower&(1<<r) != 0:
			return engine.Reject("that house has a tower already", "その商館にはすでに塔があります")
		case st.towers == 0:
			return engine.Reject("the supply has no tower left", "サプライに塔がありません")
		case st.islandTowered(i, r):
			return engine.Reject("that island has a towered house already", "そのひとつなぎの島にはすでに塔付き商館があります")
		}
		return nil
	}
	switch {
	case p.harbour&(1<<r) != 0:
		return engine.Reject("that house has a harbour already", "その商館にはすでに港があります")
	case st.harbours == 0:
		return engine.Reject("the supply has no harbour left", "サプライに港がありません")
	}
	return nil
}
