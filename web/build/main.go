// Command build bundles shima's browser client from web/src into web/dist
// with esbuild: app.js and app.css minified, and index.html naming them with
// a version so that browsers may keep them for good. `go generate ./web`
// runs it from web/; the bundle is committed so that go:embed works on a
// fresh clone, and TestDistUpToDate fails when it is stale.
//
// It is a command of its own, not part of package web, so that esbuild is
// linked into this tool only and never into the shima binary.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	src := flag.String("src", "src", "the client's sources")
	out := flag.String("out", "dist", "where the bundle goes")
	flag.Parse()
	files, err := Build(*src)
	if err == nil {
		err = Write(*out, files)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}
