package bot

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"
	"time"

	"shima/engine"
)

// DefaultIterations is the budget of a plain "mcts" bot.
const DefaultIterations = 1000

// exploration is the UCT constant for rewards in [0, 1].
const exploration = 0.7

// Budget bounds one decision: a number of iterations, a time, or both (the
// search ends at whichever comes first, on each of its workers).
type Budget struct {
	Iterations int
	Time       time.Duration
}

// MCTS is single-observer information-set Monte Carlo tree search (Cowling,
// Powley and Whitehouse 2012) with UCT selection, playouts by the game's
// default policy (engine.Playout; uniform random without one) and one
// reward per seat (each node keeps the reward of the seat that moved into it).
//
// Every iteration starts from a fresh determinization of the root for the
// bot's seat, so hidden cards and future dice are sampled anew each time and
// the search never sees the true deck or the next roll. In a simultaneous
// step the bot's own seat decides first in the tree, while it is among the
// seats to move, so that its choice never depends on the others' secret
// choices of that step. The tree is
// open-loop: a node is a sequence of actions, and as determinizations differ
// in which actions are legal, selection weighs a child by how often it was
// available. Where the game advises (engine.Advisor), the advised action is
// the only child, but for an advised opening (an offer begun), which is
// weighed with the other actions; an action that opens what only advice
// judges is a child only when advised. An action that wins at once (winNow)
// is taken without a search.
type MCTS struct {
	budget   Budget
	rng      engine.Rand
	observer engine.Seat // the seat the bot plays in this decision
	nodes    []node
	legal    []engine.Action
	path     []int32
	reward   []float64
	// rootReward sums each seat's reward over the last search's
	// iterations, for Chances.
	rootReward []float64
	// workers is how many goroutines search one decision (SetWorkers);
	// helpers are the searches of all but the first, kept between decisions.
	workers int
	helpers []*MCTS
	// pause, if set, is called before each iteration (SetPause).
	pause func()
	// Iterations counts the iterations of the last decision, for benchmarks.
	Iterations int
}

type node struct {
	action     engine.Action
	seat       engine.Seat // who played action to reach this node
	firstChild int32       // -1 if none
	next       int32       // next sibling, -1 if none
	visits     float64
	avail      float64 // times this node's action was legal when its parent was selected from
	total      float64 // sum of seat's rewards through this node
}

// NewMCTS makes an MCTS bot with the given budget and seed.
func NewMCTS(b Budget, seed uint64) *MCTS {
	return &MCTS{budget: b, rng: engine.NewRand(seed)}
}

// Name returns the bot's spec, such as "mcts:1000" or "mcts:1s".
func (m *MCTS) Name() string {
	if m.budget.Time > 0 {
		return fmt.Sprintf("mcts:%s", m.budget.Time)
	}
	return fmt.Sprintf("mcts:%d", m.budget.Iterations)
}

// Budget is the bot's budget for each decision.
func (m *MCTS) Budget() Budget { return m.budget }

// SetWorkers makes each decision a search on n goroutines (root
// parallelisation), for a machine with cores to spare: each grows a tree of
// its own from its own random draws, for the whole budget, and their roots'
// visits and rewards are summed before the most visited action is taken.
// So a decision searches n times as much in about the same time on n free
// cores (the budget split among them played weaker than one tree of the
// whole: README, Bots on several cores). The choices stay reproducible for a
// seed under an iteration budget. n below 2 searches on the calling
// goroutine alone.
func (m *MCTS) SetWorkers(n int) { m.workers = n }

// SetPause makes the search call pause before each of its iterations, on
// every goroutine it searches on: pause may block while more urgent work
// waits (the server's moves, while it analyses a finished match), and
// returns when the search may go on. It changes when a search ends, not
// what it finds. nil: no pause.
func (m *MCTS) SetPause(pause func()) { m.pause = pause }

// Workers is how many goroutines search each decision.
func (m *MCTS) Workers() int { return max(1, m.workers) }

// Choose searches from st for seat and returns the most visited action, or
// without a search an action that wins at once.
func (m *MCTS) Choose(st engine.State, seat engine.Seat) engine.Action {
	return m.search(nil, st, seat)
}

// ChooseContext is Choose cut short when ctx ends: it returns the most
// visited action so far (a legal one, the first if there was no time to
// search).
func (m *MCTS) ChooseContext(ctx context.Context, st engine.State, seat engine.Seat) engine.Action {
	return m.search(ctx.Done(), st, seat)
}

// stopEvery is how many iterations pass between looks at the stop signal.
const stopEvery = 64

