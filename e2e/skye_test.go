package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/engine"
	"shima/internal/apitest"
)

// holds reports whether a JavaScript condition on p's page comes to hold
// within 10 seconds.
func (p *person) holds(cond string) bool {
	p.t.Helper()
	// A poll fails at once when the page reloads under it (a seat that
	// arrives opens the page again): poll again until the time is up.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		left := time.Until(deadline)
		if left <= 0 {
			return false
		}
		if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(left))); err == nil {
			return true
		}
	}
}

// until waits for a JavaScript condition on p's page.
func (p *person) until(what, cond string) {
	p.t.Helper()
	if !p.holds(cond) {
		p.screenshot(p.name + "-timeout.png")
		p.t.Fatalf("%s: timed out waiting for %s", p.name, what)
	}
}

// pageSeq is the number of the match's last event as the page shows it.
const pageSeq = `Number(document.querySelector('[data-seq]')?.dataset.seq ?? -1)`

// logJS lists the texts of seat's entries in the page's log, without the name.
func logJS(seat int) string {
	return fmt.Sprintf(`[...document.querySelectorAll('[data-testid="log"] .log-body')]
		.filter(b => b.querySelector(':scope > b .swatch.seat-%d'))
		.map(b => [...b.childNodes].filter(n => n.nodeType === Node.TEXT_NODE).map(n => n.textContent).join("").trim())`, seat)
}

// price marks one of the person's three tiles to discard and prices the
// other two as the page offers them, a click each, and returns the tiles
// each move was about ("61" of data-testid "discard-61").
func (p *person) price() []string {
	p.t.Helper()
	var tiles []string
	for _, sel := range []string{`[data-testid^="discard-"]`, `[data-testid^="set-price-"]`, `[data-testid^="set-price-"]`} {
		p.until("a choice behind the screen", fmt.Sprintf(`document.querySelector('%s:not([disabled])') !== null`, sel))
		before := eval[int](p, pageSeq)
		testid := eval[string](p, fmt.Sprintf(`document.querySelector('%s:not([disabled])').dataset.testid`, sel))
		tiles = append(tiles, testid[strings.LastIndex(testid, "-")+1:])
		p.run(chromedp.Click(chromedp.CSS(sel+`:not([disabled])`), chromedp.NodeVisible))
		p.until("the choice to be made", fmt.Sprintf(`%s > %d`, pageSeq, before))
	}
	return tiles
}

// In Isle of Skye, while the screens are up, another player's log says
// only that each player made a secret choice; once everyone has priced and
// the screens come away, it says what each marked and priced, on the page
// as it stands (the log it had in parts is sent again), in both browsers.
func TestSkyePricesShowInTheLogOnceRevealed(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	var c struct {
		ID    string `json:"id"`
		Seats []struct {
			Token string `json:"token"`
		} `json:"seats"`
	}
	seat := map[string]any{"kind": "person"}
	if code := apitest.Call(t, "POST", url+"/api/matches", "", map[string]any{"game": "skye", "seat": 0, "name": "Alice", "seats": []any{seat, seat}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var bobSeat struct {
		Token string `json:"token"`
	}
	if code := apitest.Call(t, "POST", url+"/api/matches/"+c.ID+"/seats/1/claim", c.Seats[1].Token, map[string]any{"name": "Bob"}, &bobSeat); code != http.StatusOK {
		t.Fatalf("Bob takes his seat: %d", code)
	}
	alice := newPerson(t, browser, "alice", dir)
	bob := newPerson(t, browser, "bob", dir)
	for _, o := range []struct {
		p     *person
		token string
	}{{alice, c.Seats[0].Token}, {bob, bobSeat.Token}} {
		o.p.run(chromedp.Navigate(url+"/m/"+c.ID+"#t="+o.token), chromedp.WaitVisible(chromedp.CSS(`[data-testid^="discard-"]`)))
	}

	aliceMade := alice.price()
	secret := engine.SecretChoice.EN
	// secretly waits until reader's log reads seat's three choices as secret.
	secretly := func(reader *person, seat int) {
		t.Helper()
		js, _ := json.Marshal([]string{secret, secret, secret})
		if !reader.holds(fmt.Sprintf(`JSON.stringify(%s) === %q`, logJS(seat), js)) {
			t.Errorf("%s reads seat %d's choices as %q, want them secret", reader.name, seat, eval[[]string](reader, logJS(seat)))
		}
	}
	// reads waits until reader's log reads seat's three choices, each naming its tile, and says what it reads if it never does.
	reads := func(reader *person, seat int, tiles []string) {
		t.Helper()
		js, _ := json.Marshal(tiles)
		if !reader.holds(fmt.Sprintf(`(() => { const l = %s; const tiles = %s; return l.length === 3 && l.every((e, k) => new RegExp("\\btile " + tiles[k] + "\\b").test(e)); })()`, logJS(seat), js)) {
			t.Errorf("%s reads seat %d's choices as %q, want them about tiles %v", reader.name, seat, eval[[]string](reader, logJS(seat)), tiles)
		}
	}
	secretly(bob, 0) // the screens are up
	bob.screenshot("skye-log-secret.png", `[data-testid="log"] li`)

	bobMade := bob.price() // the screens come away
	reads(bob, 0, aliceMade)
	reads(alice, 1, bobMade)
	bob.screenshot("skye-log-revealed.png", `[data-testid="log"] li`)
}
