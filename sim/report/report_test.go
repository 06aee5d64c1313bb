package report

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"shima/engine"
	_ "shima/games/micronesia"
	_ "shima/games/spiritisland"
	"shima/sim"
)

// simulate runs cfg (a league with run sim.RunLeague) and returns the
// result with its JSON output decoded.
func simulate(t *testing.T, run func(context.Context, sim.Config) (*sim.Result, error), cfg sim.Config) (*sim.Result, any) {
	t.Helper()
	cfg.Seed, cfg.Workers = 1, 2
	r, err := run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	return r, doc
}

// lookup follows a dotted path of keys and indices in doc.
func lookup(t *testing.T, doc any, path string) any {
	t.Helper()
	for _, key := range strings.Split(path, ".") {
		switch d := doc.(type) {
		case map[string]any:
			doc = d[key]
		case []any:
			i, err := strconv.Atoi(key)
			if err != nil || i >= len(d) {
				t.Fatalf("%s: no %s", path, key)
			}
			doc = d[i]
		default:
			t.Fatalf("%s: no %s", path, key)
		}
	}
	return doc
}

// number is the number at path in doc.
func number(t *testing.T, doc any, path string) float64 {
	t.Helper()
	v, ok := lookup(t, doc, path).(float64)
	if !ok {
		t.Fatalf("%s is not a number", path)
	}
	return v
}

// source is the value a figure's data-json names: a path, a sum of paths
// (A+B), or one such divided by another.
func source(t *testing.T, doc any, from string) float64 {
	t.Helper()
	sum := func(s string) float64 {
		total := 0.0
		for _, p := range strings.Split(s, "+") {
			total += number(t, doc, p)
		}
		return total
	}
	if a, b, ok := strings.Cut(from, "/"); ok {
		return sum(a) / sum(b)
	}
	return sum(from)
}

var (
	figurePattern = regexp.MustCompile(`<(td|tspan) data-value="([^"]*)" data-format="([^"]*)"(?: data-json="([^"]*)")?>([^<]*)</(?:td|tspan)>`)
	rowPattern    = regexp.MustCompile(`<tr data-json="([^"]*)"(?: data-bot="(\d+)")?><th>[^<]*</th>((?:<td data-bin="[^"]*">\d+</td>)*)</tr>`)
	binPattern    = regexp.MustCompile(`<td data-bin="([^,]*),([^"]*)">(\d+)</td>`)
)

// checkFigures checks every figure of page against doc, the JSON output:
// its exact value is the one its data-json names, its text is that value
// written in its format; and returns the paths it found, each once.
func checkFigures(t *testing.T, page string, doc any) map[string]bool {
	t.Helper()
	paths := map[string]bool{}
	for _, m := range figurePattern.FindAllStringSubmatch(page, -1) {
		v, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			t.Fatalf("%s: %v", m[0], err)
		}
		if text, want := html.UnescapeString(m[5]), format(m[3]).text(v); text != want {
			t.Errorf("%s shows %q, not %q", m[0], text, want)
		}
		if m[4] == "" {
			continue
		}
		from := html.UnescapeString(m[4])
		if want := source(t, doc, from); v != want {
			t.Errorf("%s on the page is %v; the JSON output has %v", from, v, want)
		}
		paths[from] = true
	}
	return paths
}

// checkHistograms recounts every histogram row of page from the values in
// doc its data-json names, in the bins the page gives, and returns how many
// rows it checked.
func checkHistograms(t *testing.T, page string, doc any) int {
	t.Helper()
	rows := rowPattern.FindAllStringSubmatch(page, -1)
	for _, m := range rows {
		var values []float64
		before, after, _ := strings.Cut(m[1], ".*.")
		for k, g := range lookup(t, doc, before).([]any) {
			game := strconv.Itoa(k)
			if m[2] == "" {
				values = append(values, number(t, doc, before+"."+game+"."+after))
				continue
			}
			bot, _ := strconv.ParseFloat(m[2], 64)
			for s, b := range g.(map[string]any)["seating"].([]any) {
				if b.(float64) == bot {
					values = append(values, number(t, doc, before+"."+game+"."+after+"."+strconv.Itoa(s)))
				}
			}
		}
		total := 0
		for _, bm := range binPattern.FindAllStringSubmatch(m[3], -1) {
			lo, _ := strconv.ParseFloat(bm[1], 64)
			hi, _ := strconv.ParseFloat(bm[2], 64)
			n := 0
			for _, v := range values {
				if v >= lo && v < hi {
					n++
				}
			}
			if got, _ := strconv.Atoi(bm[3]); got != n {
				t.Errorf("%s (bot %s): %d values in [%s, %s), the page says %d", m[1], m[2], n, bm[1], bm[2], got)
			}
			total += n
		}
		if total != len(values) {
			t.Errorf("%s (bot %s): the bins hold %d of %d values", m[1], m[2], total, len(values))
		}
	}
	return len(rows)
}

