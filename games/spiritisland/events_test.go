package spiritisland

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// apply applies the action with text for seat s through the engine, as
// the match does, and returns the events it caused as s sees them (the
// game has no secret: every seat sees them all).
func applyText(t *testing.T, st *State, s engine.Seat, text string) []engine.Event {
	t.Helper()
	events := enginetest.Told(t, st, s, text)
	seen := engine.Seen(events, s)
	if len(seen) != len(events) || len(engine.Seen(events, engine.Spectator)) != len(events) {
		t.Errorf("%s: some events are hidden from a seat", text)
	}
	return events
}

// wantEvents checks the events' kinds, texts (EN and JA), lands and details.
func wantEvents(t *testing.T, got []engine.Event, want ...engine.Event) {
	t.Helper()
	line := func(e engine.Event) string {
		return fmt.Sprintf("%s detail=%v seat=%d at=%v\n  %s\n  %s", e.Kind, e.Detail, e.Seat, e.At, e.Text.EN, e.Text.JA)
	}
	var g, w []string
	for _, e := range got {
		g = append(g, line(e))
	}
	for _, e := range want {
		w = append(w, line(e))
	}
	if !slices.Equal(g, w) {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
	}
}

// dataOf is an event's data as JSON.
func dataOf(e engine.Event) string {
	b, _ := json.Marshal(e.Data)
	return string(b)
}

// invaderScene is Lightning alone on board A in the fast phase, its fast
// card Lightning's Boon played and not used, with an invader phase to come:
//   - the fear card with key earned, and 1 fear left in the pool;
//   - ravage on jungle (A3, A8): A3 a town, an explorer and 2 dahan; A8 a
//     city, a blight and Defend 1;
//   - build on mountain (A1, A6): A1 an explorer, A6 a town and 2 explorers;
//   - explore next: sands (A4, A7); Lightning's 2 presence in A7.
func invaderScene(t *testing.T, fear string) *State {
	t.Helper()
	st := bareGame(t, lightning, "A")
	boon := PowerByKey["lightnings-boon"]
	st.spirits[0].played.add(boon)
	st.spirits[0].unresolved.add(boon)
	put(t, st, "A3", Town, 1)
	put(t, st, "A3", Explorer, 1)
	put(t, st, "A3", Dahan, 2)
	put(t, st, "A8", City, 1)
	st.lands[st.land(t, "A8")].blight = 1
	st.lands[st.land(t, "A8")].defend = 1
	put(t, st, "A1", Explorer, 1)
	put(t, st, "A6", Town, 1)
	put(t, st, "A6", Explorer, 2)
	st.ravage, st.build = int8(InvaderByKey["jungle-1"]), int8(InvaderByKey["mountain-1"])
	top := slices.Index(st.invaders[:st.nInvaders], int8(InvaderByKey["sands-1"]))
	st.invaders[top], st.invaders[st.nInvaders-1] = st.invaders[st.nInvaders-1], st.invaders[top]
	// The fear card from the fear deck to the earned cards.
	// (one the game left in the box takes the top card's place).
	c := int8(FearByKey[fear])
	if i := slices.Index(st.fearDeck[:st.nFear], c); i >= 0 {
		st.fearDeck[i] = st.fearDeck[st.nFear-1]
	}
	st.nFear--
	st.earned[0], st.nEarned = c, 1
	st.fearPool = 1
	st.findToMove()
	return st
}

// inv is a line under the invader phase's heading, about nobody.
func inv(kind string, at []string, en, ja string) engine.Event {
	return engine.Event{Kind: kind, Seat: engine.Spectator, Detail: true, At: at, Text: engine.T(en, ja)}
}

