package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"shima/bot/levels"
)

// shima runs the command with args and stdin and returns its exit status and output.
func shima(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("SHIMA_LANG", "en")
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestGames(t *testing.T) {
	code, out, _ := shima(t, "", "games")
	if code != 0 || !strings.Contains(out, "micronesia") || !strings.Contains(out, "3-4") {
		t.Fatalf("games: %d %q", code, out)
	}
}

// A script plays a whole game through the position commands.
func TestPositionScript(t *testing.T) {
	dir := t.TempDir()
	code, pos, errOut := shima(t, "", "position", "new", "micronesia", "--players", "3", "--seed", "5")
	if code != 0 {
		t.Fatalf("new: %s", errOut)
	}
	code, again, _ := shima(t, "", "position", "new", "micronesia", "--players", "3", "--seed", "5")
	if code != 0 || again != pos {
		t.Fatal("the same seed must give the same position")
	}
	file := filepath.Join(dir, "p.json")
	for step := 0; ; step++ {
		if step > 500 {
			t.Fatal("no end")
		}
		os.WriteFile(file, []byte(pos), 0o644)
		code, legal, errOut := shima(t, "", "position", "legal", file)
		if code != 0 {
			if strings.Contains(errOut, "over") {
				break
			}
			t.Fatalf("legal: %s", errOut)
		}
		lines := strings.Split(strings.TrimSpace(legal), "\n")
		action := lines[0] // a split or a move: never a sacrifice
		code, next, errOut := shima(t, pos, "position", "apply", "-", action)
		if code != 0 {
			t.Fatalf("apply %q: %s", action, errOut)
		}
		pos = next
	}
	code, out, _ := shima(t, "", "position", "outcome", file)
	if code != 0 || !strings.Contains(out, "winner") {
		t.Fatalf("outcome: %d %q", code, out)
	}
	code, out, _ = shima(t, "", "position", "show", file, "--lang", "ja")
	if code != 0 || !strings.Contains(out, "ミクロネシア") {
		t.Fatalf("show: %d %q", code, out)
	}
}

func TestPositionErrors(t *testing.T) {
	_, pos, _ := shima(t, "", "position", "new", "micronesia", "--players", "3", "--seed", "1")
	// The dice are 4, 6, 4: islands 4 and 11 cannot be made.
	code, out, errOut := shima(t, pos, "position", "apply", "-", "islands 4 and 11")
	if code == 0 || out != "" || !strings.Contains(errOut, "cannot be split") {
		t.Fatalf("illegal action: code %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = shima(t, pos, "position", "apply", "-", "islands 4 and 11", "--lang", "ja")
	if code == 0 || out != "" || !strings.Contains(errOut, "分けられません") {
		t.Fatalf("Japanese reason: %q", errOut)
	}
	code, _, errOut = shima(t, pos, "position", "apply", "-", "islands 4 and 10", "--seat", "1")
	if code == 0 || !strings.Contains(errOut, "turn") {
		t.Fatalf("out of turn: %q", errOut)
	}
	code, _, errOut = shima(t, `{"game":"micronesia","seats":5}`, "position", "show", "-")
	if code == 0 || !strings.Contains(errOut, "is for 3 to 4 players, not 5") {
		t.Fatalf("bad position: %q", errOut)
	}
	code, _, errOut = shima(t, "", "position", "new", "micronesia", "--players", "2")
	if code == 0 || !strings.Contains(errOut, "3 to 4") {
		t.Fatalf("bad seat count: %q", errOut)
	}
	code, _, errOut = shima(t, "", "position", "outcome", "/no/such/file")
	if code == 0 || errOut == "" {
		t.Fatal("missing file accepted")
	}
	if code, _, _ := shima(t, "", "frobnicate"); code != 2 {
		t.Fatal("unknown command accepted")
	}
}

func TestSim(t *testing.T) {
	out, prof := filepath.Join(t.TempDir(), "r.csv"), filepath.Join(t.TempDir(), "cpu.prof")
	code, table, errOut := shima(t, "", "sim", "micronesia", "--players", "3", "--bots", "greedy,random,random", "--games", "30", "--seed", "1", "--out", out, "--cpuprofile", prof)
	if code != 0 || !strings.Contains(table, "win rate") || !strings.Contains(table, "burst") {
		t.Fatalf("sim: %d %q %q", code, table, errOut)
	}
	// A CPU profile is gzipped protocol buffers, as go tool pprof reads.
	if data, err := os.ReadFile(prof); err != nil || len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Fatalf("--cpuprofile: %v, %d bytes", err, len(data))
	}
	data, err := os.ReadFile(out)
	if err != nil || strings.Count(string(data), "\n") != 31 {
		t.Fatalf("csv: %v %q", err, data)
	}
	if code, _, errOut := shima(t, "", "sim", "micronesia", "--bots", "greedy,random,random", "--out", "r.txt"); code == 0 || !strings.Contains(errOut, ".csv") {
		t.Fatalf("bad --out: %q", errOut)
	}
	for args, want := range map[string]string{
		"--bot-workers 0":                           "--bot-workers must be 1 or more, not 0",
		"--bot-workers 0 --lang ja":                 "--bot-workersは1以上です",
		"--bot-workers 2 --levels x.json":           "leave out --bot-workers",
		"--bot-workers 2 --levels x.json --lang ja": "--bot-workersを外してください",
	} {
		a := append([]string{"sim", "micronesia", "--bots", "mcts:10,random,random", "--games", "1"}, strings.Fields(args)...)
		if code, _, errOut := shima(t, "", a...); code == 0 || !strings.Contains(errOut, want) {
			t.Errorf("sim %s: %d %q, want %q", args, code, errOut, want)
		}
	}
}

// A small league prints every bot's rating and the results between them,
// the same for a seed with any number of workers (all but the times of
// the decisions, which are the machine's).
func TestSimLeague(t *testing.T) {
	var tables []string
	for _, workers := range []string{"1", "2"} {
		out := filepath.Join(t.TempDir(), "league.csv")
		code, table, errOut := shima(t, "", "sim", "micronesia", "--league", "random,greedy", "--games", "6", "--seed", "3", "--workers", workers, "--out", out)
		if code != 0 {
			t.Fatalf("league: %d %s", code, errOut)
		}
		for _, want := range []string{"random  0 ", "greedy  +", "Results, row against column", "greedy  "} {
			if !strings.Contains(table, want) {
				t.Fatalf("table lacks %q:\n%s", want, table)
			}
		}
		data, err := os.ReadFile(out)
		if err != nil || strings.Count(string(data), "\n") != 7 {
			t.Fatalf("csv: %v %q", err, data)
		}
		table, _, _ = strings.Cut(table, "time per decision")
		tables = append(tables, table+string(data))
	}
	if tables[0] != tables[1] {
		t.Errorf("one worker:\n%s\ntwo:\n%s", tables[0], tables[1])
	}
	code, _, errOut := shima(t, "", "sim", "spiritisland", "--league", "random,greedy", "--lang", "ja")
	if code == 0 || !strings.Contains(errOut, "協力ゲーム") {
		t.Errorf("cooperative league: %d %q", code, errOut)
	}
	if code, _, errOut := shima(t, "", "sim", "micronesia", "--league", "random,greedy", "--bots", "random,greedy,greedy"); code == 0 || !strings.Contains(errOut, "--league") {
		t.Errorf("--league with --bots: %d %q", code, errOut)
	}
}

// --levels records a league's ratings in a levels file (the file the lobby
// reads), keeping the names and the levels the league did not play, and a
// cooperative team's win rate; anything else is refused and writes nothing.
func TestSimLevels(t *testing.T) {
	path := filepath.Join(t.TempDir(), "micronesia.json")
	code, table, errOut := shima(t, "", "sim", "micronesia", "--league", "random,greedy", "--games", "6", "--seed", "3", "--workers", "1", "--levels", path)
	if code != 0 {
		t.Fatalf("league: %d %s", code, errOut)
	}
	f, err := levels.Load(path, "micronesia")
	if err != nil {
		t.Fatal(err)
	}
	bySpec := map[string]levels.Level{}
	for _, l := range f.Levels {
		bySpec[l.Spec] = l
	}
	g := bySpec["greedy"]
	if g.Name.EN != "Greedy" || g.Rating == nil || g.Rating.Games != 6 || g.Rating.Players != 3 || !strings.Contains(g.Rating.Command, "--league random,greedy") ||
		!strings.Contains(table, fmt.Sprintf("greedy  %+.0f", g.Rating.Value)) {
		t.Errorf("greedy recorded as %+v from\n%s", g.Rating, table)
	}
	if bySpec["random"].Rating == nil || bySpec["random"].Rating.Value != 0 || bySpec["mcts:3000"].Rating != nil || len(f.Levels) != len(levels.For("micronesia")) {
		t.Errorf("levels recorded: %+v", f.Levels)
	}
	if strings.Contains(g.Rating.Command, "--levels") || strings.Contains(g.Rating.Command, path) {
		t.Errorf("the command recorded names the levels file: %q", g.Rating.Command)
	}
	// A second league, without greedy: ratings of two leagues are not on
	// one scale, so greedy's goes.
	if code, _, errOut := shima(t, "", "sim", "micronesia", "--league", "random,mcts:5", "--games", "6", "--seed", "3", "--workers", "1", "--levels="+path); code != 0 {
		t.Fatalf("second league: %d %s", code, errOut)
	}
	if f, err = levels.Load(path, "micronesia"); err != nil {
		t.Fatal(err)
	}
	for _, l := range f.Levels {
		if (l.Rating != nil) != (l.Spec == "random" || l.Spec == "mcts:5") {
			t.Errorf("after a second league %s has rating %+v", l.Spec, l.Rating)
		}
	}
	si := filepath.Join(t.TempDir(), "spiritisland.json")
	if code, _, errOut := shima(t, "", "sim", "spiritisland", "--bots", "random,random", "--games", "2", "--workers", "1", "--levels", si); code != 0 {
		t.Fatalf("team: %d %s", code, errOut)
	}
	if f, err := levels.Load(si, "spiritisland"); err != nil || f.Levels[0].Spec != "random" || f.Levels[0].Team == nil || f.Levels[0].Team.Games != 2 || f.Levels[0].Team.Players != 2 {
		t.Errorf("a team recorded as %+v (%v)", f.Levels, err)
	}
	for _, args := range [][]string{
		{"micronesia", "--league", "greedy,mcts:10", "--games", "6", "--workers", "1"},
		{"micronesia", "--bots", "random,greedy,greedy", "--games", "1", "--workers", "1"},
	} {
		bad := filepath.Join(t.TempDir(), "bad.json")
		if code, _, errOut := shima(t, "", append([]string{"sim"}, append(args, "--levels", bad)...)...); code == 0 || !strings.Contains(errOut, "--levels") {
			t.Errorf("%v: %d %q", args, code, errOut)
		}
		if _, err := os.Stat(bad); err == nil {
			t.Errorf("%v wrote a levels file", args)
		}
	}
}

// A person plays a whole game against two bots by typing numbers.
func TestPlay(t *testing.T) {
	input := strings.Repeat("?\nbogus\n99\n1\n", 400)
	code, out, errOut := shima(t, input, "play", "micronesia", "--seats", "me,greedy,random", "--seed", "3")
	if code != 0 {
		t.Fatalf("play: %d %s", code, errOut)
	}
	for _, want := range []string{"Red, choose", "Not possible", "Blue (greedy)", "points", "seed 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("play output lacks %q", want)
		}
	}
	code, out, _ = shima(t, "q\n", "play", "micronesia", "--seats", "me,greedy,random", "--lang", "ja")
	if code != 0 || !strings.Contains(out, "番号か行動を入力") {
		t.Fatalf("quit: %d %q", code, out)
	}
}

// Where several seats decide at once, an action typed for one of them is
// that seat's: in Spirit Island's spirit phase, "growth 2" with --seat 1 is
// the second spirit's growth, and the first is still to choose.
func TestPositionApplyForASeat(t *testing.T) {
	_, pos, _ := shima(t, "", "position", "new", "spiritisland", "--players", "2", "--seed", "3")
	code, next, errOut := shima(t, pos, "position", "apply", "-", "growth 2", "--seat", "1")
	if code != 0 {
		t.Fatalf("growth 2 for seat 1: %d %q", code, errOut)
	}
	_, legal0, _ := shima(t, next, "position", "legal", "-", "--seat", "0")
	_, legal1, _ := shima(t, next, "position", "legal", "-", "--seat", "1")
	if !strings.Contains(legal0, "growth 1 (red)") || legal1 == "" || strings.Contains(legal1, "growth") {
		t.Errorf("after seat 1's growth: seat 0 may %q; seat 1 may %q", legal0, legal1)
	}
}
