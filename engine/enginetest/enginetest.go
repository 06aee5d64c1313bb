// Package enginetest is the conformance suite every shima game runs: random
// playouts from many seeds that check the engine contract at every step.
//
// A game's test calls Run:
//
//	func TestConformance(t *testing.T) { enginetest.Run(t, micronesia.Game{}, enginetest.Options{}) }
//
// Options give the counts of the long runs (SHIMA_LONG set, as in CI; see
// shima/internal/long). Plain `go test` makes a lean run of the same
// checks: a tenth of the playouts (at least one for each seat count), a
// quarter of the deep ones (at least one), each checking everything at
// one step in 8 drawn at random and at the end (the terminal's text of
// the view of the first seat to move, not every seat's), the events' account of
// what changed (engine.Accountant) at one action in 8, and 5 replays, not
// 20.
package enginetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"shima/engine"
	"shima/internal/long"
)

// Options tunes the suite for one game.
type Options struct {
	// Seeds is the number of random playouts in the long runs; 1,000 by
	// default.
	Seeds int
	// Deep is how many of those playouts check everything at every step
	// (clones, every legal action, illegal actions, positions, texts,
	// views, determinizations); the others check the invariants only. 40
	// by default.
	Deep int
	// MaxActions bounds a playout; a game still running after it fails.
	MaxActions int
	// Options are passed to every new game.
	Options map[string]string
	// Events lists the kinds of event (engine.Event.Kind) the game tells:
	// the playouts that record events must see each of them, and no other.
	// Nil checks no kinds (a run of a few playouts for one variant).
	Events []string
	// Undecided lists the ends (engine.Outcome.End) by which a competitive
	// game may end with no winner, such as a safety stop.
	Undecided []string
}

func (o *Options) defaults() {
	if o.Seeds == 0 {
		o.Seeds = 1000
	}
	if o.Deep == 0 {
		o.Deep = 40
	}
	if o.MaxActions == 0 {
		o.MaxActions = 100_000
	}
}

// Run plays random games of g for every seat count it allows and checks the
// contract of engine.State throughout.
func Run(t *testing.T, g engine.Game, opts Options) {
	t.Helper()
	opts.defaults()
	info := g.Info()
	// A deep playout checks everything at one step in every.
	every, replays := 1, 20
	if !long.On() { // the lean run: see the package's doc
		opts.Seeds = max(opts.Seeds/10, min(opts.Seeds, info.MaxSeats-info.MinSeats+1))
		opts.Deep = max(opts.Deep/4, min(opts.Deep, 1))
		every, replays = 8, 5
	}
	t.Run("playouts", func(t *testing.T) {
		kinds := map[string]int{}
		defer func() {
			if !t.Failed() && opts.Events != nil {
				checkKinds(t, kinds, opts.Events)
			}
		}()
		// The playouts are independent: they run on every core, and are
		// reported in the order of their seeds. Each keeps only what is
		// reported: the kinds it told, or why it failed.
		type result struct {
			kinds map[string]int
			err   error
		}
		results := make([]result, opts.Seeds)
		var next atomic.Int64
		var failed atomic.Bool
		var wg sync.WaitGroup
		for range min(runtime.GOMAXPROCS(0), opts.Seeds) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := int(next.Add(1) - 1); i < opts.Seeds && !failed.Load(); i = int(next.Add(1) - 1) {
					seats := info.MinSeats + i%(info.MaxSeats-info.MinSeats+1)
					cfg := engine.Config{Seats: seats, Seed: uint64(i + 1), Options: opts.Options}
					p := playout{g: g, cfg: cfg, deep: i < opts.Deep, every: every, max: opts.MaxActions, rng: engine.NewRand(uint64(i) + 1e6), events: i < eventGames, undecided: opts.Undecided,
						evRng: engine.NewRand(uint64(i) + 2e6)}
					var r result
					if err := p.run(); err != nil {
						r.err = fmt.Errorf("seed %d, %d seats, after %d actions: %w", cfg.Seed, seats, len(p.log), err)
						failed.Store(true)
					}
					r.kinds = p.kinds
					results[i] = r
				}
			}()
		}
		wg.Wait()
		for _, r := range results { // one not started (after a failure) is empty
			if r.err != nil {
				t.Fatal(r.err)
			}
			for k, n := range r.kinds {
				kinds[k] += n
			}
		}
	})
	t.Run("replay", func(t *testing.T) {
		for i := range replays {
			seats := info.MinSeats + i%(info.MaxSeats-info.MinSeats+1)
			cfg := engine.Config{Seats: seats, Seed: uint64(5000 + i), Options: opts.Options}
			p := playout{g: g, cfg: cfg, max: opts.MaxActions, rng: engine.NewRand(uint64(i)), undecided: opts.Undecided}
			if err := p.run(); err != nil {
				t.Fatal(err)
			}
			if err := replay(g, cfg, p.log, p.final); err != nil {
				t.Fatalf("seed %d: %v", cfg.Seed, err)
			}
		}
	})
	t.Run("bad config", func(t *testing.T) {
		for _, n := range []int{info.MinSeats - 1, info.MaxSeats + 1} {
			if _, err := g.New(engine.Config{Seats: n, Seed: 1}); !errors.Is(err, engine.ErrIllegal) {
				t.Errorf("New with %d seats: got %v, want a rejection", n, err)
			}
		}
		if _, err := g.New(engine.Config{Seats: info.MinSeats, Options: map[string]string{"no-such-option": "x"}}); err == nil {
			t.Errorf("New accepted an unknown option")
		}
	})
	t.Run("bad positions", func(t *testing.T) {
		for _, bad := range []string{"", "{", "[]", `{"game":"` + info.ID + `"}`, `{"game":"other"}`, "null"} {
			if _, err := g.Load([]byte(bad)); err == nil {
				t.Errorf("Load(%q) accepted", bad)
			}
		}
	})
}

