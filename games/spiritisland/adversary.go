package spiritisland

import (
	"strconv"
	"strings"

	"shima/engine"
)

// The adversaries (敵対国): a nation leading the invaders, chosen at set-up
// with a level 0-6. Level 0 brings the adversary's loss condition and its
// escalation (on the stage II cards with the flag); each level adds a rule
// to the lower ones' and has its own fear deck and difficulty number. The
// facts (names, texts, fear decks, difficulty, deck orders) are data
// (data/invaders.json); the rules are here. Readings: RULES.md, "Adversaries".

// The adversaries, as options.adversary holds them.
const (
	noAdversary int8 = iota
	prussia          // The Kingdom of Brandenburg-Prussia
	england          // The Kingdom of England
	sweden           // The Kingdom of Sweden
)

// adversaryKeys are the adversary option's values, by adversary.
var adversaryKeys = [...]string{noAdversary: "none", prussia: "brandenburg-prussia", england: "england", sweden: "sweden"}

// maxLevel is the highest adversary level.
const maxLevel = 6

// levelValues are the level option's values.
var levelValues = []string{"0", "1", "2", "3", "4", "5", "6"}

// adversaryNames names the adversary option's values, in their order.
func adversaryNames() []engine.Text {
	names := []engine.Text{engine.T("None", "なし")}
	for a := prussia; a <= sweden; a++ {
		names = append(names, adversaryInfo(a).Name)
	}
	return names
}

// levelNames names the level option's values, in their order.
func levelNames() []engine.Text {
	names := make([]engine.Text, len(levelValues))
	for i, v := range levelValues {
		names[i] = engine.T("Level "+v, "レベル"+v)
	}
	return names
}

// adversaryInfo is the data of adversary a (not noAdversary).
func adversaryInfo(a int8) *adversary {
	for i := range adversaries {
		if adversaries[i].Key == adversaryKeys[a] {
			return &adversaries[i]
		}
	}
	panic("spiritisland: no data for adversary " + adversaryKeys[a])
}

// parseAdversary reads the adversary and level options, refusing a level
// without an adversary.
func parseAdversary(key, level string) (int8, int8, error) {
	a := int8(-1)
	for i, k := range adversaryKeys {
		if k == key {
			a = int8(i)
		}
	}
	n, err := strconv.Atoi(level)
	switch {
	case a < 0:
		return 0, 0, engine.Rejectf("no adversary %q (none, brandenburg-prussia, england, sweden)",
			"敵対国「%s」はありません(none、brandenburg-prussia、england、sweden)", key)
	case err != nil || n < 0 || n > maxLevel:
		return 0, 0, engine.Rejectf("adversary level %q: a number 0 to 6", "敵対国のレベル「%s」: 0〜6の数です", level)
	case a == noAdversary && n != 0:
		return 0, 0, engine.Rejectf("level %d needs an adversary: choose brandenburg-prussia, england or sweden",
			"レベル%dには敵対国が必要です(brandenburg-prussia、england、swedenから選びます)", n)
	}
	return a, int8(n), nil
}

// adv reports whether the game is against adversary a at level lv or higher.
func (st *State) adv(a, lv int8) bool { return st.opts.adversary == a && st.opts.level >= lv }

// Difficulty is the game's difficulty number (engine.Difficulty): 0
// without an adversary.
func (st *State) Difficulty() int {
	a := st.opts.adversary
	if a == noAdversary {
		return 0
	}
	d := adversaryInfo(a)
	if st.opts.level == 0 {
		return d.Difficulty
	}
	return d.Levels[st.opts.level-1].Difficulty
}

// fearLevels are the fear cards of each terror level in the fear deck.
func (st *State) fearLevels() [3]int8 {
	n := FearDeck
	if a := st.opts.adversary; a != noAdversary && st.opts.level > 0 {
		n = adversaryInfo(a).Levels[st.opts.level-1].Fear
	}
	return [3]int8{int8(n[0]), int8(n[1]), int8(n[2])}
}

