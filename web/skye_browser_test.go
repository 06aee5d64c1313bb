package web

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Isle of Skye in the browser, from the fixtures of skye_fake_test.go: the
// pricing screen (a discard and two prices, kept from the others), a
// purchase, two tiles laid with turning (the keys to turn hinted to a mouse,
// not on a touch screen), and a finished game's breakdown.

// skyeAct decodes an Isle of Skye action: kind (1 discard, 2 price, 3 buy,
// 4 pass, 5 place), tile id, gold set, and the place's cell and quarter turns.
func skyeAct(a int) (kind, tile, gold, x, y, turn int) {
	return a >> 28, (a>>16)&0x7f + 1, a & 0x3ff, (a>>9)&0x7f - 64, (a>>2)&0x7f - 64, a & 3
}

// setValue types a number into an input as a person would: it fires input and change.
func (p *page) setValue(sel string, value int) {
	p.t.Helper()
	p.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q;
		e.dispatchEvent(new Event("input", {bubbles: true})); e.dispatchEvent(new Event("change", {bubbles: true})) })()`, sel, strconv.Itoa(value))))
}

func testSkyePrice(t *testing.T, p *page, f *fake) {
	p.open("/m/skyeprice1#t=" + tokenHana)
	p.wait(`[data-seq="20"] [data-testid="screen"]`)
	if got := p.actions(`[data-testid^="discard-"]`); len(got) != 3 {
		t.Fatalf("discard buttons %v, want one per tile drawn", got)
	}
	for _, id := range []int{35, 10, 52} {
		a := p.actions(fmt.Sprintf(`[data-testid="discard-%d"]`, id))
		if k, tile, _, _, _, _ := skyeAct(a[0]); len(a) != 1 || k != 1 || tile != id {
			t.Errorf("discard button of tile %d sends %v", id, a)
		}
	}
	checkActions(t, p, f, "skyeprice1", 0)
	// The others: the bot is done, Ken prices; nobody's prices show.
	if s := p.text(`[data-testid="player-1"] [data-testid="status-1"]`); s != "done" {
		t.Errorf("the bot's status %q, want done", s)
	}
	if s := p.text(`[data-testid="player-2"] [data-testid="status-2"]`); s != "pricing…" {
		t.Errorf("Ken's status %q, want pricing…", s)
	}
	if n := p.count(`.skye-player .skye-price.hidden`); n != 6 {
		t.Errorf("%d hidden prices on the others' tiles, want 6", n)
	}
	for _, sel := range []string{`[data-testid="track"] [aria-current="step"]`, `[data-testid="scoring-A"]`, `[data-testid="scoring-D"]`, `[data-testid="vp-2"]`} {
		if p.count(sel) != 1 {
			t.Errorf("no %s", sel)
		}
	}
	if s := p.text(`[data-testid="track"] [aria-current="step"]`); !strings.Contains(s, "AC") {
		t.Errorf("round 3 on the track shows %q, want it to score A and C", s)
	}
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("skye-price")

	// Tile 52 to the bag: its discard is the action sent, and the others are priced next.
	want := p.actions(`[data-testid="discard-52"]`)[0]
	p.click(`[data-testid="discard-52"]`)
	p.wait(`[data-seq="21"] [data-testid="set-price-35"]`)
	if got := f.lastMove(t); got != want {
		t.Fatalf("sent %d, want the discard of 52 (%d)", got, want)
	}
	if p.count(`[data-testid="offer-52"].discarded`) != 1 || p.count(`[data-testid^="discard-"]`) != 0 {
		t.Error("tile 52 is not shown discarded, or discards are still offered")
	}
	if p.count(`[data-testid="set-price-52"]`) != 0 {
		t.Error("the discarded tile is offered a price")
	}
	checkActions(t, p, f, "skyeprice1", 0)
	// 12 gold and two tiles to price: 1 to 11 on either. Tile 35 at 3, then 5.
	if s := p.text(`[data-testid="offer-35"] .skye-price-control`); !strings.Contains(s, "1 to 11 gold") {
		t.Errorf("price range %q, want 1 to 11", s)
	}
	price := func(id int) (tile, gold int) {
		t.Helper()
		a := p.actions(fmt.Sprintf(`[data-testid="set-price-%d"]`, id))
		k, tile, gold, _, _, _ := skyeAct(a[0])
		if k != 2 {
			t.Fatalf("set-price-%d sends %d, of kind %d", id, a[0], k)
		}
		return tile, gold
	}
	if tile, gold := price(35); tile != 35 || gold != 3 {
		t.Errorf("tile 35 offered at %d (tile %d), want 3", gold, tile)
	}
	p.click(`[data-testid="price-more-35"]`)
	p.click(`[data-testid="price-more-35"]`)
	p.click(`[data-testid="price-more-35"]`)
	p.click(`[data-testid="price-less-35"]`)
	if tile, gold := price(35); tile != 35 || gold != 5 {
		t.Errorf("after +3 -1, tile 35 at %d (tile %d), want 5", gold, tile)
	}
	checkActions(t, p, f, "skyeprice1", 0)
	p.fitsPhone()
	p.shot("skye-price-set")
	want = p.actions(`[data-testid="set-price-35"]`)[0]
	p.click(`[data-testid="set-price-35"]`)
	p.wait(`[data-seq="22"] [data-testid="set-price-10"]`)
	if got := f.lastMove(t); got != want {
		t.Fatalf("sent %d, want 35 at 5 gold (%d)", got, want)
	}
	// 7 gold left behind the screen, all of which tile 10 may take: typed in.
	if s := p.text(`[data-testid="screen"] .skye-screen-head`); !strings.Contains(s, "7") {
		t.Errorf("screen head %q, want 7 gold left", s)
	}
	p.setValue(`[data-testid="price-10"]`, 7)
	if tile, gold := price(10); tile != 10 || gold != 7 {
		t.Errorf("typed 7: tile 10 at %d (tile %d)", gold, tile)
	}
	p.setValue(`[data-testid="price-10"]`, 8) // more than the screen holds: stays at 7
	if _, gold := price(10); gold != 7 {
		t.Errorf("typed 8 of 7 gold: tile 10 at %d", gold)
	}
	checkActions(t, p, f, "skyeprice1", 0)
	want = p.actions(`[data-testid="set-price-10"]`)[0]
	p.click(`[data-testid="set-price-10"]`)
	p.wait(`[data-seq="23"] [data-testid="screen"]`)
	if got := f.lastMove(t); got != want {
		t.Fatalf("sent %d, want 10 at 7 gold (%d)", got, want)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered once priced", n)
	}
	if s := p.text(`.step`); !strings.Contains(s, "Waiting for Ken") {
		t.Errorf("step %q", s)
	}
	if s := p.text(`[data-testid="screen"]`); !strings.Contains(s, "5 gold") || !strings.Contains(s, "7 gold") {
		t.Errorf("own screen %q does not show the prices set", s)
	}
	p.fitsPhone()
	p.shot("skye-priced")

	// Ken sees that Hana is done, but not her discard or prices.
	p.open("/m/skyeprice1#t=" + tokenKen)
	p.wait(`[data-seq="23"] [data-testid="discard-63"]`)
	if s := p.text(`[data-testid="status-0"]`); s != "done" {
		t.Errorf("Hana's status for Ken %q, want done", s)
	}
	hana := p.text(`[data-testid="player-0"]`)
	if n := p.count(`[data-testid="player-0"] .skye-price.hidden`); n != 3 || strings.Contains(hana, "gold") {
		t.Errorf("Ken sees %d hidden prices of Hana's and %q", n, hana)
	}
	checkActions(t, p, f, "skyeprice1", 2)
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector(".step").textContent.includes("廃棄マーカー")`)
	if s := p.text(`[data-testid="status-0"]`); s != "完了" {
		t.Errorf("Hana's status in Japanese %q", s)
	}
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("skye-price-ja")
}

