-- subscribers, one per address
CREATE TABLE subscriber_rows (
    id    SERIAL PRIMARY KEY,
    uuid  TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    name  TEXT NOT NULL
);

-- roles, one per (type, name) where named
CREATE TABLE role_rows (
    id    SERIAL PRIMARY KEY,
    name  TEXT NULL,
    type  TEXT NOT NULL,
    token TEXT NOT NULL
);
CREATE UNIQUE INDEX idx_role_rows_name ON role_rows (type, name) WHERE name IS NOT NULL;

-- labels, unique among the active ones only
CREATE TABLE label_rows (
    id     SERIAL PRIMARY KEY,
    name   TEXT NOT NULL,
    token  TEXT NOT NULL,
    active BOOLEAN NOT NULL
);
CREATE UNIQUE INDEX idx_label_rows_name ON label_rows (name) WHERE active;
