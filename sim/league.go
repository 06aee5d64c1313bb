package sim

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"shima/engine"
	"shima/sim/rating"
)

// maxSeatings bounds a league's seatings, so that a league too large to
// play is refused before anything is built for it.
const maxSeatings = 100000

// RunLeague plays a round robin between the bots of cfg.Bots, each named
// once, and rates them on one scale (Result.League).
//
// A table of cfg.Seats seats (0: the game's fewest) is filled in every way
// the bots can fill it in which at least two different bots play: every
// sequence of cfg.Seats bots, repeats allowed, but not all the same bot
// (LeagueSeatings). Every seat order is one seating, so every bot sits in
// every seat against every other equally often, and a seat's edge is not a
// bot's strength. A round plays each seating once; cfg.Games is the number
// of games in all, rounded up to whole rounds, and must be at least one
// round. Each game gives a result between every two seats of different bots,
// from their places (a shared place is a draw); the ratings are a
// Bradley-Terry fit of those results (package rating), with random at 0 if
// it plays, else the first bot.
//
// A cooperative game is refused: its seats share one result, so no bot
// beats another.
func RunLeague(ctx context.Context, cfg Config) (*Result, error) {
	game, err := engine.Lookup(cfg.Game)
	if err != nil {
		return nil, err
	}
	info := game.Info()
	if info.Cooperative {
		return nil, engine.Rejectf("%s is cooperative: its seats win or lose together, so a league cannot rate one bot against another; compare teams with shima sim --bots",
			"%sは協力ゲームです。全員が一緒に勝ち負けするため、リーグでボット同士を比べることはできません。チームの比較には shima sim --bots を使ってください", info.Name.EN, info.Name.JA)
	}
	if len(cfg.Bots) < 2 {
		return nil, engine.Reject("a league needs at least two bots", "リーグには2つ以上のボットが必要です")
	}
	for i, spec := range cfg.Bots {
		if slices.Contains(cfg.Bots[:i], spec) {
			return nil, engine.Rejectf("name each bot of a league once: %s is twice", "リーグのボットは1回ずつ指定してください(%sが重複しています)", spec)
		}
	}
	if cfg.Seats == 0 {
		cfg.Seats = info.MinSeats
	}
	if err := info.CheckSeats(cfg.Seats); err != nil {
		return nil, err
	}
	n := seatingCount(len(cfg.Bots), cfg.Seats)
	if cfg.Games < n {
		return nil, engine.Rejectf("%d bots at %d seats sit in %d seatings: play at least that many games (a round)",
			"%d個のボットの%d席への座り方は%d通りです。少なくともその数(1巡)のゲームを指定してください", len(cfg.Bots), cfg.Seats, n)
	}
	cfg.Seatings = LeagueSeatings(len(cfg.Bots), cfg.Seats)
	cfg.Games = (cfg.Games + n - 1) / n * n
	return Run(ctx, cfg)
}

// seatingCount is the number of LeagueSeatings of bots at seats, or more
// than maxSeatings if it would exceed it.
func seatingCount(bots, seats int) int {
	all := 1
	for range seats {
		all *= bots
		if all > 2*maxSeatings {
			return maxSeatings + 1
		}
	}
	return all - bots
}

// LeagueSeatings lists every way to seat bots 0..bots-1 at seats seats in
// which not every seat has the same bot, in lexicographic order.
func LeagueSeatings(bots, seats int) [][]int {
	var out [][]int
	seating := make([]int, seats)
	for {
		if slices.ContainsFunc(seating, func(k int) bool { return k != seating[0] }) {
			out = append(out, slices.Clone(seating))
		}
		s := seats - 1
		for s >= 0 && seating[s] == bots-1 {
			seating[s] = 0
			s--
		}
		if s < 0 {
			return out
		}
		seating[s]++
	}
}

// checkSeatings refuses seatings that do not fit the seats and bots of cfg.
func checkSeatings(cfg Config) error {
	for _, seating := range cfg.Seatings {
		if len(seating) != cfg.Seats || slices.ContainsFunc(seating, func(k int) bool { return k < 0 || k >= len(cfg.Bots) }) {
			return engine.Rejectf("seating %v does not seat %d bots at %d seats", "座り方%vは%d個のボットを%d席に座らせる形ではありません", seating, len(cfg.Bots), cfg.Seats)
		}
	}
	return nil
}

