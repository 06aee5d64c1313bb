// Package engine is the contract every shima game implements, and the small
// pieces the games share: seats, compact actions, languages and texts, the
// seeded random source, rule errors and the registry of games.
//
// A game is played by asking a State who must decide (ToMove), listing that
// seat's legal actions (Legal) and applying one (Apply). Every decision is one
// small action from a finite list, so bots, terminal play, the command line and
// the server all consume the same lists.
package engine

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Seat is a player's place at the table, numbered from 0 in turn order.
type Seat int

// Spectator is the seat of someone who watches: it sees only public information.
const Spectator Seat = -1

// Action is one decision, packed into an integer by its game. Its meaning
// depends on the state it is applied to; Describe and Parse give its text.
type Action uint32

// Game describes one board game and makes its states.
type Game interface {
	// Info names the game and its seat counts and options.
	Info() Info
	// New sets up a game for cfg: seats, seed and options.
	New(cfg Config) (State, error)
	// Load reads a position in the game's documented JSON format.
	Load(position []byte) (State, error)
}

// Info describes a game for menus, the lobby and validation.
type Info struct {
	ID          string // short id used on the command line and in URLs
	Name        Text   // the game's name in each language
	MinSeats    int
	MaxSeats    int
	Cooperative bool
	Options     []Option
	// Ends names the ways a game can end, by Outcome.End key, for statistics.
	Ends map[string]Text
}

// MarshalJSON describes the game as the server's /api/games and the engine
// protocol (enginewire) send it: its id, names, seat counts, whether it is
// cooperative and its options, a free-text option with no values: [], not
// null.
func (i Info) MarshalJSON() ([]byte, error) {
	options := []Option{}
	for _, o := range i.Options {
		if o.Values == nil {
			o.Values = []string{}
		}
		options = append(options, o)
	}
	return json.Marshal(struct {
		ID          string   `json:"id"`
		Name        Text     `json:"name"`
		MinSeats    int      `json:"min_seats"`
		MaxSeats    int      `json:"max_seats"`
		Cooperative bool     `json:"cooperative"`
		Options     []Option `json:"options"`
	}{i.ID, i.Name, i.MinSeats, i.MaxSeats, i.Cooperative, options})
}

// Option is a setting a game accepts in Config.Options. Its JSON is what
// the server's /api/games sends (server/API.md).
type Option struct {
	Key     string   `json:"key"`
	Name    Text     `json:"name"` // a short label for menus
	Default string   `json:"default"`
	Values  []string `json:"values"` // the allowed values; empty means free text
	// ValueNames names each of Values for people, in the same order: the
	// lobby shows them in place of the values.
	ValueNames []Text `json:"value_names,omitempty"`
	Help       Text   `json:"help"`
	// When, if set, makes the option count only while another option has
	// one value (The Unknown Island's options, with scenario=unknown-island):
	// the lobby shows it only then.
	When *OptionWhen `json:"when,omitempty"`
}

// OptionWhen is the value another option must have for an option to count.
type OptionWhen struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// Config is what a new game is set up from.
type Config struct {
	Seats   int
	Seed    uint64
	Options map[string]string
}

// State is a game in progress. States are not safe for concurrent use;
// Clone one per goroutine.
type State interface {
	// Seats returns the number of seats at the table.
	Seats() int
	// ToMove lists the seats that must decide now: one in an ordinary turn,
	// several in a simultaneous step, none when the game is over.
	ToMove() []Seat
	// Legal appends every legal action of seat s to buf and returns it.
	Legal(s Seat, buf []Action) []Action
	// Apply plays action a for seat s. An illegal action returns an error
	// (a *Rejection, which explains why in each language) and changes nothing.
	Apply(s Seat, a Action) error
	// Record makes the Applies that follow tell r what they caused (Event),
	// until Record(nil). Clones and determinizations record nothing.
	// ApplyEvents is the way to use it.
	Record(r *Recorder)
	// Over reports whether the game has ended.
	Over() bool
	// Outcome gives scores, ranks and winners once the game is over.
	Outcome() Outcome
	// View is what seat s may see of the state: Spectator sees the public part.
	View(s Seat) View
	// Determinize returns a full state consistent with everything seat s has
	// seen, with the hidden parts (other hands, decks, future random draws)
	// filled in from r. Bots plan on these, never on the true state.
	Determinize(s Seat, r *Rand) State
	// Clone returns an independent copy.
	Clone() State
	// Describe gives the text of action a in language lang.
	Describe(a Action, lang Lang) string
	// Parse reads the text of an action in either language. It checks the
	// form only: whether the action is legal is Apply's business.
	Parse(text string) (Action, error)
	// MarshalJSON writes the position format, which Game.Load reads back.
	MarshalJSON() ([]byte, error)
}

