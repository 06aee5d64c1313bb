-- Invites: an invite link's token only takes its seat, once, and taking it
-- gives the seat a token of its own (token_hash) that nobody else has seen,
-- not even the match's creator, who was given the invite. invite_hash stays
-- after that, so that a second use of the link is told from a wrong link.
ALTER TABLE seats ADD COLUMN invite_hash TEXT NOT NULL DEFAULT '';

-- The invites not yet taken: their token becomes the invite.
UPDATE seats SET invite_hash = token_hash, token_hash = ''
    WHERE kind = 'person' AND open = 0 AND claimed = 0 AND token_hash <> '';
