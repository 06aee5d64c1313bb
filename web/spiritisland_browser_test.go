package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/engine"
	"shima/internal/long"
	"shima/match"
	"shima/server"
	"shima/store"
	"shima/store/sqlite"
)

// TestSpiritIslandBrowser plays Spirit Island through the real server: a
// fresh lobby, Spirit Island chosen, a match for Hana, Ken (by invite) and a
// bot created as the form showed; then Hana (on a laptop) and Ken (on a
// phone) play only by tapping what the board lights and the buttons on
// their panels, through the spirit phase, fast powers with a target land
// and the invader phase, on to the end of the game if time allows.
func TestSpiritIslandBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	ctx := browser(t)
	dir := artifacts(t)
	st, hs := siServer(t)

	hana := openPageFor(t, ctx, screens[0], dir, hs.URL, 3*time.Minute)
	hana.open("/")
	hana.wait(`[data-testid="create-match"]`)
	hana.do(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Hana"))
	choose := func(testid, value string) { setControl(t, hana, testid, value) }
	choose("game", "spiritisland")
	choose("players", "3")
	choose("seat-kind-0", "me")
	choose("seat-kind-1", "invite")
	choose("seat-kind-2", "bot:greedy")
	// Hana, on the laptop, plays River Surges in Sunlight, whose cards push and gather.
	choose("option-spirits", "river-surges-in-sunlight,vital-strength-of-the-earth,lightnings-swift-strike")
	form := readForm(t, hana)
	if form.Game != "spiritisland" || strings.Join(form.Seats, " ") != "me invite bot:greedy" || form.Options["boards"] == "" || !strings.HasPrefix(form.Options["spirits"], "river-") {
		t.Fatalf("the form shows %+v", form)
	}
	hana.shot("si-lobby")
	hana.click(`[data-testid="create-match"]`)
	hana.wait(`[data-testid="invite-1"]`)
	link := func(n int) string { return inviteLink(t, hana, hs.URL, n) }
	hanaLink, kenLink := link(0), link(1)

	// The match is what the form showed: the game, the seats, the options.
	id, rec := createdAsShown(t, st, hanaLink, form)
	if s := rec.Config.Seats; len(s) != 3 || s[0].Kind != match.Person || s[1].Kind != match.Person || s[1].Open || s[2].Kind != match.Bot || s[2].Bot != "greedy" || rec.Seats[0].Name != "Hana" {
		t.Errorf("created seats %+v %+v", rec.Config.Seats, rec.Seats)
	}

	hana.open(strings.TrimPrefix(hanaLink, hs.URL))
	hana.wait(`[data-testid="si-map"]`)
	hana.do(chromedp.Evaluate[chromedp.Void](`window.siPrefer = "carry"`)) // she plays the cards that push or gather first
	ken := openPageFor(t, ctx, screens[1], dir, hs.URL, 3*time.Minute)
	ken.open(strings.TrimPrefix(kenLink, hs.URL))
	ken.wait(`form.claim input`)
	ken.do(chromedp.SendKeys(chromedp.CSS(`form.claim input`), "Ken"), chromedp.Click(chromedp.CSS(`[data-testid="take-seat"]`)))
	ken.wait(`[data-testid="si-map"]`)
	// Each page notes every mark the board ever shows, however briefly, so
	// that a slow turn of this test still sees what the island marked.
	for _, p := range []*page{hana, ken} {
		p.do(chromedp.Evaluate[chromedp.Void](markWatch))
	}
	// On Ken's phone, growing, the controls lie at the foot of the screen:
	// a strip of events goes to the top, below the header, where the
	// language button stays in the open.
	ken.until(`document.querySelectorAll('[data-testid="board"] [data-action]').length > 0`)
	ken.do(chromedp.Evaluate[chromedp.Void](showStrip))
	ken.until(`document.querySelector('[data-testid="happened"]').classList.contains("top")`)
	if evalJS[bool](ken, stripOverLang) {
		ken.shot("si-strip-over-lang")
		t.Error("the strip of events, at the top, lies over the language button")
	}
	ken.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('[data-testid="happened"]').hidden = true`))

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
	// The growth options read as a player says them: a number and what it gives.
	if labels := evalJS[[]string](hana, `[...document.querySelectorAll('.si-act.growth')].map(b => b.textContent)`); len(labels) < 2 ||
		slices.ContainsFunc(labels, func(l string) bool {
			return strings.Contains(l, "growth") || strings.Contains(l, "(red)") || !strings.Contains(l, " ")
		}) {
		t.Errorf("the growth buttons read %q", labels)
	}
	hana.shot("si-start")
	ken.shot("si-start")
	ken.fitsPhone()

	// On the phone a tapped land opens large: everything on it as tiles a
	// finger can read and tap, as many as the island draws there.
	land := evalJS[string](ken, `[...document.querySelectorAll('.si-pieces')].find(g => g.querySelectorAll('.si-glyph').length >= 2)?.querySelector('.si-name').textContent ?? ""`)
	if land == "" {
		t.Fatal("no land with two kinds of piece on the phone's island")
	}
	ken.tap(fmt.Sprintf(`.si-land[data-land=%q]`, land))
	ken.wait(fmt.Sprintf(`[data-testid="si-zoom"][data-land=%q]`, land))
	glyphs := evalJS[int](ken, fmt.Sprintf(`[...document.querySelectorAll('.si-pieces')].find(g => g.querySelector('.si-name').textContent === %q).querySelectorAll('.si-glyph').length`, land))
	if n := ken.count(`.si-zoom .si-tile`); n != glyphs {
		t.Errorf("land %s opened with %d tiles, the island draws %d glyphs there", land, n, glyphs)
	}
	if small := evalJS[int](ken, `[...document.querySelectorAll('.si-zoom .si-tile')].filter(e => e.getBoundingClientRect().height < 44).length`); small > 0 {
		t.Errorf("%d tiles of the opened land are under 44px", small)
	}
	ken.fitsPhone()
	ken.shot("si-zoom")
	// Clicked from the page: a snapshot may draw the button anew between
	// finding it and clicking it (the bot plays on).
	ken.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('[data-testid="zoom-close"]').click()`))
	if ken.count(`[data-testid="si-zoom"]`) != 0 {
		t.Error("the opened land did not close")
	}

	// Both play by tapping until the game ends or time is up; the lean run
	// stops once three invader phases (explore, build and ravage) have been
	// checked, the long run plays on to the end and its replay.
	stopAt := "" // the round at which to stop
	if !long.On() {
		stopAt = "4"
	}
	seen := map[string]int{}
	whoSeen := map[string]int{}
	dragged, lost := false, 0 // lost: drags lost in a row
	shots := map[string]bool{}
	deadline := time.Now().Add(80 * time.Second)
	over := false
	lastRound, phases := "1", map[string]int{} // phases: invader actions checked, by kind
	for !over && time.Now().Before(deadline) && lastRound != stopAt {
		moved := false
		if round := evalJS[string](hana, `document.querySelector(".si")?.dataset.round ?? ""`); round != lastRound && round != "" {
			lastRound = round // an invader phase has just been played: told and marked, on the laptop and the phone?
			for k, n := range checkInvaderPhase(t, hana, st, id) {
				phases[k] += n
			}
			ken.until(fmt.Sprintf(`document.querySelector(".si")?.dataset.round === %q`, round))
			checkInvaderPhase(t, ken, st, id)
		}
		for _, p := range []*page{hana, ken} {
			state := evalJS[[]string](p, `[document.querySelector(".si")?.dataset.step ?? "", document.querySelector(".si")?.dataset.round ?? "", String(document.querySelectorAll('[data-testid="outcome"] *').length)]`)
			if state[2] != "0" || state[0] == "over" {
				over = true
				continue
			}
			if state[0] == "fast" || state[0] == "slow" {
				checkWho(t, p, state[0])
				whoSeen[state[0]]++
			}
			if p == hana && !dragged {
				// A lost drag is tried again, twice, while the piece still
				// waits to be carried, before playSpirit taps it away (a
				// drop that never lands must not stall the game).
				if dragged = dragPiece(t, hana); !dragged && hana.count(`.si-glyph.drag`) > 0 && lost < 2 {
					lost++
					continue
				}
				lost = 0
			}
			what := evalJS[string](p, playSpirit)
			if what == "" {
				continue
			}
			moved = true
			seen[state[0]+":"+what]++
			if key := p.screen.name + state[0] + what; !shots[key] && (what == "target" || what == "growth" || what == "play" || what == "piece" || what == "zoom") {
				shots[key] = true
				p.fitsPhone()
				p.shot("si-" + state[0] + "-" + what)
			}
			p.until(`!document.querySelector('.si button[data-action]:disabled')`)
		}
		if !moved {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if over {
		// A game lost in an invader phase ends without a new round: its last
		// phase is checked here.
		for k, n := range checkInvaderPhase(t, hana, st, id) {
			phases[k] += n
		}
	}
	t.Logf("taps by step: %v; who is deciding checked: %v; a piece carried: %v; invader actions found in the log and marked: %v", seen, whoSeen, dragged, phases)
	for _, k := range []string{"ravage", "build", "explore"} {
		if phases[k] == 0 {
			t.Errorf("no %s of an invader phase was checked in the log and on the island", k)
		}
	}
	if whoSeen["fast"] == 0 {
		t.Error("the fast phase's who-decides row was never checked")
	}
	if !dragged {
		t.Error("Hana never had a piece to carry to push or gather")
	}
	round := evalJS[string](hana, `document.querySelector(".si")?.dataset.round ?? ""`)
	t.Logf("reached round %s, over: %v", round, over)
	for _, want := range []string{"spirit:growth", "spirit:play", "fast:target"} {
		if seen[want] == 0 {
			t.Errorf("never tapped %s", want)
		}
	}
	if !over && lastRound != stopAt {
		t.Error("the game did not end in time")
	}
	if round == "1" || round == "" {
		t.Errorf("the game did not leave round 1 (the invader phase): round %q", round)
	}
	hana.shot("si-end")
	ken.shot("si-end")
	ken.fitsPhone()
	// In Japanese, the panels and the island speak Japanese. The strip of
	// the latest events, at the top of the screen while the controls lie at
	// its foot, keeps below the header: the language button stays in the
	// open, mid-game as at the end.
	for _, p := range []*page{hana, ken} {
		if over := evalJS[bool](p, stripOverLang); over {
			p.shot("si-strip-over-lang")
			t.Error("the strip of events lies over the language button")
		}
	}
	hana.click(`[data-testid="lang"]`)
	hana.until(`document.querySelector('[data-testid="invader-board"]').textContent.includes("恐怖レベル")`)
	hana.shot("si-end-ja")
	ken.click(`[data-testid="lang"]`)
	ken.until(`document.querySelector('[data-testid="invader-board"]').textContent.includes("恐怖レベル")`)
	ken.shot("si-end-ja")
	ken.tap(fmt.Sprintf(`.si-land[data-land=%q]`, land))
	ken.until(fmt.Sprintf(`document.querySelector('[data-testid="si-zoom"][data-land=%q]')?.textContent.includes("閉じる")`, land))
	ken.shot("si-zoom-ja")

	// The finished match replays: the first move, a few on, the last; at
	// each the board shows that frame's round, step and pieces.
	if over {
		hana.click(`[data-testid="lang"]`)
		ken.click(`[data-testid="lang"]`)
		hana.open("/r/" + id)
		ken.open("/r/" + id)
		for _, p := range []*page{hana, ken} {
			p.wait(`[data-testid="replay-next"]`)
			p.wait(`[data-testid="si-map"]`)
			checkFrame(t, p, 0)
			p.shot("si-replay-first")
		}
		for range 3 {
			hana.click(`[data-testid="replay-next"]`)
		}
		checkFrame(t, hana, 3)
		hana.shot("si-replay-3")
		ken.fitsPhone()
		first := landPieces(hana)
		for _, p := range []*page{hana, ken} {
			p.click(`[data-testid="replay-last"]`)
			p.wait(`[data-testid="outcome"]`)
			last := evalJS[int](p, `Number(document.querySelector('input[type="range"]').max)`)
			checkFrame(t, p, last)
			p.shot("si-replay-last")
		}
		if landPieces(hana) == first {
			t.Error("the replay's last frame shows the same pieces as its fourth")
		}
		ken.fitsPhone()
	}
}

// markWatch makes a page note in window.marksSeen each place the board
// marks for an event, as "A5 ravage".
const markWatch = `window.marksSeen = new Set();
new MutationObserver((changes) => {
	for (const c of changes) {
		const at = c.target.dataset?.at;
		if (!at) continue;
		for (const k of c.target.classList) if (k.startsWith("ev-mark-")) window.marksSeen.add(at + " " + k.slice(8));
	}
}).observe(document.body, {subtree: true, attributes: true, attributeFilter: ["class"]});`

// checkInvaderPhase checks, right after an invader phase, that p's log tells
// each of its ravages, builds and explores with its land and numbers, as the
// server's own replay of the match tells them, under the phase's heading,
// and that the island marked their lands (markWatch). It returns the actions checked by kind.
func checkInvaderPhase(t *testing.T, p *page, st *store.SQL, id string) map[string]int {
	t.Helper()
	seq := evalJS[int](p, `Number(document.querySelector('[data-testid="match"]').dataset.seq)`)
	rec, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.Replay(id, rec.Config, rec.Seed, rec.Created, rec.Events[:seq])
	if err != nil {
		t.Fatal(err)
	}
	type line struct{ Kind, Text, At string }
	var want []line
	var phaseSeq int
	for _, e := range m.Log(0, engine.EN, 0) {
		for _, ev := range e.Events {
			if ev.Kind == "invaders" {
				want, phaseSeq = nil, e.Seq
			}
			if phaseSeq == e.Seq && (ev.Kind == "ravage" || ev.Kind == "build" || ev.Kind == "explore") && len(ev.At) == 1 {
				want = append(want, line{ev.Kind, ev.Text, ev.At[0]})
			}
		}
	}
	if phaseSeq == 0 {
		t.Errorf("the round changed by seq %d with no invader phase in the match's log", seq)
		return nil
	}
	got := evalJS[[]line](p, fmt.Sprintf(`[...document.querySelectorAll('[data-testid="log"] > li[data-seq="%d"] details')]
		.filter(d => d.querySelector("summary .ev-invaders"))
		.flatMap(d => [...d.querySelectorAll(".ev-details .ev-ravage, .ev-details .ev-build, .ev-details .ev-explore")])
		.filter(e => e.dataset.places && !e.dataset.places.includes(" "))
		.map(e => ({Kind: e.dataset.kind, Text: e.querySelector(".ev-text").textContent, At: e.dataset.places}))`, phaseSeq))
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the invader phase at seq %d reads in the log\n%v\nwhere the match tells\n%v", phaseSeq, got, want)
	}
	n := map[string]int{}
	for _, w := range want {
		if !evalJS[bool](p, fmt.Sprintf(`window.marksSeen?.has(%q) ?? false`, w.At+" "+w.Kind)) {
			t.Errorf("%s is not marked on the island for %q", w.At, w.Text)
		}
		n[w.Kind]++
	}
	if n["ravage"] > 0 && n["build"] > 0 {
		p.shot("si-invader-phase")
	}
	return n
}

