package spiritisland

import (
	"encoding/json"

	"shima/engine"
)

// View is what the spirits see. The game is cooperative and every card
// a spirit holds lies open, so every seat (and a spectator) sees the same:
// the island, the invader board, fear, blight, the spirits' panels and
// cards, and the decisions waiting. Hidden from all: the order and
// contents of the invader, fear and power decks, the earned fear cards
// until they resolve, the blight card while its healthy side is up, and
// the random source.
type View struct {
	Viewer    engine.Seat       `json:"viewer"`
	Boards    string            `json:"boards"`
	Options   map[string]string `json:"options"`
	Round     int               `json:"round"`
	Step      string            `json:"step"`
	Over      bool              `json:"over"`
	Won       bool              `json:"won,omitempty"`
	End       string            `json:"end,omitempty"`
	Lands     []viewLand        `json:"lands"`
	Health    viewHealth        `json:"health"`
	Adversary *viewAdversary    `json:"adversary,omitempty"` // view_adversary.go
	Invaders  viewInvaders      `json:"invaders"`
	Fear      viewFear          `json:"fear"`
	Blight    viewBlight        `json:"blight"`
	Spirits   []viewSpirit      `json:"spirits"`
	Powers    viewPowers        `json:"powers"`
	Decisions []viewDecision    `json:"decisions"`
}

// viewLand is a land of the island and what lies on it (as in a position).
type viewLand struct {
	Land    string `json:"land"`
	Terrain string `json:"terrain"`
	Coastal bool   `json:"coastal,omitempty"`
	landPos
}

// viewHealth is each piece kind's full health in this game (towns 3 and
// cities 4 against England from level 5): a land's "town" holds towns with
// this much left, and an action's piece (kind<<3|health) with it is one
// undamaged.
type viewHealth struct {
	Explorer int `json:"explorer"`
	Town     int `json:"town"`
	City     int `json:"city"`
	Dahan    int `json:"dahan"`
}

// viewInvaders is the invader board: the cards on its spaces, and of the
// deck only how many cards are left and the stage of the next (its back).
type viewInvaders struct {
	Ravage    *viewInvaderCard `json:"ravage"`
	Build     *viewInvaderCard `json:"build"`
	Explore   *viewInvaderCard `json:"explore"`
	Deck      int              `json:"deck"`
	NextStage int              `json:"next_stage"` // 0 when the deck is empty
	Discard   []string         `json:"discard"`
}

// viewInvaderCard is an invader card face up and the lands it names.
type viewInvaderCard struct {
	Key   string   `json:"key"`
	Stage int      `json:"stage"`
	Lands []string `json:"lands"`
}

// viewFear is the fear on the invader board: the pool and the fear
// generated, how many fear cards wait earned (face down), the deck's size,
// the terror level, the cards still to earn to reach the next, and what
// the spirits must achieve to win now.
type viewFear struct {
	Pool      int         `json:"pool"`
	Generated int         `json:"generated"`
	Earned    int         `json:"earned"`
	Deck      int         `json:"deck"`
	Terror    int         `json:"terror"`
	ToNext    int         `json:"to_next"`
	Victory   engine.Text `json:"victory"`
	Resolved  []string    `json:"resolved"`
	// Revealed are the fear cards turned face up by Spirits May Yet Dream,
	// "deck 1: key" (from the top) or "earned 1: key" (first earned).
	Revealed []string `json:"revealed,omitempty"`
}

// viewBlight is the blight card: its pool, and once it is turned to its
// blighted side, which card it is and what it does.
type viewBlight struct {
	Pool     int          `json:"pool"`
	Card     bool         `json:"card"` // played with a blight card (else the invader board's space)
	Blighted bool         `json:"blighted"`
	Key      string       `json:"key,omitempty"`
	Name     *engine.Text `json:"name,omitempty"`
	Text     *engine.Text `json:"text,omitempty"`
}

