package sqlclass

import "testing"

func TestParseNamed(t *testing.T) {
	out := map[string]string{}
	parseNamed(`-- queries
-- name: create-list
-- Insert a list.
INSERT INTO lists (uuid, name) VALUES($1, $2) RETURNING id;

--name:get-list
SELECT * FROM lists WHERE id = $1;
-- name: create-list
DELETE FROM lists;
`, out)
	if got := out["create-list"]; got != "-- Insert a list.\nINSERT INTO lists (uuid, name) VALUES($1, $2) RETURNING id;" {
		t.Errorf("create-list = %q", got)
	}
	if got := out["get-list"]; got != "SELECT * FROM lists WHERE id = $1;" {
		t.Errorf("get-list = %q", got)
	}
	if len(out) != 2 {
		t.Errorf("got %d queries, want 2 (the first definition wins)", len(out))
	}
}
