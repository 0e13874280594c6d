CREATE TABLE ratings (
    org_id uuid PRIMARY KEY,
    pending integer NOT NULL DEFAULT 0,
    failed_logins integer NOT NULL DEFAULT 0,
    status text
);

CREATE TABLE tasks (
    id uuid PRIMARY KEY,
    title text NOT NULL,
    starred boolean NOT NULL DEFAULT false
);
