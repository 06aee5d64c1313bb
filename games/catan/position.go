package catan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"slices"

	"shima/engine"
)

// position is the JSON position format (POSITION.md).
type position struct {
	Game     string       `json:"game"`
	Board    string       `json:"board"`
	Seats    int          `json:"seats"`
	Goal     int          `json:"goal,omitempty"`
	Hexes    []hexPos     `json:"hexes"`
	Harbours []harbourPos `json:"harbours"`
	Robber   int          `json:"robber"`
	Players  []playerPos  `json:"players"`
	Deck     []string     `json:"deck"`
	Road     int          `json:"longest_road"`
	Army     int          `json:"largest_army"`
	Step     string       `json:"step"`
	After    string       `json:"after,omitempty"`
	Current  int          `json:"current"`
	Builder  int          `json:"builder,omitempty"`
	Setup    int          `json:"setup_placed,omitempty"`
	Last     int          `json:"last_settlement,omitempty"`
	DevUsed  bool         `json:"dev_played,omitempty"`
	FreeRoad int          `json:"free_roads,omitempty"`
	Victims  []int        `json:"victims,omitempty"`
	Dice     []int        `json:"dice,omitempty"`
	Turn     int          `json:"turn"`
	Offers   int          `json:"offers_made,omitempty"`
	Offer    *offerPos    `json:"offer,omitempty"`
	Winner   *int         `json:"winner,omitempty"`
	RNG      *engine.Rand `json:"rng,omitempty"`
	Seed     *uint64      `json:"seed,omitempty"`
}

type hexPos struct {
	Terrain string `json:"terrain"`
	Number  int    `json:"number,omitempty"`
}

type harbourPos struct {
	At   []int  `json:"at"`
	Kind string `json:"kind"`
}

// offerPos is the offer of the player to move, in the steps of a trade
// between players: what it gives and asks for, and once made, to whom.
type offerPos struct {
	Give [Resources]int `json:"give"`
	Get  [Resources]int `json:"get"`
	To   []int          `json:"to,omitempty"`
}

// deskPos is a counter-offer: what its maker gives and gets.
type deskPos struct {
	Give [Resources]int `json:"give"`
	Get  [Resources]int `json:"get"`
}

type playerPos struct {
	Hand        [Resources]int `json:"hand"`
	Devs        [devKinds]int  `json:"devs"`
	Fresh       [devKinds]int  `json:"bought_this_turn"`
	Knights     int            `json:"knights"`
	Roads       []string       `json:"roads"`
	Settlements []int          `json:"settlements"`
	Cities      []int          `json:"cities"`
	Discard     int            `json:"to_discard,omitempty"`
	Answer      string         `json:"answer,omitempty"`
	Counter     *deskPos       `json:"counter,omitempty"`
}

// MarshalJSON writes the position.
func (st *State) MarshalJSON() ([]byte, error) {
	b := st.board()
	p := position{Game: "catan", Board: b.Name, Seats: int(st.seats), Goal: int(st.goal), Robber: int(st.robber) + 1,
		Road: int(st.roadCard), Army: int(st.armyCard), Step: stepKeys[st.step], Current: int(st.current),
		Turn: int(st.turns), DevUsed: st.devUsed, FreeRoad: int(st.freeRoads)}
	for h := range b.Interior {
		p.Hexes = append(p.Hexes, hexPos{Terrain: terrainKeys[st.terrain[h]], Number: int(st.number[h])})
	}
	for _, hb := range st.layout.Harbours {
		v := hb.Vertices
		p.Harbours = append(p.Harbours, harbourPos{At: []int{v[0] + 1, v[1] + 1}, Kind: harbourKey(st.harbour[v[0]])})
	}
	for s := range st.seats {
		pp := playerPos{Knights: int(st.knights[s]), Discard: int(st.owed[s])}
		for r := range Resources {
			pp.Hand[r] = int(st.hand[s][r])
		}
		for d := range devKinds {
			pp.Devs[d], pp.Fresh[d] = int(st.devs[s][d]), int(st.fresh[s][d])
		}
		pp.Roads, pp.Settlements, pp.Cities = st.pieces(s)
		pp.Answer = answerKeys[st.answer[s]]
		if c := st.counter[s]; st.answer[s] >= answerComposing {
			pp.Counter = &deskPos{Give: ints(c.give), Get: ints(c.get)}
		}
		p.Players = append(p.Players, pp)
	}
	p.Deck = []string{}
	for _, d := range st.deck[:st.nDeck] {
		p.Deck = append(p.Deck, devKeys[d])
	}
	switch st.step {
	case stepRobber, stepSteal, stepRoadBuilding:
		p.After = stepKeys[st.after]
	case stepSpecialBuild:
		p.Builder = int(st.builder)
	case stepSetupSettle, stepSetupRoad:
		p.Setup = int(st.setupN)
	}
	if st.step == stepSetupRoad {
		p.Last = int(st.last) + 1
	}
	for v := range MaxPlayers {
		if st.victims&(1<<v) != 0 {
			p.Victims = append(p.Victims, v)
		}
	}
	if st.rolled[0] != 0 {
		p.Dice = []int{int(st.rolled[0]), int(st.rolled[1])}
	}
	p.Offers = int(st.offers)
	if st.trading() {
		p.Offer = &offerPos{Give: ints(st.offer.give), Get: ints(st.offer.get), To: seatList(st.offerTo)}
	}
	if st.step == stepOver {
		w := int(st.winner)
		p.Winner = &w
	}
	rng := st.rng
	p.RNG = &rng
	return json.Marshal(p)
}

