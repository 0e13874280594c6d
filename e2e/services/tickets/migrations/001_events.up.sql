CREATE TABLE events (
    aggregate_id UUID NOT NULL,
    version INT NOT NULL,
    data JSONB NOT NULL,
    UNIQUE (aggregate_id, version)
);
