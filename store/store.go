// Package store keeps matches durably: each match's config, seed and seats,
// and its event log, appended one event at a time under a unique
// (match, seq) key so that two racing submissions cannot both be stored.
//
// The SQL is one text for both databases (store/sqlite: embedded SQLite, the
// default; store/postgres: PostgreSQL for several nodes), with embedded
// migrations.
package store

import (
	"context"
	"errors"
	"time"

	"shima/analysis"
	"shima/match"
)

// Errors a caller branches on.
var (
	// ErrNotFound: there is no such match (or seat).
	ErrNotFound = errors.New("not found")
	// ErrConflict: the event's seq is taken (another submission won), or the
	// seat was claimed by someone else first.
	ErrConflict = errors.New("conflict")
	// ErrClosed: the store is closed.
	ErrClosed = errors.New("store closed")
	// ErrNotPlaying: the match takes no more events (it was abandoned).
	ErrNotPlaying = errors.New("the match is no longer playing")
	// ErrNotOver: the match has not ended (is playing, or was abandoned).
	ErrNotOver = errors.New("the match is not over")
	// ErrLast refuses to remove an account's last passkey.
	ErrLast = errors.New("the account's last passkey")
)

// Match statuses.
const (
	Playing = "playing"
	Over    = "over"
	// Abandoned: closed by Abandon, as nobody came to play it.
	Abandoned = "abandoned"
)

// Record is a match as stored.
type Record struct {
	ID      string
	Config  match.Config
	Seed    uint64 // secret until the match is over
	Created time.Time
	Updated time.Time // time of the last event, or Created
	Status  string    // Playing, Over or Abandoned
	Seats   []Seat
	Events  []match.Event
	// Rematch is the rematch made of this match (Store.Rematch), nil for
	// none yet; RematchOf the match this one is the rematch of, "" for
	// none. Load and Head read them; Create stores neither.
	Rematch   *Rematch
	RematchOf string
}

// Rematch is a match's rematch: a new match of the same game, options,
// clock, hints and seats, made by one of its people at its end.
type Rematch struct {
	ID string // the new match
	By []int  // the seats, in the match it is the rematch of, of the person who offered it
}

// Seat is a seat's stored state. Bot seats have no token.
type Seat struct {
	Seat      int
	TokenHash string // hex SHA-256 of the seat's secret token; "" for none (yet)
	// InviteHash is the hex SHA-256 of the token of the seat's invite link,
	// which takes the seat once (see SeatClaim); "" for a seat without.
	InviteHash string
	Name       string // the name its person chose, if any
	Claimed    bool   // a person has taken the seat (by invite or from the lobby)
	Hints      int    // how many times its person asked the coach (NoteHint)
}

// SeatClaim is how a person takes a seat, or names the seat they hold
// (Store.Claim).
type SeatClaim struct {
	// TokenHash, when not "", is the seat's token from now on: the seat is
	// taken, and it must be free (a person's seat nobody has claimed): an
	// open seat taken from the lobby (InviteHash ""), or the seat of the
	// invite whose hash InviteHash is. With TokenHash "" the seat, claimed
	// already, only changes its name.
	TokenHash  string
	InviteHash string
	Name       string
	// Rematch, with TokenHash, takes a person's seat nobody has taken in
	// a rematch (Store.Rematch), whatever its invite: for the person who
	// held the same seat in the match it is the rematch of, as the caller
	// has checked. InviteHash is then ignored.
	Rematch bool
}

// Analysis is a finished match's analysis (package analysis) as stored:
// whole, or as far as the node working on it has come.
type Analysis struct {
	// Result holds each seat's chance at the steps analysed so far (all
	// Steps once finished) and, once finished, the costly moves.
	analysis.Result
	Bot   string // the search that estimates: "mcts:200"
	Steps int    // the steps of the match's replay
	// Node is the node working on the analysis, "" once it is finished.
	Node string
	// Updated is when Node last saved its progress, or finished.
	Updated time.Time
}

