package catan

import (
	"fmt"

	"shima/engine"
)

// Rules are a game's set-up choices (its options): the scenario, base
// game or Seafarers' scenario The Unknown Island (未知の陸地), and the
// readings of the scenario's open points (RULES.md), each false in the
// reading shima takes by default.
type Rules struct {
	UnknownIsland bool // The Unknown Island, not the base game
	Beginner      bool // base game: the beginner board, not a random one
	CurrentPirate bool // the pirate of current editions: robs only ships' owners and blocks no harbour
	LooseIslands  bool // a start island need only hang together, not lie around its first tile
	BuyHarbours   bool // the variant: harbours are not chosen but bought once found
	NoGoldBonus   bool // finding a gold field pays nothing
	SplitNumbers  bool // the rulebook's advice: number chips from both halves, 3-6 and 8-11
	GoldsSwapped  bool // the tile table's desert and gold columns read the other way round
	Frame46       bool // 3 players: the 46-hex frame the printed total gives
}

// option is one of Info's options with the Rules field its second value
// sets.
type option struct {
	engine.Option
	field func(r *Rules) *bool
}

// unknownIsland and baseGame are the conditions of the options that count
// in one scenario only.
var (
	unknownIsland = &engine.OptionWhen{Key: "scenario", Value: "unknown-island"}
	baseGame      = &engine.OptionWhen{Key: "scenario", Value: "base"}
)

var options = []option{
	{engine.Option{Key: "scenario", Name: engine.T("Scenario", "シナリオ"), Default: "base", Values: []string{"base", "unknown-island"},
		ValueNames: []engine.Text{engine.T("Base game (10 VP)", "基本ゲーム(10点)"), engine.T("The Unknown Island (13 VP)", "未知の陸地(13点)")},
		Help: engine.T("base: the base game to 10 VP; unknown-island: Seafarers' scenario The Unknown Island to 13 VP (the options below are for it)",
			"base: 基本ゲーム(10点)、unknown-island: 航海者版シナリオ「未知の陸地」(13点。以下のオプションはこのシナリオ用)")},
		func(r *Rules) *bool { return &r.UnknownIsland }},
	{engine.Option{Key: "setup", Name: engine.T("Board", "盤面"), Default: "random", Values: []string{"random", "beginner"},
		ValueNames: []engine.Text{engine.T("Random", "ランダム"), engine.T("Beginner's board", "初心者用の盤面")},
		When:       baseGame, Help: engine.T("base game: random: terrains, numbers and harbours dealt at random, no 6 or 8 side by side; beginner: the starting set-up's fixed board (3-4 players)",
			"基本ゲーム: random: 地形・数字・港をランダムに配置(6と8は隣り合わない)、beginner: 初心者用の固定盤面(3-4人)")},
		func(r *Rules) *bool { return &r.Beginner }},
	{engine.Option{Key: "pirate", Name: engine.T("Pirate", "海賊"), Default: "scenario", Values: []string{"scenario", "current"},
		ValueNames: []engine.Text{engine.T("The 1998 pirate", "1998年版の海賊"), engine.T("Today's pirate", "現行版の海賊")},
		When:       unknownIsland, Help: engine.T("scenario: the 1998 pirate, which blocks the harbour it lies on and robs settlements' and ships' owners; current: today's Seafarers pirate, which robs only ships' owners",
			"scenario: 1998年の海賊(いる港の交易を止め、開拓地か船の持ち主から奪う)、current: 現行版の海賊(船の持ち主からだけ奪う)")},
		func(r *Rules) *bool { return &r.CurrentPirate }},
	{engine.Option{Key: "island", Name: engine.T("Start islands", "最初の島"), Default: "strict", Values: []string{"strict", "loose"},
		ValueNames: []engine.Text{engine.T("Next to the first tile", "最初のタイルに隣接"), engine.T("Any connected island", "つながっていればよい")},
		When:       unknownIsland, Help: engine.T("strict: the other tiles lie next to the first; loose: the island need only hang together",
			"strict: 残りのタイルは最初のタイルに隣接、loose: 島がつながっていればよい")},
		func(r *Rules) *bool { return &r.LooseIslands }},
	{engine.Option{Key: "harbours", Name: engine.T("Harbours", "港"), Default: "choose", Values: []string{"choose", "buy"},
		ValueNames: []engine.Text{engine.T("Chosen in the selection phase", "選択フェイズで選ぶ"), engine.T("Bought once found (variant)", "発見後に購入(ヴァリアント)")},
		When:       unknownIsland, Help: engine.T("choose: each player takes a harbour in the selection phase; buy: the variant, harbours are bought once found",
			"choose: 選択フェイズで港を1つ取る、buy: ヴァリアント(発見された港を購入する)")},
		func(r *Rules) *bool { return &r.BuyHarbours }},
	{engine.Option{Key: "gold_bonus", Name: engine.T("Finding gold", "砂金川の発見"), Default: "choice", Values: []string{"choice", "none"},
		ValueNames: []engine.Text{engine.T("A resource of one's choice", "好きな資源1枚"), engine.T("Nothing", "なし")},
		When:       unknownIsland, Help: engine.T("choice: finding a gold field pays one resource of the finder's choice; none: it pays nothing",
			"choice: 砂金川を発見したら好きな資源1枚、none: 何ももらえない")},
		func(r *Rules) *bool { return &r.NoGoldBonus }},
	{engine.Option{Key: "numbers", Name: engine.T("Number chips", "数字チップ"), Default: "free", Values: []string{"free", "split"},
		ValueNames: []engine.Text{engine.T("Any chips", "自由に選ぶ"), engine.T("From both halves, no 2 or 12", "両側から(2と12なし)")},
		When:       unknownIsland, Help: engine.T("free: take any number chips; split: the rulebook's advice, chips from both halves (3-6 and 8-11), no 2 or 12",
			"free: 自由に選ぶ、split: ルールブックのアドバイス(3〜6と8〜11の両方から。2と12は取らない)")},
		func(r *Rules) *bool { return &r.SplitNumbers }},
	{engine.Option{Key: "golds", Name: engine.T("Gold fields", "砂金川の数"), Default: "table", Values: []string{"table", "swapped"},
		ValueNames: []engine.Text{engine.T("As the table reads: deserts, then gold", "表のとおり(砂漠、砂金川の順)"), engine.T("Swapped: gold, then deserts", "逆(砂金川、砂漠の順)")},
		When:       unknownIsland, Help: engine.T("table: the tile table read desert before gold (4 players: 3 deserts, 2 gold fields); swapped: the other way round",
			"table: 表を砂漠・砂金川の順に読む(4人: 砂漠3・砂金川2)、swapped: 逆に読む")},
		func(r *Rules) *bool { return &r.GoldsSwapped }},
	{engine.Option{Key: "frame3", Name: engine.T("3-player frame", "3人用の枠"), Default: "32", Values: []string{"32", "46"},
		ValueNames: []engine.Text{engine.T("32 hexes (the table's columns)", "32マス(表の欄)"), engine.T("46 hexes (the printed total)", "46マス(印刷された合計)")},
		When:       unknownIsland, Help: engine.T("32: the tile table's columns (32 hexes); 46: the printed total (46 hexes, 14 more sea)",
			"32: 表の各欄の合計(32マス)、46: 印刷された合計(46マス、海が14枚多い)")},
		func(r *Rules) *bool { return &r.Frame46 }},
}

