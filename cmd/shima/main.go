// Command shima plays island board games: in a terminal against bots, in
// batches for study, and as positions for scripts.
//
//	shima games
//	shima play GAME --seats me,mcts,greedy [--lang ja|en] [--seed N]
//	shima sim GAME --players N --bots B1,B2,… --games N [--seed N] [--workers N] [--out FILE.csv|.json]
//	shima sim GAME --league B1,B2,… [--players N] --games N [--seed N] [--workers N] [--out FILE.csv|.json]
//	shima position new|show|legal|apply|outcome|best …
//	shima engine                 (the engine protocol on stdin and stdout: enginewire/PROTOCOL.md)
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"shima/engine"
	_ "shima/games/all"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// command is one subcommand: it returns an error to report and exit 1.
type command func(ctx context.Context, args []string, env *env) error

// env is what a command reads from and writes to.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	lang           engine.Lang
}

var commands = map[string]command{
	"games":    runGames,
	"play":     runPlay,
	"sim":      runSim,
	"report":   runReport,
	"position": runPosition,
	"serve":    runServe,
	"load":     runLoad,
	"engine":   runEngine,
}

// run executes the command line args and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, lang: defaultLang()}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(stdout, usage(e.lang))
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "shima: %s\n\n%s", e.lang.Pick("unknown command "+args[0], "不明なコマンドです: "+args[0]), usage(e.lang))
		return 2
	}
	if err := cmd(ctx, args[1:], e); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "shima %s: %s\n", args[0], engine.Explain(err, e.lang))
		return 1
	}
	return 0
}

// defaultLang is Japanese when SHIMA_LANG or LANG says so, else English.
func defaultLang() engine.Lang {
	for _, v := range []string{os.Getenv("SHIMA_LANG"), os.Getenv("LC_ALL"), os.Getenv("LANG")} {
		if l, err := engine.ParseLang(v); err == nil {
			return l
		}
	}
	return engine.EN
}

