// Package tui plays a game in a terminal: people type or pick numbered
// actions, bots move by themselves, and the table is drawn after each move.
package tui

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"shima/bot"
	"shima/engine"
)

// ErrQuit is returned when a person quits before the end.
var ErrQuit = errors.New("quit")

// Player sits at one seat: a person when Bot is nil.
type Player struct {
	Bot bot.Bot
}

// Table is a terminal game between people and bots.
type Table struct {
	In      io.Reader
	Out     io.Writer
	Lang    engine.Lang
	Players []Player
	// Names gives each seat's name as the game's texts say it (e.g. a colour).
	Names []string
}

func (t *Table) say(en, ja string, args ...any) {
	fmt.Fprintf(t.Out, t.Lang.Pick(en, ja), args...)
}

// Play runs st to the end and shows the outcome. The seats without a bot
// are marked as people's for the bots (engine.People).
func (t *Table) Play(ctx context.Context, st engine.State) error {
	var people []engine.Seat
	for s, p := range t.Players {
		if p.Bot == nil {
			people = append(people, engine.Seat(s))
		}
	}
	engine.SetPeople(st, people)
	in := bufio.NewScanner(t.In)
	shown := false
	for !st.Over() {
		if err := ctx.Err(); err != nil {
			return err
		}
		seat := st.ToMove()[0]
		p := t.Players[seat]
		if p.Bot != nil {
			a := p.Bot.Choose(st, seat)
			text := st.Describe(a, t.Lang)
			if engine.IsSecret(st, a, seat) {
				text = engine.SecretChoice.In(t.Lang)
			}
			events, err := engine.ApplyEvents(st, seat, a)
			if err != nil {
				return fmt.Errorf("bot %s: %w", p.Bot.Name(), err)
			}
			t.tell(seat, t.name(seat)+" ("+p.Bot.Name()+")", text, events)
			shown = false
			continue
		}
		if !shown {
			fmt.Fprintf(t.Out, "\n%s", st.View(seat).Text(t.Lang))
		}
		shown = true
		legal := st.Legal(seat, nil)
		t.say("%s, choose (number or text; ? help, q quit):\n", "%sの番です。番号か行動を入力してください(?で説明、qで終了):\n", t.name(seat))
		t.list(st, legal)
		fmt.Fprint(t.Out, "> ")
		if !in.Scan() {
			return ErrQuit
		}
		line := strings.TrimSpace(in.Text())
		switch strings.ToLower(line) {
		case "q", "quit", "exit":
			return ErrQuit
		case "", "?", "help":
			t.say("Type the number of an action, or its text (e.g. %q). The table is shown again after each move.\n",
				"行動の番号か、その文(例:「%s」)を入力してください。\n", st.Describe(legal[0], t.Lang))
			shown = false
			continue
		}
		a, err := choose(st, legal, line)
		var events []engine.Event
		text := st.Describe(a, t.Lang)
		if err == nil {
			events, err = engine.ApplyEvents(st, seat, a)
		}
		if err != nil {
			t.say("Not possible: %s\n", "できません: %s\n", engine.Explain(err, t.Lang))
			continue
		}
		t.tell(seat, t.name(seat), text, events)
		shown = false
	}
	fmt.Fprintf(t.Out, "\n%s", st.View(engine.Spectator).Text(t.Lang))
	o := st.Outcome()
	for s := range o.Scores {
		who := t.name(engine.Seat(s))
		if t.Players[s].Bot != nil {
			who += " (" + t.Players[s].Bot.Name() + ")"
		}
		t.say("  %d. %s  %g points\n", "  %d位 %s  %g点\n", o.Ranks[s], who, o.Scores[s])
	}
	return nil
}

// tell prints a move by who, and below it what the move caused as the
// table may see it: the one person's events when a single person plays,
// else only what a spectator sees (the screen is shared). An event that
// retells the move takes the place of its text; details are indented under
// their heading.
func (t *Table) tell(seat engine.Seat, who, text string, events []engine.Event) {
	viewer := engine.Spectator
	people := 0
	for s, p := range t.Players {
		if p.Bot == nil {
			people++
			viewer = engine.Seat(s)
		}
	}
	if people != 1 {
		viewer = engine.Spectator
	}
	events = engine.Seen(events, viewer)
	if len(events) > 0 && events[0].Retell {
		// In the board's words, without the mover's name it begins with.
		text = t.named(events[0].Text)
		if rest, ok := ownWords(events[0].Text.In(t.Lang), seat); ok {
			text = t.named(engine.T(rest, rest))
			text = strings.ToLower(text[:1]) + text[1:] // a verb after the name, not a sentence
		}
		events = events[1:]
	}
	fmt.Fprintf(t.Out, "%s: %s\n", who, text)
	for _, e := range events {
		indent := "  "
		if e.Detail {
			indent = "    "
		}
		fmt.Fprintf(t.Out, "%s%s\n", indent, t.named(e.Text))
	}
}

// ownWords strips the mover's name a retold move begins with ("{seat 0}
// places…", "{seat 0}が…を置く"): the line names the mover already.
func ownWords(text string, seat engine.Seat) (string, bool) {
	for _, head := range []string{engine.SeatMark(seat) + " ", engine.SeatMark(seat) + "が"} {
		if rest, ok := strings.CutPrefix(text, head); ok {
			return rest, true
		}
	}
	return text, false
}

// named gives text in the table's language with its seats named.
func (t *Table) named(text engine.Text) string {
	return engine.NameSeats(text, func(s engine.Seat, _ engine.Lang) string { return t.name(s) }).In(t.Lang)
}

// list prints the numbered choices, in three columns when there are many.
func (t *Table) list(st engine.State, legal []engine.Action) {
	cols := 1
	if len(legal) > 8 {
		cols = 3
	}
	rows := (len(legal) + cols - 1) / cols
	width := 0
	texts := make([]string, len(legal))
	for i, a := range legal {
		texts[i] = fmt.Sprintf("%2d. %s", i+1, st.Describe(a, t.Lang))
		width = max(width, engine.Width(texts[i]))
	}
	for r := range rows {
		line := " "
		for c := range cols {
			if i := c*rows + r; i < len(texts) {
				line += " " + engine.PadRight(texts[i], width+2)
			}
		}
		fmt.Fprintln(t.Out, strings.TrimRight(line, " "))
	}
}

// choose reads a numbered choice or an action's text.
func choose(st engine.State, legal []engine.Action, line string) (engine.Action, error) {
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(legal) {
			return 0, engine.Rejectf("choose a number from 1 to %d", "1〜%dの番号を選んでください", len(legal))
		}
		return legal[n-1], nil
	}
	return engine.ParseFor(st, legal, line)
}

func (t *Table) name(s engine.Seat) string {
	if int(s) < len(t.Names) {
		return t.Names[s]
	}
	return fmt.Sprint(s)
}
