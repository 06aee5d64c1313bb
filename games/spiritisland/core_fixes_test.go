package spiritisland

import (
	"slices"
	"testing"

	"shima/engine"
)

// Entwined Power with a major: River keeps one of 4 majors and must forget
// a card; the 3 it left already lie drawn for Lightning, so a position
// saved while River forgets holds them and plays on the same.
func TestEntwinedPowerSavedMidway(t *testing.T) {
	st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	st.spirits[0].elements = Elements{}
	entwined := PowerByKey["entwined-power"]
	st.majors[slices.Index(st.majors[:st.nMajors], int16(entwined))] = st.majors[st.nMajors-1]
	st.nMajors--
	st.spirits[0].played.add(entwined)
	st.spirits[0].unresolved.add(entwined)
	st.usePower(0, int16(entwined), false)
	answer(t, st, "target spirit blue")
	answer(t, st, "gain major")
	drawn := st.spirits[1].drawn
	kept := drawn[0]
	answer(t, st, "take "+Powers[kept].Name.EN)
	if st.q.front().op != opForget || st.spirits[0].nDrawn != 3 || st.spirits[1].nDrawn != 0 {
		t.Fatalf("River forgets with Lightning's 3 drawn: %q, %d drawn", asks(st), st.spirits[0].nDrawn)
	}
	for _, c := range drawn[1:] {
		if st.discarded.has(int(c)) {
			t.Errorf("%s is discarded while Lightning may take it", Powers[c].Key)
		}
	}
	roundTrip(t, st)
	data, _ := st.MarshalJSON()
	back, err := Game{}.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	b := back.(*State)
	answer(t, b, "forget Wash Away")
	if got := asks(b); len(got) != 3 || !slices.Contains(got, "take "+Powers[drawn[3]].Name.EN) {
		t.Fatalf("after loading, Lightning chooses among %q", got)
	}
	answer(t, b, "take "+Powers[drawn[3]].Name.EN)
	if !b.spirits[0].hand.has(int(drawn[3])) || !b.discarded.has(int(drawn[1])) || !b.discarded.has(int(drawn[2])) {
		t.Errorf("Lightning holds %s, the other two discarded: hand %v", Powers[drawn[3]].Key, cardKeys(&b.spirits[0].hand))
	}
	if err := b.Check(); err != nil {
		t.Error(err)
	}
}

// Describe names any action, even one no spirit could take (Apply refuses
// it naming it): no card or piece beyond the data.
func TestDescribeAnyAction(t *testing.T) {
	st := newGame(t, lightning, "A")
	for k := kindGrowth; k <= kindSelect; k++ {
		for _, xy := range [][2]int{{0xfff, 0xfff}, {2, 0xfff}, {1, 999}, {innateBase + 9, 0xfff}} {
			a := pack(k, xy[0], xy[1])
			for _, lang := range engine.Langs {
				if st.Describe(a, lang) == "" {
					t.Errorf("action %d: no text", a)
				}
			}
			if err := st.Apply(0, a); err == nil && !slices.Contains(st.Legal(0, nil), a) {
				t.Errorf("action %d applied", a)
			}
		}
	}
}

// A game lost ranks every spirit first together (ranks lie within 1 to
// the number of spirits, even alone), and nobody wins.
func TestOutcomeLost(t *testing.T) {
	st := newGame(t, lightning, "A")
	st.lose("blight")
	o := st.Outcome()
	if o.Won || len(o.Winners) != 0 || !slices.Equal(o.Ranks, []int{1}) || o.Scores[0] != 0 {
		t.Errorf("outcome %+v", o)
	}
}

// Two spirits resolving powers at once each use their innate power 0: the
// actions differ (each names its spirit), and each reads back as its own.
func TestInnateActionsBySpirit(t *testing.T) {
	st := bareGame(t, lightning+",river-surges-in-sunlight", "AB")
	st.spirits[0].elements = Spirits[st.spirits[0].kind].Innates[0].Levels[0].Elements
	st.spirits[1].elements = Spirits[st.spirits[1].kind].Innates[0].Levels[0].Elements
	st.spirits[0].innates, st.spirits[1].innates = 0, 0
	st.step = stepSlow // both innates are slow
	if Spirits[st.spirits[0].kind].Innates[0].Speed == Fast {
		st.step = stepFast
	}
	st.findToMove()
	use := func(s engine.Seat) engine.Action {
		for _, a := range st.Legal(s, nil) {
			if x, _ := argsOf(a); kindOf(a) == kindUse && x == innateBase {
				return a
			}
		}
		t.Fatalf("seat %d may not use its innate: %q", s, asks(st))
		return 0
	}
	a0, a1 := use(0), use(1)
	if a0 == a1 {
		t.Fatal("both spirits' innates are the same action")
	}
	for _, a := range []engine.Action{a0, a1} {
		for _, lang := range engine.Langs {
			if back, err := st.Parse(st.Describe(a, lang)); err != nil || back != a {
				t.Errorf("%q reads back as %d, %v; want %d", st.Describe(a, lang), back, err, a)
			}
		}
	}
	if err := st.Apply(0, a1); err == nil {
		t.Error("Lightning used Earth's innate")
	}
}

// "Done" in the fast phase ends the spirit's fast phase, even when it could
// still make a slow power fast (Swiftness of Lightning): a bot that chose
// "done" over and over kept the game in the fast phase for ever.
func TestDoneEndsTheFastPhase(t *testing.T) {
	st := bareGame(t, lightning, "A")
	st.spirits[0].elements[Air] = 2
	st.spirits[0].played.add(PowerByKey["raging-storm"])
	st.spirits[0].unresolved.add(PowerByKey["raging-storm"]) // slow
	st.findToMove()
	if !slices.Contains(offers(st, 0), "use Raging Storm as fast") {
		t.Fatalf("Lightning with 2 air is offered %q", offers(st, 0))
	}
	typed(t, st, 0, "done")
	if st.step == stepFast && slices.Contains(st.ToMove(), 0) {
		t.Errorf("after done, Lightning still decides in the fast phase: %q", offers(st, 0))
	}
	if !st.spirits[0].unresolved.has(PowerByKey["raging-storm"]) {
		t.Errorf("Raging Storm, slow, no longer waits for the slow phase")
	}
}
