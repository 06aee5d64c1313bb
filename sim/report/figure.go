package report

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"time"

	"shima/sim"
)

// figure is a number shown on the page, with where it comes from in the
// run's JSON output (sim.Result.WriteJSON), so that a reader, or a test,
// can check it there.
type figure struct {
	// from is a path in the JSON output, keys and indices joined by dots
	// ("per_bot.0.win_rate"), or two paths A/B for a figure that is A
	// divided by B ("ends.0.count/played"); on a page of several runs, each
	// path starts with the run's index. "" for a figure derived otherwise.
	from   string
	value  float64
	format format
}

// format is how a figure is written.
type format string

const (
	percent  format = "percent"  // 41.2%
	percent0 format = "percent0" // 41%
	count    format = "count"    // 12 or 12.5
	mean1    format = "mean1"    // 3.1
	mean2    format = "mean2"    // 3.14
	elo      format = "elo"      // +120
	duration format = "duration" // 465.1µs, a number of nanoseconds
)

// text writes v as f says.
func (f format) text(v float64) string {
	switch f {
	case percent:
		return fmt.Sprintf("%.1f%%", 100*v)
	case percent0:
		return fmt.Sprintf("%.0f%%", 100*v)
	case count:
		return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
	case mean1:
		return fmt.Sprintf("%.1f", v)
	case mean2:
		return fmt.Sprintf("%.2f", v)
	case elo:
		return fmt.Sprintf("%+.0f", v)
	case duration:
		return sim.RoundTime(time.Duration(v)).String()
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// fig is the figure at path from, prefixed by the section's run.
func (s *section) fig(from string, v float64, f format) figure {
	return figure{from: s.prefix + from, value: v, format: f}
}

// ratio is the figure a/b, both paths prefixed by the section's run.
func (s *section) ratio(a, b string, v float64, f format) figure {
	return figure{from: s.prefix + a + "/" + s.prefix + b, value: v, format: f}
}

// attrs are the figure's data attributes: its exact value, format and source.
func (f figure) attrs() string {
	a := fmt.Sprintf(` data-value="%s" data-format="%s"`, strconv.FormatFloat(f.value, 'g', -1, 64), f.format)
	if f.from != "" {
		a += fmt.Sprintf(` data-json="%s"`, html.EscapeString(f.from))
	}
	return a
}

// text is the figure as shown.
func (f figure) text() string { return f.format.text(f.value) }

// in is the figure as an element of the given tag (td, tspan).
func (f figure) in(tag string) string {
	return fmt.Sprintf("<%s%s>%s</%s>", tag, f.attrs(), html.EscapeString(f.text()), tag)
}
