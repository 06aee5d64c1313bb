// Package long tells a test whether this run makes the long runs: the
// conformance suites over every seed and step, many random games, whole
// games played in the browser. Plain `go test ./...` is lean, for a person
// waiting on a change; with SHIMA_LONG set (SHIMA_LONG=1, as .ci/run
// sets it) the long runs are made too.
package long

import "os"

// On reports whether SHIMA_LONG asks for the long runs.
func On() bool { return os.Getenv("SHIMA_LONG") != "" }

// Count is n in the long runs and everyday otherwise.
func Count(everyday, n int) int {
	if On() {
		return n
	}
	return everyday
}