// checkKinds checks the kinds of event the playouts saw against want.
func checkKinds(t *testing.T, kinds map[string]int, want []string) {
	t.Helper()
	for _, k := range want {
		if kinds[k] == 0 {
			t.Errorf("no %q event in the playouts that record events", k)
		}
	}
	for k, n := range kinds {
		if !slices.Contains(want, k) {
			t.Errorf("%d events of kind %q, which Options.Events does not list", n, k)
		}
	}
}

// step is one recorded action.
type step struct {
	seat   engine.Seat
	action engine.Action
}

// playout plays one random game, checking as it goes.
type playout struct {
	g     engine.Game
	cfg   engine.Config
	deep  bool
	every int // deep checks at one step in every, drawn at random
	max   int
	rng   engine.Rand
	log   []step
	final []byte
	buf   []engine.Action
	// events makes the playout record what every action caused and check
	// that each event reads in every language (engine.CheckEvent).
	events    bool
	kinds     map[string]int // events seen by kind
	undecided []string       // Options.Undecided
	// tallied is what each seat saw after the last action recorded
	// (engine.Accountant), the spectator first: the next action's before.
	tallied []engine.Tally
	// evRng draws the events' checks, apart from rng, so that they leave
	// the game played the same.
	evRng engine.Rand
}

// eventGames is how many playouts record their events: the first 200.
const eventGames = 200

func (p *playout) run() error {
	st, err := p.g.New(p.cfg)
	if err != nil {
		return fmt.Errorf("new game: %w", err)
	}
	if err := checkInvariants(st); err != nil {
		return fmt.Errorf("new game: %w", err)
	}
	for !st.Over() {
		if len(p.log) >= p.max {
			return fmt.Errorf("no end after %d actions", p.max)
		}
		movers := st.ToMove()
		if len(movers) == 0 {
			return errors.New("the game is not over but nobody is to move")
		}
		if p.deep && (p.every <= 1 || p.rng.IntN(p.every) == 0) {
			if err := p.checkDeep(st); err != nil {
				return err
			}
		}
		seat := movers[p.rng.IntN(len(movers))]
		p.buf = st.Legal(seat, p.buf[:0])
		if len(p.buf) == 0 {
			return fmt.Errorf("seat %d is to move but has no legal action", seat)
		}
		a := p.buf[p.rng.IntN(len(p.buf))]
		if p.events {
			if err := p.applyEvents(st, seat, a); err != nil {
				return err
			}
		} else if err := st.Apply(seat, a); err != nil {
			return fmt.Errorf("seat %d: legal action %q refused: %v", seat, st.Describe(a, engine.EN), err)
		}
		p.log = append(p.log, step{seat, a})
		if err := checkInvariants(st); err != nil {
			return err
		}
	}
	if err := checkOver(st, p.g.Info(), p.cfg.Seats, p.undecided); err != nil {
		return err
	}
	if p.deep {
		if err := checkPosition(p.g, st); err != nil {
			return err
		}
		if err := checkViews(st, p.cfg.Seats, &p.rng); err != nil {
			return err
		}
	}
	p.final, err = st.MarshalJSON()
	return err
}

