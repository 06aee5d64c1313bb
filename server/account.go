package server

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/go-webauthn/webauthn/webauthn"
	"golang.org/x/text/secure/precis"

	"shima/store"
)

// Accounts are optional (API.md, "Accounts"): a name and passkeys, no
// password. A signed-in person's seats follow the account to every device.

const (
	// recoveryCodes is how many recovery codes an account gets at sign-up.
	recoveryCodes = 10
	// deviceCodeLife is how long a code to add a device stays good.
	deviceCodeLife = 10 * time.Minute
	// accountSeatsShown is how many of an account's seats a device gets at
	// most: no more than one request of /api/matches/mine may look up.
	accountSeatsShown = maxMine
)

var (
	errNameTaken     = newAPIError(http.StatusConflict, "name_taken", "that name is taken: choose another", "その名前は使われています。別の名前にしてください")
	errBadName       = badRequest("an account's name has 1 to 40 characters, none of them control or invisible characters", "アカウント名は1〜40文字で、制御文字や見えない文字を含められません")
	errBadRecovery   = newAPIError(http.StatusUnauthorized, "bad_recovery", "that name and recovery code do not match an unused code", "その名前とリカバリーコードの組み合わせは、未使用のコードと一致しません")
	errBadDevice     = newAPIError(http.StatusUnauthorized, "bad_device_code", "that code is wrong or has expired: make a new one on your signed-in device", "そのコードは違うか、期限切れです。ログイン中の端末で新しいコードを作ってください")
	errLastPasskey   = newAPIError(http.StatusConflict, "last_passkey", "this is the account's last passkey: add another before removing it", "これはアカウント最後のパスキーです。別のパスキーを追加してから削除してください")
	errSeatOfAnother = newAPIError(http.StatusConflict, "conflict", "that seat belongs to another account", "その席は別のアカウントのものです")
	errNoSession     = newAPIError(http.StatusNotFound, "not_found", "no such session of yours", "そのセッションはありません")
	errNoPasskey     = newAPIError(http.StatusNotFound, "not_found", "no such passkey of yours", "そのパスキーはありません")
	errAccountRate   = newAPIError(http.StatusTooManyRequests, "rate_limited", "too many attempts: wait a minute", "試行が多すぎます。1分ほど待ってください")
	errRecoveryRate  = newAPIError(http.StatusTooManyRequests, "rate_limited", "too many recovery attempts for this name: wait an hour", "この名前でのリカバリーの試行が多すぎます。1時間ほど待ってください")
)

// accountJSON is what a signed-in person sees of their own account.
type accountJSON struct {
	ID           string        `json:"id"`
	Name         string        `json:"name"`
	Created      time.Time     `json:"created"`
	Passkeys     []passkeyJSON `json:"passkeys"`
	Sessions     []sessionJSON `json:"sessions"`
	RecoveryLeft int           `json:"recovery_left"`
}

type passkeyJSON struct {
	ID      string    `json:"id"`
	Device  string    `json:"device"`
	Created time.Time `json:"created"`
	Used    time.Time `json:"used"`
}

type sessionJSON struct {
	ID      string    `json:"id"`
	Created time.Time `json:"created"`
	Seen    time.Time `json:"seen"`
	Agent   string    `json:"agent"`
	Current bool      `json:"current,omitempty"`
}

// ceremonyAnswer is the browser's answer to a ceremony begun.
type ceremonyAnswer struct {
	Ceremony   string          `json:"ceremony"`
	Credential json.RawMessage `json:"credential"`
	Device     string          `json:"device"`
}

// accountRoutes adds the account API to mux.
func (s *Server) accountRoutes(mux *http.ServeMux) {
	for pattern, h := range map[string]func(http.ResponseWriter, *http.Request) (any, error){
		"POST /api/account/signup/begin":    s.signUpBegin,
		"POST /api/account/signup/finish":   s.signUpFinish,
		"POST /api/account/signin/begin":    s.signInBegin,
		"POST /api/account/signin/finish":   s.signInFinish,
		"POST /api/account/recover":         s.recoverAccount,
		"POST /api/account/signout":         s.signOutSession,
		"GET /api/account":                  s.accountNow,
		"POST /api/account/passkeys/begin":  s.passkeyBegin,
		"POST /api/account/passkeys/finish": s.passkeyFinish,
		"DELETE /api/account/passkeys/{id}": s.passkeyRemove,
		"POST /api/account/device-code":     s.deviceCode,
		"POST /api/account/device/begin":    s.deviceBegin,
		"POST /api/account/device/finish":   s.deviceFinish,
		"DELETE /api/account/sessions/{id}": s.sessionEnd,
		"POST /api/account/seats":           s.seatMove,
		"GET /api/account/seats":            s.accountSeats,
	} {
		mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
			switch v, err := h(w, r); {
			case err != nil:
				s.writeError(w, r, err)
			case v == nil:
				w.WriteHeader(http.StatusNoContent)
			default:
				writeJSON(w, http.StatusOK, v)
			}
		})
	}
}

