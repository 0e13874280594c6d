package sqlclass

import (
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func strs(s ...string) []string { return s }

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		sql  string
		want []Stmt
	}{
		// ---- SELECT ----
		{
			name: "select basic",
			sql:  `SELECT id, name FROM users WHERE id = $1`,
			want: []Stmt{{Kind: Select, Table: "users", Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "select case and whitespace",
			sql:  "select\n\t*\nfrom\n  Users\nwhere  Email=?",
			want: []Stmt{{Kind: Select, Table: "users", Where: strs("email"), Placeholders: 1}},
		},
		{
			name: "select quoted schema-qualified",
			sql:  `SELECT * FROM "Public"."Users" u WHERE u.id = :id`,
			want: []Stmt{{Kind: Select, Table: "public.users", Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "select backticks",
			sql:  "SELECT * FROM `shop`.`Orders` WHERE `status` = 'new'",
			want: []Stmt{{Kind: Select, Table: "shop.orders", Where: strs("status")}},
		},
		{
			name: "select join",
			sql:  `SELECT a.x FROM a JOIN b ON a.id = b.a_id WHERE b.k = 5`,
			want: []Stmt{{Kind: Select, Table: "a", Where: strs("k")}},
		},
		{
			name: "select from subquery does not take inner table",
			sql:  `SELECT * FROM (SELECT * FROM inner_t WHERE z = 1) s`,
			want: []Stmt{{Kind: Select}},
		},
		{
			name: "select scalar subquery in select list",
			sql:  `SELECT (SELECT max(v) FROM other) AS m, id FROM main_t WHERE id = $1`,
			want: []Stmt{{Kind: Select, Table: "main_t", Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "where skips sub-select columns",
			sql:  `SELECT * FROM t WHERE a IN (SELECT a FROM u WHERE u.b = $1) AND c = $2`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("c"), Placeholders: 2}},
		},
		{
			name: "where descends into parens, ignores column-to-column",
			sql:  `SELECT * FROM t WHERE (a = 1 OR b = 'x') AND c > 2 AND d = e AND a = 3`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("a", "b")}},
		},
		{
			name: "where reversed comparison",
			sql:  `SELECT * FROM t WHERE $1 = id`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "where ignores expressions, accepts casts and negatives",
			sql:  `SELECT * FROM t WHERE a + 1 = 2 AND b = $1 + 1 AND c = $2::uuid AND d = -1 AND e = TRUE`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("c", "d", "e"), Placeholders: 2}},
		},
		{
			name: "select exists",
			sql:  `SELECT EXISTS(SELECT 1 FROM t WHERE id = $1)`,
			want: []Stmt{{Kind: Select, Exists: true, Placeholders: 1}},
		},
		{
			name: "select not exists",
			sql:  `SELECT NOT EXISTS (SELECT 1 FROM t WHERE id = $1)`,
			want: []Stmt{{Kind: Select, Exists: true, Placeholders: 1}},
		},
		{
			name: "select 1",
			sql:  `SELECT 1 FROM users WHERE email = $1 LIMIT 1`,
			want: []Stmt{{Kind: Select, Table: "users", Where: strs("email"), Exists: true, Placeholders: 1}},
		},
		{
			name: "select count",
			sql:  `SELECT COUNT(*) FROM orders WHERE user_id = ?`,
			want: []Stmt{{Kind: Select, Table: "orders", Where: strs("user_id"), Exists: true, Placeholders: 1}},
		},
		{
			name: "select 1 + 1 is not an existence probe",
			sql:  `SELECT 1 + 1`,
			want: []Stmt{{Kind: Select}},
		},
		{
			name: "for update skip locked",
			sql:  `SELECT * FROM jobs WHERE id = $1 FOR UPDATE SKIP LOCKED`,
			want: []Stmt{{Kind: Select, Table: "jobs", Where: strs("id"), ForUpdate: true, Placeholders: 1}},
		},
		{
			name: "for no key update",
			sql:  `SELECT * FROM jobs WHERE state = 'queued' ORDER BY id LIMIT 1 FOR NO KEY UPDATE`,
			want: []Stmt{{Kind: Select, Table: "jobs", Where: strs("state"), ForUpdate: true}},
		},
		{
			name: "for share",
			sql:  `SELECT * FROM a WHERE id = 1 FOR SHARE`,
			want: []Stmt{{Kind: Select, Table: "a", Where: strs("id"), ForUpdate: true}},
		},
		{
			name: "mysql lock in share mode",
			sql:  `SELECT * FROM a WHERE id = ? LOCK IN SHARE MODE`,
			want: []Stmt{{Kind: Select, Table: "a", Where: strs("id"), ForUpdate: true, Placeholders: 1}},
		},
		{
			name: "for update inside subquery is not the main lock",
			sql:  `SELECT * FROM a WHERE id IN (SELECT id FROM b FOR UPDATE)`,
			want: []Stmt{{Kind: Select, Table: "a"}},
		},
		{
			name: "from function is not a table",
			sql:  `SELECT * FROM generate_series(1, 10)`,
			want: []Stmt{{Kind: Select}},
		},
		{
			name: "extract from inside parens",
			sql:  `SELECT extract(year FROM created) FROM events`,
			want: []Stmt{{Kind: Select, Table: "events"}},
		},
		{
			name: "union takes first table",
			sql:  `SELECT a FROM t1 WHERE x = 1 UNION ALL SELECT a FROM t2 WHERE y = 2`,
			want: []Stmt{{Kind: Select, Table: "t1", Where: strs("x")}},
		},
		{
			name: "leading parenthesis",
			sql:  `(SELECT a FROM t) UNION (SELECT a FROM u)`,
			want: []Stmt{{Kind: Select, Table: "t"}},
		},
		{
			name: "TABLE and VALUES",
			sql:  `TABLE Accounts; VALUES (1, 2)`,
			want: []Stmt{{Kind: Select, Table: "accounts"}, {Kind: Select}},
		},
		{
			name: "quoted table with space",
			sql:  `SELECT * FROM "My Table"`,
			want: []Stmt{{Kind: Select, Table: "my_table"}},
		},

		// ---- INSERT ----
		{
			name: "insert basic",
			sql:  `INSERT INTO users (id, Name) VALUES ($1, $2)`,
			want: []Stmt{{Kind: Insert, Table: "users", Columns: strs("id", "name"), Placeholders: 2}},
		},
		{
			name: "insert multi-row",
			sql:  `insert into t (a, b) values (1, 2), (3, 4), ($1, $2)`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a", "b"), Placeholders: 2}},
		},
		{
			name: "insert default values returning",
			sql:  `INSERT INTO t DEFAULT VALUES RETURNING id`,
			want: []Stmt{{Kind: Insert, Table: "t", Returning: true}},
		},
		{
			name: "insert select",
			sql:  `INSERT INTO archive (id) SELECT id FROM orders WHERE done = true`,
			want: []Stmt{{Kind: Insert, Table: "archive", Columns: strs("id"), FromSelect: true}},
		},
		{
			name: "insert select where not exists",
			sql:  `INSERT INTO follows (a, b) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM follows WHERE a = $1 AND b = $2)`,
			want: []Stmt{{Kind: Insert, Table: "follows", Columns: strs("a", "b"), FromSelect: true, IfAbsent: true, Placeholders: 2}},
		},
		{
			name: "insert select where a cte probes absence",
			sql: `WITH should AS (SELECT (NOT EXISTS (SELECT 1 FROM docs WHERE url = @url AND rev = @rev)) AS needs)
INSERT INTO chunks (url, n) SELECT @url, unnest(@ns::int[]) WHERE (SELECT needs FROM should)`,
			want: []Stmt{{Kind: Insert, Table: "chunks", Columns: strs("url", "n"), FromSelect: true, IfAbsent: true, Placeholders: 3}},
		},
		{
			name: "insert select: a not exists reading only the statement's ctes is a condition, not a dedupe",
			sql: `WITH sub AS (SELECT id, status FROM subscribers WHERE uuid = $1), num AS (SELECT COUNT(*) AS n FROM bounces WHERE subscriber_id = (SELECT id FROM sub))
INSERT INTO bounces (subscriber_id, type) SELECT (SELECT id FROM sub), $2 WHERE NOT EXISTS (SELECT 1 WHERE (SELECT status FROM sub) = 'blocklisted' OR (SELECT n FROM num) > $3)`,
			want: []Stmt{{Kind: Insert, Table: "bounces", Columns: strs("subscriber_id", "type"), FromSelect: true, Placeholders: 3}},
		},
		{
			name: "an insert in a cte whose not exists reads its sibling ctes is no dedupe",
			sql: `WITH sub AS (SELECT id, status FROM subscribers WHERE uuid = $1),
bounce AS (INSERT INTO bounces (subscriber_id, type) SELECT (SELECT id FROM sub), $2 WHERE NOT EXISTS (SELECT 1 WHERE (SELECT status FROM sub) = 'blocklisted'))
DELETE FROM subscribers WHERE $3 = 'delete' AND id = (SELECT id FROM sub)`,
			want: []Stmt{{Kind: Delete, Table: "subscribers", Placeholders: 3},
				{Kind: Insert, Table: "bounces", Columns: strs("subscriber_id", "type"), FromSelect: true, Placeholders: 1}},
		},
		{
			name: "insert select: a cte probes absence the where does not read",
			sql: `WITH should AS (SELECT (NOT EXISTS (SELECT 1 FROM docs WHERE url = @url)) AS needs)
INSERT INTO chunks (url) SELECT @url WHERE @url <> ''`,
			want: []Stmt{{Kind: Insert, Table: "chunks", Columns: strs("url"), FromSelect: true, Placeholders: 1}},
		},
		{
			name: "insert select where exists is no absence probe",
			sql:  `INSERT INTO log (a) SELECT $1 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)`,
			want: []Stmt{{Kind: Insert, Table: "log", Columns: strs("a"), FromSelect: true, Placeholders: 1}},
		},
		{
			name: "insert select join on, then on conflict",
			sql:  `INSERT INTO dst (a) SELECT s.a FROM s JOIN x ON x.id = s.id ON CONFLICT DO NOTHING`,
			want: []Stmt{{Kind: Insert, Table: "dst", Columns: strs("a"), FromSelect: true, OnConflict: true, DoNothing: true}},
		},
		{
			name: "insert quoted schema-qualified",
			sql:  `INSERT INTO "App"."Events" ("Id", "Kind") VALUES ($1, $2)`,
			want: []Stmt{{Kind: Insert, Table: "app.events", Columns: strs("id", "kind"), Placeholders: 2}},
		},
		{
			name: "on conflict do nothing",
			sql:  `INSERT INTO t (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("id"), OnConflict: true, DoNothing: true, ConflictTarget: strs("id"), Placeholders: 1}},
		},
		{
			name: "on conflict on constraint",
			sql:  `INSERT INTO t (a, b) VALUES ($1, $2) ON CONFLICT ON CONSTRAINT "T_pkey" DO NOTHING`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a", "b"), OnConflict: true, DoNothing: true, ConflictTarget: strs("constraint:t_pkey"), Placeholders: 2}},
		},
		{
			name: "on conflict with where, do update excluded",
			sql:  `INSERT INTO t (id, x) VALUES ($1, $2) ON CONFLICT (id) WHERE deleted_at IS NULL DO UPDATE SET x = EXCLUDED.x`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("id", "x"), OnConflict: true, ConflictTarget: strs("id"), Sets: []Assign{{Column: "x"}}, Placeholders: 2}},
		},
		{
			name: "renumbering the key is no increment",
			sql:  `UPDATE playlist_tracks SET id = -(id - 1) WHERE playlist_id = ? AND id > ?`,
			want: []Stmt{{Kind: Update, Table: "playlist_tracks", Sets: []Assign{{Column: "id", SelfRef: true, KeyShift: true}}, Where: strs("playlist_id"), Placeholders: 2}},
		},
		{
			name: "a sign flip of the key parks rows while renumbering",
			sql:  `UPDATE tracks SET id = -id WHERE list_id = ? AND id > 0`,
			want: []Stmt{{Kind: Update, Table: "tracks", Sets: []Assign{{Column: "id", SelfRef: true, KeyShift: true}}, Where: strs("list_id"), Placeholders: 1}},
		},
		{
			name: "a subtraction is an increment",
			sql:  `UPDATE stock SET qty = qty - ? WHERE sku = ?`,
			want: []Stmt{{Kind: Update, Table: "stock", Sets: []Assign{{Column: "qty", Increment: true, SelfRef: true}}, Where: strs("sku"), Placeholders: 2}},
		},
		{
			name: "do update increment via alias and excluded",
			sql:  `INSERT INTO counters AS c (k, n) VALUES ($1, 1) ON CONFLICT (k) DO UPDATE SET n = c.n + EXCLUDED.n`,
			want: []Stmt{{Kind: Insert, Table: "counters", Alias: "c", Columns: strs("k", "n"), OnConflict: true, ConflictTarget: strs("k"),
				Sets: []Assign{{Column: "n", Increment: true, SelfRef: true}}, Placeholders: 1}},
		},
		{
			name: "do update excluded plus table-qualified",
			sql:  `INSERT INTO counters (k, n) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET n = excluded.n + counters.n`,
			want: []Stmt{{Kind: Insert, Table: "counters", Columns: strs("k", "n"), OnConflict: true, ConflictTarget: strs("k"),
				Sets: []Assign{{Column: "n", Increment: true, SelfRef: true}}, Placeholders: 2}},
		},
		{
			name: "do update excluded plus one is not an increment",
			sql:  `INSERT INTO counters (k, n) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET n = excluded.n + 1`,
			want: []Stmt{{Kind: Insert, Table: "counters", Columns: strs("k", "n"), OnConflict: true, ConflictTarget: strs("k"),
				Sets: []Assign{{Column: "n"}}, Placeholders: 2}},
		},
		{
			name: "do update coalesce increment, constant, returning",
			sql: `INSERT INTO stats (day, hits, label) VALUES ($1, $2, 'x')
			      ON CONFLICT (day) DO UPDATE SET hits = coalesce(stats.hits, 0) + $2, label = 'y'
			      WHERE stats.day = $1 RETURNING hits`,
			want: []Stmt{{Kind: Insert, Table: "stats", Columns: strs("day", "hits", "label"), OnConflict: true, ConflictTarget: strs("day"),
				Sets: []Assign{{Column: "hits", Increment: true, SelfRef: true}, {Column: "label", Constant: true, Literal: true}}, Returning: true, Placeholders: 2}},
		},
		{
			name: "conflict target with expression",
			sql:  `INSERT INTO users (tenant_id, email) VALUES ($1, $2) ON CONFLICT (tenant_id, lower(email)) DO NOTHING`,
			want: []Stmt{{Kind: Insert, Table: "users", Columns: strs("tenant_id", "email"), OnConflict: true, DoNothing: true,
				ConflictTarget: strs("tenant_id", "lower(email)"), Placeholders: 2}},
		},
		{
			name: "sqlite on conflict without spaces",
			sql:  `insert into kv(k,v) values(?,?) on conflict(k) do update set v=excluded.v`,
			want: []Stmt{{Kind: Insert, Table: "kv", Columns: strs("k", "v"), OnConflict: true, ConflictTarget: strs("k"),
				Sets: []Assign{{Column: "v"}}, Placeholders: 2}},
		},
		{
			name: "mysql on duplicate key update",
			sql:  "INSERT INTO `t` (`id`, cnt, name) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE cnt = cnt + VALUES(cnt), name = VALUES(name)",
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("id", "cnt", "name"), OnConflict: true,
				Sets: []Assign{{Column: "cnt", Increment: true, SelfRef: true}, {Column: "name"}}, Placeholders: 3}},
		},
		{
			name: "mysql row alias",
			sql:  `INSERT INTO t (a, b) VALUES (?, ?) AS new ON DUPLICATE KEY UPDATE b = new.b + t.b, a = new.a`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a", "b"), OnConflict: true,
				Sets: []Assign{{Column: "b", Increment: true, SelfRef: true}, {Column: "a"}}, Placeholders: 2}},
		},
		{
			name: "mysql insert ignore",
			sql:  `INSERT IGNORE INTO t (a) VALUES (?)`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a"), OnConflict: true, DoNothing: true, Placeholders: 1}},
		},
		{
			name: "sqlite insert or ignore",
			sql:  `INSERT OR IGNORE INTO t (a) VALUES (?1)`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a"), OnConflict: true, DoNothing: true, Placeholders: 1}},
		},
		{
			name: "sqlite insert or replace",
			sql:  `INSERT OR REPLACE INTO t (a) VALUES (?1)`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a"), OnConflict: true, Placeholders: 1}},
		},
		{
			name: "replace into",
			sql:  `REPLACE INTO t (a, b) VALUES (?, ?)`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a", "b"), OnConflict: true, Placeholders: 2}},
		},
		{
			name: "mysql insert set",
			sql:  `INSERT INTO t SET a = ?, b = ?`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("a", "b"), Placeholders: 2}},
		},
		{
			name: "insert alias schema increment",
			sql:  `INSERT INTO app.events AS e (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET seen = e.seen + 1`,
			want: []Stmt{{Kind: Insert, Table: "app.events", Alias: "e", Columns: strs("id"), OnConflict: true, ConflictTarget: strs("id"),
				Sets: []Assign{{Column: "seen", Increment: true, SelfRef: true}}, Placeholders: 1}},
		},

		// ---- UPDATE ----
		{
			name: "update basic",
			sql:  `UPDATE users SET name = $1 WHERE id = $2`,
			want: []Stmt{{Kind: Update, Table: "users", Sets: []Assign{{Column: "name", Constant: true, Param: 1}}, Where: strs("id"), Placeholders: 2}},
		},
		{
			name: "update balance increment",
			sql:  `UPDATE accounts SET balance = balance + $1 WHERE id = $2`,
			want: []Stmt{{Kind: Update, Table: "accounts", Sets: []Assign{{Column: "balance", Increment: true, SelfRef: true}}, Where: strs("id"), Placeholders: 2}},
		},
		{
			name: "update placeholder plus one is not increment",
			sql:  `UPDATE orders SET total = $1 + 1 WHERE id = $2`,
			want: []Stmt{{Kind: Update, Table: "orders", Sets: []Assign{{Column: "total"}}, Where: strs("id"), Placeholders: 2}},
		},
		{
			name: "update other column plus one is not increment",
			sql:  `UPDATE t SET a = b + 1, c = c - 1`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "a"}, {Column: "c", Increment: true, SelfRef: true}}}},
		},
		{
			name: "update quoted column increment",
			sql:  `UPDATE t SET "Count" = "count" + 1`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "count", Increment: true, SelfRef: true}}}},
		},
		{
			name: "update alias qualified decrement",
			sql:  `UPDATE stock AS s SET qty = s.qty - $1 WHERE s.sku = $2`,
			want: []Stmt{{Kind: Update, Table: "stock", Alias: "s", Sets: []Assign{{Column: "qty", Increment: true, SelfRef: true}}, Where: strs("sku"), Placeholders: 2}},
		},
		{
			name: "update table-qualified increment",
			sql:  `UPDATE t SET n = t.n + 1 WHERE id = 7`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "n", Increment: true, SelfRef: true}}, Where: strs("id")}},
		},
		{
			name: "update from other table is not self increment",
			sql:  `UPDATE t SET total = o.total + 1 FROM o WHERE o.id = t.id AND t.id = $1`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "total"}}, Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "increment inside string literal is not increment",
			sql:  `UPDATE t SET note = 'note + 1', n = '1' WHERE id = 1`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "note", Constant: true, Literal: true}, {Column: "n", Constant: true, Literal: true}}, Where: strs("id")}},
		},
		{
			name: "update tuple assignment",
			sql:  `UPDATE t SET (a, b) = ($1, b + 1) WHERE id = $2`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "a", Constant: true, Param: 1}, {Column: "b", Increment: true, SelfRef: true}}, Where: strs("id"), Placeholders: 2}},
		},
		{
			name: "update multiply and concat",
			sql:  `UPDATE products SET price = price * 1.1, tags = tags || $1`,
			want: []Stmt{{Kind: Update, Table: "products", Sets: []Assign{{Column: "price", Increment: true, SelfRef: true}, {Column: "tags", Increment: true, SelfRef: true}}, Placeholders: 1}},
		},
		{
			name: "update self reference without arithmetic",
			sql:  `UPDATE t SET hi = greatest(hi, $1), flag = NOT flag, same = same`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "hi", SelfRef: true}, {Column: "flag", SelfRef: true, Toggle: true}, {Column: "same", SelfRef: true}}, Placeholders: 1}},
		},
		{
			name: "update unary minus: a sign flip, undone by a repeat",
			sql:  `UPDATE t SET n = -n`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "n", Toggle: true, SelfRef: true}}}},
		},
		{
			name: "update default null cast returning",
			sql:  `UPDATE t SET x = DEFAULT, y = NULL, z = $1::text, w = (42) WHERE id = $2 RETURNING *`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "x", Constant: true, Literal: true}, {Column: "y", Constant: true, Literal: true}, {Column: "z", Constant: true, Param: 1}, {Column: "w", Constant: true, Literal: true}},
				Where: strs("id"), Returning: true, Placeholders: 2}},
		},
		{
			name: "update now() is not constant",
			sql:  `UPDATE t SET updated_at = now() WHERE id = $1`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "updated_at"}}, Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "mysql multi-table update",
			sql:  `UPDATE a JOIN b ON a.id = b.id SET a.n = b.n + 1, b.m = b.m + 1`,
			want: []Stmt{{Kind: Update, Table: "a", Sets: []Assign{{Column: "n"}, {Column: "m", Increment: true, SelfRef: true}}}},
		},
		{
			name: "update subquery value with count function",
			sql:  `UPDATE t SET count = (SELECT count(*) FROM u WHERE u.t_id = t.id) WHERE id = $1`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "count"}}, Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "update only schema",
			sql:  `UPDATE ONLY public.jobs SET state = 'done' WHERE id = $1 AND state = 'running'`,
			want: []Stmt{{Kind: Update, Table: "public.jobs", Sets: []Assign{{Column: "state", Constant: true, Literal: true}}, Where: strs("id", "state"), Placeholders: 1}},
		},

		// ---- DELETE ----
		{
			name: "delete basic returning",
			sql:  `DELETE FROM sessions WHERE user_id = $1 AND token = $2 RETURNING id`,
			want: []Stmt{{Kind: Delete, Table: "sessions", Where: strs("user_id", "token"), Returning: true, Placeholders: 2}},
		},
		{
			name: "delete using",
			sql:  `DELETE FROM t USING u WHERE t.u_id = u.id AND u.name = 'x'`,
			want: []Stmt{{Kind: Delete, Table: "t", Where: strs("name")}},
		},
		{
			name: "mysql multi-table delete",
			sql:  `DELETE s FROM sessions s JOIN users u ON u.id = s.uid WHERE u.id = ?`,
			want: []Stmt{{Kind: Delete, Table: "sessions", Alias: "s", Where: strs("id"), Placeholders: 1}},
		},
		{
			name: "delete without where",
			sql:  `delete from "Audit Log"`,
			want: []Stmt{{Kind: Delete, Table: "audit_log"}},
		},

		// ---- MERGE ----
		{
			name: "merge",
			sql: `MERGE INTO accounts a USING src s ON a.id = s.id
			      WHEN MATCHED THEN UPDATE SET balance = a.balance + s.amt
			      WHEN NOT MATCHED THEN INSERT (id, balance) VALUES (s.id, s.amt)`,
			want: []Stmt{{Kind: Merge, Table: "accounts", Alias: "a", Columns: strs("id", "balance"),
				Sets: []Assign{{Column: "balance", Increment: true, SelfRef: true}}}},
		},
		{
			name: "merge do nothing",
			sql:  `MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DO NOTHING WHEN NOT MATCHED THEN INSERT VALUES (s.id)`,
			want: []Stmt{{Kind: Merge, Table: "t", DoNothing: true}},
		},

		// ---- CTEs ----
		{
			name: "cte select then update",
			sql:  `WITH x AS (SELECT id FROM a WHERE k = $1) UPDATE b SET v = v + 1 WHERE id IN (SELECT id FROM x)`,
			want: []Stmt{{Kind: Update, Table: "b", Sets: []Assign{{Column: "v", Increment: true, SelfRef: true}}, Placeholders: 1}},
		},
		{
			name: "data-modifying cte yields inner insert",
			sql:  `WITH ins AS (INSERT INTO a (x) VALUES ($1) RETURNING id) SELECT id FROM ins`,
			want: []Stmt{
				{Kind: Select, Table: "ins", Placeholders: 1},
				{Kind: Insert, Table: "a", Columns: strs("x"), Returning: true, Placeholders: 1},
			},
		},
		{
			name: "two data-modifying ctes",
			sql:  `WITH d AS (DELETE FROM q WHERE id = $1 RETURNING *), i AS (INSERT INTO log SELECT * FROM d) SELECT count(*) FROM i`,
			want: []Stmt{
				{Kind: Select, Table: "i", Exists: true, Placeholders: 1},
				{Kind: Delete, Table: "q", Where: strs("id"), Returning: true, Placeholders: 1},
				{Kind: Insert, Table: "log", FromSelect: true},
			},
		},
		{
			name: "recursive cte with column list and materialized",
			sql:  `WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r WHERE n < 10), m AS NOT MATERIALIZED (SELECT 2) SELECT n FROM r`,
			want: []Stmt{{Kind: Select, Table: "r"}},
		},
		{
			name: "cte main insert with upsert",
			sql:  `WITH src AS (SELECT $1::int AS id) INSERT INTO t (id) SELECT id FROM src ON CONFLICT (id) DO NOTHING`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("id"), FromSelect: true, OnConflict: true, DoNothing: true, ConflictTarget: strs("id"), Placeholders: 1}},
		},

		// ---- splitting, quoting, comments ----
		{
			name: "transaction script",
			sql:  `BEGIN; UPDATE t SET a = 1; COMMIT;`,
			want: []Stmt{{Kind: Other}, {Kind: Update, Table: "t", Sets: []Assign{{Column: "a", Constant: true, Literal: true}}}, {Kind: Other}},
		},
		{
			name: "semicolon inside string",
			sql:  `INSERT INTO t (s) VALUES ('a;b'); SELECT 1`,
			want: []Stmt{{Kind: Insert, Table: "t", Columns: strs("s")}, {Kind: Select, Exists: true}},
		},
		{
			name: "comments containing insert",
			sql:  "-- INSERT INTO x;\nSELECT * FROM y /* INSERT INTO z; /* nested; */ still */ WHERE a = 1",
			want: []Stmt{{Kind: Select, Table: "y", Where: strs("a")}},
		},
		{
			name: "dollar-quoted function body",
			sql:  `CREATE FUNCTION f() RETURNS void AS $$ BEGIN INSERT INTO t VALUES (1); END $$ LANGUAGE plpgsql`,
			want: []Stmt{{Kind: Other}},
		},
		{
			name: "tagged dollar quote",
			sql:  `SELECT $tag$ ; UPDATE x $$ $tag$ FROM t WHERE v = $1`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("v"), Placeholders: 1}},
		},
		{
			name: "E string with backslash escape",
			sql:  `SELECT * FROM t WHERE s = E'it\'s; here' AND id = 1`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("s", "id")}},
		},
		{
			name: "doubled quote escape",
			sql:  `UPDATE t SET s = 'it''s; ok' WHERE id = 1`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "s", Constant: true, Literal: true}}, Where: strs("id")}},
		},
		{
			name: "double-quoted identifier with semicolon",
			sql:  `SELECT "a;b" FROM "we""ird"`,
			want: []Stmt{{Kind: Select, Table: `we"ird`}},
		},

		// ---- placeholders ----
		{
			name: "repeated dollar placeholders",
			sql:  `SELECT * FROM t WHERE a = $1 OR b = $1 OR c = $2`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("a", "b", "c"), Placeholders: 2}},
		},
		{
			name: "question marks each count",
			sql:  `INSERT INTO t VALUES (?, ?, ?)`,
			want: []Stmt{{Kind: Insert, Table: "t", Placeholders: 3}},
		},
		{
			name: "placeholder numbers",
			sql:  `UPDATE t SET a = ?, b = 'x', c = ?::text WHERE id = ?`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "a", Constant: true, Param: 1}, {Column: "b", Constant: true, Literal: true}, {Column: "c", Constant: true, Param: 2}}, Where: strs("id"), Placeholders: 3}},
		},
		{
			name: "named placeholders",
			sql:  `UPDATE t SET a = :name, b = :name WHERE id = @id`,
			want: []Stmt{{Kind: Update, Table: "t", Sets: []Assign{{Column: "a", Constant: true}, {Column: "b", Constant: true}}, Where: strs("id"), Placeholders: 2}},
		},
		{
			name: "casts and system variables are not placeholders",
			sql:  `SELECT x::text, @@session.time_zone FROM t WHERE y = :y AND z = '$1 ?'`,
			want: []Stmt{{Kind: Select, Table: "t", Where: strs("y", "z"), Placeholders: 1}},
		},

		// ---- other / unknown / empty ----
		{name: "empty", sql: ``, want: nil},
		{name: "only comments and semicolons", sql: "-- nothing\n ; /* x */ ;;", want: nil},
		{name: "unknown", sql: `hello world`, want: []Stmt{{Kind: Unknown}}},
		{
			name: "ddl and settings",
			sql:  `CREATE TABLE t (id int); ALTER TABLE t ADD COLUMN x int; SET search_path = public; TRUNCATE t; DROP TABLE t`,
			want: []Stmt{{Kind: Other}, {Kind: Other}, {Kind: Other}, {Kind: Other}, {Kind: Other}},
		},
	}
	require.GreaterOrEqual(t, len(tests), 60)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Parse(tt.sql)
			for i := range got {
				got[i].Literals = nil // checked by TestInsertLiterals
			}
			assert.Equal(t, tt.want, got, "SQL: %s", tt.sql)
		})
	}
}

