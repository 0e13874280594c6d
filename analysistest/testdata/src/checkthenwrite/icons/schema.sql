CREATE TABLE icons (
    id bigserial PRIMARY KEY,
    hash text NOT NULL UNIQUE,
    mime text NOT NULL,
    external_id text NOT NULL
);
CREATE TABLE feed_icons (
    feed_id bigint NOT NULL,
    icon_id bigint NOT NULL,
    PRIMARY KEY (feed_id, icon_id)
);
