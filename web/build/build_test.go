package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// TestDistUpToDate checks that the committed bundle is what the sources
// build to: a changed source with a stale bundle fails here.
func TestDistUpToDate(t *testing.T) {
	want, err := Build("../src")
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir("../dist")
	if err != nil {
		t.Fatal(err)
	}
	var have []string
	for _, e := range entries {
		have = append(have, e.Name())
		got, err := os.ReadFile(filepath.Join("../dist", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if w, ok := want[e.Name()]; !ok {
			t.Errorf("web/dist/%s is not part of the bundle", e.Name())
		} else if !bytes.Equal(got, w) {
			t.Errorf("web/dist/%s is stale", e.Name())
		}
	}
	for name := range want {
		if _, err := os.Stat(filepath.Join("../dist", name)); err != nil {
			t.Errorf("web/dist/%s is missing", name)
		}
	}
	if t.Failed() {
		sort.Strings(have)
		t.Log("run `go generate ./web` and commit web/dist; it holds", have)
	}
}

// TestBuildIsDeterministic builds twice and expects the same bytes.
func TestBuildIsDeterministic(t *testing.T) {
	a, err := Build("../src")
	if err != nil {
		t.Fatal(err)
	}
	b, err := Build("../src")
	if err != nil {
		t.Fatal(err)
	}
	for name := range a {
		if !bytes.Equal(a[name], b[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
}