func TestPredicates(t *testing.T) {
	tests := []struct {
		sql                         string
		write, incr, upsert, exists bool
	}{
		{`SELECT 1`, false, false, false, true},
		{`INSERT INTO t VALUES (1)`, true, false, false, false},
		{`INSERT INTO t VALUES (1) ON CONFLICT DO NOTHING`, true, false, true, false},
		{`INSERT INTO t (k, n) VALUES (1, 1) ON CONFLICT (k) DO UPDATE SET n = t.n + 1`, true, true, true, false},
		{`INSERT IGNORE INTO t VALUES (1)`, true, false, true, false},
		{`REPLACE INTO t VALUES (1)`, true, false, true, false},
		{`UPDATE t SET n = n + 1`, true, true, false, false},
		{`UPDATE t SET n = 1`, true, false, false, false},
		// a JSONB document merged or a key removed: a repeat leaves the same document
		{`UPDATE ledgers SET metadata = metadata || $1 WHERE name = $2`, true, false, false, false},
		{`UPDATE accounts SET metadata = metadata - $1 WHERE address = $2`, true, false, false, false},
		{`INSERT INTO accounts (address, metadata) VALUES ($1, $2) ON CONFLICT (address) DO UPDATE SET metadata = accounts.metadata || excluded.metadata`, true, false, true, false},
		// the same operators on other columns append and subtract
		{`UPDATE posts SET body = body || $1 WHERE id = $2`, true, true, false, false},
		{`UPDATE accounts SET balance = balance - $1 WHERE id = $2`, true, true, false, false},
		{`UPDATE t SET metadata = metadata + 1`, true, true, false, false},
		// counters of tries (a lockout's, a backoff's) count no business value
		{`UPDATE members SET failed_login_count = failed_login_count + 1, locked_until = now() WHERE id = $1`, true, false, false, false},
		{`UPDATE deliveries SET attempts = attempts + 1 WHERE id = $1`, true, false, false, false},
		{`UPDATE jobs SET retry_count = retry_count + 1, score = score + 1 WHERE id = $1`, true, true, false, false},
		{`UPDATE posts SET failover_count = failover_count + 1`, true, true, false, false},
		// a toggle is no increment (HasToggle)
		{`UPDATE entries SET starred = NOT starred WHERE id = $1`, true, false, false, false},
		{`DELETE FROM t`, true, false, false, false},
		{`MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE`, true, false, true, false},
		{`CREATE INDEX i ON t (a)`, false, false, false, false},
	}
	for _, tt := range tests {
		sts := Parse(tt.sql)
		require.NotEmpty(t, sts, tt.sql)
		st := sts[0]
		assert.Equal(t, tt.write, st.IsWrite(), "IsWrite %s", tt.sql)
		assert.Equal(t, tt.incr, st.HasIncrement(), "HasIncrement %s", tt.sql)
		assert.Equal(t, tt.upsert, st.IsUpsert(), "IsUpsert %s", tt.sql)
		assert.Equal(t, tt.exists, st.Exists, "Exists %s", tt.sql)
	}
}

