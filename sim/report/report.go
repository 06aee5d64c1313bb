// Package report draws simulation results (sim.Result) as one
// self-contained HTML page of SVG charts, or as one SVG summary.
//
// The charts are drawn here rather than by a charting library: they are a
// few kinds (bars with 95% whiskers, histograms, a heat map), a library
// would bring scripts or fonts the page must not load, and drawing them
// ourselves lets every number on a chart carry where it comes from in the
// JSON output (sim.Result.WriteJSON): data-json names the path,
// data-value the exact value, data-format how it is written.
//
// The page needs no network and no script: styles are inline, the tables
// under the charts open with <details>, and a content security policy
// forbids anything else.
package report

import (
	"fmt"
	"html"
	"maps"
	"slices"
	"strings"

	"shima/engine"
	"shima/sim"
)

// section is one run's part of a page.
type section struct {
	r    *sim.Result
	info engine.Info // the game's, when it is registered
	lang engine.Lang
	// prefix starts every JSON path: "" for a page of one run, "k." for
	// run k of several.
	prefix string
}

func newSection(r *sim.Result, lang engine.Lang, prefix string) *section {
	s := &section{r: r, lang: lang, prefix: prefix}
	if g, err := engine.Lookup(r.Game); err == nil {
		s.info = g.Info()
	} else {
		s.info = engine.Info{ID: r.Game, Name: engine.T(r.Game, r.Game)}
	}
	return s
}

// item is a chart with any further table of its numbers.
type item struct {
	chart chart
	more  string
}

// items are the run's charts in the page's order.
func (s *section) items() []item {
	r := s.r
	var out []item
	if r.League != nil {
		if c, ok := s.ratings(); ok {
			out = append(out, item{chart: c})
		}
		out = append(out, item{chart: s.winMatrix()})
	}
	if r.Cooperative {
		out = append(out, item{chart: s.team()})
	} else {
		if len(r.PerBot) > 0 {
			out = append(out, item{chart: s.perBot()})
		}
		out = append(out, item{chart: s.perSeat()})
		if len(r.PerRole) > 0 {
			out = append(out, item{chart: s.perRole()})
		}
		out = append(out, s.scores())
	}
	out = append(out, s.length()...)
	out = append(out, item{chart: s.ends()}, item{chart: s.thinking()})
	return out
}

// summary are the charts of the SVG summary: who won, how and how long.
func (s *section) summary() []chart {
	r := s.r
	var out []chart
	switch {
	case r.Cooperative:
		out = append(out, s.team())
	case r.League != nil:
		if c, ok := s.ratings(); ok {
			out = append(out, c)
		}
		out = append(out, s.winMatrix())
	case len(r.PerBot) > 0:
		out = append(out, s.perBot())
	default:
		out = append(out, s.perSeat())
	}
	length := s.length()
	return append(out, length[0].chart, s.ends(), s.thinking())
}

// setting says what the run played: game, players, bots, options.
func (s *section) setting() string {
	r := s.r
	var b strings.Builder
	fmt.Fprintf(&b, s.lang.Pick("%s, %s, %d games, seed %d; bots: %s.", "%s・%s・%dゲーム・シード%d。ボット: %s。"),
		s.info.Name.In(s.lang), s.players(r.Seats), r.Played, r.Seed, strings.Join(r.Bots, s.lang.Pick(", ", "、")))
	if len(r.Options) > 0 {
		var opts []string
		for _, k := range slices.Sorted(maps.Keys(r.Options)) {
			opts = append(opts, s.optionText(k))
		}
		fmt.Fprintf(&b, s.lang.Pick(" Options: %s.", " オプション: %s。"), strings.Join(opts, s.lang.Pick("; ", "、")))
	}
	if r.Difficulty != nil {
		fmt.Fprintf(&b, s.lang.Pick(" Difficulty %d.", " 難易度%d。"), *r.Difficulty)
	}
	if r.Rotate {
		b.WriteString(s.lang.Pick(" Seats rotated game by game, so each bot played each seat in turn.", " 席はゲームごとに回し、どのボットもどの席にも順に座っています。"))
	}
	if l := r.League; l != nil {
		fmt.Fprintf(&b, s.lang.Pick(" A league: every seating where two bots differ (%d seatings), each played %d times; each game gives a result between every two seats of different bots, from their places.",
			" リーグ: 2種類以上のボットが座る座り方すべて(%d通り)を各%d回。各ゲームから、異なるボットの2席ずつの勝ち負けを順位で数えます。"), l.Seatings, l.Rounds)
	}
	return b.String()
}

