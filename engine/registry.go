package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"sync"
)

var registry = struct {
	sync.RWMutex
	games map[string]Game
}{games: map[string]Game{}}

// Register makes g known by its Info().ID. Games register themselves from an
// init function; registering an id twice panics, as it is a programming error.
func Register(g Game) {
	registry.Lock()
	defer registry.Unlock()
	id := g.Info().ID
	if _, dup := registry.games[id]; dup {
		panic("engine: game " + id + " registered twice")
	}
	registry.games[id] = g
}

// Lookup returns the game registered as id.
func Lookup(id string) (Game, error) {
	registry.RLock()
	defer registry.RUnlock()
	if g, ok := registry.games[id]; ok {
		return g, nil
	}
	return nil, Reject(fmt.Sprintf("unknown game %q", id), fmt.Sprintf("「%s」というゲームはありません", id))
}

// Games returns every registered game, sorted by id.
func Games() []Game {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]Game, 0, len(registry.games))
	for _, g := range registry.games {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Info().ID < out[j].Info().ID })
	return out
}

// NewState looks up game id, checks cfg against its Info and sets it up.
func NewState(id string, cfg Config) (State, error) {
	g, err := Lookup(id)
	if err != nil {
		return nil, err
	}
	info := g.Info()
	if err := info.Check(cfg); err != nil {
		return nil, err
	}
	return g.New(cfg)
}

// LoadPosition reads a position of any registered game: the JSON object's
// "game" field names the game, whose Load reads the rest.
func LoadPosition(data []byte) (State, error) {
	var head struct {
		Game string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, Rejectf("the position cannot be read: %s", "局面を読めません: %s", JSONError(err))
	}
	if head.Game == "" {
		return nil, Reject(`the position has no "game" field`, `局面に"game"の項目がありません`)
	}
	g, err := Lookup(head.Game)
	if err != nil {
		return nil, err
	}
	return g.Load(data)
}

// DecodePosition reads the JSON object of a position of game into p (a
// pointer to the game's position struct), refusing positions of other
// games, unknown fields and anything after the object, each with a reason
// in both languages.
func DecodePosition(data []byte, game string, p any) error {
	var head struct {
		Game string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err == nil && head.Game != game {
		return Rejectf("the position is of game %q, not %s", "この局面は%[2]sではなく「%[1]s」のものです", head.Game, game)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p); err != nil {
		return Rejectf("the position cannot be read: %s", "局面を読めません: %s", JSONError(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return Reject("the position cannot be read: something follows the JSON object", "局面を読めません: JSONオブジェクトの後に何かがあります")
	}
	return nil
}