// rulesOf reads the rules from a game's options, which CheckOptions has checked.
func rulesOf(info engine.Info, cfg engine.Config) Rules {
	var r Rules
	for _, o := range options {
		*o.field(&r) = info.Option(cfg, o.Key) == o.Values[1]
	}
	return r
}

// optionValues writes the rules back as option values, for the position.
func (r Rules) optionValues() map[string]string {
	out := map[string]string{}
	for _, o := range options {
		out[o.Key] = o.Values[0]
		if *o.field(&r) {
			out[o.Key] = o.Values[1]
		}
	}
	return out
}

// check says why the rules cannot be played by seats players, or nil.
func (r Rules) check(seats int) error {
	if r.Beginner && (r.UnknownIsland || seats > 4) {
		return engine.Reject("the beginner board is for the base game with 3 or 4 players", "初心者用の盤面は基本ゲームの3-4人用です")
	}
	if r.Frame46 && (!r.UnknownIsland || seats != 3) {
		return engine.Reject("the 46-hex frame is for The Unknown Island with 3 players", "46マスの枠は「未知の陸地」の3人用です")
	}
	return nil
}

// layoutName is the board the rules are played on by seats players.
func (r Rules) layoutName(seats int) string {
	switch {
	case !r.UnknownIsland && seats >= 5:
		return "base-6"
	case !r.UnknownIsland:
		return "base"
	case seats == 3 && r.Frame46:
		return "unknown-3-46"
	}
	return fmt.Sprintf("unknown-%d", seats)
}