// viewSpirit is a spirit's panel and cards.
type viewSpirit struct {
	Seat        engine.Seat    `json:"seat"`
	Spirit      string         `json:"spirit"`
	Name        engine.Text    `json:"name"`
	Phase       string         `json:"phase"`
	Energy      int            `json:"energy"`
	Income      int            `json:"income"` // energy a turn
	Plays       int            `json:"plays"`  // cards it may play this turn
	Presence    int            `json:"presence"`
	Destroyed   int            `json:"destroyed"`
	Drowned     int            `json:"drowned,omitempty"` // Ocean's Hungry Grasp: drowned invaders' health not yet traded for energy
	EnergyTrack viewTrack      `json:"energy_track"`
	CardTrack   viewTrack      `json:"card_track"`
	Hand        []string       `json:"hand"`
	Played      []string       `json:"played"`
	Discard     []string       `json:"discard"`
	Unresolved  []string       `json:"unresolved"`
	Elements    map[string]int `json:"elements"`
	Innates     []viewInnate   `json:"innates"`
	Usable      []viewUsable   `json:"usable"` // the powers it may still resolve in this phase
	Drawn       []string       `json:"drawn"`  // the cards drawn for it to keep one
	Turn        viewTurn       `json:"turn"`
}

// viewTurn is what powers gave a spirit for this turn: slow powers it may
// resolve as fast (boon) and those it has (made_fast), the cost below which
// it may repeat a card (repeat) and the cards repeated or declined, range
// added (reach), played cards it may keep (keep), cards to use a second
// time (again), and the spirits whose presence its range counts from
// (entwined).
type viewTurn struct {
	Boon     int           `json:"boon,omitempty"`
	MadeFast int           `json:"made_fast,omitempty"`
	Repeat   int           `json:"repeat,omitempty"`
	Repeated []string      `json:"repeated,omitempty"`
	Reach    int           `json:"reach,omitempty"`
	Keep     int           `json:"keep,omitempty"`
	Again    []string      `json:"again,omitempty"`
	Entwined []engine.Seat `json:"entwined,omitempty"`
}

// viewTrack is a presence track: how many spaces are uncovered, how many
// it has, and what the next presence taken from it uncovers.
type viewTrack struct {
	Uncovered int        `json:"uncovered"`
	Spaces    int        `json:"spaces"`
	Next      *viewSpace `json:"next,omitempty"`
}

// viewSpace is a track space.
type viewSpace struct {
	Energy     int    `json:"energy,omitempty"`
	Plays      int    `json:"plays,omitempty"`
	Element    string `json:"element,omitempty"`
	ReclaimOne bool   `json:"reclaim_one,omitempty"`
	AnyElement bool   `json:"any_element,omitempty"`
}

// viewInnate is an innate power: the levels its spirit's elements reach,
// and whether it has resolved (or been skipped) this turn.
type viewInnate struct {
	Key    string `json:"key"`
	Levels int    `json:"levels"`
	Of     int    `json:"of"`
	Used   bool   `json:"used,omitempty"`
}

// viewUsable is a power a spirit may resolve now (madeFast: a slow one it
// may resolve in the fast phase).
type viewUsable struct {
	Power    string `json:"power"`
	MadeFast bool   `json:"made_fast,omitempty"`
}

// viewPowers is the power decks' sizes and their discard pile.
type viewPowers struct {
	Minors  int      `json:"minors"`
	Majors  int      `json:"majors"`
	Discard []string `json:"discard"`
}

// viewDecision is a decision waiting: the spirit, what kind (growth,
// play, powers, or the task a power or the invaders wait on), the land
// the task acts on (where pieces are pushed from, damaged or destroyed;
// left out for none), the power whose target is being chosen (its key, a
// card's or the spirit's innate's; left out for other decisions), who asks
// (prompt.go), the prompt that says who asks and what for ("Blight
// cascades from D4: choose a land beside it for the blight") and the
// options' texts.
type viewDecision struct {
	Seat    engine.Seat   `json:"seat"`
	Kind    string        `json:"kind"`
	Land    string        `json:"land,omitempty"`
	Power   string        `json:"power,omitempty"`
	By      viewAsker     `json:"by"`
	Prompt  engine.Text   `json:"prompt"`
	Options []engine.Text `json:"options"`
}

// MarshalJSON writes the view.
func (v *View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal((*plain)(v))
}

