package main

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"shima/enginewire"
)

// lines splits a command's output into its lines.
func lines(out string) []string { return strings.Split(strings.TrimSuffix(out, "\n"), "\n") }

// The bot's choice comes first, as "position legal" lists it, in the
// language asked for; --top adds the search's candidates, most visited
// first, the choice among them first.
func TestPositionBest(t *testing.T) {
	_, pos, _ := shima(t, "", "position", "new", "micronesia", "--players", "3", "--seed", "7")
	for _, lang := range []string{"en", "ja"} {
		_, legal, _ := shima(t, pos, "position", "legal", "-", "--lang", lang)
		for _, spec := range []string{"random", "greedy", "mcts:300"} {
			code, out, errOut := shima(t, pos, "position", "best", "-", "--bot", spec, "--seed", "4", "--lang", lang)
			if code != 0 || len(lines(out)) != 1 || !slices.Contains(lines(legal), lines(out)[0]) {
				t.Errorf("%s in %s: %d %q %q, not one of %q", spec, lang, code, out, errOut, legal)
			}
		}
	}
	code, out, errOut := shima(t, pos, "position", "best", "-", "--bot", "mcts:300", "--seed", "4", "--top", "3")
	got := lines(out)
	if code != 0 || len(got) != 4 {
		t.Fatalf("--top 3: %d %q %q", code, out, errOut)
	}
	last := 301
	for i, line := range got[1:] {
		f := strings.Split(line, "\t")
		visits, err := strconv.Atoi(strings.TrimSuffix(f[1], " visits"))
		if len(f) != 3 || err != nil || visits > last || !strings.HasSuffix(f[2], "% win") {
			t.Errorf("candidate %q after %d visits", line, last)
		}
		if i == 0 && f[0] != got[0] {
			t.Errorf("the first candidate %q is not the choice %q", f[0], got[0])
		}
		last = visits
	}
	// The same seed and iteration budget give the same output.
	if _, again, _ := shima(t, pos, "position", "best", "-", "--bot", "mcts:300", "--seed", "4", "--top", "3"); again != out {
		t.Errorf("same seed, another output:\n%s\n%s", out, again)
	}
}

// --workers searches on several goroutines, each for the whole budget: the
// iterations are the workers times the budget, and the same seed gives the
// same output again.
func TestPositionBestWorkers(t *testing.T) {
	_, pos, _ := shima(t, "", "position", "new", "micronesia", "--players", "3", "--seed", "7")
	_, legal, _ := shima(t, pos, "position", "legal", "-")
	args := []string{"position", "best", "-", "--bot", "mcts:300", "--seed", "4", "--workers", "3", "--json"}
	code, out, errOut := shima(t, pos, args...)
	var got enginewire.Report
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
		t.Fatalf("--workers 3: %d %v %q %q", code, err, out, errOut)
	}
	visits := 0
	for _, c := range got.Candidates {
		visits += *c.Visits
	}
	if *got.Iterations != 3*300 || visits != 3*300 || !slices.Contains(lines(legal), got.Best.Text) {
		t.Errorf("--workers 3: %d iterations, %d visits, choice %q of %q", *got.Iterations, visits, got.Best.Text, legal)
	}
	// The same seed gives the same report, but for the time it took.
	_, out2, _ := shima(t, pos, args...)
	var again enginewire.Report
	if err := json.Unmarshal([]byte(out2), &again); err != nil {
		t.Fatal(err)
	}
	got.Seconds, again.Seconds = 0, 0
	if !reflect.DeepEqual(got, again) {
		t.Errorf("same seed on 3 workers, another report:\n%s\n%s", out, out2)
	}
}

func TestPositionBestJSON(t *testing.T) {
	_, pos, _ := shima(t, "", "position", "new", "micronesia", "--players", "3", "--seed", "7")
	_, first, _ := shima(t, pos, "position", "best", "-", "--bot", "mcts:300", "--seed", "4")
	code, out, errOut := shima(t, pos, "position", "best", "-", "--bot", "mcts:300", "--seed", "4", "--top", "2", "--json")
	var got enginewire.Report
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
		t.Fatalf("--json: %d %v %q %q", code, err, out, errOut)
	}
	if got.Bot != "mcts:300" || got.Seat != 0 || got.Iterations == nil || *got.Iterations != 300 || got.Best.Text != lines(first)[0] ||
		len(got.Candidates) != 2 || !reflect.DeepEqual(got.Candidates[0], got.Best) || got.Best.Win == nil || *got.Best.Win < 0 || *got.Best.Win > 1 {
		t.Errorf("--json: %s", out)
	}
	// Without --top, every candidate; greedy gives only its choice.
	_, out, _ = shima(t, pos, "position", "best", "-", "--bot", "mcts:300", "--seed", "4", "--json")
	_, legal, _ := shima(t, pos, "position", "legal", "-")
	if err := json.Unmarshal([]byte(out), &got); err != nil || len(got.Candidates) != len(lines(legal)) {
		t.Errorf("all candidates: %v %s", err, out)
	}
	_, out, _ = shima(t, pos, "position", "best", "-", "--bot", "greedy", "--json")
	got = enginewire.Report{}
	if err := json.Unmarshal([]byte(out), &got); err != nil || got.Candidates != nil || got.Iterations != nil || got.Best.Visits != nil || got.Best.Text == "" {
		t.Errorf("greedy: %v %s", err, out)
	}
}

