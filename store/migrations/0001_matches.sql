-- Matches, their seats and their event logs. One text for SQLite and
-- PostgreSQL: INTEGER 0/1 instead of BOOLEAN, times as Unix milliseconds in
-- BIGINT, the seed as decimal TEXT (a uint64 does not fit BIGINT).

CREATE TABLE matches (
    id      TEXT PRIMARY KEY,
    game    TEXT NOT NULL,
    config  TEXT NOT NULL, -- JSON of match.Config
    seed    TEXT NOT NULL,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL,
    status  TEXT NOT NULL
);

-- Playing, and ListOpen newest first.
CREATE INDEX matches_status_created ON matches (status, created);

CREATE TABLE seats (
    match_id   TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    kind       TEXT NOT NULL,    -- match.Person or match.Bot, from the config
    open       INTEGER NOT NULL, -- 1: anyone may take it from the lobby
    token_hash TEXT NOT NULL,
    name       TEXT NOT NULL,
    claimed    INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);

-- The seats ListOpen looks for: few, so the index stays small.
CREATE INDEX seats_free ON seats (match_id) WHERE kind = 'person' AND open = 1 AND claimed = 0;

CREATE TABLE events (
    match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    kind     TEXT NOT NULL,
    seat     INTEGER NOT NULL,
    action   BIGINT NOT NULL,
    bot      TEXT NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (match_id, seq)
);
