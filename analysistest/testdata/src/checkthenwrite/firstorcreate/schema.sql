-- claims of a user or of a group: unique on (key, user_id, group_id), but
-- one of the owners is always NULL, and NULLs never conflict
CREATE TABLE foc_claims (
    id       TEXT PRIMARY KEY,
    key      TEXT NOT NULL,
    value    TEXT NOT NULL,
    user_id  TEXT NULL,
    group_id TEXT NULL,
    CONSTRAINT foc_claims_unique UNIQUE (key, user_id, group_id)
);

-- settings, one per (owner, name)
CREATE TABLE foc_settings (
    id    TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    name  TEXT NOT NULL,
    value TEXT NOT NULL,
    UNIQUE (owner, name)
);