// View is what one seat may see of a state. It marshals to JSON for the
// browser and draws itself as text for the terminal.
type View interface {
	json.Marshaler
	// Text draws the view for a terminal in language lang.
	Text(lang Lang) string
}

// Outcome is how a game ended.
type Outcome struct {
	// Scores holds each seat's final score (victory points), by seat.
	Scores []float64 `json:"scores"`
	// Ranks holds each seat's place, 1 for the winners; equal places share a rank.
	Ranks []int `json:"ranks"`
	// Winners lists the seats that won; several share a win.
	Winners []Seat `json:"winners"`
	// End is a short key for how the game ended, for statistics ("seven", "burst").
	End string `json:"end"`
	// Reason says how the game ended, for people, naming seats by their
	// marks (SeatMark): NameSeats or ColourSeats gives the text to show.
	Reason Text `json:"reason"`
	// Won is set for cooperative games when the players won.
	Won bool `json:"won,omitempty"`
}

// Reward is a seat's share of the win: 1 divided among the winners, 0 for
// the rest. A cooperative game won is every seat's whole win (1 each): the
// seats share one reward, so that a bot planning for its team weighs a win
// alike at any number of seats.
func (o Outcome) Reward(s Seat) float64 {
	if o.Won {
		return 1
	}
	for _, w := range o.Winners {
		if w == s {
			return 1 / float64(len(o.Winners))
		}
	}
	return 0
}

// Check returns an error unless cfg suits the game: its seats
// (CheckSeats), then its options (CheckOptions).
func (i Info) Check(cfg Config) error {
	if err := i.CheckSeats(cfg.Seats); err != nil {
		return err
	}
	return i.CheckOptions(cfg)
}

// CheckSeats returns an error unless n seats suit the game.
func (i Info) CheckSeats(n int) error {
	if n < i.MinSeats || n > i.MaxSeats {
		return Reject(
			fmt.Sprintf("%s is for %d to %d players, not %d", i.Name.EN, i.MinSeats, i.MaxSeats, n),
			fmt.Sprintf("%sは%d〜%d人用です(%d人ではできません)", i.Name.JA, i.MinSeats, i.MaxSeats, n))
	}
	return nil
}

// Option returns the value of option key in cfg, or its default.
func (i Info) Option(cfg Config, key string) string {
	if v, ok := cfg.Options[key]; ok {
		return v
	}
	for _, o := range i.Options {
		if o.Key == key {
			return o.Default
		}
	}
	return ""
}

// CheckOptions returns an error if cfg names an option the game does not have
// or gives one a value it does not allow.
func (i Info) CheckOptions(cfg Config) error {
	for k, v := range cfg.Options {
		var opt *Option
		for j := range i.Options {
			if i.Options[j].Key == k {
				opt = &i.Options[j]
			}
		}
		if opt == nil {
			return Reject(
				fmt.Sprintf("%s has no option %q", i.Name.EN, k),
				fmt.Sprintf("%sに「%s」というオプションはありません", i.Name.JA, k))
		}
		if len(opt.Values) == 0 {
			continue
		}
		ok := false
		for _, a := range opt.Values {
			ok = ok || a == v
		}
		if !ok {
			return Reject(
				fmt.Sprintf("option %s must be one of %v, not %q", k, opt.Values, v),
				fmt.Sprintf("オプション%sの値は%vのいずれかです(「%s」は使えません)", k, opt.Values, v))
		}
	}
	return nil
}

// Heuristic is implemented by states whose game can estimate, without
// searching, how good the state is for seat s: higher is better. The greedy
// bot uses it; games without one are played by the outcome alone.
type Heuristic interface {
	Heuristic(s Seat) float64
}

