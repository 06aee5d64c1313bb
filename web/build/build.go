package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

// Build bundles the client in srcDir (main.ts, app.css, index.html) and
// returns the files of dist by name. The same sources give the same bytes.
func Build(srcDir string) (map[string][]byte, error) {
	abs, err := filepath.Abs(srcDir)
	if err != nil {
		return nil, err
	}
	res := api.Build(api.BuildOptions{
		AbsWorkingDir: abs,
		EntryPointsAdvanced: []api.EntryPoint{
			{InputPath: "./main.ts", OutputPath: "app"},
			{InputPath: "./app.css", OutputPath: "app"},
		},
		Outdir:            filepath.Join(abs, "out"), // names only: nothing is written
		Write:             false,
		Bundle:            true,
		Platform:          api.PlatformBrowser,
		Format:            api.FormatIIFE,
		Target:            api.ES2020,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		Charset:           api.CharsetUTF8,
		LegalComments:     api.LegalCommentsNone,
		LogLevel:          api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return nil, errors.New(strings.Join(msgs, ""))
	}
	files := map[string][]byte{}
	for _, f := range res.OutputFiles {
		files[filepath.Base(f.Path)] = f.Contents
	}
	for _, name := range []string{"app.js", "app.css"} {
		if files[name] == nil {
			return nil, fmt.Errorf("esbuild made no %s", name)
		}
	}
	index, err := os.ReadFile(filepath.Join(abs, "index.html"))
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"app.js", "app.css"} {
		index = bytes.ReplaceAll(index, []byte("{{"+name+"}}"), []byte(Version(files[name])))
	}
	files["index.html"] = index
	return files, nil
}

// Version names a file's content in its URL (/assets/app.js?v=…); web.Handler
// computes the same to know when a request may be cached for good.
func Version(content []byte) string {
	sum := sha256.Sum256(content)
	return hex.EncodeToString(sum[:6])
}

// Write puts files into dir and removes any other file there, so that dir
// holds exactly the bundle.
func Write(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), content, 0o644); err != nil {
			return err
		}
	}
	old, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range old {
		if _, ok := files[e.Name()]; !ok {
			if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}
