package web

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"shima/bot/levels"
	"shima/engine"
	"shima/internal/chromium"
	"shima/internal/long"
)

// The browser tests load the real bundle from the fake server (fake_test.go)
// in headless Chromium at a desktop's and a phone's size, use the pages as a
// player would, check the hooks that later end-to-end tests rely on, and save
// screenshots in $SHIMA_ARTIFACTS (as CI sets it). Without it they take
// none: a screenshot costs a third of their time, for nobody to look at.

type screen struct {
	name          string
	width, height int64
	phone         bool
}

var screens = []screen{{"desktop", 1280, 800, false}, {"phone", 360, 740, true}}

// browser starts headless Chromium for the test and returns its context.
func browser(t *testing.T) context.Context {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium.Path(t)),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("lang", "en-US"),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	return ctx
}

// artifacts is the folder for screenshots, or "" for none.
func artifacts(t *testing.T) string {
	dir := os.Getenv("SHIMA_ARTIFACTS")
	if dir == "" {
		return ""
	}
	dir = filepath.Join(dir, "web")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// page is one browser tab with its own storage, at one screen size.
type page struct {
	t         *testing.T
	ctx       context.Context
	parentCtx context.Context // the browser, for another page
	screen    screen
	dir       string // for screenshots; "" for none
	base      string
}

func openPage(t *testing.T, parent context.Context, sc screen, dir, base string) *page {
	return openPageFor(t, parent, sc, dir, base, 60*time.Second)
}

// openPageFor is openPage for a page used up to limit in all.
func openPageFor(t *testing.T, parent context.Context, sc screen, dir, base string, limit time.Duration) *page {
	ctx, cancel := chromedp.NewContext(parent, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	scale := chromedp.EmulateScale(1)
	if sc.phone {
		scale = chromedp.EmulateScale(2)
	}
	viewport := chromedp.EmulateViewport(sc.width, sc.height, scale)
	if sc.phone {
		viewport = chromedp.EmulateViewport(sc.width, sc.height, scale, chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateTouch)
	}
	// The pages scroll at once rather than smoothly, as for a reader who
	// asks for less motion: a click never aims at a button still moving.
	reduced := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
		return err
	})
	if err := chromedp.Do(ctx, viewport, reduced); err != nil {
		t.Fatal(err)
	}
	// Any uncaught exception in the page fails the test.
	exceptions := chromedp.Events(ctx, runtime.ExceptionThrown)
	go func() {
		for ev, err := range exceptions {
			if err != nil {
				return
			}
			t.Errorf("page exception: %s %s", ev.ExceptionDetails.Text, ev.ExceptionDetails.Exception.Description)
		}
	}()
	tctx, tcancel := context.WithTimeout(ctx, limit)
	t.Cleanup(tcancel)
	return &page{t: t, ctx: tctx, parentCtx: parent, screen: sc, dir: dir, base: base}
}

// step is how long one action may take.
const step = 10 * time.Second

func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, step)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

func (p *page) open(path string) {
	p.t.Helper()
	p.do(chromedp.Navigate(p.base + path))
}

func (p *page) wait(sel string) {
	p.t.Helper()
	p.do(chromedp.WaitVisible(chromedp.CSS(sel)))
}

// until waits for a JavaScript condition.
func (p *page) until(cond string) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(step))); err != nil {
		p.t.Fatalf("waiting for %s: %v", cond, err)
	}
}

func evalJS[T any](p *page, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	return v
}

func (p *page) click(sel string) {
	p.t.Helper()
	p.do(chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible))
}

