package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/webauthn"
	"github.com/chromedp/chromedp"
)

// localhost is a test server's address by name: a passkey is bound to a
// name (its RP ID), never to a number such as 127.0.0.1.
func localhost(addr string) string {
	return strings.Replace(addr, "://127.0.0.1:", "://localhost:", 1)
}

// withPasskeys gives the person's browser a device that keeps passkeys:
// Chromium's virtual authenticator, discoverable credentials, the person
// present and verified at once (else navigator.credentials waits forever).
func (p *person) withPasskeys() webauthn.AuthenticatorID {
	p.t.Helper()
	var id webauthn.AuthenticatorID
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, webauthn.Enable, webauthn.EnableParams{}); err != nil {
			return err
		}
		r, err := cdp.Call(ctx, tg, webauthn.AddVirtualAuthenticator, webauthn.AddVirtualAuthenticatorParams{Options: &webauthn.VirtualAuthenticatorOptions{
			Protocol: webauthn.AuthenticatorProtocolCtap2, Transport: webauthn.AuthenticatorTransportInternal,
			HasResidentKey: true, HasUserVerification: true, IsUserVerified: true, AutomaticPresenceSimulation: true,
		}})
		id = r.AuthenticatorID
		return err
	}))
	return id
}

// verifies has the person's device verify them (their fingerprint matches) or not.
func (p *person) verifies(id webauthn.AuthenticatorID, ok bool) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, webauthn.SetUserVerified, webauthn.SetUserVerifiedParams{AuthenticatorID: id, IsUserVerified: ok})
		return err
	}))
}

// openAccount opens the account page in English and waits until it knows who is signed in.
func (p *person) openAccount(base string) {
	p.t.Helper()
	p.run(chromedp.Navigate(base + "/account?lang=en"))
	p.until("the account page", `document.querySelector('[data-testid="account-name"], [data-testid="signup-go"]') !== null`)
}

// typeInto types text into the account page's field (input-name, input-devCode, …).
func (p *person) typeInto(testid, text string) {
	p.t.Helper()
	p.run(chromedp.SendKeys(chromedp.CSS(`[data-testid="`+testid+`"]`), text))
}

