package skye

import (
	"encoding/json"
	"strings"

	"shima/engine"
)

// position is the JSON form of a State; POSITION.md documents it.
type position struct {
	Game    string            `json:"game"`
	Seats   int               `json:"seats"`
	Options map[string]string `json:"options,omitempty"`
	Round   int               `json:"round"`
	Start   int               `json:"start"`
	Phase   string            `json:"phase"`
	Scoring []string          `json:"scoring"`
	Players []playerJSON      `json:"players"`
	Buying  *int              `json:"buying,omitempty"`
	Buys    int               `json:"buys,omitempty"`
	Bag     []int             `json:"bag"`
	RNG     *engine.Rand      `json:"rng,omitempty"`
	Seed    *uint64           `json:"seed,omitempty"`
}

// playerJSON is one player: gold, VP by scoring tile, the round's income,
// the territory (without the castle, which lies at 0,0) and the round's tiles.
type playerJSON struct {
	Gold      int         `json:"gold"`
	Scored    [4]int      `json:"scored"`
	Income    int         `json:"income"`
	Territory []placeJSON `json:"territory"`
	Drawn     []offerJSON `json:"drawn"`
	Bought    int         `json:"bought,omitempty"`
	Discarded int         `json:"discarded,omitempty"`
	Pending   []int       `json:"pending,omitempty"`
	SentBack  []int       `json:"sent_back,omitempty"`
}

// placeJSON is a tile in a territory.
type placeJSON struct {
	Tile int `json:"tile"`
	X    int `json:"x"`
	Y    int `json:"y"`
	Turn int `json:"turn,omitempty"`
}

// offerJSON is a tile in front of a screen: its price (0 while unset), the
// discard mark, and who bought it.
type offerJSON struct {
	Tile     int  `json:"tile"`
	Price    int  `json:"price,omitempty"`
	Discard  bool `json:"discard,omitempty"`
	BoughtBy *int `json:"bought_by,omitempty"`
}

var phaseNames = [...]string{phasePrice: "price", phaseBuy: "buy", phaseBuild: "build", phaseOver: "over"}

func ids(tiles []int8) []int {
	out := make([]int, 0, len(tiles))
	for _, t := range tiles {
		out = append(out, int(t)+1)
	}
	return out
}

// MarshalJSON writes the position format.
func (st *State) MarshalJSON() ([]byte, error) {
	p := position{Game: "skye", Seats: int(st.seats), Options: st.rules.options(), Round: int(st.round), Start: int(st.start),
		Phase: phaseNames[st.phase], Bag: ids(st.bag[:st.nBag]), RNG: &st.rng}
	for _, k := range st.scoring {
		p.Scoring = append(p.Scoring, scoringTiles[k].ID)
	}
	if st.phase == phaseBuy {
		b := int(st.buying)
		p.Buying, p.Buys = &b, int(st.buys)
	}
	for s := range int(st.seats) {
		pj := playerJSON{Gold: int(st.gold[s]), Income: int(st.income[s]), Territory: []placeJSON{}, Drawn: []offerJSON{},
			Pending: ids(st.pending[s][:st.nPending[s]]), SentBack: ids(st.sentBack[s][:st.nBack[s]]), Bought: int(st.bought[s]) + 1, Discarded: int(st.discarded[s]) + 1}
		for k, v := range st.scored[s] {
			pj.Scored[k] = int(v)
		}
		land := &st.land[s]
		for _, t := range land.tiles[1:land.n] {
			pj.Territory = append(pj.Territory, placeJSON{Tile: int(t.tile) + 1, X: int(t.x), Y: int(t.y), Turn: 90 * int(t.rot)})
		}
		for k, t := range st.drawn[s] {
			if t == noTile {
				continue
			}
			o := offerJSON{Tile: int(t) + 1, Price: int(st.price[s][k]), Discard: st.phase == phasePrice && int(st.mark[s]) == k}
			if b := int(st.buyer[s][k]); b != noSeat {
				o.BoughtBy = &b
			}
			pj.Drawn = append(pj.Drawn, o)
		}
		p.Players = append(p.Players, pj)
	}
	return json.Marshal(p)
}

