// Package passkeytest is a software authenticator for tests: it answers a
// server's WebAuthn options as a browser with a passkey would (attestation
// "none", ES256 keys it keeps, discoverable), so that sign-up and sign-in
// can be tested over HTTP, attacks included, without a browser.
package passkeytest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/fxamacker/cbor/v2"
)

// Authenticator holds passkeys for one origin, as a browser's would.
type Authenticator struct {
	// Origin is the page's origin the browser reports ("http://localhost:8080").
	Origin string
	keys   []*Key
}

// Key is one passkey.
type Key struct {
	ID     []byte
	RPID   string
	Handle []byte // the account's user handle
	Count  uint32 // the sign count, raised at every use
	priv   *ecdsa.PrivateKey
}

var b64 = base64.RawURLEncoding

// Keys lists the passkeys made, oldest first.
func (a *Authenticator) Keys() []*Key { return a.keys }

// options are the parts of a server's options the authenticator reads.
type options struct {
	PublicKey struct {
		Challenge string `json:"challenge"`
		RP        struct {
			ID string `json:"id"`
		} `json:"rp"`
		RPID string `json:"rpId"`
		User struct {
			ID string `json:"id"`
		} `json:"user"`
		Exclude []struct {
			ID string `json:"id"`
		} `json:"excludeCredentials"`
	} `json:"publicKey"`
}

// Create makes a new passkey for the options of a registration (the
// server's CredentialCreation JSON) and returns the browser's answer (a
// PublicKeyCredential as JSON), and the key.
func (a *Authenticator) Create(opts json.RawMessage) (json.RawMessage, *Key, error) {
	var o options
	if err := json.Unmarshal(opts, &o); err != nil {
		return nil, nil, err
	}
	handle, err := b64.DecodeString(o.PublicKey.User.ID)
	if err != nil {
		return nil, nil, fmt.Errorf("user id: %w", err)
	}
	for _, x := range o.PublicKey.Exclude {
		for _, k := range a.keys {
			if b64.EncodeToString(k.ID) == x.ID {
				return nil, nil, errors.New("this authenticator holds an excluded credential already")
			}
		}
	}
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	k := &Key{ID: make([]byte, 16), RPID: o.PublicKey.RP.ID, Handle: handle, priv: priv}
	_, _ = rand.Read(k.ID)
	a.keys = append(a.keys, k)

	// The public key in COSE: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x, y.
	pub, err := priv.PublicKey.ECDH()
	if err != nil {
		return nil, nil, err
	}
	raw := pub.Bytes() // 0x04 || x || y
	cose, err := cbor.Marshal(map[int]any{1: 2, 3: -7, -1: 1, -2: raw[1:33], -3: raw[33:65]})
	if err != nil {
		return nil, nil, err
	}
	auth := authData(k.RPID, 0x01|0x04|0x40, 0) // user present, verified, attested data
	auth = append(auth, make([]byte, 16)...)    // AAGUID
	auth = binary.BigEndian.AppendUint16(auth, uint16(len(k.ID)))
	auth = append(auth, k.ID...)
	auth = append(auth, cose...)
	att, err := cbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": auth})
	if err != nil {
		return nil, nil, err
	}
	client := clientData("webauthn.create", o.PublicKey.Challenge, a.Origin)
	out, err := json.Marshal(map[string]any{
		"id": b64.EncodeToString(k.ID), "rawId": b64.EncodeToString(k.ID), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON": b64.EncodeToString(client), "attestationObject": b64.EncodeToString(att), "transports": []string{"internal"},
		},
	})
	return out, k, err
}

// Get signs in with k (or, if k is nil, the newest passkey of the options'
// party) for the options of a sign-in, and returns the browser's answer.
func (a *Authenticator) Get(opts json.RawMessage, k *Key) (json.RawMessage, error) {
	var o options
	if err := json.Unmarshal(opts, &o); err != nil {
		return nil, err
	}
	if k == nil {
		for _, x := range a.keys {
			if x.RPID == o.PublicKey.RPID {
				k = x
			}
		}
	}
	if k == nil {
		return nil, errors.New("no passkey for " + o.PublicKey.RPID)
	}
	return a.Assert(o.PublicKey.Challenge, o.PublicKey.RPID, k, k.Handle)
}

// Assert signs challenge for rpID with k, saying the passkey is handle's:
// what Get sends, and what a test changes to play an attacker.
func (a *Authenticator) Assert(challenge, rpID string, k *Key, handle []byte) (json.RawMessage, error) {
	k.Count++
	auth := authData(rpID, 0x01|0x04, k.Count)
	client := clientData("webauthn.get", challenge, a.Origin)
	sum := sha256.Sum256(client)
	digest := sha256.Sum256(append(append([]byte{}, auth...), sum[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, k.priv, digest[:])
	if err != nil {
		return nil, err
	}
	return json.Marshal(map[string]any{
		"id": b64.EncodeToString(k.ID), "rawId": b64.EncodeToString(k.ID), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{},
		"response": map[string]any{
			"clientDataJSON": b64.EncodeToString(client), "authenticatorData": b64.EncodeToString(auth),
			"signature": b64.EncodeToString(sig), "userHandle": b64.EncodeToString(handle),
		},
	})
}

// authData begins the authenticator data: the party's hash, the flags, the sign count.
func authData(rpID string, flags byte, count uint32) []byte {
	h := sha256.Sum256([]byte(rpID))
	out := append(h[:], flags)
	return binary.BigEndian.AppendUint32(out, count)
}

// clientData is the browser's collected client data.
func clientData(typ, challenge, origin string) []byte {
	out, _ := json.Marshal(map[string]any{"type": typ, "challenge": challenge, "origin": origin, "crossOrigin": false})
	return out
}