// ints converts cards to ints for JSON.
func ints(cards [Resources]int8) [Resources]int {
	var out [Resources]int
	for r, n := range cards {
		out[r] = int(n)
	}
	return out
}

// cards8 converts cards read from JSON, or says why they cannot be.
func cards8(in [Resources]int) ([Resources]int8, error) {
	var out [Resources]int8
	for r, n := range in {
		if n < 0 || n > extensionBank {
			return out, engine.Rejectf("%d %s is not a number of cards", "%s%d枚という数はありえません", n, resourceNames[r])
		}
		out[r] = int8(n)
	}
	return out, nil
}

// seatList lists the seats in mask.
func seatList(mask uint8) []int {
	var out []int
	for m := mask; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros8(m))
	}
	return out
}

// loadPosition reads and checks a position.
func loadPosition(data []byte) (*State, error) {
	var p position
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, engine.Rejectf("not a Catan position: %v", "カタンの局面ではありません: %v", err)
	}
	if p.Game != "catan" {
		return nil, engine.Rejectf(`game must be "catan", not %q`, `gameは"catan"です(「%s」ではありません)`, p.Game)
	}
	layout, ok := layouts[p.Board]
	if !ok {
		return nil, engine.Rejectf("there is no board %q (base or base-6)", "盤面「%s」はありません(baseかbase-6)", p.Board)
	}
	if p.Seats < MinPlayers || p.Seats > MaxPlayers || (p.Seats >= 5) != (p.Board == "base-6") {
		return nil, engine.Rejectf("%d players do not play on the %s board", "%d人では%sの盤面を使いません", p.Seats, p.Board)
	}
	st := &State{layout: layout, seats: int8(p.Seats), goal: baseGoal, bankN: baseBank, roadCard: noSeat, armyCard: noSeat, winner: noSeat}
	if p.Seats >= 5 {
		st.bankN = extensionBank
	}
	if p.Goal != 0 && p.Goal != baseGoal {
		return nil, engine.Rejectf("the base game is won with %d VP", "基本ゲームの勝利点は%dです", baseGoal)
	}
	st.clearBoard()
	for _, load := range []func(*position) error{st.loadBoard, st.loadPlayers, st.loadTurn} {
		if err := load(&p); err != nil {
			return nil, err
		}
	}
	switch {
	case p.RNG != nil && p.Seed != nil:
		return nil, engine.Reject("give rng or seed, not both", "rngとseedの両方は書けません")
	case p.RNG != nil:
		st.rng = *p.RNG
	case p.Seed != nil:
		st.rng = engine.NewRand(*p.Seed)
	}
	if err := st.Check(); err != nil {
		return nil, engine.Rejectf("impossible position: %v", "ありえない局面です: %v", err)
	}
	return st, nil
}