// View returns what seat s sees: the same for every seat.
func (st *State) View(s engine.Seat) engine.View {
	v := &View{Viewer: s, Boards: st.island.Boards(), Options: st.opts.values(), Round: int(st.round),
		Step: stepKeys[st.step], Over: st.Over(), Won: st.won, End: st.end}
	for l := range st.island.All().All() {
		v.Lands = append(v.Lands, viewLand{Land: st.island.Name(l), Terrain: terrainKeys[st.island.Terrain(l)],
			Coastal: st.island.IsCoastal(l), landPos: st.landPosition(l)})
	}
	v.Health = viewHealth{Explorer: int(st.hp(Explorer)), Town: int(st.hp(Town)), City: int(st.hp(City)), Dahan: int(st.hp(Dahan))}
	v.Invaders = st.viewInvaders()
	v.Adversary = st.viewAdversary()
	v.Fear = st.viewFear()
	v.Blight = viewBlight{Pool: int(st.blightPool), Card: st.blightCard != noCard, Blighted: st.blighted}
	if st.blighted && st.blightCard != noCard {
		bc := &BlightCards[st.blightCard]
		v.Blight.Key, v.Blight.Name, v.Blight.Text = bc.Key, &bc.Name, &bc.Text
	}
	for s := range st.seats {
		v.Spirits = append(v.Spirits, st.viewSpirit(s))
	}
	v.Powers = viewPowers{Minors: int(st.nMinors), Majors: int(st.nMajors), Discard: cardKeys(&st.discarded)}
	v.Decisions = st.viewDecisions()
	return v
}

// viewCard shows invader card c face up (nil: no card).
func (st *State) viewCard(c int8) *viewInvaderCard {
	if c == noCard {
		return nil
	}
	vc := &viewInvaderCard{Key: InvaderCards[c].Key, Stage: int(InvaderCards[c].Stage), Lands: []string{}}
	for l := range st.cardLands(c).All() {
		vc.Lands = append(vc.Lands, st.island.Name(l))
	}
	return vc
}

// viewInvaders shows the invader board.
func (st *State) viewInvaders() viewInvaders {
	card := st.viewCard
	vi := viewInvaders{Ravage: card(st.ravage), Build: card(st.build), Explore: card(st.explore), Deck: int(st.nInvaders),
		Discard: bitKeys(uint64(st.ravaged), len(InvaderCards), func(i int) string { return InvaderCards[i].Key })}
	if st.nInvaders > 0 {
		vi.NextStage = int(InvaderCards[st.invaders[st.nInvaders-1]].Stage)
	}
	return vi
}

// victoryTexts say what the spirits must achieve to win at each terror level.
var victoryTexts = [...]engine.Text{
	1: engine.T("no explorer, town or city on the island", "島に都市・町・遠征隊がない"),
	2: engine.T("no town or city on the island", "島に都市・町がない"),
	3: engine.T("no city on the island", "島に都市がない"),
	4: engine.T("won: the fear deck is empty", "勝利: 不安デックが尽きた"),
}

// viewFear shows the fear on the invader board.
func (st *State) viewFear() viewFear {
	lv := st.terror()
	vf := viewFear{Pool: int(st.fearPool), Generated: int(st.fullFearPool()) - int(st.fearPool), Earned: int(st.nEarned),
		Deck: int(st.nFear), Terror: lv, Victory: victoryTexts[lv],
		Resolved: bitKeys(uint64(st.feared), len(FearCards), func(i int) string { return FearCards[i].Key }),
		Revealed: st.revealedKeys()}
	if lv <= 3 {
		// The cards left above the next divider (below the last: the deck).
		left := 0
		for i := lv; i < 3; i++ {
			left += int(st.fearPer[i])
		}
		vf.ToNext = int(st.nFear) - left
	}
	return vf
}