// click clicks the element of a data-testid.
func (p *person) click(testid string) {
	p.t.Helper()
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="`+testid+`"]`), chromedp.NodeVisible))
}

// awaited runs js in the page and returns what its promise gives.
func awaited[T any](p *person, js string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: %v", p.name, err)
	}
	return v
}

// accountStatus is what GET /api/account answers the person's browser now.
func (p *person) accountStatus() int {
	p.t.Helper()
	return awaited[int](p, `fetch("/api/account").then(r => r.status)`)
}

// signedInAs waits until the account page shows name signed in, and the header too.
func (p *person) signedInAs(name string) {
	p.t.Helper()
	p.until(name+" signed in", `document.querySelector('[data-testid="account-name"]')?.textContent === `+jsString(name)+
		` && document.querySelector('[data-testid="account-link"]').textContent === `+jsString(name))
}

// Hana makes an account with a passkey on her phone and plays a seat; her
// laptop joins the account with a one-time code and its own passkey, lists
// the match and plays her seat; from the laptop she signs the phone out,
// then the laptop; a third browser gets in with a recovery code, once.
func TestAccountFollowsHanaAcrossDevices(t *testing.T) {
	base, browser := serverAndBrowser(t)
	base = localhost(base)
	dir := artifacts(t)
	phone := newPerson(t, browser, "phone", dir)
	laptop := newPerson(t, browser, "laptop", dir)
	other := newPerson(t, browser, "other", dir)
	phoneKey := phone.withPasskeys()
	laptop.withPasskeys()
	other.withPasskeys()

	// Sign-up: a name, a passkey, and the ten recovery codes shown once.
	phone.openAccount(base)
	if got := eval[string](phone, `document.querySelector('[data-testid="account-link"]').textContent`); got != "Sign in" {
		t.Errorf("a guest's header says %q", got)
	}
	phone.typeInto("input-name", "Hana")
	phone.click("signup-go")
	phone.until("the recovery codes", `document.querySelectorAll('[data-testid="recovery-codes"] code').length > 0`)
	codes := eval[[]string](phone, `[...document.querySelectorAll('[data-testid="recovery-codes"] code')].map(e => e.textContent)`)
	if len(codes) != 10 {
		t.Fatalf("%d recovery codes shown: %q", len(codes), codes)
	}
	phone.screenshot("account-1-codes.png", `.acct-warning`, `[data-testid="copy-codes"]`)
	if !eval[bool](phone, `document.querySelector('[data-testid="codes-done"]').disabled`) {
		t.Error("the codes can be left before saying they are kept")
	}
	phone.click("codes-kept")
	phone.click("codes-done")
	phone.signedInAs("Hana")
	phone.openAccount(base) // the codes are not shown again
	phone.signedInAs("Hana")
	if n := eval[int](phone, `document.querySelectorAll('[data-testid="recovery-codes"]').length`); n != 0 {
		t.Error("the recovery codes show again")
	}
	if got := eval[string](phone, `document.querySelector('[data-testid="recovery-left"]').textContent`); got != "Recovery codes left: 10" {
		t.Errorf("recovery codes left: %q", got)
	}
	if n := eval[int](phone, `document.querySelectorAll('[data-testid="passkeys"] li').length`); n != 1 {
		t.Errorf("%d passkeys listed after sign-up", n)
	}
	// Her only passkey cannot be removed, and the page says why.
	phone.click("remove-passkey")
	phone.click("remove-passkey") // tapped again, as the button asks
	phone.until("the last passkey kept", `document.querySelector('[data-testid="note-passkeys"]')?.textContent.includes("last passkey")`)
	if n := eval[int](phone, `document.querySelectorAll('[data-testid="passkeys"] li').length`); n != 1 {
		t.Errorf("%d passkeys listed after removing the last", n)
	}
	phone.screenshot("account-2-signed-in.png", `[data-testid="sessions"] li.current`, `[data-testid="note-passkeys"].error`)

	// Signed in, Hana plays a seat against bots from the lobby.
	link := phone.startAgainstBots(base, "micronesia", 3)
	u, err := url.Parse(link)
	if err != nil || !strings.HasPrefix(u.Path, "/m/") {
		t.Fatalf("the match's link is %q", link)
	}
	matchID := strings.TrimPrefix(u.Path, "/m/")
	phone.run(chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`[data-testid="board"]`)))
	phone.until("her turn", moveIfMyTurn)

	// The laptop has no passkey: the phone lets it in with a code.
	phone.openAccount(base)
	phone.click("device-code")
	phone.until("the code", `document.querySelector('[data-testid="granted-code"]')?.textContent.length > 0`)
	code := eval[string](phone, `document.querySelector('[data-testid="granted-code"]').textContent`)
	phone.screenshot("account-3-device-code.png", `.acct-grant`)
	laptop.openAccount(base)
	laptop.typeInto("input-devCode", code)
	laptop.click("device-go")
	laptop.signedInAs("Hana")
	if n := eval[int](laptop, `document.querySelectorAll('[data-testid="passkeys"] li').length`); n != 2 {
		t.Errorf("%d passkeys after adding the laptop", n)
	}

	// The match's link alone, opened on the laptop, brings her seat to it.
	laptop.run(chromedp.Navigate(base + "/m/" + matchID + "?lang=en"))
	// (The page opens again once the seat has come: a poll may meet the reload.)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		held, err := chromedp.Run(laptop.ctx, chromedp.Evaluate[bool](`(localStorage.getItem("shima.tokens") ?? "").includes(`+strconv.Quote(matchID)+`) && !!document.querySelector('[data-testid="board"]')`))
		if err == nil && held {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the match's link alone did not bring her seat to the laptop (%v)", err)
		}
	}
	// The laptop's lobby lists the match made on the phone, and its page plays her seat.
	laptop.run(chromedp.Navigate(base + "/?lang=en"))
	laptop.until("the phone's match in My matches", `document.querySelector('.mine a[href="/m/`+matchID+`"]') !== null`)
	laptop.run(chromedp.Click(chromedp.CSS(`.mine a[href="/m/`+matchID+`"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="board"]`)))
	const seqJS = `Number(document.querySelector('[data-seq]')?.dataset.seq ?? 0)`
	before := eval[int](laptop, seqJS)
	laptop.until("her seat to play on the laptop", moveIfMyTurn)
	laptop.until("the laptop's move", seqJS+` > `+strconv.Itoa(before))
	laptop.screenshot("account-4-laptop-plays.png", `[data-testid="log"] li`)

	// A page of another origin (same site: localhost, another port) cannot
	// sign the laptop out with its cookie: without shima's header the
	// request is refused, and with it the browser never sends it.
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><title>prize</title><p>You won!</p>`))
	}))
	t.Cleanup(evil.Close)
	laptop.run(chromedp.Navigate(localhost(evil.URL)))
	tried := awaited[string](laptop, `(async () => {
		const plain = await fetch(`+jsString(base+"/api/account/signout")+`, {method: "POST", mode: "no-cors", credentials: "include", body: "{}"}).then(() => "sent", () => "blocked");
		const headed = await fetch(`+jsString(base+"/api/account/signout")+`, {method: "POST", credentials: "include", headers: {"X-Shima-Request": "1"}, body: "{}"}).then(r => "answered " + r.status, () => "blocked");
		return plain + ", " + headed;
	})()`)
	if tried != "sent, blocked" {
		t.Errorf("the other origin's requests: %s", tried)
	}
	laptop.openAccount(base)
	laptop.signedInAs("Hana")

	// From the laptop, Hana signs the phone out.
	if n := eval[int](laptop, `document.querySelectorAll('[data-testid="sessions"] li').length`); n != 2 {
		t.Errorf("%d browsers listed, want the phone and the laptop", n)
	}
	laptop.screenshot("account-5-sessions.png", `[data-testid="sessions"] li.current`)
	laptop.run(chromedp.Click(chromedp.CSS(`[data-testid="sessions"] li:not(.current) [data-testid="end-session"]`), chromedp.NodeVisible))
	laptop.until("one browser left", `document.querySelectorAll('[data-testid="sessions"] li').length === 1`)
	if s := phone.accountStatus(); s != http.StatusUnauthorized {
		t.Errorf("the phone's GET /api/account: %d after its session ended", s)
	}
	phone.openAccount(base)
	phone.until("the phone signed out", `document.querySelector('[data-testid="signup-go"]') !== null && document.querySelector('[data-testid="account-link"]').textContent === "Sign in"`)

	// The phone's own passkey signs it in again, without a name; a prompt
	// that fails (as one cancelled) says so and changes nothing.
	phone.verifies(phoneKey, false)
	phone.click("signin-go")
	phone.until("the sign-in cancelled", `document.querySelector('[data-testid="note-signin-go"]')?.textContent === "Cancelled."`)
	if s := phone.accountStatus(); s != http.StatusUnauthorized {
		t.Errorf("a cancelled sign-in signed the phone in: %d", s)
	}
	phone.verifies(phoneKey, true)
	phone.click("signin-go")
	phone.signedInAs("Hana")

	// The laptop signs out: a guest again, and the account's seats are not left behind in it.
	laptop.click("signout")
	laptop.until("the laptop signed out", `document.querySelector('[data-testid="signup-go"]') !== null && document.querySelector('[data-testid="account-link"]').textContent === "Sign in"`)
	if s := laptop.accountStatus(); s != http.StatusUnauthorized {
		t.Errorf("the laptop's GET /api/account: %d after signing out", s)
	}
	if held := eval[string](laptop, `localStorage.getItem("shima.tokens") ?? ""`); strings.Contains(held, matchID) {
		t.Errorf("the signed-out laptop still holds the account's seat: %s", held)
	}

	// Another browser, where Hana played as a guest, gets in with a
	// recovery code, once, and moves its guest seat into the account.
	other.startAgainstBots(base, "micronesia", 3)
	other.openAccount(base)
	other.typeInto("input-recName", "Hana")
	other.typeInto("input-recCode", codes[0])
	other.click("recover-go")
	other.signedInAs("Hana")
	if got := eval[string](other, `document.querySelector('[data-testid="recovery-left"]').textContent`); got != "Recovery codes left: 9" {
		t.Errorf("after recovery: %q", got)
	}
	other.until("the guest seat counted", `document.querySelector('[data-testid="seats-held"]').textContent === "Seats kept in this browser: 1"`)
	other.click("move-seats")
	other.until("the guest seat moved", `document.querySelector('[data-testid="note-move-seats"]').textContent === "Seats moved into your account: 1"`)
	other.until("no guest seat left", `document.querySelector('[data-testid="seats-held"]').textContent === "Seats kept in this browser: 0"`)
	if n := len(awaited[[]any](other, `fetch("/api/account/seats").then(r => r.json()).then(j => j.seats)`)); n != 2 {
		t.Errorf("the account has %d seats, want the phone's and the guest's", n)
	}
	other.click("signout")
	other.until("signed out", `document.querySelector('[data-testid="recover-go"]') !== null`)
	other.typeInto("input-recName", "Hana")
	other.typeInto("input-recCode", codes[0])
	other.click("recover-go")
	other.until("the used code refused", `document.querySelector('[data-testid="note-recover-go"]')?.classList.contains("error")`)
	if s := other.accountStatus(); s != http.StatusUnauthorized {
		t.Errorf("a used recovery code signed in: %d", s)
	}
	other.screenshot("account-6-code-used.png", `[data-testid="note-recover-go"].error`)
}