// League is how the bots of a league did against each other.
type League struct {
	// Seatings is the number of seatings (LeagueSeatings), Rounds how many
	// times each was played.
	Seatings int `json:"seatings"`
	Rounds   int `json:"rounds"`
	// Ratings holds each bot's rating in Elo points, in the order of the
	// league's bots; Anchor is the bot rated 0. Prior is set when some bot
	// won or lost every result, so that one drawn game between every two
	// bots was counted to keep the ratings finite (rating.Ratings).
	Ratings []BotRating `json:"ratings"`
	Anchor  string      `json:"anchor"`
	Prior   bool        `json:"prior,omitempty"`
	// Score[i][j] is what bot i scored in its results against bot j (a win
	// 1, a draw a half), out of Results[i][j].
	Score   [][]float64 `json:"score"`
	Results [][]float64 `json:"results"`
}

// BotRating is one bot's rating with its 95% interval, in Elo points.
type BotRating struct {
	Bot    string  `json:"bot"`
	Rating float64 `json:"rating"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
}

// league rates the bots of cfg from games.
func league(cfg Config, games []Game) *League {
	var results [][]rating.Comparison
	for _, g := range games {
		results = append(results, rating.FromPlaces(g.Seating, g.Outcome.Ranks))
	}
	l := &League{Seatings: len(cfg.Seatings), Rounds: len(games) / len(cfg.Seatings)}
	l.Score, l.Results = rating.Tally(len(cfg.Bots), results)
	anchor := max(slices.Index(cfg.Bots, "random"), 0)
	l.Anchor = cfg.Bots[anchor]
	fit, err := rating.Fit(len(cfg.Bots), anchor, results)
	if err != nil {
		return l // no games, or too few to rate
	}
	l.Prior = fit.Prior
	for k, spec := range cfg.Bots {
		l.Ratings = append(l.Ratings, BotRating{Bot: spec, Rating: fit.Rating[k], Low: fit.Low[k], High: fit.High[k]})
	}
	return l
}

// writeLeague writes the league's ratings and its table of results, in lang.
func (r *Result) writeLeague(w io.Writer, lang engine.Lang) {
	l := r.League
	times := fmt.Sprintf(lang.Pick("%d times", "%d回"), l.Rounds)
	if l.Rounds == 1 {
		times = lang.Pick("once", "1回")
	}
	fmt.Fprintf(w, lang.Pick("League of %d bots: every seating of them at %d seats where two bots differ (%d seatings), each played %s.\n",
		"%d個のボットのリーグ: %d席への座り方のうち2種類以上のボットが座るものすべて(%d通り)を各%s。\n"), len(r.Bots), r.Seats, l.Seatings, times)
	fmt.Fprintln(w, lang.Pick("Every game gives a result between every two seats of different bots, from their places (a shared place is a draw).\n",
		"各ゲームから、異なるボットの2席ずつの勝ち負けを順位で数えます(同順位は引き分け)。\n"))
	if l.Ratings != nil {
		rows := [][]string{strings.Split(lang.Pick("bot|rating|95% CI", "ボット|レーティング|95%信頼区間"), "|")}
		for _, b := range l.Ratings {
			value, ci := fmt.Sprintf("%+.0f", b.Rating), fmt.Sprintf(lang.Pick("%+.0f to %+.0f", "%+.0f〜%+.0f"), b.Low, b.High)
			if b.Bot == l.Anchor {
				value, ci = "0", lang.Pick("(anchor)", "(基準)")
			}
			rows = append(rows, []string{b.Bot, value, ci})
		}
		engine.WriteColumns(w, rows)
		fmt.Fprintf(w, lang.Pick("Bradley-Terry ratings in Elo points (400 points above wins 10 results of 11), %s at 0.\n",
			"Bradley-Terryモデルの最尤推定によるイロレーティング(400点上なら11回に10回勝つ)。%sを0とします。\n"), l.Anchor)
		if l.Prior {
			fmt.Fprintln(w, lang.Pick("A bot won or lost every result: one drawn game between every two bots is counted to keep the ratings finite.",
				"全勝または全敗のボットがいるため、レーティングが有限になるよう各組に引き分け1回を加えています。"))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, lang.Pick("Results, row against column (score of results, a draw a half):", "勝敗表(行のボットの列のボットに対する成績、引き分けは0.5):"))
	rows := [][]string{append([]string{""}, r.Bots...)}
	for i, spec := range r.Bots {
		row := []string{spec}
		for j := range r.Bots {
			cell := "-"
			if n := l.Results[i][j]; n > 0 {
				cell = fmt.Sprintf("%g/%g (%.0f%%)", math.Round(l.Score[i][j]*2)/2, n, 100*l.Score[i][j]/n)
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	engine.WriteColumns(w, rows)
	fmt.Fprintln(w)
}