func checkInvariants(st engine.State) error {
	if c, ok := st.(engine.Checker); ok {
		if err := c.Check(); err != nil {
			return fmt.Errorf("invariant broken: %w", err)
		}
	}
	return nil
}

// checkOver checks a finished game: nobody to move, nothing legal, a full outcome.
func checkOver(st engine.State, info engine.Info, seats int, undecided []string) error {
	if len(st.ToMove()) != 0 {
		return errors.New("the game is over but someone is to move")
	}
	for s := range seats {
		if n := len(st.Legal(engine.Seat(s), nil)); n != 0 {
			return fmt.Errorf("the game is over but seat %d has %d legal actions", s, n)
		}
	}
	o := st.Outcome()
	if len(o.Scores) != seats || len(o.Ranks) != seats {
		return fmt.Errorf("outcome has %d scores and %d ranks for %d seats", len(o.Scores), len(o.Ranks), seats)
	}
	if o.End == "" || o.Reason.EN == "" || o.Reason.JA == "" {
		return fmt.Errorf("outcome does not say how the game ended: %+v", o)
	}
	decided := !slices.Contains(undecided, o.End)
	if !info.Cooperative && len(o.Winners) == 0 && decided {
		return errors.New("a competitive game ended with no winner")
	}
	for _, w := range o.Winners {
		if w < 0 || int(w) >= seats || o.Ranks[w] != 1 {
			return fmt.Errorf("winner %d is not ranked first: %v", w, o.Ranks)
		}
	}
	for s, r := range o.Ranks {
		if r < 1 || r > seats {
			return fmt.Errorf("seat %d has rank %d", s, r)
		}
		if r == 1 && !info.Cooperative && decided && !slices.Contains(o.Winners, engine.Seat(s)) {
			return fmt.Errorf("seat %d is ranked first but not a winner", s)
		}
	}
	return nil
}

// checkDeep checks everything about a state in the middle of a game.
func (p *playout) checkDeep(st engine.State) error {
	before, err := st.MarshalJSON()
	if err != nil {
		return fmt.Errorf("marshal: %w", err)
	}
	movers := st.ToMove()
	for s := range p.cfg.Seats {
		seat := engine.Seat(s)
		legal := st.Legal(seat, nil)
		if !slices.Contains(movers, seat) {
			if len(legal) != 0 {
				return fmt.Errorf("seat %d is not to move but has %d legal actions", s, len(legal))
			}
			if len(movers) > 0 {
				if err := refused(st, before, seat, st.Legal(movers[0], nil)[0], "an action out of turn"); err != nil {
					return err
				}
			}
			continue
		}
		if err := checkActions(st, seat, legal, before); err != nil {
			return err
		}
		if err := checkHelpers(st, seat, legal, before, &p.rng); err != nil {
			return err
		}
		if err := checkEvents(st, seat, legal[p.evRng.IntN(len(legal))], p.cfg.Seats, &p.evRng); err != nil {
			return err
		}
		if err := checkSecretEvents(st, seat, legal, p.cfg.Seats); err != nil {
			return err
		}
		for i := range 8 {
			a := engine.Action(p.rng.Uint64())
			if i%2 == 1 {
				a = legal[p.rng.IntN(len(legal))] ^ engine.Action(1<<p.rng.IntN(20))
			}
			if !slices.Contains(legal, a) {
				if err := refused(st, before, seat, a, fmt.Sprintf("action %d, not in the legal list", a)); err != nil {
					return err
				}
			}
		}
	}
	if err := checkPosition(p.g, st); err != nil {
		return err
	}
	if err := checkViews(st, p.cfg.Seats, &p.rng); err != nil {
		return err
	}
	return checkChance(st, p.cfg.Seats, &p.rng)
}