// The invader phase of invaderScene, land by land: Scapegoats first (level
// I: each town destroys 1 explorer in its land: one in A3 and one in A6),
// then the ravage in
// A3 (the town's 2 damage destroys 1 of the 2 dahan and blights the land;
// the other dahan strikes back for 2, destroying the town: 1 fear, which
// earns a fear card) and in A8 (the city's 3 damage, Defend 1 stops 1: 2
// blight A8, which has blight, so it cascades; the players choose A7). The
// cascade takes the blight card's last blight (it turns: Downward Spiral)
// and destroys one of Lightning's 2 presence in A7. Then the build (A1 a
// town; A6, with a town, a city) and the explore: sands, an explorer to
// A4 (next to A1's new town) and A7 (next to A8's city).
func TestInvaderPhaseEvents(t *testing.T) {
	st := invaderScene(t, "scapegoats")
	got := applyText(t, st, 0, "done")
	wantEvents(t, got,
		engine.Event{Kind: "invaders", Seat: engine.Spectator, Text: engine.T("Invader phase, round 1", "侵略者フェイズ(ラウンド1)")},
		inv("fear-card", nil, "Fear card Scapegoats (terror level I): In each land, each town destroys 1 explorer there.",
			"不安カード「身代わり」(恐怖レベルI): 各土地で、町1つにつきそこの遠征隊を1体破壊する。"),
		inv("fear-card", []string{"A3", "A6"}, "Scapegoats: A3: 1 explorer destroyed; A6: 1 explorer destroyed",
			"「身代わり」: A3: 遠征隊1つを破壊。A6: 遠征隊1つを破壊"),
		inv("ravage", []string{"A3"}, "Ravage in A3: 2 damage (1 town); 2 to the land, 1 dahan destroyed",
			"A3で略奪: ダメージ2(町1つ)。土地に2、ダハン1体を破壊"),
		inv("blight", []string{"A3"}, "Blight on A3 (blight pool: 2 left)", "A3に荒廃(荒廃プール残り2)"),
		inv("strike", []string{"A3"}, "The dahan in A3 strike back (1 dahan, 2 damage): 1 town destroyed",
			"A3のダハンが反撃(1体、ダメージ2): 町1つを破壊"),
		inv("fear", nil, "A fear card is earned (1 waiting)", "不安カードを1枚獲得(未解決1枚)"),
		inv("ravage", []string{"A8"}, "Ravage in A8: 3 damage (1 city), Defend 1 stops 1; 2 to the land",
			"A8で略奪: ダメージ3(都市1つ)、防御1で1を防ぐ。土地に2"),
		inv("blight", []string{"A8"}, "Blight on A8 (blight pool: 1 left); blight was there already: it cascades",
			"A8に荒廃(荒廃プール残り1)。すでに荒廃があったため連鎖する"),
	)
	if len(got) == 9 {
		wantEq(t, "A3's ravage", dataOf(got[3]), `{"dahan_damaged":0,"dahan_destroyed":1,"damage":2,"dealt":2,"defend":0,"invaders":{"town":1},"land":"A3","lands":[{"destroyed":{"dahan":1},"land":"A3"}]}`)
		wantEq(t, "A3's strike", dataOf(got[5]), `{"dahan":1,"damage":2,"damaged":{},"destroyed":{"town":1},"fear":1,"land":"A3","lands":[{"destroyed":{"town":1},"land":"A3"}]}`)
		wantEq(t, "A8's ravage", dataOf(got[7]), `{"dahan_damaged":0,"dahan_destroyed":0,"damage":3,"dealt":2,"defend":1,"invaders":{"city":1},"land":"A8"}`)
	}
	wantAsks(t, st, "blight to A5", "blight to A6", "blight to A7")

	got = applyText(t, st, 0, "blight to A7")
	spiral := &BlightCards[BlightByKey["downward-spiral"]]
	wantEq(t, "the blight card", st.blightCard, int8(BlightByKey["downward-spiral"]))
	wantEvents(t, got,
		inv("cascade", []string{"A7", "A8"}, "Blight cascades from A8 to A7 (blight pool: 0 left)", "荒廃がA8からA7へ連鎖(荒廃プール残り0)"),
		engine.Event{Kind: "blight-card", Seat: engine.Spectator, Detail: true, Text: engine.T(
			"The blight card turns: Blighted Island, Downward Spiral ("+spiral.Text.EN+"); 5 blight on it",
			"荒廃カードが裏返り、荒廃した島になる: 「下降する螺旋」("+spiral.Text.JA+")。荒廃5つを載せる")},
		engine.Event{Kind: "presence", Seat: 0, Detail: true, At: []string{"A7"},
			Text: engine.T("A presence of {seat 0} in A7 is destroyed", "A7にある{seat 0}の存在1つが破壊された")},
		inv("build", []string{"A1"}, "Build in A1: a town", "A1で建設: 町"),
		inv("build", []string{"A6"}, "Build in A6: a city", "A6で建設: 都市"),
		inv("explore", []string{"A4", "A7"}, "The invaders explore: sands I", "侵略者の遠征: 砂地 I"),
		inv("explore", []string{"A4"}, "An explorer comes to A4", "A4に遠征隊1つ"),
		inv("explore", []string{"A7"}, "An explorer comes to A7", "A7に遠征隊1つ"),
		engine.Event{Kind: "time", Seat: engine.Spectator, Text: engine.T("Time passes: Defend ends", "時間が経過: 防御が終わる")},
	)
	if len(got) == 9 {
		wantEq(t, "the cascade", dataOf(got[0]), `{"blight_pool":-1,"cascades":false,"from":"A8","land":"A7","lands":[{"blight":1,"land":"A7"}],"pool":0}`)
		wantEq(t, "the blight card", dataOf(got[1]), `{"blight_pool":5,"card":"downward-spiral","pool":5}`)
		wantEq(t, "time passing", dataOf(got[8]), `{"lands":[{"defend":-1,"land":"A8"}]}`)
	}
	wantEq(t, "Lightning in A7", st.lands[st.land(t, "A7")].presence[0], 1)
	wantEq(t, "the step", st.step, stepSpirit)
}

