-- signup fixture: users are unique by email; the welcome log is not
-- unique by anything.
CREATE TABLE users (
    id bigserial PRIMARY KEY,
    email text NOT NULL UNIQUE,
    name text NOT NULL,
    joined timestamptz NOT NULL
);

CREATE TABLE signups (
    id bigserial PRIMARY KEY,
    email text NOT NULL,
    name text NOT NULL,
    joined timestamptz NOT NULL
);

CREATE TABLE balances (
    email text PRIMARY KEY,
    balance bigint NOT NULL
);
