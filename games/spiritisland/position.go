package spiritisland

import (
	"encoding/json"
	"math/bits"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"

	"shima/engine"
)

// The position format (POSITION.md): the whole State as JSON that people
// can read and write, lands by name, cards and pieces by key. Load is
// strict: it reads the names, then checks the game it builds with Check.

// position is the JSON position.
type position struct {
	Game        string             `json:"game"`
	Options     map[string]string  `json:"options"`
	Boards      string             `json:"boards"`
	Round       int                `json:"round"`
	Step        string             `json:"step"`
	Lands       map[string]landPos `json:"lands"`
	Spirits     []spiritPos        `json:"spirits"`
	InvaderDeck []string           `json:"invader_deck"`
	Explore     string             `json:"explore,omitempty"`
	Build       string             `json:"build,omitempty"`
	Ravage      string             `json:"ravage,omitempty"`
	Ravaged     []string           `json:"ravaged"`
	Immigration string             `json:"high_immigration,omitempty"`
	TileGone    bool               `json:"high_immigration_removed,omitempty"`
	FearPool    int                `json:"fear_pool"`
	FearDeck    []string           `json:"fear_deck"`
	FearLevels  [3]int             `json:"fear_levels"`
	Earned      []string           `json:"earned"`
	Feared      []string           `json:"feared"`
	BlightPool  int                `json:"blight_pool"`
	BlightCard  string             `json:"blight_card,omitempty"`
	Blighted    bool               `json:"blighted,omitempty"`
	Minors      []string           `json:"minors"`
	Majors      []string           `json:"majors"`
	Discarded   []string           `json:"power_discard"`
	Queue       []taskPos          `json:"q"`
	PushedTo    []string           `json:"pushed_to,omitempty"`
	Resolver    *int               `json:"resolver,omitempty"`
	Power       string             `json:"power,omitempty"`
	FearCard    string             `json:"fear_card,omitempty"`
	PowerLand   string             `json:"power_land,omitempty"`
	Dreamt      []dreamtPos        `json:"dreamt,omitempty"`
	Revealed    []string           `json:"revealed_fear,omitempty"`
	Avenging    []string           `json:"avenging,omitempty"`
	Avenger     int                `json:"avenger,omitempty"`
	Won         bool               `json:"won,omitempty"`
	Lost        bool               `json:"lost,omitempty"`
	End         string             `json:"end,omitempty"`
	RNG         *engine.Rand       `json:"rng,omitempty"`
	Seed        *uint64            `json:"seed,omitempty"`
}

// landPos is what lies on a land: undamaged pieces by kind, damaged ones
// by kind and health left ("town_1": a town with 1 health left; "town_2"
// and "city_3" only where towns and cities have 1 more health, State.hp).
type landPos struct {
	Explorer int      `json:"explorer,omitempty"`
	Town     int      `json:"town,omitempty"`
	Town2    int      `json:"town_2,omitempty"`
	Town1    int      `json:"town_1,omitempty"`
	City     int      `json:"city,omitempty"`
	City3    int      `json:"city_3,omitempty"`
	City2    int      `json:"city_2,omitempty"`
	City1    int      `json:"city_1,omitempty"`
	Dahan    int      `json:"dahan,omitempty"`
	Dahan1   int      `json:"dahan_1,omitempty"`
	Blight   int      `json:"blight,omitempty"`
	Presence []int    `json:"presence,omitempty"`
	Defend   int      `json:"defend,omitempty"`
	Effects  []string `json:"effects,omitempty"`
	Avenge   int      `json:"avenge,omitempty"`
}

// spiritPos is a spirit in play.
type spiritPos struct {
	Spirit      string         `json:"spirit"`
	Energy      int            `json:"energy"`
	EnergyTrack int            `json:"energy_track"`
	CardTrack   int            `json:"card_track"`
	Destroyed   int            `json:"destroyed,omitempty"`
	Hand        []string       `json:"hand"`
	Played      []string       `json:"played"`
	Discard     []string       `json:"discard"`
	Unresolved  []string       `json:"unresolved,omitempty"`
	Elements    map[string]int `json:"elements,omitempty"`
	ExtraPlays  int            `json:"extra_plays,omitempty"`
	Phase       string         `json:"phase"`
	Innates     []string       `json:"innates_used,omitempty"`
	MadeFast    int            `json:"made_fast,omitempty"`
	Boon        int            `json:"boon,omitempty"`
	Progressed  int            `json:"progressed,omitempty"`
	Drawn       []string       `json:"drawn,omitempty"`
	Repeat      int            `json:"repeat,omitempty"`
	Repeated    []string       `json:"repeated,omitempty"`
	Reach       int            `json:"reach,omitempty"`
	Keep        int            `json:"keep,omitempty"`
	Again       []string       `json:"again,omitempty"`
	Entwined    []int          `json:"entwined,omitempty"`
	Drowned     int            `json:"drowned,omitempty"`
	Growth      []taskPos      `json:"growth_queue,omitempty"`
}

// taskPos is a task of a queue, its numbers by name: the power a target
// task begins, the continuation a "then", "choose", "choose-land" or
// "select" calls, the condition a "choose-land" checks, the options a
// "choose" rules out, the piece an "add" adds, the growth action a growth
// task stands for, a "reclaim-one" of a card played this turn.
type taskPos struct {
	Op       string   `json:"op"`
	Spirit   int      `json:"spirit"`
	Land     string   `json:"land,omitempty"`
	From     string   `json:"from,omitempty"`
	N        int      `json:"n,omitempty"`
	Pieces   []string `json:"pieces,omitempty"`
	Kinds    int      `json:"kinds,omitempty"`
	UpTo     bool     `json:"up_to,omitempty"`
	Power    string   `json:"power,omitempty"`
	Levels   int      `json:"levels,omitempty"`
	Cont     string   `json:"cont,omitempty"`
	Choices  int      `json:"choices,omitempty"`
	RuledOut []int    `json:"ruled_out,omitempty"`
	Filter   string   `json:"filter,omitempty"`
	Piece    string   `json:"piece,omitempty"`
	Growth   *[2]int  `json:"growth,omitempty"`
	Played   bool     `json:"played,omitempty"`
	Arg      int      `json:"arg,omitempty"`
	Arg2     int      `json:"arg2,omitempty"`
}

