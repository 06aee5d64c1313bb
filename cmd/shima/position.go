package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"shima/engine"
)

// runPosition dispatches the position subcommands. Their forms are stable:
// scripts and tests drive games with them.
func runPosition(ctx context.Context, args []string, e *env) error {
	if len(args) == 0 {
		return engine.Reject("position needs a subcommand: new, show, legal, apply, outcome or best",
			"positionにはサブコマンド(new、show、legal、apply、outcome、best)が必要です")
	}
	fs := flag.NewFlagSet("position "+args[0], flag.ContinueOnError)
	langFlag(fs, e)
	seat := fs.Int("seat", -1, "the seat that acts or looks (default: the seat to move)")
	switch args[0] {
	case "new":
		players := fs.Int("players", 0, "number of players")
		seed := fs.Uint64("seed", 0, "random seed")
		opts := optionsFlag(fs)
		pos, err := parseFlags(fs, args[1:], e)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			return engine.Reject("usage: shima position new GAME --players N --seed S", "使い方: shima position new GAME --players N --seed S")
		}
		st, err := engine.NewState(pos[0], engine.Config{Seats: *players, Seed: *seed, Options: opts})
		if err != nil {
			return err
		}
		return writePosition(e.stdout, st)
	case "show", "legal", "outcome":
		pos, err := parseFlags(fs, args[1:], e)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			return engine.Rejectf("usage: shima position %s FILE", "使い方: shima position %s FILE", args[0])
		}
		st, err := readPosition(pos[0], e.stdin)
		if err != nil {
			return err
		}
		switch args[0] {
		case "show":
			s := engine.Spectator
			if *seat >= 0 {
				s = engine.Seat(*seat)
			}
			_, err = io.WriteString(e.stdout, st.View(s).Text(e.lang))
			return err
		case "legal":
			s, err := actingSeat(st, *seat)
			if err != nil {
				return err
			}
			for _, a := range st.Legal(s, nil) {
				fmt.Fprintln(e.stdout, st.Describe(a, e.lang))
			}
			return nil
		}
		return writeOutcome(e, st)
	case "best":
		return positionBest(ctx, fs, args[1:], seat, e)
	case "apply":
		events := fs.Bool("events", false, "print the events the action caused (JSON lines), not the new position")
		viewer := fs.Int("viewer", -2, "with --events: the seat whose view of the events to print, -1 a spectator's (default: the acting seat)")
		pos, err := parseFlags(fs, args[1:], e)
		if err != nil {
			return err
		}
		if len(pos) != 2 {
			return engine.Reject(`usage: shima position apply FILE "ACTION" [--seat N] [--events [--viewer N]]`,
				`使い方: shima position apply FILE "ACTION" [--seat N] [--events [--viewer N]]`)
		}
		st, err := readPosition(pos[0], e.stdin)
		if err != nil {
			return err
		}
		s, err := actingSeat(st, *seat)
		if err != nil {
			return err
		}
		a, err := engine.ParseFor(st, st.Legal(s, nil), pos[1])
		if err != nil {
			return err
		}
		if !*events {
			if err := st.Apply(s, a); err != nil {
				return err
			}
			return writePosition(e.stdout, st)
		}
		if *viewer == -2 {
			*viewer = int(s)
		}
		if *viewer < -1 || *viewer >= st.Seats() {
			return engine.Rejectf("--viewer must be a seat from 0 to %d, or -1 for a spectator", "--viewerは0〜%dの席か、観戦者の-1です", st.Seats()-1)
		}
		caused, err := engine.ApplyEvents(st, s, a)
		if err != nil {
			return err
		}
		return writeEvents(e, engine.Seen(caused, engine.Seat(*viewer)))
	}
	return engine.Rejectf("unknown position subcommand %q (new, show, legal, apply, outcome, best)",
		"positionのサブコマンド「%s」はありません(new、show、legal、apply、outcome、best)", args[0])
}

// writeEvents prints events one JSON object a line (engine.Line), the seats
// named by colour.
func writeEvents(e *env, events []engine.Event) error {
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	for _, ev := range events {
		line := ev.In(e.lang)
		line.Text = engine.ColourSeats(ev.Text).In(e.lang)
		if err := enc.Encode(line); err != nil {
			return err
		}
	}
	return nil
}

// readPosition loads a position from a file, or from stdin for "-".
func readPosition(name string, stdin io.Reader) (engine.State, error) {
	var data []byte
	var err error
	if name == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, engine.Rejectf("cannot read the position: %v", "局面を読めません: %v", err)
	}
	return engine.LoadPosition(data)
}

// writePosition prints st's position with one field per line, small values
// kept on their line and lists of objects one object per line, so that
// positions are easy to read, diff and edit by hand.
func writePosition(w io.Writer, st engine.State) error {
	raw, err := st.MarshalJSON()
	if err != nil {
		return err
	}
	var fields []struct {
		key string
		val json.RawMessage
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil { // the opening brace
		return err
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return err
		}
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return err
		}
		fields = append(fields, struct {
			key string
			val json.RawMessage
		}{fmt.Sprint(key), val})
	}
	var out bytes.Buffer
	out.WriteString("{\n")
	for i, f := range fields {
		k, _ := json.Marshal(f.key)
		fmt.Fprintf(&out, "  %s: ", k)
		var items []json.RawMessage
		if json.Unmarshal(f.val, &items) == nil && len(items) > 0 && items[0][0] == '{' {
			out.WriteString("[\n")
			for j, it := range items {
				fmt.Fprintf(&out, "    %s", it)
				if j < len(items)-1 {
					out.WriteByte(',')
				}
				out.WriteByte('\n')
			}
			out.WriteString("  ]")
		} else {
			out.Write(f.val)
		}
		if i < len(fields)-1 {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	out.WriteString("}\n")
	_, err = out.WriteTo(w)
	return err
}

// actingSeat is the seat given with --seat, or the first seat to move.
func actingSeat(st engine.State, seat int) (engine.Seat, error) {
	movers := st.ToMove()
	if seat >= 0 {
		return engine.Seat(seat), nil
	}
	if len(movers) == 0 {
		return 0, engine.Reject("the game is over: nobody is to move", "ゲームは終了しています。手番の人はいません")
	}
	return movers[0], nil
}

// writeOutcome prints each seat's score and rank, the winners and how the game ended.
func writeOutcome(e *env, st engine.State) error {
	if !st.Over() {
		return engine.Reject("the game is not over yet", "ゲームはまだ終わっていません")
	}
	o := st.Outcome()
	for s := range o.Scores {
		won := ""
		if o.Reward(engine.Seat(s)) > 0 {
			won = e.lang.Pick("  winner", "  勝ち")
		}
		fmt.Fprintf(e.stdout, e.lang.Pick("seat %d: %g points, place %d%s\n", "席%d: %g点、%d位%s\n"), s, o.Scores[s], o.Ranks[s], won)
	}
	_, err := fmt.Fprintln(e.stdout, engine.ColourSeats(o.Reason).In(e.lang))
	return err
}
