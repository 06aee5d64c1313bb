-- Analyses: each finished match's estimated chances of winning at every
-- step of its replay (package analysis), made by one node at a time after
-- the match ended. node is the node working on it, '' once it is finished;
-- updated (Unix milliseconds) is when it last saved its progress, so that
-- another node may take over an analysis whose node stopped.

CREATE TABLE analyses (
    match_id TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    bot      TEXT NOT NULL,    -- the search that estimates, such as mcts:200
    steps    INTEGER NOT NULL, -- the steps of the replay
    chances  TEXT NOT NULL,    -- JSON: per step analysed so far, each seat's chance
    costly   TEXT NOT NULL,    -- JSON: the moves that cost the most, once finished
    node     TEXT NOT NULL,
    updated  BIGINT NOT NULL
);
