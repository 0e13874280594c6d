-- golang-migrate migration of the coffee service (issue 22): the barista
-- orders are keyed by the counter's item-line id (a PRIMARY KEY table
-- constraint of a schema-qualified table); the audit log by a serial id.
CREATE SCHEMA IF NOT EXISTS "barista";

CREATE TABLE barista.barista_orders (
    id uuid NOT NULL DEFAULT (uuid_generate_v4()),
    item_name text NOT NULL,
    created timestamp with time zone NOT NULL DEFAULT (now()),
    CONSTRAINT pk_barista_orders PRIMARY KEY (id)
);

CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    line_id uuid NOT NULL,
    note text NOT NULL
);

CREATE TABLE channels (
    id text PRIMARY KEY,
    backfills int NOT NULL DEFAULT 0
);

CREATE TABLE messages (
    channel text NOT NULL,
    ts text NOT NULL,
    seen_at timestamp with time zone NOT NULL
);