func TestKindString(t *testing.T) {
	want := map[Kind]string{
		Unknown: "Unknown", Select: "Select", Insert: "Insert", Update: "Update",
		Delete: "Delete", Merge: "Merge", Other: "Other", Kind(42): "Kind(42)", Kind(-1): "Kind(-1)",
	}
	for k, s := range want {
		assert.Equal(t, s, k.String())
	}
}

// TestAdversarial feeds pathological inputs that must neither panic nor take
// super-linear time.
func TestAdversarial(t *testing.T) {
	inputs := []string{
		strings.Repeat("(", 100000),
		strings.Repeat(")", 100000),
		strings.Repeat("WITH a AS (", 20000),
		strings.Repeat("WITH a AS (INSERT INTO t SELECT 1 FROM (", 5000),
		strings.Repeat("SELECT (", 20000),
		"INSERT INTO t VALUES " + strings.Repeat("($1),", 20000),
		"UPDATE t SET " + strings.Repeat("a = a + 1, ", 20000),
		"SELECT * FROM t WHERE " + strings.Repeat("a = $1 AND ", 20000),
		"SELECT " + strings.Repeat("$1 $2 $3 :a :b ? ", 20000),
		"SELECT " + strings.Repeat("$9", 20000),
		strings.Repeat("/*", 50000),
		strings.Repeat("$a$", 50000),
		strings.Repeat("'", 50001),
		strings.Repeat(";", 100000),
		"INSERT INTO t VALUES (1) ON CONFLICT (" + strings.Repeat("a,", 20000),
		"INSERT INTO t VALUES (1) " + strings.Repeat("ON CONFLICT DO UPDATE SET a = a + 1 ", 10000),
		"\xff\xfe\x00\"\x80 \u00a0\u2028",
	}
	for _, in := range inputs {
		checkInvariants(t, in)
	}
}