// loadBoard reads the hexes, harbours and robber.
func (st *State) loadBoard(p *position) error {
	b := st.board()
	if len(p.Hexes) != b.Interior {
		return engine.Rejectf("the %s board has %d hexes, not %d", "%sの盤面の地形は%d枚です(%d枚ではありません)", b.Name, b.Interior, len(p.Hexes))
	}
	var terr, nums []int
	for h, hp := range p.Hexes {
		t, ok := terrainByKey(hp.Terrain)
		if !ok || t == Sea || t == Gold {
			return engine.Rejectf("hex %d: no terrain %q in the base game", "地形%d: 基本ゲームに「%s」はありません", h+1, hp.Terrain)
		}
		producing := t != Desert
		if producing != (hp.Number != 0) || (producing && (hp.Number < 2 || hp.Number > 12 || hp.Number == 7)) {
			return engine.Rejectf("hex %d: a %s cannot carry number %d", "地形%d: %sに数字%dは置けません", h+1, terrainNames[t], hp.Number)
		}
		st.terrain[h], st.number[h] = t, int8(hp.Number)
		terr = append(terr, int(t))
		nums = append(nums, hp.Number)
	}
	var want []int
	for _, t := range st.layout.Terrains {
		want = append(want, int(t))
	}
	slices.Sort(terr)
	slices.Sort(want)
	if !slices.Equal(terr, want) {
		return engine.Rejectf("the %s board's hexes must be its terrain tiles", "%sの盤面の地形が、その地形タイルと合いません", b.Name)
	}
	want = want[:0]
	for _, n := range st.layout.Numbers {
		want = append(want, int(n))
	}
	nums = slices.DeleteFunc(nums, func(n int) bool { return n == 0 })
	slices.Sort(nums)
	slices.Sort(want)
	if !slices.Equal(nums, want) {
		return engine.Rejectf("the %s board's numbers must be its number chips", "%sの盤面の数字が、その数字チップと合いません", b.Name)
	}
	if len(p.Harbours) != len(st.layout.Harbours) {
		return engine.Rejectf("the %s board has %d harbours", "%sの盤面の港は%dか所です", b.Name, len(st.layout.Harbours))
	}
	var kinds, wantKinds []int8
	for i, hp := range p.Harbours {
		at := st.layout.Harbours[i].Vertices
		k, ok := harbourByKey(hp.Kind)
		if !ok || len(hp.At) != 2 || hp.At[0] != at[0]+1 || hp.At[1] != at[1]+1 {
			return engine.Rejectf("harbour %d must be at %d-%d, of a kind 3:1 or a resource", "港%dは%d-%dにあり、種類は3:1か資源です", i+1, at[0]+1, at[1]+1)
		}
		st.placeHarbour(at, k)
		kinds = append(kinds, k)
	}
	wantKinds = slices.Clone(st.layout.Kinds)
	slices.Sort(kinds)
	slices.Sort(wantKinds)
	if !slices.Equal(kinds, wantKinds) {
		return engine.Rejectf("the %s board's harbours must be its harbour pieces", "%sの盤面の港が、その港と合いません", b.Name)
	}
	if p.Robber < 1 || p.Robber > b.Interior || !st.terrain[p.Robber-1].land() {
		return engine.Rejectf("the robber must be on a land hex 1-%d", "盗賊は陸地1〜%dに置きます", b.Interior)
	}
	st.robber = int16(p.Robber - 1)
	return nil
}

