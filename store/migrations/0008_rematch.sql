-- Rematches: a match made by "Rematch" at the end of another names that
-- match (rematch_of) and the seats there of the person who offered it
-- (rematch_by, "0,2"); '' for any other match. A match has one rematch at
-- most: the unique index refuses a second, even one made on another node at
-- the same moment, and the offer then finds the first.
ALTER TABLE matches ADD COLUMN rematch_of TEXT NOT NULL DEFAULT '';
ALTER TABLE matches ADD COLUMN rematch_by TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX matches_rematch_of ON matches (rematch_of) WHERE rematch_of <> '';
