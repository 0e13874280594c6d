// Package msgs: generated-style messages with getters, in a package that
// imports nothing idemlint models (so it has no summaries).
package msgs

type Create struct {
	Id   string
	Body string
}

func (x *Create) GetId() string {
	if x != nil {
		return x.Id
	}
	return ""
}

func (x *Create) GetBody() string {
	if x != nil {
		return x.Body
	}
	return ""
}
