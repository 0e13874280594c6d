CREATE TABLE fc_subscribers (
    email      TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
