package report

import (
	"bufio"
	"errors"
	"fmt"
	"html"
	"io"
	"strings"

	"shima/engine"
	"shima/sim"
)

// style is the page's whole style sheet.
const style = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:1em;color:#111;line-height:1.4}
h1{font-size:1.5em}h2{font-size:1.25em;border-bottom:1px solid #ccc;margin-top:2em}
figure{margin:1.5em 0}svg.chart{max-width:100%;height:auto;display:block}
figcaption{color:#444;font-size:.9em}
table{border-collapse:collapse;font-size:.85em;margin:.5em 0;display:block;overflow-x:auto}
th,td{border:1px solid #ddd;padding:.15em .4em;text-align:right}th{text-align:left;font-weight:600}
details summary{cursor:pointer;color:#245;font-size:.9em}
.setting{background:#f4f4f4;padding:.5em .8em}`

// WriteHTML writes one page of charts for runs, in lang: a section for
// each run and, for several runs of a cooperative game, the team's win
// rate compared between them, by number of players and by setting. The
// runs may be read back from sim --out FILE.json (sim.ReadJSON).
func WriteHTML(w io.Writer, runs []*sim.Result, lang engine.Lang) error {
	if len(runs) == 0 {
		return errors.New("report: no runs")
	}
	bw := bufio.NewWriter(w)
	sections := make([]*section, len(runs))
	for k, r := range runs {
		prefix := ""
		if len(runs) > 1 {
			prefix = fmt.Sprintf("%d.", k)
		}
		sections[k] = newSection(r, lang, prefix)
	}
	first := sections[0]
	title := fmt.Sprintf(first.lang.Pick("Simulation report: %s", "シミュレーション結果: %s"), first.info.Name.In(lang))
	fmt.Fprintf(bw, `<!DOCTYPE html>
<html lang="%s"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>%s</title><style>%s</style></head>
<body><main><h1>%s</h1>
<p>%s</p>
`, lang, html.EscapeString(title), style, html.EscapeString(title),
		html.EscapeString(first.lang.Pick("Made by shima sim. Every chart writes its numbers; the table under it holds the exact values of the JSON output (shima sim --out FILE.json).",
			"shima simによる集計です。各グラフに数値を記し、その下の表にはJSON出力(shima sim --out FILE.json)と同じ正確な値を載せています。")))
	figure := 0
	put := func(s *section, c chart, more string) {
		svg, _, _ := c.svg(fmt.Sprintf("chart-%d", figure))
		figure++
		fmt.Fprintf(bw, "<figure>%s<figcaption>%s</figcaption></figure>\n<details><summary>%s</summary>%s%s</details>\n",
			svg, html.EscapeString(descOf(c)), s.lang.Pick("Numbers", "数値"), c.table(), more)
	}
	if len(runs) > 1 && first.r.Cooperative {
		fmt.Fprintf(bw, "<section><h2>%s</h2>\n", first.lang.Pick("The runs compared", "実行の比較"))
		for _, c := range compare(sections) {
			put(first, c, "")
		}
		bw.WriteString("</section>\n")
	}
	for k, s := range sections {
		heading := s.lang.Pick("Results", "結果")
		if len(runs) > 1 {
			heading = fmt.Sprintf(s.lang.Pick("Run %d", "実行%d"), k+1)
		}
		fmt.Fprintf(bw, "<section id=\"run-%d\"><h2>%s</h2>\n<p class=setting>%s</p>\n", k, html.EscapeString(heading), html.EscapeString(s.setting()))
		if s.r.Cooperative && len(runs) == 1 {
			fmt.Fprintf(bw, "<p>%s</p>\n", html.EscapeString(s.lang.Pick(
				"One run plays one number of players at one setting (adversary and level). To compare them, write each run with shima sim … --out NAME.json and draw them on one page with shima report A.json B.json … -o report.html.",
				"1回の実行は1つの人数・1つの設定(敵対国とレベル)だけを遊びます。比べるには、各実行を shima sim … --out NAME.json で書き出し、shima report A.json B.json … -o report.html で1ページにまとめてください。")))
		}
		for _, it := range s.items() {
			put(s, it.chart, it.more)
		}
		bw.WriteString("</section>\n")
	}
	bw.WriteString("</main></body></html>\n")
	return bw.Flush()
}

// descOf is a chart's description.
func descOf(c chart) string {
	switch c := c.(type) {
	case barChart:
		return c.desc
	case histogram:
		return c.desc
	case matrix:
		return c.desc
	}
	return ""
}

// WriteSVG writes a summary of r as one SVG drawing, in lang: who won (the
// team, the ratings or the win rates), the length of games, how they ended
// and the bots' time per decision.
func WriteSVG(w io.Writer, r *sim.Result, lang engine.Lang) error {
	s := newSection(r, lang, "")
	var body strings.Builder
	title := fmt.Sprintf(s.lang.Pick("%s: %s, %d games", "%s・%s・%dゲーム"), s.info.Name.In(lang), s.players(r.Seats), r.Played)
	fmt.Fprintf(&body, `<text x="0" y="22" font-size="18" font-weight="bold">%s</text>`, html.EscapeString(title))
	y, width := 36, chartWidth
	for k, c := range s.summary() {
		svg, w, h := c.svg(fmt.Sprintf("chart-%d", k))
		width = max(width, w)
		fmt.Fprintf(&body, `<g transform="translate(0 %d)">%s</g>`, y, svg)
		y += h + 16
	}
	_, err := fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-labelledby="summary-title" %s><title id="summary-title">%s</title><rect width="100%%" height="100%%" fill="#fff"/>%s</svg>`+"\n",
		width, y, width, y, font, html.EscapeString(title), body.String())
	return err
}