func checkInvariants(t testing.TB, s string) {
	t.Helper()
	a := Parse(s)
	b := Parse(s)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("Parse not deterministic for %q:\n%+v\n%+v", s, a, b)
	}
	for _, st := range a {
		if st.Kind < Unknown || st.Kind > Other {
			t.Fatalf("kind out of range for %q: %d", s, st.Kind)
		}
		if strings.IndexFunc(st.Table, unicode.IsSpace) >= 0 {
			t.Fatalf("table %q contains whitespace for %q", st.Table, s)
		}
		if st.Placeholders < 0 {
			t.Fatalf("negative placeholders for %q", s)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		``,
		`SELECT 1`,
		`SELECT * FROM "Public"."Users" u WHERE u.id = :id FOR UPDATE`,
		`INSERT INTO t (a, b) VALUES ($1, $2) ON CONFLICT (a) DO UPDATE SET b = t.b + EXCLUDED.b RETURNING a`,
		`INSERT INTO t (a) VALUES (?) ON DUPLICATE KEY UPDATE a = a + VALUES(a)`,
		`UPDATE t AS x SET n = x.n + 1 FROM u WHERE u.id = x.id AND x.k = 'a;b'`,
		`DELETE FROM ONLY t USING u WHERE t.id = u.id RETURNING *`,
		`WITH ins AS (INSERT INTO a VALUES (1) RETURNING id) SELECT * FROM ins`,
		`MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET n = t.n + 1`,
		"SELECT $$;$$, $x$ ' $x$, E'\\'', \"a\"\"b\", `c` -- x\n/* y */",
		`CREATE FUNCTION f() AS $$ BEGIN INSERT INTO t VALUES (1); END $$`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkInvariants(t, s)
	})
}

