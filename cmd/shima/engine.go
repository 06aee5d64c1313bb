package main

import (
	"context"
	"flag"

	"shima/engine"
	"shima/enginewire"
)

// runEngine is "engine": the engine protocol (enginewire/PROTOCOL.md) on
// standard input and output, until standard input ends.
func runEngine(ctx context.Context, args []string, e *env) error {
	fs := flag.NewFlagSet("engine", flag.ContinueOnError)
	langFlag(fs, e)
	pos, err := parseFlags(fs, args, e)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return engine.Reject("usage: shima engine [--lang ja|en]", "使い方: shima engine [--lang ja|en]")
	}
	in, done := enginewire.Input(e.stdin)
	defer done()
	return enginewire.NewServer(e.lang).Serve(ctx, in, e.stdout)
}
