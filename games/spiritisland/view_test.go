package spiritisland

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or with -update writes it there.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -run %s -update writes it)", err, t.Name())
	}
	if string(want) != got {
		t.Errorf("the text differs from %s (go test -run %s -update):\n%s", path, t.Name(), got)
	}
}

// crowdedGame is a game of four spirits in the fast phase with something
// of everything: damaged pieces, blight, every spirit's presence in one
// land, defend and one-turn effects, earned fear, the blight card turned,
// cards played, drawn and discarded, powers left to resolve.
func crowdedGame(t testing.TB) *State {
	st := bareGame(t, "lightnings-swift-strike,river-surges-in-sunlight,vital-strength-of-the-earth,shadows-flicker-like-flame", "ABCD")
	put(t, st, "A1", Explorer, 2)
	put(t, st, "A1", Town, 1)
	put(t, st, "A1", City, 1)
	put(t, st, "A1", Dahan, 3)
	a1 := &st.lands[st.land(t, "A1")]
	a1.pieces[Town][1], a1.pieces[City][2], a1.pieces[City][1], a1.pieces[Dahan][1] = 2, 1, 1, 1
	a1.blight, a1.defend, a1.effects = 2, 3, skipRavage|skipBuild
	for s := range st.seats {
		a1.presence[s] = 2
		st.spirits[s].energyTrack, st.spirits[s].cardTrack = 1, 1
	}
	st.spirits[0].destroyed = 1
	put(t, st, "B3", Town, 1)
	st.lands[st.land(t, "C5")].effects = skipExplore
	st.fear(16 + 3) // a card earned, 3 more fear
	st.blighted, st.blightPool = true, 8
	draw := func() int8 { st.nInvaders--; return st.invaders[st.nInvaders] }
	st.ravaged = 1 << draw() // ravaged in round 1
	st.ravage, st.build = draw(), draw()
	st.spirits[0].energyTrack, st.spirits[0].cardTrack, st.spirits[0].energy = 2, 1, 5
	for _, k := range []string{"raging-storm", "lightnings-boon"} {
		c := PowerByKey[k]
		st.spirits[0].hand.del(c)
		st.play(0, c)
	}
	st.spirits[0].elements[Air] = 2
	st.spirits[1].hand.del(PowerByKey["flash-floods"])
	st.spirits[1].discard.add(PowerByKey["flash-floods"])
	// Vital Strength resolves Gift of Power (taken from the minor deck,
	// played): it keeps one of the cards drawn.
	gift := int16(PowerByKey["gift-of-power"])
	i := slices.Index(st.minors[:st.nMinors], gift)
	st.minors[i] = st.minors[st.nMinors-1]
	st.nMinors--
	st.spirits[2].played.add(int(gift))
	st.resolver, st.power = 2, gift
	st.drawPowers(&st.q, 2, false)
	// What powers gave for the turn: every one-turn effect somewhere,
	// damage owed by Vengeance of the Dead, each mark of a spirit's turn.
	b3 := &st.lands[st.land(t, "B3")]
	b3.effects, b3.avenge = 1<<landEffects-1-skipRavage-skipBuild-skipExplore, 2
	st.avenging.Add(st.land(t, "B3"))
	st.avenger = 3
	river := &st.spirits[1]
	river.boon, river.madeFast, river.reach, river.keep, river.entwined = 2, 1, 2, 1, 1<<0
	st.spirits[0].entwined = 1 << 1
	st.spirits[0].repeat = 3
	st.spirits[0].again.add(PowerByKey["raging-storm"])
	st.spirits[0].repeated.add(PowerByKey["lightnings-boon"])
	st.findToMove()
	if err := st.Check(); err != nil {
		t.Fatal(err)
	}
	return st
}

// The terminal text of a new game and of a crowded one, in both
// languages: testdata/view_<game>_<lang>.txt (go test -run TestViewText
// -update rewrites them); no line is wider than 100 columns.
func TestViewText(t *testing.T) {
	games := map[string]*State{
		"start":   newGame(t, "lightnings-swift-strike,river-surges-in-sunlight", "AB"),
		"crowded": crowdedGame(t),
	}
	for name, st := range games {
		for _, lang := range engine.Langs {
			got := st.View(engine.Spectator).Text(lang)
			golden(t, "view_"+name+"_"+string(lang)+".txt", got)
			checkWidth(t, name, got)
		}
	}
}