// applyEvents applies a for seat with its events recorded and checks each
// event: complete in every language, and seen by every seat at most once.
func (p *playout) applyEvents(st engine.State, seat engine.Seat, a engine.Action) error {
	what := st.Describe(a, engine.EN)
	acc, _ := st.(engine.Accountant)
	if p.every > 1 && len(p.log)%p.every != 0 {
		acc = nil // the lean run accounts for one action in every (the package's doc)
	}
	before := p.tallied // what the seats saw after the action before, as nothing changed the state since
	if acc != nil && before == nil {
		before = tallies(acc, p.cfg.Seats)
	}
	events, err := engine.ApplyEvents(st, seat, a)
	if err != nil {
		return fmt.Errorf("seat %d: legal action %q refused: %v", seat, what, err)
	}
	p.tallied = nil
	if acc != nil {
		after := tallies(acc, p.cfg.Seats)
		if err := checkAccount(acc, before, after, events, seat, what); err != nil {
			return err
		}
		if p.every <= 1 {
			p.tallied = after
		}
	}
	for i, e := range events {
		if err := engine.CheckEvent(e); err != nil {
			return fmt.Errorf("after %q: %w", what, err)
		}
		if e.Retell && (i > 0 || e.Detail) {
			return fmt.Errorf("after %q: a %s event retells the move but is not its first line", what, e.Kind)
		}
		for s := -1; s < p.cfg.Seats; s++ {
			seen, ok := e.For(engine.Seat(s))
			if ok && (seen.Seat < engine.Spectator || int(seen.Seat) >= p.cfg.Seats) {
				return fmt.Errorf("after %q: %s event about seat %d of %d", what, seen.Kind, seen.Seat, p.cfg.Seats)
			}
		}
		if p.kinds == nil {
			p.kinds = map[string]int{}
		}
		p.kinds[e.Kind]++
	}
	return nil
}

// tallies returns what each seat sees (engine.Accountant), the spectator
// first.
func tallies(acc engine.Accountant, seats int) []engine.Tally {
	t := make([]engine.Tally, seats+1)
	for s := -1; s < seats; s++ {
		t[s+1] = acc.Tally(engine.Seat(s))
	}
	return t
}

// checkAccount checks that the events of an action account for every
// change each seat sees: what they claim is what its tally did, from
// before to after (the spectator's first).
func checkAccount(acc engine.Accountant, before, after []engine.Tally, events []engine.Event, mover engine.Seat, what string) error {
	for s := -1; s < len(before)-1; s++ {
		viewer := engine.Seat(s)
		claimed := engine.Tally{}
		for _, e := range events {
			if seen, ok := e.For(viewer); ok {
				acc.Claim(seen, claimed)
			}
		}
		if diff := engine.Untold(before[s+1], after[s+1], claimed); diff != "" {
			return fmt.Errorf("seat %d's %q: the events told seat %d do not account for what it sees change: %s", mover, what, s, diff)
		}
	}
	return nil
}

// checkEvents checks what a's events tell each seat against the views: a
// seat that cannot tell two determinizations apart before a, nor after it,
// must be told the same of it. An event that says more than the views
// show tells a secret. It also checks that recording changes nothing of the
// game and that a clone of a recording state does not record.
func checkEvents(st engine.State, seat engine.Seat, a engine.Action, seats int, rng *engine.Rand) error {
	what := st.Describe(a, engine.EN)
	plain, recorded := st.Clone(), st.Clone()
	_ = plain.Apply(seat, a)
	if _, err := engine.ApplyEvents(recorded, seat, a); err != nil {
		return fmt.Errorf("%q refused while recording: %v", what, err)
	}
	x, _ := plain.MarshalJSON()
	y, _ := recorded.MarshalJSON()
	if !bytes.Equal(x, y) {
		return fmt.Errorf("%q comes to another position while its events are recorded", what)
	}
	var r engine.Recorder
	c := st.Clone()
	c.Record(&r)
	c.Clone().Apply(seat, a)
	c.Record(nil)
	if len(r.Events()) != 0 {
		return fmt.Errorf("a clone of a recording state recorded %q's events", what)
	}
	for s := -1; s < seats; s++ {
		viewer := engine.Seat(s)
		var seen [2][]byte
		var views [2][]byte
		ok := true
		for i := range 2 {
			d := st.Determinize(viewer, rng)
			events, err := engine.ApplyEvents(d, seat, a)
			if err != nil { // the mover's hidden means differ in this one
				ok = false
				break
			}
			views[i], _ = d.View(viewer).MarshalJSON()
			seen[i], _ = json.Marshal(engine.Seen(events, viewer))
		}
		if ok && bytes.Equal(views[0], views[1]) && !bytes.Equal(seen[0], seen[1]) {
			return fmt.Errorf("%q tells seat %d what its view does not show: the same views before and after, yet\n%s\n%s", what, s, seen[0], seen[1])
		}
	}
	return nil
}

