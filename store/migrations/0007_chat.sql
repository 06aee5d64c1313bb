-- Chat: the lines said in a match, numbered n from 1 in the match (both
-- rooms together). Players talk in room 'players', as their seat;
-- spectators in room 'spectators', apart (seat -1), under a name they give
-- or none (''). The text is stored as said, cleaned of control characters;
-- it is text, never markup.
CREATE TABLE chat (
    match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    n        INTEGER NOT NULL,
    room     TEXT NOT NULL, -- 'players' or 'spectators'
    seat     INTEGER NOT NULL,
    name     TEXT NOT NULL,
    text     TEXT NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (match_id, n)
);

-- A room's last lines.
CREATE INDEX chat_room ON chat (match_id, room, n);