// fullFearPool is the fear markers in a full fear pool: 4 per player, 5
// against England at level 6 (Independent Resolve).
func (st *State) fullFearPool() int8 {
	per := int8(FearPerPlayer)
	if st.adv(england, 6) {
		per++
	}
	return per * st.seats
}

// deckOrder is the invader deck's order from the top, one digit a card's
// stage: the standard deck's, or the adversary level's that changes it.
func (st *State) deckOrder() string {
	if a := st.opts.adversary; a != noAdversary {
		d := adversaryInfo(a)
		for lv := st.opts.level; lv >= 1; lv-- {
			if o := d.Levels[lv-1].Deck; o != "" {
				return o
			}
		}
	}
	var b []byte
	for s := 2; s >= 0; s-- {
		for range StageDeck[s] {
			b = append([]byte{byte('1' + s)}, b...)
		}
	}
	return string(b)
}

// dealInvaderDeck builds the invader deck: each stage shuffled and one card
// of it put back in the box unseen, then the deck stacked in deckOrder, the
// cards of a stage taken in their shuffled order (cards of a stage the order
// does not use stay in the box too).
func (st *State) dealInvaderDeck() {
	var piles [3][]int8
	for stage := int8(3); stage >= 1; stage-- {
		var cs []int8
		for i, c := range InvaderCards {
			if c.Stage == stage {
				cs = append(cs, int8(i))
			}
		}
		st.rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
		piles[stage-1] = cs[1:]
	}
	order := st.deckOrder()
	st.nInvaders = 0
	for i := len(order) - 1; i >= 0; i-- { // the bottom first
		if order[i] == '-' {
			continue
		}
		s := order[i] - '1'
		st.invaders[st.nInvaders] = piles[s][0]
		piles[s] = piles[s][1:]
		st.nInvaders++
	}
}

// adversarySetup changes the island's pieces at set-up, board by board, after
// the printed pieces.
func (st *State) adversarySetup() {
	for b := range st.island.NumBoards() {
		at := func(n int) Land { return LandAt(b, n) }
		switch {
		case st.adv(prussia, 1): // Fast Start
			st.addPieces(at(3), Town, 1)
		case st.adv(england, 2): // Criminals and Malcontents
			st.addPieces(at(1), City, 1)
			st.addPieces(at(2), Town, 1)
		case st.adv(sweden, 2): // Population Pressure at Home
			st.addPieces(at(4), City, 1)
			l4, l5 := &st.lands[at(4)], &st.lands[at(5)]
			l5.blight, l4.blight = l5.blight+l4.blight, 0
		}
		if st.adv(sweden, 6) { // Prospecting Outpost: this blight comes from the box
			st.addPieces(at(8), Town, 1)
			st.lands[at(8)].blight++
		}
	}
}

// maxHealth is the most health a piece may have: a city against England
// from level 5.
const maxHealth = 4

// hp is the health of a piece of kind p in this game: as printed, but
// against England from level 5 (Local Autonomy) towns and cities have 1
// more.
func (st *State) hp(p Piece) int8 {
	if (p == Town || p == City) && st.adv(england, 5) {
		return health[p] + 1
	}
	return health[p]
}

// difficultyTable lists each adversary's difficulty at levels 0-6, for the
// level option's help: "The Kingdom of England 1/3/4/6/7/9/11; …".
func difficultyTable(lang engine.Lang) string {
	var parts []string
	for a := prussia; a <= sweden; a++ {
		d := adversaryInfo(a)
		ns := []string{strconv.Itoa(d.Difficulty)}
		for _, l := range d.Levels {
			ns = append(ns, strconv.Itoa(l.Difficulty))
		}
		parts = append(parts, d.Name.In(lang)+" "+strings.Join(ns, "/"))
	}
	return strings.Join(parts, lang.Pick("; ", "、"))
}
