package web

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestCatanTradeBrowser plays trade between players in the browser against
// the fake server, at a desktop's and a phone's size: the offer composed
// with + and - is sent as exactly its steps; the players offered accept,
// decline or counter; the player to move trades with one who accepted or
// countered.
func TestCatanTradeBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	runCases(t, screens, []pageCase{{"compose", testTradeCompose}, {"watch", testTradeWatched}, {"respond", testTradeRespond}, {"confirm", testTradeConfirm}})
}

// TestCatanUnknownBrowser plays The Unknown Island's steps in the browser
// against the fake server, at a desktop's and a phone's size: only legal
// picks, hexes, paths and sides are lit, each sends its legal action.
func TestCatanUnknownBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	runCases(t, screens, []pageCase{
		{"select", testUnknownSelect}, {"island", testUnknownIsland}, {"setup", testUnknownSetup}, {"pay", testUnknownPay},
		{"main", testUnknownMain}, {"robber", testUnknownRobber}, {"orient", testUnknownOrient}, {"gold", testUnknownGold},
		{"buy", testUnknownBuy},
	})
}

// catanLooks checks that every action the page offers is legal, that the
// board's labels are in words, that it fits the board's box and a phone, and
// saves a screenshot.
func catanLooks(t *testing.T, p *page, f *fake, id string, seat int, shot string) {
	t.Helper()
	checkActions(t, p, f, id, seat)
	labelsInWords(t, p)
	catanFits(t, p)
	p.fitsPhone()
	p.shot(shot)
}

// movesSent lists the actions the page has sent, in order.
func movesSent(f *fake) []int {
	var out []int
	for _, m := range f.messages("move") {
		a, _ := m["action"].(float64)
		out = append(out, int(a))
	}
	return out
}

// catanCode packs a Catan action.
func catanCode(kind, x, y int) int { return kind<<24 | x<<12 | y }

// legalOf lists seat's legal actions of a kind in a fake match, sorted.
func legalOf(f *fake, id string, seat, kind int) []int {
	var out []int
	for _, a := range f.legal(id, seat) {
		if k, _, _ := catanAct(a); k == kind {
			out = append(out, a)
		}
	}
	slices.Sort(out)
	return out
}

// lit lists the actions of the elements sel finds, sorted.
func lit(p *page, sel string) []int {
	out := p.actions(sel)
	slices.Sort(out)
	return out
}

// expectLit checks that the elements sel finds send exactly the legal actions of a kind.
func expectLit(t *testing.T, p *page, f *fake, id string, seat, kind int, sel string) {
	t.Helper()
	want := legalOf(f, id, seat, kind)
	if got := lit(p, sel); !slices.Equal(got, want) || len(want) == 0 {
		t.Errorf("%s sends %d actions %v; the legal ones of kind %d are %d: %v", sel, len(got), got, kind, len(want), want)
	}
}

// expectLitWith checks that the elements sel finds send exactly the legal
// actions of a kind whose first number is x.
func expectLitWith(t *testing.T, p *page, legal []int, kind, x int, sel string) {
	t.Helper()
	var want []int
	for _, a := range legal {
		if k, ax, _ := catanAct(a); k == kind && ax == x {
			want = append(want, a)
		}
	}
	slices.Sort(want)
	if got := lit(p, sel); !slices.Equal(got, want) || len(want) == 0 {
		t.Errorf("%s sends %v; the legal actions of kind %d with %d are %v", sel, got, kind, x, want)
	}
}

// waitSeq waits for the page to show event seq.
func waitSeq(p *page, seq int) {
	p.t.Helper()
	p.until(fmt.Sprintf(`document.querySelector("[data-seq]")?.dataset.seq === "%d"`, seq))
}

