package spiritisland

import (
	"sync"

	"shima/engine"
)

// Effects resolve as queues of small tasks. A power's effect (or a fear
// card's, or a growth option) puts its tasks at the front of a queue, in
// order; the queue runs until a task needs a decision, which waits at the
// front for the deciding spirit's action. Tasks are plain values, so a
// state copied in the middle of a power copies where the power stands.
// What a card does after a choice, depending on how it went, is a task
// that calls back into the card's code (opThen).

// op is what a task does.
type op uint8

const (
	opNone op = iota
	// Decisions.
	opTarget      // choose the land (or spirit) a power targets; then its effect runs
	opPush        // push up to n (or exactly n) pieces of kinds from land to adjacent lands
	opGather      // gather up to n (or exactly n) pieces of kinds from adjacent lands into land
	opDamage      // deal n damage to invaders in land, piece by piece
	opDestroy     // destroy n pieces of kinds in land
	opRemove      // remove n pieces of kinds from land
	opChoose      // choose one of n options of a card (then calls back with the choice)
	opAddPresence // add a presence from a track to a land within range
	opGainPower   // gain a power card: choose minor or major (or take the next of the progression)
	opPickPower   // keep one of the power cards drawn
	opForget      // forget a power card (after gaining a major)
	opReclaimOne  // take one discarded card back into hand
	opLand        // choose a land passing landFilters[arg2] (anchored at land); then continuation arg runs there
	opSelect      // choose one of the lands or cards a selection lists (vocab_major.go); then its continuation
	opCascade     // blight cascades: choose an adjacent land for it
	// Without a decision.
	opFear        // generate n fear
	opDefend      // defend n in land
	opAdd         // add n pieces of a kind to land
	opBlight      // add a blight to land (destroying presence, cascading)
	opEnergy      // the spirit gains n energy
	opReclaimAll  // the spirit takes back all discarded cards
	opThen        // call back into a card's code (conts[arg])
	opDahanStrike // surviving dahan in land strike back (ravage)
)

// task is one step of an effect.
type task struct {
	op     op
	spirit int8     // who acts or decides
	land   Land     // the land it acts on (or the ocean, or NoLand)
	from   Land     // a second land: where pieces move from (Wrap in Wings of Sunlight)
	n      int8     // how many: pieces, damage, fear, energy
	kinds  pieceSet // the pieces it may choose among
	upTo   bool     // "up to": the spirit may stop early
	arg    int16    // a power's index, a continuation's, a range
	arg2   int8     // a second argument: the options of opChoose, a land filter's index
}

// queue is a list of tasks, the first at t[0].
type queue struct {
	t [24]task
	n int8
}

func (q *queue) empty() bool  { return q.n == 0 }
func (q *queue) front() *task { return &q.t[0] }

// pop removes the first task.
func (q *queue) pop() {
	copy(q.t[:], q.t[1:q.n])
	q.n--
}

// push puts tasks at the front, in order: they run before those queued.
func (q *queue) push(ts ...task) {
	k := int8(len(ts))
	if q.n+k > int8(len(q.t)) {
		panic("spiritisland: too many tasks queued")
	}
	copy(q.t[k:], q.t[:q.n])
	copy(q.t[:], ts)
	q.n += k
}

// pushBack puts a task at the end.
func (q *queue) pushBack(t task) {
	if q.n == int8(len(q.t)) {
		panic("spiritisland: too many tasks queued")
	}
	q.t[q.n] = t
	q.n++
}

// scratch holds action buffers for the lists the game makes for itself
// (whether an action is legal, how many options a task has), so that
// Apply allocates nothing once they have grown.
var scratch = sync.Pool{New: func() any {
	b := make([]engine.Action, 0, 256)
	return &b
}}

func getScratch() *[]engine.Action  { return scratch.Get().(*[]engine.Action) }
func putScratch(b *[]engine.Action) { scratch.Put(b) }
