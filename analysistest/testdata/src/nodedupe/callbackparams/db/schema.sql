CREATE TABLE users (
    username varchar PRIMARY KEY,
    email varchar NOT NULL
);
