package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"time"

	"shima/bot/levels"
	"shima/engine"
	"shima/match"
	"shima/store"
)

func (s *Server) routes() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/games", s.handleGames)
	mux.HandleFunc("POST /api/matches", s.handleCreate)
	mux.HandleFunc("GET /api/matches", s.handleOpen)
	mux.HandleFunc("POST /api/matches/mine", s.handleMine)
	mux.HandleFunc("GET /api/matches/{id}", s.handleGet)
	mux.HandleFunc("POST /api/matches/{id}/moves", s.handleMove)
	mux.HandleFunc("POST /api/matches/{id}/undo", s.handleUndo)
	mux.HandleFunc("POST /api/matches/{id}/seats/{n}/claim", s.handleClaim)
	mux.HandleFunc("POST /api/matches/{id}/seats/{n}/bot", s.handleHand)
	mux.HandleFunc("POST /api/matches/{id}/rematch", s.handleRematch)
	mux.HandleFunc("POST /api/matches/{id}/rematch/join", s.handleRematchJoin)
	mux.HandleFunc("GET /api/matches/{id}/replay", s.handleReplay)
	mux.HandleFunc("GET /api/matches/{id}/chat", s.handleChat)
	mux.HandleFunc("GET /api/matches/{id}/analysis", s.handleAnalysis)
	mux.HandleFunc("GET /api/matches/{id}/coach", s.handleCoach)
	mux.HandleFunc("POST /api/matches/{id}/analysis", s.handleAnalyse)
	s.accountRoutes(mux)
	s.ratingRoutes(mux)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		s.writeError(w, r, newAPIError(http.StatusNotFound, "not_found", "no such API call: see API.md", "そのようなAPIはありません(API.mdを参照)"))
	})
	mux.HandleFunc("GET /ws", s.handleWS)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		if s.stopping() || s.draining.Load() {
			http.Error(w, "shutting down", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ok\n"))
	})
	if !s.cfg.MetricsApart {
		mux.Handle("GET /metrics", s.metricsHandler())
	}
	if s.cfg.Assets != nil {
		mux.Handle("/", s.cfg.Assets)
	}
	s.mux = mux
}

// botChoice names a bot spec offered in the lobby.
type botChoice struct {
	Spec string      `json:"spec"`
	Name engine.Text `json:"name"`
}

// gameJSON is a game as /api/games sends it: engine.Info's JSON with the
// game's bot levels, weakest first, and their measured strength (package
// levels) as "bots".
type gameJSON struct {
	engine.Info
	Bots []levels.Level
}

// MarshalJSON writes the game's Info and then its bots.
func (g gameJSON) MarshalJSON() ([]byte, error) {
	info, err := json.Marshal(g.Info)
	if err != nil {
		return nil, err
	}
	bots, err := json.Marshal(g.Bots)
	if err != nil {
		return nil, err
	}
	return fmt.Appendf(info[:len(info)-1:len(info)-1], `,"bots":%s}`, bots), nil
}

