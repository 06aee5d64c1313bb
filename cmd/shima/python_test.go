package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"testing"
)

// python3 is Debian's python3 (what CI installs), else the first on PATH.
// Without one the Python tests are skipped, unless SHIMA_CI is set: then
// they fail.
func python3(t *testing.T) string {
	if _, err := os.Stat("/usr/bin/python3"); err == nil {
		return "/usr/bin/python3"
	}
	if p, err := exec.LookPath("python3"); err == nil {
		return p
	}
	if os.Getenv("SHIMA_CI") != "" {
		t.Fatal("no python3: install it (apt-get install python3)")
	}
	t.Skip("no python3: install it (apt-get install python3) to run the Python client's tests")
	return ""
}

// TestPythonClient builds shima and runs the tests of the Python client
// (python/test_shima_engine.py), which check the engine protocol's replies
// and refusals through it and play a whole game of every title.
func TestPythonClient(t *testing.T) {
	py := python3(t)
	bin := filepath.Join(t.TempDir(), "shima")
	if out, err := exec.Command("go", "build", trimpath(), "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	dir, err := filepath.Abs("../../python")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, "-m", "unittest", "-v")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SHIMA="+bin, "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("python3 -m unittest: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}

// trimpath is -trimpath=true where this test binary was built with it (as
// README's test command does), so that go build finds the packages it was
// built from in the build cache rather than compiling them again.
func trimpath() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			if s.Key == "-trimpath" {
				return "-trimpath=" + s.Value
			}
		}
	}
	return "-trimpath=false"
}