// checkSecretEvents checks that the events of seat's secret actions tell
// the other seats no more than their views: two secret choices that leave
// another seat the same view must tell it the same.
func checkSecretEvents(st engine.State, seat engine.Seat, legal []engine.Action, seats int) error {
	told := map[engine.Seat]map[string]string{} // viewer -> view after -> events seen
	for _, a := range legal[:min(len(legal), 24)] {
		if !engine.IsSecret(st, a, seat) {
			continue
		}
		c := st.Clone()
		events, err := engine.ApplyEvents(c, seat, a)
		if err != nil {
			continue
		}
		for s := -1; s < seats; s++ {
			viewer := engine.Seat(s)
			if viewer == seat {
				continue
			}
			view, _ := c.View(viewer).MarshalJSON()
			seen, _ := json.Marshal(engine.Seen(events, viewer))
			if told[viewer] == nil {
				told[viewer] = map[string]string{}
			}
			if was, ok := told[viewer][string(view)]; ok && was != string(seen) {
				return fmt.Errorf("seat %d's secret choices tell seat %d what its view does not show:\n%s\n%s", seat, s, was, seen)
			}
			told[viewer][string(view)] = string(seen)
		}
	}
	return nil
}

// checkActions applies every legal action of seat to a clone, checks that the
// original does not change, and that every action's text reads back.
func checkActions(st engine.State, seat engine.Seat, legal []engine.Action, before []byte) error {
	for i, a := range legal {
		if slices.Contains(legal[:i], a) {
			return fmt.Errorf("action %q listed twice", st.Describe(a, engine.EN))
		}
		for _, lang := range engine.Langs {
			text := st.Describe(a, lang)
			back, err := st.Parse(text)
			if err != nil || back != a {
				return fmt.Errorf("text %q (%s) parses to %d, %v; want %d", text, lang, back, err, a)
			}
		}
		c := st.Clone()
		if err := c.Apply(seat, a); err != nil {
			return fmt.Errorf("legal action %q refused on a clone: %v", st.Describe(a, engine.EN), err)
		}
		if err := checkInvariants(c); err != nil {
			return fmt.Errorf("after %q: %w", st.Describe(a, engine.EN), err)
		}
		after, _ := st.MarshalJSON()
		if !bytes.Equal(before, after) {
			return fmt.Errorf("applying %q to a clone changed the original", st.Describe(a, engine.EN))
		}
	}
	return nil
}

// checkHelpers checks the optional helpers bots use: a playout policy picks
// a legal action and neither it nor the heuristic changes the state.
func checkHelpers(st engine.State, seat engine.Seat, legal []engine.Action, before []byte, rng *engine.Rand) error {
	if p, ok := st.(engine.Playout); ok {
		for range 4 {
			if a := p.Playout(seat, rng, nil); !slices.Contains(legal, a) {
				return fmt.Errorf("playout policy chose %d, which is not legal", a)
			}
		}
	}
	if h, ok := st.(engine.Heuristic); ok {
		h.Heuristic(seat)
	}
	if after, _ := st.MarshalJSON(); !bytes.Equal(before, after) {
		return errors.New("the playout policy or the heuristic changed the state")
	}
	return nil
}

// refused checks that a is refused for seat with a Rejection in both languages
// and that the state does not change.
func refused(st engine.State, before []byte, seat engine.Seat, a engine.Action, what string) error {
	c := st.Clone()
	if err := c.Apply(seat, a); !isRejection(err) {
		return fmt.Errorf("%s by seat %d: got %v, want a rejection in both languages", what, seat, err)
	}
	after, _ := c.MarshalJSON()
	if !bytes.Equal(before, after) {
		return fmt.Errorf("%s was refused but changed the state", what)
	}
	return nil
}

// isRejection reports whether err is a Rejection with a reason in each language.
func isRejection(err error) bool {
	var r *engine.Rejection
	return errors.As(err, &r) && r.Reason.EN != "" && r.Reason.JA != ""
}

// checkPosition checks that the position format round-trips exactly.
func checkPosition(g engine.Game, st engine.State) error {
	data, err := st.MarshalJSON()
	if err != nil {
		return err
	}
	back, err := g.Load(data)
	if err != nil {
		return fmt.Errorf("loading its own position: %v\n%s", err, data)
	}
	again, _ := back.MarshalJSON()
	if !bytes.Equal(data, again) {
		return fmt.Errorf("position does not round-trip:\n%s\n%s", data, again)
	}
	via, err := engine.LoadPosition(data)
	if err != nil {
		return fmt.Errorf("engine.LoadPosition: %v", err)
	}
	if viaData, _ := via.MarshalJSON(); !bytes.Equal(data, viaData) {
		return errors.New("engine.LoadPosition reads a different position")
	}
	for _, s := range st.ToMove() {
		if !slices.Equal(st.Legal(s, nil), back.Legal(s, nil)) {
			return fmt.Errorf("seat %d's legal actions differ after a round trip", s)
		}
	}
	return nil
}

