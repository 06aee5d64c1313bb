package skymerchants

import (
	"encoding/json"
	"slices"

	"shima/engine"
)

// position is the JSON form of a State; POSITION.md documents it.
type position struct {
	Game     string       `json:"game"`
	Seats    int          `json:"seats"`
	Turns    int          `json:"turns"`
	ToMove   int          `json:"to_move"`
	Step     string       `json:"step"`
	Tiles    []tileJSON   `json:"tiles"`
	Last     *[2]int      `json:"last,omitempty"`
	Hands    [][]int      `json:"hands"`
	Shown    [][]int      `json:"shown,omitempty"`
	Pile     []int        `json:"pile"`
	Boxed    []int        `json:"boxed,omitempty"`
	Discards []int        `json:"discards,omitempty"`
	Cubes    [][Cubes]int `json:"cubes"`
	Supply   [Cubes]int   `json:"supply"`
	Towers   int          `json:"towers"`
	Harbours int          `json:"harbours"`
	Houses   []int        `json:"houses"`
	Score    []int        `json:"score"`
	RNG      *engine.Rand `json:"rng,omitempty"`
	Seed     *uint64      `json:"seed,omitempty"`
}

// tileJSON is a tile on the board: its id (41-44 for the start quarters),
// where it lies, its turn, and the buildings on its island parts (numbered
// from 1 in the order of the tile set).
type tileJSON struct {
	Tile     int   `json:"tile"`
	X        int   `json:"x"`
	Y        int   `json:"y"`
	Turn     int   `json:"turn,omitempty"`
	Houses   []int `json:"houses,omitempty"`   // seat per island part, -1 for none
	Towers   []int `json:"towers,omitempty"`   // island parts whose house has a tower
	Harbours []int `json:"harbours,omitempty"` // island parts whose house has a harbour
}

var stepNames = map[step]string{stepPlace: "place", stepBuild: "build", stepTrade: "trade", stepReturn: "return", stepOver: "over"}

func ids(tiles []int8) []int {
	out := []int{}
	for _, t := range tiles {
		out = append(out, int(t)+1)
	}
	return out
}

// MarshalJSON writes the position format.
func (st *State) MarshalJSON() ([]byte, error) {
	p := position{Game: "skymerchants", Seats: int(st.seats), Turns: int(st.turns), ToMove: st.mover(), Step: stepNames[st.step],
		Pile: ids(st.pile[:st.nPile]), Boxed: ids(st.boxed[:st.nBoxed]), Discards: ids(st.discards[:st.nDiscard]),
		Towers: int(st.towers), Harbours: int(st.harbours), RNG: &st.rng}
	for i := range int(st.nPlaced) {
		pt := &st.placed[i]
		tj := tileJSON{Tile: int(pt.tile) + 1, X: int(pt.x), Y: int(pt.y), Turn: 90 * int(pt.rot)}
		built := false
		for r := range tileAt(pt.tile).Regions {
			tj.Houses = append(tj.Houses, int(pt.house[r]))
			built = built || pt.house[r] != noSeat
			if pt.tower&(1<<r) != 0 {
				tj.Towers = append(tj.Towers, r+1)
			}
			if pt.harbour&(1<<r) != 0 {
				tj.Harbours = append(tj.Harbours, r+1)
			}
		}
		if !built {
			tj.Houses = nil
		}
		p.Tiles = append(p.Tiles, tj)
	}
	if st.last >= 0 {
		p.Last = &[2]int{int(st.placed[st.last].x), int(st.placed[st.last].y)}
	}
	anyShown := false
	for s := range int(st.seats) {
		hand, shown := []int{}, []int{}
		for h, t := range st.hands[s] {
			if t == noTile {
				continue
			}
			hand = append(hand, int(t)+1)
			if st.shown[s]&(1<<h) != 0 {
				shown = append(shown, int(t)+1)
				anyShown = true
			}
		}
		p.Hands = append(p.Hands, hand)
		p.Shown = append(p.Shown, shown)
		p.Cubes = append(p.Cubes, [Cubes]int{int(st.cubes[s][0]), int(st.cubes[s][1]), int(st.cubes[s][2])})
		p.Houses = append(p.Houses, int(st.houses[s]))
		p.Score = append(p.Score, int(st.score[s]))
	}
	if !anyShown {
		p.Shown = nil
	}
	for c := range Cubes {
		p.Supply[c] = int(st.supply[c])
	}
	return json.Marshal(p)
}

