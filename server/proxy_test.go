package server

import (
	"net/http"
	"strings"
	"testing"
)

// Behind a trusted proxy the limits apply to each client's address (the
// last X-Forwarded-For entry, which the proxy added); without TrustProxy the
// header changes nothing, as anyone may send one.
func TestLimitsBehindAProxy(t *testing.T) {
	for _, trust := range []bool{false, true} {
		ts := newTestServer(t, nil, func(c *Config) { c.TrustProxy = trust })
		attempt := func(forwarded string) int {
			req, err := http.NewRequest("POST", strings.Replace(ts.url, "127.0.0.1", "localhost", 1)+"/api/account/signin/begin", strings.NewReader(`{}`))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set(requestHeader, "1")
			req.Header.Set("X-Forwarded-For", forwarded)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			return resp.StatusCode
		}
		for i := range 10 {
			if code := attempt("203.0.113.7"); code != http.StatusOK {
				t.Fatalf("trust %v: attempt %d: %d", trust, i, code)
			}
		}
		// Another client; then the first again, naming another address before its own.
		want := map[bool]int{false: http.StatusTooManyRequests, true: http.StatusOK}[trust]
		if code := attempt("198.51.100.9"); code != want {
			t.Errorf("trust %v: another client's attempt: %d, want %d", trust, code, want)
		}
		if code := attempt("198.51.100.9, 203.0.113.7"); code != http.StatusTooManyRequests {
			t.Errorf("trust %v: the first client naming another address first: %d", trust, code)
		}
	}
}

// An IPv6 client is limited by its /64 network, which one person holds whole.
func TestClientAddrIPv6Network(t *testing.T) {
	for addr, want := range map[string]string{
		"[2001:db8:1:2:3:4:5:6]:443": "2001:db8:1:2::/64",
		"[2001:db8:1:2:ffff::1]:80":  "2001:db8:1:2::/64",
		"[2001:db8:1:3::1]:80":       "2001:db8:1:3::/64",
		"203.0.113.7:5000":           "203.0.113.7",
	} {
		if got := clientAddr(&http.Request{RemoteAddr: addr}); got != want {
			t.Errorf("clientAddr(%s) = %s, want %s", addr, got, want)
		}
	}
}
