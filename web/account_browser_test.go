package web

import (
	"strings"
	"testing"
)

// TestAccountPage reads the account page (/account) at a desktop's and a
// phone's size: a guest's, in both languages, and a signed-in one's with
// its passkeys, browsers and a code for another device; and the lobby
// signed in, listing the account's seats this browser never held.
func TestAccountPage(t *testing.T) {
	t.Parallel()
	runCases(t, screens, []pageCase{{"account-guest", testAccountGuest}, {"account-signed-in", testAccountSignedIn}})
}

// testAccountGuest: a guest sees four ways in, each explained, and the
// header's "Sign in"; the language switch turns them all into Japanese.
func testAccountGuest(t *testing.T, p *page, f *fake) {
	p.open("/account?lang=en")
	p.wait(`[data-testid="signup-go"]`)
	p.until(`document.querySelector('[data-testid="account-link"]').textContent === "Sign in" && !document.querySelector('[data-testid="account-link"]').hidden`)
	want := map[string]string{"signup": "Create an account", "signin": "Sign in with a passkey", "recover": "Use a recovery code", "device": "Add this device with a code"}
	for id, title := range want {
		if got := p.text(`[data-testid="` + id + `"] h2`); got != title {
			t.Errorf("card %s is titled %q, want %q", id, got, title)
		}
	}
	if s := p.text(`[data-testid="signup"]`); !strings.Contains(s, "No password") || !strings.Contains(p.text(".acct-intro"), "keep playing as a guest") {
		t.Errorf("the page does not explain the account: %q", s)
	}
	if p.count(`[data-testid="no-passkeys"]`) != 0 {
		t.Error("Chromium is said to lack passkeys")
	}
	// A name is needed, and said so before any passkey is asked for.
	p.click(`[data-testid="signup-go"]`)
	p.until(`document.querySelector('[data-testid="note-signup-go"]').textContent === "Type a name first."`)
	p.fitsPhone()
	p.shot("account-guest")

	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('[data-testid="account-link"]').textContent === "ログイン"`)
	if got := p.text(`[data-testid="signup"] h2`); got != "アカウントを作る" {
		t.Errorf("in Japanese the first card is %q", got)
	}
	for id := range want {
		if s := p.text(`[data-testid="` + id + `"]`); !kana.MatchString(s) {
			t.Errorf("card %s is not in Japanese: %q", id, s)
		}
	}
	p.fitsPhone()
	p.shot("account-guest-ja")

	// The lobby's header offers to sign in too.
	p.open("/")
	p.until(`document.querySelector('[data-testid="account-link"]').textContent === "ログイン"`)
}

// testAccountSignedIn: Hana signed in sees her account; the last passkey
// cannot be removed, and the page says why (the server's words); a code
// for another device shows large; the lobby lists her seat of bots1.
func testAccountSignedIn(t *testing.T, p *page, f *fake) {
	f.mu.Lock()
	f.account = hanaAccount()
	f.mu.Unlock()
	p.open("/account?lang=ja")
	p.wait(`[data-testid="account-name"]`)
	if got := p.text(`[data-testid="account-name"]`); got != "Hana" {
		t.Errorf("the account's name is %q", got)
	}
	p.until(`document.querySelector('[data-testid="account-link"]').textContent === "Hana"`)
	if s := p.text(`[data-testid="recovery-left"]`); s != "残りのリカバリーコード: 9個" {
		t.Errorf("recovery codes left: %q", s)
	}
	if n := p.count(`[data-testid="sessions"] li`); n != 2 || !strings.Contains(p.text(`[data-testid="sessions"] li.current`), "このブラウザー") {
		t.Errorf("%d browsers, the current one %q", n, p.text(`[data-testid="sessions"] li.current`))
	}
	p.click(`[data-testid="remove-passkey"]`)
	p.until(`document.querySelector('[data-testid="remove-passkey"]').textContent === "もう一度タップで削除"`)
	p.click(`[data-testid="remove-passkey"]`)
	p.until(`document.querySelector('[data-testid="note-passkeys"]').textContent.includes("最後のパスキー")`)
	if p.count(`[data-testid="passkeys"] li`) != 1 {
		t.Error("the last passkey went from the list")
	}
	p.click(`[data-testid="device-code"]`)
	p.until(`document.querySelector('[data-testid="granted-code"]')?.textContent === "KQ7M-XW3P"`)
	if s := p.text(`[data-testid="let-in"] .acct-grant`); !strings.Contains(s, "1回だけ") {
		t.Errorf("the code does not say how long it works: %q", s)
	}
	p.fitsPhone()
	p.shot("account-signed-in")

	// A fresh browser of the account lists the account's seat in the lobby, and keeps its token to play it.
	p.open("/?lang=en")
	p.until(`!document.querySelector(".mine").hidden && document.querySelector('.mine a[href="/m/bots1"]') !== null`)
	if !strings.Contains(evalJS[string](p, `localStorage.getItem("shima.tokens") ?? ""`), tokenHana) {
		t.Error("the account's seat's token is not kept")
	}
}
