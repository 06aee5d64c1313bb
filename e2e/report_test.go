package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"shima/engine"
	"shima/internal/chromium"
	"shima/sim"
	"shima/sim/report"
)

// The pages of shima sim --report open from a file in Chromium with no
// script, no request beyond the file and no error; every chart is drawn
// with a size and its figures as text; a screenshot of each shows them.
func TestSimulationReportsOpenInChromium(t *testing.T) {
	browser := startBrowser(t, chromium.Path(t))
	dir, shots := t.TempDir(), artifacts(t)
	simulate := func(run func(context.Context, sim.Config) (*sim.Result, error), cfg sim.Config) *sim.Result {
		cfg.Seed, cfg.Workers = 1, 2
		r, err := run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	rotated := simulate(sim.Run, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"greedy", "random", "random"}, Games: 12, Rotate: true})
	league := simulate(sim.RunLeague, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"random", "greedy"}, Games: 6})
	team := sim.Config{Game: "spiritisland", Seats: 2, Bots: []string{"greedy", "greedy"}, Games: 3}
	two := simulate(sim.Run, team)
	team.Seats, team.Bots, team.Options = 1, []string{"greedy"}, map[string]string{"adversary": "england", "level": "1"}
	one := simulate(sim.Run, team)

	write := func(name string, draw func(*bytes.Buffer) error) string {
		var buf bytes.Buffer
		if err := draw(&buf); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	pages := []struct{ name, file string }{
		{"report-rotated", write("rotated.html", func(b *bytes.Buffer) error { return report.WriteHTML(b, []*sim.Result{rotated}, engine.EN) })},
		{"report-league-ja", write("league.html", func(b *bytes.Buffer) error { return report.WriteHTML(b, []*sim.Result{league}, engine.JA) })},
		{"report-team-runs", write("team.html", func(b *bytes.Buffer) error { return report.WriteHTML(b, []*sim.Result{two, one}, engine.EN) })},
		{"report-summary", write("summary.svg", func(b *bytes.Buffer) error { return report.WriteSVG(b, rotated, engine.EN) })},
	}
	for _, pg := range pages {
		t.Run(pg.name, func(t *testing.T) {
			p := newPerson(t, browser, pg.name, shots)
			problems := watch(p)
			p.run(chromedp.Navigate("file://" + pg.file))
			source, _ := os.ReadFile(pg.file)
			charts := eval[[][2]float64](p, `[...document.querySelectorAll("svg.chart")].map(s => { const r = s.getBoundingClientRect(); return [r.width, r.height] })`)
			if want := strings.Count(string(source), `class="chart"`); len(charts) != want || want < 4 {
				t.Errorf("%d charts shown of %d", len(charts), want)
			}
			for k, wh := range charts {
				if wh[0] < 100 || wh[1] < 40 {
					t.Errorf("chart %d is %v×%v pixels", k, wh[0], wh[1])
				}
			}
			if n := eval[int](p, `document.querySelectorAll("script").length`); n != 0 {
				t.Errorf("%d scripts", n)
			}
			// Every figure written on a chart takes room: the text is drawn.
			if empty := eval[int](p, `[...document.querySelectorAll("svg [data-value]")].filter(e => e.getBoundingClientRect().width == 0).length`); empty != 0 {
				t.Errorf("%d figures on the charts have no width", empty)
			}
			png := screenshot(p, shots, pg.name+".png")
			for _, problem := range problems() {
				t.Error(problem)
			}
			t.Logf("%s: %d charts, screenshot %d×%d, %.0f%% of it drawn", pg.name, len(charts), png.width, png.height, 100*png.inked)
		})
	}
}

// watch gathers what would go wrong on p's page from now on: exceptions,
// console errors, log errors (a blocked resource) and any request for
// something other than a file.
func watch(p *person) func() []string {
	var mu sync.Mutex
	var problems []string
	add := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		problems = append(problems, fmt.Sprintf(format, args...))
	}
	go func() {
		for ev, err := range chromedp.Events(p.ctx, runtime.ExceptionThrown) {
			if err != nil {
				return
			}
			add("exception: %s", ev.ExceptionDetails.Text)
		}
	}()
	go func() {
		for ev, err := range chromedp.Events(p.ctx, runtime.ConsoleAPICalled) {
			if err != nil {
				return
			}
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning {
				add("console %s", ev.Type)
			}
		}
	}()
	go func() {
		for ev, err := range chromedp.Events(p.ctx, log.EntryAdded) {
			if err != nil {
				return
			}
			if ev.Entry.Level == log.EntryLevelError || ev.Entry.Level == log.EntryLevelWarning {
				add("log %s: %s", ev.Entry.Level, ev.Entry.Text)
			}
		}
	}()
	go func() {
		for ev, err := range chromedp.Events(p.ctx, network.RequestWillBeSent) {
			if err != nil {
				return
			}
			if !strings.HasPrefix(ev.Request.URL, "file://") {
				add("request for %s", ev.Request.URL)
			}
		}
	}()
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return problems
	}
}

// shot is what a screenshot shows: its size and the share of its pixels
// that are not white.
type shot struct {
	width, height int
	inked         float64
}

// screenshot takes a screenshot of the whole page, saves it in dir as
// file when dir is set, and fails the test when it is blank.
func screenshot(p *person, dir, file string) shot {
	p.t.Helper()
	data, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	if dir != "" {
		path := filepath.Join(dir, file)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			p.t.Fatal(err)
		}
		p.t.Logf("screenshot %s", path)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		p.t.Fatal(err)
	}
	b := img.Bounds()
	inked := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r < 0xf000 || g < 0xf000 || bl < 0xf000 {
				inked++
			}
		}
	}
	s := shot{width: b.Dx(), height: b.Dy(), inked: float64(inked) / float64(max(b.Dx()*b.Dy(), 1))}
	if s.inked < 0.01 {
		p.t.Errorf("the screenshot is blank: %.2f%% of it drawn", 100*s.inked)
	}
	return s
}