func testSkyeBuy(t *testing.T, p *page, f *fake) {
	p.open("/m/skyebuy1#t=" + tokenHana)
	p.wait(`[data-seq="30"] [data-testid="market"]`)
	checkActions(t, p, f, "skyebuy1", 0)
	// Hana has 8 gold: Ken's 69 and the bot's 8 and 48 (1 gold each), not Ken's 63 (10 gold) nor her own.
	var buys []int
	for _, a := range p.actions(`[data-testid^="buy-"]`) {
		k, tile, _, _, _, _ := skyeAct(a)
		if k != 3 {
			t.Errorf("buy button sends %d, of kind %d", a, k)
		}
		buys = append(buys, tile)
	}
	slices.Sort(buys)
	if !slices.Equal(buys, []int{8, 48, 69}) {
		t.Errorf("buy buttons for tiles %v, want 8, 48 and 69", buys)
	}
	if s := p.text(`[data-testid="market"] [data-testid="offer-63"]`); !strings.Contains(s, "10 gold") || !strings.Contains(s, "more than your 8 gold") {
		t.Errorf("tile 63 says %q", s)
	}
	if s := p.text(`[data-testid="market"] [data-testid="offer-10"]`); !strings.Contains(s, "bought by Ken") {
		t.Errorf("tile 10 says %q", s)
	}
	pass := p.actions(`[data-testid="pass"]`)
	if k, _, _, _, _, _ := skyeAct(pass[0]); len(pass) != 1 || k != 4 {
		t.Errorf("pass button sends %v", pass)
	}
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("skye-buy")

	want := p.actions(`[data-testid="buy-8"]`)[0]
	p.click(`[data-testid="buy-8"]`)
	p.wait(`[data-seq="31"] [data-testid="market"]`)
	if got := f.lastMove(t); got != want {
		t.Fatalf("sent %d, want the purchase of tile 8 (%d)", got, want)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered on the bot's turn to buy", n)
	}
	if s := p.text(`.step`); !strings.Contains(s, "Greedy (blue) is buying") {
		t.Errorf("step %q", s)
	}
	if s := p.text(`[data-testid="market"] [data-testid="offer-8"]`); !strings.Contains(s, "bought by Hana") {
		t.Errorf("tile 8 says %q", s)
	}
	p.fitsPhone()
	p.shot("skye-bought")
}