// checkWidth fails on a line wider than 100 columns.
func checkWidth(t *testing.T, name, text string) {
	t.Helper()
	for _, l := range strings.Split(text, "\n") {
		if w := engine.Width(l); w > textWidth {
			t.Errorf("%s: a line of %d columns:\n%s", name, w, l)
		}
	}
}

// Every seat sees the same, and no view holds anything hidden: the invader
// cards not yet revealed (the deck and those left in the box), the fear
// cards in the deck or earned face down, a healthy blight card, the power
// decks' cards, the random source. A determinization (which deals all
// that anew) shows the same view.
func TestViewHidesSecrets(t *testing.T) {
	states := append(walkedStates(t, 3, 3), crowdedGame(t))
	earned := false
	r := engine.NewRand(1)
	for _, st := range states {
		earned = earned || st.nEarned > 0
		view, err := st.View(engine.Spectator).MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		for s := range st.seats {
			if v, _ := st.View(engine.Seat(s)).MarshalJSON(); !bytes.Equal(bytes.Replace(v, []byte(`"viewer":`+string(rune('0'+s))), []byte(`"viewer":-1`), 1), view) {
				t.Fatalf("seat %d sees otherwise than a spectator", s)
			}
		}
		text := st.View(engine.Spectator).Text(engine.EN) + st.View(engine.Spectator).Text(engine.JA)
		for _, secret := range secrets(st) {
			quoted := []byte(`"` + secret.key + `"`)
			if bytes.Contains(bytes.ReplaceAll(view, []byte(`"coastal":`), nil), quoted) {
				t.Fatalf("the view shows %s %s:\n%s", secret.what, secret.key, view)
			}
			for _, name := range []string{secret.name.EN, secret.name.JA} {
				if name != "" && !ambiguous(name) && strings.Contains(text, name) {
					t.Fatalf("the text shows %s %q:\n%s", secret.what, name, text)
				}
			}
		}
		d := st.Determinize(engine.Spectator, &r)
		if dv, _ := d.View(engine.Spectator).MarshalJSON(); !bytes.Equal(view, dv) {
			t.Fatalf("a determinization shows another view:\n%s\n%s", view, dv)
		}
	}
	if !earned {
		t.Error("no state with earned fear cards was checked")
	}
}

// secret is something a view must not show: a key and a name.
type secret struct {
	what string
	key  string
	name engine.Text
}

// secrets lists what is hidden in st.
func secrets(st *State) []secret {
	var out []secret
	seen := st.ravaged
	for _, c := range []int8{st.explore, st.build, st.ravage} {
		if c != noCard {
			seen |= 1 << c
		}
	}
	for i, c := range InvaderCards {
		if seen&(1<<i) == 0 {
			out = append(out, secret{"an unseen invader card", c.Key, engine.Text{}})
		}
	}
	for _, c := range append(st.fearDeck[:st.nFear:st.nFear], st.earned[:st.nEarned]...) {
		out = append(out, secret{"a fear card not resolved", FearCards[c].Key, FearCards[c].Name})
	}
	if st.blightCard != noCard && !st.blighted {
		out = append(out, secret{"the healthy blight card", BlightCards[st.blightCard].Key, BlightCards[st.blightCard].Name})
	}
	for _, c := range append(st.minors[:st.nMinors:st.nMinors], st.majors[:st.nMajors]...) {
		if !st.progressionCard(c) {
			out = append(out, secret{"a card of a power deck", Powers[c].Key, Powers[c].Name})
		}
	}
	rng, _ := st.rng.MarshalText()
	return append(out, secret{"the random source", string(rng), engine.Text{}})
}

