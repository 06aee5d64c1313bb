-- Leases: which node runs a match's bots and clock, so that of several
-- nodes only one does. A node holds a lease until expires (Unix
-- milliseconds) and renews it while it lives; once it has expired another
-- node may take it. A row with node '' and expires 0 asks for an owner.
-- A match with no row needs none: nobody has it loaded, and nothing has
-- happened to it since its last owner let it go.

CREATE TABLE leases (
    match_id TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    node     TEXT NOT NULL,
    expires  BIGINT NOT NULL
);

CREATE INDEX leases_node ON leases (node);

-- The matches playing before leases existed need an owner.
INSERT INTO leases (match_id, node, expires) SELECT id, '', 0 FROM matches WHERE status = 'playing';
