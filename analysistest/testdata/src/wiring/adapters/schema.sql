-- feeds, one per URL
CREATE TABLE feed (
    id  TEXT PRIMARY KEY,
    url TEXT NOT NULL UNIQUE
);

-- sites, one per subdomain (the bus's CreateSite)
CREATE TABLE wiring_sites (
    id        SERIAL PRIMARY KEY,
    subdomain TEXT NOT NULL
);
CREATE UNIQUE INDEX wiring_sites_subdomain_idx ON wiring_sites (subdomain);

-- teams, unique by name (the bus's CreateTeam)
CREATE TABLE wiring_teams (
    id   SERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
