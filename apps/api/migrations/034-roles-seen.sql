-- Issue 30 item 4: each person's groups as their identity provider last said them (the newest
-- sign-in token seen, by its iat). A personal API token acts with no more roles than these, so a
-- sign-in without a group narrows the person's tokens at once, on every process.
CREATE TABLE user_roles_seen (
  sub text PRIMARY KEY,
  groups text[] NOT NULL,
  -- iat of the token that said so (epoch seconds): an older token seen later does not win.
  issued_at bigint NOT NULL,
  seen_at bigint NOT NULL
);
