// Package web serves shima's browser client: TypeScript and CSS in src/,
// bundled by `go generate ./web` (see build/) into dist/, which is committed
// and embedded here.
package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"time"
)

//go:generate go run ./build

//go:embed dist
var dist embed.FS

// asset is one file of the bundle, ready to serve.
type asset struct {
	body    []byte
	typ     string
	version string // the content's hash, as index.html names it in ?v=
}

var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
}

func load(name string) asset {
	body, err := fs.ReadFile(dist, "dist/"+name)
	if err != nil {
		panic("web: the bundle has no " + name + ": run go generate ./web")
	}
	sum := sha256.Sum256(body)
	return asset{body: body, typ: contentTypes[path.Ext(name)], version: hex.EncodeToString(sum[:6])}
}

// Handler serves the client: index.html for /, /m/{id}, /r/{id}, /learn/{game}, /account, /p/{id}
// and /leaderboard/{game} (the page itself routes), and the bundle under /assets/. Every other path is
// 404, so the server mounts it at its root beside /api/ and /ws. lang ("ja"
// or "en") is the pages' language for a visitor who has not chosen one
// (by ?lang= or the page's switch); "" leaves it to the browser's setting.
func Handler(lang string) http.Handler {
	index := load("index.html")
	if lang != "" {
		index = withLang(index, lang)
	}
	assets := map[string]asset{"app.js": load("app.js"), "app.css": load("app.css")}
	mux := http.NewServeMux()
	page := func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Set("Content-Security-Policy", "frame-ancestors 'none'")
		h.Set("Referrer-Policy", "no-referrer")
		serve(w, r, index)
	}
	mux.HandleFunc("GET /{$}", page)
	mux.HandleFunc("GET /m/{id}", page)
	mux.HandleFunc("GET /r/{id}", page)
	mux.HandleFunc("GET /learn/{game}", page)
	mux.HandleFunc("GET /account", page)
	mux.HandleFunc("GET /p/{id}", page)
	mux.HandleFunc("GET /leaderboard/{game}", page)
	mux.HandleFunc("GET /assets/{name}", func(w http.ResponseWriter, r *http.Request) {
		a, ok := assets[r.PathValue("name")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		// index.html names each asset with its version: such a URL never
		// changes its content. Any other may, so it is checked every time.
		if r.URL.Query().Get("v") == a.version {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			w.Header().Set("Cache-Control", "no-cache")
		}
		serve(w, r, a)
	})
	return mux
}

// withLang is index.html telling the client the server's language: the
// root element's lang, and data-lang, which the client reads (i18n.ts).
func withLang(index asset, lang string) asset {
	index.body = bytes.Replace(index.body, []byte(`<html lang="en">`), []byte(`<html lang="`+lang+`" data-lang="`+lang+`">`), 1)
	sum := sha256.Sum256(index.body)
	index.version = hex.EncodeToString(sum[:6])
	return index
}

func serve(w http.ResponseWriter, r *http.Request, a asset) {
	h := w.Header()
	h.Set("Content-Type", a.typ)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("ETag", `"`+a.version+`"`)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(a.body))
}
