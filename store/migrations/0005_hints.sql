-- Hints: how many times each seat's person asked the coach for their best
-- move (a match that allows hints: the server's WebSocket "hint"), for the
-- result to say.
ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