// tap clicks an SVG island (which has no box of its own for the protocol's click).
func (p *page) tap(sel string) {
	p.t.Helper()
	ok := evalJS[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false; e.dispatchEvent(new MouseEvent("click", {bubbles: true})); return true })()`, sel))
	if !ok {
		p.t.Fatalf("no %s to tap", sel)
	}
}

func (p *page) text(sel string) string {
	p.t.Helper()
	return evalJS[string](p, fmt.Sprintf(`document.querySelector(%q)?.textContent ?? ""`, sel))
}

func (p *page) count(sel string) int {
	p.t.Helper()
	return evalJS[int](p, fmt.Sprintf(`document.querySelectorAll(%q).length`, sel))
}

func (p *page) actions(sel string) []int {
	p.t.Helper()
	return evalJS[[]int](p, fmt.Sprintf(`[...document.querySelectorAll(%q)].map(e => Number(e.dataset.action))`, sel))
}

func (p *page) shot(name string) {
	p.t.Helper()
	if p.dir == "" {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	p.save(name, png)
	if p.screen.phone { // and what the phone shows before any scrolling
		png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
		if err != nil {
			p.t.Fatal(err)
		}
		p.save(name+"-top", png)
	}
}

func (p *page) save(name string, png []byte) {
	p.t.Helper()
	file := filepath.Join(p.dir, p.screen.name+"-"+name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", file)
}

// keysHinted checks that the hint in sel to turn a tile with R shows to a
// mouse and not to a finger, to which keys make no sense.
func (p *page) keysHinted(sel string) {
	p.t.Helper()
	if keys := strings.Contains(p.text(sel), "R turns"); keys == p.screen.phone {
		p.t.Errorf("on a %s, the hint to turn with R is shown: %v", p.screen.name, keys)
	}
}

// fitsPhone checks what a phone needs: nothing wider than the screen, and
// every control at least 40px in both directions.
func (p *page) fitsPhone() {
	p.t.Helper()
	if !p.screen.phone {
		return
	}
	if w := evalJS[int](p, `document.documentElement.scrollWidth`); w > int(p.screen.width) {
		p.t.Errorf("the page is %dpx wide on a %dpx screen", w, p.screen.width)
	}
	small := evalJS[[]string](p, `[...document.querySelectorAll("button, a.button, select, input, [data-action], .island.clickable")]
		.filter(e => e.getClientRects().length > 0)
		.filter(e => { const r = e.getBoundingClientRect(); return r.width < 40 || r.height < 40 })
		.map(e => (e.dataset.testid || e.className.baseVal || e.className || e.tagName) + " " + Math.round(e.getBoundingClientRect().width) + "x" + Math.round(e.getBoundingClientRect().height))`)
	if len(small) > 0 {
		p.t.Errorf("tap targets under 40px: %v", small)
	}
}

// testLogEvents checks what moves caused in the log (fixture split1): each
// event a line with the players named, a heading's details folded under it
// (open for the latest entry only), a hidden line as the viewer may read it,
// a retold move in the board's words; and on a phone the bar at the bottom
// brings the log into view with one tap.
func testLogEvents(t *testing.T, p *page) {
	t.Helper()
	six := p.text(`[data-testid="log"] [data-seq="6"] .events`)
	for _, want := range []string{"Ken Takahashi-Yamamoto (yellow) rolls 3 and 5", "Hana (red) takes 2 from island 3", "Greedy (blue) takes 1 from island 5",
		"Ken Takahashi-Yamamoto (yellow) took a shell from Hana (red)"} {
		if !strings.Contains(six, want) {
			t.Errorf("entry 6's events %q lack %q", six, want)
		}
	}
	if evalJS[bool](p, `document.querySelector('[data-testid="log"] [data-seq="6"] details').open`) {
		t.Error("an older entry's roll is unfolded")
	}
	if n := p.count(`[data-testid="log"] [data-seq="6"] details .ev-details li`); n != 2 {
		t.Errorf("%d lines folded under the roll, want its 2 productions", n)
	}
	// Retold after the mover's name, which it does not repeat.
	if s := p.text(`[data-testid="log"] [data-seq="8"] .log-body`); !strings.HasSuffix(s, "Hanasettles the island 12 alone") {
		t.Errorf("the last move is not retold after its mover's name: %q", s)
	}
	if !p.screen.phone {
		if evalJS[bool](p, `getComputedStyle(document.querySelector('.match-tabs')).display !== "none"`) {
			t.Error("the phone's section bar shows on a wide screen")
		}
		return
	}
	p.do(chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	if evalJS[bool](p, `document.querySelector('[data-testid="log"]').getBoundingClientRect().top < innerHeight`) {
		t.Fatal("the log is in view already: the tab proves nothing")
	}
	p.tap(`[data-testid="tab-log"]`)
	p.until(`(() => { const r = document.querySelector('[data-testid="log"]').getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight - 100 })()`)
	p.tap(`[data-testid="tab-board"]`)
	p.until(`Math.abs(document.querySelector('[data-testid="board"]').getBoundingClientRect().top) < 60`)
}

func decode(a int) (kind, x, y int) { return a >> 16, (a >> 8) & 255, a & 255 }

// legal lists the codes of seat's legal actions in a fake match now.
func (f *fake) legal(id string, seat int) []int {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []int
	for _, a := range f.matches[id].state.Legal(engine.Seat(seat), nil) {
		out = append(out, int(a))
	}
	return out
}

// checkActions checks that every element that sends an action sends a legal one.
func checkActions(t *testing.T, p *page, f *fake, id string, seat int) {
	t.Helper()
	legal := f.legal(id, seat)
	for _, a := range p.actions("[data-action]") {
		if !slices.Contains(legal, a) {
			t.Errorf("data-action %d is not legal (legal: %v)", a, legal)
		}
	}
}

func TestBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	// without wraps a case that needs no fake of its own to look into.
	without := func(test func(*testing.T, *page)) func(*testing.T, *page, *fake) {
		return func(t *testing.T, p *page, _ *fake) { test(t, p) }
	}
	runCases(t, screens, []pageCase{
		{"lobby", testLobby}, {"lang", testLang}, {"play", testPlay}, {"burst", testBurst},
		{"rebalance", testRebalance}, {"spectator", testSpectator},
		{"bots", without(testBots)}, {"over", without(testOver)}, {"replay", without(testReplay)},
		{"sky", testSky}, {"sky-over", testSkyOver},
		{"skye-price", testSkyePrice}, {"skye-buy", testSkyeBuy}, {"skye-build", testSkyeBuild}, {"skye-over", testSkyeOver},
	})
}

// pageCase is a browser test of a page against a fake server of its own.
type pageCase struct {
	name string
	test func(*testing.T, *page, *fake)
}

// runCases runs cases in one browser at the sizes given: each case at every
// size in the long run; in the lean one each at one size, the sizes in turn,
// so that every case and every size is tried (a case checks the same at
// each size, with a phone's few checks of its own).
func runCases(t *testing.T, sizes []screen, cases []pageCase) {
	ctx := browser(t)
	dir := artifacts(t)
	for i, c := range cases {
		at := sizes
		if !long.On() {
			at = sizes[i%len(sizes) : i%len(sizes)+1]
		}
		for _, sc := range at {
			t.Run(sc.name+"/"+c.name, func(t *testing.T) {
				f := newFake(t)
				p := openPage(t, ctx, sc, dir, f.srv.URL)
				c.test(t, p, f)
				p.stillUnderLessMotion()
			})
		}
	}
}

// goesOn is the animations of app.css that go on: without end, or again
// and again (a few times).
var goesOn = sync.OnceValue(func() []string {
	css, err := os.ReadFile("src/app.css")
	if err != nil {
		panic(err)
	}
	var names []string
	for _, m := range regexp.MustCompile(`animation:\s*([\w-]+)[^;]*?\s(infinite|[2-9])[\s;]`).FindAllStringSubmatch(string(css), -1) {
		if !slices.Contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	return names
})

// stillUnderLessMotion checks that nothing on the page, which asks for less
// motion, runs an animation that goes on: what is lit stays lit, still, and
// the page costs no drawing while nothing changes.
func (p *page) stillUnderLessMotion() {
	p.t.Helper()
	names, _ := json.Marshal(goesOn())
	if running := evalJS[[]string](p, `document.getAnimations().filter(a => `+string(names)+`.includes(a.animationName)).map(a => a.animationName + " on " + (a.effect?.target?.getAttribute("class") ?? "?"))`); len(running) > 0 {
		p.t.Errorf("under less motion, animations still run: %q", running)
	}
}

func testLobby(t *testing.T, p *page, f *fake) {
	// A newcomer has no matches of their own: the open matches stand beside
	// the form, at its top, not one row lower.
	p.open("/")
	p.wait(`[data-testid="create-match"]`)
	p.until(`document.querySelector(".mine").hidden && document.querySelectorAll(".open .joins button").length === 2`)
	if !p.screen.phone {
		if d := evalJS[float64](p, `document.querySelector('[data-testid="open-matches"]').getBoundingClientRect().top - document.querySelector('[data-testid="new-match"]').getBoundingClientRect().top`); d != 0 {
			t.Errorf("without my matches, the open matches start %gpx below the new match", d)
		}
	}
	p.shot("lobby-new")
	// A match against bots only: nobody to send a link to.
	p.do(chromedp.SendKeys(chromedp.CSS(".new-form input[type=text]"), "Hana"))
	p.click(`[data-testid="create-match"]`)
	p.wait(`[data-testid="open-created"]`)
	if s := p.text(".created"); strings.Contains(s, "Send each friend") || strings.Contains(s, "open seat") {
		t.Errorf("a match against bots says %q", s)
	}
	if p.count(`[data-testid="invite-0"]`) != 1 {
		t.Error("no personal link for the creator's seat")
	}
	p.do(chromedp.Evaluate[chromedp.Void](`localStorage.removeItem("shima.name")`))

	// Two seats of split1 held here (kept as now), one of reb1 (kept as
	// before several seats could be): each match is listed once.
	p.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`localStorage.setItem("shima.tokens", JSON.stringify({split1: [{t: %q, s: 0}, {t: %q, s: 2}], reb1: %q}))`, tokenHana, tokenKen, tokenHana)))
	p.open("/")
	p.wait(`[data-testid="create-match"]`)
	for i := range 3 {
		p.wait(fmt.Sprintf(`[data-testid="seat-kind-%d"]`, i))
	}
	p.until(`document.querySelectorAll(".mine li").length === 2 && document.querySelectorAll(".open .joins button").length === 2`)
	if s := p.text(".mine"); !strings.Contains(s, "Your turn") {
		t.Errorf("my matches do not say whose turn it is: %q", s)
	}
	p.fitsPhone()
	p.shot("lobby")

	// The games' names come after the player's matches: the list names
	// them as soon as they come.
	f.mu.Lock()
	f.gamesDelay = 300 * time.Millisecond
	f.mu.Unlock()
	p.open("/")
	p.until(`document.querySelectorAll(".mine li").length === 2 && document.querySelectorAll('[data-testid="seat-kind-0"]').length === 1`)
	if s := p.text(".mine"); !strings.Contains(s, "Micronesia") || strings.Contains(s, "micronesia") || !strings.Contains(s, "Greedy") {
		t.Errorf("my matches, the games' names come late: %q", s)
	}
	f.mu.Lock()
	f.gamesDelay = 0
	f.mu.Unlock()

	// Four seats: me, a friend, anyone, a bot.
	p.do(
		chromedp.SetValue(chromedp.CSS(".new-form .row select"), "micronesia"),
		chromedp.SendKeys(chromedp.CSS(".new-form input[type=text]"), "Hana"),
	)
	setSelect := func(sel, value string) {
		p.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const s = document.querySelector(%q); s.value = %q; s.dispatchEvent(new Event("change")) })()`, sel, value)))
	}
	// Each bot level is offered with its measured rating, and the note says
	// how it was measured (bot/levels/micronesia.json).
	for _, l := range levels.For("micronesia") {
		label := evalJS[string](p, fmt.Sprintf(`document.querySelector('[data-testid="seat-kind-1"] option[value="bot:%s"]')?.textContent ?? ""`, l.Spec))
		want := "Bot: " + l.Name.EN
		if l.Rating != nil {
			r := int(math.Round(l.Rating.Value))
			want += fmt.Sprintf(" · rating %d", r)
			if r > 0 {
				want = strings.Replace(want, "rating ", "rating +", 1)
			}
		}
		if label != want {
			t.Errorf("the lobby offers %s as %q, not %q", l.Spec, label, want)
		}
	}
	if note := p.text(`[data-testid="levels-note"]`); !strings.Contains(note, "3 players, 480 games") {
		t.Errorf("the levels' note reads %q", note)
	}
	setSelect(".new-form .row .field:nth-child(2) select", "4")
	p.wait(`[data-testid="seat-kind-3"]`)
	setSelect(`[data-testid="seat-kind-1"]`, "invite")
	setSelect(`[data-testid="seat-kind-2"]`, "open")
	setSelect(`[data-testid="seat-kind-3"]`, "bot:mcts:300")
	p.click(`[data-testid="create-match"]`)
	p.wait(`[data-testid="invite-1"]`)
	if got, want := p.text(`[data-testid="invite-1"]`), p.base+"/m/new1#t="+fmt.Sprintf("%032x", 2); got != want {
		t.Errorf("invite link %q, want %q", got, want)
	}
	if s := p.text(".created"); !strings.Contains(s, "Send each friend") || !strings.Contains(s, "open seat") {
		t.Errorf("a match with a friend and an open seat says %q", s)
	}
	if p.count(`[data-testid="invite-0"]`) != 1 || p.count(`[data-testid="invite-2"]`) != 0 {
		t.Error("invite links: want one for seat 0 (mine) and none for the open seat")
	}
	p.fitsPhone()
	p.shot("lobby-created")

	p.click(`[data-testid="lang"]`)
	p.click(".created .row button")
	p.until(`document.querySelector('[data-testid="create-match"]')?.textContent === "対戦を作る"`)
	if l := evalJS[string](p, `localStorage.getItem("shima.lang") + document.documentElement.lang`); l != "jaja" {
		t.Errorf("language kept as %q", l)
	}
	p.shot("lobby-ja")

	// Two seats for me, played at this device: both taken at once, their
	// tokens kept, and one link holds them both.
	setSelect(`[data-testid="seat-kind-1"]`, "me")
	if got := evalJS[string](p, `document.querySelector('[data-testid="seat-kind-0"]').value`); got != "me" {
		t.Errorf("choosing me for seat 2 made seat 1 %q", got)
	}
	p.click(`[data-testid="create-match"]`)
	p.wait(`[data-testid="invite-mine"]`)
	f.mu.Lock()
	req := f.created[len(f.created)-1]
	f.mu.Unlock()
	if fmt.Sprint(req["mine"]) != "[0 1]" {
		t.Errorf("created with mine %v, want [0 1]", req["mine"])
	}
	if got, want := p.text(`[data-testid="invite-mine"]`), p.base+"/m/new1#t="+fmt.Sprintf("%032x,%032x", 1, 2); got != want {
		t.Errorf("the link to both seats is %q, want %q", got, want)
	}
	if s := p.text(".created"); !strings.Contains(s, "全部の席") {
		t.Errorf("the created match says %q, not that the link holds all my seats", s)
	}
	if s := evalJS[string](p, `JSON.stringify(JSON.parse(localStorage.getItem("shima.tokens")).new1)`); s != fmt.Sprintf(`[{"t":"%032x","s":0},{"t":"%032x","s":1}]`, 1, 2) {
		t.Errorf("kept for the match: %s", s)
	}
	p.shot("lobby-two-seats")
	p.click(".created .row button")
	p.wait(`[data-testid="create-match"]`)

	// Joining an open seat keeps its token and opens the match.
	p.click(".open .joins button")
	p.wait(`[data-testid="turn"], [data-testid="missing"]`) // the fake has no match open1 to show
	if path := evalJS[string](p, `location.pathname`); path != "/m/open1" {
		t.Errorf("joined, and the page is %s", path)
	}
	if s := evalJS[string](p, `localStorage.getItem("shima.tokens")`); !strings.Contains(s, tokenKen) {
		t.Errorf("the open seat's token was not kept: %s", s)
	}
	if got := f.claimed(); len(got) != 1 || got[0] != "open1 1 Hana " {
		t.Errorf("claims %q", got)
	}
}

