package sim

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"shima/engine"
)

// WriteTable prints the summary for people, in lang.
func (r *Result) WriteTable(w io.Writer, lang engine.Lang) error {
	fmt.Fprintf(w, lang.Pick("%s, %d players, %d games, seed %d\n", "%s・%d人・%dゲーム・シード%d\n"),
		r.info.Name.In(lang), r.Seats, r.Played, r.Seed)
	if len(r.Options) > 0 {
		var opts []string
		for _, k := range slices.Sorted(maps.Keys(r.Options)) {
			opts = append(opts, k+"="+r.Options[k])
		}
		fmt.Fprintf(w, lang.Pick("options: %s\n", "オプション: %s\n"), strings.Join(opts, " "))
	}
	if r.Difficulty != nil {
		fmt.Fprintf(w, lang.Pick("difficulty: %d\n", "難易度: %d\n"), *r.Difficulty)
	}
	fmt.Fprintln(w)
	if r.BotWorkers > 1 {
		fmt.Fprintf(w, lang.Pick("Each tree-search bot searched on %d goroutines.\n\n", "木探索のボットはそれぞれ%d個のゴルーチンで探索しました。\n\n"), r.BotWorkers)
	}
	if r.Rotate {
		fmt.Fprintln(w, lang.Pick("Seats rotated: in game i the k-th bot sat in seat k+i (mod the seats), so each bot played each seat in turn.\n",
			"席は回しました。ゲームiではk番目のボットが席k+i(席数で割った余り)に座り、どのボットもどの席にも順に座っています。\n"))
	}
	if r.League != nil {
		r.writeLeague(w, lang)
	}
	if r.Cooperative && len(r.PerSeat) > 0 {
		r.writeTeam(w, lang)
	} else {
		r.writePlayers(w, lang)
	}
	if len(r.PerRole) > 0 {
		r.writeRoles(w, lang)
	}
	if r.Turns != nil {
		fmt.Fprintf(w, lang.Pick("game length: %.1f turns (sd %.1f, %g-%g), %.1f decisions (sd %.1f)\n", "ゲームの長さ: %.1f手番(SD %.1f、%g〜%g)、%.1f決定(SD %.1f)\n"),
			r.Turns.Mean, r.Turns.SD, r.Turns.Min, r.Turns.Max, r.Actions.Mean, r.Actions.SD)
	} else {
		fmt.Fprintf(w, lang.Pick("game length: %.1f decisions (sd %.1f, %g-%g)\n", "ゲームの長さ: %.1f決定(SD %.1f、%g〜%g)\n"),
			r.Actions.Mean, r.Actions.SD, r.Actions.Min, r.Actions.Max)
	}
	fmt.Fprintf(w, lang.Pick("ended by: %s\n", "終わり方: %s\n"), endsText(r.Ends, r.Played, lang))
	var think []string
	for _, t := range r.Thinking {
		think = append(think, fmt.Sprintf(lang.Pick("%s %s (longest %s)", "%s %s(最長%s)"), t.Bot, RoundTime(t.Mean()), RoundTime(t.Longest)))
	}
	_, err := fmt.Fprintf(w, lang.Pick("time per decision: %s\n", "1決定の思考時間: %s\n"), strings.Join(think, lang.Pick(", ", "、")))
	return err
}

// writeTeam writes, for a cooperative game, the team's figures once: every
// seat wins or loses with the others, so a table by seat or by bot would
// repeat the team's line, and scores and ranks would say nothing more.
func (r *Result) writeTeam(w io.Writer, lang engine.Lang) {
	team := r.PerSeat[0].Stats
	if lang == engine.JA {
		fmt.Fprintf(w, "チーム(%s)の勝利: %d戦中%g勝(%.1f%%、95%%信頼区間 %.1f〜%.1f%%)\n\n",
			strings.Join(r.Bots, "、"), r.Played, team.Wins, 100*team.WinRate, 100*team.Low, 100*team.High)
		return
	}
	fmt.Fprintf(w, "The team (%s) won %g of %d games: %.1f%% (95%% CI %.1f-%.1f%%).\n\n",
		strings.Join(r.Bots, ", "), team.Wins, r.Played, 100*team.WinRate, 100*team.Low, 100*team.High)
}

