package sqlclass

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind is the lexical class of a token.
type tokKind uint8

const (
	tIdent  tokKind = iota + 1 // unquoted word: keyword or identifier
	tQIdent                    // "quoted" or `quoted` identifier; text holds the unescaped name
	tString                    // '...', E'...', N'...', X'...', B'...', $$...$$, $tag$...$tag$
	tNumber                    // numeric literal
	tParam                     // $1, ?, ?1, :name, @name, $name
	tOp                        // punctuation and operators, including ";"
)

// token is a single lexical token. text is a substring of the input except for
// quoted identifiers containing doubled quote characters.
type token struct {
	kind tokKind
	text string
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentByte(c byte) bool { return isIdentStart(c) || isDigit(c) || c == '$' }

func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// lex splits s into tokens. Whitespace and comments are dropped. It never
// fails: unterminated strings, identifiers and comments extend to the end of
// the input. Every iteration consumes at least one byte, and no construct is
// rescanned, so lexing is linear in len(s).
func lex(s string) []token {
	n := len(s)
	toks := make([]token, 0, n/3+8)
	i := 0
	for i < n {
		c := s[i]
		switch {
		case isSpaceByte(c):
			i++

		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(s[i:])
			if unicode.IsSpace(r) {
				i += size
				continue
			}
			j := scanIdent(s, i)
			toks = append(toks, token{tIdent, s[i:j]})
			i = j

		case c == '-' && i+1 < n && s[i+1] == '-':
			if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
				i += j + 1
			} else {
				i = n
			}

		case c == '/' && i+1 < n && s[i+1] == '*':
			i = skipBlockComment(s, i)

		case c == '\'':
			j := scanString(s, i+1, false)
			toks = append(toks, token{tString, s[i:j]})
			i = j

		case c == '"' || c == '`':
			j, text := scanQuoted(s, i, c)
			toks = append(toks, token{tQIdent, text})
			i = j

		case c == '$':
			j, kind := scanDollar(s, i)
			toks = append(toks, token{kind, s[i:j]})
			i = j

		case isDigit(c) || (c == '.' && i+1 < n && isDigit(s[i+1])):
			j := scanNumber(s, i)
			toks = append(toks, token{tNumber, s[i:j]})
			i = j

		case isIdentStart(c):
			// E'..' (backslash escapes), N'..', X'..', B'..' string prefixes.
			if i+1 < n && s[i+1] == '\'' {
				switch c | 0x20 {
				case 'e', 'n', 'x', 'b':
					j := scanString(s, i+2, c|0x20 == 'e')
					toks = append(toks, token{tString, s[i:j]})
					i = j
					continue
				}
			}
			j := scanIdent(s, i)
			toks = append(toks, token{tIdent, s[i:j]})
			i = j

		case c == '?':
			if i+1 < n && (s[i+1] == '|' || s[i+1] == '&') { // Postgres jsonb ?| ?&
				toks = append(toks, token{tOp, s[i : i+2]})
				i += 2
				continue
			}
			j := i + 1
			for j < n && isDigit(s[j]) {
				j++
			}
			toks = append(toks, token{tParam, s[i:j]})
			i = j

		case c == ':':
			switch {
			case i+1 < n && (s[i+1] == ':' || s[i+1] == '='):
				toks = append(toks, token{tOp, s[i : i+2]})
				i += 2
			case i+1 < n && (isIdentStart(s[i+1]) || s[i+1] >= utf8.RuneSelf):
				j := scanIdent(s, i+1)
				toks = append(toks, token{tParam, s[i:j]})
				i = j
			default:
				toks = append(toks, token{tOp, s[i : i+1]})
				i++
			}

		case c == '@':
			switch {
			case i+1 < n && s[i+1] == '@': // MySQL system variable @@x.y: not a placeholder
				j := i + 2
				for j < n && (isIdentByte(s[j]) || s[j] == '.') {
					j++
				}
				toks = append(toks, token{tIdent, s[i:j]})
				i = j
			case i+1 < n && (isIdentStart(s[i+1]) || s[i+1] >= utf8.RuneSelf):
				j := scanIdent(s, i+1)
				toks = append(toks, token{tParam, s[i:j]})
				i = j
			default:
				toks = append(toks, token{tOp, s[i : i+1]})
				i++
			}

		default:
			j := i + opLen(s, i)
			toks = append(toks, token{tOp, s[i:j]})
			i = j
		}
	}
	return toks
}

