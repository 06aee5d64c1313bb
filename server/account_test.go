package server

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"

	"shima/internal/passkeytest"
)

// device is a browser of a person at an account test's server: its own
// cookies and passkeys.
type device struct {
	t      *testing.T
	ts     *testServer
	base   string // http://localhost:port: a passkey needs a name, not an IP
	client *http.Client
	keys   *passkeytest.Authenticator
	agent  string
}

func newDevice(t *testing.T, ts *testServer, agent string) *device {
	jar, _ := cookiejar.New(nil)
	base := strings.Replace(ts.url, "127.0.0.1", "localhost", 1)
	return &device{t: t, ts: ts, base: base, client: &http.Client{Jar: jar}, keys: &passkeytest.Authenticator{Origin: base}, agent: agent}
}

// answer is an API answer: status, code (of an error) and body.
type answer struct {
	status int
	code   string
	body   []byte
	resp   *http.Response
}

// call sends a request as the client does (with its header), or, with
// hdr, with those headers instead (nil values drop one).
func (d *device) call(method, path string, body any, hdr map[string]string) answer {
	d.t.Helper()
	var rd io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, d.base+path, rd)
	if err != nil {
		d.t.Fatal(err)
	}
	req.Header.Set(requestHeader, "1")
	req.Header.Set("User-Agent", d.agent)
	for k, v := range hdr {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	resp, err := d.client.Do(req)
	if err != nil {
		d.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var e struct{ Code string }
	_ = json.Unmarshal(data, &e)
	return answer{status: resp.StatusCode, code: e.Code, body: data, resp: resp}
}

// into decodes a's body into v.
func (a answer) into(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(a.body, v); err != nil {
		t.Fatalf("%d %s: %v", a.status, a.body, err)
	}
}

// begunCeremony is a ceremony begunCeremony.
type begunCeremony struct {
	Ceremony string          `json:"ceremony"`
	Options  json.RawMessage `json:"options"`
}

func (d *device) begin(path string, body any) begunCeremony {
	d.t.Helper()
	a := d.call("POST", path, body, nil)
	if a.status != http.StatusOK {
		d.t.Fatalf("%s: %d %s", path, a.status, a.body)
	}
	var b begunCeremony
	a.into(d.t, &b)
	return b
}

// signUp makes an account named name with a new passkey of d's, and returns its recovery codes.
func (d *device) signUp(name string) []string {
	d.t.Helper()
	b := d.begin("/api/account/signup/begin", map[string]any{"name": name})
	cred, _, err := d.keys.Create(b.Options)
	if err != nil {
		d.t.Fatal(err)
	}
	a := d.call("POST", "/api/account/signup/finish", map[string]any{"ceremony": b.Ceremony, "credential": cred, "device": d.agent}, nil)
	if a.status != http.StatusOK {
		d.t.Fatalf("sign-up: %d %s", a.status, a.body)
	}
	var out struct {
		Account       accountJSON `json:"account"`
		RecoveryCodes []string    `json:"recovery_codes"`
	}
	a.into(d.t, &out)
	if out.Account.Name != name {
		d.t.Fatalf("signed up as %q, not %q", out.Account.Name, name)
	}
	return out.RecoveryCodes
}

// signIn signs in with d's newest passkey and returns the answer.
func (d *device) signIn() answer {
	d.t.Helper()
	b := d.begin("/api/account/signin/begin", map[string]any{})
	cred, err := d.keys.Get(b.Options, nil)
	if err != nil {
		d.t.Fatal(err)
	}
	return d.call("POST", "/api/account/signin/finish", map[string]any{"ceremony": b.Ceremony, "credential": cred}, nil)
}

// account returns d's account, failing unless signed in.
func (d *device) account() accountJSON {
	d.t.Helper()
	a := d.call("GET", "/api/account", nil, nil)
	if a.status != http.StatusOK {
		d.t.Fatalf("GET /api/account: %d %s", a.status, a.body)
	}
	var out accountJSON
	a.into(d.t, &out)
	return out
}

func (d *device) cookie() string {
	for _, c := range d.client.Jar.Cookies(mustURL(d.t, d.base)) {
		if c.Name == sessionCookie {
			return c.Value
		}
	}
	return ""
}

// A person signs up with a passkey (recovery codes shown once), signs out,
// and back in with it: each sign-in a new session, its cookie HttpOnly and
// SameSite, and the account shows its passkey and session.
func TestAccountSignUpAndIn(t *testing.T) {
	ts := newTestServer(t, nil)
	hana := newDevice(t, ts, "Mozilla/5.0 (Linux; Android 14) Chrome/130.0")
	codes := hana.signUp("Hana")
	if len(codes) != 10 {
		t.Fatalf("%d recovery codes", len(codes))
	}
	seen := map[string]bool{}
	for _, c := range codes {
		if len(normalCode(c)) != 12 || seen[c] {
			t.Errorf("recovery code %q", c)
		}
		seen[c] = true
	}
	acc := hana.account()
	if acc.Name != "Hana" || len(acc.Passkeys) != 1 || len(acc.Sessions) != 1 || acc.RecoveryLeft != 10 || !acc.Sessions[0].Current || acc.Sessions[0].Agent != "Chrome on Android" {
		t.Errorf("account %+v", acc)
	}
	first := hana.cookie()
	if len(first) != 64 {
		t.Fatalf("session cookie %q", first)
	}
	if strings.Contains(string(hana.call("GET", "/api/account", nil, nil).body), first) {
		t.Error("the account shows the session's secret")
	}

	if a := hana.call("POST", "/api/account/signout", map[string]any{}, nil); a.status != http.StatusNoContent {
		t.Fatalf("sign out: %d %s", a.status, a.body)
	}
	if a := hana.call("GET", "/api/account", nil, nil); a.status != http.StatusUnauthorized || a.code != "signed_out" {
		t.Errorf("after signing out: %d %s", a.status, a.body)
	}
	a := hana.signIn()
	if a.status != http.StatusOK {
		t.Fatalf("sign in: %d %s", a.status, a.body)
	}
	var c *http.Cookie
	for _, x := range a.resp.Cookies() {
		if x.Name == sessionCookie {
			c = x
		}
	}
	if c == nil || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Secure || c.Path != "/" || c.Value == first {
		t.Errorf("the sign-in's cookie: %+v", c)
	}
	if acc := hana.account(); len(acc.Sessions) != 1 || acc.Passkeys[0].Used.Before(acc.Passkeys[0].Created) {
		t.Errorf("after signing in again: %+v", acc)
	}
	// The old session's cookie, kept by someone, opens nothing.
	old := newDevice(t, ts, "curl/8")
	old.client.Jar.SetCookies(mustURL(t, old.base), []*http.Cookie{{Name: sessionCookie, Value: first}})
	if a := old.call("GET", "/api/account", nil, nil); a.status != http.StatusUnauthorized {
		t.Errorf("an ended session's cookie: %d", a.status)
	}
}

// Behind TLS (the operator's --origin says https), the cookie is Secure.
func TestAccountCookieSecureBehindTLS(t *testing.T) {
	ts := newTestServer(t, nil, func(c *Config) { c.Origin = "https://localhost" })
	d := newDevice(t, ts, "curl/8")
	d.keys.Origin = "https://localhost"
	b := d.begin("/api/account/signup/begin", map[string]any{"name": "Ken"})
	cred, _, err := d.keys.Create(b.Options)
	if err != nil {
		t.Fatal(err)
	}
	a := d.call("POST", "/api/account/signup/finish", map[string]any{"ceremony": b.Ceremony, "credential": cred}, nil)
	if a.status != http.StatusOK {
		t.Fatalf("%d %s", a.status, a.body)
	}
	if c := a.resp.Cookies(); len(c) != 1 || !c[0].Secure {
		t.Errorf("cookies behind TLS: %+v", c)
	}
}

// A page of another site cannot act with a person's cookie: without the
// client's header, or from another origin, a change is refused and nothing
// changes. A guest's requests (no cookie) are as before.
func TestAccountForgeryRefused(t *testing.T) {
	ts := newTestServer(t, nil)
	hana := newDevice(t, ts, "curl/8")
	hana.signUp("Hana")
	game := map[string]any{"game": "micronesia", "seats": []map[string]any{{"kind": "person"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}}, "seat": 0, "name": "Hana"}
	for _, c := range []struct {
		what   string
		method string
		path   string
		body   any
		hdr    map[string]string
	}{
		{"sign out without the header", "POST", "/api/account/signout", map[string]any{}, map[string]string{requestHeader: ""}},
		{"sign out from another site", "POST", "/api/account/signout", map[string]any{}, map[string]string{"Origin": "https://evil.example"}},
		{"sign out from an opaque origin", "POST", "/api/account/signout", map[string]any{}, map[string]string{"Origin": "null"}},
		{"a device code from another site", "POST", "/api/account/device-code", map[string]any{}, map[string]string{"Origin": "http://evil.example"}},
		{"a match created with the cookie, no header", "POST", "/api/matches", game, map[string]string{requestHeader: ""}},
		{"a session ended from another site", "DELETE", "/api/account/sessions/x", nil, map[string]string{requestHeader: "", "Origin": "http://evil.example"}},
		{"a sign-up begunCeremony from another site", "POST", "/api/account/signup/begin", map[string]any{"name": "Mallory"}, map[string]string{"Origin": "http://evil.example"}},
	} {
		a := hana.call(c.method, c.path, c.body, c.hdr)
		if a.status != http.StatusForbidden || a.code != "forbidden_origin" {
			t.Errorf("%s: %d %s", c.what, a.status, a.body)
		}
	}
	if acc := hana.account(); len(acc.Sessions) != 1 {
		t.Errorf("after the forged requests: %+v", acc)
	}
	if a := hana.call("GET", "/api/account/seats", nil, nil); !strings.Contains(string(a.body), `"seats":[]`) {
		t.Errorf("a forged request made a match: %s", a.body)
	}
	// A guest, no cookie, no header: as before.
	if code := ts.call(t, "POST", "/api/matches", "", game, nil); code != http.StatusCreated {
		t.Errorf("a guest's match: %d", code)
	}
}

// Sign-up, sign-in, recovery and device codes are limited per address, and
// recovery per name too; nothing tells which names exist beyond sign-up's
// "taken".
func TestAccountAttemptsLimited(t *testing.T) {
	ts := newTestServer(t, nil)
	hana := newDevice(t, ts, "curl/8")
	codes := hana.signUp("Hana")
	mallory := newDevice(t, ts, "curl/8")
	// A wrong code for a name that exists and for one that does not: the same answer.
	known := mallory.call("POST", "/api/account/recover", map[string]any{"name": "Hana", "code": "AAAA-AAAA-AAAA"}, nil)
	unknown := mallory.call("POST", "/api/account/recover", map[string]any{"name": "Nobody", "code": "AAAA-AAAA-AAAA"}, nil)
	if known.status != http.StatusUnauthorized || known.status != unknown.status || string(known.body) != string(unknown.body) {
		t.Errorf("recovery tells names apart: %d %s / %d %s", known.status, known.body, unknown.status, unknown.body)
	}
	// Sign-in asks no name, so it tells none.
	if a := mallory.call("POST", "/api/account/signin/begin", map[string]any{"name": "Hana"}, nil); a.status != http.StatusBadRequest {
		t.Errorf("sign-in begunCeremony with a name: %d %s", a.status, a.body)
	}
	// Sign-up must say a name is taken, in any case.
	if a := mallory.call("POST", "/api/account/signup/begin", map[string]any{"name": "HANA"}, nil); a.status != http.StatusConflict || a.code != "name_taken" {
		t.Errorf("a taken name: %d %s", a.status, a.body)
	}
	// Guessing Hana's codes: 5 tries an hour for the name, whoever tries.
	for i := range 4 {
		other := newDevice(t, ts, "curl/8")
		a := other.call("POST", "/api/account/recover", map[string]any{"name": "hana", "code": "BBBB-BBBB-BBB" + string(rune('a'+i))}, nil)
		if a.status != http.StatusUnauthorized {
			t.Errorf("guess %d: %d %s", i, a.status, a.body)
		}
	}
	if a := hana.call("POST", "/api/account/recover", map[string]any{"name": "Hana", "code": codes[0]}, nil); a.status != http.StatusTooManyRequests {
		t.Errorf("the sixth recovery of a name in an hour: %d %s", a.status, a.body)
	}
	ts.now.Advance(time.Hour)
	if a := hana.call("POST", "/api/account/recover", map[string]any{"name": "Hana", "code": codes[0]}, nil); a.status != http.StatusOK {
		t.Errorf("an hour later, a good code: %d %s", a.status, a.body)
	}
	// Ten tries a minute from one address, whatever they are.
	ts2 := newTestServer(t, nil)
	d := newDevice(t, ts2, "curl/8")
	for i := range 10 {
		if a := d.call("POST", "/api/account/signin/begin", map[string]any{}, nil); a.status != http.StatusOK {
			t.Fatalf("attempt %d: %d", i, a.status)
		}
	}
	if a := d.call("POST", "/api/account/signup/begin", map[string]any{"name": "Ken"}, nil); a.status != http.StatusTooManyRequests || a.code != "rate_limited" {
		t.Errorf("the eleventh attempt in a minute: %d %s", a.status, a.body)
	}
	ts2.now.Advance(time.Minute)
	if a := d.call("POST", "/api/account/signin/begin", map[string]any{}, nil); a.status != http.StatusOK {
		t.Errorf("a minute later: %d", a.status)
	}
}

// A recovery code signs in once; the account then has one code fewer.
func TestAccountRecovery(t *testing.T) {
	ts := newTestServer(t, nil)
	hana := newDevice(t, ts, "curl/8")
	codes := hana.signUp("Hana")
	lost := newDevice(t, ts, "curl/8")
	typed := strings.ToLower(strings.ReplaceAll(codes[3], "-", " ")) // as a person may type it
	if a := lost.call("POST", "/api/account/recover", map[string]any{"name": " hana ", "code": typed}, nil); a.status != http.StatusOK {
		t.Fatalf("recovery: %d %s", a.status, a.body)
	}
	if acc := lost.account(); acc.RecoveryLeft != 9 || len(acc.Sessions) != 2 {
		t.Errorf("after a recovery: %+v", acc)
	}
	again := newDevice(t, ts, "curl/8")
	if a := again.call("POST", "/api/account/recover", map[string]any{"name": "Hana", "code": codes[3]}, nil); a.status != http.StatusUnauthorized || a.code != "bad_recovery" {
		t.Errorf("a used code: %d %s", a.status, a.body)
	}
}

// A name that passes for a taken one is taken: in another width, case or
// spacing, or in half-width kana for full-width; a name with an invisible
// character (which would let one pass for another) is refused; recovery
// finds an account by any name that looks like its own.
func TestAccountNamesThatLookAlike(t *testing.T) {
	ts := newTestServer(t, nil)
	hana := newDevice(t, ts, "curl/8")
	codes := hana.signUp("Hana Sato")
	newDevice(t, ts, "curl/8").signUp("ハナ")
	other := newDevice(t, ts, "curl/8")
	for _, name := range []string{"ＨＡＮＡ ＳＡＴＯ", "hana  sato", "ﾊﾅ"} {
		if a := other.call("POST", "/api/account/signup/begin", map[string]any{"name": name}, nil); a.status != http.StatusConflict || a.code != "name_taken" {
			t.Errorf("%q, which looks like a taken name: %d %s", name, a.status, a.body)
		}
	}
	if a := other.call("POST", "/api/account/signup/begin", map[string]any{"name": "Hana\u200bSato"}, nil); a.status != http.StatusBadRequest || !strings.Contains(string(a.body), "invisible") {
		t.Errorf("a name with a zero-width space: %d %s", a.status, a.body)
	}
	if a := other.call("POST", "/api/account/recover", map[string]any{"name": "ｈａｎａ ｓａｔｏ", "code": codes[0]}, nil); a.status != http.StatusOK {
		t.Errorf("recovery by the name in full width: %d %s", a.status, a.body)
	}
}

// What an attacker might send with a passkey is refused: a forged
// signature, another's user handle, a ceremony used twice, an answer for
// another site, a passkey added to someone else's account.
func TestAccountPasskeyAttacks(t *testing.T) {
	ts := newTestServer(t, nil)
	hana := newDevice(t, ts, "curl/8")
	hana.signUp("Hana")
	ken := newDevice(t, ts, "curl/8")
	ken.signUp("Ken")
	// Ken's passkey claiming to be Hana's (her user handle).
	b := ken.begin("/api/account/signin/begin", map[string]any{})
	var o struct {
		PublicKey struct {
			Challenge string `json:"challenge"`
			RPID      string `json:"rpId"`
		} `json:"publicKey"`
	}
	json.Unmarshal(b.Options, &o)
	var hanaHandle []byte
	{
		var acc accountJSON
		hana.call("GET", "/api/account", nil, nil).into(t, &acc)
		hanaHandle = handleOf(t, ts, acc.ID)
	}
	kenKey := lastKey(t, ken)
	forged, err := ken.keys.Assert(o.PublicKey.Challenge, o.PublicKey.RPID, kenKey, hanaHandle)
	if err != nil {
		t.Fatal(err)
	}
	mallory := newDevice(t, ts, "curl/8")
	if a := mallory.call("POST", "/api/account/signin/finish", map[string]any{"ceremony": b.Ceremony, "credential": forged}, nil); a.status != http.StatusUnauthorized || a.code != "bad_credential" {
		t.Errorf("Ken's passkey with Hana's handle: %d %s", a.status, a.body)
	}
	// A signature over another challenge.
	b = ken.begin("/api/account/signin/begin", map[string]any{})
	wrong, _ := ken.keys.Assert(base64.RawURLEncoding.EncodeToString([]byte("another challenge, 32 bytes long")), o.PublicKey.RPID, kenKey, kenKey.Handle)
	if a := ken.call("POST", "/api/account/signin/finish", map[string]any{"ceremony": b.Ceremony, "credential": wrong}, nil); a.status != http.StatusUnauthorized {
		t.Errorf("an answer to another challenge: %d %s", a.status, a.body)
	}
	// An answer made for another site (the browser reports its origin).
	b = ken.begin("/api/account/signin/begin", map[string]any{})
	phished := &passkeytest.Authenticator{Origin: "http://evil.example"}
	elsewhere, _ := phished.Assert(challengeOf(t, b), o.PublicKey.RPID, kenKey, kenKey.Handle)
	if a := ken.call("POST", "/api/account/signin/finish", map[string]any{"ceremony": b.Ceremony, "credential": elsewhere}, nil); a.status != http.StatusUnauthorized {
		t.Errorf("an answer collected on another site: %d %s", a.status, a.body)
	}
	// A good answer, sent twice: the ceremony is used up.
	b = ken.begin("/api/account/signin/begin", map[string]any{})
	good, _ := ken.keys.Get(b.Options, kenKey)
	if a := ken.call("POST", "/api/account/signin/finish", map[string]any{"ceremony": b.Ceremony, "credential": good}, nil); a.status != http.StatusOK {
		t.Fatalf("a good sign-in: %d %s", a.status, a.body)
	}
	if a := mallory.call("POST", "/api/account/signin/finish", map[string]any{"ceremony": b.Ceremony, "credential": good}, nil); a.status != http.StatusGone {
		t.Errorf("the same answer again: %d %s", a.status, a.body)
	}
	// A sign count that goes back (a copied passkey) is refused.
	kenKey.Count = 0
	b = ken.begin("/api/account/signin/begin", map[string]any{})
	copied, _ := ken.keys.Get(b.Options, kenKey)
	if a := mallory.call("POST", "/api/account/signin/finish", map[string]any{"ceremony": b.Ceremony, "credential": copied}, nil); a.status != http.StatusUnauthorized {
		t.Errorf("a sign count gone back: %d %s", a.status, a.body)
	}
	// Hana begins adding a passkey; Ken's session cannot finish it into either account.
	b = hana.begin("/api/account/passkeys/begin", map[string]any{})
	cred, _, _ := ken.keys.Create(b.Options)
	if a := ken.call("POST", "/api/account/passkeys/finish", map[string]any{"ceremony": b.Ceremony, "credential": cred}, nil); a.status != http.StatusGone {
		t.Errorf("Hana's ceremony finished by Ken: %d %s", a.status, a.body)
	}
	if acc := hana.account(); len(acc.Passkeys) != 1 {
		t.Errorf("Hana's passkeys after Ken's try: %+v", acc.Passkeys)
	}
	// Signed out, nothing of an account can be read or changed.
	for _, c := range [][2]string{{"GET", "/api/account"}, {"GET", "/api/account/seats"}, {"POST", "/api/account/device-code"}, {"POST", "/api/account/passkeys/begin"}, {"DELETE", "/api/account/passkeys/x"}} {
		var body any
		if c[0] == "POST" {
			body = map[string]any{}
		}
		if a := mallory.call(c[0], c[1], body, nil); a.status != http.StatusUnauthorized {
			t.Errorf("%s %s signed out: %d", c[0], c[1], a.status)
		}
	}
}

// A second passkey is added, the first removed; the last cannot go.
// Sessions are listed, and one ended from another device signs it out.
func TestAccountPasskeysAndSessions(t *testing.T) {
	ts := newTestServer(t, nil)
	phone := newDevice(t, ts, "Mozilla/5.0 (iPhone) Safari/605")
	phone.signUp("Hana")
	b := phone.begin("/api/account/passkeys/begin", map[string]any{})
	cred, _, err := phone.keys.Create(b.Options)
	if err == nil {
		t.Fatal("the authenticator made a second passkey it was told to exclude")
	}
	laptop := newDevice(t, ts, "Mozilla/5.0 (X11; Linux) Firefox/130")
	cred, _, err = laptop.keys.Create(b.Options)
	if err != nil {
		t.Fatal(err)
	}
	if a := phone.call("POST", "/api/account/passkeys/finish", map[string]any{"ceremony": b.Ceremony, "credential": cred, "device": "laptop"}, nil); a.status != http.StatusOK {
		t.Fatalf("a second passkey: %d %s", a.status, a.body)
	}
	if a := laptop.signIn(); a.status != http.StatusOK {
		t.Fatalf("the laptop's passkey signs in: %d %s", a.status, a.body)
	}
	acc := laptop.account()
	if len(acc.Passkeys) != 2 || len(acc.Sessions) != 2 {
		t.Fatalf("two passkeys and two sessions: %+v", acc)
	}
	// The phone's passkey goes; the laptop's cannot then.
	if a := laptop.call("DELETE", "/api/account/passkeys/"+acc.Passkeys[0].ID, nil, nil); a.status != http.StatusOK {
		t.Errorf("removing the first passkey: %d %s", a.status, a.body)
	}
	if a := laptop.call("DELETE", "/api/account/passkeys/"+acc.Passkeys[1].ID, nil, nil); a.status != http.StatusConflict || a.code != "last_passkey" {
		t.Errorf("removing the last passkey: %d %s", a.status, a.body)
	}
	if a := phone.signIn(); a.status != http.StatusUnauthorized {
		t.Errorf("a removed passkey signs in: %d %s", a.status, a.body)
	}
	// The laptop ends the phone's session.
	var phoneSession string
	for _, x := range laptop.account().Sessions {
		if !x.Current {
			phoneSession = x.ID
		}
	}
	if a := laptop.call("DELETE", "/api/account/sessions/"+phoneSession, nil, nil); a.status != http.StatusOK {
		t.Fatalf("ending the phone's session: %d %s", a.status, a.body)
	}
	if a := phone.call("GET", "/api/account", nil, nil); a.status != http.StatusUnauthorized {
		t.Errorf("the phone after its session ended: %d", a.status)
	}
	if a := laptop.call("DELETE", "/api/account/sessions/"+phoneSession, nil, nil); a.status != http.StatusNotFound {
		t.Errorf("a session ended twice: %d", a.status)
	}
	// Another account's session cannot be ended.
	ken := newDevice(t, ts, "curl/8")
	ken.signUp("Ken")
	var kens string
	for _, x := range ken.account().Sessions {
		kens = x.ID
	}
	if a := laptop.call("DELETE", "/api/account/sessions/"+kens, nil, nil); a.status != http.StatusNotFound {
		t.Errorf("Hana ends Ken's session: %d", a.status)
	}
	ken.account() // Ken is still signed in: Hana's try ended nothing of his
}

// A signed-in device makes a one-time code; a new device uses it to add a
// passkey of its own and is signed in; the code works once and expires.
func TestAccountDeviceCode(t *testing.T) {
	ts := newTestServer(t, nil)
	phone := newDevice(t, ts, "curl/8")
	phone.signUp("Hana")
	var code struct {
		Code    string    `json:"code"`
		Expires time.Time `json:"expires"`
	}
	phone.call("POST", "/api/account/device-code", map[string]any{}, nil).into(t, &code)
	if len(normalCode(code.Code)) != 8 || code.Expires.Sub(ts.now.Now()) > deviceCodeLife+time.Second {
		t.Fatalf("device code %+v", code)
	}
	tablet := newDevice(t, ts, "curl/8")
	b := tablet.begin("/api/account/device/begin", map[string]any{"code": strings.ToLower(code.Code)})
	cred, _, err := tablet.keys.Create(b.Options)
	if err != nil {
		t.Fatal(err)
	}
	if a := tablet.call("POST", "/api/account/device/finish", map[string]any{"ceremony": b.Ceremony, "credential": cred, "device": "tablet"}, nil); a.status != http.StatusOK {
		t.Fatalf("the tablet's passkey: %d %s", a.status, a.body)
	}
	if acc := tablet.account(); acc.Name != "Hana" || len(acc.Passkeys) != 2 {
		t.Errorf("the tablet's account: %+v", acc)
	}
	other := newDevice(t, ts, "curl/8")
	if a := other.call("POST", "/api/account/device/begin", map[string]any{"code": code.Code}, nil); a.status != http.StatusUnauthorized || a.code != "bad_device_code" {
		t.Errorf("a used code: %d %s", a.status, a.body)
	}
	// A new code replaces the one before.
	phone.call("POST", "/api/account/device-code", map[string]any{}, nil).into(t, &code)
	replaced := code.Code
	phone.call("POST", "/api/account/device-code", map[string]any{}, nil).into(t, &code)
	if a := other.call("POST", "/api/account/device/begin", map[string]any{"code": replaced}, nil); a.status != http.StatusUnauthorized {
		t.Errorf("a code replaced by the next: %d %s", a.status, a.body)
	}
	if a := other.call("POST", "/api/account/device/begin", map[string]any{"code": code.Code}, nil); a.status != http.StatusOK {
		t.Errorf("the next code: %d %s", a.status, a.body)
	}
	phone.call("POST", "/api/account/device-code", map[string]any{}, nil).into(t, &code)
	ts.now.Advance(deviceCodeLife + time.Second)
	if a := other.call("POST", "/api/account/device/begin", map[string]any{"code": code.Code}, nil); a.status != http.StatusUnauthorized {
		t.Errorf("an expired code: %d %s", a.status, a.body)
	}
}

// Seats follow the account: one taken while signed in, one moved in from
// the guest's token, listed on the account's other device; a token of
// another match moves nothing.
func TestAccountSeatsFollow(t *testing.T) {
	ts := newTestServer(t, nil)
	phone := newDevice(t, ts, "curl/8")
	phone.signUp("Hana")
	seats := []map[string]any{{"kind": "person"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}}
	var signedIn, guest created
	phone.call("POST", "/api/matches", map[string]any{"game": "micronesia", "seats": seats, "seat": 0, "name": "Hana"}, nil).into(t, &signedIn)
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": seats, "seat": 0, "name": "Hana"}, &guest); code != http.StatusCreated {
		t.Fatal(code)
	}
	if a := phone.call("POST", "/api/account/seats", map[string]any{"match": signedIn.ID, "token": guest.Seats[0].Token}, nil); a.status != http.StatusForbidden {
		t.Errorf("another match's token moved: %d %s", a.status, a.body)
	}
	if a := phone.call("POST", "/api/account/seats", map[string]any{"match": guest.ID, "token": guest.Seats[0].Token}, nil); a.status != http.StatusOK {
		t.Fatalf("moving the guest's seat: %d %s", a.status, a.body)
	}
	laptop := newDevice(t, ts, "curl/8")
	var code struct{ Code string }
	phone.call("POST", "/api/account/device-code", map[string]any{}, nil).into(t, &code)
	b := laptop.begin("/api/account/device/begin", map[string]any{"code": code.Code})
	cred, _, _ := laptop.keys.Create(b.Options)
	laptop.call("POST", "/api/account/device/finish", map[string]any{"ceremony": b.Ceremony, "credential": cred}, nil)
	var list struct {
		Seats []struct {
			Match string
			Seat  int
			Token string
		}
	}
	laptop.call("GET", "/api/account/seats", nil, nil).into(t, &list)
	if len(list.Seats) != 2 || list.Seats[0].Match != guest.ID || list.Seats[1].Match != signedIn.ID || list.Seats[1].Token != signedIn.Seats[0].Token {
		t.Fatalf("the laptop's seats: %+v", list.Seats)
	}
	// The laptop plays the seat with the token it was given.
	var snap struct{ Viewer int }
	if code := ts.call(t, "GET", "/api/matches/"+signedIn.ID, list.Seats[1].Token, nil, &snap); code != http.StatusOK || snap.Viewer != 0 {
		t.Errorf("the laptop's token: %d viewer %d", code, snap.Viewer)
	}
	// Another account sees none of them, nor takes one over with its token.
	ken := newDevice(t, ts, "curl/8")
	ken.signUp("Ken")
	if a := ken.call("POST", "/api/account/seats", map[string]any{"match": guest.ID, "token": guest.Seats[0].Token}, nil); a.status != http.StatusConflict {
		t.Errorf("Ken moves in Hana's seat: %d %s", a.status, a.body)
	}
	if a := ken.call("GET", "/api/account/seats", nil, nil); !strings.Contains(string(a.body), `"seats":[]`) {
		t.Errorf("Ken's seats: %s", a.body)
	}
}

