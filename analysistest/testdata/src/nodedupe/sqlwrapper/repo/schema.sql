-- the tasks of the sqlwrapper fixture are keyed by their id
CREATE TABLE tasks (
    id uuid PRIMARY KEY,
    title text NOT NULL
);

CREATE TABLE ratings (
    org_id uuid PRIMARY KEY,
    pending integer NOT NULL DEFAULT 0,
    status text
);

CREATE TABLE snapshot (
    generation bigint NOT NULL,
    org_id uuid NOT NULL,
    pending integer NOT NULL
);
