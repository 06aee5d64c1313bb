package spiritisland

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
)

// The land filters: on board A with A1 blighted, a dahan in A2, an
// explorer in A3, a city in A6 and a dahan and a town in A7 (A1-A3 are
// coastal), each filter passes exactly the lands listed. Every filter the
// data files name is known to the loader and has its case here.
func TestTargetFilters(t *testing.T) {
	want := map[string]string{
		"dahan":             "A2 A7",
		"invaders":          "A3 A6 A7",
		"blight":            "A1",
		"no-blight":         "A2 A3 A4 A5 A6 A7 A8",
		"no-invaders":       "A1 A2 A4 A5 A8",
		"coastal":           "A1 A2 A3",
		"inland":            "A4 A5 A6 A7 A8",
		"dahan-or-invaders": "A2 A3 A6 A7",
	}
	for _, name := range dataFilterNames(t) {
		if _, ok := filterNames[name]; !ok {
			t.Errorf("the data's land filter %q is unknown to the loader", name)
		}
		if _, ok := want[name]; !ok {
			t.Errorf("the data's land filter %q has no case here", name)
		}
	}
	st := bareGame(t, lightning, "A")
	place(t, st, "A1: 1 blight; A2: 1 dahan; A3: 1 explorer; A6: 1 city; A7: 1 dahan, 1 town")
	for _, f := range targetFilters {
		var got []string
		for n := 1; n <= 8; n++ {
			if l := LandAt(0, n); st.passes(l, Target{Filter: f.bit}) {
				got = append(got, st.island.Name(l))
			}
		}
		if g := strings.Join(got, " "); g != want[f.name] {
			t.Errorf("filter %q passes %s, want %s", f.name, g, want[f.name])
		}
	}
}

// Every land filter bit has its name and test, in the order of the bits
// (passes finds a bit's test by its position).
func TestTargetFiltersComplete(t *testing.T) {
	for i, f := range targetFilters {
		if f.bit != 1<<i || f.holds == nil || f.name == "" {
			t.Errorf("filter %d: bit %b, name %q, test %v", i, f.bit, f.name, f.holds != nil)
		}
	}
	if last := LandFilter(1) << (len(targetFilters) - 1); last != WithDahanOrInvaders {
		t.Errorf("the last filter's bit is %b, not WithDahanOrInvaders's", last)
	}
}

// dataFilterNames lists every land filter named in the data files (a
// "filter" list anywhere in them), each once.
func dataFilterNames(t *testing.T) []string {
	t.Helper()
	seen := map[string]bool{}
	var names []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, w := range v {
				if list, ok := w.([]any); ok && k == "filter" {
					for _, n := range list {
						if s, _ := n.(string); !seen[s] {
							seen[s] = true
							names = append(names, s)
						}
					}
				}
				walk(w)
			}
		case []any:
			for _, w := range v {
				walk(w)
			}
		}
	}
	files, err := fs.Glob(dataFS, "data/*.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := fs.ReadFile(dataFS, f)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		walk(v)
	}
	if len(names) == 0 {
		t.Fatal("no land filter found in the data")
	}
	return names
}
