-- Issue 21 item 3: saved views. A view is a screen path and the URL search string that holds the
-- grid's state (query, filters, sort, page, columns), kept per user on the server under a name,
-- private to its owner or shared with everyone. The owner is the verified token's subject; the
-- nickname is kept to show who shared it. version starts at 1 and grows with every write, so an
-- edit made on a stale copy is refused (409), never silently applied.
CREATE TABLE saved_views (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_sub text NOT NULL,
  owner_name text NOT NULL,
  name text NOT NULL,
  visibility text NOT NULL CHECK (visibility IN ('private', 'shared')),
  path text NOT NULL,
  search text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  -- One name per owner and screen: the Views menu tells them apart by name.
  UNIQUE (owner_sub, path, name)
);
-- The Views menu of a screen: the caller's own views and the shared ones of that path.
CREATE INDEX saved_views_path_idx ON saved_views (path, visibility);
CREATE INDEX saved_views_owner_idx ON saved_views (owner_sub);
