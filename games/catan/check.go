package catan

import (
	"fmt"

	"shima/engine"
)

// check returns why seat s may not play a now, or nil.
func (st *State) check(s engine.Seat, a engine.Action) error {
	if st.step == stepOver {
		return engine.Reject("the game is over", "ゲームは終了しています")
	}
	if s < 0 || int(s) >= int(st.seats) || !st.moves(int8(s)) {
		who := st.ToMove()[0]
		return engine.Rejectf("it is %s's turn", "%sの番です", engine.SeatColourText(who))
	}
	p := int8(s)
	x, y := argsOf(a)
	b := st.board()
	want := func(steps ...step) error {
		for _, w := range steps {
			if st.step == w {
				return nil
			}
		}
		return st.notNow(a)
	}
	switch kindOf(a) {
	case kindSettle:
		if err := want(stepSetupSettle, stepMain, stepSpecialBuild); err != nil {
			return err
		}
		if x >= b.Vertices() || y != 0 {
			return engine.Rejectf("there is no intersection %d", "交差点%dはありません", x+1)
		}
		if st.step == stepSetupSettle {
			free := st.settleable()
			if !free.has(x) {
				return engine.Rejectf("intersection %d is taken, next to a building or off the land", "交差点%dは使われているか、建物の隣か、陸地に接していません", x+1)
			}
			return nil
		}
		spots := st.settlementSpots(p)
		switch {
		case !spots.has(x):
			return engine.Rejectf("a settlement at %d must be at the end of your road, with no building at or next to it", "%dの開拓地は自分の街道の先で、その交差点と隣に建物がない場所に建てます", x+1)
		case st.settlementsLeft(p) == 0:
			return engine.Reject("you have no settlement left to build", "建てられる開拓地が残っていません")
		}
		return st.affords(p, &settlementCost)
	case kindRoad:
		if err := want(stepSetupRoad, stepMain, stepSpecialBuild, stepRoadBuilding); err != nil {
			return err
		}
		if x >= b.Edges() || y != 0 {
			return engine.Rejectf("there is no path %d", "道%dはありません", x+1)
		}
		if st.step == stepSetupRoad {
			ends := b.EdgeVertices[x]
			if st.paths.has(x) || (ends[0] != int(st.last) && ends[1] != int(st.last)) {
				return engine.Rejectf("the road must start at the settlement just placed, %d", "街道は置いたばかりの開拓地(%d)から伸ばします", int(st.last)+1)
			}
			return nil
		}
		spots := st.roadSpots(p)
		switch {
		case !spots.has(x):
			return engine.Rejectf("a road on %s must join your road or building, on a free path beside land", "%sの街道は、陸地に面した空いている道で、自分の街道か建物につながっていなければなりません", engine.T(st.edgeText(x), st.edgeText(x)))
		case st.roadsLeft(p) == 0:
			return engine.Reject("you have no road left to build", "置ける街道が残っていません")
		case st.step == stepRoadBuilding:
			return nil
		}
		return st.affords(p, &roadCost)
	case kindCity:
		if err := want(stepMain, stepSpecialBuild); err != nil {
			return err
		}
		switch {
		case x >= b.Vertices() || y != 0 || !st.settlements[p].has(x):
			return engine.Rejectf("a city replaces one of your settlements, and there is none at %d", "都市は自分の開拓地を置き換えて建てます。%dには自分の開拓地がありません", x+1)
		case st.citiesLeft(p) == 0:
			return engine.Reject("you have no city left to build", "建てられる都市が残っていません")
		}
		return st.affords(p, &cityCost)
	case kindRoll:
		if a != rollAction {
			break
		}
		return want(stepRoll)
	case kindEnd:
		if a != endAction {
			break
		}
		return want(stepMain, stepSpecialBuild)
	case kindBuyDev:
		if a != buyDevAction {
			break
		}
		if err := want(stepMain, stepSpecialBuild); err != nil {
			return err
		}
		if st.nDeck == 0 {
			return engine.Reject("the development cards are all gone", "発展カードはもうありません")
		}
		return st.affords(p, &devCost)
	case kindKnight, kindRoadBuilding, kindPlenty, kindMonopoly:
		return st.checkDev(p, a)
	case kindRobber:
		if err := want(stepRobber); err != nil {
			return err
		}
		if x >= b.Interior || y != 0 || !st.robberMayGo(x) {
			return engine.Rejectf("the robber must move to another land hex, not %d", "盗賊は別の陸地に動かします(%dには置けません)", x+1)
		}
		return nil
	case kindSteal:
		if err := want(stepSteal); err != nil {
			return err
		}
		if x >= MaxPlayers || y != 0 || st.victims&(1<<x) == 0 {
			return engine.Rejectf("%s has no building at the robber or no card", "%sは盗賊の地形に建物がないか、カードを持っていません", engine.SeatColourText(engine.Seat(x)))
		}
		return nil
	case kindDiscard:
		if err := want(stepDiscard); err != nil {
			return err
		}
		if x >= Resources || y != 0 || st.hand[p][x] == 0 {
			return engine.Reject("discard a card you hold", "持っているカードを捨ててください")
		}
		return nil
	case kindTrade:
		if err := want(stepMain); err != nil {
			return err
		}
		if x >= Resources || y >= Resources || x == y {
			return engine.Reject("trade one resource for another", "ある資源を別の資源と交換します")
		}
		if st.hand[p][x] < st.rates[p][x] {
			return engine.Rejectf("you need %d %s to trade with the bank", "銀行との交換には%d枚の%sが要ります", st.rates[p][x], resourceNames[x])
		}
		if st.bank[y] == 0 {
			return engine.Rejectf("the bank has no %s left", "銀行に%sがありません", resourceNames[y])
		}
		return nil
	case kindPropose, kindGive, kindAsk, kindSend, kindCancel, kindAccept, kindDecline, kindCounter, kindConfirm:
		return st.checkTrade(p, a)
	}
	return notCatan(a)
}