// viewSpirit shows spirit s's panel and cards.
func (st *State) viewSpirit(s int8) viewSpirit {
	sp := &st.spirits[s]
	d := st.spirit(s)
	vs := viewSpirit{Seat: engine.Seat(s), Spirit: d.Key, Name: d.Name, Phase: phaseKeys[sp.phase], Energy: int(sp.energy),
		Income: int(st.energyIncome(s)), Plays: int(st.cardPlays(s)), Destroyed: int(sp.destroyed), Drowned: int(sp.drowned),
		EnergyTrack: viewTrackOf(d.Energy, sp.energyTrack), CardTrack: viewTrackOf(d.Cards, sp.cardTrack),
		Hand: cardKeys(&sp.hand), Played: cardKeys(&sp.played), Discard: cardKeys(&sp.discard), Unresolved: cardKeys(&sp.unresolved),
		Elements: map[string]int{}, Innates: []viewInnate{}, Usable: []viewUsable{}, Drawn: namesOf(sp.drawn[:sp.nDrawn], powerKey),
		Turn: viewTurn{Boon: int(sp.boon), MadeFast: int(sp.madeFast), Repeat: int(sp.repeat), Reach: int(sp.reach), Keep: int(sp.keep)}}
	if !sp.repeated.empty() {
		vs.Turn.Repeated = cardKeys(&sp.repeated)
	}
	if !sp.again.empty() {
		vs.Turn.Again = cardKeys(&sp.again)
	}
	for o := range st.seats {
		if sp.entwined&(1<<o) != 0 {
			vs.Turn.Entwined = append(vs.Turn.Entwined, engine.Seat(o))
		}
	}
	for l := range st.lands {
		vs.Presence += int(st.lands[l].presence[s])
	}
	for e, n := range sp.elements {
		if n != 0 {
			vs.Elements[elementKeys[e]] = int(n)
		}
	}
	for i, in := range d.Innates {
		vs.Innates = append(vs.Innates, viewInnate{Key: in.Key, Levels: int(st.innateLevels(s, i)), Of: len(in.Levels),
			Used: sp.innates&(1<<i) != 0})
	}
	if !st.Over() && (st.step == stepFast || st.step == stepSlow) {
		st.usable(s, func(pw int16, madeFast bool) {
			vs.Usable = append(vs.Usable, viewUsable{Power: st.powerKeyOf(s, pw), MadeFast: madeFast})
		})
	}
	return vs
}

// viewTrackOf shows a presence track with n presence taken from it.
func viewTrackOf(track []TrackSpace, n int8) viewTrack {
	vt := viewTrack{Uncovered: int(n) + 1, Spaces: len(track)}
	if int(n)+1 < len(track) {
		ts := &track[n+1]
		vt.Next = &viewSpace{Energy: int(ts.Energy), Plays: int(ts.CardPlays), ReclaimOne: ts.ReclaimOne, AnyElement: ts.AnyElement}
		if ts.Element >= 0 {
			vt.Next.Element = elementKeys[ts.Element]
		}
	}
	return vt
}

// viewDecisions lists the decisions waiting, with their options' texts.
func (st *State) viewDecisions() []viewDecision {
	out := []viewDecision{}
	for _, seat := range st.ToMove() {
		s := int8(seat)
		vd := viewDecision{Seat: seat, Kind: st.decisionKind(s), Options: []engine.Text{}}
		vd.By, vd.Prompt = st.asking(s)
		if l := st.workLand(); l >= 0 && !st.q.empty() && st.q.front().spirit == s {
			vd.Land = st.island.Name(l)
		}
		if t := st.q.front(); !st.q.empty() && t.spirit == s && t.op == opTarget {
			vd.Power = st.powerKeyOf(s, t.arg)
		}
		for _, a := range st.Legal(seat, nil) {
			vd.Options = append(vd.Options, engine.T(st.describe(s, a, engine.EN), st.describe(s, a, engine.JA)))
		}
		out = append(out, vd)
	}
	return out
}

// decisionKind names what spirit s decides now: the task waiting (push,
// damage, cascade…), or growth, play, powers.
func (st *State) decisionKind(s int8) string {
	sp := &st.spirits[s]
	switch {
	case !st.q.empty():
		return opKey(st.q.front().op)
	case st.step != stepSpirit:
		return "powers"
	case sp.phase == phaseGrowing && !sp.q.empty():
		return opKey(sp.q.front().op)
	case sp.phase == phasePlay:
		return "play"
	}
	return "growth"
}