// loadPosition reads and checks a position.
func loadPosition(data []byte) (*State, error) {
	p, err := decodePosition(data)
	if err != nil {
		return nil, err
	}
	info := Game{}.Info()
	if err := info.CheckSeats(p.Seats); err != nil {
		return nil, err
	}
	if _, ok := p.Options[OptScoring]; ok {
		return nil, engine.Reject(`the scoring tiles are given by "scoring", not as an option`, `得点タイルはオプションではなく"scoring"に書きます`)
	}
	if err := info.CheckOptions(engine.Config{Options: p.Options}); err != nil {
		return nil, err
	}
	st := &State{seats: int8(p.Seats), rules: rulesOf(p.Options), start: int8(p.Start)}
	n := len(track(p.Seats))
	switch {
	case p.Round < 1 || p.Round > n:
		return nil, engine.Rejectf("round must be 1-%d", "roundは1〜%dです", n)
	case p.Start < 0 || p.Start >= p.Seats:
		return nil, engine.Rejectf("start must be a seat 0-%d", "startは席0〜%dです", p.Seats-1)
	}
	st.round = int8(p.Round)
	found := false
	for ph, name := range phaseNames {
		if name == p.Phase {
			st.phase, found = phase(ph), true
		}
	}
	if !found {
		return nil, engine.Rejectf(`phase must be "price", "buy", "build" or "over", not %q`, `phaseは"price"・"buy"・"build"・"over"のいずれかです(「%s」ではありません)`, p.Phase)
	}
	if st.phase == phaseOver && p.Round != n {
		return nil, engine.Rejectf("the game ends only after round %d", "ゲームは第%dラウンドの後にだけ終わります", n)
	}
	sc, err := parseScoringIDs(strings.Join(p.Scoring, ","))
	if err != nil {
		return nil, err
	}
	st.scoring = sc
	if err := st.loadPlayers(p); err != nil {
		return nil, err
	}
	if err := st.loadBag(p); err != nil {
		return nil, err
	}
	if st.rng, err = engine.PositionRand(p.RNG, p.Seed); err != nil {
		return nil, err
	}
	if err := st.loadMovers(p); err != nil {
		return nil, err
	}
	if err := st.Check(); err != nil {
		return nil, engine.Rejectf("the position is not one a game can reach: %v", "ゲームでは起こりえない局面です: %v", err)
	}
	return st, nil
}

// decodePosition reads the JSON of a position (engine.DecodePosition).
func decodePosition(data []byte) (position, error) {
	var p position
	err := engine.DecodePosition(data, "skye", &p)
	return p, err
}

// tileID checks a tile id from a position and returns its index.
func tileID(id int) (int8, error) {
	if id < 1 || id > TileCount {
		return 0, engine.Rejectf("there is no tile %d (1-%d)", "タイル%dはありません(1〜%d)", id, TileCount)
	}
	return int8(id - 1), nil
}

// loadPlayers reads each player's gold, score, territory and round tiles.
func (st *State) loadPlayers(p position) error {
	if len(p.Players) != p.Seats {
		return engine.Rejectf("players must list %d players", "playersには%d人分を書きます", p.Seats)
	}
	for s, pj := range p.Players {
		if pj.Gold < 0 || pj.Gold > 9999 || pj.Income < 0 || pj.Income > 999 {
			return engine.Rejectf("player %d: gold 0-9999 and income 0-999", "プレイヤー%d: goldは0〜9999、incomeは0〜999です", s)
		}
		st.gold[s], st.income[s] = int16(pj.Gold), int16(pj.Income)
		for k, v := range pj.Scored {
			if v < 0 || v > 999 {
				return engine.Rejectf("player %d: scored holds VP 0-999 per scoring tile", "プレイヤー%d: scoredは得点タイルごとに0〜999です", s)
			}
			st.scored[s][k] = int16(v)
		}
		if err := st.loadTerritory(s, pj.Territory); err != nil {
			return err
		}
		if err := st.loadDrawn(s, pj); err != nil {
			return err
		}
	}
	return nil
}

