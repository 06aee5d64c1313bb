package e2e

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	_ "shima/games/all"
	"shima/internal/chromium"
	"shima/server"
	"shima/store"
	"shima/store/sqlite"
	"shima/web"
)

// artifacts is the folder for screenshots: $SHIMA_ARTIFACTS (as CI sets
// it), or "" for none, since a screenshot costs time and nobody would look.
func artifacts(t *testing.T) string {
	dir := os.Getenv("SHIMA_ARTIFACTS")
	if dir == "" {
		return ""
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
	dir  string // for screenshots; "" for none
}

func newPerson(t *testing.T, browser context.Context, name, dir string) *person {
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	// The person asks for less motion, as many do: what is lit stays lit,
	// and the page draws nothing while nothing changes (a pulse drawn at every
	// frame would cost the machine that runs the tests more than the page).
	reduced := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
		return err
	})
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900), reduced); err != nil {
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

// screenshot saves the page (when there is a folder for it) and checks
// that every selector in want is on it.
func (p *person) screenshot(file string, want ...string) {
	p.t.Helper()
	if p.dir != "" {
		png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
		if err != nil {
			p.t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(p.dir, file), png, 0o644); err != nil {
			p.t.Fatal(err)
		}
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

// fillLobby fills in the lobby's form as a newcomer would, from a fresh
// page: the name Hana, game, its options (key, value, …), as many seats as
// kinds and each seat's kind ("me", "invite", "bot:greedy", …).
func (p *person) fillLobby(url, game string, options []string, kinds ...string) {
	p.t.Helper()
	p.run(chromedp.Navigate(url+"/"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="create-match"]`)))
	p.run(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Hana"))
	p.choose("game", game)
	for i := 0; i+1 < len(options); i += 2 {
		p.choose("option-"+options[i], options[i+1])
	}
	p.choose("players", strconv.Itoa(len(kinds)))
	for i, kind := range kinds {
		p.choose(fmt.Sprintf("seat-kind-%d", i), kind)
	}
}

// startAgainstBots creates in the lobby a match of game for the person, as
// Hana, and greedy bots (seats in all), with options given as key, value,
// …, and returns the person's link to it.
func (p *person) startAgainstBots(url, game string, seats int, options ...string) string {
	p.t.Helper()
	kinds := []string{"me"}
	for len(kinds) < seats {
		kinds = append(kinds, "bot:greedy")
	}
	p.fillLobby(url, game, options, kinds...)
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-0"]`)))
	link := strings.TrimSpace(eval[string](p, `(() => { const el = document.querySelector('[data-testid="invite-0"]'); return el.href || el.value || el.textContent; })()`))
	if strings.HasPrefix(link, "/") {
		link = url + link
	}
	return link
}

// moveIfMyTurn clicks a split (kind 2, or 5: a split in the order the
// player chooses, which may be all the splits offered) or "done" (4) if the
// page offers one, and reports whether it did. Splits and "done" always move
// the game on; a split that bursts asks to be confirmed, and the person
// confirms it.
const moveIfMyTurn = `(() => {
	const burst = document.querySelector('[data-testid="burst"]');
	if (burst && !burst.disabled) {
		burst.click();
		return true;
	}
	const els = [...document.querySelectorAll('[data-action]')].filter(e => {
		const kind = Number(e.dataset.action) >> 16;
		return (kind === 2 || kind === 4 || kind === 5) && !e.disabled;
	});
	if (els.length === 0) return false;
	els[0].click();
	document.querySelector('[data-testid="burst"]')?.click();
	return true;
})()`

// serverAndBrowser starts a server on a fresh SQLite file with the embedded
// client, and a headless Chromium; both stop when the test ends.
func serverAndBrowser(t *testing.T) (url string, browser context.Context) {
	url, browser, _ = serverStoreAndBrowser(t)
	return url, browser
}

// serverStoreAndBrowser is serverAndBrowser with the server's store.
func serverStoreAndBrowser(t *testing.T) (url string, browser context.Context, st store.Store) {
	return serverOnAndBrowser(t, nil, false)
}

// serverOnAndBrowser is serverStoreAndBrowser with the server on
// wrap(store) (the store itself when wrap is nil), analysing finished
// matches if analyses.
func serverOnAndBrowser(t *testing.T, wrap func(store.Store) store.Store, analyses bool) (url string, browser context.Context, st store.Store) {
	exe := chromium.Path(t)
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "shima.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	served := st
	if wrap != nil {
		served = wrap(st)
	}
	// One person creates a match of every game and size here: more than a
	// real visitor may leave waiting (MaxOpenPerClient) or create at once.
	// Bots move at once: the page draws the moves that come together in one
	// frame, as on a slow phone.
	srv, err := server.New(context.Background(), server.Config{Store: served, Assets: web.Handler(""), BotDelay: -1,
		MaxOpenPerClient: 100, CreateRate: 10, CreateBurst: 100, AnalysisIterations: analysisIterations(analyses),
		HintTime: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	return hs.URL, startBrowser(t, exe), st
}

// analysisIterations is the server's AnalysisIterations: its default where
// a test looks at analyses, none otherwise (they would take a core beside
// the browsers).
func analysisIterations(on bool) int {
	if on {
		return 0
	}
	return -1
}

// startBrowser starts headless Chromium (exe) for the test.
func startBrowser(t *testing.T, exe string) context.Context {
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true), chromedp.Flag("lang", "en-US"))
	t.Cleanup(cancelAlloc)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	return browser
}

// Two people in two browsers and a bot play Micronesia from the lobby to
// the outcome screen on the real server.
func TestTwoPeopleAndABotPlayToTheEnd(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	alice := newPerson(t, browser, "alice", dir)
	bob := newPerson(t, browser, "bob", dir)

	// Alice creates the match in the lobby: herself, Bob by invite, a bot.
	alice.run(chromedp.Navigate(url+"/"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="create-match"]`)))
	alice.run(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Alice"))
	alice.choose("game", "micronesia")
	alice.choose("seat-kind-0", "me")
	alice.choose("seat-kind-1", "invite")
	alice.choose("seat-kind-2", "bot:greedy")
	alice.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-1"]`)))
	alice.screenshot("1-lobby-created.png", `[data-testid="invite-0"]`, `[data-testid="invite-1"]`)
	link := func(n string) string {
		href := strings.TrimSpace(eval[string](alice, `(() => { const el = document.querySelector('[data-testid="invite-`+n+`"]'); return el.href || el.value || el.textContent; })()`))
		if strings.HasPrefix(href, "/") {
			href = url + href
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
		reason := eval[string](p, `document.querySelector('[data-testid="reason"]').textContent`)
		if !strings.Contains(reason, "Alice (red)") && !strings.Contains(reason, "Bob (blue)") && !strings.Contains(reason, "Greedy (yellow)") {
			t.Errorf("%s's result line names no player with their colour: %q", p.name, reason)
		}
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

// clickAnyMove clicks one of the page's enabled moves at random, as a person
// trying things out would, and says "moved", or says "stuck" when the page
// offers a tile to turn (it is this person's turn to lay one) but no place to
// lay it, or "" when it offers nothing. Every move of these games brings the
// end nearer (building and trading spend cubes, "done" and "pass" end a
// step), so random clicking ends the game.
const clickAnyMove = `(() => {
	const enabled = (sel) => [...document.querySelectorAll(sel)].filter(e => !e.disabled && e.getClientRects().length > 0);
	const moves = enabled('[data-action]');
	if (moves.length > 0) {
		moves[Math.floor(Math.random() * moves.length)].dispatchEvent(new MouseEvent('click', {bubbles: true}));
		return "moved";
	}
	return enabled('[data-testid^="rotate-"]').length > 0 ? "stuck" : "";
})()`

// A person plays each game with hidden information against a greedy bot, in
// the browser on the real server, from the lobby to the outcome screen.
func TestAPersonPlaysABotToTheEnd(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	for _, game := range []string{"skymerchants", "skye"} {
		t.Run(game, func(t *testing.T) {
			p := newPerson(t, browser, game, dir)
			p.run(chromedp.Navigate(p.startAgainstBots(url, game, 2)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="board"] svg`)))
			p.screenshot(game+"-1-start.png", `[data-testid="board"] svg`, `[data-testid="turn"]`)

			deadline := time.Now().Add(4 * time.Minute)
			moves, marked := 0, 0 // marked: moves made while the board marked what the last moves caused
			const seqJS = `document.querySelector('[data-seq]')?.dataset.seq || ''`
			for eval[int](p, `document.querySelectorAll('[data-testid="outcome"] *').length`) == 0 {
				if time.Now().After(deadline) {
					p.screenshot(game + "-timeout.png")
					t.Fatalf("no end after %d moves by the person", moves)
				}
				before := eval[string](p, seqJS)
				if eval[bool](p, `document.querySelector('[data-testid="board"] .ev-mark') !== null`) {
					marked++
				}
				switch eval[string](p, clickAnyMove) {
				case "":
					time.Sleep(30 * time.Millisecond)
					continue
				case "stuck": // the tile chosen for the person must fit as it lies
					p.screenshot(game + "-stuck.png")
					t.Fatalf("after %d moves: a tile to lay and no place offered for it", moves)
				}
				moves++
				for wait := time.Now().Add(5 * time.Second); time.Now().Before(wait) && eval[string](p, seqJS) == before; {
					time.Sleep(20 * time.Millisecond)
				}
			}
			if moves < 10 {
				t.Errorf("the person made only %d moves", moves)
			}
			if game == "skymerchants" && marked == 0 {
				t.Error("the board never marked the tiles whose airships paid")
			}
			p.screenshot(game+"-2-outcome.png", `[data-testid="outcome"]`, `[data-testid="log"] li`, `a[href^="/r/"]`)
			t.Logf("%s: %d moves by the person", game, moves)
			// The log tells each scoring, per scoring tile and player, under
			// a heading that unfolds: the last one, unfolded, for a person to look at.
			scoring := map[string]string{"skye": "scoring", "skymerchants": "scoring"}[game]
			if n := eval[int](p, fmt.Sprintf(`document.querySelectorAll('[data-testid="log"] .ev-%s').length`, scoring)); n == 0 {
				t.Fatalf("the log tells no %s", scoring)
			}
			lines := eval[[]string](p, fmt.Sprintf(`(() => {
				const heads = [...document.querySelectorAll('[data-testid="log"] details')].filter(d => d.querySelector('summary .ev-%s'));
				const d = heads[heads.length - 1];
				d.open = true;
				d.scrollIntoView({block: "start"});
				return [...d.querySelectorAll('.ev-details .ev-text')].map(e => e.textContent);
			})()`, scoring))
			if len(lines) == 0 || !strings.Contains(strings.Join(lines, "\n"), "(blue)") {
				t.Errorf("the last scoring's lines do not name the players: %q", lines)
			}
			p.screenshot(game+"-3-log-scoring.png", `[data-testid="log"] details[open]`)
		})
	}
}
