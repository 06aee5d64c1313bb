package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// An invite link only takes its seat, once: it shows its holder what a
// spectator sees, and taking the seat gives a token of the seat's own, so
// that the match's creator, who was given every invite, can read no
// friend's hand, before the friend comes or after. A second use of the link
// says that it has been used.
func TestAnInviteTakesItsSeatOnce(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	person := map[string]any{"kind": "person"}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "skymerchants", "seat": 0, "name": "Alice",
		"seats": []any{person, person, map[string]any{"kind": "bot", "bot": "greedy"}}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	invite := c.Seats[1].Token
	if invite == "" || c.Seats[1].Link != "/m/"+c.ID+"#t="+invite {
		t.Fatalf("seat 1's invite: %+v", c.Seats[1])
	}
	look := func(token string) (skySnapshot, int, apiErr) {
		var raw json.RawMessage
		code := ts.call(t, "GET", "/api/matches/"+c.ID+"?lang=ja", token, nil, &raw)
		var v skySnapshot
		var e apiErr
		json.Unmarshal(raw, &v)
		json.Unmarshal(raw, &e)
		return v, code, e
	}
	// Before the friend comes: a spectator's view, with the seat to take.
	if v, code, _ := look(invite); code != http.StatusOK || v.Viewer != -1 || v.Invite == nil || *v.Invite != 1 || len(v.View.Hand) != 0 {
		t.Fatalf("the invite before the seat is taken: %d, viewer %d, invite %v, hand %v", code, v.Viewer, v.Invite, v.hand())
	}
	var e apiErr
	moves := "/api/matches/" + c.ID + "/moves"
	if code := ts.call(t, "POST", moves+"?lang=ja", invite, map[string]any{"seq": 0, "text": "pass"}, &e); code != http.StatusForbidden || !hasJapanese(e.Error) {
		t.Fatalf("a move with the invite: %d %+v", code, e)
	}
	ws := dial(t, ts, c.ID, invite)
	var first skySnapshot
	json.Unmarshal(ws.next(t, "snapshot")["snapshot"], &first)
	if first.Viewer != -1 || first.Invite == nil || *first.Invite != 1 {
		t.Fatalf("the invite watching: viewer %d, invite %v", first.Viewer, first.Invite)
	}
	claim := func(seat int, token string, out any) int {
		return ts.call(t, "POST", fmt.Sprintf("/api/matches/%s/seats/%d/claim?lang=ja", c.ID, seat), token, map[string]any{"name": "Bob"}, out)
	}
	if code := claim(0, invite, &e); code != http.StatusForbidden {
		t.Fatalf("seat 0 taken with seat 1's invite: %d %+v", code, e)
	}

	// The friend takes the seat: a token of its own, which sees the hand.
	var took struct {
		Seat  int    `json:"seat"`
		Token string `json:"token"`
	}
	if code := claim(1, invite, &took); code != http.StatusOK || took.Seat != 1 || len(took.Token) != tokenLen || took.Token == invite {
		t.Fatalf("take the seat: %d %+v", code, took)
	}
	for {
		var sn skySnapshot
		json.Unmarshal(ws.next(t, "snapshot")["snapshot"], &sn)
		if sn.Invite == nil {
			break // the watcher with the invite learns the seat is taken
		}
	}
	mine, code, _ := look(took.Token)
	if want := slices.Sorted(slices.Values(skySecretsAt(t, ts, c.ID, mine.Seq).Hands[1])); code != http.StatusOK || mine.Viewer != 1 || !slices.Equal(mine.hand(), want) {
		t.Fatalf("the seat's own token: %d, viewer %d, hand %v; want seat 1 with %v", code, mine.Viewer, mine.hand(), want)
	}

	// The invite, used, is now good for nothing, and says why.
	if _, code, e := look(invite); code != http.StatusConflict || e.Code != "invite_used" || !hasJapanese(e.Error) {
		t.Fatalf("the invite looked with again: %d %+v", code, e)
	}
	for what, code := range map[string]int{
		"taken again": claim(1, invite, &e),
		"a move":      ts.call(t, "POST", moves, invite, map[string]any{"seq": mine.Seq, "text": "pass"}, &e),
	} {
		if code != http.StatusConflict || e.Code != "invite_used" {
			t.Errorf("the used invite, %s: %d %+v", what, code, e)
		}
	}
	again := dial(t, ts, c.ID, invite)
	if m := again.next(t, "error"); string(m["code"]) != `"invite_used"` {
		t.Errorf("the used invite watching: %s", toJSON(m))
	}
	if code := claim(1, took.Token, nil); code != http.StatusOK {
		t.Errorf("the seat's token renames it: %d", code)
	}
}