// benchInsert is a typical ~150-character upsert.
var benchInsert = `INSERT INTO user_counters (user_id, name, value) VALUES ($1, $2, $3) ` +
	`ON CONFLICT (user_id, name) DO UPDATE SET value = user_counters.value + EXCLUDED.value`

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchInsert)))
	for b.Loop() {
		_ = Parse(benchInsert)
	}
}

func BenchmarkParseLarge(b *testing.B) {
	big := strings.Repeat(benchInsert+";\n", 200)
	b.ReportAllocs()
	b.SetBytes(int64(len(big)))
	for b.Loop() {
		_ = Parse(big)
	}
}

func TestParseSchema(t *testing.T) {
	var s Schema
	ParseSchema(`
CREATE TABLE "users" ("username" varchar PRIMARY KEY, "email" varchar UNIQUE NOT NULL, name text);
CREATE TABLE IF NOT EXISTS public.accounts (id bigserial, owner text, currency text, PRIMARY KEY (id), CONSTRAINT oc UNIQUE (owner, currency));
ALTER TABLE "entries" ADD CONSTRAINT "e_key" UNIQUE ("account_id", "seq");
CREATE UNIQUE INDEX idx_tag ON tags USING btree (name);
CREATE UNIQUE INDEX idx_live ON jobs (key) WHERE done = false;
CREATE UNIQUE INDEX idx_roles_name ON roles (type, name) WHERE name IS NOT NULL;
CREATE UNIQUE INDEX idx_slug ON pages (slug) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX idx_primary ON emails (user_id) WHERE is_primary IS NOT NULL;
CREATE INDEX ON transfers (from_id);
CREATE UNIQUE INDEX f_name ON {{ index .Options "Namespace" }}.mfa_factors (friendly_name, user_id) WHERE trim(friendly_name) <> '';
CREATE UNIQUE INDEX tok ON {{ .Schema }}.tokens (token) WHERE token !~ '^[0-9 ]*$' AND deleted_at IS NULL;
do $$ begin if not exists (select 1 from x where y = 'z') then
  alter table if exists {{ index .Options "Namespace" }}.identities add constraint ipp unique (provider_id, provider);
end if; end $$;
CREATE UNIQUE INDEX either ON orgs (slug) WHERE slug <> '' OR archived;
CREATE UNIQUE INDEX sso ON people (email) WHERE (is_sso_user = false);
`, &s)
	for _, c := range []struct {
		table string
		cols  []string
		want  bool
	}{
		{"users", []string{"username", "name"}, true},
		{"users", []string{"email"}, true},
		{"users", []string{"name"}, false},
		{"accounts", []string{"owner", "currency", "balance"}, true},
		{"public.accounts", []string{"owner"}, false},
		{"entries", []string{"account_id", "seq", "amount"}, true},
		{"tags", []string{"name"}, true},
		{"jobs", []string{"key"}, false},
		{"roles", []string{"name", "type", "permissions"}, true},
		{"pages", []string{"slug", "title"}, true},
		{"emails", []string{"user_id", "address"}, false},
		{"transfers", []string{"from_id"}, false},
		// Go-templated migrations, PL/pgSQL DO blocks, predicates on the key's own columns
		{"mfa_factors", []string{"friendly_name", "user_id"}, true},
		{"tokens", []string{"token"}, true},
		{"identities", []string{"provider", "provider_id"}, true},
		{"orgs", []string{"slug"}, false},
		{"people", []string{"email"}, false},
	} {
		if got := s.HasUniqueKeyIn(c.table, c.cols); got != c.want {
			t.Errorf("HasUniqueKeyIn(%s, %v) = %v, want %v", c.table, c.cols, got, c.want)
		}
	}
}

