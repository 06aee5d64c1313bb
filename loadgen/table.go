package loadgen

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"shima/engine"
)

// WriteTable prints the result for people, in lang.
func (r *Result) WriteTable(w io.Writer, lang engine.Lang) error {
	rate := lang.Pick("as fast as possible", "上限なし")
	if r.Rate > 0 {
		rate = fmt.Sprintf(lang.Pick("at most %g moves/s", "最大 毎秒%g手"), r.Rate)
	}
	fmt.Fprintf(w, lang.Pick("%d concurrent matches of %s, %s, on %s\n", "%[2]sを同時%[1]d対戦・%[3]s・%[4]s\n"), r.Matches, r.Game, rate, strings.Join(r.URLs, ", "))
	fmt.Fprintf(w, lang.Pick("measured %s after a ramp of %s and a warm-up of %s\n\n", "ランプ%s・ウォームアップ%sの後に%s計測\n\n"),
		orderTimes(lang, r.Ramp, r.Warmup, r.Measured)...)
	fmt.Fprintf(w, lang.Pick("moves: %d, %.1f/s\n", "手数: %d(毎秒%.1f手)\n"), r.Moves, r.MovesPerSecond)
	fmt.Fprintf(w, lang.Pick("matches: %d started, %d finished\n\n", "対戦: 開始%d・終了%d\n\n"), r.Started, r.Finished)
	fmt.Fprintln(w, lang.Pick("latency from sending a move to another client receiving it:", "手の送信から他のクライアントが受け取るまでの遅延:"))
	rows := [][]string{strings.Split(lang.Pick("|samples|p50|p90|p99|max", "|件数|p50|p90|p99|最大"), "|")}
	row := func(name string, l Latency) []string {
		return []string{name, strconv.FormatInt(l.Count, 10), ms(l.P50), ms(l.P90), ms(l.P99), ms(l.Max)}
	}
	rows = append(rows, row(lang.Pick("all", "全体"), r.Latency))
	if len(r.URLs) > 1 {
		rows = append(rows, row(lang.Pick("same node", "同じノード"), r.SameNode), row(lang.Pick("cross node", "別ノード"), r.CrossNode))
	}
	engine.WriteColumns(w, rows)
	fmt.Fprintf(w, lang.Pick("\nerrors: %d stale moves, %d other refusals, %d failed matches, %d stalled matches\n",
		"\nエラー: 古い手%d・その他の拒否%d・失敗した対戦%d・止まった対戦%d\n"), r.Stale, r.Refused, r.Failures, r.Stalls)
	for _, e := range r.Errors {
		fmt.Fprintf(w, "  %s\n", e)
	}
	return nil
}

// orderTimes gives the ramp, warm-up and measured times in the order lang's sentence names them.
func orderTimes(lang engine.Lang, ramp, warmup, measured time.Duration) []any {
	ramp, measured = ramp.Round(time.Millisecond), measured.Round(time.Millisecond)
	if lang == engine.JA {
		return []any{ramp, warmup, measured}
	}
	return []any{measured, ramp, warmup}
}

// WriteTable prints the measurement for people, in lang.
func (m *Memory) WriteTable(w io.Writer, lang engine.Lang) error {
	fmt.Fprintf(w, lang.Pick("%d idle matches loaded, %d moves each, nobody watching\n\n", "待機中の対戦%d件(各%d手・観戦者なし)\n\n"), m.Matches, m.Moves)
	rows := [][]string{
		{lang.Pick("heap before", "作成前のヒープ"), bytesText(int64(m.HeapBefore))},
		{lang.Pick("heap after", "作成後のヒープ"), bytesText(int64(m.HeapAfter))},
		{lang.Pick("heap per match", "1対戦あたりのヒープ"), bytesText(m.HeapPerMatch)},
	}
	if m.StoreBytes > 0 {
		rows = append(rows, []string{lang.Pick("SQLite file", "SQLiteファイル"), bytesText(m.StoreBytes)},
			[]string{lang.Pick("SQLite per match", "1対戦あたりのSQLite"), bytesText(m.StorePerMatch)})
	}
	engine.WriteColumns(w, rows)
	return nil
}

// ms writes d in milliseconds.
func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d)/float64(time.Millisecond), 'f', 2, 64) + " ms"
}

// bytesText writes n bytes in B, KiB or MiB.
func bytesText(n int64) string {
	switch {
	case n >= 10<<20 || n <= -10<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 10<<10 || n <= -10<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
