package e2e

import (
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/internal/long"
)

// playCatan makes one choice for the person on a Catan page, as a player
// aiming at 10 VP would, only by clicking what the page offers: a
// settlement where the set-up's numbers are best, then cities, settlements,
// development cards (played when offered), roads, and trades with the bank
// toward what is missing; the forced steps (discard, robber, rob, roll) as
// they come. It says what it clicked: "" for nothing, "local:…" for a click
// that only opens or picks (nothing is sent), else the move's name.
const playCatan = `(() => {
	const R = 60; // a hex's radius in the board's units (catan-geometry.ts)
	const enabled = (sel) => [...document.querySelectorAll(sel)].filter(e => !e.disabled);
	const moves = enabled('[data-action]');
	const kind = (e) => Math.floor(Number(e.dataset.action) / 16777216);
	const xOf = (e) => (Number(e.dataset.action) >>> 12) & 0xfff;
	const yOf = (e) => Number(e.dataset.action) & 0xfff;
	const of = (k) => moves.filter(e => kind(e) === k);
	const click = (e, what) => { e.dispatchEvent(new MouseEvent('click', {bubbles: true})); return what; };
	const any = (l) => l[Math.floor(Math.random() * l.length)];
	const hand = ["brick","lumber","wool","grain","ore"].map(r => Number(document.querySelector('[data-testid="hand-' + r + '"]')?.dataset.count ?? 0));
	const chips = [...document.querySelectorAll('.cat-chip')].map(c => {
		const m = /translate\(([-\d.]+),([-\d.]+)\)/.exec(c.getAttribute('transform'));
		const n = Number(c.querySelector('.chip-num').textContent);
		return {x: Number(m[1]), y: Number(m[2]), pips: 6 - Math.abs(7 - n)};
	});
	// worth is what an intersection's hexes yield: the pips of the chips around it.
	const worth = (spot) => {
		const ring = spot.querySelector('.ring');
		const x = Number(ring.getAttribute('cx')), y = Number(ring.getAttribute('cy'));
		return chips.filter(c => Math.hypot(c.x - x, c.y - y) < 1.2 * R).reduce((s, c) => s + c.pips, 0);
	};
	const best = (l) => l.reduce((a, b) => worth(b) > worth(a) ? b : a);

	for (const [k, name] of [[13, "discard"], [11, "robber"], [12, "steal"], [4, "roll"]]) {
		if (of(k).length > 0) return click(any(of(k)), name);
	}
	const pick = enabled('.cat-dialog button[data-action]');
	if (pick.length > 0) return click(any(pick), "card");
	const first = enabled('[data-testid="choose-plenty"] .cat-card');
	if (first.length > 0) return click(any(first), "local:plenty");
	if (of(3).length > 0) return click(best(of(3).map(e => e)), "city");
	if (of(1).length > 0) return click(best(of(1)), "settle");
	if (of(7).length > 0) return click(of(7)[0], "knight");
	if (of(8).length > 0) return click(of(8)[0], "road building");
	const play = enabled('[data-testid="play-year_of_plenty"], [data-testid="play-monopoly"]');
	if (play.length > 0) return click(play[0], "local:play");
	if (of(6).length > 0) return click(of(6)[0], "buy");
	const roads = of(2);
	if (roads.length > 0 && (of(5).length === 0 || Math.random() < 0.6)) return click(any(roads), "road");

	// Trade toward a city, else a settlement, else a development card: get
	// what is missing, giving what that target does not need. The bank's
	// trade is two clicks: what to give (at its rate), then what to get.
	const names = ["brick", "lumber", "wool", "grain", "ore"];
	const giveButton = (i) => document.querySelector('[data-testid="give-' + names[i] + '"]');
	const rate = [0, 1, 2, 3, 4].map(i => Number((giveButton(i)?.querySelector('.cat-card-n')?.textContent ?? "4:1").split(":")[0]));
	const picked = [0, 1, 2, 3, 4].find(i => giveButton(i)?.getAttribute('aria-pressed') === 'true');
	const gets = of(14);
	for (const cost of [[0, 0, 0, 2, 3], [1, 1, 1, 1, 0], [0, 0, 1, 1, 1]]) {
		if (cost.every((c, i) => c <= hand[i])) continue;
		const fit = gets.filter(e => cost[yOf(e)] > hand[yOf(e)] && hand[xOf(e)] - rate[xOf(e)] >= cost[xOf(e)]);
		if (fit.length > 0) return click(fit[0], "trade");
		const give = [0, 1, 2, 3, 4].find(i => giveButton(i) && !giveButton(i).disabled && hand[i] - rate[i] >= cost[i]);
		if (give !== undefined && picked !== give) return click(giveButton(give), "local:give");
	}
	if (of(5).length > 0) return click(of(5)[0], "end");
	return moves.length > 0 ? click(any(moves), "any") : "";
})()`

