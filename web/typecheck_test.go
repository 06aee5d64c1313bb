package web

import (
	"os"
	"os/exec"
	"testing"
)

// TestTypeScript type-checks src with the pinned TypeScript (package.json).
// It needs node and `npm ci` run in web/; without them it skips, unless
// SHIMA_CI is set.
func TestTypeScript(t *testing.T) {
	t.Parallel() // beside the browser tests: tsc is a process of its own
	npx, err := exec.LookPath("npx")
	if err == nil {
		_, err = os.Stat("node_modules/typescript")
	}
	if err != nil {
		if os.Getenv("SHIMA_CI") != "" {
			t.Fatalf("TypeScript is not installed (%v): run `cd web && npm ci`", err)
		}
		t.Skipf("TypeScript is not installed (%v): run `cd web && npm ci`", err)
	}
	out, err := exec.Command(npx, "--no", "--", "tsc", "--noEmit", "-p", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("tsc: %v\n%s", err, out)
	}
}