func usage(lang engine.Lang) string {
	return lang.Pick(`shima plays island board games.

  shima serve [--addr 127.0.0.1:8080] [--db shima.db | --db postgres://...]
                                                serve matches to browsers
  shima load [--url http://127.0.0.1:8080,...] [--db FILE | postgres://...]
        --matches N --rate MOVES/S --duration 30s [--warmup 5s] [--memory N]
                                                load a server with simulated matches, measure it
  shima games                                   list the games
  shima play GAME --seats me,mcts,greedy        play in the terminal (--lang ja|en, --seed N)
  shima sim GAME --players N --bots B1,B2,...   simulate games between bots
        --games N --seed N --workers N --out results.csv|.json
  shima sim GAME --league B1,B2,... --players N rate bots in a round robin over every seating
        --games N (in all) --seed N --workers N --out results.csv|.json
        --report report.html: also a page of charts; --report -: an SVG summary on standard output
  shima report A.json B.json ... -o report.html  one page of charts of runs written by sim --out
  shima position new GAME --players N --seed S  print a new position (JSON)
  shima position show FILE                      draw a position
  shima position legal FILE [--seat N]          list the legal actions, one per line
  shima position apply FILE "ACTION" [--seat N] print the position after the action
  shima position apply --events FILE "ACTION" [--viewer N]
                                                print what the action caused, one JSON event a line
  shima position outcome FILE                   print scores and winners
  shima position best FILE --bot mcts:2s [--top N] [--json] [--seed S] [--seat N]
                                                the bot's choice, as legal lists it; --top N: also its
                                                best N, with visits and estimated chance of winning
  shima engine [--lang ja|en]                   play games by JSON lines on standard input and output
                                                (enginewire/PROTOCOL.md; python/shima_engine.py)

Bots: random, greedy, plan, plan:16 (beam width), mcts, mcts:2000 (iterations), mcts:1s (time per decision).
FILE may be - for standard input. Set --lang or SHIMA_LANG=ja for Japanese.
`, `shima は島のボードゲームを遊ぶソフトです。

  shima serve [--addr 127.0.0.1:8080] [--db shima.db | --db postgres://...]
                                                ブラウザ向けの対戦サーバー
  shima load [--url http://127.0.0.1:8080,...] [--db FILE | postgres://...]
        --matches N --rate MOVES/S --duration 30s [--warmup 5s] [--memory N]
                                                模擬対戦でサーバーに負荷をかけて計測
  shima games                                   ゲームの一覧
  shima play GAME --seats me,mcts,greedy        端末で遊ぶ(--lang ja|en、--seed N)
  shima sim GAME --players N --bots B1,B2,...   ボット同士のシミュレーション
        --games N --seed N --workers N --out results.csv|.json
  shima sim GAME --league B1,B2,... --players N 全ての座り方の総当たりでボットをレーティング
        --games N(合計) --seed N --workers N --out results.csv|.json
        --report report.html: グラフのページも出力。--report -: SVGの要約を標準出力に
  shima report A.json B.json ... -o report.html  sim --out の結果をまとめたグラフのページ
  shima position new GAME --players N --seed S  新しい局面(JSON)を出力
  shima position show FILE                      局面を表示
  shima position legal FILE [--seat N]          合法な行動を1行に1つ出力
  shima position apply FILE "ACTION" [--seat N] 行動を適用した局面を出力
  shima position apply --events FILE "ACTION" [--viewer N]
                                                行動が起こした出来事を1行に1つJSONで出力
  shima position outcome FILE                   得点と勝者を出力
  shima position best FILE --bot mcts:2s [--top N] [--json] [--seed S] [--seat N]
                                                ボットが選ぶ行動(legalと同じ表記)。--top N: 上位N手の
                                                訪問回数と推定勝率も
  shima engine [--lang ja|en]                   標準入出力のJSON行でゲームを操作
                                                (enginewire/PROTOCOL.md、python/shima_engine.py)

ボット: random、greedy、plan、plan:16(ビーム幅)、mcts、mcts:2000(反復回数)、mcts:1s(1決定あたりの時間)。
FILE に - を指定すると標準入力から読みます。英語は --lang en です。
`)
}

// parseFlags parses args with fs, allowing flags after positional
// arguments, and returns the positional ones.
func parseFlags(fs *flag.FlagSet, args []string, e *env) ([]string, error) {
	fs.SetOutput(e.stderr)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// langFlag adds --lang to fs, setting e.lang.
func langFlag(fs *flag.FlagSet, e *env) {
	fs.Func("lang", "language: ja or en", func(s string) error {
		l, err := engine.ParseLang(s)
		if err == nil {
			e.lang = l
		}
		return err
	})
}

// optionsFlag adds --option k=v (repeatable) to fs.
func optionsFlag(fs *flag.FlagSet) map[string]string {
	opts := map[string]string{}
	fs.Func("option", "game option key=value (repeatable)", func(s string) error {
		k, v, ok := strings.Cut(s, "=")
		if !ok || k == "" {
			return fmt.Errorf("option must be key=value, not %q", s)
		}
		opts[k] = v
		return nil
	})
	return opts
}

func runGames(_ context.Context, args []string, e *env) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	langFlag(fs, e)
	if _, err := parseFlags(fs, args, e); err != nil {
		return err
	}
	for _, g := range engine.Games() {
		info := g.Info()
		kind := ""
		if info.Cooperative {
			kind = e.lang.Pick(", cooperative", "、協力")
		}
		fmt.Fprintf(e.stdout, "%-14s %s (%s)  %d-%d %s%s\n", info.ID, info.Name.In(e.lang), info.Name.In(otherLang(e.lang)),
			info.MinSeats, info.MaxSeats, e.lang.Pick("players", "人"), kind)
	}
	return nil
}

func otherLang(l engine.Lang) engine.Lang {
	if l == engine.JA {
		return engine.EN
	}
	return engine.JA
}
