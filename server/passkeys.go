package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/url"
	"time"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"shima/store"
)

// ceremonyLife is how long a passkey ceremony begun may wait for its answer.
const ceremonyLife = 5 * time.Minute

var (
	errBadCredential   = newAPIError(http.StatusUnauthorized, "bad_credential", "that passkey was not accepted: try again, or use another", "そのパスキーは受け付けられませんでした。もう一度試すか、別のパスキーを使ってください")
	errCeremonyExpired = newAPIError(http.StatusGone, "ceremony_expired", "that took too long, or was done already: start again", "時間がかかりすぎたか、すでに済んでいます。最初からやり直してください")
	errBadOrigin       = newAPIError(http.StatusBadRequest, "bad_origin", "passkeys need this server's address to be a name (such as localhost), not a number", "パスキーには、このサーバーのアドレスが番号ではなく名前(localhostなど)である必要があります")
)

// relyingParty is the WebAuthn party of the page's origin: the operator's
// --origin if set, else the address the browser asked for (its host, as a
// passkey is bound to it; an IP address cannot be one).
func (s *Server) relyingParty(r *http.Request) (*webauthn.WebAuthn, error) {
	origin := s.cfg.Origin
	if origin == "" {
		scheme := "http"
		if r.TLS != nil {
			scheme = "https"
		}
		origin = scheme + "://" + r.Host
	}
	u, err := url.Parse(origin)
	if err != nil || u.Hostname() == "" || net.ParseIP(u.Hostname()) != nil {
		return nil, errBadOrigin
	}
	wa, err := webauthn.New(&webauthn.Config{RPID: u.Hostname(), RPDisplayName: "shima", RPOrigins: []string{origin}})
	if err != nil {
		return nil, errBadOrigin
	}
	return wa, nil
}

// passkeyUser is an account as the WebAuthn library sees it.
type passkeyUser struct {
	account store.Account
	creds   []webauthn.Credential
}

func (u *passkeyUser) WebAuthnID() []byte {
	b, _ := hex.DecodeString(u.account.Handle)
	return b
}
func (u *passkeyUser) WebAuthnName() string                       { return u.account.Name }
func (u *passkeyUser) WebAuthnDisplayName() string                { return u.account.Name }
func (u *passkeyUser) WebAuthnCredentials() []webauthn.Credential { return u.creds }

// userOf loads account a with its passkeys.
func (s *Server) userOf(ctx context.Context, a store.Account) (*passkeyUser, error) {
	keys, err := s.store.Passkeys(ctx, a.ID)
	if err != nil {
		return nil, err
	}
	u := &passkeyUser{account: a}
	for _, k := range keys {
		var c webauthn.Credential
		if err := json.Unmarshal(k.Data, &c); err != nil {
			return nil, err
		}
		u.creds = append(u.creds, c)
	}
	return u, nil
}

// newCredentialOptions are what shima asks of a new passkey: one the
// browser or phone keeps and offers by itself (discoverable), checking its
// person where it can.
func newCredentialOptions(u *passkeyUser) []webauthn.RegistrationOption {
	exclude := make([]protocol.CredentialDescriptor, 0, len(u.creds))
	for _, c := range u.creds {
		exclude = append(exclude, c.Descriptor())
	}
	return []webauthn.RegistrationOption{
		webauthn.WithAuthenticatorSelection(protocol.AuthenticatorSelection{
			ResidentKey: protocol.ResidentKeyRequirementRequired, RequireResidentKey: protocol.ResidentKeyRequired(),
			UserVerification: protocol.VerificationPreferred,
		}),
		webauthn.WithExclusions(exclude),
	}
}

// ceremonyData is what a ceremony keeps between its two requests.
type ceremonyData struct {
	Session webauthn.SessionData `json:"session"`
	Handle  string               `json:"handle,omitempty"` // sign-up: the new account's user handle
	Account string               `json:"account,omitempty"`
}

