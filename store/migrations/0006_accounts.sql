-- Accounts: optional, for a person who wants their matches on several
-- devices. An account has a name and passkeys (WebAuthn), no password; it
-- signs in browsers (sessions) and keeps the seats its person took. Secrets
-- are kept as their SHA-256 in hex (hash), never as given; WebAuthn's data
-- is JSON in TEXT, so that the one text runs on both databases.

CREATE TABLE accounts (
    id       TEXT PRIMARY KEY,
    name     TEXT NOT NULL,        -- as its person wrote it
    name_key TEXT NOT NULL UNIQUE, -- the name in lower case: no two alike
    handle   TEXT NOT NULL UNIQUE, -- the WebAuthn user handle, in hex
    created  BIGINT NOT NULL
);

-- Passkeys: an account's WebAuthn credentials, by credential id
-- (base64url). An account keeps at least one.
CREATE TABLE passkeys (
    id      TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    data    TEXT NOT NULL, -- JSON: public key, sign count, flags, transports
    device  TEXT NOT NULL, -- its person's label for it, maybe ''
    created BIGINT NOT NULL,
    used    BIGINT NOT NULL
);

CREATE INDEX passkeys_account ON passkeys (account);

-- Sessions: the browsers signed in, by the hash of their cookie. One
-- expires some time after seen, which is renewed as it is used.
CREATE TABLE sessions (
    hash    TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created BIGINT NOT NULL,
    seen    BIGINT NOT NULL,
    agent   TEXT NOT NULL -- the browser, in a few words
);

CREATE INDEX sessions_account ON sessions (account);

-- Recovery codes: each signs in once, when every passkey is lost; used is
-- when it was (NULL: not yet).
CREATE TABLE recovery_codes (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    hash    TEXT NOT NULL,
    used    BIGINT,
    PRIMARY KEY (account, hash)
);

-- Ceremonies: WebAuthn registrations and sign-ins begun and not yet
-- finished, each taken once; those expired are removed as others begin.
CREATE TABLE ceremonies (
    hash    TEXT PRIMARY KEY,
    kind    TEXT NOT NULL, -- signup, signin, passkey or device
    account TEXT NOT NULL, -- for passkey and device, else ''
    name    TEXT NOT NULL, -- for signup: the name asked for, else ''
    data    TEXT NOT NULL, -- JSON: the WebAuthn library's session data
    expires BIGINT NOT NULL
);

CREATE INDEX ceremonies_expires ON ceremonies (expires);

-- Device codes: one-time codes that let a new device add a passkey to an
-- account, until they expire.
CREATE TABLE device_codes (
    hash    TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    expires BIGINT NOT NULL
);

-- Account seats: the seats an account's person took, with their tokens, so
-- that the account's other devices can play them. No foreign key to
-- matches: the seat is the account's record of it.
CREATE TABLE account_seats (
    account  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    match_id TEXT NOT NULL,
    seat     INTEGER NOT NULL,
    token    TEXT NOT NULL,
    added    BIGINT NOT NULL,
    PRIMARY KEY (account, match_id, seat)
);

-- AccountSeats, newest first.
CREATE INDEX account_seats_added ON account_seats (account, added);
