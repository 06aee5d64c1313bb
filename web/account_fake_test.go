package web

import (
	"net/http"
	"time"

	"shima/engine"
)

// fakeAccount is the account the fake server says the browser is signed
// in to: what GET /api/account answers, and the seats it keeps.
type fakeAccount struct {
	Account map[string]any
	Seats   []map[string]any
}

// hanaAccount is Hana's account with one passkey, two browsers signed in
// and her seat of bots1 kept for her.
func hanaAccount() *fakeAccount {
	at := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	return &fakeAccount{
		Account: map[string]any{
			"id": "acct1", "name": "Hana", "created": at,
			"passkeys": []map[string]any{{"id": "cred1", "device": "Chrome · Android", "created": at, "used": time.Now().Add(-3 * time.Minute).UTC()}},
			"sessions": []map[string]any{
				{"id": "a1b2c3d4e5f6", "created": at, "seen": time.Now().UTC(), "agent": "Chrome on Android", "current": true},
				{"id": "0f9e8d7c6b5a", "created": at, "seen": time.Now().Add(-26 * time.Hour).UTC(), "agent": "Safari on iPhone"},
			},
			"recovery_left": 9,
		},
		Seats: []map[string]any{{"match": "bots1", "seat": 0, "token": tokenHana}},
	}
}

// accountRoutes answers the account API (server/API.md) for the browser
// tests: signed out unless f.account is set, a change only with the
// header X-Shima-Request, as the real server wants it.
func (f *fake) accountRoutes(mux *http.ServeMux) {
	signedIn := func(h func(http.ResponseWriter, *http.Request, *fakeAccount)) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if r.Method != "GET" && r.Header.Get("X-Shima-Request") != "1" {
				refuse(w, r, 403, "forbidden_origin", engine.T("this request must come from shima's own pages", "このリクエストはshimaのページからのみ送れます"))
				return
			}
			f.mu.Lock()
			a := f.account
			f.mu.Unlock()
			if a == nil {
				refuse(w, r, 401, "signed_out", engine.T("not signed in", "ログインしていません"))
				return
			}
			h(w, r, a)
		}
	}
	mux.HandleFunc("GET /api/account", signedIn(func(w http.ResponseWriter, r *http.Request, a *fakeAccount) { reply(w, 200, a.Account) }))
	mux.HandleFunc("GET /api/account/seats", signedIn(func(w http.ResponseWriter, r *http.Request, a *fakeAccount) {
		reply(w, 200, map[string]any{"seats": a.Seats})
	}))
	mux.HandleFunc("DELETE /api/account/passkeys/{id}", signedIn(func(w http.ResponseWriter, r *http.Request, a *fakeAccount) {
		refuse(w, r, 409, "last_passkey", engine.T("this is the account's last passkey: add another one first", "これはアカウント最後のパスキーです。先に別のパスキーを追加してください"))
	}))
	mux.HandleFunc("POST /api/account/device-code", signedIn(func(w http.ResponseWriter, r *http.Request, a *fakeAccount) {
		reply(w, 200, map[string]any{"code": "KQ7M-XW3P", "expires": time.Now().Add(10 * time.Minute).UTC()})
	}))
}