// Names in positions.
var (
	stepKeys  = [...]string{stepSpirit: "spirit", stepFast: "fast", stepInvader: "invader", stepSlow: "slow", stepOver: "over"}
	phaseKeys = [...]string{phaseGrowth: "growth", phaseGrowing: "growing", phasePlay: "play", phaseDone: "done", phaseFastDone: "fast-done"}
	pieceKeys = [pieceKinds]string{Explorer: "explorer", Town: "town", City: "city", Dahan: "dahan"}
	// effectKeys name the one-turn land effects by bit (state.go); a bit
	// without a name is written "effect<bit>".
	effectKeys = [landEffects]string{"skip-ravage", "skip-build", "skip-explore", "dahan-safe", "blight-stays",
		"tough-dahan", "dahan-immune", "vengeful", "vengeful-wide", "strike-at-once", "dreadful"}
	elementKeys = [elements]string{Sun: "sun", Moon: "moon", Fire: "fire", Air: "air", Water: "water", Earth: "earth", Plant: "plant", Animal: "animal"}
	// opKeys name the tasks' ops; an op without a name is written "op<n>".
	opKeys = [...]string{
		opTarget: "target", opPush: "push", opGather: "gather", opDamage: "damage", opDestroy: "destroy",
		opRemove: "remove", opChoose: "choose", opAddPresence: "add-presence", opGainPower: "gain-power",
		opPickPower: "pick-power", opForget: "forget", opReclaimOne: "reclaim-one", opLand: "choose-land",
		opSelect: "select", opCascade: "cascade",
		opFear: "fear", opDefend: "defend", opAdd: "add", opBlight: "blight", opEnergy: "energy",
		opReclaimAll: "reclaim-all", opThen: "then", opDahanStrike: "dahan-strike",
	}
)

// growthOp reports whether o is an op a growth action's task may have: its arg is
// the growth action (option<<4 | action).
func growthOp(o op) bool {
	return o == opAddPresence || o == opReclaimAll || o == opReclaimOne || o == opGainPower || o == opEnergy
}

// landOp reports whether o acts on a land and cannot without one.
func landOp(o op) bool {
	switch o {
	case opPush, opGather, opDamage, opDestroy, opRemove, opCascade, opDefend, opAdd, opBlight, opDahanStrike:
		return true
	}
	return false
}

func opKey(o op) string {
	if int(o) < len(opKeys) && opKeys[o] != "" {
		return opKeys[o]
	}
	return "op" + strconv.Itoa(int(o))
}

// parseOp reads an op's name, or "op<n>" for an op without one.
func parseOp(s string) (op, bool) {
	for o, k := range opKeys {
		if k != "" && k == s {
			return op(o), true
		}
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(s, "op")); err == nil && strings.HasPrefix(s, "op") && n > 0 && n < 64 && opKey(op(n)) == s {
		return op(n), true
	}
	return 0, false
}

// Continuations are named by the file that defines them and their place
// among that file's continuations in the order of the source: "invaders#3"
// is the third defined in invaders.go. A position saved in the middle of
// a power names the continuations it waits on; it reads back as long as
// that file's continuations keep their order. The conditions of
// choose-land tasks (landFilters) are named the same way. A select word
// answered without a continuation of its own is named by its list.
var (
	contNames = funcNames{pcs: func() []uintptr {
		pcs := make([]uintptr, len(conts))
		for k, f := range conts {
			pcs[k] = reflect.ValueOf(f).Pointer()
			if f == nil && selections[int16(k)] != nil {
				pcs[k] = reflect.ValueOf(selections[int16(k)]).Pointer()
			}
		}
		return pcs
	}}
	landChoiceNames = funcNames{pcs: func() []uintptr {
		pcs := make([]uintptr, len(landFilters))
		for k, f := range landFilters {
			pcs[k] = reflect.ValueOf(f.ok).Pointer()
		}
		return pcs
	}}
)

// funcNames names the functions of a registry by where they are defined
// (pcs gives their code pointers, by index).
type funcNames struct {
	once   sync.Once
	pcs    func() []uintptr
	names  []string
	byName map[string]int
}

// name names registered function k.
func (fn *funcNames) name(k int) string {
	fn.nameAll()
	if k >= 0 && k < len(fn.names) {
		return fn.names[k]
	}
	return "#" + strconv.Itoa(k)
}

// lookup finds the function named name.
func (fn *funcNames) lookup(name string) (int, bool) {
	fn.nameAll()
	k, ok := fn.byName[name]
	return k, ok
}

// nameAll names the registered functions (once, after every init).
func (fn *funcNames) nameAll() {
	fn.once.Do(func() {
		type site struct {
			file string
			line int
			k    int
		}
		pcs := fn.pcs()
		sites := make([]site, len(pcs))
		for k, pc := range pcs {
			file, line := "?", 0
			if f := runtime.FuncForPC(pc); f != nil {
				file, line = f.FileLine(pc)
			}
			sites[k] = site{strings.TrimSuffix(filepath.Base(file), ".go"), line, k}
		}
		sort.SliceStable(sites, func(i, j int) bool {
			if sites[i].file != sites[j].file {
				return sites[i].file < sites[j].file
			}
			return sites[i].line < sites[j].line
		})
		fn.names = make([]string, len(pcs))
		fn.byName = map[string]int{}
		n := 0
		for i, s := range sites {
			if i > 0 && s.file != sites[i-1].file {
				n = 0
			}
			n++
			name := s.file + "#" + strconv.Itoa(n)
			fn.names[s.k], fn.byName[name] = name, s.k
		}
	})
}

func contName(k int16) string { return contNames.name(int(k)) }

