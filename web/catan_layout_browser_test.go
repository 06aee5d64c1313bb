package web

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// catanScreens are the sizes of a new player's trial: a laptop and a phone.
var catanScreens = []screen{{"desktop", 1280, 900, false}, {"phone", 390, 844, true}}

// TestCatanLayoutBrowser checks Catan's page as a new player meets it, at a
// laptop's and a phone's size: the board stays where it is while a trade
// or a notice opens; the controls that answer the step's prompt stand by
// it; The Unknown Island opens on the viewer's own start island; a wide
// screen has a key of the terrains beside the board.
func TestCatanLayoutBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	runCases(t, catanScreens, []pageCase{
		{"still", testCatanStill}, {"notice", testCatanNoticeStill}, {"near", testCatanNear},
		{"island", testCatanOwnIsland}, {"key", testCatanKey},
	})
}

// mapTop is where the board's map stands on the page (its box's top on the
// screen, less a scroll the test's clicks may cause).
func mapTop(p *page) float64 {
	p.t.Helper()
	return evalJS[float64](p, `document.querySelector('[data-testid="catan-map"]').getBoundingClientRect().top + window.scrollY`)
}

// expectStill checks that the map stands where it stood.
func expectStill(t *testing.T, p *page, top float64, after string) {
	t.Helper()
	if now := mapTop(p); math.Abs(now-top) > 1 {
		t.Errorf("after %s the map moved from %.0f to %.0f", after, top, now)
	}
}

// testCatanStill: opening the trade with players, then with the bank,
// leaves the map where it was.
func testCatanStill(t *testing.T, p *page, f *fake) {
	openCatan(p, "catanmain1", 211)
	top := mapTop(p)
	p.click(`[data-testid="propose"]`)
	p.wait(`[data-testid="trade-compose"]`)
	expectStill(t, p, top, "opening the trade with players")
	p.click(`[data-testid="give-more-brick"]`)
	p.click(`[data-testid="get-more-grain"]`)
	expectStill(t, p, top, "composing an offer")
	catanLooks(t, p, f, "catanmain1", 0, "catan-still-compose")
	p.click(`[data-testid="offer-close"]`)
	p.until(`!document.querySelector('[data-testid="trade-compose"]')`)
	if p.count(`[data-testid="bank-trade"]`) > 0 {
		p.click(`[data-testid="bank-trade"]`)
	}
	p.click(`[data-testid="give-brick"]`)
	p.wait(`[data-testid="get-grain"][data-action]`)
	expectStill(t, p, top, "opening the trade with the bank")
	catanLooks(t, p, f, "catanmain1", 0, "catan-still-bank")
}

// testCatanNoticeStill: Hana robs Ken; the notice of the theft on Ken's
// page leaves his map where it was.
func testCatanNoticeStill(t *testing.T, p *page, f *fake) {
	p.open("/m/catansteal1#t=" + tokenKen)
	p.wait(`[data-seq="596"] [data-testid="catan-map"]`)
	top := mapTop(p)
	// Hana robs Ken. The fake server tells only the page that moved: Ken's
	// hears of it when it connects again.
	f.mu.Lock()
	err := f.matches["catansteal1"].move(0, map[string]any{"seq": float64(596), "action": float64(catanCode(12, 1, 0))})
	f.mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	f.drop()
	p.wait(`[data-seq="597"] [data-testid="stolen"]`)
	p.until(`document.querySelector(".conn")?.hidden !== false`)
	if s := p.text(`[data-testid="stolen"]`); !strings.Contains(s, "Hana took a") {
		t.Errorf("Ken's notice reads %q", s)
	}
	expectStill(t, p, top, "the notice of a theft")
	p.fitsPhone()
	p.shot("catan-still-notice")
}

// expectNear checks that each control sel finds stands within 200px of the
// step's prompt, above or below it.
func expectNear(t *testing.T, p *page, sels ...string) {
	t.Helper()
	for _, sel := range sels {
		gap := evalJS[float64](p, fmt.Sprintf(`(() => {
			const step = document.querySelector('[data-testid="step"]').getBoundingClientRect();
			const e = document.querySelector(%q);
			if (!e) return -1;
			const r = e.getBoundingClientRect();
			return Math.max(0, r.top - step.bottom, step.top - r.bottom);
		})()`, sel))
		if gap < 0 {
			t.Errorf("no %s", sel)
		} else if gap > 200 {
			t.Errorf("%s stands %.0fpx from the step's prompt", sel, gap)
		}
	}
}