// Finished reports whether every step is analysed.
func (a Analysis) Finished() bool { return a.Node == "" }

// Summary is a match as listed in the lobby: no seed, no tokens, no log.
type Summary struct {
	ID      string
	Config  match.Config
	Created time.Time
	Updated time.Time
	Status  string
	Seq     int    // events so far
	Seats   []Seat // TokenHash and InviteHash left empty
}

// Notice says that a match has an event up to Seq, stored by some node, or
// (Seats) that its seats changed: a seat was claimed.
type Notice struct {
	Match string `json:"match"`
	Seq   int    `json:"seq"`
	// Seats: read the match's head again (Head): its seats or its status
	// changed (a seat claimed, the match abandoned); Seq may then be 0.
	Seats bool `json:"seats,omitempty"`
	// Chat: line Chat of the match's chat was said (AppendChat); read
	// its chat again.
	Chat int `json:"chat,omitempty"`
}

// Store keeps matches, and accounts. Implementations are safe for concurrent use.
type Store interface {
	Accounts
	Ratings

	// Create stores a new match with its seats and no events, or returns
	// ErrConflict if the id is taken. Times are stored with millisecond
	// precision. A match with a bot seat or a clock gets an owner asked
	// for (see Orphans).
	Create(ctx context.Context, r Record) error
	// Load returns the whole record, events in order, or ErrNotFound.
	Load(ctx context.Context, id string) (Record, error)
	// Append stores ev as event ev.Seq of match id, only while the match
	// is playing. In the same transaction it sets the match's status and
	// Updated (ev.At) if the status changes (Over: ev ends the match; a
	// move does not write the match's row, and Updated is read from its
	// last event), and, if needsOwner (after ev a bot is to move or a
	// clock runs), asks for an owner (see Orphans). It returns ErrConflict
	// when that seq is already stored, ErrNotFound for an unknown match,
	// ErrNotPlaying for one that is not playing (abandoned) and stores
	// nothing then (on PostgreSQL, a move committed in the very instant
	// another node abandons the match may still go in: see abandonOne).
	// Once it returns nil the event is durable, and other nodes get a
	// Notice.
	Append(ctx context.Context, id string, ev match.Event, status string, needsOwner bool) error
	// Head returns the record without its events (Events nil), or
	// ErrNotFound: what a node reads again when a match's seats change.
	Head(ctx context.Context, id string) (Record, error)
	// EventsAfter returns the events of match id with Seq > seq, in order.
	EventsAfter(ctx context.Context, id string, seq int) ([]match.Event, error)
	// Claim takes a seat for a person, or renames it (see SeatClaim). A
	// seat to take that is not free (claimed already, or not an open seat
	// nor one of that invite, nor a rematch's seat for Rematch) gives ErrConflict; a seat to rename that is
	// not claimed gives ErrNotFound, as does an unknown seat; a match that
	// is not playing (abandoned, or over) gives ErrNotPlaying. Nothing
	// changes on an error. Other nodes get a Notice with Seats set.
	Claim(ctx context.Context, id string, seat int, c SeatClaim) error
	// Rematch stores r, a new match as Create would, as the rematch of
	// match of, offered by the person of of's seats by, and returns r.ID
	// and made true; unless of has a rematch already, made by any node,
	// even at the same moment: then it stores nothing and returns that
	// rematch's id and made false. A match of that is not over gives
	// ErrNotOver (abandoned, or playing), an unknown one ErrNotFound.
	// Other nodes get a Notice of match of with Seats set.
	Rematch(ctx context.Context, of string, by []int, r Record) (id string, made bool, err error)
	// NoteHint counts a hint given to seat of match id (the coach's answer
	// to its person), or returns ErrNotFound for an unknown match or seat.
	NoteHint(ctx context.Context, id string, seat int) error
	// AppendChat stores line as the next line of match id's chat, numbered
	// after the last (N is set), and returns it; other nodes get a Notice
	// with Chat set. ErrNotFound: no such match.
	AppendChat(ctx context.Context, id string, line ChatLine) (ChatLine, error)
	// Chat returns the last limit lines (all for limit 0 or less) of room
	// (RoomPlayers or RoomSpectators) in match id's chat, in order; none
	// for an unknown match.
	Chat(ctx context.Context, id, room string, limit int) ([]ChatLine, error)
	// ListOpen lists up to limit matches still playing that have an open
	// person seat not yet claimed, newest first.
	ListOpen(ctx context.Context, limit int) ([]Summary, error)
	// Abandon closes as Abandoned every match still playing, without a
	// clock, with a person seat nobody has claimed, whose last event (or
	// creation) is before before; it lets their leases go, notifies the
	// other nodes (Seats), and returns their ids.
	Abandon(ctx context.Context, before time.Time) ([]string, error)
	// Summaries returns the summaries of the given matches that exist.
	Summaries(ctx context.Context, ids []string) ([]Summary, error)

	// Analyses of finished matches: one node at a time makes each, saving
	// its progress as it goes, and another takes over one whose node
	// stopped.
	//
	// BeginAnalysis takes the analysis of match id for node, unless it is
	// finished or another node works on it and saved at stale or after:
	// it begins one with bot and steps where there is none, keeps node's
	// own, and takes over one whose node last saved before stale. It
	// returns the analysis as it stands, to resume from (nothing analysed
	// when the one taken over was made with another bot), and whether
	// node holds it. A match not over gives ErrNotOver.
	BeginAnalysis(ctx context.Context, id, node, bot string, steps int, now, stale time.Time) (Analysis, bool, error)
	// SaveAnalysis stores node's progress: the chances of the steps so
	// far and, once they are all there, the costly moves, which finishes
	// the analysis. ErrConflict: node does not hold it.
	SaveAnalysis(ctx context.Context, id, node string, r analysis.Result, now time.Time) error
	// LoadAnalysis returns the analysis of match id as it stands, or
	// ErrNotFound when none has begun.
	LoadAnalysis(ctx context.Context, id string) (Analysis, error)

	// Leases give each match one owner among the nodes, which runs its
	// bots and clock. Times are compared as stored (milliseconds).
	//
	// Acquire makes node the owner of match id until until, if nobody
	// else holds it (no lease, one expired before now, or node's own), and
	// reports whether node holds it.
	Acquire(ctx context.Context, id, node string, now, until time.Time) (bool, error)
	// Renew extends every lease node holds until until, and returns their
	// matches (not those another node took over meanwhile).
	Renew(ctx context.Context, node string, until time.Time) ([]string, error)
	// Release gives up node's lease of match id if the match has no event
	// after seq, an event another node has not yet committed included,
	// and reports whether node no longer holds it.
	Release(ctx context.Context, id, node string, seq int) (bool, error)
	// Expire ends every lease of node at once (a node stopping), so that
	// others take its matches over.
	Expire(ctx context.Context, node string) error
	// Orphans lists the matches still playing that need an owner: their
	// lease expired before now, or is node's own. Create and Append ask
	// for one when the match may need it (an expired lease, unless the
	// match has a lease already), so that a match is never left without,
	// even if the node that changed it stops at once; a match has no lease
	// until then, or once its owner let it go. Recovery, when a node
	// starts, loads these.
	Orphans(ctx context.Context, node string, now time.Time) ([]string, error)
	// Notices delivers a Notice for every event appended and every seat
	// claimed by any node (its own included) while the store is open; nil
	// when the store has no other nodes to hear from (SQLite). When the
	// reader falls behind, the notices of one match may be merged into one
	// with the highest Seq (and Seats if any had it, and the highest Chat). A
	// Notice with Match "" is a resync: notices may have been missed (the
	// connection to the other nodes was lost and is back), so reload every
	// match held. The channel is closed by Close.
	Notices() <-chan Notice
	// Close releases the store.
	Close() error
}
