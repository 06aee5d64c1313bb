package server

import (
	"net/http"
	"strings"
	"testing"
)

// A body that is not the JSON expected gets a reason in the user's language
// that names the field or the place, and nothing of Go (types, packages).
func TestJSONErrorsAreClean(t *testing.T) {
	ts := newTestServer(t, nil)
	c := ts.create(t, "person", "person", "person")
	moves := "/api/matches/" + c.ID + "/moves"
	cases := []struct {
		path, body string
		mention    string // what the English reason must name
	}{
		{moves, `{"seq": 0, "action": "x"}`, `"action"`},
		{moves, `{"seq": "0", "action": 1}`, `"seq"`},
		{moves, `{"seq": 1e99, "action": 1}`, `"seq"`},
		{moves, `{"seq": 0, "action": 1, "cheat": true}`, `"cheat"`},
		{moves, `{"seq": 0, "action": `, "ends too soon"},
		{moves, `{"seq": 0,, "action": 1}`, "byte 11"},
		{moves, `[1, 2]`, "object"},
		{moves, ``, "empty"},
		{"/api/matches", `{"game": "micronesia", "clock": {"per_move": "forever"}}`, `"72h"`},
		{"/api/matches", `{"game": "micronesia", "clock": {"per_move": 5}}`, `"72h"`},
		{"/api/matches", `{"game": "micronesia", "seats": [{"kind": 1}]}`, `"seats.kind"`},
		{"/api/matches/mine", `{"tokens": [{"match": 7}]}`, `"tokens.match"`},
	}
	for _, tc := range cases {
		for _, lang := range []string{"en", "ja"} {
			var e apiErr
			code := ts.call(t, "POST", tc.path+"?lang="+lang, c.Seats[0].Token, tc.body, &e)
			if code != http.StatusBadRequest || e.Code != "bad_request" {
				t.Errorf("%s (%s): %d %+v", tc.body, lang, code, e)
			}
			for _, goText := range []string{"json:", "engine.", "match.", "Request", "of type", "Go ", "uint", "int64", "time:"} {
				if strings.Contains(e.Error, goText) {
					t.Errorf("%s (%s): the reason %q shows Go's text %q", tc.body, lang, e.Error, goText)
				}
			}
			if lang == "en" && !strings.Contains(e.Error, tc.mention) {
				t.Errorf("%s: the reason %q does not mention %s", tc.body, e.Error, tc.mention)
			}
			if lang == "ja" && !hasJapanese(e.Error) {
				t.Errorf("%s: the Japanese reason is %q", tc.body, e.Error)
			}
		}
	}
}
