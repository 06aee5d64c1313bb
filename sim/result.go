package sim

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"shima/bot"
	"shima/engine"
)

// Result sums up a simulation.
type Result struct {
	Game   string   `json:"game"`
	Seats  int      `json:"seats"`
	Bots   []string `json:"bots"`
	Seed   uint64   `json:"seed"`
	Rotate bool     `json:"rotate,omitempty"`
	// BotWorkers is Config.BotWorkers, when above 1 and a bot searches
	// (mcts).
	BotWorkers int         `json:"bot_workers,omitempty"`
	Played     int         `json:"played"`
	PerSeat    []SeatStats `json:"per_seat"`
	// PerBot is how each bot of Config.Bots did over the seats it played;
	// only when the seating rotates (otherwise PerSeat says it).
	PerBot  []BotStats  `json:"per_bot,omitempty"`
	PerRole []RoleStats `json:"per_role,omitempty"`
	// Cooperative is set for a game the seats win or lose together
	// (engine.Info.Cooperative): every seat's figures in PerSeat, and every
	// bot's in PerBot, are then the team's, the same for all; score and
	// mean_rank add nothing to the win (Spirit Island scores 1 for a win
	// and ranks every spirit first). The table shows the team once,
	// without them.
	Cooperative bool `json:"cooperative,omitempty"`
	// Options are the game's options as given; Difficulty the difficulty
	// they set the game to, for games that have one (engine.Difficulty).
	Options    map[string]string `json:"options,omitempty"`
	Difficulty *int              `json:"difficulty,omitempty"`
	Actions    Spread            `json:"actions"`
	Turns      *Spread           `json:"turns,omitempty"`
	Ends       []EndCount        `json:"ends"`
	// League is the league's ratings and results, for a league (RunLeague).
	League *League `json:"league,omitempty"`
	// Thinking is how long each kind of bot (by spec, in the order of
	// Config.Bots) thought per decision over all its seats and games.
	Thinking []BotThinking `json:"thinking"`
	Games    []Game        `json:"games"`
	info     engine.Info
}

// BotName names bot k of the run's bots (Config.Bots) for people: by its
// spec, and by its place among them when the spec is there twice
// ("random #2").
func (r *Result) BotName(k int) string {
	spec := r.Bots[k]
	if slices.Index(r.Bots, spec) == k && !slices.Contains(r.Bots[k+1:], spec) {
		return spec
	}
	return fmt.Sprintf("%s #%d", spec, k+1)
}

// BotThinking is how long one kind of bot thought.
type BotThinking struct {
	Bot string `json:"bot"`
	Thinking
}

// thinking sums up the bots' thinking by spec, in the order of bots.
func thinking(bots []string, games []Game) []BotThinking {
	var out []BotThinking
	index := map[string]int{}
	for _, spec := range bots {
		if _, ok := index[spec]; !ok {
			index[spec] = len(out)
			out = append(out, BotThinking{Bot: spec})
		}
	}
	for _, g := range games {
		for s, t := range g.Thought {
			out[index[bots[g.Seating[s]]]].merge(t)
		}
	}
	return out
}

// Stats is how a player did over many games.
type Stats struct {
	// Wins counts won games, a shared win counting as a share (but a
	// cooperative game won counts whole for every seat).
	Wins float64 `json:"wins"`
	// WinRate is Wins over games played; Low and High bound it with 95%
	// confidence (Wilson score interval).
	WinRate float64 `json:"win_rate"`
	Low     float64 `json:"win_rate_low"`
	High    float64 `json:"win_rate_high"`
	Score   Spread  `json:"score"`
	Rank    float64 `json:"mean_rank"`
}

// SeatStats is how one seat did; Bot is the bot that played it, or "" when
// the seating rotates.
type SeatStats struct {
	Seat int    `json:"seat"`
	Bot  string `json:"bot"`
	Stats
}

// BotStats is how one bot of the list did, wherever it sat.
type BotStats struct {
	Index int    `json:"index"` // in Config.Bots
	Bot   string `json:"bot"`
	Stats
}

// RoleStats is how the seats playing one part (engine.Roles) did, over the
// games where a seat played it, and how those games ended.
type RoleStats struct {
	Role  engine.Text `json:"role"`
	Games int         `json:"games"`
	Stats
	Ends []EndCount `json:"ends"`
}

// Spread is the mean and standard deviation of a quantity, with its range.
type Spread struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
}

// EndCount is how many games ended one way.
type EndCount struct {
	End   string      `json:"end"`
	Name  engine.Text `json:"name"`
	Count int         `json:"count"`
}