// Bad input is refused with a reason, in the language asked for, and
// nothing on standard output. The position where nobody is to move is the
// one after the split that wins at once, which the search finds and rates a
// sure win.
func TestPositionBestErrors(t *testing.T) {
	win := `{"game":"micronesia","seats":3,"to_move":0,"step":"split","stock":[5,8,10],
		"islands":[{"island":1,"seat":0,"tribes":1},{"island":2,"seat":0,"tribes":1},{"island":3,"seat":0,"tribes":1},
		{"island":4,"seat":0,"tribes":1},{"island":5,"seat":0,"tribes":1},{"island":6,"seat":0,"tribes":1},
		{"island":9,"seat":1,"tribes":6},{"island":12,"seat":2,"tribes":4}],"dice":[2,3,6]}`
	_, out, errOut := shima(t, win, "position", "best", "-", "--bot", "mcts:200", "--top", "1")
	best := lines(out)
	if len(best) != 2 || !strings.HasSuffix(best[1], "100.0% win") {
		t.Fatalf("the winning split: %q %q", out, errOut)
	}
	_, over, _ := shima(t, win, "position", "apply", "-", best[0])
	for _, c := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{win, []string{"-"}, "usage"},
		{win, []string{"-", "--bot", "mcts:0"}, "bad mcts budget"},
		{win, []string{"-", "--bot", "alphabeta"}, "unknown bot"},
		{win, []string{"-", "--bot", "mcts", "--seat", "1"}, "seat 1 is not to move; to move: 0"},
		{win, []string{"-", "--bot", "greedy", "--top", "2"}, "--top needs an mcts bot"},
		{win, []string{"-", "--bot", "mcts", "--top", "-1"}, "--top must be"},
		{win, []string{"-", "--bot", "mcts", "--workers", "0"}, "--workers must be from 1 to 64, not 0"},
		{win, []string{"-", "--bot", "mcts", "--workers", "65", "--lang", "ja"}, "--workersは1から64までです(65はできません)"},
		{win, []string{"-", "--bot", "greedy", "--workers", "2"}, "--workers needs an mcts bot"},
		{win, []string{"-", "--bot", "greedy", "--workers", "2", "--lang", "ja"}, "--workersにはmctsボットが必要です"},
		{over, []string{"-", "--bot", "mcts"}, "nobody is to move"},
		{over, []string{"-", "--bot", "mcts", "--lang", "ja"}, "手番の人はいません"},
		{win, []string{"-", "--bot", "mcts", "--seat", "2", "--lang", "ja"}, "席2の手番ではありません"},
	} {
		code, out, errOut := shima(t, c.stdin, append([]string{"position", "best"}, c.args...)...)
		if code == 0 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("best %q: %d %q %q, want an error with %q", c.args, code, out, errOut, c.want)
		}
	}
}

// Where there is only one choice there is no search: the choice is the only
// candidate, with no visits and no estimate. After Catan's set-up, the
// first player must roll.
func TestPositionBestOnlyChoice(t *testing.T) {
	_, pos, _ := shima(t, "", "position", "new", "catan", "--players", "3", "--seed", "1")
	for step := 0; ; step++ {
		_, legal, errOut := shima(t, pos, "position", "legal", "-")
		if step > 40 || legal == "" {
			t.Fatalf("no single choice in the set-up: %q", errOut)
		}
		if len(lines(legal)) == 1 {
			break
		}
		_, pos, _ = shima(t, pos, "position", "apply", "-", lines(legal)[0])
	}
	_, out, errOut := shima(t, pos, "position", "best", "-", "--bot", "mcts", "--top", "3")
	if out != "roll\nroll\t0 visits\t-\n" {
		t.Errorf("one choice: %q %q", out, errOut)
	}
	_, out, _ = shima(t, pos, "position", "best", "-", "--bot", "mcts", "--json")
	var got enginewire.Report
	if err := json.Unmarshal([]byte(out), &got); err != nil || got.Best.Visits == nil || *got.Best.Visits != 0 || got.Best.Win != nil ||
		len(got.Candidates) != 1 || *got.Iterations != 0 {
		t.Errorf("one choice: %v %s", err, out)
	}
}
