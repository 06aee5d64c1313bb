package spiritisland

import (
	"fmt"
	"slices"
	"strings"

	"shima/engine"
)

// Game is Spirit Island for the engine registry.
type Game struct{}

// beginners are the four spirits the summary recommends for first games,
// the default spirits by seat.
var beginners = []string{"lightnings-swift-strike", "vital-strength-of-the-earth", "river-surges-in-sunlight", "shadows-flicker-like-flame"}

// Info names the game, its seats and options.
func (Game) Info() engine.Info {
	return engine.Info{
		ID:          "spiritisland",
		Name:        engine.T("Spirit Island", "スピリット・アイランド"),
		MinSeats:    MinSpirits,
		MaxSeats:    MaxSpirits,
		Cooperative: true,
		Options: []engine.Option{
			{Key: "spirits", Name: engine.T("Spirits", "精霊"), Default: strings.Join(beginners, ","),
				Help: engine.T("the spirits by seat, comma-separated keys, the first ones used, or random (drawn for each game; also for one seat: river-surges-in-sunlight,random): "+strings.Join(playableKeys(), ", "),
					"席順の精霊(キーをカンマ区切りで、先頭から使います)、またはrandom(ゲームごとに無作為。1席だけも可: river-surges-in-sunlight,random): "+strings.Join(playableKeys(), "、"))},
			{Key: "boards", Name: engine.T("Boards", "島ボード"), Default: "random",
				Help: engine.T("the island boards in layout order, such as AB, or random", "配置順の島ボード(ABなど)、またはrandom")},
			{Key: "blight_card", Name: engine.T("Blight card", "荒廃カード"), Default: "on", Values: []string{"on", "off"},
				ValueNames: []engine.Text{engine.T("On", "使う"), engine.T("Off: the invader board's blight", "使わない(侵略者ボードの荒廃)")},
				Help:       engine.T("play with a blight card, or with the invader board's blight (5 per player + 1)", "荒廃カードを使うか、侵略者ボードの荒廃スペース(1人5個+1)を使うか")},
			{Key: "progression", Name: engine.T("Power progression", "能力進行"), Default: "off", Values: []string{"on", "off"},
				ValueNames: []engine.Text{engine.T("On", "使う"), engine.T("Off", "使わない")},
				Help:       engine.T("gained powers follow the beginner spirits' progression lists", "獲得する能力を能力進行カードの順にする(初心者向けの精霊)")},
			{Key: "difficulty", Name: engine.T("Difficulty", "難易度"), Default: "normal", Values: []string{"normal", "extra-growth", "no-explore", "easiest"},
				ValueNames: []engine.Text{engine.T("Normal", "通常"), engine.T("Extra growth at set-up", "準備時に追加の成長"), engine.T("No first explore", "最初の遠征なし"), engine.T("Both", "両方")},
				Help:       engine.T("easier: one extra growth at set-up, no first explore, or both", "易しく: 準備時に追加の成長、最初の遠征なし、またはその両方")},
			{Key: "adversary", Name: engine.T("Adversary", "敵対国"), Default: "none", Values: adversaryKeys[:],
				ValueNames: adversaryNames(),
				Help: engine.T("the nation leading the invaders, harder in this order: brandenburg-prussia, england, sweden; or none",
					"侵略者を率いる国(この順に難しい): brandenburg-prussia(ブランデンブルク=プロイセン)、england(イングランド)、sweden(スウェーデン)、またはnone(なし)")},
			{Key: "level", Name: engine.T("Adversary level", "敵対国のレベル"), Default: "0", Values: levelValues,
				ValueNames: levelNames(),
				Help: engine.T("the adversary's level, 0-6: each level adds a rule to those below it (level 0: its loss condition and escalation only); difficulty by level: "+difficultyTable(engine.EN),
					"敵対国のレベル0〜6: 各レベルはそれ以下のルールに1つ加えます(レベル0は敗北条件と拡大効果のみ)。レベルごとの難易度: "+difficultyTable(engine.JA))},
		},
		Ends: map[string]engine.Text{
			"terror":   engine.T("terror victory", "恐怖による勝利"),
			"fear":     engine.T("fear deck emptied", "不安デックが尽きた"),
			"blight":   engine.T("blight overran the island", "荒廃が広がりすぎた"),
			"presence": engine.T("a spirit was destroyed", "精霊が消滅した"),
			"deck":     engine.T("the invader deck ran out", "侵略者デックが尽きた"),
			"capital":  engine.T("a land held 7 towns and cities (England's Proud & Mighty Capital)", "1つの土地に町と都市が7つ以上になった(イングランドの誇り高き強大な首都)"),
		},
	}
}

// options are a game's settings.
type options struct {
	blightCard  bool
	progression bool
	extraGrowth bool
	noExplore   bool
	adversary   int8 // noAdversary, prussia, england, sweden (adversary.go)
	level       int8 // the adversary's level, 0-6
}