// testLang: ?lang= in an address sets the pages' language, and keeps it;
// a server started with --lang sets it for a visitor who has not chosen.
func testLang(t *testing.T, p *page, f *fake) {
	p.open("/?lang=ja")
	p.until(`document.querySelector('[data-testid="create-match"]')?.textContent === "対戦を作る"`)
	p.open("/m/split1")
	p.until(`document.documentElement.lang === "ja" && document.querySelector('[data-testid="turn"]').textContent.includes("の番です")`)
	if l := f.messages("watch"); len(l) == 0 || l[0]["lang"] != "ja" {
		t.Errorf("the match was watched in %v", l)
	}
	p.open("/?lang=en")
	p.until(`document.querySelector('[data-testid="create-match"]')?.textContent === "Create match"`)

	ja := httptest.NewServer(Handler("ja"))
	t.Cleanup(ja.Close)
	fresh := openPage(t, p.parentCtx, p.screen, p.dir, ja.URL)
	fresh.open("/")
	fresh.until(`document.documentElement.lang === "ja" && document.querySelector(".tagline").textContent === "島のボードゲーム"`)
}

func testPlay(t *testing.T, p *page, f *fake) {
	p.open("/m/split1#t=" + tokenHana)
	p.wait(`[data-seq="8"] [data-testid="board"] svg`)
	if h := evalJS[string](p, `location.hash`); h != "" {
		t.Errorf("the token stays in the address bar: %q", h)
	}
	if s := evalJS[string](p, `localStorage.getItem("shima.tokens")`); !strings.Contains(s, tokenHana) {
		t.Errorf("the token was not kept: %s", s)
	}
	if s := p.text(`[data-testid="turn"]`); !strings.Contains(s, "Your turn") {
		t.Errorf("turn banner %q", s)
	}
	for _, id := range []string{"die-0", "die-1", "die-2", "island-1", "island-12", "log"} {
		if p.count(fmt.Sprintf(`[data-testid=%q]`, id)) != 1 {
			t.Errorf("no %s", id)
		}
	}
	if n := p.count(`[data-testid="log"] > li`); n != 8 {
		t.Errorf("log has %d entries, want 8", n)
	}
	// A log line wraps beside its number, never under it (Ken's long name
	// makes several wrap).
	if n := evalJS[int](p, `[...document.querySelectorAll('[data-testid="log"] .log-body')].filter(b => b.getBoundingClientRect().height > 30).length`); n == 0 {
		t.Error("no log line wraps: the check below proves nothing")
	}
	if bad := evalJS[int](p, `[...document.querySelectorAll('[data-testid="log"] > li')].filter(li => {
		const seq = li.querySelector(".log-seq"), body = li.querySelector(".log-body");
		return !seq || !body || [...body.getClientRects()].some(r => r.left < seq.getBoundingClientRect().right);
	}).length`); bad > 0 {
		t.Errorf("%d log lines run under their number", bad)
	}
	testLogEvents(t, p)
	splits := p.actions(`.mic-splits [data-action]`)
	if len(splits) != 3 {
		t.Errorf("split buttons %v, want 3 (1|7, 3|5, 4 only)", splits)
	}
	for _, a := range splits {
		if k, _, _ := decode(a); k != 2 {
			t.Errorf("split button with action %d of kind %d", a, k)
		}
	}
	checkActions(t, p, f, "split1", 0)
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("match-split")

	// Hovering a split lights its islands.
	p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('.split[data-action="131845"]').dispatchEvent(new MouseEvent("mouseenter"))`))
	if n := p.count(`.island.hl`); n != 2 {
		t.Errorf("%d islands lit for the split 3 & 5, want 2", n)
	}

	// Sacrifice: a die, then a face.
	p.click(`[data-testid="die-0"]`)
	p.wait(`.mic-faces`)
	faces := p.actions(`.mic-faces [data-action]`)
	if len(faces) != 5 {
		t.Errorf("faces %v: want the five faces other than 1", faces)
	}
	for _, a := range faces {
		if k, x, _ := decode(a); k != 1 || x != 0 {
			t.Errorf("face button with action %d: want a sacrifice of die 0", a)
		}
	}
	p.shot("match-sacrifice")
	p.click(`.mic-faces .cancel`)

	// Split 3 & 5: island 3 was Hana's, so she may rebalance next.
	p.click(`.split[data-action="131845"]`)
	p.wait(`[data-seq="9"] [data-testid="done"]`)
	moves := f.messages("move")
	if len(moves) != 1 || moves[0]["action"] != float64(131845) || moves[0]["seq"] != float64(8) {
		t.Fatalf("moves sent: %v", moves)
	}
	if n := p.count(`[data-testid="log"] > li`); n != 9 {
		t.Errorf("log has %d entries after a move, want 9 (appended)", n)
	}
	if k, _, _ := decode(p.actions(`[data-testid="done"]`)[0]); k != 4 {
		t.Errorf("done button's action is of kind %d", k)
	}
	checkActions(t, p, f, "split1", 0)
	// The board comes back into view for the next step.
	p.until(`(r => r.top > -2 && r.top < innerHeight / 2)(document.querySelector('[data-testid="board"]').getBoundingClientRect())`)
	p.fitsPhone()
	p.shot("match-rebalance")

	// Undo takes the split back, and the log is sent whole again.
	p.click(`[data-testid="undo"]`)
	p.wait(`[data-seq="10"] .split[data-action="131845"]`)
	if n := len(f.messages("undo")); n != 1 {
		t.Errorf("%d undo messages", n)
	}
	if n := p.count(`[data-testid="log"] > li`); n != 8 {
		t.Errorf("log has %d entries after undo, want 8", n)
	}

	// Split again, then rebalance: tap a source island, then a glowing
	// destination. Moving 3 to 5 leaves no move, so the turn passes.
	p.click(`.split[data-action="131845"]`)
	p.wait(`[data-seq="11"] [data-testid="done"]`)
	p.tap(`[data-testid="island-3"].can-from`)
	p.until(`document.querySelectorAll(".island.can-to").length > 0`)
	checkActions(t, p, f, "split1", 0)
	p.tap(`.island.can-to[data-testid="island-5"]`)
	p.until(`document.querySelector("[data-seq]").dataset.seq === "12"`)
	if moves := f.messages("move"); moves[len(moves)-1]["action"] != float64(3<<16|3<<8|5) {
		t.Errorf("last move %v, want 3 to 5", moves[len(moves)-1])
	}
	if s := p.text(`[data-testid="turn"]`); !strings.Contains(s, "Greedy (blue)'s turn") {
		t.Errorf("turn banner %q after the turn", s)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("%d actions offered on another seat's turn", n)
	}

	// Japanese: the switch asks the server for the match in Japanese.
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="turn"]').textContent.includes("貪欲(青)の番です")`)
	if l := f.messages("lang"); len(l) != 1 || l[0]["lang"] != "ja" {
		t.Errorf("lang messages %v", l)
	}
	p.until(`document.querySelector('[data-testid="log"]').textContent.includes("3と5の島")`)
	labelsInWords(t, p)
	p.fitsPhone()
	p.shot("match-ja")

	// A refusal from the server is shown, in Japanese.
	p.click(`details.hand:has([data-testid="hand-2"]) summary`)
	p.click(`[data-testid="hand-2"]`)
	p.until(`document.querySelector(".notice:not([hidden])")?.textContent.includes("この仮のサーバーは席を交代できません")`)
}

