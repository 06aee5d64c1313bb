package web

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"shima/engine"
)

// TestYourTurnElsewhere: on any page, the header's badge and the title say
// in how many of the person's matches it is their turn (the match on
// screen aside), and, allowed, the browser tells them while the tab is
// hidden, once for each decision.
func TestYourTurnElsewhere(t *testing.T) {
	t.Parallel()
	runCases(t, screens, []pageCase{{"turns", testTurns}, {"turns-hidden", testTurnsHidden}})
}

// holdAll keeps in the page's storage every token of Hana's in f, and
// returns the matches where it is her turn.
func holdAll(t *testing.T, p *page, f *fake) []string {
	f.mu.Lock()
	held := map[string][]map[string]any{}
	var yours []string
	for id, m := range f.matches {
		if seat, ok := m.tokens[tokenHana]; ok {
			held[id] = []map[string]any{{"t": tokenHana, "s": seat}}
			if !m.state.Over() && engine.Contains(m.state.ToMove(), engine.Seat(seat)) {
				yours = append(yours, id)
			}
		}
	}
	f.mu.Unlock()
	data, _ := json.Marshal(held)
	p.open("/learn/nope") // any page of the site, to reach its storage
	evalJS[bool](p, `(localStorage.setItem("shima.tokens", `+jsString(string(data))+`), true)`)
	if len(yours) < 2 {
		t.Fatalf("the fake has %d matches of Hana's turn: the test needs two", len(yours))
	}
	slices.Sort(yours)
	return yours
}

func testTurns(t *testing.T, p *page, f *fake) {
	yours := holdAll(t, p, f)
	p.open("/learn/catan")
	p.wait(`[data-testid="turn-badge"]`)
	want := len(yours)
	p.until(`document.title.startsWith("(` + itoa(want) + `) ")`)
	if s := p.text(`[data-testid="turn-badge"]`); !strings.Contains(s, "Your turn in "+itoa(want)+" matches") {
		t.Errorf("the badge says %q, want %d matches", s, want)
	}
	// On the page of one of them, the others only.
	p.open("/m/" + yours[0])
	p.wait(`[data-testid="board"]`)
	p.until(`document.title.startsWith("(` + itoa(want-1) + `) ● ")`)
	if s := p.text(`[data-testid="turn-badge"]`); want == 2 && !strings.Contains(s, "Your turn: ") {
		t.Errorf("with one other match waiting the badge says %q", s)
	}
	p.fitsPhone()
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="turn-badge"]').textContent.includes("あなたの番")`)
	p.click(`[data-testid="lang"]`)
	// None held, none said.
	evalJS[bool](p, `(localStorage.removeItem("shima.tokens"), true)`)
	p.open("/learn/catan")
	p.wait(`[data-testid="guide"]`)
	p.until(`!document.title.startsWith("(")`)
	if evalJS[bool](p, `!document.querySelector('[data-testid="turn-badge"]').hidden`) {
		t.Error("a badge with no matches held")
	}
}

// testTurnsHidden: the tab hidden and notifications allowed, each match
// waiting is told once; refused or not asked, none.
func testTurnsHidden(t *testing.T, p *page, f *fake) {
	yours := holdAll(t, p, f)
	stub := `window.__notes = [];
	window.Notification = class { constructor(title, o) { window.__notes.push(o.body + "|" + o.tag); } static get permission() { return localStorage.getItem("perm") || "default"; } static requestPermission() { localStorage.setItem("perm", "granted"); return Promise.resolve("granted"); } };
	Object.defineProperty(document, "hidden", { get: () => true });`
	p.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: stub})
		return err
	}))
	// Not allowed yet: the lobby offers to ask, and nothing is told.
	p.open("/")
	p.wait(`[data-testid="notify-ask"]`)
	p.until(`document.title.startsWith("(")`)
	if n := evalJS[int](p, `window.__notes.length`); n != 0 {
		t.Errorf("%d notifications before they were allowed", n)
	}
	p.click(`[data-testid="notify-ask"]`)
	p.until(`document.querySelector('[data-testid="notify-choice"]').textContent.includes("You are told")`)
	// Allowed: a page opened (hidden) tells each match waiting, once.
	p.open("/learn/catan")
	p.until(`window.__notes.length === ` + itoa(len(yours)))
	notes := evalJS[[]string](p, `window.__notes`)
	for _, id := range yours {
		if !slices.ContainsFunc(notes, func(n string) bool { return strings.HasSuffix(n, "|"+id) && strings.HasPrefix(n, "It is your turn (") }) {
			t.Errorf("no notification of %s: %q", id, notes)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
