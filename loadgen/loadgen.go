// Package loadgen generates load on shima servers and measures it: many
// concurrent matches of bots, each played by three WebSocket clients through
// the real protocol (server/API.md), as people's browsers would.
//
// A run keeps a constant number of matches going: each is created with
// POST /api/matches (Micronesia, three person seats, unless Options.Game
// names another of Games) by a person who sits in seat 0, as in the lobby;
// the other seats are taken with their invites. Each seat is played by a
// client that watches the match and, whenever its seat is to move, sends a
// random legal action. When a match ends, its slot starts a
// new one. The first matches start one after another over a ramp, so that
// matches end and start at a steady pace rather than all at once. A pacer
// can cap the total rate of moves.
//
// The latency of a move is the time from sending it to another client of
// the match receiving the snapshot with its seq: one sample for each other
// client. With several nodes, the clients of a match are spread over them,
// so that the latencies split into same-node ones (the receiver is on the
// mover's node) and cross-node ones.
//
// A run loads only this machine (loopback URLs) and is bounded in matches
// and in time (MaxMatches, MaxDuration). Memory measures the heap an idle
// match holds in a server.
package loadgen

import (
	"slices"
	"time"

	"shima/engine"
)

// The bounds of a run.
const (
	// MaxMatches bounds the concurrent matches of a run (three connections each).
	MaxMatches = 5000
	// MaxDuration bounds a run's warm-up and measured time together.
	MaxDuration = 10 * time.Minute
	// MaxRate bounds the target rate of moves.
	MaxRate = 100000
	// MaxRamp bounds the time over which the first matches start.
	MaxRamp = 30 * time.Second
	// rampTimeout bounds the time all the first matches take to start, after the ramp.
	rampTimeout = time.Minute
	// guessedRate stands for the moves a second of a run without a target
	// rate, to choose its ramp.
	guessedRate = 3000
	// rampFailures, times the matches, is how many failed matches end the ramp.
	rampFailures = 3
	// stallAfter ends (and counts) a match in which nothing has happened that long.
	stallAfter = 15 * time.Second
)

// Options sets up a run.
type Options struct {
	// URLs are the base URLs of the nodes (http://127.0.0.1:8080): loopback only.
	URLs []string
	// Matches is the number of matches played at once.
	Matches int
	// Rate caps the moves a second over all matches; 0 plays as fast as the
	// clients and the server go.
	Rate float64
	// Ramp is the time over which the first matches start, one after
	// another, so that matches end (and new ones start) at a steady pace
	// rather than all together; 0 chooses the time a match lasts at the
	// target rate (at most MaxRamp).
	Ramp time.Duration
	// Warmup is played after the ramp, before the measured time, and left
	// out of the figures.
	Warmup time.Duration
	// Duration is the measured time.
	Duration time.Duration
	// Game is the id of the game played (one of Games); "" plays DefaultGame.
	Game string
	// Progress, if set, is called about once a second.
	Progress func(Progress)
}

// Phase is where a run is.
type Phase string

// The phases of a run.
const (
	// Ramp: the first matches are starting.
	Ramp Phase = "ramp"
	// Warmup: every match is playing; the figures do not count yet.
	Warmup Phase = "warmup"
	// Measure: the figures count.
	Measure Phase = "measure"
)

// Progress is a run's state, reported about once a second.
type Progress struct {
	Phase   Phase
	Elapsed time.Duration
	Ready   int     // slots whose first match is playing
	Moves   int64   // moves acknowledged since the start
	Rate    float64 // moves a second since the last report
	Errors  int64   // refusals, failures and stalls since the start
}

// Result is what a run measured, in its measured time.
type Result struct {
	URLs     []string      `json:"urls"`
	Game     string        `json:"game"`
	Matches  int           `json:"matches"`
	Rate     float64       `json:"rate"`
	Ramp     time.Duration `json:"ramp"`
	Warmup   time.Duration `json:"warmup"`
	Measured time.Duration `json:"measured"`
	// Moves were acknowledged in the measured time.
	Moves          int64   `json:"moves"`
	MovesPerSecond float64 `json:"moves_per_second"`
	// Latency counts every sample; SameNode and CrossNode split them by
	// whether the receiving client is on the mover's node.
	Latency   Latency `json:"latency"`
	SameNode  Latency `json:"same_node"`
	CrossNode Latency `json:"cross_node"`
	// Started and Finished count matches over the whole run.
	Started  int64 `json:"started"`
	Finished int64 `json:"finished"`
	// Stale counts moves refused as stale, Refused other refusals, Failures
	// matches that broke (a request or a connection failed), Stalls matches
	// in which nothing happened for a while; all over the whole run.
	Stale    int64 `json:"stale"`
	Refused  int64 `json:"refused"`
	Failures int64 `json:"failures"`
	Stalls   int64 `json:"stalls"`
	// Errors holds the first few error messages.
	Errors []string `json:"errors,omitempty"`
}

// maxErrors is how many error messages a Result keeps.
const maxErrors = 5

// check validates opts and puts its URLs in canonical form.
func check(opts *Options) error {
	if len(opts.URLs) == 0 {
		return engine.Reject("no server URL to load", "負荷をかけるサーバーのURLがありません")
	}
	opts.URLs = slices.Clone(opts.URLs)
	for i, u := range opts.URLs {
		c, err := checkURL(u)
		if err != nil {
			return err
		}
		opts.URLs[i] = c
	}
	switch {
	case opts.Matches < 1 || opts.Matches > MaxMatches:
		return engine.Rejectf("matches must be 1 to %d, not %d", "対戦数は1〜%dです(%dは指定できません)", MaxMatches, opts.Matches)
	case opts.Duration <= 0 || opts.Warmup < 0 || opts.Warmup+opts.Duration > MaxDuration:
		return engine.Rejectf("warm-up and duration must add up to at most %s, with a positive duration", "ウォームアップと計測時間の合計は%s以内で、計測時間は正でなければなりません", MaxDuration)
	case opts.Rate < 0 || opts.Rate > MaxRate:
		return engine.Rejectf("rate must be 0 (no limit) to %d moves a second", "レートは0(上限なし)から毎秒%d手までです", MaxRate)
	case opts.Ramp < 0 || opts.Ramp > MaxRamp:
		return engine.Rejectf("the ramp must be 0 to %s", "ランプは0〜%sです", MaxRamp)
	}
	g, err := gameOf(opts.Game)
	if err != nil {
		return err
	}
	if opts.Game == "" {
		opts.Game = DefaultGame
	}
	if opts.Ramp == 0 {
		rate := opts.Rate
		if rate == 0 {
			rate = guessedRate
		}
		opts.Ramp = min(MaxRamp, time.Duration(float64(g.Moves*opts.Matches)/rate*float64(time.Second)))
	}
	return nil
}