// MarshalJSON writes the position.
func (st *State) MarshalJSON() ([]byte, error) {
	p := position{Game: "spiritisland", Boards: st.island.Boards(), Round: int(st.round), Step: stepKeys[st.step],
		Options: st.opts.values(), Lands: map[string]landPos{},
		Explore: invaderKey(st.explore), Build: invaderKey(st.build), Ravage: invaderKey(st.ravage),
		Immigration: invaderKey(st.immigration), TileGone: st.immigrationGone,
		FearPool: int(st.fearPool), BlightPool: int(st.blightPool), Blighted: st.blighted,
		Avenger: int(st.avenger), Won: st.won, Lost: st.lost, End: st.end}
	for l := range st.island.All().All() {
		if lp := st.landPosition(l); !lp.empty() {
			p.Lands[st.island.Name(l)] = lp
		}
	}
	for s := range st.seats {
		p.Spirits = append(p.Spirits, st.spiritPosition(s))
	}
	p.InvaderDeck = namesOf(st.invaders[:st.nInvaders], func(c int8) string { return InvaderCards[c].Key })
	p.Ravaged = bitKeys(uint64(st.ravaged), len(InvaderCards), func(i int) string { return InvaderCards[i].Key })
	p.FearDeck = namesOf(st.fearDeck[:st.nFear], fearKey)
	for i, n := range st.fearPer {
		p.FearLevels[i] = int(n)
	}
	p.Earned = namesOf(st.earned[:st.nEarned], fearKey)
	p.Feared = bitKeys(uint64(st.feared), len(FearCards), func(i int) string { return FearCards[i].Key })
	if st.blightCard != noCard {
		p.BlightCard = BlightCards[st.blightCard].Key
	}
	p.Minors = namesOf(st.minors[:st.nMinors], powerKey)
	p.Majors = namesOf(st.majors[:st.nMajors], powerKey)
	p.Discarded = cardKeys(&st.discarded)
	p.Queue = st.queuePosition(&st.q)
	p.PushedTo = st.landNames(st.pushedTo)
	p.Avenging = st.landNames(st.avenging)
	if st.resolver != noSpirit {
		r := int(st.resolver)
		p.Resolver = &r
		if st.power != noPower {
			p.Power = st.powerKeyOf(st.resolver, st.power)
		}
	}
	if st.fearing != noCard {
		p.FearCard = fearKey(st.fearing)
	}
	st.dreamPosition(&p)
	rng := st.rng
	p.RNG = &rng
	return json.Marshal(p)
}

// values are the options as Config.Options gives them.
func (o options) values() map[string]string {
	onOff := func(b bool) string {
		if b {
			return "on"
		}
		return "off"
	}
	d := "normal"
	switch {
	case o.extraGrowth && o.noExplore:
		d = "easiest"
	case o.extraGrowth:
		d = "extra-growth"
	case o.noExplore:
		d = "no-explore"
	}
	return map[string]string{"blight_card": onOff(o.blightCard), "progression": onOff(o.progression), "difficulty": d,
		"adversary": adversaryKeys[o.adversary], "level": strconv.Itoa(int(o.level))}
}

// landNames names the lands of set (nil for none).
func (st *State) landNames(set LandSet) []string {
	var out []string
	for l := range set.All() {
		out = append(out, st.island.Name(l))
	}
	return out
}

func (lp *landPos) empty() bool {
	return lp.Explorer+lp.Town+lp.Town2+lp.Town1+lp.City+lp.City3+lp.City2+lp.City1+lp.Dahan+lp.Dahan1+lp.Blight+lp.Defend+lp.Avenge == 0 &&
		lp.Presence == nil && lp.Effects == nil
}

// landPosition writes what lies on land l.
func (st *State) landPosition(l Land) landPos {
	ls := &st.lands[l]
	pc := &ls.pieces
	lp := landPos{Explorer: int(pc[Explorer][1]), Town: int(pc[Town][st.hp(Town)]), Town1: int(pc[Town][1]),
		City: int(pc[City][st.hp(City)]), City2: int(pc[City][2]), City1: int(pc[City][1]),
		Dahan: int(pc[Dahan][2]), Dahan1: int(pc[Dahan][1]), Blight: int(ls.blight), Defend: int(ls.defend), Avenge: int(ls.avenge)}
	if st.hp(Town) > 2 {
		lp.Town2, lp.City3 = int(pc[Town][2]), int(pc[City][3])
	}
	for s := range st.seats {
		if ls.presence[s] != 0 {
			lp.Presence = make([]int, st.seats)
			for s := range st.seats {
				lp.Presence[s] = int(ls.presence[s])
			}
			break
		}
	}
	lp.Effects = bitKeys(uint64(ls.effects), 16, effectKey)
	if len(lp.Effects) == 0 {
		lp.Effects = nil
	}
	return lp
}

func effectKey(i int) string {
	if i < len(effectKeys) {
		return effectKeys[i]
	}
	return "effect" + strconv.Itoa(i)
}

// spiritPosition writes spirit s.
func (st *State) spiritPosition(s int8) spiritPos {
	sp := &st.spirits[s]
	d := st.spirit(s)
	p := spiritPos{Spirit: d.Key, Energy: int(sp.energy), EnergyTrack: int(sp.energyTrack), CardTrack: int(sp.cardTrack),
		Destroyed: int(sp.destroyed), Hand: cardKeys(&sp.hand), Played: cardKeys(&sp.played), Discard: cardKeys(&sp.discard),
		ExtraPlays: int(sp.extraPlays), Phase: phaseKeys[sp.phase], MadeFast: int(sp.madeFast), Boon: int(sp.boon),
		Progressed: int(sp.progressed), Repeat: int(sp.repeat), Reach: int(sp.reach), Keep: int(sp.keep),
		Drowned: int(sp.drowned), Growth: st.queuePosition(&sp.q)}
	if sp.nDrawn > 0 {
		p.Drawn = namesOf(sp.drawn[:sp.nDrawn], powerKey)
	}
	for _, f := range []struct {
		set *cards
		to  *[]string
	}{{&sp.unresolved, &p.Unresolved}, {&sp.repeated, &p.Repeated}, {&sp.again, &p.Again}} {
		if !f.set.empty() {
			*f.to = cardKeys(f.set)
		}
	}
	for o := range 8 {
		if sp.entwined&(1<<o) != 0 {
			p.Entwined = append(p.Entwined, o)
		}
	}
	for e, n := range sp.elements {
		if n != 0 {
			if p.Elements == nil {
				p.Elements = map[string]int{}
			}
			p.Elements[elementKeys[e]] = int(n)
		}
	}
	p.Innates = bitKeys(uint64(sp.innates), 8, func(i int) string {
		if i < len(d.Innates) {
			return d.Innates[i].Key
		}
		return "innate" + strconv.Itoa(i)
	})
	if len(p.Innates) == 0 {
		p.Innates = nil
	}
	if len(p.Growth) == 0 {
		p.Growth = nil
	}
	return p
}

// queuePosition writes the tasks of q.
func (st *State) queuePosition(q *queue) []taskPos {
	out := []taskPos{}
	for _, t := range q.t[:q.n] {
		out = append(out, st.taskPosition(t))
	}
	return out
}

