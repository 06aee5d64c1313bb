package main

import (
	"strings"
	"testing"
)

// "shima engine" answers each request line with one reply line until its
// input ends, in the language --lang sets.
func TestEngine(t *testing.T) {
	in := `{"op":"hello","id":1}` + "\n" + `{"op":"new","title":"micronesia","players":3,"legal":"text"}` + "\n"
	code, out, errOut := shima(t, in, "engine", "--lang", "ja")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || errOut != "" || len(lines) != 2 || !strings.HasPrefix(lines[0], `{"id":1,"protocol":"shima-engine"`) || !strings.Contains(lines[1], "の島") {
		t.Errorf("engine: %d %q %q", code, out, errOut)
	}
	if code, _, errOut := shima(t, "", "engine", "extra"); code != 1 || !strings.Contains(errOut, "usage: shima engine") {
		t.Errorf("engine extra: %d %q", code, errOut)
	}
}
