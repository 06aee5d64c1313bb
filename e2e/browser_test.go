package e2e

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	_ "shima/games/all"
	"shima/server"
	"shima/store/sqlite"
	"shima/web"
)

// chromiumPath finds Chromium; without it the test skips, except in CI.
func chromiumPath(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("SHIMA_CI") != "" {
		t.Fatal("no Chromium: CI must install it (apt-get install chromium)")
	}
	t.Skip("no Chromium: install it (apt-get install chromium) to run the end-to-end tests")
	return ""
}

func artifacts(t *testing.T) string {
	dir := os.Getenv("SHIMA_ARTIFACTS")
	if dir == "" {
		return t.TempDir()
	}
	dir = filepath.Join(dir, "e2e")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// person is one browser session (its own cookies and storage).
type person struct {
	t    *testing.T
	name string
	ctx  context.Context
	dir  string
}

func newPerson(t *testing.T, browser context.Context, name, dir string) *person {
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900)); err != nil {
		t.Fatal(err)
	}
	return &person{t: t, name: name, ctx: ctx, dir: dir}
}

func (p *person) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", p.name, err)
	}
}

// eval runs js in the page and returns its value.
func eval[T any](p *person, js string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.t.Fatalf("%s: %v", p.name, err)
	}
	return v
}

// screenshot saves the page and checks that every selector in want is on it.
func (p *person) screenshot(file string, want ...string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(p.dir, file), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	for _, sel := range want {
		if eval[int](p, `document.querySelectorAll(`+jsString(sel)+`).length`) == 0 {
			p.t.Errorf("%s: %s lacks %s", p.name, file, sel)
		}
	}
}

func jsString(s string) string { return "'" + strings.ReplaceAll(s, "'", `\'`) + "'" }

// choose sets a select in the lobby form as a person would, firing its change event.
func (p *person) choose(testid, value string) {
	p.t.Helper()
	ok := eval[bool](p, `(() => { const el = document.querySelector('[data-testid="`+testid+`"]'); if (!el) return false;
		el.value = `+jsString(value)+`; el.dispatchEvent(new Event('change', {bubbles: true})); return el.value === `+jsString(value)+`; })()`)
	if !ok {
		p.t.Fatalf("%s: cannot set %s to %s", p.name, testid, value)
	}
}

// moveIfMyTurn clicks a split or "done" if the page offers one, and reports
// whether it did. Splits and "done" always move the game on.
const moveIfMyTurn = `(() => {
	const els = [...document.querySelectorAll('[data-action]')].filter(e => {
		const kind = Number(e.dataset.action) >> 16;
		return (kind === 2 || kind === 4) && !e.disabled;
	});
	if (els.length === 0) return false;
	els[0].click();
	return true;
})()`

// Two people in two browsers and a bot play Micronesia from the lobby to
// the outcome screen on the real server.
func TestTwoPeopleAndABotPlayToTheEnd(t *testing.T) {
	exe := chromiumPath(t)
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "shima.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := server.New(context.Background(), server.Config{Store: st, Assets: web.Handler(), BotDelay: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	defer srv.Shutdown(context.Background())

	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true), chromedp.Flag("lang", "en-US"))
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	dir := artifacts(t)
	alice := newPerson(t, browser, "alice", dir)
	bob := newPerson(t, browser, "bob", dir)

	// Alice creates the match in the lobby: herself, Bob by invite, a bot.
	alice.run(chromedp.Navigate(hs.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="create-match"]`)))
	alice.run(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Alice"))
	alice.choose("seat-kind-0", "me")
	alice.choose("seat-kind-1", "invite")
	alice.choose("seat-kind-2", "bot:greedy")
	alice.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-1"]`)))
	alice.screenshot("1-lobby-created.png", `[data-testid="invite-0"]`, `[data-testid="invite-1"]`)
	link := func(n string) string {
		href := strings.TrimSpace(eval[string](alice, `(() => { const el = document.querySelector('[data-testid="invite-`+n+`"]'); return el.href || el.value || el.textContent; })()`))
		if strings.HasPrefix(href, "/") {
			href = hs.URL + href
		}
		if !strings.Contains(href, "/m/") || !strings.Contains(href, "#t=") {
			t.Fatalf("invite %s is %q", n, href)
		}
		return href
	}
	aliceLink, bobLink := link("0"), link("1")

	alice.run(chromedp.Navigate(aliceLink), chromedp.WaitVisible(chromedp.CSS(`[data-testid="board"]`)))
	bob.run(chromedp.Navigate(bobLink), chromedp.WaitVisible(chromedp.CSS(`[data-testid="board"]`)))
	bob.run(chromedp.WaitVisible(chromedp.CSS(`form.claim input`)), chromedp.SendKeys(chromedp.CSS(`form.claim input`), "Bob"), chromedp.Click(chromedp.CSS(`form.claim button`)))
	for _, p := range []*person{alice, bob} { // the arrival shows on both pages
		for wait := time.Now().Add(10 * time.Second); !strings.Contains(eval[string](p, `document.body.textContent`), "Bob"); time.Sleep(20 * time.Millisecond) {
			if time.Now().After(wait) {
				t.Fatalf("%s's page does not show Bob's name", p.name)
			}
		}
	}
	alice.screenshot("2-alice-start.png", `[data-testid="turn"]`, `[data-testid="board"]`, `[data-testid="island-12"]`, `[data-testid="die-0"]`)

	// Both play whatever split is offered until the game ends.
	deadline := time.Now().Add(3 * time.Minute)
	moves := 0
	for {
		over := 0
		for _, p := range []*person{alice, bob} {
			if eval[int](p, `document.querySelectorAll('[data-testid="outcome"] *').length`) > 0 {
				over++
				continue
			}
			const seqJS = `document.querySelector('[data-seq]')?.dataset.seq || ''`
			before := eval[string](p, seqJS)
			if !eval[bool](p, moveIfMyTurn) {
				continue
			}
			moves++
			if moves == 1 {
				alice.screenshot("3-alice-moved.png", `[data-testid="log"] li`)
			}
			for wait := time.Now().Add(5 * time.Second); time.Now().Before(wait) && eval[string](p, seqJS) == before; {
				time.Sleep(20 * time.Millisecond)
			}
		}
		if over == 2 {
			break
		}
		if time.Now().After(deadline) {
			alice.screenshot("timeout-alice.png")
			bob.screenshot("timeout-bob.png")
			t.Fatalf("no end after %d moves by people", moves)
		}
		time.Sleep(30 * time.Millisecond)
	}
	if moves < 2 {
		t.Fatalf("the people made only %d moves", moves)
	}
	for _, p := range []*person{alice, bob} {
		p.screenshot("4-"+p.name+"-outcome.png", `[data-testid="outcome"]`, `[data-testid="log"] li`, `a[href^="/r/"]`)
		log := eval[string](p, `document.querySelector('[data-testid="log"]').textContent`)
		if !strings.Contains(log, "Greedy") && !strings.Contains(log, "greedy") {
			t.Errorf("%s's log shows no bot move: %q", p.name, log)
		}
	}
	// The replay opens for a finished match and steps through it.
	alice.run(chromedp.Click(chromedp.CSS(`a[href^="/r/"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="replay-next"]`)))
	alice.run(chromedp.Click(chromedp.CSS(`[data-testid="replay-next"]`)))
	alice.screenshot("5-replay.png", `[data-testid="replay-prev"]`, `[data-testid="board"]`)
}