// loadPosition reads and checks a position.
func loadPosition(data []byte) (*State, error) {
	var p position
	if err := engine.DecodePosition(data, "skymerchants", &p); err != nil {
		return nil, err
	}
	if err := (Game{}).Info().CheckSeats(p.Seats); err != nil {
		return nil, err
	}
	if p.Towers < 0 || p.Towers > TowerSupply || p.Harbours < 0 || p.Harbours > HarbourSupply {
		return nil, engine.Rejectf("towers and harbours left in the supply are 0-%d", "サプライに残る塔と港は0〜%dです", TowerSupply)
	}
	st := &State{seats: int8(p.Seats), last: -1, towers: int8(p.Towers), harbours: int8(p.Harbours)}
	if err := st.loadBoard(p); err != nil {
		return nil, err
	}
	if err := st.loadTiles(p); err != nil {
		return nil, err
	}
	if err := st.loadPlayers(p); err != nil {
		return nil, err
	}
	var err error
	if st.rng, err = engine.PositionRand(p.RNG, p.Seed); err != nil {
		return nil, err
	}
	if err := st.Check(); err != nil {
		return nil, err
	}
	return st, nil
}

// loadBoard lays the tiles with their buildings.
func (st *State) loadBoard(p position) error {
	if len(p.Tiles) < 4 || len(p.Tiles) > maxPlaced {
		return engine.Rejectf("tiles must list the 4 start quarters and up to 40 tiles", "tilesには初期タイルの4区画と40枚までのタイルを書きます")
	}
	for i, tj := range p.Tiles {
		t := int8(tj.Tile - 1)
		switch {
		case tj.Tile < 1 || tj.Tile > TileCount+4:
			return engine.Rejectf("there is no tile %d (1-40, 41-44 the start quarters)", "タイル%dはありません(1〜40、41〜44は初期タイル)", tj.Tile)
		case i < 4 && (t != int8(startIndex+i) || tj.X != tileSet.Start[i].X || tj.Y != tileSet.Start[i].Y || tj.Turn != 0):
			return engine.Reject("tiles must begin with the start quarters 41-44 as the tile set places them", "tilesは初期タイル41〜44をタイルセットの位置に置いて始めます")
		case i >= 4 && t >= startIndex:
			return engine.Rejectf("start quarter %d is listed twice", "初期タイル%dが2回書かれています", tj.Tile)
		case tj.Turn%90 != 0 || tj.Turn < 0 || tj.Turn >= 360:
			return engine.Rejectf("tile %d: turn is 0, 90, 180 or 270", "タイル%d: turnは0、90、180、270のいずれかです", tj.Tile)
		case tj.X < -coordBias || tj.X >= coordBias || tj.Y < -coordBias || tj.Y >= coordBias:
			return engine.Rejectf("tile %d lies too far out", "タイル%dが遠すぎます", tj.Tile)
		}
		rot := uint8(tj.Turn / 90)
		if i >= 4 && !st.fits(t, tj.X, tj.Y, rot) {
			return engine.Rejectf("tile %d does not fit at %d,%d (list tiles in an order they could have been laid)",
				"タイル%dは%d,%dに置けません(置けた順に書いてください)", tj.Tile, tj.X, tj.Y)
		}
		slot := st.put(t, tj.X, tj.Y, rot)
		pt := &st.placed[slot]
		regions := len(tileAt(t).Regions)
		if len(tj.Houses) != 0 && len(tj.Houses) != regions {
			return engine.Rejectf("tile %d: houses lists one seat (or -1) per island part: %d", "タイル%d: housesには島ごとに席(または-1)を%d個書きます", tj.Tile, regions)
		}
		for r, s := range tj.Houses {
			if s < noSeat || s >= p.Seats {
				return engine.Rejectf("tile %d: there is no seat %d", "タイル%d: 席%dはありません", tj.Tile, s)
			}
			pt.house[r] = int8(s)
		}
		for _, list := range []struct {
			parts []int
			bits  *uint8
		}{{tj.Towers, &pt.tower}, {tj.Harbours, &pt.harbour}} {
			for _, r := range list.parts {
				if r < 1 || r > regions || pt.house[r-1] == noSeat {
					return engine.Rejectf("tile %d: towers and harbours name island parts (from 1) that have a house", "タイル%d: 塔と港は商館のある島(1から)を指定します", tj.Tile)
				}
				*list.bits |= 1 << (r - 1)
			}
		}
	}
	if p.Last != nil {
		if st.slotAt(p.Last[0], p.Last[1]) != int(st.nPlaced)-1 || st.nPlaced == 4 {
			return engine.Rejectf("last (%d,%d) must be the cell of the last tile listed", "last(%d,%d)は最後に書いたタイルのマスです", p.Last[0], p.Last[1])
		}
		st.last = st.nPlaced - 1
	}
	return nil
}

