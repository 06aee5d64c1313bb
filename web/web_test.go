package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func get(t *testing.T, h http.Handler, url string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("GET", url, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

func TestPages(t *testing.T) {
	h := Handler("")
	for _, url := range []string{"/", "/m/k7pq2mx9", "/r/k7pq2mx9", "/learn/catan", "/account"} {
		w := get(t, h, url)
		if w.Code != 200 {
			t.Fatalf("%s: status %d", url, w.Code)
		}
		if ct := w.Header().Get("Content-Type"); ct != "text/html; charset=utf-8" {
			t.Errorf("%s: Content-Type %q", url, ct)
		}
		if cc := w.Header().Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("%s: Cache-Control %q", url, cc)
		}
		if !strings.Contains(w.Body.String(), "/assets/app.js?v=") {
			t.Errorf("%s: not the index page", url)
		}
	}
	for _, url := range []string{"/x", "/m/", "/m/a/b", "/learn/", "/account/x", "/assets/index.html", "/assets/nope.js", "/api/games"} {
		if w := get(t, h, url); w.Code != 404 {
			t.Errorf("%s: status %d, want 404", url, w.Code)
		}
	}
}

// TestAssets checks content types, and that the versioned URLs in
// index.html are the ones cached for good.
func TestAssets(t *testing.T) {
	h := Handler("")
	index := get(t, h, "/").Body.String()
	for name, typ := range map[string]string{"app.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8"} {
		a := load(name)
		versioned := "/assets/" + name + "?v=" + a.version
		if !strings.Contains(index, versioned) {
			t.Errorf("index.html does not name %s", versioned)
		}
		w := get(t, h, versioned)
		if w.Code != 200 || w.Header().Get("Content-Type") != typ || w.Body.Len() != len(a.body) {
			t.Errorf("%s: %d %q %d bytes", versioned, w.Code, w.Header().Get("Content-Type"), w.Body.Len())
		}
		if cc := w.Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
			t.Errorf("%s: Cache-Control %q", versioned, cc)
		}
		if cc := get(t, h, "/assets/"+name).Header().Get("Cache-Control"); cc != "no-cache" {
			t.Errorf("/assets/%s without version: Cache-Control %q", name, cc)
		}
		if w := get(t, h, "/assets/"+name, "If-None-Match", `"`+a.version+`"`); w.Code != http.StatusNotModified {
			t.Errorf("/assets/%s with its ETag: status %d", name, w.Code)
		}
	}
}

// The server's --lang reaches the page as its language and data-lang, which
// the client takes when the visitor has not chosen one.
func TestPageLanguage(t *testing.T) {
	for lang, want := range map[string]string{"": `<html lang="en">`, "ja": `<html lang="ja" data-lang="ja">`, "en": `<html lang="en" data-lang="en">`} {
		w := get(t, Handler(lang), "/m/k7pq2mx9")
		if body := w.Body.String(); !strings.Contains(body, want) {
			t.Errorf("Handler(%q) serves %.80q…, want %s", lang, body, want)
		}
		if lang != "" && w.Header().Get("ETag") == get(t, Handler(""), "/").Header().Get("ETag") {
			t.Errorf("Handler(%q): the page's ETag is the English default's", lang)
		}
	}
}
