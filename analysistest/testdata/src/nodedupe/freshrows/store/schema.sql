CREATE TABLE entries (id bigserial PRIMARY KEY, feed_id bigint NOT NULL, hash text NOT NULL);
