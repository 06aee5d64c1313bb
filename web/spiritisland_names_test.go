package web

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// Every land filter a power card or a growth option carries in Spirit
// Island's data has a name in both languages in the browser, which would
// otherwise show the data's key.
func TestSpiritIslandFilterNames(t *testing.T) {
	text, err := os.ReadFile("src/games/spiritisland-text.ts")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile(`(?s)const filters: Record<string, Named> = \{(.*?)\n\};`).FindSubmatch(text)
	if block == nil {
		t.Fatal("no filters in src/games/spiritisland-text.ts")
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^\s*"?([a-z-]+)"?: \{ en: "[^"]+", ja: "[^"]+" \},`).FindAllSubmatch(block[1], -1) {
		named[string(m[1])] = true
	}
	files, _ := filepath.Glob("../games/spiritisland/data/*.json")
	used := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, list := range regexp.MustCompile(`"filter": *\[([^\]]*)\]`).FindAllSubmatch(data, -1) {
			for _, key := range regexp.MustCompile(`"([^"]+)"`).FindAllSubmatch(list[1], -1) {
				used++
				if !named[string(key[1])] {
					t.Errorf("%s: the filter %q has no name in the browser", filepath.Base(f), key[1])
				}
			}
		}
	}
	if used == 0 {
		t.Fatal("no filters found in the data")
	}
}