// search runs the search until its budget is spent or stop is closed (nil:
// never).
func (m *MCTS) search(stop <-chan struct{}, st engine.State, seat engine.Seat) engine.Action {
	m.root(st, seat)
	d := st.Determinize(seat, &m.rng)
	m.legal = choices(d, seat, &m.rng, m.legal, true)
	if a, o, ok := winNow(st, d, seat, &m.rng, m.legal, false); ok {
		m.won(a, seat, o)
		return a
	}
	if len(m.legal) == 1 {
		// Nothing to weigh: the one choice is the root's only, unvisited, child.
		m.nodes = append(m.nodes, node{action: m.legal[0], seat: seat, firstChild: -1, next: -1})
		m.nodes[0].firstChild = 1
		return m.legal[0]
	}
	first := m.legal[0]
	m.runAll(stop, st, seat)
	best, bestVisits := first, -1.0
	for c := m.nodes[0].firstChild; c >= 0; c = m.nodes[c].next {
		if m.nodes[c].visits > bestVisits {
			best, bestVisits = m.nodes[c].action, m.nodes[c].visits
		}
	}
	return best
}

// root starts a new search from st for seat: an empty tree.
func (m *MCTS) root(st engine.State, seat engine.Seat) {
	m.observer = seat
	m.nodes = append(m.nodes[:0], node{seat: -1, firstChild: -1, next: -1})
	m.rootReward = append(m.rootReward[:0], make([]float64, st.Seats())...)
	m.Iterations = 0
}

// run iterates the search begun by root until m's budget is spent or stop
// is closed (nil: never).
func (m *MCTS) run(stop <-chan struct{}, st engine.State, seat engine.Seat) {
	budget := m.budget
	var deadline time.Time
	if budget.Time > 0 {
		deadline = time.Now().Add(budget.Time)
	}
	for {
		if stop != nil && m.Iterations%stopEvery == 0 {
			select {
			case <-stop:
				return
			default:
			}
		}
		if budget.Time > 0 && m.Iterations%16 == 0 && time.Now().After(deadline) {
			return
		}
		if (budget.Time == 0 || budget.Iterations > 0) && m.Iterations >= budget.Iterations {
			return
		}
		if m.pause != nil {
			m.pause()
		}
		m.iterate(st.Determinize(seat, &m.rng))
		m.Iterations++
	}
}

// runAll runs the search begun by root on m.Workers() goroutines: m and its
// helpers, each for the whole budget with a random source split from m's,
// and adds the helpers' roots to m's (m.nodes then holds m's own tree below
// them, and their root children, whose subtrees are not merged).
func (m *MCTS) runAll(stop <-chan struct{}, st engine.State, seat engine.Seat) {
	n := m.Workers()
	if n == 1 {
		m.run(stop, st, seat)
		return
	}
	for len(m.helpers) < n-1 {
		m.helpers = append(m.helpers, &MCTS{})
	}
	for _, h := range m.helpers[:n-1] {
		h.budget, h.rng, h.pause = m.budget, m.rng.Split(), m.pause
		h.root(st, seat)
	}
	var wg sync.WaitGroup
	for _, h := range m.helpers[:n-1] {
		wg.Go(func() { h.run(stop, st, seat) })
	}
	m.run(stop, st, seat)
	wg.Wait()
	for _, h := range m.helpers[:n-1] {
		m.merge(h)
	}
}

// merge adds h's root, searched from the same position, to m's: its root
// children's visits, availability and rewards, its rewards by seat and its
// iterations.
func (m *MCTS) merge(h *MCTS) {
	for c := h.nodes[0].firstChild; c >= 0; c = h.nodes[c].next {
		hn := h.nodes[c]
		mc := m.child(0, hn.seat, hn.action)
		if mc < 0 {
			mc = int32(len(m.nodes))
			m.nodes = append(m.nodes, node{action: hn.action, seat: hn.seat, firstChild: -1, next: m.nodes[0].firstChild})
			m.nodes[0].firstChild = mc
		}
		nd := &m.nodes[mc]
		nd.visits += hn.visits
		nd.avail += hn.avail
		nd.total += hn.total
	}
	m.nodes[0].visits += h.nodes[0].visits
	for i, r := range h.rootReward {
		m.rootReward[i] += r
	}
	m.Iterations += h.Iterations
}

// Chances estimates each seat's chance of winning in st, by seat, as seat
// could judge it: the mean reward of each seat (Outcome.Reward, its share
// of the win; the game's estimate where playouts stop at a horizon) over
// the iterations of a search on determinizations for seat, which need not
// be to move. Unlike Choose it searches even where there is one choice (a
// forced roll of the dice is worth the mean of what it may roll). A game
// over gives each seat its reward. The mean includes the iterations spent
// trying worse moves: it is the value of the position as the search plays
// it, a little below best play for the seat to move.
func (m *MCTS) Chances(st engine.State, seat engine.Seat) []float64 {
	out := make([]float64, st.Seats())
	if st.Over() {
		o := st.Outcome()
		for i := range out {
			out[i] = o.Reward(engine.Seat(i))
		}
		return out
	}
	m.root(st, seat)
	m.runAll(nil, st, seat)
	for i := range out {
		out[i] = m.rootReward[i] / float64(max(1, m.Iterations))
	}
	return out
}

// Candidate is one of the actions the last search weighed at its root.
type Candidate struct {
	Action engine.Action
	// Visits is how many iterations went through the action.
	Visits int
	// Win is the mean reward of the bot's seat over those iterations: its
	// estimated chance of winning after the action (its share of the win
	// where seats tie; the game's estimate where playouts stop at a horizon).
	// It is 0 when Visits is 0.
	Win float64
}

