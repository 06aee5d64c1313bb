package web

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"shima/engine"
)

// TestCatanBrowser plays Catan's steps in the browser against the fake
// server, at a desktop's and a phone's size: the board as the view gives it,
// every choice lit where the rules allow it and sent as its legal action.
func TestCatanBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	runCases(t, screens, []pageCase{
		{"setup", testCatanSetup}, {"main", testCatanMain}, {"plenty", testCatanPlenty}, {"discard", testCatanDiscard},
		{"robber", testCatanRobber}, {"six", testCatanSix}, {"over", testCatanOver},
	})
}

// openCatan opens a fake Catan match as Hana and waits for its board at seq.
func openCatan(p *page, id string, seq int) {
	p.t.Helper()
	p.open("/m/" + id + "#t=" + tokenHana)
	p.wait(fmt.Sprintf(`[data-seq="%d"] [data-testid="catan-map"]`, seq))
}

// checkRoadSpots checks that each path lit for a road joins the two
// intersections its legal text names ("road 21-26"): the board's numbering
// in the browser is the engine's.
func checkRoadSpots(t *testing.T, p *page, f *fake, id string) {
	t.Helper()
	spots := evalJS[[][]string](p, `[...document.querySelectorAll('.cat-spot.edge')].map(e => [e.dataset.ends, e.dataset.action])`)
	if len(spots) == 0 {
		t.Fatal("no path lit for a road")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, s := range spots {
		a, _ := strconv.Atoi(s[1])
		if text := f.matches[id].state.Describe(engine.Action(a), engine.EN); !strings.HasSuffix(text, " "+s[0]) {
			t.Errorf("the path lit between %s sends %q", s[0], text)
		}
	}
}

// expectCounts checks how many elements each selector finds.
func expectCounts(t *testing.T, p *page, want map[string]int) {
	t.Helper()
	for sel, n := range want {
		if got := p.count(sel); got != n {
			t.Errorf("%d %s, want %d", got, sel, n)
		}
	}
}

// catanFits checks that the panels and controls fit in the board's box:
// nothing spills out to the side (as a wide costs card once did).
func catanFits(t *testing.T, p *page) {
	t.Helper()
	bad := evalJS[[]string](p, `(() => {
		const box = document.querySelector('[data-testid="board"]').getBoundingClientRect();
		return [...document.querySelectorAll(".cat-panel, .cat-controls, .cat-choice")]
			.filter(e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > box.right + 0.5)
			.map(e => (e.dataset.testid || e.className) + " " + Math.round(e.getBoundingClientRect().right) + ">" + Math.round(box.right));
	})()`)
	if len(bad) > 0 {
		t.Errorf("spilling out of the board: %v", bad)
	}
}

// moveSent returns the last move the page sent, split.
func moveSent(t *testing.T, f *fake) (kind, x, y int) {
	t.Helper()
	moves := f.messages("move")
	if len(moves) == 0 {
		t.Fatal("no move sent")
	}
	a, _ := moves[len(moves)-1]["action"].(float64)
	return catanAct(int(a))
}

// testCatanSetup: a new game's board, every free intersection lit; a
// settlement, then a road beside it.
func testCatanSetup(t *testing.T, p *page, f *fake) {
	openCatan(p, "catansetup1", 0)
	expectCounts(t, p, map[string]int{`[data-testid^="hex-"]`: 19, `[data-testid^="harbour-"]`: 9, `.cat-chip`: 18, `.cat-chip.hot`: 4, `[data-testid^="robber-"]`: 1, `.cat-spot.vertex`: 54})
	// Each chip has as many pips as there are ways to roll it; 6 and 8 are red.
	if bad := evalJS[[]string](p, `[...document.querySelectorAll(".cat-chip")].map(c => [Number(c.querySelector(".chip-num").textContent), c.querySelectorAll(".chip-pip").length, c.classList.contains("hot")])
		.filter(([n, pips, hot]) => pips !== 6 - Math.abs(7 - n) || hot !== (n === 6 || n === 8)).map(String)`); len(bad) > 0 {
		t.Errorf("chips with the wrong pips or colour: %v", bad)
	}
	if s := p.text(`[data-testid="step"]`); !strings.Contains(s, "place a settlement") {
		t.Errorf("the step reads %q", s)
	}
	checkActions(t, p, f, "catansetup1", 0)
	labelsInWords(t, p)
	// The board fits the screen, a phone's too: it never slides, and its
	// targets are a finger wide (fitsPhone).
	if n := p.count(`[data-testid="pan-hint"]`); n != 0 || evalJS[bool](p, `(() => { const s = document.querySelector(".cat-scroll"); return s.scrollWidth > s.clientWidth + 1 })()`) {
		t.Errorf("the board slides sideways (%d hints say so)", n)
	}
	p.fitsPhone()
	p.shot("catan-setup")

	p.tap(`[data-testid="spot-settle-20"]`)
	p.wait(`[data-seq="1"] [data-testid="settlement-20"]`)
	if k, x, _ := moveSent(t, f); k != 1 || x != 19 {
		t.Errorf("sent kind %d at %d, want a settlement at 19 (intersection 20)", k, x)
	}
	// What the last event placed glows; nothing else does.
	if got := evalJS[[]string](p, `[...document.querySelectorAll(".cat-new")].map(e => e.dataset.testid)`); !slices.Equal(got, []string{"settlement-20"}) {
		t.Errorf("glowing: %v, want the new settlement only", got)
	}
	if n := p.count(`.cat-spot.edge`); n < 2 || n > 3 {
		t.Errorf("%d paths lit beside the settlement", n)
	}
	checkRoadSpots(t, p, f, "catansetup1")
	checkActions(t, p, f, "catansetup1", 0)
	p.shot("catan-setup-road")
	ends := evalJS[string](p, `document.querySelector(".cat-spot.edge").dataset.ends`)
	p.tap(`.cat-spot.edge`)
	p.wait(fmt.Sprintf(`[data-seq="2"] [data-testid="road-%s"]`, ends))
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered on Ken's turn", n)
	}
	if s := p.text(`[data-testid="step"]`); !strings.Contains(s, "Ken") {
		t.Errorf("after Hana's set-up the step reads %q", s)
	}
}

