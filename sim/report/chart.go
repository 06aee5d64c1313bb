package report

import (
	"fmt"
	"html"
	"math"
	"strings"

	"shima/engine"
)

// The charts are SVG drawn here, each with its numbers written on it (a
// page printed in black and white reads the same) and an accessible title
// and description. Sizes are in pixels of a 720-wide drawing that scales
// down to a narrow screen.
const (
	chartWidth = 720 // at least
	labelRight = 190 // labels end here, right-aligned, unless a bar chart's need more room
	labelMost  = 330 // and never further: a longer label is cut
	plotLeft   = 200
	barWidth   = 320 // a bar chart's plot; the value's text follows
	histRight  = 700
	titleSpace = 34
	rowHeight  = 26
	font       = `font-family="system-ui, sans-serif"`
	barFill    = "#3b6ea5"
)

// chart is one drawing with its table of the same numbers.
type chart interface {
	// svg draws the chart as an <svg> element with id, and says its width and height.
	svg(id string) (string, int, int)
	// table is an HTML table of the chart's numbers.
	table() string
}

// open starts an SVG drawing of the given size, with its title and
// description for assistive technology and its title shown on top.
func open(b *strings.Builder, id string, width, height int, title, desc string) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="chart" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-labelledby="%s-title %s-desc" %s font-size="12">`,
		id, width, height, width, height, id, id, font)
	fmt.Fprintf(b, `<title id="%s-title">%s</title><desc id="%s-desc">%s</desc>`, id, html.EscapeString(title), id, html.EscapeString(desc))
	fmt.Fprintf(b, `<text x="0" y="18" font-size="15" font-weight="bold">%s</text>`, html.EscapeString(title))
}

// label writes a row's label, right-aligned to end at x, cut to fit
// after 10 pixels (its whole text is its tooltip).
func label(b *strings.Builder, x int, y float64, text string) {
	shown := text
	for textWidth(shown) > float64(x-10) {
		r := []rune(strings.TrimSuffix(shown, "…"))
		shown = string(r[:len(r)-1]) + "…"
	}
	fmt.Fprintf(b, `<text x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle"><title>%s</title>%s</text>`, x, y, html.EscapeString(text), html.EscapeString(shown))
}

// textWidth is about how wide text is at 12 pixels: a wide (Japanese)
// character counts twice (engine.Width).
func textWidth(text string) float64 { return 6.8 * float64(engine.Width(text)) }

// bar is one row of a barChart: a value, with its 95% interval if low and
// high are set.
type bar struct {
	label     string
	value     figure
	low, high *figure
	note      string // after the value, such as "(12 of 40)"
}

// barChart draws a value per row as a bar from 0 (or the axis's end
// nearest 0), with a whisker for its interval and its figures in text.
type barChart struct {
	title, desc string
	// lo and hi are the axis's range; axis formats its ticks.
	lo, hi float64
	axis   format
	bars   []bar
	// head names the table's columns: label, value, interval.
	head [3]string
}

// x is where value v is on the plot starting at left.
func (c barChart) x(left int, v float64) float64 {
	v = min(max(v, c.lo), c.hi)
	return float64(left) + (v-c.lo)/(c.hi-c.lo)*barWidth
}

func (c barChart) svg(id string) (string, int, int) {
	var b strings.Builder
	// The labels end where the longest needs, within limits; the width
	// holds the longest text after the bars.
	right, text := labelRight, 0.0
	for _, r := range c.bars {
		right = max(right, min(int(textWidth(r.label))+14, labelMost))
		t := r.value.text() + " " + r.note
		if r.low != nil {
			t += " (" + r.low.text() + "–" + r.high.text() + ")"
		}
		text = max(text, textWidth(t))
	}
	left := right + 10
	width := max(chartWidth, left+barWidth+10+int(text)+10)
	height := titleSpace + rowHeight*len(c.bars) + 24
	open(&b, id, width, height, c.title, c.desc)
	bottom := titleSpace + rowHeight*len(c.bars)
	for _, t := range ticks(c.lo, c.hi) {
		x := c.x(left, t)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ccc"/>`, x, titleSpace-4, x, bottom)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#555" font-size="11">%s</text>`, x, bottom+16, c.axis.text(t))
	}
	base := c.x(left, 0)
	var whiskers strings.Builder // drawn over every bar
	for i, r := range c.bars {
		y := float64(titleSpace + rowHeight*i + rowHeight/2)
		label(&b, right, y, r.label)
		x := c.x(left, r.value.value)
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="14" fill="%s"/>`, min(x, base), y-7, math.Max(math.Abs(x-base), 1), barFill)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" dominant-baseline="middle">%s`, left+barWidth+10, y, r.value.in("tspan"))
		if r.low != nil {
			lx, hx := c.x(left, r.low.value), c.x(left, r.high.value)
			fmt.Fprintf(&b, ` <tspan fill="#555">(%s–%s)</tspan>`, r.low.in("tspan"), r.high.in("tspan"))
			fmt.Fprintf(&whiskers, `<path d="M%.1f %.1fv10M%.1f %.1fH%.1fM%.1f %.1fv10" stroke="#000" stroke-width="1.5" fill="none"/>`, lx, y-5, lx, y, hx, hx, y-5)
		}
		if r.note != "" {
			fmt.Fprintf(&b, ` <tspan fill="#555">%s</tspan>`, html.EscapeString(r.note))
		}
		b.WriteString("</text>")
	}
	b.WriteString(whiskers.String() + "</svg>")
	return b.String(), width, height
}

