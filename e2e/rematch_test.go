package e2e

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/internal/apitest"
)

// Two people finish a match (their seats left to bots at once, made over
// the API, so that it ends in a moment), and on their pages Hana taps
// Rematch: her page goes to the new match, in her seat, with the invite of
// Ken's seat at hand; Ken's page, on the match before, shows her offer at
// once, still after a reload, in Japanese too; he joins with one tap and his
// page goes to the new match, in his seat, which Hana's page sees taken.
func TestRematchFromTheResult(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	var c struct {
		ID    string `json:"id"`
		Seats []struct {
			Token string `json:"token"`
		} `json:"seats"`
	}
	seat := map[string]any{"kind": "person"}
	if code := apitest.Call(t, "POST", url+"/api/matches", "", map[string]any{"game": "micronesia", "seat": 0, "name": "Hana",
		"seats": []any{seat, seat, map[string]any{"kind": "bot", "bot": "random"}}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var ken struct {
		Token string `json:"token"`
	}
	if code := apitest.Call(t, "POST", url+"/api/matches/"+c.ID+"/seats/1/claim", c.Seats[1].Token, map[string]any{"name": "Ken"}, &ken); code != http.StatusOK {
		t.Fatalf("Ken takes his seat: %d", code)
	}
	tokens := []string{c.Seats[0].Token, ken.Token}
	for seat, token := range tokens {
		if code := apitest.Call(t, "POST", fmt.Sprintf("%s/api/matches/%s/seats/%d/bot", url, c.ID, seat), token, map[string]any{"bot": "random"}, nil); code != http.StatusOK {
			t.Fatalf("seat %d to a bot: %d", seat, code)
		}
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(50 * time.Millisecond) {
		var s struct {
			Over bool `json:"over"`
		}
		apitest.Call(t, "GET", url+"/api/matches/"+c.ID, "", nil, &s)
		if s.Over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the bots did not finish the match")
		}
	}

	hana := newPerson(t, browser, "hana", dir)
	kenP := newPerson(t, browser, "ken", dir)
	for i, p := range []*person{hana, kenP} {
		p.run(chromedp.Navigate(url+"/m/"+c.ID+"#t="+tokens[i]), chromedp.WaitVisible(chromedp.CSS(`[data-testid="outcome"]`)))
		p.run(chromedp.WaitVisible(chromedp.CSS(`[data-testid="rematch"]`)))
	}
	hana.screenshot("rematch-1-result.png", `[data-testid="rematch"]`)

	// Hana taps Rematch: the new match, in her seat.
	hana.run(chromedp.Click(chromedp.CSS(`[data-testid="rematch"]`)))
	waitUntil(hana, 20*time.Second, `/^\/m\/[a-z2-7]+$/.test(location.pathname) && location.pathname !== `+jsString("/m/"+c.ID)+
		` && !!document.querySelector('.seat.me[data-seat="0"]')`)
	next := strings.TrimPrefix(eval[string](hana, `location.pathname`), "/m/")
	waitUntil(hana, 10*time.Second, `!!document.querySelector('[data-testid="invite-link-1"]')`)
	if link := hana.text(`[data-testid="invite-link-1"]`); !strings.Contains(link, "/m/"+next+"#t=") {
		t.Errorf("the invite of Ken's seat reads %q", link)
	}
	hana.screenshot("rematch-2-hana.png", `[data-testid="board"]`)

	// Ken's page shows the offer at once, and after a reload.
	waitUntil(kenP, 10*time.Second, `!!document.querySelector('[data-testid="rematch-join"]')`)
	if offer := kenP.text(`[data-testid="rematch-offer"]`); !strings.Contains(offer, "Hana offers a rematch") {
		t.Errorf("Ken's page says %q", offer)
	}
	kenP.run(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`[data-testid="rematch-join"]`)))
	kenP.run(chromedp.Click(chromedp.CSS(`[data-testid="lang"]`)))
	waitUntil(kenP, 10*time.Second, `document.querySelector('[data-testid="rematch-offer"]').textContent.includes("Hanaさんが再戦を提案しています")`)
	if join := kenP.text(`[data-testid="rematch-join"]`); join != "参加する" {
		t.Errorf("the Japanese join button reads %q", join)
	}
	kenP.screenshot("rematch-3-ken-offer.png", `[data-testid="rematch-offer"]`)

	// Ken joins: the same new match, in his seat; Hana's page sees him come.
	kenP.run(chromedp.Click(chromedp.CSS(`[data-testid="rematch-join"]`)))
	waitUntil(kenP, 20*time.Second, `location.pathname === `+jsString("/m/"+next)+` && !!document.querySelector('.seat.me[data-seat="1"]')`)
	waitUntil(hana, 10*time.Second, `!document.querySelector('[data-testid="invite-link-1"]') && document.querySelector('.seat[data-seat="1"]').textContent.includes("Ken")`)
	if me := eval[string](hana, `document.querySelector('.seat.me')?.dataset.seat ?? ""`); me != "0" {
		t.Errorf("Hana's page plays seat %q", me)
	}
	kenP.screenshot("rematch-4-ken.png", `[data-testid="board"]`)
}
