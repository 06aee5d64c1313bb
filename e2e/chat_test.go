package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chatSays is JavaScript for whether the page's chat shows a line whose text is exactly text.
func chatSays(text string) string {
	return `[...document.querySelectorAll('[data-testid="chat-lines"] .chat-text')].some(e => e.textContent === ` + jsString(text) + `)`
}

// say types a line into the chat and presses Enter.
func (p *person) say(text string) {
	p.t.Helper()
	p.run(chromedp.SendKeys(chromedp.CSS(`[data-testid="chat-input"]`), text+"\r"))
}

// Hana and Ken play, Aiko watches: Hana's line reaches Ken and not Aiko,
// Aiko's reaches neither player, and a line with markup shows as text.
func TestPlayersAndSpectatorsChatApart(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	hana := newPerson(t, browser, "hana", dir)
	ken := newPerson(t, browser, "ken", dir)
	aiko := newPerson(t, browser, "aiko", dir)

	hana.fillLobby(url, "micronesia", nil, "me", "invite", "bot:greedy")
	hana.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-1"]`)))
	link := func(n string) string {
		href := strings.TrimSpace(eval[string](hana, `(() => { const el = document.querySelector('[data-testid="invite-`+n+`"]'); return el.href || el.value || el.textContent; })()`))
		if strings.HasPrefix(href, "/") {
			href = url + href
		}
		if !strings.Contains(href, "/m/") || !strings.Contains(href, "#t=") {
			t.Fatalf("invite %s is %q", n, href)
		}
		return href
	}
	hanaLink, kenLink := link("0"), link("1")
	matchURL, _, _ := strings.Cut(hanaLink, "#")

	hana.run(chromedp.Navigate(hanaLink), chromedp.WaitVisible(chromedp.CSS(`[data-testid="chat-input"]`)))
	ken.run(chromedp.Navigate(kenLink), chromedp.WaitVisible(chromedp.CSS(`form.claim input`)),
		chromedp.SendKeys(chromedp.CSS(`form.claim input`), "Ken"), chromedp.Click(chromedp.CSS(`form.claim button`)))
	aiko.run(chromedp.Navigate(matchURL), chromedp.WaitVisible(chromedp.CSS(`[data-testid="chat-input"]`)))
	const players = `document.querySelector('[data-testid="chat-mutes"] [data-testid="chat-mute-0"]') !== null`
	waitUntil(ken, 10*time.Second, players) // Ken is in the players' room, with a button to mute Hana
	waitUntil(aiko, 10*time.Second, `!document.querySelector('[data-testid="chat-name"]').hidden`)

	hana.say("<b>x</b> good luck, Ken")
	waitUntil(ken, 10*time.Second, chatSays("<b>x</b> good luck, Ken"))
	waitUntil(hana, 10*time.Second, chatSays("<b>x</b> good luck, Ken"))
	if n := eval[int](ken, `document.querySelectorAll('[data-testid="chat-lines"] .chat-text *').length`); n != 0 {
		t.Errorf("Hana's markup made %d elements on Ken's page", n)
	}

	aiko.run(chromedp.SendKeys(chromedp.CSS(`[data-testid="chat-name"]`), "Aiko"))
	aiko.say("who wins?")
	waitUntil(aiko, 10*time.Second, chatSays("who wins?")+` && document.querySelector('[data-testid="chat-lines"]').textContent.includes("Aiko")`)
	ken.say("thanks")
	waitUntil(hana, 10*time.Second, chatSays("thanks"))
	// Each line has reached its room by now: nothing crossed over.
	for _, p := range []*person{hana, ken} {
		if eval[bool](p, chatSays("who wins?")) {
			t.Errorf("%s, a player, sees Aiko's line", p.name)
		}
	}
	for _, line := range []string{"<b>x</b> good luck, Ken", "thanks"} {
		if eval[bool](aiko, chatSays(line)) {
			t.Errorf("Aiko, a spectator, sees the players' line %q", line)
		}
	}
	ken.screenshot("chat-ken.png", `[data-testid="chat-lines"] li[data-n]`)
	aiko.screenshot("chat-aiko.png", `[data-testid="chat-lines"] li[data-n]`)
}
