CREATE TABLE bun_pipes (
    id     TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    sink   TEXT NOT NULL
);
CREATE UNIQUE INDEX ON bun_pipes (source, sink);