// taskPosition writes task t, its numbers by name where they stand for
// something named.
func (st *State) taskPosition(t task) taskPos {
	tp := taskPos{Op: opKey(t.op), Spirit: int(t.spirit), N: int(t.n), UpTo: t.upTo, Arg: int(t.arg), Arg2: int(t.arg2)}
	if t.land != NoLand {
		tp.Land = st.island.Name(t.land)
	}
	if t.from != noFrom && t.from != NoLand {
		tp.From = st.island.Name(t.from)
	}
	switch {
	case t.op == opChoose:
		for i := range 8 {
			if t.kinds&(1<<i) != 0 {
				tp.RuledOut = append(tp.RuledOut, i)
			}
		}
	case t.kinds >= 1<<pieceKinds:
		tp.Kinds = int(t.kinds) // a card's own number (not pieces)
	default:
		for p := range pieceKinds {
			if t.kinds.has(p) {
				tp.Pieces = append(tp.Pieces, pieceKeys[p])
			}
		}
	}
	switch {
	case t.op == opTarget:
		tp.Power, tp.Levels, tp.Arg, tp.Arg2 = st.powerKeyOf(t.spirit, t.arg), int(t.arg2), 0, 0
	case t.op == opChoose:
		tp.Cont, tp.Choices, tp.Arg, tp.Arg2 = contName(t.arg), int(t.arg2), 0, 0
	case t.op == opSelect:
		tp.Cont, tp.Arg = contName(t.arg), 0
	case t.op == opLand:
		tp.Cont, tp.Filter, tp.Arg, tp.Arg2 = contName(t.arg), landChoiceNames.name(int(t.arg2)), 0, 0
	case t.op == opThen:
		tp.Cont, tp.Arg = contName(t.arg), 0
	case t.op == opAdd && t.arg >= 0 && t.arg < int16(pieceKinds):
		tp.Piece, tp.Arg = pieceKeys[t.arg], 0
	case t.op == opReclaimOne && t.arg == reclaimPlayed:
		tp.Played, tp.Arg = true, 0
	case growthOp(t.op) && (t.arg != 0 || t.op == opAddPresence):
		i := int(t.arg >> 4)
		if i == 15 {
			i = -1
		}
		tp.Growth, tp.Arg = &[2]int{i, int(t.arg & 15)}, 0
	}
	return tp
}

// landEffects is how many one-turn land effects state.go defines (bits of
// landState.effects, skipRavage to dreadful).
const landEffects = 11

// noFrom is a task's from when it has none: its zero value, the first
// board's ocean, never a land pieces move from.
const noFrom Land = 0

// powerKeyOf names power pw of spirit s: a card's key or an innate's.
func (st *State) powerKeyOf(s int8, pw int16) string {
	if pw >= innateBase {
		if s >= 0 && s < st.seats {
			if in := st.spirit(s).Innates; int(pw-innateBase) < len(in) {
				return in[pw-innateBase].Key
			}
		}
		return "innate" + strconv.Itoa(int(pw-innateBase))
	}
	return powerKey(pw)
}

func powerKey(c int16) string { return Powers[c].Key }

func fearKey(c int8) string { return FearCards[c].Key }

func invaderKey(c int8) string {
	if c == noCard {
		return ""
	}
	return InvaderCards[c].Key
}

// namesOf names each of xs.
func namesOf[T int8 | int16](xs []T, key func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = key(x)
	}
	return out
}

// bitKeys names the bits of set below n, lowest first.
func bitKeys(set uint64, n int, key func(int) string) []string {
	out := []string{}
	for m := set; m != 0; m &= m - 1 {
		if i := bits.TrailingZeros64(m); i < n {
			out = append(out, key(i))
		}
	}
	return out
}

// cardKeys names the cards of a set, in the order of Powers.
func cardKeys(c *cards) []string {
	out := []string{}
	for w, word := range c {
		for ; word != 0; word &= word - 1 {
			out = append(out, Powers[w<<6|bits.TrailingZeros64(word)].Key)
		}
	}
	return out
}

// loadPosition reads and checks a position.
func loadPosition(data []byte) (engine.State, error) {
	var p position
	if err := engine.DecodePosition(data, "spiritisland", &p); err != nil {
		return nil, err
	}
	st, err := p.state()
	if err != nil {
		return nil, err
	}
	if err := st.Check(); err != nil {
		return nil, engine.Rejectf("impossible position: %v", "ありえない局面です: %v", engine.T(err.Error(), engine.Explain(err, engine.JA)))
	}
	return st, nil
}

// state builds the game the position describes, reading every name.
func (p *position) state() (*State, error) {
	st := &State{resolver: noSpirit, power: noPower, fearing: noCard, powerLand: NoLand, blightCard: noCard, explore: noCard, build: noCard, ravage: noCard, immigration: noCard}
	if err := st.loadOptions(p.Options); err != nil {
		return nil, err
	}
	n := len(p.Spirits)
	if n < MinSpirits || n > MaxSpirits {
		return nil, engine.Rejectf("%d spirits: a game has %d to %d", "精霊が%d体です(%d〜%d体で遊びます)", n, MinSpirits, MaxSpirits)
	}
	st.seats = int8(n)
	if len(p.Boards) != n {
		return nil, engine.Rejectf("boards %q: one board per spirit (%d)", "島ボード「%s」: 精霊1体に1枚です(%d枚)", p.Boards, n)
	}
	isl, err := NewIsland(p.Boards)
	if err != nil {
		return nil, engine.Rejectf("bad boards %q", "島ボード「%s」が不正です", p.Boards)
	}
	st.island = isl
	if p.Round < 0 || p.Round > 999 {
		return nil, engine.Rejectf("round %d is impossible", "ラウンド%dはありえません", p.Round)
	}
	st.round = int16(p.Round)
	if st.step, err = lookupKey[step](stepKeys[:], p.Step, "step", "ステップ"); err != nil {
		return nil, err
	}
	for _, load := range []func(*position) error{st.loadLands, st.loadSpirits, st.loadInvaders, st.loadFear, st.loadPowers, st.loadRest} {
		if err := load(p); err != nil {
			return nil, err
		}
	}
	if p.Minors == nil && p.Majors == nil {
		st.dealPowerDecks()
	}
	st.findToMove()
	return st, nil
}

// dealPowerDecks makes the minor and major decks of the cards that are
// nowhere else, shuffled: a position written by hand may leave the power
// decks out.
func (st *State) dealPowerDecks() {
	var held cards
	for s := range st.seats {
		sp := &st.spirits[s]
		for w := range held {
			held[w] |= sp.hand[w] | sp.played[w] | sp.discard[w] | st.discarded[w]
		}
		for _, c := range sp.drawn[:sp.nDrawn] {
			held.add(int(c))
		}
	}
	for c, pw := range Powers {
		switch {
		case held.has(c):
		case pw.Deck == Minor:
			st.minors[st.nMinors] = int16(c)
			st.nMinors++
		case pw.Deck == Major:
			st.majors[st.nMajors] = int16(c)
			st.nMajors++
		}
	}
	st.rng.Shuffle(int(st.nMinors), func(i, j int) { st.minors[i], st.minors[j] = st.minors[j], st.minors[i] })
	st.rng.Shuffle(int(st.nMajors), func(i, j int) { st.majors[i], st.majors[j] = st.majors[j], st.majors[i] })
}