func init() { engine.Register(Game{}) }

// New sets up a game as the summary says: the fear pool and deck, the
// invader deck, the blight card, the power decks, the island with its
// pieces, each spirit's presence and cards, then the invaders' first explore.
func (g Game) New(cfg engine.Config) (engine.State, error) {
	info := g.Info()
	if err := info.Check(cfg); err != nil {
		return nil, err
	}
	opt := func(k string) string {
		if v, ok := cfg.Options[k]; ok {
			return v
		}
		for _, o := range info.Options {
			if o.Key == k {
				return o.Default
			}
		}
		return ""
	}
	var err error
	st := &State{seats: int8(cfg.Seats), rng: engine.NewRand(cfg.Seed), resolver: noSpirit, power: noPower, fearing: noCard, powerLand: NoLand,
		blightCard: noCard, explore: noCard, build: noCard, ravage: noCard, immigration: noCard}
	st.opts = options{
		blightCard:  opt("blight_card") == "on",
		progression: opt("progression") == "on",
		extraGrowth: opt("difficulty") == "extra-growth" || opt("difficulty") == "easiest",
		noExplore:   opt("difficulty") == "no-explore" || opt("difficulty") == "easiest",
	}
	if st.opts.adversary, st.opts.level, err = parseAdversary(opt("adversary"), opt("level")); err != nil {
		return nil, err
	}
	kinds, err := chooseSpirits(opt("spirits"), cfg.Seats, &st.rng)
	if err != nil {
		return nil, err
	}
	boards, err := st.chooseBoards(opt("boards"), cfg.Seats)
	if err != nil {
		return nil, err
	}
	if st.island, err = NewIsland(boards); err != nil {
		return nil, engine.Rejectf("bad boards %q: %v", "島ボード「%s」が不正です: %v", boards, err)
	}
	st.setupDecks()
	st.setupIsland()
	st.adversarySetup()
	for s := range st.seats {
		st.setupSpirit(s, kinds[s])
	}
	if !st.opts.noExplore {
		st.nInvaders--
		st.explore = st.invaders[st.nInvaders]
		st.exploreCard(&st.q)
		st.build, st.explore = st.explore, noCard
	}
	st.afterFirstExplore(&st.q)
	st.round = 1
	if st.opts.extraGrowth {
		st.round = 0
	}
	st.proceed()
	return st, nil
}

// chooseSpirits reads the spirits option: the first seats keys, or with
// "random" the playable spirits drawn from r. A key may also be "random"
// for its seat alone: that seat draws one of the playable spirits no other
// seat names.
func chooseSpirits(list string, seats int, r *engine.Rand) ([]int8, error) {
	keys := strings.Split(list, ",")
	if list == "random" {
		keys = slices.Repeat([]string{"random"}, seats)
	}
	if len(keys) < seats {
		return nil, engine.Rejectf("%d spirits for %d seats: name one for each", "精霊が%d体しかいません(%d席)", len(keys), seats)
	}
	keys = keys[:seats]
	var out []int8
	for _, k := range keys {
		k = strings.TrimSpace(k)
		if k == "random" {
			out = append(out, -1) // drawn below, once every named one is known
			continue
		}
		i, ok := SpiritByKey[k]
		if !ok {
			return nil, engine.Rejectf("no spirit %q (playable: %s)", "精霊「%s」はありません(遊べる精霊: %s)", k, strings.Join(playableKeys(), ", "))
		}
		if !playable(&Spirits[i]) {
			return nil, engine.Rejectf("spirit %q cannot be played yet (playable: %s)", "精霊「%s」はまだ遊べません(遊べる精霊: %s)", k, strings.Join(playableKeys(), ", "))
		}
		if slices.Contains(out, int8(i)) {
			return nil, engine.Rejectf("spirit %q is chosen twice", "精霊「%s」が2回選ばれています", k)
		}
		out = append(out, int8(i))
	}
	if !slices.Contains(out, -1) {
		return out, nil // no draw: the game's random source is left as it was
	}
	var free []int8
	for _, k := range playableKeys() {
		if i := int8(SpiritByKey[k]); !slices.Contains(out, i) {
			free = append(free, i)
		}
	}
	r.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	for s := range out {
		if out[s] < 0 {
			out[s], free = free[0], free[1:]
		}
	}
	return out, nil
}

// Role names the spirit seat s plays (engine.Roles): simulations report
// each spirit's games.
func (st *State) Role(s engine.Seat) engine.Text { return st.spirit(int8(s)).Name }

// playableKeys lists the keys of the spirits that may be played, in the
// data's order.
func playableKeys() []string {
	var keys []string
	for i := range Spirits {
		if playable(&Spirits[i]) {
			keys = append(keys, Spirits[i].Key)
		}
	}
	return keys
}