// testTradeCompose: Hana composes 2 brick for 1 grain to Ken and yellow;
// the page sends propose, give, give, ask, and the offer to those two.
func testTradeCompose(t *testing.T, p *page, f *fake) {
	openCatan(p, "catanmain1", 211)
	p.click(`[data-testid="propose"]`)
	p.wait(`[data-testid="trade-compose"]`)
	if n := p.count(`[data-testid="trade-compose"] [data-action]`); n != 0 {
		t.Errorf("%d actions offered before anything is composed", n)
	}
	p.click(`[data-testid="give-more-brick"]`)
	p.click(`[data-testid="give-more-brick"]`)
	p.click(`[data-testid="get-more-grain"]`)
	// Wool: 2 in hand, so 2 at most; brick given cannot be asked for.
	p.click(`[data-testid="give-more-wool"]`)
	p.click(`[data-testid="give-more-wool"]`)
	if !evalJS[bool](p, `document.querySelector('[data-testid="give-more-wool"]').disabled && document.querySelector('[data-testid="get-more-brick"]').disabled && document.querySelector('[data-testid="give-more-grain"]').disabled`) {
		t.Error("the composer lets Hana give more wool than she holds, or ask for what she gives")
	}
	p.click(`[data-testid="give-less-wool"]`)
	p.click(`[data-testid="give-less-wool"]`)
	if n := evalJS[string](p, `document.querySelector('[data-testid="give-count-brick"]').dataset.count`); n != "2" {
		t.Errorf("brick given: %s", n)
	}
	p.click(`[data-testid="offer-to-3"]`) // not to green
	if s := p.text(`[data-testid="offer-send"]`); s != "Offer to Ken and Greedy (yellow)" {
		t.Errorf("the offer button reads %q", s)
	}
	catanLooks(t, p, f, "catanmain1", 0, "catan-trade-compose")
	p.click(`[data-testid="offer-send"]`)
	waitSeq(p, 216)
	want := []int{catanCode(15, 0, 0), catanCode(16, 0, 0), catanCode(16, 0, 0), catanCode(17, 3, 0), catanCode(18, 0b0110, 0)}
	if got := movesSent(f); !slices.Equal(got, want) {
		t.Errorf("sent %v, want %v", got, want)
	}
	p.wait(`[data-testid="answers"]`)
	if got := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="answers"] li')].map(e => e.dataset.seat + ":" + e.dataset.answer)`); !slices.Equal(got, []string{"1:", "2:"}) {
		t.Errorf("answers shown %v", got)
	}
	if s := p.text(`[data-testid="offer-line"]`); !strings.Contains(s, "Hana offers 2 brick for 1 grain") {
		t.Errorf("the offer reads %q", s)
	}
	// The log holds the offer as one entry with its cards, not a line a card.
	if got := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="log"] > li')].map(li => li.dataset.seq + " " + li.querySelector(".log-body").textContent)`); len(got) != 1 || !strings.HasPrefix(got[0], "216 Hana") || !strings.Contains(got[0], "offers 2 brick for 1 grain") {
		t.Errorf("the log reads %q", got)
	}
	p.fitsPhone()
	p.shot("catan-trade-sent")
}

// testTradeWatched: Ken watches Hana compose an offer. With a brick put in
// and nothing asked for yet, his page says she is composing it and what it
// holds so far, not that she "gives 1 brick for nothing"; once she sends
// it, it reads as the offer it is.
func testTradeWatched(t *testing.T, p *page, f *fake) {
	hana := func(seq, action int) {
		t.Helper()
		f.mu.Lock()
		err := f.matches["catanmain1"].move(0, map[string]any{"seq": float64(seq), "action": float64(action)})
		f.mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
	}
	hana(211, catanCode(15, 0, 0)) // propose
	hana(212, catanCode(16, 0, 0)) // give brick
	p.open("/m/catanmain1#t=" + tokenKen)
	p.wait(`[data-seq="213"] [data-testid="offer-line"]`)
	if s := p.text(`[data-testid="offer-line"]`); !strings.Contains(s, "Hana is composing an offer") || !strings.Contains(s, "gives 1 brick and asks for nothing yet") || strings.Contains(s, "brick for nothing") {
		t.Errorf("an offer being composed reads %q", s)
	}
	p.fitsPhone()
	p.shot("catan-trade-watch-composing")
	hana(213, catanCode(17, 3, 0))      // ask for grain
	hana(214, catanCode(18, 0b0010, 0)) // to Ken
	f.drop()                            // the fake tells only the page that moved: Ken's hears on reconnecting
	p.wait(`[data-seq="215"] [data-testid="trade-respond"]`)
	if s := p.text(`[data-testid="trade-respond"] [data-testid="offer-line"]`); !strings.Contains(s, "Hana offers 1 brick for 1 grain") {
		t.Errorf("the offer sent reads %q", s)
	}
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="offer-line"]')?.textContent.includes("Hana: レンガ1枚を出して穀物1枚を求める")`)
}