// lookupKey finds key among keys (its index as T), or refuses it naming
// what it is.
func lookupKey[T ~uint8 | ~int8 | ~int16 | int](keys []string, key, what, whatJA string) (T, error) {
	for i, k := range keys {
		if k != "" && k == key {
			return T(i), nil
		}
	}
	return 0, engine.Rejectf("unknown %s %q", "%sに「%s」はありません", engine.T(what, whatJA), key)
}

// loadOptions reads the options: blight-card, progression, difficulty,
// adversary and level.
func (st *State) loadOptions(o map[string]string) error {
	info := Game{}.Info()
	if err := info.CheckOptions(engine.Config{Options: o}); err != nil {
		return err
	}
	for _, k := range []string{"spirits", "boards"} {
		if _, ok := o[k]; ok {
			return engine.Rejectf("option %q belongs in the position's own field", "オプション「%s」は局面の専用の項目に書きます", k)
		}
	}
	cfg := engine.Config{Options: o}
	diff := info.Option(cfg, "difficulty")
	st.opts = options{
		blightCard:  info.Option(cfg, "blight_card") == "on",
		progression: info.Option(cfg, "progression") == "on",
		extraGrowth: diff == "extra-growth" || diff == "easiest",
		noExplore:   diff == "no-explore" || diff == "easiest",
	}
	var err error
	st.opts.adversary, st.opts.level, err = parseAdversary(info.Option(cfg, "adversary"), info.Option(cfg, "level"))
	return err
}

// count8 reads a count that must lie in 0..most.
func count8(n, most int, what engine.Text) (int8, error) {
	if n < 0 || n > most {
		return 0, engine.Rejectf("%s: %d is impossible (0 to %d)", "%s: %dはありえません(0〜%d)", what, n, most)
	}
	return int8(n), nil
}

// maxCount bounds the pieces, blight and defend of a land, and other counts.
const maxCount = 99

// loadLands reads the lands.
func (st *State) loadLands(p *position) error {
	for name, lp := range p.Lands {
		l, err := st.island.ParseLand(name)
		if err != nil {
			return engine.Rejectf("no land %q on the island %s", "島%[2]sに土地「%[1]s」はありません", name, st.island.Boards())
		}
		if err := st.loadLand(l, &lp); err != nil {
			return engine.Rejectf("land %s: %v", "土地%s: %v", name, engine.T(err.Error(), engine.Explain(err, engine.JA)))
		}
	}
	return nil
}

// loadLand reads what lies on land l.
func (st *State) loadLand(l Land, lp *landPos) error {
	ls := &st.lands[l]
	for _, f := range []struct {
		n    int
		p    Piece
		h    int8 // health left; 0: undamaged
		what engine.Text
	}{
		{lp.Explorer, Explorer, 0, pieceNames[Explorer]}, {lp.Town, Town, 0, pieceNames[Town]},
		{lp.Town2, Town, 2, pieceNames[Town]}, {lp.Town1, Town, 1, pieceNames[Town]},
		{lp.City, City, 0, pieceNames[City]}, {lp.City3, City, 3, pieceNames[City]},
		{lp.City2, City, 2, pieceNames[City]}, {lp.City1, City, 1, pieceNames[City]},
		{lp.Dahan, Dahan, 0, pieceNames[Dahan]}, {lp.Dahan1, Dahan, 1, pieceNames[Dahan]},
	} {
		n, err := count8(f.n, maxCount, f.what)
		if err != nil {
			return err
		}
		if f.h >= st.hp(f.p) && n != 0 {
			return engine.Rejectf("a %s has %d health at most here: %d health left is undamaged", "ここでは%sの体力は最大%dです(体力%dは無傷です)",
				f.what, st.hp(f.p), f.h)
		}
		if f.h == 0 {
			f.h = st.hp(f.p)
		}
		ls.pieces[f.p][f.h] += n // town_2 and city_3 read 0 where they would be undamaged
	}
	var err error
	if ls.blight, err = count8(lp.Blight, maxCount, engine.T("blight", "荒廃")); err != nil {
		return err
	}
	if ls.defend, err = count8(lp.Defend, maxCount, engine.T("defend", "防御")); err != nil {
		return err
	}
	if lp.Presence != nil && len(lp.Presence) != int(st.seats) {
		return engine.Rejectf("presence lists %d spirits, not %d", "存在が%d体分です(%d体分書きます)", len(lp.Presence), st.seats)
	}
	for s, n := range lp.Presence {
		if ls.presence[s], err = count8(n, PresencePerSpirit, engine.T("presence", "存在")); err != nil {
			return err
		}
	}
	if ls.avenge, err = count8(lp.Avenge, maxCount, engine.T("avenge", "復讐")); err != nil {
		return err
	}
	var names [16]string
	for i := range names {
		names[i] = effectKey(i)
	}
	for _, e := range lp.Effects {
		i, err := lookupKey[int](names[:], e, "land effect", "土地の効果")
		if err != nil {
			return err
		}
		ls.effects |= 1 << i
	}
	return nil
}

// loadSpirits reads the spirits.
func (st *State) loadSpirits(p *position) error {
	for s := range p.Spirits {
		if err := st.loadSpirit(int8(s), &p.Spirits[s]); err != nil {
			return engine.Rejectf("spirit %d: %v", "精霊%d: %v", s, engine.T(err.Error(), engine.Explain(err, engine.JA)))
		}
	}
	return nil
}

