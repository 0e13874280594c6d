-- a playlist's entries, kept in order by their position (id), which
-- Entries.Remove renumbers
CREATE TABLE playlist_entries (
    playlist_id TEXT NOT NULL,
    media_id    TEXT NOT NULL,
    id          INTEGER NOT NULL
);
CREATE UNIQUE INDEX playlist_entries_pos ON playlist_entries (playlist_id, id);

-- an invoice's lines, numbered from the delivered items, never renumbered
CREATE TABLE invoice_lines (
    invoice_id TEXT NOT NULL,
    line_no    INTEGER NOT NULL,
    sku        TEXT NOT NULL,
    PRIMARY KEY (invoice_id, line_no)
);

-- radio stations, one per name
CREATE TABLE station (
    id   TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
