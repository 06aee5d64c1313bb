// Package bids is a tiny game with a simultaneous secret step, for testing the
// generic code (matches, bots, the server) on such steps without depending on
// a real game. It is registered as "bids" when imported; only tests import it.
//
// Each seat starts with 5 coins. In each of 3 rounds every seat bids 0 to 3 of
// its coins at once and in secret; when all have bid, the bids are shown and
// paid, and the single highest bid scores a point (a tie for highest scores
// nothing). Most points wins; ties share the win.
package bids

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"shima/engine"
)

// Rules of the game.
const (
	Rounds = 3
	Coins  = 5
	MaxBid = 3
)

func init() { engine.Register(Game{}) }

// Game is the sealed-bid game.
type Game struct{}

// Info names the game.
func (Game) Info() engine.Info {
	return engine.Info{ID: "bids", Name: engine.T("Sealed bids", "入札"), MinSeats: 2, MaxSeats: 4,
		Ends: map[string]engine.Text{"rounds": engine.T("rounds played", "全ラウンド終了")}}
}

// New starts a game.
func (g Game) New(cfg engine.Config) (engine.State, error) {
	if err := g.Info().Check(cfg); err != nil {
		return nil, err
	}
	n := cfg.Seats
	s := &State{Coins: make([]int, n), Bids: make([]int, n), Points: make([]int, n)}
	for i := range n {
		s.Coins[i], s.Bids[i] = Coins, -1
	}
	return s, nil
}

// Load reads a position: the State's fields as JSON, with "game":"bids".
func (Game) Load(data []byte) (engine.State, error) {
	var p position
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, engine.Reject("bad position: "+err.Error(), "局面が読めません: "+err.Error())
	}
	s := p.State
	n := len(s.Coins)
	if n < 2 || n > 4 || len(s.Bids) != n || len(s.Points) != n || s.Round < 0 || s.Round > Rounds {
		return nil, engine.Reject("bad position: seats or round out of range", "局面が不正です: 席数かラウンドが範囲外です")
	}
	for i := range n {
		if s.Coins[i] < 0 || s.Bids[i] < -1 || s.Bids[i] > min(MaxBid, s.Coins[i]) || s.Points[i] < 0 {
			return nil, engine.Reject("bad position: a coin, bid or point count is out of range", "局面が不正です: コイン・入札・得点が範囲外です")
		}
		if s.Round == Rounds && s.Bids[i] != -1 {
			return nil, engine.Reject("bad position: bids after the last round", "局面が不正です: 最終ラウンド後に入札があります")
		}
	}
	return &s, nil
}

// State is a game in progress. Bids holds this round's bids, -1 for a seat
// that has not bid yet.
type State struct {
	Round  int   `json:"round"`
	Coins  []int `json:"coins"`
	Bids   []int `json:"bids"`
	Points []int `json:"points"`
	movers []engine.Seat
	rec    *engine.Recorder
}

type position struct {
	Game string `json:"game"`
	State
}

// Seats returns the number of seats.
func (s *State) Seats() int { return len(s.Coins) }

// ToMove lists the seats that have not bid this round.
func (s *State) ToMove() []engine.Seat {
	s.movers = s.movers[:0]
	if s.Over() {
		return s.movers
	}
	for i, b := range s.Bids {
		if b < 0 {
			s.movers = append(s.movers, engine.Seat(i))
		}
	}
	return s.movers
}

// Legal lists the bids seat p can make.
func (s *State) Legal(p engine.Seat, buf []engine.Action) []engine.Action {
	if s.Over() || p < 0 || int(p) >= len(s.Bids) || s.Bids[p] >= 0 {
		return buf
	}
	for b := 0; b <= min(MaxBid, s.Coins[p]); b++ {
		buf = append(buf, engine.Action(b))
	}
	return buf
}

// Apply makes seat p's bid a; the last bid of a round settles it.
func (s *State) Apply(p engine.Seat, a engine.Action) error {
	if s.Over() || p < 0 || int(p) >= len(s.Bids) || s.Bids[p] >= 0 {
		return engine.Reject("it is not your turn to bid", "入札する番ではありません")
	}
	if int(a) > min(MaxBid, s.Coins[p]) {
		return engine.Rejectf("you cannot bid %d", "%dは入札できません", int(a))
	}
	s.Bids[p] = int(a)
	if slices.Contains(s.Bids, -1) {
		return nil
	}
	top, at := -1, -1
	for i, b := range s.Bids {
		s.Coins[i] -= b
		switch {
		case b > top:
			top, at = b, i
		case b == top:
			at = -1
		}
	}
	if at >= 0 {
		s.Points[at]++
	}
	if s.rec.On() {
		s.tell(at)
	}
	for i := range s.Bids {
		s.Bids[i] = -1
	}
	s.Round++
	return nil
}

