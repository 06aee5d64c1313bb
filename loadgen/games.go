package loadgen

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"shima/engine"
)

// Game is a game a run may play: its matches' seats, every one played by
// a client, and about how many moves a match of random players lasts (to
// choose the ramp).
type Game struct {
	Seats int
	Moves int
}

// Games are the games a run may play, by id. Micronesia is the default.
var Games = map[string]Game{
	// shima sim: 32.3 moves, sd 4.7, for three random players.
	"micronesia": {Seats: 3, Moves: 32},
	// shima sim: 58 decisions, sd 9.3, for two random spirits; each spirit
	// grows and chooses its cards at the same time as the other.
	"spiritisland": {Seats: 2, Moves: 58},
}

// DefaultGame is the game of a run that names none.
const DefaultGame = "micronesia"

// gameOf returns the game id names ("": the default), or a refusal listing
// the games a run may play.
func gameOf(id string) (Game, error) {
	if id == "" {
		id = DefaultGame
	}
	g, ok := Games[id]
	if !ok {
		names := slices.Sorted(maps.Keys(Games))
		return Game{}, engine.Rejectf("no load for game %q: one of %s", "ゲーム「%s」の負荷はかけられません: %sのいずれかです", id, strings.Join(names, ", "))
	}
	return g, nil
}

// createBody is the POST /api/matches request of a match of game id with
// g.Seats person seats, so that every move comes from a client. With
// creator, whoever makes the match sits in seat 0, as the lobby seats its
// people: the answer gives that seat's own token, and only the others are
// taken with invites.
func createBody(id string, g Game, creator bool) []byte {
	seats := make([]map[string]string, g.Seats)
	for i := range seats {
		seats[i] = map[string]string{"kind": "person"}
	}
	req := map[string]any{"game": id, "seats": seats}
	if creator {
		req["seat"] = 0
	}
	body, _ := json.Marshal(req)
	return body
}