// loadTerritory lays a player's tiles in the order given.
func (st *State) loadTerritory(s int, tiles []placeJSON) error {
	st.land[s] = newTerritory()
	if len(tiles) > maxTiles-1 {
		return engine.Rejectf("player %d: a territory holds at most %d tiles besides the castle", "プレイヤー%d: 領土には城のほかに%d枚までです", s, maxTiles-1)
	}
	for _, tj := range tiles {
		t, err := tileID(tj.Tile)
		if err != nil {
			return err
		}
		if tj.Turn%90 != 0 || tj.Turn < 0 || tj.Turn >= 360 {
			return engine.Rejectf("tile %d: turn is 0, 90, 180 or 270", "タイル%d: turnは0、90、180、270のいずれかです", tj.Tile)
		}
		if tj.X < -maxTiles || tj.X > maxTiles || tj.Y < -maxTiles || tj.Y > maxTiles || !st.land[s].fits(t, tj.X, tj.Y, uint8(tj.Turn/90)) {
			return engine.Rejectf("player %d: tile %d does not fit at %d,%d (list tiles in an order they could have been laid)",
				"プレイヤー%d: タイル%dは%d,%dに置けません(置けた順に書いてください)", s, tj.Tile, tj.X, tj.Y)
		}
		st.land[s].put(t, tj.X, tj.Y, uint8(tj.Turn/90))
	}
	return nil
}

// loadDrawn reads a player's tiles of the round: drawn, bought, to lay, sent back.
func (st *State) loadDrawn(s int, pj playerJSON) error {
	st.mark[s] = -1
	st.drawn[s] = [Drawn]int8{noTile, noTile, noTile}
	st.buyer[s] = [Drawn]int8{noSeat, noSeat, noSeat}
	want := 2
	if st.phase == phasePrice {
		want = 3
	}
	if len(pj.Drawn) != want {
		return engine.Rejectf("player %d: drawn lists %d tiles in this phase", "プレイヤー%d: このフェイズのdrawnは%d枚です", s, want)
	}
	for k, o := range pj.Drawn {
		if o.Discard {
			if st.phase != phasePrice || st.mark[s] >= 0 || o.Price != 0 {
				return engine.Rejectf("player %d: one unpriced tile may be marked for discard, while pricing", "プレイヤー%d: 廃棄マーカーは値段付けの間に値段のないタイル1枚にだけ置けます", s)
			}
			st.mark[s] = int8(k)
		}
	}
	for k, o := range pj.Drawn {
		t, err := tileID(o.Tile)
		if err != nil {
			return err
		}
		st.drawn[s][k] = t
		priceless := o.Price == 0 && st.phase != phasePrice
		if o.Price < 0 || o.Price > maxPrice || priceless || o.Price > 0 && st.phase == phasePrice && st.mark[s] < 0 {
			return engine.Rejectf("player %d: tile %d: a price is 1-%d gold, set after marking the discard", "プレイヤー%d: タイル%d: 値段は1〜%dゴールドで、廃棄マーカーの後に決めます", s, o.Tile, maxPrice)
		}
		st.price[s][k] = int16(o.Price)
		if o.BoughtBy != nil {
			if b := *o.BoughtBy; st.phase == phasePrice || b < 0 || b >= int(st.seats) || b == s {
				return engine.Rejectf("player %d: tile %d: bought_by names another seat, after pricing", "プレイヤー%d: タイル%d: bought_byには値段付けの後にほかの席を書きます", s, o.Tile)
			}
			st.buyer[s][k] = int8(*o.BoughtBy)
		}
	}
	st.bought[s], st.discarded[s] = noTile, noTile
	if pj.Bought != 0 {
		t, err := tileID(pj.Bought)
		if err != nil {
			return err
		}
		st.bought[s] = t
	}
	if pj.Discarded != 0 {
		t, err := tileID(pj.Discarded)
		if err != nil || st.phase == phasePrice {
			return engine.Rejectf("player %d: discarded names the tile marked for discard, once revealed", "プレイヤー%d: discardedには公開後に廃棄したタイルを書きます", s)
		}
		st.discarded[s] = t
	}
	if len(pj.Pending) > Drawn || len(pj.SentBack) > Drawn || (len(pj.Pending) > 0 && st.phase != phaseBuild) {
		return engine.Rejectf("player %d: pending (tiles to lay, while building) and sent_back hold 3 tiles at most", "プレイヤー%d: pending(建設中に置くタイル)とsent_backは3枚までです", s)
	}
	var err error
	if st.nPending[s], err = readTiles(pj.Pending, st.pending[s][:]); err != nil {
		return err
	}
	st.nBack[s], err = readTiles(pj.SentBack, st.sentBack[s][:])
	return err
}