// beginCeremony stores a ceremony and returns the id the browser sends back with its answer.
func (s *Server) beginCeremony(ctx context.Context, kind, account, name string, d ceremonyData) (string, error) {
	data, err := json.Marshal(d)
	if err != nil {
		return "", err
	}
	id := newSecret()
	now := s.cfg.Now()
	err = s.store.BeginCeremony(ctx, store.Ceremony{Hash: hashSecret(id), Kind: kind, Account: account, Name: name, Data: data, Expires: now.Add(ceremonyLife)}, now)
	return id, err
}

// takeCeremony returns the ceremony id of kind, used up, or errCeremonyExpired.
func (s *Server) takeCeremony(ctx context.Context, id, kind string) (store.Ceremony, ceremonyData, error) {
	var d ceremonyData
	c, err := s.store.TakeCeremony(ctx, hashSecret(id), kind, s.cfg.Now())
	if errors.Is(err, store.ErrNotFound) {
		return c, d, errCeremonyExpired
	} else if err != nil {
		return c, d, err
	}
	return c, d, json.Unmarshal(c.Data, &d)
}

// newPasskey checks the browser's answer to a registration and returns the passkey to store.
func (s *Server) newPasskey(r *http.Request, u *passkeyUser, d ceremonyData, answer json.RawMessage, device string) (store.Passkey, error) {
	wa, err := s.relyingParty(r)
	if err != nil {
		return store.Passkey{}, err
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(answer)
	if err != nil {
		return store.Passkey{}, errBadCredential
	}
	cred, err := wa.CreateCredential(u, d.Session, parsed)
	if err != nil {
		s.log.Info("a passkey refused", "err", err)
		return store.Passkey{}, errBadCredential
	}
	data, err := json.Marshal(cred)
	if err != nil {
		return store.Passkey{}, err
	}
	now := s.cfg.Now()
	return store.Passkey{ID: base64.RawURLEncoding.EncodeToString(cred.ID), Account: u.account.ID, Data: data, Device: device, Created: now, Used: now}, nil
}

// checkSignIn checks the browser's answer to a sign-in and returns the
// account whose passkey it is; every failure is errBadCredential, saying
// nothing of which part failed.
func (s *Server) checkSignIn(r *http.Request, d ceremonyData, answer json.RawMessage) (store.Account, error) {
	ctx := r.Context()
	wa, err := s.relyingParty(r)
	if err != nil {
		return store.Account{}, err
	}
	parsed, err := protocol.ParseCredentialRequestResponseBytes(answer)
	if err != nil {
		return store.Account{}, errBadCredential
	}
	var found *passkeyUser
	lookup := func(rawID, handle []byte) (webauthn.User, error) {
		k, err := s.store.Passkey(ctx, base64.RawURLEncoding.EncodeToString(rawID))
		if err != nil {
			return nil, err
		}
		a, err := s.store.Account(ctx, k.Account)
		if err != nil {
			return nil, err
		}
		if want, _ := hex.DecodeString(a.Handle); !bytes.Equal(want, handle) {
			return nil, errBadCredential // the passkey says it belongs to another person
		}
		found, err = s.userOf(ctx, a)
		return found, err
	}
	_, cred, err := wa.ValidatePasskeyLogin(lookup, d.Session, parsed)
	if err != nil || found == nil || cred.Authenticator.CloneWarning {
		// A sign count that went back: the passkey may have been copied.
		s.log.Info("a sign-in refused", "err", err, "clone", cred != nil && cred.Authenticator.CloneWarning)
		return store.Account{}, errBadCredential
	}
	data, err := json.Marshal(cred)
	if err != nil {
		return store.Account{}, err
	}
	if err := s.store.UsePasskey(ctx, base64.RawURLEncoding.EncodeToString(cred.ID), data, s.cfg.Now()); err != nil {
		return store.Account{}, err
	}
	return found.account, nil
}