// notNow says that a cannot be played in this step, and what the game waits for.
func (st *State) notNow(a engine.Action) error {
	return engine.Rejectf("%s cannot be done now: %s", "今は%sはできません。%s",
		engine.T(st.Describe(a, engine.EN), st.Describe(a, engine.JA)), stepHints[st.step])
}

// notCatan says that a is no action of this game.
func notCatan(a engine.Action) error {
	return engine.Rejectf("action %d is not a Catan action", "%dはカタンの行動ではありません", int(a))
}

// checkDev returns why p may not play the development card a now, or nil.
func (st *State) checkDev(p int8, a engine.Action) error {
	if st.step != stepRoll && st.step != stepMain {
		return engine.Reject("development cards are played in your turn, before or after rolling", "発展カードは自分の手番中、ダイスの前か後に使います")
	}
	x, y := argsOf(a)
	var d DevCard
	switch kindOf(a) {
	case kindKnight:
		d = Knight
	case kindRoadBuilding:
		d = RoadBuilding
	case kindPlenty:
		d = YearOfPlenty
	case kindMonopoly:
		d = Monopoly
	}
	switch {
	case st.devUsed:
		return engine.Reject("you have played a development card this turn already", "この手番ではすでに発展カードを使いました")
	case st.devs[p][d] == 0:
		return engine.Rejectf("you hold no %s card", "%sのカードを持っていません", devNames[d])
	case !st.playable(p, d):
		return engine.Rejectf("a %s card cannot be played in the turn it was bought", "%sのカードは買った手番には使えません", devNames[d])
	}
	switch d {
	case Knight, RoadBuilding:
		if (x | y) != 0 {
			break
		}
		if d == RoadBuilding && st.noRoadSpot(p) {
			return engine.Reject("you have nowhere to build a road", "街道を置ける場所がありません")
		}
		return nil
	case YearOfPlenty:
		if x >= Resources || y >= Resources || x > y {
			break
		}
		if st.bank[x] == 0 || st.bank[y] == 0 || (x == y && st.bank[x] < 2) {
			return engine.Reject("the bank does not have those cards", "銀行にそのカードがありません")
		}
		return nil
	case Monopoly:
		if x >= Resources || y != 0 {
			break
		}
		return nil
	}
	return notCatan(a)
}

// affords returns why p cannot pay cost, or nil.
func (st *State) affords(p int8, cost *[Resources]int8) error {
	if st.canPay(p, cost) {
		return nil
	}
	return engine.Rejectf("you cannot pay %s", "%sを支払えません", costText(cost))
}

// costText writes a cost: "1 brick, 1 lumber".
func costText(cost *[Resources]int8) engine.Text {
	var en, ja string
	for r, c := range cost {
		if c == 0 {
			continue
		}
		if en != "" {
			en += ", "
			ja += "、"
		}
		en += fmt.Sprintf("%d %s", c, resourceNames[r].EN)
		ja += fmt.Sprintf("%s%d", resourceNames[r].JA, c)
	}
	return engine.T(en, ja)
}

// stepHints say what the game waits for, by step.
var stepHints = [...]engine.Text{
	stepSetupSettle:  engine.T("place a settlement", "開拓地を置いてください"),
	stepSetupRoad:    engine.T("place a road at your new settlement", "新しい開拓地に街道を置いてください"),
	stepRoll:         engine.T("roll the dice first", "先にダイスを振ってください"),
	stepDiscard:      engine.T("those holding more than 7 cards discard half", "8枚以上持っているプレイヤーが半分を捨てます"),
	stepRobber:       engine.T("move the robber", "盗賊を動かしてください"),
	stepSteal:        engine.T("choose whom to rob", "奪う相手を選んでください"),
	stepMain:         engine.T("trade, build or end your turn", "交易・建設をするか手番を終えてください"),
	stepRoadBuilding: engine.T("place your free roads", "無料の街道を置いてください"),
	stepSpecialBuild: engine.T("build or pass", "建設するかパスしてください"),
	stepOffer:        engine.T("compose your offer, then make it or withdraw it", "交渉の内容を決めて申し出るか、やめてください"),
	stepRespond:      engine.T("the players offered accept, decline or counter", "申し出を受けた人が、受けるか断るか逆提案します"),
	stepConfirm:      engine.T("trade with one who accepted, or with nobody", "受けた人と交換するか、誰とも交換しないかを選んでください"),
	stepOver:         engine.T("the game is over", "ゲームは終了しています"),
}