// loadSpirit reads spirit s.
func (st *State) loadSpirit(s int8, p *spiritPos) error {
	kind, ok := SpiritByKey[p.Spirit]
	if !ok {
		return engine.Rejectf("no spirit %q", "精霊「%s」はありません", p.Spirit)
	}
	for o := range s {
		if int(st.spirits[o].kind) == kind {
			return engine.Rejectf("spirit %q plays twice", "精霊「%s」が2回います", p.Spirit)
		}
	}
	sp := &st.spirits[s]
	sp.kind = int8(kind)
	d := &Spirits[kind]
	var err error
	for _, f := range []struct {
		n    int
		most int
		to   *int8
		what engine.Text
	}{
		{p.Energy, maxCount, &sp.energy, engine.T("energy", "精霊力")},
		{p.EnergyTrack, len(d.Energy) - 1, &sp.energyTrack, engine.T("energy track", "精霊力トラック")},
		{p.CardTrack, len(d.Cards) - 1, &sp.cardTrack, engine.T("card track", "カードプレイトラック")},
		{p.Destroyed, PresencePerSpirit, &sp.destroyed, engine.T("destroyed presence", "破壊された存在")},
		{p.ExtraPlays, maxCount, &sp.extraPlays, engine.T("extra plays", "追加のプレイ")},
		{p.MadeFast, maxCount, &sp.madeFast, engine.T("made fast", "即効にした能力")},
		{p.Boon, maxCount, &sp.boon, engine.T("boon", "恵み")},
		{p.Progressed, len(d.Progression), &sp.progressed, engine.T("progressed", "能力進行")},
		{p.Repeat, maxCount, &sp.repeat, engine.T("repeat", "繰り返し")},
		{p.Reach, maxCount, &sp.reach, engine.T("reach", "範囲の延長")},
		{p.Keep, maxCount, &sp.keep, engine.T("keep", "手札に戻すカード")},
		{p.Drowned, drownedMost(d, st.seats), &sp.drowned, engine.T("drowned", "溺れた侵略者")},
	} {
		if *f.to, err = count8(f.n, f.most, f.what); err != nil {
			return err
		}
	}
	for _, f := range []struct {
		keys []string
		to   *cards
	}{{p.Hand, &sp.hand}, {p.Played, &sp.played}, {p.Discard, &sp.discard}, {p.Unresolved, &sp.unresolved},
		{p.Repeated, &sp.repeated}, {p.Again, &sp.again}} {
		for _, k := range f.keys {
			c, err := parsePower(k)
			if err != nil {
				return err
			}
			f.to.add(int(c))
		}
	}
	if len(p.Drawn) > drawnPowers {
		return engine.Rejectf("%d cards drawn, more than %d", "引いたカードが%d枚です(%d枚まで)", len(p.Drawn), drawnPowers)
	}
	for i, k := range p.Drawn {
		if sp.drawn[i], err = parsePower(k); err != nil {
			return err
		}
	}
	sp.nDrawn = int8(len(p.Drawn))
	for _, o := range p.Entwined {
		if o < 0 || o >= int(st.seats) {
			return engine.Rejectf("entwined with spirit %d, not in the game", "ゲームにいない精霊%dと絡み合っています", o)
		}
		sp.entwined |= 1 << o
	}
	for k, n := range p.Elements {
		e, err := lookupKey[Element](elementKeys[:], k, "element", "エレメント")
		if err != nil {
			return err
		}
		if sp.elements[e], err = count8(n, maxCount, engine.T(k, k)); err != nil {
			return err
		}
	}
	if sp.phase, err = lookupKey[spiritPhase](phaseKeys[:], p.Phase, "phase", "フェイズ"); err != nil {
		return err
	}
	for _, k := range p.Innates {
		i := -1
		for j, in := range d.Innates {
			if in.Key == k {
				i = j
			}
		}
		if i < 0 {
			return engine.Rejectf("%s has no innate power %q", "%sに先天能力「%s」はありません", d.Name, k)
		}
		sp.innates |= 1 << i
	}
	return st.loadQueue(&sp.q, p.Growth)
}

// parsePower reads a power card's key.
func parsePower(k string) (int16, error) {
	c, ok := PowerByKey[k]
	if !ok {
		return 0, engine.Rejectf("no power card %q", "能力カード「%s」はありません", k)
	}
	return int16(c), nil
}

// parseInvader reads an invader card's key, "" for none.
func parseInvader(k string) (int8, error) {
	if k == "" {
		return noCard, nil
	}
	c, ok := InvaderByKey[k]
	if !ok {
		return 0, engine.Rejectf("no invader card %q", "侵略者カード「%s」はありません", k)
	}
	return int8(c), nil
}

// parseFear reads a fear card's key.
func parseFear(k string) (int8, error) {
	c, ok := FearByKey[k]
	if !ok {
		return 0, engine.Rejectf("no fear card %q", "不安カード「%s」はありません", k)
	}
	return int8(c), nil
}

// loadInvaders reads the invader deck, the invader board and its discards.
func (st *State) loadInvaders(p *position) error {
	if len(p.InvaderDeck) > invaderCards {
		return engine.Rejectf("the invader deck holds %d cards, more than %d", "侵略者デックが%d枚です(%d枚まで)", len(p.InvaderDeck), invaderCards)
	}
	for i, k := range p.InvaderDeck {
		c, err := parseInvader(k)
		if err != nil || c == noCard {
			return engine.Rejectf("no invader card %q", "侵略者カード「%s」はありません", k)
		}
		st.invaders[i] = c
	}
	st.nInvaders = int8(len(p.InvaderDeck))
	var err error
	for _, f := range []struct {
		key string
		to  *int8
	}{{p.Explore, &st.explore}, {p.Build, &st.build}, {p.Ravage, &st.ravage}, {p.Immigration, &st.immigration}} {
		if *f.to, err = parseInvader(f.key); err != nil {
			return err
		}
	}
	if (st.immigration != noCard || p.TileGone) && !st.adv(england, 3) {
		return engine.Reject("a High Immigration tile without England at level 3 or more", "イングランドのレベル3以上でないのに「大量移民」タイルがあります")
	}
	if p.TileGone && (st.immigration != noCard || st.adv(england, 4)) {
		return engine.Reject("the High Immigration tile is removed only at England level 3, and then holds no card",
			"「大量移民」タイルが取り除かれるのはイングランドのレベル3だけで、そのときカードはありません")
	}
	st.immigrationGone = p.TileGone
	for _, k := range p.Ravaged {
		c, err := parseInvader(k)
		if err != nil || c == noCard {
			return engine.Rejectf("no invader card %q", "侵略者カード「%s」はありません", k)
		}
		st.ravaged |= 1 << c
	}
	return nil
}