// siServer starts a real server with its own database for a Spirit Island browser test.
func siServer(t *testing.T) (*store.SQL, *httptest.Server) {
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
	return st, hs
}

// setControl sets the lobby's control testid to value as a person choosing would (input and change events).
func setControl(t *testing.T, p *page, testid, value string) {
	t.Helper()
	if !evalJS[bool](p, fmt.Sprintf(`(() => { const el = document.querySelector('[data-testid=%q]'); if (!el) return false;
		el.value = %q; for (const e of ['input', 'change']) el.dispatchEvent(new Event(e, {bubbles: true})); return el.value === %q })()`, testid, value, value)) {
		t.Fatalf("cannot set %s to %s", testid, value)
	}
}

// lobbyForm is what the lobby's form shows: the game, each seat's choice, the options.
type lobbyForm struct {
	Game    string            `json:"game"`
	Seats   []string          `json:"seats"`
	Options map[string]string `json:"options"`
}

// readForm reads the lobby's form as it shows now.
func readForm(t *testing.T, p *page) lobbyForm {
	t.Helper()
	var form lobbyForm
	data := evalJS[string](p, `JSON.stringify({
		game: document.querySelector('[data-testid="game"]').value,
		seats: [...document.querySelectorAll('[data-testid^="seat-kind-"]')].map(e => e.value),
		options: Object.fromEntries([...document.querySelectorAll('[data-testid^="option-"]')].map(e => [e.dataset.testid.slice(7), e.value]))})`)
	if err := json.Unmarshal([]byte(data), &form); err != nil {
		t.Fatal(err)
	}
	return form
}

