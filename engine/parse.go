package engine

import (
	"slices"
	"strings"
)

// ParseFor reads text as one of legal, the actions of the seat that typed
// it: the action st.Parse reads if it is one of them; else the one legal
// action whose text, in either language, is what was typed followed by a
// bracket or colon ("growth 2" for "growth 2 (blue): …", where several
// seats decide at once and each has a growth 2). Otherwise it returns
// st.Parse's answer, which Apply will refuse with its reason. An action is
// never guessed from the start of its text ("islands 3" is not "islands 3
// and 5").
func ParseFor(st State, legal []Action, text string) (Action, error) {
	a, err := st.Parse(text)
	if err == nil && slices.Contains(legal, a) {
		return a, nil
	}
	typed := Normalize(text)
	found, n := Action(0), 0
	for _, b := range legal {
		for _, lang := range Langs {
			d := Normalize(st.Describe(b, lang))
			if rest, ok := strings.CutPrefix(d, typed); ok && annotation(rest) {
				if n == 0 || found != b {
					found, n = b, n+1
				}
				break
			}
		}
	}
	if n == 1 {
		return found, nil
	}
	return a, err
}

// annotation reports whether rest, what an action's text adds after what
// was typed, is only an annotation: a bracket or a colon.
func annotation(rest string) bool {
	for _, p := range []string{" (", "(", "（", ":", " :"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}
