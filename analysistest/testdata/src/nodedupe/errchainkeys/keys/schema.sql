-- issued_keys: a key's token hash is UNIQUE, its id the database's.
CREATE TABLE issued_keys (
    id bigserial PRIMARY KEY,
    owner text NOT NULL,
    name text NOT NULL,
    token_hash text NOT NULL UNIQUE
);
