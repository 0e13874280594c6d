CREATE TABLE api_permissions (
    id TEXT PRIMARY KEY,
    api_id TEXT NOT NULL,
    key TEXT NOT NULL,
    name TEXT,
    UNIQUE (api_id, key)
);

CREATE TABLE api_notes (
    id TEXT PRIMARY KEY,
    api_id TEXT NOT NULL,
    body TEXT
);
