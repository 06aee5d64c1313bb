// Package levels holds the bot levels the lobby offers for each game, with
// how strong each was measured by shima sim: its rating on one scale where
// the seats compete (shima sim --league), or the team's win rate where they
// cooperate. Each game's levels are a data file, <game>.json in this
// directory, written and updated by shima sim --levels FILE; a game without
// a file offers the default levels, unmeasured.
package levels

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"shima/engine"
)

//go:embed *.json
var files embed.FS

// File is one game's levels, as stored in <game>.json.
type File struct {
	Game   string  `json:"game"`
	Levels []Level `json:"levels"`
}

// Level is a bot level: its spec (as bot.New takes it), its name in the
// lobby, and what was measured of it.
type Level struct {
	Spec string      `json:"spec"`
	Name engine.Text `json:"name"`
	// Rating is its rating in Elo points from a league (random at 0), for
	// a game whose seats compete.
	Rating *Measure `json:"rating,omitempty"`
	// Team is the win rate of a team of this bot in every seat, for a
	// cooperative game.
	Team *Measure `json:"team,omitempty"`
}

// Measure is a measured value with its 95% interval, and how it was
// measured: games played, players, options and the command.
type Measure struct {
	Value   float64           `json:"value"`
	Low     float64           `json:"low"`
	High    float64           `json:"high"`
	Games   int               `json:"games"`
	Players int               `json:"players"`
	Options map[string]string `json:"options,omitempty"`
	Command string            `json:"command"`
}

// defaults are the levels of a game without a file, unmeasured.
var defaults = []Level{
	{Spec: "random", Name: engine.T("Random", "ランダム")},
	{Spec: "greedy", Name: engine.T("Greedy", "貪欲")},
	{Spec: "mcts:300", Name: engine.T("MCTS (easy)", "MCTS(やさしい)")},
	{Spec: "mcts:1000", Name: engine.T("MCTS (normal)", "MCTS(ふつう)")},
	{Spec: "mcts:3000", Name: engine.T("MCTS (strong)", "MCTS(つよい)")},
}

// For returns game's levels, weakest first as the file lists them (the
// default levels for a game without a file).
func For(game string) []Level {
	data, err := files.ReadFile(game + ".json")
	if errors.Is(err, fs.ErrNotExist) {
		return slices.Clone(defaults)
	}
	f, err := parse(data)
	if err != nil || f.Game != game {
		panic(fmt.Sprintf("levels: %s.json: %v (game %q)", game, err, f.Game)) // embedded data, checked by the tests
	}
	return f.Levels
}

// parse reads a levels file strictly: unknown fields, a level without a
// spec or a name in both languages, or a spec listed twice are refused.
func parse(data []byte) (File, error) {
	var f File
	d := json.NewDecoder(strings.NewReader(string(data)))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		return f, err
	}
	if f.Game == "" || len(f.Levels) == 0 {
		return f, errors.New("a levels file names its game and lists at least one level")
	}
	for i, l := range f.Levels {
		if l.Spec == "" || l.Name.EN == "" || l.Name.JA == "" {
			return f, fmt.Errorf("level %d has no spec or no name in both languages", i+1)
		}
		if slices.ContainsFunc(f.Levels[:i], func(o Level) bool { return o.Spec == l.Spec }) {
			return f, fmt.Errorf("level %s is listed twice", l.Spec)
		}
	}
	return f, nil
}

// Load reads the levels file at path for game, or, when there is none yet,
// starts one with game's current levels.
func Load(path, game string) (File, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return File{Game: game, Levels: For(game)}, nil
	}
	if err != nil {
		return File{}, err
	}
	f, err := parse(data)
	if err != nil {
		return f, fmt.Errorf("%s: %w", path, err)
	}
	if f.Game != game {
		return f, engine.Rejectf("%s holds the levels of %s, not %s", "%sは%sのレベルのファイルです(%sではありません)", path, f.Game, game)
	}
	return f, nil
}

// Set records what was measured of spec, adding it as the strongest level
// when the file does not list it yet (named by its spec).
func (f *File) Set(spec string, rating, team *Measure) {
	i := slices.IndexFunc(f.Levels, func(l Level) bool { return l.Spec == spec })
	if i < 0 {
		f.Levels = append(f.Levels, Level{Spec: spec, Name: engine.T(spec, spec)})
		i = len(f.Levels) - 1
	}
	if rating != nil {
		f.Levels[i].Rating = rating
	}
	if team != nil {
		f.Levels[i].Team = team
	}
}

// Save writes f to path, indented, one level after another.
func (f File) Save(path string) error {
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}
