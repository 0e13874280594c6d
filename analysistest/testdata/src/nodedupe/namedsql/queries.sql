-- name: namedsql-create-note
-- A note per call: the id is the table's sequence.
INSERT INTO notes (body) VALUES ($1) RETURNING id;

-- name: namedsql-count-view
UPDATE notes SET views = views + 1 WHERE id = $1;

-- name: namedsql-set-title
UPDATE notes SET title = $2 WHERE id = $1;

-- name: namedsql-create-tag
INSERT INTO namedsql_tags (name, type, token) VALUES ($1, $2, $3) RETURNING id;