// testBurst: where the order of a split's islands matters, both orders are
// offered with what each does, and a split that bursts asks to be confirmed.
func testBurst(t *testing.T, p *page, f *fake) {
	p.open("/m/burst1#t=" + tokenHana)
	p.wait(`[data-seq="5"] .mic-splits`)
	const fiveFirst, nineFirst, safe = 5<<16 | 5<<8 | 9, 5<<16 | 9<<8 | 5, 2<<16 | 4<<8 | 10
	if got := p.actions(`.mic-splits [data-action]`); !slices.Equal(got, []int{fiveFirst, nineFirst, safe}) {
		t.Fatalf("split buttons %v, want 5 then 9, 9 then 5, and 4 & 10", got)
	}
	for action, want := range map[int]string{fiveFirst: "bursts at once", nineFirst: "takes 9, then bursts", safe: "2 from stock"} {
		if got := p.text(fmt.Sprintf(`.split[data-action="%d"] .split-cost`, action)); got != want {
			t.Errorf("split %d says %q, want %q", action, got, want)
		}
	}
	if s := p.text(`.mic-controls .hint`); !strings.Contains(s, "you choose it") {
		t.Errorf("no word on choosing the order: %q", s)
	}
	checkActions(t, p, f, "burst1", 0)
	// An empty log says so on one line, not a word a line beside a missing number.
	if h := evalJS[float64](p, `document.querySelector('[data-testid="log"] li.empty').getBoundingClientRect().height`); h > 40 {
		t.Errorf("the empty log's line is %.0fpx high", h)
	}

	// A bursting split waits for a confirmation; cancelling sends nothing.
	p.click(fmt.Sprintf(`.split[data-action="%d"]`, nineFirst))
	p.wait(`[data-testid="confirm-burst"]`)
	if s := p.text(`[data-testid="confirm-burst"] p`); !strings.Contains(s, "takes island 9, then bursts on island 5") {
		t.Errorf("confirmation %q", s)
	}
	p.fitsPhone()
	p.shot("match-burst")
	p.click(`[data-testid="confirm-burst"] .cancel`)
	p.until(`!document.querySelector('[data-testid="confirm-burst"]')`)
	if n := len(f.messages("move")); n != 0 {
		t.Fatalf("%d moves sent before the burst was confirmed", n)
	}
	p.click(fmt.Sprintf(`.split[data-action="%d"]`, nineFirst))
	p.click(`[data-testid="burst"]`)
	p.wait(`[data-testid="outcome"]`)
	if moves := f.messages("move"); len(moves) != 1 || moves[0]["action"] != float64(nineFirst) {
		t.Fatalf("moves sent: %v, want island 9 first, then 5", moves)
	}
	if s := p.text(`.ranking tr.won`); !strings.Contains(s, "Greedy (yellow)") {
		t.Errorf("winner row %q, want yellow, who keeps island 5 while blue lost 9", s)
	}
}

