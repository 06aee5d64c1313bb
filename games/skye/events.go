package skye

import (
	"fmt"
	"maps"
	"strings"

	"shima/engine"
)

// What an action caused, told as events (EVENTS.md) while someone records
// (State.Record): the round's income and draw, the prices when the screens
// come away, each purchase and each buyer who can pay for nothing, the tiles
// kept unsold and those that fit nowhere. Scoring is told in
// events_score.go. Every tell function is called only when st.rec.On(), so
// that playouts build nothing.

// tileList names tiles by their printed numbers, as the board does: "tile
// 12", "tiles 12, 40 and 7"; "タイル12", "タイル12、40、7".
func tileList(tiles []int) engine.Text {
	var nums []string
	for _, id := range tiles {
		nums = append(nums, fmt.Sprint(id))
	}
	en := "tile " + nums[0]
	if n := len(nums); n > 1 {
		en = "tiles " + strings.Join(nums[:n-1], ", ") + " and " + nums[n-1]
	}
	return engine.T(en, "タイル"+strings.Join(nums, "、"))
}

// cellName names a place of a territory as the view's territory tiles give it
// (x and y): "1,-2".
func cellName(x, y int8) string { return fmt.Sprintf("%d,%d", x, y) }

// tellRound tells the start of a round (from round 2; round 1 begins before
// anyone records): the start player, each player's income and what it came
// from, and the tiles each drew, face up for everyone.
func (st *State) tellRound() {
	n := int(st.seats)
	catchUp := track(n)[st.round-1].CatchUp
	start := engine.SeatMark(engine.Seat(st.start))
	st.rec.Add(engine.Event{Kind: "round", Seat: engine.Spectator,
		Text: engine.T(fmt.Sprintf("Round %d of %d: %s is the start player", st.round, st.rounds(), start),
			fmt.Sprintf("第%d/%dラウンド: スタートプレイヤーは%s", st.round, st.rounds(), start)),
		Data: map[string]any{"round": int(st.round), "rounds": st.rounds(), "start": int(st.start), "catch_up": catchUp}})
	for p := range n {
		st.tellIncome(p, catchUp)
	}
	for i := range n {
		p := (int(st.start) + i) % n
		drawn := ids(st.drawn[p][:])
		who, list := engine.SeatMark(engine.Seat(p)), tileList(drawn)
		st.rec.Add(engine.Event{Kind: "draw", Seat: engine.Seat(p), Detail: true,
			Text: engine.T(who+" draws "+list.EN+" from the bag", who+"は袋から"+list.JA+"を引きました"),
			Data: map[string]any{"tiles": drawn}})
	}
}

// tellIncome tells player p's income: 5 for the castle, 1 for each tile
// whose whisky barrel stands on a road joined to it (at: those tiles), and
// the catch-up gold for each player ahead.
func (st *State) tellIncome(p, catchUp int) {
	land := &st.land[p]
	var sv survey
	land.survey(&sv)
	whisky, at := []int{}, []string{}
	for i := range int(land.n) {
		tile := tileAt(land.tiles[i].tile)
		for k, r := range tile.Roads {
			if r.Whisky > 0 && sv.roadJoined[i][k] {
				whisky = append(whisky, tile.ID)
				at = append(at, cellName(land.tiles[i].x, land.tiles[i].y))
				break
			}
		}
	}
	ahead := 0
	if st.round >= 3 {
		ahead = st.ahead(p)
	}
	inc := int(st.income[p])
	who := engine.SeatMark(engine.Seat(p))
	en := []string{fmt.Sprintf("%d for the castle", CastleIncome)}
	ja := []string{fmt.Sprintf("城%d", CastleIncome)}
	if len(whisky) > 0 {
		list := tileList(whisky)
		en = append(en, fmt.Sprintf("%d for whisky (%s)", len(whisky), list.EN))
		ja = append(ja, fmt.Sprintf("ウイスキー%d(%s)", len(whisky), list.JA))
	}
	if ahead > 0 {
		en = append(en, fmt.Sprintf("%d catch-up gold (%d ahead × %d)", ahead*catchUp, ahead, catchUp))
		ja = append(ja, fmt.Sprintf("追加ゴールド%d(上位%d人×%d)", ahead*catchUp, ahead, catchUp))
	}
	if len(at) == 0 {
		at = nil
	}
	st.rec.Add(engine.Event{Kind: "income", Seat: engine.Seat(p), Detail: true, At: at,
		Text: engine.T(fmt.Sprintf("%s receives %d gold: %s; %d gold now", who, inc, strings.Join(en, ", "), st.gold[p]),
			fmt.Sprintf("%sの収入は%dゴールド: %s; 所持%dゴールド", who, inc, strings.Join(ja, "、"), st.gold[p])),
		Data: map[string]any{"castle": CastleIncome, "whisky": len(whisky), "whisky_tiles": whisky, "ahead": ahead,
			"catch_up": ahead * catchUp, "total": inc, "gold": int(st.gold[p])}})
}