// testCatanMain: Hana's turn after the roll: her hand and cards, the bank,
// the costs, the players' figures; a trade with the bank at her harbour's
// rate, a city, and the turn's end; then the page in Japanese.
func testCatanMain(t *testing.T, p *page, f *fake) {
	openCatan(p, "catanmain1", 211)
	checkActions(t, p, f, "catanmain1", 0)
	checkRoadSpots(t, p, f, "catanmain1")
	labelsInWords(t, p)
	if got := evalJS[string](p, `document.querySelector('[data-testid="spot-city-26"]').getAttribute("aria-label")`); !regexp.MustCompile(`^City by [a-z]+ \d+, [a-z]+ \d+ and [a-z]+ \d+$`).MatchString(got) {
		t.Errorf("the city on 26 is labelled %q", got)
	}
	expectCounts(t, p, map[string]int{`[data-testid^="settlement-"]`: 6, `[data-testid^="city-"]`: 2, `[data-testid^="road-"]`: 15,
		`.cat-spot.vertex.upgrade`: 2, `.cat-spot.hex`: 0, `[data-testid="fresh-road_building"]`: 1, `[data-testid="play-road_building"]`: 0,
		`[data-testid="play-knight"][data-action]`: 1, `[data-testid="dice"] .die-face`: 2, `.cat-costs tr.can`: 4})
	if got := evalJS[[]string](p, `["brick","lumber","wool","grain","ore"].map(r => document.querySelector('[data-testid="hand-' + r + '"]').dataset.count)`); !slices.Equal(got, []string{"4", "3", "2", "3", "3"}) {
		t.Errorf("the hand shows %v", got)
	}
	// The seats: VP and cards for everyone, the holders of the special cards.
	seats := evalJS[[]string](p, `[...document.querySelectorAll(".seat .seat-stats")].map(e => e.textContent)`)
	if len(seats) != 4 || !strings.Contains(seats[1], "Largest Army") || !strings.Contains(seats[3], "Longest Road") || !strings.Contains(seats[0], "VP 3") {
		t.Errorf("seat figures %q", seats)
	}
	catanFits(t, p)
	p.fitsPhone()
	p.shot("catan-main")

	// Numbers: the ones the log uses, on every hex and intersection.
	p.click(`[data-testid="numbers"]`)
	if n := p.count(`.cat-numbers .vertex-no`); n != 54 {
		t.Errorf("%d intersection numbers", n)
	}
	p.shot("catan-numbers")
	p.click(`[data-testid="numbers"]`)

	// Trade: ore at 2:1 (the harbour at settlement 53), brick at 4:1; the rest cannot be given.
	p.click(`[data-testid="bank-trade"]`)
	p.click(`[data-testid="give-brick"]`)
	p.wait(`[data-testid="get-grain"][data-action]`)
	if s := p.text(`[data-testid="trade"] .hint`); !strings.Contains(s, "Give 4 brick") {
		t.Errorf("the trade says %q", s)
	}
	if got := evalJS[[]bool](p, `["brick","lumber","wool","grain","ore"].map(r => document.querySelector('[data-testid="give-' + r + '"]').disabled)`); !slices.Equal(got, []bool{false, true, true, true, false}) {
		t.Errorf("give buttons disabled: %v", got)
	}
	checkActions(t, p, f, "catanmain1", 0)
	catanFits(t, p)
	p.fitsPhone()
	p.shot("catan-trade")
	p.click(`[data-testid="get-grain"]`)
	p.wait(`[data-seq="212"] [data-testid="hand-grain"][data-count="4"]`)
	if k, x, y := moveSent(t, f); k != 14 || x != 0 || y != 3 {
		t.Errorf("sent %d %d %d, want brick for grain", k, x, y)
	}

	// A city on 26.
	p.tap(`[data-testid="spot-city-26"]`)
	p.wait(`[data-seq="213"] [data-testid="city-26"]`)
	if p.count(`[data-testid="settlement-26"]`) != 0 {
		t.Error("the settlement stays under the city")
	}

	// End the turn; Ken plays next.
	p.click(`[data-testid="end-turn"]`)
	p.until(`document.querySelector("[data-seq]").dataset.seq === "214"`)
	if s := p.text(`[data-testid="step"]`); !strings.Contains(s, "Ken is about to roll") {
		t.Errorf("the step reads %q", s)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered on Ken's turn", n)
	}
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="step"]').textContent.includes("ダイスを振ります")`)
	if s := p.text(`[data-testid="costs"]`); !strings.Contains(s, "開拓地") || !strings.Contains(s, "発展カード") {
		t.Errorf("the costs in Japanese: %q", s)
	}
	labelsInWords(t, p)
	catanFits(t, p)
	p.fitsPhone()
	p.shot("catan-ja")
}