// opLen returns the length of the operator starting at s[i] (at least 1).
func opLen(s string, i int) int {
	rest := s[i:]
	if len(rest) >= 3 {
		switch rest[:3] {
		case "<=>", "->>":
			return 3
		}
	}
	if len(rest) >= 2 {
		switch rest[:2] {
		case "<=", ">=", "<>", "!=", "==", "||", "->", "=>":
			return 2
		}
	}
	return 1
}

// scanIdent returns the end of the identifier starting at s[i]. Bytes of
// non-space, non-ASCII runes (and invalid UTF-8) count as identifier bytes.
// It always consumes at least one byte.
func scanIdent(s string, i int) int {
	j := i
	for j < len(s) {
		c := s[j]
		if isIdentByte(c) {
			j++
			continue
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[j:])
			if unicode.IsSpace(r) {
				break
			}
			j += size
			continue
		}
		break
	}
	if j == i {
		j = i + 1
	}
	return j
}

// scanString scans a single-quoted string whose body starts at s[i] and
// returns the index just past the closing quote. A doubled quote escapes a quote; when
// backslash is true (E'..' strings) a backslash escapes the next byte.
func scanString(s string, i int, backslash bool) int {
	for i < len(s) {
		c := s[i]
		if backslash && c == '\\' {
			i += 2
			continue
		}
		if c == '\'' {
			if i+1 < len(s) && s[i+1] == '\'' {
				i += 2
				continue
			}
			return i + 1
		}
		i++
	}
	return len(s)
}

// scanQuoted scans an identifier quoted with q (" or `) starting at s[i] and
// returns the end index and the unescaped name.
func scanQuoted(s string, i int, q byte) (int, string) {
	start := i + 1
	j := start
	escaped := false
	for j < len(s) {
		if s[j] == q {
			if j+1 < len(s) && s[j+1] == q {
				escaped = true
				j += 2
				continue
			}
			text := s[start:j]
			if escaped {
				text = strings.ReplaceAll(text, string([]byte{q, q}), string(q))
			}
			return j + 1, text
		}
		j++
	}
	text := s[start:]
	if escaped {
		text = strings.ReplaceAll(text, string([]byte{q, q}), string(q))
	}
	return len(s), text
}

// scanDollar handles a token starting with '$': a positional parameter ($1),
// a dollar-quoted string ($$..$$, $tag$..$tag$), a named parameter ($name,
// SQLite) or a lone '$'.
func scanDollar(s string, i int) (int, tokKind) {
	n := len(s)
	if i+1 >= n {
		return n, tOp
	}
	c := s[i+1]
	switch {
	case isDigit(c):
		j := i + 1
		for j < n && isDigit(s[j]) {
			j++
		}
		return j, tParam
	case c == '$':
		if k := strings.Index(s[i+2:], "$$"); k >= 0 {
			return i + 2 + k + 2, tString
		}
		return n, tString
	case isIdentStart(c) || c >= utf8.RuneSelf:
		j := i + 1
		for j < n && (isIdentStart(s[j]) || isDigit(s[j]) || s[j] >= utf8.RuneSelf) {
			j++
		}
		if j < n && s[j] == '$' {
			tag := s[i : j+1]
			if k := strings.Index(s[j+1:], tag); k >= 0 {
				return j + 1 + k + len(tag), tString
			}
			return n, tString
		}
		return j, tParam
	}
	return i + 1, tOp
}

// scanNumber scans a numeric literal starting at s[i].
func scanNumber(s string, i int) int {
	n := len(s)
	j := i
	for j < n && (isDigit(s[j]) || s[j] == '.') {
		j++
	}
	if j < n && s[j]|0x20 == 'e' {
		k := j + 1
		if k < n && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if k < n && isDigit(s[k]) {
			j = k
			for j < n && isDigit(s[j]) {
				j++
			}
		}
	}
	// 0x1F, 1_000, trailing junk glued to the number.
	for j < n && isIdentByte(s[j]) && s[j] != '$' {
		j++
	}
	return j
}

// skipBlockComment skips a /* */ comment starting at s[i]. Comments nest, as
// in Postgres. An unterminated comment extends to the end of the input.
func skipBlockComment(s string, i int) int {
	depth := 0
	n := len(s)
	for i < n {
		if s[i] == '/' && i+1 < n && s[i+1] == '*' {
			depth++
			i += 2
			continue
		}
		if s[i] == '*' && i+1 < n && s[i+1] == '/' {
			depth--
			i += 2
			if depth == 0 {
				return i
			}
			continue
		}
		i++
	}
	return n
}