// tellPrices tells what the screens showed when they came away: each
// player's two prices, the tile it discarded (back to the bag) and the gold
// it has left. The player itself knew them (data own: true, to it alone),
// the others learn them now (own: false): so each reads what changed for it.
func (st *State) tellPrices() {
	st.rec.Add(engine.Event{Kind: "prices", Seat: engine.Spectator,
		Text: engine.T("The screens come away: the prices show and the discarded tiles go back to the bag",
			"スクリーンを外します: 値段が公開され、廃棄マーカーのタイルは袋に戻ります")})
	for p := range int(st.seats) {
		var offers []map[string]any
		var en, ja []string
		for k, t := range st.drawn[p] {
			if t == noTile {
				continue
			}
			id, g := int(t)+1, int(st.price[p][k])
			offers = append(offers, map[string]any{"tile": id, "price": g})
			en = append(en, fmt.Sprintf("tile %d at %d gold", id, g))
			ja = append(ja, fmt.Sprintf("タイル%dは%dゴールド", id, g))
		}
		who, d := engine.SeatMark(engine.Seat(p)), int(st.discarded[p])+1
		told := engine.Event{Kind: "prices", Seat: engine.Seat(p), Detail: true,
			Text: engine.T(fmt.Sprintf("%s: %s; tile %d discarded; %d gold left", who, strings.Join(en, ", "), d, st.gold[p]),
				fmt.Sprintf("%s: %s; タイル%dを廃棄; 残り%dゴールド", who, strings.Join(ja, "、"), d, st.gold[p])),
			Data: map[string]any{"offers": offers, "discarded": d, "gold": int(st.gold[p]), "own": false}}
		own := told
		own.Data = maps.Clone(told.Data)
		own.Data["own"], own.Only, own.Else = true, []engine.Seat{engine.Seat(p)}, &told
		st.rec.Add(own)
	}
}

// tellBuy retells buyer b's purchase of the tile in slot k of seller p's
// display at price g: the seller receives the price and takes back the
// gold set on the tile.
func (st *State) tellBuy(b, p, k int, g int16) {
	id, tile := int(st.drawn[p][k])+1, tileWords(st.drawn[p][k])
	buyer, seller := engine.SeatMark(engine.Seat(b)), engine.SeatMark(engine.Seat(p))
	st.rec.Add(engine.Event{Kind: "buy", Seat: engine.Seat(b), Retell: true,
		Text: engine.T(fmt.Sprintf("%s buys %s from %s for %d gold; %s receives the %d and takes back the %d set on the tile: +%d gold, %d now",
			buyer, tile.EN, seller, g, seller, g, g, 2*g, st.gold[p]),
			fmt.Sprintf("%sが%sから%sを%dゴールドで購入; %sは代金と、タイルに割り当てた%dゴールドを受け取ります: +%dゴールド、所持%dゴールド",
				buyer, seller, tile.JA, g, seller, g, 2*g, st.gold[p])),
		Data: map[string]any{"tile": id, "seller": p, "price": int(g), "seller_gets": int(2 * g),
			"gold": int(st.gold[b]), "seller_gold": int(st.gold[p])}})
}

// cheapest is the lowest price of a tile player b might buy (another's,
// unsold), or 0 when there is none.
func (st *State) cheapest(b int) int {
	low := 0
	for p := range int(st.seats) {
		for k, t := range st.drawn[p] {
			if p != b && t != noTile && st.buyer[p][k] == noSeat && (low == 0 || int(st.price[p][k]) < low) {
				low = int(st.price[p][k])
			}
		}
	}
	return low
}