// inviteLink is the created match's invite link of seat n, made absolute.
func inviteLink(t *testing.T, p *page, base string, n int) string {
	t.Helper()
	href := strings.TrimSpace(p.text(fmt.Sprintf(`[data-testid="invite-%d"]`, n)))
	if strings.HasPrefix(href, "/") {
		href = base + href
	}
	if !strings.Contains(href, "/m/") || !strings.Contains(href, "#t=") {
		t.Fatalf("invite %d is %q", n, href)
	}
	return href
}

// createdAsShown loads the match an invite link names and checks it is the
// game, seat count and options the form showed; it gives the match's id and record.
func createdAsShown(t *testing.T, st *store.SQL, link string, form lobbyForm) (string, store.Record) {
	t.Helper()
	id := link[strings.Index(link, "/m/")+3 : strings.Index(link, "#")]
	rec, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Config.Game != form.Game || len(rec.Config.Seats) != len(form.Seats) {
		t.Fatalf("created %s with %d seats, the form showed %s with %d", rec.Config.Game, len(rec.Config.Seats), form.Game, len(form.Seats))
	}
	for k, v := range form.Options {
		if rec.Config.Options[k] != v {
			t.Errorf("option %s: the form showed %q, the match has %q", k, v, rec.Config.Options[k])
		}
	}
	return id, rec
}