// The Authorization scheme is case-insensitive: "bearer" is "Bearer".
func TestBearerInAnyCase(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	for _, scheme := range []string{"Bearer", "bearer", "BEARER"} {
		req, _ := http.NewRequest("GET", ts.url+"/api/matches/"+c.ID, nil)
		req.Header.Set("Authorization", scheme+" "+c.Seats[1].Token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var s snap
		json.Unmarshal([]byte(readAll(resp)), &s)
		if resp.StatusCode != http.StatusOK || s.Viewer != 1 {
			t.Errorf("%s: %d, viewer %d", scheme, resp.StatusCode, s.Viewer)
		}
	}
}

// A link the server does not know for a match (a token never given, or
// another match's invite) is answered, in each language, as a link that
// is not valid, without the word "token", which is jargon to a player:
// when the match is looked at, a seat is taken, a move is made, or the
// match is watched (the page shows this reason and forgets the link).
func TestABadLinkSaysItIsNotValid(t *testing.T) {
	ts := newTestServer(t, nil)
	// Two matches whose friends have not come yet: seat 1 waits for its invite.
	invited := func() (c created) {
		t.Helper()
		person := map[string]any{"kind": "person"}
		if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seat": 0, "name": "Alice",
			"seats": []any{person, person, person}}, &c); code != http.StatusCreated {
			t.Fatalf("create: %d", code)
		}
		return c
	}
	c, other := invited(), invited()
	notValid := map[string]func(string) bool{
		"en": func(s string) bool { return strings.Contains(s, "link is not valid") && !strings.Contains(s, "token") },
		"ja": func(s string) bool {
			return strings.Contains(s, "リンク") && strings.Contains(s, "使えません") && !strings.Contains(s, "トークン")
		},
	}
	ws := dial(t, ts, "nosuchmatch", "")
	ws.next(t, "error")
	for what, token := range map[string]string{"a token never given": strings.Repeat("9", tokenLen), "another match's invite": other.Seats[1].Token} {
		for lang, ok := range notValid {
			answers := map[string]func() (int, apiErr){
				"look": func() (code int, e apiErr) {
					return ts.call(t, "GET", "/api/matches/"+c.ID+"?lang="+lang, token, nil, &e), e
				},
				"claim": func() (code int, e apiErr) {
					return ts.call(t, "POST", "/api/matches/"+c.ID+"/seats/1/claim?lang="+lang, token, map[string]any{"name": "Bob"}, &e), e
				},
				"move": func() (code int, e apiErr) {
					return ts.call(t, "POST", "/api/matches/"+c.ID+"/moves?lang="+lang, token, map[string]any{"seq": 0, "text": "done"}, &e), e
				},
				"watch": func() (int, apiErr) {
					ws.send(t, map[string]any{"type": "watch", "match": c.ID, "token": token, "lang": lang})
					var e apiErr
					json.Unmarshal([]byte(toJSON(ws.next(t, "error"))), &e)
					return http.StatusForbidden, e
				},
			}
			for how, answer := range answers {
				if code, e := answer(); code != http.StatusForbidden || e.Code != "forbidden" || !ok(e.Error) {
					t.Errorf("%s, %s in %s: %d %s %q, want 403 forbidden saying the link is not valid", what, how, lang, code, e.Code, e.Error)
				}
			}
		}
	}
}
