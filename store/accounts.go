package store

import (
	"context"
	"time"
)

// Account is a person's optional account: a name and passkeys, no password
// (server/account*.go). Guests need none.
type Account struct {
	ID string
	// Name is as the person wrote it; NameKey is its lower-case form, unique
	// among accounts (two people cannot be "Hana" and "hana").
	Name    string
	NameKey string
	// Handle is the WebAuthn user handle: random bytes, in hex, never the ID.
	Handle  string
	Created time.Time
}

// Passkey is one WebAuthn credential of an account.
type Passkey struct {
	// ID is the credential's id, base64url without padding.
	ID      string
	Account string
	// Data is the credential as the WebAuthn library keeps it (JSON): its
	// public key, sign count, flags and transports.
	Data []byte
	// Device is the person's label for it ("Hana's phone"), maybe empty.
	Device  string
	Created time.Time
	Used    time.Time
}

// Session is a signed-in browser: the store keeps the SHA-256 of its
// cookie's value (Hash), never the value.
type Session struct {
	Hash    string
	Account string
	Created time.Time
	// Seen is when it was last used (renewed at most once an hour); it
	// expires some time after Seen.
	Seen  time.Time
	Agent string // the browser, in a few words, for the person's list
}

// Ceremony is a WebAuthn registration or sign-in begun and not yet
// finished: the challenge and what the library needs to check the answer.
type Ceremony struct {
	Hash string // SHA-256 of the id given to the browser
	// Kind is "signup", "signin", "passkey" (one more for a signed-in
	// account) or "device" (one for a new device, by a device code).
	Kind    string
	Account string // for "passkey" and "device"; empty otherwise
	Name    string // for "signup": the name asked for
	Data    []byte // the library's session data (JSON)
	Expires time.Time
}

// AccountSeat is a seat taken by an account's person: its token is kept so
// that the account's other devices can play it.
type AccountSeat struct {
	Account string
	Match   string
	Seat    int
	Token   string
	Added   time.Time
}

// Accounts keeps accounts, their passkeys, sessions, recovery codes and
// seats. Every method is safe for concurrent use; times are stored with
// millisecond precision.
type Accounts interface {
	// CreateAccount stores a new account with its first passkey and the
	// hashes of its recovery codes, in one transaction; ErrConflict if the
	// name (NameKey) or the passkey's id is taken already.
	CreateAccount(ctx context.Context, a Account, first Passkey, recovery []string) error
	// Account returns the account with that id, or ErrNotFound.
	Account(ctx context.Context, id string) (Account, error)
	// AccountByName returns the account whose NameKey is key, or ErrNotFound.
	AccountByName(ctx context.Context, key string) (Account, error)
	// NameTaken reports whether an account has the NameKey key.
	NameTaken(ctx context.Context, key string) (bool, error)

	// Passkeys lists an account's passkeys, oldest first.
	Passkeys(ctx context.Context, account string) ([]Passkey, error)
	// Passkey returns the passkey with that credential id, or ErrNotFound.
	Passkey(ctx context.Context, id string) (Passkey, error)
	// AddPasskey stores one more passkey for p.Account; ErrConflict if its id is taken.
	AddPasskey(ctx context.Context, p Passkey) error
	// UsePasskey saves a passkey's data after a sign-in (its sign count) and when it was used.
	UsePasskey(ctx context.Context, id string, data []byte, at time.Time) error
	// RemovePasskey removes passkey id of account, unless it is the
	// account's last (ErrLast); ErrNotFound if the account has no such passkey.
	RemovePasskey(ctx context.Context, account, id string) error

	// UseRecoveryCode marks the unused recovery code with that hash of the
	// account used (at), and reports whether there was one.
	UseRecoveryCode(ctx context.Context, account, hash string, at time.Time) (bool, error)
	// RecoveryLeft counts an account's unused recovery codes.
	RecoveryLeft(ctx context.Context, account string) (int, error)

	// CreateSession stores a new session, and removes the sessions (of any
	// account) last seen before since, the expired, in one transaction;
	// ErrConflict if its hash is taken.
	CreateSession(ctx context.Context, s Session, since time.Time) error
	// Session returns the session with that hash if it was seen at or after
	// since (else ErrNotFound: unknown or expired).
	Session(ctx context.Context, hash string, since time.Time) (Session, error)
	// TouchSession sets a session's Seen.
	TouchSession(ctx context.Context, hash string, at time.Time) error
	// EndSession removes the session with that hash of account (an unknown
	// one is no error).
	EndSession(ctx context.Context, account, hash string) error
	// Sessions lists an account's sessions seen at or after since, the
	// last seen first.
	Sessions(ctx context.Context, account string, since time.Time) ([]Session, error)

	// BeginCeremony stores a ceremony, and removes those expired before c's
	// creation (now): the table does not grow.
	BeginCeremony(ctx context.Context, c Ceremony, now time.Time) error
	// TakeCeremony removes and returns the ceremony with that hash and
	// kind if it has not expired at now: each is used once (ErrNotFound).
	TakeCeremony(ctx context.Context, hash, kind string, now time.Time) (Ceremony, error)

	// AddDeviceCode stores the hash of a one-time code that lets a new
	// device add a passkey to account until expires, in place of the
	// account's codes before (an account has one at most); ErrConflict if
	// another account's code has that hash.
	AddDeviceCode(ctx context.Context, hash, account string, expires time.Time) error
	// TakeDeviceCode removes the code with that hash and returns its
	// account, if it has not expired at now (else ErrNotFound).
	TakeDeviceCode(ctx context.Context, hash string, now time.Time) (string, error)

	// AddAccountSeat records a seat for an account (again: no error, no change).
	AddAccountSeat(ctx context.Context, s AccountSeat) error
	// AccountSeats lists up to limit of an account's seats, newest first.
	AccountSeats(ctx context.Context, account string, limit int) ([]AccountSeat, error)
}
