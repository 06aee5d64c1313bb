package web

import (
	"fmt"
	"os"
	"regexp"
	"testing"

	"shima/engine"
)

// The browser names the seats' colours as the engine does (the games' texts
// and outcomes name seats by engine.SeatColours), and draws every one of them.
func TestSeatColoursMatchTheEngine(t *testing.T) {
	i18n, err := os.ReadFile("src/i18n.ts")
	if err != nil {
		t.Fatal(err)
	}
	css, err := os.ReadFile("src/app.css")
	if err != nil {
		t.Fatal(err)
	}
	for s, c := range engine.SeatColours {
		want := fmt.Sprintf(`colour_%d: { en: %q, ja: %q }`, s, c.EN, c.JA)
		if !regexp.MustCompile(regexp.QuoteMeta(want)).Match(i18n) {
			t.Errorf("src/i18n.ts lacks %s", want)
		}
		if !regexp.MustCompile(fmt.Sprintf(`--seat-%d: #[0-9a-f]{6};`, s)).Match(css) {
			t.Errorf("src/app.css gives seat %d no colour", s)
		}
	}
	if regexp.MustCompile(fmt.Sprintf(`colour_%d:`, len(engine.SeatColours))).Match(i18n) {
		t.Errorf("src/i18n.ts names more colours than the engine's %d", len(engine.SeatColours))
	}
}
