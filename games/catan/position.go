package catan

import (
	"encoding/json"
	"maps"
	"math/bits"
	"slices"

	"shima/engine"
)

// position is the JSON position format (POSITION.md).
type position struct {
	Game      string            `json:"game"`
	Options   map[string]string `json:"options,omitempty"`
	Board     string            `json:"board"`
	Seats     int               `json:"seats"`
	Goal      int               `json:"goal,omitempty"`
	Hexes     []hexPos          `json:"hexes"`
	Harbours  []harbourPos      `json:"harbours"`
	Robber    int               `json:"robber"`
	Pirate    int               `json:"pirate,omitempty"`
	Supply    *supplyPos        `json:"supply,omitempty"`
	Chips     []int             `json:"chips,omitempty"`
	Players   []playerPos       `json:"players"`
	Deck      []string          `json:"deck"`
	Road      int               `json:"longest_road"`
	Army      int               `json:"largest_army"`
	Step      string            `json:"step"`
	After     string            `json:"after,omitempty"`
	Resume    string            `json:"resume,omitempty"`
	Current   int               `json:"current"`
	Builder   int               `json:"builder,omitempty"`
	Setup     int               `json:"setup_placed,omitempty"`
	Last      int               `json:"last_settlement,omitempty"`
	DevUsed   bool              `json:"dev_played,omitempty"`
	ShipMoved bool              `json:"ship_moved,omitempty"`
	FreeRoad  int               `json:"free_roads,omitempty"`
	Victims   []int             `json:"victims,omitempty"`
	Orient    []int             `json:"orient,omitempty"`
	Finder    *int              `json:"finder,omitempty"`
	Dice      []int             `json:"dice,omitempty"`
	Turn      int               `json:"turn"`
	Theft     *theftPos         `json:"theft,omitempty"`
	Offers    int               `json:"offers_made,omitempty"`
	Offer     *offerPos         `json:"offer,omitempty"`
	Winner    *int              `json:"winner,omitempty"`
	RNG       *engine.Rand      `json:"rng,omitempty"`
	Seed      *uint64           `json:"seed,omitempty"`
}

// hexPos is an interior hex: its tile ("none" before the scenario's board
// is filled), number, whether face down, a harbour tile's kind and side
// (-1 while it waits for land), and whose start island it belongs to.
type hexPos struct {
	Terrain string `json:"terrain"`
	Number  int    `json:"number,omitempty"`
	Hidden  bool   `json:"hidden,omitempty"`
	Harbour string `json:"harbour,omitempty"`
	Side    *int   `json:"side,omitempty"`
	Chip    bool   `json:"chip,omitempty"`
	Island  *int   `json:"island,omitempty"`
}

// harbourPos is a harbour on the frame: the two intersections it serves.
type harbourPos struct {
	At   []int  `json:"at"`
	Kind string `json:"kind"`
	Chip bool   `json:"chip,omitempty"`
}

// supplyPos is the scenario's supply beside the board.
type supplyPos struct {
	Tiles    map[string]int `json:"tiles"`
	Harbours map[string]int `json:"harbours"`
	Chips    map[string]int `json:"harbour_chips"`
}

// offerPos is the offer of the player to move, in the steps of a trade
// between players: what it gives and asks for, and once made, to whom.
type offerPos struct {
	Give [Resources]int `json:"give"`
	Get  [Resources]int `json:"get"`
	To   []int          `json:"to,omitempty"`
}

// theftPos is the last card stolen this turn (secret to all but its thief
// and victim).
type theftPos struct {
	Thief  int    `json:"thief"`
	Victim int    `json:"victim"`
	Card   string `json:"card"`
}

// deskPos is a counter-offer: what its maker gives and gets.
type deskPos struct {
	Give [Resources]int `json:"give"`
	Get  [Resources]int `json:"get"`
}

