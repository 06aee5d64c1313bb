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
			if !st.settleableAt(x) {
				return engine.Rejectf("intersection %d is taken, next to a building or off the land", "交差点%dは使われているか、建物の隣か、陸地に接していません", x+1)
			}
			return nil
		}
		switch {
		case !st.settlementSpot(p, x):
			return engine.Rejectf("a settlement at %d must be at the end of your road, with no building at or next to it", "%dの開拓地は自分の街道の先で、その交差点と隣に建物がない場所に建てます", x+1)
		case st.settlementsLeft(p) == 0:
			return engine.Reject("you have no settlement left to build", "建てられる開拓地が残っていません")
		}
		return st.affords(p, &settlementCost)
	case kindRoad, kindShip:
		return st.checkLine(p, a)
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
			return engine.Rejectf("the robber must move to another face-up land hex, not on a start island, not %d", "盗賊は別の表向きの陸地(最初の島以外)に動かします(%dには置けません)", x+1)
		}
		return nil
	case kindPirate:
		if err := want(stepRobber); err != nil {
			return err
		}
		if x >= b.Interior || y != 0 || !st.pirateMayGo(x) {
			return engine.Rejectf("the pirate must move to another face-up sea hex, not %d", "海賊は別の表向きの海に動かします(%dには置けません)", x+1)
		}
		return nil
	case kindMoveShip:
		if err := want(stepMain); err != nil {
			return err
		}
		movable := st.movableShips(p)
		if x >= b.Edges() || y >= b.Edges() || !movable.has(x) {
			return engine.Reject("you may move one ship a turn: one at the open end of your line of ships, not built this turn, not beside the pirate", "船は1手番に1隻、航路の開いた端の船(この手番に造った船と海賊の隣の船は除く)を動かせます")
		}
		if to := st.shipTargets(p, x); !to.has(y) {
			return engine.Rejectf("a ship cannot go to %s", "%sには船を移せません", engine.T(st.edgeText(y), st.edgeText(y)))
		}
		return nil
	case kindGold:
		if err := want(stepGold); err != nil {
			return err
		}
		if x >= Resources || y != 0 || st.bank[x] == 0 {
			return engine.Reject("take a resource the bank still has", "銀行にある資源を選んでください")
		}
		return nil
	case kindOrient:
		if err := want(stepOrient); err != nil {
			return err
		}
		if x != st.firstOrient() || y > 5 || st.harbourSides(x)&(1<<y) == 0 {
			return engine.Rejectf("turn harbour %d so that it touches land", "港%dは陸地に接する向きに置きます", st.firstOrient()+1)
		}
		return nil
	case kindBuyHarbour:
		return st.checkBuy(p, a)
	case kindPick, kindPickHarbour, kindPlaceTile, kindPlaceHarbour, kindPlaceChip, kindStartPay:
		return st.checkScenarioSetup(p, a)
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

// checkLine returns why p may not place the road or ship a now, or nil.
func (st *State) checkLine(p int8, a engine.Action) error {
	x, y := argsOf(a)
	ship := kindOf(a) == kindShip
	if st.step != stepSetupRoad && st.step != stepMain && st.step != stepSpecialBuild && st.step != stepRoadBuilding {
		return st.notNow(a)
	}
	if x >= st.board().Edges() || y != 0 || (ship && !st.rules.UnknownIsland) {
		return notCatan(a)
	}
	what := func() engine.Text { return engine.T(st.Describe(a, engine.EN), st.Describe(a, engine.JA)) }
	if st.step == stepSetupRoad {
		roads, ships := st.setupPaths()
		spots := roads
		if ship {
			spots = ships
		}
		if !spots.has(x) {
			return engine.Rejectf("%s: the road (or ship, on the coast) goes from the settlement just placed, %d", "%s: 街道(海沿いなら船)は置いたばかりの開拓地(%d)から伸ばします", what(), int(st.last)+1)
		}
		return nil
	}
	spot := st.lineSpot(p, x, ship)
	switch {
	case !spot && ship:
		return engine.Rejectf("%s: a ship goes on a free path beside sea, joining your ship or building, not beside the pirate", "%s: 船は海に面した空いている道に、自分の船か建物につなげて置きます(海賊の隣は不可)", what())
	case !spot:
		return engine.Rejectf("%s: a road goes on a free path beside land, joining your road or building", "%s: 街道は陸地に面した空いている道に、自分の街道か建物につなげて置きます", what())
	case ship && st.shipsLeft(p) == 0:
		return engine.Reject("you have no ship left", "置ける船が残っていません")
	case !ship && st.roadsLeft(p) == 0:
		return engine.Reject("you have no road left to build", "置ける街道が残っていません")
	case st.step == stepRoadBuilding:
		return nil
	case ship:
		return st.affords(p, &shipCost)
	}
	return st.affords(p, &roadCost)
}

