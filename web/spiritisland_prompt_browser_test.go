package web

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The screens of a new player's trial: a laptop and a phone.
var (
	siLaptop = screen{"desktop", 1280, 900, false}
	siPhone  = screen{"phone", 390, 844, true}
)

// TestSpiritIslandPromptBrowser plays, from a fresh lobby, Lightning's
// Swift Strike (Hana, on a laptop) and River Surges in Sunlight (Ken, on a
// phone, by invite) through the spirit phase to Lightning's Boon, a power
// that targets a spirit, and checks what a new player missed: the prompt
// names the power resolving and asks for a spirit (in English and in
// Japanese), the status chips name it too; the partner's hand lies open on
// each page; on the laptop the spirit panels stand beside the island and
// the buttons answering the prompt (growth, use or skip) just below it; on
// the phone the prompt row and the island keep their place from step to
// step.
func TestSpiritIslandPromptBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	ctx := browser(t)
	dir := artifacts(t)
	_, hs := siServer(t)

	hana := openPageFor(t, ctx, siLaptop, dir, hs.URL, 2*time.Minute)
	hana.open("/")
	hana.wait(`[data-testid="create-match"]`)
	hana.do(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Hana"))
	setControl(t, hana, "game", "spiritisland")
	setControl(t, hana, "players", "2")
	setControl(t, hana, "seat-kind-0", "me")
	setControl(t, hana, "seat-kind-1", "invite")
	setControl(t, hana, "option-spirits", "lightnings-swift-strike,river-surges-in-sunlight")
	hana.click(`[data-testid="create-match"]`)
	hana.wait(`[data-testid="invite-1"]`)
	hanaLink, kenLink := inviteLink(t, hana, hs.URL, 0), inviteLink(t, hana, hs.URL, 1)
	hana.open(strings.TrimPrefix(hanaLink, hs.URL))
	hana.wait(`[data-testid="si-map"]`)
	ken := openPageFor(t, ctx, siPhone, dir, hs.URL, 2*time.Minute)
	ken.open(strings.TrimPrefix(kenLink, hs.URL))
	ken.wait(`form.claim input`)
	ken.do(chromedp.SendKeys(chromedp.CSS(`form.claim input`), "Ken"), chromedp.Click(chromedp.CSS(`[data-testid="take-seat"]`)))
	ken.wait(`[data-testid="si-map"]`)
	ken.until(`document.querySelectorAll('.si-act.growth').length > 0`)

	// Hands lie open: each page shows the partner's cards by name.
	openHand(t, hana, 1)
	openHand(t, ken, 0)

	// On the laptop the panels stand beside the island, the growth options just under the prompt.
	if island, panel := evalJS[float64](hana, `document.querySelector('.si-mapbox').getBoundingClientRect().right`), evalJS[float64](hana, `document.querySelector('[data-testid="spirit-1"]').getBoundingClientRect().left`); panel <= island {
		t.Errorf("on the laptop the spirit panels begin at x=%.0f, left of the island's right edge %.0f", panel, island)
	}
	nearPrompt(t, hana, `.si-act.growth`)

	// On the phone the prompt row and the island stay put between two steps.
	place := func() [2]float64 {
		return [2]float64(evalJS[[]float64](ken, `[document.querySelector('.si-top').getBoundingClientRect().height,
			document.querySelector('.si-mapbox').getBoundingClientRect().top + scrollY]`))
	}
	before := place()
	ken.shot("si-prompt-growth")
	ken.click(`.si-act.growth`)
	ken.until(`document.querySelectorAll('.si-act.growth').length === 0 && !document.querySelector('.si button[data-action]:disabled')`)
	if after := place(); after != before {
		t.Errorf("on the phone, after a growth choice the prompt row is %.0fpx high and the island at y=%.0f; before, %.0fpx and y=%.0f", after[0], after[1], before[0], before[1])
	}
	ken.shot("si-prompt-after-growth")
	ken.fitsPhone()

	// Hana grows with energy, plays Lightning's Boon and is done; Ken plays on by tapping.
	hana.click(`.si-act.growth:nth-of-type(3)`)
	boon := `[data-testid="card-0-lightnings-boon"] button[data-action]`
	use := `[data-testid="use-lightnings-boon"] button[data-action]`
	deadline := time.Now().Add(40 * time.Second)
	for hana.count(use) == 0 && time.Now().Before(deadline) {
		moved := false
		for _, p := range []*page{hana, ken} {
			what := ""
			switch {
			case p == hana && p.count(boon+":not(:disabled)") > 0:
				p.click(boon)
				what = "boon"
			case p == hana:
				// Hana stops where she may use her powers.
				what = evalJS[string](p, fmt.Sprintf(`document.querySelector(%q) ? "" : %s`, use, playSpirit))
			default:
				what = evalJS[string](p, playSpirit)
			}
			if what != "" {
				moved = true
				p.until(`!document.querySelector('.si button[data-action]:disabled')`)
			}
		}
		if !moved {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if hana.count(use) == 0 {
		t.Fatalf("Hana never had Lightning's Boon to use; the prompt reads %q", hana.text(`[data-testid="step"]`))
	}
	nearPrompt(t, hana, use)
	hana.shot("si-prompt-use")

	// Using it, the prompt names it and asks for a spirit, in both languages.
	hana.click(use)
	hana.until(`document.querySelector('[data-testid="step"]').textContent.includes("Lightning's Boon")`)
	step := hana.text(`[data-testid="step"]`)
	if !strings.Contains(step, "choose a spirit") || strings.Contains(step, "lit land") {
		t.Errorf("Lightning's Boon's target prompt reads %q: it should ask for a spirit", step)
	}
	nearPrompt(t, hana, `[data-testid="spirit-targets"] button[data-action]`)
	if chip := hana.text(`[data-testid="status-0"]`); !strings.Contains(chip, "Lightning's Boon") {
		t.Errorf("Hana's status chip reads %q while Lightning's Boon resolves", chip)
	}
	ken.until(`document.querySelector('[data-testid="who-doing-0"]')?.textContent.includes("Lightning's Boon")`)
	hana.shot("si-prompt-target")
	ken.shot("si-prompt-target")
	ken.fitsPhone()
	hana.click(`[data-testid="lang"]`)
	hana.until(`document.querySelector('[data-testid="step"]').textContent.includes("稲妻の恵み")`)
	if step := hana.text(`[data-testid="step"]`); !strings.Contains(step, "精霊を選んで") {
		t.Errorf("in Japanese, Lightning's Boon's target prompt reads %q", step)
	}
	hana.shot("si-prompt-target-ja")
	hana.click(`[data-testid="lang"]`)
}

// openHand checks that the page shows spirit seat's hand open: its cards'
// names laid out on its panel, not folded away.
func openHand(t *testing.T, p *page, seat int) {
	t.Helper()
	shown := evalJS[[]string](p, fmt.Sprintf(`[...document.querySelectorAll('[data-testid="spirit-%d"] [data-testid^="card-%d-"] .si-card-name')]
		.filter(e => e.checkVisibility() && !e.closest('details:not([open])') && e.getBoundingClientRect().width > 0).map(e => e.textContent)`, seat, seat))
	if len(shown) < 4 {
		t.Errorf("on the %s, spirit %d's panel shows the cards %q of its hand of 4", p.screen.name, seat, shown)
	}
}

// nearPrompt checks that the first of the buttons sel (those answering the
// prompt) stands within 300px below the prompt on the page.
func nearPrompt(t *testing.T, p *page, sel string) {
	t.Helper()
	gap := evalJS[float64](p, fmt.Sprintf(`(() => {
		const b = document.querySelector(%q), s = document.querySelector('[data-testid="step"]');
		if (!b || !s) return -1e6;
		return b.getBoundingClientRect().top - s.getBoundingClientRect().bottom })()`, sel))
	if gap < -1 || gap > 300 {
		t.Errorf("on the %s, %s stands %.0fpx below the prompt", p.screen.name, sel, gap)
	}
}