// checkViews checks that what a seat sees does not depend on anything it may
// not see: two determinizations for a seat (which refill hidden parts and
// the random source) must show that seat the very same view, and the seat
// keeps the same choices in them.
func checkViews(st engine.State, seats int, rng *engine.Rand) error {
	drawn := -1 // the seat whose text a lean run draws: the first to move, else the spectator
	if m := st.ToMove(); len(m) > 0 {
		drawn = int(m[0])
	}
	for s := -1; s < seats; s++ {
		seat := engine.Seat(s)
		view, err := st.View(seat).MarshalJSON()
		if err != nil {
			return fmt.Errorf("view of seat %d: %w", s, err)
		}
		if !json.Valid(view) { // the server sends it on as it is
			return fmt.Errorf("view of seat %d is not valid JSON: %s", s, view)
		}
		for _, lang := range engine.Langs {
			if s != drawn && !long.On() {
				break
			}
			if st.View(seat).Text(lang) == "" {
				return fmt.Errorf("view of seat %d draws no text in %s", s, lang)
			}
		}
		for range 2 {
			d := st.Determinize(seat, rng)
			dv, _ := d.View(seat).MarshalJSON()
			if !bytes.Equal(view, dv) {
				return fmt.Errorf("seat %d sees something hidden from it: its view differs in a determinization\n%s\n%s", s, view, dv)
			}
			if acc, ok := st.(engine.Accountant); ok {
				if diff := engine.Untold(acc.Tally(seat), d.(engine.Accountant).Tally(seat), nil); diff != "" {
					return fmt.Errorf("seat %d's tally counts something hidden from it: it differs in a determinization: %s", s, diff)
				}
			}
			if !slices.Equal(d.ToMove(), st.ToMove()) {
				return fmt.Errorf("determinization for seat %d changes who is to move", s)
			}
			if seat != engine.Spectator && !slices.Equal(d.Legal(seat, nil), st.Legal(seat, nil)) {
				return fmt.Errorf("determinization for seat %d changes its legal actions", s)
			}
			if err := checkInvariants(d); err != nil {
				return fmt.Errorf("determinization for seat %d: %w", s, err)
			}
		}
	}
	return nil
}

// checkChance checks the claim of a state that is an engine.Chance: every
// legal action that draws nothing from the random source comes to the same
// in any determinization, as every seat sees it.
func checkChance(st engine.State, seats int, rng *engine.Rand) error {
	ch, ok := st.(engine.Chance)
	if !ok || len(st.ToMove()) == 0 {
		return nil
	}
	mover := st.ToMove()[0]
	for _, a := range st.Legal(mover, nil) {
		after := st.Clone()
		if after.Apply(mover, a) != nil || after.(engine.Chance).Rand() != ch.Rand() {
			continue
		}
		d := st.Determinize(engine.Spectator, rng)
		if err := d.Apply(mover, a); err != nil {
			return fmt.Errorf("%q applies to the state but not to a determinization: %w", st.Describe(a, engine.EN), err)
		}
		for s := -1; s < seats; s++ {
			want, _ := after.View(engine.Seat(s)).MarshalJSON()
			got, _ := d.View(engine.Seat(s)).MarshalJSON()
			if !bytes.Equal(want, got) {
				return fmt.Errorf("%q draws nothing at random yet shows seat %d something hidden (the game claims engine.Chance)", st.Describe(a, engine.EN), s)
			}
		}
	}
	return nil
}

// replay plays log again from a new game with cfg and compares the final position.
func replay(g engine.Game, cfg engine.Config, log []step, want []byte) error {
	st, err := g.New(cfg)
	if err != nil {
		return err
	}
	for i, s := range log {
		if err := st.Apply(s.seat, s.action); err != nil {
			return fmt.Errorf("replay step %d: %v", i, err)
		}
	}
	got, _ := st.MarshalJSON()
	if !bytes.Equal(got, want) {
		return fmt.Errorf("replay differs:\n%s\n%s", got, want)
	}
	return nil
}