func testRebalance(t *testing.T, p *page, f *fake) {
	p.open("/m/reb1#t=" + tokenHana)
	p.wait(`[data-seq="31"] [data-testid="done"]`)
	if p.count(`[data-testid="undo"]`) != 1 {
		t.Error("no undo button")
	}
	if p.count(`.island.named`) != 2 {
		t.Error("the split's islands are not marked")
	}
	checkActions(t, p, f, "reb1", 0)
	// The log numbers what it shows, from 1, not the moves' own numbers
	// (which skip the actions that tell nothing of their own).
	if got := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="log"] .log-seq')].map(e => e.textContent)`); !slices.Equal(got, []string{"1"}) {
		t.Errorf("the log's one entry is numbered %q", got)
	}
	p.fitsPhone()
	p.shot("match-rebalance-4p")

	// Aiko arrives by her invite link: she watches, and is asked her name
	// to take her seat.
	p.open("/m/reb1#t=" + tokenAiko)
	p.wait(`[data-testid="invite"] input`)
	if s := p.text(`[data-testid="invite"]`); !strings.Contains(s, "Seat 4 (green)") {
		t.Errorf("the invite names %q, not seat 4 (green)", s)
	}
	if p.count(`[data-action]`) != 0 {
		t.Error("an invite not yet used is offered moves")
	}
	p.do(chromedp.SendKeys(chromedp.CSS(`[data-testid="invite"] input`), "Aiko"))
	p.click(`[data-testid="take-seat"]`)
	// Her seat's own token replaces the invite, and her personal link shows once.
	p.wait(`[data-testid="personal-link"]`)
	if got := f.claimed(); len(got) != 1 || got[0] != "reb1 3 Aiko "+tokenAiko {
		t.Errorf("claims %q", got)
	}
	if got, want := p.text(`[data-testid="personal-link-url"]`), p.base+"/m/reb1#t="+tokenAikoOwn; got != want {
		t.Errorf("personal link %q, want %q", got, want)
	}
	if s := evalJS[string](p, `localStorage.getItem("shima.tokens")`); !strings.Contains(s, tokenAikoOwn) || strings.Contains(s, tokenAiko) {
		t.Errorf("kept tokens %s: want her seat's own, not the invite", s)
	}
	p.until(`document.querySelector('[data-seat="3"].me') !== null`)
	if p.count(`[data-testid="invite"]`) != 0 {
		t.Error("the invite form stays after the seat is taken")
	}
	p.fitsPhone()
	p.shot("match-invite-taken")
	p.click(`[data-testid="personal-ok"]`)
	p.until(`!document.querySelector('[data-testid="personal-link"]')`)
	// The link stays at hand, folded, for her other devices.
	if got := evalJS[string](p, `document.querySelector('[data-testid="device-link"]')?.textContent ?? ""`); got != p.base+"/m/reb1#t="+tokenAikoOwn {
		t.Errorf("the link for another device is %q", got)
	}

	// The invite opened again (the host's copy, say) is used up: the page
	// says so, forgets it and watches.
	p.do(chromedp.Evaluate[chromedp.Void](`localStorage.removeItem("shima.tokens")`))
	p.open("/m/reb1#t=" + tokenAiko)
	p.wait(`[data-testid="link-problem"]`)
	if s := p.text(`[data-testid="link-problem"]`); !strings.Contains(s, "has been used") {
		t.Errorf("a used invite says %q", s)
	}
	if s := evalJS[string](p, `localStorage.getItem("shima.tokens")`); strings.Contains(s, tokenAiko) {
		t.Errorf("the used invite is kept: %s", s)
	}
}

