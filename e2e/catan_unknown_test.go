package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/internal/long"
)

// playUnknown makes one choice for the person on a page of The Unknown
// Island, only by clicking what the page offers: in the selection phase a
// terrain, then a number chip with it (or a harbour); in island building the
// lit hexes, the harbour's lit side and the chips; the settlement that pays;
// gold, a harbour found turned, ships now and then; once a turn an offer to
// the other players (a card given, one asked for), and with whom to trade
// once the bots have answered. Otherwise it plays as playCatan does. It says
// what it clicked, as playCatan does.
const playUnknown = `(() => { const step = document.querySelector('.cat')?.dataset.step ?? ""; return step + "|" + (() => {
	const enabled = (sel) => [...document.querySelectorAll(sel)].filter(e => !e.disabled);
	const click = (e, what) => { e.dispatchEvent(new MouseEvent('click', {bubbles: true})); return what; };
	const any = (l) => l[Math.floor(Math.random() * l.length)];
	const first = (sel) => enabled(sel)[0];
	let e;
	if (step === "select") {
		if ((e = any(enabled('[data-testid^="pick-number-"][data-action]')))) return click(e, "pick");
		const terrains = enabled('[data-testid^="pick-terrain-"]');
		const harbours = enabled('[data-testid^="pick-harbour-"][data-action]');
		if (harbours.length > 0 && (terrains.length === 0 || Math.random() < 0.25)) return click(any(harbours), "pick harbour");
		if (terrains.length > 0) return click(any(terrains), "local:terrain");
		return "";
	}
	for (const [sel, what] of [['.cat-spot[data-testid^="spot-tile-"]', "tile"], ['.cat-spot[data-testid^="spot-harbour-"]', "harbour"],
		['.cat-spot[data-testid^="spot-chip-"]', "chip"], ['.cat-spot.pay', "pay"], ['[data-testid="gold"] [data-action]', "gold"],
		['.cat-spot[data-testid^="spot-orient-"]', "orient"]]) {
		const l = enabled(sel);
		if (l.length > 0) return click(any(l), what);
	}
	if (step === "confirm") {
		if ((e = first('[data-testid^="trade-with-"]'))) return click(e, "trade with");
		if ((e = first('[data-testid="trade-nobody"]'))) return click(e, "trade with nobody");
	}
	if ((e = first('[data-testid="offer-send"][data-action]'))) return click(e, "offer");
	if (document.querySelector('[data-testid="trade-compose"]')) {
		const give = enabled('[data-testid^="give-more-"]');
		const ask = enabled('[data-testid^="get-more-"]');
		const given = [...document.querySelectorAll('[data-testid^="give-count-"]')].some(c => c.dataset.count !== "0");
		if (!given && give.length > 0) return click(any(give), "local:give");
		if (ask.length > 0) return click(any(ask), "local:ask");
		const close = first('[data-testid="offer-close"]');
		return close ? click(close, "local:close") : ""; // else its steps are on their way
	}
	const turn = document.querySelector('[data-testid="dice"]')?.getAttribute('aria-label') + "/" + document.querySelectorAll('[data-testid^="settlement-"], [data-testid^="ship-"], [data-testid^="road-"]').length;
	if (step === "main" && (e = first('[data-testid="propose"]')) && window.__offered !== turn) {
		window.__offered = turn;
		return click(e, "local:propose");
	}
	const ships = enabled('.cat-spot[data-testid^="spot-ship-"]');
	if (ships.length > 0 && Math.random() < 0.5) return click(any(ships), "ship");
	return ` + playCatan + `;
})(); })()`

