package loadgen

import (
	"context"
	"strings"
	"testing"
	"time"
)

// A run refuses any server that is not on the loopback, before connecting.
func TestRefusesRemoteServers(t *testing.T) {
	for _, u := range []string{
		"http://10.0.0.1:8080", "http://example.com", "http://192.168.1.2", "https://127.0.0.1:8443",
		"http://127.0.0.2:8080", "http://user@127.0.0.1:8080", "http://127.0.0.1:8080/api", "127.0.0.1:8080", "",
	} {
		_, err := Run(context.Background(), Options{URLs: []string{u}, Matches: 1, Duration: time.Second})
		if err == nil {
			t.Errorf("%q was accepted", u)
		}
	}
	for _, u := range []string{"http://127.0.0.1:8080", "http://localhost:8080/", "http://[::1]:8080"} {
		if _, err := checkURL(u); err != nil {
			t.Errorf("%q: %v", u, err)
		}
	}
	var d dialer
	for _, addr := range []string{"10.1.2.3:80", "example.com:80", "[2001:db8::1]:80"} {
		if conn, err := d.dial(context.Background(), "tcp", addr); err == nil || !strings.Contains(err.Error(), "loopback") {
			if conn != nil {
				conn.Close()
			}
			t.Errorf("dial %s: %v", addr, err)
		}
	}
}

// A run is bounded in matches, time and rate.
func TestBounds(t *testing.T) {
	ok := Options{URLs: []string{"http://127.0.0.1:1"}, Matches: 1, Duration: time.Second}
	for name, change := range map[string]func(*Options){
		"no matches":      func(o *Options) { o.Matches = 0 },
		"too many":        func(o *Options) { o.Matches = MaxMatches + 1 },
		"no duration":     func(o *Options) { o.Duration = 0 },
		"too long":        func(o *Options) { o.Duration = MaxDuration + time.Second },
		"warm-up too":     func(o *Options) { o.Warmup, o.Duration = MaxDuration, time.Second },
		"negative rate":   func(o *Options) { o.Rate = -1 },
		"rate too high":   func(o *Options) { o.Rate = MaxRate + 1 },
		"negative warmup": func(o *Options) { o.Warmup = -time.Second },
		"no URL":          func(o *Options) { o.URLs = nil },
	} {
		o := ok
		o.URLs = append([]string(nil), ok.URLs...)
		change(&o)
		if err := check(&o); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if err := check(&ok); err != nil {
		t.Fatal(err)
	}
}