// attempt decodes r's body into req and takes one try of signing up, in
// or back from r's address's allowance (API.md: 10 a minute).
func (s *Server) attempt(w http.ResponseWriter, r *http.Request, req any) error {
	if err := decode(w, r, req); err != nil {
		return err
	}
	if !s.attempts.allow(clientAddr(r), s.cfg.Now(), 1) {
		return errAccountRate
	}
	return nil
}

// nameKey is the form of a name two accounts may not share: the
// comparison key of RFC 8266's nicknames (precis.Nickname), so that names
// that look alike in width, case or spacing ("Ｈａｎａ", "hana", "ｈａｎａ ",
// "ﾊﾅ" and "ハナ") are one name. It is false for a name with a character
// a nickname may not hold (invisible ones, such as a zero-width space,
// that would let a name pass for another).
func nameKey(name string) (string, bool) {
	key, err := precis.Nickname.CompareKey(name)
	return key, err == nil && key != ""
}

// begun answers a ceremony begun: its id and the options for the browser.
func begun(id string, options any) map[string]any {
	return map[string]any{"ceremony": id, "options": options}
}

func (s *Server) signUpBegin(w http.ResponseWriter, r *http.Request) (any, error) {
	var req struct {
		Name string `json:"name"`
	}
	if err := s.attempt(w, r, &req); err != nil {
		return nil, err
	}
	name, err := cleanName(req.Name)
	key, ok := nameKey(name)
	if err != nil || !ok {
		return nil, errBadName
	}
	ctx := r.Context()
	if taken, err := s.store.NameTaken(ctx, key); err != nil {
		return nil, err
	} else if taken {
		return nil, errNameTaken
	}
	wa, err := s.relyingParty(r)
	if err != nil {
		return nil, err
	}
	var handle [32]byte
	_, _ = rand.Read(handle[:])
	u := &passkeyUser{account: store.Account{Name: name, Handle: hex.EncodeToString(handle[:])}}
	options, session, err := wa.BeginRegistration(u, newCredentialOptions(u)...)
	if err != nil {
		return nil, err
	}
	id, err := s.beginCeremony(ctx, "signup", "", name, ceremonyData{Session: *session, Handle: u.account.Handle})
	return begun(id, options), err
}

func (s *Server) signUpFinish(w http.ResponseWriter, r *http.Request) (any, error) {
	var req ceremonyAnswer
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	ctx := r.Context()
	c, d, err := s.takeCeremony(ctx, req.Ceremony, "signup")
	if err != nil {
		return nil, err
	}
	nk, _ := nameKey(c.Name) // checked when the sign-up began
	a := store.Account{ID: newID(), Name: c.Name, NameKey: nk, Handle: d.Handle, Created: s.cfg.Now()}
	key, err := s.newPasskey(r, &passkeyUser{account: a}, d, req.Credential, deviceLabel(req.Device))
	if err != nil {
		return nil, err
	}
	codes, hashes := newRecoveryCodes()
	if err := s.store.CreateAccount(ctx, a, key, hashes); errors.Is(err, store.ErrConflict) {
		return nil, errNameTaken // taken meanwhile (or that passkey is another account's)
	} else if err != nil {
		return nil, err
	}
	s.log.Info("account created", "account", a.ID)
	out, err := s.signedIn(w, r, a)
	if err != nil {
		return nil, err
	}
	out["recovery_codes"] = codes
	return out, nil
}

func (s *Server) signInBegin(w http.ResponseWriter, r *http.Request) (any, error) {
	var req struct{}
	if err := s.attempt(w, r, &req); err != nil {
		return nil, err
	}
	// Any passkey the browser holds (discoverable): no name asked, so none told.
	wa, err := s.relyingParty(r)
	if err != nil {
		return nil, err
	}
	options, session, err := wa.BeginDiscoverableLogin(webauthn.WithUserVerification("preferred"))
	if err != nil {
		return nil, err
	}
	id, err := s.beginCeremony(r.Context(), "signin", "", "", ceremonyData{Session: *session})
	return begun(id, options), err
}

