package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"shima/engine"
	"shima/internal/rating"
	"shima/match"
	"shima/store"
)

// Ratings, profiles and leaderboards (API.md, "Ratings and profiles";
// README, "Ratings"). When a match ends, the node that stored its last
// event records it on the accounts of its seats: each account's result;
// for a rated match whose seats all belong to different accounts, their
// ratings at the game (package internal/rating); for a Spirit Island match
// won, each account's spirit's best adversary level beaten.

const (
	// spiritIsland is the cooperative game that keeps records, not ratings.
	spiritIsland = "spiritisland"
	// historyShown bounds the rating points a profile sends, all games together.
	historyShown = 1000
	// resultsShown is how many recent matches a profile lists.
	resultsShown = 20
	// boardDefault and boardMax are a leaderboard's length by default and at most.
	boardDefault, boardMax = 50, 200
	// endTimeout bounds the recording of a match's end.
	endTimeout = 10 * time.Second
)

var errNoPerson = newAPIError(http.StatusNotFound, "not_found", "no such person", "その人はいません")

// refusedRated is a create request's rated problem (match.CheckRated) as a
// bad request: the client's form should not have sent it.
func refusedRated(err error) error {
	var rej *engine.Rejection
	if errors.As(err, &rej) {
		return &apiError{status: http.StatusBadRequest, code: "bad_request", text: rej.Reason}
	}
	return err
}

// ratingRoutes adds the profile and leaderboard API to mux.
func (s *Server) ratingRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/people/{id}", s.handlePerson)
	mux.HandleFunc("GET /api/leaderboard/{game}", s.handleLeaderboard)
}

// recordEnd records l's match, which has just ended, on its accounts. It
// runs once the last event is stored, with l.mu held. Where the store
// fails, it tries again later (endRetries; recording is once only, so a
// try that did get through is harmless), with l.mu held again, until it
// gets through, the tries run out or the server stops: a failure costs the
// match its results for a while, never the match itself.
func (s *Server) recordEnd(l *live) { s.tryRecordEnd(l, 0) }

// endRetries are the waits before each new try of recording a match's end
// after the store failed.
var endRetries = []time.Duration{2 * time.Second, 15 * time.Second, time.Minute, 5 * time.Minute, 30 * time.Minute}

// tryRecordEnd is recordEnd's try number try (from 0), with l.mu held.
func (s *Server) tryRecordEnd(l *live, try int) {
	if err := s.recordEndOnce(l); err != nil {
		if try >= len(s.endRetries) || s.stopping() {
			s.log.Warn("record a match's end: given up", "match", l.m.ID, "tries", try+1, "err", err)
			return
		}
		s.log.Warn("record a match's end: will try again", "match", l.m.ID, "in", s.endRetries[try], "err", err)
		time.AfterFunc(s.endRetries[try], func() {
			if s.stopping() {
				return
			}
			l.mu.Lock()
			defer l.mu.Unlock()
			s.tryRecordEnd(l, try+1)
		})
	}
}

// recordEndOnce records l's match's end on its accounts, if it has any.
func (s *Server) recordEndOnce(l *live) error {
	ctx, cancel := context.WithTimeout(context.Background(), endTimeout)
	defer cancel()
	m := l.m
	seats, err := s.store.MatchAccounts(ctx, m.ID)
	if err != nil {
		return fmt.Errorf("its accounts: %w", err)
	}
	if len(seats) == 0 {
		return nil
	}
	e := matchEnd(m, seats)
	ok, err := s.store.RecordEnd(ctx, e)
	if err != nil {
		return err
	}
	if ok {
		s.log.Info("match end recorded", "match", m.ID, "accounts", len(seats), "rated", len(e.Rated) > 0, "records", len(e.Records))
	}
	return nil
}

// matchEnd is what the finished match m leaves on the accounts of its
// seats.
func matchEnd(m *match.Match, seats []store.AccountSeat) store.MatchEnd {
	out := m.Outcome()
	n := len(m.Config.Seats)
	e := store.MatchEnd{Match: m.ID, Game: m.Config.Game, At: m.LastAt()}
	for _, a := range seats {
		if a.Seat < 0 || a.Seat >= n {
			continue
		}
		res := store.Result{Account: a.Account, Seat: a.Seat, Place: 1, Players: n, Won: out.Won}
		if len(out.Ranks) == n {
			res.Place = out.Ranks[a.Seat]
		}
		for _, w := range out.Winners {
			res.Won = res.Won || int(w) == a.Seat
		}
		e.Results = append(e.Results, res)
	}
	if accounts := ratedAccounts(m.Config, seats); accounts != nil && len(out.Ranks) == n {
		ranks := out.Ranks
		e.Rated = accounts
		e.Rate = func(before []store.Rating) ([]store.Rating, error) { return rate(before, ranks) }
	}
	if m.Config.Game == spiritIsland && out.Won {
		e.Records = spiritRecords(m, seats)
	}
	return e
}