// checkScenarioSetup returns why p may not take the step a of The Unknown
// Island's set-up now, or nil: it must be one of p's legal steps.
func (st *State) checkScenarioSetup(p int8, a engine.Action) error {
	var buf [1024]engine.Action
	for _, l := range st.Legal(engine.Seat(p), buf[:0]) {
		if l == a {
			return nil
		}
	}
	if st.step != scenarioSteps[kindOf(a)] {
		return st.notNow(a)
	}
	return engine.Rejectf("%s is not allowed: %s", "%sはできません。%s",
		engine.T(st.Describe(a, engine.EN), st.Describe(a, engine.JA)), scenarioHints[kindOf(a)])
}

// scenarioSteps are the steps the scenario's set-up actions belong to.
var scenarioSteps = map[int]step{kindPick: stepSelect, kindPickHarbour: stepSelect, kindPlaceTile: stepIsland,
	kindPlaceHarbour: stepIsland, kindPlaceChip: stepIsland, kindStartPay: stepStartPay}

// scenarioHints say what the scenario's set-up steps allow, by action kind.
var scenarioHints = map[int]engine.Text{
	kindPick: engine.T("take a terrain (not sea or desert) and a number chip that are left: 4 terrains in all, at most one 6 or 8, at least one 3 or 11",
		"残っている地形(海と砂漠以外)と数字チップを取ります。地形は4枚、6か8は1枚まで、3か11を1枚以上"),
	kindPickHarbour: engine.T("take one harbour that is left", "残っている港を1つ取ります"),
	kindPlaceTile: engine.T("lay your first terrain on your start hex, the others beside it, never touching another island; lay all four before the harbour",
		"最初の地形はスタート地点に、残りはその隣に置きます。ほかの島に接してはいけません。港より先に地形4枚を置きます"),
	kindPlaceHarbour: engine.T("lay your harbour beside your island, turned toward its land", "港は島の隣に、島の陸地に向けて置きます"),
	kindPlaceChip:    engine.T("lay each of your number chips on one of your terrains", "数字チップを自分の地形に1枚ずつ置きます"),
	kindStartPay:     engine.T("choose one of your settlements", "自分の開拓地を1つ選びます"),
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
		if d == RoadBuilding && !st.mayPlaceFreeLine(p) {
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
	stepSetupRoad:    engine.T("place a road (or a ship) at your new settlement", "新しい開拓地に街道(か船)を置いてください"),
	stepSelect:       engine.T("take a terrain with a number chip, or a harbour", "地形と数字チップか、港を取ってください"),
	stepIsland:       engine.T("build your start island", "最初の島を作ってください"),
	stepStartPay:     engine.T("choose the settlement whose hexes pay you", "資源をもらう開拓地を選んでください"),
	stepGold:         engine.T("choose what the gold field pays", "砂金川でもらう資源を選んでください"),
	stepOrient:       engine.T("turn the harbour found toward land", "発見した港を陸地に向けてください"),
	stepRoll:         engine.T("roll the dice first", "先にダイスを振ってください"),
	stepDiscard:      engine.T("those holding more than 7 cards discard half", "8枚以上持っているプレイヤーが半分を捨てます"),
	stepRobber:       engine.T("move the robber (or the pirate)", "盗賊(か海賊)を動かしてください"),
	stepSteal:        engine.T("choose whom to rob", "奪う相手を選んでください"),
	stepMain:         engine.T("trade, build or end your turn", "交易・建設をするか手番を終えてください"),
	stepRoadBuilding: engine.T("place your free roads", "無料の街道を置いてください"),
	stepSpecialBuild: engine.T("build or pass", "建設するかパスしてください"),
	stepOffer:        engine.T("compose your offer, then make it or withdraw it", "交渉の内容を決めて申し出るか、やめてください"),
	stepRespond:      engine.T("the players offered accept, decline or counter", "申し出を受けた人が、受けるか断るか逆提案します"),
	stepConfirm:      engine.T("trade with one who accepted, or with nobody", "受けた人と交換するか、誰とも交換しないかを選んでください"),
	stepOver:         engine.T("the game is over", "ゲームは終了しています"),
}
