package config

import (
	"errors"
	"fmt"
	"go/token"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParseFuncName checks that s names a function or method the way
// go/types' (*types.Func).FullName prints it, and splits it up:
//
//	"example.com/pkg.Func"            -> pkgPath "example.com/pkg", recv "",     ptr false, name "Func"
//	"(*example.com/pkg.Type).Method"  -> pkgPath "example.com/pkg", recv "Type", ptr true,  name "Method"
//	"(example.com/pkg.Iface).Method"  -> pkgPath "example.com/pkg", recv "Iface", ptr false, name "Method"
//
// A generic receiver may carry its type parameters, as FullName prints
// them: "(*example.com/pkg.List[T]).Push"; recv is then "List".
func ParseFuncName(s string) (pkgPath, recv string, ptr bool, name string, err error) {
	if s == "" {
		return "", "", false, "", errors.New("empty function name")
	}
	if !utf8.ValidString(s) {
		return "", "", false, "", errors.New("function name is not valid UTF-8")
	}
	if strings.HasPrefix(s, "(") {
		end := strings.IndexByte(s, ')')
		if end < 0 {
			return "", "", false, "", fmt.Errorf("%q: unbalanced parentheses: missing ')'", s)
		}
		r, rest := s[1:end], s[end+1:]
		if strings.HasPrefix(r, "*") {
			ptr, r = true, r[1:]
		}
		if strings.ContainsAny(r, "()*") {
			return "", "", false, "", fmt.Errorf("%q: receiver must be (pkgpath.Type) or (*pkgpath.Type)", s)
		}
		if r, err = stripTypeParams(r); err != nil {
			return "", "", false, "", fmt.Errorf("%q: %v", s, err)
		}
		dot := strings.LastIndexByte(r, '.')
		if dot < 0 {
			return "", "", false, "", fmt.Errorf("%q: receiver type must be qualified by its package path, as in (*example.com/pkg.Type)", s)
		}
		pkgPath, recv = r[:dot], r[dot+1:]
		if err := checkPkgPath(pkgPath); err != nil {
			return "", "", false, "", fmt.Errorf("%q: %v", s, err)
		}
		if err := checkIdent("receiver type", recv); err != nil {
			return "", "", false, "", fmt.Errorf("%q: %v", s, err)
		}
		if !strings.HasPrefix(rest, ".") {
			return "", "", false, "", fmt.Errorf("%q: want \".Method\" after the receiver", s)
		}
		name = rest[1:]
		if strings.ContainsAny(name, "()") {
			return "", "", false, "", fmt.Errorf("%q: unbalanced parentheses", s)
		}
		if err := checkIdent("method", name); err != nil {
			return "", "", false, "", fmt.Errorf("%q: %v", s, err)
		}
		return pkgPath, recv, ptr, name, nil
	}
	if strings.ContainsAny(s, "()") {
		return "", "", false, "", fmt.Errorf("%q: unbalanced parentheses: a method is written (pkgpath.Type).Method", s)
	}
	if strings.Contains(s, "*") {
		return "", "", false, "", fmt.Errorf("%q: '*' is only allowed inside the receiver parentheses, as in (*pkgpath.Type).Method", s)
	}
	dot := strings.LastIndexByte(s, '.')
	if dot < 0 {
		return "", "", false, "", fmt.Errorf("%q: function must be qualified by its package path, as in example.com/pkg.Func", s)
	}
	pkgPath, name = s[:dot], s[dot+1:]
	if err := checkPkgPath(pkgPath); err != nil {
		return "", "", false, "", fmt.Errorf("%q: %v", s, err)
	}
	if err := checkIdent("function", name); err != nil {
		return "", "", false, "", fmt.Errorf("%q: %v", s, err)
	}
	if typ, ok := looksLikeType(pkgPath); ok {
		p := pkgPath[:len(pkgPath)-len(typ)-1]
		return "", "", false, "", fmt.Errorf("%q: looks like a method of %s; write (%s.%s).%s or (*%s.%s).%s", s, typ, p, typ, name, p, typ, name)
	}
	return pkgPath, "", false, name, nil
}

// parseFieldName checks that s is "pkgpath.Type.Field".
func parseFieldName(s string) (pkgPath, typ, field string, err error) {
	if s == "" {
		return "", "", "", errors.New("empty field name")
	}
	if !utf8.ValidString(s) {
		return "", "", "", errors.New("field name is not valid UTF-8")
	}
	if strings.ContainsAny(s, "()*") {
		return "", "", "", fmt.Errorf("%q: want pkgpath.Type.Field, without parentheses or '*'", s)
	}
	dot := strings.LastIndexByte(s, '.')
	if dot < 0 {
		return "", "", "", fmt.Errorf("%q: want pkgpath.Type.Field", s)
	}
	rest, field := s[:dot], s[dot+1:]
	dot = strings.LastIndexByte(rest, '.')
	if dot < 0 || strings.LastIndexByte(rest, '/') > dot {
		return "", "", "", fmt.Errorf("%q: want pkgpath.Type.Field", s)
	}
	pkgPath, typ = rest[:dot], rest[dot+1:]
	if err := checkPkgPath(pkgPath); err != nil {
		return "", "", "", fmt.Errorf("%q: %v", s, err)
	}
	if err := checkIdent("type", typ); err != nil {
		return "", "", "", fmt.Errorf("%q: %v", s, err)
	}
	if err := checkIdent("field", field); err != nil {
		return "", "", "", fmt.Errorf("%q: %v", s, err)
	}
	return pkgPath, typ, field, nil
}

// stripTypeParams removes a trailing "[T, U]" from a receiver type.
func stripTypeParams(r string) (string, error) {
	open := strings.IndexByte(r, '[')
	if open < 0 {
		if strings.ContainsRune(r, ']') {
			return "", errors.New("unbalanced brackets in receiver type")
		}
		return r, nil
	}
	if !strings.HasSuffix(r, "]") || strings.Count(r, "[") != 1 || strings.Count(r, "]") != 1 {
		return "", errors.New("unbalanced brackets in receiver type")
	}
	for _, p := range strings.Split(r[open+1:len(r)-1], ",") {
		if err := checkIdent("type parameter", strings.TrimPrefix(p, " ")); err != nil {
			return "", err
		}
	}
	return r[:open], nil
}

// looksLikeType reports whether the last element of a package path ends
// in ".Upper", which is a method written without its receiver
// parentheses ("example.com/pkg.Type" + ".Method").
func looksLikeType(pkgPath string) (string, bool) {
	last := pkgPath[strings.LastIndexByte(pkgPath, '/')+1:]
	dot := strings.LastIndexByte(last, '.')
	if dot < 0 {
		return "", false
	}
	typ := last[dot+1:]
	r, _ := utf8.DecodeRuneInString(typ)
	if !unicode.IsUpper(r) || !token.IsIdentifier(typ) {
		return "", false
	}
	return typ, true
}

func checkIdent(what, s string) error {
	switch {
	case s == "":
		return fmt.Errorf("missing %s name", what)
	case s == "_":
		return fmt.Errorf("%s name %q cannot be referred to", what, s)
	case !token.IsIdentifier(s):
		return fmt.Errorf("%s name %q is not a valid Go identifier", what, s)
	}
	return nil
}

// checkPkgPath checks the syntax of a package path: non-empty elements
// separated by '/', made of letters, digits and "-._~+!".
func checkPkgPath(p string) error {
	if p == "" {
		return errors.New("missing package path")
	}
	for _, elem := range strings.Split(p, "/") {
		if elem == "" {
			return fmt.Errorf("package path %q has an empty element", p)
		}
		if elem == "." || elem == ".." {
			return fmt.Errorf("package path %q has a %q element", p, elem)
		}
		for _, r := range elem {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-._~+!", r) {
				continue
			}
			return fmt.Errorf("package path %q contains invalid character %q", p, r)
		}
	}
	return nil
}