func summarize(info engine.Info, cfg Config, games []Game) *Result {
	r := &Result{Game: cfg.Game, Seats: cfg.Seats, Bots: cfg.Bots, Seed: cfg.Seed, Rotate: cfg.Rotate, Played: len(games), Games: games,
		Cooperative: info.Cooperative, Options: cfg.Options, info: info}
	if cfg.BotWorkers > 1 && slices.ContainsFunc(cfg.Bots, searches) {
		r.BotWorkers = cfg.BotWorkers
	}
	for s := range cfg.Seats {
		st := SeatStats{Seat: s, Stats: stats(games, func(Game) int { return s })}
		if !cfg.Rotate && cfg.Seatings == nil {
			st.Bot = cfg.Bots[s]
		}
		r.PerSeat = append(r.PerSeat, st)
	}
	if cfg.Seatings != nil {
		r.Rotate = false
		r.League = league(cfg, games)
	} else if cfg.Rotate {
		for k, spec := range cfg.Bots {
			r.PerBot = append(r.PerBot, BotStats{Index: k, Bot: spec, Stats: stats(games, func(g Game) int { return slices.Index(g.Seating, k) })})
		}
	}
	r.PerRole = perRole(info, games)
	var actions, turns []float64
	for _, g := range games {
		actions = append(actions, float64(g.Actions))
		if g.Turns > 0 {
			turns = append(turns, float64(g.Turns))
		}
	}
	r.Actions = spread(actions)
	if len(turns) == len(games) && len(games) > 0 {
		t := spread(turns)
		r.Turns = &t
	}
	r.Ends = endCounts(info, games)
	r.Thinking = thinking(cfg.Bots, games)
	return r
}

// endCounts counts how games ended, the most frequent end first.
func endCounts(info engine.Info, games []Game) []EndCount {
	counts := map[string]int{}
	for _, g := range games {
		counts[g.Outcome.End]++
	}
	var ends []EndCount
	for end, c := range counts {
		name, ok := info.Ends[end]
		if !ok {
			name = engine.T(end, end)
		}
		ends = append(ends, EndCount{End: end, Name: name, Count: c})
	}
	sort.Slice(ends, func(i, j int) bool {
		return ends[i].Count > ends[j].Count || ends[i].Count == ends[j].Count && ends[i].End < ends[j].End
	})
	return ends
}

// perRole sums up each part the seats played (engine.Roles), in the order
// the parts first appear, over the games where a seat played it.
func perRole(info engine.Info, games []Game) []RoleStats {
	var out []RoleStats
	for _, g := range games {
		for _, role := range g.Roles {
			if !slices.ContainsFunc(out, func(rs RoleStats) bool { return rs.Role == role }) {
				out = append(out, RoleStats{Role: role})
			}
		}
	}
	for i := range out {
		role := out[i].Role
		var played []Game
		for _, g := range games {
			if slices.Contains(g.Roles, role) {
				played = append(played, g)
			}
		}
		out[i].Games = len(played)
		out[i].Stats = stats(played, func(g Game) int { return slices.Index(g.Roles, role) })
		out[i].Ends = endCounts(info, played)
	}
	return out
}

// stats sums up the games of the player that seat(g) names in each game g.
func stats(games []Game, seat func(Game) int) Stats {
	var st Stats
	n := float64(len(games))
	var scores []float64
	for _, g := range games {
		s := seat(g)
		st.Wins += g.Outcome.Reward(engine.Seat(s))
		st.Rank += float64(g.Outcome.Ranks[s]) / n
		scores = append(scores, g.Outcome.Scores[s])
	}
	st.Score = spread(scores)
	if n > 0 {
		st.WinRate = st.Wins / n
		st.Low, st.High = Wilson(st.Wins, n)
	}
	return st
}

func spread(xs []float64) Spread {
	if len(xs) == 0 {
		return Spread{}
	}
	s := Spread{Min: xs[0], Max: xs[0]}
	for _, x := range xs {
		s.Mean += x
		s.Min, s.Max = min(s.Min, x), max(s.Max, x)
	}
	s.Mean /= float64(len(xs))
	if len(xs) > 1 {
		for _, x := range xs {
			s.SD += (x - s.Mean) * (x - s.Mean)
		}
		s.SD = math.Sqrt(s.SD / float64(len(xs)-1))
	}
	return s
}

// Wilson returns the 95% Wilson score interval for wins out of n.
func Wilson(wins, n float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := wins / n
	den := 1 + z*z/n
	mid := (p + z*z/(2*n)) / den
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	return max(0, mid-half), min(1, mid+half)
}

// searches reports whether spec is a tree-search bot, which bot workers
// concern.
func searches(spec string) bool {
	b, _ := bot.New(spec, 0)
	_, ok := b.(*bot.MCTS)
	return ok
}