func (s *Server) signInFinish(w http.ResponseWriter, r *http.Request) (any, error) {
	var req ceremonyAnswer
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	_, d, err := s.takeCeremony(r.Context(), req.Ceremony, "signin")
	if err != nil {
		return nil, err
	}
	a, err := s.checkSignIn(r, d, req.Credential)
	if err != nil {
		return nil, err
	}
	return s.signedIn(w, r, a)
}

// signedIn starts a session for a and returns the answer that says so: the account.
func (s *Server) signedIn(w http.ResponseWriter, r *http.Request, a store.Account) (map[string]any, error) {
	if err := s.signIn(r.Context(), w, r, a.ID); err != nil {
		return nil, err
	}
	out, err := s.accountOf(r, a, "")
	return map[string]any{"account": out}, err
}

func (s *Server) recoverAccount(w http.ResponseWriter, r *http.Request) (any, error) {
	var req struct {
		Name string `json:"name"`
		Code string `json:"code"`
	}
	if err := s.attempt(w, r, &req); err != nil {
		return nil, err
	}
	ctx := r.Context()
	key, _ := nameKey(req.Name) // a name no account can have is unknown, as any other
	// Whatever the name, known or not, it has its own allowance: guessing
	// one account's codes from many addresses is slow too. (The limiter
	// keeps the name's hash: a long name costs it no more memory.)
	if !s.recoveries.allow(hashSecret(key), s.cfg.Now(), 1) {
		return nil, errRecoveryRate
	}
	a, err := s.store.AccountByName(ctx, key)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errBadRecovery // as for a wrong code: no word of which names exist
	} else if err != nil {
		return nil, err
	}
	if ok, err := s.store.UseRecoveryCode(ctx, a.ID, hashSecret(normalCode(req.Code)), s.cfg.Now()); err != nil {
		return nil, err
	} else if !ok {
		return nil, errBadRecovery
	}
	s.log.Info("account recovered with a code", "account", a.ID)
	return s.signedIn(w, r, a)
}

func (s *Server) signOutSession(w http.ResponseWriter, r *http.Request) (any, error) {
	sess, _, err := s.session(r.Context(), r)
	if err == nil {
		err = s.store.EndSession(r.Context(), sess.Account, sess.Hash)
	} else if errors.Is(err, errSignedOut) {
		err = nil // signed out already
	}
	if err != nil {
		return nil, err
	}
	s.signOut(w, r)
	return nil, nil
}

func (s *Server) accountNow(w http.ResponseWriter, r *http.Request) (any, error) {
	sess, a, err := s.session(r.Context(), r)
	if err != nil {
		return nil, err
	}
	return s.accountOf(r, a, sess.Hash)
}

// accountOf is account a as its person sees it; current is the hash of the
// session asking ("" at a sign-in: the session just made, which the list
// shows all the same).
func (s *Server) accountOf(r *http.Request, a store.Account, current string) (accountJSON, error) {
	ctx := r.Context()
	out := accountJSON{ID: a.ID, Name: a.Name, Created: a.Created, Passkeys: []passkeyJSON{}, Sessions: []sessionJSON{}}
	keys, err := s.store.Passkeys(ctx, a.ID)
	if err != nil {
		return out, err
	}
	for _, k := range keys {
		out.Passkeys = append(out.Passkeys, passkeyJSON{ID: k.ID, Device: k.Device, Created: k.Created, Used: k.Used})
	}
	sessions, err := s.store.Sessions(ctx, a.ID, s.cfg.Now().Add(-sessionLife))
	if err != nil {
		return out, err
	}
	for _, x := range sessions {
		out.Sessions = append(out.Sessions, sessionJSON{ID: publicID(x.Hash), Created: x.Created, Seen: x.Seen, Agent: x.Agent, Current: x.Hash == current})
	}
	out.RecoveryLeft, err = s.store.RecoveryLeft(ctx, a.ID)
	return out, err
}

// signedInWith decodes r's body into req and returns r's session and account.
func (s *Server) signedInWith(w http.ResponseWriter, r *http.Request, req any) (store.Session, store.Account, error) {
	if req != nil {
		if err := decode(w, r, req); err != nil {
			return store.Session{}, store.Account{}, err
		}
	}
	return s.session(r.Context(), r)
}

func (s *Server) passkeyBegin(w http.ResponseWriter, r *http.Request) (any, error) {
	_, a, err := s.signedInWith(w, r, &struct{}{})
	if err != nil {
		return nil, err
	}
	return s.beginRegistration(r, "passkey", a)
}