// checkFrame checks that a replay page shows frame k, and that the board
// drawn is that frame's view: its round and step, and every land's pieces.
func checkFrame(t *testing.T, p *page, k int) {
	t.Helper()
	p.until(fmt.Sprintf(`document.querySelector(".frame-no")?.textContent.startsWith("Move %d of ")`, k))
	// The frame's view, fetched as the page did.
	p.do(chromedp.Evaluate[chromedp.Void](`window.siFrames = null; fetch("/api/matches/" + location.pathname.split("/").pop() + "/replay").then(r => r.json()).then(j => window.siFrames = j.frames)`))
	p.until(`window.siFrames !== null`)
	bad := evalJS[[]string](p, fmt.Sprintf(`(() => {
		const v = window.siFrames[%d].view, si = document.querySelector(".si"), out = [];
		if (si.dataset.round !== String(v.round) || si.dataset.step !== v.step) out.push("round/step " + si.dataset.round + "/" + si.dataset.step + ", the view " + v.round + "/" + v.step);
		// A piece's code is its kind<<3 | its health left (API.md); a field
		// without a health holds pieces at the game's full health.
		const kinds = ["explorer", "town", "city", "dahan"], codes = {};
		for (const f of ["explorer", "town", "town_2", "town_1", "city", "city_3", "city_2", "city_1", "dahan", "dahan_1"]) {
			const [kind, health] = f.split("_");
			if (Number(health) >= v.health[kind]) continue; // no such damaged piece in this game
			codes[f] = kinds.indexOf(kind) << 3 | (health ? Number(health) : v.health[kind]);
		}
		for (const l of v.lands) for (const [f, code] of Object.entries(codes)) {
			const g = document.querySelector('[data-testid="piece-' + l.land + '-' + code + '"]');
			const drawn = g ? Number(g.dataset.n) : 0;
			if (drawn !== (l[f] ?? 0)) out.push(l.land + " " + f + ": drawn " + drawn + ", the view " + (l[f] ?? 0));
		}
		return out;
	})()`, k))
	if len(bad) > 0 {
		t.Errorf("%s replay frame %d: %v", p.screen.name, k, bad)
	}
}

