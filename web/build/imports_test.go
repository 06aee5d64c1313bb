package main

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// importFrom finds a module's relative imports and re-exports, type-only
// ones too (esbuild drops those, so the bundle cannot show them), over lines.
var importFrom = regexp.MustCompile(`(?m)^(?:import|export)\b[^;]*?\bfrom\s+"(\.[^"]*)"|^import\s+"(\.[^"]*)"`)

// TestNoImportCycles checks that no module of the client imports, through
// others, itself: a type two modules share belongs to one of them (or to a
// third), so that dependencies point one way.
func TestNoImportCycles(t *testing.T) {
	const src = "../src"
	deps := map[string][]string{}
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".ts") {
			return err
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		name, _ := filepath.Rel(src, path)
		for _, m := range importFrom.FindAllStringSubmatch(string(text), -1) {
			rel := m[1] + m[2]
			dep := filepath.Join(filepath.Dir(name), rel)
			if !strings.HasSuffix(dep, ".ts") {
				dep += ".ts"
			}
			deps[name] = append(deps[name], dep)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(deps) < 10 {
		t.Fatalf("found imports in only %d modules of %s", len(deps), src)
	}
	names := make([]string, 0, len(deps))
	for name := range deps {
		names = append(names, name)
	}
	sort.Strings(names)
	const (
		open = 1
		done = 2
	)
	state := map[string]int{}
	var path []string
	var visit func(string)
	visit = func(m string) {
		state[m] = open
		path = append(path, m)
		for _, d := range deps[m] {
			switch state[d] {
			case open:
				i := len(path) - 1
				for path[i] != d {
					i--
				}
				t.Errorf("import cycle: %s -> %s", strings.Join(path[i:], " -> "), d)
			case 0:
				visit(d)
			}
		}
		path = path[:len(path)-1]
		state[m] = done
	}
	for _, name := range names {
		if state[name] == 0 {
			visit(name)
		}
	}
}
