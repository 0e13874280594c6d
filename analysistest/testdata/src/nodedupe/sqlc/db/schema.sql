-- The schema sqlc generates package db from: a unique key covered by an
-- INSERT's columns makes a repeated INSERT fail instead of adding a row.
CREATE TABLE "members" (
  "username" varchar PRIMARY KEY,
  "full_name" varchar NOT NULL
);

CREATE TABLE "wallets" (
  "id" bigserial PRIMARY KEY,
  "owner" varchar NOT NULL,
  "currency" varchar NOT NULL
);

ALTER TABLE "wallets" ADD CONSTRAINT "owner_currency_key" UNIQUE ("owner", "currency");

CREATE TABLE notes (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  body text NOT NULL
);