// landPieces sums up what the island draws, land by land.
func landPieces(p *page) string {
	return evalJS[string](p, `[...document.querySelectorAll('.si-glyph[data-testid]')].map(g => g.dataset.testid + "=" + g.dataset.n).join(" ")`)
}

// checkWho checks, in a powers phase, that the row of spirits lights those
// the server waits for (the seats list's "to move") and lists for each the
// powers its panel has still to resolve.
func checkWho(t *testing.T, p *page, phase string) {
	t.Helper()
	bad := evalJS[[]string](p, `(() => {
		const out = [];
		const waiting = [...document.querySelectorAll('.seat.to-move')].map(e => e.dataset.seat).sort().join(",");
		const lit = [...document.querySelectorAll('[data-testid^="who-"][data-deciding="yes"]')].map(e => e.dataset.testid.slice(4)).sort().join(",");
		if (waiting !== lit) out.push("deciding " + lit + ", the server waits for " + waiting);
		for (const w of document.querySelectorAll('[data-testid^="who-"]')) {
			const seat = w.dataset.testid.slice(4);
			const listed = [...w.querySelectorAll('.si-who-power')].map(e => e.dataset.power).join(",");
			const panel = [...document.querySelectorAll('[data-testid="spirit-' + seat + '"] [data-testid^="usable-"]')].map(e => e.dataset.testid.slice(7)).join(",");
			if (listed !== panel) out.push("seat " + seat + " lists " + listed + ", its panel " + panel);
		}
		return out;
	})()`)
	if len(bad) > 0 {
		t.Errorf("%s, %s phase: %v", p.screen.name, phase, bad)
	}
}