// testTradeRespond: Ken, offered a brick for a grain, counters with a grain
// for a brick and a wool; Hana sees only that he has answered.
func testTradeRespond(t *testing.T, p *page, f *fake) {
	p.open("/m/catantrade1#t=" + tokenKen)
	p.wait(`[data-seq="215"] [data-testid="trade-respond"]`)
	if s := p.text(`[data-testid="turn"]`); !strings.Contains(s, "Answer Hana's offer") || strings.Contains(s, "Your turn") {
		t.Errorf("in Hana's turn, answering her offer, Ken's page says %q", s)
	}
	checkActions(t, p, f, "catantrade1", 1)
	if got := lit(p, `[data-testid="trade-respond"] [data-action]`); len(got) != 2 || !slices.Contains(got, catanCode(20, 0, 0)) || !slices.Contains(got, catanCode(21, 0, 0)) {
		t.Errorf("respond buttons send %v, want accept and decline", got)
	}
	p.fitsPhone()
	p.shot("catan-trade-respond")
	p.click(`[data-testid="trade-counter"]`)
	p.wait(`[data-testid="trade-counter-compose"]`)
	// Ken may ask for no more than Hana's 15 cards, and give only what he holds (no wool).
	if !evalJS[bool](p, `document.querySelector('[data-testid="give-more-wool"]').disabled`) {
		t.Error("Ken may give wool he does not hold")
	}
	p.click(`[data-testid="give-more-grain"]`)
	p.click(`[data-testid="get-more-brick"]`)
	p.click(`[data-testid="get-more-wool"]`)
	catanLooks(t, p, f, "catantrade1", 1, "catan-trade-counter")
	p.click(`[data-testid="offer-send"]`)
	waitSeq(p, 220)
	p.until(`document.querySelector('[data-testid="trade-wait"]')?.textContent.includes("You answered: counters")`)
	want := []int{catanCode(22, 0, 0), catanCode(16, 3, 0), catanCode(17, 0, 0), catanCode(17, 2, 0), catanCode(18, 0, 0)}
	if got := movesSent(f); !slices.Equal(got, want) {
		t.Errorf("sent %v, want %v", got, want)
	}
	// Hana sees that Ken has answered, not what.
	q := openPage(t, p.parentCtx, p.screen, p.dir, f.srv.URL)
	openCatan(q, "catantrade1", 220)
	if got := evalJS[[]string](q, `[...document.querySelectorAll('[data-testid="answers"] li')].map(e => e.dataset.seat + ":" + e.dataset.answer)`); !slices.Equal(got, []string{"1:answered", "2:", "3:"}) {
		t.Errorf("Hana sees the answers %v", got)
	}
	if s := q.text(`[data-testid="answers"]`); strings.Contains(s, "grain for") {
		t.Errorf("Hana sees Ken's counter-offer before all have answered: %q", s)
	}
	q.shot("catan-trade-waiting")
}