// loadPlayers reads the players' hands, cards and pieces, the deck and the
// special cards; the bank holds what nobody does.
func (st *State) loadPlayers(p *position) error {
	b := st.board()
	if len(p.Players) != int(st.seats) {
		return engine.Rejectf("players must list %d players", "playersには%d人を書きます", st.seats)
	}
	var devTotal [devKinds]int
	for s, pp := range p.Players {
		who := engine.SeatColourText(engine.Seat(s))
		for r, n := range pp.Hand {
			if n < 0 || n > int(st.bankN) {
				return engine.Rejectf("%s holds %d %s", "%sの%sが%d枚です", who, n, resourceNames[r])
			}
			st.hand[s][r] = int8(n)
			st.bank[r] += int8(n)
		}
		for d := range devKinds {
			if pp.Devs[d] < 0 || pp.Fresh[d] < 0 || pp.Fresh[d] > pp.Devs[d] || pp.Devs[d] > maxDevCards {
				return engine.Rejectf("%s's development cards do not add up", "%sの発展カードの数が合いません", who)
			}
			st.devs[s][d], st.fresh[s][d] = int8(pp.Devs[d]), int8(pp.Fresh[d])
			devTotal[d] += pp.Devs[d]
		}
		if pp.Knights < 0 || pp.Knights > maxDevCards {
			return engine.Rejectf("%s played %d knights", "%sの騎士が%d枚です", who, pp.Knights)
		}
		st.knights[s] = int8(pp.Knights)
		devTotal[Knight] += pp.Knights
		for _, text := range pp.Roads {
			a, err := st.Parse("road " + text)
			if err != nil {
				return engine.Rejectf("%s's road %q: %v", "%sの街道「%s」: %v", who, text, err)
			}
			e, _ := argsOf(a)
			if st.paths.has(e) {
				return engine.Rejectf("two roads on %s", "%sに街道が2本あります", text)
			}
			st.roads[s].add(e)
			st.paths.add(e)
		}
		for _, list := range []struct {
			at  []int
			set *vset
		}{{pp.Settlements, &st.settlements[s]}, {pp.Cities, &st.cities[s]}} {
			for _, v := range list.at {
				if v < 1 || v > b.Vertices() || st.built.has(v-1) {
					return engine.Rejectf("%s's building at %d is off the board or on another", "%sの%dの建物は盤外か、ほかの建物と重なっています", who, v)
				}
				list.set.add(v - 1)
				st.built.add(v - 1)
				st.owner[v-1] = int8(s)
			}
		}
		if st.roadsLeft(int8(s)) < 0 || st.settlementsLeft(int8(s)) < 0 || st.citiesLeft(int8(s)) < 0 {
			return engine.Rejectf("%s has more pieces than a colour has (15 roads, 5 settlements, 4 cities)", "%sの駒が多すぎます(街道15・開拓地5・都市4まで)", who)
		}
		if pp.Discard < 0 || pp.Discard > maxOwedPerPlayer {
			return engine.Rejectf("%s's cards to discard: %d", "%sの捨てる枚数: %d", who, pp.Discard)
		}
		st.owed[s] = int8(pp.Discard)
		a := slices.Index(answerKeys[:], pp.Answer)
		if a < 0 {
			return engine.Rejectf("%s's answer %q is none of accept, decline, composing, counter", "%sの返事「%s」は accept・decline・composing・counter のどれでもありません", who, pp.Answer)
		}
		st.answer[s] = int8(a)
		if (pp.Counter != nil) != (int8(a) >= answerComposing) {
			return engine.Rejectf("%s has a counter-offer exactly when composing or having sent one", "%sの逆提案は、作成中か送った時だけ書きます", who)
		}
		if pp.Counter != nil {
			var err error
			if st.counter[s].give, err = cards8(pp.Counter.Give); err != nil {
				return err
			}
			if st.counter[s].get, err = cards8(pp.Counter.Get); err != nil {
				return err
			}
		}
	}
	for r := range Resources {
		if st.bank[r] > st.bankN {
			return engine.Rejectf("the players hold more than %d %s", "プレイヤーの%sが%d枚を超えています", st.bankN, resourceNames[r])
		}
		st.bank[r] = st.bankN - st.bank[r]
	}
	for _, key := range p.Deck {
		d := slices.Index(devKeys[:], key)
		if d < 0 || int(st.nDeck) >= maxDevCards {
			return engine.Rejectf("no development card %q", "発展カード「%s」はありません", key)
		}
		st.deck[st.nDeck] = DevCard(d)
		st.nDeck++
		devTotal[d]++
	}
	full := devDeck[0]
	if st.seats >= 5 {
		full = devDeck[1]
	}
	for d, n := range devTotal {
		if n > int(full[d]) {
			return engine.Rejectf("there are only %d %s cards", "%sのカードは%d枚しかありません", full[d], devNames[d])
		}
	}
	for v := range b.Vertices() {
		if st.built.has(v) {
			st.blocked.or(&b.near[v])
		}
	}
	for s := range st.seats {
		st.rates[s] = [Resources]int8{4, 4, 4, 4, 4}
		for v := range b.Vertices() {
			if st.built.has(v) && st.owner[v] == s && st.harbour[v] != noHarbour {
				st.openHarbour(s, st.harbour[v])
			}
		}
		st.roadLen[s] = int8(st.longestRoad(s))
	}
	for _, c := range []struct {
		seat int
		card *int8
	}{{p.Road, &st.roadCard}, {p.Army, &st.armyCard}} {
		if c.seat < noSeat || c.seat >= int(st.seats) {
			return engine.Rejectf("a special card's holder must be a seat or -1, not %d", "特別カードの持ち主は席番号か-1です(%dではありません)", c.seat)
		}
		*c.card = int8(c.seat)
	}
	return nil
}