// An invader action that does not happen is told: the ravage in A3 a
// power prevented (A Year of Perfect Stillness's effect), and the explore
// into A7 that Avoid the Dahan stops (level I: no explore into a land with
// 2 dahan). A8 has no blight here, so nothing cascades.
func TestSkippedInvaderActions(t *testing.T) {
	st := invaderScene(t, "avoid-the-dahan")
	st.lands[st.land(t, "A3")].effects |= skipRavage
	st.lands[st.land(t, "A8")].blight = 0
	put(t, st, "A7", Dahan, 2)
	var skips []engine.Event
	for _, e := range applyText(t, st, 0, "done") {
		if e.Kind == "skip" {
			skips = append(skips, e)
		}
	}
	wantEvents(t, skips,
		inv("skip", []string{"A3"}, "No ravage in A3 (a power)", "A3の略奪は起こらない(能力)"),
		inv("skip", []string{"A7"}, "No explore in A7 (a fear card)", "A7の遠征は起こらない(不安カード)"),
	)
}

// A power tells what it changed on the island when it is done: Raging
// Storm's 1 damage to each invader in A5 destroys its 2 explorers and
// damages its town; Shatter Homesteads' 1 fear and town destroyed in A6
// (1 more fear) fill the pool of 2, and the fear card earned is told
// under it. The power's first action (its use) tells nothing yet, and the
// position keeps the power resolving.
func TestPowerEvents(t *testing.T) {
	st := bareGame(t, lightning, "A")
	st.step = stepSlow
	for _, k := range []string{"raging-storm", "shatter-homesteads"} {
		st.spirits[0].hand.del(PowerByKey[k])
		st.spirits[0].played.add(PowerByKey[k])
		st.spirits[0].unresolved.add(PowerByKey[k])
	}
	put(t, st, "A5", Explorer, 2)
	put(t, st, "A5", Town, 1)
	put(t, st, "A6", Town, 1)
	st.fearPool = 2
	st.findToMove()

	wantEvents(t, applyText(t, st, 0, "use Raging Storm"))
	pos, _ := st.MarshalJSON()
	if !strings.Contains(string(pos), `"power":"raging-storm"`) {
		t.Errorf("the position does not name the power resolving: %s", pos)
	}
	back, err := Game{}.Load(pos)
	if err != nil {
		t.Fatal(err)
	}
	wantEq(t, "the power read back", back.(*State).power, int16(PowerByKey["raging-storm"]))

	got := applyText(t, st, 0, "target land A5")
	wantEvents(t, got, engine.Event{Kind: "power", Seat: 0, At: []string{"A5"},
		Text: engine.T("Raging Storm ({seat 0}) on A5: 2 explorers destroyed, 1 town damaged", "荒れ狂う嵐({seat 0}、対象A5): 遠征隊2つを破壊、町1つにダメージ")})
	if len(got) == 1 {
		wantEq(t, "Raging Storm's data", dataOf(got[0]),
			`{"lands":[{"damage":{"town":1},"damaged":{"town":1},"destroyed":{"explorer":2},"land":"A5"}],"power":"raging-storm","target":"A5"}`)
	}

	applyText(t, st, 0, "use Shatter Homesteads")
	wantEvents(t, applyText(t, st, 0, "target land A6"),
		engine.Event{Kind: "power", Seat: 0, At: []string{"A6"},
			Text: engine.T("Shatter Homesteads ({seat 0}) on A6: 1 town destroyed; 2 fear", "砕かれる開拓地({seat 0}、対象A6): 町1つを破壊。不安2")},
		inv("fear", nil, "A fear card is earned (1 waiting)", "不安カードを1枚獲得(未解決1枚)"),
		engine.Event{Kind: "time", Seat: engine.Spectator,
			Text: engine.T("Time passes: damage heals, played cards go to the discard", "時間が経過: ダメージが回復する、プレイしたカードは捨て札へ")},
	)
}

