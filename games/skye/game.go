// Package skye plays Isle of Skye: From Chieftain to King (アイルオブスカイ,
// Alexander Pfister and Andreas Pelikan, 2015): 2-5 clan chieftains draw
// landscape tiles, price them in secret, buy one from another player each
// round and build their territories, scored by four scoring tiles that the
// round track brings back three times each.
//
// The tiles (data/tiles.json), scoring tiles (data/scoring.json) and round
// tracks (data/rounds.json) are data (TILES.md); RULES.md records how shima
// reads the rulebook's open points, POSITION.md the position and view formats
// and EVENTS.md the events that tell what each action caused.
package skye

import (
	"strings"

	"shima/engine"
)

// The game's numbers, from the rulebook.
const (
	TileCount        = 73 // landscape tiles (風景タイル)
	ScoringTileCount = 16 // scoring tiles (得点タイル); four are used
	MinPlayers       = 2
	MaxPlayers       = 5
	MaxRounds        = 6 // 5 with 5 players
	Drawn            = 3 // tiles drawn each round
	CastleIncome     = 5 // gold for the castle in each income phase
	GoldPerVP        = 5 // gold left at the end: 1 VP per 5
	MaxRegions       = 5 // terrain regions on one tile
	MaxRoads         = 2 // road networks on one tile
	maxTiles         = 1 + 3*MaxRounds
	maxPrice         = 1023 // the largest price an action can carry
)

// Option keys and values (RULES.md explains the readings).
const (
	OptScoring          = "scoring"         // "random" or any four ids for A-D, e.g. "S01,S02,S03,S04"
	OptMajorityTies     = "majority-ties"   // "no-second" or "next-second"
	OptMajorityTwo      = "majority-2p"     // "first-only" or "both"
	OptWhiskyMajority   = "whisky-majority" // "all" or "joined"
	OptShipScroll       = "ship-scroll"     // "per-ship" or "per-two-ships"
	OptRoadTiles        = "road-tiles"      // S13: "without-castle" or "with-castle"
	OptBrochAreas       = "broch-areas"     // S05: "any" or "completed"
	OptShipAreas        = "ship-areas"      // S12: "any" or "completed"
	defaultScoring      = "random"
	defaultTies         = "no-second"
	defaultTwo          = "first-only"
	defaultWhisky       = "all"
	defaultShipScroll   = "per-ship"
	defaultRoadTiles    = "without-castle"
	defaultAreas        = "any"
	nextSecondValue     = "next-second"
	bothValue           = "both"
	joinedValue         = "joined"
	perTwoShipsValue    = "per-two-ships"
	withCastleValue     = "with-castle"
	completedValue      = "completed"
	scoringExample      = "S01,S02,S03,S04" // a format, not a recommended set: the rulebook names none
	scoringOptionFormat = "any four scoring tile ids for A-D, such as " + scoringExample
)

// rules are the readings chosen by options.
type rules struct {
	nextSecond       bool // a tie for first leaves second place to the next count
	twoPlayerSecond  bool // second place scores with two players
	whiskyJoined     bool // the whisky majority counts only barrels joined to the castle by road
	shipsPerScrollVP int8 // ships per VP on a ship scroll
	castleRoadTile   bool // S13 counts the castle tile too
	brochAreasDone   bool // S05 counts only completed mountain areas
	shipAreasDone    bool // S12 counts only completed water areas
}

var defaultRules = rules{shipsPerScrollVP: 1}