// TestSchemaRenames: later migrations rename the tables and columns of
// the keys earlier ones created.
func TestSchemaRenames(t *testing.T) {
	var s Schema
	ParseSchema(`
create table if not exists idea_tags (tag_id int not null, idea_id int not null, primary key (tag_id, idea_id));
CREATE TABLE ideas (id serial PRIMARY KEY, slug text UNIQUE);
ALTER TABLE idea_tags RENAME COLUMN idea_id TO post_id;
ALTER TABLE idea_tags RENAME TO post_tags;
ALTER TABLE ideas RENAME slug TO handle;
ALTER INDEX idea_tags_pkey RENAME TO post_tags_pkey;
create table player (id varchar primary key, name varchar not null, unique (name));
create table player_dg_tmp (id varchar not null primary key, name varchar not null);
drop table player;
alter table player_dg_tmp rename to player;
`, &s)
	for _, c := range []struct {
		table string
		cols  []string
		want  bool
	}{
		{"post_tags", []string{"tag_id", "post_id", "created_at"}, true},
		{"post_tags", []string{"tag_id", "idea_id"}, false},
		{"idea_tags", []string{"tag_id", "post_id"}, false},
		{"ideas", []string{"handle"}, true},
		{"ideas", []string{"slug"}, false},
		// SQLite's rebuild drops a unique key: the renamed table replaces the old one
		{"player", []string{"name"}, false},
		{"player", []string{"id"}, true},
	} {
		if got := s.HasUniqueKeyIn(c.table, c.cols); got != c.want {
			t.Errorf("HasUniqueKeyIn(%s, %v) = %v, want %v", c.table, c.cols, got, c.want)
		}
	}
}

