package web

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestSpiritIslandAdversaryBrowser creates from a fresh lobby a match of
// Ocean's Hungry Grasp (Hana, on a laptop) and Thunderspeaker (Ken, on a
// phone, by invite) against England at level 3, chosen with the lobby's
// spirit and adversary controls, checks that the match is what the form
// showed, makes Ocean's set-up choice (a coastal land) by tapping, and
// both play on by tapping through the first round: the adversary's panel
// with its rules and High Immigration, and Ocean's presence in the ocean,
// are drawn.
func TestSpiritIslandAdversaryBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	ctx := browser(t)
	dir := artifacts(t)
	st, hs := siServer(t)

	hana := openPageFor(t, ctx, screens[0], dir, hs.URL, 2*time.Minute)
	hana.open("/")
	hana.wait(`[data-testid="create-match"]`)
	hana.do(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Hana"))
	setControl(t, hana, "game", "spiritisland")
	setControl(t, hana, "players", "2")
	setControl(t, hana, "seat-kind-0", "me")
	setControl(t, hana, "seat-kind-1", "invite")
	// One drop-down per seat; choosing the second seat's spirit for the
	// first swaps them.
	if n := hana.count(`[data-testid^="spirit-seat-"]`); n != 2 {
		t.Fatalf("%d spirit choices for 2 seats", n)
	}
	setControl(t, hana, "spirit-seat-1", "oceans-hungry-grasp")
	setControl(t, hana, "spirit-seat-0", "oceans-hungry-grasp")
	setControl(t, hana, "spirit-seat-1", "thunderspeaker")
	// Without an adversary there is no level to choose.
	if !evalJS[bool](hana, `document.querySelector('[data-testid="option-level"]').disabled`) {
		t.Error("the level may be chosen without an adversary")
	}
	setControl(t, hana, "option-adversary", "england")
	setControl(t, hana, "option-level", "3")
	form := readForm(t, hana)
	if form.Options["spirits"] != "oceans-hungry-grasp,thunderspeaker" || form.Options["adversary"] != "england" || form.Options["level"] != "3" || strings.Join(form.Seats, " ") != "me invite" {
		t.Fatalf("the form shows %+v", form)
	}
	// The level's choice names the difficulty it makes, as the data gives it.
	want := englandDifficulty(t, 3)
	if label := evalJS[string](hana, `(() => { const s = document.querySelector('[data-testid="option-level"]'); return s.options[s.selectedIndex].textContent })()`); !strings.Contains(label, fmt.Sprintf("difficulty %d", want)) {
		t.Errorf("level 3 shows %q, want difficulty %d", label, want)
	}
	if label := hana.text(`[data-testid="spirit-seat-0"] option:checked`); label != "Ocean's Hungry Grasp" {
		t.Errorf("seat 1's spirit shows %q", label)
	}
	hana.shot("si-adv-lobby")
	hana.click(`[data-testid="create-match"]`)
	hana.wait(`[data-testid="invite-1"]`)
	link, kenLink := inviteLink(t, hana, hs.URL, 0), inviteLink(t, hana, hs.URL, 1)
	_, rec := createdAsShown(t, st, link, form)
	if o := rec.Config.Options; o["spirits"] != "oceans-hungry-grasp,thunderspeaker" || o["adversary"] != "england" || o["level"] != "3" {
		t.Errorf("created with options %v", o)
	}

	hana.open(strings.TrimPrefix(link, hs.URL))
	hana.wait(`[data-testid="si-map"]`)
	hana.wait(`[data-testid="adversary"]`)
	if name, level := hana.text(`[data-testid="adversary-name"]`), hana.text(`[data-testid="adversary-level"]`); !strings.Contains(name, "England") || level != fmt.Sprintf("level 3 · difficulty %d", want) {
		t.Errorf("the adversary panel shows %q, %q", name, level)
	}
	for _, sel := range []string{`[data-testid="adversary-loss"]`, `[data-testid="adversary-escalation"]`, `[data-testid="adversary-rule-1"]`, `[data-testid="adversary-rule-3"]`, `[data-testid="slot-immigration"]`} {
		if hana.count(sel) != 1 {
			t.Errorf("the invader board lacks %s", sel)
		}
	}
	if hana.count(`[data-testid="adversary-rule-4"]`) != 0 {
		t.Error("a rule of level 4 is shown at level 3")
	}

	// Ocean's set-up: one presence in its ocean already, the other on a
	// coastal land of Hana's choice, tapped among the lit ones.
	board := evalJS[string](hana, `document.querySelector('[data-testid="si-map"]').getAttribute("aria-label")`)[:1]
	ocean := board + "0"
	hana.until(`document.querySelectorAll('.si-land.lit').length > 0`)
	if step := hana.text(`[data-testid="step"]`); !strings.Contains(step, "Set-up") || !strings.Contains(step, "Ocean's Hungry Grasp") {
		t.Errorf("Ocean's set-up choice reads %q", step)
	}
	lit := evalJS[[]string](hana, `[...document.querySelectorAll('.si-land.lit')].map(e => e.dataset.land)`)
	sort.Strings(lit)
	if strings.Join(lit, " ") != board+"1 "+board+"2 "+board+"3" {
		t.Errorf("set-up lights %v, want the coastal lands 1-3 of board %s", lit, board)
	}
	presenceIn := func(land string) int {
		return evalJS[int](hana, fmt.Sprintf(`[...document.querySelectorAll('.si-pieces')].filter(g => g.querySelector('.si-name').textContent === %q).reduce((n, g) => n + g.querySelectorAll('.si-presence.seat-0').length, 0)`, land))
	}
	if presenceIn(ocean) != 1 {
		t.Errorf("Ocean's presence in %s is not drawn", ocean)
	}
	hana.shot("si-adv-setup")
	chosen := board + "2"
	hana.tap(fmt.Sprintf(`.si-land.lit[data-land=%q]`, chosen))
	hana.until(fmt.Sprintf(`[...document.querySelectorAll('.si-pieces')].some(g => g.querySelector('.si-name').textContent === %q && g.querySelector('.si-presence.seat-0'))`, chosen))
	if presenceIn(ocean) != 1 {
		t.Errorf("after the set-up, Ocean's presence in %s is not drawn", ocean)
	}

	// Ken takes Thunderspeaker's seat on his phone; both play by tapping
	// through the first round (growth, cards, powers, the invader phase)
	// into the second.
	ken := openPageFor(t, ctx, screens[1], dir, hs.URL, 2*time.Minute)
	ken.open(strings.TrimPrefix(kenLink, hs.URL))
	ken.wait(`form.claim input`)
	ken.do(chromedp.SendKeys(chromedp.CSS(`form.claim input`), "Ken"), chromedp.Click(chromedp.CSS(`[data-testid="take-seat"]`)))
	ken.wait(`[data-testid="adversary"]`)
	ken.fitsPhone()
	ken.shot("si-adv-start")
	seen := map[string]int{}
	deadline := time.Now().Add(40 * time.Second)
	shots := map[string]bool{}
	round := func() string { return evalJS[string](hana, `document.querySelector(".si")?.dataset.round ?? ""`) }
	for time.Now().Before(deadline) && round() == "1" {
		moved := false
		for _, p := range []*page{hana, ken} {
			state := evalJS[[]string](p, `[document.querySelector(".si")?.dataset.step ?? "", (document.querySelector('[data-testid="step"]')?.textContent ?? "")]`)
			what := evalJS[string](p, playSpirit)
			if what == "" {
				continue
			}
			moved = true
			key := p.screen.name + ":" + state[0] + ":" + what
			seen[key]++
			if !shots[key] && (what == "growth" || what == "land" || what == "target" || strings.HasPrefix(what, "bar")) {
				shots[key] = true
				p.fitsPhone()
				p.shot("si-adv-" + state[0] + "-" + strings.ReplaceAll(what, ":", ""))
			}
			p.until(`!document.querySelector('.si button[data-action]:disabled')`)
		}
		if !moved {
			time.Sleep(50 * time.Millisecond)
		}
	}
	t.Logf("taps by page and step: %v; round %s", seen, round())
	if r := round(); r == "1" || r == "" {
		t.Errorf("the first round did not end in time: round %q", r)
	}
	if seen["desktop:spirit:growth"] == 0 || seen["phone:spirit:growth"] == 0 {
		t.Error("a player never tapped a growth option")
	}
	ken.shot("si-adv-round2")
	ken.fitsPhone()
	hana.shot("si-adv-round2")
	hana.click(`[data-testid="lang"]`)
	hana.until(`document.querySelector('[data-testid="adversary"]').textContent.includes("レベル3")`)
	hana.shot("si-adv-round2-ja")
	hana.click(`[data-testid="lang"]`)
}

// englandDifficulty is England's difficulty at level from the game's data.
func englandDifficulty(t *testing.T, level int) int {
	t.Helper()
	raw, err := os.ReadFile("../games/spiritisland/data/invaders.json")
	if err != nil {
		t.Fatal(err)
	}
	var data struct {
		Adversaries []struct {
			Key        string `json:"key"`
			Difficulty int    `json:"difficulty"`
			Levels     []struct {
				Level      int `json:"level"`
				Difficulty int `json:"difficulty"`
			} `json:"levels"`
		} `json:"adversaries"`
	}
	if err := json.Unmarshal(raw, &data); err != nil {
		t.Fatal(err)
	}
	for _, a := range data.Adversaries {
		for _, l := range a.Levels {
			if a.Key == "england" && l.Level == level {
				return l.Difficulty
			}
		}
	}
	t.Fatalf("no England level %d in the data", level)
	return 0
}
