package sqlclass

import (
	"reflect"
	"testing"
)

// TestParseFizz: unique keys of gobuffalo/fizz migrations, read in order
// (teamhanko/hanko's shapes): indexes of a create_table block, column
// options, add_index, a later drop_index of an index by its fizz name,
// renames, a table dropped, and raw SQL.
func TestParseFizz(t *testing.T) {
	s := &Schema{Unique: map[string][][]string{}}
	names := fizzNames{}
	for _, text := range []string{
		`create_table("emails") {
	t.Column("id", "uuid", {primary: true})
	t.Column("address", "string", {})
	t.Index("address", { "unique": true })
	t.Index("user_id", {})
}
create_table("usernames") {
	t.Column("username", "string", {"unique": true})
}
create_table("user_metadata") {
	t.Column("user_id", "uuid", {})
	t.ForeignKey("user_id", {"users": ["id"]}, {"on_delete": "CASCADE"})
	t.Index("user_id", {unique: true})
}
create_table("transitions") {
	t.Index("flow_id", {"unique": true})
}`,
		`add_index("emails", ["tenant_id", "address"], {"unique": true})
add_index("emails", "tenant_id", {})
drop_index("emails", "emails_address_idx")
add_index("identities", ["provider_id", "provider_name"], {unique: true, "name": "identities_provider"})
rename_column("identities", "provider_name", "provider_kind")
change_column("users", "email", "string", { "null": false, "unique": true })
drop_table("transitions")
rename_table("usernames", "user_names")
sql("CREATE UNIQUE INDEX webhooks_callback ON webhooks (tenant_id, callback);")
sql("INSERT INTO emails (id) SELECT id FROM users")`,
	} {
		ParseFizz(text, s, names)
	}
	want := map[string][][]string{
		"emails":        {{"tenant_id", "address"}},
		"user_names":    {{"username"}},
		"user_metadata": {{"user_id"}},
		"identities":    {{"provider_id", "provider_kind"}},
		"users":         {{"email"}},
		"webhooks":      {{"tenant_id", "callback"}},
	}
	for table, keys := range want {
		if got := s.UniqueKeys(table); !reflect.DeepEqual(got, keys) {
			t.Errorf("%s: unique keys %v, want %v", table, got, keys)
		}
	}
	for _, gone := range []string{"transitions", "usernames"} {
		if got := s.UniqueKeys(gone); len(got) > 0 {
			t.Errorf("%s: unique keys %v, want none", gone, got)
		}
	}
}