// want fails the test for each path the page does not show.
func want(t *testing.T, shown map[string]bool, paths ...string) {
	t.Helper()
	for _, p := range paths {
		if !shown[p] {
			t.Errorf("the page does not show %s", p)
		}
	}
}

// page writes the page of runs in lang and checks it is whole and self-contained.
func page(t *testing.T, lang engine.Lang, runs ...*sim.Result) string {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteHTML(&buf, runs, lang); err != nil {
		t.Fatal(err)
	}
	p := buf.String()
	for _, banned := range []string{"<script", "http://", "https://", "<link", "<img", "url("} {
		if strings.Contains(strings.ReplaceAll(p, `xmlns="http://www.w3.org/2000/svg"`, ""), banned) {
			t.Errorf("the page holds %s: it must need neither scripts nor network", banned)
		}
	}
	if n := strings.Count(p, "<svg"); n != strings.Count(p, "</svg>") || n != strings.Count(p, "<title id=") {
		t.Errorf("%d drawings, %d ends, %d titles", n, strings.Count(p, "</svg>"), strings.Count(p, "<title id="))
	}
	return p
}

func TestPageShowsTheJSONNumbersOfARotatedRun(t *testing.T) {
	r, doc := simulate(t, sim.Run, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"greedy", "random", "random"}, Games: 12, Rotate: true})
	p := page(t, engine.EN, r)
	shown := checkFigures(t, p, doc)
	for _, path := range []string{"per_bot.0", "per_bot.1", "per_bot.2", "per_seat.0", "per_seat.1", "per_seat.2"} {
		want(t, shown, path+".win_rate", path+".win_rate_low", path+".win_rate_high")
	}
	want(t, shown, "per_bot.0.score.mean", "per_bot.2.score.sd", "actions.mean", "actions.max", "turns.mean", "turns.min",
		"ends.0.count/played", "thinking.0.total_ns/thinking.0.decisions", "thinking.1.total_ns/thinking.1.decisions")
	// Scores by bot (3), turns and decisions.
	if n := checkHistograms(t, p, doc); n != 5 {
		t.Errorf("%d histogram rows, want 5", n)
	}
	if !strings.Contains(p, ">random #2</text>") || !strings.Contains(p, ">random #3</text>") {
		t.Error("the two random bots are not told apart")
	}
	for _, title := range []string{"Win rate by bot", "Win rate by seat", "Final scores", "Game length in turns", "How games ended", "Time per decision"} {
		if !strings.Contains(p, ">"+title+"</text>") {
			t.Errorf("no chart %q", title)
		}
	}
}

func TestPageShowsTheJSONNumbersOfALeague(t *testing.T) {
	r, doc := simulate(t, sim.RunLeague, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"random", "greedy", "mcts:20"}, Games: 24})
	p := page(t, engine.JA, r)
	shown := checkFigures(t, p, doc)
	for k := range 3 {
		p := "league.ratings." + strconv.Itoa(k)
		want(t, shown, p+".rating", p+".low", p+".high")
	}
	want(t, shown, "league.score.0.1", "league.results.0.1", "league.score.1.0/league.results.1.0", "league.score.2.1/league.results.2.1")
	if n := checkHistograms(t, p, doc); n != 5 {
		t.Errorf("%d histogram rows, want 5 (3 bots, turns, decisions)", n)
	}
	for _, title := range []string{"リーグのレーティング(イロ)", "リーグの勝敗表(行のボットの列のボットに対する成績)", "席別の勝率"} {
		if !strings.Contains(p, ">"+title+"</text>") {
			t.Errorf("no chart %q", title)
		}
	}
	if !strings.Contains(p, `<html lang="ja">`) {
		t.Error("the page is not marked Japanese")
	}
}