// beginRegistration begins a ceremony of kind that adds a passkey to account a.
func (s *Server) beginRegistration(r *http.Request, kind string, a store.Account) (any, error) {
	ctx := r.Context()
	u, err := s.userOf(ctx, a)
	if err != nil {
		return nil, err
	}
	wa, err := s.relyingParty(r)
	if err != nil {
		return nil, err
	}
	options, session, err := wa.BeginRegistration(u, newCredentialOptions(u)...)
	if err != nil {
		return nil, err
	}
	id, err := s.beginCeremony(ctx, kind, a.ID, "", ceremonyData{Session: *session, Account: a.ID})
	return begun(id, options), err
}

// addPasskey finishes a ceremony of kind that adds a passkey to its
// account, and returns the account; want, if set, is the account of the
// session finishing it, which must be the ceremony's.
func (s *Server) addPasskey(r *http.Request, req ceremonyAnswer, kind, want string) (store.Account, error) {
	ctx := r.Context()
	c, d, err := s.takeCeremony(ctx, req.Ceremony, kind)
	if err != nil {
		return store.Account{}, err
	}
	if want != "" && c.Account != want {
		return store.Account{}, errCeremonyExpired // begun by another account's session
	}
	a, err := s.store.Account(ctx, c.Account)
	if err != nil {
		return store.Account{}, err
	}
	u, err := s.userOf(ctx, a)
	if err != nil {
		return store.Account{}, err
	}
	key, err := s.newPasskey(r, u, d, req.Credential, deviceLabel(req.Device))
	if err != nil {
		return store.Account{}, err
	}
	if err := s.store.AddPasskey(ctx, key); errors.Is(err, store.ErrConflict) {
		return store.Account{}, errBadCredential // a passkey of an account already
	} else if err != nil {
		return store.Account{}, err
	}
	return a, nil
}

func (s *Server) passkeyFinish(w http.ResponseWriter, r *http.Request) (any, error) {
	var req ceremonyAnswer
	sess, a, err := s.signedInWith(w, r, &req)
	if err != nil {
		return nil, err
	}
	if _, err := s.addPasskey(r, req, "passkey", a.ID); err != nil {
		return nil, err
	}
	return s.accountOf(r, a, sess.Hash)
}

func (s *Server) passkeyRemove(w http.ResponseWriter, r *http.Request) (any, error) {
	sess, a, err := s.signedInWith(w, r, nil)
	if err != nil {
		return nil, err
	}
	switch err := s.store.RemovePasskey(r.Context(), a.ID, r.PathValue("id")); {
	case errors.Is(err, store.ErrLast):
		return nil, errLastPasskey
	case errors.Is(err, store.ErrNotFound):
		return nil, errNoPasskey
	case err != nil:
		return nil, err
	}
	return s.accountOf(r, a, sess.Hash)
}

func (s *Server) deviceCode(w http.ResponseWriter, r *http.Request) (any, error) {
	_, a, err := s.signedInWith(w, r, &struct{}{})
	if err != nil {
		return nil, err
	}
	code := newCode(8)
	expires := s.cfg.Now().Add(deviceCodeLife)
	if err := s.store.AddDeviceCode(r.Context(), hashSecret(normalCode(code)), a.ID, expires); err != nil {
		return nil, err
	}
	return map[string]any{"code": code, "expires": expires}, nil
}

func (s *Server) deviceBegin(w http.ResponseWriter, r *http.Request) (any, error) {
	var req struct {
		Code string `json:"code"`
	}
	if err := s.attempt(w, r, &req); err != nil {
		return nil, err
	}
	ctx := r.Context()
	account, err := s.store.TakeDeviceCode(ctx, hashSecret(normalCode(req.Code)), s.cfg.Now())
	if errors.Is(err, store.ErrNotFound) {
		return nil, errBadDevice
	} else if err != nil {
		return nil, err
	}
	a, err := s.store.Account(ctx, account)
	if err != nil {
		return nil, err
	}
	return s.beginRegistration(r, "device", a)
}

func (s *Server) deviceFinish(w http.ResponseWriter, r *http.Request) (any, error) {
	var req ceremonyAnswer
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	a, err := s.addPasskey(r, req, "device", "")
	if err != nil {
		return nil, err
	}
	s.log.Info("a device added to an account", "account", a.ID)
	return s.signedIn(w, r, a)
}