// players says n players.
func (s *section) players(n int) string {
	if n == 1 {
		return s.lang.Pick("1 player", "1人")
	}
	return fmt.Sprintf(s.lang.Pick("%d players", "%d人"), n)
}

// optionText is option k of the run with its value, by their names for people.
func (s *section) optionText(k string) string {
	for _, o := range s.info.Options {
		if o.Key == k {
			return o.Name.In(s.lang) + ": " + s.optionValue(k)
		}
	}
	return k + "=" + s.optionValue(k)
}

// rateChart is a bar chart of win rates, 0 to 100%, with 95% intervals.
func (s *section) rateChart(title, desc, head string) barChart {
	return barChart{title: title, desc: desc, hi: 1, axis: percent0,
		head: [3]string{head, s.lang.Pick("win rate", "勝率"), s.lang.Pick("95% interval", "95%信頼区間")}}
}

// rate is a bar of a win rate at path, whose Stats are st.
func (s *section) rate(label, path string, st sim.Stats, note string) bar {
	low, high := s.fig(path+".win_rate_low", st.Low, percent), s.fig(path+".win_rate_high", st.High, percent)
	return bar{label: label, value: s.fig(path+".win_rate", st.WinRate, percent), low: &low, high: &high, note: note}
}

func (s *section) perBot() barChart {
	c := s.rateChart(s.lang.Pick("Win rate by bot", "ボット別の勝率"),
		s.lang.Pick("Each bot's share of the wins over the seats it played, with its 95% interval (Wilson).", "各ボットが座った席すべてでの勝ちの割合と95%信頼区間(Wilson)。"), s.lang.Pick("bot", "ボット"))
	for k, b := range s.r.PerBot {
		c.bars = append(c.bars, s.rate(s.r.BotName(b.Index), fmt.Sprintf("per_bot.%d", k), b.Stats, ""))
	}
	return c
}

func (s *section) perSeat() barChart {
	c := s.rateChart(s.lang.Pick("Win rate by seat", "席別の勝率"),
		s.lang.Pick("Each seat's share of the wins, with its 95% interval (Wilson); seat 1 plays first.", "各席の勝ちの割合と95%信頼区間(Wilson)。席1が先手です。"), s.lang.Pick("seat", "席"))
	for k, st := range s.r.PerSeat {
		name := fmt.Sprintf(s.lang.Pick("seat %d", "席%d"), st.Seat+1)
		if st.Bot != "" {
			name += " (" + st.Bot + ")"
		}
		c.bars = append(c.bars, s.rate(name, fmt.Sprintf("per_seat.%d", k), st.Stats, ""))
	}
	return c
}

func (s *section) perRole() barChart {
	c := s.rateChart(s.lang.Pick("Win rate by part played", "役割別の勝率"),
		s.lang.Pick("The win rate of the seats playing each part, over the games where a seat played it.", "各役割を担った席の勝率(その役割が登場したゲームについて)。"), s.lang.Pick("part", "役割"))
	s.roleBars(&c)
	return c
}

// roleBars adds a bar for each part played (engine.Roles) to c.
func (s *section) roleBars(c *barChart) {
	for k, rs := range s.r.PerRole {
		c.bars = append(c.bars, s.rate(rs.Role.In(s.lang), fmt.Sprintf("per_role.%d", k), rs.Stats, fmt.Sprintf(s.lang.Pick("%d games", "%dゲーム"), rs.Games)))
	}
}

// team is a cooperative game's win rate: the team's, then by the part
// each seat played (Spirit Island: by spirit).
func (s *section) team() barChart {
	c := s.rateChart(s.lang.Pick("Team win rate, and by part played (spirit)", "チームの勝率と役割(精霊)別の勝率"),
		s.lang.Pick("The share of games the team won, with its 95% interval (Wilson); then the same over the games in which each part (for Spirit Island, each spirit) was played.",
			"チームが勝ったゲームの割合と95%信頼区間(Wilson)。続いて、各役割(スピリット・アイランドでは各精霊)が登場したゲームについての同じ値。"), s.lang.Pick("team", "チーム"))
	if len(s.r.PerSeat) > 0 {
		c.bars = append(c.bars, s.rate(s.lang.Pick("team", "チーム"), "per_seat.0", s.r.PerSeat[0].Stats, fmt.Sprintf(s.lang.Pick("%d games", "%dゲーム"), s.r.Played)))
	}
	s.roleBars(&c)
	return c
}