func TestPageShowsATeamBySpiritAndComparesRuns(t *testing.T) {
	base := sim.Config{Game: "spiritisland", Seats: 2, Bots: []string{"greedy", "greedy"}, Games: 3}
	one, doc := simulate(t, sim.Run, base)
	p := page(t, engine.EN, one)
	shown := checkFigures(t, p, doc)
	want(t, shown, "per_seat.0.win_rate", "per_seat.0.win_rate_high", "per_role.0.win_rate", "per_role.1.win_rate_low", "ends.0.count/played")
	if strings.Contains(p, "Final scores") || strings.Contains(p, "Win rate by seat") {
		t.Error("a cooperative run shows scores or seats, which say nothing more than the team's win")
	}
	if !strings.Contains(p, "shima report A.json B.json") {
		t.Error("a single cooperative run does not say how to compare settings")
	}

	// Three runs: 2 and 1 spirits with no adversary, 2 with England at level 1.
	three := base
	three.Seats, three.Bots = 1, []string{"greedy"}
	england := base
	england.Options = map[string]string{"adversary": "england", "level": "1"}
	r2, doc2 := simulate(t, sim.Run, three)
	r3, doc3 := simulate(t, sim.Run, england)
	p = page(t, engine.EN, one, r2, r3)
	shown = checkFigures(t, p, []any{doc, doc2, doc3})
	want(t, shown, "0.per_seat.0.win_rate", "1.per_role.0.win_rate", "2.ends.0.count/2.played",
		// By run, by number of players (1; 2 pooling two runs) and by setting.
		"0.per_seat.0.wins/0.played", "1.per_seat.0.wins/1.played", "2.per_seat.0.wins/2.played",
		"0.per_seat.0.wins+2.per_seat.0.wins/0.played+2.played", "0.per_seat.0.wins+1.per_seat.0.wins/0.played+1.played")
	for _, title := range []string{"Team win rate by run", "Team win rate by number of players", "Team win rate by setting"} {
		if !strings.Contains(p, ">"+title+"</text>") {
			t.Errorf("no chart %q", title)
		}
	}
	if !strings.Contains(p, "England, Level 1") {
		t.Error("the setting is not named by the option's value names")
	}
}

func TestSVGSummary(t *testing.T) {
	r, doc := simulate(t, sim.Run, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"greedy", "random", "random"}, Games: 4})
	var buf bytes.Buffer
	if err := WriteSVG(&buf, r, engine.EN); err != nil {
		t.Fatal(err)
	}
	svg := buf.String()
	if !strings.HasPrefix(svg, `<svg xmlns="http://www.w3.org/2000/svg"`) || !strings.HasSuffix(svg, "</svg>\n") {
		t.Fatalf("not one SVG drawing: %.80s…", svg)
	}
	shown := checkFigures(t, svg, doc)
	want(t, shown, "per_seat.0.win_rate", "per_seat.1.win_rate_low", "ends.0.count/played", "thinking.1.total_ns/thinking.1.decisions")
}

func TestTicksAndBins(t *testing.T) {
	if got := ticks(-120, 480); !slices.Equal(got, []float64{0, 200, 400}) || math.Signbit(got[0]) {
		t.Errorf("ticks(-120, 480) = %v", got)
	}
	h := makeHistogram("", "", "", []histRow{{}}, [][]float64{{0.5, 3, 99.9}})
	if len(h.bins) != 20 || h.bins[0].lo != 0 || h.bins[19].hi != 100 || h.rows[0].counts[0] != 2 || h.rows[0].counts[19] != 1 {
		t.Errorf("bins %v, counts %v", h.bins, h.rows[0].counts)
	}
	h = makeHistogram("", "", "", []histRow{{}}, [][]float64{{7, 9, 9}})
	if len(h.bins) != 3 || h.bins[2].String() != "9" || h.rows[0].counts[2] != 2 {
		t.Errorf("bins %v, counts %v", h.bins, h.rows[0].counts)
	}
}
