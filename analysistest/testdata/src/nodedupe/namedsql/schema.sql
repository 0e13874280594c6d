-- tags, one per (type, name)
CREATE TABLE namedsql_tags (
    id    SERIAL PRIMARY KEY,
    name  TEXT NOT NULL,
    type  TEXT NOT NULL,
    token TEXT NOT NULL,
    UNIQUE (type, name)
);