func testSkyeBuild(t *testing.T, p *page, f *fake) {
	p.open("/m/skyebuild1#t=" + tokenHana)
	p.wait(`[data-seq="33"] [data-testid="lay-35"][aria-pressed="true"]`)
	if p.count(`[data-testid="lay-8"]`) != 1 {
		t.Error("tile 8 is not offered to lay")
	}
	if n := p.count(`[data-testid="territory-mine"] .skye-cell`); n != 6 {
		t.Errorf("%d tiles in Hana's territory, want the castle and 5", n)
	}
	checkActions(t, p, f, "skyebuild1", 0)
	// The spots are the legal placements of the tile chosen, at the turn shown.
	spots := func(tile, turn int) []int {
		t.Helper()
		got := p.actions(`[data-testid="territory-mine"] [data-testid^="spot-"]`)
		slices.Sort(got)
		var want []int
		for _, a := range f.legal("skyebuild1", 0) {
			if k, id, _, _, _, q := skyeAct(a); k == 5 && id == tile && q == turn {
				want = append(want, a)
			}
		}
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("spots %v for tile %d turned %d, want the legal placements %v", got, tile, turn, want)
		}
		if hint := p.text(`.skye-build .hint`); (len(want) == 0) != strings.Contains(hint, "fits nowhere") {
			t.Errorf("%d places and the hint %q", len(want), hint)
		}
		return got
	}
	unturned := spots(35, 0)
	if len(unturned) == 0 {
		t.Fatal("tile 35 fits nowhere unturned")
	}
	p.keysHinted(`.skye-build .hint`)
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("skye-build")
	p.click(`[data-testid="rotate-right"]`)
	quarter := spots(35, 1)
	p.do(chromedp.KeyEvent("r"), chromedp.KeyEvent("r"))
	spots(35, 3)
	p.do(chromedp.Evaluate[chromedp.Void](`document.dispatchEvent(new KeyboardEvent("keydown", {key: "R", shiftKey: true}))`))
	spots(35, 2)
	p.click(`[data-testid="rotate-left"]`)
	if got := spots(35, 1); !slices.Equal(got, quarter) || len(quarter) == 0 {
		t.Fatalf("turned back to a quarter: spots %v, want %v (not none)", got, quarter)
	}
	checkActions(t, p, f, "skyebuild1", 0)
	p.fitsPhone()
	p.shot("skye-build-turned")

	// Laid where the ghost was: the engine's tile there lies as the ghost showed it.
	spot := quarter[0]
	_, _, _, x, y, _ := skyeAct(spot)
	ghost := evalJS[string](p, fmt.Sprintf(`document.querySelector('[data-testid="spot-%d-%d"] .skye-ghost').dataset.sides`, x, y))
	p.tap(fmt.Sprintf(`[data-testid="spot-%d-%d"]`, x, y))
	p.wait(`[data-seq="34"] [data-testid="lay-8"][aria-pressed="true"]`)
	if got := f.lastMove(t); got != spot {
		t.Fatalf("sent %d, want the spot's %d", got, spot)
	}
	laid := evalJS[string](p, fmt.Sprintf(`[...document.querySelectorAll('[data-testid="territory-mine"] .skye-cell[data-tile="35"]')].filter(e => e.getAttribute("x") == %d && e.getAttribute("y") == %d).map(e => e.dataset.sides).join()`, x*100, y*100))
	if laid == "" || laid != ghost {
		t.Errorf("tile 35 at %d,%d lies as %q, the ghost showed %q", x, y, laid, ghost)
	}
	if p.count(`[data-testid="lay-35"]`) != 0 {
		t.Error("tile 35 is still offered")
	}
	// Tile 8 next, unturned: the last tile; then Hana waits for the others.
	next := spots(8, 0)
	checkActions(t, p, f, "skyebuild1", 0)
	_, _, _, x, y, _ = skyeAct(next[0])
	p.tap(fmt.Sprintf(`[data-testid="spot-%d-%d"]`, x, y))
	p.wait(`[data-seq="35"] [data-testid="territory-mine"]`)
	if n := p.count(`[data-testid="territory-mine"] .skye-cell`); n != 8 {
		t.Errorf("%d tiles in Hana's territory after laying two, want 8", n)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered once laid", n)
	}
	if s := p.text(`.step`); !strings.Contains(s, "Waiting for Greedy (blue) and Ken") {
		t.Errorf("step %q", s)
	}
	p.fitsPhone()
	p.shot("skye-built")
}