// Horizon is implemented by states whose heuristic judges a position fairly
// only at certain points of the game, such as the end of a round in a game
// where what a decision does shows only once the round has played out (a
// card played now, its power used later, the invaders acting after both).
// Greedy bots then judge an action by playing the game's playout policy
// (engine.Playout) on from it to the next such point, a few times over;
// tree search stops its playouts at such a point and takes the game's
// estimate of the chances as their reward.
type Horizon interface {
	// Settled reports whether the state stands at such a point.
	Settled() bool
	// Estimate is seat s's expected reward (Outcome.Reward) from a settled
	// state, such as its chance of winning: tree search takes it as the
	// reward where it stops a playout.
	Estimate(s Seat) float64
}

// Evaluator is implemented by states whose game can estimate every seat's
// chances from any position of a game in progress, such as by a model
// fitted to the outcomes of simulated games. The lookahead bot judges its
// set-up choices by this estimate once the set-up is played out.
type Evaluator interface {
	// Evaluate appends each seat's expected reward (Outcome.Reward) to
	// buf, by seat, and returns it. It must not change the state.
	Evaluate(buf []float64) []float64
}

// Playout is implemented by states whose game supplies a fast default policy
// for the playouts of tree search, more sensible than uniform random play.
type Playout interface {
	// Playout returns a legal action for seat s; buf is scratch space.
	Playout(s Seat, r *Rand, buf []Action) Action
}

// Advisor is implemented by states whose game advises bots on decisions
// whose worth neither one step of lookahead nor a short search can see:
// an offer composed in small steps ("give brick", "ask for ore", then
// "offer to all"), or the answer to one. Greedy bots follow the advice; tree
// search follows it inside its tree and searches only where there is none.
// Actions that open such a sequence (beginning an offer) bots take only on
// advice. Bots take an action that wins at once before any advice, but do
// not look for one within a sequence the game advises (an offer being
// composed or answered): a game advises there only where no action wins.
type Advisor interface {
	// Advise returns the action the game's own policy takes for seat s now,
	// and false where it gives no advice. It must not change the state.
	Advise(s Seat, r *Rand) (Action, bool)
	// Opens reports whether a opens a sequence of decisions whose worth only
	// the advice can judge, such as beginning an offer: bots take it only
	// when advised to.
	Opens(a Action) bool
}

// Finisher is implemented by states that tell at a glance whether a seat
// may win with its next action, as by its points (Catan: within three VP of
// the goal). Bots look for a win at once, trying every legal action, only
// where it may.
type Finisher interface {
	// MayWin reports whether seat s could win the game with its next
	// action: it may say yes where s cannot, never no where s can.
	MayWin(s Seat) bool
}

// People is implemented by states whose bots play otherwise with people at
// the table than among themselves, such as Catan's, which offer a person at
// most one trade a turn. What seats people (a match, the terminal) tells the
// state which seats are theirs (SetPeople) before its bots think; a state
// never told has bots in every seat. It is not part of the position.
type People interface {
	// SetPeople marks seats as the ones people play, and no others.
	SetPeople(seats []Seat)
}

// SetPeople tells st which seats people play, where its game asks (People).
func SetPeople(st State, seats []Seat) {
	if p, ok := st.(People); ok {
		p.SetPeople(seats)
	}
}

// Secret is implemented by games with secret decisions, such as prices set
// in secret behind a screen. Logs show the other seats only that the actor
// decided something, until the views show what: while Concealing.
type Secret interface {
	// Secret reports whether action a by actor must stay hidden from the
	// other seats.
	Secret(a Action, actor Seat) bool
	// Concealing reports whether the secret actions applied so far are
	// still hidden: the step they were taken in goes on (the screens are
	// up). Once it is false, they are out for good.
	Concealing() bool
}

// SecretChoice is how a secret action reads to the other seats.
var SecretChoice = T("made a secret choice", "秘密の選択をしました")

// IsSecret reports whether actor playing a in st must stay hidden from the
// other seats (see Secret).
func IsSecret(st State, a Action, actor Seat) bool {
	sec, ok := st.(Secret)
	return ok && sec.Secret(a, actor)
}

// Drafting is implemented by games in which some actions only prepare a
// decision still to be made, such as each card put into a trade offer being
// composed: the log leaves them out, and the event of the decision (the
// offer made, with its cards) tells it whole.
type Drafting interface {
	// Drafts reports whether action a by actor only prepares a decision.
	Drafts(a Action, actor Seat) bool
}

