-- golang-migrate style migration of the uniquekeys fixture: the order
-- lines are keyed by the sender's item-line id (a PRIMARY KEY declared as
-- a table constraint in a schema-qualified table), the audit log by a
-- server-minted id.
CREATE SCHEMA IF NOT EXISTS "barista";

CREATE TABLE
    barista.barista_orders (
        id uuid NOT NULL DEFAULT (uuid_generate_v4()),
        item_name text NOT NULL,
        created timestamp with time zone NOT NULL DEFAULT (now()),
        CONSTRAINT pk_barista_orders PRIMARY KEY (id)
    );

CREATE TABLE products (
    product_id UUID PRIMARY KEY DEFAULT uuid_generate_v4(),
    name VARCHAR(250) NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    line_id uuid NOT NULL,
    note text NOT NULL
);
