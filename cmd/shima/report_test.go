package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// shima sim --report writes a page of charts beside the table, or an SVG
// summary in place of it; shima report draws the runs sim wrote as JSON on
// one page.
func TestSimReport(t *testing.T) {
	dir := t.TempDir()
	page, a := filepath.Join(dir, "report.html"), filepath.Join(dir, "a.json")
	code, table, errOut := shima(t, "", "sim", "spiritisland", "--bots", "greedy,greedy", "--games", "2", "--workers", "1", "--out", a, "--report", page)
	if code != 0 || !strings.Contains(table, "The team (greedy, greedy)") {
		t.Fatalf("sim --report: %d %q %s", code, table, errOut)
	}
	if html, err := os.ReadFile(page); err != nil || !strings.Contains(string(html), "Team win rate, and by part played (spirit)") {
		t.Fatalf("the page: %v %.200s", err, html)
	}

	code, svg, errOut := shima(t, "", "sim", "spiritisland", "--bots", "greedy", "--players", "1", "--games", "2", "--workers", "1", "--report", "-", "--lang", "ja")
	if code != 0 || !strings.HasPrefix(svg, "<svg") || !strings.HasSuffix(svg, "</svg>\n") || !strings.Contains(svg, "チームの勝率") {
		t.Fatalf("sim --report -: %d %.200q %s", code, svg, errOut)
	}

	b := filepath.Join(dir, "b.json")
	if code, _, errOut := shima(t, "", "sim", "spiritisland", "--bots", "greedy", "--players", "1", "--games", "2", "--workers", "1", "--out", b); code != 0 {
		t.Fatalf("sim: %s", errOut)
	}
	both := filepath.Join(dir, "both.html")
	if code, _, errOut := shima(t, "", "report", a, b, "-o", both); code != 0 {
		t.Fatalf("report: %s", errOut)
	}
	if html, err := os.ReadFile(both); err != nil || !strings.Contains(string(html), "Team win rate by number of players") {
		t.Fatalf("the page of two runs: %v %.200s", err, html)
	}
	if code, _, errOut := shima(t, "", "report", page); code == 0 || !strings.Contains(errOut, "shima sim --out") {
		t.Errorf("report of a page, not JSON: %d %s", code, errOut)
	}
}