// readTiles reads tile ids into tiles and returns how many there are.
func readTiles(list []int, tiles []int8) (int8, error) {
	for i, id := range list {
		t, err := tileID(id)
		if err != nil {
			return 0, err
		}
		tiles[i] = t
	}
	return int8(len(list)), nil
}

// loadBag reads the bag.
func (st *State) loadBag(p position) error {
	if len(p.Bag) > TileCount {
		return engine.Reject("the bag holds too many tiles", "袋のタイルが多すぎます")
	}
	if p.Bag == nil { // written by hand: every tile found nowhere else
		st.nBag = 0
		var elsewhere [TileCount]bool
		st.eachTile(func(t int8) { elsewhere[t] = true })
		for t := range int8(TileCount) {
			if !elsewhere[t] {
				st.toBag(t)
			}
		}
		return nil
	}
	var err error
	st.nBag, err = readTiles(p.Bag, st.bag[:])
	return err
}

// loadMovers works out who is to move, and refuses a position where someone
// should have been skipped.
func (st *State) loadMovers(p position) error {
	st.nToMove = 0
	switch st.phase {
	case phasePrice:
		for s := range int(st.seats) {
			if !st.priced(s) {
				st.toMove[st.nToMove] = engine.Seat(s)
				st.nToMove++
			}
		}
		if st.nToMove == 0 {
			return engine.Reject("everyone has priced: the position should be in the buy phase", "全員が値段を付け終えています: 購入フェイズの局面にしてください")
		}
	case phaseBuy:
		if p.Buying == nil || *p.Buying < 0 || *p.Buying >= p.Seats || p.Buys < 1 || p.Buys > p.Seats || (*p.Buying-p.Start-(p.Seats-p.Buys)+2*p.Seats)%p.Seats != 0 {
			return engine.Reject("buying names the seat to buy and buys the buying turns left, this one included; they agree with start", "buyingには購入する席、buysにはこの手番を含む残りの購入手番数を書きます(startと合う必要があります)")
		}
		st.buying, st.buys = int8(*p.Buying), int8(p.Buys)
		if !st.canBuy(*p.Buying) {
			return engine.Reject("the seat to buy can afford nothing and would be skipped", "購入する席は何も買えないので飛ばされます")
		}
		st.toMove[0], st.nToMove = engine.Seat(st.buying), 1
	case phaseBuild:
		for s := range int(st.seats) {
			if st.nPending[s] == 0 {
				continue
			}
			fits := false
			for _, t := range st.pending[s][:st.nPending[s]] {
				fits = fits || st.land[s].fitsAnywhere(t)
			}
			if !fits {
				return engine.Rejectf("player %d: none of the tiles to lay fits: they would have gone back to the bag", "プレイヤー%d: 置くタイルがどれも置けないので袋に戻ります", s)
			}
			st.toMove[st.nToMove] = engine.Seat(s)
			st.nToMove++
		}
		if st.nToMove == 0 {
			return engine.Reject("nobody has a tile to lay: the round would have been scored", "置くタイルのある人がいません: ラウンドは得点計算済みのはずです")
		}
	}
	return nil
}