// loadTiles reads the hands, the pile, the box and the discards.
func (st *State) loadTiles(p position) error {
	if len(p.Hands) != p.Seats {
		return engine.Rejectf("hands must list %d hands", "handsには%d人分の手札が必要です", p.Seats)
	}
	readIDs := func(list []int, into []int8) error {
		for i, id := range list {
			if id < 1 || id > TileCount {
				return engine.Rejectf("there is no tile %d in the pile, the box or the discards", "山札・箱・廃棄にタイル%dはありえません", id)
			}
			into[i] = int8(id - 1)
		}
		return nil
	}
	for s, hand := range p.Hands {
		if len(hand) > HandSize {
			return engine.Rejectf("a hand holds at most %d tiles", "手札は%d枚までです", HandSize)
		}
		st.hands[s] = [HandSize]int8{noTile, noTile}
		if err := readIDs(hand, st.hands[s][:]); err != nil {
			return err
		}
		if s < len(p.Shown) {
			for _, id := range p.Shown[s] {
				h := slices.Index(st.hands[s][:], int8(id-1))
				if id < 1 || id > TileCount || h < 0 {
					return engine.Rejectf("seat %d: shown lists tile %d, which is not in its hand", "席%d: shownのタイル%dは手札にありません", s, id)
				}
				st.shown[s] |= 1 << h
			}
		}
	}
	if len(p.Shown) > p.Seats {
		return engine.Rejectf("shown lists more than %d hands", "shownは%d人分までです", p.Seats)
	}
	if len(p.Pile) > TileCount || len(p.Boxed) > TileCount || len(p.Discards) > TileCount {
		return engine.Reject("too many tiles", "タイルが多すぎます")
	}
	st.nPile, st.nBoxed, st.nDiscard = int8(len(p.Pile)), int8(len(p.Boxed)), int8(len(p.Discards))
	for _, l := range []struct {
		ids  []int
		into []int8
	}{{p.Pile, st.pile[:]}, {p.Boxed, st.boxed[:]}, {p.Discards, st.discards[:]}} {
		if err := readIDs(l.ids, l.into); err != nil {
			return err
		}
	}
	return nil
}

// loadPlayers reads cubes, supply, houses, scores and whose turn it is.
func (st *State) loadPlayers(p position) error {
	if len(p.Cubes) != p.Seats || len(p.Houses) != p.Seats || len(p.Score) != p.Seats {
		return engine.Rejectf("cubes, houses and score list one entry per seat (%d)", "cubes・houses・scoreには席ごとに1つずつ(%d個)書きます", p.Seats)
	}
	var held [Cubes]int
	for s := range p.Seats {
		for c, n := range p.Cubes[s] {
			if n < 0 || n > CubesPerColour {
				return engine.Rejectf("seat %d: cubes are 0-%d of each colour", "席%d: 資源は各色0〜%d個です", s, CubesPerColour)
			}
			st.cubes[s][c] = int8(n)
			held[c] += n
		}
		if p.Houses[s] < 0 || p.Houses[s] > HousesEach || p.Score[s] < 0 || p.Score[s] > maxScore {
			return engine.Rejectf("seat %d: houses left are 0-%d and score 0-%d", "席%d: 残りの商館は0〜%d、得点は0〜%dです", s, HousesEach, maxScore)
		}
		st.houses[s], st.score[s] = int8(p.Houses[s]), int16(p.Score[s])
	}
	for c, n := range p.Supply {
		if n < 0 || n > CubesPerColour {
			return engine.Rejectf("%s cubes in the supply are 0-%d", "サプライの%sは0〜%d個です", colourTexts[Colour(c)], CubesPerColour)
		}
		st.supply[c] = int8(n)
	}
	found := false
	for s, name := range stepNames {
		if name == p.Step {
			st.step, found = s, true
		}
	}
	switch {
	case !found:
		return engine.Rejectf(`step must be "place", "build", "trade", "return" or "over", not %q`, `stepは"place"・"build"・"trade"・"return"・"over"のいずれかです(「%s」ではありません)`, p.Step)
	case p.ToMove < 0 || p.ToMove >= p.Seats:
		return engine.Rejectf("to_move must be a seat 0-%d", "to_moveは席0〜%dです", p.Seats-1)
	case p.Turns < 1 || p.Turns > TurnsEach*p.Seats:
		return engine.Rejectf("turns (turns begun) are 1-%d", "turns(始まった手番の数)は1〜%dです", TurnsEach*p.Seats)
	}
	st.toMove[0], st.turns = engine.Seat(p.ToMove), int16(p.Turns)
	return nil
}

// maxScore bounds the VP a position may give: more than any game reaches.
const maxScore = 999

// checkTilesLeft checks that every placement to come has a tile: the tiles
// in hand and in the pile are exactly those still to be laid.
func (st *State) checkTilesLeft() error {
	need := 0
	for s := range int(st.seats) {
		begun := 0
		if int(st.turns) > s {
			begun = (int(st.turns)-1-s)/int(st.seats) + 1
		}
		left := TurnsEach - begun
		if s == st.mover() && st.step == stepPlace {
			left++
		}
		hand := 0
		for _, t := range st.hands[s] {
			if t != noTile {
				hand++
			}
		}
		if hand > left || (s == st.mover() && st.step == stepPlace && hand == 0) {
			return engine.Rejectf("seat %d holds %d tiles for %d placements to come", "席%dの手札は%d枚で、残りの配置は%d回です", s, hand, left)
		}
		need += left - hand
	}
	if need != int(st.nPile) {
		return engine.Rejectf("the pile holds %d tiles but %d are still to be drawn", "山札は%d枚ですが、これから%d枚引かれます", st.nPile, need)
	}
	return nil
}