func (s *Server) sessionEnd(w http.ResponseWriter, r *http.Request) (any, error) {
	sess, a, err := s.signedInWith(w, r, nil)
	if err != nil {
		return nil, err
	}
	ctx := r.Context()
	sessions, err := s.store.Sessions(ctx, a.ID, s.cfg.Now().Add(-sessionLife))
	if err != nil {
		return nil, err
	}
	i := slices.IndexFunc(sessions, func(x store.Session) bool { return publicID(x.Hash) == r.PathValue("id") })
	if i < 0 {
		return nil, errNoSession
	}
	if err := s.store.EndSession(ctx, a.ID, sessions[i].Hash); err != nil {
		return nil, err
	}
	if sessions[i].Hash == sess.Hash {
		s.signOut(w, r)
	}
	return s.accountOf(r, a, sess.Hash)
}

func (s *Server) seatMove(w http.ResponseWriter, r *http.Request) (any, error) {
	var req struct {
		Match string `json:"match"`
		Token string `json:"token"`
	}
	_, a, err := s.signedInWith(w, r, &req)
	if err != nil {
		return nil, err
	}
	ctx := r.Context()
	l, err := s.load(ctx, req.Match)
	if err != nil {
		return nil, err
	}
	seat, err := s.seatOf(ctx, l, req.Token)
	if err != nil {
		return nil, errBadToken
	}
	// A seat is one account's: another's cannot take it over (a match would
	// then be nobody's to rate, a loss dodged).
	holders, err := s.store.MatchAccounts(ctx, req.Match)
	if err != nil {
		return nil, err
	}
	if slices.ContainsFunc(holders, func(x store.AccountSeat) bool { return x.Seat == int(seat) && x.Account != a.ID }) {
		return nil, errSeatOfAnother
	}
	err = s.store.AddAccountSeat(ctx, store.AccountSeat{Account: a.ID, Match: req.Match, Seat: int(seat), Token: strings.ToLower(req.Token), Added: s.cfg.Now()})
	return map[string]any{"match": req.Match, "seat": seat}, err
}

func (s *Server) accountSeats(w http.ResponseWriter, r *http.Request) (any, error) {
	_, a, err := s.signedInWith(w, r, nil)
	if err != nil {
		return nil, err
	}
	seats, err := s.store.AccountSeats(r.Context(), a.ID, accountSeatsShown)
	out := make([]map[string]any, 0, len(seats))
	for _, x := range seats {
		out = append(out, map[string]any{"match": x.Match, "seat": x.Seat, "token": x.Token})
	}
	return map[string]any{"seats": out}, err
}

// followAccount records seat of match, whose token is token, for the
// account r's person is signed in to, if any: the seat follows them.
func (s *Server) followAccount(r *http.Request, match string, seat int, token string) {
	_, a, err := s.session(r.Context(), r)
	if err != nil {
		return
	}
	if err := s.store.AddAccountSeat(r.Context(), store.AccountSeat{Account: a.ID, Match: match, Seat: seat, Token: token, Added: s.cfg.Now()}); err != nil {
		s.log.Warn("record a seat for an account", "account", a.ID, "match", match, "err", err)
	}
}

// deviceLabel is a passkey's label as given, cut to 40 letters, without
// control characters.
func deviceLabel(label string) string {
	label = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.TrimSpace(label))
	if r := []rune(label); len(r) > 40 {
		label = string(r[:40])
	}
	return strings.ToValidUTF8(label, "")
}

// codeAlphabet spells recovery and device codes: no 0/O, 1/I/L.
const codeAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// newCode returns n random letters of codeAlphabet, upper case, in groups
// of four; each letter equally likely (bytes past the alphabet's last whole
// multiple are drawn again).
func newCode(n int) string {
	var sb strings.Builder
	var b [1]byte
	for i := 0; i < n; {
		_, _ = rand.Read(b[:])
		if int(b[0]) >= 256/len(codeAlphabet)*len(codeAlphabet) {
			continue
		}
		if i > 0 && i%4 == 0 {
			sb.WriteByte('-')
		}
		sb.WriteByte(codeAlphabet[int(b[0])%len(codeAlphabet)])
		i++
	}
	return strings.ToUpper(sb.String())
}

// normalCode is a code as typed, without what people add or change:
// spaces, dashes, case.
func normalCode(code string) string {
	return strings.ToLower(strings.NewReplacer(" ", "", "-", "").Replace(code))
}

// newRecoveryCodes returns an account's recovery codes and the hashes the store keeps.
func newRecoveryCodes() (codes, hashes []string) {
	for range recoveryCodes {
		c := newCode(12)
		codes = append(codes, c)
		hashes = append(hashes, hashSecret(normalCode(c)))
	}
	return codes, hashes
}
