package enginewire

import (
	"encoding/json"

	"shima/engine"
)

// Reply is one line the server sends: the request's id and either an error
// or what the operation answers (PROTOCOL.md). Empty fields are left out.
type Reply struct {
	ID    json.RawMessage `json:"id,omitempty"`
	Error *Error          `json:"error,omitempty"`
	// hello
	Protocol string `json:"protocol,omitempty"`
	Version  int    `json:"version,omitempty"`
	// games
	Games []engine.Info `json:"games,omitempty"`
	// new, load, copy, status: the game and who is to move; apply: who is to move.
	*Status
	Legal *Legal `json:"legal,omitempty"`
	// apply with events
	Events []any `json:"events,omitempty"`
	// view
	View json.RawMessage `json:"view,omitempty"`
	Text *string         `json:"text,omitempty"`
	// outcome
	Outcome *Outcome `json:"outcome,omitempty"`
	// save
	Position json.RawMessage `json:"position,omitempty"`
	// best
	*Report
}

// Error is why a request was refused, in each language. Internal marks a
// fault of shima's rather than of the request.
type Error struct {
	engine.Text
	Internal bool `json:"internal,omitempty"`
}

// Status says which game a reply is about and who must decide in it.
type Status struct {
	Game  string `json:"game,omitempty"`
	Title string `json:"title,omitempty"`
	Seats int    `json:"seats,omitempty"`
	// ToMove lists the seats to move, empty once the game is over.
	ToMove []engine.Seat `json:"to_move"`
	Over   bool          `json:"over,omitempty"`
}

// Legal is a seat's legal actions: their number, and their texts when
// asked for, in the order in which "apply" takes an index.
type Legal struct {
	Seat    engine.Seat `json:"seat"`
	Count   int         `json:"count"`
	Actions []string    `json:"actions,omitempty"`
}

// Outcome is how a game ended, its reason in each language with the seats
// named by colour.
type Outcome struct {
	Scores  []float64     `json:"scores"`
	Ranks   []int         `json:"ranks"`
	Winners []engine.Seat `json:"winners"`
	End     string        `json:"end"`
	Won     bool          `json:"won,omitempty"`
	Reason  engine.Text   `json:"reason"`
}
