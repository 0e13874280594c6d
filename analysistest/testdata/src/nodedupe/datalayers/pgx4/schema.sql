-- Unique keys of the pgx4 fixture's tables: a COPY or INSERT that binds
-- all of a unique key's columns to values not minted here fails on a
-- repeat instead of adding rows.
CREATE TABLE pgx4_ledger (
  event_id text NOT NULL,
  line int NOT NULL,
  amount bigint NOT NULL,
  UNIQUE (event_id, line)
);