// ratings is a league's ratings with their 95% intervals, if it has them.
func (s *section) ratings() (barChart, bool) {
	l := s.r.League
	if len(l.Ratings) == 0 {
		return barChart{}, false
	}
	c := barChart{title: s.lang.Pick("League ratings (Elo points)", "リーグのレーティング(イロ)"),
		desc: fmt.Sprintf(s.lang.Pick("Bradley-Terry ratings in Elo points with 95%% intervals, %s at 0: 400 points above wins 10 results of 11.",
			"Bradley-Terryモデルによるイロレーティングと95%%信頼区間。%sを0とします(400点上なら11回に10回勝つ)。"), l.Anchor),
		axis: elo, head: [3]string{s.lang.Pick("bot", "ボット"), s.lang.Pick("rating", "レーティング"), s.lang.Pick("95% interval", "95%信頼区間")}}
	for k, b := range l.Ratings {
		c.lo, c.hi = min(c.lo, b.Low), max(c.hi, b.High)
		path := fmt.Sprintf("league.ratings.%d", k)
		low, high := s.fig(path+".low", b.Low, elo), s.fig(path+".high", b.High, elo)
		note := ""
		if b.Bot == l.Anchor {
			note = s.lang.Pick("(anchor)", "(基準)")
		}
		c.bars = append(c.bars, bar{label: b.Bot, value: s.fig(path+".rating", b.Rating, elo), low: &low, high: &high, note: note})
	}
	if c.hi == c.lo { // every rating 0 and sure of it: one game each way
		c.hi = 1
	}
	return c, true
}

// winMatrix is a league's results, row against column.
func (s *section) winMatrix() matrix {
	l := s.r.League
	m := matrix{title: s.lang.Pick("League results, row against column", "リーグの勝敗表(行のボットの列のボットに対する成績)"),
		desc: s.lang.Pick("Each cell is the row bot's score against the column bot (a win 1, a draw a half) over their results, and its share.",
			"各セルは行のボットの列のボットに対する得点(勝ち1、引き分け0.5)と結果数、その割合です。"),
		names: s.r.Bots}
	grid := func() [][]*figure {
		g := make([][]*figure, len(s.r.Bots))
		for i := range g {
			g[i] = make([]*figure, len(s.r.Bots))
		}
		return g
	}
	m.share, m.score, m.of = grid(), grid(), grid()
	for i := range s.r.Bots {
		for j := range s.r.Bots {
			n := l.Results[i][j]
			if n == 0 {
				continue
			}
			a, b := fmt.Sprintf("league.score.%d.%d", i, j), fmt.Sprintf("league.results.%d.%d", i, j)
			score, of, share := s.fig(a, l.Score[i][j], count), s.fig(b, n, count), s.ratio(a, b, l.Score[i][j]/n, percent0)
			m.score[i][j], m.of[i][j], m.share[i][j] = &score, &of, &share
		}
	}
	return m
}

// scores is the distribution of final scores, by bot when bots change
// seats and else by seat, with each one's mean, deviation and range.
func (s *section) scores() item {
	r := s.r
	var rows []histRow
	var values [][]float64
	var b strings.Builder
	b.WriteString("<table><thead><tr><th></th>")
	for _, h := range strings.Split(s.lang.Pick("mean|sd|min|max", "平均|標準偏差|最小|最大"), "|") {
		fmt.Fprintf(&b, "<th>%s</th>", h)
	}
	b.WriteString("</tr></thead><tbody>")
	spreadRow := func(label, path string, sp sim.Spread) {
		fmt.Fprintf(&b, "<tr><th>%s</th>%s%s%s%s</tr>", html.EscapeString(label), s.fig(path+".mean", sp.Mean, mean2).in("td"),
			s.fig(path+".sd", sp.SD, mean2).in("td"), s.fig(path+".min", sp.Min, count).in("td"), s.fig(path+".max", sp.Max, count).in("td"))
	}
	if r.Rotate || r.League != nil {
		for k := range r.Bots {
			name := s.r.BotName(k)
			var vs []float64
			for _, g := range r.Games {
				for seat, bot := range g.Seating {
					if bot == k {
						vs = append(vs, g.Outcome.Scores[seat])
					}
				}
			}
			rows, values = append(rows, histRow{label: name, from: s.prefix + "games.*.outcome.scores", bot: fmt.Sprint(k)}), append(values, vs)
			if k < len(r.PerBot) {
				spreadRow(name, fmt.Sprintf("per_bot.%d.score", k), r.PerBot[k].Score)
			}
		}
	} else {
		for k, st := range r.PerSeat {
			name := fmt.Sprintf(s.lang.Pick("seat %d (%s)", "席%d(%s)"), st.Seat+1, st.Bot)
			var vs []float64
			for _, g := range r.Games {
				vs = append(vs, g.Outcome.Scores[st.Seat])
			}
			rows, values = append(rows, histRow{label: name, from: fmt.Sprintf("%sgames.*.outcome.scores.%d", s.prefix, st.Seat)}), append(values, vs)
			spreadRow(name, fmt.Sprintf("per_seat.%d.score", k), st.Score)
		}
	}
	b.WriteString("</tbody></table>")
	h := makeHistogram(s.lang.Pick("Final scores", "最終得点の分布"),
		s.lang.Pick("How many games ended with each final score, a row of bars per player.", "各最終得点で終わったゲームの数(プレイヤーごとに1行)。"), s.lang.Pick("score", "得点"), rows, values)
	return item{chart: h, more: b.String()}
}