// loadTurn reads where the game stands.
func (st *State) loadTurn(p *position) error {
	s := slices.Index(stepKeys[:], p.Step)
	if s < 0 {
		return engine.Rejectf("no step %q", "段階「%s」はありません", p.Step)
	}
	st.step = step(s)
	if p.Current < 0 || p.Current >= int(st.seats) || p.Turn < 0 || p.Turn > maxRounds*int(st.seats)+1 {
		return engine.Reject("current must be a seat and turn a count of turns", "currentは席番号、turnは手番の数です")
	}
	st.current, st.turns, st.devUsed, st.freeRoads = int8(p.Current), int16(p.Turn), p.DevUsed, int8(p.FreeRoad)
	if p.After != "" {
		a := slices.Index(stepKeys[:], p.After)
		if a != int(stepRoll) && a != int(stepMain) {
			return engine.Rejectf("after must be roll or main, not %q", "afterはrollかmainです(「%s」ではありません)", p.After)
		}
		st.after = step(a)
	}
	st.setupN, st.builder = int8(p.Setup), int8(p.Builder)
	if p.Last > 0 {
		st.last = int16(p.Last - 1)
	}
	for _, v := range p.Victims {
		if v < 0 || v >= int(st.seats) {
			return engine.Rejectf("victim %d is not a seat", "奪う相手%dは席ではありません", v)
		}
		st.victims |= 1 << v
	}
	if len(p.Dice) == 2 {
		st.rolled = [2]int8{int8(p.Dice[0]), int8(p.Dice[1])}
	} else if len(p.Dice) != 0 {
		return engine.Reject("dice are two numbers", "diceは2つの数です")
	}
	if err := st.loadOffer(p); err != nil {
		return err
	}
	switch st.step {
	case stepRespond:
		st.nToMove = 0
		for _, s := range seatList(st.offerTo) {
			if a := st.answer[s]; a == answerNone || a == answerComposing {
				st.toMove[st.nToMove] = engine.Seat(s)
				st.nToMove++
			}
		}
	case stepDiscard:
		st.nToMove = 0
		for s := range st.seats {
			if st.owed[s] > 0 {
				st.toMove[st.nToMove] = engine.Seat(s)
				st.nToMove++
			}
		}
	case stepSpecialBuild:
		st.setToMove(st.builder)
	case stepSetupSettle, stepSetupRoad:
		st.current = st.setupTurn()
		st.setToMove(st.current)
	case stepOver:
		if p.Winner == nil || *p.Winner < noSeat || *p.Winner >= int(st.seats) {
			return engine.Reject("a finished game names its winner (-1 for none)", "終了した局面には勝者を書きます(なしは-1)")
		}
		st.winner = int8(*p.Winner)
	default:
		st.setToMove(st.current)
	}
	return nil
}

// loadOffer reads the offer of a trade between players and the offers made
// this turn.
func (st *State) loadOffer(p *position) error {
	if p.Offers < 0 || p.Offers > maxOffers {
		return engine.Rejectf("offers_made is 0-%d", "offers_madeは0〜%dです", maxOffers)
	}
	st.offers = int8(p.Offers)
	if (p.Offer != nil) != st.trading() {
		return engine.Reject("an offer is given exactly in the steps offer, respond and confirm", "offerはoffer・respond・confirmの段階にだけ書きます")
	}
	if p.Offer == nil {
		return nil
	}
	var err error
	if st.offer.give, err = cards8(p.Offer.Give); err != nil {
		return err
	}
	if st.offer.get, err = cards8(p.Offer.Get); err != nil {
		return err
	}
	for _, s := range p.Offer.To {
		if s < 0 || s >= int(st.seats) || s == int(st.current) || st.offerTo&(1<<s) != 0 {
			return engine.Rejectf("an offer goes to other players, each once, not seat %d", "申し出の相手はほかのプレイヤーで、1人1回です(席%dは不可)", s)
		}
		st.offerTo |= 1 << s
	}
	return nil
}

// setupTurn is whose turn it is in the set-up, by the settlements placed.
func (st *State) setupTurn() int8 {
	if st.setupN < st.seats {
		return st.setupN
	}
	return 2*st.seats - 1 - st.setupN
}