// Growth tells what it changed, the cards drawn to keep one under it, and
// at its end the energy the track gives: Lightning's first growth (reclaim,
// gain a power, +1 energy) draws 4 minors, keeps one, gains 1 energy, and 1
// more from its track. A card played tells its cost and elements.
func TestGrowthEvents(t *testing.T) {
	st := newGame(t, lightning, "A")
	wantEvents(t, applyText(t, st, 0, "growth 1"))
	got := applyText(t, st, 0, "gain minor")
	sp := &st.spirits[0]
	var en, ja []string
	for _, c := range sp.drawn[:sp.nDrawn] {
		en = append(en, Powers[c].Name.EN)
		ja = append(ja, "「"+Powers[c].Name.JA+"」")
	}
	wantEvents(t, got, engine.Event{Kind: "draw", Seat: 0,
		Text: engine.T("{seat 0} draws "+strings.Join(en, ", ")+", to keep one", "{seat 0}が"+strings.Join(ja, "")+"を引き、1枚を取る")})
	got = applyText(t, st, 0, "take "+en[0])
	wantEvents(t, got,
		engine.Event{Kind: "growth", Seat: 0, Text: engine.T("Growth ({seat 0}): {seat 0} gains "+en[0]+", gains 1 energy",
			"成長({seat 0}): {seat 0}が"+ja[0]+"を得る、精霊力を1得る")},
		engine.Event{Kind: "energy", Seat: 0, Detail: true,
			Text: engine.T("{seat 0} gains 1 energy from its track (2 in all)", "{seat 0}がトラックから精霊力を1得る(計2)")})
	if len(got) == 2 {
		wantEq(t, "the growth's data", dataOf(got[0]),
			`{"energy":[1],"spirits":[{"cards":[{"card":"`+PowerKeyByName(t, en[0])+`","from":"","to":"hand"}],"seat":0}]}`)
	}
	wantEvents(t, applyText(t, st, 0, "play Shatter Homesteads"), engine.Event{Kind: "play", Seat: 0,
		Text: engine.T("{seat 0} plays Shatter Homesteads, pays 2 energy, gains the elements fire and air",
			"{seat 0}が「砕かれる開拓地」をプレイ、精霊力を2払う、エレメント(火・風)を得る")})
}

// A fear card waiting for a decision is told when it starts, and what it
// did when the decision is made: Tall Tales of Savagery (level I: each
// player removes 1 explorer from a land with dahan) waits for Lightning to
// choose A3, then tells the explorer removed there before the ravage. The
// position names the fear card resolving meanwhile.
func TestFearCardEvents(t *testing.T) {
	st := invaderScene(t, "tall-tales-of-savagery")
	tales := &FearCards[FearByKey["tall-tales-of-savagery"]]
	wantEvents(t, applyText(t, st, 0, "done"),
		engine.Event{Kind: "invaders", Seat: engine.Spectator, Text: engine.T("Invader phase, round 1", "侵略者フェイズ(ラウンド1)")},
		inv("fear-card", nil, "Fear card Tall Tales of Savagery (terror level I): "+tales.Levels[0].EN,
			"不安カード「"+tales.Name.JA+"」(恐怖レベルI): "+tales.Levels[0].JA),
	)
	wantAsks(t, st, "choose land A3")
	if pos, _ := st.MarshalJSON(); !strings.Contains(string(pos), `"fear_card":"tall-tales-of-savagery"`) {
		t.Errorf("the position does not name the fear card resolving: %s", pos)
	}
	got := applyText(t, st, 0, "choose land A3")
	if len(got) < 2 {
		t.Fatalf("%d events", len(got))
	}
	wantEvents(t, got[:2],
		inv("fear-card", []string{"A3"}, "Tall Tales of Savagery: A3: 1 explorer removed", "「"+tales.Name.JA+"」: A3: 遠征隊1つを除去"),
		inv("ravage", []string{"A3"}, "Ravage in A3: 2 damage (1 town); 2 to the land, 1 dahan destroyed",
			"A3で略奪: ダメージ2(町1つ)。土地に2、ダハン1体を破壊"),
	)
	wantEq(t, "the fear card resolving", st.fearing, int8(noCard))
}