func testSpectator(t *testing.T, p *page, f *fake) {
	p.open("/m/split1")
	p.wait(`[data-seq="8"] [data-testid="board"] svg`)
	if s := p.text(`[data-testid="turn"]`); !strings.Contains(s, "Hana") {
		t.Errorf("turn banner %q does not name Hana", s)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("a spectator is offered %d actions", n)
	}
	p.shot("match-spectator")

	// The connection drops: the page says so, reconnects and watches again.
	f.drop()
	p.until(`!document.querySelector(".conn").hidden`)
	p.until(`document.querySelector(".conn").hidden`)
	if n := len(f.messages("watch")); n != 2 {
		t.Errorf("%d watch messages after a reconnection, want 2", n)
	}

	// A link the server refuses: say it is not valid, forget it, and watch
	// all the same; the next visit is a spectator's, without the complaint.
	p.open("/m/reb1#t=" + strings.Repeat("9", 32))
	p.wait(`[data-seq="31"] [data-testid="board"] svg`)
	p.wait(`[data-testid="link-problem"]`)
	if s := p.text(`[data-testid="link-problem"]`); !strings.Contains(s, "not valid") || strings.Contains(s, "token") {
		t.Errorf("a refused link says %q", s)
	}
	if n := p.count(`[data-action]`); n != 0 {
		t.Errorf("a refused token is offered %d actions", n)
	}
	if s := evalJS[string](p, `localStorage.getItem("shima.tokens")`); strings.Contains(s, strings.Repeat("9", 32)) {
		t.Errorf("the refused token is kept: %s", s)
	}
	p.shot("match-bad-link")
	p.open("/m/reb1")
	p.wait(`[data-seq="31"] [data-testid="board"] svg`)
	if p.count(`[data-testid="link-problem"]`) != 0 || p.count(`.notice:not([hidden])`) != 0 {
		t.Error("the next visit complains about the forgotten link again")
	}

	// A match that does not exist: one clear message and the way back.
	p.open("/m/nosuch")
	p.wait(`[data-testid="missing"]`)
	if p.count(`[data-testid="board"]`) != 0 || p.count(`.notice:not([hidden])`) != 0 {
		t.Error("a missing match shows empty boxes or a second message")
	}
	if s := p.text(`[data-testid="missing"]`); strings.Count(strings.ToLower(s), "no such match") != 1 {
		t.Errorf("a missing match says %q", s)
	}
	p.shot("match-missing")
}