// testCatanNear: the buttons that answer each step stand by its prompt:
// the turn's, trading with the bank, a discard, an answer to an offer,
// whom to rob.
func testCatanNear(t *testing.T, p *page, f *fake) {
	openCatan(p, "catanmain1", 211)
	expectNear(t, p, `[data-testid="end-turn"]`, `[data-testid="buy-dev"]`, `[data-testid="propose"]`)
	if p.count(`[data-testid="bank-trade"]`) > 0 {
		p.click(`[data-testid="bank-trade"]`)
	}
	expectNear(t, p, `[data-testid="give-ore"]`)
	p.click(`[data-testid="propose"]`)
	p.wait(`[data-testid="trade-compose"]`)
	expectNear(t, p, `[data-testid="give-more-brick"]`)

	openCatan(p, "catandiscard1", 138)
	expectNear(t, p, `[data-testid="discard-brick"]`)

	p.open("/m/catantrade1#t=" + tokenKen)
	p.wait(`[data-seq="215"] [data-testid="trade-respond"]`)
	expectNear(t, p, `[data-testid="trade-accept"]`, `[data-testid="trade-decline"]`)

	openCatan(p, "catansteal1", 596)
	expectNear(t, p, `[data-testid="steal-1"]`, `[data-testid="steal-2"]`)
}

// testCatanOwnIsland: The Unknown Island's map either fits the width or
// opens with the viewer's own start island in view.
func testCatanOwnIsland(t *testing.T, p *page, f *fake) {
	for _, c := range []struct {
		id  string
		seq int
	}{{"unknownmain1", 900}, {"unknownsetup1", 60}} {
		openCatan(p, c.id, c.seq)
		out := evalJS[[]string](p, `(() => {
			const box = document.querySelector(".cat-scroll");
			if (box.scrollWidth <= box.clientWidth) return [];
			const b = box.getBoundingClientRect();
			const own = [...document.querySelectorAll('[data-testid="catan-map"] .cat-island.cat-s0')];
			if (own.length === 0) return ["no start island drawn"];
			return own.map(e => e.getBoundingClientRect()).filter(r => r.left < b.left - 1 || r.right > b.right + 1)
				.map(r => Math.round(r.left) + ".." + Math.round(r.right) + " outside " + Math.round(b.left) + ".." + Math.round(b.right));
		})()`)
		if len(out) > 0 {
			t.Errorf("%s: the map slides sideways and Hana's start island is not all in view: %v", c.id, out)
		}
		p.shot("catan-own-island-" + c.id)
	}
}

// testCatanKey: on a wide screen, a key beside the board names each terrain
// and what it produces, in the page's language.
func testCatanKey(t *testing.T, p *page, f *fake) {
	if p.screen.phone {
		return
	}
	openCatan(p, "catanmain1", 211)
	key := `[data-testid="terrain-key"]`
	if p.count(key) == 0 || !evalJS[bool](p, fmt.Sprintf(`document.querySelector(%q).getClientRects().length > 0`, key)) {
		t.Fatal("no terrain key shown")
	}
	if !evalJS[bool](p, fmt.Sprintf(`document.querySelector(%q).getBoundingClientRect().left >= document.querySelector('[data-testid="catan-map"]').getBoundingClientRect().right`, key)) {
		t.Error("the terrain key is not beside the map")
	}
	text := p.text(key)
	for _, w := range []string{"hills", "brick", "forest", "lumber", "pasture", "wool", "fields", "grain", "mountains", "ore", "desert"} {
		if !strings.Contains(text, w) {
			t.Errorf("the key has no %q: %q", w, text)
		}
	}
	p.shot("catan-key")
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="terrain-key"]')?.textContent.includes("丘陵")`)
	text = p.text(key)
	for _, w := range []string{"丘陵", "森林", "牧草地", "畑", "山地", "砂漠", "レンガ", "鉱石"} {
		if !strings.Contains(text, w) {
			t.Errorf("the key in Japanese has no %q: %q", w, text)
		}
	}
}
