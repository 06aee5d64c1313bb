package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/store"
	"shima/store/storetest"
)

// From a fresh lobby, a match played by bots alone (the person leaves her
// seat to a bot at once) goes to its end; its replay shows the analysis
// running, with a progress bar, then each player's chance of winning as a
// graph across the game, in English and Japanese, on a desktop and a
// phone; a tap on the graph takes the replay to that move.
func TestReplayShowsChancesOfWinning(t *testing.T) {
	var held *storetest.Held
	url, browser, _ := serverOnAndBrowser(t, func(st store.Store) store.Store { held = storetest.Hold(st); return held }, true)
	defer held.Free()
	dir := artifacts(t)
	p := newPerson(t, browser, "chances", dir)

	p.run(chromedp.Navigate(p.startAgainstBots(url, "micronesia", 3)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="board"]`)))
	p.run(chromedp.WaitVisible(chromedp.CSS(`details.hand summary`)))
	eval[bool](p, `(() => { document.querySelector('details.hand').open = true; return true; })()`)
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="hand-0"]`), chromedp.NodeVisible))
	waitUntil(p, 2*time.Minute, `document.querySelectorAll('[data-testid="outcome"] *').length > 0`)
	p.run(chromedp.Click(chromedp.CSS(`a[href^="/r/"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="replay-next"]`)))
	replayURL := eval[string](p, `location.href`)

	// The store holds the analysis after its first step: it is seen running.
	p.run(chromedp.WaitVisible(chromedp.CSS(`[data-testid="chances-progress"]`)))
	waitUntil(p, 10*time.Second, `document.querySelector('[data-testid="chances-progress"]').max > 1`)
	done, steps := eval[int](p, `document.querySelector('[data-testid="chances-progress"]').value`), eval[int](p, `document.querySelector('[data-testid="chances-progress"]').max`)
	if done < 1 || done >= steps || !strings.Contains(p.text(`[data-testid="chances"]`), fmt.Sprintf("%d of %d positions", done, steps)) {
		t.Errorf("in progress: %d of %d steps, the page says %q", done, steps, p.text(`[data-testid="chances"]`))
	}
	p.screenshot("chances-1-progress.png", `[data-testid="chances-progress"]`)
	if frames := eval[int](p, `Number(document.querySelector('.replay input[type="range"]').max) + 1`); frames != steps {
		t.Errorf("the analysis has %d steps, the replay %d frames", steps, frames)
	}

	held.Free()
	p.run(chromedp.WaitVisible(chromedp.CSS(`[data-testid="chances-graph"]`)))
	if n := eval[int](p, `document.querySelectorAll('[data-testid="chances-graph"] polyline').length`); n != 3 {
		t.Errorf("%d lines for 3 players", n)
	}
	legend := p.text(`[data-testid="chances-legend"]`)
	for _, colour := range []string{"(red)", "(blue)", "(yellow)"} {
		if !strings.Contains(legend, colour) {
			t.Errorf("the legend %q names no %s player", legend, colour)
		}
	}
	// The last move: the winner's chance is 100%.
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="replay-last"]`)))
	if now := p.text(`[data-testid="chances-now"]`); !strings.Contains(now, "100%") {
		t.Errorf("at the end the chances read %q", now)
	}
	p.screenshot("chances-2-graph.png", `[data-testid="chances-graph"]`, `[data-testid="chances-cursor"]`)

	// A click on the graph, three fifths of the way across, goes to that move.
	want := steps * 3 / 5
	p.clickGraph(want, func(x, y float64) chromedp.Action[chromedp.Void] { return chromedp.MouseClickXY(x, y) })
	p.atMove(want)
	if n := eval[int](p, `document.querySelectorAll('[data-testid="costly-move"]').length`); n > 0 {
		step := eval[int](p, `Number(document.querySelector('[data-testid="costly-move"]').dataset.step)`)
		p.run(chromedp.Click(chromedp.CSS(`[data-testid="costly-move"]`)))
		p.atMove(step)
		if marks := eval[int](p, `document.querySelectorAll('[data-testid="costly-mark"]').length`); marks != n {
			t.Errorf("%d costly moves listed, %d marked", n, marks)
		}
	}
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="lang"]`)))
	waitUntil(p, 10*time.Second, `document.querySelector('[data-testid="chances"] h2').textContent === "勝率の推移"`)
	if legend := p.text(`[data-testid="chances-legend"]`); !strings.Contains(legend, "(赤)") {
		t.Errorf("the Japanese legend reads %q", legend)
	}
	p.screenshot("chances-3-ja.png", `[data-testid="chances-graph"]`)

	// On a phone the graph fits the screen, and a tap goes to its move.
	phone := newPhone(t, browser, dir)
	phone.run(chromedp.Navigate(replayURL), chromedp.WaitVisible(chromedp.CSS(`[data-testid="chances-graph"]`)))
	if wide := eval[bool](phone, `document.documentElement.scrollWidth > window.innerWidth || document.querySelector('[data-testid="chances-graph"]').getBoundingClientRect().right > window.innerWidth`); wide {
		t.Error("on a phone the page or the graph is wider than the screen")
	}
	want = steps / 3
	phone.clickGraph(want, chromedp.TapXY)
	phone.atMove(want)
	phone.screenshot("chances-4-phone.png", `[data-testid="chances-graph"]`, `[data-testid="chances-legend"]`)
}

// newPhone is a person on a phone's screen (390×844, touch).
func newPhone(t *testing.T, browser context.Context, dir string) *person {
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	return &person{t: t, name: "phone", ctx: ctx, dir: dir}
}

// waitUntil polls the JavaScript condition cond for up to limit.
func waitUntil(p *person, limit time.Duration, cond string) {
	p.t.Helper()
	for deadline := time.Now().Add(limit); !eval[bool](p, cond); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			p.screenshot("timeout-" + p.name + ".png")
			p.t.Fatalf("%s: waited %s for %s", p.name, limit, cond)
		}
	}
}

// clickGraph clicks (or taps) the chances' graph where it draws move k.
func (p *person) clickGraph(k int, click func(x, y float64) chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	at := eval[[]float64](p, fmt.Sprintf(`(() => {
		const g = document.querySelector('[data-testid="chances-graph"]');
		g.scrollIntoView({block: "center"});
		const r = g.getBoundingClientRect();
		const grid = g.querySelector('.ch-grid'); // across the plot, in the graph's units
		const from = Number(grid.getAttribute('x1')), to = Number(grid.getAttribute('x2'));
		const last = Number(document.querySelector('.replay input[type="range"]').max);
		return [r.left + r.width * (from + %d / last * (to - from)) / g.viewBox.baseVal.width, r.top + r.height / 2];
	})()`, k))
	p.run(click(at[0], at[1]))
}

// atMove checks that the replay shows move k, and the graph's cursor too.
func (p *person) atMove(k int) {
	p.t.Helper()
	waitUntil(p, 5*time.Second, fmt.Sprintf(`document.querySelector('.replay input[type="range"]').value === "%d"`, k))
	if cursor := eval[string](p, `document.querySelector('[data-testid="chances-cursor"]').dataset.step`); cursor != fmt.Sprint(k) {
		p.t.Errorf("%s: the replay is at move %d, the graph's cursor at %s", p.name, k, cursor)
	}
}

// text is the text of the first element sel matches ("" for none).
func (p *person) text(sel string) string {
	p.t.Helper()
	return eval[string](p, `document.querySelector(`+jsString(sel)+`)?.textContent ?? ""`)
}