// tell records the bids shown at the end of a round, and who scored.
func (s *State) tell(at int) {
	var en, ja []string
	for i, b := range s.Bids {
		en = append(en, fmt.Sprintf("%s %d", engine.SeatMark(engine.Seat(i)), b))
		ja = append(ja, fmt.Sprintf("%s %d", engine.SeatMark(engine.Seat(i)), b))
	}
	s.rec.Add(engine.Event{Kind: "reveal", Seat: engine.Spectator,
		Text: engine.T("bids shown: "+strings.Join(en, ", "), "入札公開: "+strings.Join(ja, "、")),
		Data: map[string]any{"bids": slices.Clone(s.Bids)}})
	if at >= 0 {
		s.rec.Add(engine.Event{Kind: "score", Seat: engine.Seat(at), Detail: true,
			Text: engine.T(engine.SeatMark(engine.Seat(at))+" scores a point", engine.SeatMark(engine.Seat(at))+"が1点")})
	}
}

// Tally counts what every seat sees of the others: their coins ("coins N")
// and points ("points N"), by seat.
func (s *State) Tally(engine.Seat) engine.Tally {
	t := engine.Tally{}
	for i := range s.Coins {
		t["coins "+strconv.Itoa(i)] = s.Coins[i]
		t["points "+strconv.Itoa(i)] = s.Points[i]
	}
	return t
}

// Claim reads a reveal as each seat paying its bid, and a score as a point.
func (s *State) Claim(e engine.Event, t engine.Tally) {
	switch e.Kind {
	case "reveal":
		for i, b := range e.Data["bids"].([]int) {
			t["coins "+strconv.Itoa(i)] -= b
		}
	case "score":
		t["points "+strconv.Itoa(int(e.Seat))]++
	}
}

// Record makes the following Applies tell r what they caused.
func (s *State) Record(r *engine.Recorder) { s.rec = r }

// Over reports whether every round is played.
func (s *State) Over() bool { return s.Round >= Rounds }

// Outcome ranks the seats by points.
func (s *State) Outcome() engine.Outcome {
	o := engine.Outcome{End: "rounds", Reason: engine.T("all rounds played", "全ラウンド終了")}
	for i, p := range s.Points {
		o.Scores = append(o.Scores, float64(p))
		rank := 1
		for _, q := range s.Points {
			if q > p {
				rank++
			}
		}
		o.Ranks = append(o.Ranks, rank)
		if rank == 1 {
			o.Winners = append(o.Winners, engine.Seat(i))
		}
	}
	return o
}

// Secret reports that every bid is secret.
func (s *State) Secret(engine.Action, engine.Seat) bool { return true }

// Concealing reports whether bids of this round are made and not yet shown.
func (s *State) Concealing() bool {
	return slices.ContainsFunc(s.Bids, func(b int) bool { return b >= 0 })
}

// View is what a seat sees: its own bid, and only whether the others have bid.
type View struct {
	Round  int    `json:"round"`
	Coins  []int  `json:"coins"`
	Points []int  `json:"points"`
	Bid    *int   `json:"bid,omitempty"`
	Done   []bool `json:"done"`
}

// MarshalJSON writes the view.
func (v View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal(plain(v))
}

// Text draws the view.
func (v View) Text(engine.Lang) string {
	return fmt.Sprintf("round %d coins %v points %v done %v", v.Round+1, v.Coins, v.Points, v.Done)
}

// View hides the others' bids.
func (s *State) View(p engine.Seat) engine.View {
	v := View{Round: s.Round, Coins: slices.Clone(s.Coins), Points: slices.Clone(s.Points)}
	for i, b := range s.Bids {
		v.Done = append(v.Done, b >= 0)
		if engine.Seat(i) == p && b >= 0 {
			v.Bid = &b
		}
	}
	return v
}

// Determinize redraws the bids of the others that p cannot see.
func (s *State) Determinize(p engine.Seat, r *engine.Rand) engine.State {
	d := s.Clone().(*State)
	for i, b := range d.Bids {
		if engine.Seat(i) != p && b >= 0 {
			d.Bids[i] = r.IntN(min(MaxBid, d.Coins[i]) + 1)
		}
	}
	return d
}

// Clone copies the state.
func (s *State) Clone() engine.State {
	return &State{Round: s.Round, Coins: slices.Clone(s.Coins), Bids: slices.Clone(s.Bids), Points: slices.Clone(s.Points)}
}

// Describe names a bid.
func (s *State) Describe(a engine.Action, lang engine.Lang) string {
	if lang == engine.JA {
		return fmt.Sprintf("%dを入札", int(a))
	}
	return fmt.Sprintf("bid %d", int(a))
}

// Parse reads "bid N" or "Nを入札".
func (s *State) Parse(text string) (engine.Action, error) {
	t := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(text), "bid "), "を入札")
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 || n > MaxBid {
		return 0, engine.Rejectf("not a bid: %q", "入札ではありません: %q", text)
	}
	return engine.Action(n), nil
}

// MarshalJSON writes the position.
func (s *State) MarshalJSON() ([]byte, error) {
	return json.Marshal(position{Game: "bids", State: *s})
}
