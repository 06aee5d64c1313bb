package store

import (
	"context"
	"time"
)

// MatchEnd is what a finished match leaves on the accounts of its seats
// (Ratings.RecordEnd): results, and ratings or records.
type MatchEnd struct {
	Match string
	Game  string
	At    time.Time
	// Results holds one result for each seat of an account.
	Results []Result
	// Rated lists the accounts the match rates, one for each seat, in
	// seat order; none for a match that is not rated.
	Rated []string
	// Rate gives the ratings after the match from those before, both in
	// the order of Rated (a Rating with Games 0: the account's first rated
	// match at the game). It is called inside RecordEnd's transaction.
	Rate func(before []Rating) ([]Rating, error)
	// Records are Spirit Island records set by the match (a won game);
	// each replaces a lower level of its account, spirit and adversary.
	Records []SpiritRecord
}

// Result is an account's place in a finished match.
type Result struct {
	Account string
	Match   string
	Seat    int
	Game    string
	Place   int  // 1 for the winners; equal places share one
	Players int  // seats in the match
	Won     bool // a winner, or a cooperative game won
	Rated   bool
	At      time.Time
}

// Rating is an account's rating at a game: the belief (Mu, Sigma) of
// package internal/rating, the rating shown, and the rated matches played.
type Rating struct {
	Account string
	Name    string // the account's name, in a leaderboard
	Game    string
	Mu      float64
	Sigma   float64
	Rating  int
	Games   int
	Updated time.Time
}

// RatingPoint is an account's rating at a game after one rated match.
type RatingPoint struct {
	Match  string
	Game   string
	Mu     float64
	Sigma  float64
	Rating int
	At     time.Time
}

// SpiritRecord is the highest level of an adversary an account beat with
// a spirit in Spirit Island (Adversary "none", level 0: won without one).
type SpiritRecord struct {
	Account   string
	Name      string // the account's name, in a table of records
	Spirit    string
	Adversary string
	Level     int
	Match     string // the match that set it
	At        time.Time
}

// GameCount is how many finished matches of a game an account played.
type GameCount struct {
	Game   string
	Played int
}

// Ratings keeps what finished matches leave on accounts: results, ratings
// with their history, Spirit Island records.
type Ratings interface {
	// MatchAccounts lists the account seats of a match (AccountSeat),
	// by seat, then account.
	MatchAccounts(ctx context.Context, match string) ([]AccountSeat, error)
	// RecordEnd records a finished match once, in one transaction: its
	// results, its ratings (Rated, Rate) with a row of history each, its
	// records. It reports false, and changes nothing, when the match was
	// recorded already, by this node or another, even at the same moment.
	RecordEnd(ctx context.Context, e MatchEnd) (bool, error)
	// AccountRatings lists an account's ratings, the most played game first.
	AccountRatings(ctx context.Context, account string) ([]Rating, error)
	// RatingHistory lists an account's last limit rating points, oldest first.
	RatingHistory(ctx context.Context, account string, limit int) ([]RatingPoint, error)
	// Results lists an account's last limit results, newest first.
	Results(ctx context.Context, account string, limit int) ([]Result, error)
	// GamesPlayed counts an account's finished matches by game, the most
	// played first (then by game).
	GamesPlayed(ctx context.Context, account string) ([]GameCount, error)
	// SpiritRecords lists an account's Spirit Island records, by spirit
	// then adversary.
	SpiritRecords(ctx context.Context, account string) ([]SpiritRecord, error)
	// Leaderboard lists up to limit ratings at a game, the highest first
	// (then the most games, then by name), with the accounts' names.
	Leaderboard(ctx context.Context, game string, limit int) ([]Rating, error)
	// SpiritBoard lists up to limit Spirit Island records of all accounts,
	// the highest level first (an adversary before none, then the
	// earliest), with the accounts' names.
	SpiritBoard(ctx context.Context, limit int) ([]SpiritRecord, error)
}
