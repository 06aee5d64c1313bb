// Package match is one game played online: its config, seed, seats and
// event log, the checks around every move, per-seat views, undo and the turn
// clock. A match's source of truth is its log: replaying the events from the
// config and seed rebuilds it exactly.
package match

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"shima/bot"
	"shima/engine"
)

// The kinds of seat.
const (
	Person = "person"
	Bot    = "bot"
)

// SeatConfig is how a seat is filled when the match is created.
type SeatConfig struct {
	Kind string `json:"kind"`           // Person or Bot
	Bot  string `json:"bot,omitempty"`  // a bot spec (bot.New) for bot seats
	Open bool   `json:"open,omitempty"` // a person seat anyone may take from the lobby, not only by invite
}

// Config is a match's setup.
type Config struct {
	Game    string            `json:"game"`
	Seats   []SeatConfig      `json:"seats"`
	Options map[string]string `json:"options,omitempty"`
	Clock   Clock             `json:"clock"`
	// Hints says whether a person may ask the coach for their seat's best
	// move: HintsOn or HintsOff ("" in a match made before hints: off).
	Hints string `json:"hints,omitempty"`
	// Rated asks for the match to change its people's ratings (README,
	// "Ratings"): only people, no hints, a competitive game. It is rated
	// if, when it ends, every seat belongs to a different account.
	Rated bool `json:"rated,omitempty"`
}

// Whether a match allows hints (Config.Hints).
const (
	HintsOn  = "on"
	HintsOff = "off"
)

// What happens when a seat's time for a move runs out.
const (
	ExpiryBotMove = "bot-move" // a bot makes this one move for the seat (the default)
	ExpiryBotSeat = "bot-seat" // a bot takes the seat until its person comes back
)

// Clock is the match's turn clock: a time for each move, or none.
type Clock struct {
	PerMove  Duration `json:"per_move,omitempty"`
	OnExpiry string   `json:"on_expiry,omitempty"`
}

// Duration is a time.Duration written as text ("10m", "72h") in JSON.
type Duration time.Duration

// MarshalJSON writes the duration as text.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(time.Duration(d).String()) }

// UnmarshalJSON reads a duration written as text ("90s", "3h", "72h"); it
// refuses anything else with a reason in English and Japanese.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	v, err := time.Duration(0), json.Unmarshal(b, &s)
	if err == nil {
		v, err = time.ParseDuration(s)
	}
	if err != nil {
		return engine.Reject(`a duration is text such as "90s", "10m" or "72h"`,
			`時間は"90s"、"10m"、"72h"のような文字列で指定します`)
	}
	*d = Duration(v)
	return nil
}

// Limits on a clock.
const (
	MinPerMove = 10 * time.Second
	MaxPerMove = 30 * 24 * time.Hour
)

// Check returns why cfg cannot start a match, or nil.
func (cfg Config) Check() error { return cfg.check(CheckBot) }

// check is Check with checkBot judging each bot seat's spec. A stored
// match is replayed with the checks of bot.New only: it was checked when it
// was made, and limits added since must not keep it from loading.
func (cfg Config) check(checkBot func(spec string) error) error {
	g, err := engine.Lookup(cfg.Game)
	if err != nil {
		return err
	}
	info := g.Info()
	if err := info.Check(engine.Config{Seats: len(cfg.Seats), Options: cfg.Options}); err != nil {
		return err
	}
	if cfg.Hints != "" && cfg.Hints != HintsOn && cfg.Hints != HintsOff {
		return engine.Reject(`hints must be "on" or "off"`, `hintsは"on"か"off"です`)
	}
	people := 0
	for i, s := range cfg.Seats {
		switch s.Kind {
		case Person:
			people++
		case Bot:
			if err := checkBot(s.Bot); err != nil {
				return err
			}
		default:
			return engine.Rejectf("seat %d (%s) must be a person or a bot, not %q", "席%d(%s)は人かボットです(「%s」ではありません)", i, engine.SeatColourText(engine.Seat(i)), s.Kind)
		}
	}
	if people == 0 {
		return engine.Reject("a match needs at least one person", "対戦には人が1人以上必要です")
	}
	if err := cfg.CheckRated(); err != nil {
		return err
	}
	if d := time.Duration(cfg.Clock.PerMove); d != 0 && (d < MinPerMove || d > MaxPerMove) {
		return engine.Rejectf("the time per move must be between %s and %s", "1手の持ち時間は%sから%sの間です", MinPerMove, MaxPerMove)
	}
	switch cfg.Clock.OnExpiry {
	case "", ExpiryBotMove, ExpiryBotSeat:
	default:
		return engine.Rejectf("on_expiry must be %q or %q", "on_expiryは「%s」か「%s」です", ExpiryBotMove, ExpiryBotSeat)
	}
	return nil
}

// anyBot is the check of a stored match's bots: bot.New accepts them.
func anyBot(spec string) error {
	_, err := bot.New(spec, 0)
	return err
}

func (cfg Config) engineConfig(seed uint64) engine.Config {
	return engine.Config{Seats: len(cfg.Seats), Seed: seed, Options: cfg.Options}
}

func (d Duration) String() string { return fmt.Sprint(time.Duration(d)) }

// CheckRated says why cfg cannot be rated, if it asks to be (and its game
// exists: Check says so otherwise): a rated match is of a competitive
// game, with people in every seat and hints off.
func (cfg Config) CheckRated() error {
	g, err := engine.Lookup(cfg.Game)
	if !cfg.Rated || err != nil {
		return nil
	}
	switch {
	case g.Info().Cooperative:
		return engine.Reject("a cooperative game cannot be rated: Spirit Island keeps records of the adversaries beaten instead",
			"協力ゲームはレーティング戦にできません(スピリット・アイランドは倒した敵対国の記録を残します)")
	case slices.ContainsFunc(cfg.Seats, func(s SeatConfig) bool { return s.Kind != Person }):
		return engine.Reject("a rated match has people in every seat: no bots", "レーティング戦は全席が人です(ボットは入れられません)")
	case cfg.Hints == HintsOn:
		return engine.Reject("a rated match has hints off", "レーティング戦ではヒントを使えません")
	}
	return nil
}
