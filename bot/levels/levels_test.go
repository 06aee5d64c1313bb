package levels

import (
	"io/fs"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"shima/bot"
	"shima/engine"
	_ "shima/games/all"
)

// Every levels file is strict, names a game that exists, and offers bots
// that exist, each measured the way its game allows: a rating where the
// seats compete, a team's win rate where they cooperate, with its interval
// around it.
func TestEveryFileHolds(t *testing.T) {
	names, err := fs.Glob(files, "*.json")
	if err != nil || len(names) == 0 {
		t.Fatalf("no levels files: %v", err)
	}
	for _, name := range names {
		game := strings.TrimSuffix(name, ".json")
		g, err := engine.Lookup(game)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, l := range For(game) {
			if _, err := bot.New(l.Spec, 1); err != nil {
				t.Errorf("%s: level %s: %v", name, l.Spec, err)
			}
			wrong := l.Team
			if g.Info().Cooperative {
				wrong = l.Rating
			}
			if wrong != nil {
				t.Errorf("%s: level %s is measured the wrong way for its game: %+v", name, l.Spec, wrong)
			}
			for _, m := range []*Measure{l.Rating, l.Team} {
				if m != nil && (m.Low > m.Value || m.Value > m.High || m.Games <= 0 || m.Command == "") {
					t.Errorf("%s: level %s: measure %+v", name, l.Spec, m)
				}
			}
		}
	}
}

// A game without a file offers the default levels, unmeasured.
func TestDefaults(t *testing.T) {
	l := For("no-such-game")
	if len(l) != len(defaults) || l[0].Spec != "random" || l[0].Rating != nil {
		t.Errorf("default levels: %+v", l)
	}
	l[0].Spec = "changed" // a copy: the defaults stay
	if defaults[0].Spec != "random" {
		t.Error("For handed out the defaults themselves")
	}
}

// Set records a measure on a listed level and adds an unlisted one; the
// file reads back as saved; a file for another game or with unknown fields
// is refused.
func TestSetSaveLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "micronesia.json")
	f, err := Load(path, "micronesia")
	if err != nil || len(f.Levels) == 0 {
		t.Fatalf("a new file: %+v %v", f, err)
	}
	m := &Measure{Value: 300, Low: 250, High: 350, Games: 40, Players: 3, Command: "shima sim micronesia --league random,greedy,mcts:50"}
	f.Set("greedy", m, nil)
	f.Set("mcts:50", m, nil)
	if err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := Load(path, "micronesia")
	if err != nil {
		t.Fatal(err)
	}
	last := back.Levels[len(back.Levels)-1]
	if last.Spec != "mcts:50" || last.Name.EN != "mcts:50" || !reflect.DeepEqual(last.Rating, m) {
		t.Errorf("the added level read back as %+v", last)
	}
	for _, l := range back.Levels {
		if l.Spec == "greedy" && (l.Rating == nil || l.Rating.Value != 300) {
			t.Errorf("greedy read back as %+v", l)
		}
	}
	if _, err := Load(path, "skye"); err == nil {
		t.Error("micronesia's levels were loaded as skye's")
	}
	for _, bad := range []string{`{"game":"x","levels":[{"spec":"random","name":{"en":"R","ja":"R"}}],"extra":1}`,
		`{"game":"x","levels":[{"spec":"random","name":{"en":"R"}}]}`,
		`{"game":"x","levels":[]}`,
		`{"game":"x","levels":[{"spec":"random","name":{"en":"R","ja":"R"}},{"spec":"random","name":{"en":"R","ja":"R"}}]}`} {
		if _, err := parse([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}