// testCatanPlenty: year of plenty picks two resources, then monopoly one;
// the knight is played at once.
func testCatanPlenty(t *testing.T, p *page, f *fake) {
	openCatan(p, "catanmain1", 211)
	p.click(`[data-testid="play-year_of_plenty"]`)
	p.wait(`[data-testid="choose-plenty"]`)
	if n := p.count(`[data-testid="choose-plenty"] [data-action]`); n != 0 {
		t.Errorf("%d resources send year of plenty before two are picked", n)
	}
	p.click(`[data-testid="pick-ore"]`)
	p.wait(`[data-testid="choose-plenty"] [data-testid="pick-wool"][data-action]`)
	checkActions(t, p, f, "catanmain1", 0)
	p.fitsPhone()
	p.shot("catan-plenty")
	p.click(`[data-testid="pick-wool"]`)
	p.wait(`[data-seq="212"] [data-testid="hand-wool"][data-count="3"]`)
	if k, x, y := moveSent(t, f); k != 9 || x != 2 || y != 4 {
		t.Errorf("sent %d %d %d, want year of plenty for wool and ore", k, x, y)
	}
	// One card a turn: no other may be played now.
	if n := p.count(`[data-testid^="play-"]`); n != 0 {
		t.Errorf("%d cards offered to play after one was played", n)
	}
	p.click(`[data-testid="undo"]`)
	p.wait(`[data-seq="213"] [data-testid="play-monopoly"]`)
	p.click(`[data-testid="play-monopoly"]`)
	p.wait(`[data-testid="choose-monopoly"] [data-testid="pick-brick"][data-action]`)
	checkActions(t, p, f, "catanmain1", 0)
	p.click(`[data-testid="choose-monopoly"] .cancel`)
	p.until(`!document.querySelector('[data-testid="choose-monopoly"]')`)
	p.click(`[data-testid="play-knight"]`)
	p.wait(`[data-seq="214"] .cat-spot.hex`)
	if k, _, _ := moveSent(t, f); k != 7 {
		t.Errorf("sent kind %d, want a knight", k)
	}
	if n := p.count(`.cat-spot.hex`); n != 18 {
		t.Errorf("%d hexes lit for the robber, want the 18 it does not stand on", n)
	}
}