// loadFear reads the fear pool, deck, earned and resolved cards.
func (st *State) loadFear(p *position) error {
	var err error
	if st.fearPool, err = count8(p.FearPool, int(st.fullFearPool()), engine.T("fear pool", "不安プール")); err != nil {
		return err
	}
	for i, n := range p.FearLevels {
		if st.fearPer[i], err = count8(n, maxFear, engine.T("fear cards of a terror level", "恐怖レベルの不安カード")); err != nil {
			return err
		}
	}
	if want := st.fearLevels(); st.fearPer != want {
		return engine.Rejectf("fear_levels %v: the game's fear deck has %v", "fear_levels %v: このゲームの不安デックは%vです", p.FearLevels, want)
	}
	for _, f := range []struct {
		keys []string
		to   []int8
		n    *int8
	}{{p.FearDeck, st.fearDeck[:], &st.nFear}, {p.Earned, st.earned[:], &st.nEarned}} {
		if len(f.keys) > maxFear {
			return engine.Rejectf("%d fear cards in a pile, more than %d", "不安カードの山が%d枚です(%d枚まで)", len(f.keys), maxFear)
		}
		for i, k := range f.keys {
			if f.to[i], err = parseFear(k); err != nil {
				return err
			}
		}
		*f.n = int8(len(f.keys))
	}
	for _, k := range p.Feared {
		c, err := parseFear(k)
		if err != nil {
			return err
		}
		st.feared |= 1 << c
	}
	if st.blightPool, err = count8(p.BlightPool, maxCount, engine.T("blight pool", "荒廃プール")); err != nil {
		return err
	}
	if p.BlightCard != "" {
		c, ok := BlightByKey[p.BlightCard]
		if !ok {
			return engine.Rejectf("no blight card %q", "荒廃カード「%s」はありません", p.BlightCard)
		}
		st.blightCard = int8(c)
	}
	st.blighted = p.Blighted
	return nil
}

// loadPowers reads the power decks and their discard pile.
func (st *State) loadPowers(p *position) error {
	for _, f := range []struct {
		keys []string
		to   []int16
		n    *int8
	}{{p.Minors, st.minors[:], &st.nMinors}, {p.Majors, st.majors[:], &st.nMajors}} {
		if len(f.keys) > len(f.to) {
			return engine.Rejectf("%d power cards in a pile that holds %d", "能力カードの山が%d枚です(%d枚まで)", len(f.keys), len(f.to))
		}
		for i, k := range f.keys {
			c, err := parsePower(k)
			if err != nil {
				return err
			}
			f.to[i] = c
		}
		*f.n = int8(len(f.keys))
	}
	for _, k := range p.Discarded {
		c, err := parsePower(k)
		if err != nil {
			return err
		}
		st.discarded.add(int(c))
	}
	return nil
}

// loadRest reads the task queue, the lands pushed into, Vengeance of the
// Dead's lands and caster, the resolver and the end, and the random source.
func (st *State) loadRest(p *position) error {
	if err := st.loadQueue(&st.q, p.Queue); err != nil {
		return err
	}
	var err error
	if st.pushedTo, err = st.parseLands(p.PushedTo, "pushed_to"); err != nil {
		return err
	}
	if st.avenging, err = st.parseLands(p.Avenging, "avenging"); err != nil {
		return err
	}
	if p.Avenger < 0 || p.Avenger >= int(st.seats) {
		return engine.Rejectf("avenger %d is not a spirit of the game", "avenger %dはこのゲームの精霊ではありません", p.Avenger)
	}
	st.avenger = int8(p.Avenger)
	if p.Resolver != nil {
		if *p.Resolver < 0 || *p.Resolver >= int(st.seats) {
			return engine.Rejectf("resolver %d is not a spirit of the game", "resolver %dはこのゲームの精霊ではありません", *p.Resolver)
		}
		st.resolver = int8(*p.Resolver)
	}
	if err := st.loadResolving(p); err != nil {
		return err
	}
	if err := st.loadDreams(p); err != nil {
		return err
	}
	st.won, st.lost, st.end = p.Won, p.Lost, p.End
	if p.RNG == nil && p.Seed == nil {
		return engine.Reject("give the random source: rng, or a seed", "乱数の状態(rng)かシード(seed)を書きます")
	}
	st.rng, err = engine.PositionRand(p.RNG, p.Seed)
	return err
}

// parsePower reads the key of a power of spirit s: a card's or one of its
// innate powers'.
func (st *State) parsePower(s int8, key string) (int16, error) {
	if c, ok := PowerByKey[key]; ok {
		return int16(c), nil
	}
	d := st.spirit(s)
	for i, in := range d.Innates {
		if in.Key == key {
			return innateBase + int16(i), nil
		}
	}
	return noPower, engine.Rejectf("%s has no power %q", "%sに能力「%s」はありません", d.Name, key)
}

// loadResolving reads what is resolving, for the events: the resolver's
// power and the fear card.
func (st *State) loadResolving(p *position) error {
	if p.Power != "" {
		if st.resolver == noSpirit {
			return engine.Reject("power needs a resolver", "powerにはresolverが必要です")
		}
		var err error
		if st.power, err = st.parsePower(st.resolver, p.Power); err != nil {
			return err
		}
	}
	if p.FearCard == "" {
		return nil
	}
	var err error
	st.fearing, err = parseFear(p.FearCard)
	return err
}

// parseLands reads a list of lands named in field.
func (st *State) parseLands(names []string, field string) (LandSet, error) {
	var set LandSet
	for _, name := range names {
		l, err := st.island.ParseLand(name)
		if err != nil {
			return 0, engine.Rejectf("%s: no land %q on the island", "%s: 島に土地「%s」はありません", field, name)
		}
		set.Add(l)
	}
	return set, nil
}

// loadQueue reads a queue's tasks.
func (st *State) loadQueue(q *queue, tasks []taskPos) error {
	if len(tasks) > len(q.t) {
		return engine.Rejectf("%d tasks queued, more than %d", "タスクが%d個です(%d個まで)", len(tasks), len(q.t))
	}
	for i := range tasks {
		t, err := st.loadTask(&tasks[i])
		if err != nil {
			return engine.Rejectf("task %d: %v", "タスク%d: %v", i+1, engine.T(err.Error(), engine.Explain(err, engine.JA)))
		}
		q.pushBack(t)
	}
	return nil
}