// ratedAccounts lists the account of each seat, in seat order, if the match
// is rated: made rated, and each of its seats (all people's) belongs to
// one account, a different one for each. Otherwise nil: a seat of a guest,
// or one whose token two accounts hold, or one account holding two seats,
// leaves the match unrated.
func ratedAccounts(cfg match.Config, seats []store.AccountSeat) []string {
	if !cfg.Rated || cfg.CheckRated() != nil {
		return nil
	}
	bySeat := make([][]string, len(cfg.Seats))
	for _, a := range seats {
		if a.Seat >= 0 && a.Seat < len(bySeat) {
			bySeat[a.Seat] = append(bySeat[a.Seat], a.Account)
		}
	}
	accounts := make([]string, len(bySeat))
	seen := map[string]bool{}
	for i, as := range bySeat {
		if len(as) != 1 || seen[as[0]] {
			return nil
		}
		accounts[i], seen[as[0]] = as[0], true
	}
	return accounts
}

// rate gives the ratings after a match from those before, by the
// Plackett-Luce rating of the finishing order ranks.
func rate(before []store.Rating, ranks []int) ([]store.Rating, error) {
	beliefs := make([]rating.Belief, len(before))
	for i, r := range before {
		beliefs[i] = rating.Belief{Mu: r.Mu, Sigma: r.Sigma}
		if r.Games == 0 {
			beliefs[i] = rating.Default.New()
		}
	}
	after, err := rating.Default.Update(beliefs, ranks)
	if err != nil {
		return nil, err
	}
	out := make([]store.Rating, len(after))
	for i, b := range after {
		out[i] = store.Rating{Account: before[i].Account, Game: before[i].Game, Mu: b.Mu, Sigma: b.Sigma, Rating: b.Shown(), Games: before[i].Games + 1}
	}
	return out, nil
}

// spiritRecords are the records a won Spirit Island match sets for its
// accounts: each seat's spirit (from the public view) against the
// match's adversary and level.
func spiritRecords(m *match.Match, seats []store.AccountSeat) []store.SpiritRecord {
	g, err := engine.Lookup(m.Config.Game)
	if err != nil {
		return nil
	}
	info, cfg := g.Info(), engine.Config{Seats: len(m.Config.Seats), Options: m.Config.Options}
	adversary := info.Option(cfg, "adversary")
	level, err := strconv.Atoi(info.Option(cfg, "level"))
	if adversary == "" || adversary == "none" || err != nil {
		adversary, level = "none", 0
	}
	var view struct {
		Spirits []struct {
			Seat   int    `json:"seat"`
			Spirit string `json:"spirit"`
		} `json:"spirits"`
	}
	data, err := json.Marshal(m.View(engine.Spectator))
	if err != nil || json.Unmarshal(data, &view) != nil {
		return nil
	}
	var recs []store.SpiritRecord
	for _, a := range seats {
		for _, sp := range view.Spirits {
			if sp.Seat == a.Seat && sp.Spirit != "" {
				recs = append(recs, store.SpiritRecord{Account: a.Account, Spirit: sp.Spirit, Adversary: adversary, Level: level})
			}
		}
	}
	return recs
}

// personJSON is a person's public profile.
type personJSON struct {
	ID      string       `json:"id"`
	Name    string       `json:"name"`
	Created time.Time    `json:"created"`
	Ratings []ratingJSON `json:"ratings"`
	Records []recordJSON `json:"records"`
	Matches []resultJSON `json:"matches"`
	Played  []playedJSON `json:"played"`
}

type ratingJSON struct {
	Game    string      `json:"game"`
	Rating  int         `json:"rating"`
	Mu      float64     `json:"mu"`
	Sigma   float64     `json:"sigma"`
	Games   int         `json:"games"`
	History []pointJSON `json:"history"`
}

type pointJSON struct {
	Match  string    `json:"match"`
	Rating int       `json:"rating"`
	At     time.Time `json:"at"`
}

type recordJSON struct {
	Account   string    `json:"account,omitempty"`
	Name      string    `json:"name,omitempty"`
	Spirit    string    `json:"spirit"`
	Adversary string    `json:"adversary"`
	Level     int       `json:"level"`
	Match     string    `json:"match"`
	Replay    string    `json:"replay"`
	At        time.Time `json:"at"`
}

type resultJSON struct {
	Match   string    `json:"match"`
	Game    string    `json:"game"`
	Seat    int       `json:"seat"`
	Place   int       `json:"place"`
	Players int       `json:"players"`
	Won     bool      `json:"won"`
	Rated   bool      `json:"rated"`
	At      time.Time `json:"at"`
	Replay  string    `json:"replay"`
}