// length is how long games lasted, in turns where the game counts them,
// and in decisions, with the mean, deviation and range of each.
func (s *section) length() []item {
	r := s.r
	var out []item
	// key names the spread in the JSON output, and the field of each game.
	add := func(title, desc, key string, sp sim.Spread, value func(sim.Game) int) {
		var vs []float64
		for _, g := range r.Games {
			vs = append(vs, float64(value(g)))
		}
		h := makeHistogram(title, desc, "", []histRow{{label: s.lang.Pick("games", "ゲーム数"), from: s.prefix + "games.*." + key}}, [][]float64{vs})
		more := fmt.Sprintf("<table><thead><tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr></thead><tbody><tr>%s%s%s%s</tr></tbody></table>",
			s.lang.Pick("mean", "平均"), s.lang.Pick("sd", "標準偏差"), s.lang.Pick("min", "最小"), s.lang.Pick("max", "最大"),
			s.fig(key+".mean", sp.Mean, mean1).in("td"), s.fig(key+".sd", sp.SD, mean1).in("td"), s.fig(key+".min", sp.Min, count).in("td"), s.fig(key+".max", sp.Max, count).in("td"))
		out = append(out, item{chart: h, more: more})
	}
	if r.Turns != nil {
		add(s.lang.Pick("Game length in turns", "ゲームの長さ(手番数)"), s.lang.Pick("How many games lasted each number of turns.", "各手番数で終わったゲームの数。"),
			"turns", *r.Turns, func(g sim.Game) int { return g.Turns })
	}
	add(s.lang.Pick("Game length in decisions", "ゲームの長さ(決定の数)"), s.lang.Pick("How many games took each number of decisions, every seat's together.", "各決定数(全席の合計)で終わったゲームの数。"),
		"actions", r.Actions, func(g sim.Game) int { return g.Actions })
	return out
}

// ends is how the games ended, as shares of the games played.
func (s *section) ends() barChart {
	c := barChart{title: s.lang.Pick("How games ended", "ゲームの終わり方"), desc: s.lang.Pick("The share of games that ended each way.", "それぞれの終わり方をしたゲームの割合。"),
		hi: 1, axis: percent0, head: [3]string{s.lang.Pick("end", "終わり方"), s.lang.Pick("share", "割合")}}
	for k, e := range s.r.Ends {
		c.bars = append(c.bars, bar{label: e.Name.In(s.lang), value: s.ratio(fmt.Sprintf("ends.%d.count", k), "played", float64(e.Count)/float64(s.r.Played), percent),
			note: fmt.Sprintf(s.lang.Pick("%d of %d", "%d/%d"), e.Count, s.r.Played)})
	}
	return c
}

// thinking is each bot's time per decision, with its longest.
func (s *section) thinking() barChart {
	c := barChart{title: s.lang.Pick("Time per decision", "1決定あたりの思考時間"),
		desc: s.lang.Pick("Each bot's mean time to decide, over all its seats and games, on the machine that ran the simulation; its longest decision in the note.",
			"各ボットの1決定あたりの平均思考時間(シミュレーションを実行したマシンでの値)。注記は最長の決定。"),
		axis: duration, head: [3]string{s.lang.Pick("bot", "ボット"), s.lang.Pick("mean", "平均")}}
	for k, t := range s.r.Thinking {
		mean := 0.0
		if t.Decisions > 0 {
			mean = float64(t.Total) / float64(t.Decisions)
		}
		c.hi = max(c.hi, mean)
		path := fmt.Sprintf("thinking.%d", k)
		c.bars = append(c.bars, bar{label: t.Bot, value: s.ratio(path+".total_ns", path+".decisions", mean, duration),
			note: fmt.Sprintf(s.lang.Pick("longest %s", "最長%s"), sim.RoundTime(t.Longest))})
	}
	c.hi = max(c.hi, 1) * 1.1
	return c
}
