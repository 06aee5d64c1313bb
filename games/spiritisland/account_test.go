package spiritisland

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
	"shima/internal/long"
)

// The events account for every change, in random games of every spirit
// against every adversary, half played by the playout policy: the
// conformance runs play the beginner spirits at random, which seldom use a
// major power, Vengeance of the Dead or a Gift of Constancy.
func TestEveryChangeTold(t *testing.T) {
	randomGames(t, long.Count(4, 60), func(st *State, seat engine.Seat, a engine.Action) {
		accounted(t, st, seat, st.Describe(a, engine.EN))
	})
}

// accounted applies the action with text for seat s, as the match does,
// and fails unless the events account for every change each seat (and a
// spectator) sees: what they claim is what its tally did. It returns the
// events.
func accounted(t *testing.T, st *State, s engine.Seat, text string) []engine.Event {
	t.Helper()
	var before []engine.Tally
	for v := engine.Spectator; v < engine.Seat(st.seats); v++ {
		before = append(before, st.Tally(v))
	}
	events := enginetest.Told(t, st, s, text)
	for v := engine.Spectator; v < engine.Seat(st.seats); v++ {
		claimed := engine.Tally{}
		for _, e := range engine.Seen(events, v) {
			st.Claim(e, claimed)
		}
		if diff := engine.Untold(before[v+1], st.Tally(v), claimed); diff != "" {
			t.Errorf("%q: the events told seat %d do not account for what it sees change: %s\n%s", text, v, diff, lines(events))
		}
	}
	return events
}

// lines are the events' English texts, a line each.
func lines(events []engine.Event) string {
	var out []string
	for _, e := range events {
		out = append(out, e.Kind+": "+e.Text.EN)
	}
	return strings.Join(out, "\n")
}

// wantLine fails unless an event of kind tells text (in English).
func wantLine(t *testing.T, events []engine.Event, kind, text string) {
	t.Helper()
	for _, e := range events {
		if e.Kind == kind && e.Text.EN == text {
			return
		}
	}
	t.Errorf("no %s event %q in:\n%s", kind, text, lines(events))
}

// newSeeded is a new game of seats spirits from seed with options
// (key=value).
func newSeeded(t *testing.T, seats int, seed uint64, opts ...string) *State {
	t.Helper()
	o := map[string]string{}
	for _, kv := range opts {
		k, v, _ := strings.Cut(kv, "=")
		o[k] = v
	}
	g, err := Game{}.New(engine.Config{Seats: seats, Seed: seed, Options: o})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*State)
}

// Issue 34: Sweden's Royal Backing (level 4) puts a town on each board's
// land of the discarded card's terrain with the fewest invaders. With 3
// spirits from seed 1 against Sweden at level 6, the players choose on
// boards B and D; board A's only such land, A7, takes its town with no
// choice after D's, and an event tells it.
func TestRoyalBackingTold(t *testing.T) {
	st := newSeeded(t, 3, 1, "spirits=random", "adversary=sweden", "level=6")
	wantLine(t, accounted(t, st, 0, "choose land B3"), "adversary", "Royal Backing: a town comes to B3")
	got := accounted(t, st, 0, "choose land D4")
	wantLine(t, got, "adversary", "Royal Backing: a town comes to D4")
	wantLine(t, got, "adversary", "Royal Backing: a town comes to A7")
}

// Issue 34: Vengeance of the Dead lies on A7 (its pieces destroyed owe
// damage there) in the game of 1 spirit from seed 3 with a random spirit
// (Bringer of Dreams and Nightmares; the position, reached by a walk, is
// testdata/vengeance-strike.json, A7 made vengeful). After "blight to A5",
// the dahan in A7 strike back: 1 city destroyed, 1 town damaged; the city
// owes 1 damage, which destroys the damaged town. Vengeance's line tells it.
func TestVengeanceAfterStrikeTold(t *testing.T) {
	st := loadTestdata(t, "vengeance-strike.json")
	got := accounted(t, st, 0, "blight to A5")
	wantLine(t, got, "strike", "The dahan in A7 strike back (2 dahan, 4 damage): 1 city destroyed, 1 town damaged")
	wantLine(t, got, "power", "Vengeance of the Dead ({seat 0}): A7: 1 town destroyed; 1 fear")
	wantEq(t, "A7's towns", count(t, st, "A7", Town), 0)
}

// Issue 34: with 2 random spirits from seed 3 against England at level 3
// (boards A and B, as in the game), A2 holds Vengeance of the Dead,
// an explorer, a town and a dahan. The
// ravage's 3 damage destroys the dahan, which owes 1 damage: the players
// choose "damage explorer A2", which destroys it, before the ravage's
// blight. Vengeance's line tells the explorer destroyed.
func TestVengeanceDamageTold(t *testing.T) {
	st := newSeeded(t, 2, 3, "spirits=random", "adversary=england", "level=3")
	scene := bareFast(t, st)
	a2 := st.land(t, "A2")
	put(t, st, "A2", Explorer, 1)
	put(t, st, "A2", Town, 1)
	put(t, st, "A2", Dahan, 1)
	st.lands[a2].effects |= vengeful
	st.ravage = cardFor(t, st, a2)
	scene()
	accounted(t, st, 0, "done")
	wantAsks(t, st, "damage explorer A2", "damage town A2")
	got := accounted(t, st, 0, "damage explorer A2")
	wantLine(t, got, "power", "Vengeance of the Dead ({seat 0}): A2: 1 explorer destroyed")
	if i, j := kindAt(got, "power"), kindAt(got, "blight"); i < 0 || j < 0 || i > j {
		t.Errorf("Vengeance's line should come before the blight:\n%s", lines(got))
	}
}

