// Package chromium finds the Chromium that browser tests drive.
//
// It prefers chromium-headless-shell, Chromium's headless build for
// automation (Debian: apt-get install chromium-headless-shell): on 2 cores a
// fresh page costs it about 0.4 seconds of processor time where the full
// browser's headless mode spends about 2, and the browser tests open many
// fresh pages. Without either a test is skipped, unless SHIMA_CI is set:
// then it fails, because CI must not skip.
package chromium

import (
	"os"
	"os/exec"
	"testing"
)

// names are the commands tried, the cheapest first.
var names = []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"}

// Path returns the path of the Chromium to drive, or skips (fails under
// SHIMA_CI) t when there is none.
func Path(t testing.TB) string {
	t.Helper()
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("SHIMA_CI") != "" {
		t.Fatal("no Chromium: CI must install it (apt-get install chromium-headless-shell)")
	}
	t.Skip("no Chromium: install it (apt-get install chromium-headless-shell, or chromium) to run the browser tests")
	return ""
}