// playable reports whether every unique power and innate power of spirit
// d has its effect: a spirit is offered only once it is complete.
func playable(d *Spirit) bool {
	for _, k := range d.Unique {
		if cardEffects[k] == nil {
			return false
		}
	}
	for _, in := range d.Innates {
		if innateEffects[in.Key] == nil {
			return false
		}
	}
	return true
}

// chooseBoards reads the boards option: one board per spirit, drawn at
// random or named in layout order.
func (st *State) chooseBoards(v string, seats int) (string, error) {
	if v != "random" {
		v = strings.ToUpper(v)
		if len(v) != seats {
			return "", engine.Rejectf("%q names %d boards for %d spirits: one board each", "「%s」は%d枚です(精霊%d体には1枚ずつ)", v, len(v), seats)
		}
		return v, nil
	}
	all := []byte("ABCD")
	st.rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return string(all[:seats]), nil
}

// setupDecks builds the fear pool and deck, the invader deck, the blight
// card and pool, and the minor and major power decks.
func (st *State) setupDecks() {
	st.fearPool = st.fullFearPool()
	st.fearPer = st.fearLevels()
	var fear []int8
	for i := range FearCards {
		fear = append(fear, int8(i))
	}
	st.rng.Shuffle(len(fear), func(i, j int) { fear[i], fear[j] = fear[j], fear[i] })
	st.nFear = st.fearPer[0] + st.fearPer[1] + st.fearPer[2]
	for i := range st.nFear {
		st.fearDeck[st.nFear-1-i] = fear[i] // the first dealt is on top
	}
	st.dealInvaderDeck()
	if st.opts.blightCard {
		st.blightCard = int8(st.rng.IntN(len(BlightCards)))
		st.blightPool = int8(BlightPerPlayer)*st.seats + int8(BlightExtra)
	} else {
		st.blightPool = int8(NoCardBlightPerPlayer)*st.seats + int8(NoCardBlightExtra)
	}
	for c, pw := range Powers {
		switch pw.Deck {
		case Minor:
			st.minors[st.nMinors] = int16(c)
			st.nMinors++
		case Major:
			st.majors[st.nMajors] = int16(c)
			st.nMajors++
		}
	}
	st.rng.Shuffle(int(st.nMinors), func(i, j int) { st.minors[i], st.minors[j] = st.minors[j], st.minors[i] })
	st.rng.Shuffle(int(st.nMajors), func(i, j int) { st.majors[i], st.majors[j] = st.majors[j], st.majors[i] })
}

// setupIsland puts the pieces printed on the boards (their blight comes
// from the box, not the pool).
func (st *State) setupIsland() {
	for l := range Land(MaxLands) {
		if !st.island.All().Has(l) {
			continue
		}
		su := st.island.Setup(l)
		ls := &st.lands[l]
		st.addPieces(l, City, su.City)
		st.addPieces(l, Town, su.Town)
		st.addPieces(l, Dahan, su.Dahan)
		ls.blight += su.Blight
	}
}

// setupSpirit seats spirit kind at seat s: its presence on its starting
// board (the board at the seat's place), its unique powers in hand.
func (st *State) setupSpirit(s int8, kind int8) {
	sp := &st.spirits[s]
	sp.kind = kind
	d := &Spirits[kind]
	board := st.island.BoardLetter(int(s)) - 'A'
	for i, pl := range d.Setup {
		if len(pl.Lands[board]) > 1 {
			st.q.pushBack(setupChoiceWord(s, i)) // the player's choice
			continue
		}
		l := LandAt(int(s), int(pl.Lands[board][0]))
		st.lands[l].presence[s] += pl.Count
	}
	for _, k := range d.Unique {
		sp.hand.add(PowerByKey[k])
	}
	sp.phase = phaseGrowth
}

// Load reads a position in the format of POSITION.md.
func (Game) Load(position []byte) (engine.State, error) {
	return loadPosition(position)
}

// Outcome tells whether the spirits won or lost, and how.
func (st *State) Outcome() engine.Outcome {
	o := engine.Outcome{End: st.end, Won: st.won, Winners: []engine.Seat{}} // none, not null, when the spirits lose
	for s := range st.seats {
		// The spirits win or lose together: they share the first place
		// (ranks lie within 1..seats), winners only when they won.
		score := 0.0
		if st.won {
			score = 1
			o.Winners = append(o.Winners, engine.Seat(s))
		}
		o.Scores = append(o.Scores, score)
		o.Ranks = append(o.Ranks, 1)
	}
	o.Reason = Game{}.Info().Ends[st.end]
	if st.won {
		o.Reason = engine.T(fmt.Sprintf("the spirits win: %s", o.Reason.EN), "精霊たちの勝利: "+o.Reason.JA)
	} else if st.Over() {
		o.Reason = engine.T(fmt.Sprintf("the spirits lose: %s", o.Reason.EN), "精霊たちの敗北: "+o.Reason.JA)
	}
	return o
}
