package engine

import (
	"errors"
	"fmt"
)

// ErrIllegal is what every Rejection matches with errors.Is: the action or
// input broke a rule and changed nothing.
var ErrIllegal = errors.New("illegal")

// Rejection is the error a game returns for an illegal action or bad input.
// It carries the reason in each language so that people read it in theirs.
type Rejection struct {
	Reason Text
}

// Reject makes a Rejection from the reason in English and Japanese.
func Reject(en, ja string) error { return &Rejection{Reason: Text{EN: en, JA: ja}} }

// Error returns the English reason.
func (r *Rejection) Error() string { return r.Reason.EN }

// Is makes errors.Is(r, ErrIllegal) true.
func (r *Rejection) Is(target error) bool { return target == ErrIllegal }

// Explain returns err's reason in lang when it is (or wraps) a Rejection, and
// err's own text otherwise.
func Explain(err error, lang Lang) string {
	var r *Rejection
	if errors.As(err, &r) {
		return r.Reason.In(lang)
	}
	return err.Error()
}

// Rejectf makes a Rejection from an English and a Japanese format that take
// the same arguments; an argument that is a Text is given in each format's
// language (a colour name: "red" and "赤").
func Rejectf(en, ja string, args ...any) error {
	return &Rejection{Reason: Text{EN: fmt.Sprintf(en, inLang(args, EN)...), JA: fmt.Sprintf(ja, inLang(args, JA)...)}}
}

// inLang returns args with every Text among them in lang.
func inLang(args []any, lang Lang) []any {
	out := make([]any, len(args))
	for i, a := range args {
		if t, ok := a.(Text); ok {
			a = t.In(lang)
		}
		out[i] = a
	}
	return out
}
