package web

import (
	"cmp"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// guideGames are the games with a "How to play" page (web/src/games/*-guide.ts).
var guideGames = []string{"micronesia", "skymerchants", "skye", "spiritisland", "catan"}

// TestHowToPlay reads each game's guide as a newcomer finds it, from the
// lobby's picture of the game, in both languages, and from a match's page,
// opening at the part of the turn the match is in.
func TestHowToPlay(t *testing.T) {
	t.Parallel()
	var cases []pageCase
	for _, game := range guideGames {
		cases = append(cases, pageCase{"guide-" + game, func(t *testing.T, p *page, f *fake) { testGuide(t, p, game) }})
	}
	cases = append(cases, pageCase{"guide-from-match", testGuideFromMatch})
	runCases(t, screens, cases)
}

var (
	kana     = regexp.MustCompile(`[\p{Hiragana}\p{Katakana}]`)
	japanese = regexp.MustCompile(`[\p{Hiragana}\p{Katakana}\p{Han}]`)
)

// testGuide opens game's guide from a fresh lobby and reads it.
func testGuide(t *testing.T, p *page, game string) {
	info, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	name := info.Info().Name
	p.open("/")
	tile := fmt.Sprintf(`.game-tile[data-game=%q]`, game)
	p.wait(tile + ` svg`)
	// The lobby shows the game with its picture, players and length.
	if box := evalJS[[]float64](p, `(() => { const r = document.querySelector('`+tile+` svg').getBoundingClientRect(); return [r.width, r.height] })()`); box[0] < 60 || box[1] < 40 {
		t.Errorf("the lobby's picture of %s is %v px", game, box)
	}
	if n := p.count(tile + ` svg *`); n < 4 {
		t.Errorf("the lobby's picture of %s has %d shapes", game, n)
	}
	players := fmt.Sprintf("%d–%d players", info.Info().MinSeats, info.Info().MaxSeats)
	facts := p.text(fmt.Sprintf(`[data-testid="facts-%s"]`, game))
	if !strings.Contains(facts, players) || !regexp.MustCompile(`\d+(–\d+)? min`).MatchString(facts) {
		t.Errorf("the lobby says of %s %q, want %q and its length", game, facts, players)
	}
	p.fitsPhone()
	if game == guideGames[0] {
		p.shot("lobby-games")
	}
	p.click(fmt.Sprintf(`[data-testid="learn-%s"]`, game))
	p.wait(fmt.Sprintf(`[data-testid="guide"][data-game=%q]`, game))
	p.until(`document.querySelector(".guide h1").textContent.includes(` + jsString(name.EN) + `)`)

	// Its parts: setup, the turn and its steps, scoring, the end, the words.
	ids := evalJS[[]string](p, `[...document.querySelectorAll(".guide-part")].map(s => s.id)`)
	for _, want := range []string{"setup", "turn", "score", "end", "terms"} {
		if !slices.Contains(ids, want) {
			t.Errorf("%s's guide has no part %q (parts %v)", game, want, ids)
		}
	}
	steps := 0
	for _, id := range ids {
		if strings.HasPrefix(id, "turn-") {
			steps++
		}
	}
	if steps < 2 {
		t.Errorf("%s's guide gives %d steps of the turn a part of their own (parts %v)", game, steps, ids)
	}
	if links := evalJS[[]string](p, `[...document.querySelectorAll(".guide-contents a")].map(a => a.hash.slice(1))`); len(links) != len(ids) {
		t.Errorf("the contents link %v, the parts are %v", links, ids)
	}
	// Pictures drawn with the board's art, a caption each.
	figs := evalJS[[][]float64](p, `[...document.querySelectorAll(".guide-figure")].map(f => { const r = f.querySelector("svg")?.getBoundingClientRect(); return [r?.width ?? 0, r?.height ?? 0, f.querySelectorAll("svg *").length, f.querySelector("figcaption").textContent.length] })`)
	if len(figs) < 2 {
		t.Errorf("%s's guide has %d pictures, want 2 or more", game, len(figs))
	}
	for i, f := range figs {
		if f[0] < 60 || f[1] < 30 || f[2] < 3 || f[3] == 0 {
			t.Errorf("%s's picture %d: %vx%v px, %v shapes, a caption of %v characters", game, i, f[0], f[1], f[2], f[3])
		}
	}
	if n := p.count(`.guide-terms dt`); n < 10 {
		t.Errorf("%s's guide explains %d words, want 10 or more", game, n)
	}
	texts := func() []string {
		return evalJS[[]string](p, `[...document.querySelectorAll(".guide :is(h2, p, li, dt, dd, figcaption)")].map(e => e.textContent.trim())`)
	}
	for _, s := range texts() {
		if s == "" || kana.MatchString(s) || strings.ContainsAny(s, "<>") {
			t.Errorf("%s's guide in English says %q", game, s)
		}
	}
	p.fitsPhone()
	p.shot("guide-" + game)

	// In Japanese, every word of it.
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector(".guide h1").textContent.includes(` + jsString(name.JA) + `)`)
	for _, s := range texts() {
		if !japanese.MatchString(s) {
			t.Errorf("%s's guide in Japanese says %q", game, s)
		}
	}
	if facts := p.text(`[data-testid="guide-facts"]`); !strings.Contains(facts, "人") || !strings.Contains(facts, "分") {
		t.Errorf("the guide's facts in Japanese: %q", facts)
	}
	p.shot("guide-" + game + "-ja")
	p.click(`[data-testid="lang"]`)

	// "Play" leads to the lobby's form for this game.
	p.click(`[data-testid="guide-play"]`)
	p.wait(`[data-testid="create-match"]`)
	p.until(`document.querySelector('[data-testid="game"]').value === ` + jsString(game))
	if n := evalJS[string](p, `document.querySelector('[data-testid="players"]').value`); n != fmt.Sprint(info.Info().MinSeats) {
		t.Errorf("the form for %s offers %s players", game, n)
	}
}

// testGuideFromMatch follows each game's link on a match page: it opens the
// guide at the part of the turn the match is in, the end once it is over.
func testGuideFromMatch(t *testing.T, p *page, f *fake) {
	for _, game := range guideGames {
		g, err := engine.Lookup(game)
		if err != nil {
			t.Fatal(err)
		}
		st, err := engine.NewState(game, engine.Config{Seats: g.Info().MinSeats, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		var seats []map[string]any
		for i := range g.Info().MinSeats {
			seats = append(seats, map[string]any{"seat": i, "kind": "bot", "bot": "greedy", "claimed": true})
		}
		f.add("learn-"+game, st, 0, seats)
	}
	for _, c := range []struct{ match, game, part string }{
		{"learn-micronesia", "micronesia", ""}, {"learn-skymerchants", "skymerchants", ""}, {"learn-skye", "skye", ""},
		{"learn-spiritisland", "spiritisland", ""}, {"learn-catan", "catan", ""},
		{"over1", "micronesia", "end"}, {"siover1", "spiritisland", "end"},
	} {
		p.open("/m/" + c.match)
		p.until(`!!document.querySelector('[data-testid="learn"]')`) // beside the seats: a phone's other tab
		href := evalJS[string](p, `document.querySelector('[data-testid="learn"]').getAttribute("href")`)
		part, ok := strings.CutPrefix(href, "/learn/"+c.game+"#")
		if !ok || part == "" || (c.part != "" && part != c.part) || (c.part == "" && part == "end") {
			t.Errorf("the guide's link on %s is %q, want /learn/%s#%s", c.match, href, c.game, cmp.Or(c.part, "(a part of the turn)"))
			continue
		}
		if target := evalJS[string](p, `document.querySelector('[data-testid="learn"]').target`); target != "_blank" {
			t.Errorf("the guide opens in %q: the match would be left", target)
		}
		p.open(href)
		p.wait(`[data-testid="guide"]`)
		at := evalJS[[]float64](p, fmt.Sprintf(`(() => { const e = document.getElementById(%q); if (!e || !e.matches(".guide-part")) return [-1, 0]; return [e.getBoundingClientRect().top, innerHeight] })()`, part))
		if at[0] < 0 || at[0] > at[1]/2 {
			t.Errorf("%s's guide opened for %s: part %q at %vpx of a %vpx window", c.game, c.match, part, at[0], at[1])
		}
		if !p.screen.phone && c.part == "" {
			p.shot("guide-open-" + c.game)
		}
	}
	// A game without a guide says so, in the reader's words.
	p.open("/learn/nope")
	p.until(`document.querySelector("main").textContent.includes("There is no guide for this game.")`)
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
