package web

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Merchants of Sky Islands in the browser: a turn of the sky1 fixture laid,
// built, traded and given back through the board, and a finished game's
// scoring island by island.

// skyKind decodes a Sky Merchants action: kind, x, y and the place action's
// tile id and turn (or the build action's island part).
func skyKind(a int) (kind, x, y, tile, low int) {
	return a >> 28, (a>>9)&127 - 64, (a>>2)&127 - 64, (a>>16)&63 + 1, a & 3
}

// spots lists the place actions the board highlights.
func (p *page) spots() []int {
	p.t.Helper()
	return p.actions(`[data-testid^="spot-"]`)
}

// lastMove is the action of the last move the browser sent.
func (f *fake) lastMove(t *testing.T) int {
	t.Helper()
	moves := f.messages("move")
	if len(moves) == 0 {
		t.Fatal("no move sent")
	}
	return int(moves[len(moves)-1]["action"].(float64))
}

func testSky(t *testing.T, p *page, f *fake) {
	p.open("/m/sky1#t=" + tokenHana)
	p.wait(`[data-seq="40"] [data-testid="board"] svg.sky-map`)
	for _, id := range []string{"hand-tile-28", "hand-tile-30", "rotate-left", "rotate-right"} {
		if p.count(fmt.Sprintf(`[data-testid=%q]`, id)) != 1 {
			t.Errorf("no %s", id)
		}
	}
	if n := p.count(`.sky-cell`); n != 16 {
		t.Errorf("%d tiles on the board, want 16", n)
	}
	if n := p.count(`.sky-start`); n != 1 {
		t.Errorf("%d start tile frames", n)
	}
	checkActions(t, p, f, "sky1", 0)
	// Tile 28 (two islands, north and south) is chosen first, unturned.
	turned := func(want int) []int {
		t.Helper()
		spots := p.spots()
		if len(spots) == 0 {
			t.Fatalf("no spots for tile 28 turned %d", want)
		}
		for _, a := range spots {
			if k, _, _, tile, turn := skyKind(a); k != 1 || tile != 28 || turn != want {
				t.Errorf("spot with action %d: want tile 28 turned %d", a, want)
			}
		}
		slices.Sort(spots)
		return spots
	}
	unturned := turned(0)
	p.keysHinted(`.sky-hand ~ .hint, .hint`)
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("sky-place")

	// Turned a quarter, its islands lie east and west; turned three
	// quarters, it is the same shape, which the rules offer as one.
	p.click(`[data-testid="rotate-right"]`)
	quarter := turned(1)
	p.do(chromedp.KeyEvent("r"), chromedp.KeyEvent("r"))
	if got := turned(1); !slices.Equal(got, quarter) {
		t.Errorf("turned three quarters: spots %v, want those of one quarter %v", got, quarter)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.dispatchEvent(new KeyboardEvent("keydown", {key: "R", shiftKey: true}))`))
	if got := turned(0); !slices.Equal(got, unturned) {
		t.Errorf("turned back to a half turn: spots %v, want the unturned ones %v", got, unturned)
	}
	p.click(`[data-testid="rotate-left"]`)
	turned(1)
	p.wait(`[data-testid="spot-2-0"]`)
	p.fitsPhone()
	p.shot("sky-place-turned")

	// Laid at 2,0 (its west island joins the start tile's east coast): Hana
	// gains a VP and two white cubes, and builds.
	want := p.actions(`[data-testid="spot-2-0"]`)[0]
	p.tap(`[data-testid="spot-2-0"]`)
	p.wait(`[data-seq="41"] [data-testid="build-house"]`)
	if got := f.lastMove(t); got != want {
		t.Fatalf("sent %d, want the spot's %d", got, want)
	}
	if p.count(`.sky-last`) != 1 {
		t.Error("the tile laid this turn is not lit")
	}
	if s := p.text(`.sky-kind[data-testid="build-house"]`); !strings.Contains(s, "you can pay for 4") {
		t.Errorf("house button %q does not say what Hana can pay", s)
	}
	checkActions(t, p, f, "sky1", 0)
	for _, a := range p.actions(`.sky-build[data-action]`) {
		if k, _, _, _, _ := skyKind(a); k != 3 {
			t.Errorf("house mark with action %d of kind %d", a, k)
		}
	}
	// The new tile has two free islands: tapping it asks which.
	p.tap(`.sky-build[data-cell="2,0"]:not([data-action])`)
	p.wait(`.sky-pick-part`)
	parts := p.actions(`.sky-pick-part`)
	if len(parts) != 2 {
		t.Fatalf("choices %v, want the tile's two islands", parts)
	}
	for i, a := range parts {
		if k, x, y, _, part := skyKind(a); k != 3 || x != 2 || y != 0 || part != i {
			t.Errorf("choice %d sends %d, want a house at 2,0 island %d", i, a, i+1)
		}
	}
	checkActions(t, p, f, "sky1", 0)
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("sky-build-pick")
	// The east island, which touches nothing yet: an island of its own.
	p.click(fmt.Sprintf(`.sky-pick-part[data-action="%d"]`, parts[0]))
	p.wait(`[data-seq="42"] [data-testid="build-tower"]:not([disabled])`)
	if got := f.lastMove(t); got != parts[0] {
		t.Errorf("sent %d, want %d", got, parts[0])
	}
	if p.count(`.sky-building .sky-house.seat-0`) != 2 {
		t.Error("Hana's new house is not on the board")
	}

	// A tower and a harbour on her new house: one mark each, on it.
	for _, b := range []struct {
		seq, kind int
		name      string
	}{{42, 4, "tower"}, {43, 5, "harbour"}} {
		seq, kind, name := b.seq, b.kind, b.name
		p.wait(fmt.Sprintf(`[data-seq="%d"] [data-testid="build-%s"]`, seq, name))
		p.click(fmt.Sprintf(`[data-testid="build-%s"]`, name))
		marks := p.actions(`.sky-build[data-action]`)
		if len(marks) != 1 {
			t.Fatalf("%s marks %v, want one, on the new house", name, marks)
		}
		if k, x, y, _, part := skyKind(marks[0]); k != kind || x != 2 || y != 0 || part != 0 {
			t.Errorf("%s mark sends %d", name, marks[0])
		}
		checkActions(t, p, f, "sky1", 0)
		p.fitsPhone()
		p.shot("sky-build-" + name)
		p.tap(`.sky-build[data-action]`)
		p.wait(fmt.Sprintf(`[data-seq="%d"]`, seq+1))
	}
	if p.count(`.sky-building .sky-tower`) != 3 || p.count(`.sky-building .sky-harbour`) != 3 {
		t.Error("the new tower and harbour are not on the board")
	}
	p.click(`[data-testid="done"]`)

	// Trading: 4 red, 3 white and 1 blue: 3 red or 3 white for one of another colour.
	p.wait(`[data-seq="45"] .sky-trade-button`)
	checkActions(t, p, f, "sky1", 0)
	if n := p.count(`.sky-trade-button[data-action]`); n != 4 {
		t.Errorf("%d trades offered, want 4", n)
	}
	p.fitsPhone()
	p.shot("sky-trade")
	p.click(fmt.Sprintf(`.sky-trade-button[data-action="%d"]`, 7<<28|0<<2|2))
	p.wait(`[data-seq="46"] [data-testid="done"]`)
	p.click(`[data-testid="done"]`)

	// Giving back: 1 red, 3 white, 2 blue, three to go.
	p.wait(`[data-seq="47"] .sky-trade-button`)
	checkActions(t, p, f, "sky1", 0)
	if s := p.text(`.step`); !strings.Contains(s, "give back 3 more") {
		t.Errorf("step %q", s)
	}
	p.fitsPhone()
	p.shot("sky-return")
	for seq := 48; seq <= 50; seq++ {
		p.click(fmt.Sprintf(`.sky-trade-button[data-action="%d"]`, 9<<28|1))
		p.wait(fmt.Sprintf(`[data-seq="%d"]`, seq))
	}
	if s := p.text(`[data-testid="turn"]`); !strings.Contains(s, "Greedy (blue)'s turn") {
		t.Errorf("turn banner %q after the turn", s)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered on another seat's turn", n)
	}
	if s := p.text(`.step`); !strings.Contains(s, "Greedy (blue) is laying a tile") {
		t.Errorf("step %q", s)
	}
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector(".step").textContent.includes("貪欲(青)がタイルを置いています")`)
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("sky-ja")
}