// dragPiece carries a piece the page lets be carried (one to push or
// gather) to the first land it may go to, with the mouse, and checks that
// the land then holds one more of it. false when no piece may be carried.
func dragPiece(t *testing.T, p *page) bool {
	t.Helper()
	var plan struct {
		From, To []float64
		Land     string
		Code     string
		Before   int
	}
	js := evalJS[string](p, `(() => {
		const g = document.querySelector('.si-glyph.drag');
		if (!g || document.querySelector('.si button[data-action]:disabled')) return "";
		document.querySelector('.si-map').scrollIntoView({block: "center"});
		const code = g.dataset.testid.split("-").pop(), land = g.dataset.drop.split(" ")[0];
		const poly = document.querySelector('.si-land[data-land="' + land + '"]'), r = poly.getBoundingClientRect();
		let to = null;
		for (let i = 1; i < 10 && !to; i++) for (let j = 1; j < 10 && !to; j++) {
			const x = r.left + r.width * i / 10, y = r.top + r.height * j / 10;
			if (document.elementsFromPoint(x, y).find(e => e.matches(".si-land")) === poly) to = [x, y];
		}
		const b = g.getBoundingClientRect();
		const there = document.querySelector('[data-testid="piece-' + land + '-' + code + '"]');
		return JSON.stringify({from: [b.left + b.width / 2, b.top + b.height / 2], to, land, code, before: there ? Number(there.dataset.n) : 0});
	})()`)
	if js == "" {
		return false
	}
	if err := json.Unmarshal([]byte(js), &plan); err != nil || len(plan.To) != 2 {
		t.Fatalf("no place to carry a piece to: %s %v", js, err)
	}
	p.shot("si-drag-before")
	p.do(chromedp.DragAndDropXY(plan.From[0], plan.From[1], plan.To[0], plan.To[1]))
	// Another player's move may redraw the board under the pointer and
	// drop the drag: then it is tried again at the next chance (the test
	// fails if no drag ever carries a piece).
	arrived := fmt.Sprintf(`Number(document.querySelector('[data-testid="piece-%s-%s"]')?.dataset.n ?? 0) > %d`, plan.Land, plan.Code, plan.Before)
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](arrived, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		diag := evalJS[string](p, fmt.Sprintf(`(() => { const d = (x, y) => document.elementsFromPoint(x, y).slice(0, 4).map(e => e.tagName + "." + (e.getAttribute("class") ?? "") + (e.dataset.testid ? "#" + e.dataset.testid : "")).join(" > "); return "from: " + d(%f, %f) + " | to: " + d(%f, %f) + " | glyph now: " + (document.querySelector('[data-testid$="-%s"].si-glyph.drag') ? "still draggable" : "gone") + " | disabled: " + !!document.querySelector('.si button[data-action]:disabled'); })()`, plan.From[0], plan.From[1], plan.To[0], plan.To[1], plan.Code))
		t.Logf("a drag to %s was lost (%v; %s); trying again later", plan.Land, err, diag)
		return false
	}
	p.shot("si-drag-after")
	return true
}

