package main

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"strings"

	"shima/bot"
	"shima/engine"
	"shima/tui"
)

func runPlay(ctx context.Context, args []string, e *env) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	langFlag(fs, e)
	seats := fs.String("seats", "me,mcts,greedy", "comma-separated seats in turn order: me (a person at this terminal) or a bot")
	seed := fs.Uint64("seed", 0, "random seed (default: a fresh one, shown at the end)")
	opts := optionsFlag(fs)
	pos, err := parseFlags(fs, args, e)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return engine.Reject("usage: shima play GAME --seats me,mcts,greedy", "使い方: shima play GAME --seats me,mcts,greedy")
	}
	if *seed == 0 {
		var b [8]byte
		_, _ = crand.Read(b[:])
		*seed = binary.LittleEndian.Uint64(b[:])
	}
	specs := strings.Split(*seats, ",")
	st, err := engine.NewState(pos[0], engine.Config{Seats: len(specs), Seed: *seed, Options: opts})
	if err != nil {
		return err
	}
	table := &tui.Table{In: e.stdin, Out: e.stdout, Lang: e.lang}
	for i, spec := range specs {
		p := tui.Player{}
		if spec = strings.TrimSpace(spec); spec != "me" && spec != "human" {
			if p.Bot, err = bot.New(spec, *seed+uint64(i)+1); err != nil {
				return err
			}
		}
		table.Players = append(table.Players, p)
		table.Names = append(table.Names, engine.SeatName(st, engine.Seat(i), e.lang))
	}
	err = table.Play(ctx, st)
	fmt.Fprintf(e.stdout, e.lang.Pick("seed %d (replay with --seed %d)\n", "シード%d(--seed %dで同じゲームを再現できます)\n"), *seed, *seed)
	if errors.Is(err, tui.ErrQuit) {
		return nil
	}
	return err
}
