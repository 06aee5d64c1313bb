package web

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every kind of event a game lists in its EVENTS.md has an icon in
// src/events.ts, so that none shows the fallback "•" in the strip, the log
// and the floats.
func TestEveryEventKindHasAnIcon(t *testing.T) {
	src, err := os.ReadFile("src/events.ts")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)\nconst icons: Record<string, string> = \{\n(.*?)\n\};`).FindSubmatch(src)
	if m == nil {
		t.Fatal("src/events.ts has no icons map")
	}
	icons := map[string]bool{}
	for _, k := range regexp.MustCompile(`(?m)^  "?([a-z-]+)"?:`).FindAllSubmatch(m[1], -1) {
		icons[string(k[1])] = true
	}
	docs, err := filepath.Glob("../games/*/EVENTS.md")
	if err != nil || len(docs) == 0 {
		t.Fatalf("no games/*/EVENTS.md: %v", err)
	}
	for _, doc := range docs {
		kinds := eventKinds(t, doc)
		if len(kinds) == 0 {
			t.Errorf("%s: no kinds read from its tables", doc)
		}
		for _, k := range kinds {
			if !icons[k] {
				t.Errorf("%s: kind %q has no icon in src/events.ts", doc, k)
			}
		}
	}
}

// eventKinds reads the kinds an EVENTS.md lists: the backquoted words of the
// first cell of each row of a table headed "| kind | when |" (a note in
// parentheses, "`discard` (retell)", aside).
func eventKinds(t *testing.T, doc string) []string {
	t.Helper()
	f, err := os.Open(doc)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	quoted, note := regexp.MustCompile("`([a-z-]+)`"), regexp.MustCompile(`\([^)]*\)`)
	var kinds []string
	in := false
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := sc.Text()
		if !strings.HasPrefix(line, "|") {
			in = false
			continue
		}
		cells := strings.Split(line, "|")
		first := strings.TrimSpace(cells[1])
		switch {
		case len(cells) > 2 && strings.EqualFold(first, "kind") && strings.EqualFold(strings.TrimSpace(cells[2]), "when"):
			in = true
		case in && !strings.HasPrefix(first, "---"):
			for _, k := range quoted.FindAllStringSubmatch(note.ReplaceAllString(first, ""), -1) {
				kinds = append(kinds, k[1])
			}
		}
	}
	return kinds
}