func (c barChart) table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "<table><thead><tr><th>%s</th><th>%s</th>", html.EscapeString(c.head[0]), html.EscapeString(c.head[1]))
	interval := len(c.bars) > 0 && c.bars[0].low != nil
	if interval {
		fmt.Fprintf(&b, "<th colspan=2>%s</th>", html.EscapeString(c.head[2]))
	}
	b.WriteString("<th></th></tr></thead><tbody>")
	for _, r := range c.bars {
		fmt.Fprintf(&b, "<tr><th>%s</th>%s", html.EscapeString(r.label), r.value.in("td"))
		if interval {
			b.WriteString(r.low.in("td") + r.high.in("td"))
		}
		fmt.Fprintf(&b, "<td>%s</td></tr>", html.EscapeString(r.note))
	}
	b.WriteString("</tbody></table>")
	return b.String()
}

// ticks are about five round values from lo to hi.
func ticks(lo, hi float64) []float64 {
	step := niceStep((hi - lo) / 4)
	var out []float64
	for t := math.Ceil(lo/step) * step; t <= hi+step/1e6; t += step {
		v := math.Round(t/step) * step
		if v == 0 {
			v = 0 // not -0
		}
		out = append(out, v)
	}
	return out
}

// niceStep is the least of 1, 2, 2.5 or 5 times a power of ten that is at least x.
func niceStep(x float64) float64 {
	if x <= 0 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*p >= x*(1-1e-9) {
			return m * p
		}
	}
	return 10 * p
}

// histogram draws how values fall into bins, one row of bars per series
// (a bot, a seat), each row scaled to its own largest count, which is
// written on the chart with every other count.
type histogram struct {
	title, desc string
	bins        []bin
	rows        []histRow
	// head names the table's first column.
	head string
}

// bin is the values from lo up to, not including, hi.
type bin struct{ lo, hi float64 }

func (b bin) String() string {
	if b.hi-b.lo == 1 && b.lo == math.Trunc(b.lo) {
		return fmt.Sprint(b.lo)
	}
	return fmt.Sprintf("%g–%g", b.lo, b.hi)
}

// histRow is one series of a histogram: its count in each bin, and where
// its values are in the JSON output: from, a path with * for every game
// ("games.*.actions"); for a bot's scores, from is
// "games.*.outcome.scores" and bot the index of the bot whose seats count.
type histRow struct {
	label  string
	counts []int
	from   string
	bot    string
}

// histRowHeight is the height of one series' row of bars.
const histRowHeight = 64

// makeHistogram bins the values of each series alike: a bin per whole
// number when all are whole and span at most 40, else about 20 bins of a
// round width.
func makeHistogram(title, desc, head string, rows []histRow, values [][]float64) histogram {
	h := histogram{title: title, desc: desc, head: head}
	lo, hi, whole := math.Inf(1), math.Inf(-1), true
	for _, vs := range values {
		for _, v := range vs {
			lo, hi = min(lo, v), max(hi, v)
			whole = whole && v == math.Trunc(v)
		}
	}
	if lo > hi {
		return h
	}
	width := 1.0
	if !whole || hi-lo >= 40 {
		width = niceStep((hi - lo) / 20)
	}
	start := math.Floor(lo/width) * width
	for n := int((hi-start)/width) + 1; len(h.bins) < n; {
		b := start + float64(len(h.bins))*width
		h.bins = append(h.bins, bin{b, b + width})
	}
	for i, vs := range values {
		row := rows[i]
		row.counts = make([]int, len(h.bins))
		for _, v := range vs {
			row.counts[min(int((v-start)/width), len(h.bins)-1)]++
		}
		h.rows = append(h.rows, row)
	}
	return h
}