// testTradeConfirm: all have answered; Hana trades with yellow, who accepted.
func testTradeConfirm(t *testing.T, p *page, f *fake) {
	openCatan(p, "catanconfirm1", 227)
	checkActions(t, p, f, "catanconfirm1", 0)
	want := append(legalOf(f, "catanconfirm1", 0, 23), legalOf(f, "catanconfirm1", 0, 19)...)
	slices.Sort(want)
	if got := lit(p, `[data-testid="trade-confirm"] [data-action]`); !slices.Equal(got, want) {
		t.Errorf("confirm buttons send %v, want %v", got, want)
	}
	if s := p.text(`[data-testid="answers"]`); !strings.Contains(s, "counters: gives 1 grain for 1 brick, 1 wool") || !strings.Contains(s, "accepts") || !strings.Contains(s, "declines") {
		t.Errorf("the answers read %q", s)
	}
	if s := p.text(`[data-testid="trade-with-1"]`); !strings.Contains(s, "1 brick, 1 wool → 1 grain") {
		t.Errorf("the counter-offer's button reads %q", s)
	}
	catanFits(t, p)
	p.fitsPhone()
	p.shot("catan-trade-confirm")
	p.click(`[data-testid="trade-with-2"]`)
	p.wait(`[data-seq="228"] [data-testid="hand-grain"][data-count="4"]`)
	if k, x, _ := moveSent(t, f); k != 23 || x != 2 {
		t.Errorf("sent %d %d, want to trade with yellow", k, x)
	}
}

// testUnknownSelect: the selection phase lights only legal picks: a
// terrain, then its number chips; harbours.
func testUnknownSelect(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownselect1", 8)
	expectCounts(t, p, map[string]int{`[data-testid^="hex-"]`: 53, `.cat-start`: 4, `[data-testid="supply"]`: 1, `[data-testid="held"] li`: 4})
	// A terrain is enabled exactly when some legal pick takes it.
	terrains := map[string]bool{}
	for _, a := range legalOf(f, "unknownselect1", 0, 30) {
		_, x, _ := catanAct(a)
		terrains[[]string{"sea", "desert", "hills", "forest", "pasture", "fields", "mountains", "gold"}[x]] = true
	}
	for _, tr := range []string{"hills", "forest", "pasture", "fields", "mountains", "gold"} {
		if enabled := evalJS[bool](p, fmt.Sprintf(`!document.querySelector('[data-testid="pick-terrain-%s"]').disabled`, tr)); enabled != terrains[tr] {
			t.Errorf("%s enabled %v, legal %v", tr, enabled, terrains[tr])
		}
	}
	expectLit(t, p, f, "unknownselect1", 0, 31, `[data-testid^="pick-harbour-"]`)
	p.click(`[data-testid="pick-terrain-fields"]`)
	p.wait(`[data-testid^="pick-number-"][data-action]`)
	var want []int
	for _, a := range legalOf(f, "unknownselect1", 0, 30) {
		if _, x, _ := catanAct(a); x == 5 {
			want = append(want, a)
		}
	}
	if got := lit(p, `[data-testid^="pick-number-"][data-action]`); !slices.Equal(got, want) {
		t.Errorf("numbers with fields send %v, want %v", got, want)
	}
	// Hana holds a 6: no other red chip is offered.
	if n := p.count(`[data-testid="pick-number-8"][data-action], [data-testid="pick-number-6"][data-action]`); n != 0 {
		t.Errorf("%d red chips offered to a player holding one", n)
	}
	catanLooks(t, p, f, "unknownselect1", 0, "unknown-select")
	a := evalJS[int](p, `Number(document.querySelector('[data-testid^="pick-number-"][data-action]').dataset.action)`)
	p.click(`[data-testid^="pick-number-"][data-action]`)
	waitSeq(p, 9)
	if got := movesSent(f); !slices.Equal(got, []int{a}) {
		t.Errorf("sent %v, want %d", got, a)
	}
	// In Japanese: Ken chooses next.
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="step"]').textContent.includes("選択フェイズ: Kenがタイルを選んでいます")`)
	if s := p.text(`[data-testid="held"]`); !strings.Contains(s, "取ったもの") {
		t.Errorf("the taken panel in Japanese: %q", s)
	}
	p.shot("unknown-select-ja")
}

