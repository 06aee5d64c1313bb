package report

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"shima/sim"
)

// compare charts a cooperative game's team win rate across runs: run by
// run, then by number of players and by setting (the options that differ
// between the runs, such as Spirit Island's adversary and level), each
// group pooling the games of its runs, when the runs differ in it.
func compare(sections []*section) []chart {
	first := sections[0]
	keys := differing(sections)
	setting := func(s *section) string {
		var parts []string
		for _, k := range keys {
			parts = append(parts, s.optionValue(k))
		}
		return strings.Join(parts, ", ")
	}
	players := func(s *section) string { return first.players(s.r.Seats) }
	byRun := func(s *section) string {
		k := slices.Index(sections, s)
		return strings.TrimSuffix(fmt.Sprintf(first.lang.Pick("run %d: %s, %s", "実行%d: %s、%s"), k+1, players(s), setting(s)), first.lang.Pick(", ", "、"))
	}
	head := first.lang.Pick("runs", "実行")
	out := []chart{pooled(sections, first.lang.Pick("Team win rate by run", "実行ごとのチームの勝率"),
		first.lang.Pick("The team's win rate in each run, with its 95% interval (Wilson).", "各実行でのチームの勝率と95%信頼区間(Wilson)。"), head, byRun)}
	bySeats := slices.Clone(sections)
	slices.SortStableFunc(bySeats, func(a, b *section) int { return cmp.Compare(a.r.Seats, b.r.Seats) })
	if distinct(sections, players) > 1 {
		out = append(out, pooled(bySeats, first.lang.Pick("Team win rate by number of players", "人数別のチームの勝率"),
			first.lang.Pick("The team's win rate over the runs with each number of players (spirits), their games pooled, with its 95% interval.",
				"各人数(精霊の数)の実行をまとめたチームの勝率と95%信頼区間。"), head, players))
	}
	if len(keys) > 0 && distinct(sections, setting) > 1 {
		byDifficulty := slices.Clone(sections)
		slices.SortStableFunc(byDifficulty, func(a, b *section) int { return cmp.Compare(difficulty(a.r), difficulty(b.r)) })
		out = append(out, pooled(byDifficulty, first.lang.Pick("Team win rate by setting", "設定別のチームの勝率"),
			first.lang.Pick("The team's win rate over the runs at each setting (for Spirit Island, adversary and level), their games pooled, easiest first, with its 95% interval.",
				"各設定(スピリット・アイランドでは敵対国とレベル)の実行をまとめたチームの勝率と95%信頼区間。易しい順。"), head, setting))
	}
	return out
}

// difficulty is r's difficulty, or -1 for none.
func difficulty(r *sim.Result) int {
	if r.Difficulty == nil {
		return -1
	}
	return *r.Difficulty
}

// differing lists the option keys whose values are not the same in every run.
func differing(sections []*section) []string {
	all := map[string]bool{}
	for _, s := range sections {
		for k := range s.r.Options {
			all[k] = true
		}
	}
	var out []string
	for _, k := range slices.Sorted(maps.Keys(all)) {
		if distinct(sections, func(s *section) string { return s.optionValue(k) }) > 1 {
			out = append(out, k)
		}
	}
	return out
}

// distinct counts the different values of key over sections.
func distinct(sections []*section, key func(*section) string) int {
	seen := map[string]bool{}
	for _, s := range sections {
		seen[key(s)] = true
	}
	return len(seen)
}

// optionValue is the value of option k in the run (its default when not
// given), by its name for people.
func (s *section) optionValue(k string) string {
	v, given := s.r.Options[k]
	for _, o := range s.info.Options {
		if o.Key != k {
			continue
		}
		if !given {
			v = o.Default
		}
		if i := slices.Index(o.Values, v); i >= 0 && i < len(o.ValueNames) {
			return o.ValueNames[i].In(s.lang)
		}
	}
	return v
}

// pooled is a bar chart of the team's win rate in each group of runs with
// the same key, in the order the groups first appear: the group's wins
// over its games, each figure naming its runs' figures in the JSON output.
func pooled(sections []*section, title, desc, head string, key func(*section) string) barChart {
	c := sections[0].rateChart(title, desc, head)
	var order []string
	groups := map[string][]*section{}
	for _, s := range sections {
		k := key(s)
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], s)
	}
	for _, k := range order {
		var wins, played float64
		var winPaths, playedPaths []string
		for _, s := range groups[k] {
			if len(s.r.PerSeat) == 0 {
				continue
			}
			wins += s.r.PerSeat[0].Wins
			played += float64(s.r.Played)
			winPaths = append(winPaths, s.prefix+"per_seat.0.wins")
			playedPaths = append(playedPaths, s.prefix+"played")
		}
		rate := 0.0
		if played > 0 {
			rate = wins / played
		}
		lo, hi := sim.Wilson(wins, played)
		low, high := figure{value: lo, format: percent}, figure{value: hi, format: percent}
		value := figure{from: strings.Join(winPaths, "+") + "/" + strings.Join(playedPaths, "+"), value: rate, format: percent}
		note := fmt.Sprintf(sections[0].lang.Pick("%g of %g games", "%g/%gゲーム"), wins, played)
		c.bars = append(c.bars, bar{label: k, value: value, low: &low, high: &high, note: note})
	}
	return c
}
