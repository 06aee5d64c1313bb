package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"shima/store"
)

// The session of a signed-in person: a cookie holding a random secret, of
// which the store keeps the SHA-256 (store.Session).
const (
	sessionCookie = "shima_session"
	// sessionLife is how long a session lasts after it was last used.
	sessionLife = 30 * 24 * time.Hour
	// sessionTouch is how often at most a session's use is written down.
	sessionTouch = time.Hour
	// requestHeader must come with every request that changes something on
	// a person's account or with their cookie: a page of another site
	// cannot send it without asking first (CORS), which shima never allows.
	requestHeader = "X-Shima-Request"
)

var (
	errSignedOut     = newAPIError(http.StatusUnauthorized, "signed_out", "you are not signed in", "ログインしていません")
	errForgedRequest = newAPIError(http.StatusForbidden, "forbidden_origin", "this request did not come from shima's own pages", "このリクエストはshima自身のページから来ていません")
)

// newSecret returns 32 random bytes in hex: a session's cookie value.
func newSecret() string {
	var b [32]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// hashSecret is what the store keeps of a secret: its SHA-256 in hex.
func hashSecret(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// publicID names a session to its person (its list, "end this one")
// without giving away what the store keys it by.
func publicID(hash string) string {
	sum := sha256.Sum256([]byte("session " + hash))
	return hex.EncodeToString(sum[:8])
}

// guard refuses a request that changes something and may be forged by
// another site: one to /api/account, or one that carries the session
// cookie. It must carry requestHeader, and come from this server's own
// origin when the browser says where it comes from.
func guard(r *http.Request) error {
	if r.Method == http.MethodGet || r.Method == http.MethodHead || r.Method == http.MethodOptions {
		return nil
	}
	_, err := r.Cookie(sessionCookie)
	if err != nil && !strings.HasPrefix(r.URL.Path, "/api/account") {
		return nil // a guest's request, with its seat token: as before
	}
	if r.Header.Get(requestHeader) != "1" || !ownOrigin(r) {
		return errForgedRequest
	}
	return nil
}

// guarded refuses, before next sees them, the requests guard refuses.
func (s *Server) guarded(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := guard(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// ownOrigin reports whether the request's Origin, if it has one, is this
// server's (the host the browser asked for); "null" is no origin of ours.
func ownOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host != "" && strings.EqualFold(u.Host, r.Host)
}

// secure reports whether the browser reached this server over TLS (itself
// or, as the operator's --origin says, a proxy before it): the cookie is
// then sent over TLS only.
func (s *Server) secure(r *http.Request) bool {
	return r.TLS != nil || strings.HasPrefix(s.cfg.Origin, "https://")
}

// signIn starts a new session for account (a new secret at every sign-in,
// never one the browser had) and sets its cookie.
func (s *Server) signIn(ctx context.Context, w http.ResponseWriter, r *http.Request, account string) error {
	// The session the browser had, if any, ends: one browser, one session.
	if c, err := r.Cookie(sessionCookie); err == nil {
		if old, err := s.store.Session(ctx, hashSecret(c.Value), time.Time{}); err == nil {
			_ = s.store.EndSession(ctx, old.Account, old.Hash)
		}
	}
	secret := newSecret()
	now := s.cfg.Now()
	if err := s.store.CreateSession(ctx, store.Session{Hash: hashSecret(secret), Account: account, Created: now, Seen: now, Agent: agentOf(r.UserAgent())}, now.Add(-sessionLife)); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: secret, Path: "/", MaxAge: int(sessionLife / time.Second),
		HttpOnly: true, Secure: s.secure(r), SameSite: http.SameSiteLaxMode,
	})
	return nil
}

// signOut clears the session cookie.
func (s *Server) signOut(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: s.secure(r), SameSite: http.SameSiteLaxMode})
}

// session returns the signed-in session of r and its account, or
// errSignedOut; it notes the session's use at most once an hour.
func (s *Server) session(ctx context.Context, r *http.Request) (store.Session, store.Account, error) {
	c, err := r.Cookie(sessionCookie)
	if err != nil || len(c.Value) != 64 {
		return store.Session{}, store.Account{}, errSignedOut
	}
	now := s.cfg.Now()
	sess, err := s.store.Session(ctx, hashSecret(c.Value), now.Add(-sessionLife))
	if errors.Is(err, store.ErrNotFound) {
		return store.Session{}, store.Account{}, errSignedOut
	} else if err != nil {
		return store.Session{}, store.Account{}, err
	}
	a, err := s.store.Account(ctx, sess.Account)
	if errors.Is(err, store.ErrNotFound) {
		return store.Session{}, store.Account{}, errSignedOut
	} else if err != nil {
		return store.Session{}, store.Account{}, err
	}
	if now.Sub(sess.Seen) >= sessionTouch {
		if err := s.store.TouchSession(ctx, sess.Hash, now); err != nil {
			s.log.Warn("note a session's use", "err", err)
		}
		sess.Seen = now
	}
	return sess, a, nil
}

// agentOf says in a few words which browser on which system a User-Agent
// is, for the person's list of sessions ("Chrome on Android").
func agentOf(ua string) string {
	browser := "a browser"
	for _, b := range []struct{ key, name string }{
		{"Edg/", "Edge"}, {"OPR/", "Opera"}, {"Firefox/", "Firefox"}, {"HeadlessChrome/", "Chromium (headless)"},
		{"Chrome/", "Chrome"}, {"Safari/", "Safari"}, {"curl/", "curl"},
	} {
		if strings.Contains(ua, b.key) {
			browser = b.name
			break
		}
	}
	for _, o := range []struct{ key, name string }{
		{"Android", "Android"}, {"iPhone", "iPhone"}, {"iPad", "iPad"}, {"Windows", "Windows"}, {"Mac OS X", "macOS"}, {"Linux", "Linux"},
	} {
		if strings.Contains(ua, o.key) {
			return browser + " on " + o.name
		}
	}
	return browser
}