// The view shows what the rules make public: the invader board's cards
// and the lands they name, the next card's stage and the deck's size, the
// terror level and what it takes to win, the blighted side once turned,
// what a spirit's next presence uncovers.
func TestViewShows(t *testing.T) {
	st := crowdedGame(t)
	v := st.View(0).(*View)
	if v.Invaders.Build == nil || v.Invaders.Build.Key != InvaderCards[st.build].Key || len(v.Invaders.Build.Lands) == 0 {
		t.Errorf("build card: %+v", v.Invaders.Build)
	}
	if v.Invaders.Deck != 9 || v.Invaders.NextStage != 2 { // three stage I cards gone, one in the box
		t.Errorf("deck %d next stage %d", v.Invaders.Deck, v.Invaders.NextStage)
	}
	// 19 fear with 16 in the pool: a card earned, 3 fear generated since.
	if f := v.Fear; f.Pool != 13 || f.Generated != 3 || f.Earned != 1 || f.Deck != 8 || f.Terror != 1 || f.ToNext != 2 || f.Victory != victoryTexts[1] {
		t.Errorf("fear: %+v", f)
	}
	st.fear(13 + 16)
	if f := st.View(0).(*View).Fear; f.Earned != 3 || f.ToNext != 3 || f.Deck != 6 || f.Terror != 2 || f.Victory != victoryTexts[2] {
		t.Errorf("after a card is earned: %+v", f)
	}
	if b := v.Blight; !b.Blighted || b.Key != BlightCards[st.blightCard].Key || b.Text == nil {
		t.Errorf("blighted card: %+v", b)
	}
	light := v.Spirits[0]
	if light.EnergyTrack.Uncovered != 3 || light.EnergyTrack.Next == nil || light.CardTrack.Uncovered != 2 {
		t.Errorf("tracks: %+v %+v", light.EnergyTrack, light.CardTrack)
	}
	if len(light.Usable) == 0 || len(light.Played) != 2 || light.Elements["air"] != 2 {
		t.Errorf("lightning: %+v", light)
	}
	if len(v.Spirits[2].Drawn) != 4 || len(v.Decisions) != 1 || v.Decisions[0].Kind != "pick-power" || len(v.Decisions[0].Options) != 4 {
		t.Errorf("drawn %v, decisions %+v", v.Spirits[2].Drawn, v.Decisions)
	}
	if tn := v.Spirits[1].Turn; tn.Boon != 2 || tn.MadeFast != 1 || tn.Reach != 2 || tn.Keep != 1 || len(tn.Entwined) != 1 || tn.Entwined[0] != 0 {
		t.Errorf("river's turn: %+v", tn)
	}
	if tn := v.Spirits[0].Turn; tn.Repeat != 3 || len(tn.Again) != 1 || len(tn.Repeated) != 1 {
		t.Errorf("lightning's turn: %+v", tn)
	}
	if b3 := v.Lands[st.land(t, "B3")]; b3.Avenge != 2 || len(b3.Effects) != landEffects-3 {
		t.Errorf("B3: %+v", b3)
	}
}

// ambiguous reports whether name is part of another card's name (a fear
// card "Isolation" and a power "Call to Isolation"): the text may show it.
func ambiguous(name string) bool {
	if a, ok := ambiguousNames[name]; ok {
		return a
	}
	var names []engine.Text
	for _, p := range Powers {
		names = append(names, p.Name)
	}
	for _, f := range FearCards {
		names = append(names, f.Name)
	}
	for _, b := range BlightCards {
		names = append(names, b.Name)
	}
	n := 0
	for _, t := range names {
		if strings.Contains(t.EN, name) || strings.Contains(t.JA, name) {
			n++
		}
	}
	ambiguousNames[name] = n > 1
	return n > 1
}

var ambiguousNames = map[string]bool{}

// progressionCard reports whether power c is on a spirit's power
// progression in a game with it: the progression is public.
func (st *State) progressionCard(c int16) bool {
	for s := range st.seats {
		if st.opts.progression && slices.Contains(st.spirit(s).Progression, Powers[c].Key) {
			return true
		}
	}
	return false
}

// A decision on pieces (push, damage, destroy, remove) names its land in the
// view, the land every one of its options acts on, so that a browser can
// light it and the pieces there.
func TestViewDecisionLand(t *testing.T) {
	seen := 0
	for _, st := range walkedStates(t, 3, 1) {
		for _, d := range st.View(engine.Spectator).(*View).Decisions {
			switch d.Kind {
			case "push", "damage", "destroy", "remove":
			default:
				continue
			}
			if d.Land == "" {
				t.Fatalf("a %s decision names no land", d.Kind)
			}
			for _, o := range d.Options {
				if o.EN != "stop" && !strings.Contains(o.EN, d.Land) {
					t.Errorf("a %s decision in %s offers %q", d.Kind, d.Land, o.EN)
				}
			}
			seen++
		}
	}
	if seen == 0 {
		t.Error("no decision on pieces in the walked games")
	}
}

// A lost game's outcome lists no winners as an empty list, not null: the
// browser reads it as a list.
func TestOutcomeOfALossHasAList(t *testing.T) {
	st := newGame(t, "lightnings-swift-strike", "A")
	st.step, st.end, st.won = stepOver, "blight", false
	data, err := json.Marshal(st.Outcome())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"winners":[]`)) {
		t.Errorf("a loss's outcome: %s", data)
	}
}