// writePlayers writes how each seat did and, when the seating rotates, each
// bot: wins, win rate, interval, score and rank, in lang.
func (r *Result) writePlayers(w io.Writer, lang engine.Lang) {
	cols := strings.Split(lang.Pick("wins|win rate|95% CI|score mean|score sd|mean rank", "勝ち|勝率|95%信頼区間|得点平均|得点SD|平均順位"), "|")
	seat, botCol := lang.Pick("seat", "席"), lang.Pick("bot", "ボット")
	if len(r.PerBot) > 0 {
		rows := [][]string{append([]string{botCol}, cols...)}
		for _, b := range r.PerBot {
			rows = append(rows, append([]string{r.BotName(b.Index)}, statCells(b.Stats)...))
		}
		engine.WriteColumns(w, rows)
		fmt.Fprintln(w)
	}
	rows := [][]string{append([]string{seat, botCol}, cols...)}
	mixed := r.Rotate || r.League != nil // seats played by several bots
	if mixed {
		rows[0] = append([]string{seat}, cols...)
	}
	for _, s := range r.PerSeat {
		row := []string{fmt.Sprint(s.Seat + 1)}
		if !mixed {
			row = append(row, r.BotName(int(s.Seat))) // bot k sits in seat k
		}
		rows = append(rows, append(row, statCells(s.Stats)...))
	}
	engine.WriteColumns(w, rows)
	fmt.Fprintln(w)
}

// writeRoles writes how each part the seats played did (engine.Roles):
// in how many games, their wins, and how those games ended.
func (r *Result) writeRoles(w io.Writer, lang engine.Lang) {
	head := lang.Pick("part|games|wins|win rate|95% CI|ended by", "役割|ゲーム|勝ち|勝率|95%信頼区間|終わり方")
	rows := [][]string{strings.Split(head, "|")}
	for _, rs := range r.PerRole {
		cells := statCells(rs.Stats)
		rows = append(rows, []string{rs.Role.In(lang), fmt.Sprint(rs.Games), cells[0], cells[1], cells[2], endsText(rs.Ends, rs.Games, lang)})
	}
	engine.WriteColumns(w, rows)
	fmt.Fprintln(w)
}

// endsText lists how games ended, each end with its games and their share
// of those played ("burst in 20 games (95.2%)"), so that no count reads as
// a number of the end's name.
func endsText(ends []EndCount, played int, lang engine.Lang) string {
	var out []string
	for _, e := range ends {
		games := lang.Pick("%s in %d games (%.1f%%)", "%s %dゲーム (%.1f%%)")
		if e.Count == 1 {
			games = lang.Pick("%s in %d game (%.1f%%)", "%s %dゲーム (%.1f%%)")
		}
		out = append(out, fmt.Sprintf(games, e.Name.In(lang), e.Count, 100*float64(e.Count)/float64(max(played, 1))))
	}
	return strings.Join(out, lang.Pick(", ", "、"))
}

// statCells are the table's cells for st: wins, win rate, interval, score and rank.
func statCells(st Stats) []string {
	return []string{strconv.FormatFloat(math.Round(st.Wins*100)/100, 'f', -1, 64),
		fmt.Sprintf("%.1f%%", 100*st.WinRate), fmt.Sprintf("%.1f-%.1f%%", 100*st.Low, 100*st.High),
		fmt.Sprintf("%.2f", st.Score.Mean), fmt.Sprintf("%.2f", st.Score.SD), fmt.Sprintf("%.2f", st.Rank)}
}

// WriteJSON writes the summary and every game as JSON.
func (r *Result) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// ReadJSON reads a summary written by WriteJSON, with its games.
func ReadJSON(rd io.Reader) (*Result, error) {
	var r Result
	if err := json.NewDecoder(rd).Decode(&r); err != nil {
		return nil, fmt.Errorf("not the JSON of shima sim --out FILE.json: %w", err)
	}
	if r.Game == "" || len(r.PerSeat) != r.Seats || len(r.Games) != r.Played {
		return nil, errors.New("not the JSON of shima sim --out FILE.json: its figures do not add up")
	}
	game, err := engine.Lookup(r.Game)
	if err != nil {
		return nil, err
	}
	r.info = game.Info()
	return &r, nil
}

// WriteCSV writes one row per game: its index and seed, how it ended, the
// number of decisions and turns, then each seat's bot, score, rank and share
// of the win, and the part it played where the game has parts (engine.Roles).
func (r *Result) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"game", "seed", "end", "actions", "turns"}
	for s := range r.Seats {
		p := fmt.Sprintf("seat%d_", s+1)
		head = append(head, p+"bot", p+"score", p+"rank", p+"win")
		if len(r.PerRole) > 0 {
			head = append(head, p+"role")
		}
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	for _, g := range r.Games {
		row := []string{strconv.Itoa(g.Index), strconv.FormatUint(g.Seed, 10), g.Outcome.End, strconv.Itoa(g.Actions), strconv.Itoa(g.Turns)}
		for s := range r.Seats {
			row = append(row, r.Bots[g.Seating[s]], strconv.FormatFloat(g.Outcome.Scores[s], 'f', -1, 64), strconv.Itoa(g.Outcome.Ranks[s]),
				strconv.FormatFloat(g.Outcome.Reward(engine.Seat(s)), 'f', -1, 64))
			if len(r.PerRole) > 0 {
				row = append(row, g.Roles[s].EN)
			}
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// RoundTime rounds a duration to show it to three significant figures or so.
func RoundTime(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	default:
		return d.Round(100 * time.Nanosecond)
	}
}
