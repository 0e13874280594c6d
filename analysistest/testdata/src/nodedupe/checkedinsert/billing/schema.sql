CREATE TABLE services (id serial PRIMARY KEY, label text NOT NULL);
CREATE TABLE invoices (id serial PRIMARY KEY, service_id int NOT NULL, status text NOT NULL, amount numeric NOT NULL);
CREATE TABLE invoice_items (id serial PRIMARY KEY, invoice_id int NOT NULL, description text NOT NULL);