type playedJSON struct {
	Game    string `json:"game"`
	Matches int    `json:"matches"`
}

// replayLink is the page of match id's replay.
func replayLink(id string) string { return "/r/" + id }

func (s *Server) handlePerson(w http.ResponseWriter, r *http.Request) {
	p, err := s.person(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

// person is account id's public profile: nothing of its passkeys,
// sessions or seats' tokens.
func (s *Server) person(ctx context.Context, id string) (personJSON, error) {
	a, err := s.store.Account(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return personJSON{}, errNoPerson
	}
	if err != nil {
		return personJSON{}, err
	}
	p := personJSON{ID: a.ID, Name: a.Name, Created: a.Created, Ratings: []ratingJSON{}, Records: []recordJSON{}, Matches: []resultJSON{}, Played: []playedJSON{}}
	ratings, err := s.store.AccountRatings(ctx, id)
	if err != nil {
		return personJSON{}, err
	}
	history, err := s.store.RatingHistory(ctx, id, historyShown)
	if err != nil {
		return personJSON{}, err
	}
	for _, rt := range ratings {
		rj := ratingJSON{Game: rt.Game, Rating: rt.Rating, Mu: rt.Mu, Sigma: rt.Sigma, Games: rt.Games, History: []pointJSON{}}
		for _, pt := range history {
			if pt.Game == rt.Game {
				rj.History = append(rj.History, pointJSON{Match: pt.Match, Rating: pt.Rating, At: pt.At})
			}
		}
		p.Ratings = append(p.Ratings, rj)
	}
	records, err := s.store.SpiritRecords(ctx, id)
	if err != nil {
		return personJSON{}, err
	}
	for _, rec := range records {
		p.Records = append(p.Records, recordOf(rec, false))
	}
	results, err := s.store.Results(ctx, id, resultsShown)
	if err != nil {
		return personJSON{}, err
	}
	for _, res := range results {
		p.Matches = append(p.Matches, resultJSON{Match: res.Match, Game: res.Game, Seat: res.Seat, Place: res.Place,
			Players: res.Players, Won: res.Won, Rated: res.Rated, At: res.At, Replay: replayLink(res.Match)})
	}
	played, err := s.store.GamesPlayed(ctx, id)
	if err != nil {
		return personJSON{}, err
	}
	for _, g := range played {
		p.Played = append(p.Played, playedJSON{Game: g.Game, Matches: g.Played})
	}
	return p, nil
}

// recordOf is rec as the API sends it, with its account when named.
func recordOf(rec store.SpiritRecord, named bool) recordJSON {
	out := recordJSON{Spirit: rec.Spirit, Adversary: rec.Adversary, Level: rec.Level, Match: rec.Match, Replay: replayLink(rec.Match), At: rec.At}
	if named {
		out.Account, out.Name = rec.Account, rec.Name
	}
	return out
}

// boardEntry is a line of a game's leaderboard.
type boardEntry struct {
	Rank    int    `json:"rank"` // equal ratings share a rank
	Account string `json:"account"`
	Name    string `json:"name"`
	Rating  int    `json:"rating"`
	Games   int    `json:"games"`
}

func (s *Server) handleLeaderboard(w http.ResponseWriter, r *http.Request) {
	game := r.PathValue("game")
	g, err := engine.Lookup(game)
	if err != nil {
		s.writeError(w, r, newAPIError(http.StatusNotFound, "not_found", "no such game", "そのゲームはありません"))
		return
	}
	limit := boardDefault
	if v := r.URL.Query().Get("limit"); v != "" {
		if limit, err = strconv.Atoi(v); err != nil || limit < 1 || limit > boardMax {
			s.writeError(w, r, badRequest("limit must be a number from 1 to "+strconv.Itoa(boardMax), "limitは1から"+strconv.Itoa(boardMax)+"までの数です"))
			return
		}
	}
	if g.Info().Cooperative {
		recs, err := s.store.SpiritBoard(r.Context(), limit)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		out := []recordJSON{}
		for _, rec := range recs {
			out = append(out, recordOf(rec, true))
		}
		writeJSON(w, http.StatusOK, map[string]any{"game": game, "records": out})
		return
	}
	ratings, err := s.store.Leaderboard(r.Context(), game, limit)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := []boardEntry{}
	for i, rt := range ratings {
		rank := i + 1
		if i > 0 && rt.Rating == ratings[i-1].Rating {
			rank = out[i-1].Rank
		}
		out = append(out, boardEntry{Rank: rank, Account: rt.Account, Name: rt.Name, Rating: rt.Rating, Games: rt.Games})
	}
	writeJSON(w, http.StatusOK, map[string]any{"game": game, "ratings": out})
}
