-- Ratings, results and records of people with accounts (README, "Ratings").
-- A finished match with seats of accounts is recorded once (match_ends):
-- each account's result, and, for a rated match, each account's new rating
-- at the game with a row of history; for a won Spirit Island match, each
-- spirit's best adversary level beaten. Ratings are DOUBLE PRECISION, which
-- both databases read and write alike.

-- Match ends: the matches recorded, each once, whichever node saw the end.
CREATE TABLE match_ends (
    match_id TEXT PRIMARY KEY,
    game     TEXT NOT NULL,
    rated    INTEGER NOT NULL, -- 1: the match changed ratings
    at       BIGINT NOT NULL
);

-- Results: an account's place in a finished match (for its profile).
CREATE TABLE match_results (
    account  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    match_id TEXT NOT NULL,
    seat     INTEGER NOT NULL,
    game     TEXT NOT NULL,
    place    INTEGER NOT NULL, -- 1 for the winners
    players  INTEGER NOT NULL, -- seats in the match
    won      INTEGER NOT NULL, -- 1: a winner, or a cooperative game won
    rated    INTEGER NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (account, match_id, seat)
);

CREATE INDEX match_results_recent ON match_results (account, at);

-- Ratings: an account's belief at a game (mu, sigma), the rating shown
-- (mu - 3 sigma, rounded) and the rated matches played.
CREATE TABLE ratings (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game    TEXT NOT NULL,
    mu      DOUBLE PRECISION NOT NULL,
    sigma   DOUBLE PRECISION NOT NULL,
    rating  INTEGER NOT NULL,
    games   INTEGER NOT NULL,
    updated BIGINT NOT NULL,
    PRIMARY KEY (account, game)
);

-- The leaderboard of a game, best first.
CREATE INDEX ratings_board ON ratings (game, rating);

-- Rating history: an account's rating after each rated match; a match
-- rates an account once.
CREATE TABLE rating_history (
    match_id TEXT NOT NULL,
    account  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game     TEXT NOT NULL,
    mu       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL,
    rating   INTEGER NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (match_id, account)
);

CREATE INDEX rating_history_account ON rating_history (account, at);

-- Spirit Island records: the highest level of each adversary an account
-- beat with each spirit ('none', level 0: won without one), and where.
CREATE TABLE spirit_records (
    account   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    spirit    TEXT NOT NULL,
    adversary TEXT NOT NULL,
    level     INTEGER NOT NULL,
    match_id  TEXT NOT NULL,
    at        BIGINT NOT NULL,
    PRIMARY KEY (account, spirit, adversary)
);

-- The accounts of a match's seats, when it ends.
CREATE INDEX account_seats_match ON account_seats (match_id);