// Chance is implemented by states of games in which nothing is hidden from
// anyone but the future draws of their random source: no card dealt face
// down, no secret choice (Micronesia, whose only unknown is the dice to
// come). Whether a move showed anyone anything is then just whether it drew
// from the source, which a match tells without sampling what the others
// cannot see (undo). The conformance suite checks the claim.
type Chance interface {
	// Rand returns the state's random source as it stands.
	Rand() Rand
}

// Turns is implemented by states that count turns, for statistics on game length.
type Turns interface {
	// Turn returns the number of turns begun so far.
	Turn() int
}

// SeatNamer is implemented by states whose game names its seats, such as by
// the colour of their pieces.
type SeatNamer interface {
	SeatName(s Seat, lang Lang) string
}

// Roles is implemented by states whose seats play different parts, chosen
// or drawn for each game, such as Spirit Island's spirits: simulations
// report how each part did.
type Roles interface {
	// Role names the part seat s plays.
	Role(s Seat) Text
}

// Difficulty is implemented by states of cooperative games set up to a
// difficulty (Spirit Island's adversary and level): simulations report it
// beside the win rate.
type Difficulty interface {
	// Difficulty is the game's difficulty number, 0 for the plain game.
	Difficulty() int
}

// SeatColours are the colours every board of the browser client draws the
// seats in (web/src/seats.ts), by seat; games name their seats by them, so
// that the words match the pictures (the printed pieces' colours are the
// players' choice).
var SeatColours = [...]Text{
	T("red", "赤"), T("blue", "青"), T("yellow", "黄"), T("green", "緑"), T("purple", "紫"),
	T("brown", "茶"),
}

// SeatColour names seat s by its colour in SeatColours ("red"), or by its
// number when there are not so many colours.
func SeatColour(s Seat, lang Lang) string {
	if s < 0 || int(s) >= len(SeatColours) {
		return fmt.Sprint(s)
	}
	return SeatColours[s].In(lang)
}

// SeatColourText is SeatColour in every language.
func SeatColourText(s Seat) Text { return T(SeatColour(s, EN), SeatColour(s, JA)) }

// SeatMark stands for seat s in a text about the seats, such as an outcome's
// reason ("{seat 2} wins"): each reader names the seat its own way, the
// terminal and the position tool by colour (ColourSeats), the browser by
// the player's name and colour.
func SeatMark(s Seat) string { return "{seat " + strconv.Itoa(int(s)) + "}" }

var seatMarks = regexp.MustCompile(`\{seat (\d+)\}`)

// NameSeats replaces the seat marks in t by name(seat, lang) and begins each
// sentence, in English, with a capital letter.
func NameSeats(t Text, name func(s Seat, lang Lang) string) Text {
	in := func(text string, lang Lang) string {
		text = seatMarks.ReplaceAllStringFunc(text, func(mark string) string {
			n, _ := strconv.Atoi(seatMarks.FindStringSubmatch(mark)[1])
			return name(Seat(n), lang)
		})
		if r, size := utf8.DecodeRuneInString(text); size > 0 {
			text = string(unicode.ToUpper(r)) + text[size:]
		}
		return text
	}
	return T(in(t.EN, EN), in(t.JA, JA))
}

// ColourSeats names the seats in t by their colours (SeatColour).
func ColourSeats(t Text) Text { return NameSeats(t, SeatColour) }

// Winning names the winners by their marks with their verb: "{seat 0}
// wins", "{seat 0} and {seat 1} share the win"; "{seat 0}が".
func Winning(winners []Seat) Text {
	var en, ja []string
	for _, w := range winners {
		en = append(en, SeatMark(w))
		ja = append(ja, SeatMark(w))
	}
	verb := " wins"
	if len(winners) > 1 {
		verb = " share the win"
	}
	return T(strings.Join(en, " and ")+verb, strings.Join(ja, "と")+"が")
}

// SeatName names seat s in lang: as the game does, or "Seat 1" for seat 0.
func SeatName(st State, s Seat, lang Lang) string {
	if n, ok := st.(SeatNamer); ok {
		return n.SeatName(s, lang)
	}
	if lang == JA {
		return fmt.Sprintf("席%d", s+1)
	}
	return fmt.Sprintf("Seat %d", s+1)
}

// Checker is implemented by states that can verify their own invariants; the
// conformance suite calls it after every action.
type Checker interface {
	Check() error
}

// Contains reports whether seats holds s.
func Contains(seats []Seat, s Seat) bool {
	for _, x := range seats {
		if x == s {
			return true
		}
	}
	return false
}