// A person plays The Unknown Island against greedy bots in the browser on
// the real server: from the lobby through the selection phase, island
// building and the initial placement into play, until the first 7 has been
// played out or 40 moves in play (12 in the lean run), only by clicking what the page lights and
// offers.
func TestAPersonPlaysTheUnknownIsland(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	p := newPerson(t, browser, "unknown", dir)
	p.run(chromedp.Navigate(p.startAgainstBots(url, "catan", 4, "scenario", "unknown-island")), chromedp.WaitVisible(chromedp.CSS(`[data-testid="catan-map"]`)))
	p.run(chromedp.WaitVisible(chromedp.CSS(`[data-testid="select"]`)))
	p.screenshot("unknown-1-select.png", `[data-testid="supply"]`, `[data-testid="held"]`, `.cat-start`)

	deadline := time.Now().Add(8 * time.Minute)
	clicked := map[string]int{}
	steps := map[string]bool{}
	shots := map[string]bool{}
	inPlay, seven := 0, false
	const seqJS = `document.querySelector('[data-seq]')?.dataset.seq || ''`
	for enough := long.Count(12, 40); inPlay < enough; {
		if time.Now().After(deadline) {
			p.screenshot("unknown-timeout.png")
			t.Fatalf("not in play after %d moves: %v (steps %v)", inPlay, clicked, steps)
		}
		step := eval[string](p, `document.querySelector('.cat')?.dataset.step ?? ""`)
		if eval[bool](p, `!!document.querySelector('.cat-dice.seven')`) {
			seven = true
		}
		if seven && (step == "main" || step == "roll") { // the first 7 played out
			break
		}
		for _, moment := range []struct{ file, step, when string }{
			{"unknown-2-island.png", "island", `.cat-spot[data-testid^="spot-tile-"]`},
			{"unknown-3-harbour.png", "island", `.cat-spot.side`},
			{"unknown-4-chips.png", "island", `.cat-spot[data-testid^="spot-chip-"]`},
			{"unknown-5-setup.png", "setup_road", `.cat-spot.edge`},
			{"unknown-6-pay.png", "start_pay", `.cat-spot.pay`},
			{"unknown-7-roll.png", "roll", `[data-testid="roll"]`},
			{"unknown-8-offer.png", "main", `[data-testid="trade-compose"]`},
			{"unknown-9-answers.png", "confirm", `[data-testid="trade-confirm"]`},
			{"unknown-10-robber.png", "robber", `.cat-spot.hex`},
		} {
			if !shots[moment.file] && step == moment.step && eval[bool](p, `!!document.querySelector(`+jsString(moment.when)+`)`) {
				shots[moment.file] = true
				p.screenshot(moment.file)
			}
		}
		before := eval[string](p, seqJS)
		step, what, _ := strings.Cut(eval[string](p, playUnknown), "|")
		if what == "" {
			time.Sleep(30 * time.Millisecond)
			continue
		}
		clicked[what]++
		steps[step] = true // the step the person chose in
		if strings.HasPrefix(what, "local:") {
			continue
		}
		if step != "select" && step != "island" && !strings.HasPrefix(step, "setup") && step != "start_pay" {
			inPlay++
		}
		for wait := time.Now().Add(5 * time.Second); time.Now().Before(wait) && eval[string](p, seqJS) == before; {
			time.Sleep(15 * time.Millisecond)
		}
	}
	t.Logf("clicked %v; steps %v; a 7: %v", clicked, steps, seven)
	for _, what := range []string{"pick", "tile", "harbour", "chip", "settle", "pay", "roll"} {
		if clicked[what] == 0 {
			t.Errorf("the person never clicked %q: %v", what, clicked)
		}
	}
	for _, step := range []string{"select", "island", "setup_settlement", "setup_road", "start_pay", "roll"} {
		if !steps[step] {
			t.Errorf("the person never chose in step %s: %v", step, steps)
		}
	}
	if clicked["pick"] != 4 && clicked["pick"]+clicked["pick harbour"] != 5 {
		t.Errorf("the person took %d terrains and %d harbours, not 4 and 1", clicked["pick"], clicked["pick harbour"])
	}
	p.screenshot("unknown-11-play.png", `[data-testid="face-down"]`, `[data-testid^="settlement-"]`, `[data-testid="hand"]`)
	// The same page on a phone.
	p.run(chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	p.run(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`[data-testid="catan-map"]`)))
	p.screenshot("unknown-12-phone.png")
}