// playSpirit makes one choice on a Spirit Island page only by tapping what
// it offers, and says what: a land's several choices first (or the moves
// of the land opened large on a phone), then a lit piece, a lit land (on a
// phone: opening it), a spirit to target, a growth option, a card to play (one that pushes or
// gathers first where the page sets siPrefer, then a fast one, then any), a
// power to use, a card drawn to take, and the bar's buttons (done and stop last). "" when the
// page offers nothing.
const playSpirit = `(() => {
	const on = (sel) => [...document.querySelectorAll(sel)].filter(e => !e.disabled);
	const tap = (e, what) => { e.dispatchEvent(new MouseEvent('click', {bubbles: true})); return what; };
	const kind = (e) => Math.floor(Number(e.dataset.action) / 16777216);
	const which = on('.si-bar .si-which ~ button[data-action]');
	if (which.length) return tap(which[0], kind(which[0]) === 6 ? "target" : "land");
	const zoom = on('.si-zoom button[data-action]');
	if (zoom.length) return tap(zoom[0], kind(zoom[0]) === 6 ? "target" : "zoom");
	const pieces = on('.si-glyph.lit[data-action]');
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
	const carry = window.siPrefer === "carry" ? plays.filter(b => /Push|Gather/.test(b.closest('.si-card').textContent)) : [];
	if (carry.length) return tap(carry[0], "play");
	const fast = plays.filter(b => b.closest('.si-card').classList.contains('fast'));
	if (fast.length) return tap(fast[0], "play");
	if (plays.length) return tap(plays[0], "play");
	const use = on('.si-uses button[data-action]').filter(b => kind(b) === 4);
	if (use.length) return tap(use[0], "use");
	const take = on('.si-drawn .si-card-acts button[data-action]');
	if (take.length) return tap(take[0], "take");
	const bar = on('.si-bar button[data-action]');
	const rest = bar.filter(b => ![3, 12].includes(kind(b)));
	if (rest.length) return tap(rest[0], "bar:" + kind(rest[0]));
	if (bar.length) return tap(bar[0], kind(bar[0]) === 3 ? "done" : "stop");
	const other = on('.si [data-action]');
	return other.length ? tap(other[0], "other:" + kind(other[0])) : "";
})()`

// stripOverLang reports whether the strip of events, shown, lies over the
// header's language button.
const stripOverLang = `(() => {
	const strip = document.querySelector('[data-testid="happened"]');
	if (!strip || strip.hidden || getComputedStyle(strip).visibility === "hidden") return false;
	const s = strip.getBoundingClientRect(), l = document.querySelector('[data-testid="lang"]').getBoundingClientRect();
	return l.left < s.right && s.left < l.right && l.top < s.bottom && s.top < l.bottom;
})()`

// showStrip shows the strip of events with three lines, as the moves' events
// would, and lets the page place it (a resize places it again).
const showStrip = `(() => {
	const strip = document.querySelector('[data-testid="happened"]');
	const ul = document.createElement("ul");
	for (const text of ["Ravage in A1", "Build in A2", "Explore in A3"]) {
		const li = document.createElement("li");
		li.textContent = text;
		ul.append(li);
	}
	strip.replaceChildren(ul);
	strip.hidden = false;
	dispatchEvent(new Event("resize"));
})()`
