package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A person playing Catan against bots asks the coach, as a newcomer would:
// the lobby allows hints when only the person and bots play (and not when
// a friend is invited), the match page's Hint button answers with a move,
// its chance of winning and the next best, marks the move on the board, and
// the person plays it from there; in Japanese too.
func TestTheCoachGivesAHint(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	p := newPerson(t, browser, "coach", dir)
	p.fillLobby(url, "catan", nil, "me", "invite", "bot:greedy")
	if eval[bool](p, `document.querySelector('[data-testid="hints"]').checked`) {
		t.Error("with a friend invited, the lobby allows hints by default")
	}
	link := p.startAgainstBots(url, "catan", 3)
	p.run(chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`.cat-spot.vertex`)))

	if s := eval[string](p, `document.querySelector('[data-testid="hints-state"]')?.textContent ?? ""`); !strings.Contains(s, "allowed in this match") {
		t.Errorf("the match page says %q of hints", s)
	}
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="hint"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="hint-panel"]`)))
	panel := eval[string](p, `document.querySelector('[data-testid="hint-panel"]').textContent`)
	best := eval[string](p, `document.querySelector('[data-testid="hint-best"]').textContent`)
	if !strings.Contains(panel, "Coach:") || !strings.Contains(panel, "% to win") || !strings.Contains(panel, "Also good:") || best == "" {
		t.Errorf("the coach's answer reads %q", panel)
	}
	t.Logf("the coach: %s", panel)
	marked := eval[[]string](p, `[...document.querySelectorAll('.hinted')].map(e => e.dataset.action)`)
	if len(marked) != 1 {
		t.Fatalf("the board marks %d moves for the hint, want 1", len(marked))
	}
	p.screenshot("coach-1-hint.png", `.cat-spot.hinted`)
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="lang"]`)))
	if s := eval[string](p, `document.querySelector('[data-testid="hint-panel"]').textContent`); !strings.Contains(s, "コーチ:") || !strings.Contains(s, "勝率") {
		t.Errorf("the coach's answer in Japanese reads %q", s)
	}
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="lang"]`)))

	// The person plays the marked move: it is what the log then tells.
	before := eval[string](p, `document.querySelector('[data-seq]').dataset.seq`)
	eval[bool](p, `(() => { document.querySelector('.hinted').dispatchEvent(new MouseEvent("click", {bubbles: true})); return true })()`)
	if !p.holds(`document.querySelector('[data-seq]').dataset.seq !== ` + jsString(before) + ` && !document.querySelector('[data-testid="hint-panel"]')`) {
		t.Fatal("the marked move was not played, or its hint stayed")
	}
	if n := eval[int](p, `document.querySelectorAll('.hinted').length`); n != 0 {
		t.Errorf("after the move, %d marks of the old hint stay", n)
	}
}
