-- The analytics service's ledger: a line is unique by the event that
-- posted it and its number, so a re-imported event fails instead of
-- doubling its lines.
CREATE TABLE analytics_ledger_lines (
  event_id text NOT NULL,
  line int NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (event_id, line)
);