// testUnknownIsland: Hana builds her island: each tile on a lit hex (only
// the legal ones), the harbour on a lit side, then the chips.
func testUnknownIsland(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownisland1", 20)
	p.fitsPhone()
	p.shot("unknown-island")
	seq := 20
	for i := 0; ; i++ {
		if i > 12 {
			t.Fatal("the island is not built after 12 steps")
		}
		legal := f.legal("unknownisland1", 0)
		if len(legal) == 0 {
			break
		}
		kind, _, _ := catanAct(legal[0])
		switch kind {
		case 32: // a tile: the hexes lit are the legal ones, for the tile chosen
			tile := evalJS[string](p, `document.querySelector('[data-testid^="tray-tile-"][aria-pressed="true"]').dataset.testid.slice(10)`)
			expectLitWith(t, p, legal, 32, slices.Index([]string{"sea", "desert", "hills", "forest", "pasture", "fields", "mountains", "gold"}, tile), `.cat-spot[data-testid^="spot-tile-"]`)
			if i == 1 {
				unclipped(t, p, `.cat-tile-name`)
				p.shot("unknown-island-tile")
			}
			p.tap(`.cat-spot[data-testid^="spot-tile-"]`)
		case 33: // the harbour: every legal side lit
			expectLit(t, p, f, "unknownisland1", 0, 33, `.cat-spot.side`)
			p.fitsPhone()
			p.shot("unknown-island-harbour")
			p.tap(`.cat-spot.side`)
		case 34: // a chip
			n := evalJS[int](p, `Number(document.querySelector('[data-testid^="tray-chip-"][aria-pressed="true"]').dataset.testid.slice(10))`)
			expectLitWith(t, p, legal, 34, n, `.cat-spot[data-testid^="spot-chip-"]`)
			p.tap(`.cat-spot[data-testid^="spot-chip-"]`)
		default:
			t.Fatalf("unexpected action kind %d in island building", kind)
		}
		checkActions(t, p, f, "unknownisland1", 0)
		seq++
		waitSeq(p, seq)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered after Hana's island", n)
	}
	if n := p.count(`.cat-island.cat-s0`); n != 5 {
		t.Errorf("Hana's island has %d hexes drawn, want 4 terrains and a harbour", n)
	}
	if s := p.text(`[data-testid="step"]`); !strings.Contains(s, "Ken is building") {
		t.Errorf("the step reads %q", s)
	}
	p.shot("unknown-island-built")
}

// testUnknownSetup: Hana's set-up road or ship: both lit, the road's target
// on the land side, the ship's on the sea; the ship goes, and the tiles it
// turns up turn over.
func testUnknownSetup(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownsetup1", 60)
	expectLit(t, p, f, "unknownsetup1", 0, 2, `.cat-spot[data-testid^="spot-road-"]`)
	expectLit(t, p, f, "unknownsetup1", 0, 24, `.cat-spot[data-testid^="spot-ship-"]`)
	if n := p.count(`.cat-spot[data-hit="sea"]`); n == 0 {
		t.Error("no path offers both a road and a ship")
	}
	catanLooks(t, p, f, "unknownsetup1", 0, "unknown-setup")
	hidden := evalJS[[]string](p, `[...document.querySelectorAll('.cat-hex[data-terrain="hidden"]')].map(e => e.dataset.testid)`)
	ends := evalJS[string](p, `document.querySelector('.cat-spot[data-testid^="spot-ship-"]').dataset.ends`)
	p.tap(`.cat-spot[data-testid^="spot-ship-"]`)
	p.wait(fmt.Sprintf(`[data-seq="61"] [data-testid="ship-%s"]`, ends))
	if k, _, _ := moveSent(t, f); k != 24 {
		t.Errorf("sent kind %d, want a ship", k)
	}
	turned := evalJS[[]string](p, fmt.Sprintf(`%s.filter(id => document.querySelector('[data-testid="' + id + '"]').dataset.terrain !== "hidden")`, jsList(hidden)))
	flipping := evalJS[[]string](p, `[...document.querySelectorAll('.cat-hex.cat-flip')].map(e => e.dataset.testid)`)
	slices.Sort(turned)
	slices.Sort(flipping)
	if !slices.Equal(turned, flipping) {
		t.Errorf("turned up %v, turning over %v", turned, flipping)
	}
	t.Logf("the ship turned up %v", turned)
}