// Check verifies the state's invariants: every card somewhere, pieces where
// the rules allow them, the step consistent with the board.
func (st *State) Check() error {
	b := st.board()
	for r := range Resources {
		n := int(st.bank[r])
		for s := range st.seats {
			n += int(st.hand[s][r])
			if st.hand[s][r] < 0 {
				return fmt.Errorf("%s holds %d %s", engine.SeatColour(engine.Seat(s), engine.EN), st.hand[s][r], resourceNames[r].EN)
			}
		}
		if st.bank[r] < 0 || n != int(st.bankN) {
			return fmt.Errorf("%d %s in all, not %d", n, resourceNames[r].EN, st.bankN)
		}
	}
	for v := range b.Vertices() {
		if !st.built.has(v) {
			continue
		}
		if !st.onLand(v) {
			return fmt.Errorf("a building at %d is off the land", v+1)
		}
		for _, n := range b.VertexNeighbours[v] {
			if n >= 0 && st.built.has(n) {
				return fmt.Errorf("buildings at %d and %d break the distance rule", v+1, n+1)
			}
		}
	}
	for e := range b.Edges() {
		if st.paths.has(e) && !st.landEdge(e) {
			return fmt.Errorf("a road on %s is off the land", st.edgeText(e))
		}
	}
	for s := range st.seats {
		if st.step > stepSetupRoad || st.setupN >= 2*st.seats {
			if err := st.connected(s); err != nil {
				return err
			}
		}
	}
	placed := 0
	for s := range st.seats {
		placed += popcountV(&st.settlements[s]) + popcountV(&st.cities[s])
	}
	if st.step <= stepSetupRoad {
		want := int(st.setupN)
		if st.step == stepSetupRoad {
			want++
		}
		if st.setupN < 0 || st.setupN >= 2*st.seats || placed != want {
			return fmt.Errorf("%d buildings placed in the set-up, want %d", placed, want)
		}
	}
	if st.step == stepSetupRoad && (!st.built.has(int(st.last)) || st.owner[st.last] != st.current) {
		return fmt.Errorf("the set-up road's settlement %d is not %s's", st.last+1, engine.SeatColour(engine.Seat(st.current), engine.EN))
	}
	if err := st.checkSpecialCards(); err != nil {
		return err
	}
	if err := st.checkTradeState(); err != nil {
		return err
	}
	if st.step == stepDiscard && st.nToMove == 0 {
		return fmt.Errorf("a discard step with nobody to discard")
	}
	if st.step == stepSteal && st.victims == 0 {
		return fmt.Errorf("a steal step with nobody to rob")
	}
	if st.step == stepRoadBuilding && (st.freeRoads < 1 || st.freeRoads > 2) {
		return fmt.Errorf("%d free roads to place", st.freeRoads)
	}
	return nil
}

// checkSpecialCards checks Largest Army and Longest Road against the knights
// and roads: a holder has the most (challengers must exceed it, so it may
// share the most), and the card lies aside only when nobody has enough or,
// for the road, when several tie for the longest.
func (st *State) checkSpecialCards() error {
	most := func(of *[MaxPlayers]int8) (best int8, count int) {
		for p := range st.seats {
			switch {
			case of[p] > best:
				best, count = of[p], 1
			case of[p] == best:
				count++
			}
		}
		return best, count
	}
	knights, _ := most(&st.knights)
	switch h := st.armyCard; {
	case h == noSeat && knights >= LargestArmyMin:
		return fmt.Errorf("nobody holds Largest Army though %d knights were played", knights)
	case h != noSeat && (st.knights[h] < LargestArmyMin || st.knights[h] < knights):
		return fmt.Errorf("%s holds Largest Army with %d knights", engine.SeatColour(engine.Seat(h), engine.EN), st.knights[h])
	}
	road, ties := most(&st.roadLen)
	switch h := st.roadCard; {
	case h == noSeat && road >= LongestRoadMin && ties == 1:
		return fmt.Errorf("nobody holds Longest Road though one player alone has a road of %d", road)
	case h != noSeat && (st.roadLen[h] < LongestRoadMin || st.roadLen[h] < road):
		return fmt.Errorf("%s holds Longest Road with a road of %d", engine.SeatColour(engine.Seat(h), engine.EN), st.roadLen[h])
	}
	return nil
}

// connected checks that every road of s joins one of s's buildings through
// s's roads. (Another player's settlement may since have cut the road: that
// does not unbuild it.)
func (st *State) connected(s int8) error {
	b := st.board()
	seen := st.settlements[s]
	seen.or(&st.cities[s])
	var got eset
	for changed := true; changed; {
		changed = false
		for e := range b.Edges() {
			if !st.roads[s].has(e) || got.has(e) {
				continue
			}
			ends := b.EdgeVertices[e]
			for _, v := range ends {
				if seen.has(v) {
					got.add(e)
					seen.add(ends[0])
					seen.add(ends[1])
					changed = true
					break
				}
			}
		}
	}
	if got != st.roads[s] {
		return fmt.Errorf("a road of %s joins none of its buildings", engine.SeatColour(engine.Seat(s), engine.EN))
	}
	return nil
}
