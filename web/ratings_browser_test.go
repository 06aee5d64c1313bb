package web

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestRatingPages reads a profile (/p/{id}) and the leaderboards
// (/leaderboard/{game}), reached from the lobby's game tiles, and the
// lobby's choice of a rated match, at a desktop's and a phone's size.
func TestRatingPages(t *testing.T) {
	t.Parallel()
	runCases(t, screens, []pageCase{{"profile", testProfile}, {"leaderboards", testLeaderboards}, {"rated-choice", testRatedChoice}})
}

// testProfile: Hana's profile charts each game's rating from 0 through
// each rated match, with labelled axes; lists her record, her recent
// matches linked to their replays and her games; all again in Japanese.
func testProfile(t *testing.T, p *page, f *fake) {
	p.open("/p/acct1?lang=en")
	p.wait(`[data-testid="profile-name"]`)
	if got := p.text(`[data-testid="profile-name"]`); got != "Hana" {
		t.Errorf("the profile's name: %q", got)
	}
	if got := p.text(`[data-testid="rating-value-micronesia"]`); got != "7" {
		t.Errorf("Micronesia's rating: %q", got)
	}
	// Four points: the start (0) and three matches; the last is highest.
	points := evalJS[string](p, `document.querySelector('[data-testid="chart-micronesia"] polyline').getAttribute("points")`)
	if n := len(strings.Fields(points)); n != 4 {
		t.Errorf("the chart has %d points (%q), want 4", n, points)
	}
	ys := evalJS[[]float64](p, `[...document.querySelectorAll('[data-testid="chart-micronesia"] circle')].map(c => +c.getAttribute("cy"))`)
	if len(ys) != 4 || !(ys[3] < ys[1] && ys[1] < ys[2] && ys[2] < ys[0]) { // 7 above 3 above 1 above 0 (SVG's y grows down)
		t.Errorf("the points' heights: %v", ys)
	}
	labels := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="chart-micronesia"] .axis-label')].map(e => e.textContent)`)
	if strings.Join(labels, "|") != "Rated matches played|Rating" {
		t.Errorf("the axes are labelled %q", labels)
	}
	if p.count(`[data-testid="chart-skye"]`) != 1 {
		t.Error("no chart for Skye")
	}
	if href := evalJS[string](p, `document.querySelector('[data-testid="replay-over1"]').getAttribute("href")`); href != "/r/over1" {
		t.Errorf("the match links to %q", href)
	}
	if s := p.text(`[data-testid="profile-matches"]`); !strings.Contains(s, "place 1 of 3 · won") || !strings.Contains(s, "Rated") || strings.Contains(s, "place 1 of 2") {
		t.Errorf("the recent matches: %q", s)
	}
	if s := p.text(`[data-testid="profile-records"]`); !strings.Contains(s, "River surges in sunlight") || !strings.Contains(s, "England") || !strings.Contains(s, "level 2") {
		t.Errorf("the records: %q", s)
	}
	if s := p.text(`[data-testid="profile-played"] li`); !strings.Contains(s, "Micronesia") || !strings.Contains(s, "matches: 4") {
		t.Errorf("the games played most begin with %q", s)
	}
	if p.count(`[data-testid="profile-account"]`) != 0 {
		t.Error("a guest is offered Hana's account")
	}
	p.fitsPhone()
	p.shot("profile")

	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="chart-micronesia"] .axis-label').textContent === "レーティング戦の回数"`)
	if s := p.text(`[data-testid="profile-matches"]`); !strings.Contains(s, "3人中1位") || !strings.Contains(s, "リプレイ") {
		t.Errorf("the recent matches in Japanese: %q", s)
	}
	p.shot("profile-ja")

	// Hana signed in sees her account's page linked from her profile.
	f.mu.Lock()
	f.account = hanaAccount()
	f.mu.Unlock()
	p.open("/p/acct1")
	p.wait(`[data-testid="profile-account"]`)
	// Nobody's profile: the server's words.
	p.open("/p/nosuch?lang=en")
	p.wait(`[data-testid="profile-error"]`)
	if s := p.text(`[data-testid="profile-error"]`); s != "no such person" {
		t.Errorf("an unknown person: %q", s)
	}
}

// testLeaderboards: each game's tile links to its leaderboard, Spirit
// Island's to its records; the leaderboard links to the players' profiles.
func testLeaderboards(t *testing.T, p *page, f *fake) {
	p.open("/?lang=en")
	p.wait(`[data-testid="leaderboard-micronesia"]`)
	if s := p.text(`[data-testid="leaderboard-spiritisland"]`); s != "Records" {
		t.Errorf("Spirit Island's tile offers %q", s)
	}
	p.click(`[data-testid="leaderboard-micronesia"]`)
	p.wait(`[data-testid="ratings"]`)
	rows := evalJS[[]string](p, `[...document.querySelectorAll('[data-testid="ratings"] tbody tr')].map(r => r.textContent)`)
	if len(rows) != 2 || rows[0] != "1Ken129" || rows[1] != "2Hana73" {
		t.Errorf("the leaderboard's rows: %q", rows)
	}
	if href := evalJS[string](p, `document.querySelector('[data-testid="ratings"] tbody tr:nth-child(2) a').getAttribute("href")`); href != "/p/acct1" {
		t.Errorf("Hana's line links to %q", href)
	}
	p.fitsPhone()
	p.shot("leaderboard")
	p.open("/leaderboard/spiritisland?lang=ja")
	p.wait(`[data-testid="records"]`)
	if s := p.text(`[data-testid="records"]`); !strings.Contains(s, "Hana") || !strings.Contains(s, "レベル2") {
		t.Errorf("Spirit Island's records: %q", s)
	}
}

// testRatedChoice: a guest is not offered a rated match; signed in, the
// form says why one with a bot cannot be, and with people only it sends
// rated with hints off.
func testRatedChoice(t *testing.T, p *page, f *fake) {
	p.open("/?lang=en")
	p.wait(`[data-testid="seat-kind-1"]`)
	if p.count(`[data-testid="rated"]`) != 0 {
		t.Error("a guest is offered a rated match")
	}
	f.mu.Lock()
	f.account = hanaAccount()
	f.mu.Unlock()
	p.open("/?lang=en")
	p.wait(`[data-testid="rated"]`)
	p.do(chromedp.SetValue(chromedp.CSS(".new-form .row select"), "micronesia"))
	if !evalJS[bool](p, `document.querySelector('[data-testid="rated"]').disabled`) || !strings.Contains(p.text(`[data-testid="rated-why"]`), "no bots") {
		t.Errorf("with a bot, the rated choice says %q", p.text(`[data-testid="rated-why"]`))
	}
	for _, sel := range []string{`[data-testid="seat-kind-1"]`, `[data-testid="seat-kind-2"]`} {
		if p.count(sel) == 1 {
			p.do(chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const s = document.querySelector(%q); s.value = "invite"; s.dispatchEvent(new Event("change")) })()`, sel)))
		}
	}
	p.until(`!document.querySelector('[data-testid="rated"]').disabled`)
	p.click(`[data-testid="rated"]`)
	p.until(`document.querySelector('[data-testid="rated"]').checked && !document.querySelector('[data-testid="hints"]').checked`)
	p.click(`[data-testid="create-match"]`)
	p.wait(`[data-testid="open-created"]`)
	f.mu.Lock()
	req := f.created[len(f.created)-1]
	f.mu.Unlock()
	if req["rated"] != true || req["hints"] != "off" {
		t.Errorf("the rated match was asked for with rated %v, hints %v", req["rated"], req["hints"])
	}
}