// loadTask reads a task, checking its names and the numbers it may have.
func (st *State) loadTask(tp *taskPos) (task, error) {
	o, ok := parseOp(tp.Op)
	if !ok {
		return task{}, engine.Rejectf("unknown op %q", "不明なop「%s」", tp.Op)
	}
	t := task{op: o, land: NoLand, upTo: tp.UpTo}
	if tp.Spirit < 0 || tp.Spirit >= int(st.seats) {
		return t, engine.Rejectf("spirit %d is not in the game", "精霊%dはこのゲームにいません", tp.Spirit)
	}
	t.spirit = int8(tp.Spirit)
	if tp.Land != "" {
		l, err := st.island.ParseLand(tp.Land)
		if err != nil {
			return t, engine.Rejectf("no land %q on the island", "島に土地「%s」はありません", tp.Land)
		}
		t.land = l
	} else if landOp(o) {
		return t, engine.Rejectf("a %s task needs a land", "%sのタスクには土地が要ります", tp.Op)
	}
	if tp.From != "" {
		l, err := st.island.ParseLand(tp.From)
		if err != nil || l == noFrom {
			return t, engine.Rejectf("from: no land %q on the island", "from: 島に土地「%s」はありません", tp.From)
		}
		t.from = l
	}
	if tp.N < -maxCount || tp.N > maxCount || tp.N < 0 && o != opEnergy {
		return t, engine.Rejectf("n = %d is impossible", "n = %dはありえません", tp.N)
	}
	t.n = int8(tp.N)
	for _, k := range tp.Pieces {
		p, err := lookupKey[Piece](pieceKeys[:], k, "piece", "コマ")
		if err != nil {
			return t, err
		}
		t.kinds |= 1 << p
	}
	if tp.Kinds != 0 && (tp.Kinds < 1<<pieceKinds || tp.Kinds > 255 || tp.Pieces != nil) {
		return t, engine.Reject("kinds holds a number beyond the pieces (pieces name them)", "kindsはコマ以外の数です(コマはpiecesに書きます)")
	}
	t.kinds |= pieceSet(tp.Kinds)
	for _, i := range tp.RuledOut {
		if i < 0 || i >= 8 || t.kinds&(1<<i) != 0 {
			return t, engine.Rejectf("ruled_out: option %d is impossible (0 to 7, once each)", "ruled_out: 選択肢%dはありえません(0〜7、1回ずつ)", i)
		}
		t.kinds |= 1 << i
	}
	if tp.Arg < -1<<15 || tp.Arg >= 1<<15 || tp.Arg2 < -128 || tp.Arg2 > 127 {
		return t, engine.Reject("arg or arg2 out of range", "argかarg2が範囲外です")
	}
	t.arg, t.arg2 = int16(tp.Arg), int8(tp.Arg2)
	for _, f := range []struct {
		given bool
		field string
		ok    bool
	}{
		{tp.Power != "" || tp.Levels != 0, "power", o == opTarget},
		{tp.Cont != "", "cont", o == opThen || o == opChoose || o == opSelect || o == opLand},
		{tp.Choices != 0, "choices", o == opChoose},
		{tp.RuledOut != nil, "ruled_out", o == opChoose},
		{tp.Pieces != nil || tp.Kinds != 0, "pieces", o != opChoose},
		{tp.Filter != "", "filter", o == opLand},
		{tp.Piece != "", "piece", o == opAdd},
		{tp.Growth != nil, "growth", growthOp(o)},
		{tp.Played, "played", o == opReclaimOne},
	} {
		if f.given && !f.ok {
			return t, engine.Rejectf("a %s task has no %s", "%sのタスクに%sはありません", tp.Op, f.field)
		}
	}
	if tp.Arg != 0 && (o == opTarget || o == opThen || o == opChoose || o == opSelect || o == opLand || o == opAdd ||
		tp.Growth != nil || tp.Played) ||
		tp.Arg2 != 0 && (o == opTarget || o == opChoose || o == opLand) {
		return t, engine.Rejectf("a %s task names what arg and arg2 would hold", "%sのタスクではargとarg2の代わりに名前を書きます", tp.Op)
	}
	var err error
	switch {
	case o == opTarget:
		err = st.loadTarget(&t, tp)
	case o == opThen || o == opChoose || o == opSelect || o == opLand:
		err = loadCont(&t, tp)
	case o == opAdd:
		var p Piece
		p, err = lookupKey[Piece](pieceKeys[:], tp.Piece, "piece", "コマ")
		t.arg = int16(p)
	case tp.Played:
		t.arg = reclaimPlayed
	case growthOp(o):
		err = st.loadGrowth(&t, tp)
	}
	return t, err
}

// loadTarget reads the power a target task begins and its levels.
func (st *State) loadTarget(t *task, tp *taskPos) error {
	d := st.spirit(t.spirit)
	var err error
	if t.arg, err = st.parsePower(t.spirit, tp.Power); err != nil {
		return err
	}
	most := 1
	if t.arg >= innateBase {
		most = len(d.Innates[t.arg-innateBase].Levels)
	}
	lv, err := count8(tp.Levels, most, engine.T("levels", "レベル"))
	t.arg2 = lv
	return err
}

// loadCont reads the continuation a then, choose, select or choose-land
// task calls: for choose the number of choices and those ruled out, for
// select its list of options, for choose-land the condition a land meets,
// for a fear card's task the card.
func loadCont(t *task, tp *taskPos) error {
	k, ok := contNames.lookup(tp.Cont)
	if !ok {
		return engine.Rejectf("no continuation %q", "継続「%s」はありません", tp.Cont)
	}
	t.arg = int16(k)
	switch t.op {
	case opChoose:
		most := len(choiceTexts[k])
		if most == 0 {
			most = 16
		}
		if tp.Choices < 1 || tp.Choices > most || tp.N >= tp.Choices {
			return engine.Rejectf("%d choices from option %d is impossible (1 to %d)", "選択肢%d個(%d番から)はありえません(1〜%d)", tp.Choices, tp.N, most)
		}
		t.arg2 = int8(tp.Choices)
	case opSelect:
		if selections[t.arg] == nil {
			return engine.Rejectf("%q is not the continuation of a select word", "「%s」はselectの継続ではありません", tp.Cont)
		}
	case opLand:
		f, ok := landChoiceNames.lookup(tp.Filter)
		if !ok {
			return engine.Rejectf("no land condition %q", "土地の条件「%s」はありません", tp.Filter)
		}
		t.arg2 = int8(f)
	}
	return nil
}

// loadGrowth reads the growth action a growth task stands for.
func (st *State) loadGrowth(t *task, tp *taskPos) error {
	if tp.Growth == nil {
		if t.op == opAddPresence {
			return engine.Reject("an add-presence task names its growth action", "add-presenceのタスクには成長アクションを書きます")
		}
		return nil
	}
	g := &st.spirit(t.spirit).Growth
	i, j := tp.Growth[0], tp.Growth[1]
	var acts []GrowthAction
	switch {
	case i == -1:
		acts = g.Always
	case i >= 0 && i < len(g.Options):
		acts = g.Options[i]
	}
	if j < 0 || j >= len(acts) || j > 15 {
		return engine.Rejectf("no growth action %v", "成長アクション%vはありません", *tp.Growth)
	}
	if i == -1 {
		i = 15
	}
	t.arg = int16(i<<4 | j)
	if t.op == opAddPresence && acts[j].Kind != AddPresence {
		return engine.Rejectf("growth action %v adds no presence", "成長アクション%vは存在を置きません", *tp.Growth)
	}
	return nil
}
