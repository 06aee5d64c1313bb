package spiritisland

import (
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/internal/long"
)

// Issue 34: every decision waiting names who asks and what for. Random
// games of every spirit against every adversary, half played by the
// playout policy (which uses powers as players do): at every step, each
// decision's prompt names its asker (growth, the cards, the powers, the
// set-up, a power, a fear card, the blight card, an adversary's rule, a
// cascade, a spirit's own rule) in both languages, and says what the choice
// does after it. The kinds of asker seen must include each of these.
func TestEveryDecisionNamesWhoAsks(t *testing.T) {
	seen := map[string]int{}
	games := long.Count(12, 60)
	randomGames(t, games, func(st *State, seat engine.Seat, a engine.Action) {
		checkPrompts(t, st, seen)
		if err := st.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	})
	t.Logf("asked by: %v", seen)
	for _, k := range []string{"growth", "play", "powers", "power", "fear-card", "cascade", "adversary", "setup"} {
		if seen[k] == 0 {
			t.Errorf("no decision asked by a %s in %d games (seen: %v)", k, games, seen)
		}
	}
}

// randomGames plays games random games, of 1 to 4 random spirits against
// every adversary and level in turn, half of them by the playout policy
// (which uses powers as players do): step applies each action chosen, seat
// a, to st. It stops at the first failure, naming the game and the step.
func randomGames(t *testing.T, games int, step func(st *State, seat engine.Seat, a engine.Action)) {
	t.Helper()
	for i := range games {
		opts := []string{"spirits=random", "adversary=" + adversaryKeys[i%len(adversaryKeys)], "level=0"}
		if i%len(adversaryKeys) != 0 {
			opts[2] = "level=" + levelValues[1+i%maxLevel]
		}
		st := newSeeded(t, 1+i%MaxSpirits, uint64(i+1), opts...)
		r := engine.NewRand(uint64(i))
		for n := 0; !st.Over() && n < 2000; n++ {
			movers := st.ToMove()
			seat := movers[r.IntN(len(movers))]
			legal := st.Legal(seat, nil)
			a := legal[r.IntN(len(legal))]
			if i%2 == 1 {
				a = st.Playout(seat, &r, legal)
			}
			step(st, seat, a)
			if t.Failed() {
				t.Fatalf("game %d (%d spirits, %v), action %d", i, st.seats, opts, n+1)
			}
		}
	}
}

// checkPrompts fails unless each decision of st's view names who asks in
// both languages, its prompt begins with the asker and says more.
func checkPrompts(t *testing.T, st *State, seen map[string]int) {
	t.Helper()
	v := st.View(engine.Spectator).(*View)
	for _, d := range v.Decisions {
		by := d.By
		seen[by.Kind]++
		if by.Kind == "" || by.Name.EN == "" || by.Name.JA == "" {
			t.Errorf("seat %d's %s decision names nobody asking: %+v (options %v)", d.Seat, d.Kind, by, d.Options)
			continue
		}
		for _, lang := range engine.Langs {
			p := d.Prompt.In(lang)
			if !strings.Contains(p, by.Name.In(lang)) || !strings.Contains(p, ": ") || strings.HasSuffix(p, ": ") {
				t.Errorf("seat %d's %s decision: prompt %q does not say who asks (%q) and what for", d.Seat, d.Kind, p, by.Name.In(lang))
			}
		}
	}
}

// The prompts of the decisions issue 34 names: Memory Fades to Dust's
// choice, Seek Safety's lands, a cascade.
func TestPromptsNameTheCard(t *testing.T) {
	prompt := func(st *State) engine.Text {
		t.Helper()
		v := st.View(engine.Spectator).(*View)
		if len(v.Decisions) != 1 {
			t.Fatalf("decisions %+v", v.Decisions)
		}
		return v.Decisions[0].Prompt
	}
	want := func(got engine.Text, en, ja string) {
		t.Helper()
		if got.EN != en || got.JA != ja {
			t.Errorf("prompt %q / %q, want %q / %q", got.EN, got.JA, en, ja)
		}
	}

	st := bareGame(t, lightning, "A")
	place(t, st, "A5: 1 explorer; A1: 1 town")
	fearAt(t, st, "seek-safety", 1)
	want(prompt(st), "Fear card Seek Safety: choose the land an explorer leaves for safety", "不安カード「安全を求めて」: 遠征隊が離れる土地を選んでください")
	answer(t, st, "choose land A5")
	want(prompt(st), "Fear card Seek Safety: choose the land the explorer goes to", "不安カード「安全を求めて」: 遠征隊の行き先の土地を選んでください")

	st = invaderScene(t, "scapegoats")
	applyText(t, st, 0, "done")
	want(prompt(st), "Blight cascades from A8: choose a land beside it for the blight", "荒廃がA8から連鎖: 荒廃を置く隣の土地を選んでください")

	st = bareGame(t, lightning, "A")
	put(t, st, "A1", Explorer, 1)
	st.blightCard, st.blighted = int8(BlightByKey["memory-fades-to-dust"]), true
	st.step = stepInvader
	st.q.push(task{op: opThen, spirit: 0, land: NoLand, arg: phaseConts[contBlighted]})
	st.run(&st.q)
	st.findToMove()
	want(prompt(st), "Blight card Memory Fades to Dust: forget a power card, or destroy a presence",
		"荒廃カード「塵と消える記憶」: 能力カードを1枚失うか、存在を1つ破壊するかを選んでください")
	if by := st.View(0).(*View).Decisions[0].By; by.Kind != "blight-card" || by.Key != "memory-fades-to-dust" || by.Text == nil {
		t.Errorf("asked by %+v", by)
	}
	if !slices.ContainsFunc(st.View(0).(*View).Decisions[0].Options, func(o engine.Text) bool { return o.EN == "forget a power card" }) {
		t.Errorf("the options: %v", st.View(0).(*View).Decisions[0].Options)
	}
}
