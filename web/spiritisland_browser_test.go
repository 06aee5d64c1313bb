package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/match"
	"shima/server"
	"shima/store/sqlite"
)

// TestSpiritIslandBrowser plays Spirit Island through the real server: a
// fresh lobby, Spirit Island chosen, a match for Hana, Ken (by invite) and a
// bot created as the form showed; then Hana (on a laptop) and Ken (on a
// phone) play only by tapping what the board lights and the buttons on
// their panels, through the spirit phase, fast powers with a target land
// and the invader phase, on to the end of the game if time allows.
func TestSpiritIslandBrowser(t *testing.T) {
	ctx := browser(t)
	dir := artifacts(t)
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "shima.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv, err := server.New(context.Background(), server.Config{Store: st, Assets: Handler(""), BotDelay: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(hs.Close)
	t.Cleanup(func() { srv.Shutdown(context.Background()) })

	hana := openPageFor(t, ctx, screens[0], dir, hs.URL, 3*time.Minute)
	hana.open("/")
	hana.wait(`[data-testid="create-match"]`)
	hana.do(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Hana"))
	choose := func(testid, value string) {
		if !evalJS[bool](hana, fmt.Sprintf(`(() => { const el = document.querySelector('[data-testid=%q]'); if (!el) return false;
			el.value = %q; el.dispatchEvent(new Event('change', {bubbles: true})); return el.value === %q })()`, testid, value, value)) {
			t.Fatalf("cannot set %s to %s", testid, value)
		}
	}
	choose("game", "spiritisland")
	choose("players", "3")
	choose("seat-kind-0", "me")
	choose("seat-kind-1", "invite")
	choose("seat-kind-2", "bot:greedy")
	var form struct {
		Game    string            `json:"game"`
		Seats   []string          `json:"seats"`
		Options map[string]string `json:"options"`
	}
	data := evalJS[string](hana, `JSON.stringify({
		game: document.querySelector('[data-testid="game"]').value,
		seats: [...document.querySelectorAll('[data-testid^="seat-kind-"]')].map(e => e.value),
		options: Object.fromEntries([...document.querySelectorAll('[data-testid^="option-"]')].map(e => [e.dataset.testid.slice(7), e.value]))})`)
	if err := json.Unmarshal([]byte(data), &form); err != nil {
		t.Fatal(err)
	}
	if form.Game != "spiritisland" || strings.Join(form.Seats, " ") != "me invite bot:greedy" || form.Options["boards"] == "" {
		t.Fatalf("the form shows %+v", form)
	}
	hana.shot("si-lobby")
	hana.click(`[data-testid="create-match"]`)
	hana.wait(`[data-testid="invite-1"]`)
	link := func(n int) string {
		href := strings.TrimSpace(hana.text(fmt.Sprintf(`[data-testid="invite-%d"]`, n)))
		if strings.HasPrefix(href, "/") {
			href = hs.URL + href
		}
		if !strings.Contains(href, "/m/") || !strings.Contains(href, "#t=") {
			t.Fatalf("invite %d is %q", n, href)
		}
		return href
	}
	hanaLink, kenLink := link(0), link(1)

	// The match is what the form showed: the game, the seats, the options.
	id := hanaLink[strings.Index(hanaLink, "/m/")+3 : strings.Index(hanaLink, "#")]
	rec, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Config.Game != form.Game || len(rec.Config.Seats) != 3 {
		t.Fatalf("created %s with %d seats", rec.Config.Game, len(rec.Config.Seats))
	}
	if s := rec.Config.Seats; s[0].Kind != match.Person || s[1].Kind != match.Person || s[1].Open || s[2].Kind != match.Bot || s[2].Bot != "greedy" || rec.Seats[0].Name != "Hana" {
		t.Errorf("created seats %+v %+v", rec.Config.Seats, rec.Seats)
	}
	for k, v := range form.Options {
		if rec.Config.Options[k] != v {
			t.Errorf("option %s: the form showed %q, the match has %q", k, v, rec.Config.Options[k])
		}
	}

	hana.open(strings.TrimPrefix(hanaLink, hs.URL))
	hana.wait(`[data-testid="si-map"]`)
	ken := openPageFor(t, ctx, screens[1], dir, hs.URL, 3*time.Minute)
	ken.open(strings.TrimPrefix(kenLink, hs.URL))
	ken.wait(`form.claim input`)
	ken.do(chromedp.SendKeys(chromedp.CSS(`form.claim input`), "Ken"), chromedp.Click(chromedp.CSS(`[data-testid="take-seat"]`)))
	ken.wait(`[data-testid="si-map"]`)

	// The island: every land of the three boards drawn, named, in its terrain.
	if n := hana.count(`.si-land`); n != 27 {
		t.Errorf("%d lands drawn, want 27 (three boards of 8 lands and an ocean)", n)
	}
	if n := hana.count(`.si-name`); n != 27 {
		t.Errorf("%d land names", n)
	}
	if n := hana.count(`.si-presence`); n < 3 {
		t.Errorf("%d presence glyphs at the start", n)
	}
	for _, sel := range []string{`[data-testid="slot-ravage"]`, `[data-testid="fear"]`, `[data-testid="terror"]`, `[data-testid="win-now"]`, `[data-testid="blight"]`, `[data-testid="spirit-0"]`, `[data-testid="spirit-2"]`, `[data-testid="track-energy-0"]`, `[data-testid="growth"]`} {
		if hana.count(sel) != 1 {
			t.Errorf("Hana's page lacks %s", sel)
		}
	}
	hana.shot("si-start")
	ken.shot("si-start")

	// Both play by tapping until the game ends or time is up.
	seen := map[string]int{}
	shots := map[string]bool{}
	deadline := time.Now().Add(80 * time.Second)
	over := false
	for !over && time.Now().Before(deadline) {
		moved := false
		for _, p := range []*page{hana, ken} {
			state := evalJS[[]string](p, `[document.querySelector(".si")?.dataset.step ?? "", document.querySelector(".si")?.dataset.round ?? "", String(document.querySelectorAll('[data-testid="outcome"] *').length)]`)
			if state[2] != "0" || state[0] == "over" {
				over = true
				continue
			}
			what := evalJS[string](p, playSpirit)
			if what == "" {
				continue
			}
			moved = true
			seen[state[0]+":"+what]++
			if key := p.screen.name + state[0] + what; !shots[key] && (what == "target" || what == "growth" || what == "play" || what == "piece") {
				shots[key] = true
				p.shot("si-" + state[0] + "-" + what)
			}
			p.until(`!document.querySelector('.si button[data-action]:disabled')`)
		}
		if !moved {
			time.Sleep(50 * time.Millisecond)
		}
	}
	t.Logf("taps by step: %v", seen)
	round := evalJS[string](hana, `document.querySelector(".si")?.dataset.round ?? ""`)
	t.Logf("reached round %s, over: %v", round, over)
	for _, want := range []string{"spirit:growth", "spirit:play", "fast:target"} {
		if seen[want] == 0 {
			t.Errorf("never tapped %s", want)
		}
	}
	if !over {
		t.Error("the game did not end in time")
	}
	if round == "1" || round == "" {
		t.Errorf("the game did not leave round 1 (the invader phase): round %q", round)
	}
	hana.shot("si-end")
	ken.shot("si-end")
	// In Japanese, the panels and the island speak Japanese.
	hana.click(`[data-testid="lang"]`)
	hana.until(`document.querySelector('[data-testid="invader-board"]').textContent.includes("恐怖段階")`)
	hana.shot("si-end-ja")
}

// playSpirit makes one choice on a Spirit Island page only by tapping what
// it offers, and says what: a land's several choices first, then a lit
// piece, a lit land, a spirit to target, a growth option, a fast card to play (then any), a
// power to use, and the bar's buttons (done and stop last). "" when the
// page offers nothing.
const playSpirit = `(() => {
	const on = (sel) => [...document.querySelectorAll(sel)].filter(e => !e.disabled);
	const tap = (e, what) => { e.dispatchEvent(new MouseEvent('click', {bubbles: true})); return what; };
	const kind = (e) => Math.floor(Number(e.dataset.action) / 16777216);
	const which = on('.si-bar .si-which ~ button[data-action]');
	if (which.length) return tap(which[0], kind(which[0]) === 6 ? "target" : "land");
	const pieces = on('.si-glyph.lit');
	if (pieces.length) return tap(pieces[0], "piece");
	const lands = on('.si-land.lit');
	if (lands.length) {
		const l = lands[Math.floor(Math.random() * lands.length)];
		return tap(l, l.dataset.action && kind(l) === 6 ? "target" : "land");
	}
	const spirit = on('.si-spirit-head button[data-action]');
	if (spirit.length) return tap(spirit[0], "target-spirit");
	const growth = on('.si-act.growth');
	if (growth.length) return tap(growth[Math.floor(Math.random() * growth.length)], "growth");
	const plays = on('.si-spirit.mine .si-card-acts button[data-action]').filter(b => kind(b) === 2);
	const fast = plays.filter(b => b.closest('.si-card').classList.contains('fast'));
	if (fast.length) return tap(fast[0], "play");
	if (plays.length) return tap(plays[0], "play");
	const use = on('.si-usable button[data-action]').filter(b => kind(b) === 4);
	if (use.length) return tap(use[0], "use");
	const take = on('.si-spirit.mine .si-card-acts button[data-action]');
	if (take.length) return tap(take[0], "take");
	const bar = on('.si-bar button[data-action]');
	const rest = bar.filter(b => ![3, 12].includes(kind(b)));
	if (rest.length) return tap(rest[0], "bar:" + kind(rest[0]));
	if (bar.length) return tap(bar[0], kind(bar[0]) === 3 ? "done" : "stop");
	const other = on('.si [data-action]');
	return other.length ? tap(other[0], "other:" + kind(other[0])) : "";
})()`