// heldPos is what a player took in the selection phase and has not laid.
type heldPos struct {
	Tiles   map[string]int `json:"tiles,omitempty"`
	Chips   []int          `json:"chips,omitempty"`
	Harbour string         `json:"harbour,omitempty"`
	Chip    bool           `json:"chip,omitempty"`
}

type playerPos struct {
	Hand        [Resources]int  `json:"hand"`
	Devs        [devKinds]int   `json:"devs"`
	Fresh       [devKinds]int   `json:"bought_this_turn"`
	Knights     int             `json:"knights"`
	Roads       []string        `json:"roads"`
	Ships       []string        `json:"ships,omitempty"`
	NewShips    []string        `json:"new_ships,omitempty"`
	Settlements []int           `json:"settlements"`
	Cities      []int           `json:"cities"`
	Discard     int             `json:"to_discard,omitempty"`
	Discarded   *[Resources]int `json:"discarded,omitempty"`
	Gold        int             `json:"gold,omitempty"`
	Answer      string          `json:"answer,omitempty"`
	Counter     *deskPos        `json:"counter,omitempty"`
	Held        *heldPos        `json:"held,omitempty"`
}

// MarshalJSON writes the position.
func (st *State) MarshalJSON() ([]byte, error) {
	b := st.board()
	p := position{Game: "catan", Board: b.Name, Seats: int(st.seats), Goal: int(st.goal), Robber: int(st.robber) + 1,
		Pirate: int(st.pirate) + 1, Road: int(st.roadCard), Army: int(st.armyCard), Step: stepKeys[st.step],
		Current: int(st.current), Turn: int(st.turns), DevUsed: st.devUsed, ShipMoved: st.shipMoved, FreeRoad: int(st.freeRoads)}
	if st.rules.UnknownIsland {
		p.Options = st.rules.optionValues()
	} else if st.rules.Beginner {
		p.Options = map[string]string{"setup": "beginner"}
	}
	for h := range b.Interior {
		p.Hexes = append(p.Hexes, st.hexPosition(h))
	}
	p.Harbours = []harbourPos{}
	frame := func(h int) {
		if k := st.harbourKind[h]; k != noHarbour {
			v := st.sideVertices(h, int(st.harbourSide[h]))
			p.Harbours = append(p.Harbours, harbourPos{At: []int{min(v[0], v[1]) + 1, max(v[0], v[1]) + 1}, Kind: harbourKey(k), Chip: st.chipHarbour.has(h)})
		}
	}
	if st.rules.UnknownIsland {
		for h := b.Interior; h < len(b.Hexes); h++ {
			frame(h)
		}
	} else {
		for _, hb := range st.layout.Harbours { // in the board's order
			frame(hb.Hex)
		}
	}
	if st.rules.UnknownIsland {
		p.Supply = &supplyPos{Tiles: countMap(st.tiles[:], terrainKeys[:]), Harbours: countMap(st.harbourTiles[:], harbourKindKeys[:]),
			Chips: countMap(st.harbourChips[:], harbourKindKeys[:])}
		p.Chips = numberList(&st.chips)
	}
	for s := range st.seats {
		p.Players = append(p.Players, st.playerPosition(s))
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
	case stepSetupSettle, stepSetupRoad, stepStartPay:
		p.Setup = int(st.setupN)
	case stepGold, stepOrient:
		p.Resume = stepKeys[st.resume]
		if st.resume == stepRobber || st.resume == stepRoadBuilding {
			p.After = stepKeys[st.after]
		}
		if st.resume == stepSpecialBuild {
			p.Builder = int(st.builder)
		}
		if st.resume <= stepStartPay {
			p.Setup = int(st.setupN)
		}
	}
	if st.step == stepSetupRoad || (st.resume == stepSetupRoad && (st.step == stepGold || st.step == stepOrient)) {
		p.Last = int(st.last) + 1
	}
	p.Victims = seatList(st.victims)
	for h := range b.Interior {
		if st.orient.has(h) {
			p.Orient = append(p.Orient, h+1)
		}
	}
	if st.step == stepOrient {
		f := int(st.finder)
		p.Finder = &f
	}
	if st.rolled[0] != 0 {
		p.Dice = []int{int(st.rolled[0]), int(st.rolled[1])}
	}
	if t := st.theft; t.thief != noSeat {
		p.Theft = &theftPos{Thief: int(t.thief), Victim: int(t.victim), Card: resourceKeys[t.card]}
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

// hexPosition writes interior hex h.
func (st *State) hexPosition(h int) hexPos {
	hp := hexPos{Terrain: terrainKeys[st.terrain[h]], Number: int(st.number[h]), Hidden: st.hidden.has(h)}
	if st.rules.UnknownIsland && st.step <= stepIsland && st.island[h] == noSeat {
		hp.Terrain = "none"
	}
	if k := st.harbourKind[h]; k != noHarbour {
		side := int(st.harbourSide[h])
		hp.Harbour, hp.Side, hp.Chip = harbourKey(k), &side, st.chipHarbour.has(h)
	}
	if o := int(st.island[h]); st.rules.UnknownIsland && o != noSeat {
		hp.Island = &o
	}
	return hp
}

// playerPosition writes seat s's hand, cards and pieces.
func (st *State) playerPosition(s int8) playerPos {
	pp := playerPos{Knights: int(st.knights[s]), Discard: int(st.owed[s]), Gold: int(st.gold[s]), Hand: ints(st.hand[s])}
	for d := range devKinds {
		pp.Devs[d], pp.Fresh[d] = int(st.devs[s][d]), int(st.fresh[s][d])
	}
	pp.Roads, pp.Settlements, pp.Cities = st.pieces(s)
	if !st.ships[s].empty() {
		pp.Ships = st.edgeTexts(&st.ships[s])
	}
	fresh := st.newShips
	for w := range fresh {
		fresh[w] &= st.ships[s][w]
	}
	if !fresh.empty() {
		pp.NewShips = st.edgeTexts(&fresh)
	}
	if d := st.discarded[s]; d != ([Resources]int8{}) {
		cards := ints(d)
		pp.Discarded = &cards
	}
	pp.Answer = answerKeys[st.answer[s]]
	if c := st.counter[s]; st.answer[s] >= answerComposing {
		pp.Counter = &deskPos{Give: ints(c.give), Get: ints(c.get)}
	}
	if st.rules.UnknownIsland && st.step <= stepIsland {
		held := heldPos{Tiles: countMap(st.held[s][:], terrainKeys[:]), Chips: numberList(&st.heldChips[s]), Chip: st.heldIsChip[s]}
		if k := st.heldHarbour[s]; k != noHarbour {
			held.Harbour = harbourKey(k)
		}
		pp.Held = &held
	}
	return pp
}

// edgeTexts lists the edges in set by their ends, "23-24".
func (st *State) edgeTexts(set *eset) []string {
	out := []string{}
	for e := range st.board().Edges() {
		if set.has(e) {
			out = append(out, st.edgeText(e))
		}
	}
	return out
}

// sideVertices are the two intersections of side k of hex h.
func (st *State) sideVertices(h, k int) [2]int {
	b := st.board()
	return [2]int{b.HexVertices[h][k], b.HexVertices[h][(k+1)%6]}
}

// countMap writes counts by key, leaving out zeros.
func countMap[N int8 | int](counts []N, keys []string) map[string]int {
	out := map[string]int{}
	for i, n := range counts {
		if n != 0 {
			out[keys[i]] = int(n)
		}
	}
	return out
}

// numberList lists number chips, each as often as there are.
func numberList(chips *[13]int8) []int {
	out := []int{}
	for n, c := range chips {
		for range c {
			out = append(out, n)
		}
	}
	return out
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
	if err := engine.DecodePosition(data, "catan", &p); err != nil {
		return nil, err
	}
	rules, err := p.rules()
	if err != nil {
		return nil, err
	}
	if p.Seats < MinPlayers || p.Seats > MaxPlayers || rules.check(p.Seats) != nil || p.Board != rules.layoutName(p.Seats) {
		return nil, engine.Rejectf("%d players with these options play on the %s board, not %q", "この設定の%d人プレイでは盤面%sを使います(「%s」ではありません)",
			p.Seats, rules.layoutName(min(max(p.Seats, MinPlayers), MaxPlayers)), p.Board)
	}
	st := newState(layouts[p.Board], p.Seats, rules)
	if p.Goal != int(st.goal) {
		return nil, engine.Rejectf("this game is won with %d VP", "このゲームの勝利点は%dです", st.goal)
	}
	for _, load := range []func(*position) error{st.loadBoard, st.loadPlayers, st.loadTurn} {
		if err := load(&p); err != nil {
			return nil, err
		}
	}
	if st.rng, err = engine.PositionRand(p.RNG, p.Seed); err != nil {
		return nil, err
	}
	if err := st.Check(); err != nil {
		return nil, engine.Rejectf("impossible position: %v", "ありえない局面です: %v", err)
	}
	return st, nil
}

// rules reads the options: every key known, every value allowed; none for
// the base game's random board.
func (p *position) rules() (Rules, error) {
	info := Game{}.Info()
	if err := info.CheckOptions(engine.Config{Options: p.Options}); err != nil {
		return Rules{}, err
	}
	rules := rulesOf(info, engine.Config{Options: p.Options})
	if rules.UnknownIsland && len(p.Options) != len(options) {
		return Rules{}, engine.Reject("a scenario's position gives every option", "シナリオの局面にはすべてのオプションを書きます")
	}
	return rules, nil
}

// loadBoard reads the hexes, harbours, robber and pirate, and the supply.
func (st *State) loadBoard(p *position) error {
	b := st.board()
	if len(p.Hexes) != b.Interior {
		return engine.Rejectf("the %s board has %d hexes, not %d", "%sの盤面の地形は%d枚です(%d枚ではありません)", b.Name, b.Interior, len(p.Hexes))
	}
	for h, hp := range p.Hexes {
		if err := st.loadHex(h, hp); err != nil {
			return engine.Rejectf("hex %d: %v", "地形%d: %v", h+1, engine.T(err.Error(), engine.Explain(err, engine.JA)))
		}
	}
	if err := st.loadHarbours(p); err != nil {
		return err
	}
	for _, piece := range []struct {
		at  int
		to  *int16
		may func(h int) bool
	}{{p.Robber, &st.robber, st.land}, {p.Pirate, &st.pirate, st.sea}} {
		if piece.at == 0 && (st.rules.UnknownIsland || piece.to == &st.pirate) {
			continue // off the board (the base game has no pirate)
		}
		if piece.at < 1 || piece.at > b.Interior || !piece.may(piece.at-1) {
			return engine.Reject("the robber stands on face-up land and the pirate on face-up sea (in the scenario, either may be off the board: 0)",
				"盗賊は表向きの陸地に、海賊は表向きの海に置きます(シナリオでは盤外も可: 0)")
		}
		*piece.to = int16(piece.at - 1)
	}
	if !st.rules.UnknownIsland {
		return st.checkBaseBoard()
	}
	if p.Supply == nil {
		return engine.Reject("a scenario's position gives the supply", "シナリオの局面にはsupplyを書きます")
	}
	for _, m := range []struct {
		from map[string]int
		keys []string
		to   []int8
	}{{p.Supply.Tiles, terrainKeys[:], st.tiles[:]}, {p.Supply.Harbours, harbourKindKeys[:], st.harbourTiles[:]}, {p.Supply.Chips, harbourKindKeys[:], st.harbourChips[:]}} {
		if err := readCounts(m.from, m.keys, m.to); err != nil {
			return err
		}
	}
	return readNumbers(p.Chips, &st.chips)
}

// loadHex reads interior hex h.
func (st *State) loadHex(h int, hp hexPos) error {
	if hp.Terrain == "none" && st.rules.UnknownIsland {
		if hp.Number != 0 || hp.Hidden || hp.Harbour != "" || hp.Island != nil {
			return engine.Reject("a hex with no tile has nothing on it", "タイルのないマスには何も置けません")
		}
		st.island[h] = noSeat
		return nil
	}
	t, ok := terrainByKey(hp.Terrain)
	if !ok || (!st.rules.UnknownIsland && (t == Sea || t == Gold)) {
		return engine.Rejectf("no terrain %q here", "地形「%s」はここにありません", hp.Terrain)
	}
	producing := t != Desert && t.land()
	if hp.Number != 0 && (!producing || hp.Number < 2 || hp.Number > 12 || hp.Number == 7) {
		return engine.Rejectf("a %s cannot carry number %d", "%sに数字%dは置けません", terrainNames[t], hp.Number)
	}
	if hp.Hidden && (!st.rules.UnknownIsland || hp.Number != 0) {
		return engine.Reject("only the scenario's tiles lie face down, with no number", "裏向きのタイルはシナリオだけで、数字はありません")
	}
	st.terrain[h] = t
	st.setNumber(h, int8(hp.Number))
	if hp.Hidden {
		st.hidden.add(h)
	}
	if hp.Island != nil {
		if *hp.Island < 0 || *hp.Island >= int(st.seats) || !st.rules.UnknownIsland || hp.Hidden {
			return engine.Reject("island is the seat whose start island holds the tile", "islandは最初の島の持ち主の席です")
		}
		st.island[h] = int8(*hp.Island)
		if t.land() {
			st.startTiles.add(h)
		}
	} else {
		st.island[h] = noSeat
	}
	if hp.Harbour == "" {
		if hp.Side != nil || hp.Chip {
			return engine.Reject("a side is given only for a harbour", "sideは港にだけ書きます")
		}
		return nil
	}
	k, ok := harbourByKey(hp.Harbour)
	if !ok || t != Sea || !st.rules.UnknownIsland || hp.Side == nil || *hp.Side < -1 || *hp.Side > 5 || (hp.Hidden && *hp.Side != -1) {
		return engine.Reject("a harbour tile is sea with a kind (3:1 or a resource) and a side 0-5, or -1 while not turned toward land",
			"港タイルは海で、種類(3:1か資源)と向き(0〜5、陸地に向いていなければ-1)を書きます")
	}
	if hp.Chip {
		st.chipHarbour.add(h)
	}
	st.placeHarbour(h, k, int8(*hp.Side))
	return nil
}

// loadHarbours reads the harbours on the frame: the base game's, in the
// board's order; in the scenario, chips built on a start island's coast.
func (st *State) loadHarbours(p *position) error {
	b := st.board()
	if !st.rules.UnknownIsland && len(p.Harbours) != len(st.layout.Harbours) {
		return engine.Rejectf("the %s board has %d harbours", "%sの盤面の港は%dか所です", b.Name, len(st.layout.Harbours))
	}
	for i, hp := range p.Harbours {
		k, ok := harbourByKey(hp.Kind)
		if !ok || len(hp.At) != 2 {
			return engine.Rejectf("harbour %d: give its two intersections and its kind, 3:1 or a resource", "港%d: 2つの交差点と種類(3:1か資源)を書きます", i+1)
		}
		h, side := st.frameSide(hp.At[0]-1, hp.At[1]-1)
		if st.rules.UnknownIsland {
			if h < 0 || !hp.Chip || st.harbourKind[h] != noHarbour {
				return engine.Rejectf("harbour %d: in the scenario, harbours on the frame are chips built on an island's coast", "港%d: シナリオで枠にある港は、島の海岸に作った港チップです", i+1)
			}
			st.chipHarbour.add(h)
		} else if want := st.layout.Harbours[i]; h != want.Hex || side != want.Side || hp.Chip {
			v := st.sideVertices(want.Hex, want.Side)
			return engine.Rejectf("harbour %d must be at %d-%d", "港%dは%d-%dにあります", i+1, v[0]+1, v[1]+1)
		}
		st.placeHarbour(h, k, int8(side))
	}
	return nil
}

// frameSide finds the frame hex and side whose intersections are v and w
// (a side facing the interior), or -1.
func (st *State) frameSide(v, w int) (int, int) {
	b := st.board()
	for h := b.Interior; h < len(b.Hexes); h++ {
		for k := range 6 {
			ends := st.sideVertices(h, k)
			if b.HexEdges[h][k] >= 0 && ((ends[0] == v && ends[1] == w) || (ends[0] == w && ends[1] == v)) {
				return h, k
			}
		}
	}
	return -1, -1
}

// checkBaseBoard checks that the base game's hexes and harbours are its
// board's terrain tiles, number chips and harbour pieces.
func (st *State) checkBaseBoard() error {
	l := st.layout
	var terr, want, nums, wantNums []int
	var kinds, wantKinds []int8
	for h := range l.Interior {
		terr = append(terr, int(st.terrain[h]))
		if st.number[h] != 0 {
			nums = append(nums, int(st.number[h]))
		}
		if (st.number[h] != 0) != (st.terrain[h] != Desert) {
			return engine.Rejectf("hex %d: every land hex but the desert has a number", "地形%d: 砂漠以外の陸地には数字があります", h+1)
		}
	}
	for _, t := range l.Terrains {
		want = append(want, int(t))
	}
	for _, n := range l.Numbers {
		wantNums = append(wantNums, int(n))
	}
	for _, hb := range l.Harbours {
		kinds = append(kinds, st.harbourKind[hb.Hex])
	}
	wantKinds = slices.Clone(l.Kinds)
	for _, s := range [][]int{terr, want, nums, wantNums} {
		slices.Sort(s)
	}
	slices.Sort(kinds)
	slices.Sort(wantKinds)
	if !slices.Equal(terr, want) || !slices.Equal(nums, wantNums) || !slices.Equal(kinds, wantKinds) {
		return engine.Rejectf("the %s board's hexes, numbers and harbours must be its tiles, chips and harbour pieces",
			"%sの盤面の地形・数字・港が、そのタイル・チップ・港と合いません", l.Name)
	}
	return nil
}

// readCounts reads counts by key into to.
func readCounts(from map[string]int, keys []string, to []int8) error {
	for _, key := range slices.Sorted(maps.Keys(from)) {
		i := slices.Index(keys, key)
		if n := from[key]; i < 0 || n < 0 || n > 99 {
			return engine.Rejectf("%q: %d is not a count of a kind there is", "「%s」: %dはありえない数です", key, n)
		}
		to[i] = int8(from[key])
	}
	return nil
}

// readNumbers reads a list of number chips.
func readNumbers(list []int, to *[13]int8) error {
	for _, n := range list {
		if n < 2 || n > 12 || n == 7 || to[n] >= 9 {
			return engine.Rejectf("no number chip %d", "数字チップ%dはありません", n)
		}
		to[n]++
	}
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
		for _, line := range []struct {
			texts []string
			set   *eset
			what  engine.Text
		}{{pp.Roads, &st.roads[s], engine.T("road", "街道")}, {pp.Ships, &st.ships[s], engine.T("ship", "船")}} {
			for _, text := range line.texts {
				a, err := st.Parse("road " + text)
				if err != nil {
					return engine.Rejectf("%s's %s %q: %v", "%sの%s「%s」: %v", who, line.what, text, err)
				}
				e, _ := argsOf(a)
				if st.paths.has(e) {
					return engine.Rejectf("two pieces on %s", "%sに駒が2つあります", text)
				}
				line.set.add(e)
				st.paths.add(e)
			}
		}
		for _, text := range pp.NewShips {
			a, err := st.Parse("road " + text)
			if e, _ := argsOf(a); err != nil || !st.ships[s].has(e) || st.newShips.has(e) {
				return engine.Rejectf("%s's new ship %q is not one of its ships", "%sの新しい船「%s」は、その船にありません", who, text)
			}
			e, _ := argsOf(a)
			st.newShips.add(e)
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
		if st.roadsLeft(int8(s)) < 0 || st.shipsLeft(int8(s)) < 0 || st.settlementsLeft(int8(s)) < 0 || st.citiesLeft(int8(s)) < 0 {
			return engine.Rejectf("%s has more pieces than a colour has (15 roads, 15 ships, 5 settlements, 4 cities)", "%sの駒が多すぎます(街道15・船15・開拓地5・都市4まで)", who)
		}
		if pp.Discard < 0 || pp.Discard > maxOwedPerPlayer || pp.Gold < 0 || pp.Gold > 2*CitiesEach+SettlementsEach {
			return engine.Rejectf("%s's cards to discard or to choose: %d, %d", "%sの捨てる枚数・選ぶ枚数: %d, %d", who, pp.Discard, pp.Gold)
		}
		st.owed[s], st.gold[s] = int8(pp.Discard), int8(pp.Gold)
		if pp.Discarded != nil {
			d, err := cards8(*pp.Discarded)
			if err != nil {
				return err
			}
			st.discarded[s] = d
		}
		if err := st.loadAnswer(int8(s), &pp); err != nil {
			return err
		}
		if err := st.loadHeld(int8(s), pp.Held); err != nil {
			return err
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
	st.updateRates()
	for s := range st.seats {
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

// loadAnswer reads seat s's answer to an offer and its counter-offer.
func (st *State) loadAnswer(s int8, pp *playerPos) error {
	who := engine.SeatColourText(engine.Seat(s))
	a := slices.Index(answerKeys[:], pp.Answer)
	if a < 0 {
		return engine.Rejectf("%s's answer %q is none of accept, decline, composing, counter", "%sの返事「%s」は accept・decline・composing・counter のどれでもありません", who, pp.Answer)
	}
	st.answer[s] = int8(a)
	if (pp.Counter != nil) != (int8(a) >= answerComposing) {
		return engine.Rejectf("%s has a counter-offer exactly when composing or having sent one", "%sの逆提案は、作成中か送った時だけ書きます", who)
	}
	if pp.Counter == nil {
		return nil
	}
	var err error
	if st.counter[s].give, err = cards8(pp.Counter.Give); err != nil {
		return err
	}
	st.counter[s].get, err = cards8(pp.Counter.Get)
	return err
}

// loadHeld reads what seat s took in the selection phase and has not laid.
func (st *State) loadHeld(s int8, held *heldPos) error {
	st.heldHarbour[s] = noHarbour
	setup := st.rules.UnknownIsland && (held != nil)
	if held == nil {
		return nil
	}
	if !setup {
		return engine.Reject("only the scenario's set-up has tiles held", "heldはシナリオの準備中だけ書きます")
	}
	if err := readCounts(held.Tiles, terrainKeys[:], st.held[s][:]); err != nil {
		return err
	}
	if err := readNumbers(held.Chips, &st.heldChips[s]); err != nil {
		return err
	}
	if held.Harbour != "" {
		k, ok := harbourByKey(held.Harbour)
		if !ok {
			return engine.Rejectf("no harbour %q", "港「%s」はありません", held.Harbour)
		}
		st.heldHarbour[s], st.heldIsChip[s] = k, held.Chip
	} else if held.Chip {
		return engine.Reject("chip is said of a harbour held", "chipは持っている港について書きます")
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
	switch st.step {
	case stepSelect, stepIsland, stepStartPay, stepGold, stepOrient:
		if !st.rules.UnknownIsland {
			return engine.Rejectf("step %s belongs to The Unknown Island", "段階%sは「未知の陸地」のものです", p.Step)
		}
	}
	if p.Current < 0 || p.Current >= int(st.seats) || p.Turn < 0 || p.Turn > maxRounds*int(st.seats)+1 {
		return engine.Reject("current must be a seat and turn a count of turns", "currentは席番号、turnは手番の数です")
	}
	st.current, st.turns, st.devUsed, st.freeRoads, st.shipMoved = int8(p.Current), int16(p.Turn), p.DevUsed, int8(p.FreeRoad), p.ShipMoved
	for _, f := range []struct {
		key  string
		to   *step
		want []step
	}{{p.After, &st.after, []step{stepRoll, stepMain}}, {p.Resume, &st.resume, nil}} {
		if f.key == "" {
			continue
		}
		a := slices.Index(stepKeys[:], f.key)
		if a < 0 || (f.want != nil && !slices.Contains(f.want, step(a))) {
			return engine.Rejectf("no step %q to return to", "戻る段階「%s」はありません", f.key)
		}
		*f.to = step(a)
	}
	if (p.Resume != "") != (st.step == stepGold || st.step == stepOrient) {
		return engine.Reject("resume is given exactly in the steps gold and orient", "resumeはgoldとorientの段階にだけ書きます")
	}
	st.setupN, st.builder = int8(p.Setup), int8(p.Builder)
	if p.Setup < 0 || p.Setup > 2*int(st.seats) || p.Builder < 0 || p.Builder >= int(st.seats) {
		return engine.Reject("setup_placed and builder are out of range", "setup_placedかbuilderが範囲外です")
	}
	if p.Last > 0 {
		if p.Last > st.board().Vertices() {
			return engine.Rejectf("no intersection %d", "交差点%dはありません", p.Last)
		}
		st.last = int16(p.Last - 1)
	}
	for _, v := range p.Victims {
		if v < 0 || v >= int(st.seats) {
			return engine.Rejectf("victim %d is not a seat", "奪う相手%dは席ではありません", v)
		}
		st.victims |= 1 << v
	}
	for _, h := range p.Orient {
		if h < 1 || h > st.layout.Interior || st.harbourKind[h-1] == noHarbour || st.harbourSide[h-1] >= 0 {
			return engine.Rejectf("hex %d is no harbour waiting to be turned", "地形%dは向きを待つ港ではありません", h)
		}
		st.orient.add(h - 1)
	}
	if (p.Finder != nil) != (st.step == stepOrient) || (p.Finder != nil && (*p.Finder < 0 || *p.Finder >= int(st.seats))) {
		return engine.Reject("finder is the seat turning the harbours, in the step orient", "finderはorientの段階で港の向きを決める席です")
	}
	if p.Finder != nil {
		st.finder = int8(*p.Finder)
	}
	if len(p.Dice) == 2 {
		st.rolled = [2]int8{int8(p.Dice[0]), int8(p.Dice[1])}
	} else if len(p.Dice) != 0 {
		return engine.Reject("dice are two numbers", "diceは2つの数です")
	}
	if err := st.loadOffer(p); err != nil {
		return err
	}
	if t := p.Theft; t != nil {
		r := slices.Index(resourceKeys[:], t.Card)
		if t.Thief < 0 || t.Thief >= int(st.seats) || t.Victim < 0 || t.Victim >= int(st.seats) || t.Thief == t.Victim || r < 0 {
			return engine.Reject("a theft names its thief, its victim (two seats) and the card", "theftには盗んだ人と盗まれた人(2つの席)とカードを書きます")
		}
		st.theft = theft{thief: int8(t.Thief), victim: int8(t.Victim), card: Resource(r)}
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
	case stepGold:
		st.setToMove(max(st.nextGold(), 0))
	case stepOrient:
		st.setToMove(st.finder)
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

// harbourKindKeys are the harbour kinds' keys, by kind.
var harbourKindKeys = [harbourKinds]string{"brick", "lumber", "wool", "grain", "ore", "3:1"}