func testSkyeOver(t *testing.T, p *page, f *fake) {
	p.open("/m/skyeover1#t=" + tokenHana)
	p.wait(`[data-testid="final"]`)
	if p.count(`[data-action]`) != 0 {
		t.Error("actions offered after the end")
	}
	// Each row: A-D, scrolls, gold as VP, total; the parts add up to the total, which is the engine's score.
	scores := f.matches["skyeover1"].state.Outcome().Scores
	rows := evalJS[[][]string](p, `[...document.querySelectorAll('[data-testid="final"] tbody tr')].map(r =>
		[r.dataset.testid, ...[...r.querySelectorAll("[data-part]")].map(c => c.dataset.part + "=" + c.firstChild.textContent)])`)
	if len(rows) != 3 {
		t.Fatalf("final rows %v", rows)
	}
	last := 1 << 30
	for _, r := range rows {
		seat, _ := strconv.Atoi(strings.TrimPrefix(r[0], "final-"))
		parts := map[string]int{}
		for _, c := range r[1:] {
			k, v, _ := strings.Cut(c, "=")
			parts[k], _ = strconv.Atoi(v)
		}
		sum := parts["A"] + parts["B"] + parts["C"] + parts["D"] + parts["scrolls"] + parts["gold"]
		if len(parts) != 7 || sum != parts["total"] || float64(parts["total"]) != scores[seat] {
			t.Errorf("%s: %v add up to %d; total %d, the engine's %v", r[0], parts, sum, parts["total"], scores[seat])
		}
		if parts["total"] > last {
			t.Errorf("%s comes after a lower total", r[0])
		}
		last = parts["total"]
	}
	// Every total shown for a player at the end is the engine's score: the
	// seats' VP, and no table of VP so far from A-D alone beside them.
	for seat, score := range scores {
		if got := p.text(fmt.Sprintf(`[data-seat="%d"] .seat-stats b`, seat)); got != strconv.Itoa(int(score)) {
			t.Errorf("seat %d shows %s VP, the engine scores %v", seat, got, score)
		}
	}
	if n := p.count(`[data-testid^="vp-"]`); n != 0 {
		t.Errorf("%d rows of VP so far shown beside the final totals", n)
	}
	if rows[0][0] != "final-2" || p.count(`[data-testid="final-2"].won .badge.win`) != 1 {
		t.Errorf("first row %s, want Ken (seat 2) as the winner", rows[0][0])
	}
	if n := p.count(`.skye-player`); n != 2 {
		t.Errorf("%d other territories shown, want 2", n)
	}
	unclipped(t, p, `.skye-vp .who`)
	p.fitsPhone()
	p.shot("skye-over")
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="final"] h3').textContent === "最終得点"`)
	p.fitsPhone()
	p.shot("skye-over-ja")
}