func testSkyOver(t *testing.T, p *page, f *fake) {
	p.open("/m/skyover1#t=" + tokenHana)
	p.wait(`[data-testid="outcome"]`)
	p.wait(`[data-testid="island-score-1"]`)
	if p.count(`[data-action]`) != 0 {
		t.Error("actions offered after the end")
	}
	// Each island of the list lights the tiles the server lists for it.
	data, err := json.Marshal(f.matches["skyover1"].state.View(0))
	if err != nil {
		t.Fatal(err)
	}
	var view struct{ Islands []struct{ Parts [][2]int } }
	if err := json.Unmarshal(data, &view); err != nil {
		t.Fatal(err)
	}
	var want []string
	for n, is := range view.Islands {
		var cells []string
		for _, c := range is.Parts {
			cells = append(cells, fmt.Sprintf("%d,%d", c[0], c[1]))
		}
		slices.Sort(cells)
		want = append(want, fmt.Sprintf("island-score-%d: %s", n+1, strings.Join(slices.Compact(cells), " ")))
	}
	lit := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid^="island-score-"]')].map(b => {
		b.dispatchEvent(new MouseEvent("mouseenter"));
		const cells = [...new Set([...document.querySelectorAll(".sky-grass.hl")].map(e => {
			const c = e.closest(".sky-cell");
			return c.getAttribute("x") / 100 + "," + c.getAttribute("y") / 100;
		}))].sort();
		b.dispatchEvent(new MouseEvent("mouseleave"));
		return b.dataset.testid + ": " + cells.join(" ");
	}).sort((a, b) => parseInt(a.slice(13)) - parseInt(b.slice(13)))`)
	if !slices.Equal(lit, want) {
		t.Errorf("islands lit:\n%s\nwant:\n%s", strings.Join(lit, "\n"), strings.Join(want, "\n"))
	}
	// The islands with houses are listed open, best first; pointing at
	// one lights its parts on the board, tapping keeps it lit.
	first := evalJS[string](p, `document.querySelector(".sky-islands .sky-island").dataset.testid`)
	p.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector('[data-testid=%q]').dispatchEvent(new MouseEvent("mouseenter"))`, first)))
	if p.count(`.sky-map.focus`) != 1 || p.count(`.sky-grass.hl`) == 0 {
		t.Errorf("pointing at %s lights nothing", first)
	}
	p.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector('[data-testid=%q]').dispatchEvent(new MouseEvent("mouseleave"))`, first)))
	if p.count(`.sky-map.focus`) != 0 {
		t.Error("the island stays lit after the pointer leaves")
	}
	p.click(fmt.Sprintf(`[data-testid=%q]`, first))
	p.until(fmt.Sprintf(`document.querySelector('[data-testid=%q]').getAttribute("aria-pressed") === "true"`, first))
	if p.count(`.sky-grass.hl`) == 0 {
		t.Errorf("tapping %s does not keep it lit", first)
	}
	p.fitsPhone()
	p.shot("sky-over")
}
