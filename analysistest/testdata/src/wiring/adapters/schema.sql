-- feeds, one per URL
CREATE TABLE feed (
    id  TEXT PRIMARY KEY,
    url TEXT NOT NULL UNIQUE
);