// testBots: two bots of the same kind are told apart by their colours in
// the log, as in the seats, in both languages.
func testBots(t *testing.T, p *page) {
	p.open("/m/bots1#t=" + tokenHana)
	p.wait(`[data-seq="3"] [data-testid="log"] li`)
	// A match made before hints, or with them off, says so.
	if s := p.text(`[data-testid="hints-state"]`); s != "💡 Hints from the coach: off in this match" {
		t.Errorf("the page says %q of hints", s)
	}
	movers := func() []string {
		return evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="log"] .log-body > b')].map(b => b.textContent)`)
	}
	// Bots go by their specs until the catalog of names has come: give it
	// its time (a loaded machine) before reading the names.
	_, _ = chromedp.Run(p.ctx, chromedp.Poll[bool](`[...document.querySelectorAll('[data-testid="log"] .log-body > b')].some(b => b.textContent.startsWith("Greedy"))`,
		chromedp.WithPollingTimeout(step)))
	if got, want := movers(), []string{"Greedy (blue)", "Greedy (yellow)", "Hana"}; !slices.Equal(got, want) {
		t.Errorf("the log names the movers %q, want %q", got, want)
	}
	p.fitsPhone()
	p.shot("match-bots")
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="log"]').textContent.includes("2と7の島")`)
	if got, want := movers(), []string{"貪欲(青)", "貪欲(黄)", "Hana"}; !slices.Equal(got, want) {
		t.Errorf("the log in Japanese names the movers %q, want %q", got, want)
	}
}

func testOver(t *testing.T, p *page) {
	p.open("/m/over1")
	p.wait(`[data-testid="outcome"]`)
	if href := evalJS[string](p, `document.querySelector('[data-testid="outcome"] a').getAttribute("href")`); href != "/r/over1" {
		t.Errorf("replay link %q", href)
	}
	if p.count(`[data-testid="outcome"] tr.won`) < 1 {
		t.Error("no winner shown")
	}
	// The result line is a sentence naming players with their colours.
	reason := p.text(`[data-testid="reason"]`)
	if strings.Contains(reason, "{seat") || !regexp.MustCompile(`^[A-Z]`).MatchString(reason) ||
		!regexp.MustCompile(`(Hana \(red\)|Greedy \(blue\)|MCTS \(easy\) \(yellow\))`).MatchString(reason) {
		t.Errorf("the result line reads %q", reason)
	}
	if p.count(`[data-action]`) != 0 {
		t.Error("actions offered after the end")
	}
	// The result says the hints each person took from the coach.
	if s := p.text(`[data-testid="hints-0"]`); s != "💡 hints: 2" || p.count(`[data-testid^="hints-"]`) != 1 {
		t.Errorf("the result's hints: %q for Hana, %d seats in all", s, p.count(`[data-testid^="hints-"]`))
	}
	p.fitsPhone()
	p.shot("match-over")

	// A cooperative game lost: the team's result and why, in words, and no
	// places or scores (every spirit would be "1st" with 0).
	p.open("/m/siover1")
	p.wait(`[data-testid="outcome"] [data-testid="reason"]`)
	p.until(`document.querySelector('[data-testid="team-result"]') !== null`)
	if s := p.text(`[data-testid="team-result"]`); s != "Lost together" {
		t.Errorf("the team's result reads %q", s)
	}
	if s := p.text(`[data-testid="reason"]`); !strings.Contains(s, "The spirits lose: blight") {
		t.Errorf("the reason reads %q", s)
	}
	if n := p.count(`[data-testid="outcome"] .ranking, [data-testid="outcome"] .badge.win`); n != 0 {
		t.Errorf("a team's loss shows %d places, scores or winners", n)
	}
	if s := p.text(`[data-testid="outcome"]`); !strings.Contains(s, "Hana") || !strings.Contains(s, "Greedy (blue)") {
		t.Errorf("the outcome does not name the team: %q", s)
	}
	p.fitsPhone()
	p.shot("match-over-team")
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="team-result"]')?.textContent.includes("全員の敗北")`)
	if s := p.text(`[data-testid="reason"]`); !strings.Contains(s, "精霊たちの敗北") {
		t.Errorf("the reason in Japanese reads %q", s)
	}
}

