package server

import (
	"net/http"
	"strings"
	"testing"
)

// fuzzPost checks one request body sent to path as the seat to move: the
// server answers below 500 and a refused request changes nothing.
func fuzzPost(t *testing.T, ts *testServer, c created, path, body string) {
	before := ts.snapshot(t, c.ID, "")
	if before.Over {
		t.Skip("the match is over")
	}
	req, _ := http.NewRequest("POST", ts.url+path, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+c.Seats[before.ToMove[0]].Token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode >= 500 {
		t.Fatalf("%s %q: status %d", path, body, resp.StatusCode)
	}
	if resp.StatusCode != 200 && ts.snapshot(t, c.ID, "").Seq != before.Seq {
		t.Fatalf("%s %q was refused but changed the match", path, body)
	}
}

func FuzzMove(f *testing.F) {
	for _, s := range []string{`{"seq":0,"action":131850}`, `{"seq":0,"text":"islands 3 and 5"}`, `{"seq":-1}`, `{`, `[]`,
		`{"seq":0,"action":-1}`, `{"seq":1e99,"action":1}`, `null`, `{"seq":0,"text":"生贄でダイス1を6に"}`} {
		f.Add(s)
	}
	ts := newTestServer(f, nil)
	c := ts.create(f, "person", "person", "person")
	f.Fuzz(func(t *testing.T, body string) { fuzzPost(t, ts, c, "/api/matches/"+c.ID+"/moves", body) })
}

func FuzzUndoAndHand(f *testing.F) {
	for _, s := range []string{`{"seq":0}`, `{"bot":"greedy"}`, `{"bot":""}`, `{"bot":"mcts:9999999999"}`, `{"seq":"x"}`} {
		f.Add(s, true)
		f.Add(s, false)
	}
	ts := newTestServer(f, nil)
	c := ts.create(f, "person", "person", "person")
	f.Fuzz(func(t *testing.T, body string, undo bool) {
		path := "/api/matches/" + c.ID + "/seats/1/bot"
		if undo {
			path = "/api/matches/" + c.ID + "/undo"
		}
		fuzzPost(t, ts, c, path, body)
	})
}

// Whatever the body of a lobby request, the server answers below 500.
func FuzzLobby(f *testing.F) {
	for _, s := range []string{
		`{"game":"micronesia","seats":[{"kind":"person"},{"kind":"person"},{"kind":"bot","bot":"greedy"}]}`,
		`{"game":"micronesia","seats":[{"kind":"person","open":true},{"kind":"person"},{"kind":"person"}],"clock":{"per_move":"1h"},"seat":1,"name":"A"}`,
		`{"game":"micronesia","seats":[],"seat":-1}`, `{"clock":{"per_move":"-5m"}}`, `{"tokens":[{"match":"x","token":"y"}]}`, `{"name":"\u0000"}`,
	} {
		f.Add(s, 0)
		f.Add(s, 1)
		f.Add(s, 2)
	}
	ts := newTestServer(f, nil)
	ts.limiter, ts.mineLimiter = newLimiter(1e9, 1e9), newLimiter(1e9, 1e9)
	c := ts.create(f, "person", "open", "person")
	f.Fuzz(func(t *testing.T, body string, which int) {
		path := []string{"/api/matches", "/api/matches/mine", "/api/matches/" + c.ID + "/seats/1/claim"}[uint(which)%3]
		resp, err := http.Post(ts.url+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			t.Fatalf("%s %q: status %d", path, body, resp.StatusCode)
		}
	})
}