func TestContainsFold(t *testing.T) {
	for _, c := range []struct {
		b    string
		want bool
	}{
		{"const ddl = `CREATE TABLE t (id int)`", true},
		{"const ddl = `Create Table t (id int)`", true},
		{"create table", true},
		{"no ddl here: created tables", false},
		{"CREATE TABL", false},
		{"", false},
	} {
		if got := containsFold([]byte(c.b), "create table"); got != c.want {
			t.Errorf("containsFold(%q) = %v, want %v", c.b, got, c.want)
		}
	}
}

func TestToggle(t *testing.T) {
	for sql, want := range map[string]bool{
		`UPDATE entries SET starred = NOT starred WHERE user_id=$1 AND id=$2`: true,
		`UPDATE entries SET starred = NOT (entries.starred) WHERE id = $1`:    true,
		`UPDATE entries SET starred = NOT $1 WHERE id = $2`:                   false,
		`UPDATE entries SET starred = NOT other WHERE id = $1`:                false,
		`UPDATE entries SET starred = true WHERE id = $1`:                     false,
	} {
		sts := Parse(sql)
		require.NotEmpty(t, sts, sql)
		assert.Equal(t, want, sts[0].HasToggle(), sql)
	}
}

// TestPosition: a column of a unique key that an UPDATE shifts by
// arithmetic is a position; a column read by a patch (COALESCE), one
// outside every unique key, and one numbered once are not.
func TestPosition(t *testing.T) {
	var s Schema
	ParseSchema(`CREATE TABLE playlist_tracks (playlist_id TEXT, id INT, media TEXT);
CREATE UNIQUE INDEX playlist_tracks_pos ON playlist_tracks (playlist_id, id);
CREATE TABLE users (username TEXT PRIMARY KEY, email TEXT UNIQUE, logins INT);
CREATE TABLE lines (invoice_id TEXT, line_no INT, PRIMARY KEY (invoice_id, line_no));`, &s)
	s.noteShifts(`UPDATE playlist_tracks SET id = -(id - 1) WHERE playlist_id = ? AND id > ?`)
	s.noteShifts(`UPDATE users SET email = COALESCE($2, email), logins = logins + 1 WHERE username = $1`)
	for _, c := range []struct {
		table, col string
		want       bool
	}{
		{"playlist_tracks", "id", true},
		{"public.playlist_tracks", "id", true},
		{"playlist_tracks", "playlist_id", false},
		{"users", "email", false},  // a patch reading itself, no shift
		{"users", "logins", false}, // shifted, but in no unique key
		{"lines", "line_no", false},
	} {
		if got := s.Position(c.table, c.col); got != c.want {
			t.Errorf("Position(%s, %s) = %v, want %v", c.table, c.col, got, c.want)
		}
	}
}