// A person plays Catan against two greedy bots in the browser on the real
// server, from the lobby to the outcome, only by clicking what the page
// lights and offers. The lean run stops after the person's first 40
// moves; the long runs play the whole game, then the outcome and replay.
func TestAPersonPlaysCatanToTheEnd(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	p := newPerson(t, browser, "catan", dir)
	p.run(chromedp.Navigate(p.startAgainstBots(url, "catan", 3)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="catan-map"]`)))
	p.run(chromedp.WaitVisible(chromedp.CSS(`.cat-spot.vertex`)))
	p.screenshot("catan-1-start.png", `[data-testid="catan-map"]`, `[data-testid="hex-19"]`, `[data-testid="turn"]`, `[data-testid="hand"]`, `[data-testid="costs"]`)

	deadline := time.Now().Add(8 * time.Minute)
	moves := 0
	clicked := map[string]int{}
	shots := map[string]bool{}
	const seqJS = `document.querySelector('[data-seq]')?.dataset.seq || ''`
	enough := long.Count(40, math.MaxInt) // moves by the person
	// The log's lines drawn once stay as they are drawn while the game goes
	// on (but the latest, drawn open): a long game's log is not drawn whole
	// at every move.
	kept := `(() => { const li = document.querySelectorAll('[data-testid="log"] li[data-seq]'); if (li.length > 1) li[0].dataset.kept = "1"; return li.length > 1; })()`
	tagged := false
	for moves < enough && eval[int](p, `document.querySelectorAll('[data-testid="outcome"] *').length`) == 0 {
		if time.Now().After(deadline) {
			p.screenshot("catan-timeout.png")
			t.Fatalf("no end after %d moves by the person: %v", moves, clicked)
		}
		// A few moments of the game, once each.
		step := eval[string](p, `document.querySelector('[data-testid="step"]')?.textContent ?? ""`)
		for _, moment := range []struct{ file, when string }{
			{"catan-2-first-roll.png", "Roll the dice"}, {"catan-3-robber.png", "Move the robber"},
			{"catan-4-discard.png", "discard"}, {"catan-5-trade.png", "trade"},
		} {
			if !shots[moment.file] && strings.Contains(step, moment.when) && (moment.when != "trade" || clicked["trade"] > 3) {
				shots[moment.file] = true
				p.screenshot(moment.file)
			}
		}
		if !tagged {
			tagged = eval[bool](p, kept)
		}
		before := eval[string](p, seqJS)
		what := eval[string](p, playCatan)
		if what == "" {
			time.Sleep(30 * time.Millisecond)
			continue
		}
		clicked[what]++
		if strings.HasPrefix(what, "local:") {
			continue
		}
		moves++
		for wait := time.Now().Add(5 * time.Second); time.Now().Before(wait) && eval[string](p, seqJS) == before; {
			time.Sleep(15 * time.Millisecond)
		}
	}
	t.Logf("%d moves by the person: %v", moves, clicked)
	if !tagged || !eval[bool](p, `document.querySelector('[data-testid="log"] li[data-seq]')?.dataset.kept === "1"`) {
		t.Error("the log's first line was drawn again while the game went on")
	}
	if moves < 30 || clicked["settle"] < 2 || clicked["roll"] < 5 {
		t.Errorf("the person made only %d moves: %v", moves, clicked)
	}
	if moves == enough {
		return
	}
	p.screenshot("catan-6-outcome.png", `[data-testid="outcome"]`, `[data-testid="log"] li`, `a[href^="/r/"]`, `[data-testid="catan-map"]`)
	reason := eval[string](p, `document.querySelector('[data-testid="reason"]').textContent`)
	// A move may bring 2 or 3 points at once (a settlement that takes the
	// longest road): the winner reaches 10 or more.
	if !regexp.MustCompile(`reaches 1[0-9] VP and wins`).MatchString(reason) && !strings.Contains(reason, "nobody reached") {
		t.Errorf("the result line reads %q", reason)
	}
	if n := eval[int](p, `document.querySelectorAll('[data-action]').length`); n != 0 {
		t.Errorf("%d actions offered after the end", n)
	}
	// The replay steps through the game on the same board.
	p.run(chromedp.Click(chromedp.CSS(`a[href^="/r/"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="replay-next"]`)))
	for range 3 {
		p.run(chromedp.Click(chromedp.CSS(`[data-testid="replay-next"]`)))
	}
	p.screenshot("catan-7-replay.png", `[data-testid="catan-map"]`, `[data-testid^="settlement-"]`)
}