// options writes r as the options that differ from the defaults.
func (r rules) options() map[string]string {
	m := map[string]string{}
	if r.nextSecond {
		m[OptMajorityTies] = nextSecondValue
	}
	if r.twoPlayerSecond {
		m[OptMajorityTwo] = bothValue
	}
	if r.whiskyJoined {
		m[OptWhiskyMajority] = joinedValue
	}
	if r.shipsPerScrollVP == 2 {
		m[OptShipScroll] = perTwoShipsValue
	}
	if r.castleRoadTile {
		m[OptRoadTiles] = withCastleValue
	}
	if r.brochAreasDone {
		m[OptBrochAreas] = completedValue
	}
	if r.shipAreasDone {
		m[OptShipAreas] = completedValue
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

// Game is Isle of Skye for the engine registry.
type Game struct{}

func init() { engine.Register(Game{}) }

// Info names the game, its seat counts and options.
func (Game) Info() engine.Info {
	return engine.Info{
		ID:       "skye",
		Name:     engine.T("Isle of Skye", "アイルオブスカイ"),
		MinSeats: MinPlayers,
		MaxSeats: MaxPlayers,
		Options: []engine.Option{
			{Key: OptScoring, Name: engine.T("Scoring tiles", "得点タイル"), Default: defaultScoring, Help: engine.T(
				"scoring tiles on A-D: random, or "+scoringOptionFormat,
				"A〜Dの得点タイル: random(ランダム)か、"+scoringExample+"のような任意の4枚のID")},
			{Key: OptMajorityTies, Name: engine.T("Ties for most", "最多の同点"), Default: defaultTies, Values: []string{defaultTies, nextSecondValue}, ValueNames: []engine.Text{engine.T("No second place", "2位なし"), engine.T("The next count is second", "次に多い人が2位")},
				Help: engine.T(
					"majority tiles: after a tie for first, no second place (no-second) or the next count is second (next-second)",
					"最多タイル: 1位が同点なら2位なし(no-second)か、次に多い人が2位(next-second)")},
			{Key: OptMajorityTwo, Name: engine.T("Most, with 2 players", "2人での最多"), Default: defaultTwo, Values: []string{defaultTwo, bothValue}, ValueNames: []engine.Text{engine.T("First place only", "1位だけ"), engine.T("First and second", "1位と2位")},
				Help: engine.T(
					"majority tiles with 2 players: only first place scores (first-only) or second too (both)",
					"2人プレイの最多タイル: 1位だけ得点(first-only)か2位も得点(both)")},
			{Key: OptWhiskyMajority, Name: engine.T("Whisky for most", "最多のウイスキー"), Default: defaultWhisky, Values: []string{defaultWhisky, joinedValue}, ValueNames: []engine.Text{engine.T("Every barrel", "すべての樽"), engine.T("Barrels joined to the castle", "城と繋がった樽")},
				Help: engine.T(
					"whisky majority counts every barrel (all) or only those joined to the castle by road (joined)",
					"ウイスキー最多タイルで数える樽: すべて(all)か、城と道で繋がったものだけ(joined)")},
			{Key: OptShipScroll, Name: engine.T("Ship scroll", "船の巻物"), Default: defaultShipScroll, Values: []string{defaultShipScroll, perTwoShipsValue}, ValueNames: []engine.Text{engine.T("1 VP per ship", "船1隻につき1VP"), engine.T("1 VP per two ships", "船2隻につき1VP")},
				Help: engine.T(
					"ship scroll: 1 VP per ship as the rulebook says (per-ship) or per two ships (per-two-ships)",
					"船の巻物: ルールブックどおり船1隻につき1VP(per-ship)か、2隻につき1VP(per-two-ships)")},
			{Key: OptRoadTiles, Name: engine.T("S13 road tiles", "S13 道路のタイル"), Default: defaultRoadTiles, Values: []string{defaultRoadTiles, withCastleValue}, ValueNames: []engine.Text{engine.T("Without the castle tile", "城のタイルを数えない"), engine.T("With the castle tile", "城のタイルも数える")},
				Help: engine.T(
					"S13, tiles joined to the castle by road: the castle tile does not count (without-castle) or counts (with-castle)",
					"S13(城に道路で繋がるタイル): 城のタイルを数えない(without-castle)か数える(with-castle)")},
			{Key: OptBrochAreas, Name: engine.T("S05 broch areas", "S05 ブロックの地域"), Default: defaultAreas, Values: []string{defaultAreas, completedValue}, ValueNames: []engine.Text{engine.T("Every mountain area", "すべての山地域"), engine.T("Completed areas only", "完成した地域だけ")},
				Help: engine.T(
					"S05, brochs by mountain area: every mountain area (any) or only completed ones (completed)",
					"S05(山地域内のブロック): すべての山地域(any)か、完成した山地域だけ(completed)")},
			{Key: OptShipAreas, Name: engine.T("S12 ship areas", "S12 船の水域"), Default: defaultAreas, Values: []string{defaultAreas, completedValue}, ValueNames: []engine.Text{engine.T("Every water area", "すべての水域"), engine.T("Completed areas only", "完成した水域だけ")},
				Help: engine.T(
					"S12, water areas with a ship and a lighthouse: every water area (any) or only completed ones (completed)",
					"S12(船と灯台のある水域): すべての水域(any)か、完成した水域だけ(completed)")},
		},
		Ends: map[string]engine.Text{"rounds": engine.T("all rounds played", "全ラウンド終了")},
	}
}

// rulesOf reads the rule options of cfg (already checked against Info).
func rulesOf(opts map[string]string) rules {
	r := defaultRules
	r.nextSecond = opts[OptMajorityTies] == nextSecondValue
	r.twoPlayerSecond = opts[OptMajorityTwo] == bothValue
	r.whiskyJoined = opts[OptWhiskyMajority] == joinedValue
	if opts[OptShipScroll] == perTwoShipsValue {
		r.shipsPerScrollVP = 2
	}
	r.castleRoadTile = opts[OptRoadTiles] == withCastleValue
	r.brochAreasDone = opts[OptBrochAreas] == completedValue
	r.shipAreasDone = opts[OptShipAreas] == completedValue
	return r
}

// parseScoringIDs reads four scoring tile ids for A-D, such as scoringExample.
func parseScoringIDs(s string) ([4]int8, error) {
	var out [4]int8
	parts := strings.Split(strings.ReplaceAll(strings.ToUpper(s), " ", ""), ",")
	if len(parts) != 4 {
		return out, engine.Rejectf("scoring: give "+scoringOptionFormat+", not %q", "scoring: "+scoringExample+"のように4枚のIDを書きます(「%s」は使えません)", s)
	}
	for k, id := range parts {
		i := scoringIndex(id)
		if i < 0 {
			return out, engine.Rejectf("scoring: there is no scoring tile %q (S01-S16)", "scoring: 得点タイル「%s」はありません(S01〜S16)", id)
		}
		for _, prev := range out[:k] {
			if prev == int8(i) {
				return out, engine.Rejectf("scoring: %s is named twice", "scoring: %sが2回あります", id)
			}
		}
		out[k] = int8(i)
	}
	return out, nil
}

// scoringIndex is the index of scoring tile id ("S01"-"S16"), or -1.
func scoringIndex(id string) int {
	for i := range scoringTiles {
		if scoringTiles[i].ID == id {
			return i
		}
	}
	return -1
}

// New sets up a game: four scoring tiles on A-D (at random unless the
// scoring option names them), every player's castle, all landscape tiles in
// the bag; then the first round begins with income and the draw. Seat 0
// holds the start player marker.
func (g Game) New(cfg engine.Config) (engine.State, error) {
	info := g.Info()
	var scoring [4]int8
	err := info.Check(cfg)
	ids := info.Option(cfg, OptScoring)
	if err == nil && ids != defaultScoring {
		scoring, err = parseScoringIDs(ids)
	}
	if err != nil {
		return nil, err
	}
	st := &State{seats: int8(cfg.Seats), rules: rulesOf(cfg.Options), round: 1, rng: engine.NewRand(cfg.Seed), scoring: scoring}
	if ids == defaultScoring {
		var order [ScoringTileCount]int8
		for i := range order {
			order[i] = int8(i)
		}
		st.rng.Shuffle(ScoringTileCount, func(i, j int) { order[i], order[j] = order[j], order[i] })
		copy(st.scoring[:], order[:4])
	}
	for p := range cfg.Seats {
		st.land[p] = newTerritory()
	}
	for i := range TileCount {
		st.bag[i] = int8(i)
	}
	st.nBag = TileCount
	st.beginRound()
	return st, nil
}

// Load reads a position in the format of POSITION.md.
func (Game) Load(position []byte) (engine.State, error) { return loadPosition(position) }

// SeatName names seat s by the colour every board draws it in.
func (st *State) SeatName(s engine.Seat, lang engine.Lang) string {
	return engine.SeatColour(s, lang)
}