// jsList writes strings as a JavaScript array.
func jsList(ss []string) string {
	var b strings.Builder
	b.WriteString("[")
	for i, s := range ss {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "%q", s)
	}
	b.WriteString("]")
	return b.String()
}

// testUnknownPay: Hana chooses the settlement whose hexes pay.
func testUnknownPay(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownpay1", 70)
	expectLit(t, p, f, "unknownpay1", 0, 35, `.cat-spot.pay`)
	catanLooks(t, p, f, "unknownpay1", 0, "unknown-pay")
	p.tap(`.cat-spot.pay`)
	waitSeq(p, 71)
	if k, _, _ := moveSent(t, f); k != 35 {
		t.Errorf("sent kind %d, want the settlement that pays", k)
	}
}

// testUnknownMain: ships on the water, the pirate, a blocked harbour; a
// ship built on a lit path; a ship moved in two taps.
func testUnknownMain(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownmain1", 900)
	expectCounts(t, p, map[string]int{`[data-testid^="ship-"]`: 4, `[data-testid^="pirate-"]`: 1, `[data-testid^="robber-"]`: 1,
		`.cat-harbour.blocked`: 1, `[data-testid="face-down"]`: 1})
	expectLit(t, p, f, "unknownmain1", 0, 24, `.cat-spot[data-testid^="spot-ship-"]`)
	catanLooks(t, p, f, "unknownmain1", 0, "unknown-main")
	// Move a ship: tap it, then where it goes.
	from := evalJS[string](p, `document.querySelector('.cat-spot.movable').dataset.testid.slice(11)`)
	p.tap(`.cat-spot.movable`)
	p.wait(`.cat-spot[data-testid^="spot-moveto-"]`)
	if n := p.count(`.cat-spot[data-testid^="spot-ship-"]`); n != 0 {
		t.Errorf("%d paths lit to build a ship while one is moved", n)
	}
	got := lit(p, `.cat-spot[data-testid^="spot-moveto-"]`)
	if len(got) == 0 {
		t.Fatal("no path lit for the ship to go to")
	}
	var want []int
	for _, a := range legalOf(f, "unknownmain1", 0, 25) {
		if (a>>12)&0xfff == (got[0]>>12)&0xfff {
			want = append(want, a)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("moving the ship on %s: lit %v, legal %v", from, got, want)
	}
	catanLooks(t, p, f, "unknownmain1", 0, "unknown-move-ship")
	// Tapping the ship again keeps it; tapping it and a path moves it.
	p.tap(`[data-testid="spot-move-cancel"]`)
	p.wait(`.cat-spot.movable`)
	p.tap(`.cat-spot.movable`)
	to := evalJS[string](p, `document.querySelector('.cat-spot[data-testid^="spot-moveto-"]').dataset.ends`)
	p.tap(`.cat-spot[data-testid^="spot-moveto-"]`)
	p.wait(fmt.Sprintf(`[data-seq="901"] [data-testid="ship-%s"]`, to))
	if k, _, _ := moveSent(t, f); k != 25 {
		t.Errorf("sent kind %d, want a ship's move", k)
	}
	if p.count(fmt.Sprintf(`[data-testid="ship-%s"]`, from)) != 0 {
		t.Errorf("the ship stays on %s", from)
	}
}

// testUnknownRobber: after a 7 the robber goes to lit land, the pirate to lit sea.
func testUnknownRobber(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownrobber1", 300)
	expectLit(t, p, f, "unknownrobber1", 0, 11, `.cat-spot[data-testid^="spot-robber-"]`)
	expectLit(t, p, f, "unknownrobber1", 0, 26, `.cat-spot[data-testid^="spot-pirate-"]`)
	if s := p.text(`[data-testid="step"]`); !strings.Contains(s, "or the pirate") {
		t.Errorf("the step reads %q", s)
	}
	catanLooks(t, p, f, "unknownrobber1", 0, "unknown-robber")
	hex := evalJS[string](p, `document.querySelector('.cat-spot[data-testid^="spot-pirate-"]').dataset.testid.slice(12)`)
	p.tap(`.cat-spot[data-testid^="spot-pirate-"]`)
	p.wait(fmt.Sprintf(`[data-seq="301"] [data-testid="pirate-%s"]`, hex))
	if k, _, _ := moveSent(t, f); k != 26 {
		t.Errorf("sent kind %d, want the pirate", k)
	}
}

// testUnknownOrient: a harbour found is turned to a lit side.
func testUnknownOrient(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownorient1", 400)
	expectLit(t, p, f, "unknownorient1", 0, 28, `.cat-spot.side`)
	if n := p.count(`.cat-harbour.waiting`); n != 1 {
		t.Errorf("%d harbours waiting to be turned", n)
	}
	catanLooks(t, p, f, "unknownorient1", 0, "unknown-orient")
	side := evalJS[string](p, `(e => e.dataset.hex + "/" + e.dataset.side)(document.querySelector('.cat-spot.side'))`)
	p.tap(`.cat-spot.side`)
	waitSeq(p, 401)
	if k, _, _ := moveSent(t, f); k != 28 {
		t.Errorf("sent kind %d, want to turn the harbour", k)
	}
	hexSide := strings.Split(side, "/")
	if got := evalJS[string](p, fmt.Sprintf(`document.querySelector('.cat-harbour[data-hex="%s"]')?.dataset.side ?? ""`, hexSide[0])); got != hexSide[1] {
		t.Errorf("the harbour on %s faces side %q, want %s", hexSide[0], got, hexSide[1])
	}
}

// testUnknownGold: a gold field pays a resource of Hana's choice.
func testUnknownGold(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknowngold1", 500)
	expectLit(t, p, f, "unknowngold1", 0, 27, `[data-testid="gold"] [data-action]`)
	catanLooks(t, p, f, "unknowngold1", 0, "unknown-gold")
	p.click(`[data-testid="gold-ore"]`)
	waitSeq(p, 501)
	if k, x, _ := moveSent(t, f); k != 27 || x != 4 {
		t.Errorf("sent %d %d, want gold: ore", k, x)
	}
}

// testUnknownBuy: the variant: Hana buys a 3:1 harbour, paying a pair of
// her choice, and puts it on a lit side.
func testUnknownBuy(t *testing.T, p *page, f *fake) {
	openCatan(p, "unknownbuy1", 600)
	p.wait(`[data-testid="buy"]`)
	checkActions(t, p, f, "unknownbuy1", 0)
	p.click(`[data-testid="buy"] [data-testid^="buy-source-"]`)
	var source, pair int = -1, -1
	if p.count(`[data-testid^="buy-pair-"]`) > 0 {
		p.click(`[data-testid^="buy-pair-"]`)
	}
	p.wait(`.cat-spot.side`)
	got := lit(p, `.cat-spot.side`)
	for _, a := range got {
		x := (a >> 12) & 0xfff
		if source < 0 {
			source, pair = x&127, x>>7
		}
		if x&127 != source || x>>7 != pair || !slices.Contains(f.legal("unknownbuy1", 0), a) {
			t.Errorf("side sends %d: not legal, or not the harbour and pair chosen", a)
		}
	}
	var want []int
	for _, a := range legalOf(f, "unknownbuy1", 0, 29) {
		if x := (a >> 12) & 0xfff; x&127 == source && x>>7 == pair {
			want = append(want, a)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("sides lit %v, legal for the harbour and pair chosen %v", got, want)
	}
	catanLooks(t, p, f, "unknownbuy1", 0, "unknown-buy")
	p.tap(`.cat-spot.side`)
	waitSeq(p, 601)
	if k, _, _ := moveSent(t, f); k != 29 {
		t.Errorf("sent kind %d, want a harbour bought", k)
	}
}
