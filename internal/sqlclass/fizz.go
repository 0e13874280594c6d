package sqlclass

import (
	"regexp"
	"strings"
)

// gobuffalo/fizz migrations (pop's migration DSL, *.up.fizz / *.fizz):
// the unique keys they declare, in file order as SQL migrations are read.
//
//	create_table("emails") {
//		t.Column("address", "string", {"unique": true})
//		t.Index(["tenant_id", "address"], {"unique": true})
//	}
//	add_index("users", "username", {"unique": true, "name": "users_username_idx"})
//	change_column("users", "email", "string", {"unique": true})
//	drop_index("emails", "emails_address_idx")
//	rename_table("a", "b"); rename_column("t", "old", "new"); drop_table("t")
//	sql("CREATE UNIQUE INDEX …")
//
// An index is named as fizz names it ("<table>_<cols>_idx", or its
// "name" option), so that a later drop_index removes the key.

// fizzNames: the unique indexes read so far, by table and index name.
type fizzNames map[string]map[string][]string

var (
	fizzCall   = regexp.MustCompile(`(?m)\b(create_table|add_index|change_column|add_column|drop_index|rename_table|rename_column|drop_table|sql)\s*\(`)
	fizzString = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"|` + "`([^`]*)`")
	fizzUnique = regexp.MustCompile(`["']?unique["']?\s*:\s*true`)
	fizzName   = regexp.MustCompile(`["']?name["']?\s*:\s*"([^"]+)"`)
	fizzInTbl  = regexp.MustCompile(`\bt\.(Index|Column)\s*\(`)
)

// ParseFizz adds the unique keys of a fizz migration to into; names keeps
// the indexes' names across a module's files.
func ParseFizz(text string, into *Schema, names fizzNames) {
	locs := fizzCall.FindAllStringSubmatchIndex(text, -1)
	for _, l := range locs {
		verb := text[l[2]:l[3]]
		args, end := fizzArgs(text, l[1])
		strs := fizzStrings(args)
		switch verb {
		case "create_table":
			if len(strs) == 0 {
				continue
			}
			table := strings.ToLower(strs[0])
			body := fizzBlock(text, end)
			for _, m := range fizzInTbl.FindAllStringSubmatchIndex(body, -1) {
				a, _ := fizzArgs(body, m[1])
				if !fizzUnique.MatchString(a) {
					continue
				}
				cols := fizzCols(a)
				if body[m[2]:m[3]] == "Column" && len(cols) > 0 {
					cols = cols[:1]
				}
				fizzAdd(into, names, table, cols, a)
			}
		case "add_index":
			if len(strs) < 2 || !fizzUnique.MatchString(args) {
				continue
			}
			rest := args[strings.Index(args, ",")+1:]
			fizzAdd(into, names, strings.ToLower(strs[0]), fizzCols(rest), args)
		case "change_column", "add_column":
			if len(strs) >= 2 && fizzUnique.MatchString(args) {
				fizzAdd(into, names, strings.ToLower(strs[0]), []string{strs[1]}, args)
			}
		case "drop_index":
			if len(strs) >= 2 {
				table := strings.ToLower(strs[0])
				if cols, ok := names[table][strs[1]]; ok {
					into.drop(table, cols)
					delete(names[table], strs[1])
				}
			}
		case "drop_table":
			if len(strs) >= 1 {
				delete(into.Unique, strings.ToLower(strs[0]))
				delete(names, strings.ToLower(strs[0]))
			}
		case "rename_table":
			if len(strs) >= 2 {
				from, to := strings.ToLower(strs[0]), strings.ToLower(strs[1])
				into.Unique[to] = into.Unique[from]
				delete(into.Unique, from)
				names[to] = names[from]
				delete(names, from)
			}
		case "rename_column":
			if len(strs) >= 3 {
				table, from, to := strings.ToLower(strs[0]), strings.ToLower(strs[1]), strings.ToLower(strs[2])
				for _, k := range into.Unique[table] {
					for i, c := range k {
						if c == from {
							k[i] = to
						}
					}
				}
			}
		case "sql":
			if len(strs) >= 1 {
				ParseSchema(strs[0], into)
			}
		}
	}
}

// fizzAdd records a unique key of table and its index's name.
func fizzAdd(into *Schema, names fizzNames, table string, cols []string, opts string) {
	if table == "" || len(cols) == 0 {
		return
	}
	lc := make([]string, len(cols))
	for i, c := range cols {
		lc[i] = strings.ToLower(c)
	}
	into.add(table, lc)
	name := table + "_" + strings.Join(lc, "_") + "_idx"
	if m := fizzName.FindStringSubmatch(opts); m != nil {
		name = m[1]
	}
	if names[table] == nil {
		names[table] = map[string][]string{}
	}
	names[table][name] = lc
}

// drop removes the unique key cols of table.
func (s *Schema) drop(table string, cols []string) {
	keys := s.Unique[table]
	for i, k := range keys {
		if strings.Join(k, ",") == strings.Join(cols, ",") {
			s.Unique[table] = append(keys[:i:i], keys[i+1:]...)
			return
		}
	}
}

// fizzArgs: the text of a call's arguments from just after its "(" at
// start to the matching ")", strings skipped, and the offset after it.
func fizzArgs(text string, start int) (string, int) {
	depth := 1
	for i := start; i < len(text) && i-start < 1<<16; i++ {
		switch text[i] {
		case '"', '`':
			i = fizzStringEnd(text, i)
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return text[start:i], i + 1
			}
		}
	}
	return text[start:], len(text)
}

// fizzBlock: the body of the { … } block that follows offset start (a
// create_table's), or "" when none does.
func fizzBlock(text string, start int) string {
	i := start
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i >= len(text) || text[i] != '{' {
		return ""
	}
	depth := 0
	for j := i; j < len(text) && j-i < 1<<18; j++ {
		switch text[j] {
		case '"':
			j = fizzStringEnd(text, j)
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return text[i+1 : j]
			}
		}
	}
	return ""
}

// fizzStringEnd: the offset of the quote closing the string literal that
// opens at text[i] ("…" with backslash escapes, or `…`), len(text) when
// none does.
func fizzStringEnd(text string, i int) int {
	q := text[i]
	for i++; i < len(text) && text[i] != q; i++ {
		if text[i] == '\\' && q == '"' {
			i++
		}
	}
	return i
}

// fizzStrings: the string literals of args, in order.
func fizzStrings(args string) []string {
	var out []string
	for _, m := range fizzString.FindAllStringSubmatch(args, -1) {
		if m[1] != "" || m[2] == "" {
			out = append(out, strings.ReplaceAll(m[1], `\"`, `"`))
		} else {
			out = append(out, m[2])
		}
	}
	return out
}

// fizzCols: the columns an index's first argument names: "col" or
// ["a", "b"].
func fizzCols(args string) []string {
	a := strings.TrimSpace(args)
	if strings.HasPrefix(a, "[") {
		end := strings.IndexByte(a, ']')
		if end < 0 {
			return nil
		}
		return fizzStrings(a[:end])
	}
	if s := fizzStrings(a); len(s) > 0 {
		return s[:1]
	}
	return nil
}