// testCatanDiscard: after a 7, Hana and Ken discard at once; Hana taps
// cards until she has discarded her half, and then waits for Ken.
func testCatanDiscard(t *testing.T, p *page, f *fake) {
	openCatan(p, "catandiscard1", 138)
	if s := p.text(`[data-testid="step"]`); !strings.Contains(s, "discard 4 more") {
		t.Errorf("the step reads %q", s)
	}
	// Another's 7: the banner says what she must do, not that it is her turn.
	if s := p.text(`[data-testid="turn"]`); !strings.Contains(s, "Discard 4 cards") {
		t.Errorf("the banner reads %q", s)
	}
	checkActions(t, p, f, "catandiscard1", 0)
	catanFits(t, p)
	p.fitsPhone()
	p.shot("catan-discard")
	for left := 3; left >= 0; left-- {
		p.click(`[data-testid="discard"] button[data-action]:not(:disabled)`)
		if left > 0 {
			p.until(fmt.Sprintf(`document.querySelector('[data-testid="discard"]')?.textContent.includes("Discard %d more")`, left))
		}
	}
	p.until(`document.querySelector('[data-testid="step"]').textContent.includes("waiting for Ken (5)")`)
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered while Ken discards", n)
	}
	if s := p.text(`.seat[data-seat="1"] .seat-stats`); !strings.Contains(s, "To discard 5") {
		t.Errorf("Ken's figures %q", s)
	}
	p.shot("catan-discard-wait")
}

// testCatanRobber: the robber goes to a lit hex; then Hana robs one of
// the two players beside it.
func testCatanRobber(t *testing.T, p *page, f *fake) {
	openCatan(p, "catanrobber1", 62)
	checkActions(t, p, f, "catanrobber1", 0)
	if n := p.count(`.cat-spot.hex`); n != 18 {
		t.Errorf("%d hexes lit, want 18", n)
	}
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("catan-robber")
	hex := evalJS[string](p, `document.querySelector(".cat-spot.hex").dataset.testid.replace("spot-robber-", "")`)
	p.tap(`.cat-spot.hex`)
	p.until(`document.querySelector("[data-seq]").dataset.seq === "63"`)
	if k, x, _ := moveSent(t, f); k != 11 || fmt.Sprint(x+1) != hex {
		t.Errorf("sent kind %d to %d, want the robber to %s", k, x+1, hex)
	}

	// Robbing: a button per player beside the robber, with their cards.
	steal := newFake(t)
	q := openPage(t, p.parentCtx, p.screen, p.dir, steal.srv.URL)
	openCatan(q, "catansteal1", 596)
	if got := q.actions(`[data-testid="steal"] [data-action]`); len(got) != 2 {
		t.Fatalf("rob buttons %v, want blue and yellow", got)
	}
	if s := q.text(`[data-testid="steal"]`); !regexp.MustCompile(`Rob Ken.*cards.*Rob Greedy \(yellow\).*cards`).MatchString(s) {
		t.Errorf("the rob buttons read %q", s)
	}
	checkActions(t, q, steal, "catansteal1", 0)
	q.fitsPhone()
	q.shot("catan-steal")
	q.click(`[data-testid="steal-2"]`)
	q.until(`document.querySelector("[data-seq]").dataset.seq === "597"`)
	if k, x, _ := moveSent(t, steal); k != 12 || x != 2 {
		t.Errorf("sent %d %d, want to rob yellow", k, x)
	}
}

// testCatanSix: the five-six player board, with a sixth colour, and the
// special building phase.
func testCatanSix(t *testing.T, p *page, f *fake) {
	openCatan(p, "catansix1", 155)
	expectCounts(t, p, map[string]int{`[data-testid^="hex-"]`: 30, `[data-testid^="harbour-"]`: 11, `.cat-s5[data-testid^="settlement-"]`: 2})
	if s := p.text(`[data-testid="step"]`); !strings.Contains(s, "Special building phase") {
		t.Errorf("the step reads %q", s)
	}
	if s := p.text(`[data-testid="end-turn"]`); s != "Pass" {
		t.Errorf("the end button reads %q", s)
	}
	if p.count(`[data-testid="trade"]`) != 0 {
		t.Error("trade with the bank offered in the special building phase")
	}
	checkActions(t, p, f, "catansix1", 0)
	checkRoadSpots(t, p, f, "catansix1")
	labelsInWords(t, p)
	catanFits(t, p)
	p.fitsPhone()
	p.shot("catan-six")
}

// testCatanOver: a finished game: the outcome, nothing to choose.
func testCatanOver(t *testing.T, p *page, f *fake) {
	p.open("/m/catanover1")
	p.wait(`[data-testid="outcome"]`)
	p.wait(`[data-testid="catan-map"]`)
	if p.count(`[data-action]`) != 0 {
		t.Error("actions offered after the end")
	}
	if s := p.text(`[data-testid="step"]`); s != "The game is over." {
		t.Errorf("the step reads %q", s)
	}
	p.fitsPhone()
	p.shot("catan-over")
}