func (h histogram) svg(id string) (string, int, int) {
	var b strings.Builder
	height := titleSpace + histRowHeight*len(h.rows) + 20
	open(&b, id, chartWidth, height, h.title, h.desc)
	cw := float64(histRight-plotLeft) / float64(max(len(h.bins), 1))
	for i, r := range h.rows {
		baseY := float64(titleSpace + histRowHeight*(i+1) - 6)
		label(&b, labelRight, baseY-20, r.label)
		most := 1
		for _, c := range r.counts {
			most = max(most, c)
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#999"/>`, plotLeft, baseY, histRight, baseY)
		for k, c := range r.counts {
			if c == 0 {
				continue
			}
			bh := float64(c) / float64(most) * (histRowHeight - 22)
			x := plotLeft + float64(k)*cw
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`, x+0.5, baseY-bh, math.Max(cw-1, 1), bh, barFill)
			if cw >= 14 || c == most {
				fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="10">%d</text>`, x+cw/2, baseY-bh-3, c)
			}
		}
	}
	// Bin labels under the last row, at least 44 pixels apart.
	every := int(math.Ceil(44 / cw))
	y := titleSpace + histRowHeight*len(h.rows) + 8
	for k := 0; k < len(h.bins); k += every {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#555" font-size="11">%s</text>`, plotLeft+(float64(k)+0.5)*cw, y, h.bins[k])
	}
	b.WriteString("</svg>")
	return b.String(), chartWidth, height
}

func (h histogram) table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "<table class=counts><thead><tr><th>%s</th>", html.EscapeString(h.head))
	for _, bn := range h.bins {
		fmt.Fprintf(&b, "<th>%s</th>", bn)
	}
	b.WriteString("</tr></thead><tbody>")
	for _, r := range h.rows {
		fmt.Fprintf(&b, `<tr data-json="%s"`, html.EscapeString(r.from))
		if r.bot != "" {
			fmt.Fprintf(&b, ` data-bot="%s"`, r.bot)
		}
		fmt.Fprintf(&b, "><th>%s</th>", html.EscapeString(r.label))
		for k, c := range r.counts {
			fmt.Fprintf(&b, `<td data-bin="%g,%g">%d</td>`, h.bins[k].lo, h.bins[k].hi, c)
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody></table>")
	return b.String()
}

// matrix draws a table of results, row against column, as a heat map: each
// cell's share coloured from red (0) through white to blue (1), and
// written with the score it comes from.
type matrix struct {
	title, desc string
	names       []string
	// share, score and of give each cell's share, its score and the
	// number of results; nil on the diagonal.
	share, score, of [][]*figure
}

const (
	cellWidth  = 96
	cellHeight = 40
)

func (m matrix) svg(id string) (string, int, int) {
	var b strings.Builder
	height := titleSpace + 20 + cellHeight*len(m.names) + 6
	width := max(chartWidth, plotLeft+cellWidth*len(m.names)+10)
	open(&b, id, width, height, m.title, m.desc)
	top := titleSpace + 20
	for j, name := range m.names {
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">%s</text>`, plotLeft+cellWidth*j+cellWidth/2, top-6, html.EscapeString(name))
	}
	for i, name := range m.names {
		y := top + cellHeight*i
		label(&b, labelRight, float64(y+cellHeight/2), name)
		for j := range m.names {
			x := plotLeft + cellWidth*j
			if m.share[i][j] == nil {
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#eee" stroke="#fff"/>`, x, y, cellWidth, cellHeight)
				fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" dominant-baseline="middle" fill="#777">–</text>`, x+cellWidth/2, y+cellHeight/2)
				continue
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#fff"/>`, x, y, cellWidth, cellHeight, heat(m.share[i][j].value))
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-weight="bold">%s</text>`, x+cellWidth/2, y+17, m.share[i][j].in("tspan"))
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-size="10">%s/%s</text>`, x+cellWidth/2, y+32, m.score[i][j].in("tspan"), m.of[i][j].in("tspan"))
		}
	}
	b.WriteString("</svg>")
	return b.String(), width, height
}

func (m matrix) table() string {
	var b strings.Builder
	b.WriteString("<table><thead><tr><th></th>")
	for _, name := range m.names {
		fmt.Fprintf(&b, "<th colspan=3>%s</th>", html.EscapeString(name))
	}
	b.WriteString("</tr></thead><tbody>")
	for i, name := range m.names {
		fmt.Fprintf(&b, "<tr><th>%s</th>", html.EscapeString(name))
		for j := range m.names {
			if m.share[i][j] == nil {
				b.WriteString("<td colspan=3>–</td>")
				continue
			}
			b.WriteString(m.score[i][j].in("td") + m.of[i][j].in("td") + m.share[i][j].in("td"))
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody></table>")
	return b.String()
}

// heat is the colour of a share from 0 (red) through 0.5 (white) to 1 (blue).
func heat(share float64) string {
	share = min(max(share, 0), 1)
	from, to, t := [3]float64{244, 165, 130}, [3]float64{247, 247, 247}, share*2
	if share > 0.5 {
		from, to, t = to, [3]float64{146, 197, 222}, share*2-1
	}
	var c [3]int
	for k := range c {
		c[k] = int(math.Round(from[k] + (to[k]-from[k])*t))
	}
	return fmt.Sprintf("#%02x%02x%02x", c[0], c[1], c[2])
}