func testReplay(t *testing.T, p *page) {
	p.open("/r/over1")
	p.wait(`[data-testid="replay-next"]`)
	frame := func() string { return p.text(".frame-no") }
	if !strings.HasPrefix(frame(), "Move 0 of ") {
		t.Errorf("first frame %q", frame())
	}
	p.click(`[data-testid="replay-next"]`)
	p.click(`[data-testid="replay-next"]`)
	p.do(chromedp.KeyEvent(kb.ArrowRight))
	if !strings.HasPrefix(frame(), "Move 3 of ") {
		t.Errorf("after next, next, →: %q", frame())
	}
	p.click(`[data-testid="replay-prev"]`)
	if !strings.HasPrefix(frame(), "Move 2 of ") {
		t.Errorf("after prev: %q", frame())
	}
	if s := p.text(".seed"); !strings.Contains(s, "11") {
		t.Errorf("seed %q", s)
	}
	// The chances of winning: a line per player, named; a tap on the graph
	// goes to its move, and so does a costly move.
	p.wait(`[data-testid="chances-graph"]`)
	if n := p.count(`[data-testid="chances-graph"] polyline`); n != 3 || !strings.Contains(p.text(`[data-testid="chances-legend"]`), "Hana") {
		t.Errorf("%d lines, legend %q", n, p.text(`[data-testid="chances-legend"]`))
	}
	// A tap where the graph's cursor stood at a move goes back to that move.
	half := evalJS[int](p, `(() => {
		const slider = document.querySelector('.replay input[type="range"]');
		slider.value = String(Math.floor(Number(slider.max) / 2));
		slider.dispatchEvent(new Event("input"));
		document.querySelector('[data-testid="chances-graph"]').scrollIntoView({block: "center"});
		return Number(slider.value);
	})()`)
	cursor := evalJS[[]float64](p, `(() => {
		const c = document.querySelector('[data-testid="chances-cursor"]').getBoundingClientRect();
		return [c.left + c.width / 2, c.top + c.height / 2];
	})()`)
	p.click(`[data-testid="replay-first"]`)
	p.tapAt(cursor[0], cursor[1])
	if !strings.HasPrefix(frame(), fmt.Sprintf("Move %d of ", half)) {
		t.Errorf("a tap on move %d of the graph: %q", half, frame())
	}
	p.click(`[data-testid="costly-move"]`)
	if !strings.HasPrefix(frame(), "Move 2 of ") || p.text(`[data-testid="chances-now"]`) == "" {
		t.Errorf("after the costly move: %q, chances %q", frame(), p.text(`[data-testid="chances-now"]`))
	}
	// What the coach would have played there, said beside the costly move.
	p.click(`[data-testid="coach-step"]`)
	p.until(`document.querySelector('[data-testid="coach-said"]').textContent.includes("islands 3 and 5")`)
	if s := p.text(`[data-testid="coach-said"]`); s != "Coach: islands 3 and 5 (52% to win) · Also good: island 9 (40% to win)" {
		t.Errorf("the coach at the costly move says %q", s)
	}
	p.fitsPhone()
	p.shot("replay")
	// Each frame lists what its move caused and marks its places on the board.
	told := 0
	p.click(`[data-testid="replay-first"]`)
	for range 12 {
		p.click(`[data-testid="replay-next"]`)
		places := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="frame-events"] .ev[data-places]')].flatMap(e => e.dataset.places.split(" "))`)
		if p.count(`[data-testid="frame-events"] .ev`) > 0 {
			told++
		}
		for _, at := range places {
			if p.count(fmt.Sprintf(`[data-testid="board"] [data-at=%q].ev-mark`, at)) == 0 {
				t.Errorf("frame %q: island %s, where its move acted, is not marked", frame(), at)
			}
		}
	}
	if told == 0 {
		t.Error("no frame of the first 12 tells what its move caused")
	}
	p.click(`[data-testid="replay-last"]`)
	p.wait(`[data-testid="outcome"]`)
	p.shot("replay-end")

	p.open("/r/split1")
	p.until(`document.querySelector(".replay .error")?.textContent.includes("the replay opens when the match is over")`)
}

// tapAt taps the page at x, y (as a finger, on a phone).
func (p *page) tapAt(x, y float64) {
	p.t.Helper()
	if p.screen.phone {
		p.do(chromedp.TapXY(x, y))
	} else {
		p.do(chromedp.MouseClickXY(x, y))
	}
}

// TestFixtures checks, without a browser, that the fixtures still load in
// the engine and hold what the browser tests expect.
func TestFixtures(t *testing.T) {
	f := newFake(t)
	if got := f.legal("split1", 0); !slices.Contains(got, 131845) {
		t.Errorf("split1: 3 & 5 (131845) is not legal: %v", got)
	}
	// sky1: tile 28 turned a quarter fits at 2,0; skyover1 is a finished four-seat game, all 44 tiles laid.
	if place28 := 1<<28 | 27<<16 | (2+64)<<9 | (0+64)<<2 | 1; !slices.Contains(f.legal("sky1", 0), place28) {
		t.Errorf("sky1: tile 28 at 2,0 turned 90 (%d) is not legal", place28)
	}
	data, err := json.Marshal(f.matches["skyover1"].state.View(0))
	if err != nil {
		t.Fatal(err)
	}
	var over struct {
		Step  string
		Tiles []any
	}
	if err := json.Unmarshal(data, &over); err != nil || over.Step != "over" || len(over.Tiles) != 44 {
		t.Errorf("skyover1: step %q with %d tiles (%v), want over with 44", over.Step, len(over.Tiles), err)
	}
}

// idLabel matches a hover title or an accessible label that names a place
// or a tile by the numbers of an action's text ("settle 37", "road 31-37",
// "robber 4", "tile 12 at 1,0", 「開拓地 37」) rather than in words.
var idLabel = regexp.MustCompile(`(?i)\b(settle|city|road|robber|pirate|ship|tile|hex) \d|\d-\d|-?\d,-?\d|(開拓地|都市|街道|盗賊|海賊|船|タイル|地形) ?\d`)

// labelsInWords checks that every hover title and accessible label on the
// board says what it names in words (a screen reader reads them out), and
// that every target that sends a move has one or a text of its own.
func labelsInWords(t *testing.T, p *page) {
	t.Helper()
	labels := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="board"] :is([aria-label], [title])')].map(e => e.getAttribute("aria-label") || e.getAttribute("title"))
		.concat([...document.querySelectorAll('[data-testid="board"] title')].map(e => e.textContent))`)
	for _, l := range labels {
		if idLabel.MatchString(l) {
			t.Errorf("a label names by numbers, not words: %q", l)
		}
	}
	if bare := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="board"] [data-action]')].filter(e => !e.getAttribute("aria-label") && !e.textContent.trim()).map(e => e.dataset.testid || e.dataset.action)`); len(bare) > 0 {
		t.Errorf("targets with no name: %v", bare)
	}
	if len(labels) == 0 {
		t.Error("no label on the board")
	}
}

// unclipped fails t where an element matched by sel cuts its text short
// (an ellipsis where a name or a word should be read whole).
func unclipped(t *testing.T, p *page, sel string) {
	t.Helper()
	if cut := evalJS[[]string](p, fmt.Sprintf(`[...document.querySelectorAll(%q)].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)`, sel)); len(cut) > 0 {
		t.Errorf("%s cuts short %q", sel, cut)
	}
}