// Candidates returns the actions the last decision weighed, most visited
// first (the first is the action it chose), with their visits and win
// estimates. Where there was only one choice, it is the only candidate, with
// no visits: there was no search. Before any decision, and after one cut
// short before its first iteration, it returns none.
func (m *MCTS) Candidates() []Candidate {
	var cs []Candidate
	if len(m.nodes) == 0 {
		return nil
	}
	for c := m.nodes[0].firstChild; c >= 0; c = m.nodes[c].next {
		nd := m.nodes[c]
		cand := Candidate{Action: nd.action, Visits: int(nd.visits)}
		if nd.visits > 0 {
			cand.Win = nd.total / nd.visits
		}
		cs = append(cs, cand)
	}
	// Stable, so that among equally visited actions the first is the one
	// search chose.
	slices.SortStableFunc(cs, func(a, b Candidate) int { return b.Visits - a.Visits })
	return cs
}

// iterate runs one selection, expansion, rollout and backup on d.
func (m *MCTS) iterate(d engine.State) {
	cur := int32(0)
	m.path = append(m.path[:0], 0)
	for !d.Over() {
		seat := m.mover(d)
		m.legal = choices(d, seat, &m.rng, m.legal, true)
		child, expanded := m.descend(cur, seat)
		if err := d.Apply(seat, m.nodes[child].action); err != nil {
			panic(fmt.Sprintf("bot: legal action refused: %v", err))
		}
		cur = child
		m.path = append(m.path, cur)
		if expanded {
			break
		}
	}
	m.evaluate(d)
	for i, r := range m.reward {
		m.rootReward[i] += r
	}
	for _, n := range m.path {
		nd := &m.nodes[n]
		nd.visits++
		if nd.seat >= 0 {
			nd.total += m.reward[nd.seat]
		}
	}
}

// mover is the seat that decides next in the tree: the bot's own seat when it
// is among the seats to move, else the first of them.
func (m *MCTS) mover(d engine.State) engine.Seat {
	movers := d.ToMove()
	if engine.Contains(movers, m.observer) {
		return m.observer
	}
	return movers[0]
}

// descend picks the child of cur to follow for seat among the legal actions in
// m.legal: an untried action if there is one (added as a new child), else the
// available child with the best UCB score. It counts availability as it goes.
func (m *MCTS) descend(cur int32, seat engine.Seat) (int32, bool) {
	var untried engine.Action
	untriedCount := 0
	for _, a := range m.legal {
		if c := m.child(cur, seat, a); c >= 0 {
			m.nodes[c].avail++
			continue
		}
		untriedCount++
		if m.rng.IntN(untriedCount) == 0 {
			untried = a
		}
	}
	if untriedCount > 0 {
		c := int32(len(m.nodes))
		m.nodes = append(m.nodes, node{action: untried, seat: seat, firstChild: -1, next: m.nodes[cur].firstChild, avail: 1})
		m.nodes[cur].firstChild = c
		return c, true
	}
	best, bestScore := int32(-1), math.Inf(-1)
	for c := m.nodes[cur].firstChild; c >= 0; c = m.nodes[c].next {
		nd := &m.nodes[c]
		if nd.seat != seat || !slices.Contains(m.legal, nd.action) {
			continue
		}
		score := nd.total/nd.visits + exploration*math.Sqrt(math.Log(nd.avail)/nd.visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best, false
}

// child finds cur's child for seat playing a, or -1.
func (m *MCTS) child(cur int32, seat engine.Seat, a engine.Action) int32 {
	for c := m.nodes[cur].firstChild; c >= 0; c = m.nodes[c].next {
		if m.nodes[c].action == a && m.nodes[c].seat == seat {
			return c
		}
	}
	return -1
}

// evaluate plays the leaf d to the end and fills m.reward with each seat's
// share of the win.
func (m *MCTS) evaluate(d engine.State) {
	m.reward = m.reward[:0]
	h, settles := d.(engine.Horizon)
	p, plays := d.(engine.Playout)
	if settles && plays && playToHorizon(d, h, p, &m.rng, m.legal) {
		for i := range d.Seats() {
			m.reward = append(m.reward, h.Estimate(engine.Seat(i)))
		}
		return
	}
	m.rollout(d)
	o := d.Outcome()
	for i := range o.Scores {
		m.reward = append(m.reward, o.Reward(engine.Seat(i)))
	}
}

// rollout plays d to the end with the game's playout policy (engine.Playout),
// or at random when it has none.
func (m *MCTS) rollout(d engine.State) {
	p, ok := d.(engine.Playout)
	for !d.Over() {
		seat := d.ToMove()[0]
		var a engine.Action
		if ok {
			a = p.Playout(seat, &m.rng, m.legal)
		} else {
			m.legal = d.Legal(seat, m.legal[:0])
			a = m.legal[m.rng.IntN(len(m.legal))]
		}
		if err := d.Apply(seat, a); err != nil {
			panic(fmt.Sprintf("bot: legal action refused: %v", err))
		}
	}
}