// loadTestdata loads the position in testdata/name.
func loadTestdata(t *testing.T, name string) *State {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// bareFast empties st's island but for the spirits' presence, the invader
// board's cards and the fear cards earned, and puts it in the fast phase
// with spirit 0 to decide (a fast card of its played and not used): the
// test puts the pieces, then calls the function returned, and "done" runs
// the invader phase.
func bareFast(t *testing.T, st *State) func() {
	t.Helper()
	for l := range st.lands {
		st.lands[l] = landState{presence: st.lands[l].presence}
	}
	st.step, st.q, st.nEarned = stepFast, queue{}, 0
	for s := range st.seats {
		st.spirits[s].phase = phaseDone
	}
	boon := PowerByKey["lightnings-boon"]
	st.spirits[0].played.add(boon)
	st.spirits[0].unresolved.add(boon)
	st.ravage, st.build, st.explore = noCard, noCard, noCard
	return st.findToMove
}

// cardFor is the stage I invader card of land l's terrain.
func cardFor(t *testing.T, st *State, l Land) int8 {
	t.Helper()
	for i, c := range InvaderCards {
		if c.Stage == 1 && c.Terrains.Has(st.island.Terrain(l)) {
			return int8(i)
		}
	}
	t.Fatalf("no card for %s", st.island.Name(l))
	return noCard
}

// kindAt is the index of the first event of kind, or -1.
func kindAt(events []engine.Event, kind string) int {
	for i, e := range events {
		if e.Kind == kind {
			return i
		}
	}
	return -1
}

// Issue 34: a fear card tells what it moved, from where to where: Seek
// Safety's level 1 moves A5's explorer to A1 (more towns and cities), its
// level 2 gathers A6's town into A5 (a city).
func TestSeekSafetyTold(t *testing.T) {
	st := bareGame(t, lightning, "A")
	place(t, st, "A5: 1 explorer; A1: 1 town")
	fearAt(t, st, "seek-safety", 1)
	accounted(t, st, 0, "choose land A5")
	wantLine(t, accounted(t, st, 0, "choose land A1"), "fear-card", "Seek Safety: 1 explorer from A5 to A1")

	st = bareGame(t, lightning, "A")
	place(t, st, "A5: 1 city; A6: 1 town, 1 explorer")
	fearAt(t, st, "seek-safety", 2)
	accounted(t, st, 0, "choose land A5")
	wantLine(t, accounted(t, st, 0, "gather town from A6"), "fear-card", "Seek Safety: 1 town from A6 to A5")
}

// Issue 34: a power that changes nothing says so, and why: Raging Storm on
// A5, where nothing stands (an explorer in A1 keeps the game going).
func TestPowerWithoutEffectTold(t *testing.T) {
	st := bareGame(t, lightning, "A")
	put(t, st, "A1", Explorer, 1)
	st.step = stepSlow
	storm := PowerByKey["raging-storm"]
	st.spirits[0].hand.del(storm)
	st.spirits[0].played.add(storm)
	st.spirits[0].unresolved.add(storm)
	st.findToMove()
	accounted(t, st, 0, "use Raging Storm")
	got := accounted(t, st, 0, "target land A5")
	wantLine(t, got, "power", "Raging Storm ({seat 0}) on A5: no effect: nothing in A5 for it to act on")
	if len(got) > 0 {
		wantEq(t, "the line's Japanese", got[0].Text.JA, "荒れ狂う嵐({seat 0}、対象A5): 効果なし: A5に作用する対象がない")
	}
}

// Issue 34: England's escalation, Building Boom, is told before the build
// it makes: a stage II mountain card explored, board A's land with the most
// towns and cities (A2, a town) builds a city.
func TestBuildingBoomTold(t *testing.T) {
	st := newSeeded(t, 1, 3, "spirits=random", "adversary=england", "level=0")
	scene := bareFast(t, st)
	put(t, st, "A2", Town, 1)
	c := int8(InvaderByKey["mountain-2"])
	top := slices.Index(st.invaders[:st.nInvaders], c)
	st.invaders[top], st.invaders[st.nInvaders-1] = st.invaders[st.nInvaders-1], c
	scene()
	got := accounted(t, st, 0, "done")
	boom := "Building Boom (escalation): the invaders build in A2, the land of board A with the most towns and cities"
	wantLine(t, got, "adversary", boom)
	wantLine(t, got, "build", "Build in A2: a city")
	if i, j := kindAt(got, "adversary"), kindAt(got, "build"); i < 0 || j < i {
		t.Errorf("the escalation should come before its build:\n%s", lines(got))
	}
}

// Earned fear cards turn up one by one: while the first waits for a
// decision, the second still waits face down among the earned cards (the
// view counts it), and a determinization deals it anew, as any card no one
// has seen.
func TestEarnedFearCardsTurnUpOneByOne(t *testing.T) {
	st := invaderScene(t, "tall-tales-of-savagery")
	st.earned[1] = st.fearDeck[st.nFear-1]
	st.nFear--
	st.nEarned = 2
	accounted(t, st, 0, "done")
	wantAsks(t, st, "choose land A3")
	wantEq(t, "earned cards waiting in the view", st.View(0).(*View).Fear.Earned, 1)
	next := map[uint16]bool{} // the card turned up second, as its bit
	r := engine.NewRand(1)
	for range 20 {
		d := st.Determinize(0, &r).(*State)
		answer(t, d, "choose land A3")
		next[d.feared&^st.feared] = true
	}
	if len(next) < 2 {
		t.Errorf("the second earned card is the same in 20 determinizations: %v", next)
	}
}