func (s *Server) handleGames(w http.ResponseWriter, r *http.Request) {
	var games []gameJSON
	for _, g := range engine.Games() {
		games = append(games, gameJSON{g.Info(), levels.For(g.Info().ID)})
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": games, "bots": botNames(games)})
}

// orEmpty is x, or an empty list for nil (a JSON [] rather than null).
func orEmpty[T any](x []T) []T {
	if x == nil {
		return []T{}
	}
	return x
}

// botNames names every bot spec some game offers, once, in the order the
// games offer them, for clients that name the bot of any seat.
func botNames(games []gameJSON) []botChoice {
	var out []botChoice
	for _, g := range games {
		for _, l := range g.Bots {
			if !slices.ContainsFunc(out, func(b botChoice) bool { return b.Spec == l.Spec }) {
				out = append(out, botChoice{l.Spec, l.Name})
			}
		}
	}
	return out
}

type createRequest struct {
	Game    string             `json:"game"`
	Seats   []match.SeatConfig `json:"seats"`
	Options map[string]string  `json:"options"`
	Clock   match.Clock        `json:"clock"`
	Seat    *int               `json:"seat"`
	Mine    []int              `json:"mine"`
	Name    string             `json:"name"`
	Hints   string             `json:"hints"`
	Rated   bool               `json:"rated"`
}

// creatorsSeats lists the person seats the creator takes, in order (seat and
// mine together: one person may hold several seats at one device), or says
// what is wrong with them.
func (req *createRequest) creatorsSeats() ([]int, error) {
	mine := slices.Clone(req.Mine)
	if req.Seat != nil && !slices.Contains(mine, *req.Seat) {
		mine = append(mine, *req.Seat)
	}
	slices.Sort(mine)
	for i, seat := range mine {
		if seat < 0 || seat >= len(req.Seats) || req.Seats[seat].Kind != match.Person {
			return nil, badRequest("seat and mine must name person seats for you", "seatとmineには自分が座る人の席を指定してください")
		}
		if i > 0 && mine[i-1] == seat {
			return nil, badRequest("mine names a seat twice", "mineに同じ席が二度あります")
		}
	}
	return mine, nil
}

type createdSeat struct {
	Seat   int    `json:"seat"`
	Kind   string `json:"kind"`
	Bot    string `json:"bot,omitempty"`
	Open   bool   `json:"open,omitempty"`
	Token  string `json:"token,omitempty"`
	Invite string `json:"invite,omitempty"`
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	if !s.limiter.allow(clientAddr(r), time.Now(), 1) {
		s.writeError(w, r, errRate)
		return
	}
	var req createRequest
	if err := decode(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	name, err := cleanName(req.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	// Clipped: the decoder leaves room for more seats, which a match kept
	// loaded for days would hold for nothing.
	cfg := match.Config{Game: req.Game, Seats: slices.Clip(req.Seats), Options: req.Options, Clock: req.Clock, Hints: req.Hints, Rated: req.Rated}
	mine, err := req.creatorsSeats()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if cfg.Hints == "" && cfg.Rated { // a rated match has no coach
		cfg.Hints = match.HintsOff
	}
	if cfg.Hints == "" { // by default, the coach helps where only the creator and bots play
		cfg.Hints = match.HintsOn
		for i, sc := range cfg.Seats {
			if sc.Kind == match.Person && !slices.Contains(mine, i) {
				cfg.Hints = match.HintsOff
			}
		}
	}
	if err := cfg.CheckRated(); err != nil {
		s.writeError(w, r, refusedRated(err))
		return
	}
	now := s.now()
	id, seed := newID(), newSeed()
	m, err := match.New(id, cfg, seed, now)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	addr, waiting := clientAddr(r), hasFreeOpenSeat(cfg, mine)
	if waiting {
		// At most MaxOpenPerClient of a client's matches wait in the lobby.
		ok, n, err := s.open.reserve(r.Context(), s.store, addr)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !ok {
			s.writeError(w, r, newAPIError(http.StatusTooManyRequests, "rate_limited",
				fmt.Sprintf("you have %d matches waiting for players already: wait until someone joins them", n),
				fmt.Sprintf("参加者を待っている対戦がすでに%d件あります。だれかが参加するまで待ってください", n)))
			return
		}
	}
	rec := store.Record{ID: id, Config: cfg, Seed: seed, Created: now, Updated: now, Status: store.Playing}
	var out []createdSeat
	for i, sc := range cfg.Seats {
		seat, cs := newSeat(id, i, sc, slices.Contains(mine, i), name)
		rec.Seats = append(rec.Seats, seat)
		out = append(out, cs)
	}
	if err := s.store.Create(r.Context(), rec); err != nil {
		if waiting {
			s.open.release(addr)
		}
		s.writeError(w, r, err)
		return
	}
	s.log.Info("match created", "match", id, "game", cfg.Game, "seats", len(cfg.Seats))
	if waiting {
		s.open.note(addr, id, now)
	}
	s.started(rec, m)
	for _, cs := range out {
		if slices.Contains(mine, cs.Seat) {
			s.followAccount(r, id, cs.Seat, cs.Token)
		}
	}
	answer := map[string]any{"id": id, "seats": out}
	if len(mine) > 0 {
		answer["you"], answer["yours"] = mine[0], mine
	}
	writeJSON(w, http.StatusCreated, answer)
}

// started loads the match m, just stored as rec, on this node: its bots
// and clock start. One loaded already (a rematch, which others may join as
// soon as it is stored) is the store's word since: it stays.
func (s *Server) started(rec store.Record, m *match.Match) {
	l := &live{id: rec.ID, m: m, seats: rec.Seats, touched: s.cfg.Now()}
	s.mu.Lock()
	if _, ok := s.matches[rec.ID]; ok {
		s.mu.Unlock()
		return
	}
	s.matches[rec.ID] = l
	s.metrics.loaded.Set(float64(len(s.matches)))
	s.mu.Unlock()
	l.mu.Lock()
	s.afterEvent(l)
	l.mu.Unlock()
}

// newSeat makes seat i (sc) of new match id: one of the creator's is taken
// under name with its own token, which nobody else sees; another person's
// seat, unless open, gets an invite, which takes it once. It returns what
// the store keeps and what the creator is told.
func newSeat(id string, i int, sc match.SeatConfig, creators bool, name string) (store.Seat, createdSeat) {
	seat := store.Seat{Seat: i}
	cs := createdSeat{Seat: i, Kind: sc.Kind, Bot: sc.Bot, Open: sc.Open}
	switch {
	case creators:
		cs.Token = newToken()
		seat.TokenHash, seat.Claimed, seat.Name = hashToken(cs.Token), true, name
	case sc.Kind == match.Person && !sc.Open:
		cs.Token = newToken()
		seat.InviteHash = hashToken(cs.Token)
	}
	if cs.Token != "" {
		cs.Invite = "/m/" + id + "#t=" + cs.Token
	}
	return seat, cs
}

// summaryJSON is a match in a list (API.md, "Summary").
type summaryJSON struct {
	ID       string        `json:"id"`
	Game     string        `json:"game"`
	Status   string        `json:"status"`
	Seq      int           `json:"seq"`
	Created  time.Time     `json:"created"`
	Updated  time.Time     `json:"updated"`
	Clock    match.Clock   `json:"clock"`
	Seats    []seatJSON    `json:"seats"`
	ToMove   []engine.Seat `json:"to_move,omitempty"`
	You      *int          `json:"you,omitempty"`
	YourTurn bool          `json:"your_turn,omitempty"`
	Rated    bool          `json:"rated,omitempty"`
}

// seatJSON is a seat as anyone may see it.
type seatJSON struct {
	Seat      int    `json:"seat"`
	Kind      string `json:"kind"`
	Bot       string `json:"bot,omitempty"`
	Name      string `json:"name,omitempty"`
	Claimed   bool   `json:"claimed"`
	Open      bool   `json:"open"`
	Connected bool   `json:"connected"`
	Hints     int    `json:"hints,omitempty"` // how many times its person asked the coach
}

func summaryOf(sum store.Summary) summaryJSON {
	out := summaryJSON{ID: sum.ID, Game: sum.Config.Game, Status: sum.Status, Seq: sum.Seq, Created: sum.Created, Updated: sum.Updated, Clock: sum.Config.Clock, Rated: sum.Config.Rated}
	for i, st := range sum.Seats {
		sc := sum.Config.Seats[i]
		out.Seats = append(out.Seats, seatJSON{Seat: st.Seat, Kind: sc.Kind, Bot: sc.Bot, Name: st.Name, Claimed: st.Claimed, Open: sc.Open})
	}
	return out
}

func (s *Server) handleOpen(w http.ResponseWriter, r *http.Request) {
	sums, err := s.store.ListOpen(r.Context(), 50)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := []summaryJSON{}
	for _, sum := range sums {
		out = append(out, summaryOf(sum))
	}
	writeJSON(w, http.StatusOK, map[string]any{"matches": out})
}

// maxMine is how many matches one /api/matches/mine request may ask about.
const maxMine = 200

type mineRequest struct {
	Tokens []struct {
		Match string `json:"match"`
		Token string `json:"token"`
	} `json:"tokens"`
}

func (s *Server) handleMine(w http.ResponseWriter, r *http.Request) {
	var req mineRequest
	if err := decode(w, r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(req.Tokens) > maxMine {
		s.writeError(w, r, badRequest(fmt.Sprintf("at most %d matches at a time", maxMine), fmt.Sprintf("一度に%d件までです", maxMine)))
		return
	}
	// Each match may have to be read and replayed: a client may look up
	// MineRate of them a second, in bursts of one full request.
	if !s.mineLimiter.allow(clientAddr(r), time.Now(), float64(len(req.Tokens))) {
		s.writeError(w, r, errMineRate)
		return
	}
	out := []summaryJSON{}
	for _, t := range req.Tokens {
		l, err := s.load(r.Context(), t.Match)
		if err != nil {
			continue
		}
		seat, err := s.seatOf(r.Context(), l, t.Token)
		if err != nil {
			continue
		}
		l.mu.Lock()
		sum := s.liveSummary(l)
		l.mu.Unlock()
		you := int(seat)
		sum.You, sum.YourTurn = &you, slices.Contains(sum.ToMove, seat)
		out = append(out, sum)
	}
	writeJSON(w, http.StatusOK, map[string]any{"matches": out})
}

// liveSummary summarizes a loaded match. Runs with l.mu held.
func (s *Server) liveSummary(l *live) summaryJSON {
	sum := summaryJSON{ID: l.m.ID, Game: l.m.Config.Game, Status: l.status(), Seq: l.m.Seq(), Created: l.m.Created,
		Updated: l.m.LastAt(), Clock: l.m.Config.Clock, Seats: seatsOf(l), ToMove: slices.Clone(l.m.ToMove()), Rated: l.m.Config.Rated}
	return sum
}

// seatsOf describes l's seats as anyone may see them. Runs with l.mu held.
func seatsOf(l *live) []seatJSON {
	connected := make([]bool, len(l.seats))
	for c := range l.watchers {
		if c.seat >= 0 {
			connected[c.seat] = true
		}
	}
	var out []seatJSON
	for i, st := range l.seats {
		sc := l.m.Config.Seats[i]
		out = append(out, seatJSON{Seat: i, Kind: sc.Kind, Bot: l.m.SeatBot(engine.Seat(i)), Name: st.Name,
			Claimed: st.Claimed || sc.Kind == match.Bot, Open: sc.Open, Connected: connected[i] || sc.Kind == match.Bot, Hints: st.Hints})
	}
	return out
}

// loadFor loads the request's match and finds who its token makes the
// caller (viewerOf).
func (s *Server) loadFor(ctx context.Context, r *http.Request) (l *live, seat engine.Seat, invite int, err error) {
	if l, err = s.load(ctx, r.PathValue("id")); err != nil {
		return nil, 0, -1, err
	}
	seat, invite, err = s.viewerOf(ctx, l, bearer(r))
	return l, seat, invite, err
}