// handleOf reads an account's user handle from the store (what its passkeys carry).
func handleOf(t *testing.T, ts *testServer, id string) []byte {
	a, err := ts.store.Account(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	b, err := hex.DecodeString(a.Handle)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// lastKey is the passkey d made last.
func lastKey(t *testing.T, d *device) *passkeytest.Key {
	k := d.keys.Keys()
	if len(k) == 0 {
		t.Fatal("no passkey")
	}
	return k[len(k)-1]
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// challengeOf is the challenge of a ceremony begunCeremony.
func challengeOf(t *testing.T, b begunCeremony) string {
	var o struct {
		PublicKey struct {
			Challenge string `json:"challenge"`
		} `json:"publicKey"`
	}
	if err := json.Unmarshal(b.Options, &o); err != nil {
		t.Fatal(err)
	}
	return o.PublicKey.Challenge
}

// Several nodes share accounts and sessions (PostgreSQL): signed up on one
// node, the person is signed in on the other, whose device code and seats
// are the same account's; ended on one, the session is gone on both.
func TestAccountOnTwoNodes(t *testing.T) {
	a, b := twoNodes(t)
	onA := newDevice(t, a, "curl/8")
	onA.signUp("Hana")
	onB := newDevice(t, b, "curl/8")
	onB.client.Jar.SetCookies(mustURL(t, onB.base), []*http.Cookie{{Name: sessionCookie, Value: onA.cookie()}})
	if acc := onB.account(); acc.Name != "Hana" {
		t.Fatalf("node B's account: %+v", acc)
	}
	var code struct{ Code string }
	onB.call("POST", "/api/account/device-code", map[string]any{}, nil).into(t, &code)
	tablet := newDevice(t, a, "curl/8")
	bg := tablet.begin("/api/account/device/begin", map[string]any{"code": code.Code})
	cred, _, _ := tablet.keys.Create(bg.Options)
	if r := tablet.call("POST", "/api/account/device/finish", map[string]any{"ceremony": bg.Ceremony, "credential": cred}, nil); r.status != http.StatusOK {
		t.Fatalf("node A takes node B's device code: %d %s", r.status, r.body)
	}
	if r := onB.call("POST", "/api/account/signout", map[string]any{}, nil); r.status != http.StatusNoContent {
		t.Fatal(r.status)
	}
	if r := onA.call("GET", "/api/account", nil, nil); r.status != http.StatusUnauthorized {
		t.Errorf("node A after node B signed the session out: %d", r.status)
	}
}