// tellSkipped tells the buying turns skipped because the buyer could pay
// for nothing: n turns from seat from on. When every turn of the step is
// skipped (whole), one event says that nobody could pay, and why.
func (st *State) tellSkipped(from int8, n int, whole bool) {
	seats := int(st.seats)
	if whole {
		gold, low := make([]int, seats), make([]int, seats)
		var en, ja []string
		for p := range seats {
			gold[p], low[p] = int(st.gold[p]), st.cheapest(p)
			who := engine.SeatMark(engine.Seat(p))
			en = append(en, fmt.Sprintf("%s has %d gold, the cheapest costs %d", who, gold[p], low[p]))
			ja = append(ja, fmt.Sprintf("%sは所持%dゴールドで最安は%dゴールド", who, gold[p], low[p]))
		}
		st.rec.Add(engine.Event{Kind: "skip-buying", Seat: engine.Spectator,
			Text: engine.T("Nobody can pay for another player's tile: the buying step is skipped ("+strings.Join(en, "; ")+")",
				"誰もほかのプレイヤーのタイルを買えるゴールドがないため、購入は行いません("+strings.Join(ja, "、")+")"),
			Data: map[string]any{"gold": gold, "cheapest": low}})
		return
	}
	for i := range n {
		p := (int(from) + i) % seats
		who, gold, low := engine.SeatMark(engine.Seat(p)), int(st.gold[p]), st.cheapest(p)
		st.rec.Add(engine.Event{Kind: "skip-buying", Seat: engine.Seat(p),
			Text: engine.T(fmt.Sprintf("%s cannot pay for any tile on offer (%d gold; the cheapest costs %d): no purchase", who, gold, low),
				fmt.Sprintf("%sは売りに出ているどのタイルも買えません(所持%dゴールド、最安%dゴールド): 購入なし", who, gold, low)),
			Data: map[string]any{"gold": gold, "cheapest": low}})
	}
}

// tellUnsold tells the tiles player p keeps unsold after buying: the gold
// set on them goes to the supply.
func (st *State) tellUnsold(p int) {
	var kept, prices []int
	paid := 0
	for k, t := range st.drawn[p] {
		if t != noTile && st.buyer[p][k] == noSeat {
			kept, prices = append(kept, int(t)+1), append(prices, int(st.price[p][k]))
			paid += int(st.price[p][k])
		}
	}
	if len(kept) == 0 {
		return
	}
	who, list := engine.SeatMark(engine.Seat(p)), tileList(kept)
	them := "it"
	if len(kept) > 1 {
		them = "them"
	}
	st.rec.Add(engine.Event{Kind: "unsold", Seat: engine.Seat(p),
		Text: engine.T(fmt.Sprintf("%s keeps %s unsold; the %d gold set on %s goes to the supply", who, list.EN, paid, them),
			fmt.Sprintf("%sは売れ残った%sを受け取り、割り当てた%dゴールドを失います", who, list.JA, paid)),
		Data: map[string]any{"tiles": kept, "prices": prices, "gold": paid, "returned": false}})
}

// tellSentBack tells the tiles of player p that fit nowhere and went back
// to the bag, the gold paid for them lost (置けない場合、タイルは布袋に戻り).
// It shares the kind of tellUnsold: what became of the round's tiles that
// were not laid. (A kind of its own would be rare enough never to occur in
// the conformance suite's random playouts, which must see every kind.)
func (st *State) tellSentBack(p int, tiles []int8) {
	who, list := engine.SeatMark(engine.Seat(p)), tileList(ids(tiles))
	fit := "fits"
	if len(tiles) > 1 {
		fit = "fit"
	}
	st.rec.Add(engine.Event{Kind: "unsold", Seat: engine.Seat(p),
		Text: engine.T(fmt.Sprintf("%s %s nowhere in %s's territory: back to the bag, the gold paid lost", capital(list.EN), fit, who),
			fmt.Sprintf("%sは%sの領土のどこにも置けないため袋に戻ります(支払ったゴールドは戻りません)", list.JA, who)),
		Data: map[string]any{"tiles": ids(tiles), "returned": true}})
}

// capital begins an English text with a capital letter.
func capital(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
