package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"shima/internal/passkeytest"
)

// apiPerson is a person at the API without a browser: their cookies and
// passkeys (a software authenticator).
type apiPerson struct {
	t      *testing.T
	base   string
	client *http.Client
	keys   *passkeytest.Authenticator
}

// call sends a request as shima's pages do and decodes the answer into out
// (if not nil); it returns the status.
func (a *apiPerson) call(method, path, token string, body, out any) int {
	a.t.Helper()
	data, _ := json.Marshal(body)
	req, err := http.NewRequest(method, a.base+path, bytes.NewReader(data))
	if err != nil {
		a.t.Fatal(err)
	}
	req.Header.Set("X-Shima-Request", "1")
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := a.client.Do(req)
	if err != nil {
		a.t.Fatal(err)
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(resp.Body)
	if out != nil && json.Unmarshal(answer, out) != nil {
		a.t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, answer)
	}
	return resp.StatusCode
}

// signUp makes a person with an account named name, signed in.
func signUp(t *testing.T, base, name string) *apiPerson {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	a := &apiPerson{t: t, base: base, client: &http.Client{Jar: jar}, keys: &passkeytest.Authenticator{Origin: base}}
	var begun struct {
		Ceremony string          `json:"ceremony"`
		Options  json.RawMessage `json:"options"`
	}
	if code := a.call("POST", "/api/account/signup/begin", "", map[string]any{"name": name}, &begun); code != http.StatusOK {
		t.Fatalf("sign-up of %s: %d", name, code)
	}
	cred, _, err := a.keys.Create(begun.Options)
	if err != nil {
		t.Fatal(err)
	}
	if code := a.call("POST", "/api/account/signup/finish", "", map[string]any{"ceremony": begun.Ceremony, "credential": cred, "device": "test"}, nil); code != http.StatusOK {
		t.Fatalf("sign-up of %s: %d", name, code)
	}
	return a
}

// tokenOf is the token in a match link (/m/{id}#t=token).
func tokenOf(link string) string {
	_, token, _ := strings.Cut(link, "#t=")
	return token
}

// Hana, signed in, creates a rated match in the lobby; Ren and Aoi, signed
// in, take their seats by invite; the match is played to the end. Hana's
// profile then charts her first rating and links the match's replay, and
// the game's leaderboard, reached from it, lists the three of them.
func TestARatedMatchReachesProfiles(t *testing.T) {
	url, browser := serverAndBrowser(t)
	base := localhost(url)
	hana := newPerson(t, browser, "hana", artifacts(t))
	hana.withPasskeys()
	hana.openAccount(base)
	hana.typeInto("input-name", "Hana")
	hana.click("signup-go")
	hana.until("the recovery codes", `document.querySelectorAll('[data-testid="recovery-codes"] code').length > 0`)
	hana.click("codes-kept")
	hana.click("codes-done")
	hana.signedInAs("Hana")
	ren, aoi := signUp(t, base, "Ren"), signUp(t, base, "Aoi")

	hana.fillLobby(base, "micronesia", nil, "me", "invite", "invite")
	hana.until("the rated choice", `document.querySelector('[data-testid="rated"]')?.disabled === false`)
	hana.click("rated")
	hana.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-2"]`)))
	links := eval[[]string](hana, `[0, 1, 2].map(i => document.querySelector('[data-testid="invite-' + i + '"]').textContent)`)
	id := strings.TrimPrefix(strings.Split(links[0], "#")[0], base+"/m/")
	tokens := []string{tokenOf(links[0])}
	for i, p := range []*apiPerson{ren, aoi} {
		var out struct{ Token string }
		if code := p.call("POST", fmt.Sprintf("/api/matches/%s/seats/%d/claim", id, i+1), tokenOf(links[i+1]), map[string]any{"name": ""}, &out); code != http.StatusOK {
			t.Fatalf("seat %d taken by invite: %d", i+1, code)
		}
		tokens = append(tokens, out.Token)
	}

	// Random legal moves of the seats to move, until the end.
	r := rand.New(rand.NewPCG(3, 5))
	type snapshot struct {
		Seq    int   `json:"seq"`
		Over   bool  `json:"over"`
		ToMove []int `json:"to_move"`
		Rated  bool  `json:"rated"`
		Legal  []struct {
			Action int `json:"action"`
		} `json:"legal"`
	}
	over := false
	for range 5000 {
		var s snapshot
		ren.call("GET", "/api/matches/"+id, "", nil, &s)
		if !s.Rated {
			t.Fatal("the match is not rated")
		}
		if over = s.Over; over {
			break
		}
		seat := s.ToMove[r.IntN(len(s.ToMove))]
		var me snapshot
		ren.call("GET", "/api/matches/"+id, tokens[seat], nil, &me)
		if len(me.Legal) > 0 {
			ren.call("POST", "/api/matches/"+id+"/moves", tokens[seat], map[string]any{"seq": me.Seq, "action": me.Legal[r.IntN(len(me.Legal))].Action}, nil)
		}
	}
	if !over {
		t.Fatal("the match did not end")
	}

	hanaID := awaited[string](hana, `fetch("/api/account").then(r => r.json()).then(a => a.id)`)
	hana.run(chromedp.Navigate(base + "/p/" + hanaID + "?lang=en"))
	hana.until("the rating chart", `document.querySelector('[data-testid="chart-micronesia"] polyline') !== null`)
	if n := eval[int](hana, `document.querySelector('[data-testid="chart-micronesia"] polyline').getAttribute("points").trim().split(/\s+/).length`); n != 2 {
		t.Errorf("the chart has %d points, want 2 (the start and the match)", n)
	}
	if href := eval[string](hana, `document.querySelector('[data-testid="replay-`+id+`"]')?.getAttribute("href") ?? ""`); href != "/r/"+id {
		t.Errorf("the match links to %q", href)
	}
	hana.screenshot("rated-profile.png", `[data-testid="profile-account"]`)
	board := eval[string](hana, `document.querySelector('[data-testid="rating-micronesia"] a').getAttribute("href")`)
	if board != "/leaderboard/micronesia" {
		t.Errorf("the rating links to %q", board)
	}
	hana.run(chromedp.Navigate(base + board))
	hana.until("the leaderboard", `document.querySelectorAll('[data-testid="ratings"] tbody tr').length === 3`)
	names := eval[[]string](hana, `[...document.querySelectorAll('[data-testid="ratings"] tbody tr td:nth-child(2)')].map(e => e.textContent).sort()`)
	if strings.Join(names, ",") != "Aoi,Hana,Ren" {
		t.Errorf("the leaderboard lists %q", names)
	}
	if n := eval[int](hana, `document.querySelectorAll('[data-testid="ratings"] tr.me').length`); n != 1 {
		t.Errorf("Hana's own line marked %d times", n)
	}
}