// TestRowToggle: an insert-unless-present beside a delete-where-the-insert-
// returned-nothing of the same table toggles the row; a set replacement
// (delete all, then insert) does not.
func TestRowToggle(t *testing.T) {
	for sql, want := range map[string]bool{
		`WITH toggle_reaction AS (
			INSERT INTO reactions (comment_id, user_id, emoji) VALUES ($1, $2, $3)
			ON CONFLICT (comment_id, user_id, emoji) DO NOTHING RETURNING true AS added
		), delete_existing AS (
			DELETE FROM reactions WHERE comment_id = $1 AND user_id = $2 AND emoji = $3
			AND NOT EXISTS (SELECT 1 FROM toggle_reaction) RETURNING false AS added
		) SELECT COALESCE((SELECT added FROM toggle_reaction), (SELECT added FROM delete_existing), false)`: true,
		`WITH ins AS (INSERT INTO votes (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1)
		 DELETE FROM stars WHERE post_id = $1 AND NOT EXISTS (SELECT 1 FROM ins)`: false,
		`WITH d AS (DELETE FROM post_tags WHERE post_id = $1)
		 INSERT INTO post_tags (post_id, tag) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`: false,
		`INSERT INTO reactions (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`: false,
	} {
		_, got := RowToggle(sql)
		assert.Equal(t, want, got, sql)
	}
}
